/**
 * The heuristic bot: named weight sets (balanced, builder, conqueror) for the cheap policy of
 * engine/bots/policy.ts, which scores every legal move straight from features of the state and the move (no
 * copy of the state per candidate), and `evaluate`, the position evaluation MCTS uses at its rollout cut-off.
 *
 * What makes games finish (the greedy bot stalled cycling MARMOR → FERRUM → DUELLUM):
 * - progress toward a personage counts only while its stack has cards left (D-SUP-07), so once temples or
 *   know-hows give nothing more, cities, conquest and sea points take over;
 * - a chip is worth a share of the purchase it brings closer, discounted by how many productions away it is,
 *   and a paid rondel step costs the very chips the engine takes, so no field is bought for less than it gives;
 * - a maneuver is valued by the same move gains the moves are then scored by, so a DUELLUM field is chosen
 *   only when units will move, and units never shuttle (a lone galley keeps its sea point, a site keeps its unit);
 * - as the game goes on, the attack weight grows (the "push"), so a stalled position turns to conquest.
 * All randomness (tie-breaks) comes from the bot's own seeded PRNG.
 */
import { cardToPlay, type CardPlayer } from './cards';
import { atFieldDecision, decidingNation } from '../state/selectors';
import type { GameState, Move, Payment } from '../state/types';
import type { Ruleset } from '../ruleset/types';
import { nextRandom } from '../random/prng';
import { allCounters, cityDefence, mapInfo, resourceKinds, score, victoryTarget, type BoardCounters, type MapInfo } from './features';
import type { Resource } from '../ruleset/types';
import type { Bot } from './random';
import { knowHowPrice, moveScores, type PolicyWeights } from './policy';
import { lineMove, openingLine, type OpeningBot, type OpeningSearch } from './opening';

/** The policy's weights (engine/bots/policy.ts) and those only the position evaluation (MCTS cut-offs) reads. */
export interface HeuristicWeights extends PolicyWeights {
  /** One resource chip, up to `resourceCap` of each kind; beyond it a tenth. */
  resource: number;
  resourceCap: number;
  /** A unit standing on a free city site (one per site): a city one founding away. */
  onSite: number;
  /** Per move of distance from a redundant galley to a sea region without an own galley. */
  seaDistance: number;
  /** An event card in hand that has an effect (blank cards count nothing). */
  card: number;
  /**
   * The first `openingTurns` rondel fields come from a search over the nation's own turns (engine/bots/opening.ts,
   * `openingBeam` positions kept, `openingDepth` turns deep), followed while the nation's stone stands where the
   * line left it; absent or 0: the policy chooses from the first turn.
   */
  openingTurns?: number;
  openingBeam?: number;
  openingDepth?: number;
  /**
   * Weights the policy plays with from round `lateRound` + 1 on (policyMove), over the others; absent: the same
   * throughout. The opening search plays and values without them (openingBotFor), so the opening lines stay the
   * book's: every weight set gets its own lines, searched 20 turns deep with its policy and then followed in every
   * seed, so a weight changed for the whole game changes the lines too, and their effect (±2 turns per nation, and
   * the lopsided games of `sailing` 2, where the first player won 7.5% of 200) hid the weight's own.
   */
  late?: Partial<PolicyWeights>;
  lateRound?: number;
}

/**
 * Every strategy's opening search (engine/bots/opening.ts). Against an idle opponent, a beam of 6, 16 turns deep,
 * played as long but MCTS then won 72% [62.5, 79.9] against the bot instead of 83% [74.5, 89.1]. Searched in turn
 * order (2026-11-26; 300 seat-swapped Duellum seed pairs, bench/prof/versus.ts; lengths over 400 seeds, sweep.ts): beam 6 / depth 16 won 51.0% [47.0, 55.0]
 * against this one, beam 4 / depth 20 40.3% [36.5, 44.3]; 20 turns to depth 25 and 25 to depth 30 played no shorter.
 */
const OPENING = { openingTurns: 15, openingBeam: 8, openingDepth: 20 } as const;

/**
 * The `planner` strategy is `balanced` choosing its rondel field over its next 3 own turns (engine/bots/planner.ts,
 * discount 0.8): with it on all three strategies, 100 seeds of Duellum went from median 56 / p95 75.7 turns per
 * nation to 50 / 63.6, builder 59.5 / 73.6 → 51.3 / 62.5, conqueror 60.5 / 77 → 57.5 / 67.5, Antike East 2–6
 * nations no longer; depth 4 cost 3 times the CPU for no gain, a discount of 0.9 lengthened Antike's 4- and
 * 5-nation games. It is not the default yet: it costs 11–19% more CPU per game, and MCTS(1000), whose rondel choice
 * looks one turn ahead, won 4 of 40 games against it (70% against the one-turn bot on the same seeds).
 */
export const strategies: Record<string, HeuristicWeights> = {
  balanced: {
    personage: 1000,
    progress: 0.8,
    city: 90,
    temple: 150,
    knowHow: 90,
    wall: 12,
    unit: 30,
    resource: 14,
    coin: 16,
    resourceCap: 7,
    onSite: 60,
    seaDistance: 6,
    attack: 0.35,
    attackCap: 0.6,
    push: 0.012,
    opponent: 0.5,
    hold: 0.2,
    sailing: 1,
    stepPenalty: 6,
    chipShare: 0.6,
    spareChip: 2,
    decay: 0.6,
    horizon: 3,
    futureProductions: 20,
    // Duellum, 400 seeds each (median / p95 turns per nation): seeds 1–400 55.8 / 68 → 54 / 66.5, 401–800 56 / 70 →
    // 54 / 69, 801–1200 56 / 72.5 → 54 / 69.5; Antike East 2–6 nations (200 seeds) medians 39.8 / 41.3 / 41 / 41 /
    // 38.6 → 39.5 / 40.7 / 40.3 / 40.2 / 37.5, p95 50 / 47 / 50.3 / 51.4 / 50.2 → 49 / 49 / 50.3 / 50.8 / 49.2.
    // Builder (55.5 / 69 → 56 / 70.5), conqueror (59 / 73.5 → 61 / 75.5) and the planner (seeds 401–800, 47 / 60 →
    // 50 / 61.5) were longer with it.
    futureFade: 1,
    productionChip: 40,
    card: 15,
    margin: 1,
    // Duellum, 600 seat-swapped games (seeds 1–300) against itself without: 60.5% [56.5, 64.3]; Antike East, 4
    // nations, 300 games: 50% (arming there takes units from the supply to any city, so the tie is rarer).
    placement: 0.2,
    heldFounding: 1,
    strike: 2,
    ...OPENING,
    // After the opening's 20 turns: galleys and the first know-hows (scholars, the personages one purchase buys) worth twice as
    // much. Against the bot without (2026-11-28, helper's measurement, bench/prof/sweep.ts and
    // versus.ts): Duellum median / p95 turns per nation 48 / 57.5 → 44.5 / 52 (seeds 1–200), 48.5 / 56.5 → 44.5 / 52
    // (201–400), every game finished; Antike East 2–6 nations medians 38.3 / 38 / 37.8 / 36.8 / 33.3 → 32.8 / 34.3 /
    // 32.5 / 31.2 / 30.7; the first player 48.8% of 400 Duellum games (48.5% without); seat-swapped against the bot
    // without, 400 Duellum games, 68.5% [63.8, 72.9]. Each alone was weaker: `sailing` lengthened Antike East, `khBoost`
    // barely shortened Duellum; from round 15 the first player won 41.5%.
    lateRound: 20,
    late: { sailing: 2, khBoost: 2 },
  },
  builder: {
    personage: 1000,
    progress: 0.65,
    city: 110,
    temple: 200,
    knowHow: 120,
    wall: 18,
    unit: 22,
    resource: 16,
    coin: 16,
    resourceCap: 7,
    onSite: 70,
    seaDistance: 5,
    attack: 0.15,
    attackCap: 0.3,
    push: 0.008,
    opponent: 0.35,
    hold: 0.4,
    sailing: 1,
    stepPenalty: 8,
    chipShare: 0.6,
    spareChip: 2,
    decay: 0.6,
    horizon: 3,
    futureProductions: 24,
    productionChip: 40,
    card: 12,
    margin: 1,
    placement: 0.2,
    ...OPENING,
  },
  conqueror: {
    personage: 1000,
    progress: 0.5,
    city: 90,
    temple: 55,
    knowHow: 60,
    wall: 8,
    unit: 40,
    resource: 12,
    coin: 14,
    resourceCap: 7,
    onSite: 50,
    seaDistance: 5,
    attack: 0.75,
    attackCap: 0.85,
    push: 0.02,
    opponent: 0.65,
    hold: 0.4,
    sailing: 1,
    stepPenalty: 4,
    chipShare: 0.6,
    spareChip: 2,
    decay: 0.6,
    horizon: 3,
    futureProductions: 16,
    productionChip: 35,
    card: 18,
    margin: 1,
    placement: 0.2,
    ...OPENING,
  },
};
/**
 * The planner takes over once the nation holds its first personage (planFrom 1): the policy opens (arming, founding
 * toward the first king), the planner plans from there. Duellum, 400 seeds each (median / p95 turns per nation):
 * seeds 1–400 51 / 63 → 48 / 61.5, seeds 401–800 51.5 / 65.5 → 48 / 61; Antike East 2–6 nations (100 seeds) medians
 * 36.1 / 37 / 37 / 35.5 / 32.8 → 36 / 37.7 / 37.3 / 35.4 / 32, p95 43.8 / 42 / 45.5 / 49.1 / 48.9 → 42.1 / 42 / 47 /
 * 48 / 47.6. Handing over at 2 or 3 personages was no better than the planner throughout (400 seeds: 50.5 / 66,
 * 51 / 66); the reverse, the planner until the first 2, 3 or 5 personages and the policy after, was longer (53.3–57.8).
 */
strategies.planner = { ...strategies.balanced, planDepth: 3, planFrom: 1, futureFade: 0 };


/**
 * How good `state` is for `nation`, in personage units × 1000: its own progress minus a share of the others'.
 */
export function evaluate(ruleset: Ruleset, state: GameState, nation: string, w: HeuristicWeights = strategies.balanced, all = allCounters(ruleset, mapInfo(ruleset), state)): number {
  if (state.result) return state.result.winner === nation ? 1e7 : -1e7;
  const info = mapInfo(ruleset);
  let value = progress(ruleset, info, state, nation, w, all[nation], true);
  let others = 0;
  for (const other of state.nations) if (other !== nation) others = Math.max(others, progress(ruleset, info, state, other, w, all[other], false));
  // The strongest opponent counts: against several, stopping the leader matters more than hurting the rest.
  value -= w.opponent * others;
  return value;
}

function progress(ruleset: Ruleset, info: MapInfo, state: GameState, nation: string, w: HeuristicWeights, c: BoardCounters, positional: boolean): number {
  const me = state.nation[nation];
  const target = victoryTarget(ruleset, state);
  const held = score(ruleset, state, nation);
  let value = w.personage * Math.min(held, target);
  const active = state.nations[state.turn.active] === nation && !state.result;
  // Personages earned this turn are awarded at its end (D-PERS): count them now, while their stack has cards.
  if (active) {
    for (const { stack, event } of info.eventStacks) {
      const n = Math.min(state.turn.events[event] ?? 0, state.stacks[stack] ?? 0);
      value += n * w.personage * info.cardScore[stack];
    }
  }
  for (const { stack, counter, every } of info.counterStacks) {
    if ((state.stacks[stack] ?? 0) <= 0) continue;
    const reached = me.thresholdsReached[stack] ?? 0;
    const have = c[counter] ?? 0;
    const next = every * (reached + 1);
    // D-PERS-07: the k-th card needs k × every. Progress counts quadratically: the last steps are worth most.
    const frac = Math.max(0, Math.min(1, (have - every * reached) / every));
    value += (have >= next ? 1 : w.progress * (0.5 * frac + 0.5 * frac * frac)) * w.personage * info.cardScore[stack];
  }
  value = possessions(ruleset, state, nation, w, c, active, positional ? needs(ruleset, state, nation, w) : undefined, value);
  if (positional) value += position(ruleset, info, state, nation, w, held, target);
  return value;
}

/**
 * What the nation holds, added to `value`: cities, temples, walls (D-WALL-01: a wall in the supply is worth w.wall,
 * one built that and what building it cost, so breaking an enemy wall gains and breaking one's own loses), cards in
 * hand, know-hows (with those developed this turn while it is active), chips and coins (worth less beyond what the
 * next purchases `need`, or beyond the cap), units on the board and, less, in the recruitment box (D-MIL-02: one
 * there must be armed first). The evaluation's part that needs no position, and all of `holdings`.
 */
function possessions(ruleset: Ruleset, state: GameState, nation: string, w: HeuristicWeights, c: BoardCounters, active: boolean, need: Record<Resource, number> | undefined, value: number): number {
  const me = state.nation[nation];
  value += w.city * c.cities + w.temple * c.temples + w.wall * me.walls + c.walls * builtWall(ruleset, w);
  value += handValue(ruleset, me.hand, w);
  value += w.knowHow * (me.knowHows.length + (active ? state.turn.developed.filter((k) => !me.knowHows.includes(k)).length : 0));
  for (const r of resourceKinds(ruleset)) value += w.resource * capped(me.stock[r], need ? need[r] : w.resourceCap);
  value += w.coin * capped(me.stock.coin, w.resourceCap);
  let boxed = 0;
  for (const u in me.box) boxed += me.box[u];
  const units = c.units;
  value += w.unit * (units <= 14 ? units : 14 + 0.5 * (units - 14)) + 0.2 * w.unit * boxed;
  return value;
}

const wallCosts = new WeakMap<Ruleset, { chips: number; coins: number }>();

/** A town wall standing, in the evaluation's units: a wall in the supply and its price, chips at w.resource. */
function builtWall(ruleset: Ruleset, w: HeuristicWeights): number {
  let cost = wallCosts.get(ruleset);
  if (!cost) {
    cost = { chips: 0, coins: 0 };
    for (const [kind, n] of Object.entries(ruleset.actions.build.townWall?.cost ?? {})) cost[kind === 'coin' ? 'coins' : 'chips'] += n ?? 0;
    wallCosts.set(ruleset, cost);
  }
  return w.wall + cost.chips * w.resource + cost.coins * w.coin;
}

/** Cards in hand: those with an effect are worth keeping for later (a Fortress saves a city); blanks are not. */
function handValue(ruleset: Ruleset, hand: readonly string[], w: HeuristicWeights): number {
  const cards = ruleset.eventCards?.cards;
  let value = 0;
  if (cards) for (const card of hand) if (cards[card]?.effects.length) value += w.card;
  return value;
}

/**
 * How many chips of each resource the nation's next purchases need, from the ruleset's prices: a temple while
 * it has a city without one, a founding while free sites remain, arming, the cheapest know-how it lacks (paid in
 * gold, D-SCI-02), recruiting. Chips beyond that are worth a tenth: producing what nothing needs gains nothing.
 */
function needs(ruleset: Ruleset, state: GameState, nation: string, w: HeuristicWeights): Record<Resource, number> {
  const me = state.nation[nation];
  const kinds = resourceKinds(ruleset);
  const goal = {} as Record<Resource, number>;
  for (const r of kinds) goal[r] = 0;
  let bare = false;
  for (const id in state.cities) if (state.cities[id].owner === nation && !state.cities[id].temple) bare = true;
  if (bare && state.bank.temples > 0) take(goal, kinds, ruleset.actions.build.temple.cost, 1);
  take(goal, kinds, ruleset.actions.arm.cost, 3);
  let cheapest = Infinity;
  for (const [id, k] of Object.entries(ruleset.knowHows.items)) {
    if (me.knowHows.includes(id)) continue;
    cheapest = Math.min(cheapest, knowHowPrice(state, nation, id, k.price).price);
  }
  const paidIn = ruleset.knowHows.paidIn;
  if (cheapest < Infinity) goal[paidIn] = Math.max(goal[paidIn] ?? 0, cheapest);
  for (const bag of Object.values(ruleset.actions.research.recruit ?? {})) take(goal, kinds, bag, 2);
  const found = ruleset.actions.found.cost;
  for (const r of resourceKinds(ruleset)) goal[r] = Math.min(w.resourceCap + 3, goal[r] + (found[r] ?? 0));
  return goal;
}

/** Raises `goal` to `times` a price: a module function, as a closure in needs was named again at every call under tsx. */
function take(goal: Record<Resource, number>, kinds: readonly Resource[], bag: Partial<Record<string, number>> | undefined, times: number): void {
  if (!bag) return;
  for (const r of kinds) goal[r] = Math.max(goal[r], (bag[r] ?? 0) * times);
}

const decay = [1, 0.5, 0.3, 0.2, 0.12, 0.08, 0.05];

/**
 * 0.6^d for the distances a unit on its way to a free site is counted at (0–4), as literals: Math.pow is
 * implementation-approximated, and a game must be the same on every JavaScript engine (engine/random/portable-math.ts).
 * These are the values Node's Math.pow gave, so no game changed.
 */
const siteNearness = [1, 0.6, 0.36, 0.21599999999999997, 0.1296];

/**
 * What a nation holds (its personages and `possessions`), in the evaluation's units, less a share of the strongest
 * opponent's. No progress toward personages and no position: what a card that is done when played changes
 * (engine/bots/cards.ts), at a fraction of evaluate's cost.
 */
export function holdings(ruleset: Ruleset, state: GameState, nation: string, w: HeuristicWeights, all = allCounters(ruleset, mapInfo(ruleset), state)): number {
  if (state.result) return state.result.winner === nation ? 1e7 : -1e7;
  const activeNation = state.nations[state.turn.active];
  let others = -Infinity;
  let mine = 0;
  for (const n of state.nations) {
    const value = possessions(ruleset, state, n, w, all[n], n === activeNation, undefined, w.personage * score(ruleset, state, n));
    if (n === nation) mine = value;
    else others = Math.max(others, value);
  }
  return mine - w.opponent * (others === -Infinity ? 0 : others);
}

function capped(n: number, cap: number): number {
  // Beyond the cap a chip is worth a tenth, and beyond twice the cap nothing: hoarding gains nothing.
  return n <= cap ? n : cap + 0.1 * Math.min(n - cap, cap);
}

/** Where the units stand: on or toward free city sites, spread over the sea, massed against enemy cities. */
function position(ruleset: Ruleset, info: MapInfo, state: GameState, nation: string, w: HeuristicWeights, held: number, target: number): number {
  let value = 0;
  const canFound = state.nation[nation].cityStones > 0 || ruleset.supply.cityStonesPerNation === undefined;
  const groups: { region: string; crosses: 'land' | 'sea'; n: number; row: number }[] = [];
  const R = info.regions.length;
  const seaHeld = new Set<string>();
  for (const region in state.units) {
    const mine = state.units[region][nation];
    if (!mine) continue;
    let land = 0;
    let sea = 0;
    for (const u in mine) {
      const cls = info.unitClass[u];
      if (!cls || cls.special) continue;
      if (cls.crosses === 'land') land += mine[u];
      else sea += mine[u];
    }
    if (land) groups.push({ region, crosses: 'land', n: land, row: info.index[region] * R });
    if (sea) {
      groups.push({ region, crosses: 'sea', n: sea, row: info.index[region] * R });
      seaHeld.add(region);
    }
  }
  if (!groups.length) return 0;
  if (canFound) {
    // Free city sites, each matched to the nearest unit not yet matched (nearest pairs first): a unit on a site
    // is a city one founding away (D-FOUND-03), one a move away is nearly that.
    const pairs: [number, string, number][] = [];
    for (const site of info.citySites) {
      if (state.cities[site]) continue;
      let enemy = false;
      for (const other in state.units[site] ?? {}) if (other !== nation) enemy = true;
      if (enemy) continue;
      for (let g = 0; g < groups.length; g++) {
        const d = info.flat[groups[g].crosses][groups[g].row + info.index[site]];
        if (d <= 4) pairs.push([d, site, g]);
      }
    }
    pairs.sort((a, b) => a[0] - b[0]);
    const usedSite = new Set<string>();
    const usedUnits = groups.map(() => 0);
    for (const [d, site, g] of pairs) {
      if (usedSite.has(site) || usedUnits[g] >= groups[g].n) continue;
      usedSite.add(site);
      usedUnits[g]++;
      value += w.onSite * siteNearness[d];
    }
  }
  const navigatorLeft = info.counterStacks.some((s) => s.counter === 'sea-points' && (state.stacks[s.stack] ?? 0) > 0);
  if (navigatorLeft && ruleset.personages.seaPoints) {
    // Galleys beyond the first in a region add no sea point; send them where none is.
    for (const g of groups) {
      if (g.crosses !== 'sea' || g.n <= 1) continue;
      let best = Infinity;
      const d = info.dist.sea[g.region];
      for (const r in d) if (!seaHeld.has(r) && d[r] < best) best = d[r];
      if (best < Infinity) value -= w.seaDistance * Math.min(best, 6) * (g.n - 1);
    }
  }
  // Push: the longer the game, the more conquest is worth (it is what remains when temples and know-hows run out).
  const turnsEach = state.turn.number / state.nations.length;
  // Capped below 1: a threat must stay worth less than the conquest itself, or the units would hover next to
  // the city instead of taking it.
  const attackWeight = Math.min(w.attackCap, w.attack * (held < target ? 1 + w.push * turnsEach * 10 : 1));
  if (attackWeight > 0) {
    const generalLeft = info.eventStacks.some((s) => s.event === 'temple-destroyed' && (state.stacks[s.stack] ?? 0) > 0);
    const kingLeft = info.counterStacks.some((s) => s.counter === 'cities' && (state.stacks[s.stack] ?? 0) > 0);
    // One target at a time: the best threat counts fully, the others a quarter, and a threat short of the
    // city's defence counts convexly, so units mass against the weakest worthwhile city instead of spreading or
    // piling up where the defence is highest (D-CONQ-02: the attackers must match the defence).
    let best = 0;
    let rest = 0;
    for (const region in state.cities) {
      const city = state.cities[region];
      if (city.owner === nation) continue;
      let strength = 0;
      const col = info.index[region];
      for (const g of groups) {
        const k = info.flat[g.crosses][g.row + col];
        // Units far away still count a little, so that a maneuver has a direction toward the city.
        if (k <= 6) strength += g.n * decay[k];
      }
      if (!strength) continue;
      const defence = cityDefence(ruleset, info, state, region);
      const worth = w.city * 2 + (kingLeft ? 150 : 0) + (city.temple ? w.temple + (generalLeft ? w.personage * 0.8 : 0) : 0);
      const r = strength / (defence + 0.5);
      // x²/(1+x²): convex while short of the defence (mass the units), never flat (keep closing in until the
      // conquest itself, which is worth more than any threat since attackWeight < 1).
      const threat = attackWeight * worth * ((r * r) / (1 + r * r));
      if (threat > best) {
        rest += best;
        best = threat;
      } else rest += threat;
    }
    value += best + 0.25 * rest;
  }
  return value;
}

export interface HeuristicOptions {
  weights?: Partial<HeuristicWeights>;
  /** false: the bot never tries its event cards (replies to a conquest aside), as before it did; for measurements. */
  cards?: boolean;
}

/**
 * The policy's pick among `moves` for the deciding nation: the highest score, ties broken by the bot's own
 * seeded PRNG. Used by the bot and by MCTS rollouts. Returns the move and the next PRNG state.
 */
export function policyMove(ruleset: Ruleset, state: GameState, moves: Move[], w: HeuristicWeights, rng: number): [Move, number] {
  if (moves.length === 1) return [moves[0], rng];
  w = weightsAt(w, state);
  const payments: (Payment | undefined)[] = [];
  const scores = moveScores(ruleset, state, decidingNation(state), moves, w, payments);
  let best: number[] = [];
  let bestValue = -Infinity;
  for (let i = 0; i < moves.length; i++) {
    const value = scores[i];
    if (value > bestValue + 1e-6) {
      bestValue = value;
      best = [i];
    } else if (value >= bestValue - 1e-6) best.push(i);
  }
  let pick = best[0];
  if (best.length > 1) {
    const [r, next] = nextRandom(rng);
    pick = best[Math.floor(r * best.length)];
    rng = next;
  }
  return [paidAsPolicy(moves[pick], payments[pick]), rng];
}

/**
 * A rondel move whose steps the policy pays with other chips than the engine's default, made with them (D-RON-05);
 * `payment` as moveScores gave it for that move.
 */
export function paidAsPolicy(move: Move, payment: Payment | undefined): Move {
  return payment ? { ...(move as Extract<Move, { type: 'rondel.select' }>), payment } : move;
}

const lateCache = new WeakMap<HeuristicWeights, HeuristicWeights>();

/**
 * The weights the policy plays with in `state`: from round `lateRound` + 1 on, those with their `late` part over
 * them (made once per weight set). Whatever ranks moves as the policy does (MCTS's short lists) must read them too.
 */
export function weightsAt(w: HeuristicWeights, state: GameState): HeuristicWeights {
  if (!w.late || state.turn.round <= (w.lateRound ?? 0)) return w;
  let m = lateCache.get(w);
  if (!m) lateCache.set(w, (m = { ...w, ...w.late, late: undefined }));
  return m;
}

/** A heuristic bot with the given weights (a named strategy, optionally adjusted). */
export function heuristicBot(strategy: string | Partial<HeuristicWeights> = 'balanced', options: HeuristicOptions = {}): Bot {
  const base = typeof strategy === 'string' ? strategies[strategy] : { ...strategies.balanced, ...strategy };
  if (!base) throw new Error(`unknown heuristic strategy '${String(strategy)}'; strategies: ${Object.keys(strategies).join(', ')}`);
  const w = { ...base, ...options.weights };
  const cards = options.cards === false ? undefined : cardPlayerFor(w);
  if (!w.openingTurns) return (ruleset, state, moves, rng) => {
    const card = cards && cardToPlay(ruleset, state, moves, cards, rng);
    return card ? [card, rng] : policyMove(ruleset, state, moves, w, rng);
  };
  const opening = openingBotFor(w);
  const search = openingSearchOf(w);
  return (ruleset, state, moves, rng) => {
    // A card is tried before the opening's field: it does not move the stone, so the line still applies after it.
    const card = cards && cardToPlay(ruleset, state, moves, cards, rng);
    if (card) return [card, rng];
    const booked = openingMove(ruleset, state, moves, opening, search);
    return booked ? [booked, rng] : policyMove(ruleset, state, moves, w, rng);
  };
}

/**
 * How the bot tries its event cards (engine/bots/cards.ts): the rest of the turn by the policy, which plays no card
 * of its own turn (MCTS rollouts and the opening search use it so), valued by `evaluate`. A card is played when its
 * turn ends at least one chip's worth better than without it.
 */
export function cardPlayerFor(w: HeuristicWeights): CardPlayer<Record<string, BoardCounters>> {
  return {
    choose: (ruleset, state, moves, rng) => policyMove(ruleset, state, moves, w, rng),
    value: (ruleset, state, nation, board) => evaluate(ruleset, state, nation, w, board),
    material: (ruleset, state, nation, board) => holdings(ruleset, state, nation, w, board),
    countBoard: (ruleset, state) => allCounters(ruleset, mapInfo(ruleset), state),
    keepValue: (ruleset, card) => handValue(ruleset, [card], w),
    margin: w.resource,
  };
}

/**
 * The policy and evaluation the opening search of a bot with weights `w` runs. The weights name its lines: bots with
 * the same weights share them (engine/bots/opening.ts).
 */
export function openingBotFor(w: HeuristicWeights): OpeningBot {
  // The late weights are the policy's after the opening: the search plays and values with the others, so a bot with
  // them shares its lines (and the book's) with the bot without.
  const searched = { ...w, late: undefined, lateRound: undefined };
  return { key: `heuristic ${JSON.stringify(searched)}`, choose: (ruleset, state, moves, rng) => policyMove(ruleset, state, moves, searched, rng), value: (ruleset, state, nation) => evaluate(ruleset, state, nation, searched) };
}

/** The opening line's move at a rondel decision of the opening's turns (lineMove); the line is looked up only then. */
function openingMove(ruleset: Ruleset, state: GameState, moves: Move[], bot: OpeningBot, search: OpeningSearch): Move | undefined {
  if (!inOpening(state, search) || !atFieldDecision(state)) return undefined;
  const nation = decidingNation(state);
  return lineMove(openingLine(ruleset, state, nation, bot, search), state, nation, moves);
}

/** Whether `state` is in the rounds the opening line covers, where the bot with that search plays its fields by the line. */
export function inOpening(state: GameState, search: OpeningSearch): boolean {
  return state.turn.round <= search.turns;
}

/** The opening search of a bot with weights `w` (OPENING's beam and depth where the weights name none). */
export function openingSearchOf(w: HeuristicWeights): OpeningSearch {
  return { turns: w.openingTurns ?? 0, beam: w.openingBeam ?? OPENING.openingBeam, depth: w.openingDepth ?? OPENING.openingDepth };
}
