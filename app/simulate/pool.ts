/**
 * A small pool of module Web Workers for the simulate page: one worker per logical core (navigator.hardwareConcurrency,
 * at most the number of games), each handed one game at a time, so results stream in and a slow game never holds
 * back a queue behind it. Cancel terminates the workers at once: a game in progress is dropped, never half-counted.
 */
import type { GameRecord } from '../../engine/simulation';
import type { Ruleset } from '../../engine/index';
import type { SimJob, WorkerReply, WorkerRequest } from './protocol';

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
  private next = 0;
  private inFlight = 0;
  private stopped = false;

  constructor(private readonly jobs: SimJob[], private readonly rulesets: Record<string, Ruleset>, private readonly callbacks: PoolCallbacks, size = poolSize(jobs.length)) {
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
    if (this.inFlight === 0) this.finish();
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
    if (this.stopped || this.next >= this.jobs.length) return;
    const id = this.next++;
    this.inFlight++;
    worker.postMessage({ type: 'play', id, job: this.jobs[id] } satisfies WorkerRequest);
  }

  private receive(worker: Worker, reply: WorkerReply): void {
    if (this.stopped) return;
    this.inFlight--;
    if (reply.type === 'failed') return this.fail(reply.message);
    this.callbacks.onRecord(reply.record);
    this.dispatch(worker);
    if (this.inFlight === 0 && this.next >= this.jobs.length) this.finish();
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
