import { nextRandom } from '../random/prng';
import type { Ruleset } from '../ruleset/types';
import type { GameState, Move } from '../state/types';

/**
 * A bot picks one of the legal moves (`listedMove`). It keeps its own PRNG state (never the game's), so bots never
 * change replays.
 */
export type Bot = (ruleset: Ruleset, state: GameState, moves: Move[], rng: number) => [Move, number];

/**
 * Whether a bot's `move` is one of `moves`: the same move, or a listed rondel move that names the chips its paid steps
 * are paid with (D-RON-05: each step beyond the free ones costs a chip or coin of the player's choice), which the list
 * leaves to the engine's default payment.
 */
export function listedMove(moves: readonly Move[], move: Move): boolean {
  const key = JSON.stringify(move.type === 'rondel.select' && move.payment ? withoutPayment(move) : move);
  return moves.some((m) => JSON.stringify(m) === key);
}

function withoutPayment(move: Extract<Move, { type: 'rondel.select' }>): Move {
  const { payment: _payment, ...listed } = move;
  return listed;
}

/** Uniform over the legal moves. */
export const randomBot: Bot = (_ruleset, _state, moves, rng) => {
  const [r, next] = nextRandom(rng);
  return [moves[Math.floor(r * moves.length)], next];
};
