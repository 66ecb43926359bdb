// `npx tsx bench/prof/cpu-pair.ts <games> <rounds> '<weights A>' '<weights B>' [config]`: CPU per game of two weight
// sets on the same seeds, alternated in rounds, after a warm-up game each (opening lines searched outside the timing).
import { validateRuleset } from '../../engine/ruleset/validate';
import { runGame } from '../../engine/index';
import { heuristicBot } from '../../engine/bots/heuristic';
import { loadLibrary } from '../../lib/rulesets/load';
const [n = '100', rounds = '3', a = '{}', b = '{}', c = 'd'] = process.argv.slice(2);
const id = c === 'd' ? 'antike-duellum' : 'antike-east';
const players = c === 'd' ? 2 : Number(c);
const r = validateRuleset(loadLibrary({ workspace: false }), id).ruleset!;
const bots = [heuristicBot('balanced', { weights: JSON.parse(a) }), heuristicBot('balanced', { weights: JSON.parse(b) })];
for (const bot of bots) for (let seed = 1; seed <= 4; seed++) runGame(r, { seed, players, bots: [bot], path: 'fast', maxMoves: 150 * players * 12 });
const cpu = [0, 0], games = [0, 0], moves = [0, 0], turns = [0, 0];
for (let k = 0; k < Number(rounds); k++) for (let i = 0; i < 2; i++) {
  const t = process.cpuUsage();
  for (let seed = 1; seed <= Number(n); seed++) {
    const g = runGame(r, { seed, players, bots: [bots[i]], path: 'fast', maxMoves: 150 * players * 12 });
    moves[i] += g.moves.length; turns[i] += g.state.turn.number / players;
  }
  const u = process.cpuUsage(t);
  cpu[i] += (u.user + u.system) / 1e6; games[i] += Number(n);
}
for (const i of [0, 1]) console.log(`${i ? 'B' : 'A'} ${i ? b : a}: ${(1000 * cpu[i] / games[i]).toFixed(1)} ms/game, ${(1e6 * cpu[i] / moves[i]).toFixed(1)} µs/move, ${(1000 * cpu[i] / turns[i]).toFixed(2)} ms/turn-per-nation`);
