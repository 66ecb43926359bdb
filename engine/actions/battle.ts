import { log, name, refuse, regionName, type ApplyContext } from '../rules/apply-context';
import type { Move, MoveError } from '../state/types';
import { addUnits } from '../state/selectors';
import { writableMoves } from '../state/ownership';
import { addToPool } from '../state/pools';

/**
 * Removes one unit from the board to where losses go: the recruitment box (Duellum D-MOV-05) or the supply
 * (Antike AMB-A13). For the nation on turn during a maneuver, the unit with the fewest moves left goes, unless
 * the caller has not yet recorded the unit's moves (a unit destroyed as it arrives).
 */
export function loseUnit(ctx: ApplyContext, region: string, nation: string, unit: string, tracked = true): void {
  addUnits(ctx.state, region, nation, unit, -1);
  const owner = ctx.state.nation[nation];
  addToPool(owner, ctx.ruleset.actions.maneuver.lossesTo === 'recruitment-box' ? 'box' : 'supply', unit, 1);
  if (tracked && ctx.state.turn.movesLeft[region]?.[unit]?.length && nation === ctx.state.nations[ctx.state.turn.active]) {
    const moves = writableMoves(ctx.state, region, unit);
    let lowest = 0;
    for (let i = 1; i < moves.length; i++) if (moves[i] < moves[lowest]) lowest = i;
    moves.splice(lowest, 1);
  }
}

/** One of `nation`'s units of class `base` in `region`: regular units first, as they shield special ones (D-VAR-07). */
export function pickUnit(ctx: ApplyContext, region: string, nation: string, base: string): string | undefined {
  let special: string | undefined;
  for (const unit in ctx.state.units[region]?.[nation] ?? {}) {
    const info = ctx.rules.unitClass[unit];
    if (info.base !== base) continue;
    if (!info.special) return unit;
    special ??= unit;
  }
  return special;
}

/** A hostile unit of class `base` for `nation` in `region`. */
export function hostileVictim(ctx: ApplyContext, region: string, nation: string, base: string): { nation: string; unit: string } | undefined {
  for (const other in ctx.state.units[region] ?? {}) {
    if (other === nation) continue;
    const unit = pickUnit(ctx, region, other, base);
    if (unit) return { nation: other, unit };
  }
  return undefined;
}

/**
 * Automatic battle (Duellum D-MOV-05, D-MIL-06, D-VAR-06): a unit arriving where a hostile unit of its class
 * stands cancels one of them; both go where losses go. Returns whether the arriving unit survived.
 */
export function battleOnArrival(ctx: ApplyContext, region: string, unit: string): boolean {
  const base = ctx.rules.unitClass[unit].base;
  const victim = hostileVictim(ctx, region, ctx.nation, base);
  if (!victim) return true;
  loseUnit(ctx, region, ctx.nation, unit, false);
  loseUnit(ctx, region, victim.nation, victim.unit);
  if (!ctx.quiet) log(ctx, 'battle', `lost a ${unit} and ${name(ctx, victim.nation)} lost a ${victim.unit} in a battle in ${regionName(ctx, region)}`, { region, units: [unit, victim.unit], against: victim.nation });
  return false;
}

/** Pairs a battle of class `base` between two nations in a region removes (AMB-A02: all pairs, min of both sides). */
export function battlePairs(ctx: ApplyContext, region: string, a: string, b: string, base: string): number {
  const here = ctx.state.units[region];
  if (!here) return 0;
  return Math.min(unitsOfClass(ctx, here[a], base), unitsOfClass(ctx, here[b], base));
}

function unitsOfClass(ctx: ApplyContext, counts: Record<string, number> | undefined, base: string): number {
  let n = 0;
  for (const unit in counts) if (ctx.rules.unitClass[unit].base === base) n += counts[unit];
  return n;
}

/** Fights `pairs` one-for-one pairs of class `base` between two nations in `region`. */
export function fight(ctx: ApplyContext, region: string, a: string, b: string, base: string, pairs: number): void {
  for (let i = 0; i < pairs; i++) {
    const unitA = pickUnit(ctx, region, a, base);
    const unitB = pickUnit(ctx, region, b, base);
    if (!unitA || !unitB) break;
    loseUnit(ctx, region, a, unitA);
    loseUnit(ctx, region, b, unitB);
  }
  if (!ctx.quiet) log(ctx, 'battle', `fought in ${regionName(ctx, region)}: ${name(ctx, a)} and ${name(ctx, b)} each lost ${pairs} ${base}${pairs > 1 ? 's' : ''}`, { region, a, b, unit: base, pairs });
}

/** Battles on demand (Antike A-MAN-05/06): the nation on turn fights, at any time of its movement, wherever it meets same-type units. */
export function fightOnDemand(ctx: ApplyContext, move: Extract<Move, { type: 'battle.fight' }>): MoveError | undefined {
  if (ctx.ruleset.actions.maneuver.battles !== 'on-demand') return refuse('move/battles-automatic', 'in this game battles happen by themselves when units meet (D-MOV-05)');
  if (!ctx.ruleset.units[move.unit]) return refuse('move/unknown-unit', `'${move.unit}' is not a unit type`);
  if (move.against === ctx.nation || !ctx.state.nation[move.against]) return refuse('move/unknown-nation', `'${move.against}' is not an opposing nation in this game`);
  const pairs = battlePairs(ctx, move.region, ctx.nation, move.against, move.unit);
  if (pairs === 0) return refuse('move/no-battle', `no ${move.unit}s of both ${name(ctx, ctx.nation)} and ${name(ctx, move.against)} in ${regionName(ctx, move.region)}; legions fight legions, galleys fight galleys (A-MAN-08)`);
  // AMB-A02: all pairs at once, or one pair per battle where the ruleset lets the side fight pair by pair.
  fight(ctx, move.region, ctx.nation, move.against, move.unit, ctx.ruleset.actions.maneuver.battlePairs === 'chosen' ? 1 : pairs);
  return undefined;
}
