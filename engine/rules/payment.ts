import type { Bag, Currency, Resource, Ruleset } from '../ruleset/types';
import type { GameState, NationState } from '../state/types';

/**
 * A price: chips of given types (coins may stand in, D-COIN-01), coins that only coins can pay (surcharges,
 * AMB-D05), and 'any' units payable with any chip or coin (rondel steps, D-RON-05).
 */
export interface Price {
  marble: number;
  iron: number;
  gold: number;
  coin: number;
  any: number;
}

const chips: Resource[] = ['marble', 'iron', 'gold'];

export function price(bag: Bag = {}, extra: Partial<Price> = {}): Price {
  return {
    marble: (bag.marble ?? 0) + (extra.marble ?? 0),
    iron: (bag.iron ?? 0) + (extra.iron ?? 0),
    gold: (bag.gold ?? 0) + (extra.gold ?? 0),
    coin: (bag.coin ?? 0) + (extra.coin ?? 0),
    any: extra.any ?? 0,
  };
}

/**
 * A surcharge (a temple beside temples, a city beside same-resource cities): paid in coins only (AMB-D05) unless
 * the ruleset's economy.surchargesInCoinsOnly is false, when any chip or coin pays its coin part.
 */
export function surcharge(ruleset: Ruleset, bag: Bag): Price {
  if (ruleset.economy.surchargesInCoinsOnly !== false) return price(bag);
  return price({ marble: bag.marble, iron: bag.iron, gold: bag.gold }, { any: bag.coin ?? 0 });
}

export function scalePrice(p: Price, times: number): Price {
  return { marble: p.marble * times, iron: p.iron * times, gold: p.gold * times, coin: p.coin * times, any: p.any * times };
}

export function addPrices(a: Price, b: Price): Price {
  return { marble: a.marble + b.marble, iron: a.iron + b.iron, gold: a.gold + b.gold, coin: a.coin + b.coin, any: a.any + b.any };
}

export function describePrice(p: Price): string {
  const parts = [...chips.filter((c) => p[c]).map((c) => `${p[c]} ${c}`), p.coin ? `${p.coin} coin${p.coin > 1 ? 's' : ''}` : '', p.any ? `${p.any} resource${p.any > 1 ? 's' : ''} of your choice` : ''].filter(Boolean);
  return parts.length ? parts.join(' + ') : 'nothing';
}

export function describeStock(stock: Record<Currency, number>): string {
  return `${stock.marble} marble, ${stock.iron} iron, ${stock.gold} gold, ${stock.coin} coins`;
}

/**
 * The payment used when a move names none: each chip type from its own chips first, coins for what is
 * missing; 'any' from the most plentiful chips, coins last. It succeeds exactly when some payment does.
 */
export function defaultPayment(stock: Record<Currency, number>, p: Price): Bag | undefined {
  const pay: Record<Currency, number> = { marble: 0, iron: 0, gold: 0, coin: 0 };
  let coinsNeeded = p.coin;
  for (const c of chips) {
    const own = Math.min(stock[c], p[c]);
    pay[c] = own;
    coinsNeeded += p[c] - own;
  }
  let any = p.any;
  while (any > 0) {
    const spare = chips.filter((c) => stock[c] - pay[c] > 0).sort((a, b) => stock[b] - pay[b] - (stock[a] - pay[a]))[0];
    if (!spare) break;
    pay[spare]++;
    any--;
  }
  coinsNeeded += any;
  if (coinsNeeded > stock.coin) return undefined;
  pay.coin = coinsNeeded;
  return pay;
}

/** Checks a named payment: no more than held, exactly the price, coins covering coin-only parts. */
export function checkPayment(stock: Record<Currency, number>, p: Price, pay: Bag): string | undefined {
  const given: Record<Currency, number> = { marble: pay.marble ?? 0, iron: pay.iron ?? 0, gold: pay.gold ?? 0, coin: pay.coin ?? 0 };
  for (const c of [...chips, 'coin'] as Currency[]) {
    if (!Number.isInteger(given[c]) || given[c] < 0) return `payment of ${c} must be a whole number of at least 0`;
    if (given[c] > stock[c]) return `the payment names ${given[c]} ${c} but only ${stock[c]} are held`;
  }
  const total = given.marble + given.iron + given.gold + given.coin;
  const due = p.marble + p.iron + p.gold + p.coin + p.any;
  if (total !== due) return `the payment gives ${total} pieces but the price is ${due} (${describePrice(p)})`;
  if (given.coin < p.coin) return `${p.coin} of the price must be paid in coins`;
  let excess = 0;
  let deficit = 0;
  for (const c of chips) {
    excess += Math.max(0, given[c] - p[c]);
    deficit += Math.max(0, p[c] - given[c]);
  }
  if (excess > p.any) return `the payment gives chips the price does not ask for; only coins may stand in for another chip`;
  if (given.coin - p.coin !== deficit + p.any - excess) return `the payment does not match the price (${describePrice(p)})`;
  return undefined;
}

/**
 * Resolves the payment for a price, named or default. A malformed payment (not an object, negative or
 * fractional amounts) is 'move/bad-payment'; one that does not meet the price is 'move/insufficient-resources'.
 */
export function settle(nation: NationState, p: Price, named: Bag | undefined): { pay: Bag } | { code: string; error: string } {
  if (named !== undefined) {
    if (typeof named !== 'object' || named === null || Array.isArray(named)) return { code: 'move/bad-payment', error: 'is paid with an object such as { "marble": 2, "coin": 1 }' };
    const problem = checkPayment(nation.stock, p, named);
    if (!problem) return { pay: named };
    return { code: problem.includes('whole number') ? 'move/bad-payment' : 'move/insufficient-resources', error: `cannot be paid that way: ${problem}` };
  }
  const pay = defaultPayment(nation.stock, p);
  return pay ? { pay } : { code: 'move/insufficient-resources', error: `costs ${describePrice(p)}; has ${describeStock(nation.stock)}` };
}

/**
 * Whether some payment meets the price: the same answer as defaultPayment, counted without building one (it runs
 * for every candidate move). Chips pay their own type, coins whatever is missing; 'any' takes spare chips first.
 */
export function canAfford(nation: NationState, p: Price): boolean {
  const stock = nation.stock;
  let coinsNeeded = p.coin;
  let spare = 0;
  for (let i = 0; i < chips.length; i++) {
    const c = chips[i];
    const left = stock[c] - p[c];
    if (left < 0) coinsNeeded -= left;
    else spare += left;
  }
  if (p.any > spare) coinsNeeded += p.any - spare;
  return coinsNeeded <= stock.coin;
}

/** Moves a payment from the nation to the bank (coins return to a limited bank). */
export function pay(state: GameState, nation: NationState, bag: Bag): void {
  for (const c of ['marble', 'iron', 'gold', 'coin'] as Currency[]) nation.stock[c] -= bag[c] ?? 0;
  if (state.bank.coins !== null) state.bank.coins += bag.coin ?? 0;
}

/** Gives coins from the bank; with a limited bank that has run out, a chip of the nation's choice instead (D-SUP-03, A-TURN-02). */
export function giveCoins(state: GameState, nation: NationState, count: number, substitute: Resource = 'gold'): number {
  let given = 0;
  for (let i = 0; i < count; i++) {
    if (state.bank.coins === null || state.bank.coins > 0) {
      nation.stock.coin++;
      if (state.bank.coins !== null) state.bank.coins--;
      given++;
    } else {
      nation.stock[substitute]++;
    }
  }
  return given;
}
