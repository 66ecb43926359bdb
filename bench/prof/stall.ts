import { validateRuleset } from '../../engine/ruleset/validate';
import { runGame } from '../../engine/index';
import { heuristicBot } from '../../engine/bots/heuristic';
import { loadLibrary } from '../../lib/rulesets/load';
const [seed, strategy, json] = process.argv.slice(2);
const r = validateRuleset(loadLibrary({ workspace: false }), 'antike-duellum').ruleset!;
const b = heuristicBot(strategy, { weights: JSON.parse(json) });
const g = runGame(r, { seed: Number(seed), bots: [b], path: 'fast', maxMoves: 150 * 2 * 12 });
const s = g.state as any;
console.log('turn', s.turn.number / 2, 'result', JSON.stringify(s.result), 'stacks', JSON.stringify(s.stacks), 'bankT', s.bank.temples);
for (const x of s.nations) { const c = Object.values(s.cities).filter((c: any) => c.owner === x); console.log(x, JSON.stringify(s.nation[x].personages), 'cities', c.length, 'temples', c.filter((c: any) => c.temple).length, 'stock', JSON.stringify(s.nation[x].stock), 'kh', s.nation[x].knowHows.join(','), 'box', JSON.stringify(s.nation[x].box), 'rondel', s.nation[x].rondel); }
