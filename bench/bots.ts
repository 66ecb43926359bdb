// `npx tsx bench/bots.ts [--games N] [--only duellum|antike|strategies|mcts] [--players 2,3] [--bot heuristic:conqueror] [--mcts-pairs N] [--cap 150]`: how heuristic-bot games end and how long they
// last, and what the MCTS bot costs and wins. Prints `BENCH <name> <value> <unit>` lines; asserts nothing.
import { performance } from 'node:perf_hooks';
import { validateRuleset } from '../engine/ruleset/validate';
import { applyMove, createGame, decidingNation, legalMoves, type Ruleset } from '../engine/index';
import { botByName, type Bot } from '../engine/bots/index';
import { loadLibrary } from '../lib/rulesets/load';

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const games = Number(flag('games', '50'));
const only = flag('only', 'all');
const capTurns = Number(flag('cap', '150'));

const library = loadLibrary({ workspace: false });
function ruleset(id: string): Ruleset {
  const r = validateRuleset(library, id).ruleset;
  if (!r) throw new Error(`${id} does not validate`);
  return r;
}

export interface Played {
  finished: boolean;
  winner?: string;
  nations: string[];
  turnsPerNation: number;
  moves: number;
  ms: number;
  botMs: number[];
  botMoves: number[];
}

/** One game; seat i is played by bots[i]; stops after `capTurns` turns per nation (counted as not finished). */
export function play(r: Ruleset, seed: number, players: number, seats: Bot[]): Played {
  let state = createGame(r, { seed, players });
  const rng = seats.map((_, i) => (seed * 2654435761 + i * 97) | 0);
  const seat = new Map<string, number>();
  state.controllers.forEach((ns, p) => ns.forEach((n) => seat.set(n, p)));
  const botMs = seats.map(() => 0);
  const botMoves = seats.map(() => 0);
  const start = performance.now();
  let moves = 0;
  while (!state.result && state.turn.number <= capTurns * state.nations.length) {
    const legal = legalMoves(r, state);
    const p = seat.get(decidingNation(state)) ?? 0;
    let move = legal[0];
    if (legal.length > 1) {
      const t = performance.now();
      [move, rng[p]] = seats[p](r, state, legal, rng[p]);
      botMs[p] += performance.now() - t;
      botMoves[p]++;
    }
    const applied = applyMove(r, state, move);
    if (!applied.ok) throw new Error(`seed ${seed}: bot played an illegal move ${JSON.stringify(move)}: ${applied.error.code}`);
    state = applied.state;
    moves++;
  }
  return {
    // A game stopped by the ruleset's round limit is a stall, never a finish.
    finished: !!state.result && !state.result.stalled,
    winner: state.result?.stalled ? undefined : state.result?.winner,
    nations: state.nations,
    turnsPerNation: state.turn.number / state.nations.length,
    moves,
    ms: performance.now() - start,
    botMs,
    botMoves,
  };
}

function quantile(values: number[], q: number): number {
  const s = values.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
}

function bench(name: string, value: number | string, unit: string): void {
  console.log(`BENCH ${name} ${typeof value === 'number' ? +value.toFixed(3) : value} ${unit}`);
}

function heuristicGames(label: string, id: string, players: number, bot: string): void {
  const r = ruleset(id);
  const b = botByName(bot)!;
  const results: Played[] = [];
  const t = performance.now();
  for (let seed = 1; seed <= games; seed++) results.push(play(r, seed, players, Array.from({ length: players }, () => b)));
  const wall = (performance.now() - t) / 1000;
  const finished = results.filter((x) => x.finished);
  const turns = finished.map((x) => x.turnsPerNation);
  const prefix = `${label}.${bot.replace(':', '-')}`;
  bench(`${prefix}.games`, results.length, 'games');
  bench(`${prefix}.finished_share`, finished.length / results.length, 'share');
  if (turns.length) {
    bench(`${prefix}.turns_per_nation.median`, quantile(turns, 0.5), 'turns');
    bench(`${prefix}.turns_per_nation.p95`, quantile(turns, 0.95), 'turns');
  }
  const firstSeat = finished.filter((x) => x.winner === x.nations[0]).length;
  bench(`${prefix}.first_seat_win_share`, finished.length ? firstSeat / finished.length : 0, 'share');
  bench(`${prefix}.games_per_s`, results.length / wall, 'games/s');
  const botMs = results.reduce((a, x) => a + x.botMs.reduce((p, q) => p + q, 0), 0);
  const botMoves = results.reduce((a, x) => a + x.botMoves.reduce((p, q) => p + q, 0), 0);
  bench(`${prefix}.ms_per_decision`, botMs / botMoves, 'ms');
  const stuck = results.map((x, i) => (x.finished ? 0 : i + 1)).filter(Boolean);
  if (stuck.length) console.log(`# ${prefix}: capped seeds ${stuck.join(', ')}`);
}

function mctsFigures(): void {
  const r = ruleset('antike-duellum');
  const heuristic = botByName('heuristic')!;
  for (const iterations of [50, 200, 1000]) {
    const mcts = botByName(`mcts:${iterations}`)!;
    // Time MCTS decisions over the first turns of a few games (MCTS seat 0, heuristic seat 1).
    let ms = 0;
    let n = 0;
    for (let seed = 1; seed <= 2; seed++) {
      let state = createGame(r, { seed, players: 2 });
      let rngs = [seed, seed + 1];
      while (!state.result && state.turn.number <= 12) {
        const legal = legalMoves(r, state);
        const p = state.nations.indexOf(decidingNation(state));
        let move = legal[0];
        if (legal.length > 1) {
          const t = performance.now();
          [move, rngs[p]] = (p === 0 ? mcts : heuristic)(r, state, legal, rngs[p]);
          if (p === 0) {
            ms += performance.now() - t;
            n++;
          }
        }
        const applied = applyMove(r, state, move);
        if (!applied.ok) throw new Error('illegal move');
        state = applied.state;
      }
    }
    bench(`duellum.mcts${iterations}.ms_per_move`, ms / n, 'ms');
  }
  const pairs = Number(flag('mcts-pairs', '2'));
  const mcts = botByName('mcts:200')!;
  let wins = 0;
  let decided = 0;
  let played = 0;
  for (let seed = 1; seed <= pairs; seed++) {
    for (const mctsSeat of [0, 1]) {
      const seats = mctsSeat === 0 ? [mcts, heuristic] : [heuristic, mcts];
      const g = play(r, 1000 + seed, 2, seats);
      played++;
      if (!g.finished) continue;
      decided++;
      if (g.winner === g.nations[mctsSeat]) wins++;
    }
  }
  bench('duellum.mcts200_vs_heuristic.games', played, 'games');
  bench('duellum.mcts200_vs_heuristic.finished', decided, 'games');
  bench('duellum.mcts200_vs_heuristic.win_share', decided ? wins / decided : 0, 'share');
}

if (only === 'all' || only === 'duellum') {
  heuristicGames('duellum', 'antike-duellum', 2, flag('bot', 'heuristic'));
}
if (only === 'all' || only === 'antike') {
  for (const n of flag('players', '2,3,4,5,6').split(',').map(Number)) heuristicGames(`antike-east.${n}p`, 'antike-east', n, flag('bot', 'heuristic'));
}
/** Two strategies against each other, seats swapped per seed: wins and conquests of each. */
function strategyDuel(a: string, b: string): void {
  const r = ruleset('antike-duellum');
  const pairs = Number(flag('strategy-pairs', '10'));
  const wins: Record<string, number> = { [a]: 0, [b]: 0 };
  const conquests: Record<string, number> = { [a]: 0, [b]: 0 };
  let finished = 0;
  for (let seed = 1; seed <= pairs; seed++) {
    for (const seats of [[a, b], [b, a]]) {
      let state = createGame(r, { seed, players: 2 });
      const rng = [seed * 31, seed * 37];
      while (!state.result && state.turn.number <= capTurns * 2) {
        const legal = legalMoves(r, state);
        const p = state.nations.indexOf(decidingNation(state));
        let move = legal[0];
        if (legal.length > 1) [move, rng[p]] = botByName(seats[p])!(r, state, legal, rng[p]);
        if (move.type === 'city.conquer') conquests[seats[p]]++;
        const applied = applyMove(r, state, move);
        if (!applied.ok) throw new Error(`illegal move ${JSON.stringify(move)}`);
        state = applied.state;
      }
      if (!state.result?.winner || state.result.stalled) continue;
      finished++;
      wins[seats[state.nations.indexOf(state.result.winner)]]++;
    }
  }
  const name = (x: string) => x.replace('heuristic:', '');
  const prefix = `duellum.${name(a)}_vs_${name(b)}`;
  bench(`${prefix}.games`, pairs * 2, 'games');
  bench(`${prefix}.finished`, finished, 'games');
  bench(`${prefix}.${name(a)}.win_share`, finished ? wins[a] / finished : 0, 'share');
  bench(`${prefix}.${name(a)}.conquests_per_game`, conquests[a] / (pairs * 2), 'conquests');
  bench(`${prefix}.${name(b)}.conquests_per_game`, conquests[b] / (pairs * 2), 'conquests');
}

if (only === 'all' || only === 'strategies') strategyDuel('heuristic:conqueror', 'heuristic:builder');
if (only === 'all' || only === 'mcts') mctsFigures();
