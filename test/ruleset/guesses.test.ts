/**
 * What a simulation rests on that no rulebook prints (engine/ruleset/guesses.ts): the estimated values the library
 * counts, by section, and the event cards left out of play (D-COMP-07: 25 cards, 21 of them with no known text).
 */
import { describe, expect, it } from 'vitest';
import { countProvenance } from '../../engine/ruleset/provenance';
import { guessClauses, simulationGuesses } from '../../engine/ruleset/guesses';
import { validateRuleset } from '../../engine/ruleset/validate';
import type { Ruleset } from '../../engine/ruleset/types';
import { builtInLibrary } from '../helpers/library';

const library = builtInLibrary();
const ruleset = (id: string) => validateRuleset(library, id).ruleset!;

describe('simulation guesses', () => {
  it('Duellum: its estimated values by section add up to the library count, and 4 of 25 printed cards are in play', () => {
    const duellum = ruleset('antike-duellum');
    const g = simulationGuesses(duellum);
    expect(g.estimated.reduce((n, e) => n + e.values, 0)).toBe(countProvenance(duellum).estimated);
    expect(g.estimated[0].section).toBe('map');
    expect(g).toMatchObject({ cardsInPlay: 4, cardsPrinted: 25 });
    const clauses = guessClauses(g);
    expect(clauses[0]).toMatch(/^\d+ estimated values, not printed in any rulebook we have \(map \d+, /);
    expect(clauses[1]).toBe('4 of the 25 printed event cards in play: the other 21 have no known text and are left out of the deck');
  });

  it('a variant that writes the unknown cards plays them, and the clause about the deck goes', () => {
    const written = structuredClone(ruleset('antike-duellum')) as Ruleset;
    const unknown = Object.values(written.eventCards!.cards).find((c) => c.textUnknown)!;
    unknown.textUnknown = false;
    expect(simulationGuesses(written)).toMatchObject({ cardsInPlay: 25, cardsPrinted: 25 });
    expect(guessClauses(simulationGuesses(written)).join(' ')).not.toContain('event cards in play');
  });

  it('Antike East has no event cards: only its estimated values are named', () => {
    const g = simulationGuesses(ruleset('antike-east'));
    expect(g.cardsPrinted).toBe(0);
    expect(guessClauses(g).every((c) => c.includes('estimated'))).toBe(true);
  });
});
