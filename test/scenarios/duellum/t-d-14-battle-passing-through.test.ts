import { describe, expect, it } from 'vitest';
import { given, play, refused } from '../../helpers/game';
import { BEIGE, BROWN, rc } from './support';

const r = rc();

/** Brown (with NAVIGATIO) has `brown` galleys at Corsica; 2 beige galleys stand in Mare Tyrrhenum, on the way to Neapolis. */
function passage(brown: number) {
  const s = given(r, {
    active: BROWN,
    blank: true,
    units: { corsica: { [BROWN]: { galley: brown } }, 'mare-tyrrhenum': { [BEIGE]: { galley: 2 } } },
    knowHows: { [BROWN]: ['navigatio'] },
  });
  return play(r, s, { type: 'rondel.select', field: 'duellum-1' }).state;
}

describe('T-D-14 battle when passing through', () => {
  it('destroys the one brown galley with 1 beige galley; 1 beige galley remains and the movement ends (T-D-14, D-MOV-05, AMB-D13)', () => {
    const s = passage(1);
    const brownBox = { ...s.nation[BROWN].box };
    const beigeBox = { ...s.nation[BEIGE].box };
    const { state } = play(r, s, { type: 'unit.move', from: 'corsica', to: 'mare-tyrrhenum', unit: 'galley' });
    expect(state.units['mare-tyrrhenum']).toEqual({ [BEIGE]: { galley: 1 } });
    expect(state.units.corsica).toBeUndefined();
    expect(state.nation[BROWN].box).toEqual({ ...brownBox, galley: brownBox.galley + 1 });
    expect(state.nation[BEIGE].box).toEqual({ ...beigeBox, galley: beigeBox.galley + 1 });
    refused(r, state, { type: 'unit.move', from: 'mare-tyrrhenum', to: 'neapolis', unit: 'galley' }, 'move/no-unit');
  });

  it('lets 3 brown galleys through 2 beige ones: 2 pairs destroyed, the third continues to Neapolis (T-D-14, D-MOV-05, D-MOV-06, AMB-D13)', () => {
    const s = passage(3);
    const brownBox = { ...s.nation[BROWN].box };
    const beigeBox = { ...s.nation[BEIGE].box };
    const enter = { type: 'unit.move', from: 'corsica', to: 'mare-tyrrhenum', unit: 'galley' } as const;
    const afterTwo = play(r, s, enter, enter).state;
    expect(afterTwo.units['mare-tyrrhenum']).toBeUndefined();
    expect(afterTwo.units.corsica).toEqual({ [BROWN]: { galley: 1 } });
    const { state } = play(r, afterTwo, enter, { type: 'unit.move', from: 'mare-tyrrhenum', to: 'neapolis', unit: 'galley' });
    expect(state.units.neapolis).toEqual({ [BROWN]: { galley: 1 } });
    expect(state.units['mare-tyrrhenum']).toBeUndefined();
    expect(state.units.corsica).toBeUndefined();
    expect(state.nation[BROWN].box).toEqual({ ...brownBox, galley: brownBox.galley + 2 });
    expect(state.nation[BEIGE].box).toEqual({ ...beigeBox, galley: beigeBox.galley + 2 });
  });

  it('never leaves hostile galleys together in a region after a battle (T-D-14, D-MOV-11)', () => {
    const s = passage(3);
    const enter = { type: 'unit.move', from: 'corsica', to: 'mare-tyrrhenum', unit: 'galley' } as const;
    const { state } = play(r, s, enter);
    expect(state.units['mare-tyrrhenum']).toEqual({ [BEIGE]: { galley: 1 } });
    const second = play(r, state, enter).state;
    expect(second.units['mare-tyrrhenum']).toBeUndefined();
  });
});
