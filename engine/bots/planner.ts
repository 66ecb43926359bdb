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
 * (D-TEMP-02/05), know-hows in gold (D-SCI-01/02), arming from the box in iron (D-MIL-01/02), foundings at
 * sites an own unit already holds (D-FOUND-01/03), in step 2 of every turn, and galleys: recruited (D-SCI-08), armed
 * first while unscored sea regions wait, and sailing to them at the next maneuver, their sea points counted toward the
 * navigator (D-PERS-06, A-GOAL-06; the unscored regions' points, most first, distances left out). A sequence scores what it buys, valued
 * by the plan's own values (temple, city, know-how, unit, personage progress), discounted per turn, plus what the
 * chips left are worth (only those the next purchases need: spares count nothing). Recruiting counts once the
 * know-hows in reach are bought. Opponents are left out: the model is the nation's own economy, which is what made
 * games long (even against an idle opponent). It costs a few hundred arithmetic leaves per turn (8 × 7 × 7 at depth
 * 3) on one flat typed array per search level, no copy of the game state.
 *
 * Measured (100 seeds, bench/bots.ts): Duellum median 56 → 50 turns per nation, p95 75.7 → 63.6; against an idle
 * opponent (bench/prof/solo.ts, 30 seeds) 50.8 → 38.5. The galleys' sea points (the navigator path, which the
 * planner could not see: arming valued a galley as any unit, the points came only from the policy's moves) took Antike
 * East 2–6 nations from medians 42.5 / 46 / 42.8 / 40.5 / 37.7 and p95 54.3 / 52.4 / 51 / 52.2 / 52 to 37.8 / 38 / 37 /
 * 36.7 / 32.3 and 44.3 / 43.4 / 43.5 / 51.4 / 52.2; Duellum no shorter (51.25 / 66 → 51.5 / 66.6). What was tried and left out, each lengthening Duellum or
 * Antike East: depth 4 (3 times the CPU, no gain), a discount of 0.9 (Antike 4–5 nations longer), pruning steps
 * paid beyond 2 in later turns, adding the policy's present value to the planned one, a share of the policy's
 * long-run temple value (Antike 4 nations shorter, Duellum 2–10 turns longer), half the unit value for arming,
 * foundings at sites a maneuver can reach (Antike 4 nations 43 → 53), other maneuver shares for later turns.
 */
import type { Resource } from '../ruleset/types';
import type { Ruleset } from '../index';
import { resourceKinds } from './features';
import type { counterGain, eventGain, fieldValue, knowHowPrice, paramNow, Plan } from './policy';

/**
 * The policy's valuations the planner prices purchases with. policy.ts hands them in (planRondelFor), so the
 * planner imports only the policy's types and the two modules form no import cycle.
 */
export interface Valuers {
  counterGain: typeof counterGain;
  eventGain: typeof eventGain;
  fieldValue: typeof fieldValue;
  knowHowPrice: typeof knowHowPrice;
  paramNow: typeof paramNow;
}

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
  /** Know-hows the nation can develop now: price in /knowHows/paidIn and value. */
  knowHows: { price: number; value: number }[];
  /** Units research can recruit into the box: price and value each, how many the supply holds (D-SCI-08). */
  recruit: { price: Stock; value: number; supply: number; sea: boolean }[];
  /** Room in the recruitment box (the policy refills only a box short of 5 units). */
  boxRoom: number;
  armCost: Stock;
  armPer: number;
  armCapacity: number;
  inPool: number;
  unitValue: number;
  /** Galleys (sea units that score sea points) in the pool arming takes from. */
  galleyPool: number;
  /** Sea points of the unscored sea regions, most first, while a navigator is left (D-PERS-06); empty otherwise. */
  seaSlots: number[];
  /** Free sites with an own unit on them: a founding each, when the chips are there (D-FOUND-03). */
  sitesHeld: number;
  foundCost: Stock;
  maneuverValue: number;
  /** Chips of each kind the next purchases can use (beyond them a chip left at the horizon is a spare). */
  need: Record<string, number>;
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

function buildModel(p: Plan, v: Valuers): Model {
  const { ruleset, state, nation } = p;
  const me = state.nation[nation];
  const resources = resourceKinds(ruleset) as readonly Resource[];
  const produce = ruleset.actions.produce;
  const yieldOf: Record<string, number> = {};
  for (const r of resources) yieldOf[r] = 0;
  const bare: Model['bare'] = [];
  const perNeighbour = bagTotal(ruleset.actions.build.temple.adjacentTempleSurcharge);
  let armCapacity = 0;
  const { temple, cityResource, tables } = p.board;
  for (const at of p.mine) {
    const resource = tables.resourceIds[cityResource[at]] as Resource;
    yieldOf[resource] += temple[at] ? produce.perCityWithTemple : produce.perCity;
    armCapacity += temple[at] ? ruleset.actions.arm.perCityWithTemple : ruleset.actions.arm.perCity;
    if (temple[at]) continue;
    let n = 0;
    if (perNeighbour) for (const k of tables.neighbours[at]) n += temple[k];
    bare.push({ resource, surcharge: n * perNeighbour });
  }
  bare.sort((a, b) => a.surcharge - b.surcharge);
  const knowHows: Model['knowHows'] = [];
  for (const [id, k] of Object.entries(ruleset.knowHows.items)) {
    if (me.knowHows.includes(id) || state.turn.developed.includes(id)) continue;
    if (k.requires?.some((r) => !me.knowHows.includes(r))) continue;
    const { price, first } = v.knowHowPrice(state, nation, id, k.price);
    knowHows.push({ price, value: p.w.knowHow + (first ? v.eventGain(p, 'know-how-first') : 0) });
  }
  knowHows.sort((a, b) => b.value / b.price - a.value / a.price);
  const pool = ruleset.actions.arm.from === 'recruitment-box' ? me.box : me.supply;
  let inPool = 0;
  let galleyPool = 0;
  for (const u in pool) {
    const cls = p.info.unitClass[u];
    if (!cls || cls.special) continue;
    inPool += pool[u];
    if (cls.crosses === 'sea') galleyPool += pool[u];
  }
  const seaSlots = p.seaPointValue > 0 ? p.seaTargets.map((t) => t.points).sort((a, b) => b - a) : [];
  // Recruiting (D-SCI-08), valued as the policy's research field values it: a share of what a unit can do.
  const recruit: Model['recruit'] = [];
  let boxed = 0;
  for (const u in me.box) boxed += me.box[u];
  const boxRoom = ruleset.actions.arm.from === 'recruitment-box' ? Math.max(0, 5 - boxed) : 0;
  for (const [u, bag] of Object.entries(ruleset.actions.research.recruit ?? {})) {
    const cls = p.info.unitClass[u]?.crosses ?? 'land';
    recruit.push({ price: bagOf(bag), value: 0.5 * p.unitValue[cls], supply: me.supply[u] ?? 0, sea: cls === 'sea' && !p.info.unitClass[u]?.special });
  }
  recruit.sort((a, b) => b.value / Math.max(1, bagTotal(b.price)) - a.value / Math.max(1, bagTotal(a.price)));
  let sitesHeld = 0;
  if (p.canFound) for (const at of p.freeAt) if (p.ownAt[at] > 0) sitesHeld++;
  if (ruleset.supply.cityStonesPerNation !== undefined) sitesHeld = Math.min(sitesHeld, me.cityStones);
  // What the chips are for: a temple while bare cities remain, a founding per held site, the dearest know-how
  // within reach, arming what the pool holds (D-TEMP-02, D-FOUND-04, D-SCI-02, D-MIL-02).
  const need: Record<string, number> = {};
  for (const r of resources) need[r] = 0;
  const take = (bag: Partial<Record<string, number>> | undefined, times: number) => {
    if (bag) for (const r of resources) need[r] = Math.max(need[r], (bag[r] ?? 0) * times);
  };
  if (bare.length && state.bank.temples > 0) take(ruleset.actions.build.temple.cost, 1);
  take(ruleset.actions.arm.cost, Math.min(inPool, armCapacity, 3));
  const paidIn = ruleset.knowHows.paidIn;
  if (knowHows.length) need[paidIn] = Math.max(need[paidIn] ?? 0, Math.max(...knowHows.map((k) => k.price)));
  const found = ruleset.actions.found.cost;
  for (const r of resources) need[r] += (found[r] ?? 0) * Math.max(1, sitesHeld);
  let maneuverValue = 0;
  for (const field of ruleset.rondel.order) if (ruleset.rondel.fields[field].action === 'maneuver') maneuverValue = Math.max(maneuverValue, v.fieldValue(p, field));
  return {
    resources,
    yieldOf,
    coinsPerProduce: produce.coins,
    bonus: v.paramNow(ruleset, state, nation, 'production.bonus'),
    bare,
    templeCost: bagOf(ruleset.actions.build.temple.cost),
    templeExtra: produce.perCityWithTemple - produce.perCity,
    templesInBank: state.bank.temples,
    coinsOnly: ruleset.economy.surchargesInCoinsOnly !== false,
    knowHows,
    recruit,
    boxRoom,
    armCost: bagOf(ruleset.actions.arm.cost),
    armPer: bagTotal(ruleset.actions.arm.cost),
    armCapacity,
    inPool,
    unitValue: Math.max(p.unitValue.land, p.unitValue.sea),
    galleyPool,
    seaSlots,
    sitesHeld,
    foundCost: bagOf(ruleset.actions.found.cost),
    maneuverValue,
    need,
  };
}

function bagTotal(bag: Partial<Record<string, number>> | undefined): number {
  let n = 0;
  if (bag) for (const k in bag) n += bag[k] ?? 0;
  return n;
}

/** A bag as an array over the resource kinds then coins (the model's stock layout). */
function vec(m: { resources: readonly Resource[] }, bag: Stock): Float64Array {
  const v = new Float64Array(m.resources.length + 1);
  for (let i = 0; i < m.resources.length; i++) v[i] = bag[m.resources[i]] ?? 0;
  v[m.resources.length] = bag.coin ?? 0;
  return v;
}

/**
 * The model's state along one sequence, flat so a branch copies it in one slice: the stock by kind then coins
 * (0..K), the yield per production of each kind (K+1..2K), then the counters below.
 */
type Sim = Float64Array;
const BARE = 0, TEMPLES = 1, BANK = 2, KNOW = 3, CITIES = 4, SITES = 5, POOL = 6, MANEUVERED = 7, ROOM = 8, RECRUITED = 9;
/** The navigator counters after the recruits (Search.nav): galleys in the pool, galleys armed and waiting to sail, unscored sea regions taken, sea points gained. */
const GALLEYS = 0, ARMED_GALLEYS = 1, SEA_TAKEN = 2, SEA_POINTS = 3, NAV_COUNTERS = 4;

/** Pays `bag` from the stock in `s` (each kind from its chips, coins for the rest, D-COIN-01); false (and `s` untouched) if it cannot. */
function pay(s: Sim, bag: Float64Array, extraCoins = 0): boolean {
  const K = bag.length - 1;
  let coins = s[K] - extraCoins - bag[K];
  for (let i = 0; i < K; i++) if (bag[i] > s[i]) coins -= bag[i] - s[i];
  if (coins < 0) return false;
  for (let i = 0; i < K; i++) s[i] = Math.max(0, s[i] - bag[i]);
  s[K] = coins;
  return true;
}

/** Pays `n` rondel steps the way the engine does: the most plentiful chips first, coins last (engine/rules/payment.ts). */
function paySteps(s: Sim, K: number, n: number): boolean {
  for (let step = 0; step < n; step++) {
    let most = -1;
    for (let i = 0; i < K; i++) if (s[i] > 0 && (most < 0 || s[i] > s[most])) most = i;
    if (most >= 0) s[most]--;
    else if (s[K] > 0) s[K]--;
    else return false;
  }
  return true;
}

/** The search's fixed part: the model as vectors, the fields' actions and the steps between fields. */
interface Search extends RondelFacts {
  p: Plan;
  v: Valuers;
  m: Model;
  o: PlannerOptions;
  K: number;
  /** Offset of the counters in a Sim. */
  at: number;
  bareResource: number[];
  /** A know-how's price as a bag in the research currency. */
  knowCost: Float64Array[];
  recruitCost: Float64Array[];
  chip: Float64Array;
  need: Float64Array;
  /** What the k-th temple and city built in the plan gain (k = 0, 1, ...): the weight and the personage progress (D-PERS-07). */
  templeGain: number[];
  cityGain: number[];
  /** Offset of the navigator counters in a Sim: galleys in the pool, armed galleys to sail, sea slots used, points gained. */
  nav: number;
  /** One scratch state per search level: a branch copies into it instead of allocating. */
  scratch: Sim[];
}

/** Plays one field's action in the model and the founding step after it; returns the value gained. */
function act(x: Search, s: Sim, field: number, first: boolean): number {
  const { m, K, at } = x;
  let v = 0;
  switch (x.action[field]) {
    case 'produce': {
      const r = x.resource[field];
      s[r] += s[K + 1 + r] + m.bonus;
      s[K] += m.coinsPerProduce;
      break;
    }
    case 'build': {
      while (s[at + BARE] < m.bare.length && s[at + BANK] > 0) {
        const i = s[at + BARE];
        if (!pay(s, x.templeCost, m.coinsOnly ? m.bare[i].surcharge : 0)) break;
        s[at + BARE]++;
        s[at + BANK]--;
        // A temple triples its city's production from now on (D-TEMP-05) and counts toward citizens (D-PERS-04).
        s[K + 1 + x.bareResource[i]] += m.templeExtra;
        v += x.templeGain[s[at + TEMPLES]];
        s[at + TEMPLES]++;
      }
      break;
    }
    case 'research': {
      while (s[at + KNOW] < m.knowHows.length) {
        const i = s[at + KNOW];
        if (!pay(s, x.knowCost[i])) break;
        s[at + KNOW]++;
        v += m.knowHows[i].value;
      }
      // Units only with the know-hows in reach bought: the chips a scholar needs are not spent on the box.
      if (s[at + KNOW] < m.knowHows.length) break;
      for (let i = 0; i < m.recruit.length; i++) {
        const u = m.recruit[i];
        while (s[at + ROOM] > 0 && s[at + RECRUITED + i] < u.supply && pay(s, x.recruitCost[i])) {
          s[at + ROOM]--;
          s[at + RECRUITED + i]++;
          s[at + POOL]++;
          if (u.sea) s[x.nav + GALLEYS]++;
          v += u.value;
        }
      }
      break;
    }
    case 'arm': {
      let n = Math.min(s[at + POOL], m.armCapacity, 4);
      while (n > 0 && m.armPer > 0 && pay(s, x.armCost)) {
        n--;
        s[at + POOL]--;
        // Galleys first while unscored sea regions wait for them: their sea points count when they sail (maneuver).
        if (s[x.nav + GALLEYS] > 0 && s[x.nav + SEA_TAKEN] + s[x.nav + ARMED_GALLEYS] < m.seaSlots.length) {
          s[x.nav + GALLEYS]--;
          s[x.nav + ARMED_GALLEYS]++;
          v += x.p.w.unit;
        } else v += m.unitValue;
      }
      break;
    }
    case 'maneuver': {
      // Units move toward their targets once; a second maneuver in the window gains less (the targets are nearer).
      v += (first ? 1 : s[at + MANEUVERED] ? 0.25 : 0.6) * m.maneuverValue;
      s[at + MANEUVERED] = 1;
      // Galleys armed in the plan sail to unscored sea regions (D-PERS-06): a navigator when they reach the threshold.
      while (s[x.nav + ARMED_GALLEYS] > 0 && s[x.nav + SEA_TAKEN] < m.seaSlots.length) {
        const points = m.seaSlots[s[x.nav + SEA_TAKEN]];
        v += x.v.counterGain(x.p, 'sea-points', points, (x.p.counters['sea-points'] ?? 0) + s[x.nav + SEA_POINTS]);
        s[x.nav + SEA_POINTS] += points;
        s[x.nav + SEA_TAKEN]++;
        s[x.nav + ARMED_GALLEYS]--;
      }
      break;
    }
  }
  // Step 2 of every turn: found at the sites own units hold, while the chips last (D-FOUND-01/03).
  while (s[at + SITES] > 0 && pay(s, x.foundCost)) {
    s[at + SITES]--;
    v += x.cityGain[s[at + CITIES]];
    s[at + CITIES]++;
  }
  return v;
}

/** What the chips left at the horizon are worth: a share of the plan's chip values for those the next purchases need; spares count nothing, so a nation with nothing left to buy does not produce forever. */
function residual(x: Search, s: Sim): number {
  let v = s[x.K] * x.chip[x.K];
  for (let i = 0; i < x.K; i++) {
    const useful = Math.min(s[i], x.need[i]);
    v += useful * x.chip[i];
  }
  return x.o.residual * v;
}

function best(x: Search, s: Sim, from: number, depthLeft: number, weight: number): number {
  if (depthLeft === 0) return weight * residual(x, s);
  let top = -Infinity;
  const row = x.cost[from];
  for (let field = 0; field < row.length; field++) {
    const paid = row[field];
    if (paid < 0) continue;
    const next = x.scratch[depthLeft];
    next.set(s);
    if (!paySteps(next, x.K, paid)) continue;
    const v = weight * (act(x, next, field, false) - paid * x.p.w.stepPenalty) + best(x, next, field, depthLeft - 1, weight * x.o.discount);
    if (v > top) top = v;
  }
  return top === -Infinity ? weight * residual(x, s) : top;
}

/** The rondel's part of a search, once per ruleset: each field's action and resource, the chips between fields, the prices. */
interface RondelFacts {
  action: string[];
  /** Resource index a production field yields (-1 otherwise). */
  resource: number[];
  /** Chips paid to move from field i to field j (-1: not allowed, D-RON-05/06). */
  cost: number[][];
  templeCost: Float64Array;
  armCost: Float64Array;
  foundCost: Float64Array;
}

const rondelCache = new WeakMap<Ruleset, RondelFacts>();

function rondelFacts(ruleset: Ruleset, m: Model): RondelFacts {
  let f = rondelCache.get(ruleset);
  if (f) return f;
  const { order, freeSteps, stepCost, fields, mayStay } = ruleset.rondel;
  f = {
    action: order.map((id) => fields[id].action),
    resource: order.map((id) => (fields[id].resource ? m.resources.indexOf(fields[id].resource as Resource) : -1)),
    // D-RON-05/06: 1 to freeSteps fields on are free, each further one costs stepCost; staying is a full round.
    cost: order.map((_, i) => order.map((__, j) => (i === j && !mayStay ? -1 : Math.max(0, ((j - i + order.length) % order.length || order.length) - freeSteps) * stepCost))),
    templeCost: vec(m, m.templeCost),
    armCost: vec(m, m.armCost),
    foundCost: vec(m, m.foundCost),
  };
  rondelCache.set(ruleset, f);
  return f;
}

/**
 * The planned value of each rondel field the nation can select now: the field's action and founding this turn,
 * then the best sequence of fields for the following turns. Fields it cannot pay for are left out.
 */
export function planRondel(p: Plan, v: Valuers, o: PlannerOptions = defaultPlanner): Map<string, number> {
  const m = buildModel(p, v);
  const me = p.state.nation[p.nation];
  const { order } = p.ruleset.rondel;
  const K = m.resources.length;
  const at = 2 * K + 1;
  const paidIn: string = p.ruleset.knowHows.paidIn;
  const nav = at + RECRUITED + m.recruit.length;
  const x: Search = {
    p, v, m, o, K, at,
    ...rondelFacts(p.ruleset, m),
    bareResource: m.bare.map((b) => m.resources.indexOf(b.resource)),
    knowCost: m.knowHows.map((k) => vec(m, { [paidIn]: k.price })),
    recruitCost: m.recruit.map((u) => vec(m, u.price)),
    chip: vec(m, p.chip as unknown as Stock),
    need: vec(m, m.need),
    templeGain: m.bare.map((_, k) => p.w.temple + v.counterGain(p, 'temples', 1, p.counters.temples + k)),
    cityGain: Array.from({ length: m.sitesHeld }, (_, k) => p.w.city + v.counterGain(p, 'cities', 1, p.counters.cities + k)),
    nav,
    scratch: Array.from({ length: o.depth + 1 }, () => new Float64Array(nav + NAV_COUNTERS)),
  };
  const start: Sim = new Float64Array(nav + NAV_COUNTERS);
  start[nav + GALLEYS] = m.galleyPool;
  for (let i = 0; i < K; i++) {
    start[i] = me.stock[m.resources[i]] ?? 0;
    start[K + 1 + i] = m.yieldOf[m.resources[i]];
  }
  start[K] = me.stock.coin ?? 0;
  start[at + BANK] = m.templesInBank;
  start[at + SITES] = m.sitesHeld;
  start[at + POOL] = m.inPool;
  start[at + ROOM] = m.boxRoom;
  const here = me.rondel === null ? -1 : order.indexOf(me.rondel);
  const out = new Map<string, number>();
  for (let field = 0; field < order.length; field++) {
    const paid = here < 0 ? 0 : x.cost[here][field];
    if (paid < 0) continue;
    const s = start.slice();
    if (!paySteps(s, K, paid)) continue;
    const now = act(x, s, field, true) - paid * p.w.stepPenalty;
    out.set(order[field], now + best(x, s, field, o.depth - 1, o.discount));
  }
  return out;
}
