// Relative imports so vitest (no '@/' alias) can test this module too.
import { summarizeProvenance, type ProvenanceSummary } from '../../engine/rulesets';
import type { ProvenanceEntry, ProvenanceStatus, Ruleset } from '../../engine/rulesets';

/** Provenance entries as absolute pointers, most specific first (what indexProvenance(...).entries gives). */
export type ProvenanceEntries = readonly (readonly [string, ProvenanceEntry])[];

/** The entry covering `pointer` and the pointer it was written for (the most specific entry wins). */
export function provenanceAt(entries: ProvenanceEntries | undefined, pointer: string): { pointer: string; entry: ProvenanceEntry } | undefined {
  if (!entries) return undefined;
  for (const [prefix, entry] of entries) {
    if (prefix === '' || pointer === prefix || pointer.startsWith(prefix + '/')) return { pointer: prefix, entry };
  }
  return undefined;
}

/**
 * The library page and the edit page count provenance the same two ways, from `summarizeProvenance`:
 * values (every leaf the entries cover; a map-wide entry covers hundreds) and entries (the lines in a
 * provenance map; the edit page lists them). Both pages print `countLabel`, so "N estimated values in M
 * entries" means one thing wherever it appears (test/rulesets/provenance-coverage.test.ts).
 */
export function countLabel(summary: ProvenanceSummary, status: ProvenanceStatus): string {
  const values = summary.values[status];
  const entries = summary.entries[status];
  const word = status === 'fan-data' ? 'from fan data' : status === 'house-rule' ? 'house-rule' : status;
  return `${values} ${word} value${values === 1 ? '' : 's'} in ${entries} entr${entries === 1 ? 'y' : 'ies'}`;
}

/** The estimated entries, in pointer order: what the edit page lists under "Estimated values". */
export function estimatedEntries(entries: ProvenanceEntries): [string, ProvenanceEntry][] {
  return entries.filter(([, e]) => e && typeof e === 'object' && e.status === 'estimated').map(([p, e]) => [p, e] as [string, ProvenanceEntry]).sort((a, b) => a[0].localeCompare(b[0]));
}

/** summarizeProvenance for a document being edited, which may not be a valid ruleset yet. */
export function safeSummary(ruleset: unknown): ProvenanceSummary | undefined {
  try {
    return summarizeProvenance(ruleset as Ruleset);
  } catch {
    return undefined;
  }
}
