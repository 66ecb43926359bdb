import type { Decision, GameState, Phase } from '../state/types';

/** Named one-line predicates over the engine state; the machine's guards call these. */
export const inPhase = (state: GameState, phase: Phase) => state.pending.length === 0 && state.turn.phase === phase && !state.result;
export const awaiting = (state: GameState, decision: Decision['kind']) => state.pending[0]?.kind === decision && !state.result;
export const isOver = (state: GameState) => state.result !== undefined;
