import { expect } from 'vitest';
import { applyMove, createGame, legalMoves, type GameEvent, type GameState, type Move } from '../../engine/index';
import type { Bag, Resource, Ruleset } from '../../engine/ruleset/types';
import { validateRuleset } from '../../engine/ruleset/validate';
import { applyMergePatch } from '../../engine/ruleset/merge-patch';
import { builtInLibrary } from './library';
import { cityDefense } from '../../engine/actions/maneuver';
import { applyContext } from '../../engine/rules/apply-context';

const cache = new Map<string, Ruleset>();

/** A shipped ruleset, resolved and validated (throws if it does not validate). */
export function ruleset(id: string): Ruleset {
  let r = cache.get(id);
  if (!r) {
    const result = validateRuleset(builtInLibrary(), id);
    if (!result.ruleset) throw new Error(`${id} does not validate: ${result.diagnostics.map((d) => d.message).join('; ')}`);
    r = result.ruleset;
    cache.set(id, r);
  }
  return r;
}

/** A shipped ruleset with a merge patch applied (for rule tests that need another price or switch). */
export function rulesetWith(id: string, patch: unknown): Ruleset {
  return applyMergePatch(ruleset(id), patch) as Ruleset;
}

export interface Given {
  seed?: number;
  players?: number;
  /** Nation on turn (turn order is rotated so it is first). */
  active?: string;
  /** Clear start cities, units and stocks before applying the rest (a blank board). */
  blank?: boolean;
  stock?: Record<string, Bag>;
  cities?: Record<string, { owner: string; resource: Resource; temple?: boolean; wall?: boolean; founded?: boolean }>;
  units?: Record<string, Record<string, Record<string, number>>>;
  rondel?: Record<string, string | null>;
  knowHows?: Record<string, string[]>;
  box?: Record<string, Record<string, number>>;
  walls?: Record<string, number>;
  hand?: Record<string, string[]>;
  bankCoins?: number | null;
}

/**
 * Builds a "Given" position from a real game: creates it with the engine, then sets exactly what the scenario
 * states. The nation on turn starts at the rondel step with its box contents armable, as at a turn's start.
 */
export function given(rules: Ruleset, g: Given = {}): GameState {
  const state = createGame(rules, { seed: g.seed ?? 1, players: g.players });
  if (g.active) {
    const i = state.nations.indexOf(g.active);
    if (i < 0) throw new Error(`${g.active} is not in the game: ${state.nations.join(', ')}`);
    state.nations = [...state.nations.slice(i), ...state.nations.slice(0, i)];
  }
  if (g.blank) {
    for (const [region, city] of Object.entries(state.cities)) {
      if (rules.supply.cityTokens) state.bank.cityTokens[city.resource] = (state.bank.cityTokens[city.resource] ?? 0) + 1;
      else state.nation[city.owner].cityStones++;
      delete state.cities[region];
    }
    state.units = {};
    for (const n of state.nations) state.nation[n].stock = zeroStock(rules);
  }
  for (const [region, city] of Object.entries(g.cities ?? {})) {
    const previous = state.cities[region];
    if (previous) {
      if (rules.supply.cityTokens) state.bank.cityTokens[previous.resource]! += 1;
      else state.nation[previous.owner].cityStones++;
    }
    state.cities[region] = { owner: city.owner, resource: city.resource, temple: !!city.temple, wall: !!city.wall, founded: city.founded ?? true };
    if (rules.supply.cityTokens) state.bank.cityTokens[city.resource]! -= 1;
    else state.nation[city.owner].cityStones--;
    if (city.temple) state.bank.temples--;
  }
  for (const [region, byNation] of Object.entries(g.units ?? {})) {
    for (const [nation, byUnit] of Object.entries(byNation)) {
      for (const [unit, n] of Object.entries(byUnit)) {
        ((state.units[region] ??= {})[nation] ??= {})[unit] = n;
        // Pieces come from the supply; special units start in the recruitment box (D-VAR-01).
        const me = state.nation[nation];
        const fromSupply = Math.min(n, me.supply[unit] ?? 0);
        me.supply[unit] = (me.supply[unit] ?? 0) - fromSupply;
        if (n > fromSupply && me.box[unit]) me.box[unit] = Math.max(0, me.box[unit] - (n - fromSupply));
      }
    }
  }
  // Every kind the ruleset declares (/economy/resources) starts at 0: the engine's stocks hold each kind.
  for (const [nation, bag] of Object.entries(g.stock ?? {})) state.nation[nation].stock = { ...zeroStock(rules), ...bag } as GameState['nation'][string]['stock'];
  for (const [nation, field] of Object.entries(g.rondel ?? {})) state.nation[nation].rondel = field;
  for (const [nation, list] of Object.entries(g.knowHows ?? {})) state.nation[nation].knowHows = list.slice();
  for (const [nation, box] of Object.entries(g.box ?? {})) {
    for (const [unit, n] of Object.entries(box)) {
      const had = state.nation[nation].box[unit] ?? 0;
      state.nation[nation].supply[unit] = (state.nation[nation].supply[unit] ?? 0) + had - n;
      state.nation[nation].box[unit] = n;
    }
  }
  for (const [nation, walls] of Object.entries(g.walls ?? {})) state.nation[nation].walls = walls;
  for (const [nation, hand] of Object.entries(g.hand ?? {})) {
    state.nation[nation].hand = hand.slice();
    for (const card of hand) {
      const i = state.cards.deck.indexOf(card);
      if (i >= 0) state.cards.deck.splice(i, 1);
    }
  }
  if (g.bankCoins !== undefined) state.bank.coins = g.bankCoins;
  const active = state.nations[0];
  state.turn = { ...state.turn, active: 0, phase: 'rondel', armable: { ...state.nation[active].box }, armedAt: {}, developed: [], events: {}, cityLosers: [], movesLeft: {}, cardsTaken: {} };
  state.pending = [];
  return state;
}

/** Applies moves that must be legal; fails the test with the engine's message if one is not. */
export function play(rules: Ruleset, state: GameState, ...moves: Move[]): { state: GameState; events: GameEvent[] } {
  let current = state;
  const events: GameEvent[] = [];
  for (const move of moves) {
    const result = applyMove(rules, current, move);
    if (!result.ok) throw new Error(`${JSON.stringify(move)} was refused: ${result.error.code} ${result.error.message}`);
    current = result.state;
    events.push(...result.events);
  }
  return { state: current, events };
}

/** Asserts a move is refused with `code`, that the state is unchanged, and returns the message. */
export function refused(rules: Ruleset, state: GameState, move: Move, code: string): string {
  const before = JSON.stringify(state);
  const result = applyMove(rules, state, move);
  expect(result.ok, `${JSON.stringify(move)} should be refused with ${code}`).toBe(false);
  if (result.ok) return '';
  expect(result.error.code).toBe(code);
  expect(JSON.stringify(state)).toBe(before);
  return result.error.message;
}

export function isLegal(rules: Ruleset, state: GameState, move: Partial<Move> & { type: Move['type'] }): boolean {
  return legalMoves(rules, state).some((m) => Object.entries(move).every(([k, v]) => JSON.stringify((m as Record<string, unknown>)[k]) === JSON.stringify(v)));
}

export function stockOf(state: GameState, nation: string) {
  return state.nation[nation].stock;
}

/** Every chip and coin a nation holds. */
export function pieces(state: GameState, nation: string): number {
  const s = state.nation[nation].stock;
  return s.marble + s.iron + s.gold + s.coin;
}

/** The defence of the city in `region` against `attacker` (D-CONQ-03, A-CONQ-02), from the engine's own rule. */
export function defence(rules: Ruleset, state: GameState, region: string, attacker: string): number {
  return cityDefense(applyContext(rules, state, attacker), region);
}

/**
 * Puts personages in a nation's hands as if won earlier: the stacks shrink, and for counter awards (kings,
 * citizens, navigators) the thresholds reached follow, so the next card needs the next threshold (D-PERS-07).
 */
export function holdPersonages(state: GameState, nation: string, cards: Record<string, number>): void {
  const stacks = ruleset(state.rulesetId).personages.stacks;
  const me = state.nation[nation];
  for (const [stack, n] of Object.entries(cards)) {
    me.personages[stack] = (me.personages[stack] ?? 0) + n;
    state.stacks[stack] -= n;
    if ('counter' in stacks[stack].award) me.thresholdsReached[stack] = me.personages[stack];
  }
}

/** 0 of every resource kind the ruleset declares, and 0 coins. */
function zeroStock(rules: Ruleset): Record<string, number> {
  return { ...Object.fromEntries(Object.keys(rules.economy.resources).map((k) => [k, 0])), coin: 0 };
}
