// `npm run bench`: prints figures; it asserts nothing. Targets are in the issues (resolve + validate ≤ 5 ms).
import { performance } from 'node:perf_hooks';
import { validateRuleset } from '../engine/ruleset/validate';
import { applyMove, createGame, legalMoves, type Ruleset } from '../engine/index';
import { randomBot } from '../engine/bots/random';
import { runGame } from '../engine/sim/run-game';
import { loadLibrary } from '../lib/rulesets/load';

function median(values: number[]): number {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function benchRulesets(): void {
  const library = loadLibrary({ workspace: false });
  const rounds = 200;
  const coldStart = performance.now();
  for (const id of library.keys()) validateRuleset(library, id);
  const cold = performance.now() - coldStart;
  console.log(`resolve + validate, warm (median and p95 of ${rounds} runs each; first pass incl. schema compile: ${cold.toFixed(0)} ms)`);
  console.log('ruleset'.padEnd(32) + 'median ms'.padStart(10) + 'p95 ms'.padStart(10) + '  target ≤ 5 ms');
  for (const id of library.keys()) {
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const start = performance.now();
      const result = validateRuleset(library, id);
      times.push(performance.now() - start);
      if (!result.ruleset) throw new Error(`${id} does not validate`);
    }
    times.sort((a, b) => a - b);
    const p95 = times[Math.floor(times.length * 0.95)];
    console.log(id.padEnd(32) + median(times).toFixed(2).padStart(10) + p95.toFixed(2).padStart(10) + (median(times) <= 5 ? '  ok' : '  OVER'));
  }
}

/**
 * Complete random-bot games through the turn machine and engine the workbench uses (runGame steps the
 * machine with XState's pure transition function). One core: this process runs the games one after another.
 */
function benchGames(id: string, players: number, games: number): void {
  const library = loadLibrary({ workspace: false });
  const ruleset = validateRuleset(library, id).ruleset!;
  for (let seed = 1; seed <= 3; seed++) runGame(ruleset, { seed, players, bots: [randomBot], maxMoves: 40_000 }); // warm-up
  const engineOnly = engineOnlyGames(ruleset, players, games);
  let moves = 0;
  let decisions = 0;
  let peakRss = 0;
  let peakHeap = 0;
  let timeouts = 0;
  const start = performance.now();
  for (let seed = 1; seed <= games; seed++) {
    const run = runGame(ruleset, { seed, players, bots: [randomBot], maxMoves: 40_000 });
    if (run.timedOut) timeouts++;
    moves += run.moves.length;
    decisions += run.decisions;
    if (seed % 10 === 0) {
      const memory = process.memoryUsage();
      peakRss = Math.max(peakRss, memory.rss);
      peakHeap = Math.max(peakHeap, memory.heapUsed);
    }
  }
  const seconds = (performance.now() - start) / 1000;
  console.log(
    `${`${id} (${players}p)`.padEnd(30)} ${games} games in ${seconds.toFixed(1)} s: ${(games / seconds).toFixed(1)} games/s, ${Math.round(decisions / seconds)} decisions/s, ${Math.round(moves / seconds)} moves/s, ${Math.round(moves / games)} moves/game (${timeouts} stopped at 40,000 moves); peak RSS ${Math.round(peakRss / 1e6)} MB, heap ${Math.round(peakHeap / 1e6)} MB; engine alone (no machine): ${engineOnly.toFixed(1)} games/s`,
  );
}

/** The same games through legalMoves/applyMove directly, to show what the turn machine's transitions cost. */
function engineOnlyGames(ruleset: Ruleset, players: number, games: number): number {
  const start = performance.now();
  for (let seed = 1; seed <= games; seed++) {
    let state = createGame(ruleset, { seed, players });
    let rng = (seed * 2654435761) | 0;
    for (let n = 0; !state.result && n < 40_000; n++) {
      const moves = legalMoves(ruleset, state);
      let move;
      [move, rng] = randomBot(ruleset, state, moves, rng);
      const result = applyMove(ruleset, state, move);
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
    }
  }
  return games / ((performance.now() - start) / 1000);
}

const only = process.argv[2];
if (!only || only === 'rulesets') benchRulesets();
if (!only || only === 'games') {
  console.log('\ncomplete random-bot games on one core, through the turn machine (target ≥ 200 games/s)');
  const games = Number(process.argv[3] ?? 100);
  benchGames('antike-duellum', 2, games);
  benchGames('antike-duellum-greece-persia', 2, games);
  benchGames('antike-duellum-special-units', 2, games);
  benchGames('antike-east', 4, games);
}
