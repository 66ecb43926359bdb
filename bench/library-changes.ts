// `npx tsx bench/library-changes.ts [--rounds N]`: what the library page spends per request on "What it changes", the
// diff of every variant against its parent: computed every time (variantChanges), and through the content-keyed cache
// (app/_lib/change-cache.ts) once it holds them, fingerprints included. Prints `BENCH <name> <value> <unit>` lines,
// CPU milliseconds (process.cpuUsage, so a busy host's waiting is not counted); it asserts nothing.
import { validateRuleset } from '../engine/ruleset/validate';
import { loadLibrary } from '../lib/rulesets/load';
import { variantChanges } from '../app/_lib/variant-changes';
import { cachedVariantChanges, changeCacheStats, clearChangeCache, fingerprintOnce } from '../app/_lib/change-cache';

const roundsArg = process.argv.indexOf('--rounds');
const rounds = roundsArg >= 0 ? Number(process.argv[roundsArg + 1]) : 30;

/** One listing's inputs as listLibrary builds them: fresh resolved objects, as each request reads the library anew. */
function inputs() {
  const library = loadLibrary({ workspace: false });
  const resolved = new Map([...library.keys()].map((id) => [id, validateRuleset(library, id).resolved]));
  return [...library.values()].filter((s) => s.kind === 'variant').map((source) => {
    const doc = source.document.value as { extends?: string; patch?: unknown };
    return { parent: doc.extends ? resolved.get(doc.extends) : undefined, variant: resolved.get(source.id), patch: doc.patch ?? {}, parts: Object.fromEntries(Object.entries(source.parts).map(([s, p]) => [s, p!.file])) };
  });
}

function cpuMs(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const sets = Array.from({ length: rounds }, inputs);
const variants = sets[0].length;

const uncached = sets.map((set) => cpuMs(() => { for (const v of set) variantChanges(v.parent, v.variant, v.patch, v.parts); }));
clearChangeCache();
const first = cpuMs(() => { const fp = fingerprintOnce(); for (const v of sets[0]) cachedVariantChanges(v.parent, v.variant, v.patch, v.parts, fp); });
const cached = sets.slice(1).map((set) => cpuMs(() => { const fp = fingerprintOnce(); for (const v of set) cachedVariantChanges(v.parent, v.variant, v.patch, v.parts, fp); }));

console.log(`# ${variants} variants per listing, ${rounds} listings; cache ${JSON.stringify(changeCacheStats())}`);
console.log(`BENCH library.changes.uncached_ms ${median(uncached).toFixed(1)} ms`);
console.log(`BENCH library.changes.first_cached_ms ${first.toFixed(1)} ms`);
console.log(`BENCH library.changes.cached_ms ${median(cached).toFixed(2)} ms`);
