// `npx tsx bench/prof/waiting.ts [games] [strategy] ['<weights json>']`: free city sites an own unit holds at each rondel
// decision of Duellum self-play (foundings waiting for their price, D-FOUND-03/04): the mean, the share of decisions
// with any, and the histogram.
import { validateRuleset } from '../../engine/ruleset/validate';
import { runGame } from '../../engine/index';
import { heuristicBot } from '../../engine/bots/heuristic';
import { mapInfo } from '../../engine/bots/features';
import { loadLibrary } from '../../lib/rulesets/load';
const [n = '40', strat = 'balanced', json = '{}'] = process.argv.slice(2);
const r = validateRuleset(loadLibrary({ workspace: false }), 'antike-duellum').ruleset!;
const info = mapInfo(r);
const b = heuristicBot(strat, { weights: JSON.parse(json) });
let decisions = 0, waiting = 0, waitingTurns = 0;
const hist: number[] = [];
for (let seed = 1; seed <= Number(n); seed++) {
  runGame(r, { seed, bots: [b], path: 'fast', maxMoves: 40000, onMove: (s: any, m: any) => {
    if (m.type !== 'rondel.select') return;
    const nat = s.nations[s.turn.active];
    let w = 0;
    for (const site of info.citySites) if (!s.cities[site] && s.units[site]?.[nat]) w++;
    decisions++; waiting += w; if (w) waitingTurns++;
    hist[w] = (hist[w] ?? 0) + 1;
  } } as any);
}
console.log(`${strat} ${json}: decisions ${decisions}, mean waiting sites ${(waiting / decisions).toFixed(2)}, share with any ${(waitingTurns / decisions).toFixed(2)}, hist ${hist.map((x, i) => `${i}:${x ?? 0}`).join(' ')}`);
