import { applyListedInPlace, listMoves, type BoardSteps } from '../moves';
import type { Ruleset } from '../ruleset/types';
import { cloneStateExclusive } from '../state/clone-state';
import { decidingNation } from '../state/selectors';
import type { GameState, Move } from '../state/types';
import { Board, boardProblem, boardTables } from './board';
import { boardSteps } from './board-moves';

/**
 * A game on the simulation path: one private, mutable copy of the state that listed moves change in place, with
 * no copy and no log per move, and a typed mirror of its board (engine/sim/board.ts) that move generation reads
 * instead of the JSON maps. The JSON state is the boundary and always whole: `state` can be read at any time and
 * `snapshot()` hands out an independent copy. Same rules and same turn data as applyMove: the moves are applied by
 * the same mechanics, and listed by the same skeleton (moves.ts, listMoves) with the board-reading steps asked of
 * the typed board; test/engine/board-moves.test.ts and test/sweep/fast-path.test.ts play seeded games both ways
 * and compare the lists and the states.
 */
/** Each simulated game's state → its board, for bots that read the board's arrays instead of the JSON maps. */
const boards = new WeakMap<GameState, Board>();

/**
 * The typed board of a simulated game's state (a FastGame's `state`), up to date with it between moves; undefined for
 * any other state (a snapshot, a state of the doors). Read only: the FastGame keeps it in step with its moves.
 */
export function simulationBoard(state: Readonly<GameState>): Board | undefined {
  return boards.get(state as GameState);
}

export class FastGame {
  readonly ruleset: Ruleset;
  private current: GameState;
  private readonly board: Board;
  private readonly steps: BoardSteps;
  /** Tests set it: after every move the board is compared with a fresh build from the state (a mismatch throws). */
  static checkBoard = false;

  constructor(ruleset: Ruleset, state: GameState, board?: Board) {
    this.ruleset = ruleset;
    this.current = cloneStateExclusive(state);
    this.board = new Board(boardTables(ruleset), this.current, board);
    this.steps = boardSteps(this.board);
    boards.set(this.current, this.board);
  }

  get state(): Readonly<GameState> {
    return this.current;
  }

  get over(): boolean {
    return this.current.result !== undefined;
  }

  get decider(): string {
    return decidingNation(this.current);
  }

  legal(): Move[] {
    return listMoves(this.ruleset, this.current, this.steps);
  }

  /** Plays a move from this position's legal() list. */
  play(move: Move): void {
    const state = this.current;
    const board = this.board;
    if (move.type === 'unit.move') {
      const mover = decidingNation(state);
      applyListedInPlace(this.ruleset, state, move);
      board.unitMoved(state, mover, move.unit, move.from, move.to);
      board.syncMoves(state);
    } else {
      const touched = board.touchedBy(state, move);
      // A move that changes no unit and no city may read the board's counts while it runs (ApplyContext.board).
      applyListedInPlace(this.ruleset, state, move, touched?.length === 0 ? board : undefined);
      if (touched === undefined) board.rebuild(state);
      else {
        for (let i = 0; i < touched.length; i++) board.touch(state, board.tables.regionAt[touched[i]]);
        board.syncMoves(state);
      }
    }
    if (FastGame.checkBoard) {
      const problem = boardProblem(this.board, state);
      if (problem) throw new Error(`the simulation board went out of step with the state after ${JSON.stringify(move)}: ${problem}`);
    }
  }

  /** An independent copy (MCTS: copy at the root, play a rollout in place). */
  clone(): FastGame {
    return new FastGame(this.ruleset, this.current, this.board);
  }

  snapshot(): GameState {
    return cloneStateExclusive(this.current);
  }
}
