/**
 * Beyond one machine: `rondel simulate --queue redis://HOST` puts the run's batches (seed ranges plus the resolved
 * ruleset) on a BullMQ queue; any number of `rondel worker --queue redis://HOST` processes, on any machines, play
 * them on their own piscina pools and return the game records. The simulate side merges the records sorted by
 * seed, so the report is identical to a local run with the same seeds. The bots' opening lines searched for a run
 * are shared through redis too, so a worker process adopts the lines another has searched.
 */
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { Queue, QueueEvents, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { byRuleset, SharedOpenings, type BatchResult, type BatchTask, type OpeningEntry } from '../engine/simulation';
import type { GameRecord } from '../engine/simulation';

export const QUEUE_NAME = 'rondel-simulate';

export interface QueueJob {
  run: string;
  index: number;
  task: BatchTask;
}

/**
 * One connection attempt, no retries, before BullMQ's clients (which retry for ever): an unreachable or wrong
 * address then fails at once with one clear line instead of hanging.
 */
export async function checkRedis(url: string): Promise<void> {
  const client = new Redis(url, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0, connectTimeout: 5000 });
  let cause: Error | undefined;
  client.on('error', (error: Error) => (cause ??= error)); // the socket's own reason (e.g. ECONNREFUSED), reported below
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    throw new Error(`cannot reach redis at ${url} (${cause?.message ?? (error instanceof Error ? error.message : String(error))}); is redis-server running there?`);
  } finally {
    client.disconnect();
  }
}

/**
 * The opening lines the bots searched during one run, shared by every worker process through redis: one hash per run
 * and ruleset, a line's key to its fields. Keyed by the run, so lines never outlive it or reach a run of other code
 * (all of a run's workers must run the same code anyway, or its games would differ from a local run's); kept a day,
 * as failed jobs are.
 */
export function openingsKey(run: string, rulesetKey: string): string {
  return `${QUEUE_NAME}:openings:${run}:${rulesetKey}`;
}

export async function fetchRunOpenings(client: Redis, run: string, rulesetKey: string): Promise<OpeningEntry[]> {
  const stored = await client.hgetall(openingsKey(run, rulesetKey));
  const entries: OpeningEntry[] = [];
  for (const [key, value] of Object.entries(stored)) {
    try {
      const { fields, from } = JSON.parse(value) as Omit<OpeningEntry, 'key'>;
      // A line that is not what this code writes is searched again here rather than trusted.
      if (Array.isArray(fields) && Array.isArray(from) && fields.length === from.length) entries.push({ key, fields, from });
    } catch {
      continue;
    }
  }
  return entries;
}

export async function storeRunOpenings(client: Redis, run: string, rulesetKey: string, entries: readonly OpeningEntry[]): Promise<void> {
  if (!entries.length) return;
  const key = openingsKey(run, rulesetKey);
  const batch = client.multi();
  for (const entry of entries) batch.hsetnx(key, entry.key, JSON.stringify({ fields: entry.fields, from: entry.from }));
  batch.expire(key, 24 * 3600);
  await batch.exec();
}

function connection(url: string) {
  // BullMQ needs blocking commands to wait forever (maxRetriesPerRequest null) in workers; harmless in the producer.
  return { url, maxRetriesPerRequest: null };
}

/**
 * The run's batches in the order the workers take them (the queue is first in, first out): one of each ruleset in
 * turn, so that an A/B run's first two workers start on A and on B and search each ruleset's opening lines once
 * between them, as the local pool's BatchQueue has them do. Records are merged by seed, so the order changes no report.
 */
export function postingOrder<T extends { rulesetKey: string }>(tasks: readonly T[]): { task: T; index: number }[] {
  const lists = [...byRuleset(tasks).values()];
  const order: { task: T; index: number }[] = [];
  for (let round = 0; order.length < tasks.length; round++) for (const list of lists) if (round < list.length) order.push({ task: list[round].task, index: list[round].order });
  return order;
}

/** Adds the tasks as jobs of one run and waits for all of them; Ctrl-C removes the jobs not yet taken. */
export async function runOnQueue(url: string, tasks: BatchTask[], signal: AbortSignal, onRecords: (r: GameRecord[]) => void): Promise<GameRecord[][]> {
  await checkRedis(url);
  const queue = new Queue<QueueJob, GameRecord[]>(QUEUE_NAME, { connection: connection(url) });
  const events = new QueueEvents(QUEUE_NAME, { connection: connection(url) });
  const run = randomUUID();
  const parts: GameRecord[][] = [];
  try {
    queue.on('error', (error) => process.stderr.write(`queue: ${error.message}\n`));
    events.on('error', (error) => process.stderr.write(`queue events: ${error.message}\n`));
    await Promise.all([queue.waitUntilReady(), events.waitUntilReady()]);
    const jobs = await queue.addBulk(
      postingOrder(tasks).map(({ task, index }) => ({
        name: 'games',
        data: { run, index, task },
        // A job whose worker died is retried; games are deterministic, so a retry gives the same records.
        opts: { jobId: `${run}-${index}`, attempts: 3, removeOnComplete: { age: 3600 }, removeOnFail: { age: 24 * 3600 } },
      })),
    );
    process.stderr.write(`queue ${url}: ${jobs.length} job(s) of run ${run} on '${QUEUE_NAME}'; start 'rondel worker --queue ${url}' on any machine\n`);
    const aborted = new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
    const waits = jobs.map((job) =>
      job.waitUntilFinished(events).then((records: GameRecord[]) => {
        if (signal.aborted) return;
        parts.push(records);
        onRecords(records);
      }),
    );
    await Promise.race([Promise.all(waits), aborted]);
    if (signal.aborted) {
      // Take back what no worker has started; jobs already running finish on their workers and are dropped here.
      await Promise.all(jobs.map((job) => job.remove().catch(() => undefined)));
    }
  } finally {
    await events.close();
    await queue.close();
  }
  return parts;
}

const workerUsage = `usage: rondel worker --queue redis://HOST[:PORT] [--workers W]

Plays the games that 'rondel simulate --queue' puts on the queue, W batches at a time on a worker-thread pool
(default ${Math.min(2, availableParallelism())}), until Ctrl-C or SIGTERM. The jobs carry the ruleset, so a worker needs no local copy of a variant.`;

export async function runWorker(args: string[]): Promise<number> {
  let url: string | undefined;
  let workers = Math.min(2, availableParallelism());
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i].split(/=(.*)/s, 2);
    const value = () => inline ?? args[++i];
    if (flag === '--help' || flag === '-h') {
      console.log(workerUsage);
      return 0;
    } else if (flag === '--queue') url = value();
    else if (flag === '--workers') {
      const v = value();
      if (!v || !/^\d+$/.test(v) || Number(v) < 1) {
        console.error(`rondel worker: --workers takes a whole number of at least 1, not '${v ?? ''}'`);
        return 2;
      }
      workers = Number(v);
    } else {
      console.error(`rondel worker: unknown argument '${args[i]}' (see rondel worker --help)`);
      return 2;
    }
  }
  if (!url || !/^rediss?:\/\/[^/\s]+/.test(url)) {
    console.error(`rondel worker: --queue redis://HOST[:PORT] is required${url ? `, not '${url}'` : ''}`);
    return 2;
  }
  try {
    await checkRedis(url);
  } catch (error) {
    console.error(`rondel worker: ${(error as Error).message}`);
    return 1;
  }
  const pool = new Piscina({ filename: new URL('./sim-worker.mjs', import.meta.url).href, minThreads: workers, maxThreads: workers });
  let played = 0;
  // The opening lines one thread searched go out with the jobs the others take next (engine/sim/batch.ts), and
  // through redis with the jobs of the run's other worker processes.
  const openings = new SharedOpenings();
  const store = new Redis(url, { maxRetriesPerRequest: 1 });
  store.on('error', () => undefined); // BullMQ's own clients report a lost connection; the lines are only a saving
  const worker = new Worker<QueueJob, GameRecord[]>(
    QUEUE_NAME,
    async (job: Job<QueueJob>) => {
      const { run, task } = job.data;
      const fromOthers = openings.add(task, { openings: await fetchRunOpenings(store, run, task.rulesetKey).catch(() => []) });
      // The games run on the pool's threads, so this process's event loop stays free to renew the job's lock.
      const result: BatchResult = await pool.run(openings.attach(task));
      openings.add(task, result);
      await storeRunOpenings(store, run, task.rulesetKey, result.openings).catch(() => undefined);
      const { records } = result;
      played += records.length;
      const lines = result.openings.length || fromOthers ? `; opening lines: ${result.openings.length} searched, ${fromOthers} from other workers` : '';
      process.stderr.write(`worker: job ${job.id} done, ${records.length} games (${played} in all)${lines}\n`);
      return records;
    },
    { connection: connection(url), concurrency: workers },
  );
  worker.on('error', (error) => process.stderr.write(`worker: ${error.message}\n`));
  await worker.waitUntilReady();
  process.stderr.write(`worker: waiting for jobs on ${url} ('${QUEUE_NAME}'), ${workers} thread(s)\n`);
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  process.stderr.write(`worker: stopping after the running jobs (${played} games played)\n`);
  await worker.close();
  store.disconnect();
  await pool.destroy();
  return 0;
}
