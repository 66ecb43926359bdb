// `npx tsx bench/prof/war.ts <seed> <from turn> <to turn> [strategy] ['<weights json>']`: one Duellum self-play game
// between two turn numbers (both nations counted): at each rondel choice every unit and city on the board, then the
// unit moves, conquests and other moves of the turn. Shows where an army goes and what it fights.
import { validateRuleset } from '../../engine/ruleset/validate';
import { runGame } from '../../engine/index';
import { heuristicBot } from '../../engine/bots/heuristic';
import { loadLibrary } from '../../lib/rulesets/load';
const [seed = '2', from = '40', to = '70', strat = 'balanced', json = '{}'] = process.argv.slice(2);
const r = validateRuleset(loadLibrary({ workspace: false }), 'antike-duellum').ruleset!;
const b = heuristicBot(strat, { weights: JSON.parse(json) });
let before: any;
runGame(r, { seed: Number(seed), bots: [b], path: 'engine', onMove: (s: any, m: any) => {
  const prev = before; before = s;
  if (!prev || s.turn.number < Number(from) || s.turn.number > Number(to)) return;
  const who = prev.nations[prev.turn.active].slice(0, 3);
  if (m.type === 'rondel.select') {
    const units = (st: any) => Object.entries(st.units).map(([reg, by]: any) => Object.entries(by).map(([n, u]: any) => `${reg}:${n.slice(0,1)}${Object.entries(u).map(([k, v]) => `${v}${k[0]}`).join('')}`).join(' ')).filter(Boolean).join(' ');
    const cities = Object.entries(prev.cities).map(([reg, c]: any) => `${reg}:${c.owner.slice(0,1)}${c.temple ? 'T' : ''}${c.wall ? 'W' : ''}`).join(' ');
    console.log(`\nT${prev.turn.number} ${who} ${m.field}\n  units ${units(prev)}\n  cities ${cities}`);
  } else if (m.type === 'unit.move') console.log(`  mv ${m.unit} ${m.from}->${m.to}`);
  else if (!['phase.end'].includes(m.type)) console.log(`  ${m.type} ${m.region ?? ''} ${m.unit ?? ''}`);
} } as any);
