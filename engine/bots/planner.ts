/**
 * A turn-level planner for the heuristic bot's rondel choice (D-RON-05, D-TURN-02): the one decision per turn
 * that sets the nation's economy. A player plans several turns ahead: which fields in which order, paying extra
 * steps with chips, so that each production turn feeds a purchase the next turn. The policy alone judges a field
 * by what it does now (and a chip by a share of the purchase it brings closer), which left a third of the turns
 * buying nothing while marble piled up.
 *
 * The planner searches the nation's own next `depth` turns (every sequence of rondel fields, each step's cost
 * paid the way the engine pays it) in a small economic model read from the ruleset and the state: production per
 * field from the nation's cities and temples (D-PROD-01/03/05), temples at bare cities with their coin surcharges
 * (D-TEMP-02/05), know-hows in gold (D-SCI-01/02), arming from the box in iron (D-MIL-01/02), and foundings at
 * sites an own unit already holds (D-FOUND-01/03), in step 2 of every turn. A sequence scores what it buys, valued
 * by the plan's own values (temple, city, know-how, unit, personage progress), discounted per turn, plus what the
 * chips left are worth. Opponents are left out: the model is the nation's own economy, which is what made games
 * long (even against an idle opponent). It costs a few hundred arithmetic leaves per turn, no copy of the state.
 */
import type { Resource } from '../ruleset/types';
import { resourceKinds } from './features';
import { counterGain, eventGain, fieldValue, knowHowPrice, paramMax, type Plan } from './policy';

/** One resource stock in the model: chips by kind and coins. */
type Stock = Record<string, number>;

interface Model {
  resources: readonly Resource[];
  /** Chips per production action of each kind, now (temples built in the model add to it). */
  yieldOf: Record<string, number>;
  coinsPerProduce: number;
  bonus: number;
  /** Bare own cities by resource with the coin surcharge each (neighbouring temples, D-TEMP-02). */
  bare: { resource: Resource; surcharge: number }[];
  templeCost: Stock;
  templeExtra: number;
  templesInBank: number;
  coinsOnly: boolean;
  /** Know-hows the nation can develop now: gold price and value. */
  knowHows: { price: number; value: number }[];
  armCost: Stock;
  armPer: number;
  armCapacity: number;
  inPool: number;
  unitValue: number;
  /** Free sites with an own unit on them: a founding each, when the chips are there (D-FOUND-03). */
  sitesHeld: number;
  foundCost: Stock;
  maneuverValue: number;
}

export interface PlannerOptions {
  /** Own turns searched, the current one included. */
  depth: number;
  /** Share a gain keeps per turn it lies ahead. */
  discount: number;
  /** Share of the plan's chip value the chips left at the horizon keep. */
  residual: number;
}

export const defaultPlanner: PlannerOptions = { depth: 3, discount: 0.8, residual: 0.5 };

function bagOf(bag: Partial<Record<string, number>> | undefined): Stock {
  const s: Stock = {};
  if (bag) for (const k in bag) if (bag[k]) s[k] = bag[k] as number;
  return s;
}

function buildModel(p: Plan): Model {
  const { ruleset, state, nation } = p;
  const me = state.nation[nation];
  const resources = resourceKinds(ruleset) as readonly Resource[];
  const produce = ruleset.actions.produce;
  const yieldOf: Record<string, number> = {};
  for (const r of resources) yieldOf[r] = 0;
  const bare: Model['bare'] = [];
  const perNeighbour = bagTotal(ruleset.actions.build.temple.adjacentTempleSurcharge);
  let armCapacity = 0;
  for (const id in state.cities) {
    const c = state.cities[id];
    if (c.owner !== nation) continue;
    yieldOf[c.resource] += c.temple ? produce.perCityWithTemple : produce.perCity;
    armCapacity += c.temple ? ruleset.actions.arm.perCityWithTemple : ruleset.actions.arm.perCity;
    if (c.temple) continue;
    let n = 0;
    if (perNeighbour) for (const other in ruleset.map.regions[id].borders) if (state.cities[other]?.temple) n++;
    bare.push({ resource: c.resource, surcharge: n * perNeighbour });
  }
  bare.sort((a, b) => a.surcharge - b.surcharge);
  const knowHows: Model['knowHows'] = [];
  for (const [id, k] of Object.entries(ruleset.knowHows.items)) {
    if (me.knowHows.includes(id) || state.turn.developed.includes(id)) continue;
    if (k.requires?.some((r) => !me.knowHows.includes(r))) continue;
    const { price, first } = knowHowPrice(state, nation, id, k.price);
    knowHows.push({ price, value: p.w.knowHow + (first ? eventGain(p, 'know-how-first') : 0) });
  }
  knowHows.sort((a, b) => b.value / b.price - a.value / a.price);
  const pool = ruleset.actions.arm.from === 'recruitment-box' ? me.box : me.supply;
  let inPool = 0;
  for (const u in pool) if (p.info.unitClass[u] && !p.info.unitClass[u].special) inPool += pool[u];
  let sitesHeld = 0;
  if (p.canFound) for (const site of p.freeSites) if (p.ownAt[p.info.index[site]] > 0) sitesHeld++;
  if (ruleset.supply.cityStonesPerNation !== undefined) sitesHeld = Math.min(sitesHeld, me.cityStones);
  let maneuverValue = 0;
  for (const field of ruleset.rondel.order) if (ruleset.rondel.fields[field].action === 'maneuver') maneuverValue = Math.max(maneuverValue, fieldValue(p, field));
  return {
    resources,
    yieldOf,
    coinsPerProduce: produce.coins,
    bonus: me.knowHows.length ? paramMax(ruleset, state, nation, 'production.bonus') : 0,
    bare,
    templeCost: bagOf(ruleset.actions.build.temple.cost),
    templeExtra: produce.perCityWithTemple - produce.perCity,
    templesInBank: state.bank.temples,
    coinsOnly: ruleset.economy.surchargesInCoinsOnly !== false,
    knowHows,
    armCost: bagOf(ruleset.actions.arm.cost),
    armPer: bagTotal(ruleset.actions.arm.cost),
    armCapacity,
    inPool,
    unitValue: Math.max(p.unitValue.land, p.unitValue.sea),
    sitesHeld,
    foundCost: bagOf(ruleset.actions.found.cost),
    maneuverValue,
  };
}

function bagTotal(bag: Partial<Record<string, number>> | undefined): number {
  let n = 0;
  if (bag) for (const k in bag) n += bag[k] ?? 0;
  return n;
}

/** Pays `bag` from `s` (each kind from its chips, coins for the rest, D-COIN-01); false (and `s` untouched) if it cannot. */
function pay(s: Stock, bag: Stock, extraCoins = 0): boolean {
  let coins = s.coin - extraCoins;
  for (const k in bag) coins -= k === 'coin' ? bag[k] : Math.max(0, bag[k] - (s[k] ?? 0));
  if (coins < 0) return false;
  for (const k in bag) if (k !== 'coin') s[k] = Math.max(0, (s[k] ?? 0) - bag[k]);
  s.coin = coins;
  return true;
}

/** Pays `n` rondel steps the way the engine does: the most plentiful chips first, coins last (engine/rules/payment.ts). */
function paySteps(s: Stock, resources: readonly Resource[], n: number): boolean {
  for (let i = 0; i < n; i++) {
    let most: Resource | undefined;
    for (const r of resources) if (s[r] > 0 && (!most || s[r] > s[most])) most = r;
    if (most) s[most]--;
    else if (s.coin > 0) s.coin--;
    else return false;
  }
  return true;
}

/** Mutable model state along one sequence. */
interface Sim {
  stock: Stock;
  yieldOf: Record<string, number>;
  bareUsed: number;
  temples: number;
  templesInBank: number;
  knowUsed: number;
  cities: number;
  sitesHeld: number;
  inPool: number;
  maneuvered: boolean;
}

function cloneSim(s: Sim): Sim {
  return { ...s, stock: { ...s.stock }, yieldOf: { ...s.yieldOf } };
}

/** Plays one field's action in the model and the founding step after it; returns the value gained. */
function act(p: Plan, m: Model, s: Sim, field: string, first: boolean): number {
  const f = p.ruleset.rondel.fields[field];
  let v = 0;
  switch (f.action) {
    case 'produce': {
      const r = f.resource as Resource;
      s.stock[r] = (s.stock[r] ?? 0) + s.yieldOf[r] + m.bonus;
      s.stock.coin += m.coinsPerProduce;
      break;
    }
    case 'build': {
      while (s.bareUsed < m.bare.length && s.templesInBank > 0) {
        const city = m.bare[s.bareUsed];
        if (!pay(s.stock, m.templeCost, m.coinsOnly ? city.surcharge : 0)) break;
        s.bareUsed++;
        s.templesInBank--;
        // A temple triples its city's production from now on (D-TEMP-05) and counts toward citizens (D-PERS-04).
        s.yieldOf[city.resource] += m.templeExtra;
        v += p.w.temple + counterGain(p, 'temples', 1, p.counters.temples + s.temples);
        s.temples++;
      }
      break;
    }
    case 'research': {
      while (s.knowUsed < m.knowHows.length) {
        const k = m.knowHows[s.knowUsed];
        if (!pay(s.stock, { gold: k.price })) break;
        s.knowUsed++;
        v += k.value;
      }
      break;
    }
    case 'arm': {
      let n = Math.min(s.inPool, m.armCapacity, 4);
      while (n > 0 && m.armPer > 0 && pay(s.stock, m.armCost)) {
        n--;
        s.inPool--;
        v += m.unitValue;
      }
      break;
    }
    case 'maneuver': {
      // Units move toward their targets once; a second maneuver in the window gains less (the targets are nearer).
      v += (first ? 1 : s.maneuvered ? 0.25 : 0.6) * m.maneuverValue;
      s.maneuvered = true;
      break;
    }
  }
  // Step 2 of every turn: found at the sites own units hold, while the chips last (D-FOUND-01/03).
  while (s.sitesHeld > 0 && pay(s.stock, m.foundCost)) {
    s.sitesHeld--;
    v += p.w.city + counterGain(p, 'cities', 1, p.counters.cities + s.cities);
    s.cities++;
  }
  return v;
}

/** What the chips left at the horizon are worth: a share of the plan's chip values. */
function residual(p: Plan, m: Model, s: Sim, share: number): number {
  let v = s.stock.coin * p.chip.coin;
  for (const r of m.resources) v += Math.min(s.stock[r] ?? 0, 8) * p.chip[r];
  return share * v;
}

function steps(order: readonly string[], from: string, to: string): number {
  return (order.indexOf(to) - order.indexOf(from) + order.length) % order.length || order.length;
}

function best(p: Plan, m: Model, s: Sim, at: string, depthLeft: number, weight: number, o: PlannerOptions): number {
  if (depthLeft === 0) return weight * residual(p, m, s, o.residual);
  const { order, freeSteps, stepCost } = p.ruleset.rondel;
  let top = -Infinity;
  for (const field of order) {
    if (field === at && !p.ruleset.rondel.mayStay) continue;
    const n = steps(order, at, field);
    const paid = Math.max(0, n - freeSteps) * stepCost;
    const next = cloneSim(s);
    if (!paySteps(next.stock, m.resources, paid)) continue;
    const v = weight * (act(p, m, next, field, false) - paid * p.w.stepPenalty) + best(p, m, next, field, depthLeft - 1, weight * o.discount, o);
    if (v > top) top = v;
  }
  return top === -Infinity ? weight * residual(p, m, s, o.residual) : top;
}

/**
 * The planned value of each rondel field the nation can select now: the field's action and founding this turn,
 * then the best sequence of fields for the following turns. Fields it cannot pay for are left out.
 */
export function planRondel(p: Plan, o: PlannerOptions = defaultPlanner): Map<string, number> {
  const m = buildModel(p);
  const me = p.state.nation[p.nation];
  const { order, freeSteps, stepCost } = p.ruleset.rondel;
  const start: Sim = {
    stock: { ...me.stock },
    yieldOf: { ...m.yieldOf },
    bareUsed: 0,
    temples: 0,
    templesInBank: m.templesInBank,
    knowUsed: 0,
    cities: 0,
    sitesHeld: m.sitesHeld,
    inPool: m.inPool,
    maneuvered: false,
  };
  const out = new Map<string, number>();
  for (const field of order) {
    const s = cloneSim(start);
    let paid = 0;
    if (me.rondel !== null) {
      if (field === me.rondel && !p.ruleset.rondel.mayStay) continue;
      paid = Math.max(0, steps(order, me.rondel, field) - freeSteps) * stepCost;
      if (!paySteps(s.stock, m.resources, paid)) continue;
    }
    const now = act(p, m, s, field, true) - paid * p.w.stepPenalty;
    out.set(field, now + best(p, m, s, field, o.depth - 1, o.discount, o));
  }
  return out;
}
