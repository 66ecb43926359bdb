import { validateRuleset } from '../../engine/ruleset/validate';
import { runGame } from '../../engine/index';
import { botByName } from '../../engine/bots/index';
import { loadLibrary } from '../../lib/rulesets/load';
const r = validateRuleset(loadLibrary({ workspace: false }), process.argv[2] ?? 'antike-duellum').ruleset!;
const b = (await import('../../engine/bots/heuristic')).heuristicBot(process.env.STRAT ?? "balanced", { weights: JSON.parse(process.argv[4] ?? "{}") });
let lines: string[] = []; let cur = '';
let prevTurn = -1;
runGame(r, { seed: Number(process.argv[3] ?? 1), bots: [b], path: 'engine', onMove: (s: any, m: any) => {
  if (s.turn.number !== prevTurn) { if (cur) lines.push(cur); prevTurn = s.turn.number; cur = ''; }
  const n = s.nations[s.turn.active];
  if (m.type === 'rondel.select') { const me = s.nation[s.nations[s.turn.active]]; cur += `T${s.turn.number} ${s.nations[s.turn.active].slice(0,3)} ${m.field.padEnd(10)} stock ${JSON.stringify(me.stock)} pers ${Object.values(me.personages).reduce((a: number, b: any) => a + b, 0)} cities ${Object.values(s.cities).filter((c: any) => c.owner === s.nations[s.turn.active]).length} temples ${Object.values(s.cities).filter((c: any) => c.owner === s.nations[s.turn.active] && c.temple).length} :`; }
  else if (!['phase.end', 'unit.move'].includes(m.type)) cur += ' ' + m.type + (m.region ? '@' + m.region : '') + (m.knowHow ? ':' + m.knowHow : '');
  else if (m.type === 'unit.move') cur += ' mv';
} } as any);
lines.push(cur);
console.log(lines.filter((l) => l.includes('car') || true).slice(Number(process.argv[5] ?? 0), Number(process.argv[5] ?? 0) + 70).join('\n'));
