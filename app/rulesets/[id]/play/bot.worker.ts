/// <reference lib="webworker" />
/**
 * The play page's bots, off the page's thread: a heuristic bot searches its opening line at its first rondel decision
 * (engine/bots/opening.ts), which froze the page for 0.2–1 s where the opening book (engine/bots/opening-book.ts) has
 * no line, e.g. in a workspace variant. Messages: `ruleset` hands over the ruleset once; each `choose` sends the
 * current state, the seat's bot and its random stream, and is answered by the move and the stream after it. The bots
 * are pure functions of these, so the page plays the same move it would have chosen itself.
 */
import { bots, legalMoves, type GameState, type Move } from '@/engine/index';
import type { Ruleset } from '@/engine/rulesets';

export type BotRequest = { type: 'ruleset'; ruleset: Ruleset } | { type: 'choose'; id: number; seat: string; state: GameState; rng: number };
export type BotReply = { id: number; move: Move | null; rng: number } | { id: number; error: string };

let ruleset: Ruleset | undefined;

self.onmessage = (event: MessageEvent<BotRequest>) => {
  const message = event.data;
  if (message.type === 'ruleset') {
    ruleset = message.ruleset;
    return;
  }
  let reply: BotReply;
  try {
    const bot = bots[message.seat];
    if (!ruleset || !bot) throw new Error(!ruleset ? 'the bot worker was not given the ruleset' : `there is no bot '${message.seat}'`);
    const moves = legalMoves(ruleset, message.state);
    if (!moves.length) reply = { id: message.id, move: null, rng: message.rng };
    else {
      const [move, rng] = bot(ruleset, message.state, moves, message.rng);
      reply = { id: message.id, move, rng };
    }
  } catch (error) {
    reply = { id: message.id, error: error instanceof Error ? error.message : String(error) };
  }
  (self as unknown as DedicatedWorkerGlobalScope).postMessage(reply);
};
