import { describe, expect, it } from 'vitest';
import { given, play } from '../../helpers/game';
import { BEIGE, BROWN, rc } from './support';

const r = rc();

/** The Romans own Ancona (gold, temple), Roma (gold), Neapolis and Croton (marble) and Brundisium (iron); first turn. */
function romans(opts: { knowHows?: string[]; bankCoins?: number | null; enemyAtRoma?: boolean } = {}) {
  return given(r, {
    active: BEIGE,
    blank: true,
    cities: {
      ancona: { owner: BEIGE, resource: 'gold', temple: true },
      roma: { owner: BEIGE, resource: 'gold' },
      neapolis: { owner: BEIGE, resource: 'marble' },
      croton: { owner: BEIGE, resource: 'marble' },
      brundisium: { owner: BEIGE, resource: 'iron' },
    },
    ...(opts.enemyAtRoma ? { units: { roma: { [BROWN]: { legion: 2, galley: 1 } } } } : {}),
    knowHows: { [BEIGE]: opts.knowHows ?? [] },
    ...(opts.bankCoins !== undefined ? { bankCoins: opts.bankCoins } : {}),
  });
}

describe('T-D-05 production for the Romans with 5 cities', () => {
  it('AURUM gives 4 gold (3 from Ancona with its temple + 1 from Roma) and 1 coin (T-D-05, D-PROD-01, D-PROD-03)', () => {
    const { state } = play(r, romans(), { type: 'rondel.select', field: 'aurum' });
    expect(state.nation[BEIGE].stock).toEqual({ marble: 0, iron: 0, gold: 4, coin: 1 });
    expect(state.turn.phase).toBe('found');
  });

  it('MARMOR instead gives 2 marble and 1 coin (T-D-05, D-PROD-01, D-PROD-02)', () => {
    const { state } = play(r, romans(), { type: 'rondel.select', field: 'marmor' });
    expect(state.nation[BEIGE].stock).toEqual({ marble: 2, iron: 0, gold: 0, coin: 1 });
  });

  it('FERRUM instead gives 1 iron and 1 coin (T-D-05, D-PROD-01, D-PROD-02)', () => {
    const { state } = play(r, romans(), { type: 'rondel.select', field: 'ferrum' });
    expect(state.nation[BEIGE].stock).toEqual({ marble: 0, iron: 1, gold: 0, coin: 1 });
  });

  it('AURUM with MONETA gives 5 gold and still 1 coin: +1 chip per action, not per city (T-D-05 derived, D-PROD-05, AMB-D02)', () => {
    const { state } = play(r, romans({ knowHows: ['moneta'] }), { type: 'rondel.select', field: 'aurum' });
    expect(state.nation[BEIGE].stock).toEqual({ marble: 0, iron: 0, gold: 5, coin: 1 });
  });

  it('AURUM with an empty coin bank gives 4 gold plus 1 chip of the player\'s choice instead of the coin (T-D-05 derived, D-PROD-04, D-SUP-03)', () => {
    for (const substitute of ['marble', 'iron', 'gold'] as const) {
      const { state } = play(r, romans({ bankCoins: 0 }), { type: 'rondel.select', field: 'aurum', substitute });
      const expected = { marble: 0, iron: 0, gold: 4, coin: 0 };
      expected[substitute] += 1;
      expect(state.nation[BEIGE].stock, substitute).toEqual(expected);
      expect(state.bank.coins).toBe(0);
    }
  });

  it('takes the production coin out of a limited bank (T-D-05, D-PROD-03, D-SUP-03)', () => {
    const { state } = play(r, romans({ bankCoins: 5 }), { type: 'rondel.select', field: 'aurum' });
    expect(state.nation[BEIGE].stock).toEqual({ marble: 0, iron: 0, gold: 4, coin: 1 });
    expect(state.bank.coins).toBe(4);
  });

  it('is not reduced by enemy units in a producing city\'s region (T-D-05, D-PROD-06, D-MOV-10)', () => {
    const { state } = play(r, romans({ enemyAtRoma: true }), { type: 'rondel.select', field: 'aurum' });
    expect(state.nation[BEIGE].stock).toEqual({ marble: 0, iron: 0, gold: 4, coin: 1 });
  });

  it('still gives the coin when nothing of the resource is produced (T-D-05 derived, AMB-D18)', () => {
    const s = given(r, { active: BEIGE, blank: true, cities: { roma: { owner: BEIGE, resource: 'gold' } } });
    const { state } = play(r, s, { type: 'rondel.select', field: 'marmor' });
    expect(state.nation[BEIGE].stock).toEqual({ marble: 0, iron: 0, gold: 0, coin: 1 });
  });

  it('does not count the opponent\'s gold cities (T-D-05, D-PROD-01)', () => {
    const s = romans();
    s.cities.carthago = { owner: BROWN, resource: 'gold', temple: true, wall: false, founded: false };
    const { state } = play(r, s, { type: 'rondel.select', field: 'aurum' });
    expect(state.nation[BEIGE].stock.gold).toBe(4);
    expect(state.nation[BROWN].stock.gold).toBe(0);
  });

  it('applies MONETA even when nothing of the resource is produced: MARMOR with no marble city gives 1 marble and 1 coin (T-D-05 derived, AMB-D02)', () => {
    const s = given(r, { active: BEIGE, blank: true, cities: { roma: { owner: BEIGE, resource: 'gold' } }, knowHows: { [BEIGE]: ['moneta'] } });
    const { state } = play(r, s, { type: 'rondel.select', field: 'marmor' });
    expect(state.nation[BEIGE].stock).toEqual({ marble: 1, iron: 0, gold: 0, coin: 1 });
  });
});
