// `npx tsx bench/prof/inspect.ts <seed> <personages> '<weights json>'`: the leader's plan (values, planner per field) when it first holds k personages.
import { validateRuleset } from '../../engine/ruleset/validate';
import { runGame } from '../../engine/index';
import { heuristicBot, strategies } from '../../engine/bots/heuristic';
import { makePlan, fieldValue, planRondelFor } from '../../engine/bots/policy';
import { loadLibrary } from '../../lib/rulesets/load';
const [seed = '1', k = '8', json = '{}'] = process.argv.slice(2);
const r = validateRuleset(loadLibrary({ workspace: false }), 'antike-duellum').ruleset!;
const w = { ...strategies.planner, ...JSON.parse(json) };
const b = heuristicBot(w);
let done = false;
runGame(r, { seed: Number(seed), bots: [b], path: 'engine', onMove: (s: any, m: any) => {
  if (done || m.type !== 'rondel.select') return;
  const nat = s.nations[s.turn.active];
  const tot = Object.values(s.nation[nat].personages as Record<string, number>).reduce((a, v) => a + v, 0);
  if (tot < Number(k)) return;
  done = true;
  const p = makePlan(r, s, nat, w);
  const plan = planRondelFor(p);
  console.log(nat, 'T', s.turn.number / 2, 'counters', p.counters, 'seaPointValue', p.seaPointValue.toFixed(0), 'seaTargets', p.seaTargets.length, 'unitValue', p.unitValue, 'box', s.nation[nat].box, 'supply', s.nation[nat].supply);
  console.log('chip', p.chip, 'stock', s.nation[nat].stock);
  for (const f of r.rondel.order) console.log(f.padEnd(10), 'field', fieldValue(p, f).toFixed(0), 'plan', plan.get(f)?.toFixed(0));
} } as any);
