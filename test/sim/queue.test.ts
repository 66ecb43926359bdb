/**
 * `rondel simulate --queue` against a real redis-server (Debian's package; CI installs it with
 * scripts/install-redis.sh), started here on 127.0.0.1 on a free port, with no persistence, and stopped after.
 * Two `rondel worker` processes share the jobs; the merged report must equal the local run's, byte for byte.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_NAME } from '../../cli/sim-queue';
import { finished, rondel, rondelAsync, stderrMatches } from './helpers';

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

  it('an unreachable redis fails at once with one clear line', () => {
    const run = rondel('simulate', 'antike-duellum', '--games', '1', '--queue', 'redis://127.0.0.1:1');
    expect(run.code).toBe(1);
    expect(run.err.trim()).toMatch(/^rondel simulate: cannot reach redis at redis:\/\/127\.0\.0\.1:1 \(connect ECONNREFUSED 127\.0\.0\.1:1\); is redis-server running there\?$/);
  });
});
