/**
 * The card designer marks a card's values the ruleset does not print (app/_lib/provenance-view.ts): a guess must not
 * read as printed on the form or the rendered card, and a value the designer changed is the designer's own.
 */
import { describe, expect, it } from 'vitest';
import type { EventCard } from '../../engine/rulesets';
import { unprintedBoard, unprintedCardValues } from '../../app/_lib/provenance-view';
import { ruleset } from '../helpers/game';

const duellum = ruleset('antike-duellum');
const cardOf = (r: typeof duellum, id: string) => structuredClone((r.eventCards!.cards as Record<string, EventCard>)[id]);

describe('unprintedCardValues', () => {
  it('Academy as the ruleset has it: its text is printed, its count in the deck is a guess (D-COMP-07)', () => {
    const academy = cardOf(duellum, 'academy');
    expect(unprintedCardValues(duellum, 'academy', academy)).toEqual([{ field: 'copies', status: 'estimated', note: expect.stringMatching(/not in any source/) }]);
  });

  it('a value the designer changed is the designer\'s, not the ruleset\'s guess', () => {
    const academy = { ...cardOf(duellum, 'academy'), copies: 3 };
    expect(unprintedCardValues(duellum, 'academy', academy)).toEqual([]);
  });

  it('a card the ruleset does not have (one written for the 21 unknown cards) has no provenance of the ruleset', () => {
    expect(unprintedCardValues(duellum, 'written-card', cardOf(duellum, 'academy'))).toEqual([]);
  });

  it('Tribute, the house events\' written blank card: a house rule, not printed', () => {
    const house = ruleset('antike-duellum-house-events');
    expect(unprintedCardValues(house, 'blank-1', cardOf(house, 'blank-1')).map((m) => m.status)).toContain('house-rule');
  });
});

describe('unprintedBoard: the sandbox says when its board is a reconstruction (docs/game-data.md section 1)', () => {
  it('Rome vs Carthage: the layout is estimated, with the first sentence of its provenance note', () => {
    expect(unprintedBoard(duellum)).toEqual({ name: 'Antike Duellum: Rome vs Carthage (side A, approximation)', status: 'estimated', pointer: '/map/regions', summary: 'Approximation, not the printed board.' });
  });

  it('Greece vs Persia, the other Duellum board, too', () => {
    expect(unprintedBoard(ruleset('antike-duellum-greece-persia'))).toMatchObject({ status: 'estimated', summary: 'Approximation, not the printed board.' });
  });

  it('a board whose layout is printed gets no note', () => {
    const printed = structuredClone(duellum);
    printed.provenance = { ...printed.provenance, '/map/regions': { status: 'printed', source: 'a scan of the board' } };
    expect(unprintedBoard(printed)).toBeUndefined();
  });
});
