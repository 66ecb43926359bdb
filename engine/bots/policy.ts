/**
 * The cheap heuristic policy: every legal move is scored straight from features of the state and of the move
 * (what it buys, what it costs, where it takes a unit), with no copy of the state and no look-ahead. One
 * `Plan` is built per decision (counters, chip values from the next purchases, targets for units, what each
 * rondel field can do now); moves are then scored in O(1) each, unit moves through a memoised potential.
 *
 * The plan aims at the next personages (D-PERS, A-GOAL): a chip is worth a share of the purchase it brings
 * closer (a temple, a know-how, a city, a unit), so production is chosen when a purchase needs it and never
 * for its own sake; a rondel field is worth what its action can do now with the nation's stock, less its extra
 * steps (D-RON-05); units are drawn to free city sites, unscored sea regions and enemy cities they can take.
 * Everything is read from the ruleset (prices, award rules, defence rules, movement), never from a game's name.
 */
import type { GameState, Move, Ruleset } from '../index';
import type { Payment } from '../state/types';
import type { Resource } from '../ruleset/types';
import { Board, boardTables } from '../sim/board';
import { simulationBoard } from '../sim/fast-game';
import { perRuleset } from '../rules/per-ruleset';
import { paramValue } from '../rules/modifiers';
import { defaultPayment, price as enginePrice, type Price as EnginePrice } from '../rules/payment';
import { planRondel, type PlannerOptions } from './planner';
import { defenceBonus, mapInfo, resourceKinds, score, victoryTarget, type Counters, type MapInfo } from './features';

export interface PolicyWeights {
  /** A personage card, per score unit. */
  personage: number;
  /** Share of a personage credited per step of progress toward a counter award (cities, temples, sea points). */
  progress: number;
  city: number;
  temple: number;
  knowHow: number;
  wall: number;
  unit: number;
  /** Share of a purchase's value a chip that brings it closer is worth (production is one step from buying). */
  chipShare: number;
  /** A chip nothing needs. */
  spareChip: number;
  coin: number;
  /** Penalty per paid rondel step on top of the chip it costs (D-RON-05). */
  stepPenalty: number;
  /**
   * A galley's worth as the sea points it can still score, in shares of that progress toward the navigator
   * (D-PERS-06): without it the two navigator cards are left on the table while the nations queue for the scarcer
   * kings and generals. 1 in every strategy: 2 shortened Duellum games (100 seeds: median 54, p95 69) but made
   * Antike East's up to a turn longer; 0.8 gave Antike's old lengths and Duellum's too (57.8 / 83.1).
   */
  sailing: number;
  /**
   * Multiplier of the best know-how's pull on the chips it is paid in (its value in `want`, with a scholar's worth when
   * developed first, D-SCI-05). The pull is discounted by how many productions away the price is, and gold, produced by
   * few cities, lost to the temple's marble: the policy left its scholars, the personages one purchase buys, to the end
   * of its game (against an idle opponent: the 4th to 9th personage, turns 25–40). 1 or absent: unchanged. The default
   * strategy sets it in its `late` weights (engine/bots/heuristic.ts).
   */
  khBoost?: number;
  /** Weight of conquest targets for units and fields. */
  attack: number;
  /** Extra attack weight per turn per nation (the push toward conquest as the game goes on). */
  push: number;
  attackCap: number;
  /** How much an opponent's loss counts as own gain. */
  opponent: number;
  /**
   * Share of a conquered city's own worth (and its step toward a king) counted when enemy units next to it outnumber
   * what would hold it (the city's base defence and the attackers left after the conquest): a city taken back next
   * turn is worth its temple destroyed and the opponent's loss, not a city. Without it both nations of a long game
   * traded the same bare cities back and forth for twenty turns at 7 personages. Balanced 0.2, builder and conqueror
   * 0.4 (bench/bots.ts, 100 seeds of Duellum: median / p95 56 / 75.7 → 55.5 / 69.5, builder 59.5 / 73.6 → 59.3 /
   * 69.6, conqueror 60.5 / 77 → 56 / 69.1; Antike East 2–6 nations, medians 45.3 / 47.5 / 45.3 / 42.5 / 40.5 → 42.5 /
   * 46 / 43 / 42.4 / 41.2, p95 56.8 / 58.4 / 54.1 / 53.8 / 51.9 → 54.3 / 56 / 53.9 / 51.4 / 49.9). Absent: 1.
   */
  hold?: number;
  /**
   * Share of a new unit's potential at the city it is armed in (the targets it can reach from there) counted on top
   * of its value, which is otherwise the same in every city: without it the first-listed city won every such tie,
   * and the units of a nation started from its capital. 0 or absent: list order.
   */
  placement?: number;
  /**
   * Share of a city counted for a production field that pays a founding this turn at a free site an own unit already
   * holds (D-TURN-03, D-FOUND-03/04/06). Without it the policy judged a production by its chips alone and spent them
   * on more units while units stood on sites waiting for the price (a third of the decisions; 200 Duellum seeds:
   * median / p95 turns per nation 53.5 / 67 → 52 / 65). 0 or absent: none.
   */
  heldFounding?: number;
  /**
   * Maneuvers over which own units may assemble against one enemy city (strikeTarget): the most valuable city whose
   * defence the units within that many maneuvers' range match is counted as matched for each of them, so they march on
   * it together. 0 or absent: none (each unit weighs a city by the units already standing there).
   */
  strike?: number;
  /** Productions of a city's resource still to come, for the value of a temple's extra chips. */
  futureProductions: number;
  /**
   * How much of `futureProductions` the leader's progress takes away: with the leader at `s` of the target `t`, a
   * temple's extra chips count for futureProductions × max(0.1, 1 − futureFade × s / t) productions (a game about to
   * end has few productions left). 0 or absent: all of them, however far the game is.
   */
  futureFade?: number;
  /** A chip in the long run (the value of future production). */
  productionChip: number;
  /** Production turns at which a purchase's pull on chips halves (the plan prefers purchases within reach). */
  horizon: number;
  /** Per move of distance, the share a target keeps (closer targets pull harder). */
  decay: number;
  /** A move must gain more than this over ending the step. */
  margin: number;
  /**
   * Own turns the rondel planner searches (engine/bots/planner.ts), the current one included; 0 or absent: the
   * field is judged by what it does now only.
   */
  planDepth?: number;
  /**
   * The score (personages, or their victory points) the nation holds before the planner chooses its fields; below it
   * the policy's present value does. 0 or absent: the planner from the first turn.
   */
  planFrom?: number;
  /** Share a planned gain keeps per turn it lies ahead. */
  planDiscount?: number;
  /** Share of the chip values the chips left at the planner's horizon keep. */
  planResidual?: number;
}

type Cls = 'land' | 'sea';

interface BareCity {
  /** The city's region index. */
  at: number;
  /** Coins a temple here costs on top of its price, for the temples next door (D-TEMP-02). */
  surcharge: number;
}

/** Units of one side in one region by class; `at` is the region's index in the map tables. */
interface Tally {
  land: number;
  sea: number;
  at: number;
}

interface EnemyCity {
  region: string;
  /** The region's index in the map tables. */
  at: number;
  defence: number;
  value: number;
}

/** Everything a decision needs, computed once from the state. */
export interface Plan {
  ruleset: Ruleset;
  info: MapInfo;
  /** The ruleset's facts every plan reads (facts()). */
  facts: RulesetFacts;
  state: GameState;
  nation: string;
  w: PolicyWeights;
  counters: Counters;
  /**
   * The state's units and cities as typed arrays by region, nation and unit type: a simulated game's own board
   * (engine/sim/board.ts, kept in step with its moves), or one read from the JSON state for any other state. A plan
   * reads it instead of the JSON maps (the units map is in V8's dictionary mode), as the moves were listed from it.
   */
  board: Board;
  /** The nation's index on the board. */
  own: number;
  /** The nation's cities' region indices, in the cities map's order. */
  mine: number[];
  /** Value of one more chip of each kind and of a coin. */
  chip: Record<Resource | 'coin', number>;
  cityValue: number;
  templeValue: number;
  seaPointValue: number;
  /**
   * Own and enemy units per region by class (special units included in their class), each tally with its region's
   * index: in the units map's order, and by region index (undefined where none) for the hot loops.
   */
  ownList: Tally[];
  enemyList: Tally[];
  ownTallyAt: (Tally | undefined)[];
  enemyTallyAt: (Tally | undefined)[];
  range: Record<Cls, number>;
  canFound: boolean;
  /** The free sites' region indices (in map order), and own units (both classes) per region index: for the hot loops. */
  freeAt: number[];
  ownAt: number[];
  /** By region index: the points an unscored sea region gives (0 elsewhere). */
  seaTargetPointsAt: number[];
  enemyCities: EnemyCity[];
  seaTargets: { region: string; at: number; points: number }[];
  attackWeight: number;
  /** What one more unit of each class is worth: a founding, a sea point or a share of a conquest ahead. */
  unitValue: Record<Cls, number>;
  /** decay^d for d = 0..7 (targets farther than 6 are left out). */
  decay: number[];
  /** Memoised potentials and reaches, per region index and variant, and enemy units one move from each region (threatAt). */
  memo: Memo;
  /** This plan's mark in `memo`: an entry counts only where it carries this stamp. */
  stamp: number;
  /** The maneuver field's value, once computed (it does not depend on the stock). */
  maneuver?: number;
  /** Whether `chip`, `templeValue` and `unitValue` are filled (see `economy`). */
  economy: boolean;
  /** The nation's cities without a temple, cheapest surcharge first, once computed (bareCities). */
  bare?: BareCity[];
  /** The rondel planner's value per selectable field, once computed (engine/bots/planner.ts). */
  rondelPlan?: Map<string, number>;
  /** Per rondel field scored with paid steps, the chips the bot pays them with where it differs from the engine's default. */
  payments: Map<string, Payment> | undefined;
  /** The rondel steps the nation moves for free now ('rondel.freeSteps' with the modifiers in play), once read; -1 before. */
  freeSteps: number;
  /** Whether the planner chooses this decision's rondel field (planDepth, from planFrom on), once computed. */
  planning?: boolean;
  /**
   * The enemy city own units can take in one maneuver (index in enemyCities, -1 for none) and the units that can
   * reach it, once computed (strikeTarget).
   */
  strike?: number;
  strikeMass: number;
  /**
   * Per enemy city (as enemyCities), its pull on a unit next to it: the attack weight times its value times the share
   * of its defence the units there (or the strike's units) match; a unit farther away feels it decayed. Once computed.
   */
  pulls?: number[];
  /** The coin surcharges of the free sites own units hold, cheapest first, once computed (heldSiteSurcharges). */
  heldExtras?: number[];
}

function bagTotal(bag: Partial<Record<string, number>> | undefined): number {
  let n = 0;
  if (bag) for (const k in bag) n += bag[k] ?? 0;
  return n;
}

/** Value of `delta` more of an award counter: a full personage where it reaches the next threshold (D-PERS-07). */
/** Whether a stock pays a bag: each kind from its own chips, coins for the rest (D-COIN-01). */
function affords(stock: Partial<Record<string, number>>, bag: Partial<Record<string, number>>): boolean {
  let coins = stock.coin ?? 0;
  for (const kind in bag) {
    const need = bag[kind] ?? 0;
    coins -= kind === 'coin' ? need : Math.max(0, need - (stock[kind] ?? 0));
  }
  return coins >= 0;
}

export function counterGain(p: Pick<Plan, 'ruleset' | 'info' | 'state' | 'nation' | 'counters' | 'w'>, counter: string, delta: number, have = p.counters[counter] ?? 0): number {
  let gain = 0;
  const me = p.state.nation[p.nation];
  for (const { stack, counter: c, every } of p.info.counterStacks) {
    if (c !== counter || (p.state.stacks[stack] ?? 0) <= 0) continue;
    const next = every * ((me.thresholdsReached[stack] ?? 0) + 1);
    // Temples come from a limited bank (D-SUP-04): a threshold the bank's temples cannot reach is no progress.
    // Without this the citizen's phantom progress kept nations producing marble for temples that would never make one
    // (planner, 400 seeds of Duellum each: 48 / 61.5 → 47 / 61.5 and 48 / 61 → 47 / 60 turns per nation).
    if (counter === 'temples' && have + p.state.bank.temples < next) continue;
    const card = p.w.personage * p.info.cardScore[stack];
    if (have < next && have + delta >= next) gain += card;
    else if (have + delta < next) gain += card * p.w.progress * (delta / every) * (0.5 + (have + delta) / next);
  }
  return gain;
}

export function eventGain(p: Pick<Plan, 'info' | 'state' | 'w'>, event: string): number {
  for (const { stack, event: e } of p.info.eventStacks) {
    if (e !== event) continue;
    const left = (p.state.stacks[stack] ?? 0) - (p.state.turn.events[event] ?? 0);
    if (left > 0) return p.w.personage * p.info.cardScore[stack];
  }
  return 0;
}

/**
 * A parameter as the engine reads it now: the know-hows' modifiers (the largest `max`, D-SCI-05, A-KH-05) and the
 * event cards' in play (a lasting production bonus, a Forced March) over `base`, by the engine's one mechanism.
 */
export function paramNow(ruleset: Ruleset, state: GameState, nation: string, param: string, base = 0): number {
  return state.nation[nation].knowHows.length || state.modifiers.length ? paramValue(ruleset, state, nation, param, base) : base;
}

export function knowHowPrice(state: GameState, nation: string, id: string, price: { first: number; later: number }): { price: number; first: boolean } {
  const first = firstToDevelop(state, nation, id);
  return { price: first ? price.first : price.later, first };
}

/** What a ruleset gives every plan, computed once per ruleset object (the bot reads it per decision). */
interface RulesetFacts {
  resources: readonly Resource[];
  /** Unit types with their class, moves, and the know-how parameter that may raise those (D-SCI-05). */
  units: { id: string; crosses: Cls; moves: number; movesParam: string }[];
  /** The stacks a nation earns with sea points (the navigator, D-PERS-06). */
  navigatorStacks: string[];
  knowHows: { id: string; requires: string[]; price: { first: number; later: number } }[];
  /** Regions a galley can stand in, with the sea points they give (D-PERS-06, A-GOAL-06). */
  seaRegions: { region: string; at: number; points: number }[];
  /** Coins per neighbouring temple (D-TEMP-02). */
  templeSurcharge: number;
  /** The city sites' region indices, in map order (mapInfo's citySites). */
  citySiteAt: number[];
  /** Prices of a temple, a founding and an arming, and of recruiting each unit type (in the ruleset's order). */
  templeCost: Price;
  foundCost: Price;
  armCost: Price;
  recruit: { unit: string; cls: Cls; price: Price }[];
  /** A rondel field's place in the rondel's order (D-RON-02). */
  fieldAt: Record<string, number>;
  /** Sea points a galley scores in each region, by region index (D-PERS-06, A-GOAL-06); 0 without the rule. */
  seaPointsAt: number[];
  /** Whether entering enemy units is a battle at once (D-MOV-05) rather than one the defender may demand (A-MAN-11). */
  battlesAtOnce: boolean;
  /** The resource index know-hows are paid in (/knowHows/paidIn, D-SCI-01, A-KH-01), -1 if it is no resource. */
  knowHowPaidIn: number;
  /**
   * Per rondel field, what its action pays with, by resource index and coins last: the chips and coins a paid step to
   * the field should leave alone (stepsPayment). Coins count for every action that pays (they stand in for any chip).
   */
  fieldSpends: Record<string, boolean[]>;
}

/** A price as the chips of each resource (by index in `resources`) and its whole count, coins included. */
interface Price {
  chips: number[];
  total: number;
}

function priceOf(resources: readonly string[], bag: Partial<Record<string, number>> | undefined): Price {
  return { chips: resources.map((r) => bag?.[r] ?? 0), total: bagTotal(bag) };
}

const facts: (ruleset: Ruleset) => RulesetFacts = perRuleset((ruleset) => {
  const info = mapInfo(ruleset);
  const resources = resourceKinds(ruleset) as readonly Resource[];
  const rule = ruleset.personages.seaPoints;
  const seaPointsAt = info.regions.map((region) => (rule ? (ruleset.map.regions[region].galleySymbol ? rule.perGalleySymbolRegion : rule.perRegion) : 0));
  const seaRegions: RulesetFacts['seaRegions'] = [];
  for (const region of info.regions) if (holds(ruleset, region).sea) seaRegions.push({ region, at: info.index[region], points: seaPointsAt[info.index[region]] });
  return {
    resources,
    units: Object.entries(ruleset.units).map(([id, u]) => ({ id, crosses: u.crosses, moves: u.moves ?? 1, movesParam: `${id}.moves` })),
    navigatorStacks: info.counterStacks.filter((s) => s.counter === 'sea-points').map((s) => s.stack),
    knowHows: Object.entries(ruleset.knowHows.items).map(([id, k]) => ({ id, requires: k.requires ?? [], price: k.price })),
    seaRegions,
    templeSurcharge: bagTotal(ruleset.actions.build.temple.adjacentTempleSurcharge),
    citySiteAt: info.citySites.map((site) => info.index[site]),
    templeCost: priceOf(resources, ruleset.actions.build.temple.cost),
    foundCost: priceOf(resources, ruleset.actions.found.cost),
    armCost: priceOf(resources, ruleset.actions.arm.cost),
    recruit: Object.entries(ruleset.actions.research.recruit ?? {}).map(([unit, bag]) => ({ unit, cls: info.unitClass[unit]?.crosses ?? 'land', price: priceOf(resources, bag) })),
    knowHowPaidIn: resources.indexOf(ruleset.knowHows.paidIn),
    seaPointsAt,
    battlesAtOnce: ruleset.actions.maneuver.battles === 'automatic',
    fieldAt: Object.fromEntries(ruleset.rondel.order.map((field, i) => [field, i])),
    fieldSpends: Object.fromEntries(ruleset.rondel.order.map((field) => [field, fieldSpends(ruleset, resources, field)])),
  };
});

/** What the action of `field` pays with (see RulesetFacts.fieldSpends); coins stand in for any chip (D-COIN-01). */
function fieldSpends(ruleset: Ruleset, resources: readonly Resource[], field: string): boolean[] {
  const { actions } = ruleset;
  const bags: (Partial<Record<string, number>> | undefined)[] = [];
  switch (ruleset.rondel.fields[field].action) {
    case 'build':
      bags.push(actions.build.temple.cost, actions.build.temple.adjacentTempleSurcharge, actions.build.townWall?.cost);
      break;
    case 'research':
      bags.push({ [ruleset.knowHows.paidIn]: 1 }, ...Object.values(actions.research.recruit ?? {}));
      break;
    case 'arm':
      bags.push(actions.arm.cost);
      break;
  }
  const spends = [...resources, 'coin'].map((kind) => bags.some((bag) => (bag?.[kind] ?? 0) > 0));
  if (bags.length) spends[resources.length] = true;
  return spends;
}

/**
 * The memo tables of one map, shared by every plan on it: a plan's entries are those stamped with its own number,
 * so a new plan starts with an empty memo without allocating or clearing anything. Typed arrays of a map's size live
 * outside V8's young heap; one per plan (one plan per decision) cost about 7% of a heuristic game.
 */
interface Memo {
  pot: Float64Array;
  potStamp: Int32Array;
  threat: Float64Array;
  threatStamp: Int32Array;
  /**
   * Rows of the map's size that makePlan copies (slice) for its per-region tables, never written themselves: a copy
   * of a packed row costs about a third of a `new Array(R).fill`, four of which per plan were about 1.5% of a game.
   */
  noTallies: undefined[];
  zeros: number[];
}

let memos = new WeakMap<MapInfo, Memo>();
let lastStamp = 0;

function memoFor(info: MapInfo): Memo {
  let m = memos.get(info);
  if (!m) {
    const R = info.regions.length;
    m = {
      pot: new Float64Array(R * POT_VARIANTS),
      potStamp: new Int32Array(R * POT_VARIANTS),
      threat: new Float64Array(R),
      threatStamp: new Int32Array(R),
      noTallies: Array.from({ length: R }, () => undefined),
      zeros: Array.from({ length: R }, () => 0),
    };
    memos.set(info, m);
  }
  return m;
}

function nextStamp(): number {
  // After 2^31 plans (half a day of simulation) the stamps start again, with new tables: an old entry must never
  // carry a new plan's stamp. Called before memoFor, so the plan takes a table of the new generation.
  if (lastStamp === 0x7fffffff) {
    lastStamp = 0;
    memos = new WeakMap();
  }
  return ++lastStamp;
}

const nearCache = new WeakMap<MapInfo, Record<Cls, number[][][]>>();
let lastNearInfo: MapInfo | undefined;
let lastNear: Record<Cls, number[][][]> | undefined;

/**
 * The regions a unit of class `cls` at index `at` reaches within 1..`steps` borders (the region itself left out), by
 * index in map order: the maneuver's scan over a unit's destinations without reading a whole row of the distance
 * table. Kept for up to 3 steps per map; farther ranges are computed on each call.
 */
function nearby(info: MapInfo, cls: Cls, at: number, steps: number): number[] {
  let near: Record<Cls, number[][][]> | undefined;
  // The same map asks thousands of times in a row: the last one's tables without a WeakMap lookup.
  if (info === lastNearInfo) near = lastNear!;
  else {
    near = nearCache.get(info);
    if (!near) nearCache.set(info, (near = { land: [], sea: [] }));
    lastNearInfo = info;
    lastNear = near;
  }
  const byRange = near[cls];
  if (steps <= 3 && byRange[steps]) return byRange[steps][at];
  const R = info.regions.length;
  const table: number[][] = [];
  for (let from = 0; from < R; from++) {
    const list: number[] = [];
    for (let to = 0; to < R; to++) {
      const d = info.flat[cls][from * R + to];
      if (d !== 0 && d <= steps) list.push(to);
    }
    table.push(list);
  }
  if (steps <= 3) byRange[steps] = table;
  return table[at];
}

const decayCache = new WeakMap<PolicyWeights, number[]>();

/** decay^d for d = 0..7, once per weight set. */
function decayTable(w: PolicyWeights): number[] {
  let t = decayCache.get(w);
  if (!t) decayCache.set(w, (t = Array.from({ length: 8 }, (_, d) => w.decay ** d)));
  return t;
}

/**
 * The plan for a decision. Its board part (units, targets, what a city is worth) is built here; its economy
 * part (chip values, temple and unit values) only when a move that buys or pays is scored (`economy`), so a
 * decision among unit moves or cards does not pay for it.
 */
export function makePlan(ruleset: Ruleset, state: GameState, nation: string, w: PolicyWeights): Plan {
  const info = mapInfo(ruleset);
  const f = facts(ruleset);
  const me = state.nation[nation];
  const seaRule = ruleset.personages.seaPoints;
  // One pass over the cities and one over the units, for everything below and the nation's award counters (the
  // same counts as allCounters, D-PERS-06/07).
  const stamp = nextStamp();
  const memo = memoFor(info);
  const board = simulationBoard(state) ?? new Board(boardTables(ruleset), state);
  const { N, U, units, held, cityOwner, temple } = board;
  const { unitSea, unitSpecial } = board.tables;
  const own = board.nationAt[nation];
  const mine: number[] = [];
  const others: number[] = [];
  const R = info.regions.length;
  let temples = 0;
  for (const at of board.cityOrder) {
    if (cityOwner[at] !== own) others.push(at);
    else {
      mine.push(at);
      temples += temple[at];
    }
  }
  const ownTallyAt: (Tally | undefined)[] = memo.noTallies.slice();
  const enemyTallyAt: (Tally | undefined)[] = memo.noTallies.slice();
  const ownList: Tally[] = [];
  const enemyList: Tally[] = [];
  const specialsSail = !!seaRule?.specialUnitsCount;
  let seaPoints = 0;
  for (const at of board.unitOrder) {
    for (let n = 0; n < N; n++) {
      if (held[at * N + n] === 0) continue;
      const mineHere = n === own;
      const tallyAt = mineHere ? ownTallyAt : enemyTallyAt;
      let t = tallyAt[at];
      if (!t) {
        t = { land: 0, sea: 0, at };
        tallyAt[at] = t;
        (mineHere ? ownList : enemyList).push(t);
      }
      let sails = false;
      const from = (at * N + n) * U;
      for (let u = 0; u < U; u++) {
        const count = units[from + u];
        if (count === 0) continue;
        if (unitSea[u]) {
          t.sea += count;
          if (!unitSpecial[u] || specialsSail) sails = true;
        } else t.land += count;
      }
      if (sails && seaRule && mineHere) seaPoints += f.seaPointsAt[at];
    }
  }
  const counters: Counters = { cities: mine.length, temples, 'sea-points': seaPoints };
  const base = { ruleset, info, state, nation, counters, w };
  const cityValue = w.city + counterGain(base, 'cities', 1);
  let navigatorLeft = false;
  for (const stack of f.navigatorStacks) if ((state.stacks[stack] ?? 0) > 0) navigatorLeft = true;
  const seaPointValue = navigatorLeft && seaRule ? counterGain(base, 'sea-points', 1) : 0;
  const range: Record<Cls, number> = { land: 1, sea: 1 };
  for (const u of f.units) range[u.crosses] = Math.max(range[u.crosses], paramNow(ruleset, state, nation, u.movesParam, u.moves));

  const canFound = (ruleset.supply.cityStonesPerNation === undefined || me.cityStones > 0);
  const freeAt: number[] = [];
  if (canFound) {
    for (const at of f.citySiteAt) if (cityOwner[at] < 0) freeAt.push(at);
  }
  const ownAt: number[] = memo.zeros.slice();
  for (const t of ownList) ownAt[t.at] = t.land + t.sea;

  // Enemy cities as conquest targets: worth their city (and a general for a temple, D-CONQ-07) plus the
  // opponent's loss; the push grows the weight with the game's length.
  const turnsEach = state.turn.number / state.nations.length;
  const attackWeight = Math.min(w.attackCap, w.attack * (1 + w.push * turnsEach));
  const enemyCities: EnemyCity[] = [];
  let bonusOwner = -1;
  let bonus = 0;
  let destroyed = -1;
  const conquest = ruleset.actions.maneuver.conquest;
  const wallDefence = ruleset.actions.build.townWall?.defense ?? 0;
  for (const at of others) {
    const owner = cityOwner[at];
    const hasTemple = temple[at] === 1;
    if (hasTemple && destroyed < 0) {
      // With every personage gone, the next temple destroyed wins the game where the ruleset says so (A-GOAL-10):
      // the bots must see that win, or the game runs to the stall limit.
      destroyed = state.personagesExhausted && ruleset.victory.whenPersonagesRunOut === 'next-temple-destroyer-wins' ? 10 * w.personage : eventGain(base, 'temple-destroyed');
    }
    // One opponent's bonus is the same for all its cities (most games have one opponent, or cities in runs).
    if (owner !== bonusOwner) (bonusOwner = owner), (bonus = defenceBonus(ruleset, state, board.nations[owner]));
    // The defence a city shows an attacker, as features.ts cityDefence reads it from the JSON state (D-CONQ-02/03,
    // A-CONQ-02): base or temple value, regular defenders, wall, the owner's bonus.
    let defence = hasTemple ? conquest.templeDefense : conquest.baseDefense;
    const defenders = (at * N + owner) * U;
    for (let u = 0; u < U; u++) if (!unitSpecial[u]) defence += units[defenders + u];
    if (board.wall[at]) defence += wallDefence;
    defence += bonus;
    // A city the enemy can take back next turn is a city for a turn: its own worth (and its step toward a king)
    // counts only in part, the opponent's loss and a destroyed temple in full.
    let keep = 1;
    if (w.hold !== undefined && w.hold !== 1) {
      const mine = ownTallyAt[at];
      const held = 1 + Math.max(0, (mine ? mine.land + mine.sea : 0) - defence);
      let enemyNear = 0;
      for (const t of enemyList) {
        if (t.at === at) continue;
        if (t.land && info.flat.land[t.at * R + at] === 1) enemyNear += t.land;
        if (t.sea && info.flat.sea[t.at * R + at] === 1) enemyNear += t.sea;
      }
      if (enemyNear >= held) keep = w.hold;
    }
    const value = keep * cityValue + (hasTemple ? destroyed : 0) + w.opponent * (w.city + (hasTemple ? w.temple : 0));
    enemyCities.push({ region: info.regions[at], at, defence, value });
  }
  const seaTargets: Plan['seaTargets'] = [];
  const seaTargetPointsAt: number[] = memo.zeros.slice();
  if (seaPointValue > 0 && seaRule) {
    for (const t of f.seaRegions) {
      if (ownTallyAt[t.at]?.sea) continue;
      seaTargets.push(t);
      seaTargetPointsAt[t.at] = t.points;
    }
  }
  return {
    ruleset, info, facts: f, state, nation, w, counters, board, own, mine, cityValue, seaPointValue, ownList, enemyList, ownTallyAt, enemyTallyAt, range, canFound, freeAt, ownAt,
    enemyCities, seaTargets, attackWeight, seaTargetPointsAt,
    // `planning` is declared here, not added when first asked: a property added later gives plans a second shape, and
    // the hot functions that read them slowed by about 4% (farm-bench, 7 pairs).
    decay: decayTable(w), memo, stamp, economy: false, planning: undefined, payments: undefined, freeSteps: -1, strike: undefined, strikeMass: 0, pulls: undefined, heldExtras: undefined,
    chip: undefined as unknown as Plan['chip'], templeValue: 0, unitValue: { land: 0, sea: 0 },
  };
}

/** Fills the plan's economy part (chip values, temple and unit values) once, for the moves that buy or pay. */
function economy(p: Plan): void {
  if (p.economy) return;
  p.economy = true;
  const { ruleset, state, nation, w, counters, cityValue, seaPointValue, freeAt, enemyCities, seaTargets, attackWeight, ownList, board } = p;
  const f = p.facts;
  const me = state.nation[nation];
  const base = { ruleset, info: p.info, state, nation, counters, w };
  const resources = f.resources;
  const K = resources.length;
  // A temple triples its city (D-TEMP-05, A-TEMP): the extra chips of the productions still to come count too,
  // so the economy compounds early instead of the game crawling on one chip per production.
  const extra = ruleset.actions.produce.perCityWithTemple - ruleset.actions.produce.perCity;
  let future = w.futureProductions;
  if (w.futureFade) {
    let lead = 0;
    for (const n of state.nations) lead = Math.max(lead, score(ruleset, state, n));
    future *= Math.max(0.1, 1 - (w.futureFade * lead) / victoryTarget(ruleset, state));
  }
  const templeValue = w.temple + counterGain(base, 'temples', 1) + extra * future * w.productionChip;

  // Purchases ahead and the chips they need: a chip is worth a share of the purchase's value per chip of its price.
  // By resource index: the chips' values, the stock, and the chips each production action of a kind yields now
  // (D-PROD-01/05), which say how fast a purchase can be reached.
  const x = economyScratch(K);
  const { chip, stock, rate } = x;
  const bonus = paramNow(ruleset, state, nation, 'production.bonus');
  for (let k = 0; k < K; k++) {
    chip[k] = w.spareChip;
    stock[k] = me.stock[resources[k]];
    rate[k] = bonus;
  }
  let bare = 0;
  for (const at of p.mine) {
    rate[board.cityResource[at]] += board.temple[at] ? ruleset.actions.produce.perCityWithTemple : ruleset.actions.produce.perCity;
    if (!board.temple[at]) bare++;
  }
  if (bare > 0 && state.bank.temples > 0) want(x, w, f.templeCost.chips, f.templeCost.total, templeValue);
  let bestKnowHow = 0;
  let khGold = 0;
  let firstGain = -1;
  for (const k of f.knowHows) {
    if (me.knowHows.includes(k.id) || state.turn.developed.includes(k.id)) continue;
    if (k.requires.length && !holdsAll(me.knowHows, k.requires)) continue;
    const first = firstToDevelop(state, nation, k.id);
    const price = first ? k.price.first : k.price.later;
    if (first && firstGain < 0) firstGain = eventGain(base, 'know-how-first');
    const v = w.knowHow + (first ? firstGain : 0);
    if (v / price > bestKnowHow / Math.max(1, khGold)) {
      bestKnowHow = v;
      khGold = price;
    }
  }
  if (khGold) {
    const chips = x.single;
    for (let k = 0; k < K; k++) chips[k] = k === f.knowHowPaidIn ? khGold : 0;
    want(x, w, chips, khGold, bestKnowHow * (w.khBoost ?? 1));
  }
  if (freeAt.length) want(x, w, f.foundCost.chips, f.foundCost.total, cityValue);

  // Units: worth what they can still do. Free sites beyond the units already out, sea regions to score, and
  // a share of the best conquest (a city needs as many attackers as its defence, D-CONQ-02) make arming and
  // recruiting worth their price; with nothing to do, a unit is worth its base weight only.
  // A new unit founds the city after those the units already out will found (D-FOUND-03: one unit per site): its
  // worth is that later city's, so the unit that would complete a king is not counted again for every recruit (which
  // filled the box with legions bought with the gold a founding or a scholar needed). 100 seeds, median / p95 turns
  // per nation: Duellum 55.5 / 69.5 → 55 / 64.5 (planner 51.5 / 66.6 → 51 / 61), Antike East 2–6 nations medians
  // 42.5 / 46 / 43 / 42.4 / 41.2 → 39.6 / 41 / 41.5 / 40.2 / 39.3; against an idle opponent (30 seeds) 50.75 → 47.
  let onBoard = 0;
  for (const t of ownList) onBoard += t.land + t.sea;
  const nextCity = w.city + counterGain(base, 'cities', 1, counters.cities + onBoard);
  const founding = freeAt.length > onBoard ? nextCity : freeAt.length > 0 ? 0.25 * nextCity : 0;
  let attackShare = 0;
  for (const e of enemyCities) attackShare = Math.max(attackShare, (attackWeight * e.value) / Math.max(1, e.defence));
  // A galley is worth the sea points of the best unscored region it can reach, toward the navigator's threshold
  // (D-PERS-06: a galley-symbol region gives 2): a full card when it completes the threshold.
  let bestPoints = 0;
  for (const t of seaTargets) if (t.points > bestPoints) bestPoints = t.points;
  const sailing = seaTargets.length > 0 && seaPointValue > 0 ? w.sailing * counterGain(base, 'sea-points', bestPoints) : 0;
  const unitValue: Record<Cls, number> = {
    land: Math.max(w.unit, founding, attackShare),
    sea: Math.max(w.unit, 0.8 * founding, attackShare, sailing),
  };
  // Per class: arm what the pool holds (D-MIL-02), recruit what it lacks (D-SCI-08).
  const pool = ruleset.actions.arm.from === 'recruitment-box' ? me.box : me.supply;
  const inPool: Record<Cls, number> = { land: 0, sea: 0 };
  for (const u in pool) if (p.info.unitClass[u] && !p.info.unitClass[u].special) inPool[p.info.unitClass[u].crosses] += pool[u];
  if (inPool.land > 0) want(x, w, f.armCost.chips, f.armCost.total, unitValue.land);
  if (inPool.sea > 0) want(x, w, f.armCost.chips, f.armCost.total, unitValue.sea);
  for (const r of f.recruit) if (inPool[r.cls] === 0 && (me.supply[r.unit] ?? 0) > 0) want(x, w, r.price.chips, r.price.total, 0.7 * unitValue[r.cls]);
  // Temple surcharges are paid in coins (D-TEMP-02, AMB-D05): when the cheapest bare city needs more coins than
  // the nation holds, coins are what the next temple waits for.
  let coin = w.coin;
  const perNeighbour = f.templeSurcharge;
  if (perNeighbour && bare > 0 && state.bank.temples > 0 && ruleset.economy.surchargesInCoinsOnly !== false) {
    const least = bareCities(p)[0].surcharge;
    if (least > me.stock.coin) coin = Math.max(coin, (w.chipShare * templeValue) / (least + 1));
  }
  // A coin stands in for any chip (D-COIN-01): it is worth at least half the most wanted one (not all of it, or
  // a step paid in coins would never be worth it).
  for (let k = 0; k < K; k++) coin = Math.max(coin, 0.5 * chip[k]);
  const values = { coin } as Record<Resource | 'coin', number>;
  for (let k = 0; k < K; k++) values[resources[k]] = chip[k];
  p.chip = values;
  p.templeValue = templeValue;
  p.unitValue = unitValue;
}

/** economy's working rows by resource index, reused: the chips' values, the stock, production rates, a one-kind price. */
interface EconomyScratch {
  chip: number[];
  stock: number[];
  rate: number[];
  single: number[];
}

let scratch: EconomyScratch = { chip: [], stock: [], rate: [], single: [] };

function economyScratch(K: number): EconomyScratch {
  if (scratch.chip.length !== K) scratch = { chip: new Array(K).fill(0), stock: new Array(K).fill(0), rate: new Array(K).fill(0), single: new Array(K).fill(0) };
  return scratch;
}

/**
 * A purchase of `value` whose price is `chips` by resource (`total` with its coins) raises the value of the chips it
 * needs to a share of its value per chip of its price.
 */
function want(x: EconomyScratch, w: PolicyWeights, chips: number[], total: number, value: number): void {
  if (total <= 0 || value <= 0) return;
  const { chip, stock, rate } = x;
  // A purchase many production turns away pulls less than one within reach (the plan aims at the soonest).
  let turns = 0;
  for (let k = 0; k < chips.length; k++) {
    const short = chips[k] - stock[k];
    if (short > 0) turns += short / Math.max(0.5, rate[k]);
  }
  const soon = w.horizon / (w.horizon + turns);
  const perChip = (w.chipShare * value * soon) / total;
  for (let k = 0; k < chips.length; k++) {
    const need = chips[k];
    if (need <= 0) continue;
    // Chips short of the price count fully; held chips beyond it count as spares (no hoarding).
    if (stock[k] < need * 1.5 && perChip > chip[k]) chip[k] = perChip;
  }
}

/** Whether `held` has every know-how of `required` (a secondary needs its basic, A-KH-03). */
function holdsAll(held: readonly string[], required: readonly string[]): boolean {
  for (const r of required) if (!held.includes(r)) return false;
  return true;
}

/** Whether no other nation holds the know-how: the first to develop it pays the higher price (D-SCI-02, A-KH-04). */
function firstToDevelop(state: GameState, nation: string, id: string): boolean {
  for (const n of state.nations) if (n !== nation && state.nation[n].knowHows.includes(id)) return false;
  return true;
}

/** Memo slots per region: 6 potential variants (land, sea without sea points, sea; each standing or arriving), then reaches of 1..REACH_STEPS steps per class. */
const REACH_STEPS = 3;
const POT_VARIANTS = 6 + 2 * REACH_STEPS;

const holdsTable = perRuleset((ruleset) => {
  const table: Record<string, Record<Cls, boolean>> = {};
  for (const [id, r] of Object.entries(ruleset.map.regions)) {
    const types = Object.values(r.borders);
    table[id] = { land: types.some((t) => t !== 'blue'), sea: types.some((t) => t !== 'red') };
  }
  return table;
});

/** Which classes a region takes: legions over red or red-blue borders, galleys over blue or red-blue (D-MOV-03, D-MIL-07). */
function holds(ruleset: Ruleset, region: string): Record<Cls, boolean> {
  return holdsTable(ruleset)[region];
}

function dist(p: Plan, cls: Cls, from: string, to: string): number {
  const R = p.info.regions.length;
  return p.info.flat[cls][p.info.index[from] * R + p.info.index[to]];
}

/**
 * What a unit of class `cls` standing at `region` is worth for where it can go: the best of a free city site
 * (a city one founding away), an unscored sea region (galleys) and an enemy city (scaled by how much of its
 * defence own units nearby already match), each decaying with the distance.
 */
export function potential(p: Plan, cls: Cls, region: string, noSea = false, arriving = false): number {
  return potentialAt(p, cls, p.info.index[region], noSea, arriving);
}

/** `potential` by the region's index in the map tables (the hot loops have it at hand). */
function potentialAt(p: Plan, cls: Cls, at: number, noSea = false, arriving = false): number {
  const R = p.info.regions.length;
  const key = ((arriving ? 3 : 0) + (cls === 'land' ? 0 : noSea ? 1 : 2)) * R + at;
  const memo = p.memo;
  if (memo.potStamp[key] === p.stamp) return memo.pot[key];
  const row = at * R;
  const flat = p.info.flat[cls];
  const decay = p.decay;
  let best = 0;
  const freeAt = p.freeAt;
  const ownAt = p.ownAt;
  for (let i = 0; i < freeAt.length; i++) {
    const site = freeAt[i];
    const d = flat[row + site];
    if (d > 6) continue;
    // A site with an own unit on it is already claimed (D-FOUND-03 needs one unit).
    // One unit there is enough: a second unit on the same site adds nothing.
    const count = ownAt[site];
    // A unit standing there holds the site alone with count 1; one arriving finds it free only with count 0.
    if (site === at && !arriving ? count > 1 : count > 0) continue;
    const v = p.cityValue * decay[d];
    if (v > best) best = v;
  }
  if (cls === 'sea' && !noSea) best = Math.max(best, seaPotential(p, at));
  if (p.attackWeight > 0) {
    const pulls = p.pulls ?? attackPulls(p);
    const cities = p.enemyCities;
    for (let i = 0; i < cities.length; i++) {
      const d = flat[row + cities[i].at];
      if (d > 5) continue;
      const v = pulls[i] * decay[d];
      if (v > best) best = v;
    }
  }
  memo.pot[key] = best;
  memo.potStamp[key] = p.stamp;
  return best;
}

/** The plan's `pulls`: a unit's own one makes the mass at a city (one for one, D-CONQ-02), the strike's units its target's. */
function attackPulls(p: Plan): number[] {
  const strikeCity = p.w.strike ? p.enemyCities[strikeTarget(p)] : undefined;
  const pulls: number[] = [];
  for (const e of p.enemyCities) {
    const mass = p.ownAt[e.at] + 1;
    pulls.push(p.attackWeight * e.value * Math.min(1, (e === strikeCity ? Math.max(mass, p.strikeMass) : mass) / e.defence));
  }
  return (p.pulls = pulls);
}

/**
 * What moving one unit of class `cls` from `from` to `to` gains: the change in its potential, with sea points
 * counted as the count over regions they are (D-PERS-06: a move gains the region it enters if unscored and
 * loses the one it leaves if it was the only galley there, so a lone galley never shuttles; a spare one is
 * drawn toward unscored regions). The rondel's maneuver value uses the same function, so a field chosen to
 * move is followed by moves.
 */
function moveGain(p: Plan, cls: Cls, fromAt: number, toAt: number, left = 1): number {
  const w = p.w;
  const here = p.ownTallyAt[fromAt];
  let v: number;
  // A unit crosses one border per move (D-MOV-04): with moves left after this one, `to` is worth the best it can
  // still reach this turn, so a two-step march toward a target starts.
  const onward = left > 1 ? reach(p, cls, toAt, left - 1) : 0;
  if (cls === 'sea') {
    const alone = (here?.sea ?? 0) === 1;
    const leaving = alone && p.seaPointValue > 0 ? p.facts.seaPointsAt[fromAt] : 0;
    let entering = p.seaTargetPointsAt[toAt];
    // An unscored sea region the galley reaches with its moves left counts (a little discounted) from the first border
    // on: the maneuver field counts it (the same moveGain, to the region itself), so the moves must follow, or a
    // nation chose DUELLUM turn after turn and moved nothing (seed 15, three turns at 8 personages).
    if (left > 1 && p.seaPointValue > 0) for (const j of nearby(p.info, 'sea', toAt, left - 1)) if (j !== fromAt && 0.9 * p.seaTargetPointsAt[j] > entering) entering = 0.9 * p.seaTargetPointsAt[j];
    v = Math.max(potentialAt(p, 'sea', toAt, true, true), onward) - potentialAt(p, 'sea', fromAt, true) + p.seaPointValue * (entering - leaving);
    if (!alone) v += 0.4 * (seaPotential(p, toAt) - seaPotential(p, fromAt));
  } else v = Math.max(potentialAt(p, cls, toAt, false, true), onward) - potentialAt(p, cls, fromAt);
  // Leaving a free city site with the only unit there gives up a founding (D-FOUND-03).
  const owner = p.board.cityOwner[fromAt];
  if (p.canFound && owner < 0 && p.info.isCitySite[fromAt] && here && here.land + here.sea === 1) v -= p.cityValue * 0.5;
  // Entering enemy units of the same type is a battle, one for one (D-MOV-05): fine only toward a target.
  if (p.facts.battlesAtOnce && (p.enemyTallyAt[toAt]?.[cls] ?? 0) > 0) v += w.unit * (w.opponent - 1);
  // Leaving an own city with enemy units next to it weakens its defence (D-CONQ-03).
  if (owner === p.own) v -= w.wall * threatAt(p, fromAt);
  return v;
}

/** The best potential (sea points left out) a unit at `at` can reach within `steps` more borders, a little discounted. */
function reach(p: Plan, cls: Cls, i: number, steps: number): number {
  const R = p.info.regions.length;
  // Reaches are memoised for up to REACH_STEPS steps (a know-how gives 2 moves, so 1 step after the first).
  const key = steps <= REACH_STEPS ? (6 + (cls === 'land' ? 0 : REACH_STEPS) + steps - 1) * R + i : -1;
  const memo = p.memo;
  if (key >= 0 && memo.potStamp[key] === p.stamp) return memo.pot[key];
  let best = 0;
  for (const j of nearby(p.info, cls, i, steps)) best = Math.max(best, 0.9 * potentialAt(p, cls, j, cls === 'sea', true));
  if (key >= 0) {
    memo.pot[key] = best;
    memo.potStamp[key] = p.stamp;
  }
  return best;
}

/** The pull of unscored sea regions on a galley at the region of index `at`. */
function seaPotential(p: Plan, at: number): number {
  const row = at * p.info.regions.length;
  let best = 0;
  for (const t of p.seaTargets) {
    const d = p.info.flat.sea[row + t.at];
    if (d > 6) continue;
    const v = p.seaPointValue * t.points * p.decay[d];
    if (v > best) best = v;
  }
  return best;
}


/** The value of paying a bag of chips and coins. */
function cost(p: Plan, bag: Partial<Record<string, number>> | undefined): number {
  if (!bag) return 0;
  let v = 0;
  const stock = p.state.nation[p.nation].stock;
  for (const k in bag) {
    const n = bag[k] ?? 0;
    if (!n) continue;
    const key = k as Resource | 'coin';
    // Coins stand in for missing chips (D-COIN-01): what the stock lacks is paid in coins.
    const have = stock[key] ?? 0;
    v += Math.min(n, have) * (p.chip[key] ?? p.w.spareChip) + Math.max(0, n - have) * p.chip.coin;
  }
  return v;
}

/**
 * The cities a production pays for this very turn: a founding is step 2 of every turn (D-TURN-02/03), so a free site
 * an own unit already holds (D-FOUND-03) becomes a city as soon as its price is in the stock (D-FOUND-04, coins
 * standing in), with the surcharge for same-resource neighbours (D-FOUND-06) of the cheapest resource whose tokens
 * are left (D-SUP-05). The value of the foundings the stock after the production affords beyond those the stock
 * before it affords, cheapest sites first, each city valued as the next one toward a king.
 */
function heldFoundings(p: Plan, stock: Record<Resource | 'coin', number>, r: Resource, n: number, coins: number): number {
  if (!p.canFound) return 0;
  const extras = heldSiteSurcharges(p);
  if (!extras.length) return 0;
  const price = p.ruleset.actions.found.cost;
  const before = foundingsPaid(p, stock, price, extras);
  const after = foundingsPaid(p, { ...stock, [r]: stock[r] + n, coin: stock.coin + coins }, price, extras);
  let v = 0;
  for (let k = before; k < after; k++) v += p.w.city + counterGain(p, 'cities', 1, p.counters.cities + k);
  return v;
}

/** The coin surcharge of each free site an own unit holds, at its cheapest resource (D-FOUND-05/06), cheapest first. */
function heldSiteSurcharges(p: Plan): number[] {
  if (p.heldExtras) return p.heldExtras;
  const { ruleset, state } = p;
  const rule = ruleset.actions.found;
  const per = bagTotal(rule.sameResourceSurcharge);
  const out: number[] = [];
  for (const at of p.freeAt) {
    if (p.ownAt[at] <= 0) continue;
    const region = p.info.regions[at];
    const kinds = rule.resource === 'printed' ? [ruleset.map.regions[region].citySite?.resource as Resource | undefined] : p.facts.resources;
    let least = Infinity;
    for (const kind of kinds) {
      if (!kind || (ruleset.supply.cityTokens && (state.bank.cityTokens[kind] ?? 0) <= 0)) continue;
      let same = 0;
      if (per) for (const other in ruleset.map.regions[region].borders) if (state.cities[other]?.resource === kind) same++;
      least = Math.min(least, same * per);
    }
    if (least < Infinity) out.push(least);
  }
  return (p.heldExtras = out.sort((a, b) => a - b));
}

/**
 * How many of the held sites (their surcharges, cheapest first) a stock pays for one after another: each kind of the
 * price from its own chips first, then coins (D-COIN-01); the surcharge in coins (AMB-D05), or in any chip where the
 * ruleset allows it.
 */
function foundingsPaid(p: Plan, stock: Partial<Record<string, number>>, price: Partial<Record<string, number>>, extras: number[]): number {
  const left: Record<string, number> = {};
  for (const k in stock) left[k] = stock[k] ?? 0;
  const coinsOnly = p.ruleset.economy.surchargesInCoinsOnly !== false;
  let k = 0;
  for (const extra of extras) {
    for (const kind in price) {
      const need = price[kind] ?? 0;
      const own = Math.min(need, left[kind] ?? 0);
      left[kind] = (left[kind] ?? 0) - own;
      left.coin = (left.coin ?? 0) - (need - own);
    }
    let rest = extra;
    if (!coinsOnly) for (const kind of p.facts.resources) {
      const take = Math.min(rest, left[kind] ?? 0);
      left[kind] = (left[kind] ?? 0) - take;
      rest -= take;
    }
    left.coin = (left.coin ?? 0) - rest;
    if ((left.coin ?? 0) < 0) break;
    k++;
  }
  return k;
}

/** What a rondel field's action can do now with the nation's stock, in value units (before step costs). */
export function fieldValue(p: Plan, field: string, after?: Record<Resource | 'coin', number>): number {
  economy(p);
  const { ruleset, state, nation, w } = p;
  const f = ruleset.rondel.fields[field];
  const me = state.nation[nation];
  // What the action can buy is judged with the stock left after paying the steps to the field (D-RON-05).
  const stock = after ?? me.stock;
  switch (f.action) {
    case 'produce': {
      const r = f.resource as Resource;
      const rule = ruleset.actions.produce;
      let n = 0;
      const { cityResource, temple } = p.board;
      const k = p.board.tables.resourceAt[r];
      for (const at of p.mine) if (cityResource[at] === k) n += temple[at] ? rule.perCityWithTemple : rule.perCity;
      n += paramNow(ruleset, state, nation, 'production.bonus');
      return n * p.chip[r] + rule.coins * p.chip.coin + (w.heldFounding ? w.heldFounding * heldFoundings(p, stock, r, n, rule.coins) : 0);
    }
    case 'build': {
      // Temples one after another at bare cities, cheapest surcharge first, while marble (coins standing in)
      // and the coin surcharges for neighbouring temples can be paid (D-TEMP-02/03, D-COIN-03, AMB-D05).
      const price = ruleset.actions.build.temple.cost;
      const coinsOnly = ruleset.economy.surchargesInCoinsOnly !== false;
      const left = { ...stock };
      let temples = 0;
      for (const { surcharge: extra } of bareCities(p)) {
        if (temples >= state.bank.temples) break;
        const pay = { ...left };
        let ok = true;
        for (const k in price) {
          const need = price[k as Resource] ?? 0;
          const own = Math.min(need, pay[k as Resource]);
          pay[k as Resource] -= own;
          pay.coin -= need - own;
          if (pay.coin < 0) ok = false;
        }
        if (coinsOnly) pay.coin -= extra;
        else for (let i = 0; i < extra; i++) {
          const r = resourceKinds(ruleset).find((x) => pay[x] > 0);
          if (r) pay[r]--;
          else pay.coin--;
        }
        if (!ok || pay.coin < 0) break;
        Object.assign(left, pay);
        temples++;
      }
      let v = temples * p.templeValue;
      // A wall counts only if one would be built: the best wall.build score, as the action will judge it.
      const wallCost = ruleset.actions.build.townWall?.cost;
      if (me.walls > 0 && wallCost && affords(left, wallCost)) {
        let wall = 0;
        for (const at of p.mine) if (!p.board.wall[at]) wall = Math.max(wall, wallScore(p, at));
        v += wall;
      }
      return v;
    }
    case 'arm': {
      const rule = ruleset.actions.arm;
      const pool = rule.from === 'recruitment-box' ? me.box : me.supply;
      const byClass: Record<Cls, number> = { land: 0, sea: 0 };
      for (const u in pool) if (p.info.unitClass[u] && !p.info.unitClass[u].special) byClass[p.info.unitClass[u].crosses] += pool[u];
      const per = bagTotal(rule.cost);
      let chips = stock.coin;
      for (const k in rule.cost) chips += stock[k as Resource] ?? 0;
      let capacity = 0;
      for (const at of p.mine) capacity += p.board.temple[at] ? rule.perCityWithTemple : rule.perCity;
      let n = Math.min(per > 0 ? Math.floor(chips / per) : 99, capacity, 4);
      // The most valuable class first, as many as the pool holds (D-MIL-02/03).
      let v = 0;
      const order: Cls[] = p.unitValue.sea > p.unitValue.land ? ['sea', 'land'] : ['land', 'sea'];
      for (const cls of order) {
        const k = Math.min(n, byClass[cls]);
        v += k * (p.unitValue[cls] - cost(p, rule.cost));
        n -= k;
      }
      return v;
    }
    case 'research': {
      // Know-hows are paid in /knowHows/paidIn (gold in both games, D-SCI-01, A-KH-01), coins standing in.
      const paidIn = ruleset.knowHows.paidIn;
      let budget = (stock[paidIn] ?? 0) + stock.coin;
      let v = 0;
      const options: { value: number; price: number }[] = [];
      for (const k of p.facts.knowHows) {
        if (me.knowHows.includes(k.id)) continue;
        if (k.requires.length && k.requires.some((r) => !me.knowHows.includes(r))) continue;
        const { price, first } = knowHowPrice(state, nation, k.id, k.price);
        options.push({ value: w.knowHow + (first ? eventGain(p, 'know-how-first') : 0), price });
      }
      options.sort((a, b) => b.value / b.price - a.value / a.price);
      for (const o of options) {
        if (o.price > budget) continue;
        budget -= o.price;
        v += o.value - o.price * p.chip[paidIn] * 0.5;
      }
      const recruit = ruleset.actions.research.recruit;
      if (recruit && ruleset.actions.arm.from === 'recruitment-box') {
        let boxed = 0;
        for (const u in me.box) boxed += me.box[u];
        // Up to three units in the box: each worth a share of what a unit can do (D-SCI-08, then MILITIA).
        for (const u in recruit) {
          const price = bagTotal(recruit[u]);
          let supply = me.supply[u] ?? 0;
          while (boxed < 5 && supply > 0 && price <= budget) {
            v += 0.5 * p.unitValue[p.info.unitClass[u]?.crosses ?? 'land'] - price * p.chip[paidIn] * 0.5;
            budget -= price;
            boxed++;
            supply--;
          }
        }
      }
      return v;
    }
    case 'maneuver': {
      if (p.maneuver !== undefined) return p.maneuver;
      // Each group of units: the best move gain within its range (the same gain the moves are scored by); a
      // destination is counted once.
      let v = 0;
      const claimed: number[] = [];
      for (const t of p.ownList) {
        if (t.land) v += bestMoveGain(p, 'land', t.at, p.range.land, claimed);
        if (t.sea) v += bestMoveGain(p, 'sea', t.at, p.range.sea, claimed);
      }
      // The best conquest within reach this turn (D-CONQ-02: attackers at least the defence). A city worth no more
      // than the best one found is not counted up, nor a city's attackers past its defence: neither changes the max.
      let conquest = 0;
      const lastStep = ruleset.actions.maneuver.conquest.requiresMovesLeft ? 1 : 0;
      const landReach = p.range.land - lastStep;
      const seaReach = p.range.sea - lastStep;
      for (const e of p.enemyCities) {
        if (e.value <= conquest) continue;
        let strength = 0;
        // Units that would move there count only if the move is one they would make.
        for (const t of p.ownList) {
          if (t.land) strength += attackers(p, 'land', t.land, t.at, e.at, landReach, true);
          if (t.sea) strength += attackers(p, 'sea', t.sea, t.at, e.at, seaReach, true);
          if (strength >= e.defence) break;
        }
        if (strength >= e.defence) conquest = e.value;
      }
      return (p.maneuver = v + conquest);
    }
  }
  return 0;
}

/** The best gain above the margin of a move of a group of class `cls` at `at` to a region not yet claimed, which it claims. */
function bestMoveGain(p: Plan, cls: Cls, at: number, reach: number, claimed: number[]): number {
  let best = p.w.margin;
  let to = -1;
  for (const j of nearby(p.info, cls, at, reach)) {
    if (claimed.includes(j)) continue;
    const g = moveGain(p, cls, at, j);
    if (g > best) {
      best = g;
      to = j;
    }
  }
  if (to < 0) return 0;
  claimed.push(to);
  return best;
}

/**
 * How many of a group's `n` units of class `cls` at `fromAt` take part in a conquest at `toAt`: all of them where they
 * stand; within `reach` borders, those left after a battle with each enemy unit of their class on the way (D-MOV-05,
 * A-MAN-11: one for one), and where `willing`, only if the move is one they would make; none farther away.
 */
function attackers(p: Plan, cls: Cls, n: number, fromAt: number, toAt: number, reach: number, willing: boolean): number {
  const d = p.info.flat[cls][fromAt * p.info.regions.length + toAt];
  if (d === 0) return n;
  if (d > reach || (willing && !(moveGain(p, cls, fromAt, toAt) > p.w.margin))) return 0;
  return Math.max(0, n - toll(p, cls, fromAt, toAt, d));
}

/**
 * The score of a move that needs no plan (ending a step, cards, trades), or undefined. `policyMove` scores a
 * decision made only of such moves without building a plan: most decisions outside the nation's own actions
 * are "keep the card or end the step".
 */
export function scoreWithoutPlan(ruleset: Ruleset, state: GameState, nation: string, move: Move): number | undefined {
  switch (move.type) {
    case 'phase.end':
      return 0;
    case 'card.take': {
      const card = ruleset.eventCards?.cards[move.card];
      return card?.effects.length ? 10 : 0;
    }
    case 'card.play': {
      // The policy plays only a reply to a conquest (a Fortress, D-EV-09); the bot tries the other cards itself
      // (engine/bots/cards.ts), so MCTS rollouts and the opening search, which run the policy alone, keep them.
      const reply = state.pending[0];
      return reply && reply.nation === nation && reply.kind === 'reply-to-conquest' ? 50 : -1;
    }
    case 'reply.pass':
      return 0;
    case 'battle.decline':
      return 0;
    case 'trade':
      // Commercium trades are left out: a wrong trade loops, a right one gains little (D-KH-05).
      return -1;
    case 'effect.choose':
      return 0;
  }
  return undefined;
}

/**
 * The scores of `moves` for `nation`, in order. A plan is built only when some move needs one (most decisions
 * outside the own actions are "keep the card or end the step"), and then once for all the moves.
 */
export function moveScores(ruleset: Ruleset, state: GameState, nation: string, moves: readonly Move[], w: PolicyWeights, payments?: (Payment | undefined)[]): number[] {
  let plan: Plan | undefined;
  const scores: number[] = [];
  for (let i = 0; i < moves.length; i++) {
    const move = moves[i];
    scores.push(scoreWithoutPlan(ruleset, state, nation, move) ?? scorePlanned((plan ??= makePlan(ruleset, state, nation, w)), move));
  }
  // `payments`, if asked: per move, the chips the score assumed for its paid rondel steps, where the engine's default
  // payment would take others (the move is then made with them).
  if (payments) {
    payments.length = moves.length;
    for (let i = 0; i < moves.length; i++) {
      const move = moves[i];
      payments[i] = plan?.payments && move.type === 'rondel.select' ? plan.payments.get(move.field) : undefined;
    }
  }
  return scores;
}

/** Scores one legal move for the deciding nation; `phase.end` scores 0, so a move is played only when it gains. */
export function scoreMove(p: Plan, move: Move): number {
  return scoreWithoutPlan(p.ruleset, p.state, p.nation, move) ?? scorePlanned(p, move);
}

/** The score of a move scoreWithoutPlan leaves undefined. */
function scorePlanned(p: Plan, move: Move): number {
  const { ruleset, state, nation, w } = p;
  const me = state.nation[nation];
  if (!p.economy && move.type !== 'unit.move' && move.type !== 'city.conquer') economy(p);
  switch (move.type) {
    case 'rondel.select': {
      // The planner (engine/bots/planner.ts) judges the field by the best sequence of own turns it starts; a field
      // it leaves out is one whose steps the nation cannot pay (D-RON-05). Adding the present value to the planned
      // one (tried as a mix) lengthened Duellum games: the present value counts a temple's whole future again.
      p.planning ??= !!w.planDepth && (!w.planFrom || score(ruleset, state, nation) >= w.planFrom);
      if (p.planning) {
        p.rondelPlan ??= planRondelFor(p, { depth: w.planDepth!, discount: w.planDiscount ?? 0.8, residual: w.planResidual ?? 0.5 });
        return p.rondelPlan.get(move.field) ?? -1e6;
      }
      const current = me.rondel;
      let v = 0;
      if (current === null) v = fieldValue(p, move.field);
      else {
        const { fieldAt } = p.facts;
        const fields = ruleset.rondel.order.length;
        const steps = (fieldAt[move.field] - fieldAt[current] + fields) % fields || fields;
        // Free steps as the engine reads them: an event card may grant more (the extra-steps effect, A-EV/D-EV).
        if (p.freeSteps < 0) p.freeSteps = paramNow(ruleset, state, nation, 'rondel.freeSteps', ruleset.rondel.freeSteps);
        const paid = Math.max(0, steps - p.freeSteps) * ruleset.rondel.stepCost;
        if (paid === 0) v = fieldValue(p, move.field);
        else v = stepsPayment(p, move.field, paid) - paid * w.stepPenalty;
      }
      return v;
    }
    case 'temple.build': {
      const c = state.cities[move.region];
      // A temple triples the city (D-TEMP-05): more of its resource; surcharges are paid in coins (D-TEMP-02).
      return p.templeValue + 2 * (p.chip[c.resource] ?? 0) - cost(p, ruleset.actions.build.temple.cost) * 0.5 - surcharge(p, move.region, 'temple');
    }
    case 'wall.build':
      return wallScore(p, p.info.index[move.region]);
    case 'unit.arm': {
      const cls = p.info.unitClass[move.unit]?.crosses ?? 'land';
      const enemyHere = p.enemyTallyAt[p.info.index[move.region]]?.[cls] ?? 0;
      const battle = ruleset.actions.arm.battleOnArrival && enemyHere > 0;
      if (battle) return w.unit * (w.opponent - 0.5) - cost(p, ruleset.actions.arm.cost) * 0.5;
      const there = potential(p, cls, move.region, false, true);
      return Math.max(0.6 * p.unitValue[cls], w.unit + 0.7 * there) + (w.placement ?? 0) * there - cost(p, ruleset.actions.arm.cost) * 0.5;
    }
    case 'knowhow.develop': {
      const k = ruleset.knowHows.items[move.knowHow];
      const { price, first } = knowHowPrice(state, nation, move.knowHow, k.price);
      return w.knowHow + (first ? eventGain(p, 'know-how-first') : 0) - price * p.chip[ruleset.knowHows.paidIn] * 0.3;
    }
    case 'unit.recruit': {
      let boxed = 0;
      for (const u in me.box) boxed += me.box[u];
      const cls = p.info.unitClass[move.unit]?.crosses ?? 'land';
      // Only an empty box is refilled: units waiting there need iron before they act (D-MIL-01/02).
      return (boxed < 5 ? 0.6 * p.unitValue[cls] : -1) - cost(p, ruleset.actions.research.recruit?.[move.unit]) * 0.5;
    }
    case 'unit.move': {
      const left = state.turn.movesLeft[move.from]?.[move.unit];
      let most = left?.length ? left[0] : 1;
      if (left) for (let i = 1; i < left.length; i++) if (left[i] > most) most = left[i];
      return moveGain(p, p.info.unitClass[move.unit]?.crosses ?? 'land', p.info.index[move.from], p.info.index[move.to], most) - w.margin;
    }
    case 'city.conquer': {
      const e = p.enemyCities.find((c) => c.region === move.region);
      let lost = 0;
      if (move.losses) for (const u in move.losses) lost += move.losses[u];
      else lost = e?.defence ?? 1;
      const abandon = move.abandon ? p.cityValue : 0;
      return (e?.value ?? p.cityValue) - lost * w.unit * 0.3 - abandon;
    }
    case 'city.found': {
      const r = move.resource;
      // The new city's resource: the one the nation's purchases need most, with no surcharge (D-FOUND-05/06).
      return p.cityValue + (r ? w.futureProductions * 0.7 * p.chip[r] : 0) - cost(p, ruleset.actions.found.cost) * 0.3 - (r ? surcharge(p, move.region, 'found', r) : 0);
    }
    case 'personage.choose':
      return (p.info.cardScore[move.stack] ?? 1) * 100 + (state.stacks[move.stack] ?? 0);
    case 'chip.choose':
      return p.chip[move.resource];
    case 'start.choose': {
      let v = 0;
      for (const site of p.info.citySites) {
        const d = Math.min(dist(p, 'land', move.region, site), dist(p, 'sea', move.region, site));
        if (d > 0 && d <= 2) v += d === 1 ? 2 : 1;
      }
      return v;
    }
    case 'battle.demand':
    case 'battle.fight': {
      const region = move.type === 'battle.fight' ? move.region : (state.pending[0] as { region?: string } | undefined)?.region;
      const mine = region ? p.ownTallyAt[p.info.index[region]] : undefined;
      const theirs = region ? p.enemyTallyAt[p.info.index[region]] : undefined;
      return (mine ? mine.land + mine.sea : 0) >= (theirs ? theirs.land + theirs.sea : 0) ? 1 : -1;
    }
  }
  return 0;
}

/** A town wall at the region of index `at`: worth more the more enemy units can reach the city (D-CONQ-03). */
function wallScore(p: Plan, at: number): number {
  return p.w.wall * (0.3 + threatAt(p, at)) - cost(p, p.ruleset.actions.build.townWall?.cost);
}

/**
 * The value of the field `field` after paying `n` steps to it (D-RON-05: each paid step is a chip or coin of the
 * player's choice): the better of the engine's default payment and one that leaves alone what the field's action pays
 * with (a step to SCIENTIA paid in marble, not in the gold the know-how needs) and gives the least valued chips first.
 * The second, where it wins, is kept in `p.payments` for the move. Seat-swapped against the bot that paid by the
 * engine's default (300 Duellum seed pairs, bench/prof/versus-tree.ts against 48fb1f8), it won 60.5% [56.5, 64.3];
 * Duellum's length over seeds 1–400 went from 49 / 59.5 turns per nation (median / p95) to 48.5 / 57.
 */
function stepsPayment(p: Plan, field: string, n: number): number {
  const stock = p.state.nation[p.nation].stock;
  const kinds = p.facts.resources;
  const spends = p.facts.fieldSpends[field];
  const chip = p.chip;
  const K = kinds.length;
  const { chosen: take, engine: byDefault, order } = paymentRows(K + 1);
  // The engine's own payment for a move that names none (the most plentiful chip each step, coins last).
  const engine = defaultPayment(stock, stepsPrice(n), kinds);
  // A listed field's steps can be paid (legalMoves checks it).
  if (!engine) return -1e6;
  for (let k = 0; k < K; k++) byDefault[k] = engine[kinds[k]] ?? 0;
  byDefault[K] = engine.coin ?? 0;
  // The bot's choice: step by step, the chip (coins at K) the action does not spend first, the least valued first.
  let differs = false;
  for (let i = 0; i < n; i++) {
    let best = -1;
    let bestSpends = false;
    let bestWorth = 0;
    for (let k = 0; k <= K; k++) {
      const kind = k === K ? 'coin' : kinds[k];
      if (stock[kind] - take[k] <= 0) continue;
      const worth = chip[kind as Resource | 'coin'];
      if (best < 0 || (!spends[k] && bestSpends) || (spends[k] === bestSpends && worth < bestWorth)) (best = k), (bestSpends = spends[k]), (bestWorth = worth);
    }
    // A listed field's steps can be paid (legalMoves checks it), so some chip or coin is always left here.
    if (best < 0) return -1e6;
    if (take[best]++ === 0) order.push(best);
  }
  for (let k = 0; k <= K; k++) if (take[k] !== byDefault[k]) differs = true;
  if (!differs) return paidValue(p, field, byDefault);
  const chosen = paidValue(p, field, take);
  // A field whose action pays with nothing (a production, a maneuver) does as much with any chips left, so the least
  // valued pay; one that spends chips keeps the engine's payment where a spare chip of its own kind is the cheaper.
  if (spends[K]) {
    const value = paidValue(p, field, byDefault);
    if (chosen <= value) return value;
  }
  const payment: Payment = {};
  // The payment names the chips in the order they were chosen: the move reads as the bot's preference.
  for (const k of order) payment[k === K ? 'coin' : kinds[k]] = take[k];
  (p.payments ??= new Map()).set(field, payment);
  return chosen;
}

const stepPrices: EnginePrice[] = [];

/** The engine's price of `n` paid rondel steps, one chip or coin of the player's choice each (D-RON-05), made once per `n`. */
function stepsPrice(n: number): EnginePrice {
  return (stepPrices[n] ??= enginePrice({}, { any: n }));
}

/** The field's value after paying the chips counted in `paid` (by resource index, coins last), less those chips' values. */
function paidValue(p: Plan, field: string, paid: readonly number[]): number {
  const left = { ...p.state.nation[p.nation].stock };
  const kinds = p.facts.resources;
  const K = kinds.length;
  let value = 0;
  for (let k = 0; k <= K; k++) {
    if (!paid[k]) continue;
    const kind = k === K ? 'coin' : kinds[k];
    left[kind] -= paid[k];
    value += paid[k] * p.chip[kind];
  }
  return fieldValue(p, field, left) - value;
}

interface PaymentRows {
  chosen: number[];
  engine: number[];
  order: number[];
}

let rows: PaymentRows = { chosen: [], engine: [], order: [] };

/** stepsPayment's counts of chips per kind (the bot's and the engine's) and the order chosen, zeroed and reused. */
function paymentRows(size: number): PaymentRows {
  if (rows.chosen.length !== size) rows = { chosen: new Array(size).fill(0), engine: new Array(size).fill(0), order: [] };
  else {
    rows.chosen.fill(0);
    rows.engine.fill(0);
    rows.order.length = 0;
  }
  return rows;
}

/**
 * The most valuable enemy city the nation's units can take within `strike` maneuvers: own units of both classes
 * within that many times their range of it (D-MOV-04), less the enemy units of their class they pass on the way
 * (D-MOV-05; the city's own defenders are in its defence, and a battle there takes one attacker per defender), at
 * least its defence (D-CONQ-02/03). Its index in enemyCities, or -1. The units' potential then counts that city as
 * matched for every unit that can reach it (strikeMass), so they march on it together: with each unit weighing a
 * city by the units already standing there, a lone unit's threat was too small to move it, and in long games the
 * army fed the enemy's best-defended city a few units at a time while bare temple cities elsewhere stood empty.
 */
function strikeTarget(p: Plan): number {
  if (p.strike !== undefined) return p.strike;
  // Where a conquest needs moves left (A-MAN-11), the last border must leave one.
  const lastStep = p.ruleset.actions.maneuver.conquest.requiresMovesLeft ? 1 : 0;
  const landReach = p.range.land * (p.w.strike ?? 1) - lastStep;
  const seaReach = p.range.sea * (p.w.strike ?? 1) - lastStep;
  let best = -1;
  let bestValue = 0;
  for (let i = 0; i < p.enemyCities.length; i++) {
    const e = p.enemyCities[i];
    if (e.value <= bestValue) continue;
    // Counting stops at the city's defence: the potential counts a matched city the same however many units match it.
    let strength = 0;
    for (let g = 0; g < p.ownList.length && strength < e.defence; g++) {
      const t = p.ownList[g];
      if (t.land) strength += attackers(p, 'land', t.land, t.at, e.at, landReach, false);
      if (t.sea) strength += attackers(p, 'sea', t.sea, t.at, e.at, seaReach, false);
    }
    if (strength >= e.defence) {
      best = i;
      bestValue = e.value;
      p.strikeMass = strength;
    }
  }
  return (p.strike = best);
}

/**
 * The fewest enemy units of class `cls` a group passes on a shortest way of `d` borders from `fromAt` to `toAt`, the
 * regions between only (the target's own defenders are in its defence): each is a battle one for one on the way
 * (D-MOV-05; in Antike the defender may demand it, A-MAN-11), so a march through the enemy's army arrives with
 * fewer units or none. Without it the maneuver field counted a conquest behind an enemy stack that no move would
 * make, and two nations chose that field for a hundred turns (seed 1042 of the special-units variant).
 */
function toll(p: Plan, cls: Cls, fromAt: number, toAt: number, d: number): number {
  if (d <= 1 || !p.enemyList.length) return 0;
  const R = p.info.regions.length;
  const flat = p.info.flat[cls];
  if (tollPaid.length < R) (tollPaid = new Int32Array(R)), (tollSeen = new Int32Array(R)), (tollLayer = new Int32Array(R)), (tollNext = new Int32Array(R));
  // Each region of a layer is d - step borders from the target, so no region is in two layers: one table of the least
  // toll per region serves every layer, its entries marked with this call's number.
  if (tollMark === 0x7fffffff) (tollMark = 0), tollSeen.fill(0);
  const mark = ++tollMark;
  let layer = tollLayer;
  let next = tollNext;
  let size = 1;
  layer[0] = fromAt;
  tollPaid[fromAt] = 0;
  for (let step = 1; step < d; step++) {
    let nextSize = 0;
    for (let i = 0; i < size; i++) {
      const at = layer[i];
      const paid = tollPaid[at];
      for (const k of nearby(p.info, cls, at, 1)) {
        if (flat[k * R + toAt] !== d - step) continue;
        const cost = paid + (p.enemyTallyAt[k]?.[cls] ?? 0);
        if (tollSeen[k] !== mark) {
          tollSeen[k] = mark;
          tollPaid[k] = cost;
          next[nextSize++] = k;
        } else if (cost < tollPaid[k]) tollPaid[k] = cost;
      }
    }
    const done = layer;
    layer = next;
    next = done;
    size = nextSize;
  }
  let least = Infinity;
  for (let i = 0; i < size; i++) if (tollPaid[layer[i]] < least) least = tollPaid[layer[i]];
  return least === Infinity ? 0 : least;
}

/** toll's scratch tables (a call's layers and least tolls, by region index), grown to the largest map asked. */
let tollPaid = new Int32Array(0);
let tollSeen = new Int32Array(0);
let tollLayer = new Int32Array(0);
let tollNext = new Int32Array(0);
let tollMark = 0;

/** Enemy units that can reach a region in one maneuver, as a threat on a city there. */
function threatAt(p: Plan, at: number): number {
  const memo = p.memo;
  if (memo.threatStamp[at] === p.stamp) return memo.threat[at];
  let n = 0;
  const R = p.info.regions.length;
  for (const t of p.enemyList) {
    if (t.land && p.info.flat.land[t.at * R + at] <= 1) n += t.land;
    if (t.sea && p.info.flat.sea[t.at * R + at] <= 1) n += t.sea;
  }
  memo.threatStamp[at] = p.stamp;
  return (memo.threat[at] = n);
}

/** The nation's cities without a temple with the surcharge a temple there costs, cheapest first; once per plan. */
function bareCities(p: Plan): BareCity[] {
  if (p.bare) return p.bare;
  const perNeighbour = p.facts.templeSurcharge;
  const bare: BareCity[] = [];
  const { temple, tables } = p.board;
  for (const at of p.mine) {
    if (temple[at]) continue;
    let n = 0;
    if (perNeighbour) for (const k of tables.neighbours[at]) n += temple[k];
    bare.push({ at, surcharge: n * perNeighbour });
  }
  bare.sort((a, b) => a.surcharge - b.surcharge);
  return (p.bare = bare);
}

/** Coin surcharges for neighbours (D-TEMP-02 temples next door, D-FOUND-06 same resource next door). */
function surcharge(p: Plan, region: string, what: 'temple' | 'found', resource?: Resource): number {
  const bag = what === 'temple' ? p.ruleset.actions.build.temple.adjacentTempleSurcharge : p.ruleset.actions.found.sameResourceSurcharge;
  const per = bagTotal(bag);
  if (!per) return 0;
  let n = 0;
  for (const other in p.ruleset.map.regions[region].borders) {
    const c = p.state.cities[other];
    if (c && (what === 'temple' ? c.temple : c.resource === resource)) n++;
  }
  return n * per * p.chip.coin;
}

/** The rondel planner (engine/bots/planner.ts) with this policy's valuations. */
export function planRondelFor(p: Plan, o?: PlannerOptions): Map<string, number> {
  return planRondel(p, { counterGain, eventGain, fieldValue, knowHowPrice, paramNow }, o);
}
