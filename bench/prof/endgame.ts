// `npx tsx bench/prof/endgame.ts [ruleset] [games] [bot] [players]`: where the turns of heuristic games go. Per game, the
// turn per nation at which the winner reached each personage count and from which stack, the stacks left when the
// winner had target-2, and what the loser held: the median gap between consecutive personages of the winner.
import { validateRuleset } from '../../engine/ruleset/validate';
import { runGame } from '../../engine/index';
import { botByName } from '../../engine/bots/index';
import { loadLibrary } from '../../lib/rulesets/load';
const [id = 'antike-duellum', n = '40', botName = 'heuristic', players = '2'] = process.argv.slice(2);
const r = validateRuleset(loadLibrary({ workspace: false }), id).ruleset!;
const b = process.env.WEIGHTS ? (await import('../../engine/bots/heuristic')).heuristicBot('balanced', { weights: JSON.parse(process.env.WEIGHTS) }) : botByName(botName)!;
const gaps: number[][] = [];
const stackAt: Record<string, number>[] = [];
const lengths: number[] = [];
const stacksLeft: Record<string, number> = {};
const loserHeld: number[] = [];
const exhaustedAt: Record<string, number[]> = {};
for (let seed = 1; seed <= Number(n); seed++) {
  const got: Record<string, { t: number; stack: string }[]> = {};
  const prev: Record<string, Record<string, number>> = {};
  const exh: Record<string, number> = {};
  const g = runGame(r, { seed, players: Number(players), bots: [b], path: 'fast', maxMoves: 40000, onMove: (s: any) => {
    for (const nat of s.nations) {
      const p = s.nation[nat].personages as Record<string, number>;
      for (const k in p) while ((prev[nat]?.[k] ?? 0) < p[k]) { (got[nat] ??= []).push({ t: s.turn.number / s.nations.length, stack: k }); (prev[nat] ??= {})[k] = (prev[nat]?.[k] ?? 0) + 1; }
    }
    for (const k in s.stacks) if (s.stacks[k] === 0 && exh[k] === undefined) exh[k] = s.turn.number / s.nations.length;
  } } as any);
  const s = g.state as any;
  const w = s.result?.winner;
  if (!w) continue;
  lengths.push(s.turn.number / s.nations.length);
  const list = got[w] ?? [];
  list.forEach((x, i) => {
    (gaps[i] ??= []).push(i ? x.t - list[i - 1].t : x.t);
    (stackAt[i] ??= {})[x.stack] = (stackAt[i][x.stack] ?? 0) + 1;
  });
  for (const k in exh) (exhaustedAt[k] ??= []).push(exh[k]);
  for (const k in s.stacks) stacksLeft[k] = (stacksLeft[k] ?? 0) + s.stacks[k] / Number(n);
  for (const o of s.nations) if (o !== w) loserHeld.push(Object.values(s.nation[o].personages as Record<string, number>).reduce((a, v) => a + v, 0));
}
const med = (a: number[]) => { const x = [...a].sort((p, q) => p - q); return x.length ? x[Math.floor(x.length / 2)] : NaN; };
console.log(`${id} ${botName} ${players}p: ${lengths.length}/${n} finished, median ${med(lengths)}`);
gaps.forEach((g, i) => console.log(`personage ${i + 1}: median gap ${med(g).toFixed(1)} (mean ${(g.reduce((a, v) => a + v, 0) / g.length).toFixed(1)}), stacks ${JSON.stringify(stackAt[i])}`));
console.log('stacks left at the end (mean)', JSON.stringify(Object.fromEntries(Object.entries(stacksLeft).map(([k, v]) => [k, +v.toFixed(2)]))));
console.log('stack exhausted at (median turn, games)', JSON.stringify(Object.fromEntries(Object.entries(exhaustedAt).map(([k, v]) => [k, [med(v), v.length]]))));
console.log('loser held (median)', med(loserHeld));
