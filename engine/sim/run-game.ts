import type { Bot } from '../bots/random';
import { applyMove, legalMoves } from '../moves';
import { seedState } from '../random/prng';
import type { Ruleset } from '../ruleset/types';
import { createGame } from '../state/create';
import { decidingNation } from '../state/selectors';
import type { GameEvent, GameState, Move } from '../state/types';
import { TurnRunner } from '../turn/machine';
import { FastGame } from './fast-game';

export interface RunOptions {
  seed: number;
  players?: number;
  /** One bot per player (a player running two nations uses its bot for both); fewer bots than players repeat. */
  bots: Bot[];
  /** Stop a game that has not ended after this many moves (reported as a timeout, never as a result). */
  maxMoves?: number;
  /**
   * 'engine' (default): the engine's doors, applyMove with the turn data compiled, a fresh state per move;
   * 'machine': the XState machine built from the same data, as the workbench steps it; 'fast': the simulation
   * path, listed moves applied in place with no log (RunResult.events is then empty). All three give the same game
   * (test/sweep/agreement.test.ts, test/sweep/fast-path.test.ts).
   */
  path?: 'engine' | 'machine' | 'fast';
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

/** A separate, seeded PRNG stream per player, so two seats run by the same bot never share one. */
export function botStreams(seed: number, players: number): number[] {
  return Array.from({ length: players }, (_, player) => seedState(Math.imul(seed, 0x2c1b3c6d) ^ Math.imul(player + 1, 0x297a2d39)));
}

/** Plays one game with bots. The game is a function of (ruleset, seed, players, bots), whichever path runs it. */
export function runGame(ruleset: Ruleset, options: RunOptions): RunResult {
  const created = createGame(ruleset, { seed: options.seed, players: options.players });
  if (!created.ok) throw new Error(`${created.error.code}: ${created.error.message}`);
  const viaMachine = options.path === 'machine';
  const runner = viaMachine ? new TurnRunner(ruleset, { state: created.state }) : undefined;
  const fast = options.path === 'fast' ? new FastGame(ruleset, created.state) : undefined;
  let state = fast ? (fast.state as GameState) : created.state;
  const moves: Move[] = [];
  const events: GameEvent[] = [...created.events];
  const playerOf = new Map<string, number>();
  state.controllers.forEach((nations, player) => nations.forEach((n) => playerOf.set(n, player)));
  const rngs = botStreams(options.seed, state.controllers.length);
  let decisions = 0;
  const limit = options.maxMoves ?? 100_000;
  while (!state.result && moves.length < limit) {
    const legal = fast ? fast.legal() : legalMoves(ruleset, state);
    if (!legal.length) throw new Error(`no legal move in phase ${state.turn.phase} (turn ${state.turn.number}); this is an engine bug`);
    const player = playerOf.get(decidingNation(state)) ?? 0;
    const bot = options.bots[player % options.bots.length];
    let move: Move;
    if (legal.length === 1) move = legal[0];
    else {
      decisions++;
      [move, rngs[player]] = bot(ruleset, state, legal, rngs[player]);
    }
    let applied: GameEvent[] = [];
    if (fast) fast.play(move);
    else if (runner) {
      const stepped = runner.send(move);
      if (!stepped.ok) throw new Error(`a legal move was refused: ${JSON.stringify(move)} → ${stepped.error.code} ${stepped.error.message}`);
      state = stepped.snapshot.context.state;
      applied = stepped.events;
    } else {
      const result = applyMove(ruleset, state, move);
      if (!result.ok) throw new Error(`a legal move was refused: ${JSON.stringify(move)} → ${result.error.code} ${result.error.message}`);
      state = result.state;
      applied = result.events;
    }
    moves.push(move);
    events.push(...applied);
    options.onMove?.(state, move, applied);
  }
  runner?.stop();
  return { state: fast ? fast.snapshot() : state, moves, events, decisions, timedOut: !state.result };
}
