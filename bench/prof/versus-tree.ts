// `npx tsx bench/prof/versus-tree.ts <other checkout> [seeds] [bot]`: this checkout's heuristic bot against the same-named
// bot of another checkout (e.g. a git worktree at an older commit, with node_modules), seats swapped per seed, on this
// checkout's engine (the bots use only the public engine API and the game state, whose format both must share). Prints
// this checkout's win share with its Wilson interval. Use it where a change is in code rather than in weights, which
// bench/prof/versus.ts compares in one policy.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { validateRuleset } from '../../engine/ruleset/validate';
import { runGame } from '../../engine/index';
import { botByName } from '../../engine/bots/index';
import { wilson } from '../../engine/sim/stats';
import { loadLibrary } from '../../lib/rulesets/load';
import type { Bot } from '../../engine/bots/random';
const [other, n = '300', name = 'heuristic'] = process.argv.slice(2);
if (!other) throw new Error('usage: versus-tree.ts <other checkout> [seeds] [bot]');
const r = validateRuleset(loadLibrary({ workspace: false }), process.env.RULESET ?? 'antike-duellum').ruleset!;
const A = botByName(name)!;
const B = ((await import(pathToFileURL(path.resolve(other, 'engine/bots/index.ts')).href)) as { botByName: (n: string) => Bot }).botByName(name);
let wins = 0, games = 0;
for (let seed = 1; seed <= Number(n); seed++) {
  for (const seatA of [0, 1]) {
    const g = runGame(r, { seed, bots: seatA === 0 ? [A, B] : [B, A], path: 'fast', maxMoves: 4000 });
    const w = g.state.result?.winner;
    if (!w || g.state.result?.stalled) continue;
    games++;
    if (g.state.controllers.findIndex((c) => c.includes(w)) === seatA) wins++;
  }
}
const [lo, hi] = wilson(wins, games);
console.log(`${name} here vs ${name} in ${other}: here won ${wins} of ${games} finished (${(100 * wins / games).toFixed(1)}% [${(100 * lo).toFixed(1)}, ${(100 * hi).toFixed(1)}])`);
