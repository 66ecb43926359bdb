/**
 * A small pool of module Web Workers for the simulate page: one worker per logical core (navigator.hardwareConcurrency,
 * at most the number of games), each handed one game at a time, so results stream in and a slow game never holds
 * back a queue behind it. The games are handed out by the CLI's BatchQueue (engine/sim/batch.ts), so the workers
 * search the bots' opening lines once between them: an A/B run's first two games are A's and B's, each worker
 * searching one ruleset's lines, and every later game goes with the lines known for its ruleset. Cancel terminates
 * the workers at once: a game in progress is dropped, never half-counted.
 */
import { BatchQueue, type GameRecord, type SharesOpenings } from '../../engine/simulation';
import type { Ruleset } from '../../engine/index';
import type { SimJob, WorkerReply, WorkerRequest } from './protocol';

/** A game of the run as the queue holds it: its place in the run (the reply's id), keyed by its ruleset. */
interface QueuedGame extends SharesOpenings {
  id: number;
  job: SimJob;
}

export interface PoolCallbacks {
  onRecord: (record: GameRecord) => void;
  /** A job the worker refused (a usage error, e.g. an unknown bot): the run stops. */
  onFailure: (message: string) => void;
  onDone: () => void;
}

export function poolSize(games: number): number {
  const cores = typeof navigator !== 'undefined' && navigator.hardwareConcurrency ? navigator.hardwareConcurrency : 2;
  return Math.max(1, Math.min(cores, games));
}

export class SimPool {
  private workers: Worker[] = [];
  private readonly queue: BatchQueue<QueuedGame>;
  private readonly inFlight = new Map<number, QueuedGame>();
  private stopped = false;

  constructor(private readonly jobs: SimJob[], private readonly rulesets: Record<string, Ruleset>, private readonly callbacks: PoolCallbacks, size = poolSize(jobs.length)) {
    this.queue = new BatchQueue(jobs.map((job, id) => ({ rulesetKey: job.variant, id, job })));
    for (let i = 0; i < size; i++) {
      // The literal `new Worker(new URL(…, import.meta.url), { type: 'module' })` is what Next's bundler detects and
      // bundles as a worker chunk (STACK.md G3); it must stay literal.
      const worker = new Worker(new URL('./sim.worker.ts', import.meta.url), { type: 'module', name: `rondel-sim-${i}` });
      worker.onmessage = (event: MessageEvent<WorkerReply>) => this.receive(worker, event.data);
      worker.onerror = (event) => {
        event.preventDefault();
        this.fail(`a simulation worker failed: ${event.message || 'it could not start'}`);
      };
      worker.postMessage({ type: 'init', rulesets } satisfies WorkerRequest);
      this.workers.push(worker);
    }
  }

  start(): void {
    for (const worker of this.workers) this.dispatch(worker);
    if (this.inFlight.size === 0) this.finish();
  }

  get total(): number {
    return this.jobs.length;
  }

  /** Stops every worker now; the records already delivered stay delivered. */
  cancel(): void {
    if (this.stopped) return;
    this.stopped = true;
    for (const worker of this.workers) worker.terminate();
    this.workers = [];
  }

  private dispatch(worker: Worker): void {
    if (this.stopped) return;
    const game = this.queue.next();
    if (!game) return;
    this.inFlight.set(game.id, game);
    worker.postMessage({ type: 'play', id: game.id, job: game.job, openings: game.openings } satisfies WorkerRequest);
  }

  private receive(worker: Worker, reply: WorkerReply): void {
    if (this.stopped) return;
    const game = this.inFlight.get(reply.id);
    this.inFlight.delete(reply.id);
    if (reply.type === 'failed') return this.fail(reply.message);
    if (game) this.queue.done(game, reply);
    this.callbacks.onRecord(reply.record);
    this.dispatch(worker);
    if (this.inFlight.size === 0 && this.queue.remaining === 0) this.finish();
  }

  private fail(message: string): void {
    if (this.stopped) return;
    this.cancel();
    this.callbacks.onFailure(message);
  }

  private finish(): void {
    if (this.stopped) return;
    this.cancel();
    this.callbacks.onDone();
  }
}
