/**
 * The page's side of its bot worker (bot.worker.ts): one worker per play page, started on the first bot move, asked
 * for one move at a time. A request whose answer is no longer wanted (the game moved on: undo, a new game, a pause)
 * is dropped by its caller.
 */
import type { GameState } from '@/engine/index';
import type { Ruleset } from '@/engine/rulesets';
import { WorkerClient } from '@/app/_lib/worker-client';
import type { BotAnswer, BotRequest, BotSetup } from './bot.worker';

export class BotRunner {
  private readonly client: WorkerClient<BotRequest, BotAnswer>;

  constructor(ruleset: Ruleset) {
    this.client = new WorkerClient<BotRequest, BotAnswer>(
      () => new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module', name: 'rondel-play-bots' }),
      { ruleset } satisfies BotSetup,
      'bots',
    );
  }

  choose(seat: string, state: GameState, rng: number): Promise<BotAnswer> {
    return this.client.request({ seat, state, rng });
  }

  /** Starts the worker now, so it loads during the pause before a bot's first move. */
  warm(): void {
    this.client.warm();
  }

  stop(): void {
    this.client.stop();
  }
}
