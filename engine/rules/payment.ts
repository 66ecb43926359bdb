import type { Bag, Currency, Resource, Ruleset } from '../ruleset/types';
import type { GameState, NationState } from '../state/types';
import type { RulesContext } from './context';

/**
 * A price: chips of given kinds, keyed by the kinds the ruleset declares in /economy/resources (coins may stand in,
 * D-COIN-01), coins that only coins can pay (surcharges, AMB-D05), and 'any' units payable with any chip or coin
 * (rondel steps, D-RON-05). A kind the price does not name is 0. Kind ids are never 'coin' or 'any' (the schema's
 * resourceId forbids them).
 */
export type Price = Partial<Record<Resource, number>> & { coin: number; any: number };

/**
 * The kinds a payment function loops over: contextOf(ruleset).resources, computed once per ruleset, so the hot
 * paths (canAfford runs for every candidate move) loop over an array, never over Object.entries.
 */
export type Kinds = readonly Resource[];

/** Prices of the ruleset's own bags (a temple's cost, an arming cost...), built once per bag object and frozen. */
const priceOfBag = new WeakMap<Bag, Price>();

/**
 * The price of a bag, plus `extra`. Without `extra` the result is cached per bag object and frozen (the ruleset's
 * bags never change, and candidate moves ask for the same prices again and again): copy it before changing it.
 * Pass bags built on the fly through `extra` or chipPrice, so the cache only ever holds the ruleset's bags.
 */
export function price(bag?: Bag, extra?: Partial<Price>): Price {
  if (extra === undefined && bag !== undefined) {
    let cached = priceOfBag.get(bag);
    if (cached === undefined) priceOfBag.set(bag, (cached = Object.freeze(buildPrice(bag, undefined))));
    return cached;
  }
  return buildPrice(bag, extra);
}

/** `count` chips of one kind, e.g. a know-how's price in /knowHows/paidIn (not cached: the count varies). */
export function chipPrice(kind: Resource, count: number): Price {
  const p: Price = { coin: 0, any: 0 };
  p[kind] = count;
  return p;
}

function buildPrice(bag?: Bag, extra?: Partial<Price>): Price {
  const p: Price = { coin: (bag?.coin ?? 0) + (extra?.coin ?? 0), any: extra?.any ?? 0 };
  // A bag names a few kinds (1–3 in the base games): copying its own keys is cheaper than visiting every kind.
  if (bag !== undefined) for (const c in bag) if (c !== 'coin') p[c] = bag[c];
  if (extra !== undefined) for (const c in extra) if (c !== 'coin' && c !== 'any') p[c] = (p[c] ?? 0) + (extra[c] ?? 0);
  return p;
}

/**
 * A surcharge (a temple beside temples, a city beside same-resource cities): paid in coins only (AMB-D05) unless
 * the ruleset's economy.surchargesInCoinsOnly is false, when any chip or coin pays its coin part.
 */
export function surcharge(ruleset: Ruleset, bag: Bag): Price {
  if (ruleset.economy.surchargesInCoinsOnly !== false) return price(bag);
  const chips: Bag = {};
  for (const c in bag) if (c !== 'coin') chips[c] = bag[c];
  return price(chips, { any: bag.coin ?? 0 });
}

export function scalePrice(p: Price, times: number): Price {
  const out: Price = { coin: p.coin * times, any: p.any * times };
  for (const c in p) if (c !== 'coin' && c !== 'any') out[c] = (p[c] ?? 0) * times;
  return out;
}

export function addPrices(a: Price, b: Price): Price {
  const out: Price = { coin: a.coin + b.coin, any: a.any + b.any };
  for (const c in a) if (c !== 'coin' && c !== 'any') out[c] = (out[c] ?? 0) + (a[c] ?? 0);
  for (const c in b) if (c !== 'coin' && c !== 'any') out[c] = (out[c] ?? 0) + (b[c] ?? 0);
  return out;
}

/** Every piece a price asks for: its chips of each kind, coins and 'any'. */
export function priceTotal(p: Price): number {
  let n = 0;
  for (const c in p) n += p[c] ?? 0;
  return n;
}

/** A kind's display name from the ruleset (/economy/resources/<kind>/name); the id for a kind it does not declare. */
export function kindName(ruleset: Ruleset | undefined, kind: string): string {
  if (kind === 'coin') return 'coin';
  const declared = ruleset?.economy.resources;
  return declared && Object.hasOwn(declared, kind) ? declared[kind].name : kind;
}

/** The kinds named by a price or stock, in the ruleset's declared order, then any it does not declare. */
function kindsIn(ruleset: Ruleset | undefined, amounts: Partial<Record<string, number>>): string[] {
  const declared = ruleset ? Object.keys(ruleset.economy.resources) : [];
  const rest = Object.keys(amounts).filter((c) => c !== 'coin' && c !== 'any' && !declared.includes(c));
  return [...declared, ...rest];
}

/** A price in words with the ruleset's kind names, e.g. "6 marble + 1 coin". */
export function describePrice(p: Price, ruleset?: Ruleset): string {
  const parts = [...kindsIn(ruleset, p).filter((c) => p[c]).map((c) => `${p[c]} ${kindName(ruleset, c)}`), p.coin ? `${p.coin} coin${p.coin > 1 ? 's' : ''}` : '', p.any ? `${p.any} resource${p.any > 1 ? 's' : ''} of your choice` : ''].filter(Boolean);
  return parts.length ? parts.join(' + ') : 'nothing';
}

/** A stock in words with the ruleset's kind names, every declared kind listed: "3 marble, 0 iron, 2 gold, 1 coin". */
export function describeStock(stock: Record<Currency, number>, ruleset?: Ruleset): string {
  return [...kindsIn(ruleset, stock).map((c) => `${stock[c] ?? 0} ${kindName(ruleset, c)}`), `${stock.coin ?? 0} ${stock.coin === 1 ? 'coin' : 'coins'}`].join(', ');
}

/**
 * The payment used when a move names none: each chip kind from its own chips first, coins for what is
 * missing; 'any' from the most plentiful chips, coins last. It succeeds exactly when some payment does.
 */
export function defaultPayment(stock: Record<Currency, number>, p: Price, kinds: Kinds): Bag | undefined {
  // A copy of a zero payment of this kind list: one shape for every payment of the ruleset, cheaper than adding keys.
  const pay: Record<Currency, number> = { ...zeroPayment(kinds) };
  let coinsNeeded = p.coin;
  for (let i = 0; i < kinds.length; i++) {
    const c = kinds[i];
    const due = p[c] ?? 0;
    const own = Math.min(stock[c] ?? 0, due);
    pay[c] = own;
    coinsNeeded += due - own;
  }
  let any = p.any;
  while (any > 0) {
    // The kind with most chips to spare (the first in declared order on a tie).
    let spare: Resource | undefined;
    let most = 0;
    for (const c of kinds) {
      const left = (stock[c] ?? 0) - pay[c];
      if (left > most) {
        most = left;
        spare = c;
      }
    }
    if (spare === undefined) break;
    pay[spare]++;
    any--;
  }
  coinsNeeded += any;
  if (coinsNeeded > stock.coin) return undefined;
  pay.coin = coinsNeeded;
  return pay;
}

const zeroPayments = new WeakMap<Kinds, Record<Currency, number>>();
let lastKinds: Kinds | undefined;
let lastZero: Record<Currency, number> = {};

/** 0 of each kind in `kinds`, then 0 coins (frozen; defaultPayment copies it). */
function zeroPayment(kinds: Kinds): Record<Currency, number> {
  if (kinds !== lastKinds) {
    let zero = zeroPayments.get(kinds);
    if (!zero) {
      zero = {};
      for (const c of kinds) zero[c] = 0;
      zero.coin = 0;
      zeroPayments.set(kinds, Object.freeze(zero));
    }
    lastKinds = kinds;
    lastZero = zero;
  }
  return lastZero;
}

/** Checks a named payment: only declared kinds and coins, no more than held, exactly the price, coins covering coin-only parts. */
export function checkPayment(stock: Record<Currency, number>, p: Price, pay: Bag, kinds: Kinds): string | undefined {
  for (const c of Object.keys(pay)) if (c !== 'coin' && !kinds.includes(c)) return `the payment names '${c}', which is not a resource of this game; pay with ${[...kinds, 'coin'].join(', ')}`;
  let total = 0;
  for (const c of [...kinds, 'coin']) {
    const given = pay[c] ?? 0;
    if (!Number.isInteger(given) || given < 0) return `payment of ${c} must be a whole number of at least 0`;
    if (given > (stock[c] ?? 0)) return `the payment names ${given} ${c} but only ${stock[c] ?? 0} are held`;
    total += given;
  }
  let due = p.coin + p.any;
  for (const c of kinds) due += p[c] ?? 0;
  if (total !== due) return `the payment gives ${total} pieces but the price is ${due} (${describePrice(p)})`;
  const coins = pay.coin ?? 0;
  if (coins < p.coin) return `${p.coin} of the price must be paid in coins`;
  let excess = 0;
  let deficit = 0;
  for (const c of kinds) {
    const given = pay[c] ?? 0;
    const asked = p[c] ?? 0;
    excess += Math.max(0, given - asked);
    deficit += Math.max(0, asked - given);
  }
  if (excess > p.any) return `the payment gives chips the price does not ask for; only coins may stand in for another chip`;
  if (coins - p.coin !== deficit + p.any - excess) return `the payment does not match the price (${describePrice(p)})`;
  return undefined;
}

/**
 * Resolves the payment for a price, named or default, over the ruleset's kinds (ctx.rules). A malformed payment
 * (not an object, negative or fractional amounts) is 'move/bad-payment'; one that does not meet the price is
 * 'move/insufficient-resources'.
 */
export function settle(nation: NationState, p: Price, named: Bag | undefined, rules: RulesContext): { pay: Bag } | { code: string; error: string } {
  if (named !== undefined) {
    if (typeof named !== 'object' || named === null || Array.isArray(named)) return { code: 'move/bad-payment', error: `is paid with an object such as { "${rules.resources[0]}": 2, "coin": 1 }` };
    const problem = checkPayment(nation.stock, p, named, rules.resources);
    if (!problem) return { pay: named };
    return { code: problem.includes('whole number') || problem.includes('not a resource') ? 'move/bad-payment' : 'move/insufficient-resources', error: `cannot be paid that way: ${problem}` };
  }
  const pay = defaultPayment(nation.stock, p, rules.resources);
  return pay ? { pay } : { code: 'move/insufficient-resources', error: `costs ${describePrice(p, rules.ruleset)}; has ${describeStock(nation.stock, rules.ruleset)}` };
}

/**
 * Whether some payment meets the price: the same answer as defaultPayment, counted without building one (it runs
 * for every candidate move). Chips pay their own kind, coins whatever is missing; 'any' takes spare chips first.
 * `kinds` is contextOf(ruleset).resources: a plain loop over a precomputed array on the simulation's hottest path.
 */
export function canAfford(nation: NationState, p: Price, kinds: Kinds): boolean {
  const stock = nation.stock;
  let coinsNeeded = p.coin;
  let spare = 0;
  for (let i = 0; i < kinds.length; i++) {
    const c = kinds[i];
    const due = p[c];
    const left = due === undefined ? stock[c] : stock[c] - due;
    if (left < 0) coinsNeeded -= left;
    else spare += left;
  }
  if (p.any > spare) coinsNeeded += p.any - spare;
  return coinsNeeded <= stock.coin;
}

/** The chips a stock holds over `kinds` (contextOf(ruleset).resources), coins left out. */
export function chipsHeld(stock: Record<Currency, number>, kinds: Kinds): number {
  let n = 0;
  for (let i = 0; i < kinds.length; i++) n += stock[kinds[i]];
  return n;
}

/** Moves a payment from the nation to the bank (coins return to a limited bank). */
export function pay(state: GameState, nation: NationState, bag: Bag): void {
  // The bag was settled against the ruleset's kinds (checkPayment refuses others), so its keys are held kinds or 'coin'.
  for (const c in bag) nation.stock[c] -= bag[c] ?? 0;
  if (state.bank.coins !== null) state.bank.coins += bag.coin ?? 0;
}

/**
 * Gives coins from the bank; with a limited bank that has run out, a chip of the nation's choice instead (D-SUP-03,
 * A-TURN-02). Where no choice is asked, the chip is of the last declared kind (gold in both base games: the kind
 * know-hows are paid in).
 */
export function giveCoins(state: GameState, nation: NationState, count: number, substitute?: Resource): number {
  let given = 0;
  for (let i = 0; i < count; i++) {
    if (state.bank.coins === null || state.bank.coins > 0) {
      nation.stock.coin++;
      if (state.bank.coins !== null) state.bank.coins--;
      given++;
    } else {
      nation.stock[substitute ?? lastKind(nation)]++;
    }
  }
  return given;
}

/** The last resource kind in a stock (stocks are built in the ruleset's declared order, coins last). */
function lastKind(nation: NationState): Resource {
  let last = '';
  for (const c in nation.stock) if (c !== 'coin') last = c;
  return last;
}
