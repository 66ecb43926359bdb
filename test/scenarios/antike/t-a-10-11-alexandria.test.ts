import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../engine/index';
import { play, refused } from '../../helpers/game';
import { blank4, defence, east, endTurn, GREEN, playChecked, RED, unitsIn, YELLOW } from './support';

const r = east();

/**
 * T-A-10: green's Alexandria with a temple and no units (defence 3). Red (Persians) has NAVIGATION and galleys in
 * Athen, 2 blue borders away (Athen → Knossos → Alexandria).
 */
function alexandriaRed(galleys: number, knowHows = ['sailing', 'navigation']): GameState {
  const s = blank4(r, RED, {
    cities: { alexandria: { owner: GREEN, resource: 'marble', temple: true }, athen: { owner: GREEN, resource: 'gold' }, susa: { owner: RED, resource: 'gold' } },
    units: { athen: { [RED]: { galley: galleys } } },
    knowHows: { [RED]: knowHows },
  });
  let state = play(r, s, { type: 'rondel.select', field: 'maneuver-2' }).state;
  for (let i = 0; i < galleys; i++) {
    state = play(r, state, { type: 'unit.move', from: 'athen', to: 'knossos', unit: 'galley' }, { type: 'unit.move', from: 'knossos', to: 'alexandria', unit: 'galley' }).state;
  }
  return state;
}

describe('T-A-10 Alexandria: red with NAVIGATION', () => {
  it('brings each galley in with 2 of its 3 actions, keeping 1 for the conquest (T-A-10, A-MAN-02, A-KH-07)', () => {
    const s = alexandriaRed(3);
    expect(defence(r, s, 'alexandria', RED)).toBe(3);
    expect(s.turn.movesLeft.alexandria.galley).toEqual([1, 1, 1]);
  });

  it('conquers with 3 such galleys and destroys the temple: a general at the end of the turn (T-A-10, A-CONQ-01, A-GOAL-04)', () => {
    const state = playChecked(r, alexandriaRed(3), { type: 'city.conquer', region: 'alexandria' });
    expect(state.cities.alexandria).toMatchObject({ owner: RED, temple: false });
    expect(unitsIn(state, 'alexandria', RED)).toEqual({});
    expect(endTurn(r, state).nation[RED].personages).toEqual({ general: 1 });
  });

  it('is rejected with only 2 galleys (T-A-10 counter-case)', () => {
    refused(r, alexandriaRed(2), { type: 'city.conquer', region: 'alexandria' }, 'move/too-weak');
  });

  it('is rejected with 3 galleys that have only SAILING: they arrive lying down (T-A-10 counter-case, A-MAN-04)', () => {
    const s = alexandriaRed(3, ['sailing']);
    expect(s.turn.movesLeft.alexandria.galley).toEqual([0, 0, 0]);
    refused(r, s, { type: 'city.conquer', region: 'alexandria' }, 'move/too-weak');
  });
});

/**
 * T-A-11: green's Alexandria, no temple, 1 green unit (defence 2). Yellow has SAILING; galley G1 waits in
 * Knossos (1 blue border away), galley G2 in Attalia (Attalia → Paphos → Alexandria, 2 blue borders).
 */
function alexandriaYellow(defender: 'legion' | 'galley'): GameState {
  const s = blank4(r, YELLOW, {
    cities: { alexandria: { owner: GREEN, resource: 'marble' }, athen: { owner: GREEN, resource: 'gold' }, saba: { owner: YELLOW, resource: 'marble' } },
    units: { alexandria: { [GREEN]: { [defender]: 1 } }, knossos: { [YELLOW]: { galley: 1 } }, attalia: { [YELLOW]: { galley: 1 } } },
    knowHows: { [YELLOW]: ['sailing'] },
  });
  let state = play(r, s, { type: 'rondel.select', field: 'maneuver-1' }).state;
  state = play(r, state, { type: 'unit.move', from: 'knossos', to: 'alexandria', unit: 'galley' }).state;
  if (state.pending.length) state = play(r, state, { type: 'battle.decline' }).state;
  state = play(r, state, { type: 'unit.move', from: 'attalia', to: 'paphos', unit: 'galley' }, { type: 'unit.move', from: 'paphos', to: 'alexandria', unit: 'galley' }).state;
  if (state.pending.length) state = play(r, state, { type: 'battle.decline' }).state;
  return state;
}

describe('T-A-11 Alexandria: yellow with SAILING against green', () => {
  it('lays G2 down after its 2 borders while G1 stays upright (T-A-11, A-MAN-04)', () => {
    const s = alexandriaYellow('legion');
    expect(defence(r, s, 'alexandria', YELLOW)).toBe(2);
    expect([...s.turn.movesLeft.alexandria.galley].sort()).toEqual([0, 1]);
  });

  it('rejects the conquest: 1 upright galley < defence 2, though 2 galleys stand there (T-A-11, A-CONQ-01, T-A-16)', () => {
    const s = alexandriaYellow('legion');
    expect(unitsIn(s, 'alexandria', YELLOW)).toEqual({ galley: 2 });
    expect(refused(r, s, { type: 'city.conquer', region: 'alexandria' }, 'move/too-weak')).toMatch(/defence 2/);
  });

  it('variant: the exhausted G2 battles the green galley, both go, the defence drops to 1 and G1 conquers (T-A-11, A-MAN-10)', () => {
    const s = alexandriaYellow('galley');
    const fought = play(r, s, { type: 'battle.fight', region: 'alexandria', unit: 'galley', against: GREEN }).state;
    expect(unitsIn(fought, 'alexandria', GREEN)).toEqual({});
    expect(unitsIn(fought, 'alexandria', YELLOW)).toEqual({ galley: 1 });
    // The lying-down galley was the one that fought: the upright G1 is left.
    expect(fought.turn.movesLeft.alexandria.galley).toEqual([1]);
    expect(defence(r, fought, 'alexandria', YELLOW)).toBe(1);
    const state = playChecked(r, fought, { type: 'city.conquer', region: 'alexandria' });
    expect(state.cities.alexandria.owner).toBe(YELLOW);
  });

  it('variant counter-case: without the battle 1 upright galley is still short of defence 2 (T-A-11)', () => {
    refused(r, alexandriaYellow('galley'), { type: 'city.conquer', region: 'alexandria' }, 'move/too-weak');
  });
});
