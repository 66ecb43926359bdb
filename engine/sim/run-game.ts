import { initialTransition, transition } from 'xstate';
import type { Bot } from '../bots/random';
import { turnMachine } from '../machine/turn-machine';
import { legalMoves } from '../moves';
import type { Ruleset } from '../ruleset/types';
import { decidingNation } from '../state/selectors';
import type { GameEvent, GameState, Move } from '../state/types';

export interface RunOptions {
  seed: number;
  players?: number;
  /** One bot per player (a player running two nations uses its bot for both). */
  bots: Bot[];
  /** Stop a game that has not ended after this many moves (reported as a timeout, never as a result). */
  maxMoves?: number;
  /** Called after every accepted move, e.g. to check invariants. */
  onMove?: (state: GameState, move: Move, events: GameEvent[]) => void;
}

export interface RunResult {
  state: GameState;
  moves: Move[];
  events: GameEvent[];
  /** Decisions with more than one legal move. */
  decisions: number;
  timedOut: boolean;
}

/**
 * Plays one game with bots by stepping the turn machine with its pure transition function — the same machine
 * and engine the workbench uses.
 */
export function runGame(ruleset: Ruleset, options: RunOptions): RunResult {
  let [snapshot] = initialTransition(turnMachine, { ruleset, seed: options.seed, players: options.players });
  const moves: Move[] = [];
  const events: GameEvent[] = [...snapshot.context.events];
  const playerOf = new Map<string, number>();
  snapshot.context.state.controllers.forEach((nations, player) => nations.forEach((n) => playerOf.set(n, player)));
  const rngs = options.bots.map((_, i) => (options.seed * 2654435761 + i * 97) | 0);
  let decisions = 0;
  const limit = options.maxMoves ?? 100_000;
  while (snapshot.status !== 'done' && moves.length < limit) {
    const state = snapshot.context.state;
    const legal = legalMoves(ruleset, state);
    if (!legal.length) throw new Error(`no legal move in phase ${state.turn.phase} (turn ${state.turn.number}); this is an engine bug`);
    const player = playerOf.get(decidingNation(state)) ?? 0;
    const bot = options.bots[player % options.bots.length];
    let move: Move;
    if (legal.length === 1) move = legal[0];
    else {
      decisions++;
      [move, rngs[player]] = bot(ruleset, state, legal, rngs[player]);
    }
    [snapshot] = transition(turnMachine, snapshot, { type: move.type, move });
    if (snapshot.context.error) throw new Error(`a legal move was refused: ${JSON.stringify(move)} → ${snapshot.context.error.code} ${snapshot.context.error.message}`);
    moves.push(move);
    events.push(...snapshot.context.events);
    options.onMove?.(snapshot.context.state, move, snapshot.context.events);
  }
  return { state: snapshot.context.state, moves, events, decisions, timedOut: snapshot.status !== 'done' };
}
