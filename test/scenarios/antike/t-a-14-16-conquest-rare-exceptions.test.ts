import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../engine/index';
import { isLegal, play, refused } from '../../helpers/game';
import { checkInvariants } from '../../helpers/invariants';
import { blank4, citiesFor, east, endTurn, GREEN, playChecked, unitsIn, YELLOW } from './support';

const r = east();

/** Green's Tyros (with or without a temple) and one more green city; yellow units in Tyros; yellow on MANEUVER. */
function tyros(opts: { temple?: boolean; green?: Record<string, number>; yellow: Record<string, number>; greenCities?: boolean }): GameState {
  const s = blank4(r, YELLOW, {
    cities: {
      tyros: { owner: GREEN, resource: 'iron', temple: opts.temple },
      ...(opts.greenCities === false ? {} : { athen: { owner: GREEN, resource: 'gold' } }),
      saba: { owner: YELLOW, resource: 'marble' },
    },
    units: { tyros: { [YELLOW]: opts.yellow, ...(opts.green ? { [GREEN]: opts.green } : {}) } },
  });
  return play(r, s, { type: 'rondel.select', field: 'maneuver-1' }).state;
}

describe('T-A-14 conquest cleanup', () => {
  it('removes the defender\'s stone, its temple (to the bank) and all its units; the attacker needs no units left (T-A-14, A-CONQ-04, A-CONQ-05)', () => {
    const s = tyros({ temple: true, green: { legion: 1, galley: 2 }, yellow: { galley: 4, legion: 2 } });
    const templesInBank = s.bank.temples;
    const state = playChecked(r, s, { type: 'city.conquer', region: 'tyros', losses: { galley: 4, legion: 2 } });
    expect(state.cities.tyros).toEqual({ owner: YELLOW, resource: 'iron', temple: false, wall: false, founded: false });
    expect(state.bank.temples).toBe(templesInBank + 1);
    expect(state.units.tyros).toBeUndefined();
    expect(state.nation[GREEN].supply).toEqual({ legion: 17, galley: 17 });
  });

  it('awards a general at the end of the turn when there was a temple (T-A-14, A-GOAL-04, A-GOAL-08)', () => {
    const s = tyros({ temple: true, yellow: { galley: 3 } });
    const conquered = play(r, s, { type: 'city.conquer', region: 'tyros' }).state;
    expect(conquered.nation[YELLOW].personages).toEqual({});
    const done = endTurn(r, conquered);
    expect(done.nation[YELLOW].personages).toEqual({ general: 1 });
    expect(done.stacks.general).toBe(6);
  });

  it('awards no general for a city without a temple (T-A-14 counter-case)', () => {
    const done = endTurn(r, play(r, tyros({ yellow: { galley: 1 } }), { type: 'city.conquer', region: 'tyros' }).state);
    expect(done.nation[YELLOW].personages).toEqual({});
  });

  it('awards one general per temple destroyed in the turn (T-A-14 derived, A-GOAL-04)', () => {
    const s = blank4(r, YELLOW, {
      cities: { tyros: { owner: GREEN, resource: 'iron', temple: true }, paphos: { owner: GREEN, resource: 'gold', temple: true }, athen: { owner: GREEN, resource: 'gold' } },
      units: { tyros: { [YELLOW]: { galley: 3 } }, paphos: { [YELLOW]: { galley: 3 } } },
    });
    const state = play(r, s, { type: 'rondel.select', field: 'maneuver-1' }, { type: 'city.conquer', region: 'tyros' }, { type: 'city.conquer', region: 'paphos' }).state;
    expect(endTurn(r, state).nation[YELLOW].personages).toEqual({ general: 2 });
  });

  it('lets the former owner arm again, in its next turn, the units it lost (T-A-14 derived, AMB-A13, A-ARM-01)', () => {
    // Green has all 17 legions on the board: 16 in Pella, 1 in Tyros.
    const s = blank4(r, YELLOW, {
      cities: { tyros: { owner: GREEN, resource: 'iron' }, athen: { owner: GREEN, resource: 'gold' } },
      units: { tyros: { [YELLOW]: { galley: 2 }, [GREEN]: { legion: 1 } }, pella: { [GREEN]: { legion: 16 } } },
      stock: { [GREEN]: { iron: 1 } },
    });
    expect(s.nation[GREEN].supply.legion).toBe(0);
    const conquered = play(r, s, { type: 'rondel.select', field: 'maneuver-1' }, { type: 'city.conquer', region: 'tyros' }).state;
    expect(conquered.nation[GREEN].supply.legion).toBe(1);
    const greensTurn = endTurn(r, conquered);
    expect(greensTurn.nations[greensTurn.turn.active]).toBe(GREEN);
    const state = playChecked(r, greensTurn, { type: 'rondel.select', field: 'arming' }, { type: 'unit.arm', region: 'athen', unit: 'legion' });
    expect(unitsIn(state, 'athen', GREEN)).toEqual({ legion: 1 });
    expect(state.nation[GREEN].supply.legion).toBe(0);
  });
});

/**
 * T-A-15 (a): yellow has all 25 city stones on the board: 22 founded cities and 3 start cities (Saba, Adane,
 * Moscha). Yellow galleys stand in green's Tyros (defence 1).
 */
function outOfStones(): GameState {
  const start = { saba: { owner: YELLOW, resource: 'marble' as const, founded: false }, adane: { owner: YELLOW, resource: 'iron' as const, founded: false }, moscha: { owner: YELLOW, resource: 'gold' as const, founded: false } };
  const founded = citiesFor(r, YELLOW, 22, ['saba', 'adane', 'moscha', 'tyros', 'athen', 'sparta'], { founded: true });
  const s = blank4(r, YELLOW, {
    cities: { ...start, ...founded, tyros: { owner: GREEN, resource: 'iron', temple: true }, athen: { owner: GREEN, resource: 'gold' } },
    units: { tyros: { [YELLOW]: { galley: 3 } } },
  });
  expect(s.nation[YELLOW].cityStones).toBe(0);
  expect(checkInvariants(r, s)).toEqual([]);
  return play(r, s, { type: 'rondel.select', field: 'maneuver-1' }).state;
}

describe('T-A-15 rare exceptions', () => {
  it('(a) refuses the conquest when every stone is in use and no founded city is given up (T-A-15, A-CONQ-07)', () => {
    expect(refused(r, outOfStones(), { type: 'city.conquer', region: 'tyros' }, 'move/no-city-stones')).toMatch(/abandon/);
  });

  it('(a) conquers by giving up a founded city: its site becomes empty and its stone marks the conquered city (T-A-15, A-CONQ-07)', () => {
    const s = outOfStones();
    const abandon = Object.entries(s.cities).find(([, c]) => c.owner === YELLOW && c.founded)![0];
    const state = playChecked(r, s, { type: 'city.conquer', region: 'tyros', abandon });
    expect(state.cities[abandon]).toBeUndefined();
    expect(state.cities.tyros.owner).toBe(YELLOW);
    expect(state.nation[YELLOW].cityStones).toBe(0);
    expect(Object.values(state.cities).filter((c) => c.owner === YELLOW)).toHaveLength(25);
  });

  it('(a) offers exactly the founded cities as stones to give up (T-A-15, A-CONQ-07)', () => {
    const s = outOfStones();
    for (const start of ['saba', 'adane', 'moscha']) refused(r, s, { type: 'city.conquer', region: 'tyros', abandon: start }, 'move/no-city-stones');
    refused(r, s, { type: 'city.conquer', region: 'tyros', abandon: 'athen' }, 'move/no-city-stones');
    const founded = Object.entries(s.cities).filter(([, c]) => c.owner === YELLOW && c.founded).map(([id]) => id);
    expect(founded).toHaveLength(22);
    for (const id of founded) expect(isLegal(r, s, { type: 'city.conquer', region: 'tyros', abandon: id })).toBe(true);
    expect(isLegal(r, s, { type: 'city.conquer', region: 'tyros', abandon: 'saba' })).toBe(false);
  });

  it('(a) returns a temple standing in the abandoned city to the bank (T-A-15 derived, A-CONQ-07, A-TEMP-02)', () => {
    const s = outOfStones();
    const abandon = Object.entries(s.cities).find(([, c]) => c.owner === YELLOW && c.founded)![0];
    s.cities[abandon].temple = true;
    s.bank.temples--;
    const templesInBank = s.bank.temples;
    const state = playChecked(r, s, { type: 'city.conquer', region: 'tyros', abandon });
    // Tyros' temple and the abandoned city's temple both return.
    expect(state.bank.temples).toBe(templesInBank + 2);
  });

  it('(a) refuses founding a 26th city (T-A-15 derived, A-FOUND-04, A-SET-08)', () => {
    const s = outOfStones();
    s.units.tyros = { [YELLOW]: { galley: 1 } };
    s.nation[YELLOW].supply.galley += 2;
    s.units.sparta = { [YELLOW]: { galley: 1 } };
    s.nation[YELLOW].supply.galley--;
    s.nation[YELLOW].stock = { marble: 1, iron: 1, gold: 1, coin: 0 };
    const founding = play(r, s, { type: 'phase.end' }, { type: 'phase.end' }).state;
    expect(founding.turn.phase).toBe('found');
    refused(r, founding, { type: 'city.found', region: 'sparta' }, 'move/no-city-stones');
  });

  it('(b) rejects conquering a nation\'s only city (T-A-15, A-CONQ-08)', () => {
    const s = tyros({ greenCities: false, yellow: { galley: 5 } });
    expect(refused(r, s, { type: 'city.conquer', region: 'tyros' }, 'move/last-city')).toMatch(/last city/);
    expect(isLegal(r, s, { type: 'city.conquer', region: 'tyros' })).toBe(false);
  });

  it('(b) lets a nation take one of two cities, after which the other is protected (T-A-15 derived, A-CONQ-08)', () => {
    const s = blank4(r, YELLOW, {
      cities: { tyros: { owner: GREEN, resource: 'iron' }, paphos: { owner: GREEN, resource: 'gold' } },
      units: { tyros: { [YELLOW]: { galley: 2 } }, paphos: { [YELLOW]: { galley: 2 } } },
    });
    const first = play(r, s, { type: 'rondel.select', field: 'maneuver-1' }, { type: 'city.conquer', region: 'tyros' }).state;
    expect(first.cities.tyros.owner).toBe(YELLOW);
    refused(r, first, { type: 'city.conquer', region: 'paphos' }, 'move/last-city');
  });
});

describe('T-A-16 conquest needs upright units', () => {
  /** Green's Tyros with a temple, no units (defence 3): 2 yellow galleys in Tyros, a third sails in from Paphos. */
  function threeAttackers(knowHows: string[]): GameState {
    const s = blank4(r, YELLOW, {
      cities: { tyros: { owner: GREEN, resource: 'iron', temple: true }, athen: { owner: GREEN, resource: 'gold' } },
      units: { tyros: { [YELLOW]: { galley: 2 } }, paphos: { [YELLOW]: { galley: 1 } } },
      knowHows: { [YELLOW]: knowHows },
    });
    return play(r, s, { type: 'rondel.select', field: 'maneuver-1' }, { type: 'unit.move', from: 'paphos', to: 'tyros', unit: 'galley' }).state;
  }

  it('rejects 3 units against defence 3 when one of them lies down (T-A-16, A-CONQ-01, A-MAN-04)', () => {
    const s = threeAttackers([]);
    expect(unitsIn(s, 'tyros', YELLOW)).toEqual({ galley: 3 });
    expect(refused(r, s, { type: 'city.conquer', region: 'tyros' }, 'move/too-weak')).toMatch(/defence 3/);
  });

  it('accepts them when the third still stands (with SAILING) (T-A-16 counter-case)', () => {
    const state = playChecked(r, threeAttackers(['sailing']), { type: 'city.conquer', region: 'tyros' });
    expect(state.cities.tyros.owner).toBe(YELLOW);
  });

  it('counts the units that have not moved at all as upright (T-A-16 derived, A-CONQ-01)', () => {
    const s = blank4(r, YELLOW, {
      cities: { tyros: { owner: GREEN, resource: 'iron', temple: true }, athen: { owner: GREEN, resource: 'gold' } },
      units: { tyros: { [YELLOW]: { galley: 2, legion: 1 } } },
    });
    const state = play(r, s, { type: 'rondel.select', field: 'maneuver-1' }, { type: 'city.conquer', region: 'tyros' }).state;
    expect(state.cities.tyros.owner).toBe(YELLOW);
  });
});
