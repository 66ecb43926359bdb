import { applyListedInPlace, legalMoves } from '../moves';
import type { Ruleset } from '../ruleset/types';
import { cloneStateExclusive } from '../state/clone-state';
import { decidingNation } from '../state/selectors';
import type { GameState, Move } from '../state/types';

/**
 * A game on the simulation path: one private, mutable copy of the state that listed moves change in place, with
 * no copy and no log per move. The JSON state is the boundary: `state` can be read at any time and `snapshot()`
 * hands out an independent copy. Same rules and same turn data as applyMove: test/sweep/fast-path.test.ts plays
 * the same seeded games both ways and compares the states.
 */
export class FastGame {
  readonly ruleset: Ruleset;
  private current: GameState;

  constructor(ruleset: Ruleset, state: GameState) {
    this.ruleset = ruleset;
    this.current = cloneStateExclusive(state);
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
    return legalMoves(this.ruleset, this.current);
  }

  /** Plays a move from this position's legal() list. */
  play(move: Move): void {
    applyListedInPlace(this.ruleset, this.current, move);
  }

  /** An independent copy (MCTS: copy at the root, play a rollout in place). */
  clone(): FastGame {
    return new FastGame(this.ruleset, this.current);
  }

  snapshot(): GameState {
    return cloneStateExclusive(this.current);
  }
}
