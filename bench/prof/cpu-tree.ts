// `npx tsx bench/prof/cpu-tree.ts <other checkout> [games] [first seed]`: CPU per Duellum self-play game of this
// checkout's default heuristic bot and of another checkout's (e.g. a git worktree at an older commit, with
// node_modules), in one process, interleaved game by game on the same seeds after 10 warm-up games each, so a shared
// machine's drift slows both alike. Each checkout's games run on its own engine: a bot that reads the simulated game's
// board (simulationBoard) finds it only in the games of its own engine's FastGame. Prints ms per game and µs per move
// of each and the ratio per game.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { validateRuleset } from '../../engine/ruleset/validate';
import { runGame } from '../../engine/index';
import { botByName } from '../../engine/bots/index';
import { loadLibrary } from '../../lib/rulesets/load';
import type { Bot } from '../../engine/bots/random';
const [other, n = '100', first = '1'] = process.argv.slice(2);
if (!other) throw new Error('usage: cpu-tree.ts <other checkout> [games] [first seed]');
const r = validateRuleset(loadLibrary({ workspace: false }), 'antike-duellum').ruleset!;
const A = botByName('heuristic')!;
const B = ((await import(pathToFileURL(path.resolve(other, 'engine/bots/index.ts')).href)) as { botByName: (n: string) => Bot }).botByName('heuristic');
const runOther = ((await import(pathToFileURL(path.resolve(other, 'engine/sim/run-game.ts')).href)) as { runGame: typeof runGame }).runGame;
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e3; };
for (let seed = 990; seed < 1000; seed++) { runGame(r, { seed, bots: [A], path: 'fast' }); runOther(r, { seed, bots: [B], path: 'fast' }); }
let ta = 0, tb = 0, ma = 0, mb = 0;
for (let seed = Number(first); seed < Number(first) + Number(n); seed++) {
  const order: ['a' | 'b', Bot][] = seed % 2 ? [['a', A], ['b', B]] : [['b', B], ['a', A]];
  for (const [w, bot] of order) { const t = cpu(); const g = (w === 'a' ? runGame : runOther)(r, { seed, bots: [bot], path: 'fast', maxMoves: 20000 }); const dt = cpu() - t; if (w === 'a') { ta += dt; ma += g.moves.length; } else { tb += dt; mb += g.moves.length; } }
}
console.log(`new ${(ta / Number(n)).toFixed(2)} ms/game ${(1000 * ta / ma).toFixed(1)} µs/move | old ${(tb / Number(n)).toFixed(2)} ms/game ${(1000 * tb / mb).toFixed(1)} µs/move | new/old per game ${(ta / tb).toFixed(3)}`);
