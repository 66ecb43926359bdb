// `npx tsx bench/prof/bot-decisions.ts [ruleset] [games]`: wall time of the whole heuristic bot (card trials included,
// which bench/prof/decisions.ts leaves out: it times the policy alone) per kind of decision, timed in seeded games on
// the simulation path after a warm-up. A kind is the phase (or the decision the game waits for), and the move types
// listed, with the rondel field of an action: 'rondel//card.play,rondel.select' is a rondel decision with a card to try. Prints the share of the games'
// time, µs per decision, decisions per game and legal moves per decision, the dearest kinds first.
import { validateRuleset } from '../../engine/ruleset/validate';
import { loadLibrary } from '../../lib/rulesets/load';
import { runGame } from '../../engine/sim/run-game';
import { heuristicBot } from '../../engine/bots/heuristic';
import type { Bot } from '../../engine/bots/random';

process.stdout.on('error', () => process.exit(0));
const id = process.argv[2] ?? 'antike-duellum';
const games = Number(process.argv[3] ?? 100);
const ruleset = validateRuleset(loadLibrary({ workspace: false }), id).ruleset!;
const bot = heuristicBot('balanced');
for (let seed = 900_000; seed < 900_000 + games; seed++) runGame(ruleset, { seed, bots: [bot], path: 'fast' });

const byKind = new Map<string, { ms: number; decisions: number; moves: number }>();
const timed: Bot = (r, state, moves, rng) => {
  const kind = `${state.pending[0]?.kind ?? state.turn.phase}/${state.turn.field ?? ''}/${[...new Set(moves.map((m) => m.type))].sort().join(',')}`;
  const start = performance.now();
  const out = bot(r, state, moves, rng);
  const entry = byKind.get(kind) ?? { ms: 0, decisions: 0, moves: 0 };
  entry.ms += performance.now() - start;
  entry.decisions++;
  entry.moves += moves.length;
  byKind.set(kind, entry);
  return out;
};
const start = performance.now();
for (let seed = 1; seed <= games; seed++) runGame(ruleset, { seed, bots: [timed], path: 'fast' });
const total = performance.now() - start;
let botMs = 0;
for (const e of byKind.values()) botMs += e.ms;
console.log(`${id}, ${games} games: ${(total / games).toFixed(2)} ms a game, the bot ${(botMs / games).toFixed(2)} ms of it`);
for (const [kind, e] of [...byKind].sort((a, b) => b[1].ms - a[1].ms).slice(0, 20)) {
  console.log(`${((100 * e.ms) / total).toFixed(1).padStart(5)}%  ${((1000 * e.ms) / e.decisions).toFixed(1).padStart(7)} µs  ${(e.decisions / games).toFixed(1).padStart(6)} a game  ${(e.moves / e.decisions).toFixed(1).padStart(5)} moves  ${kind}`);
}
