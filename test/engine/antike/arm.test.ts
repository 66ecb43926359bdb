import { describe, expect, it } from 'vitest';
import type { Given } from '../../helpers/game';
import { isLegal, play, refused } from '../../helpers/game';
import { checkInvariants } from '../../helpers/invariants';
import { blank4, east, GREEN, RED, unitsIn } from '../../scenarios/antike/support';

const r = east();

/**
 * Red on ARMING. Tyros: coastal (red and blue borders), no temple. Antiochia: coastal, temple. Paphos: only
 * blue borders. Susa: only red borders.
 */
function arming(g: Given = {}) {
  const s = blank4(r, RED, {
    cities: {
      tyros: { owner: RED, resource: 'iron' },
      antiochia: { owner: RED, resource: 'marble', temple: true },
      paphos: { owner: RED, resource: 'gold' },
      susa: { owner: RED, resource: 'gold' },
      athen: { owner: GREEN, resource: 'gold' },
    },
    stock: { [RED]: { iron: 10 } },
    ...g,
  });
  return play(r, s, { type: 'rondel.select', field: 'arming' }).state;
}

describe('ARMING (A-ARM)', () => {
  it('A-ARM-01: a unit costs 1 iron and comes straight from the supply; there is no recruitment box', () => {
    const s = arming();
    expect(s.nation[RED].box).toEqual({});
    const { state } = play(r, s, { type: 'unit.arm', region: 'tyros', unit: 'legion' });
    expect(state.nation[RED].stock.iron).toBe(9);
    expect(state.nation[RED].supply).toEqual({ legion: 16, galley: 17 });
    expect(unitsIn(state, 'tyros', RED)).toEqual({ legion: 1 });
    expect(checkInvariants(r, state)).toEqual([]);
  });

  it('A-ARM-01: a coin can stand in for the iron; without iron or coin the unit is refused', () => {
    const coin = play(r, arming({ stock: { [RED]: { coin: 1 } } }), { type: 'unit.arm', region: 'tyros', unit: 'galley' }).state;
    expect(coin.nation[RED].stock.coin).toBe(0);
    refused(r, arming({ stock: { [RED]: { gold: 3, marble: 3 } } }), { type: 'unit.arm', region: 'tyros', unit: 'galley' }, 'move/insufficient-resources');
  });

  it('A-ARM-01: Antike has no recruiting: units are never bought into a box', () => {
    expect(r.actions.research.recruit).toBeUndefined();
    const s = play(r, blank4(r, RED, { stock: { [RED]: { gold: 5 } } }), { type: 'rondel.select', field: 'know-how' }).state;
    refused(r, s, { type: 'unit.recruit', unit: 'legion' }, 'move/not-now');
  });

  it('A-ARM-01: units are placed only where the nation owns a city', () => {
    const s = arming();
    refused(r, s, { type: 'unit.arm', region: 'athen', unit: 'legion' }, 'move/not-own-city');
    refused(r, s, { type: 'unit.arm', region: 'palmyra', unit: 'legion' }, 'move/not-own-city');
  });

  it('A-ARM-02: 1 new unit per city without a temple, 3 with a temple, per turn', () => {
    let s = arming();
    s = play(r, s, { type: 'unit.arm', region: 'tyros', unit: 'legion' }).state;
    refused(r, s, { type: 'unit.arm', region: 'tyros', unit: 'galley' }, 'move/arm-limit');
    s = play(r, s, { type: 'unit.arm', region: 'antiochia', unit: 'legion' }, { type: 'unit.arm', region: 'antiochia', unit: 'galley' }, { type: 'unit.arm', region: 'antiochia', unit: 'galley' }).state;
    refused(r, s, { type: 'unit.arm', region: 'antiochia', unit: 'legion' }, 'move/arm-limit');
    expect(unitsIn(s, 'antiochia', RED)).toEqual({ legion: 1, galley: 2 });
    expect(s.nation[RED].stock.iron).toBe(6);
  });

  it('A-ARM-02: the limit counts only this turn\'s new units, not units already there', () => {
    const s = arming({ units: { tyros: { [RED]: { legion: 5 } } } });
    const { state } = play(r, s, { type: 'unit.arm', region: 'tyros', unit: 'legion' });
    expect(unitsIn(state, 'tyros', RED)).toEqual({ legion: 6 });
  });

  it('A-ARM-04: a province with only sea borders takes only galleys; one with only land borders only legions', () => {
    const s = arming();
    refused(r, s, { type: 'unit.arm', region: 'paphos', unit: 'legion' }, 'move/wrong-terrain');
    refused(r, s, { type: 'unit.arm', region: 'susa', unit: 'galley' }, 'move/wrong-terrain');
    play(r, s, { type: 'unit.arm', region: 'paphos', unit: 'galley' }, { type: 'unit.arm', region: 'susa', unit: 'legion' });
  });

  it('A-ARM-03: foreign units in the province neither prevent arming nor cause a battle (A-ARM-05)', () => {
    const s = arming({ units: { tyros: { [GREEN]: { legion: 3, galley: 3 } } } });
    const { state } = play(r, s, { type: 'unit.arm', region: 'tyros', unit: 'legion' });
    expect(unitsIn(state, 'tyros', RED)).toEqual({ legion: 1 });
    expect(unitsIn(state, 'tyros', GREEN)).toEqual({ legion: 3, galley: 3 });
    expect(state.pending).toEqual([]);
  });

  it('A-SET-08/A-FAQ-03: 17 legions is a hard cap: with all on the board no legion can be armed, galleys still can', () => {
    const s = arming({ units: { babylon: { [RED]: { legion: 17 } } } });
    expect(s.nation[RED].supply.legion).toBe(0);
    refused(r, s, { type: 'unit.arm', region: 'tyros', unit: 'legion' }, 'move/supply-empty');
    expect(isLegal(r, s, { type: 'unit.arm', region: 'tyros', unit: 'legion' })).toBe(false);
    expect(isLegal(r, s, { type: 'unit.arm', region: 'tyros', unit: 'galley' })).toBe(true);
  });

  it('AMB-A13: a unit lost in a battle is back in the supply and can be armed again the next time', () => {
    // Red's only 17 legions: 16 in Babylon, 1 in Palmyra with a green legion; red fights it in its maneuver.
    let s = blank4(r, RED, {
      cities: { tyros: { owner: RED, resource: 'iron' } },
      units: { babylon: { [RED]: { legion: 16 } }, palmyra: { [RED]: { legion: 1 }, [GREEN]: { legion: 1 } } },
      stock: { [RED]: { iron: 1 } },
    });
    s = play(r, s, { type: 'rondel.select', field: 'maneuver-1' }, { type: 'battle.fight', region: 'palmyra', unit: 'legion', against: GREEN }).state;
    expect(s.nation[RED].supply.legion).toBe(1);
    expect(s.nation[GREEN].supply.legion).toBe(17);
    // Same nation, a later ARMING (set up directly on the rondel step).
    s.turn.phase = 'rondel';
    s.turn.movesLeft = {};
    s.nation[RED].rondel = null;
    const { state } = play(r, s, { type: 'rondel.select', field: 'arming' }, { type: 'unit.arm', region: 'tyros', unit: 'legion' });
    expect(unitsIn(state, 'tyros', RED)).toEqual({ legion: 1 });
  });

  it('A-ARM-01: arming is the whole action: units armed now cannot move this turn', () => {
    const s = play(r, arming(), { type: 'unit.arm', region: 'tyros', unit: 'legion' }).state;
    refused(r, s, { type: 'unit.move', from: 'tyros', to: 'palmyra', unit: 'legion' }, 'move/not-now');
  });
});
