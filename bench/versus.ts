// `npm run bench:versus -- <other-checkout> [--seeds N] [--json]`: random-bot Duellum games through another checkout's
// engine (e.g. an older commit in a git worktree, with its own node_modules) and through this one, in one process,
// interleaved, per CPU-second: so the ratio is measured side by side on a shared, noisy machine. Prints BENCH lines.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const json = args.includes('--json');
const other = args.find((a) => !a.startsWith('--') && !/^\d+$/.test(a));
const seedsArg = args.indexOf('--seeds');
const seeds = seedsArg >= 0 ? Number(args[seedsArg + 1]) : 4;
if (!other) {
  console.error('usage: npm run bench:versus -- <path to another checkout of this repository> [--seeds N] [--json]');
  process.exit(2);
}
const here = path.resolve(import.meta.dirname, '..');
const there = path.resolve(other);
const load = (root: string, file: string) => import(pathToFileURL(path.join(root, file)).href);

type Engine = {
  createGame: (r: unknown, o: { seed: number }) => { result?: unknown };
  legalMoves: (r: unknown, s: unknown) => unknown[];
  applyMove: (r: unknown, s: unknown, m: unknown) => { ok: boolean; state?: unknown; error?: { message: string } };
};

async function side(root: string) {
  const engine = (await load(root, 'engine/index.ts')) as Engine & { runGame?: (r: unknown, o: object) => { moves: unknown[] } };
  const runGame = engine.runGame ?? ((await load(root, 'engine/sim/run-game.ts')).runGame as (r: unknown, o: object) => { moves: unknown[] });
  const { randomBot } = await load(root, 'engine/bots/random.ts');
  const { validateRuleset } = await load(root, 'engine/ruleset/validate.ts');
  const { loadLibrary } = await load(root, 'lib/rulesets/load.ts');
  const ruleset = validateRuleset(loadLibrary({ workspace: false, builtIn: path.join(root, 'rulesets') }), 'antike-duellum').ruleset;
  if (!ruleset) throw new Error(`${root}: antike-duellum does not validate`);
  return { engine, runGame, randomBot, ruleset };
}

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

const before = await side(there);
const after = await side(here);

/** The engine's doors alone: legalMoves, a random pick, applyMove (every checkout has these). */
function doors(s: Awaited<ReturnType<typeof side>>): number {
  let moves = 0;
  for (let seed = 1; seed <= seeds; seed++) {
    let state = s.engine.createGame(s.ruleset, { seed });
    let rng = seed;
    for (let n = 0; !(state as { result?: unknown }).result && n < 40_000; n++) {
      const legal = s.engine.legalMoves(s.ruleset, state);
      let move: unknown;
      [move, rng] = s.randomBot(s.ruleset, state, legal, rng);
      const applied = s.engine.applyMove(s.ruleset, state, move);
      if (!applied.ok) throw new Error(applied.error!.message);
      state = applied.state as typeof state;
      moves++;
    }
  }
  return moves;
}
const games = (s: Awaited<ReturnType<typeof side>>, options: object) => {
  let moves = 0;
  for (let seed = 1; seed <= seeds; seed++) moves += s.runGame(s.ruleset, { seed, bots: [s.randomBot], maxMoves: 40_000, ...options }).moves.length;
  return moves;
};

const paths: Record<string, () => number> = {
  'before.machine': () => games(before, { path: 'machine' }), // older checkouts ignore 'path' and always stepped the machine
  'before.doors': () => doors(before),
  'after.machine': () => games(after, { path: 'machine' }),
  'after.doors': () => doors(after),
  'after.simulation': () => games(after, { path: 'fast' }),
};
// Checkouts from before the simulation path ignore path 'fast' (and would step the machine): only newer ones are timed.
if (existsSync(path.join(there, 'engine/sim/fast-game.ts'))) paths['before.simulation'] = () => games(before, { path: 'fast' });
for (const run of Object.values(paths)) run(); // warm-up
const totals: Record<string, { moves: number; seconds: number }> = {};
for (let round = 0; round < 3; round++) {
  for (const [name, run] of Object.entries(paths)) {
    const start = cpu();
    const moves = run();
    const t = (totals[name] ??= { moves: 0, seconds: 0 });
    t.moves += moves;
    t.seconds += cpu() - start;
  }
}
const rate = (name: string) => totals[name].moves / totals[name].seconds;
const figures = [
  ...Object.keys(paths).map((name) => ({ name: `versus.duellum.random.${name}.moves_per_s`, value: Math.round(rate(name)), unit: 'moves/s' })),
  { name: 'versus.duellum.simulation_over_before_machine', value: Number((rate('after.simulation') / rate('before.machine')).toFixed(2)), unit: 'ratio' },
  { name: 'versus.duellum.simulation_over_before_doors', value: Number((rate('after.simulation') / rate('before.doors')).toFixed(2)), unit: 'ratio' },
  { name: 'versus.duellum.machine_over_before_machine', value: Number((rate('after.machine') / rate('before.machine')).toFixed(2)), unit: 'ratio' },
  ...(totals['before.simulation'] ? [{ name: 'versus.duellum.simulation_over_before_simulation', value: Number((rate('after.simulation') / rate('before.simulation')).toFixed(2)), unit: 'ratio' }] : []),
];
if (json) console.log(JSON.stringify({ before: there, after: here, figures }, null, 2));
else for (const f of figures) console.log(`BENCH ${f.name} ${f.value} ${f.unit}`);
