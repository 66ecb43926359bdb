import { describe, expect, it } from 'vitest';
import { replay } from '../../engine/index';
import { randomBot } from '../../engine/bots/random';
import { runGame } from '../../engine/sim/run-game';
import { checkInvariants } from '../helpers/invariants';
import { ruleset } from '../helpers/game';

/**
 * Random play can stall where victory is still possible but improbable (Duellum: every temple built and only
 * generals left to take; Antike: every personage gone, so only the next temple destroyer wins, A-GOAL-10); such
 * games stop here and count as timeouts, never as results.
 */
export const sweepMoveLimit = 40_000;

/** Plays seeded random-bot games to the end, checking the invariants after every move and exact replay at the end. */
export function sweep(id: string, players: number, seeds: number[]): { winners: Record<string, number>; moves: number; timeouts: number[] } {
  const rules = ruleset(id);
  const winners: Record<string, number> = {};
  const timeouts: number[] = [];
  let moves = 0;
  for (const seed of seeds) {
    const run = runGame(rules, {
      seed,
      players,
      bots: [randomBot],
      maxMoves: sweepMoveLimit,
      onMove(state, move) {
        const broken = checkInvariants(rules, state);
        if (broken.length) throw new Error(`${id} seed ${seed}, move ${state.moveCount} ${JSON.stringify(move)}: ${broken.join('; ')}`);
      },
    });
    // A game stopped by the ruleset's round limit (victory.roundLimit) is a stall, like one stopped by the move cap.
    if (run.timedOut || run.state.result?.stalled) timeouts.push(seed);
    else expect(run.state.result?.winner, `${id} seed ${seed} ended with no winner`).toBeDefined();
    const replayed = replay(rules, seed, run.moves, players);
    expect(replayed.ok).toBe(true);
    expect(JSON.stringify(replayed.ok && replayed.state), `${id} seed ${seed}: replay differs`).toBe(JSON.stringify(run.state));
    const winner = run.state.result?.stalled ? undefined : run.state.result?.winner;
    if (winner) winners[winner] = (winners[winner] ?? 0) + 1;
    moves += run.moves.length;
  }
  return { winners, moves, timeouts };
}

/** Games per ruleset: a quick sweep by default, the full 500 with SWEEP_GAMES=500 (CI runs `npm run test:sweep`). */
export const sweepGames = Number(process.env.SWEEP_GAMES ?? 12);

export function seedRange(count: number, from = 1): number[] {
  return Array.from({ length: count }, (_, i) => from + i);
}

/** One test per (ruleset, players): the games, then a line with how they ended, and a sanity bound on finishing. */
export function describeSweep(title: string, configurations: [id: string, players: number][], games: number): void {
  describe(`sweep: ${title}`, () => {
    for (const [id, players] of configurations) {
      it(`${id} with ${players} players: ${games} seeded random-bot games, invariants after every move, exact replay`, () => {
        const result = sweep(id, players, seedRange(games));
        const finished = Object.values(result.winners).reduce((a, b) => a + b, 0);
        console.log(`${id} ${players}p: ${finished} of ${games} won, ${result.timeouts.length} stopped at ${sweepMoveLimit} moves (seeds ${result.timeouts.join(', ') || 'none'}), ${Math.round(result.moves / games)} moves per game, wins ${JSON.stringify(result.winners)}`);
        expect(finished + result.timeouts.length).toBe(games);
        // A sanity bound against games that can never end, not a target, and only meaningful over many games: an engine
        // deadlock throws in runGame, and random play stalls where a win needs a rare conquest (see sweepMoveLimit).
        // Since victory.roundLimit (500 rounds) every game ends; the bound now catches a rules change that makes wins
        // rare under random play. Measured with 30 games (seeds 1–30): Antike military 15 of 30 won (all 35
        // personages gone, only a temple destroyer wins, A-GOAL-10; the rest stall at round 500), 3 players to 12
        // 23 of 30, every other configuration 27–30 of 30.
        if (games >= 20) expect(finished / games).toBeGreaterThanOrEqual(0.4);
      }, 7_200_000);
    }
  });
}
