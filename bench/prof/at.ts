// `npx tsx bench/prof/at.ts <seed> <turn number> [strategy] ['<weights json>']`: the active nation's plan at its rondel choice
// on the given turn (turn.number, both nations counted) of a Duellum self-play game: counters, chip values, and
// the policy's and the planner's value per field.
import { validateRuleset } from '../../engine/ruleset/validate';
import { runGame } from '../../engine/index';
import { heuristicBot, strategies } from '../../engine/bots/heuristic';
import { makePlan, fieldValue, planRondelFor } from '../../engine/bots/policy';
import { loadLibrary } from '../../lib/rulesets/load';
const [seed = '1', turn = '40', strategy = 'planner', json = '{}'] = process.argv.slice(2);
const r = validateRuleset(loadLibrary({ workspace: false }), process.env.RULESET ?? 'antike-duellum').ruleset!;
const w = { ...strategies[strategy], ...JSON.parse(json) };
const b = heuristicBot(w);
let done = false;
let before: any;
runGame(r, { seed: Number(seed), bots: [b], path: 'engine', onMove: (after: any, m: any) => {
  const s = before;
  before = after;
  if (done || m.type !== 'rondel.select' || !s || s.turn.number !== Number(turn)) return;
  done = true;
  const nat = s.nations[s.turn.active];
  const p = makePlan(r, s, nat, w);
  const plan = planRondelFor(p);
  console.log(nat, 'at', s.nation[nat].rondel, 'chose', m.field, 'counters', p.counters, 'stacks', s.stacks, 'bank temples', s.bank.temples, 'templeValue', p.templeValue.toFixed(0), 'cityValue', p.cityValue.toFixed(0), 'unitValue', p.unitValue);
  console.log('chip', Object.fromEntries(Object.entries(p.chip).map(([k, v]) => [k, +(v as number).toFixed(1)])), 'stock', s.nation[nat].stock);
  for (const f of r.rondel.order) console.log(f.padEnd(10), 'field', fieldValue(p, f).toFixed(0), 'plan', plan.get(f)?.toFixed(0));
} } as any);
