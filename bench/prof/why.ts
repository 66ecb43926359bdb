// `npx tsx bench/prof/why.ts <ruleset> <games> '<weights json>'`: where heuristic turns go (fields, idle turns, the winner's personages by stack).
import { validateRuleset } from '../../engine/ruleset/validate';
import { runGame } from '../../engine/index';
import { heuristicBot } from '../../engine/bots/heuristic';
import { loadLibrary } from '../../lib/rulesets/load';
const [id = 'antike-duellum', n = '20', json = '{}'] = process.argv.slice(2);
const r = validateRuleset(loadLibrary({ workspace: false }), id).ruleset!;
const b = heuristicBot('balanced', { weights: JSON.parse(json) });
const fields: Record<string, number> = {};
const buys: Record<string, number> = {};
const pers: Record<string, number> = {};
let idle = 0, turns = 0, stepsPaid = 0;
for (let seed = 1; seed <= Number(n); seed++) {
  let bought = true; let cur = -1;
  const g = runGame(r, { seed, bots: [b], path: 'engine', onMove: (s: any, m: any) => {
    if (s.turn.number !== cur) { if (!bought) idle++; cur = s.turn.number; bought = false; turns++; }
    if (m.type === 'rondel.select') { fields[m.field] = (fields[m.field] ?? 0) + 1; const me = s.nation[s.nations[s.turn.active]]; if (me.rondel) { const o = r.rondel.order; const k = (o.indexOf(m.field) - o.indexOf(me.rondel) + o.length) % o.length || o.length; stepsPaid += Math.max(0, k - 3); } }
    if (['temple.build', 'city.found', 'knowhow.develop', 'unit.arm', 'unit.recruit', 'city.conquer', 'wall.build'].includes(m.type)) { bought = true; buys[m.type] = (buys[m.type] ?? 0) + 1; }
    if (m.type === 'unit.move') bought = true;
  } } as any);
  const w = g.state.result?.winner;
  if (w) for (const [k, v] of Object.entries(g.state.nation[w].personages as Record<string, number>)) pers[k] = (pers[k] ?? 0) + v / Number(n);
}
console.log({ turns: turns / Number(n), idle: idle / turns, stepsPaidPerTurn: stepsPaid / turns, fields, buys, winnerPersonages: pers });
