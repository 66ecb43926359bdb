// `npx tsx bench/prof/idle-duellum.ts [games] [strategy] ['<weights json>']`: Duellum self-play turns whose rondel field is
// a maneuver (DUELLUM) with no unit moved and no city conquered: the maneuver's value promised moves the moves then
// did not make. Prints their count per game and the share of all maneuver turns.
import { validateRuleset } from '../../engine/ruleset/validate';
import { runGame } from '../../engine/index';
import { heuristicBot } from '../../engine/bots/heuristic';
import { loadLibrary } from '../../lib/rulesets/load';
const [n = '40', strat = 'balanced', json = '{}'] = process.argv.slice(2);
const r = validateRuleset(loadLibrary({ workspace: false }), process.env.RULESET ?? 'antike-duellum').ruleset!;
const b = heuristicBot(strat, { weights: JSON.parse(json) });
let maneuvers = 0, idle = 0;
for (let seed = 1; seed <= Number(n); seed++) {
  let open = false, acted = false;
  runGame(r, { seed, bots: [b], path: 'fast', maxMoves: 40000, onMove: (_s: any, m: any) => {
    if (m.type === 'rondel.select') {
      if (open && !acted) idle++;
      open = r.rondel.fields[m.field].action === 'maneuver';
      acted = false;
      if (open) maneuvers++;
    } else if (m.type === 'unit.move' || m.type === 'city.conquer') acted = true;
  } } as any);
  if (open && !acted) idle++;
}
console.log(`${strat} ${json}: ${(maneuvers / Number(n)).toFixed(1)} maneuver turns per game, ${(idle / Number(n)).toFixed(2)} with nothing moved (${(100 * idle / maneuvers).toFixed(1)}%)`);
