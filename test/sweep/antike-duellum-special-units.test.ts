import { describe, expect, it } from 'vitest';
import { seedRange, sweep, sweepGames, sweepMoveLimit } from './sweep';

describe('sweep: the special-units variant', () => {
  it(`plays ${sweepGames} seeded random-bot games, checking the invariants after every move and exact replay`, () => {
    const result = sweep('antike-duellum-special-units', 2, seedRange(sweepGames));
    const finished = Object.values(result.winners).reduce((a, b) => a + b, 0);
    console.log(`${finished} of ${sweepGames} games won, ${result.timeouts.length} stopped at ${sweepMoveLimit} moves (seeds ${result.timeouts.join(', ') || 'none'}), ${Math.round(result.moves / sweepGames)} moves per game, wins ${JSON.stringify(result.winners)}`);
    expect(finished + result.timeouts.length).toBe(sweepGames);
    // A sanity bound, not a target: an engine deadlock throws in runGame; stalls are random play (see sweepMoveLimit).
    expect(finished / sweepGames).toBeGreaterThanOrEqual(0.75);
  }, 3_600_000);
});
