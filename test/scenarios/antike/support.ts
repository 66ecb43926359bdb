/**
 * Helpers shared by the Antike scenario tests (docs/rules-spec.md Part 4.2) and the Antike rule tests in
 * test/engine/antike. Colours of the worked examples mapped to East-board nations: red = Persians,
 * yellow = Arabs, blue = Greeks, purple = Phoenicians, orange = Egyptians, black = Babylonians; the
 * examples' "green" (no East nation is green) is played by the Greeks.
 */
import { expect } from 'vitest';
import type { GameState, Move } from '../../../engine/index';
import type { Resource, Ruleset } from '../../../engine/ruleset/types';
import { given, play, ruleset, type Given } from '../../helpers/game';
import { checkInvariants } from '../../helpers/invariants';

export const EAST = 'antike-east';
export const RED = 'persians';
export const YELLOW = 'arabs';
export const GREEN = 'greeks';
export const PURPLE = 'phoenicians';

export const east = () => ruleset(EAST);

/** A 4-nation East position (Phoenicians, Persians, Arabs, Greeks) on a blank board, `active` on turn, its stone not yet placed. */
export function blank4(rules: Ruleset, active: string, g: Given = {}): GameState {
  return given(rules, { players: 4, active, blank: true, rondel: { [active]: null }, ...g });
}

/** The nation on turn. */
export function onTurn(state: GameState): string {
  return state.nations[state.turn.active];
}

/** Units on the board of one nation in one region ({} when none). */
export function unitsIn(state: GameState, region: string, nation: string): Record<string, number> {
  return state.units[region]?.[nation] ?? {};
}

/** Ends the steps of the current turn until the turn passes, a decision waits or the game is over. */
export function endTurn(rules: Ruleset, state: GameState): GameState {
  const number = state.turn.number;
  let s = state;
  for (let i = 0; i < 5 && s.turn.number === number && !s.pending.length && !s.result; i++) s = play(rules, s, { type: 'phase.end' }).state;
  return s;
}

/** A quiet turn for the nation on turn: the next field clockwise (free; any field on a first turn), then the end of the turn. */
export function quietTurn(rules: Ruleset, state: GameState): GameState {
  const me = state.nation[onTurn(state)];
  const order = rules.rondel.order;
  const field = me.rondel === null ? 'know-how' : order[(order.indexOf(me.rondel) + 1) % order.length];
  return endTurn(rules, play(rules, state, { type: 'rondel.select', field }).state);
}

/** Quiet turns for everyone until `nation` is on turn again. */
export function quietUntil(rules: Ruleset, state: GameState, nation: string): GameState {
  let s = state;
  for (let i = 0; i < 12 && onTurn(s) !== nation; i++) s = quietTurn(rules, s);
  expect(onTurn(s)).toBe(nation);
  return s;
}

/** Applies moves that must be legal and checks the piece invariants after each. */
export function playChecked(rules: Ruleset, state: GameState, ...moves: Move[]): GameState {
  let s = state;
  for (const move of moves) {
    s = play(rules, s, move).state;
    expect(checkInvariants(rules, s)).toEqual([]);
  }
  return s;
}

const RESOURCES: Resource[] = ['marble', 'iron', 'gold'];

/** `n` East cities for one nation, skipping `except`; resources follow the printed sites. */
export function citiesFor(rules: Ruleset, nation: string, n: number, except: string[] = [], extra: { founded?: boolean } = {}) {
  const ids = Object.keys(rules.map.regions).filter((id) => !except.includes(id)).slice(0, n);
  expect(ids).toHaveLength(n);
  return Object.fromEntries(ids.map((id) => [id, { owner: nation, resource: rules.map.regions[id].citySite?.resource ?? RESOURCES[0], ...extra }]));
}

export { defence, holdPersonages, pieces } from '../../helpers/game';
