/// <reference lib="webworker" />
/**
 * The play page's bots, off the page's thread: a heuristic bot searches its opening line at its first rondel decision
 * (engine/bots/opening.ts), which froze the page for 0.2–1 s where the opening book (engine/bots/opening-book.ts) has
 * no line, e.g. in a workspace variant. The set-up message hands over the ruleset once; each request sends the
 * current state, the seat's bot and its random stream, and is answered by the move and the stream after it. The bots
 * are pure functions of these, so the page plays the same move it would have chosen itself.
 */
import { botByName, interned, legalMoves, type GameState, type Move } from '@/engine/index';
import type { Ruleset } from '@/engine/rulesets';
import { serveRequests } from '@/app/_lib/worker-client';

export type BotSetup = { ruleset: Ruleset };
export type BotRequest = { seat: string; state: GameState; rng: number };
export type BotAnswer = { move: Move | null; rng: number };

let ruleset: Ruleset | undefined;

serveRequests<BotSetup, BotRequest, BotAnswer>(
  (setup) => (ruleset = interned(setup.ruleset)),
  ({ seat, state: sent, rng }) => {
    // The state's ids come interned, as the ruleset's do (engine/interned.ts): an MCTS decision looks them up thousands of times.
    const state = interned(sent);
    const bot = botByName(seat);
    if (!ruleset || !bot) throw new Error(!ruleset ? 'the bot worker was not given the ruleset' : `there is no bot '${seat}'`);
    const moves = legalMoves(ruleset, state);
    if (!moves.length) return { move: null, rng };
    const [move, next] = bot(ruleset, state, moves, rng);
    return { move, rng: next };
  },
);
