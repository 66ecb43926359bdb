import { describe, expect, it } from 'vitest';
import { idFromName, isId } from '../../app/_lib/ids';

// The card designer proposes a new card's id from its name (app/rulesets/[id]/cards/CardsClient.tsx): the id must be
// one the schema accepts (schemas/common.schema.json#/$defs/id), or the proposal is not used.
describe('idFromName', () => {
  it('joins the words of a name with hyphens, in lower case', () => {
    expect(idFromName('Tribute of the Allies')).toBe('tribute-of-the-allies');
    expect(idFromName('  Raid!  ')).toBe('raid');
    expect(idFromName("Hanno's Fleet")).toBe('hanno-s-fleet');
  });

  it('drops accents and keeps digits, with a word in front of a leading number', () => {
    expect(idFromName('Ägäische Flotte')).toBe('agaische-flotte');
    expect(idFromName('3 Legions')).toBe('card-3-legions');
  });

  it('keeps whole words within the id length', () => {
    const id = idFromName('A very long name of a card that a designer typed without stopping to think about it at all');
    expect(id.length).toBeLessThanOrEqual(48);
    expect(id.endsWith('-')).toBe(false);
    expect(isId(id)).toBe(true);
  });

  it('gives nothing for a name without letters or digits', () => {
    expect(idFromName('—!')).toBe('');
    expect(isId(idFromName('—!'))).toBe(false);
  });

  it('makes ids the schema accepts', () => {
    for (const name of ['Tribute of the Allies', 'Raid', '3 Legions', 'Ägäische Flotte', 'x']) expect(isId(idFromName(name))).toBe(true);
  });
});
