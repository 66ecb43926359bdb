// `npx tsx bench/prof/pace.ts <games> '<weights json>'`: median turn per nation at which the leader first holds k personages (Duellum self-play).
import { validateRuleset } from '../../engine/ruleset/validate';
import { runGame } from '../../engine/index';
import { heuristicBot } from '../../engine/bots/heuristic';
import { loadLibrary } from '../../lib/rulesets/load';
const [n = '20', json = '{}', id = 'antike-duellum'] = process.argv.slice(2);
const r = validateRuleset(loadLibrary({ workspace: false }), id).ruleset!;
const b = heuristicBot('balanced', { weights: JSON.parse(json) });
const at: number[][] = Array.from({ length: 14 }, () => []);
const lastStack: Record<string, number> = {};
for (let seed = 1; seed <= Number(n); seed++) {
  let reached = 0;
  let prev: Record<string, Record<string, number>> = {};
  runGame(r, { seed, bots: [b], path: 'engine', onMove: (s: any) => {
    for (const nat of s.nations) {
      const p = s.nation[nat].personages as Record<string, number>;
      const tot = Object.values(p).reduce((a, v) => a + v, 0);
      while (tot > reached) { reached++; at[reached].push(s.turn.number / s.nations.length); if (reached === 9) for (const k in p) if (p[k] > (prev[nat]?.[k] ?? 0)) lastStack[k] = (lastStack[k] ?? 0) + 1; }
      prev[nat] = { ...p };
    }
  } } as any);
}
const med = (a: number[]) => { const b = [...a].sort((x, y) => x - y); return b[Math.floor(b.length / 2)]; };
console.log(json, at.slice(1, 10).map((a, i) => `${i + 1}:${med(a)}`).join(' '), lastStack);
