import { describe, expect, it } from 'vitest';
import type { Given } from '../../helpers/game';
import { given, isLegal, play, refused, ruleset, stockOf } from '../../helpers/game';

const R = ruleset('antike-duellum');

/** Romans on TEMPLUM (first turn, so the stone costs nothing). */
function onTemplum(g: Given) {
  const s = given(R, { active: 'romans', blank: true, rondel: { romans: null }, ...g });
  return play(R, s, { type: 'rondel.select', field: 'templum' }).state;
}

describe('TEMPLUM: temples and town walls (D-TEMP, D-WALL)', () => {
  it('D-TEMP-02: a temple costs 6 marble when no temple stands next to it', () => {
    const s = onTemplum({ cities: { brundisium: { owner: 'romans', resource: 'iron' } }, stock: { romans: { marble: 6 } } });
    const { state } = play(R, s, { type: 'temple.build', region: 'brundisium' });
    expect(state.cities.brundisium.temple).toBe(true);
    expect(stockOf(state, 'romans').marble).toBe(0);
    expect(state.bank.temples).toBe(s.bank.temples - 1);
  });

  it('D-TEMP-02/03, AMB-D19, D-OVR-13: the surcharge is 1 coin per adjacent temple, the opponent\'s (even across a sea border) and one built earlier this turn included', () => {
    const s = onTemplum({
      cities: {
        roma: { owner: 'romans', resource: 'gold' },
        neapolis: { owner: 'romans', resource: 'marble' },
        syracusae: { owner: 'carthaginians', resource: 'marble', temple: true }, // blue border to Neapolis
      },
      stock: { romans: { marble: 12, coin: 2 } },
    });
    const first = play(R, s, { type: 'temple.build', region: 'roma' }).state;
    expect(stockOf(first, 'romans')).toMatchObject({ marble: 6, coin: 2 });
    const second = play(R, first, { type: 'temple.build', region: 'neapolis' }).state;
    expect(stockOf(second, 'romans')).toEqual({ marble: 0, iron: 0, gold: 0, coin: 0 });
  });

  it('AMB-D05: the temple surcharge is paid in coins only; chips cannot stand in for a coin', () => {
    const g: Given = {
      cities: { neapolis: { owner: 'romans', resource: 'marble' }, croton: { owner: 'carthaginians', resource: 'gold', temple: true } },
      stock: { romans: { marble: 10 } },
    };
    const s = onTemplum(g);
    expect(isLegal(R, s, { type: 'temple.build', region: 'neapolis' })).toBe(false);
    refused(R, s, { type: 'temple.build', region: 'neapolis' }, 'move/insufficient-resources');
    refused(R, s, { type: 'temple.build', region: 'neapolis', payment: { marble: 7 } }, 'move/insufficient-resources');
    const withCoin = onTemplum({ ...g, stock: { romans: { marble: 10, coin: 1 } } });
    expect(stockOf(play(R, withCoin, { type: 'temple.build', region: 'neapolis' }).state, 'romans')).toMatchObject({ marble: 4, coin: 0 });
  });

  it('D-COIN-01: a coin may stand in for a missing marble of the temple price', () => {
    const s = onTemplum({ cities: { brundisium: { owner: 'romans', resource: 'iron' } }, stock: { romans: { marble: 5, coin: 1 } } });
    expect(stockOf(play(R, s, { type: 'temple.build', region: 'brundisium' }).state, 'romans')).toMatchObject({ marble: 0, coin: 0 });
  });

  it('D-SUP-04/D-TEMP-06: no temple can be built while all 12 temples are on the board', () => {
    const t = (owner: string) => ({ owner, resource: 'marble' as const, temple: true });
    const s = onTemplum({
      cities: {
        roma: t('romans'), neapolis: t('romans'), brundisium: t('romans'), croton: t('romans'), genua: t('romans'), aquileia: t('romans'),
        carthago: t('carthaginians'), zama: t('carthaginians'), caesarea: t('carthaginians'), tacape: t('carthaginians'), siga: t('carthaginians'), tingis: t('carthaginians'),
        lugdunum: { owner: 'romans', resource: 'iron' },
      },
      stock: { romans: { marble: 20, coin: 10 } },
    });
    expect(s.bank.temples).toBe(0);
    refused(R, s, { type: 'temple.build', region: 'lugdunum' }, 'move/no-temples');
  });

  it('D-TEMP-04: a city has at most one temple, and temples go only at the player\'s own cities', () => {
    const s = onTemplum({
      cities: { roma: { owner: 'romans', resource: 'gold', temple: true }, carthago: { owner: 'carthaginians', resource: 'gold' } },
      stock: { romans: { marble: 20, coin: 5 } },
    });
    refused(R, s, { type: 'temple.build', region: 'roma' }, 'move/has-temple');
    refused(R, s, { type: 'temple.build', region: 'carthago' }, 'move/not-own-city');
    refused(R, s, { type: 'temple.build', region: 'ancona' }, 'move/not-own-city');
  });

  it('D-WALL-01: a town wall costs 1 marble, comes from the personal supply and goes under an own city', () => {
    const s = onTemplum({ cities: { roma: { owner: 'romans', resource: 'gold' } }, walls: { romans: 1 }, stock: { romans: { marble: 1 } } });
    const { state } = play(R, s, { type: 'wall.build', region: 'roma' });
    expect(state.cities.roma.wall).toBe(true);
    expect(state.nation.romans.walls).toBe(0);
    expect(stockOf(state, 'romans').marble).toBe(0);
  });

  it('D-SUP-06: walls are built only from the personal supply, not from the bank', () => {
    const s = onTemplum({ cities: { roma: { owner: 'romans', resource: 'gold' } }, walls: { romans: 0 }, stock: { romans: { marble: 5 } } });
    expect(s.bank.walls).toBeGreaterThan(0);
    refused(R, s, { type: 'wall.build', region: 'roma' }, 'move/no-walls-in-supply');
  });

  it('D-WALL-01: a wall needs an own city, and a city takes at most one wall', () => {
    const s = onTemplum({
      cities: { roma: { owner: 'romans', resource: 'gold', wall: true }, carthago: { owner: 'carthaginians', resource: 'gold' } },
      walls: { romans: 2 },
      stock: { romans: { marble: 5 } },
    });
    refused(R, s, { type: 'wall.build', region: 'roma' }, 'move/has-wall');
    refused(R, s, { type: 'wall.build', region: 'carthago' }, 'move/not-own-city');
    refused(R, s, { type: 'wall.build', region: 'ancona' }, 'move/not-own-city');
  });

  it('D-TEMP-01/D-WALL-02: any number of temples and walls may be built in the same TEMPLUM action', () => {
    const s = onTemplum({
      cities: { roma: { owner: 'romans', resource: 'gold' }, brundisium: { owner: 'romans', resource: 'iron' } },
      walls: { romans: 2 },
      stock: { romans: { marble: 14 } },
    });
    const { state } = play(R, s,
      { type: 'temple.build', region: 'roma' },
      { type: 'wall.build', region: 'roma' },
      { type: 'temple.build', region: 'brundisium' },
      { type: 'wall.build', region: 'brundisium' },
    );
    expect(state.cities.roma).toMatchObject({ temple: true, wall: true });
    expect(state.cities.brundisium).toMatchObject({ temple: true, wall: true });
    expect(stockOf(state, 'romans').marble).toBe(0);
  });

  it('D-TEMP-01: temples and walls are built only on TEMPLUM', () => {
    const s = given(R, { active: 'romans', blank: true, rondel: { romans: null }, cities: { roma: { owner: 'romans', resource: 'gold' } }, walls: { romans: 1 }, stock: { romans: { marble: 10 } } });
    const onMilitia = play(R, s, { type: 'rondel.select', field: 'militia' }).state;
    refused(R, onMilitia, { type: 'temple.build', region: 'roma' }, 'move/not-now');
    refused(R, onMilitia, { type: 'wall.build', region: 'roma' }, 'move/not-now');
  });
});
