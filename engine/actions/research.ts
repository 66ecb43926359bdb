import { log, refuse, self, type ApplyContext } from '../rules/apply-context';
import { chipPrice, describePrice, kindName, pay, price, settle } from '../rules/payment';
import type { Bag, Currency } from '../ruleset/types';
import type { Move, MoveError } from '../state/types';
import { countTurnEvent, noteDeveloped } from '../state/turn-parts';
import { addToPool } from '../state/pools';

/** Whether another nation already owns a know-how: it then costs the lower price and earns no scholar (D-SCI-02, A-KH-04). */
export function ownedByAnother(ctx: ApplyContext, knowHow: string): boolean {
  return ctx.state.nations.some((n) => n !== ctx.nation && ctx.state.nation[n].knowHows.includes(knowHow));
}

export function knowHowPrice(ctx: ApplyContext, knowHow: string): number {
  const item = ctx.ruleset.knowHows.items[knowHow];
  return ownedByAnother(ctx, knowHow) ? item.price.later : item.price.first;
}

function hasOrDeveloping(ctx: ApplyContext, knowHow: string): boolean {
  return self(ctx).knowHows.includes(knowHow) || ctx.state.turn.developed.includes(knowHow);
}

export function developProblem(ctx: ApplyContext, knowHow: string): MoveError | undefined {
  const item = ctx.ruleset.knowHows.items[knowHow];
  if (!item || !Object.hasOwn(ctx.ruleset.knowHows.items, knowHow)) return refuse('move/unknown-know-how', `'${knowHow}' is not a know-how; know-hows: ${ctx.rules.knowHowIds.join(', ')}`);
  if (hasOrDeveloping(ctx, knowHow)) return refuse('move/known', `you already have ${item.name}`);
  const missing = (item.requires ?? []).filter((r) => !hasOrDeveloping(ctx, r));
  if (missing.length) return refuse('move/prerequisite', `${item.name} needs ${missing.map((m) => ctx.ruleset.knowHows.items[m].name).join(' and ')} first (A-KH-03)`);
  return undefined;
}

export function developKnowHow(ctx: ApplyContext, move: Extract<Move, { type: 'knowhow.develop' }>): MoveError | undefined {
  const problem = developProblem(ctx, move.knowHow);
  if (problem) return problem;
  const item = ctx.ruleset.knowHows.items[move.knowHow];
  const first = !ownedByAnother(ctx, move.knowHow);
  const settled = settle(self(ctx), chipPrice(ctx.ruleset.knowHows.paidIn, knowHowPrice(ctx, move.knowHow)), move.payment, ctx.rules);
  if ('error' in settled) return refuse(settled.code, `${item.name} ${settled.error}`);
  pay(ctx.state, self(ctx), settled.pay);
  if (ctx.ruleset.knowHows.takesEffect === 'immediately') self(ctx).knowHows = [...self(ctx).knowHows, move.knowHow];
  noteDeveloped(ctx.state.turn, move.knowHow);
  if (first) countTurnEvent(ctx.state.turn, 'know-how-first');
  // The chips paid, coins standing in included (D-COIN-01): "for 3 gold + 2 coins", not the price's "5 gold".
  if (!ctx.quiet) log(ctx, 'knowhow.develop', `developed ${item.name}${first ? ' first' : ''} for ${describePrice(price(settled.pay, {}), ctx.ruleset)}`, { knowHow: move.knowHow, first });
  return undefined;
}

export function recruitProblem(ctx: ApplyContext, unit: string): MoveError | undefined {
  const prices = ctx.ruleset.actions.research.recruit;
  if (!prices) return refuse('move/no-recruiting', 'this game has no recruiting: units are armed straight from the supply');
  if (!prices[unit] || !Object.hasOwn(prices, unit)) return refuse('move/unknown-unit', `'${unit}' cannot be recruited; recruitable: ${Object.keys(prices).join(', ')}`);
  if ((self(ctx).supply[unit] ?? 0) <= 0) return refuse('move/supply-empty', `no ${unit} left in your personal supply: recruiting is a one-way lifetime cap (D-SUP-08)`);
  return undefined;
}

export function recruitUnit(ctx: ApplyContext, move: Extract<Move, { type: 'unit.recruit' }>): MoveError | undefined {
  const problem = recruitProblem(ctx, move.unit);
  if (problem) return problem;
  const settled = settle(self(ctx), price(ctx.ruleset.actions.research.recruit![move.unit]), move.payment, ctx.rules);
  if ('error' in settled) return refuse(settled.code, `recruiting a ${move.unit} ${settled.error}`);
  pay(ctx.state, self(ctx), settled.pay);
  addToPool(self(ctx), 'supply', move.unit, -1);
  addToPool(self(ctx), 'box', move.unit, 1);
  if (!ctx.quiet) log(ctx, 'unit.recruit', `recruited a ${move.unit} into the recruitment box`, { unit: move.unit });
  return undefined;
}

/** The bank trade the nation may make now: Commercium (D-KH-05/06) or the all-know-hows 2:1 (A-KH-08). */
export function tradeRule(ctx: ApplyContext): { give: number; get: number; when?: 'own-turn' | 'any-time' } | undefined {
  const nation = self(ctx);
  const traders = ctx.rules.tradeKnowHows;
  if (traders.length === 1) {
    // One know-how trades (Commercium): is it held, and not from this turn (D-KH-06)?
    const id = traders[0];
    if (nation.knowHows.includes(id) && !ctx.state.turn.developed.includes(id)) return ctx.ruleset.knowHows.items[id].trade;
  } else if (traders.length > 1) {
    for (const id of nation.knowHows) {
      const trade = ctx.ruleset.knowHows.items[id]?.trade;
      // D-KH-06: not in the turn it is developed.
      if (trade && !ctx.state.turn.developed.includes(id)) return trade;
    }
  }
  const bonus = ctx.ruleset.knowHows.completionBonus?.trade;
  if (bonus && ctx.rules.knowHowIds.every((k) => nation.knowHows.includes(k))) return bonus;
  return undefined;
}

/** A key of the bag that is not a resource kind of the game ('coin' among them), if there is one. */
function unknownKind(bag: Bag, kinds: readonly string[]): string | undefined {
  for (const c in bag) if (!kinds.includes(c)) return c;
  return undefined;
}

function wholeAmounts(bag: Bag): boolean {
  for (const c in bag) {
    const v = bag[c];
    if (!Number.isInteger(v) || (v ?? 0) < 0) return false;
  }
  return true;
}

function chips(bag: Bag, kinds: readonly string[]): number {
  let n = 0;
  for (const c of kinds) n += bag[c] ?? 0;
  return n;
}

export function trade(ctx: ApplyContext, move: Extract<Move, { type: 'trade' }>): MoveError | undefined {
  const rule = tradeRule(ctx);
  if (!rule) return refuse('move/no-trade', 'you may not trade with the bank: that needs Commercium from an earlier turn (D-KH-06) or all know-hows (A-KH-08)');
  const kinds = ctx.rules.resources;
  if ((move.give.coin ?? 0) > 0 || (move.get.coin ?? 0) > 0) return refuse('move/trade-coins', `only ${kinds.map((c) => kindName(ctx.ruleset, c)).join(', ')} chips are traded; coins are neither given nor taken (D-KH-05)`);
  const unknown = unknownKind(move.give, kinds) ?? unknownKind(move.get, kinds);
  if (unknown !== undefined) return refuse('move/unknown-resource', `'${unknown}' is not a resource of this game; trade ${kinds.join(', ')} (D-KH-05)`);
  const given = chips(move.give, kinds);
  const got = chips(move.get, kinds);
  if (!wholeAmounts(move.give) || !wholeAmounts(move.get)) return refuse('move/bad-trade', 'traded amounts must be whole numbers');
  if (given === 0 || given % rule.give !== 0 || got !== (given / rule.give) * rule.get) return refuse('move/bad-trade', `traded go ${rule.give} chips for ${rule.get}; ${given} for ${got} does not`);
  const stock = self(ctx).stock;
  for (const c of kinds) if ((move.give[c] ?? 0) > stock[c]) return refuse('move/insufficient-resources', `you hold ${stock[c]} ${kindName(ctx.ruleset, c)}, not ${move.give[c]}`);
  for (const c of kinds) stock[c] += (move.get[c] ?? 0) - (move.give[c] ?? 0);
  const show = (bag: Bag) => Object.entries(bag).filter(([, v]) => v).map(([k, v]) => `${v} ${kindName(ctx.ruleset, k)}`).join(' + ');
  if (!ctx.quiet) log(ctx, 'trade', `traded ${show(move.give)} for ${show(move.get)}`, { give: move.give, get: move.get });
  return undefined;
}
