import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../engine/index';
import { isLegal, play, refused } from '../../helpers/game';
import { blank4, defence, east, GREEN, playChecked, unitsIn, YELLOW } from './support';

const r = east();

/** Green's Tyros (no temple) with 1 green legion and no defence know-how; yellow's units in Tyros; yellow on MANEUVER. */
function tyros(attackers: Record<string, number>): GameState {
  const s = blank4(r, YELLOW, {
    cities: { tyros: { owner: GREEN, resource: 'iron' }, athen: { owner: GREEN, resource: 'gold' }, saba: { owner: YELLOW, resource: 'marble' } },
    units: { tyros: { [GREEN]: { legion: 1 }, [YELLOW]: attackers } },
  });
  return play(r, s, { type: 'rondel.select', field: 'maneuver-1' }).state;
}

describe('T-A-08 Tyros, case 1', () => {
  it('has defence 1 + 1 legion = 2 (T-A-08, A-CONQ-02)', () => {
    expect(defence(r, tyros({ galley: 2 }), 'tyros', YELLOW)).toBe(2);
  });

  it('falls to 2 upright galleys: both galleys and the green legion are removed and yellow places its stone (T-A-08, A-CONQ-03..05)', () => {
    const s = tyros({ galley: 2 });
    expect(isLegal(r, s, { type: 'city.conquer', region: 'tyros' })).toBe(true);
    const state = playChecked(r, s, { type: 'city.conquer', region: 'tyros' });
    expect(state.cities.tyros).toEqual({ owner: YELLOW, resource: 'iron', temple: false, wall: false, founded: false });
    expect(state.units.tyros).toBeUndefined();
    expect(state.nation[YELLOW].cityStones).toBe(s.nation[YELLOW].cityStones - 1);
    expect(state.nation[GREEN].cityStones).toBe(s.nation[GREEN].cityStones + 1);
    // AMB-A13: both sides' units go back to their supplies.
    expect(state.nation[YELLOW].supply.galley).toBe(s.nation[YELLOW].supply.galley + 2);
    expect(state.nation[GREEN].supply.legion).toBe(s.nation[GREEN].supply.legion + 1);
  });

  it('is rejected with a single galley: galleys conquer a city defended by a legion, but 1 < 2 (T-A-08 counter-case, A-CONQ-01, A-CONQ-10)', () => {
    refused(r, tyros({ galley: 1 }), { type: 'city.conquer', region: 'tyros' }, 'move/too-weak');
  });
});

describe('T-A-09 Tyros, case 2', () => {
  it('lets yellow conquer with 1 legion + 1 galley and keep 1 legion and the city (T-A-09, A-CONQ-03)', () => {
    const state = playChecked(r, tyros({ legion: 2, galley: 1 }), { type: 'city.conquer', region: 'tyros', losses: { legion: 1, galley: 1 } });
    expect(state.cities.tyros.owner).toBe(YELLOW);
    expect(unitsIn(state, 'tyros', YELLOW)).toEqual({ legion: 1 });
    expect(unitsIn(state, 'tyros', GREEN)).toEqual({});
  });

  it('lets yellow conquer with 2 legions instead and keep its galley (T-A-09 alternative)', () => {
    const state = playChecked(r, tyros({ legion: 2, galley: 1 }), { type: 'city.conquer', region: 'tyros', losses: { legion: 2 } });
    expect(state.cities.tyros.owner).toBe(YELLOW);
    expect(unitsIn(state, 'tyros', YELLOW)).toEqual({ galley: 1 });
  });

  it('takes exactly as many units as the defence: giving up 3 or 1 is refused (T-A-09, A-CONQ-03)', () => {
    const s = tyros({ legion: 2, galley: 1 });
    refused(r, s, { type: 'city.conquer', region: 'tyros', losses: { legion: 2, galley: 1 } }, 'move/bad-losses');
    refused(r, s, { type: 'city.conquer', region: 'tyros', losses: { legion: 1 } }, 'move/bad-losses');
    refused(r, s, { type: 'city.conquer', region: 'tyros', losses: { galley: 2 } }, 'move/bad-losses');
  });

  it('leaves the remaining legion upright but the conquest ends the movement (T-A-09 derived, A-MAN-01)', () => {
    const state = play(r, tyros({ legion: 2, galley: 1 }), { type: 'city.conquer', region: 'tyros', losses: { legion: 1, galley: 1 } }).state;
    expect(state.turn.phase).toBe('conquest');
    refused(r, state, { type: 'unit.move', from: 'tyros', to: 'palmyra', unit: 'legion' }, 'move/not-now');
  });
});
