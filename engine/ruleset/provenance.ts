import { escapeSegment, getAtPointer, isPointerPrefix } from './json-pointer';
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

/**
 * What the values at `pointers` are, when not all printed: estimated when any part of any is a guess, else a house
 * rule when any part is a variant's own rule, else undefined. Parts count: a variant sets a price's marble only, and
 * only NAVIGATIO's first price is estimated, so the entry covering each pointer and every entry inside it are read.
 */
export function unprintedStatus(index: ProvenanceIndex, ...pointers: string[]): 'estimated' | 'house-rule' | undefined {
  const statuses = pointers.flatMap((pointer) => [index.lookup(pointer)?.status, ...index.entries.filter(([inside]) => isPointerPrefix(pointer, inside)).map(([, entry]) => entry.status)]);
  return statuses.includes('estimated') ? 'estimated' : statuses.includes('house-rule') ? 'house-rule' : undefined;
}

export type ProvenanceCounts = Record<ProvenanceStatus, number>;

const statuses: readonly ProvenanceStatus[] = ['printed', 'derived', 'fan-data', 'estimated', 'house-rule'];
const zero = (): ProvenanceCounts => ({ printed: 0, derived: 0, 'fan-data': 0, estimated: 0, 'house-rule': 0 });

/**
 * How many values of the ruleset each status covers. A value is a leaf of `provenanceLeaves`; its status is
 * that of the most specific entry covering it, or printed when none does (only possible in a user's variant:
 * shipped rulesets cover every value, see `uncoveredValues`).
 */
export function countProvenance(ruleset: Ruleset): ProvenanceCounts {
  const counts = zero();
  for (const [, status] of valueStatuses(ruleset)) counts[status]++;
  return counts;
}

/** Each value (a leaf of `provenanceLeaves`) with its status, as `countProvenance` counts them. */
export function valueStatuses(ruleset: Ruleset): [string, ProvenanceStatus][] {
  const index = indexProvenance(ruleset);
  return provenanceLeaves(ruleset).map((pointer) => [pointer, index.lookup(pointer)?.status ?? 'printed']);
}

export interface ProvenanceSummary {
  /** Values (leaves of `provenanceLeaves`) per status: what the library page shows. */
  values: ProvenanceCounts;
  /** Provenance entries per status: one entry may cover one value or a whole map. */
  entries: ProvenanceCounts;
}

/** Both ways of counting, from one place, so the library and the edit page say the same thing. */
export function summarizeProvenance(ruleset: Ruleset): ProvenanceSummary {
  const entries = zero();
  for (const [, entry] of indexProvenance(ruleset).entries) if (entry && statuses.includes(entry.status)) entries[entry.status]++;
  return { values: countProvenance(ruleset), entries };
}

/**
 * Values a provenance entry must account for: every leaf of the ruleset (an array is one value), names, card
 * texts and rule texts included (they claim to reproduce printed words), but not the workbench's own prose and
 * bookkeeping: the ruleset's id, title, family, summary, sources and parts, and any notes, description, $schema
 * or provenance.
 */
export function provenanceLeaves(ruleset: unknown): string[] {
  if (!isPlainObject(ruleset)) return [''];
  const out: string[] = [];
  for (const [key, child] of Object.entries(ruleset)) {
    if (rootMetadata.has(key) || skippedKeys.has(key)) continue;
    out.push(...leafPointers(child, `/${escapeSegment(key)}`));
  }
  return out;
}

/**
 * Values no provenance entry covers. A value is covered when an entry's pointer equals its pointer or is a
 * prefix of it at a segment boundary (`/actions/build` covers `/actions/build/temple/cost/marble`, not
 * `/actions/buildings`). Shipped rulesets must return none (test/rulesets/provenance-coverage.test.ts).
 */
export function uncoveredValues(ruleset: Ruleset): string[] {
  const index = indexProvenance(ruleset);
  return provenanceLeaves(ruleset).filter((pointer) => !index.lookup(pointer));
}

/**
 * Values a variant's merge patch sets that the variant's own provenance does not cover. Without its own entry
 * a changed value would inherit the parent's entry, which describes the parent's value (a printed 7 generals
 * entry would vouch for a house rule's 9). Deletions (null) need no entry.
 */
export function uncoveredPatchValues(patch: unknown): string[] {
  if (!isPlainObject(patch)) return [];
  // A null entry in a patch deletes the parent's entry; it covers nothing.
  const own = indexProvenance(patch as Partial<Ruleset> & Pick<Ruleset, 'provenance'>).entries.filter(([, entry]) => entry !== null);
  return provenanceLeaves(patch).filter((pointer) => getAtPointer(patch, pointer) !== null && !own.some(([prefix]) => isPointerPrefix(prefix, pointer)));
}

/** Pointers to every leaf value (arrays count as one value), skipping provenance, $schema and workbench prose. */
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

/** The workbench's own words and bookkeeping: never game data, so never printed, derived or estimated. */
const skippedKeys = new Set(['provenance', '$schema', 'notes', 'description', 'summary', 'sources']);
const rootMetadata = new Set(['id', 'title', 'family', 'parts', 'extends']);
