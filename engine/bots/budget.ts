/** The iterations a move of the bot named `mcts` searches. */
export const DEFAULT_MCTS_ITERATIONS = 200;

/** Iterations a clock-budgeted search may not pass, whatever its time: its tree must fit in memory. */
const MCTS_CLOCK_ITERATION_CAP = 1_000_000;

/** The longest clock budget a name may ask for per decision: a game has about 120 decisions to search. */
const MCTS_MAX_CLOCK_MS = 60_000;

/** What an MCTS bot's name must hold, for every message that refuses one (`mcts:0`, `mcts:abc`). */
export const MCTS_BUDGET_WORDS =
  'an MCTS budget is a whole number of iterations from 1 (mcts:1000) or a time per decision up to 60 s (mcts:500ms, mcts:2s), optionally with random rollouts (mcts:1000:random)';

/** An MCTS bot's search, as its name asks for it. */
export interface MctsBudget {
  /** Iterations per decision at most (with a clock budget, MCTS_CLOCK_ITERATION_CAP). */
  iterations: number;
  /** Wall-clock milliseconds per decision: the search stops when they run out, so the same seed can give another game. */
  timeMs?: number;
  /** The rollout policy: the heuristic policy (the default) or uniform random moves. */
  rollout: 'heuristic' | 'random';
}

/**
 * The search an MCTS bot's name asks for: `mcts` (DEFAULT_MCTS_ITERATIONS), `mcts:<iterations>` from 1 (with none the
 * search would return the policy's move under an MCTS name), `mcts:<n>ms` or `mcts:<n>s` (a time per decision, issue
 * 9: "iteration or time budget"), each optionally followed by `:random` for random rollouts; undefined for any other
 * name. A module of its own, with no bot in it, so that a page can read a seat's budget without loading the bots.
 */
export function mctsBudget(name: string): MctsBudget | undefined {
  const m = /^mcts(?::(?:([1-9]\d*)|([1-9]\d*)(ms|s)))?(:random)?$/.exec(name);
  if (!m) return undefined;
  const rollout = m[4] ? 'random' : 'heuristic';
  if (m[2] !== undefined) {
    const timeMs = Number(m[2]) * (m[3] === 's' ? 1000 : 1);
    if (timeMs > MCTS_MAX_CLOCK_MS) return undefined;
    return { iterations: MCTS_CLOCK_ITERATION_CAP, timeMs, rollout };
  }
  return { iterations: m[1] !== undefined ? Number(m[1]) : DEFAULT_MCTS_ITERATIONS, rollout };
}

/** Whether a bot name is an MCTS bot whose search stops by the clock: its games are not the same from run to run. */
export function stopsByClock(name: string): boolean {
  return mctsBudget(name)?.timeMs !== undefined;
}

/** A clock budget as a person reads it: 500 ms, 2 s. */
export function clockWords(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}
