/**
 * A small pool of module Web Workers for the simulate page: one worker per logical core (navigator.hardwareConcurrency,
 * at most the number of games), each handed one game at a time, so results stream in and a slow game never holds
 * back a queue behind it. The games are handed out by the CLI's BatchQueue (engine/sim/batch.ts), so the workers
 * search the bots' opening lines once between them: an A/B run's first two games are A's and B's, each worker
 * searching one ruleset's lines, and every later game goes with the lines known for its ruleset. Cancel terminates
 * the workers at once: a game in progress is dropped, never half-counted.
 *
 * A designer runs, changes a value and runs again. So a run that ends keeps its workers for the next one (their
 * compiled engine: a fresh worker plays its first dozens of games several times slower while V8 compiles it) and the
 * page keeps the opening lines searched for each ruleset content (a variant not in the opening book costs seconds of
 * search per ruleset): the next run starts warm. Workers left idle for IDLE_MS are terminated to give back memory.
 */
import { BatchQueue, type GameRecord, type OpeningEntry, type SharesOpenings } from '../../engine/simulation';
import type { Move, Ruleset } from '../../engine/index';
import { rulesetFingerprint } from '../../engine/rulesets';
import type { SimJob, WorkerReply, WorkerRequest } from './protocol';

/** How long an idle worker is kept for the next run. */
export const IDLE_MS = 3 * 60_000;
let idle: Worker[] = [];
let idleTimer: ReturnType<typeof setTimeout> | undefined;

function takeIdleWorker(): Worker | undefined {
  const worker = idle.pop();
  if (!idle.length && idleTimer) {
    clearTimeout(idleTimer);
    idleTimer = undefined;
  }
  return worker;
}

function keepIdle(workers: Worker[]): void {
  for (const worker of workers) {
    worker.onmessage = null;
    worker.onerror = null;
  }
  idle.push(...workers);
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    for (const worker of idle) worker.terminate();
    idle = [];
    idleTimer = undefined;
  }, IDLE_MS);
}

/**
 * Opening lines by ruleset content (rulesetFingerprint), from earlier runs in this page: the lines are a function of
 * the ruleset's content and the bots, never of its id, so a variant edited between two runs searches its own again.
 * A handful of rulesets: the oldest are dropped beyond LINES_KEPT.
 */
const linesByContent = new Map<string, OpeningEntry[]>();
const LINES_KEPT = 24;

function rememberLines(fingerprint: string, lines: OpeningEntry[]): void {
  if (!lines.length) return;
  linesByContent.delete(fingerprint);
  linesByContent.set(fingerprint, lines);
  while (linesByContent.size > LINES_KEPT) linesByContent.delete(linesByContent.keys().next().value!);
}

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

/** The logical cores the page may use (navigator.hardwareConcurrency), 2 where the browser does not say. */
export function pageCores(): number {
  return typeof navigator !== 'undefined' && navigator.hardwareConcurrency ? navigator.hardwareConcurrency : 2;
}

export function poolSize(games: number): number {
  return Math.max(1, Math.min(pageCores(), games));
}

export class SimPool {
  private workers: Worker[] = [];
  private readonly queue: BatchQueue<QueuedGame>;
  private readonly inFlight = new Map<number, QueuedGame>();
  private stopped = false;
  private readonly fingerprints: Record<string, string>;
  /** Workers kept from an earlier run, and rulesets whose opening lines an earlier run searched. */
  readonly warm: { workers: number; rulesetsWithLines: number };

  constructor(private readonly jobs: SimJob[], private readonly rulesets: Record<string, Ruleset>, private readonly callbacks: PoolCallbacks, size = poolSize(jobs.length)) {
    this.queue = new BatchQueue(jobs.map((job, id) => ({ rulesetKey: job.variant, id, job })));
    this.fingerprints = Object.fromEntries(Object.entries(rulesets).map(([id, ruleset]) => [id, rulesetFingerprint(ruleset)]));
    let rulesetsWithLines = 0;
    for (const [id, fingerprint] of Object.entries(this.fingerprints)) if (this.queue.adopt(id, linesByContent.get(fingerprint) ?? []) > 0) rulesetsWithLines++;
    let kept = 0;
    for (let i = 0; i < size; i++) {
      let worker = takeIdleWorker();
      if (worker) kept++;
      // The literal `new Worker(new URL(…, import.meta.url), { type: 'module' })` is what Next's bundler detects and
      // bundles as a worker chunk (STACK.md G3); it must stay literal.
      else worker = new Worker(new URL('./sim.worker.ts', import.meta.url), { type: 'module', name: `rondel-sim-${i}` });
      const w = worker;
      w.onmessage = (event: MessageEvent<WorkerReply>) => this.receive(w, event.data);
      w.onerror = (event) => {
        event.preventDefault();
        this.fail(`a simulation worker failed: ${event.message || 'it could not start'}`);
      };
      w.postMessage({ type: 'init', rulesets } satisfies WorkerRequest);
      this.workers.push(w);
    }
    this.warm = { workers: kept, rulesetsWithLines };
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
    this.keepLines();
    // A game in progress cannot be stopped inside its worker: the worker goes with it.
    for (const worker of this.workers) worker.terminate();
    this.workers = [];
  }

  private keepLines(): void {
    for (const [id, fingerprint] of Object.entries(this.fingerprints)) rememberLines(fingerprint, this.queue.linesOf(id));
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
    this.stopped = true;
    this.keepLines();
    // Every game has come back: the workers are idle, and the next run takes them warm.
    keepIdle(this.workers);
    this.workers = [];
    this.callbacks.onDone();
  }
}

/**
 * Plays one game of a run again in a worker, keeping its moves ("watch this game", watch.ts): a warm worker the last
 * run left idle when there is one, given the opening lines the page keeps for the ruleset's content, so it searches
 * none the run already searched; it goes back to the idle workers after. Rejects with the worker's words on failure.
 */
export function playAgainInWorker(job: SimJob, ruleset: Ruleset): Promise<{ record: GameRecord; moves: Move[] }> {
  const fingerprint = rulesetFingerprint(ruleset);
  const worker = takeIdleWorker() ?? new Worker(new URL('./sim.worker.ts', import.meta.url), { type: 'module', name: 'rondel-sim-watch' });
  return new Promise((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      if (reply.type === 'failed') {
        worker.terminate();
        return reject(new Error(reply.message));
      }
      rememberLines(fingerprint, [...(linesByContent.get(fingerprint) ?? []), ...reply.openings]);
      keepIdle([worker]);
      resolve({ record: reply.record, moves: reply.moves ?? [] });
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      reject(new Error(`a simulation worker failed: ${event.message || 'it could not start'}`));
    };
    worker.postMessage({ type: 'init', rulesets: { [job.variant]: ruleset } } satisfies WorkerRequest);
    worker.postMessage({ type: 'play', id: 0, job, openings: linesByContent.get(fingerprint), keepMoves: true } satisfies WorkerRequest);
  });
}
