import { log, refuse, regionName, unitCount, unitWord, type ApplyContext } from '../../rules/apply-context';
import { addUnits } from '../../state/selectors';
import { issue } from '../../ruleset/checks/check';
import { checkAmount, describeAmount, evaluateAmount, type Amount } from '../amount';
import { defineOp } from '../op';
import { addToPool } from '../../state/pools';

export type PlaceEffect = { op: 'place'; unit: string; count: Amount; from: 'box' | 'supply' };

/**
 * Own city regions where the unit can stand (its terrain, D-MIL-07) and no other nation's units are, so placing
 * never starts a battle the card does not describe.
 */
export function placeCandidates(ctx: ApplyContext, unit: string): string[] {
  const crosses = ctx.rules.unitClass[unit]?.crosses;
  if (!crosses) return [];
  return Object.entries(ctx.state.cities)
    .filter(([region, c]) => c.owner === ctx.nation && ctx.rules.allows[region]?.[crosses] && Object.keys(ctx.state.units[region] ?? {}).every((n) => n === ctx.nation))
    .map(([region]) => region);
}

/** The card's player puts units from the recruitment box or supply into one own city region, free of cost. */
export const place = defineOp<PlaceEffect>({
  op: 'place',
  summary: "The card's player places units from the box or supply in one of their city regions, free.",
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['op', 'unit', 'count', 'from'],
    properties: {
      op: { const: 'place', description: 'Place units.' },
      unit: { $ref: 'common.schema.json#/$defs/id', description: "The unit type (e.g. 'legion').", markdownDescription: "The unit type (e.g. 'legion')." },
      count: { $ref: '#/$defs/amount', description: 'How many (at most what the box or supply holds).', markdownDescription: 'How many (at most what the box or supply holds).' },
      from: { enum: ['box', 'supply'], description: 'Where the units come from: the recruitment box or the personal supply.' },
    },
  },
  examples: [{ op: 'place', unit: 'legion', count: 2, from: 'supply' }],
  run(run, effect) {
    const { ctx } = run;
    const region = run.targets.shift();
    const candidates = placeCandidates(ctx, effect.unit);
    if (!region || !candidates.includes(region)) {
      return refuse('effect/choose-target', candidates.length ? `choose the city region to place the ${unitWord(ctx.ruleset, effect.unit)}s in: ${candidates.map((c) => regionName(ctx, c)).join(', ')}` : `there is no city of yours where a ${unitWord(ctx.ruleset, effect.unit)} can be placed`);
    }
    const wanted = evaluateAmount(run, effect.count);
    if (typeof wanted !== 'number') return wanted;
    const n = Math.min(wanted, ctx.state.nation[ctx.nation][effect.from][effect.unit] ?? 0);
    if (n > 0) {
      addToPool(ctx.state.nation[ctx.nation], effect.from, effect.unit, -n);
      addUnits(ctx.state, region, ctx.nation, effect.unit, n);
    }
    if (!ctx.quiet) log(ctx, 'effect.place', `placed ${unitCount(ctx.ruleset, effect.unit, n)} in ${regionName(ctx, region)}`, { region, unit: effect.unit, count: n });
    return undefined;
  },
  describe(effect, words) {
    const unit = words.name('unit', effect.unit).toLowerCase();
    return `Place ${describeAmount(effect.count, unit, words)} from your ${effect.from === 'box' ? 'recruitment box' : 'supply'} in one of your cities, free.`;
  },
  check(effect, pointer, env) {
    checkAmount(effect.count, `${pointer}/count`, env.out, Object.keys(env.ruleset.economy.resources));
    const units = [...Object.keys(env.ruleset.units), ...Object.keys(env.ruleset.specialUnits ?? {})];
    if (!units.includes(effect.unit)) env.out.push(issue('effect/unknown-unit', `${pointer}/unit`, `'${effect.unit}' is not a unit type of this game; types: ${units.join(', ')}`));
    if (effect.from === 'box' && env.ruleset.actions.arm.from !== 'recruitment-box') env.out.push(issue('effect/no-box', `${pointer}/from`, `this game has no recruitment box (/actions/arm/from is '${env.ruleset.actions.arm.from}'); use "from": "supply"`));
  },
  choicesReadTheBoard: true,
  branches(run, effect) {
    return placeCandidates(run.ctx, effect.unit).map((region) => ({ targets: [region] }));
  },
});
