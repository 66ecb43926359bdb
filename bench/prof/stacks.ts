// `npx tsx bench/prof/stacks.ts [games] [bot] ['<weights json>']`: when each personage card of Duellum self-play leaves
// its stack (median turn per nation over the games that took it, and how many did), by stack and card, and when the
// first temple and the first know-how appear. With weights, `bot` names the strategy (heuristic:<strategy>).
import { validateRuleset } from '../../engine/ruleset/validate';
import { runGame } from '../../engine/index';
import { botByName } from '../../engine/bots/index';
import { heuristicBot } from '../../engine/bots/heuristic';
import { loadLibrary } from '../../lib/rulesets/load';
const [n = '100', botName = 'heuristic', json = '{}'] = process.argv.slice(2);
const r = validateRuleset(loadLibrary({ workspace: false }), 'antike-duellum').ruleset!;
const b = json !== '{}' ? heuristicBot(botName.split(':')[1] ?? 'balanced', { weights: JSON.parse(json) }) : botByName(botName)!;
const at: Record<string, number[][]> = {};
const firstTemple: number[] = [], firstKh: number[] = [];
const lens: number[] = [];
for (let seed = 1; seed <= Number(n); seed++) {
  const taken: Record<string, number> = {};
  let ft = -1, fk = -1;
  const g = runGame(r, { seed, bots: [b], path: 'fast', maxMoves: 40000, onMove: (s: any) => {
    const t = s.turn.number / 2;
    for (const k in s.stacks) {
      let held = 0; for (const nat of s.nations) held += s.nation[nat].personages[k] ?? 0;
      while ((taken[k] ?? 0) < held) { ((at[k] ??= [])[taken[k] ?? 0] ??= []).push(t); taken[k] = (taken[k] ?? 0) + 1; }
    }
    if (ft < 0 && Object.values(s.cities).some((c: any) => c.temple)) { ft = t; firstTemple.push(t); }
    if (fk < 0 && s.nations.some((x: string) => s.nation[x].knowHows.length)) { fk = t; firstKh.push(t); }
  } } as any);
  lens.push(g.state.turn.number / 2);
}
const med = (a: number[]) => { const x = [...a].sort((p, q) => p - q); return x.length ? x[Math.floor(x.length / 2)] : NaN; };
console.log('median length', med(lens), 'first temple', med(firstTemple), 'first know-how', med(firstKh));
for (const k in at) console.log(k.padEnd(10), at[k].map((a, i) => `#${i + 1}:${med(a)}(${a.length})`).join(' '));
