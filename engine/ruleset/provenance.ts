import { escapeSegment, isPointerPrefix } from './json-pointer';
import { isPlainObject } from './merge-patch';
import { sectionNames, type ProvenanceEntry, type ProvenanceStatus, type Ruleset } from './types';

export interface ProvenanceIndex {
  /** The entry covering `pointer` (most specific wins), or undefined when the value is printed. */
  lookup(pointer: string): ProvenanceEntry | undefined;
  /** Every entry as an absolute pointer. */
  entries: [string, ProvenanceEntry][];
}

/** Collects root and section provenance into absolute pointers. */
export function indexProvenance(ruleset: Pick<Ruleset, 'provenance'> & Partial<Ruleset>): ProvenanceIndex {
  const entries: [string, ProvenanceEntry][] = Object.entries(ruleset.provenance ?? {});
  for (const section of sectionNames) {
    const value = ruleset[section] as { provenance?: Record<string, ProvenanceEntry> } | undefined;
    for (const [pointer, entry] of Object.entries(value?.provenance ?? {})) entries.push([`/${section}${pointer}`, entry]);
  }
  entries.sort((a, b) => b[0].length - a[0].length);
  return {
    entries,
    lookup(pointer) {
      return entries.find(([prefix]) => isPointerPrefix(prefix, pointer))?.[1];
    },
  };
}

export type ProvenanceCounts = Record<ProvenanceStatus, number>;

/** How many leaf values of the ruleset are printed, derived, estimated or house rules (provenance maps excluded). */
export function countProvenance(ruleset: Ruleset): ProvenanceCounts {
  const index = indexProvenance(ruleset);
  const counts: ProvenanceCounts = { printed: 0, derived: 0, estimated: 0, 'house-rule': 0 };
  for (const pointer of leafPointers(ruleset)) counts[index.lookup(pointer)?.status ?? 'printed']++;
  return counts;
}

/** Pointers to every leaf value (arrays count as one value), skipping provenance, $schema and display text. */
export function leafPointers(value: unknown, base = ''): string[] {
  const out: string[] = [];
  const stack: [unknown, string][] = [[value, base]];
  while (stack.length) {
    const [node, pointer] = stack.pop()!;
    if (!isPlainObject(node)) {
      out.push(pointer);
      continue;
    }
    for (const [key, child] of Object.entries(node)) {
      if (skippedKeys.has(key)) continue;
      stack.push([child, `${pointer}/${escapeSegment(key)}`]);
    }
  }
  return out;
}

const skippedKeys = new Set(['provenance', '$schema', 'sources', 'summary', 'notes', 'text', 'description', 'name', 'nameDe', 'cardText', 'title']);
