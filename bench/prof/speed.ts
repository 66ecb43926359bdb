// `node --import tsx bench/prof/speed.ts [games] [bot]`: warm heuristic Duellum self-play on the fast path (10 warm-up
// games first), CPU per game and per move; with `node --cpu-prof` a profile of the bot's hot path. Used for side-by-side
// timings with farm-bench (the bench's own figure, duellum.heuristic.games_per_s, is in bench/bots.ts).
import { botByName } from '../../engine/bots/index';
import { runGame } from '../../engine/sim/run-game';
import { validateRuleset } from '../../engine/ruleset/validate';
import { loadLibrary } from '../../lib/rulesets/load';

const games = Number(process.argv[2] ?? 100);
const name = process.argv[3] ?? 'heuristic';
const ruleset = validateRuleset(loadLibrary(), 'antike-duellum').ruleset!;
const bot = botByName(name);
if (!bot) throw new Error(`unknown bot '${name}'`);
for (let seed = 1000; seed < 1010; seed++) runGame(ruleset, { seed, bots: [bot], path: 'fast' });
let moves = 0;
let turns = 0;
const start = process.cpuUsage();
for (let seed = 1; seed <= games; seed++) {
  const game = runGame(ruleset, { seed, bots: [bot], path: 'fast', maxMoves: 20_000 });
  moves += game.moves.length;
  turns += game.state.turn.number / game.state.nations.length;
}
const used = process.cpuUsage(start);
const seconds = (used.user + used.system) / 1e6;
console.log(`${name}: ${games} games, ${(games / seconds).toFixed(1)} games/cpu-s, ${((seconds * 1e6) / moves).toFixed(1)} µs/move, ${(moves / games).toFixed(0)} moves/game, ${(turns / games).toFixed(1)} turns/nation`);
