import type { Ruleset, TurnGuard } from '../ruleset/types';
import type { GameState } from '../state/types';

/**
 * The named guards a ruleset's turn data may use (schemas/turn.schema.json#/$defs/guard), over the engine
 * state. The XState machine and the compiled turn both call these, so the two cannot disagree on routing.
 */
export const turnGuards: { [K in TurnGuard['type']]: (ruleset: Ruleset, state: GameState, params: Extract<TurnGuard, { type: K }> extends { params: infer P } ? P : undefined) => boolean } = {
  'is-over': (_ruleset, state) => state.result !== undefined,
  awaiting: (_ruleset, state, params) => !state.result && state.pending[0]?.kind === params.decision,
  'in-step': (ruleset, state, params) =>
    !state.result &&
    state.pending.length === 0 &&
    state.turn.phase === params.step &&
    (params.action === undefined || (state.turn.field !== undefined && ruleset.rondel.fields[state.turn.field]?.action === params.action)),
};

/**
 * A named guard with its params bound once for one ruleset, for the compiled turn's routing (engine/turn/compiled.ts),
 * which evaluates the routing guards for every position of every game.
 */
export function compileGuard(ruleset: Ruleset, guard: TurnGuard | undefined): (state: GameState) => boolean {
  if (!guard) return () => true;
  const test = turnGuards[guard.type] as (r: Ruleset, s: GameState, p: unknown) => boolean;
  const params = 'params' in guard ? guard.params : undefined;
  return (state) => test(ruleset, state, params);
}
