import { nextRandom } from '../random/prng';
import type { Ruleset } from '../ruleset/types';
import type { GameState, Move } from '../state/types';

/** A bot picks one of the legal moves. It keeps its own PRNG state (never the game's), so bots never change replays. */
export type Bot = (ruleset: Ruleset, state: GameState, moves: Move[], rng: number) => [Move, number];

/** Uniform over the legal moves. */
export const randomBot: Bot = (_ruleset, _state, moves, rng) => {
  const [r, next] = nextRandom(rng);
  return [moves[Math.floor(r * moves.length)], next];
};
