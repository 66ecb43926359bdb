import { templePrice } from '../actions/build';
import { foundingPrice, foundingResource } from '../actions/found';
import { availableAttackers, cityDefense } from '../actions/maneuver';
import { knowHowPrice } from '../actions/research';
import { rondelPrice } from '../actions/rondel';
import { applyContext, type ApplyContext } from './apply-context';
import { checkPayment, chipPrice, defaultPayment, price, priceTotal, type Price } from './payment';
import type { Bag, Currency, Resource, Ruleset } from '../ruleset/types';
import { decidingNation } from '../state/selectors';
import type { GameState, Move, UnitCounts } from '../state/types';

/**
 * What a move costs its mover now, read from the ruleset (the same price functions the mechanics settle with),
 * or undefined for a move that is not paid for (a unit move, a conquest, a card...).
 */
export function moveCost(ctx: ApplyContext, move: Move): Price | undefined {
  const { ruleset } = ctx;
  switch (move.type) {
    case 'rondel.select':
      return ruleset.rondel.fields[move.field] && Object.hasOwn(ruleset.rondel.fields, move.field) && ctx.state.nation[ctx.nation] ? rondelPrice(ctx, move.field) : undefined;
    case 'temple.build':
      return ruleset.map.regions[move.region] ? templePrice(ctx, move.region) : undefined;
    case 'wall.build':
      return ruleset.actions.build.townWall ? price(ruleset.actions.build.townWall.cost) : undefined;
    case 'unit.arm': {
      // As armUnit: a special unit's own armCost (D-VAR-02), else the arming price (D-MIL-01).
      const special = ruleset.specialUnits?.[move.unit];
      return ctx.rules.unitClass[move.unit] ? price(special ? special.armCost : ruleset.actions.arm.cost) : undefined;
    }
    case 'knowhow.develop':
      return Object.hasOwn(ruleset.knowHows.items, move.knowHow) ? chipPrice(ruleset.knowHows.paidIn, knowHowPrice(ctx, move.knowHow)) : undefined;
    case 'unit.recruit': {
      const bag = ruleset.actions.research.recruit?.[move.unit];
      return bag && Object.hasOwn(ruleset.actions.research.recruit!, move.unit) ? price(bag) : undefined;
    }
    case 'city.found': {
      const resource = ruleset.map.regions[move.region] ? foundingResource(ctx, move.region, move.resource) : undefined;
      return resource ? foundingPrice(ctx, move.region, resource) : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * Every way the deciding nation can pay for `move` now (D-COIN-01: coins stand in for any chip; D-RON-05: rondel
 * steps take any chip or coin; AMB-D05: surcharges in coins), each as a `payment` applyMove accepts. The default
 * payment (the one used when a move names none) comes first; the rest in a stable order. Empty when the move is
 * not paid for or cannot be paid; a free move has the one empty payment.
 */
export function paymentsFor(ruleset: Ruleset, state: GameState, move: Move): Bag[] {
  const ctx = applyContext(ruleset, state, decidingNation(state), true);
  const cost = moveCost(ctx, move);
  if (!cost) return [];
  return paymentsForPrice(state.nation[ctx.nation].stock, cost, ctx.rules.resources);
}

/** Every payment of `cost` out of `stock` that checkPayment accepts, over the ruleset's kinds (contextOf(ruleset).resources), the default first. */
export function paymentsForPrice(stock: Record<Currency, number>, cost: Price, kinds: readonly Resource[]): Bag[] {
  const due = priceTotal(cost);
  const out: Bag[] = [];
  // Chips of each kind in declared order (0 up to what is held and still due), coins for the rest.
  const walk = (k: number, left: number, bag: Bag) => {
    if (k === kinds.length) {
      const paid = compact({ ...bag, coin: left }, kinds);
      if (!checkPayment(stock, cost, paid, kinds)) out.push(paid);
      return;
    }
    for (let n = 0; n <= Math.min(stock[kinds[k]] ?? 0, left); n++) walk(k + 1, left - n, { ...bag, [kinds[k]]: n });
  };
  walk(0, due, {});
  const first = defaultPayment(stock, cost, kinds);
  if (!first) return out;
  const key = bagKey(compact(first, kinds), kinds);
  return [...out.filter((b) => bagKey(b, kinds) === key), ...out.filter((b) => bagKey(b, kinds) !== key)];
}

function compact(bag: Partial<Record<Currency, number>>, kinds: readonly Resource[]): Bag {
  const out: Bag = {};
  for (const c of [...kinds, 'coin']) if (bag[c]) out[c] = bag[c];
  return out;
}

function bagKey(bag: Bag, kinds: readonly Resource[]): string {
  return [...kinds, 'coin'].map((c) => bag[c] ?? 0).join(',');
}

/**
 * Every choice of units the attacker may give up for a conquest of `region` (D-CONQ-05: exactly the city's
 * defence, from the units that take part, D-CONQ-04 / A-CONQ-01), as `losses` applyMove accepts. Empty when no
 * conquest of the region is possible by these numbers.
 */
export function lossesFor(ruleset: Ruleset, state: GameState, region: string): UnitCounts[] {
  if (!state.cities[region] || !ruleset.map.regions[region]) return [];
  const ctx = applyContext(ruleset, state, decidingNation(state), true);
  const available = availableAttackers(ctx, region);
  const defense = cityDefense(ctx, region);
  const units = Object.keys(available).sort();
  const out: UnitCounts[] = [];
  const walk = (k: number, left: number, acc: UnitCounts) => {
    if (k === units.length) {
      if (left === 0) out.push({ ...acc });
      return;
    }
    for (let n = Math.min(left, available[units[k]]); n >= 0; n--) {
      if (n) acc[units[k]] = n;
      else delete acc[units[k]];
      walk(k + 1, left - n, acc);
    }
    delete acc[units[k]];
  };
  walk(0, defense, {});
  return out;
}
