// `npx tsx bench/prof/seven.ts [seeds]`: Duellum self-play of the default heuristic bot; per seed, at the turn the leader
// first holds 7 personages, its board and its opponent's (cities, temples, legions, galleys, sea regions held), the
// personage stacks left, the game's end and its winner's personages; then the rondel fields the leader (L:) and the
// other nation (O:) chose from then on, as shares. Shows what the last two personages wait for.
import { validateRuleset } from '../../engine/ruleset/validate';
import { createGame, decidingNation } from '../../engine/index';
import { botByName } from '../../engine/bots/index';
import { FastGame } from '../../engine/sim/fast-game';
import { botStreams } from '../../engine/sim/run-game';
import { loadLibrary } from '../../lib/rulesets/load';
const r = validateRuleset(loadLibrary({ workspace: false }), 'antike-duellum').ruleset!;
const bot = botByName('heuristic')!;
const sum = (o: any) => Object.values(o ?? {}).reduce((a: number, b: any) => a + (typeof b === 'number' ? b : 0), 0);
const seaKinds = new Set(Object.entries((r as any).map.regions).filter(([, v]: any) => v.kind === 'sea').map(([k]) => k));
function board(s: any, n: string) {
  let cities = 0, temples = 0, legions = 0, galleys = 0, seas = 0;
  for (const id in s.cities) if (s.cities[id].owner === n) { cities++; if (s.cities[id].temple) temples++; }
  for (const reg in s.units) { const u = s.units[reg][n]; if (!u) continue; legions += u.legion ?? 0; galleys += u.galley ?? 0; if (seaKinds.has(reg) && u.galley) seas++; }
  return { cities, temples, legions, galleys, seas, P: sum(s.nation[n].personages) };
}
const fieldsAfter: Record<string, number> = {};
const rows: string[] = [];
const seeds = Number(process.argv[2] ?? 60);
for (let seed = 1; seed <= seeds; seed++) {
  const g = new FastGame(r, createGame(r, { seed, players: 2 }));
  const rngs = botStreams(seed, 2);
  let at7: any = null, t7 = 0;
  for (let i = 0; i < 8000 && !g.over; i++) {
    const legal = g.legal();
    let move = legal[0];
    if (legal.length > 1) { const p = g.state.nations.indexOf(decidingNation(g.state as any)); [move, rngs[p]] = bot(r, g.state as any, legal, rngs[p]); }
    const active = g.state.nations[g.state.turn.active];
    if (at7 && (move as any).type === 'rondel.select') fieldsAfter[(active === at7.n ? 'L:' : 'O:') + (move as any).field] = (fieldsAfter[(active === at7.n ? 'L:' : 'O:') + (move as any).field] ?? 0) + 1;
    g.play(move);
    if (!at7) for (const n of g.state.nations) if (sum((g.state as any).nation[n].personages) >= 7) { const o = g.state.nations.find((x) => x !== n)!; at7 = { n, me: board(g.state, n), opp: board(g.state, o), stacks: { ...(g.state as any).stacks } }; t7 = g.state.turn.number / 2; break; }
  }
  const s: any = g.state;
  rows.push(`${seed} t7=${t7} end=${s.turn.number / 2} leader ${JSON.stringify(at7?.me)} opp ${JSON.stringify(at7?.opp)} stacks ${JSON.stringify(at7?.stacks)} winner=${s.result?.winner === at7?.n ? 'L' : 'O'} ${JSON.stringify(s.nation[s.result?.winner]?.personages)}`);
}
console.log(rows.join('\n'));
const tot = Object.values(fieldsAfter).reduce((a, b) => a + b, 0);
console.log(Object.entries(fieldsAfter).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${(100 * v / tot).toFixed(1)}%`).join('  '));
