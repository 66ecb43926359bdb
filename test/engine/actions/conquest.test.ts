import { describe, expect, it } from 'vitest';
import type { Given } from '../../helpers/game';
import { given, play, refused, ruleset } from '../../helpers/game';
import type { Ruleset } from '../../../engine/ruleset/types';
import { endTurn, takeDueCards, unitsAt } from './support';

const R = ruleset('antike-duellum');
const S = ruleset('antike-duellum-special-units');

/** Romans on DUELLUM (first turn: the stone is free). */
function onDuellum(g: Given, rules: Ruleset = R) {
  const s = given(rules, { active: 'romans', blank: true, rondel: { romans: null }, ...g });
  return play(rules, s, { type: 'rondel.select', field: 'duellum-1' }).state;
}

describe('DUELLUM step 2: conquest (D-CONQ)', () => {
  const cases: { name: string; temple?: boolean; wall?: boolean; defenders?: number; resPublica?: boolean; defence: number }[] = [
    { name: 'a bare city: 1', defence: 1 },
    { name: 'a temple: 3', temple: true, defence: 3 },
    { name: '1 + 2 defending units: 3', defenders: 2, defence: 3 },
    { name: '1 + a wall: 2', wall: true, defence: 2 },
    { name: '1 + RES PUBLICA: 2', resPublica: true, defence: 2 },
    { name: 'temple 3 + 2 units + wall + RES PUBLICA: 7', temple: true, defenders: 2, wall: true, resPublica: true, defence: 7 },
  ];
  for (const c of cases) {
    it(`D-CONQ-02/03: defence of ${c.name}; it needs at least that many attacking units (galleys against legions, D-CONQ-13)`, () => {
      const g = (attackers: number): Given => ({
        cities: { carthago: { owner: 'carthaginians', resource: 'gold', temple: c.temple, wall: c.wall } },
        knowHows: { carthaginians: c.resPublica ? ['res-publica'] : [] },
        units: { carthago: { carthaginians: c.defenders ? { legion: c.defenders } : {}, romans: { galley: attackers } } },
      });
      const message = refused(R, onDuellum(g(c.defence - 1)), { type: 'city.conquer', region: 'carthago' }, 'move/too-weak');
      expect(message).toContain(`defence ${c.defence}`);
      expect(message).toContain(`you have ${c.defence - 1 === 1 ? '1 unit' : `${c.defence - 1} units`}`);
      const { state } = play(R, onDuellum(g(c.defence)), { type: 'city.conquer', region: 'carthago' });
      expect(state.cities.carthago.owner).toBe('romans');
    });
  }

  it('D-CONQ-05/06/07/08/09: the attacker loses units equal to the defence, defenders go to their box, the temple to the bank, the wall to the defender\'s supply, the token flips keeping its resource', () => {
    const s = onDuellum({
      cities: { carthago: { owner: 'carthaginians', resource: 'gold', temple: true, wall: true } },
      units: { carthago: { carthaginians: { legion: 2 }, romans: { galley: 8 } } },
      box: { romans: { legion: 0, galley: 0 }, carthaginians: { legion: 0, galley: 0 } },
      walls: { carthaginians: 0 },
    });
    const { state } = play(R, s, { type: 'city.conquer', region: 'carthago' });
    expect(state.cities.carthago).toMatchObject({ owner: 'romans', resource: 'gold', temple: false, wall: false });
    expect(unitsAt(state, 'carthago', 'romans')).toEqual({ galley: 2 }); // 8 − defence 6; the rest stay
    expect(unitsAt(state, 'carthago', 'carthaginians')).toEqual({});
    expect(state.nation.romans.box.galley).toBe(6);
    expect(state.nation.carthaginians.box.legion).toBe(2);
    expect(state.nation.carthaginians.walls).toBe(1);
    expect(state.bank.temples).toBe(s.bank.temples + 1);
  });

  it('D-CONQ-05: the attacker chooses which types of his units are lost', () => {
    const s = onDuellum({
      cities: { caesarea: { owner: 'carthaginians', resource: 'marble', temple: true, wall: true } },
      units: { caesarea: { romans: { legion: 3, galley: 3 } } },
      box: { romans: { legion: 0, galley: 0 } },
    });
    const { state } = play(R, s, { type: 'city.conquer', region: 'caesarea', losses: { legion: 1, galley: 3 } });
    expect(unitsAt(state, 'caesarea', 'romans')).toEqual({ legion: 2 });
    expect(state.nation.romans.box).toEqual({ legion: 1, galley: 3 });
  });

  it('D-CONQ-05: named losses must be exactly the defence and only units present', () => {
    const s = onDuellum({
      cities: { caesarea: { owner: 'carthaginians', resource: 'marble', temple: true, wall: true } },
      units: { caesarea: { romans: { legion: 3, galley: 3 } } },
    });
    expect(refused(R, s, { type: 'city.conquer', region: 'caesarea', losses: { legion: 2, galley: 1 } }, 'move/bad-losses')).toContain('costs exactly 4 units, not 3');
    expect(refused(R, s, { type: 'city.conquer', region: 'caesarea', losses: { legion: 4 } }, 'move/bad-losses')).toBe('you can give up only 3 legions in Caesarea');
    refused(R, s, { type: 'city.conquer', region: 'caesarea', losses: { legion: 3, galley: 3 } }, 'move/bad-losses');
  });

  it('D-CONQ-04: units that used up their movement may conquer, and so may units that did not move', () => {
    const s = onDuellum({
      cities: { zama: { owner: 'carthaginians', resource: 'iron' }, tacape: { owner: 'carthaginians', resource: 'gold' } },
      units: { tacape: { romans: { legion: 1 } }, carthago: { romans: { legion: 1 } } },
    });
    const moved = play(R, s, { type: 'unit.move', from: 'carthago', to: 'zama', unit: 'legion' }).state;
    const { state } = play(R, moved, { type: 'city.conquer', region: 'zama' }, { type: 'city.conquer', region: 'tacape' });
    expect(state.cities.zama.owner).toBe('romans');
    expect(state.cities.tacape.owner).toBe('romans');
  });

  it('D-CONQ-13: a city defended only by galleys can be taken with legions; all defenders, of either type, go to the box', () => {
    const s = onDuellum({
      cities: { carthago: { owner: 'carthaginians', resource: 'gold' } },
      units: { carthago: { carthaginians: { galley: 2 }, romans: { legion: 3 } } },
      box: { carthaginians: { legion: 0, galley: 0 } },
    });
    const { state } = play(R, s, { type: 'city.conquer', region: 'carthago' });
    expect(state.cities.carthago.owner).toBe('romans');
    expect(state.nation.carthaginians.box.galley).toBe(2);
    expect(state.units.carthago).toEqual(undefined);
  });

  it('D-CONQ-07: the conqueror of a temple takes a general at the end of his turn', () => {
    let s = onDuellum({
      cities: { carthago: { owner: 'carthaginians', resource: 'gold', temple: true }, zama: { owner: 'carthaginians', resource: 'iron' } },
      units: { carthago: { romans: { galley: 3 } } },
    });
    s = play(R, s, { type: 'city.conquer', region: 'carthago' }).state;
    expect(s.nation.romans.personages.general ?? 0).toBe(0);
    s = takeDueCards(R, play(R, s, { type: 'phase.end' }).state); // the city-loss card (AMB-D06)
    s = endTurn(R, s);
    expect(s.nation.romans.personages).toEqual({ general: 1 });
    // D-EV-06: both triggers in one turn: the Carthaginians now take a second card, for the general.
    expect(s.pending).toEqual([{ kind: 'take-card', nation: 'carthaginians', reason: 'personage' }]);
  });

  it('D-CONQ-09: a conquered city counts for its new owner\'s kings at the end of the turn', () => {
    const mine = Object.fromEntries(['roma', 'neapolis', 'brundisium', 'ancona'].map((r) => [r, { owner: 'romans', resource: 'marble' as const }]));
    let s = onDuellum({ cities: { ...mine, zama: { owner: 'carthaginians', resource: 'iron' } }, units: { zama: { romans: { legion: 1 } } } });
    s = play(R, s, { type: 'city.conquer', region: 'zama' }, { type: 'phase.end' }).state;
    s = endTurn(R, takeDueCards(R, s));
    expect(s.nation.romans.personages).toEqual({ king: 1 });
  });

  it('D-CONQ-10/D-OVR-02: a player who loses several cities in one turn takes only one event card, after the conquest step', () => {
    let s = onDuellum({
      cities: { zama: { owner: 'carthaginians', resource: 'iron' }, tacape: { owner: 'carthaginians', resource: 'gold' }, carthago: { owner: 'carthaginians', resource: 'gold' } },
      units: { zama: { romans: { legion: 1 } }, tacape: { romans: { legion: 1 } } },
    });
    s = play(R, s, { type: 'city.conquer', region: 'zama' }, { type: 'city.conquer', region: 'tacape' }).state;
    expect(s.pending).toEqual([]);
    s = play(R, s, { type: 'phase.end' }).state;
    expect(s.pending).toEqual([{ kind: 'take-card', nation: 'carthaginians', reason: 'city-lost' }]);
    const hand = s.nation.carthaginians.hand.length;
    s = takeDueCards(R, s);
    expect(s.nation.carthaginians.hand.length).toBe(hand + 1);
    expect(s.turn.phase).toBe('found');
  });

  it('AMB-D11: in Duellum a player\'s last city can be conquered', () => {
    const s = onDuellum({ cities: { zama: { owner: 'carthaginians', resource: 'iron' } }, units: { zama: { romans: { legion: 1 } } } });
    const { state } = play(R, s, { type: 'city.conquer', region: 'zama' });
    expect(Object.values(state.cities).filter((c) => c.owner === 'carthaginians')).toEqual([]);
  });

  it('D-CONQ-12: cities are conquered only during DUELLUM, and never one\'s own', () => {
    const g: Given = { cities: { zama: { owner: 'carthaginians', resource: 'iron' }, roma: { owner: 'romans', resource: 'gold' } }, units: { zama: { romans: { legion: 2 } }, roma: { romans: { legion: 2 } } } };
    const s = given(R, { active: 'romans', blank: true, rondel: { romans: null }, ...g });
    refused(R, play(R, s, { type: 'rondel.select', field: 'militia' }).state, { type: 'city.conquer', region: 'zama' }, 'move/not-now');
    refused(R, onDuellum(g), { type: 'city.conquer', region: 'roma' }, 'move/own-city');
    refused(R, onDuellum(g), { type: 'city.conquer', region: 'ancona' }, 'move/no-city');
  });

  it('D-VAR-04/05, AMB-D08: an attacking special unit lowers the defence by 1, is not counted or lost, and stays in the region', () => {
    const s = onDuellum({
      cities: { carthago: { owner: 'carthaginians', resource: 'gold', temple: true } },
      units: { carthago: { romans: { galley: 2, admiral: 1 } } },
      box: { romans: { legion: 0, galley: 0 } },
    }, S);
    const { state } = play(S, s, { type: 'city.conquer', region: 'carthago' });
    expect(state.cities.carthago.owner).toBe('romans');
    expect(unitsAt(state, 'carthago', 'romans')).toEqual({ admiral: 1 });
    expect(state.nation.romans.box.galley).toBe(2);
  });

  it('D-VAR-04/05: a defending special unit raises the defence by 1 and survives the conquest', () => {
    const g = (galleys: number): Given => ({
      cities: { carthago: { owner: 'carthaginians', resource: 'gold' } },
      units: { carthago: { carthaginians: { commander: 1 }, romans: { galley: galleys } } },
    });
    refused(S, onDuellum(g(1), S), { type: 'city.conquer', region: 'carthago' }, 'move/too-weak');
    const { state } = play(S, onDuellum(g(2), S), { type: 'city.conquer', region: 'carthago' });
    expect(state.cities.carthago.owner).toBe('romans');
    expect(unitsAt(state, 'carthago', 'carthaginians')).toEqual({ commander: 1 });
  });
});
