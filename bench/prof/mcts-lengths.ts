// `npx tsx bench/prof/mcts-lengths.ts [from] [to] [bot]`: turns per nation of Duellum self-play by the MCTS bot (default
// mcts:1000) beside the heuristic bot's self-play on the same seeds. Does a stronger player end the game sooner? The MCTS
// bot wins 80% of seat-swapped games against the heuristic bot (bench/bots.ts --only mcts); if its own games are no
// shorter, the length is the game's under contest, not a weakness the heuristic bot's weights could tune away.
import { validateRuleset } from '../../engine/ruleset/validate';
import { runGame } from '../../engine/index';
import { botByName } from '../../engine/bots/index';
import { summary } from '../../engine/sim/stats';
import { loadLibrary } from '../../lib/rulesets/load';
const r = validateRuleset(loadLibrary({ workspace: false }), 'antike-duellum').ruleset!;
const [from = '1', to = '40', name = 'mcts:1000'] = process.argv.slice(2);
const strong = botByName(name)!;
const heuristic = botByName('heuristic')!;
const lengths: Record<'strong' | 'heuristic', number[]> = { strong: [], heuristic: [] };
for (let seed = Number(from); seed <= Number(to); seed++) {
  const a = runGame(r, { seed, bots: [strong, strong], path: 'fast', maxMoves: 3600 });
  const b = runGame(r, { seed, bots: [heuristic, heuristic], path: 'fast', maxMoves: 3600 });
  if (a.state.result && !a.state.result.stalled) lengths.strong.push(a.state.turn.number / 2);
  if (b.state.result && !b.state.result.stalled) lengths.heuristic.push(b.state.turn.number / 2);
  console.log(`seed ${seed}: ${name} ${a.state.turn.number / 2}, heuristic ${b.state.turn.number / 2}`);
}
for (const [who, turns] of Object.entries(lengths)) {
  const s = summary(turns)!;
  console.log(`${who === 'strong' ? name : 'heuristic'}: ${turns.length} finished, median ${s.median} p95 ${s.p95} mean ${s.mean.toFixed(1)}`);
}
