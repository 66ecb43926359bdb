/**
 * The page's side of its bot worker (bot.worker.ts): one worker per play page, started on the first bot move, asked
 * for one move at a time. A request whose answer is no longer wanted (the game moved on: undo, a new game, a pause)
 * is dropped by its caller; the worker answers requests in order, so a stale one only delays the next.
 */
import type { GameState, Move } from '@/engine/index';
import type { Ruleset } from '@/engine/rulesets';
import type { BotReply, BotRequest } from './bot.worker';

export class BotRunner {
  private worker: Worker | undefined;
  private nextId = 0;
  private readonly waiting = new Map<number, { resolve: (answer: { move: Move | null; rng: number }) => void; reject: (error: Error) => void }>();

  constructor(private readonly ruleset: Ruleset) {}

  choose(seat: string, state: GameState, rng: number): Promise<{ move: Move | null; rng: number }> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ type: 'choose', id, seat, state, rng } satisfies BotRequest);
    });
  }

  stop(): void {
    this.worker?.terminate();
    this.worker = undefined;
    for (const { reject } of this.waiting.values()) reject(new Error('the bots were stopped'));
    this.waiting.clear();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    // The literal `new Worker(new URL(…, import.meta.url), { type: 'module' })` is what Next's bundler detects and
    // bundles as a worker chunk (STACK.md G3); it must stay literal.
    const worker = new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module', name: 'rondel-play-bots' });
    worker.onmessage = (event: MessageEvent<BotReply>) => {
      const reply = event.data;
      const waiting = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if (!waiting) return;
      if ('error' in reply) waiting.reject(new Error(reply.error));
      else waiting.resolve({ move: reply.move, rng: reply.rng });
    };
    worker.onerror = (event) => {
      event.preventDefault();
      const error = new Error(`the bot worker failed: ${event.message || 'it could not start'}`);
      for (const { reject } of this.waiting.values()) reject(error);
      this.waiting.clear();
      this.worker?.terminate();
      this.worker = undefined;
    };
    worker.postMessage({ type: 'ruleset', ruleset: this.ruleset } satisfies BotRequest);
    this.worker = worker;
    return worker;
  }
}
