// `npx tsx bench/prof/versus-tree.ts <other checkout> [seeds] [bot]`: this checkout's heuristic bot against the same-named
// bot of another checkout (e.g. a git worktree at an older commit, with node_modules), seats swapped per seed, on this
// checkout's engine (the bots use only the public engine API and the game state, whose format both must share). Prints
// this checkout's win share with its Wilson interval. Use it where a change is in code rather than in weights, which
// bench/prof/versus.ts compares in one policy.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { validateRuleset } from '../../engine/ruleset/validate';
import { botByName } from '../../engine/bots/index';
import { seatSwapped } from './seat-swapped';
import { loadLibrary } from '../../lib/rulesets/load';
import type { Bot } from '../../engine/bots/random';
const [other, n = '300', name = 'heuristic'] = process.argv.slice(2);
if (!other) throw new Error('usage: versus-tree.ts <other checkout> [seeds] [bot]');
const r = validateRuleset(loadLibrary({ workspace: false }), process.env.RULESET ?? 'antike-duellum').ruleset!;
const A = botByName(name)!;
const B = ((await import(pathToFileURL(path.resolve(other, 'engine/bots/index.ts')).href)) as { botByName: (n: string) => Bot }).botByName(name);
console.log(`${name} here vs ${name} in ${other}: here ${seatSwapped(r, A, B, Number(n))}`);
