// `npx tsx bench/prof/solo.ts <games> '<weights json>'`: heuristic Duellum against an idle opponent (ends every step, else its first move): the bot's own economy.
import { validateRuleset } from '../../engine/ruleset/validate';
import { runGame } from '../../engine/index';
import { heuristicBot } from '../../engine/bots/heuristic';
import { summary } from '../../engine/sim/stats';
import { loadLibrary } from '../../lib/rulesets/load';
import type { Bot } from '../../engine/bots/random';
const [n = '20', json = '{}'] = process.argv.slice(2);
const r = validateRuleset(loadLibrary({ workspace: false }), 'antike-duellum').ruleset!;
const b = heuristicBot('balanced', { weights: JSON.parse(json) });
const idle: Bot = (_r, _s, moves, rng) => [moves.find((m) => m.type === 'phase.end') ?? moves.find((m) => m.type === 'rondel.select' && m.field.startsWith('duellum')) ?? moves[0], rng];
const turns: number[] = [];
for (let seed = 1; seed <= Number(n); seed++) {
  const g = runGame(r, { seed, bots: [b, idle], path: 'fast', maxMoves: 4000 });
  if (g.state.result?.winner && !g.state.result.stalled) turns.push(g.state.turn.number / 2);
}
const s = summary(turns);
console.log(`solo ${json}: finished ${turns.length}/${n} median ${s?.median} p95 ${s?.p95?.toFixed(1)}`);
