import { describe, expect, it } from 'vitest';
import { given, play, refused } from '../../helpers/game';
import type { GameState } from '../../../engine/index';
import { BEIGE, BROWN, rc } from './support';

const r = rc();

/**
 * Brown develops STRATA first; at the end of the turn beige is due 1 card for brown's scholar.
 * `cards` sets the display, deck and discard pile before the turn.
 */
function cardDue(cards: GameState['cards']) {
  const s = given(r, { active: BROWN, blank: true, stock: { [BROWN]: { gold: 6 } } });
  s.cards = { deck: cards.deck.slice(), display: cards.display.slice(), discard: cards.discard.slice() };
  const { state } = play(r, s, { type: 'rondel.select', field: 'scientia' }, { type: 'knowhow.develop', knowHow: 'strata' }, { type: 'phase.end' }, { type: 'phase.end' });
  return state;
}

describe('T-D-18 event display refill and reshuffle', () => {
  it('refills the display to 3 from the deck after a card is taken: deck n → n−1 (T-D-18, D-EV-01, D-EV-02)', () => {
    const s = cardDue({ display: ['academy', 'fortress', 'unknown'], deck: ['earthquake', 'unknown', 'burglary'], discard: ['unknown', 'unknown'] });
    expect(s.pending).toEqual([{ kind: 'take-card', nation: BEIGE, reason: 'personage' }]);
    const { state } = play(r, s, { type: 'card.take', card: 'academy' });
    expect(state.nation[BEIGE].hand).toEqual(['academy']);
    expect(state.cards.display).toEqual(['fortress', 'unknown', 'earthquake']);
    expect(state.cards.deck).toEqual(['unknown', 'burglary']);
    expect(state.cards.discard).toEqual(['unknown', 'unknown']);
  });

  it('shuffles the discard pile into a new deck when the deck is empty, then refills (T-D-18, D-EV-03)', () => {
    const s = cardDue({ display: ['academy', 'fortress', 'unknown'], deck: [], discard: ['earthquake', 'burglary'] });
    const { state } = play(r, s, { type: 'card.take', card: 'fortress' });
    expect(state.nation[BEIGE].hand).toEqual(['fortress']);
    expect(state.cards.display).toHaveLength(3);
    expect(state.cards.display.slice(0, 2)).toEqual(['academy', 'unknown']);
    expect(state.cards.discard).toEqual([]);
    expect(state.cards.deck).toHaveLength(1);
    expect([state.cards.display[2], state.cards.deck[0]].sort()).toEqual(['burglary', 'earthquake']);
  });

  it('leaves the display short when deck and discard pile are both empty (T-D-18, D-EV-02)', () => {
    const s = cardDue({ display: ['academy', 'fortress', 'unknown'], deck: [], discard: [] });
    const { state } = play(r, s, { type: 'card.take', card: 'unknown' });
    expect(state.cards.display).toEqual(['academy', 'fortress']);
    expect(state.cards.deck).toEqual([]);
    expect(state.cards.discard).toEqual([]);
  });

  it('refuses a card that is not in the display (T-D-18, D-EV-01)', () => {
    const s = cardDue({ display: ['academy', 'fortress', 'unknown'], deck: ['earthquake'], discard: [] });
    refused(r, s, { type: 'card.take', card: 'earthquake' }, 'move/not-in-display');
  });

  it('names the cards in its refusal as the ruleset does, not by id (D-EV-01; UX review)', () => {
    const s = cardDue({ display: ['academy', 'fortress', 'unknown'], deck: ['earthquake'], discard: [] });
    // Before: "'earthquake' is not in the display; it shows academy, fortress, unknown".
    expect(refused(r, s, { type: 'card.take', card: 'earthquake' }, 'move/not-in-display')).toBe('Earthquake is not in the display; it shows Academy, Fortress, Unknown event');
  });

  it('puts a played card on the discard pile (T-D-18, D-EV-10)', () => {
    const s = given(r, { active: BEIGE, blank: true, hand: { [BEIGE]: ['burglary'] }, stock: { [BROWN]: { coin: 5 } } });
    const discard = s.cards.discard.slice();
    const { state } = play(r, s, { type: 'card.play', card: 'burglary' });
    expect(state.nation[BEIGE].hand).toEqual([]);
    expect(state.cards.discard).toEqual([...discard, 'burglary']);
    // Burglary: the opponent loses every second coin, rounded down (EV-03).
    expect(state.nation[BROWN].stock.coin).toBe(3);
  });
});

describe('T-D-19 one card for several lost cities', () => {
  /** Brown has a legion in each of three beige cities without temples (defence 1 each). */
  function threeConquests() {
    const s = given(r, {
      active: BROWN,
      blank: true,
      cities: {
        roma: { owner: BEIGE, resource: 'gold' },
        neapolis: { owner: BEIGE, resource: 'marble' },
        brundisium: { owner: BEIGE, resource: 'iron' },
      },
      units: { roma: { [BROWN]: { legion: 1 } }, neapolis: { [BROWN]: { legion: 1 } }, brundisium: { [BROWN]: { legion: 1 } } },
    });
    return play(
      r,
      s,
      { type: 'rondel.select', field: 'duellum-1' },
      { type: 'phase.end' },
      { type: 'city.conquer', region: 'roma' },
      { type: 'city.conquer', region: 'neapolis' },
      { type: 'city.conquer', region: 'brundisium' },
      { type: 'phase.end' },
    ).state;
  }

  it('gives beige exactly 1 card when brown conquers 3 beige cities in one turn and gains no personage (T-D-19, D-CONQ-10, D-OVR-02, D-EV-04)', () => {
    const s = threeConquests();
    expect(Object.values(s.cities).every((c) => c.owner === BROWN)).toBe(true);
    expect(s.pending).toEqual([{ kind: 'take-card', nation: BEIGE, reason: 'city-lost' }]);
    const afterCard = play(r, s, { type: 'card.take', card: s.cards.display[0] }).state;
    expect(afterCard.pending).toEqual([]);
    const { state } = play(r, afterCard, { type: 'phase.end' });
    expect(state.nation[BROWN].personages).toEqual({});
    expect(state.nation[BEIGE].hand).toHaveLength(1);
    expect(state.pending).toEqual([]);
    expect(state.nations[state.turn.active]).toBe(BEIGE);
  });

  it('lets a card taken in brown\'s turn be kept and played in beige\'s next turn (T-D-19, AMB-D06, AMB-D14)', () => {
    const s = threeConquests();
    s.nation[BROWN].stock.coin = 4;
    s.cards.display[0] = 'burglary';
    const afterCard = play(r, s, { type: 'card.take', card: 'burglary' }, { type: 'phase.end' }).state;
    expect(afterCard.nations[afterCard.turn.active]).toBe(BEIGE);
    expect(afterCard.nation[BEIGE].hand).toEqual(['burglary']);
    const { state } = play(r, afterCard, { type: 'card.play', card: 'burglary' });
    expect(state.nation[BROWN].stock.coin).toBe(2);
    expect(state.nation[BEIGE].hand).toEqual([]);
  });
});
