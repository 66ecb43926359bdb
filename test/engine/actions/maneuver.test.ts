import { describe, expect, it } from 'vitest';
import type { Given } from '../../helpers/game';
import { given, isLegal, play, refused, ruleset } from '../../helpers/game';
import { unitsAt } from './support';

const R = ruleset('antike-duellum');
const S = ruleset('antike-duellum-special-units');

/** Romans on DUELLUM (first turn: the stone is free), in the movement step. */
function onDuellum(g: Given, rules = R) {
  const s = given(rules, { active: 'romans', blank: true, rondel: { romans: null }, ...g });
  return play(rules, s, { type: 'rondel.select', field: 'duellum-1' }).state;
}

const move = (from: string, to: string, unit = 'legion') => ({ type: 'unit.move' as const, from, to, unit });

describe('DUELLUM step 1: movement (D-MOV)', () => {
  it('D-MOV-04: without STRATA a legion crosses 1 border per DUELLUM', () => {
    const s = onDuellum({ units: { roma: { romans: { legion: 1 } } } });
    const { state } = play(R, s, move('roma', 'ancona'));
    expect(unitsAt(state, 'ancona', 'romans')).toEqual({ legion: 1 });
    refused(R, state, move('ancona', 'cremona'), 'move/no-moves-left');
  });

  it('D-KH-01: with STRATA a legion crosses up to 2 red borders', () => {
    const s = onDuellum({ knowHows: { romans: ['strata'] }, units: { roma: { romans: { legion: 1 } } } });
    const { state } = play(R, s, move('roma', 'ancona'), move('ancona', 'cremona'));
    expect(unitsAt(state, 'cremona', 'romans')).toEqual({ legion: 1 });
    refused(R, state, move('cremona', 'lugdunum'), 'move/no-moves-left');
  });

  it('D-KH-02: with NAVIGATIO a galley crosses up to 2 blue borders; STRATA does not help galleys', () => {
    const s = onDuellum({ knowHows: { romans: ['navigatio'] }, units: { 'mare-tyrrhenum': { romans: { galley: 1 } } } });
    const { state } = play(R, s, move('mare-tyrrhenum', 'mare-africum', 'galley'), move('mare-africum', 'mare-ionium', 'galley'));
    refused(R, state, move('mare-ionium', 'mare-adriaticum', 'galley'), 'move/no-moves-left');
    const strata = onDuellum({ knowHows: { romans: ['strata'] }, units: { 'mare-tyrrhenum': { romans: { galley: 1 } } } });
    refused(R, play(R, strata, move('mare-tyrrhenum', 'mare-africum', 'galley')).state, move('mare-africum', 'mare-ionium', 'galley'), 'move/no-moves-left');
  });

  it('AMB-D20: a galley with NAVIGATIO may sail from a sea region into a coastal city region and out again', () => {
    const s = onDuellum({ knowHows: { romans: ['navigatio'] }, units: { 'mare-tyrrhenum': { romans: { galley: 1 } } } });
    const { state } = play(R, s, move('mare-tyrrhenum', 'neapolis', 'galley'), move('neapolis', 'syracusae', 'galley'));
    expect(unitsAt(state, 'syracusae', 'romans')).toEqual({ galley: 1 });
  });

  it('D-MOV-03/D-OVR-05: legions cannot cross blue borders nor enter sea regions', () => {
    const s = onDuellum({ knowHows: { romans: ['strata'] }, units: { roma: { romans: { legion: 1 } }, neapolis: { romans: { legion: 1 } } } });
    refused(R, s, move('roma', 'corsica'), 'move/wrong-border');
    refused(R, s, move('roma', 'mare-tyrrhenum'), 'move/wrong-border');
    refused(R, s, move('neapolis', 'syracusae'), 'move/wrong-border'); // a blue border between two coastal regions
  });

  it('D-MOV-03: galleys cannot cross red borders nor enter land-only regions', () => {
    const s = onDuellum({ units: { roma: { romans: { galley: 1 } }, caesarea: { romans: { galley: 1 } } } });
    refused(R, s, move('roma', 'ancona', 'galley'), 'move/wrong-border');
    refused(R, s, move('caesarea', 'zama', 'galley'), 'move/wrong-border');
    expect(isLegal(R, s, move('caesarea', 'zama', 'galley'))).toBe(false);
  });

  it('D-MOV-03: a red-blue border can be crossed by legions and galleys alike', () => {
    const s = onDuellum({ units: { roma: { romans: { legion: 1, galley: 1 } } } });
    const { state } = play(R, s, move('roma', 'neapolis'), move('roma', 'neapolis', 'galley'));
    expect(unitsAt(state, 'neapolis', 'romans')).toEqual({ legion: 1, galley: 1 });
  });

  it('D-MOV-04: each unit has its own range: a unit that arrives cannot go on, one that was there can', () => {
    const s = onDuellum({ units: { roma: { romans: { legion: 1 } }, ancona: { romans: { legion: 1 } } } });
    const { state } = play(R, s, move('roma', 'ancona'), move('ancona', 'cremona'));
    expect(unitsAt(state, 'ancona', 'romans')).toEqual({ legion: 1 });
    refused(R, state, move('ancona', 'cremona'), 'move/no-moves-left');
  });

  it('D-MOV-05: entering a region with a hostile unit of the same type is a battle; both units go to their recruitment boxes', () => {
    const s = onDuellum({ units: { roma: { romans: { legion: 1 } }, ancona: { carthaginians: { legion: 1 } } }, box: { romans: { legion: 0 }, carthaginians: { legion: 0 } } });
    const { state, events } = play(R, s, move('roma', 'ancona'));
    expect(state.units.ancona).toBeUndefined();
    expect(state.nation.romans.box.legion).toBe(1);
    expect(state.nation.carthaginians.box.legion).toBe(1);
    expect(events.some((e) => e.type === 'battle')).toBe(true);
  });

  it('D-MOV-05/AMB-D13: passing through hostile units is a battle that stops the unit (it is lost), and one pair is destroyed per entering unit', () => {
    const s = onDuellum({ knowHows: { romans: ['strata'] }, units: { roma: { romans: { legion: 1 } }, ancona: { carthaginians: { legion: 2 } } } });
    const { state } = play(R, s, move('roma', 'ancona'));
    expect(unitsAt(state, 'ancona', 'carthaginians')).toEqual({ legion: 1 });
    expect(unitsAt(state, 'ancona', 'romans')).toEqual({});
    refused(R, state, move('ancona', 'cremona'), 'move/no-unit');
  });

  it('D-MOV-06: a unit that survives the battle in a region it passes through keeps moving with its range left', () => {
    const s = onDuellum({ knowHows: { romans: ['strata'] }, units: { roma: { romans: { legion: 2 } }, ancona: { carthaginians: { legion: 1 } } } });
    const { state } = play(R, s, move('roma', 'ancona'), move('roma', 'ancona'), move('ancona', 'cremona'));
    expect(unitsAt(state, 'cremona', 'romans')).toEqual({ legion: 1 });
    expect(state.units.ancona).toBeUndefined();
    expect(state.nation.carthaginians.box.legion).toBe(s.nation.carthaginians.box.legion + 1);
  });

  it('D-MOV-08/D-OVR-04: legions and galleys never fight each other', () => {
    const s = onDuellum({ units: { roma: { romans: { legion: 1 } }, neapolis: { carthaginians: { galley: 2 } } } });
    const { state, events } = play(R, s, move('roma', 'neapolis'));
    expect(state.units.neapolis).toEqual({ romans: { legion: 1 }, carthaginians: { galley: 2 } });
    expect(events.some((e) => e.type === 'battle')).toBe(false);
  });

  it('D-MOV-05: battles are automatic in Duellum; there is no battle on demand', () => {
    const s = onDuellum({ units: { neapolis: { romans: { legion: 1 }, carthaginians: { galley: 1 } } } });
    refused(R, s, { type: 'battle.fight', region: 'neapolis', unit: 'legion', against: 'carthaginians' }, 'move/not-now');
  });

  it('D-MOV-02: moving is optional: the player may end the movement without moving', () => {
    const s = onDuellum({ units: { roma: { romans: { legion: 3 } } } });
    const { state } = play(R, s, { type: 'phase.end' });
    expect(state.turn.phase).toBe('conquest');
    expect(unitsAt(state, 'roma', 'romans')).toEqual({ legion: 3 });
  });

  it('D-MOV-01: once conquest has begun, no unit moves', () => {
    const s = onDuellum({
      cities: { zama: { owner: 'carthaginians', resource: 'iron' } },
      units: { zama: { romans: { legion: 2 } }, roma: { romans: { legion: 1 } } },
    });
    const conquered = play(R, s, { type: 'city.conquer', region: 'zama' }).state;
    refused(R, conquered, move('roma', 'ancona'), 'move/not-now');
    const ended = play(R, s, { type: 'phase.end' }).state;
    refused(R, ended, move('roma', 'ancona'), 'move/not-now');
  });

  it('D-MOV-01: units move only during DUELLUM', () => {
    const s = given(R, { active: 'romans', blank: true, rondel: { romans: null }, units: { roma: { romans: { legion: 1 } } } });
    refused(R, play(R, s, { type: 'rondel.select', field: 'templum' }).state, move('roma', 'ancona'), 'move/not-now');
  });
});

describe('DUELLUM movement with the special-units variant (D-VAR)', () => {
  it('D-VAR-06/07: the escorts of a special unit are fought first; then it trades 1:1 with a unit of its kind and goes to its box', () => {
    const s = onDuellum({ units: { carthago: { romans: { legion: 2 } }, zama: { carthaginians: { legion: 1, commander: 1 } } }, box: { carthaginians: { legion: 0, galley: 0, commander: 0 } } }, S);
    const first = play(S, s, move('carthago', 'zama')).state;
    expect(unitsAt(first, 'zama', 'carthaginians')).toEqual({ commander: 1 });
    const second = play(S, first, move('carthago', 'zama')).state;
    expect(unitsAt(second, 'zama', 'carthaginians')).toEqual({});
    expect(second.nation.carthaginians.box).toMatchObject({ legion: 1, commander: 1 });
  });

  it('D-VAR-03/AMB-D09: the Admiral moves like a galley (NAVIGATIO applies) and trades with an enemy galley it meets', () => {
    const s = onDuellum({ knowHows: { romans: ['navigatio'] }, units: { 'mare-tyrrhenum': { romans: { admiral: 1 } }, 'mare-ionium': { carthaginians: { galley: 1 } } } }, S);
    refused(S, s, move('mare-tyrrhenum', 'roma', 'legion'), 'move/no-unit');
    refused(S, s, { type: 'unit.move', from: 'mare-tyrrhenum', to: 'corsica', unit: 'commander' }, 'move/no-unit');
    const { state } = play(S, s, move('mare-tyrrhenum', 'mare-africum', 'admiral'), move('mare-africum', 'mare-ionium', 'admiral'));
    expect(state.units['mare-ionium']).toBeUndefined();
    expect(state.nation.romans.box.admiral).toBe((s.nation.romans.box.admiral ?? 0) + 1);
    expect(state.nation.carthaginians.box.galley).toBe(s.nation.carthaginians.box.galley + 1);
  });
});
