/**
 * What a run with MCTS seats will cost, said before it starts (the simulate page's plan, `rondel simulate`'s first
 * line on stderr). Kept out of the engine: the figures are measurements of one game, Duellum, not rules.
 */
import { mctsIterations } from '../engine/simulation';

/**
 * CPU seconds an MCTS seat adds to a Duellum game at `iterations` per move: about 3 s plus 0.016 s per iteration.
 * `rondel simulate antike-duellum --games 2 --bots mcts:N,heuristic --workers 2` used, per game, 3.8 s at 100
 * iterations, 5.9 s at 200, 14.1 s at 500, 15.3 s at 1,000 and 31.7 s at 2,000 (2026-11-28, 2 cores, the process's
 * start-up taken off; the games ran 44 to 55 turns per nation, and a longer game costs more). A heuristic seat's share
 * is under a hundredth of that, so only MCTS seats are counted.
 */
export function mctsSeatSeconds(iterations: number): number {
  return 3 + 0.016 * iterations;
}

function roughSeconds(s: number): string {
  return s < 10 ? `${Math.max(1, Math.round(s))} s` : s < 90 ? `${Math.round(s / 5) * 5} s` : `${Math.round(s / 60)} min`;
}

/**
 * Before a run with MCTS seats (the simulate page's plan, `rondel simulate`'s first line): what a seat costs and how
 * long the run takes at that pace, so that a designer who asks for 2,000 MCTS games learns before the first one ends
 * that it takes hours. Undefined when no seat is an MCTS bot. `games`: all the run's games; `workers`: the workers
 * that play them at once (undefined: not known, and the run's length is not said); `runWords`: the run as the
 * sentence's subject and verb ("40 games take").
 */
export function mctsRunWords(bots: readonly string[], games: number, workers: number | undefined, runWords: string): string | undefined {
  let perGame = 0;
  const seats: string[] = [];
  let beyond = false;
  for (const bot of bots) {
    const iterations = mctsIterations(bot);
    if (iterations === undefined) continue;
    perGame += mctsSeatSeconds(iterations);
    if (iterations < 100 || iterations > 2000) beyond = true;
    const seat = `${roughSeconds(mctsSeatSeconds(iterations))} of one core at ${iterations.toLocaleString('en')} iterations (${bot})`;
    if (!seats.includes(seat)) seats.push(seat);
  }
  if (!seats.length) return undefined;
  const cost = `An MCTS seat is slow: it adds about ${seats.join(' and ')} to a Duellum game${beyond ? ' (a rough guess: 100 to 2,000 iterations were measured)' : ''}`;
  // A queue's workers are not known here (any number, on any machines).
  if (workers === undefined) return cost;
  const used = Math.max(1, Math.min(workers, games));
  const minutes = (Math.ceil(games / used) * perGame) / 60;
  const length = minutes < 1 ? 'under a minute' : minutes < 90 ? `about ${Math.round(minutes)} min` : `about ${(minutes / 60).toFixed(1)} hours`;
  return `${cost}. At that pace ${runWords} ${length} on ${used} ${used === 1 ? 'worker' : 'workers'}`;
}
