/**
 * The engine's door for play (rulesets and simulation have their own: engine/rulesets.ts, engine/simulation.ts).
 * Pure functions over JSON-serialisable state: the seeded PRNG lives in the state, so `replay(ruleset, seed, moves)`
 * reproduces a game exactly. One set of rules runs three ways: `applyMove`/`legalMoves` (a fresh state per move, the
 * turn data compiled, engine/turn/compiled.ts), the XState machine built from the same turn data (`startTurn`,
 * `stepTurn`, engine/turn/machine.ts), and the simulation path (`FastGame`: moves applied in place, listed from a
 * typed mirror of the board, engine/sim/board.ts). Seeded games are the same games on all three; the agreement
 * sweeps and test/engine/board-moves.test.ts hold them to it.
 */
import { rondelPrice } from './actions/rondel';
import { applyMove, legalMoves } from './moves';
import { applyContext } from './rules/apply-context';
import { priceTotal } from './rules/payment';
import type { Ruleset } from './ruleset/types';
import { createGame as create, type CreateOptions } from './state/create';
import type { GameEvent, GameState, Move, MoveError } from './state/types';

export { applyMove, legalMoves };
export { explain, explainMissing, explainRegion, priceStatus, type Explanation } from './explain';
export { lossesFor, paymentsFor, paymentsForPrice } from './rules/payments-for';
// Resource kinds are ruleset data (/economy/resources): their names for the play page's words.
export { kindName } from './rules/payment';
// Where a value comes from (printed, estimated, a house rule), for the play page's marks: no schema or ajv behind it.
export { indexProvenance } from './ruleset/provenance';
export { escapeSegment } from './ruleset/json-pointer';
export type { ProvenanceStatus } from './ruleset/types';
export type { Ruleset };
export type { CreateOptions };
export type { Decision, GameEvent, GameState, Modifier, Move, MoveError, MoveResult, MoveType, Phase } from './state/types';
export { activeNation, atFieldDecision, cityCount, decidingNation, nationName, personageCount, score, seaPoints, templeCount, unitsAt, victoryTarget } from './state/selectors';
export { startTurn, stepTurn, turnMachineFor, type StepResult, type TurnContext, type TurnMachine, type TurnSnapshot } from './turn/machine';
export { compiledTurn, type CompiledTurn } from './turn/compiled';
export { moveText } from './turn/move-words';
export { runGame, botStreams, type RunOptions, type RunResult } from './sim/run-game';
export { FastGame } from './sim/fast-game';
export { interned } from './interned';
// The plain-words text of event cards, for the play page (the rulesets door exports it too, with the schemas).
export { describeCard, describeEffects, describeTiming } from './effects/describe';
export { botByName, botNamesText, bots, describeBot, unknownBotWords } from './bots/index';
// For a saved game's seats: any MCTS budget a simulation ran is a seat (app/_lib/game-record.ts), read without loading the bots.
export { mctsBudget } from './bots/budget';
export type { Bot } from './bots/random';
export { listedMove } from './bots/random';
export { nextRandom, seedState } from './random/prng';

/** Resources `nation` would pay to move its rondel stone to `field` now (0 on its first turn; D-RON-04/05). */
export function rondelCost(ruleset: Ruleset, state: GameState, nation: string, field: string): number {
  const p = rondelPrice(applyContext(ruleset, state, nation), field);
  return priceTotal(p);
}

/** Sets up a game; throws only for a ruleset that failed validation or options outside the ruleset (use tryCreateGame to get a value). */
export function createGame(ruleset: Ruleset, options: CreateOptions): GameState {
  const created = create(ruleset, options);
  if (!created.ok) throw new Error(`${created.error.code}: ${created.error.message}`);
  return created.state;
}

export const tryCreateGame = create;

export interface GameResult {
  over: boolean;
  /** The winner; absent for a stalled game, whose tie-break leader (if any) is `leader`. */
  winner?: string;
  reason?: string;
  /** The game hit victory.roundLimit: reported as stalled, never as a win. */
  stalled?: boolean;
  leader?: string;
  ending?: 'target' | 'temple-after-exhaustion' | 'stall';
}

export function result(state: GameState): GameResult {
  const r = state.result;
  if (!r) return { over: false };
  if (r.stalled) return { over: true, stalled: true, reason: r.reason, ending: 'stall', ...(r.winner ? { leader: r.winner } : {}) };
  return { over: true, winner: r.winner, reason: r.reason, ending: r.ending };
}

export type ReplayResult = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: MoveError; at: number; state: GameState };

/** Replays a game from its seed and moves; stops at the first illegal move and says which. */
export function replay(ruleset: Ruleset, seed: number, moves: readonly Move[], players?: number): ReplayResult {
  const created = create(ruleset, { seed, players });
  if (!created.ok) throw new Error(`${created.error.code}: ${created.error.message}`);
  let state = created.state;
  const events = [...created.events];
  for (let i = 0; i < moves.length; i++) {
    const applied = applyMove(ruleset, state, moves[i]);
    if (!applied.ok) return { ok: false, error: applied.error, at: i, state };
    state = applied.state;
    events.push(...applied.events);
  }
  return { ok: true, state, events };
}
