import { describe, expect, it } from 'vitest';
import { given, isLegal, play, refused } from '../../helpers/game';
import { BEIGE, BROWN, defence, rc } from './support';

const r = rc();

describe('Part 5 event cards (EV-01 … EV-03; Fortress is T-D-20)', () => {
  it('Academy gives 1 gold per know-how the opponent owns, counting ones developed second, on own SCIENTIA (EV-01)', () => {
    const s = given(r, {
      active: BROWN,
      blank: true,
      hand: { [BROWN]: ['academy'] },
      knowHows: { [BEIGE]: ['strata', 'moneta', 'navigatio'], [BROWN]: ['strata'] },
    });
    const { state } = play(r, s, { type: 'rondel.select', field: 'scientia' }, { type: 'card.play', card: 'academy' });
    expect(state.nation[BROWN].stock.gold).toBe(3);
    expect(state.nation[BROWN].hand).toEqual([]);
    expect(state.cards.discard).toEqual(['academy']);
  });

  it('Academy is refused outside the SCIENTIA action (EV-01)', () => {
    const s = given(r, { active: BROWN, blank: true, hand: { [BROWN]: ['academy'] }, knowHows: { [BEIGE]: ['strata'] } });
    refused(r, s, { type: 'card.play', card: 'academy' }, 'move/card-timing');
    const atTemplum = play(r, s, { type: 'rondel.select', field: 'templum' }).state;
    refused(r, atTemplum, { type: 'card.play', card: 'academy' }, 'move/card-timing');
    expect(isLegal(r, atTemplum, { type: 'card.play', card: 'academy' })).toBe(false);
  });

  it('Earthquake destroys a town wall of the player\'s choice; it goes back to its owner\'s supply and the defence drops by 1 (EV-02, AMB-D10)', () => {
    const s = given(r, {
      active: BROWN,
      blank: true,
      cities: { roma: { owner: BEIGE, resource: 'gold', wall: true }, neapolis: { owner: BEIGE, resource: 'marble', wall: true } },
      hand: { [BROWN]: ['earthquake'] },
      walls: { [BEIGE]: 0 },
    });
    expect(defence(r, s, 'roma', BROWN)).toBe(2);
    const { state } = play(r, s, { type: 'card.play', card: 'earthquake', targets: ['roma'] });
    expect(state.cities.roma.wall).toBe(false);
    expect(state.cities.neapolis.wall).toBe(true);
    expect(state.nation[BEIGE].walls).toBe(1);
    expect(defence(r, state, 'roma', BROWN)).toBe(1);
  });

  it('Burglary takes every second coin from the opponent, the loss rounded down, back to the bank (EV-03)', () => {
    const s = given(r, { active: BROWN, blank: true, hand: { [BROWN]: ['burglary'] }, stock: { [BEIGE]: { coin: 7 }, [BROWN]: { coin: 1 } }, bankCoins: 10 });
    const { state } = play(r, s, { type: 'card.play', card: 'burglary' });
    expect(state.nation[BEIGE].stock.coin).toBe(4);
    expect(state.nation[BROWN].stock.coin).toBe(1);
    expect(state.bank.coins).toBe(13);
  });

  it('lets several cards be played in one turn, combined (EV, D-EV-08, D-OVR-03)', () => {
    const s = given(r, {
      active: BROWN,
      blank: true,
      cities: { roma: { owner: BEIGE, resource: 'gold', wall: true } },
      hand: { [BROWN]: ['burglary', 'earthquake'] },
      stock: { [BEIGE]: { coin: 2 } },
    });
    const { state } = play(r, s, { type: 'card.play', card: 'burglary' }, { type: 'card.play', card: 'earthquake', targets: ['roma'] });
    expect(state.nation[BEIGE].stock.coin).toBe(1);
    expect(state.cities.roma.wall).toBe(false);
    expect(state.nation[BROWN].hand).toEqual([]);
  });

  it('refuses to play a card the player does not hold (EV, D-EV-08)', () => {
    refused(r, given(r, { active: BROWN, blank: true }), { type: 'card.play', card: 'burglary' }, 'move/not-in-hand');
  });
});
