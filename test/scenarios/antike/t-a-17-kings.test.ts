import { describe, expect, it } from 'vitest';
import { play } from '../../helpers/game';
import { blank4, citiesFor, east, endTurn, holdPersonages, onTurn, RED, YELLOW } from './support';

const r = east();
const count = (s: { cities: Record<string, { owner: string }> }, nation: string) => Object.values(s.cities).filter((c) => c.owner === nation).length;

describe('T-A-17 kings are permanent', () => {
  it('keeps 2 kings after losing a city (10 → 9) and gives no king on reaching 10 again (T-A-17, A-GOAL-02, A-GOAL-08)', () => {
    const s = blank4(r, RED, {
      cities: { ...citiesFor(r, YELLOW, 10, ['zadrakarta', 'susa']), susa: { owner: RED, resource: 'gold' } },
      units: { adane: { [RED]: { galley: 1 } }, zadrakarta: { [YELLOW]: { legion: 1 } } },
      stock: { [YELLOW]: { marble: 1, iron: 1, gold: 1 } },
    });
    holdPersonages(s, YELLOW, { king: 2 });
    // Red conquers Adane (defence 1); yellow is down to 9 cities.
    const lost = endTurn(r, play(r, s, { type: 'rondel.select', field: 'maneuver-1' }, { type: 'city.conquer', region: 'adane' }).state);
    expect(count(lost, YELLOW)).toBe(9);
    expect(lost.nation[YELLOW].personages).toEqual({ king: 2 });
    expect(onTurn(lost)).toBe(YELLOW);
    // Yellow founds Zadrakarta: 10 cities again, no third king.
    const refounded = endTurn(r, play(r, lost, { type: 'rondel.select', field: 'know-how' }, { type: 'phase.end' }, { type: 'city.found', region: 'zadrakarta' }).state);
    expect(count(refounded, YELLOW)).toBe(10);
    expect(refounded.nation[YELLOW].personages).toEqual({ king: 2 });
    expect(refounded.stacks.king).toBe(7);
  });

  it('gives the 3rd king at 15 cities (T-A-17, A-GOAL-02)', () => {
    const s = blank4(r, YELLOW, {
      cities: citiesFor(r, YELLOW, 14, ['zadrakarta']),
      units: { zadrakarta: { [YELLOW]: { legion: 1 } } },
      stock: { [YELLOW]: { marble: 1, iron: 1, gold: 1 } },
    });
    holdPersonages(s, YELLOW, { king: 2 });
    const state = endTurn(r, play(r, s, { type: 'rondel.select', field: 'know-how' }, { type: 'phase.end' }, { type: 'city.found', region: 'zadrakarta' }).state);
    expect(state.nation[YELLOW].personages).toEqual({ king: 3 });
    expect(state.stacks.king).toBe(6);
  });

  it('gives the first king at 5 cities, at the end of the turn the 5th city is founded (T-A-17 derived, A-GOAL-02, A-GOAL-08)', () => {
    const s = blank4(r, YELLOW, {
      cities: citiesFor(r, YELLOW, 4, ['zadrakarta']),
      units: { zadrakarta: { [YELLOW]: { legion: 1 } } },
      stock: { [YELLOW]: { marble: 1, iron: 1, gold: 1 } },
    });
    const founded = play(r, s, { type: 'rondel.select', field: 'know-how' }, { type: 'phase.end' }, { type: 'city.found', region: 'zadrakarta' }).state;
    expect(founded.nation[YELLOW].personages).toEqual({});
    expect(endTurn(r, founded).nation[YELLOW].personages).toEqual({ king: 1 });
  });

  it('counts conquered cities for kings too (T-A-17 derived, A-GOAL-02)', () => {
    const s = blank4(r, YELLOW, {
      cities: { ...citiesFor(r, YELLOW, 4, ['tyros', 'athen']), tyros: { owner: RED, resource: 'iron' }, athen: { owner: RED, resource: 'gold' } },
      units: { tyros: { [YELLOW]: { galley: 1 } } },
    });
    const state = endTurn(r, play(r, s, { type: 'rondel.select', field: 'maneuver-1' }, { type: 'city.conquer', region: 'tyros' }).state);
    expect(state.nation[YELLOW].personages).toEqual({ king: 1 });
  });
});
