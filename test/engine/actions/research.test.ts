import { describe, expect, it } from 'vitest';
import type { Given } from '../../helpers/game';
import { given, play, refused, ruleset, stockOf } from '../../helpers/game';
import { endTurn, quietTurn, takeDueCards, unitsAt } from './support';

const R = ruleset('antike-duellum');
const price = (k: string) => R.knowHows.items[k].price;

/** Romans on SCIENTIA (first turn: the stone is free). */
function onScientia(g: Given) {
  const s = given(R, { active: 'romans', blank: true, rondel: { romans: null }, ...g });
  return play(R, s, { type: 'rondel.select', field: 'scientia' }).state;
}

describe('SCIENTIA: know-hows and recruiting (D-SCI)', () => {
  it('D-SCI-03: the printed prices are kept: NAVIGATIO costs the second developer 3, COMMERCIUM the first developer 9', () => {
    expect(price('navigatio').later).toBe(3);
    expect(price('commercium').first).toBe(9);
  });

  it('D-SCI-02: the first developer pays the higher price', () => {
    for (const k of ['strata', 'navigatio', 'moneta', 'res-publica', 'commercium']) {
      expect(price(k).first, k).toBeGreaterThan(price(k).later);
      const { state } = play(R, onScientia({ stock: { romans: { gold: 20 } } }), { type: 'knowhow.develop', knowHow: k });
      expect(stockOf(state, 'romans').gold, k).toBe(20 - price(k).first);
    }
  });

  it('D-SCI-02: the second developer pays the lower price (NAVIGATIO: 3)', () => {
    const s = onScientia({ knowHows: { carthaginians: ['navigatio'] }, stock: { romans: { gold: 3 } } });
    const { state } = play(R, s, { type: 'knowhow.develop', knowHow: 'navigatio' });
    expect(stockOf(state, 'romans').gold).toBe(0);
  });

  it('D-SCI-05/D-PERS-04: developing a know-how first earns a scholar at the end of the turn; the second developer gets none', () => {
    const s = onScientia({ knowHows: { carthaginians: ['navigatio'] }, stock: { romans: { gold: 20 } } });
    let state = play(R, s, { type: 'knowhow.develop', knowHow: 'navigatio' }, { type: 'knowhow.develop', knowHow: 'strata' }).state;
    expect(state.nation.romans.personages.scholar ?? 0).toBe(0);
    state = endTurn(R, state);
    expect(state.nation.romans.personages).toEqual({ scholar: 1 });
    expect(state.stacks.scholar).toBe(R.personages.stacks.scholar.count - 1);
    // D-PERS-08: the opponent takes one event card for it.
    expect(state.pending).toEqual([{ kind: 'take-card', nation: 'carthaginians', reason: 'personage' }]);
  });

  it('D-SCI-06: several know-hows may be developed in one turn, in any order, each first one earning a scholar', () => {
    const gold = price('commercium').first + price('strata').first;
    const s = onScientia({ stock: { romans: { gold } } });
    const state = endTurn(R, play(R, s, { type: 'knowhow.develop', knowHow: 'commercium' }, { type: 'knowhow.develop', knowHow: 'strata' }).state);
    expect(state.nation.romans.personages.scholar).toBe(2);
    expect(stockOf(state, 'romans').gold).toBe(0);
  });

  it('D-SCI-07: a know-how counts as owned only from the end of the turn in which it is developed', () => {
    const s = onScientia({ stock: { romans: { gold: 20 } } });
    const during = play(R, s, { type: 'knowhow.develop', knowHow: 'res-publica' }).state;
    expect(during.nation.romans.knowHows).toEqual([]);
    expect(endTurn(R, during).nation.romans.knowHows).toEqual(['res-publica']);
  });

  it('D-SCI-09: a know-how can be owned only once', () => {
    const s = onScientia({ knowHows: { romans: ['strata'] }, stock: { romans: { gold: 20 } } });
    refused(R, s, { type: 'knowhow.develop', knowHow: 'strata' }, 'move/known');
    const once = play(R, s, { type: 'knowhow.develop', knowHow: 'moneta' }).state;
    refused(R, once, { type: 'knowhow.develop', knowHow: 'moneta' }, 'move/known');
  });

  it('D-SCI-10/D-COIN-01: coins stand in for gold; a shortfall is refused', () => {
    const s = onScientia({ stock: { romans: { gold: price('strata').first - 2, coin: 2 } } });
    expect(stockOf(play(R, s, { type: 'knowhow.develop', knowHow: 'strata' }).state, 'romans')).toMatchObject({ gold: 0, coin: 0 });
    const poor = onScientia({ stock: { romans: { gold: price('strata').first - 2, coin: 1, iron: 5 } } });
    refused(R, poor, { type: 'knowhow.develop', knowHow: 'strata' }, 'move/insufficient-resources');
  });

  it('D-SCI-08: recruiting costs 1 gold per legion and 2 gold per galley and moves units from the personal supply to the recruitment box', () => {
    const s = onScientia({ stock: { romans: { gold: 3 } } });
    const before = s.nation.romans;
    const { state } = play(R, s, { type: 'unit.recruit', unit: 'legion' }, { type: 'unit.recruit', unit: 'galley' });
    expect(stockOf(state, 'romans').gold).toBe(0);
    expect(state.nation.romans.supply).toEqual({ legion: before.supply.legion - 1, galley: before.supply.galley - 1 });
    expect(state.nation.romans.box).toEqual({ legion: before.box.legion + 1, galley: before.box.galley + 1 });
    refused(R, state, { type: 'unit.recruit', unit: 'legion' }, 'move/insufficient-resources');
  });

  it('D-SCI-01: know-hows and recruiting may be combined in one SCIENTIA action', () => {
    const s = onScientia({ stock: { romans: { gold: price('strata').first + 1 } } });
    const { state } = play(R, s, { type: 'knowhow.develop', knowHow: 'strata' }, { type: 'unit.recruit', unit: 'legion' });
    expect(stockOf(state, 'romans').gold).toBe(0);
  });

  it('D-SUP-01/D-SUP-08: with no legion left in the personal supply, no legion can be recruited', () => {
    const s = onScientia({ box: { romans: { legion: 12 } }, stock: { romans: { gold: 5 } } });
    expect(s.nation.romans.supply.legion).toBe(0);
    refused(R, s, { type: 'unit.recruit', unit: 'legion' }, 'move/supply-empty');
  });

  it('D-SCI-08/D-MIL-02: recruited units cannot be armed in the turn they are recruited, but can be on a later MILITIA', () => {
    let s = onScientia({
      cities: { roma: { owner: 'romans', resource: 'gold' }, neapolis: { owner: 'romans', resource: 'marble' } },
      box: { romans: { legion: 0, galley: 1 } },
      rondel: { romans: null, carthaginians: null },
      stock: { romans: { gold: 2, iron: 20 } },
    });
    s = play(R, s, { type: 'unit.recruit', unit: 'galley' }).state;
    expect(s.nation.romans.box.galley).toBe(2);
    refused(R, s, { type: 'unit.arm', region: 'roma', unit: 'galley' }, 'move/not-now');
    s = takeDueCards(R, endTurn(R, s));
    s = quietTurn(R, s, 'templum'); // the Carthaginians
    s = play(R, s, { type: 'rondel.select', field: 'militia' }).state;
    expect(s.turn.armable.galley).toBe(2);
    s = play(R, s, { type: 'unit.arm', region: 'roma', unit: 'galley' }, { type: 'unit.arm', region: 'neapolis', unit: 'galley' }).state;
    expect(unitsAt(s, 'roma', 'romans')).toEqual({ galley: 1 });
    expect(unitsAt(s, 'neapolis', 'romans')).toEqual({ galley: 1 });
  });

  it('refuses a know-how that does not exist', () => {
    refused(R, onScientia({ stock: { romans: { gold: 20 } } }), { type: 'knowhow.develop', knowHow: 'rota' }, 'move/unknown-know-how');
  });
});
