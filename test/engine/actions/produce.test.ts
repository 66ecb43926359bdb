import { describe, expect, it } from 'vitest';
import type { Given } from '../../helpers/game';
import { given, isLegal, play, ruleset, rulesetWith, stockOf } from '../../helpers/game';
import { endTurn, takeDueCards } from './support';

const R = ruleset('antike-duellum');

function romansProduce(field: string, g: Given = {}, rules = R, substitute?: 'marble' | 'iron' | 'gold') {
  const s = given(rules, { active: 'romans', blank: true, rondel: { romans: null }, ...g });
  return play(rules, s, substitute ? { type: 'rondel.select', field, substitute } : { type: 'rondel.select', field }).state;
}

describe('production: MARMOR, FERRUM, AURUM (D-PROD)', () => {
  it('D-PROD-01/02/03: each own city of the resource yields 1, and the action gives exactly 1 coin', () => {
    const state = romansProduce('ferrum', {
      cities: {
        brundisium: { owner: 'romans', resource: 'iron' },
        ancona: { owner: 'romans', resource: 'iron' },
        roma: { owner: 'romans', resource: 'gold' },
        zama: { owner: 'carthaginians', resource: 'iron' },
      },
    });
    expect(stockOf(state, 'romans')).toEqual({ marble: 0, iron: 2, gold: 0, coin: 1 });
    expect(stockOf(state, 'carthaginians').iron).toBe(0);
    expect(state.turn.phase).toBe('found');
  });

  it('D-PROD-01/D-TEMP-05: a city with a temple yields 3', () => {
    const state = romansProduce('marmor', {
      cities: { neapolis: { owner: 'romans', resource: 'marble', temple: true }, croton: { owner: 'romans', resource: 'marble' } },
    });
    expect(stockOf(state, 'romans')).toMatchObject({ marble: 4, coin: 1 });
  });

  it('AMB-D18: the production coin is given even when nothing is produced', () => {
    const state = romansProduce('aurum', { cities: { brundisium: { owner: 'romans', resource: 'iron' } } });
    expect(stockOf(state, 'romans')).toEqual({ marble: 0, iron: 0, gold: 0, coin: 1 });
  });

  it('D-PROD-05/AMB-D02: MONETA adds 1 chip once per production action, not once per city', () => {
    const state = romansProduce('ferrum', {
      knowHows: { romans: ['moneta'] },
      cities: {
        brundisium: { owner: 'romans', resource: 'iron', temple: true },
        ancona: { owner: 'romans', resource: 'iron' },
        cremona: { owner: 'romans', resource: 'iron' },
      },
    });
    expect(stockOf(state, 'romans')).toMatchObject({ iron: 3 + 1 + 1 + 1, coin: 1 });
  });

  it('AMB-D02: MONETA applies even when the base production is 0 (default), and a ruleset flag can turn that off', () => {
    expect(stockOf(romansProduce('ferrum', { knowHows: { romans: ['moneta'] } }), 'romans')).toMatchObject({ iron: 1, coin: 1 });
    const strict = rulesetWith('antike-duellum', { actions: { produce: { bonusWhenNothingProduced: false } } });
    expect(stockOf(romansProduce('ferrum', { knowHows: { romans: ['moneta'] } }, strict), 'romans')).toMatchObject({ iron: 0, coin: 1 });
  });

  it('D-SCI-07: MONETA counts only from the end of the turn in which it was developed, then on every production', () => {
    let s = given(R, {
      active: 'romans',
      blank: true,
      rondel: { romans: 'marmor', carthaginians: null },
      cities: { brundisium: { owner: 'romans', resource: 'iron' } },
      stock: { romans: { gold: R.knowHows.items.moneta.price.first } },
    });
    s = play(R, s, { type: 'rondel.select', field: 'scientia' }, { type: 'knowhow.develop', knowHow: 'moneta' }).state;
    expect(s.nation.romans.knowHows).not.toContain('moneta');
    s = endTurn(R, s);
    expect(s.nation.romans.knowHows).toContain('moneta');
    s = takeDueCards(R, s); // the Carthaginians' card for the Romans' scholar (D-PERS-08)
    expect(s.nations[s.turn.active]).toBe('carthaginians');
    s = takeDueCards(R, endTurn(R, play(R, s, { type: 'rondel.select', field: 'templum' }).state));
    expect(s.nations[s.turn.active]).toBe('romans');
    s = play(R, s, { type: 'rondel.select', field: 'ferrum' }).state; // SCIENTIA → FERRUM: 2 fields, free
    expect(stockOf(s, 'romans')).toMatchObject({ iron: 1 + 1, coin: 1, gold: 0 });
  });

  it('D-SUP-03/D-PROD-04: with no coin in the bank the player takes a resource chip of his choice instead', () => {
    const g: Given = { bankCoins: 0, cities: { brundisium: { owner: 'romans', resource: 'iron' } } };
    const s = given(R, { active: 'romans', blank: true, rondel: { romans: null }, ...g });
    expect(isLegal(R, s, { type: 'rondel.select', field: 'ferrum', substitute: 'marble' })).toBe(true);
    const state = romansProduce('ferrum', g, R, 'marble');
    expect(stockOf(state, 'romans')).toEqual({ marble: 1, iron: 1, gold: 0, coin: 0 });
    expect(state.bank.coins).toBe(0);
  });

  it('D-COMP-06/AMB-D15: with a limited bank the production coin comes out of it', () => {
    const state = romansProduce('aurum', { bankCoins: 5 });
    expect(stockOf(state, 'romans').coin).toBe(1);
    expect(state.bank.coins).toBe(4);
  });

  it('D-PROD-06/D-MOV-10: enemy units in a city\'s region do not reduce its production', () => {
    const state = romansProduce('ferrum', {
      cities: { brundisium: { owner: 'romans', resource: 'iron' } },
      units: { brundisium: { carthaginians: { legion: 3, galley: 2 } } },
    });
    expect(stockOf(state, 'romans').iron).toBe(1);
  });

  it('D-COIN-02/D-OVR-09: only production gives coins; other fields and the round give none', () => {
    let s = given(R, { active: 'romans', rondel: { romans: null, carthaginians: null }, stock: { romans: {}, carthaginians: {} } });
    s = endTurn(R, play(R, s, { type: 'rondel.select', field: 'templum' }).state);
    s = endTurn(R, play(R, s, { type: 'rondel.select', field: 'militia' }).state);
    expect(s.nations[s.turn.active]).toBe('romans');
    expect(stockOf(s, 'romans').coin).toBe(0);
    expect(stockOf(s, 'carthaginians').coin).toBe(0);
  });
});
