import { actionFieldNames, log, refuse, regionName, self, unitWord, type ApplyContext } from '../rules/apply-context';
import { pay, price, settle } from '../rules/payment';
import type { Move, MoveError } from '../state/types';
import { addUnits } from '../state/selectors';
import { battleOnArrival } from './battle';
import { noteArmed } from '../state/turn-parts';
import { addToPool } from '../state/pools';

export function armLimit(ctx: ApplyContext, region: string): number {
  const rule = ctx.ruleset.actions.arm;
  return ctx.state.cities[region]?.temple ? rule.perCityWithTemple : rule.perCity;
}

/** Whether `region` can still take a unit this turn (D-MIL-03: arming limits count this turn's units). */
export function hasArmRoom(ctx: ApplyContext, region: string): boolean {
  return (ctx.state.turn.armedAt[region] ?? 0) < armLimit(ctx, region);
}

/** Where armed units come from: the recruitment box (Duellum, D-MIL-02) or the supply (Antike, A-FAQ-03). */
export function armSource(ctx: ApplyContext): Record<string, number> {
  return self(ctx)[armPool(ctx)];
}

export function armPool(ctx: ApplyContext): 'box' | 'supply' {
  return ctx.ruleset.actions.arm.from === 'recruitment-box' ? 'box' : 'supply';
}

/** What arming `unit` costs: a special unit's own cost (D-VAR-02), else the ruleset's arming cost. */
export function armPrice(ctx: ApplyContext, unit: string) {
  return price(ctx.ruleset.specialUnits?.[unit]?.armCost ?? ctx.ruleset.actions.arm.cost);
}

/** Why `unit` cannot be armed at `region` now, if it cannot (D-MIL, A-ARM, D-VAR-02). */
export function armProblem(ctx: ApplyContext, region: string, unit: string): MoveError | undefined {
  const { ruleset, state, rules } = ctx;
  const info = rules.unitClass[unit];
  if (!info) return refuse('move/unknown-unit', `'${unit}' is not a unit type; types: ${Object.keys(rules.unitClass).join(', ')}`);
  const city = state.cities[region];
  if (!city || city.owner !== ctx.nation) return refuse('move/not-own-city', `units are armed in the region of one of your cities; ${regionName(ctx, region)} is not (D-MIL-03)`);
  if (!rules.allows[region][info.crosses]) return refuse('move/wrong-terrain', `${regionName(ctx, region)} has only ${info.crosses === 'sea' ? 'red (land)' : 'blue (sea)'} borders, so no ${unitWord(ruleset, unit)} can be armed there (D-MIL-07)`);
  if (!hasArmRoom(ctx, region)) {
    const limit = armLimit(ctx, region);
    return refuse('move/arm-limit', `${regionName(ctx, region)} already took ${limit} new unit${limit === 1 ? '' : 's'} this turn (${ruleset.actions.arm.perCityWithTemple} with a temple, ${ruleset.actions.arm.perCity} without, D-MIL-03)`);
  }
  const special = ruleset.specialUnits?.[unit];
  if (special && special.armOnlyAtTemple !== false && !city.temple) return refuse('move/needs-temple', `the ${special.name} can be armed only at a city with a temple (D-VAR-02)`);
  if ((armSource(ctx)[unit] ?? 0) <= 0) {
    return ruleset.actions.arm.from === 'recruitment-box'
      ? refuse('move/box-empty', `no ${unitWord(ruleset, unit)} in your recruitment box; recruit one on ${actionFieldNames(ruleset, 'research')} first (D-SCI-08)`)
      : refuse('move/supply-empty', `no ${unitWord(ruleset, unit)} left in your supply (A-FAQ-03)`);
  }
  // D-MIL-02: only units that were in the box when the turn began.
  if (ruleset.actions.arm.from === 'recruitment-box' && ruleset.actions.arm.onlyUnitsPresentAtTurnStart && (state.turn.armable[unit] ?? 0) <= 0) {
    return refuse('move/not-armable', `only units that were in the recruitment box at the start of the turn may be armed (D-MIL-02)`);
  }
  return undefined;
}

export function armUnit(ctx: ApplyContext, move: Extract<Move, { type: 'unit.arm' }>): MoveError | undefined {
  const problem = armProblem(ctx, move.region, move.unit);
  if (problem) return problem;
  const nation = self(ctx);
  const settled = settle(nation, armPrice(ctx, move.unit), move.payment, ctx.rules);
  if ('error' in settled) return refuse(settled.code, `arming a ${move.unit} ${settled.error}`);
  pay(ctx.state, nation, settled.pay);
  addToPool(self(ctx), armPool(ctx), move.unit, -1);
  noteArmed(ctx.state.turn, move.region, move.unit, !!ctx.ruleset.actions.arm.onlyUnitsPresentAtTurnStart);
  addUnits(ctx.state, move.region, ctx.nation, move.unit, 1);
  if (!ctx.quiet) log(ctx, 'unit.arm', `armed a ${move.unit} in ${regionName(ctx, move.region)}`, { region: move.region, unit: move.unit });
  if (ctx.ruleset.actions.arm.battleOnArrival) battleOnArrival(ctx, move.region, move.unit);
  return undefined;
}
