import { describe, expect, it } from 'vitest';
import { openingEntries } from '../../engine/bots/opening';
import { bookLines, withoutBook, type OpeningBook } from '../../engine/bots/opening-book';
import { rulesetFingerprint } from '../../engine/ruleset/fingerprint';
import { openingBook } from '../../engine/bots/generated/opening-book';
import { playRecord } from '../../engine/simulation';
import { bookEntry, bookPath, bookRulesets, quickBookRulesets } from '../../scripts/opening-book-code';
import { ruleset, rulesetWith } from '../helpers/game';

describe('the opening book (engine/bots/generated/opening-book.ts)', () => {
  it("is the search: every line of the default bot on the built-in Duellum rulesets, searched again here (run `npm run bots:openings` after a change; the Antike base game's lines are checked by test/sweep/opening-book.test.ts)", () => {
    const book = openingBook as OpeningBook;
    for (const id of quickBookRulesets) {
      const [fingerprint, entry] = bookEntry(id);
      expect(book[fingerprint], `${bookPath} is stale for ${id}: run \`npm run bots:openings\``).toEqual(entry);
      // Each nation at each place of Duellum's two-nation turn order.
      expect(Object.keys(entry.lines)).toHaveLength(4);
    }
    expect(Object.values(book).map((entry) => entry.ruleset)).toEqual(bookRulesets);
  });

  it("is what a game of a book ruleset plays: its lines are the book's, none is searched", () => {
    const duellum = structuredClone(ruleset('antike-duellum'));
    const booked = bookLines(duellum);
    expect(booked).toHaveLength(4);
    playRecord(duellum, { seed: 3, bots: ['heuristic'], players: 2, maxMoves: 5000 });
    expect(openingEntries(duellum).map(({ key, fields, from }) => [key, { fields, from }])).toEqual(booked);
  });

  it('holds nothing for another content: an edited ruleset or a variant is searched', () => {
    const edited = rulesetWith('antike-duellum', { title: 'Antike Duellum, retitled' });
    expect(rulesetFingerprint(edited)).not.toBe(rulesetFingerprint(ruleset('antike-duellum')));
    expect(bookLines(edited)).toEqual([]);
    expect(bookLines(structuredClone(ruleset('antike-expert')))).toEqual([]);
    // With the book closed, a book ruleset has no lines until they are searched.
    expect(withoutBook(() => bookLines(structuredClone(ruleset('antike-duellum'))))).toEqual([]);
  });
});
