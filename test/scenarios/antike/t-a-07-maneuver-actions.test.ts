import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../engine/index';
import { play, refused } from '../../helpers/game';
import { blank4, east, GREEN, unitsIn, YELLOW } from './support';

const r = east();

/** Yellow (Arabs) on MANEUVER with a legion in Gerrha; Gerrha → Babylon → Ninive → Artaxata are red borders. */
function legionMarch(knowHows: string[]): GameState {
  const s = blank4(r, YELLOW, { units: { gerrha: { [YELLOW]: { legion: 1 } } }, knowHows: { [YELLOW]: knowHows } });
  return play(r, s, { type: 'rondel.select', field: 'maneuver-2' }).state;
}
const path = [
  { type: 'unit.move', from: 'gerrha', to: 'babylon', unit: 'legion' },
  { type: 'unit.move', from: 'babylon', to: 'ninive', unit: 'legion' },
  { type: 'unit.move', from: 'ninive', to: 'artaxata', unit: 'legion' },
  { type: 'unit.move', from: 'artaxata', to: 'susa', unit: 'legion' },
] as const;

describe('T-A-07 maneuver actions', () => {
  const cases: [string[], number][] = [
    [[], 1],
    [['wheel'], 2],
    [['wheel', 'roads'], 3],
  ];
  for (const [knowHows, borders] of cases) {
    it(`lets a legion with [${knowHows.join(', ')}] cross ${borders} red border(s) and no more (T-A-07, A-MAN-02, A-KH-07)`, () => {
      let s = legionMarch(knowHows);
      for (let i = 0; i < borders; i++) s = play(r, s, path[i]).state;
      expect(unitsIn(s, path[borders - 1].to, YELLOW)).toEqual({ legion: 1 });
      refused(r, s, path[borders], 'move/no-moves-left');
    });
  }

  it('gives every unit its own maneuver actions (T-A-07, A-MAN-02)', () => {
    const s = blank4(r, YELLOW, { units: { gerrha: { [YELLOW]: { legion: 2 } } }, knowHows: { [YELLOW]: ['wheel'] } });
    const started = play(r, s, { type: 'rondel.select', field: 'maneuver-1' }).state;
    expect(started.turn.movesLeft.gerrha.legion).toEqual([2, 2]);
    const { state } = play(r, started, path[0], path[1], path[0], path[1]);
    expect(unitsIn(state, 'ninive', YELLOW)).toEqual({ legion: 2 });
    expect(state.turn.movesLeft.ninive.legion).toEqual([0, 0]);
  });

  it('does not let ROADS add to WHEEL: 3 actions, not 5 (T-A-07, A-KH-07)', () => {
    const s = legionMarch(['wheel', 'roads']);
    expect(s.turn.movesLeft.gerrha.legion).toEqual([3]);
  });

  it('keeps legions on red borders and galleys on blue ones (T-A-07, A-MAN-03, A-FAQ-04)', () => {
    const s = blank4(r, YELLOW, { units: { athen: { [YELLOW]: { legion: 1, galley: 1 } } } });
    const started = play(r, s, { type: 'rondel.select', field: 'maneuver-1' }).state;
    // Athen–Knossos is blue, Athen–Dyrrhachion red, Athen–Sparta red-blue.
    refused(r, started, { type: 'unit.move', from: 'athen', to: 'knossos', unit: 'legion' }, 'move/wrong-border');
    refused(r, started, { type: 'unit.move', from: 'athen', to: 'dyrrhachion', unit: 'galley' }, 'move/wrong-border');
    play(r, started, { type: 'unit.move', from: 'athen', to: 'sparta', unit: 'legion' }, { type: 'unit.move', from: 'athen', to: 'sparta', unit: 'galley' });
  });

  /** A yellow galley in Athen; green's Alexandria (no temple, no units: defence 1) is 2 blue borders away (Athen → Knossos → Alexandria). */
  function voyage(knowHows: string[]): GameState {
    const s = blank4(r, YELLOW, {
      cities: { alexandria: { owner: GREEN, resource: 'marble' }, pella: { owner: GREEN, resource: 'marble' } },
      units: { athen: { [YELLOW]: { galley: 1 } } },
      knowHows: { [YELLOW]: knowHows },
    });
    return play(
      r,
      s,
      { type: 'rondel.select', field: 'maneuver-1' },
      { type: 'unit.move', from: 'athen', to: 'knossos', unit: 'galley' },
      { type: 'unit.move', from: 'knossos', to: 'alexandria', unit: 'galley' },
    ).state;
  }

  it('keeps a galley with NAVIGATION upright after 2 moves, and it can conquer (T-A-07, A-MAN-04, A-CONQ-01)', () => {
    const s = voyage(['sailing', 'navigation']);
    expect(s.turn.movesLeft.alexandria.galley).toEqual([1]);
    const { state } = play(r, s, { type: 'city.conquer', region: 'alexandria' });
    expect(state.cities.alexandria.owner).toBe(YELLOW);
    expect(unitsIn(state, 'alexandria', YELLOW)).toEqual({});
  });

  it('lays a galley with only SAILING down after 2 moves: it cannot conquer (T-A-07 counter-case, A-MAN-04, A-CONQ-01)', () => {
    const s = voyage(['sailing']);
    expect(s.turn.movesLeft.alexandria.galley).toEqual([0]);
    refused(r, s, { type: 'city.conquer', region: 'alexandria' }, 'move/too-weak');
  });
});
