// `npx tsx bench/bots.ts [--games N] [--only duellum|antike|speed|strategies|mcts] [--players 2,3] [--bot heuristic:conqueror]
//   [--mcts-pairs N] [--workers W] [--mcts-iterations 1000] [--mcts-seed 1000] [--mcts-options '{"scale":1100}'] [--mcts-strategy planner] [--mcts-opponent heuristic:planner] [--cap 150]`: how heuristic-bot games end and how long they
// last (on the simulation path), what the heuristic bot costs per game in CPU seconds, what an MCTS move costs, and
// (with --mcts-pairs) how often MCTS beats the heuristic bot over seat-swapped pairs. Prints `BENCH <name> <value> <unit>`
// lines; asserts nothing.
import { performance } from 'node:perf_hooks';
import { Piscina } from 'piscina';
import { validateRuleset } from '../engine/ruleset/validate';
import { atFieldDecision, createGame, decidingNation, runGame, type Ruleset } from '../engine/index';
import { FastGame } from '../engine/sim/fast-game';
import { botByName } from '../engine/bots/index';
import { mctsBot, type MctsOptions } from '../engine/bots/mcts';
import { strategies } from '../engine/bots/heuristic';
import { round, summary, wilson } from '../engine/sim/stats';
import { loadLibrary } from '../lib/rulesets/load';
import { playPair } from './bots-pair';

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const games = Number(flag('games', '50'));
const only = flag('only', 'all');
const capTurns = Number(flag('cap', '150'));
// MctsOptions as JSON (engine/bots/mcts.ts), for comparing settings; the iteration budget comes from --mcts-iterations.
const mctsOptions = JSON.parse(flag('mcts-options', '{}')) as MctsOptions;
// --mcts-strategy NAME: MCTS's rollout policy and evaluation weights by strategy name (e.g. planner, with
// --mcts-options '{"rondel":"policy"}' to take the planner's rondel field); --mcts-opponent: the bot it plays against.
const mctsStrategy = flag('mcts-strategy', '');
if (mctsStrategy && !strategies[mctsStrategy]) throw new Error(`unknown --mcts-strategy '${mctsStrategy}'; strategies: ${Object.keys(strategies).join(', ')}`);
if (mctsStrategy) mctsOptions.weights = strategies[mctsStrategy];
const mctsOpponent = flag('mcts-opponent', 'heuristic');
if (!botByName(mctsOpponent)) throw new Error(`unknown --mcts-opponent '${mctsOpponent}'`);

const library = loadLibrary({ workspace: false });
function ruleset(id: string): Ruleset {
  const r = validateRuleset(library, id).ruleset;
  if (!r) throw new Error(`${id} does not validate`);
  return r;
}

function bench(name: string, value: number | string, unit: string): void {
  console.log(`BENCH ${name} ${typeof value === 'number' ? +value.toFixed(3) : value} ${unit}`);
}

const cpuSeconds = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

/**
 * Heuristic games on the fast path, seeds 1..games. A game counts as finished only when a nation reached the
 * target: a stall (the ruleset's round limit) or the move cap (capTurns turns per nation, roughly) is not.
 * Median and p95 are over the finished games; the finished share says how many that is.
 */
function heuristicGames(config: string, id: string, players: number, bot: string): void {
  const r = ruleset(id);
  const b = botByName(bot)!;
  const turns: number[] = [];
  let finished = 0;
  const capped: number[] = [];
  const cpu = cpuSeconds();
  for (let seed = 1; seed <= games; seed++) {
    const g = runGame(r, { seed, players, bots: [b], path: 'fast', maxMoves: capTurns * players * 12 });
    const result = g.state.result;
    if (result && !result.stalled) {
      finished++;
      turns.push(g.state.turn.number / g.state.nations.length);
    } else capped.push(seed);
  }
  const spent = cpuSeconds() - cpu;
  const s = summary(turns);
  const prefix = `bots.${config}${bot === 'heuristic' ? '' : `.${bot.replace(':', '-')}`}`;
  bench(`${prefix}.games`, games, 'games');
  bench(`${prefix}.finished_share`, finished / games, 'share');
  if (s) {
    bench(`${prefix}.median_turns_per_nation`, s.median, 'turns');
    bench(`${prefix}.p95_turns_per_nation`, s.p95, 'turns');
  }
  bench(`${prefix}.games_per_cpu_s`, games / spent, 'games/s');
  if (capped.length) console.log(`# ${prefix}: not finished (stalled or capped): seeds ${capped.join(', ')}`);
}

/**
 * Heuristic Duellum games per CPU-second on the fast path (runGame path 'fast'), as a simulation of thousands of
 * games runs: V8 keeps compiling the bot and the engine for the first hundreds of games of a process (2026-11-26, one
 * fresh process, seeds 1..40: 41.0 and 46.9 games per CPU-second after 10 warm-up games, 113.5 and 137.6 after 200),
 * so `first50_games_per_s` is what a fresh process's first 50 games averaged and `games_per_s` the steady rate over
 * seeds 1..200 (--games, at most 200) after 1,000 games of far seeds. bench/sim.ts's A/B figure pays the warm-up as a
 * user does.
 */
function speed(): void {
  const r = ruleset('antike-duellum');
  const b = botByName('heuristic')!;
  const cold = cpuSeconds();
  for (let seed = 900_000; seed < 900_050; seed++) runGame(r, { seed, bots: [b], path: 'fast' });
  bench('duellum.heuristic.first50_games_per_s', 50 / (cpuSeconds() - cold), 'games/cpu-s');
  // After 150 warm-up games, blocks of 100 games read 132–170 games per CPU-second; after 1,000, 166–179 (2026-11-27).
  for (let seed = 900_050; seed < 901_000; seed++) runGame(r, { seed, bots: [b], path: 'fast' });
  const n = Math.max(10, Math.min(games, 200));
  let moves = 0;
  const played: { seed: number; moves: ReturnType<typeof runGame>['moves'] }[] = [];
  const cpu = cpuSeconds();
  for (let seed = 1; seed <= n; seed++) {
    const g = runGame(r, { seed, bots: [b], path: 'fast', maxMoves: capTurns * 2 * 12 });
    moves += g.moves.length;
    played.push({ seed, moves: g.moves });
  }
  const spent = cpuSeconds() - cpu;
  bench('duellum.heuristic.games_per_s', n / spent, 'games/cpu-s');
  bench('duellum.heuristic.us_per_move', (spent * 1e6) / moves, 'µs');
  // The engine's part of that: the same games replayed on the fast path (legal() and play() per move, as runGame
  // does), with no bot choosing.
  const cpu2 = cpuSeconds();
  for (const g of played) {
    const game = new FastGame(r, createGame(r, { seed: g.seed, players: 2 }));
    for (const m of g.moves) {
      game.legal();
      game.play(m);
    }
  }
  bench('duellum.heuristic.engine_share', (cpuSeconds() - cpu2) / spent, 'share');
}

/**
 * What an MCTS decision costs, MCTS in seat 0 against the heuristic bot, seeds 1 and 2, in two stretches of 8 rounds
 * each: rounds 1–8, where its rondel fields come from the opening line and only the other decisions are searched, and
 * rounds 16–23, the first after the opening line (the heuristic bot plays both seats up to there), where it also
 * searches its rondel field from 1,000 iterations (FIELD_SEARCH_FROM) with longer rollouts (`fieldTurns`).
 * `ms_per_move` is the mean over every searched decision of both stretches; `field_ms` the mean of the searched rondel
 * fields alone, the dearest decisions. Until 2026-11-29 only the first stretch was measured, which left out the field
 * search (114.8 ms then, against 188 ms a move over whole games).
 */
function mctsCost(iterations: number): void {
  const r = ruleset('antike-duellum');
  const mcts = mctsBot({ ...mctsOptions, iterations });
  const heuristic = botByName('heuristic')!;
  const stretches = [
    { name: 'opening', from: 1, ms: 0, n: 0 },
    { name: 'later', from: 16, ms: 0, n: 0 },
  ];
  let fieldMs = 0;
  let fields = 0;
  for (const stretch of stretches) {
    for (let seed = 1; seed <= 2; seed++) {
      const game = new FastGame(r, createGame(r, { seed, players: 2 }));
      const rngs = [seed, seed + 1];
      while (!game.over && game.state.turn.round < stretch.from + 8) {
        const legal = game.legal();
        const p = game.state.nations.indexOf(decidingNation(game.state));
        let move = legal[0];
        if (legal.length > 1) {
          const searched = p === 0 && game.state.turn.round >= stretch.from;
          const field = atFieldDecision(game.state);
          const t = performance.now();
          [move, rngs[p]] = (searched ? mcts : heuristic)(r, game.state, legal, rngs[p]);
          if (searched) {
            const spent = performance.now() - t;
            stretch.ms += spent;
            stretch.n++;
            if (field && stretch.from > 1) (fieldMs += spent), fields++;
          }
        }
        game.play(move);
      }
    }
  }
  const [opening, later] = stretches;
  bench(`duellum.mcts${iterations}.ms_per_move`, (opening.ms + later.ms) / (opening.n + later.n), 'ms');
  bench(`duellum.mcts${iterations}.opening_ms_per_move`, opening.ms / opening.n, 'ms');
  bench(`duellum.mcts${iterations}.later_ms_per_move`, later.ms / later.n, 'ms');
  if (fields) bench(`duellum.mcts${iterations}.field_ms`, fieldMs / fields, 'ms');
}

/** N seat-swapped pairs MCTS(iterations) vs heuristic on a piscina pool; the win rate with its Wilson interval. */
async function mctsPairs(pairs: number, iterations: number, workers: number): Promise<void> {
  const first = Number(flag('mcts-seed', '1000'));
  const tasks = Array.from({ length: pairs }, (_, i) => ({ seed: first + i, iterations, capTurns, options: mctsOptions, opponent: mctsOpponent }));
  const t = performance.now();
  let results: Awaited<ReturnType<typeof playPair>>[];
  if (workers > 1) {
    const pool = new Piscina({ filename: new URL('./bots-pair-worker.mjs', import.meta.url).href, minThreads: workers, maxThreads: workers });
    let done = 0;
    let won = 0;
    let decided = 0;
    results = await Promise.all(
      tasks.map((task) =>
        pool.run(task).then((r: Awaited<ReturnType<typeof playPair>>) => {
          done++;
          for (const g of r) if (g.finished) (decided++, g.mctsWon && won++);
          // A line per pair, so that an interrupted run still says what it measured.
          process.stderr.write(`mcts pairs: ${done}/${pairs}, MCTS won ${won} of ${decided} finished games\n`);
          return r;
        }),
      ),
    );
    await pool.destroy();
  } else {
    results = [];
    let won = 0;
    let decided = 0;
    for (const task of tasks) {
      const r = playPair(task);
      results.push(r);
      for (const g of r) if (g.finished) (decided++, g.mctsWon && won++);
      process.stderr.write(`mcts pairs: ${results.length}/${pairs}, MCTS won ${won} of ${decided} finished games\n`);
    }
  }
  const played = results.flat();
  const decided = played.filter((g) => g.finished);
  const wins = decided.filter((g) => g.mctsWon).length;
  const [lo, hi] = wilson(wins, decided.length);
  const prefix = `duellum.mcts${iterations}_vs_${mctsOpponent.replace(':', '-')}`;
  bench(`${prefix}.games`, played.length, 'games');
  bench(`${prefix}.finished`, decided.length, 'games');
  bench(`${prefix}.win_rate`, decided.length ? wins / decided.length : 0, 'share');
  bench(`${prefix}.win_rate_ci95`, `[${round(lo, 3)},${round(hi, 3)}]`, 'share');
  bench(`${prefix}.mcts_ms_per_move`, played.reduce((a, g) => a + g.mctsMs, 0) / Math.max(1, played.reduce((a, g) => a + g.mctsMoves, 0)), 'ms');
  bench(`${prefix}.wall_s`, (performance.now() - t) / 1000, 's');
}

const bot = flag('bot', 'heuristic');
if (only === 'all' || only === 'speed') speed();
if (only === 'all' || only === 'duellum') heuristicGames('duellum.2p', 'antike-duellum', 2, bot);
if (only === 'all' || only === 'antike') {
  for (const n of flag('players', '2,3,4,5,6').split(',').map(Number)) heuristicGames(`antike-east.${n}p`, 'antike-east', n, bot);
}
if (only === 'all' || only === 'strategies') {
  for (const s of ['builder', 'conqueror']) heuristicGames('duellum.2p', 'antike-duellum', 2, `heuristic:${s}`);
}
if (only === 'all' || only === 'mcts') {
  const iterations = Number(flag('mcts-iterations', '1000'));
  mctsCost(iterations);
  const pairs = Number(flag('mcts-pairs', only === 'mcts' ? '2' : '0'));
  if (pairs > 0) await mctsPairs(pairs, iterations, Number(flag('workers', '1')));
}
