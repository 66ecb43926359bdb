/**
 * Simulator benchmarks (issue 9): `npx tsx bench/sim.ts [--games N] [--ab-games N] [--warm N] [--bots name] [--max-moves M] [--json]`.
 *   BENCH sim.workers2.speedup        the same games on a warm 1-thread and a warm 2-thread piscina pool (warm: each
 *                                     thread has loaded the engine, searched the bot's openings and played 150 whole
 *                                     games, so its JIT has compiled the hot code: V8 keeps tiering the heuristic
 *                                     bot up for about 100 games, whose cost and compiler threads hid the speedup)
 *   BENCH ab.duellum.<N>games.wall_s  `rondel simulate antike-duellum antike-duellum-special-units` with N games
 *                                     in all (N/2 per variant; --ab-games, default 4,000), 2 workers, cold pool:
 *                                     wall time from pool start to report, as a user waits for it
 * The bot defaults to heuristic when the registry has it, else random (named on the first line).
 */
import { availableParallelism, loadavg } from 'node:os';
import { Piscina } from 'piscina';
import { bots } from '../engine/bots/index';
import { compareReport, mergeRecords } from '../engine/sim/report';
import type { GameRecord } from '../engine/sim/play-record';
import { buildTasks, resolveRuleset, runOnPool, type ResolvedRuleset, type SimulateOptions } from '../cli/simulate';

function flag(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}
const games = Number(flag('games', '40'));
const bot = flag('bots', bots.heuristic ? 'heuristic' : 'random');
const maxMoves = Number(flag('max-moves', '5000'));
const json = process.argv.includes('--json');
const warmGamesPerThread = Number(flag('warm', '150'));
// The issue's A/B figure is for 4,000 games (2 variants × 2,000); fewer for a quick look.
const abGames = Number(flag('ab-games', '4000'));

function resolve(id: string): ResolvedRuleset {
  const r = resolveRuleset(id);
  if (!('ruleset' in r)) throw new Error(`cannot load ${id}`);
  return r;
}

const duellum = resolve('antike-duellum');
const special = resolve('antike-duellum-special-units');
const options = (perVariant: number, workers: number): SimulateOptions => ({ a: duellum.id, games: perVariant, bots: [bot], seed: 1, workers, maxMoves, format: 'json' });
const worker = new URL('../cli/sim-worker.mjs', import.meta.url).href;

/** Wall seconds for the tasks on a pool of `threads` whose threads have loaded the engine and played whole games. */
async function warmRun(threads: number): Promise<{ seconds: number; cores: number }> {
  const pool = new Piscina({ filename: worker, minThreads: threads, maxThreads: threads });
  const tasks = buildTasks(options(games, threads), [duellum]);
  // Seeds far from the measured ones; one game per task and several tasks per thread, so every thread gets some.
  const warm = buildTasks({ ...options(warmGamesPerThread * threads, threads), seed: 900_000, batch: 1 }, [duellum]);
  await Promise.all(warm.map((t) => pool.run(t)));
  const start = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(tasks.map((t) => pool.run(t)));
  const seconds = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  await pool.destroy();
  // CPU time of the whole process (pool threads, V8's garbage-collection helper threads, the main thread) over
  // wall time: a 1-thread pool that keeps more than one core busy leaves less for a second thread to add.
  return { seconds, cores: (used.user + used.system) / 1e6 / seconds };
}

const out: Record<string, number> = {};
if (!json) console.log(`# bots ${bot}, move cap ${maxMoves}, ${availableParallelism()} CPU(s), load average ${loadavg()[0].toFixed(1)} (other work on the machine lowers the speedup); ${games} games per measurement, after ${warmGamesPerThread} warm-up games per thread`);
const one = await warmRun(1);
const two = await warmRun(2);
out['sim.workers2.speedup'] = one.seconds / two.seconds;
out['sim.workers1.cores_busy'] = one.cores;
out['sim.workers2.cores_busy'] = two.cores;

const start = performance.now();
const records: GameRecord[] = (await runOnPool(buildTasks(options(Math.max(1, Math.floor(abGames / 2)), 2), [duellum, special]), 2, new AbortController().signal, () => undefined)).flat();
const merged = mergeRecords(records);
compareReport(merged.filter((r) => r.variant === duellum.id), merged.filter((r) => r.variant === special.id));
const total = 2 * Math.max(1, Math.floor(abGames / 2));
out[`ab.duellum.${total}games.wall_s`] = (performance.now() - start) / 1000;
const stalled = merged.filter((r) => r.outcome === 'stalled').length;

if (json) console.log(JSON.stringify({ bots: bot, maxMoves, ...out, stalled }, null, 2));
else {
  console.log(`# 1 thread ${one.seconds.toFixed(2)} s, 2 threads ${two.seconds.toFixed(2)} s; A vs B: ${stalled} of ${total} games stalled at the move cap`);
  console.log(`BENCH sim.workers2.speedup ${out['sim.workers2.speedup'].toFixed(2)} ratio`);
  console.log(`BENCH sim.workers1.cores_busy ${one.cores.toFixed(2)} cores`);
  console.log(`BENCH sim.workers2.cores_busy ${two.cores.toFixed(2)} cores`);
  console.log(`BENCH ab.duellum.${total}games.wall_s ${out[`ab.duellum.${total}games.wall_s`].toFixed(2)} s`);
}
