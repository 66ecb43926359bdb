import { describe, expect, it } from 'vitest';
import type { GameState, Move } from '../../../engine/index';
import { play, refused } from '../../helpers/game';
import { blank4, defence, east, endTurn, playChecked, RED, unitsIn, YELLOW } from './support';

const r = east();

/**
 * T-A-13 (geometry not in the text, built on the East map): red (Persians) has MONARCHY and owns Attalia (no
 * temple) with red legion #2 and 2 galleys there: defence 1 + 3 + 1 = 5. Red legion #1 stands in Gordion and a
 * red galley in Ephesos. Yellow (Arabs) has ROADS and NAVIGATION, 4 legions in Bycantium
 * (Bycantium → Gordion → Attalia, red borders) and 3 galleys in Athen (Athen → Ephesos → Attalia).
 */
function attalia(yellowKnowHows = ['wheel', 'roads', 'sailing', 'navigation']): GameState {
  const s = blank4(r, YELLOW, {
    cities: { attalia: { owner: RED, resource: 'iron' }, susa: { owner: RED, resource: 'gold' }, saba: { owner: YELLOW, resource: 'marble' } },
    units: {
      attalia: { [RED]: { legion: 1, galley: 2 } },
      gordion: { [RED]: { legion: 1 } },
      ephesos: { [RED]: { galley: 1 } },
      bycantium: { [YELLOW]: { legion: 4 } },
      athen: { [YELLOW]: { galley: 3 } },
    },
    knowHows: { [RED]: ['monarchy'], [YELLOW]: yellowKnowHows },
  });
  return play(r, s, { type: 'rondel.select', field: 'maneuver-2' }).state;
}

/** Plays a move; red lets every entering unit pass (declines each demand). */
function go(state: GameState, ...moves: Move[]): GameState {
  let s = state;
  for (const move of moves) {
    s = play(r, s, move).state;
    while (s.pending[0]?.kind === 'battle-demand') s = play(r, s, { type: 'battle.decline' }).state;
  }
  return s;
}
const m = (from: string, to: string, unit: string): Move => ({ type: 'unit.move', from, to, unit });

function approach(s: GameState): GameState {
  // 1. Yellow battles red legion #1 in Gordion, then red legion #2 in Attalia.
  s = go(s, m('bycantium', 'gordion', 'legion'));
  s = play(r, s, { type: 'battle.fight', region: 'gordion', unit: 'legion', against: RED }).state;
  expect(unitsIn(s, 'gordion', RED)).toEqual({});
  s = go(s, m('bycantium', 'gordion', 'legion'), m('bycantium', 'gordion', 'legion'), m('bycantium', 'gordion', 'legion'));
  s = go(s, m('gordion', 'attalia', 'legion'), m('gordion', 'attalia', 'legion'), m('gordion', 'attalia', 'legion'));
  s = play(r, s, { type: 'battle.fight', region: 'attalia', unit: 'legion', against: RED }).state;
  expect(unitsIn(s, 'attalia', RED)).toEqual({ galley: 2 });
  // 2. The galleys sail in, destroying the red galley in Ephesos on the way.
  s = go(s, m('athen', 'ephesos', 'galley'));
  s = play(r, s, { type: 'battle.fight', region: 'ephesos', unit: 'galley', against: RED }).state;
  expect(unitsIn(s, 'ephesos', RED)).toEqual({});
  s = go(s, m('athen', 'ephesos', 'galley'), m('athen', 'ephesos', 'galley'), m('ephesos', 'attalia', 'galley'), m('ephesos', 'attalia', 'galley'));
  return s;
}

describe('T-A-13 Attalia', () => {
  it('starts at defence 5 and drops to 4 once red legion #2 is beaten (T-A-13, A-CONQ-02, A-MAN-09)', () => {
    const s = attalia();
    expect(defence(r, s, 'attalia', YELLOW)).toBe(5);
    expect(defence(r, approach(s), 'attalia', YELLOW)).toBe(4);
  });

  it('leaves 2 legions and 2 galleys upright in Attalia after the battles (T-A-13, A-MAN-10)', () => {
    const s = approach(attalia());
    expect(unitsIn(s, 'attalia', YELLOW)).toEqual({ legion: 2, galley: 2 });
    expect(s.turn.movesLeft.attalia).toEqual({ legion: [1, 1], galley: [1, 1] });
  });

  it('conquers: 4 upright units ≥ defence 4; the red galleys in Attalia are removed (T-A-13, A-CONQ-03, A-CONQ-04)', () => {
    const s = approach(attalia());
    const state = playChecked(r, s, { type: 'city.conquer', region: 'attalia' });
    expect(state.cities.attalia.owner).toBe(YELLOW);
    expect(unitsIn(state, 'attalia', YELLOW)).toEqual({});
    expect(unitsIn(state, 'attalia', RED)).toEqual({});
    // Red lost 2 legions, 3 galleys; yellow 2 + 2 in battles, 4 in the conquest: all back in the supplies.
    expect(state.nation[RED].supply).toEqual({ legion: 17, galley: 17 });
    expect(state.nation[YELLOW].supply).toEqual({ legion: 17, galley: 17 });
    // No temple: no general.
    expect(endTurn(r, state).nation[YELLOW].personages).toEqual({});
  });

  it('fails with galleys that have only SAILING: they arrive lying down and 2 upright legions < 4 (T-A-13 counter-case, A-CONQ-01)', () => {
    const s = approach(attalia(['wheel', 'roads', 'sailing']));
    expect(s.turn.movesLeft.attalia.galley).toEqual([0, 0]);
    refused(r, s, { type: 'city.conquer', region: 'attalia' }, 'move/too-weak');
  });
});
