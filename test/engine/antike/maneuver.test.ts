import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../engine/index';
import type { Given } from '../../helpers/game';
import { isLegal, play, refused, rulesetWith } from '../../helpers/game';
import { checkInvariants } from '../../helpers/invariants';
import { blank4, east, GREEN, RED, unitsIn, YELLOW } from '../../scenarios/antike/support';

const r = east();

function maneuver(g: Given, field = 'maneuver-1'): GameState {
  return play(r, blank4(r, RED, g), { type: 'rondel.select', field }).state;
}

describe('MANEUVER: movement and maneuver actions (A-MAN)', () => {
  it('A-RON-03: both MANEUVER fields start the movement phase', () => {
    for (const field of ['maneuver-1', 'maneuver-2']) expect(maneuver({ units: { susa: { [RED]: { legion: 1 } } } }, field).turn.phase).toBe('movement');
  });

  it('A-MAN-02: by default every unit has 1 maneuver action: 1 border', () => {
    const s = maneuver({ units: { susa: { [RED]: { legion: 2 } }, knossos: { [RED]: { galley: 1 } } } });
    expect(s.turn.movesLeft).toEqual({ susa: { legion: [1, 1] }, knossos: { galley: [1] } });
    const moved = play(r, s, { type: 'unit.move', from: 'susa', to: 'babylon', unit: 'legion' }).state;
    refused(r, moved, { type: 'unit.move', from: 'babylon', to: 'palmyra', unit: 'legion' }, 'move/no-moves-left');
    // The other legion in Susa still has its action.
    play(r, moved, { type: 'unit.move', from: 'susa', to: 'babylon', unit: 'legion' });
  });

  it('A-MAN-03/A-FAQ-04: legions cross red and red-blue borders, never blue ones: no carrying over water', () => {
    const s = maneuver({ units: { sparta: { [RED]: { legion: 1 } } }, knowHows: { [RED]: ['wheel', 'roads'] } });
    // Sparta–Knossos and Sparta–Messana are blue; Sparta–Athen red-blue.
    refused(r, s, { type: 'unit.move', from: 'sparta', to: 'knossos', unit: 'legion' }, 'move/wrong-border');
    refused(r, s, { type: 'unit.move', from: 'sparta', to: 'messana', unit: 'legion' }, 'move/wrong-border');
    play(r, s, { type: 'unit.move', from: 'sparta', to: 'athen', unit: 'legion' });
  });

  it('A-MAN-03: galleys cross blue and red-blue borders, never red ones, and never enter a land-only province', () => {
    const s = maneuver({ units: { tyros: { [RED]: { galley: 1 } } } });
    refused(r, s, { type: 'unit.move', from: 'tyros', to: 'palmyra', unit: 'galley' }, 'move/wrong-border');
    expect(isLegal(r, s, { type: 'unit.move', from: 'tyros', to: 'paphos', unit: 'galley' })).toBe(true);
    expect(isLegal(r, s, { type: 'unit.move', from: 'tyros', to: 'antiochia', unit: 'galley' })).toBe(true);
  });

  it('A-MAN-03: units move in any order, one border at a time, and need not move at all', () => {
    const s = maneuver({ units: { susa: { [RED]: { legion: 1 } }, knossos: { [RED]: { galley: 1 } } } });
    const a = play(r, s, { type: 'unit.move', from: 'knossos', to: 'athen', unit: 'galley' }, { type: 'unit.move', from: 'susa', to: 'babylon', unit: 'legion' }).state;
    const b = play(r, s, { type: 'unit.move', from: 'susa', to: 'babylon', unit: 'legion' }, { type: 'unit.move', from: 'knossos', to: 'athen', unit: 'galley' }).state;
    expect(a.units).toEqual(b.units);
    const none = play(r, s, { type: 'phase.end' }).state;
    expect(none.turn.phase).toBe('conquest');
    expect(none.units).toEqual(s.units);
  });

  it('A-MAN-01: movement comes first; once the conquest phase begins no unit moves', () => {
    const s = play(r, maneuver({ units: { susa: { [RED]: { legion: 1 } } } }), { type: 'phase.end' }).state;
    refused(r, s, { type: 'unit.move', from: 'susa', to: 'babylon', unit: 'legion' }, 'move/not-now');
  });

  it('A-MAN-02: WHEEL/ROADS raise a legion to 2/3 actions; each unit is counted separately', () => {
    const s = maneuver({ units: { gerrha: { [RED]: { legion: 1 } } }, knowHows: { [RED]: ['wheel'] } });
    const { state } = play(r, s, { type: 'unit.move', from: 'gerrha', to: 'babylon', unit: 'legion' }, { type: 'unit.move', from: 'babylon', to: 'gerrha', unit: 'legion' });
    expect(unitsIn(state, 'gerrha', RED)).toEqual({ legion: 1 });
    refused(r, state, { type: 'unit.move', from: 'gerrha', to: 'babylon', unit: 'legion' }, 'move/no-moves-left');
  });

  it('A-MAN-04: a unit whose actions are used up lies down; upright units are those with actions left', () => {
    const s = maneuver({ units: { gerrha: { [RED]: { legion: 2 } } }, knowHows: { [RED]: ['wheel'] } });
    const { state } = play(r, s, { type: 'unit.move', from: 'gerrha', to: 'babylon', unit: 'legion' }, { type: 'unit.move', from: 'babylon', to: 'palmyra', unit: 'legion' }, { type: 'unit.move', from: 'gerrha', to: 'babylon', unit: 'legion' });
    expect(state.turn.movesLeft.palmyra.legion).toEqual([0]);
    expect(state.turn.movesLeft.babylon.legion).toEqual([1]);
  });

  it('A-MAN-11/AMB-A05: entering a province with enemy units does not stop a unit when no battle is fought', () => {
    const s = maneuver({ units: { gerrha: { [RED]: { legion: 1 } }, babylon: { [GREEN]: { legion: 1 } } }, knowHows: { [RED]: ['wheel'] } });
    const { state } = play(r, s, { type: 'unit.move', from: 'gerrha', to: 'babylon', unit: 'legion' }, { type: 'battle.decline' }, { type: 'unit.move', from: 'babylon', to: 'palmyra', unit: 'legion' });
    expect(unitsIn(state, 'palmyra', RED)).toEqual({ legion: 1 });
  });

  it('A-MAN-12: enemy units in a city\'s province do not hinder the city: it still produces', () => {
    const s = blank4(r, RED, { cities: { susa: { owner: RED, resource: 'gold' } }, units: { susa: { [GREEN]: { legion: 4 } } } });
    expect(play(r, s, { type: 'rondel.select', field: 'gold' }).state.nation[RED].stock.gold).toBe(1);
  });
});

describe('MANEUVER: battles on demand (A-MAN-05..10, A-FAQ-05)', () => {
  it('A-MAN-06: the active nation may fight with units that have not moved, against units already in the province', () => {
    const s = maneuver({ units: { babylon: { [RED]: { legion: 2 }, [GREEN]: { legion: 1 } } } });
    const state = play(r, s, { type: 'battle.fight', region: 'babylon', unit: 'legion', against: GREEN }).state;
    expect(unitsIn(state, 'babylon', RED)).toEqual({ legion: 1 });
    expect(unitsIn(state, 'babylon', GREEN)).toEqual({});
    expect(checkInvariants(r, state)).toEqual([]);
  });

  it('A-MAN-10/AMB-A03: a battle uses no maneuver action: the survivor can still move', () => {
    const s = maneuver({ units: { babylon: { [RED]: { legion: 2 }, [GREEN]: { legion: 1 } } } });
    const fought = play(r, s, { type: 'battle.fight', region: 'babylon', unit: 'legion', against: GREEN }).state;
    expect(fought.turn.movesLeft.babylon.legion).toEqual([1]);
    play(r, fought, { type: 'unit.move', from: 'babylon', to: 'palmyra', unit: 'legion' });
  });

  it('A-MAN-10: units with no action left (lying down) can still fight', () => {
    const s = maneuver({ units: { gerrha: { [RED]: { legion: 1 } }, babylon: { [GREEN]: { legion: 1 } } } });
    const moved = play(r, s, { type: 'unit.move', from: 'gerrha', to: 'babylon', unit: 'legion' }, { type: 'battle.decline' }).state;
    expect(moved.turn.movesLeft.babylon.legion).toEqual([0]);
    const { state } = play(r, moved, { type: 'battle.fight', region: 'babylon', unit: 'legion', against: GREEN });
    expect(state.units.babylon).toBeUndefined();
  });

  it('A-MAN-08/A-FAQ-05: legions fight only legions and galleys only galleys', () => {
    const s = maneuver({ units: { tyros: { [RED]: { legion: 2 }, [GREEN]: { galley: 2 } } } });
    refused(r, s, { type: 'battle.fight', region: 'tyros', unit: 'legion', against: GREEN }, 'move/no-battle');
    refused(r, s, { type: 'battle.fight', region: 'tyros', unit: 'galley', against: GREEN }, 'move/no-battle');
  });

  it('A-MAN-08/AMB-A02: each side loses the same number: min of both sides\' units of the type', () => {
    const s = maneuver({ units: { tyros: { [RED]: { galley: 2, legion: 1 }, [GREEN]: { galley: 5 } } } });
    const { state } = play(r, s, { type: 'battle.fight', region: 'tyros', unit: 'galley', against: GREEN });
    expect(unitsIn(state, 'tyros', RED)).toEqual({ legion: 1 });
    expect(unitsIn(state, 'tyros', GREEN)).toEqual({ galley: 3 });
    expect(state.nation[RED].supply.galley).toBe(17);
    expect(state.nation[GREEN].supply.galley).toBe(17 - 5 + 2);
  });

  it('A-MAN-09: battles are fought one after another, then the next unit moves', () => {
    const s = maneuver({ units: { babylon: { [RED]: { legion: 1 }, [GREEN]: { legion: 1 }, [YELLOW]: { legion: 1 } }, gerrha: { [RED]: { legion: 1 } } } });
    let t = play(r, s, { type: 'battle.fight', region: 'babylon', unit: 'legion', against: GREEN }).state;
    refused(r, t, { type: 'battle.fight', region: 'babylon', unit: 'legion', against: YELLOW }, 'move/no-battle');
    t = play(r, t, { type: 'unit.move', from: 'gerrha', to: 'babylon', unit: 'legion' }).state;
    // Yellow may demand as red enters.
    expect(t.pending).toEqual([{ kind: 'battle-demand', nation: YELLOW, region: 'babylon', unit: 'legion', entering: RED }]);
    t = play(r, t, { type: 'battle.decline' }, { type: 'battle.fight', region: 'babylon', unit: 'legion', against: YELLOW }).state;
    expect(t.units.babylon).toBeUndefined();
  });

  it('A-MAN-07: the entered nation answers before anything else happens; only it can answer', () => {
    const s = play(r, maneuver({ units: { gerrha: { [RED]: { legion: 1 } }, babylon: { [GREEN]: { legion: 1 } } } }), { type: 'unit.move', from: 'gerrha', to: 'babylon', unit: 'legion' }).state;
    refused(r, s, { type: 'phase.end' }, 'move/not-now');
    refused(r, s, { type: 'battle.demand', nation: RED } as never, 'move/not-your-turn');
    const { state } = play(r, s, { type: 'battle.demand', nation: GREEN } as never);
    expect(state.units.babylon).toBeUndefined();
  });

  it('A-MAN-07: no demand is asked when the entered province holds only the mover\'s own units or none', () => {
    const s = maneuver({ units: { gerrha: { [RED]: { legion: 2 } }, babylon: { [RED]: { legion: 1 } } } });
    const { state } = play(r, s, { type: 'unit.move', from: 'gerrha', to: 'babylon', unit: 'legion' }, { type: 'unit.move', from: 'gerrha', to: 'taima', unit: 'legion' });
    expect(state.pending).toEqual([]);
  });

  it('A-FAQ-06: no battle happens when nobody chose MANEUVER: arming and production leave mixed provinces alone', () => {
    const s = blank4(r, RED, { cities: { susa: { owner: RED, resource: 'gold' } }, units: { susa: { [RED]: { legion: 1 }, [GREEN]: { legion: 1 } } }, stock: { [RED]: { iron: 1 } } });
    const armed = play(r, s, { type: 'rondel.select', field: 'arming' }, { type: 'unit.arm', region: 'susa', unit: 'legion' }, { type: 'phase.end' }).state;
    expect(unitsIn(armed, 'susa', RED)).toEqual({ legion: 2 });
    expect(unitsIn(armed, 'susa', GREEN)).toEqual({ legion: 1 });
    refused(r, armed, { type: 'battle.fight', region: 'susa', unit: 'legion', against: GREEN }, 'move/not-now');
  });

  it('AMB-A02 (configurable): with battlePairs "chosen" the active nation fights pair by pair: one battle.fight removes one pair', () => {
    const chosen = rulesetWith('antike-east', { actions: { maneuver: { battlePairs: 'chosen' } } });
    const s = play(chosen, blank4(chosen, RED, { units: { tyros: { [RED]: { galley: 2 }, [GREEN]: { galley: 2 } } } }), { type: 'rondel.select', field: 'maneuver-1' }).state;
    const once = play(chosen, s, { type: 'battle.fight', region: 'tyros', unit: 'galley', against: GREEN }).state;
    expect(unitsIn(once, 'tyros', RED)).toEqual({ galley: 1 });
    expect(unitsIn(once, 'tyros', GREEN)).toEqual({ galley: 1 });
  });
});
