// Relative imports so vitest (no '@/' alias) can test this module too.
import { escapeSegment, indexProvenance, summarizeProvenance, unprintedStatus, type ProvenanceSummary } from '../../engine/rulesets';
import type { EventCard, ProvenanceEntry, ProvenanceStatus, Ruleset } from '../../engine/rulesets';

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

export type CardField = 'name' | 'copies' | 'play' | 'effects';

export interface UnprintedCardValue {
  field: CardField;
  status: 'estimated' | 'house-rule';
  /** The provenance entry's note: why it is not printed. */
  note?: string;
}

/**
 * The values of a card in the card designer that are the ruleset's and not printed: a card the ruleset has keeps the
 * ruleset's provenance for each value the designer has not changed (Academy's single copy: no source gives a card's
 * count in the deck, D-COMP-07), so that the form and the rendered card never show a guess as printed. A value the
 * designer changed is the designer's own, and a save writes it as a house rule.
 */
export function unprintedCardValues(ruleset: Ruleset, cardId: string, card: EventCard): UnprintedCardValue[] {
  const own = (ruleset.eventCards?.cards as Record<string, EventCard> | undefined)?.[cardId];
  if (!own || !Object.hasOwn(ruleset.eventCards!.cards, cardId)) return [];
  const index = indexProvenance(ruleset);
  return (['name', 'copies', 'play', 'effects'] as const).flatMap((field) => {
    if (JSON.stringify(own[field]) !== JSON.stringify(card[field])) return [];
    const pointer = `/eventCards/cards/${escapeSegment(cardId)}/${field}`;
    const status = unprintedStatus(index, pointer);
    return status ? [{ field, status, note: index.lookup(pointer)?.note }] : [];
  });
}

export interface UnprintedBoard {
  /** The board's name as the ruleset gives it (/map/name). */
  name: string;
  status: 'estimated' | 'fan-data' | 'house-rule';
  /** The provenance entry that says so, and the first sentence of its note. */
  pointer: string;
  summary?: string;
}

/**
 * The board a position is played on, when its layout (which regions exist, their kinds and borders: /map/regions) is
 * not printed: Duellum's two boards are reconstructions (docs/game-data.md section 1), so a card that counts, reaches
 * or targets regions may play out otherwise on the printed board, and a page that plays on one says so.
 */
export function unprintedBoard(ruleset: Ruleset): UnprintedBoard | undefined {
  const index = indexProvenance(ruleset);
  const found = provenanceAt(index.entries, '/map/regions');
  const status = found?.entry.status;
  if (status !== 'estimated' && status !== 'fan-data' && status !== 'house-rule') return undefined;
  const note = found!.entry.note?.trim();
  const summary = note ? (/^.*?[.!?](?=\s|$)/.exec(note)?.[0] ?? note) : undefined;
  return { name: ruleset.map.name, status, pointer: found!.pointer, ...(summary ? { summary } : {}) };
}
