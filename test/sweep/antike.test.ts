import { describe, expect, it } from 'vitest';
import { seedRange, sweep, sweepMoveLimit } from './sweep';

/** Issue: 300 games per player count on each board and per variation; the quick default runs a few (SWEEP_GAMES). */
const games = Number(process.env.ANTIKE_SWEEP_GAMES ?? process.env.SWEEP_GAMES ?? 3);

const configurations: [string, number][] = [
  ...[2, 3, 4, 5, 6].map((p) => ['antike-east', p] as [string, number]),
  ...[2, 3, 4, 5, 6].map((p) => ['antike-west', p] as [string, number]),
  ['antike-longer-game', 4],
  ['antike-three-players-12', 3],
  ['antike-expert', 4],
  ['antike-military', 4],
  ['antike-two-players', 2],
  ['antike-two-players-double', 2],
];

describe('sweep: Antike on both boards and every variation', () => {
  for (const [id, players] of configurations) {
    it(`${id} with ${players} players: ${games} seeded random-bot games, invariants after every move, exact replay`, () => {
      const result = sweep(id, players, seedRange(games));
      const finished = Object.values(result.winners).reduce((a, b) => a + b, 0);
      console.log(`${id} ${players}p: ${finished} of ${games} won, ${result.timeouts.length} stopped at ${sweepMoveLimit} moves, ${Math.round(result.moves / games)} moves per game, wins ${JSON.stringify(result.winners)}`);
      expect(finished + result.timeouts.length).toBe(games);
      expect(finished / games).toBeGreaterThanOrEqual(0.75);
    }, 7_200_000);
  }
});
