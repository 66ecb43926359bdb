/**
 * `rondel simulate --queue` against a real redis-server (Debian's package; CI installs it with
 * scripts/install-redis.sh), started here on 127.0.0.1 on a free port, with no persistence, and stopped after.
 * Two `rondel worker` processes share the jobs; the merged report must equal the local run's, byte for byte.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchRunOpenings, openingsKey, postingOrder, QUEUE_NAME, storeRunOpenings } from '../../cli/sim-queue';
import { openingEntries } from '../../engine/bots/opening';
import { bookLines } from '../../engine/bots/opening-book';
import { gameSpecs, playRecord, singleReport } from '../../engine/simulation';
import { finished, rondel, rondelAsync, rondelAsyncIn, stderrMatches } from './helpers';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { validateRuleset } from '../../engine/ruleset/validate';
import { loadLibrary } from '../../lib/rulesets/load';
import { reportGuesses, simulationGuesses, withGuesses } from '../../engine/ruleset/guesses';

const hasRedis = spawnSync('redis-server', ['--version'], { encoding: 'utf8' }).status === 0;
if (!hasRedis) console.warn('test/sim/queue.test.ts skipped: redis-server is not installed (run scripts/install-redis.sh as root; .ci/run does)');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

describe('postingOrder: the order the queue hands out a run\'s batches', () => {
  it('takes one batch of each ruleset in turn, each ruleset\'s in run order, every batch once with its place in the run', () => {
    const tasks = ['A', 'A', 'A', 'B', 'B', 'C'].map((rulesetKey, n) => ({ rulesetKey, n }));
    expect(postingOrder(tasks).map(({ task, index }) => `${task.rulesetKey}${index}`)).toEqual(['A0', 'B3', 'C5', 'A1', 'B4', 'A2']);
    expect(postingOrder([])).toEqual([]);
  });
});

describe.skipIf(!hasRedis)('rondel simulate --queue with rondel worker, on a real redis-server', () => {
  let redis: ChildProcess | undefined;
  const workers: ChildProcess[] = [];
  let url = '';

  beforeAll(async () => {
    const port = await freePort();
    url = `redis://127.0.0.1:${port}`;
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
    await new Promise<void>((resolve, reject) => {
      let log = '';
      const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${log}`)), 10_000);
      redis!.stdout!.on('data', (d) => {
        log += d;
        if (/Ready to accept connections/.test(log)) {
          clearTimeout(timer);
          resolve();
        }
      });
      redis!.on('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${log}`)));
    });
    for (let i = 0; i < 2; i++) {
      const worker = rondelAsync('worker', '--queue', url, '--workers', '1');
      workers.push(worker);
      await stderrMatches(worker, /waiting for jobs/);
    }
  });

  afterAll(async () => {
    for (const worker of workers) {
      const done = finished(worker);
      worker.kill('SIGINT');
      await done;
    }
    if (redis && redis.exitCode === null) {
      const exited = new Promise((resolve) => redis!.once('exit', resolve));
      redis.kill('SIGTERM');
      await exited;
    }
  });

  it('the merged report of queued games is identical to a local run with the same seeds', async () => {
    const args = ['antike-duellum', 'antike-duellum-special-units', '--games', '6', '--seed', '21', '--bots', 'random', '--max-moves', '2500', '--batch', '1', '--json'];
    const queued = await finished(rondelAsync('simulate', ...args, '--queue', url));
    expect(queued.code, queued.err).toBe(0);
    expect(queued.err).toMatch(/12 job\(s\) of run/);
    const local = rondel('simulate', ...args, '--workers', '2');
    expect(local.code).toBe(0);
    expect(JSON.parse(queued.out).a.games).toBe(6);
    expect(queued.out).toBe(local.out);
  });

  it('Ctrl-C prints the report of the games that came back and takes the unstarted jobs off the queue', async () => {
    const child = rondelAsync('simulate', 'antike-duellum', '--games', '300', '--bots', 'random', '--max-moves', '3000', '--batch', '1', '--json', '--queue', url);
    const done = finished(child);
    await stderrMatches(child, /antike-duellum: \d+\/300 games/);
    child.kill('SIGINT');
    const run = await done;
    expect(run.code).toBe(130);
    const report = JSON.parse(run.out);
    expect(report.games).toBeGreaterThan(0);
    expect(report.games).toBeLessThan(300);
    // ~300 jobs were added and few came back: none may be left waiting for a worker.
    const queue = new Queue(QUEUE_NAME, { connection: { url } });
    try {
      const counts = await queue.getJobCounts('waiting', 'prioritized', 'delayed');
      expect(counts).toEqual({ waiting: 0, prioritized: 0, delayed: 0 });
      expect(await queue.getJobCounts('completed')).not.toEqual({ completed: 0 });
    } finally {
      await queue.close();
    }
  });

  it("heuristic bots: the run's opening lines go through redis, exactly the lines its games need, and change no game", async () => {
    const logs = workers.map(() => '');
    workers.forEach((worker, i) => worker.stderr!.on('data', (d) => (logs[i] += d)));
    // A workspace variant, whose lines the opening book (engine/bots/opening-book.ts) does not hold: the workers
    // search them. The jobs carry the resolved ruleset, so the workers need no copy of the workspace.
    const workspace = mkdtempSync(path.join(tmpdir(), 'rondel-queue-workspace-'));
    const variant = { id: 'queue-cheap-temples', title: 'Duellum — temples cost 5', extends: 'antike-duellum', patch: { actions: { build: { temple: { cost: { marble: 5 } } } } } };
    writeFileSync(path.join(workspace, `${variant.id}.variant.json`), JSON.stringify(variant));
    const bots = ['heuristic:builder'];
    const queued = await finished(rondelAsyncIn(workspace, 'simulate', variant.id, '--games', '4', '--seed', '5', '--bots', bots[0], '--batch', '1', '--json', '--queue', url));
    expect(queued.code, queued.err).toBe(0);
    // The same games in this process, on the variant as the command resolved it, so that its lines are searched here
    // afresh.
    const cheap = validateRuleset(loadLibrary({ workspace }), variant.id).ruleset!;
    rmSync(workspace, { recursive: true, force: true });
    expect(bookLines(cheap)).toEqual([]);
    const records = gameSpecs({ games: 4, seed: 5, bots, players: 2 }).map((spec) =>
      playRecord(cheap, { seed: spec.seed, rotation: spec.rotation, bots, players: 2, maxMoves: 5000, variant: variant.id }),
    );
    expect(JSON.parse(queued.out)).toEqual(JSON.parse(JSON.stringify(withGuesses(singleReport(records, { variant: variant.id, bots }), reportGuesses([[variant.id, simulationGuesses(cheap)]], false)))));
    const run = /of run ([0-9a-f-]{36})/.exec(queued.err)![1];
    const client = new Redis(url);
    try {
      const [key, ...others] = await client.keys(openingsKey(run, '*'));
      expect(others).toEqual([]);
      const stored = await fetchRunOpenings(client, run, key.slice(openingsKey(run, '').length));
      const byKey = (entries: { key: string }[]) => [...entries].sort((x, y) => x.key.localeCompare(y.key));
      expect(byKey(stored)).toEqual(byKey(openingEntries(cheap)));
      expect(stored.length).toBeGreaterThan(0);
      expect(await client.ttl(key)).toBeGreaterThan(0);
    } finally {
      client.disconnect();
    }
    // The workers say what they searched; a line searched by one and taken by the other is counted as such.
    const searched = logs.join('').match(/opening lines: (\d+) searched, (\d+) from other workers/g) ?? [];
    expect(searched.length).toBeGreaterThan(0);
  });

  it("a run's lines in redis: stored by one client, read by another, per run and ruleset; a foreign value is skipped", async () => {
    const writer = new Redis(url);
    const reader = new Redis(url);
    try {
      const lines = [
        { key: 'heuristic:x|2|romans|0|15|8|20', fields: ['aurum', 'marmor'], from: [null, 'aurum'] },
        { key: 'heuristic:x|2|carthaginians|1|15|8|20', fields: ['scientia'], from: ['marmor'] },
      ];
      await storeRunOpenings(writer, 'run-1', 'ruleset-a', lines);
      await storeRunOpenings(writer, 'run-1', 'ruleset-a', [{ ...lines[0], fields: ['templum', 'templum'] }]); // first stored wins
      await writer.hset(openingsKey('run-1', 'ruleset-a'), 'written-by-something-else', '{"fields": 3}');
      const read = await fetchRunOpenings(reader, 'run-1', 'ruleset-a');
      expect(read.sort((x, y) => x.key.localeCompare(y.key))).toEqual([lines[1], lines[0]]);
      expect(await fetchRunOpenings(reader, 'run-2', 'ruleset-a')).toEqual([]);
      expect(await fetchRunOpenings(reader, 'run-1', 'ruleset-b')).toEqual([]);
      expect(await reader.ttl(openingsKey('run-1', 'ruleset-a'))).toBeGreaterThan(23 * 3600);
    } finally {
      writer.disconnect();
      reader.disconnect();
    }
  });

  it('an unreachable redis fails at once with one clear line', () => {
    const run = rondel('simulate', 'antike-duellum', '--games', '1', '--queue', 'redis://127.0.0.1:1');
    expect(run.code).toBe(1);
    expect(run.err.trim()).toMatch(/^rondel simulate: cannot reach redis at redis:\/\/127\.0\.0\.1:1 \(connect ECONNREFUSED 127\.0\.0\.1:1\); is redis-server running there\?$/);
  });
});
