import type { ProvenanceEntry } from '@/engine/ruleset/types';

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
