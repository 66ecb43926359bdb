// `node --import tsx bench/prof/versus-rounds.ts <other checkout> [rounds] [games] [ruleset] [players]`: random-bot games
// on the simulation path through this checkout's engine (A) and another's (B, e.g. a git worktree at an older commit
// with node_modules), in one process, in short rounds that alternate which side goes first; prints both rates and the
// median of the per-round ratios. On a shared host whose speed drifts, the median of many short side-by-side rounds
// is steadier than bench:versus's three long ones. VS_PATH=engine|machine times the other paths.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [other, roundsArg, gamesArg, idArg, playersArg] = process.argv.slice(2);
if (!other) throw new Error('usage: versus-rounds.ts <other checkout> [rounds] [games] [ruleset] [players]');
const rounds = Number(roundsArg ?? 15);
const games = Number(gamesArg ?? 8);
const id = idArg ?? 'antike-duellum';
const players = playersArg ? Number(playersArg) : undefined;
const route = (process.env.VS_PATH ?? 'fast') as 'fast' | 'engine' | 'machine';
const load = (root: string, file: string) => import(pathToFileURL(path.join(root, file)).href);

async function side(root: string): Promise<(firstSeed: number) => number> {
  const { runGame } = await load(root, 'engine/sim/run-game.ts');
  const { randomBot } = await load(root, 'engine/bots/random.ts');
  const { validateRuleset } = await load(root, 'engine/ruleset/validate.ts');
  const { loadLibrary } = await load(root, 'lib/rulesets/load.ts');
  const ruleset = validateRuleset(loadLibrary({ workspace: false, builtIn: path.join(root, 'rulesets') }), id).ruleset;
  return (firstSeed) => {
    let moves = 0;
    for (let seed = firstSeed; seed < firstSeed + games; seed++) moves += runGame(ruleset, { seed, players, bots: [randomBot], maxMoves: 40_000, path: route }).moves.length;
    return moves;
  };
}

const cpu = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1e6;
};
const A = await side(path.resolve(import.meta.dirname, '../..'));
const B = await side(path.resolve(other));
// V8 keeps tiering the simulation path up for about 100 games of a process: WARM=100 compares the rates a long
// simulation runs at (default: 4 rounds' worth of warm-up games per side).
const warm = Number(process.env.WARM ?? 4 * games);
for (let w = 0; w < warm; w += games) {
  A(900_000 + w);
  B(900_000 + w);
}
const ratios: number[] = [];
const total = { A: { moves: 0, seconds: 0 }, B: { moves: 0, seconds: 0 } };
for (let round = 0; round < rounds; round++) {
  const seed = 1 + round * games;
  const rate: Record<'A' | 'B', number> = { A: 0, B: 0 };
  for (const name of round % 2 ? (['B', 'A'] as const) : (['A', 'B'] as const)) {
    const start = cpu();
    const moves = (name === 'A' ? A : B)(seed);
    const seconds = cpu() - start;
    total[name].moves += moves;
    total[name].seconds += seconds;
    rate[name] = moves / seconds;
  }
  ratios.push(rate.A / rate.B);
}
ratios.sort((a, b) => a - b);
const same = total.A.moves === total.B.moves ? 'the same moves' : `different games (${total.A.moves} against ${total.B.moves} moves)`;
console.log(`${route} path: A ${Math.round(total.A.moves / total.A.seconds)} moves/s, B ${Math.round(total.B.moves / total.B.seconds)} moves/s; A/B median of ${rounds} rounds ${ratios[rounds >> 1].toFixed(3)} [${ratios[0].toFixed(3)}..${ratios[rounds - 1].toFixed(3)}]; ${same}`);
