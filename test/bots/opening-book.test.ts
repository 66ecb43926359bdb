import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openingEntries } from '../../engine/bots/opening';
import { bookLines, rulesetFingerprint, withoutBook, type OpeningBook } from '../../engine/bots/opening-book';
import { openingBook } from '../../engine/bots/generated/opening-book';
import { playRecord } from '../../engine/simulation';
import { bookEntry, bookModule, bookPath, bookRulesets } from '../../scripts/opening-book-code';
import { ruleset, rulesetWith } from '../helpers/game';

describe('the opening book (engine/bots/generated/opening-book.ts)', () => {
  it('is the search: every line of the default bot on the built-in Duellum rulesets, searched again here (run `npm run bots:openings` after a change)', () => {
    const fresh = Object.fromEntries(bookRulesets.map((id) => bookEntry(id)));
    expect(readFileSync(bookPath, 'utf8') === bookModule(fresh), `${bookPath} is stale: run \`npm run bots:openings\``).toBe(true);
    // Each nation at each place of Duellum's two-nation turn order.
    for (const entry of Object.values(openingBook as OpeningBook)) expect(Object.keys(entry.lines)).toHaveLength(4);
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
    expect(bookLines(structuredClone(ruleset('antike-east')))).toEqual([]);
    // With the book closed, a book ruleset has no lines until they are searched.
    expect(withoutBook(() => bookLines(structuredClone(ruleset('antike-duellum'))))).toEqual([]);
  });
});
