import { describe, expect, it } from 'vitest';
import type { Given } from '../../helpers/game';
import { given, play, refused, ruleset, rulesetWith, stockOf } from '../../helpers/game';
import type { Ruleset } from '../../../engine/ruleset/types';
import { unitsAt } from './support';

const R = ruleset('antike-duellum');
const S = ruleset('antike-duellum-special-units');

/** Romans on MILITIA (first turn: the stone is free); the box as given is what the turn starts with. */
function onMilitia(g: Given, rules: Ruleset = R) {
  const s = given(rules, { active: 'romans', blank: true, rondel: { romans: null }, ...g });
  return play(rules, s, { type: 'rondel.select', field: 'militia' }).state;
}

const roma = { roma: { owner: 'romans', resource: 'gold' as const } };

describe('MILITIA: arming (D-MIL)', () => {
  it('D-MIL-01/D-SUP-08: arming costs 2 iron and moves the unit from the recruitment box to the city\'s region', () => {
    const s = onMilitia({ cities: roma, box: { romans: { legion: 1, galley: 0 } }, stock: { romans: { iron: 5 } } });
    const { state } = play(R, s, { type: 'unit.arm', region: 'roma', unit: 'legion' });
    expect(unitsAt(state, 'roma', 'romans')).toEqual({ legion: 1 });
    expect(state.nation.romans.box.legion).toBe(0);
    expect(stockOf(state, 'romans').iron).toBe(3);
  });

  it('D-MIL-01/D-COIN-01: coins may substitute for iron, but no other chip may, and a named payment must be exact', () => {
    const s = onMilitia({ cities: roma, box: { romans: { legion: 1 } }, stock: { romans: { iron: 3, gold: 2, coin: 1 } } });
    refused(R, s, { type: 'unit.arm', region: 'roma', unit: 'legion', payment: { gold: 2 } }, 'move/insufficient-resources');
    refused(R, s, { type: 'unit.arm', region: 'roma', unit: 'legion', payment: { iron: 1, gold: 1 } }, 'move/insufficient-resources');
    refused(R, s, { type: 'unit.arm', region: 'roma', unit: 'legion', payment: { iron: 3 } }, 'move/insufficient-resources');
    const { state } = play(R, s, { type: 'unit.arm', region: 'roma', unit: 'legion', payment: { iron: 1, coin: 1 } });
    expect(stockOf(state, 'romans')).toEqual({ marble: 0, iron: 2, gold: 2, coin: 0 });
  });

  it('D-MIL-01: arming without 2 iron (or coins) is refused, naming the cost', () => {
    const s = onMilitia({ cities: roma, box: { romans: { legion: 1 } }, stock: { romans: { iron: 1, gold: 4 } } });
    expect(refused(R, s, { type: 'unit.arm', region: 'roma', unit: 'legion' }, 'move/insufficient-resources')).toMatch(/2 iron/);
  });

  it('D-MIL-03: a city without a temple takes at most 1 new unit per turn', () => {
    const s = onMilitia({ cities: roma, box: { romans: { legion: 1, galley: 1 } }, stock: { romans: { iron: 10 } } });
    const { state } = play(R, s, { type: 'unit.arm', region: 'roma', unit: 'legion' });
    expect(refused(R, state, { type: 'unit.arm', region: 'roma', unit: 'galley' }, 'move/arm-limit')).toContain('Roma already took 1 new unit this turn');
  });

  it('D-MIL-03/D-TEMP-05: a city with a temple takes at most 3 new units per turn', () => {
    const s = onMilitia({ cities: { roma: { owner: 'romans', resource: 'gold', temple: true } }, box: { romans: { legion: 2, galley: 2 } }, stock: { romans: { iron: 10 } } });
    const { state } = play(R, s,
      { type: 'unit.arm', region: 'roma', unit: 'legion' },
      { type: 'unit.arm', region: 'roma', unit: 'legion' },
      { type: 'unit.arm', region: 'roma', unit: 'galley' },
    );
    expect(unitsAt(state, 'roma', 'romans')).toEqual({ legion: 2, galley: 1 });
    refused(R, state, { type: 'unit.arm', region: 'roma', unit: 'galley' }, 'move/arm-limit');
  });

  it('D-MIL-04: the limit counts only units added this turn; a region has no stacking limit', () => {
    const s = onMilitia({ cities: roma, units: { roma: { romans: { legion: 5 } } }, box: { romans: { legion: 1 } }, stock: { romans: { iron: 2 } } });
    expect(unitsAt(play(R, s, { type: 'unit.arm', region: 'roma', unit: 'legion' }).state, 'roma', 'romans')).toEqual({ legion: 6 });
  });

  it('D-MIL-03: units are armed only in the region of one of the player\'s own cities', () => {
    const s = onMilitia({ cities: { ...roma, carthago: { owner: 'carthaginians', resource: 'gold' } }, units: { ancona: { romans: { legion: 1 } } }, box: { romans: { legion: 1 } }, stock: { romans: { iron: 4 } } });
    refused(R, s, { type: 'unit.arm', region: 'carthago', unit: 'legion' }, 'move/not-own-city');
    refused(R, s, { type: 'unit.arm', region: 'ancona', unit: 'legion' }, 'move/not-own-city');
  });

  it('D-MIL-07: a city whose region has only red borders (Zama) takes only legions', () => {
    const s = onMilitia({ cities: { zama: { owner: 'romans', resource: 'iron' } }, box: { romans: { legion: 1, galley: 1 } }, stock: { romans: { iron: 4 } } });
    refused(R, s, { type: 'unit.arm', region: 'zama', unit: 'galley' }, 'move/wrong-terrain');
    expect(unitsAt(play(R, s, { type: 'unit.arm', region: 'zama', unit: 'legion' }).state, 'zama', 'romans')).toEqual({ legion: 1 });
  });

  it('D-MIL-07: a city whose region has only blue borders (Carales on Sardinia) takes only galleys', () => {
    const borders = Object.values(R.map.regions.carales.borders);
    expect(borders.every((b) => b === 'blue')).toBe(true); // the map data: Carales has only sea borders
    const s = onMilitia({ cities: { carales: { owner: 'romans', resource: 'gold' } }, box: { romans: { legion: 1, galley: 1 } }, stock: { romans: { iron: 4 } } });
    refused(R, s, { type: 'unit.arm', region: 'carales', unit: 'legion' }, 'move/wrong-terrain');
    expect(unitsAt(play(R, s, { type: 'unit.arm', region: 'carales', unit: 'galley' }).state, 'carales', 'romans')).toEqual({ galley: 1 });
  });

  it('D-MIL-05/06, D-OVR-11: a unit armed where a hostile unit of its type stands fights at once; both go to their recruitment boxes', () => {
    const s = onMilitia({ cities: roma, units: { roma: { carthaginians: { legion: 2 } } }, box: { romans: { legion: 1 }, carthaginians: { legion: 0 } }, stock: { romans: { iron: 2 } } });
    const { state, events } = play(R, s, { type: 'unit.arm', region: 'roma', unit: 'legion' });
    expect(unitsAt(state, 'roma', 'romans')).toEqual({});
    expect(unitsAt(state, 'roma', 'carthaginians')).toEqual({ legion: 1 });
    expect(state.nation.romans.box.legion).toBe(1);
    expect(state.nation.carthaginians.box.legion).toBe(1);
    expect(events.some((e) => e.type === 'battle')).toBe(true);
  });

  it('D-MIL-06/D-MIL-02: a unit sent back to the box by an arming battle cannot be armed again this turn, and its placement still counts toward the city\'s limit', () => {
    const s = onMilitia({
      cities: { ...roma, neapolis: { owner: 'romans', resource: 'marble' } },
      units: { roma: { carthaginians: { legion: 1 } } },
      box: { romans: { legion: 1, galley: 1 } },
      stock: { romans: { iron: 10 } },
    });
    const { state } = play(R, s, { type: 'unit.arm', region: 'roma', unit: 'legion' });
    expect(state.nation.romans.box.legion).toBe(1);
    refused(R, state, { type: 'unit.arm', region: 'neapolis', unit: 'legion' }, 'move/not-armable');
    refused(R, state, { type: 'unit.arm', region: 'roma', unit: 'galley' }, 'move/arm-limit');
  });

  it('D-MOV-08/D-MIL-06: a legion armed where an enemy galley stands does not fight', () => {
    const s = onMilitia({ cities: roma, units: { roma: { carthaginians: { galley: 1 } } }, box: { romans: { legion: 1 } }, stock: { romans: { iron: 2 } } });
    const { state, events } = play(R, s, { type: 'unit.arm', region: 'roma', unit: 'legion' });
    expect(unitsAt(state, 'roma', 'romans')).toEqual({ legion: 1 });
    expect(unitsAt(state, 'roma', 'carthaginians')).toEqual({ galley: 1 });
    expect(events.some((e) => e.type === 'battle')).toBe(false);
  });

  it('D-MIL-02/D-OVR-07: only units in the recruitment box can be armed, never units from the personal supply', () => {
    const s = onMilitia({ cities: roma, box: { romans: { legion: 0, galley: 0 } }, stock: { romans: { iron: 4 } } });
    expect(s.nation.romans.supply.legion).toBeGreaterThan(0);
    // Said as the player reads the board: the unit's name and the rondel field that recruits (D-SCI-08).
    expect(refused(R, s, { type: 'unit.arm', region: 'roma', unit: 'legion' }, 'move/box-empty')).toBe('no legion in your recruitment box; recruit one on SCIENTIA first (D-SCI-08)');
  });

  it('D-MIL-01: arming happens only on MILITIA', () => {
    const s = given(R, { active: 'romans', blank: true, rondel: { romans: null }, cities: roma, stock: { romans: { iron: 4 } } });
    refused(R, play(R, s, { type: 'rondel.select', field: 'scientia' }).state, { type: 'unit.arm', region: 'roma', unit: 'legion' }, 'move/not-now');
  });
});

describe('MILITIA with the special-units variant (D-VAR)', () => {
  it('D-VAR-01: the Admiral starts in the beige (Roman) box and the Commander in the brown (Carthaginian) box', () => {
    const s = given(S, {});
    expect(s.nation.romans.box.admiral).toBe(1);
    expect(s.nation.carthaginians.box.commander).toBe(1);
    expect(s.nation.romans.box.commander ?? 0).toBe(0);
  });

  it('D-VAR-02: a special unit costs 3 iron to arm', () => {
    const s = onMilitia({ cities: { roma: { owner: 'romans', resource: 'gold', temple: true } }, stock: { romans: { iron: 3 } } }, S);
    const { state } = play(S, s, { type: 'unit.arm', region: 'roma', unit: 'admiral' });
    expect(unitsAt(state, 'roma', 'romans')).toEqual({ admiral: 1 });
    expect(stockOf(state, 'romans').iron).toBe(0);
    const poor = onMilitia({ cities: { roma: { owner: 'romans', resource: 'gold', temple: true } }, stock: { romans: { iron: 2 } } }, S);
    refused(S, poor, { type: 'unit.arm', region: 'roma', unit: 'admiral' }, 'move/insufficient-resources');
  });

  it('D-VAR-02: a special unit is armed only at a city with a temple', () => {
    const s = onMilitia({ cities: roma, stock: { romans: { iron: 6 } } }, S);
    refused(S, s, { type: 'unit.arm', region: 'roma', unit: 'admiral' }, 'move/needs-temple');
  });

  it('D-VAR-01: a player cannot arm the opponent\'s special unit', () => {
    const s = onMilitia({ cities: { roma: { owner: 'romans', resource: 'gold', temple: true } }, stock: { romans: { iron: 6 } } }, S);
    refused(S, s, { type: 'unit.arm', region: 'roma', unit: 'commander' }, 'move/box-empty');
  });
});

describe('the arming limit is read from the ruleset, in the rule and in its explanation', () => {
  it('a variant arming 2 per city without a temple allows 2 and names its own numbers when refusing the third (D-MIL-03)', () => {
    const V = rulesetWith('antike-duellum', { actions: { arm: { perCity: 2, perCityWithTemple: 4 } } });
    const s = onMilitia({ cities: roma, box: { romans: { legion: 3 } }, stock: { romans: { iron: 9 } } }, V);
    const twice = play(V, s, { type: 'unit.arm', region: 'roma', unit: 'legion' }, { type: 'unit.arm', region: 'roma', unit: 'legion' }).state;
    expect(unitsAt(twice, 'roma', 'romans')).toEqual({ legion: 2 });
    const message = refused(V, twice, { type: 'unit.arm', region: 'roma', unit: 'legion' }, 'move/arm-limit');
    expect(message).toContain('4 with a temple, 2 without');
  });
});
