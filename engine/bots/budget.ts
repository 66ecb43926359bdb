/** The iterations a move of the bot named `mcts` searches. */
export const DEFAULT_MCTS_ITERATIONS = 200;

/** What an MCTS bot's name must hold, for every message that refuses one (`mcts:0`, `mcts:abc`). */
export const MCTS_BUDGET_WORDS = 'an MCTS budget is a whole number of iterations from 1, e.g. mcts:1000';

/**
 * The iterations a move of an MCTS bot searches, by the bot's name: `mcts`, or `mcts:<iterations>` from 1 (with none
 * the search would return the policy's move under an MCTS name); undefined for any other name. A module of its own,
 * with no bot in it, so that a page can read a seat's budget without loading the bots.
 */
export function mctsIterations(name: string): number | undefined {
  if (name === 'mcts') return DEFAULT_MCTS_ITERATIONS;
  const m = /^mcts:([1-9]\d*)$/.exec(name);
  return m ? Number(m[1]) : undefined;
}
