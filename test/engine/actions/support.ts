/** Small helpers shared by the per-action rule tests (not a test file itself). */
import { expect } from 'vitest';
import { applyMove, type GameState, type Move } from '../../../engine/index';
import type { Ruleset } from '../../../engine/ruleset/types';
import { play } from '../../helpers/game';

/** Ends the current turn of the nation on turn: ends each step until the turn passes, a decision waits or the game is over. */
export function endTurn(rules: Ruleset, state: GameState): GameState {
  const active = state.turn.active;
  const number = state.turn.number;
  let s = state;
  for (let i = 0; i < 5 && s.turn.number === number && s.turn.active === active && !s.pending.length && !s.result; i++) {
    s = play(rules, s, { type: 'phase.end' }).state;
  }
  return s;
}

/** Every waiting 'take-card' decision is met by taking the first card of the display. */
export function takeDueCards(rules: Ruleset, state: GameState): GameState {
  let s = state;
  while (s.pending[0]?.kind === 'take-card') s = play(rules, s, { type: 'card.take', card: s.cards.display[0] }).state;
  return s;
}

/** Plays a whole quiet turn for the nation on turn: a field with no cost and no effect, then the end of the turn. */
export function quietTurn(rules: Ruleset, state: GameState, field: string): GameState {
  return takeDueCards(rules, endTurn(rules, play(rules, state, { type: 'rondel.select', field }).state));
}

/** Asserts a move is refused with some 'move/...' or 'effect/...' code and the state is untouched. */
export function refusedSomehow(rules: Ruleset, state: GameState, move: unknown): string {
  const before = JSON.stringify(state);
  const result = applyMove(rules, state, move as Move);
  expect(result.ok, `${JSON.stringify(move)} should be refused`).toBe(false);
  expect(JSON.stringify(state)).toBe(before);
  if (result.ok) return '';
  expect(result.error.code).toMatch(/^(move|effect)\/[a-z-]+$/);
  expect(result.error.message.length).toBeGreaterThan(0);
  return result.error.code;
}

export function unitsAt(state: GameState, region: string, nation: string): Record<string, number> {
  return state.units[region]?.[nation] ?? {};
}
