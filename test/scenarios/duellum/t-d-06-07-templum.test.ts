import { describe, expect, it } from 'vitest';
import { given, isLegal, play, refused } from '../../helpers/game';
import { BEIGE, BROWN, defence, rc } from './support';

const r = rc();

/**
 * T-D-06: the Romans own Neapolis (no temple, no wall), Croton (temple) and Ancona (temple); Syracusae is a
 * Carthaginian city with a temple. So temples stand in exactly 3 regions next to Neapolis (Ancona, Croton,
 * Syracusae); Roma and Brundisium, also next to Neapolis, are Roman cities without temples.
 */
function neapolis(stock: Record<string, number> = { marble: 8, coin: 3 }) {
  const s = given(r, {
    active: BEIGE,
    blank: true,
    cities: {
      neapolis: { owner: BEIGE, resource: 'marble' },
      croton: { owner: BEIGE, resource: 'marble', temple: true },
      ancona: { owner: BEIGE, resource: 'gold', temple: true },
      roma: { owner: BEIGE, resource: 'gold' },
      brundisium: { owner: BEIGE, resource: 'iron' },
      syracusae: { owner: BROWN, resource: 'iron', temple: true },
    },
    stock: { [BEIGE]: stock },
    walls: { [BEIGE]: 2 },
  });
  return play(r, s, { type: 'rondel.select', field: 'templum' }).state;
}

describe('T-D-06 a temple at Neapolis plus two walls', () => {
  it('costs 8 marble + 3 coins in all, takes a temple from the bank and 2 walls from the supply (T-D-06, D-TEMP-02, D-WALL-01)', () => {
    const s = neapolis();
    expect(s.bank.temples).toBe(9);
    const { state } = play(r, s, { type: 'temple.build', region: 'neapolis' }, { type: 'wall.build', region: 'croton' }, { type: 'wall.build', region: 'neapolis' });
    expect(state.nation[BEIGE].stock).toEqual({ marble: 0, iron: 0, gold: 0, coin: 0 });
    expect(state.bank.temples).toBe(8);
    expect(state.nation[BEIGE].walls).toBe(0);
    expect(state.cities.neapolis).toMatchObject({ owner: BEIGE, temple: true, wall: true });
    expect(state.cities.croton).toMatchObject({ owner: BEIGE, temple: true, wall: true });
    expect(state.turn.phase).toBe('action');
  });

  it('prices the temple alone at 6 marble + 3 coins, one coin per adjacent temple of either owner (T-D-06, D-TEMP-02, D-OVR-13)', () => {
    const { state } = play(r, neapolis(), { type: 'temple.build', region: 'neapolis' });
    expect(state.nation[BEIGE].stock).toEqual({ marble: 2, iron: 0, gold: 0, coin: 0 });
  });

  it('prices each wall at 1 marble (T-D-06, D-WALL-01)', () => {
    const { state } = play(r, neapolis(), { type: 'wall.build', region: 'croton' });
    expect(state.nation[BEIGE].stock).toEqual({ marble: 7, iron: 0, gold: 0, coin: 3 });
    expect(state.nation[BEIGE].walls).toBe(1);
  });

  it('refuses the temple with only 2 coins, even with spare marble: surcharges are paid in coins (T-D-06, AMB-D05, D-COIN-03)', () => {
    const s = neapolis({ marble: 12, coin: 2 });
    refused(r, s, { type: 'temple.build', region: 'neapolis' }, 'move/insufficient-resources');
    refused(r, s, { type: 'temple.build', region: 'neapolis', payment: { marble: 9, coin: 2 } }, 'move/insufficient-resources');
    expect(isLegal(r, s, { type: 'temple.build', region: 'neapolis' })).toBe(false);
  });

  it('raises Neapolis\'s defence from 1 to 3 + 1 = 4 and Croton\'s by 1 (T-D-06 derived, D-TEMP-05, D-WALL-01, D-CONQ-03)', () => {
    const s = neapolis();
    expect(defence(r, s, 'neapolis', BROWN)).toBe(1);
    expect(defence(r, s, 'croton', BROWN)).toBe(3);
    const { state } = play(r, s, { type: 'temple.build', region: 'neapolis' }, { type: 'wall.build', region: 'croton' }, { type: 'wall.build', region: 'neapolis' });
    expect(defence(r, state, 'neapolis', BROWN)).toBe(4);
    expect(defence(r, state, 'croton', BROWN)).toBe(4);
  });

  it('rejects a third wall with no wall left in the personal supply (T-D-06, D-SUP-06)', () => {
    const { state } = play(r, neapolis({ marble: 9, coin: 3 }), { type: 'temple.build', region: 'neapolis' }, { type: 'wall.build', region: 'croton' }, { type: 'wall.build', region: 'neapolis' });
    refused(r, state, { type: 'wall.build', region: 'roma' }, 'move/no-walls-in-supply');
  });

  it('rejects a second temple or a second wall in the same city (T-D-06, D-TEMP-04, D-WALL-01)', () => {
    const { state } = play(r, neapolis({ marble: 20, coin: 6 }), { type: 'temple.build', region: 'neapolis' }, { type: 'wall.build', region: 'neapolis' });
    refused(r, state, { type: 'temple.build', region: 'neapolis' }, 'move/has-temple');
    refused(r, state, { type: 'wall.build', region: 'neapolis' }, 'move/has-wall');
  });

  it('rejects a temple or wall in a city of the opponent (T-D-06, D-TEMP-04, D-WALL-01)', () => {
    const s = neapolis({ marble: 20, coin: 6 });
    refused(r, s, { type: 'temple.build', region: 'syracusae' }, 'move/not-own-city');
    refused(r, s, { type: 'wall.build', region: 'syracusae' }, 'move/not-own-city');
  });

  it('rejects a temple while all 12 temples are on the board (T-D-06, D-SUP-04)', () => {
    const s = neapolis();
    s.bank.temples = 0;
    refused(r, s, { type: 'temple.build', region: 'neapolis' }, 'move/no-temples');
  });
});

describe('T-D-07 the quick-intro TEMPLUM', () => {
  it('charges 8 marble and no coin for walls in 2 cities and a temple in the third, with no temple anywhere near (T-D-07, D-TEMP-02, D-WALL-02)', () => {
    const s = given(r, {
      active: BROWN,
      blank: true,
      cities: {
        carthago: { owner: BROWN, resource: 'gold' },
        zama: { owner: BROWN, resource: 'iron' },
        caesarea: { owner: BROWN, resource: 'marble' },
      },
      stock: { [BROWN]: { marble: 8, coin: 1 } },
      walls: { [BROWN]: 2 },
    });
    const { state } = play(
      r,
      s,
      { type: 'rondel.select', field: 'templum' },
      { type: 'wall.build', region: 'zama' },
      { type: 'wall.build', region: 'caesarea' },
      { type: 'temple.build', region: 'carthago' },
    );
    expect(state.nation[BROWN].stock).toEqual({ marble: 0, iron: 0, gold: 0, coin: 1 });
    expect(state.nation[BROWN].walls).toBe(0);
    expect(state.bank.temples).toBe(11);
    expect(state.cities.zama).toMatchObject({ wall: true, temple: false });
    expect(state.cities.caesarea).toMatchObject({ wall: true, temple: false });
    expect(state.cities.carthago).toMatchObject({ wall: false, temple: true });
  });
});
