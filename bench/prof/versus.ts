// `npx tsx bench/prof/versus.ts <games> '<weights A>' '<weights B>'`: heuristic A against heuristic B on Duellum, seats swapped per seed; A's win share.
import { validateRuleset } from '../../engine/ruleset/validate';
import { runGame } from '../../engine/index';
import { heuristicBot } from '../../engine/bots/heuristic';
import { loadLibrary } from '../../lib/rulesets/load';
import { wilson } from '../../engine/sim/stats';
const [n = '100', a = '{"planDepth":3}', b = '{}'] = process.argv.slice(2);
const r = validateRuleset(loadLibrary({ workspace: false }), 'antike-duellum').ruleset!;
const A = heuristicBot('balanced', { weights: JSON.parse(a) });
const B = heuristicBot('balanced', { weights: JSON.parse(b) });
let wins = 0, games = 0;
for (let seed = 1; seed <= Number(n); seed++) {
  for (const seatA of [0, 1]) {
    const g = runGame(r, { seed, bots: seatA === 0 ? [A, B] : [B, A], path: 'fast', maxMoves: 4000 });
    const w = g.state.result?.winner;
    if (!w || g.state.result?.stalled) continue;
    games++;
    // The seat is the player (state.controllers), not the place in the turn order (state.nations starts with the
    // random start player, D-SET-06): counting by turn order credited half the games to the wrong bot.
    if (g.state.controllers.findIndex((c) => c.includes(w)) === seatA) wins++;
  }
}
const [lo, hi] = wilson(wins, games);
console.log(`A ${a} vs B ${b}: A won ${wins} of ${games} finished (${(100 * wins / games).toFixed(1)}% [${(100 * lo).toFixed(1)}, ${(100 * hi).toFixed(1)}])`);
