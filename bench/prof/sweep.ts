// `npx tsx bench/prof/sweep.ts <strategy> '<weights json>' [games] [configs]`: finished share, median and p95 turns per
// nation and the first nation's share of the wins, of heuristic self-play with adjusted weights, seeds 1..games
// (FIRST_SEED moves them), on Duellum and Antike East 2–6 nations (configs: comma list of d (Duellum) and 2..6;
// default d,2,3,4,5,6). One line per configuration.
import { validateRuleset } from '../../engine/ruleset/validate';
import { runGame } from '../../engine/index';
import { heuristicBot } from '../../engine/bots/heuristic';
import { summary } from '../../engine/sim/stats';
import { loadLibrary } from '../../lib/rulesets/load';
const [strategy = 'balanced', json = '{}', n = '100', configs = 'd,2,3,4,5,6'] = process.argv.slice(2);
const lib = loadLibrary({ workspace: false });
const b = heuristicBot(strategy, { weights: JSON.parse(json) });
const out: string[] = [];
for (const c of configs.split(',')) {
  const id = c === 'd' ? 'antike-duellum' : 'antike-east';
  const players = c === 'd' ? 2 : Number(c);
  const r = validateRuleset(lib, id).ruleset!;
  const turns: number[] = [];
  let firstWins = 0;
  const t = process.cpuUsage();
  const first = Number(process.env.FIRST_SEED ?? 1);
  for (let seed = first; seed < first + Number(n); seed++) {
    const g = runGame(r, { seed, players, bots: [b], path: 'fast', maxMoves: 150 * players * 12 });
    if (g.state.result && !g.state.result.stalled) {
      turns.push(g.state.turn.number / g.state.nations.length);
      if (g.state.result.winner === g.state.nations[0]) firstWins++;
    }
  }
  const u = process.cpuUsage(t);
  const s = summary(turns)!;
  out.push(`${c}: ${turns.length}/${n} med ${s.median.toFixed(1)} p95 ${s.p95.toFixed(1)} first ${((100 * firstWins) / turns.length).toFixed(1)}% (${(Number(n) / ((u.user + u.system) / 1e6)).toFixed(1)} g/s)`);
}
console.log(`${strategy} ${json} | ${out.join(' | ')}`);
