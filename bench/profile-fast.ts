// Profiling aid (not a benchmark): plays random-bot Duellum games on the simulation path so that
// `node --cpu-prof --import tsx bench/profile-fast.ts [games] [ruleset]` writes a CPU profile of the fast core.
import { randomBot } from '../engine/bots/random';
import { runGame } from '../engine/sim/run-game';
import { validateRuleset } from '../engine/ruleset/validate';
import { loadLibrary } from '../lib/rulesets/load';

const games = Number(process.argv[2] ?? 40);
const id = process.argv[3] ?? 'antike-duellum';
const ruleset = validateRuleset(loadLibrary(), id).ruleset!;
let moves = 0;
const start = process.cpuUsage();
for (let seed = 1; seed <= games; seed++) moves += runGame(ruleset, { seed, players: process.env.PLAYERS ? Number(process.env.PLAYERS) : undefined, bots: [randomBot], maxMoves: 40_000, path: (process.env.PATH_KIND as never) ?? 'fast' }).moves.length;
const used = process.cpuUsage(start);
const seconds = (used.user + used.system) / 1e6;
console.log(`${games} games, ${moves} moves, ${(moves / seconds).toFixed(0)} moves/CPU-s`);
