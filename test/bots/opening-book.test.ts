import { describe, expect, it } from 'vitest';
import { openingEntries } from '../../engine/bots/opening';
import { bookLines, unpackBook, withoutBook, type StoredBook } from '../../engine/bots/opening-book';
import { rulesetFingerprint } from '../../engine/ruleset/fingerprint';
import { openingBook } from '../../engine/bots/generated/opening-book';
import { playRecord } from '../../engine/simulation';
import { bookEntry, bookPath, bookRulesets, bookStrategies, quickBookRulesets } from '../../scripts/opening-book-code';
import { openingBotFor, strategies } from '../../engine/bots/heuristic';
import { ruleset, rulesetWith } from '../helpers/game';

describe('the opening book (engine/bots/generated/opening-book.ts)', () => {
  it("is the search: every line of the default bot on the built-in Duellum rulesets, searched again here (run `npm run bots:openings` after a change; the other strategies' lines and the Antike base game's are checked by test/sweep/opening-book.test.ts)", () => {
    const book = unpackBook(openingBook as StoredBook);
    for (const id of quickBookRulesets) {
      const [fingerprint, entry] = bookEntry(id, ['balanced']);
      // Each nation at each place of Duellum's two-nation turn order.
      expect(Object.keys(entry.lines)).toHaveLength(4);
      const booked = book[fingerprint];
      expect(booked?.ruleset, `${bookPath} has no entry for ${id}: run \`npm run bots:openings\``).toBe(id);
      for (const [key, line] of Object.entries(entry.lines)) expect(booked.lines[key], `${bookPath} is stale for ${id}: run \`npm run bots:openings\``).toEqual(line);
      // And as many for every other named strategy, each under its own bot's key.
      expect(Object.keys(booked.lines)).toHaveLength(4 * bookStrategies.length);
      for (const name of bookStrategies) expect(Object.keys(booked.lines).filter((key) => key.startsWith(`${openingBotFor(strategies[name]).key}|`)), name).toHaveLength(4);
    }
    expect(Object.values(book).map((entry) => entry.ruleset)).toEqual(bookRulesets);
  });

  it("is what a game of a book ruleset plays: its lines are the book's, none is searched", () => {
    const duellum = structuredClone(ruleset('antike-duellum'));
    const booked = bookLines(duellum);
    expect(booked).toHaveLength(4 * bookStrategies.length);
    playRecord(duellum, { seed: 3, bots: ['heuristic', 'heuristic:conqueror'], players: 2, maxMoves: 5000 });
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
