import { describe, expect, it } from 'vitest';
import { given, play, refused } from '../../helpers/game';
import { BROWN, rc } from './support';

const r = rc();

describe('T-D-21 temples and cities built one after another', () => {
  /** Carthage owns Carthago and Zama, which border each other; no temple stands anywhere. */
  function twoCities(stock: Record<string, number>) {
    const s = given(r, {
      active: BROWN,
      blank: true,
      cities: { carthago: { owner: BROWN, resource: 'gold' }, zama: { owner: BROWN, resource: 'iron' } },
      stock: { [BROWN]: stock },
    });
    return play(r, s, { type: 'rondel.select', field: 'templum' }).state;
  }

  it('charges 6 marble for the temple at X, then 6 marble + 1 coin at the adjacent Y (T-D-21, D-TEMP-03)', () => {
    const s = twoCities({ marble: 12, coin: 1 });
    const first = play(r, s, { type: 'temple.build', region: 'carthago' }).state;
    expect(first.nation[BROWN].stock).toEqual({ marble: 6, iron: 0, gold: 0, coin: 1 });
    const { state } = play(r, first, { type: 'temple.build', region: 'zama' });
    expect(state.nation[BROWN].stock).toEqual({ marble: 0, iron: 0, gold: 0, coin: 0 });
    expect(state.bank.temples).toBe(10);
  });

  it('refuses the second temple without the coin the first one added to its price (T-D-21, D-TEMP-03, AMB-D05)', () => {
    const s = twoCities({ marble: 13, coin: 0 });
    const first = play(r, s, { type: 'temple.build', region: 'carthago' }).state;
    refused(r, first, { type: 'temple.build', region: 'zama' }, 'move/insufficient-resources');
  });

  it('charges 1/1/1 for a gold city at P, then 1/1/1 + 1 coin for a gold city at the adjacent Q (T-D-21, D-FOUND-07)', () => {
    // Numantia (P) and Tolosa (Q) border each other; no other city stands near either.
    const s = given(r, {
      active: BROWN,
      blank: true,
      units: { numantia: { [BROWN]: { legion: 1 } }, tolosa: { [BROWN]: { legion: 1 } } },
      stock: { [BROWN]: { marble: 2, iron: 2, gold: 2, coin: 1 } },
    });
    const atFounding = play(r, s, { type: 'rondel.select', field: 'templum' }, { type: 'phase.end' }).state;
    const first = play(r, atFounding, { type: 'city.found', region: 'numantia', resource: 'gold' }).state;
    expect(first.nation[BROWN].stock).toEqual({ marble: 1, iron: 1, gold: 1, coin: 1 });
    const { state } = play(r, first, { type: 'city.found', region: 'tolosa', resource: 'gold' });
    expect(state.nation[BROWN].stock).toEqual({ marble: 0, iron: 0, gold: 0, coin: 0 });
    expect(state.cities.numantia).toMatchObject({ owner: BROWN, resource: 'gold' });
    expect(state.cities.tolosa).toMatchObject({ owner: BROWN, resource: 'gold' });
  });
});
