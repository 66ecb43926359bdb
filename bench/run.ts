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

/**
 * The simulation path as a simulation worker runs it: a process that plays only this ruleset on this path. V8 keeps
 * tiering the path up for its first ~100 games (random Duellum in 20-game blocks of one fresh process, 2026-11-26:
 * 39, 156, 194, 227, 222, 315, 232, 293, 321, 300, 325 thousand moves per CPU-second), so a run of thousands of games
 * plays nearly all of them at the later rate: `moves_per_s` is that steady rate (seeds 1..N after 100 games of far
 * seeds), and `first100_moves_per_s` is what the first 100 games of a fresh process averaged, start-up included.
 * Runs in a child process (section `fast-path`) so that the other paths' games in this one do not share its JIT.
 */
function benchFastPath(id: string, players: number, prefix: string): void {
  const ruleset = load(id);
  const first = gamesOn(ruleset, players, 100, 'fast', 40_000, 800_000);
  figure(`${prefix}.random.engine.first100_moves_per_s`, first.movesPerSecond, 'moves/s');
  const warm = gamesOn(ruleset, players, games, 'fast');
  figure(`${prefix}.random.engine.moves_per_s`, warm.movesPerSecond, 'moves/s');
  figure(`${prefix}.random.engine.games_per_s`, warm.gamesPerSecond, 'games/s');
}

function benchGames(): void {
  const duellum = load('antike-duellum');
  note(`simulation path: random-bot games on one core in a process of its own, seeds 1..${games} after 100 warm-up games, moves per CPU-second`);
  benchScript('./run.ts', ['fast-path', '--games', String(games), '--ruleset', 'antike-duellum', '--players', '2', '--prefix', 'duellum']);
  benchScript('./run.ts', ['fast-path', '--games', String(Math.ceil(games / 2)), '--ruleset', 'antike-east', '--players', '4', '--prefix', 'east4']);
  // The doors and the XState machine tier up within about 20 games (their per-move work is larger): the machine's
  // first 10 games are printed as its cold rate, then every path plays 20 warm-up games of far seeds.
  const warmGames = 20;
  const cold = gamesOn(duellum, 2, 10, 'machine', 40_000, 900_000);
  figure('duellum.random.machine.cold_moves_per_s', cold.movesPerSecond, 'moves/s');
  for (const path of ['engine', 'machine'] as const) gamesOn(duellum, 2, warmGames, path, 40_000, 800_000);
  note(`doors and XState machine: random-bot games on one core after ${warmGames} warm-up games per path, seeds 1..${Math.ceil(games / 2)}`);
  const doors = gamesOn(duellum, 2, Math.ceil(games / 2), 'engine');
  figure('duellum.random.doors.moves_per_s', doors.movesPerSecond, 'moves/s');
  const machine = gamesOn(duellum, 2, Math.ceil(games / 2), 'machine');
  figure('duellum.random.machine.moves_per_s', machine.movesPerSecond, 'moves/s');
  const fast = figures.find((f) => f.name === 'duellum.random.engine.moves_per_s')!.value;
  figure('duellum.random.engine_over_machine', fast / machine.movesPerSecond, 'ratio');
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
if (only === 'fast-path') {
  const value = (name: string) => args[args.indexOf(`--${name}`) + 1];
  benchFastPath(value('ruleset'), Number(value('players')), value('prefix'));
}
if (!only || only === 'memory') benchMemory(Number(process.env.BENCH_MEMORY_GAMES ?? 1000));
// `bots` and `sim` are not in the default run: together they take minutes (issue 9's figures).
if (only === 'bots') {
  benchScript('./bots.ts', ['--only', 'speed', '--games', String(games)]);
  benchScript('./bots.ts', ['--only', 'mcts', '--mcts-pairs', '0']);
}
if (only === 'sim') benchScript('./sim.ts', ['--games', String(Math.max(games, 1000))]); // and the A/B command on 4,000 games
if (json) console.log(JSON.stringify({ figures }, null, 2));
