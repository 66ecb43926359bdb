/** The iterations a move of the bot named `mcts` searches. */
export const DEFAULT_MCTS_ITERATIONS = 200;

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
