import { greedyBot } from './greedy';
import { heuristicBot, strategies } from './heuristic';
import { mctsBot } from './mcts';
import { clockWords, DEFAULT_MCTS_ITERATIONS, MCTS_BUDGET_WORDS, mctsBudget } from './budget';
import { randomBot, type Bot } from './random';
import { nearMiss } from '../ruleset/suggest';

/**
 * Bots by name. `heuristic` is the balanced strategy; `heuristic:<strategy>` names another weight set
 * (builder, conqueror, or planner: balanced with the rondel planner); `mcts` searches the planner policy's short lists with heuristic rollouts
 * (`mcts:<iterations>`, `mcts:<n>ms` or `mcts:<n>s` set the budget, a `:random` suffix random rollouts: budget.ts).
 */
export const bots: Record<string, Bot> = {
  random: randomBot,
  greedy: greedyBot,
  heuristic: heuristicBot('balanced'),
  ...Object.fromEntries(Object.keys(strategies).map((s) => [`heuristic:${s}`, heuristicBot(s)])),
  mcts: mctsBot({ iterations: DEFAULT_MCTS_ITERATIONS }),
};

/** Parameterised bots made so far: a page asks for its seat's bot at every decision. Bots are pure functions. */
const made = new Map<string, Bot>();

/** A bot by name, including parameterised names such as `mcts:1000` or `mcts:2s`; undefined when the name is unknown. */
export function botByName(name: string): Bot | undefined {
  if (Object.hasOwn(bots, name)) return bots[name];
  const budget = mctsBudget(name);
  if (!budget) return undefined;
  let bot = made.get(name);
  if (!bot) made.set(name, (bot = mctsBot(budget)));
  return bot;
}

/** The names a bot can be asked for, in words, for help texts and errors: the registry's and the MCTS budgets. */
export const botNamesText = `${Object.keys(bots).join(', ')}, mcts:<iterations>, mcts:<n>ms, mcts:<n>s (a time per decision), each with :random for random rollouts`;

/** "unknown bot 'heurstic' (did you mean 'heuristic'?)": the start of every error about a bot name. */
export function unknownBotWords(name: string): string {
  if (/^mcts:/.test(name)) return `unknown bot '${name}' (${MCTS_BUDGET_WORDS})`;
  return `unknown bot '${name}'${nearMiss(name, Object.keys(bots))}`;
}

/** What a bot name means, for headers: `heuristic:conqueror` → "heuristic bot, conqueror strategy". */
export function describeBot(name: string): string {
  if (name === 'heuristic') return 'heuristic bot, balanced strategy';
  if (name.startsWith('heuristic:')) return `heuristic bot, ${name.slice(10)} strategy`;
  const budget = mctsBudget(name);
  if (budget) {
    const search = budget.timeMs === undefined ? `${budget.iterations} iterations` : `${clockWords(budget.timeMs)} a decision by the clock`;
    return `MCTS bot, ${search}, planner policy, ${budget.rollout} rollouts`;
  }
  if (name === 'greedy') return 'greedy bot (one ply)';
  if (name === 'random') return 'random bot';
  return name;
}

export { heuristicBot, mctsBot, strategies };
export type { Bot };
