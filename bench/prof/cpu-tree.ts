// `npx tsx bench/prof/cpu-tree.ts <other checkout> [games] [first seed]`: CPU per Duellum self-play game of this
// checkout's default heuristic bot and of another checkout's (e.g. a git worktree at an older commit, with
// node_modules), in one process, interleaved game by game on the same seeds after 10 warm-up games each, so a shared
// machine's drift slows both alike. Each checkout's games run on its own engine: a bot that reads the simulated game's
// board (simulationBoard) finds it only in the games of its own engine's FastGame. Prints ms per game and µs per move
// of each and the ratio per game. The checkout the script is run from measured about 10% slower than the other,
// whichever it was and whichever was loaded first (the two were equal code then): run the script of each checkout
// against the other and take the geometric mean, sqrt((new/old from this one) / (new/old from the other)).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Bot } from '../../engine/bots/random';
import type { runGame as RunGame } from '../../engine/sim/run-game';
import type { Ruleset } from '../../engine/ruleset/types';
const [other, n = '100', first = '1'] = process.argv.slice(2);
if (!other) throw new Error('usage: cpu-tree.ts <other checkout> [games] [first seed]');

/** A checkout's bot, engine and ruleset, each side loaded the same way (its own engine validates its own ruleset). */
async function side(root: string): Promise<{ bot: Bot; run: typeof RunGame; ruleset: Ruleset }> {
  const load = async <T>(file: string) => (await import(pathToFileURL(path.resolve(root, file)).href)) as T;
  const { botByName } = await load<{ botByName: (n: string) => Bot }>('engine/bots/index.ts');
  const { runGame } = await load<{ runGame: typeof RunGame }>('engine/sim/run-game.ts');
  const { validateRuleset } = await load<{ validateRuleset: (lib: unknown, id: string) => { ruleset?: Ruleset } }>('engine/ruleset/validate.ts');
  const { loadLibrary } = await load<{ loadLibrary: (o: { workspace: boolean; builtIn: string }) => unknown }>('lib/rulesets/load.ts');
  return { bot: botByName('heuristic')!, run: runGame, ruleset: validateRuleset(loadLibrary({ workspace: false, builtIn: path.resolve(root, 'rulesets') }), 'antike-duellum').ruleset! };
}
const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const a = await side(here);
const b = await side(other);
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e3; };
for (let seed = 990; seed < 1000; seed++) for (const x of [a, b]) x.run(x.ruleset, { seed, bots: [x.bot], path: 'fast' });
let ta = 0, tb = 0, ma = 0, mb = 0;
for (let seed = Number(first); seed < Number(first) + Number(n); seed++) {
  for (const x of seed % 2 ? [a, b] : [b, a]) { const t = cpu(); const g = x.run(x.ruleset, { seed, bots: [x.bot], path: 'fast', maxMoves: 20000 }); const dt = cpu() - t; if (x === a) { ta += dt; ma += g.moves.length; } else { tb += dt; mb += g.moves.length; } }
}
console.log(`new ${(ta / Number(n)).toFixed(2)} ms/game ${(1000 * ta / ma).toFixed(1)} µs/move | old ${(tb / Number(n)).toFixed(2)} ms/game ${(1000 * tb / mb).toFixed(1)} µs/move | new/old per game ${(ta / tb).toFixed(3)}`);
