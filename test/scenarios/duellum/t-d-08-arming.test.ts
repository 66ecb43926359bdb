import { describe, expect, it } from 'vitest';
import { given, isLegal, play, refused } from '../../helpers/game';
import { BEIGE, BROWN, rc } from './support';

const r = rc();

/**
 * Carthage (brown) has 2 legions + 1 galley in its recruitment box at the start of the turn. Zama: no temple,
 * only red borders. Carthago: no temple, red and blue borders. Caesarea: temple, 1 beige galley in its region.
 * The stone is placed on MILITIA (first turn).
 */
function militia(box: Record<string, number> = { legion: 2, galley: 1 }, iron = 6, extraUnits: Record<string, Record<string, Record<string, number>>> = {}) {
  const s = given(r, {
    active: BROWN,
    blank: true,
    cities: {
      zama: { owner: BROWN, resource: 'iron' },
      carthago: { owner: BROWN, resource: 'gold' },
      caesarea: { owner: BROWN, resource: 'marble', temple: true },
    },
    units: { caesarea: { [BEIGE]: { galley: 1 } }, ...extraUnits },
    box: { [BROWN]: box },
    stock: { [BROWN]: { iron } },
  });
  return play(r, s, { type: 'rondel.select', field: 'militia' }).state;
}

describe('T-D-08 arming (Carthage)', () => {
  it('arms a legion at Carthago and a galley at Caesarea for 4 iron; the galley and the beige galley cancel (T-D-08, D-MIL-01, D-MIL-06)', () => {
    const s = militia(undefined, 4);
    const beigeBox = { ...s.nation[BEIGE].box };
    const beigeSupply = { ...s.nation[BEIGE].supply };
    const brownSupply = { ...s.nation[BROWN].supply };
    const { state } = play(r, s, { type: 'unit.arm', region: 'carthago', unit: 'legion' }, { type: 'unit.arm', region: 'caesarea', unit: 'galley' });
    expect(state.nation[BROWN].stock).toEqual({ marble: 0, iron: 0, gold: 0, coin: 0 });
    expect(state.units.carthago).toEqual({ [BROWN]: { legion: 1 } });
    expect(state.units.caesarea).toBeUndefined();
    expect(state.nation[BROWN].box).toEqual({ legion: 1, galley: 1 });
    expect(state.nation[BEIGE].box).toEqual({ ...beigeBox, galley: beigeBox.galley + 1 });
    // Losses go to the box, never back to the personal supply (D-SUP-08).
    expect(state.nation[BEIGE].supply).toEqual(beigeSupply);
    expect(state.nation[BROWN].supply).toEqual(brownSupply);
    expect(state.turn.phase).toBe('action');
  });

  it('rejects re-arming the galley that went back to the box in the same turn (T-D-08, D-MIL-06, D-MIL-02)', () => {
    const s = militia();
    const { state } = play(r, s, { type: 'unit.arm', region: 'carthago', unit: 'legion' }, { type: 'unit.arm', region: 'caesarea', unit: 'galley' });
    expect(state.nation[BROWN].stock.iron).toBe(2);
    refused(r, state, { type: 'unit.arm', region: 'caesarea', unit: 'galley' }, 'move/not-armable');
    expect(isLegal(r, state, { type: 'unit.arm', unit: 'galley' })).toBe(false);
  });

  it('rejects a galley at Zama, which has only red borders (T-D-08, D-MIL-07)', () => {
    refused(r, militia(), { type: 'unit.arm', region: 'zama', unit: 'galley' }, 'move/wrong-terrain');
  });

  it('rejects a second unit at Carthago, a city without a temple (T-D-08, D-MIL-03)', () => {
    const { state } = play(r, militia(), { type: 'unit.arm', region: 'carthago', unit: 'legion' });
    refused(r, state, { type: 'unit.arm', region: 'carthago', unit: 'legion' }, 'move/arm-limit');
    refused(r, state, { type: 'unit.arm', region: 'carthago', unit: 'galley' }, 'move/arm-limit');
  });

  it('rejects a second unit at Zama, a city without a temple (T-D-08, D-MIL-03)', () => {
    const { state } = play(r, militia(), { type: 'unit.arm', region: 'zama', unit: 'legion' });
    refused(r, state, { type: 'unit.arm', region: 'zama', unit: 'legion' }, 'move/arm-limit');
  });

  it('allows up to 3 units at Caesarea, which has a temple, and no fourth (T-D-08, D-MIL-03, D-MIL-04)', () => {
    const s = militia({ legion: 3, galley: 1 }, 8);
    const { state } = play(
      r,
      s,
      { type: 'unit.arm', region: 'caesarea', unit: 'legion' },
      { type: 'unit.arm', region: 'caesarea', unit: 'legion' },
      { type: 'unit.arm', region: 'caesarea', unit: 'galley' },
    );
    // The galley met the beige galley; the two legions stay.
    expect(state.units.caesarea).toEqual({ [BROWN]: { legion: 2 } });
    expect(state.nation[BROWN].stock.iron).toBe(2);
    refused(r, state, { type: 'unit.arm', region: 'caesarea', unit: 'legion' }, 'move/arm-limit');
  });

  it('allows arming both legions instead, for 4 iron (T-D-08, D-MIL-01)', () => {
    const { state } = play(r, militia(undefined, 4), { type: 'unit.arm', region: 'carthago', unit: 'legion' }, { type: 'unit.arm', region: 'zama', unit: 'legion' });
    expect(state.nation[BROWN].stock.iron).toBe(0);
    expect(state.units.carthago).toEqual({ [BROWN]: { legion: 1 } });
    expect(state.units.zama).toEqual({ [BROWN]: { legion: 1 } });
    expect(state.nation[BROWN].box).toEqual({ legion: 0, galley: 1 });
  });

  it('lets coins stand in for iron when arming (T-D-08, D-MIL-01, D-COIN-01)', () => {
    const s = given(r, {
      active: BROWN,
      blank: true,
      cities: { zama: { owner: BROWN, resource: 'iron' } },
      box: { [BROWN]: { legion: 1 } },
      stock: { [BROWN]: { iron: 1, coin: 1 } },
    });
    const { state } = play(r, s, { type: 'rondel.select', field: 'militia' }, { type: 'unit.arm', region: 'zama', unit: 'legion' });
    expect(state.nation[BROWN].stock).toEqual({ marble: 0, iron: 0, gold: 0, coin: 0 });
  });

  it('counts a placement that ended in a battle toward the city\'s limit (T-D-08 derived, D-MIL-06)', () => {
    // A beige legion stands at Carthago: the new legion cancels it, and Carthago has still taken its 1 unit.
    const s = militia(undefined, 6, { carthago: { [BEIGE]: { legion: 1 } } });
    const { state } = play(r, s, { type: 'unit.arm', region: 'carthago', unit: 'legion' });
    expect(state.units.carthago).toBeUndefined();
    expect(state.nation[BROWN].box).toEqual({ legion: 2, galley: 1 });
    refused(r, state, { type: 'unit.arm', region: 'carthago', unit: 'legion' }, 'move/arm-limit');
  });

  it('rejects arming units recruited this turn: only units in the box at the turn\'s start may be armed (T-D-08, D-MIL-02)', () => {
    const s = militia({ legion: 0, galley: 0 }, 6);
    refused(r, s, { type: 'unit.arm', region: 'carthago', unit: 'legion' }, 'move/box-empty');
    // A unit that reaches the box mid-turn (here: placed there directly) is still not armable this turn.
    s.nation[BROWN].box.legion = 1;
    refused(r, s, { type: 'unit.arm', region: 'carthago', unit: 'legion' }, 'move/not-armable');
  });

  it('adds units next to friendly and enemy units of the other type without a battle (T-D-08, D-MIL-05, D-OVR-04)', () => {
    // Caesarea holds a beige galley: a legion armed there does not fight it.
    const { state } = play(r, militia(), { type: 'unit.arm', region: 'caesarea', unit: 'legion' });
    expect(state.units.caesarea).toEqual({ [BEIGE]: { galley: 1 }, [BROWN]: { legion: 1 } });
  });
});
