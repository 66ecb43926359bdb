// `npx tsx bench/prof/plan.ts <ruleset> <games> <players> <strategy> '<weights json>'`: heuristic self-play lengths with weight overrides (planner tuning).
import { validateRuleset } from '../../engine/ruleset/validate';
import { runGame } from '../../engine/index';
import { heuristicBot } from '../../engine/bots/heuristic';
import { summary } from '../../engine/sim/stats';
import { loadLibrary } from '../../lib/rulesets/load';
const [id = 'antike-duellum', n = '40', players = '2', strategy = 'balanced', json = '{}'] = process.argv.slice(2);
const r = validateRuleset(loadLibrary({ workspace: false }), id).ruleset!;
const b = heuristicBot(strategy, { weights: JSON.parse(json) });
const turns: number[] = [];
const bad: number[] = [];
const t0 = process.cpuUsage();
for (let seed = 1; seed <= Number(n); seed++) {
  const g = runGame(r, { seed, players: Number(players), bots: [b], path: 'fast', maxMoves: 150 * Number(players) * 12 });
  if (g.state.result && !g.state.result.stalled) turns.push(g.state.turn.number / g.state.nations.length);
  else bad.push(seed);
}
const u = process.cpuUsage(t0);
const s = summary(turns)!;
console.log(`${id} ${players}p ${strategy} ${json}: finished ${turns.length}/${n} median ${s?.median} p95 ${s?.p95?.toFixed(1)} cpu/game ${((u.user + u.system) / 1e3 / Number(n)).toFixed(1)} ms${bad.length ? ' unfinished ' + bad.join(',') : ''}`);
