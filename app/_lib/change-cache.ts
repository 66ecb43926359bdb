import { rulesetFingerprint, type Ruleset, type RulesetSource } from '@/engine/rulesets';
import { variantChanges, type ChangeLine } from './variant-changes';

/**
 * Most change lists the library keeps: one per variant, with room for a workspace's variants and for the old entries of
 * edited ones, which stay until they are the least recently used.
 */
export const CHANGE_CACHE_LIMIT = 64;

const cache = new Map<string, ChangeLine[]>();
const stats = { hits: 0, misses: 0 };

/**
 * What a variant changes (variantChanges), kept by the content of both rulesets: the library page states it for every
 * variant on every request, about ten diffs, though the rulesets rarely change between requests. The key is the
 * fingerprint of each resolved ruleset (cyrb53 of its JSON, as the opening book keys its lines) and of the patch and
 * its part files, which the words fall back on when the diff finds no rule change. So a workspace variant edited on
 * disk, or a parent it extends, gets a fresh diff, and an unchanged one is not diffed again.
 */
export function cachedVariantChanges(
  parent: Record<string, unknown> | undefined,
  variant: Record<string, unknown> | undefined,
  patch: unknown,
  parts: Record<string, string> = {},
  fingerprint: (ruleset: Record<string, unknown>) => string = (r) => rulesetFingerprint(r as unknown as Ruleset),
): ChangeLine[] {
  // Without both rulesets there is no diff: the patch is worded, which is cheap.
  if (!parent || !variant) return variantChanges(parent, variant, patch, parts);
  const key = `${fingerprint(parent)} ${fingerprint(variant)} ${rulesetFingerprint({ patch, parts } as unknown as Ruleset)}`;
  const hit = cache.get(key);
  if (hit) {
    stats.hits++;
    // Most recently used last: the oldest entry is the first the bound drops.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  stats.misses++;
  const lines = variantChanges(parent, variant, patch, parts);
  cache.set(key, lines);
  while (cache.size > CHANGE_CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  return lines;
}

/**
 * What a variant of the library changes against its parent's resolved value, from its patch and part files as the
 * source writes them (the library's rows and a variant's play page).
 */
export function sourceVariantChanges(
  source: RulesetSource,
  parent: Record<string, unknown> | undefined,
  variant: Record<string, unknown> | undefined,
  fingerprint?: (ruleset: Record<string, unknown>) => string,
): ChangeLine[] {
  const patch = (source.document.value as { patch?: unknown } | undefined)?.patch ?? {};
  const parts = Object.fromEntries(Object.entries(source.parts).map(([section, part]) => [section, part!.file]));
  return cachedVariantChanges(parent, variant, patch, parts, fingerprint);
}

/** How the cache has served so far and how many lists it holds (for tests and measurements). */
export function changeCacheStats(): { hits: number; misses: number; size: number } {
  return { ...stats, size: cache.size };
}

/** Empties the cache and its counts. */
export function clearChangeCache(): void {
  cache.clear();
  stats.hits = 0;
  stats.misses = 0;
}

/**
 * A fingerprint per resolved ruleset for one library listing: a parent such as Antike East is the parent of seven
 * variants, and its JSON need not be hashed seven times.
 */
export function fingerprintOnce(): (ruleset: Record<string, unknown>) => string {
  const seen = new WeakMap<object, string>();
  return (ruleset) => {
    let print = seen.get(ruleset);
    if (print === undefined) seen.set(ruleset, (print = rulesetFingerprint(ruleset as unknown as Ruleset)));
    return print;
  };
}
