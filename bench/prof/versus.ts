// `npx tsx bench/prof/versus.ts <games> '<weights A>' '<weights B>'`: heuristic A against heuristic B on Duellum, seats swapped per seed; A's win share.
// The engine's door first (through seat-swapped.ts): importing the heuristic bot before it runs the bot registry too early.
import { seatSwapped } from './seat-swapped';
import { validateRuleset } from '../../engine/ruleset/validate';
import { heuristicBot } from '../../engine/bots/heuristic';
import { loadLibrary } from '../../lib/rulesets/load';
const [n = '100', a = '{"planDepth":3}', b = '{}'] = process.argv.slice(2);
const r = validateRuleset(loadLibrary({ workspace: false }), 'antike-duellum').ruleset!;
const A = heuristicBot('balanced', { weights: JSON.parse(a) });
const B = heuristicBot('balanced', { weights: JSON.parse(b) });
console.log(`A ${a} vs B ${b}: A ${seatSwapped(r, A, B, Number(n))}`);
