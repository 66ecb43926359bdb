/**
 * What a run with MCTS seats will cost, said before it starts (the simulate page's plan, `rondel simulate`'s first
 * line on stderr). Kept out of the engine: the figures are measurements of one game, Duellum, not rules.
 */
import { clockWords, FIELD_SEARCH_FROM, mctsBudget, stopsByClock, type MctsBudget } from '../engine/simulation';

/** Clock budgets measured per decision, in ms: nearer ones are read off the same line. */
function clockMeasured(ms: number): boolean {
  return ms >= 100 && ms <= 1000;
}

/** What was measured, for a budget outside it. */
const MEASURED_WORDS = '100 to 2,000 iterations were measured, and 100 ms to 1 s a decision';

/** Decisions an MCTS seat searches in a Duellum game (not its rondel field, which the policy picks, nor forced moves). */
const SEARCHED_DECISIONS = 120;

/**
 * CPU seconds an MCTS seat adds to a Duellum game, and whether that budget was measured or is a rough guess.
 * By iterations, heuristic rollouts: about 3 s plus 0.016 s per iteration. `rondel simulate antike-duellum --games 2
 * --bots mcts:N,heuristic --workers 2` used, per game, 3.8 s at 100 iterations, 5.9 s at 200, 14.1 s at 500, 15.3 s
 * at 1,000 and 31.7 s at 2,000 (2026-11-28, 2 cores, the process's start-up taken off; the games ran 44 to 55 turns
 * per nation, and a longer game costs more). With the policy as opponent model (MCTS's default since 2026-11-29) the
 * line still holds within a fifth: CPU seconds of `rondel simulate antike-duellum --games 4 --bots mcts:N,heuristic
 * --workers 1 --seed 5000`, less the same run with heuristic seats only, were per game 3.8 s at 100 iterations, 5.3 at
 * 200, 11.7 at 500, 19.4 at 1,000 and 37.1 at 2,000. Random rollouts cost as much: a move took 30.7 ms against 31.2 at 200
 * iterations, 77.2 against 77.1 at 1,000, 136 against 129 at 2,000 (`bench/bots.ts --only mcts --mcts-pairs 0
 * --mcts-options '{"rollout":"random"}'`): a rollout's moves are few, and listing the policy's short list at each new
 * node costs the same either way. By the clock: the time per
 * decision for each of the about 120 decisions a seat searches (99 to 150 a game, 121 on average, over 4 games of mcts
 * against the heuristic bot, seeds 5000–5003), plus the same 3 s. Two 2-game runs by the clock on 2 workers: with
 * mcts:100ms the games ended 10.1 and 15.1 s in (15 s said); with mcts:1s, 127 and 200 s in (2 min said; that game
 * ran 58 turns per nation, where most run 44 to 52). A heuristic seat's share is under a hundredth of that, so only
 * MCTS seats are counted. From 1,000 iterations MCTS also searches its own rondel field with rollouts to the end of
 * the opponent's reply (engine/bots/mcts.ts `fieldSearch`, `fieldTurns`), and a game costs about 3 s plus 0.021 s per
 * iteration: the same runs used 23.1 s a game at 1,000 iterations and 44.6 s at 2,000 (2026-11-29, the two runs side by
 * side; with rollouts a turn longer, 29.8 and 57.7 s beside a 2-worker run).
 */
export function mctsSeatSeconds(budget: MctsBudget): { seconds: number; measured: boolean } {
  if (budget.timeMs !== undefined) return { seconds: 3 + (SEARCHED_DECISIONS * budget.timeMs) / 1000, measured: clockMeasured(budget.timeMs) };
  const { iterations } = budget;
  return { seconds: 3 + (iterations >= FIELD_SEARCH_FROM ? 0.021 : 0.016) * iterations, measured: iterations >= 100 && iterations <= 2000 };
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
  const guessed: string[] = [];
  const clocked: string[] = [];
  for (const bot of bots) {
    const budget = mctsBudget(bot);
    if (!budget) continue;
    const { seconds, measured } = mctsSeatSeconds(budget);
    perGame += seconds;
    const seat = `${roughSeconds(seconds)} of one core at ${budgetWords(budget)} (${bot})`;
    if (seats.includes(seat)) continue;
    seats.push(seat);
    if (!measured) guessed.push(bot);
    if (stopsByClock(bot)) clocked.push(bot);
  }
  if (!seats.length) return undefined;
  let cost = `An MCTS seat is slow: it adds about ${seats.join(' and ')} to a Duellum game`;
  if (guessed.length) cost += ` (a rough guess for ${guessed.join(' and ')}: ${MEASURED_WORDS})`;
  // The clock makes a run that cannot be repeated: said wherever the cost is, before the run.
  if (clocked.length) cost += `. ${clocked.join(' and ')} ${clocked.length === 1 ? 'stops' : 'stop'} by the clock, so the same seeds give other games on another run or machine; a budget in iterations (mcts:1000) repeats them`;
  // A queue's workers are not known here (any number, on any machines).
  if (workers === undefined) return cost;
  const used = Math.max(1, Math.min(workers, games));
  const minutes = (Math.ceil(games / used) * perGame) / 60;
  const length = minutes < 1 ? 'under a minute' : minutes < 90 ? `about ${Math.round(minutes)} min` : `about ${(minutes / 60).toFixed(1)} hours`;
  return `${cost}. At that pace ${runWords} ${length} on ${used} ${used === 1 ? 'worker' : 'workers'}`;
}

/** "1,000 iterations", "500 ms a decision", with ", random rollouts" where the name asks for them. */
function budgetWords(budget: MctsBudget): string {
  const search = budget.timeMs === undefined ? `${budget.iterations.toLocaleString('en')} iterations` : `${clockWords(budget.timeMs)} a decision`;
  return budget.rollout === 'random' ? `${search}, random rollouts` : search;
}
