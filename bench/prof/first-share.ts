// `npx tsx bench/prof/first-share.ts <games> '<weights json>'`: Duellum self-play, the first nation's win share and the median length.
import { validateRuleset } from '../../engine/ruleset/validate';
import { runGame } from '../../engine/index';
import { heuristicBot } from '../../engine/bots/heuristic';
import { loadLibrary } from '../../lib/rulesets/load';
const [n = '400', json = '{}'] = process.argv.slice(2);
const r = validateRuleset(loadLibrary({ workspace: false }), 'antike-duellum').ruleset!;
const b = heuristicBot('balanced', { weights: JSON.parse(json) });
let first = 0, done = 0;
const first0 = Number(process.env.FIRST_SEED ?? 1);
for (let seed = first0; seed < first0 + Number(n); seed++) {
  const g = runGame(r, { seed, bots: [b], path: 'fast', maxMoves: 150 * 2 * 12 });
  const res: any = g.state.result;
  if (res && !res.stalled && res.winner) { done++; if (res.winner === g.state.nations[0]) first++; }
}
console.log(`first-player ${json}: ${first}/${done} = ${(100 * first / done).toFixed(1)}%`);
