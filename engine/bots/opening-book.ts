/**
 * The opening book: opening lines shipped with the code for the built-in Duellum rulesets and Antike East and the
 * named heuristic strategies, so that a process playing them does not first search them (1.7–2.4 CPU-seconds per ruleset in a fresh
 * process: in the browser's simulate workers, each `rondel simulate` worker, `rondel play`). A line is a function of
 * the ruleset's content, the bot and the engine's code (engine/bots/opening.ts), so the book is a cache of that search
 * and nothing else: it is keyed by a fingerprint of the ruleset's content (a variant or an edited ruleset is not in
 * it and is searched as before) and by the line's own key (bot weights, players, nation, place, search), and
 * `npm run bots:openings` writes it (scripts/generate-opening-book.ts). test/bots/opening-book.test.ts searches every
 * line again and fails while the committed book differs, so a change to the bots, their weights or the rulesets that
 * changes a line cannot leave a stale one behind.
 */
import type { Ruleset } from '../ruleset/types';
import { rulesetFingerprint } from '../ruleset/fingerprint';
import { openingBook } from './generated/opening-book';

export interface BookLine {
  fields: string[];
  from: (string | null)[];
}

export interface BookEntry {
  /** The ruleset the lines were searched for, for a reader of the file. */
  ruleset: string;
  lines: Record<string, BookLine>;
}

export type OpeningBook = Record<string, BookEntry>;

/**
 * The book as the generated file stores it: each bot's key (its weights, hundreds of characters) once in `bots`, and
 * each line under its key with the bot's key replaced by its place in `bots` ("0|2|romans|0|15|8|20").
 */
export interface StoredBook {
  bots: string[];
  entries: Record<string, BookEntry>;
}

let enabled = true;

/** Runs `search` with the book closed, so that every line it needs is searched (the generator and its test). */
export function withoutBook<T>(search: () => T): T {
  enabled = false;
  try {
    return search();
  } finally {
    enabled = true;
  }
}

/** A stored line's key with its bot's key put back. */
function lineKey(stored: StoredBook, key: string): string {
  const bar = key.indexOf('|');
  return `${stored.bots[Number(key.slice(0, bar))]}${key.slice(bar)}`;
}

/** The book with every line under its full key (opening.ts's), per ruleset fingerprint. */
export function unpackBook(stored: StoredBook): OpeningBook {
  const book: OpeningBook = {};
  for (const [fingerprint, entry] of Object.entries(stored.entries)) {
    book[fingerprint] = { ruleset: entry.ruleset, lines: Object.fromEntries(Object.entries(entry.lines).map(([key, line]) => [lineKey(stored, key), line])) };
  }
  return book;
}

/** The book's lines for this ruleset's content, if it has any. */
export function bookLines(ruleset: Ruleset): [string, BookLine][] {
  if (!enabled) return [];
  const stored = openingBook as StoredBook;
  const entry = stored.entries[rulesetFingerprint(ruleset)];
  return entry ? Object.entries(entry.lines).map(([key, line]) => [lineKey(stored, key), line]) : [];
}
