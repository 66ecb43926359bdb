import { templePrice } from '../actions/build';
import { foundingPrice, foundingResource } from '../actions/found';
import { availableAttackers, cityDefense } from '../actions/maneuver';
import { knowHowPrice } from '../actions/research';
import { rondelPrice } from '../actions/rondel';
import { applyContext, type ApplyContext } from './apply-context';
import { checkPayment, defaultPayment, price, type Price } from './payment';
import type { Bag, Currency, Ruleset } from '../ruleset/types';
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
      return Object.hasOwn(ruleset.knowHows.items, move.knowHow) ? price({ gold: knowHowPrice(ctx, move.knowHow) }) : undefined;
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

const currencies: Currency[] = ['marble', 'iron', 'gold', 'coin'];

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
  return paymentsForPrice(state.nation[ctx.nation].stock, cost);
}

/** Every payment of `cost` out of `stock` that checkPayment accepts, the default first. */
export function paymentsForPrice(stock: Record<Currency, number>, cost: Price): Bag[] {
  const due = cost.marble + cost.iron + cost.gold + cost.coin + cost.any;
  const out: Bag[] = [];
  for (let m = 0; m <= Math.min(stock.marble, due); m++)
    for (let i = 0; i <= Math.min(stock.iron, due - m); i++)
      for (let g = 0; g <= Math.min(stock.gold, due - m - i); g++) {
        const bag: Bag = compact({ marble: m, iron: i, gold: g, coin: due - m - i - g });
        if (!checkPayment(stock, cost, bag)) out.push(bag);
      }
  const first = defaultPayment(stock, cost);
  if (!first) return out;
  const key = bagKey(compact(first));
  return [...out.filter((b) => bagKey(b) === key), ...out.filter((b) => bagKey(b) !== key)];
}

function compact(bag: Partial<Record<Currency, number>>): Bag {
  const out: Bag = {};
  for (const c of currencies) if (bag[c]) out[c] = bag[c];
  return out;
}

function bagKey(bag: Bag): string {
  return currencies.map((c) => bag[c] ?? 0).join(',');
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
