// `npx tsx bench/prof/eight.ts <games> '<weights json>'`: the position when the leader first holds 8 personages (Duellum self-play).
import { validateRuleset } from '../../engine/ruleset/validate';
import { runGame } from '../../engine/index';
import { heuristicBot } from '../../engine/bots/heuristic';
import { loadLibrary } from '../../lib/rulesets/load';
const [n = '10', json = '{}'] = process.argv.slice(2);
const r = validateRuleset(loadLibrary({ workspace: false }), 'antike-duellum').ruleset!;
const b = heuristicBot('balanced', { weights: JSON.parse(json) });
for (let seed = 1; seed <= Number(n); seed++) {
  let done = false;
  const g = runGame(r, { seed, bots: [b], path: 'engine', onMove: (s: any) => {
    if (done) return;
    for (const nat of s.nations) {
      const p = s.nation[nat].personages as Record<string, number>;
      if (Object.values(p).reduce((a, v) => a + v, 0) >= 8) {
        done = true;
        const line = s.nations.map((x: string) => { const c = Object.values(s.cities).filter((c: any) => c.owner === x); return `${x.slice(0, 3)} ${JSON.stringify(s.nation[x].personages)} c${c.length} t${c.filter((c: any) => c.temple).length} kh${s.nation[x].knowHows.length} stock ${JSON.stringify(s.nation[x].stock)}`; }).join(' | ');
        console.log(`seed ${seed} T${s.turn.number / 2} stacks ${JSON.stringify(s.stacks)} freeSites ${r.map && Object.keys(r.map.regions).filter((k) => r.map.regions[k].citySite && !s.cities[k]).length} bankT ${s.bank.temples} :: ${line}`);
      }
    }
  } } as any);
  console.log(`   end T${g.state.turn.number / 2} winner ${g.state.result?.winner} ${JSON.stringify(g.state.nation[g.state.result!.winner!].personages)}`);
}
