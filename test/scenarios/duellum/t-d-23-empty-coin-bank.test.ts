import { describe, expect, it } from 'vitest';
import { given, isLegal, play } from '../../helpers/game';
import { BROWN, rc } from './support';

const r = rc();

/** Carthage owns Zama (iron, no temple); the bank has no coins; Carthage's stone is on MILITIA (FERRUM is 4 fields away). */
function emptyBank(rondel: string | null = null) {
  return given(r, {
    active: BROWN,
    blank: true,
    cities: { zama: { owner: BROWN, resource: 'iron' } },
    stock: { [BROWN]: { marble: 1, iron: 1, gold: 1, coin: 0 } },
    rondel: { [BROWN]: rondel },
    bankCoins: 0,
  });
}

describe('T-D-23 coins when the bank is empty', () => {
  for (const substitute of ['marble', 'iron', 'gold'] as const) {
    it(`gives the produced iron plus 1 ${substitute} of the player's choice on FERRUM (T-D-23, D-SUP-03, D-PROD-04)`, () => {
      const { state } = play(r, emptyBank(), { type: 'rondel.select', field: 'ferrum', substitute });
      const expected = { marble: 1, iron: 2, gold: 1, coin: 0 };
      expected[substitute] += 1;
      expect(state.nation[BROWN].stock).toEqual(expected);
      expect(state.bank.coins).toBe(0);
      expect(state.turn.phase).toBe('found');
    });
  }

  it('offers the choice of chip as a legal move for each resource (T-D-23, D-SUP-03)', () => {
    const s = emptyBank();
    for (const substitute of ['marble', 'iron', 'gold'] as const) expect(isLegal(r, s, { type: 'rondel.select', field: 'ferrum', substitute })).toBe(true);
  });

  it('gives the chip even when the rondel move itself was paid for (T-D-23, D-SUP-03, D-RON-05)', () => {
    // MILITIA → FERRUM is 4 fields: 1 resource to the bank, then 1 iron produced and 1 marble instead of the coin.
    const { state } = play(r, emptyBank('militia'), { type: 'rondel.select', field: 'ferrum', payment: { gold: 1 }, substitute: 'marble' });
    expect(state.nation[BROWN].stock).toEqual({ marble: 2, iron: 2, gold: 0, coin: 0 });
  });
});
