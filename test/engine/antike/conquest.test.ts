import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../engine/index';
import type { Given } from '../../helpers/game';
import { isLegal, play, refused } from '../../helpers/game';
import { blank4, east, endTurn, GREEN, playChecked, RED, unitsIn, YELLOW } from '../../scenarios/antike/support';

const r = east();

/** Red on MANEUVER against green's Tyros (and Athen, so Tyros is not green's last city). */
function attack(g: Given): GameState {
  const s = blank4(r, RED, {
    ...g,
    cities: { tyros: { owner: GREEN, resource: 'iron' }, athen: { owner: GREEN, resource: 'gold' }, susa: { owner: RED, resource: 'gold' }, ...(g.cities ?? {}) },
  });
  return play(r, s, { type: 'rondel.select', field: 'maneuver-1' }).state;
}

describe('MANEUVER phase 2: conquest (A-CONQ)', () => {
  it('A-MAN-02/A-CONQ-01: taking part in a conquest uses a maneuver action: a legion with WHEEL that crossed 2 borders cannot take part', () => {
    const s = attack({ units: { memphis: { [RED]: { legion: 1 } } }, knowHows: { [RED]: ['wheel'] } });
    const there = play(r, s, { type: 'unit.move', from: 'memphis', to: 'alexandria', unit: 'legion' }, { type: 'unit.move', from: 'alexandria', to: 'tyros', unit: 'legion' }).state;
    refused(r, there, { type: 'city.conquer', region: 'tyros' }, 'move/too-weak');
    const once = play(r, s, { type: 'unit.move', from: 'memphis', to: 'tyros', unit: 'legion' }).state;
    expect(play(r, once, { type: 'city.conquer', region: 'tyros' }).state.cities.tyros.owner).toBe(RED);
  });

  it('A-CONQ-01/03: only upright units can be given up: naming a lying-down type is refused', () => {
    // Red: 1 legion that arrived from Memphis (lying down), 2 galleys that have not moved. Defence 1.
    const s = attack({ units: { memphis: { [RED]: { legion: 1 } }, tyros: { [RED]: { galley: 2 } } } });
    const moved = play(r, s, { type: 'unit.move', from: 'memphis', to: 'tyros', unit: 'legion' }).state;
    refused(r, moved, { type: 'city.conquer', region: 'tyros', losses: { legion: 1 } }, 'move/bad-losses');
    const { state } = play(r, moved, { type: 'city.conquer', region: 'tyros', losses: { galley: 1 } });
    expect(unitsIn(state, 'tyros', RED)).toEqual({ legion: 1, galley: 1 });
  });

  it('A-CONQ-02: the defence counts all the defender\'s legions and galleys in the province and nothing of a third nation', () => {
    const s = attack({ units: { tyros: { [GREEN]: { legion: 2, galley: 1 }, [YELLOW]: { legion: 3, galley: 3 }, [RED]: { galley: 3 } } } });
    expect(refused(r, s, { type: 'city.conquer', region: 'tyros' }, 'move/too-weak')).toMatch(/defence 4/);
  });

  it('A-CONQ-04: a third nation\'s units in the conquered province stay where they are', () => {
    const s = attack({ units: { tyros: { [GREEN]: { legion: 1 }, [YELLOW]: { legion: 2 }, [RED]: { galley: 2 } } } });
    const state = playChecked(r, s, { type: 'city.conquer', region: 'tyros' });
    expect(unitsIn(state, 'tyros', YELLOW)).toEqual({ legion: 2 });
    expect(unitsIn(state, 'tyros', GREEN)).toEqual({});
  });

  it('A-CONQ-05/A-CONQ-06: the units used are gone; the rest stay and the city is held with no units needed', () => {
    const s = attack({ units: { tyros: { [RED]: { galley: 3 } } } });
    const state = play(r, s, { type: 'city.conquer', region: 'tyros' }).state;
    expect(unitsIn(state, 'tyros', RED)).toEqual({ galley: 2 });
    const bare = play(r, attack({ units: { tyros: { [RED]: { galley: 1 } } } }), { type: 'city.conquer', region: 'tyros' }).state;
    expect(bare.cities.tyros.owner).toBe(RED);
    expect(bare.units.tyros).toBeUndefined();
  });

  it('A-CONQ-09: entering a province does not conquer it; several conquests may follow in one maneuver', () => {
    const s = attack({
      cities: { paphos: { owner: GREEN, resource: 'gold' } },
      units: { knossos: { [RED]: { galley: 1 } }, tyros: { [RED]: { galley: 1 } } },
      knowHows: { [RED]: ['sailing'] },
    });
    const entered = play(r, s, { type: 'unit.move', from: 'knossos', to: 'paphos', unit: 'galley' }).state;
    expect(entered.cities.paphos.owner).toBe(GREEN);
    const { state } = play(r, entered, { type: 'city.conquer', region: 'tyros' }, { type: 'city.conquer', region: 'paphos' });
    expect(state.cities.tyros.owner).toBe(RED);
    expect(state.cities.paphos.owner).toBe(RED);
  });

  it('A-CONQ-09: a failed attempt is not a move: a conquest that is too weak is refused and changes nothing', () => {
    const s = attack({ cities: { tyros: { owner: GREEN, resource: 'iron', temple: true } }, units: { tyros: { [RED]: { galley: 2 } } } });
    refused(r, s, { type: 'city.conquer', region: 'tyros' }, 'move/too-weak');
    expect(isLegal(r, s, { type: 'city.conquer', region: 'tyros' })).toBe(false);
  });

  it('A-CONQ-10 (FAQ): a city defended only by legions can be taken with galleys, and the reverse', () => {
    const a = playChecked(r, attack({ units: { tyros: { [GREEN]: { legion: 1 }, [RED]: { galley: 2 } } } }), { type: 'city.conquer', region: 'tyros' });
    expect(a.cities.tyros.owner).toBe(RED);
    const b = playChecked(r, attack({ units: { tyros: { [GREEN]: { galley: 1 }, [RED]: { legion: 2 } } } }), { type: 'city.conquer', region: 'tyros' });
    expect(b.cities.tyros.owner).toBe(RED);
  });

  it('A-MAN-13: a conquest happens only in a maneuver; own cities are not conquered', () => {
    const s = blank4(r, RED, { cities: { tyros: { owner: GREEN, resource: 'iron' }, athen: { owner: GREEN, resource: 'gold' }, susa: { owner: RED, resource: 'gold' } }, units: { tyros: { [RED]: { galley: 2 } }, susa: { [RED]: { legion: 2 } } } });
    const arming = play(r, s, { type: 'rondel.select', field: 'arming' }).state;
    refused(r, arming, { type: 'city.conquer', region: 'tyros' }, 'move/not-now');
    const man = play(r, s, { type: 'rondel.select', field: 'maneuver-1' }).state;
    refused(r, man, { type: 'city.conquer', region: 'susa' }, 'move/own-city');
  });

  it('A-GOAL-04: a conquest of a temple city earns the general even if the stones or units came from far (end of the turn)', () => {
    const s = attack({ cities: { tyros: { owner: GREEN, resource: 'iron', temple: true } }, units: { tyros: { [RED]: { galley: 3 } } } });
    const state = endTurn(r, play(r, s, { type: 'city.conquer', region: 'tyros' }).state);
    expect(state.nation[RED].personages).toEqual({ general: 1 });
    expect(state.nation[GREEN].personages).toEqual({});
  });

  it('A-GOAL-04/A-CONQ-07: giving up an own founded city with a temple is not destroying a temple: no general for it', () => {
    const s = blank4(r, RED, {
      cities: {
        tyros: { owner: GREEN, resource: 'iron' },
        athen: { owner: GREEN, resource: 'gold' },
        susa: { owner: RED, resource: 'gold', temple: true, founded: true },
      },
      units: { tyros: { [RED]: { galley: 1 } } },
    });
    s.nation[RED].cityStones = 0;
    const state = endTurn(r, play(r, s, { type: 'rondel.select', field: 'maneuver-1' }, { type: 'city.conquer', region: 'tyros', abandon: 'susa' }).state);
    expect(state.cities.susa).toBeUndefined();
    expect(state.nation[RED].personages).toEqual({});
    expect(state.bank.temples).toBe(20);
  });
});

