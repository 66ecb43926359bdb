// `npx tsx bench/prof/cpu-ab.ts <games> '<strategy>:<weights A>' '<strategy>:<weights B>'`: CPU per Duellum self-play
// game of two heuristic weight sets, measured interleaved game by game on the same seeds (a shared, noisy machine
// slows both alike), after 10 warm-up games each. Prints ms per game and per turn of each and the ratio B/A.
import { validateRuleset } from '../../engine/ruleset/validate';
import { runGame } from '../../engine/index';
import { heuristicBot } from '../../engine/bots/heuristic';
import { loadLibrary } from '../../lib/rulesets/load';
const [n = '100', a = 'balanced:{}', b = 'planner:{}'] = process.argv.slice(2);
const r = validateRuleset(loadLibrary({ workspace: false }), process.env.RULESET ?? 'antike-duellum').ruleset!;
const bot = (spec: string) => { const i = spec.indexOf(':'); return heuristicBot(spec.slice(0, i), { weights: JSON.parse(spec.slice(i + 1)) }); };
const A = bot(a), B = bot(b);
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e3; };
for (let seed = 5000; seed < 5010; seed++) { runGame(r, { seed, bots: [A], path: 'fast' }); runGame(r, { seed, bots: [B], path: 'fast' }); }
let ta = 0, tb = 0, turnsA = 0, turnsB = 0;
for (let seed = 1; seed <= Number(n); seed++) {
  const order: ['a' | 'b', typeof A][] = seed % 2 ? [['a', A], ['b', B]] : [['b', B], ['a', A]];
  for (const [which, b0] of order) {
    const t = cpu();
    const g = runGame(r, { seed, bots: [b0], path: 'fast', maxMoves: 20000 });
    const dt = cpu() - t;
    const turns = g.state.turn.number / g.state.nations.length;
    if (which === 'a') { ta += dt; turnsA += turns; } else { tb += dt; turnsB += turns; }
  }
}
console.log(`A ${a}: ${(ta / Number(n)).toFixed(2)} ms/game, ${(ta / turnsA).toFixed(3)} ms/turn | B ${b}: ${(tb / Number(n)).toFixed(2)} ms/game, ${(tb / turnsB).toFixed(3)} ms/turn | B/A per game ${(tb / ta).toFixed(3)}`);
