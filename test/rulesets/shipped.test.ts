import { describe, expect, it } from 'vitest';
import { countProvenance } from '../../engine/ruleset/provenance';
import { validateRuleset } from '../../engine/ruleset/validate';
import { builtInLibrary } from '../helpers/library';

const library = builtInLibrary();

describe('shipped rulesets', () => {
  it('include both Duellum boards, both Antike boards and every listed variant', () => {
    const ids = [...library.keys()];
    for (const id of [
      'antike-duellum',
      'antike-duellum-greece-persia',
      'antike-duellum-special-units',
      'antike-east',
      'antike-west',
      'antike-longer-game',
      'antike-three-players-12',
      'antike-expert',
      'antike-military',
      'antike-two-players',
      'antike-two-players-double',
    ]) {
      expect(ids).toContain(id);
    }
  });

  for (const id of library.keys()) {
    it(`${id} resolves and validates with no errors or warnings`, () => {
      const result = validateRuleset(library, id);
      expect(result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code} ${d.message}`)).toEqual([]);
      expect(result.ruleset?.id).toBe(id);
    });
  }

  it('marks estimated values in every board that is an approximation', () => {
    for (const id of ['antike-duellum', 'antike-duellum-greece-persia', 'antike-west']) {
      const ruleset = validateRuleset(library, id).ruleset!;
      expect(countProvenance(ruleset).estimated, id).toBeGreaterThan(50);
    }
  });

  it('marks the Duellum know-how prices as estimated except the two printed ones (D-SCI-03)', () => {
    const ruleset = validateRuleset(library, 'antike-duellum').ruleset!;
    const provenance = ruleset.knowHows.provenance!;
    expect(provenance['/items/navigatio/price/later'].status).toBe('printed');
    expect(provenance['/items/commercium/price/first'].status).toBe('printed');
    expect(ruleset.knowHows.items.navigatio.price.later).toBe(3);
    expect(ruleset.knowHows.items.commercium.price.first).toBe(9);
    for (const id of ['strata', 'moneta', 'res-publica']) expect(provenance[`/items/${id}/price`].status).toBe('estimated');
  });

  it('gives the Duellum deck its printed 25 cards, 4 known, and keeps the 2 blank cards out until written', () => {
    const cards = validateRuleset(library, 'antike-duellum').ruleset!.eventCards!.cards;
    const inDeck = Object.values(cards).reduce((n, c) => n + c.copies, 0);
    expect(inDeck).toBe(25);
    expect(cards['blank-1'].copies).toBe(0);
    expect(cards['blank-2'].copies).toBe(0);
    expect(Object.keys(cards).filter((id) => cards[id].effects.length > 0).sort()).toEqual(['academy', 'burglary', 'earthquake', 'fortress']);
  });

  it('gives Duellum 21 personages in 5 stacks (D-COMP-08) and Antike 35 (A-COMP-05)', () => {
    const count = (id: string) => Object.values(validateRuleset(library, id).ruleset!.personages.stacks).reduce((n, s) => n + s.count, 0);
    expect(count('antike-duellum')).toBe(21);
    expect(count('antike-east')).toBe(35);
  });

  it('applies the military variation as data: generals worth 2, targets 13/11/9/8, no know-how personage (A-VAR-04)', () => {
    const ruleset = validateRuleset(library, 'antike-military').ruleset!;
    expect(ruleset.personages.stacks.general.victoryPoints).toBe(2);
    expect(ruleset.victory).toMatchObject({ measure: 'victory-points', targetByNations: { '3': 13, '4': 11, '5': 9, '6': 8 } });
    expect(ruleset.knowHows.completionBonus?.extraPersonage).toBeUndefined();
    expect(ruleset.knowHows.completionBonus?.trade).toEqual({ give: 2, get: 1, when: 'own-turn' });
  });
});
