// `npx tsx bench/prof/same-games.ts [seeds] [path]`: a hash of every move and final state of seeded bot games on 8 ruleset
// and strategy configurations (the default, planner, builder/conqueror, special units, house events, Antike East 3 and 5
// nations, random). Run it before and after a change that must not change any game: the lines must be equal. The path
// is the simulation path by default; `engine` plays the same games through applyMove, where the bots read the JSON
// state only (no simulation board), so a bot's JSON fallback is checked too.
import { createHash } from 'node:crypto';
import { botByName } from '../../engine/bots/index';
import { runGame } from '../../engine/sim/run-game';
import { validateRuleset } from '../../engine/ruleset/validate';
import { loadLibrary } from '../../lib/rulesets/load';
const lib = loadLibrary({ workspace: false });
const configs: [string, number, string[]][] = [
  ['antike-duellum', 2, ['heuristic']], ['antike-duellum', 2, ['heuristic:planner']], ['antike-duellum', 2, ['heuristic:builder', 'heuristic:conqueror']],
  ['antike-duellum-special-units', 2, ['heuristic']], ['antike-duellum-house-events', 2, ['heuristic']],
  ['antike-east', 3, ['heuristic']], ['antike-east', 5, ['heuristic:planner']], ['antike-duellum', 2, ['random']],
];
const seeds = Number(process.argv[2] ?? 4);
const path = (process.argv[3] ?? 'fast') as 'fast' | 'engine';
const all = createHash('sha256');
for (const [id, players, bots] of configs) {
  const r = validateRuleset(lib, id).ruleset!;
  const h = createHash('sha256');
  for (let seed = 1; seed <= seeds; seed++) {
    const g = runGame(r, { seed, players, bots: bots.map((b) => botByName(b)!), path, maxMoves: 20000 });
    h.update(JSON.stringify(g.moves)); h.update(JSON.stringify(g.state));
  }
  const d = h.digest('hex').slice(0, 12);
  all.update(d);
  console.log(id, players, bots.join(','), d);
}
console.log('ALL', all.digest('hex').slice(0, 12));
