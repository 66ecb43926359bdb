import { randomInt, seedState, shuffle } from '../random/prng';
import { contextOf } from '../rules/context';
import { giveCoins } from '../rules/payment';
import { startCityDefaults, type Currency, type Ruleset } from '../ruleset/types';
import type { GameEvent, GameState, NationState } from './types';
import { deckInPlay } from '../effects/deck';
import { nationName } from './selectors';
import { setCity } from './ownership';

export interface CreateOptions {
  seed: number;
  /** Number of players; defaults to the ruleset's minimum. */
  players?: number;
}

export type CreateResult = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: { code: string; message: string } };

/**
 * Sets up a game from a validated ruleset (D-SET, A-SET): the lineup for the player count, start cities,
 * supplies, recruitment boxes, the shuffled event deck and display, the start player and its compensation.
 */
export function createGame(ruleset: Ruleset, options: CreateOptions): CreateResult {
  const players = options.players ?? ruleset.players.min;
  if (!Number.isInteger(players) || players < ruleset.players.min || players > ruleset.players.max) {
    return { ok: false, error: { code: 'setup/player-count', message: `${ruleset.title} takes ${ruleset.players.min}–${ruleset.players.max} players, not ${players}` } };
  }
  const lineup = ruleset.map.lineups[String(players)];
  if (!lineup) return { ok: false, error: { code: 'setup/no-lineup', message: `the map has no lineup for ${players} players` } };
  if (!Number.isInteger(options.seed)) return { ok: false, error: { code: 'setup/seed', message: 'the seed must be a whole number' } };

  const context = contextOf(ruleset);
  const events: GameEvent[] = [];
  let rng = seedState(options.seed);
  const nations = lineup.nations.slice();
  let start = lineup.startNation ? nations.indexOf(lineup.startNation) : -1;
  if (start < 0) {
    [start, rng] = randomInt(nations.length, rng);
    events.push({ type: 'setup.start-player', nation: nations[start], text: `start player drawn at random: ${nationName(ruleset, nations[start])}`, random: true });
  }
  const order = [...nations.slice(start), ...nations.slice(0, start)];

  const state: GameState = {
    rulesetId: ruleset.id,
    seed: options.seed,
    rng,
    nations: order,
    controllers: lineup.controllers ? lineup.controllers.map((c) => c.slice()) : nations.map((n) => [n]),
    nation: {},
    cities: {},
    units: {},
    bank: {
      temples: ruleset.supply.temples,
      walls: ruleset.supply.townWalls ?? 0,
      coins: ruleset.supply.coins ?? null,
      cityTokens: { ...(ruleset.supply.cityTokens ?? {}) },
    },
    stacks: Object.fromEntries(context.stacks.map((s) => [s, ruleset.personages.stacks[s].count])),
    cards: { deck: [], display: [], discard: [] },
    turn: { number: 1, round: 1, active: 0, phase: 'rondel', armedAt: {}, armable: {}, developed: [], events: {}, cityLosers: [], movesLeft: {}, cardsTaken: {} },
    pending: [],
    modifiers: [],
    personagesExhausted: false,
    moveCount: 0,
  };

  const wallsAtStart = ruleset.actions.build.townWall?.gainedAtScore.includes(0) ? 1 : 0;
  for (const nation of order) {
    // Every declared kind (D-COMP-06, A-COMP-06) in declared order, then coins: payments loop over the kinds.
    const stock: Record<Currency, number> = emptyStock(ruleset);
    for (const [c, n] of Object.entries(ruleset.setup.startResources)) stock[c as Currency] = n ?? 0;
    const supply: Record<string, number> = { ...ruleset.supply.perNation };
    const box: Record<string, number> = {};
    for (const [unit, n] of Object.entries(ruleset.setup.recruitmentBox ?? {})) {
      const moved = Math.min(n, supply[unit] ?? 0);
      box[unit] = moved;
      supply[unit] = (supply[unit] ?? 0) - moved;
    }
    const color = ruleset.map.nations[nation].color;
    for (const [id, special] of Object.entries(ruleset.specialUnits ?? {})) {
      // D-VAR-01: each special unit started in its owner's recruitment box (or supply where there is no box).
      if (special.ownerColor === color) (ruleset.actions.arm.from === 'recruitment-box' ? box : supply)[id] = 1;
    }
    const walls = Math.min(wallsAtStart, state.bank.walls);
    state.bank.walls -= walls;
    state.nation[nation] = {
      stock,
      rondel: null,
      knowHows: [],
      personages: {},
      thresholdsReached: {},
      supply,
      box,
      walls,
      cityStones: ruleset.supply.cityStonesPerNation ?? 0,
      hand: [],
      completionBonusTaken: false,
    } satisfies NationState;
  }

  state.turn.armable = { ...state.nation[order[0]].box };
  const selection = ruleset.setup.startCities?.selection ?? startCityDefaults.selection;
  const count = ruleset.setup.startCities?.count ?? startCityDefaults.count;
  if (selection === 'lineup') {
    for (const nation of order) for (const region of lineup.startCities[nation].slice(0, count)) placeStartCity(ruleset, state, nation, region);
  } else {
    // A-VAR-01, A-SET-13: nations pick their start cities one at a time, in turn order.
    state.turn.phase = 'choose-start';
    for (let round = 0; round < count; round++) for (const nation of order) state.pending.push({ kind: 'choose-start-city', nation, remaining: count - round });
  }
  for (const [nation, byRegion] of Object.entries(lineup.startUnits ?? {})) {
    for (const [region, byUnit] of Object.entries(byRegion)) {
      for (const [unit, n] of Object.entries(byUnit)) {
        const have = state.nation[nation].supply[unit] ?? 0;
        const placed = Math.min(n, have);
        state.nation[nation].supply[unit] = have - placed;
        if (placed) ((state.units[region] ??= {})[nation] ??= {})[unit] = placed;
      }
    }
  }

  for (const nation of order.slice(1)) {
    const compensation = ruleset.setup.compensation ?? {};
    for (const [c, n] of Object.entries(compensation)) {
      if (c === 'coin') giveCoins(state, state.nation[nation], n ?? 0);
      else state.nation[nation].stock[c as Currency] += n ?? 0;
    }
  }

  if (ruleset.eventCards) {
    // Cards whose text is unknown stay out of the shuffled deck (engine/effects/deck.ts).
    const deck = deckInPlay(ruleset.eventCards.cards);
    if (deck.length) {
      [state.cards.deck, state.rng] = shuffle(deck, state.rng);
      state.cards.display = state.cards.deck.splice(0, ruleset.eventCards.display);
      events.push({ type: 'setup.cards', text: `event deck shuffled; face up: ${state.cards.display.map((c) => ruleset.eventCards!.cards[c].name).join(', ')}`, random: true });
    }
  }
  if (ruleset.economy.coinsPerRound > 0 && state.turn.phase !== 'choose-start') {
    // A-TURN-01, AMB-A01: every nation takes its coin when the start player's turn comes round, round 1 included.
    for (const nation of order) giveCoins(state, state.nation[nation], ruleset.economy.coinsPerRound);
    events.push({ type: 'round.coins', text: `round 1: every nation takes ${ruleset.economy.coinsPerRound} coin${ruleset.economy.coinsPerRound > 1 ? 's' : ''}` });
  }
  events.push({ type: 'turn.start', nation: order[0], text: `turn 1: ${nationName(ruleset, order[0])}` });
  return { ok: true, state, events };
}

export function placeStartCity(ruleset: Ruleset, state: GameState, nation: string, region: string): void {
  const resource = ruleset.map.regions[region].citySite!.resource!;
  // Also a move (A-VAR-01: start cities chosen in play), so the map of cities may be shared with an earlier state.
  setCity(state, region, { owner: nation, resource, temple: false, wall: false, founded: false });
  if (ruleset.supply.cityTokens) state.bank.cityTokens[resource] = (state.bank.cityTokens[resource] ?? 0) - 1;
  else state.nation[nation].cityStones--;
}


/** A stock with 0 of every resource kind the ruleset declares (/economy/resources), in declared order, and 0 coins. */
export function emptyStock(ruleset: Ruleset): Record<Currency, number> {
  const stock: Record<Currency, number> = {};
  for (const c in ruleset.economy.resources) stock[c] = 0;
  stock.coin = 0;
  return stock;
}
