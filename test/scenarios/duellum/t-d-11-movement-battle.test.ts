import { describe, expect, it } from 'vitest';
import { given, isLegal, play, refused } from '../../helpers/game';
import { legalMoves } from '../../../engine/index';
import type { GameState } from '../../../engine/index';
import { BEIGE, BROWN, rc } from './support';

const r = rc();

/**
 * A brown legion and a brown galley at Roma; a beige galley at Corsica, across a blue border from Roma.
 * (The rulebook's example oddly puts brown units at Roma; on this board brown is Carthage.) Stone on DUELLUM.
 */
function duellum(knowHows: string[] = []) {
  const s = given(r, {
    active: BROWN,
    blank: true,
    units: { roma: { [BROWN]: { legion: 1, galley: 1 } }, corsica: { [BEIGE]: { galley: 1 } } },
    knowHows: { [BROWN]: knowHows },
  });
  const { state } = play(r, s, { type: 'rondel.select', field: 'duellum-1' });
  expect(state.turn.phase).toBe('movement');
  return state;
}

function destinations(state: GameState, from: string, unit: string): string[] {
  return legalMoves(r, state)
    .filter((m) => m.type === 'unit.move' && m.from === from && m.unit === unit)
    .map((m) => (m as { to: string }).to)
    .sort();
}

describe('T-D-11 movement and battle (Roma / Corsica)', () => {
  it('lets the legion without STRATA reach only regions 1 red or red-blue border away (T-D-11, D-MOV-03, D-MOV-04)', () => {
    const s = duellum();
    // Roma's land borders: Ancona (red), Genua and Neapolis (red-blue). Corsica and Mare Tyrrhenum are blue only.
    expect(destinations(s, 'roma', 'legion')).toEqual(['ancona', 'genua', 'neapolis']);
    refused(r, s, { type: 'unit.move', from: 'roma', to: 'corsica', unit: 'legion' }, 'move/wrong-border');
    const moved = play(r, s, { type: 'unit.move', from: 'roma', to: 'ancona', unit: 'legion' }).state;
    expect(moved.units.ancona).toEqual({ [BROWN]: { legion: 1 } });
    refused(r, moved, { type: 'unit.move', from: 'ancona', to: 'cremona', unit: 'legion' }, 'move/no-moves-left');
    expect(destinations(moved, 'ancona', 'legion')).toEqual([]);
  });

  it('lets the legion with STRATA cross 2 borders, red or red-blue, and no third (T-D-11, D-KH-01, AMB-D20)', () => {
    const s = duellum(['strata']);
    const { state } = play(r, s, { type: 'unit.move', from: 'roma', to: 'ancona', unit: 'legion' }, { type: 'unit.move', from: 'ancona', to: 'cremona', unit: 'legion' });
    expect(state.units.cremona).toEqual({ [BROWN]: { legion: 1 } });
    refused(r, state, { type: 'unit.move', from: 'cremona', to: 'genua', unit: 'legion' }, 'move/no-moves-left');
    // Over red-blue borders: Roma → Neapolis → Croton.
    const coast = play(r, s, { type: 'unit.move', from: 'roma', to: 'neapolis', unit: 'legion' }, { type: 'unit.move', from: 'neapolis', to: 'croton', unit: 'legion' }).state;
    expect(coast.units.croton).toEqual({ [BROWN]: { legion: 1 } });
  });

  it('fights an automatic battle when the galley enters Corsica: both galleys go to their boxes (T-D-11, D-MOV-05, D-OVR-07)', () => {
    const s = duellum();
    const brownBox = { ...s.nation[BROWN].box };
    const beigeBox = { ...s.nation[BEIGE].box };
    const { state } = play(r, s, { type: 'unit.move', from: 'roma', to: 'corsica', unit: 'galley' });
    expect(state.units.corsica).toBeUndefined();
    expect(state.units.roma).toEqual({ [BROWN]: { legion: 1 } });
    expect(state.nation[BROWN].box).toEqual({ ...brownBox, galley: brownBox.galley + 1 });
    expect(state.nation[BEIGE].box).toEqual({ ...beigeBox, galley: beigeBox.galley + 1 });
    expect(state.pending).toEqual([]);
    expect(state.turn.phase).toBe('movement');
  });

  it('keeps legions and galleys from fighting each other (T-D-11, D-MOV-08, D-OVR-04)', () => {
    const s = given(r, {
      active: BROWN,
      blank: true,
      units: { roma: { [BROWN]: { galley: 1 } }, corsica: { [BEIGE]: { galley: 1 } }, genua: { [BEIGE]: { legion: 1 } } },
    });
    // Genua holds only a beige legion: a brown galley enters without a battle.
    const { state } = play(r, s, { type: 'rondel.select', field: 'duellum-1' }, { type: 'unit.move', from: 'roma', to: 'genua', unit: 'galley' });
    expect(state.units.genua).toEqual({ [BEIGE]: { legion: 1 }, [BROWN]: { galley: 1 } });
  });

  it('lets the galley cross only blue or red-blue borders (T-D-11, D-MOV-03)', () => {
    const s = duellum();
    // Roma–Ancona is a red border.
    refused(r, s, { type: 'unit.move', from: 'roma', to: 'ancona', unit: 'galley' }, 'move/wrong-border');
    expect(isLegal(r, s, { type: 'unit.move', from: 'roma', to: 'neapolis', unit: 'galley' })).toBe(true);
    expect(isLegal(r, s, { type: 'unit.move', from: 'roma', to: 'mare-tyrrhenum', unit: 'galley' })).toBe(true);
  });

  it('makes each unit\'s move optional: the turn may go on to conquest with no unit moved (T-D-11, D-MOV-02, AMB-D17)', () => {
    const { state } = play(r, duellum(), { type: 'phase.end' });
    expect(state.turn.phase).toBe('conquest');
    expect(state.units.roma).toEqual({ [BROWN]: { legion: 1, galley: 1 } });
  });

  it('rejects movement once conquest has begun (T-D-11, D-MOV-01)', () => {
    const { state } = play(r, duellum(), { type: 'phase.end' });
    refused(r, state, { type: 'unit.move', from: 'roma', to: 'ancona', unit: 'legion' }, 'move/not-now');
  });
});
