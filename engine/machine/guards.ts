import type { Decision, GameState, Phase } from '../state/types';

/**
 * Named one-line predicates over the engine state; the machine's guards call these. They accept a missing
 * state: XState's pure transition() evaluates the initial state of a throwaway actor whose context is empty.
 */
export const inPhase = (state: GameState | undefined, phase: Phase) => !!state && state.pending.length === 0 && state.turn.phase === phase && !state.result;
export const awaiting = (state: GameState | undefined, decision: Decision['kind']) => !!state && state.pending[0]?.kind === decision && !state.result;
export const isOver = (state: GameState | undefined) => !!state && state.result !== undefined;
