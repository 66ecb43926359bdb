import { nextRandom } from '../random/prng';
import type { Move } from '../state/types';

/** A bot: picks a move from the legal ones, using and returning its own PRNG state (never the game's). */
export type Bot = (moves: Move[], rng: number) => [Move, number];

/** Uniform over the legal moves. */
export const randomBot: Bot = (moves, rng) => {
  const [r, next] = nextRandom(rng);
  return [moves[Math.floor(r * moves.length)], next];
};
