// `npx tsx bench/prof/fields.ts '<weights json>'`: the planner's and the policy's value per rondel field in two small Duellum positions (the heuristic tests' TEMPLUM cases).
import '../../engine/index';
import { strategies } from '../../engine/bots/heuristic';
import { makePlan, fieldValue, planRondelFor } from '../../engine/bots/policy';
import { given, ruleset } from '../../test/helpers/game';
const duellum = ruleset('antike-duellum');
const w = { ...strategies.planner, ...JSON.parse(process.argv[2] ?? '{}') };
for (const [stock, at] of [[{ marble: 6, iron: 0, gold: 0, coin: 1 }, 'ferrum'], [{ marble: 6, coin: 3 }, 'militia'], [{ marble: 0, coin: 3 }, 'militia']] as const) {
  const state = given(duellum, { active: 'romans', stock: { romans: stock as never }, rondel: { romans: at } });
  const p = makePlan(duellum, state, 'romans', w);
  console.log(at, [...planRondelFor(p, { depth: w.planDepth, discount: 0.8, residual: w.planResidual ?? 0.5 })].map(([f, v]) => `${f}:${v.toFixed(0)}/${fieldValue(p, f).toFixed(0)}`).join(' '));
}
