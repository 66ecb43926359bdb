import { log, refuse, self, type ApplyContext } from '../rules/apply-context';
import { describePrice, pay, price, settle, type Price } from '../rules/payment';
import type { Move, MoveError } from '../state/types';
import { produce } from './produce';
import { paramValue, useModifiers } from '../rules/modifiers';
import { startManeuver } from './maneuver';

/** Fields moved clockwise from `from` to `to`; the same field again is a full circle unless staying is allowed (D-RON-06). */
export function rondelSteps(ctx: ApplyContext, from: string, to: string): number {
  return stepsBetween(ctx, ctx.rules.fieldIndex[from], ctx.rules.fieldIndex[to]);
}

/** The same, between fields given by their index in the rondel's order. */
function stepsBetween(ctx: ApplyContext, from: number, to: number): number {
  const n = ctx.rules.fields.length;
  const steps = (to - from + n) % n;
  return steps === 0 && !ctx.ruleset.rondel.mayStay ? n : steps;
}

/**
 * The price of moving the stone to `field` (D-RON-04/05, A-RON-02). `freeSteps` may be passed when pricing every
 * field of one position (it is the same for all of them).
 */
export function rondelPrice(ctx: ApplyContext, field: string, freeSteps = rondelFreeSteps(ctx)): Price {
  return price({}, { any: rondelStepsDue(ctx, field, freeSteps) });
}

/**
 * The chips or coins of the nation's choice that moving the stone to `field` costs: the whole price, since steps are
 * paid in 'any' (D-RON-05). legalMoves compares it with the nation's chips and coins without building a price.
 */
export function rondelStepsDue(ctx: ApplyContext, field: string, freeSteps: number): number {
  const current = self(ctx).rondel;
  return rondelStepsDueAt(ctx, current === null ? -1 : ctx.rules.fieldIndex[current], ctx.rules.fieldIndex[field], freeSteps);
}

/** rondelStepsDue between field indices in the rondel's order, `from` -1 before the stone is first placed (move generation asks it for every field). */
export function rondelStepsDueAt(ctx: ApplyContext, from: number, to: number, freeSteps: number): number {
  if (from < 0) {
    switch (ctx.ruleset.rondel.firstTurn) {
      // D-RON-04: the first turn places the stone on any field, free (the only first-turn rule either game has).
      case 'any-field-free':
        return 0;
    }
  }
  return Math.max(0, stepsBetween(ctx, from, to) - freeSteps) * ctx.ruleset.rondel.stepCost;
}

/** Steps the nation moves for free now: 'rondel.freeSteps' is a parameter so event cards can grant more (the extra-steps effect). */
export function rondelFreeSteps(ctx: ApplyContext): number {
  return paramValue(ctx.ruleset, ctx.state, ctx.nation, 'rondel.freeSteps', ctx.ruleset.rondel.freeSteps);
}

export function selectField(ctx: ApplyContext, move: Extract<Move, { type: 'rondel.select' }>): MoveError | undefined {
  const { ruleset, state } = ctx;
  const field = ruleset.rondel.fields[move.field];
  if (!field || !Object.hasOwn(ruleset.rondel.fields, move.field)) return refuse('move/unknown-field', `'${move.field}' is not a rondel field; fields: ${ruleset.rondel.order.join(', ')}`);
  if (move.substitute !== undefined) {
    // A-TURN-02: a chip instead of the production coin is chosen only when the bank has no coin to give.
    const coinDue = field.action === 'produce' && ruleset.actions.produce.coins > 0 && state.bank.coins === 0;
    if (!coinDue) return refuse('move/no-substitute', `a chip instead of a coin is chosen only on a production field while the coin bank is empty (A-TURN-02); leave out 'substitute'`);
    if (!ctx.rules.resources.includes(move.substitute)) return refuse('move/unknown-resource', `'${move.substitute}' is not a resource; choose ${ctx.rules.resources.join(', ')}`);
  }
  const nation = self(ctx);
  const due = rondelStepsDue(ctx, move.field, rondelFreeSteps(ctx));
  // Within the free steps (most moves) there is nothing to pay, unless a payment is named: it is checked as given.
  let paid = '';
  if (due > 0 || move.payment !== undefined) {
    const settled = settle(nation, price({}, { any: due }), move.payment, ctx.rules);
    if ('error' in settled) return refuse(settled.code, `moving to ${field.name} ${settled.error}`);
    pay(state, nation, settled.pay);
    // The log names the chips: the player chose them (D-RON-05), or the engine's default did.
    if (due > 0 && !ctx.quiet) paid = describePrice(price(settled.pay, {}), ruleset);
  }
  useModifiers(state, ctx.nation, 'rondel.freeSteps');
  const steps = nation.rondel === null ? 0 : rondelSteps(ctx, nation.rondel, move.field);
  nation.rondel = move.field;
  state.turn.field = move.field;
  if (!ctx.quiet) log(ctx, 'rondel.select', `moved to ${field.name}${steps ? ` (${steps} field${steps > 1 ? 's' : ''}${paid ? `, paying ${paid}` : ''})` : ''}`, { field: move.field, steps });
  switch (field.action) {
    case 'produce':
      produce(ctx, field.resource!, move.substitute);
      state.turn.phase = 'found';
      break;
    case 'maneuver':
      startManeuver(ctx);
      break;
    default:
      state.turn.phase = 'action';
  }
  return undefined;
}
