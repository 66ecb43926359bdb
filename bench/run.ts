// `npm run bench [rulesets|games|memory|bots|sim] [--games N] [--json]`: prints figures as `BENCH <name> <value> <unit>` lines; it
// asserts nothing. Targets live in the issues (engine v2: ≥ 250,000 random-bot Duellum moves per CPU-second on
// the simulation path, ≥ 50,000 through the XState machine, no heap growth over 1,000 games).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { validateRuleset } from '../engine/ruleset/validate';
import { applyMove, createGame, legalMoves, type Ruleset } from '../engine/index';
import { randomBot } from '../engine/bots/random';
import { runGame } from '../engine/sim/run-game';
import { loadLibrary } from '../lib/rulesets/load';

const args = process.argv.slice(2);
const json = args.includes('--json');
const only = args.find((a) => !a.startsWith('--') && !/^\d+$/.test(a));
const gamesArg = args.indexOf('--games');
const games = gamesArg >= 0 ? Number(args[gamesArg + 1]) : 40;
const figures: { name: string; value: number; unit: string }[] = [];

function figure(name: string, value: number, unit: string): void {
  const rounded = Math.abs(value) >= 100 ? Math.round(value) : Number(value.toPrecision(3));
  figures.push({ name, value: rounded, unit });
  if (!json) console.log(`BENCH ${name} ${rounded} ${unit}`);
}

function note(text: string): void {
  if (!json) console.log(`# ${text}`);
}

function median(values: number[]): number {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const library = loadLibrary({ workspace: false });
const load = (id: string): Ruleset => validateRuleset(library, id).ruleset!;

function benchRulesets(): void {
  const rounds = 200;
  for (const id of [...library.keys()].sort()) {
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const start = performance.now();
      if (!validateRuleset(library, id).ruleset) throw new Error(`${id} does not validate`);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    figure(`validate.${id}.median_ms`, median(times), 'ms');
    figure(`validate.${id}.p95_ms`, times[Math.floor(times.length * 0.95)], 'ms');
  }
}

/** CPU seconds of this process (user + system): the machine is shared, so wall time would measure the neighbours. */
function cpuSeconds(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
}

function gamesOn(ruleset: Ruleset, players: number, count: number, path: 'engine' | 'machine' | 'fast', maxMoves = 40_000, firstSeed = 1) {
  let moves = 0;
  const cpu = cpuSeconds();
  for (let seed = firstSeed; seed < firstSeed + count; seed++) moves += runGame(ruleset, { seed, players, bots: [randomBot], maxMoves, path }).moves.length;
  const seconds = cpuSeconds() - cpu;
  return { moves, seconds, movesPerSecond: moves / seconds, gamesPerSecond: count / seconds };
}

/** µs per legalMoves and per applyMove (the doors) over the positions of a few random games. */
function perCall(ruleset: Ruleset): { legal: number; apply: number } {
  let legalTime = 0;
  let applyTime = 0;
  let calls = 0;
  for (let seed = 1; seed <= 10; seed++) {
    let state = createGame(ruleset, { seed });
    let rng = seed;
    for (let n = 0; !state.result && n < 40_000; n++) {
      const a = performance.now();
      const moves = legalMoves(ruleset, state);
      const b = performance.now();
      let move;
      [move, rng] = randomBot(ruleset, state, moves, rng);
      const result = applyMove(ruleset, state, move);
      applyTime += performance.now() - b;
      legalTime += b - a;
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
      calls++;
    }
  }
  return { legal: (legalTime * 1000) / calls, apply: (applyTime * 1000) / calls };
}

function benchGames(): void {
  const duellum = load('antike-duellum');
  const east = load('antike-east');
  // Each path's first games run while V8 still compiles its code (the XState path's first 20 games cost about 1.6× a
  // warm one's). A simulation plays thousands of games, so the figures are the warm rate: each path first plays
  // `warmGames` games of seeds far from the measured ones, and its cold rate (seeds 1..10 on a fresh process would
  // be slower still) is printed beside it for the record.
  const warmGames = 20;
  const cold = gamesOn(duellum, 2, 10, 'machine', 40_000, 900_000);
  figure('duellum.random.machine.cold_moves_per_s', cold.movesPerSecond, 'moves/s');
  for (const path of ['fast', 'engine', 'machine'] as const) gamesOn(duellum, 2, warmGames, path, 40_000, 800_000);
  gamesOn(east, 4, warmGames / 2, 'fast', 40_000, 800_000);
  note(`complete random-bot games on one core after ${warmGames} warm-up games per path, seeds 1..${games}, moves per CPU-second`);
  const fast = gamesOn(duellum, 2, games, 'fast');
  figure('duellum.random.engine.moves_per_s', fast.movesPerSecond, 'moves/s');
  figure('duellum.random.engine.games_per_s', fast.gamesPerSecond, 'games/s');
  // V8 keeps tiering the simulation path up for about 100 games (random Duellum, 20-game blocks of the same seeds in
  // one process: 247, 204, 282, 298, 343 … 330 thousand moves per CPU-second): a simulation of thousands of games runs
  // at the later rate. The same seeds again, after 80 more warm-up games.
  gamesOn(duellum, 2, 80, 'fast', 40_000, 810_000);
  figure('duellum.random.engine.warm_moves_per_s', gamesOn(duellum, 2, games, 'fast').movesPerSecond, 'moves/s');
  const doors = gamesOn(duellum, 2, Math.ceil(games / 2), 'engine');
  figure('duellum.random.doors.moves_per_s', doors.movesPerSecond, 'moves/s');
  const machine = gamesOn(duellum, 2, Math.ceil(games / 2), 'machine');
  figure('duellum.random.machine.moves_per_s', machine.movesPerSecond, 'moves/s');
  figure('duellum.random.engine_over_machine', fast.movesPerSecond / machine.movesPerSecond, 'ratio');
  const east4 = gamesOn(east, 4, Math.ceil(games / 2), 'fast');
  figure('east4.random.engine.moves_per_s', east4.movesPerSecond, 'moves/s');
  figure('east4.random.engine.games_per_s', east4.gamesPerSecond, 'games/s');
  const calls = perCall(duellum);
  figure('duellum.legal_moves.us', calls.legal, 'µs');
  figure('duellum.apply_move.us', calls.apply, 'µs');
}

/** Heap after each block of games on the simulation path: flat means no growth (nothing kept between games). */
function benchMemory(count: number): void {
  const duellum = load('antike-duellum');
  const gc = (globalThis as { gc?: () => void }).gc;
  let peakRss = 0;
  const heaps: number[] = [];
  const block = Math.max(1, Math.floor(count / 5));
  for (let seed = 1; seed <= count; seed++) {
    runGame(duellum, { seed, players: 2, bots: [randomBot], maxMoves: 40_000, path: 'fast' });
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    if (seed % block === 0) {
      gc?.();
      heaps.push(process.memoryUsage().heapUsed);
    }
  }
  figure(`duellum.${count}games.peak_rss_mb`, peakRss / 1e6, 'MB');
  if (gc) figure(`duellum.${count}games.heap_growth_mb`, (heaps[heaps.length - 1] - heaps[0]) / 1e6, 'MB');
  else note('run with node --expose-gc for the heap-growth figure');
}

/**
 * The bot and simulator figures live in their own scripts (bench/bots.ts, bench/sim.ts: they need worker pools and
 * longer runs); these sections run them as child processes and take their BENCH lines as figures of this run.
 */
function benchScript(script: string, scriptArgs: string[]): void {
  const run = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL(script, import.meta.url)), ...scriptArgs], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (run.status !== 0) throw new Error(`${script} ${scriptArgs.join(' ')} exited with ${run.status}`);
  for (const line of run.stdout.split('\n')) {
    const bench = /^BENCH (\S+) (\S+) (.+)$/.exec(line);
    if (!bench) {
      if (line.startsWith('#')) note(line.slice(1).trim());
      continue;
    }
    const value = Number(bench[2]);
    if (Number.isFinite(value)) figure(bench[1], value, bench[3]);
    else if (!json) console.log(line);
  }
}

if (!only || only === 'rulesets') benchRulesets();
if (!only || only === 'games') benchGames();
if (!only || only === 'memory') benchMemory(Number(process.env.BENCH_MEMORY_GAMES ?? 1000));
// `bots` and `sim` are not in the default run: together they take minutes (issue 9's figures).
if (only === 'bots') {
  benchScript('./bots.ts', ['--only', 'speed', '--games', String(games)]);
  benchScript('./bots.ts', ['--only', 'mcts', '--mcts-pairs', '0']);
}
if (only === 'sim') benchScript('./sim.ts', ['--games', String(Math.max(games, 1000))]); // and the A/B command on 4,000 games
if (json) console.log(JSON.stringify({ figures }, null, 2));
