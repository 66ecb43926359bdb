import { describe, expect, it } from 'vitest';
import type { Given } from '../../helpers/game';
import { given, isLegal, play, refused, ruleset, stockOf } from '../../helpers/game';
import { unitsAt } from './support';

const R = ruleset('antike-duellum');

/** Romans at step 2 (founding) after an empty TEMPLUM action. */
function founding(g: Given) {
  const s = given(R, { active: 'romans', blank: true, rondel: { romans: null }, ...g });
  return play(R, s, { type: 'rondel.select', field: 'templum' }, { type: 'phase.end' }).state;
}

const romanCities = { neapolis: { owner: 'romans', resource: 'marble' as const }, brundisium: { owner: 'romans', resource: 'iron' as const } };
const basic = { marble: 1, iron: 1, gold: 1 };

describe('founding cities, turn step 2 (D-FOUND)', () => {
  it('D-FOUND-04/05: a city costs 1 marble, 1 iron and 1 gold; the founder chooses its resource and a bank token of that type is used', () => {
    const s = founding({ cities: romanCities, units: { ancona: { romans: { legion: 1 } } }, stock: { romans: basic } });
    const { state } = play(R, s, { type: 'city.found', region: 'ancona', resource: 'gold' });
    expect(state.cities.ancona).toMatchObject({ owner: 'romans', resource: 'gold', temple: false, wall: false });
    expect(stockOf(state, 'romans')).toEqual({ marble: 0, iron: 0, gold: 0, coin: 0 });
    expect(state.bank.cityTokens.gold).toBe(s.bank.cityTokens.gold! - 1);
  });

  it('D-FOUND-05: the founder must name the resource', () => {
    const s = founding({ cities: romanCities, units: { ancona: { romans: { legion: 1 } } }, stock: { romans: basic } });
    refused(R, s, { type: 'city.found', region: 'ancona' }, 'move/choose-resource');
  });

  it('D-FOUND-04/D-COIN-01: coins may substitute for missing chips', () => {
    const s = founding({ cities: romanCities, units: { ancona: { romans: { legion: 1 } } }, stock: { romans: { marble: 1, gold: 1, coin: 1 } } });
    expect(stockOf(play(R, s, { type: 'city.found', region: 'ancona', resource: 'gold' }).state, 'romans')).toEqual({ marble: 0, iron: 0, gold: 0, coin: 0 });
  });

  it('D-FOUND-03: a city needs at least one of the player\'s own units in the region; enemy units do not count', () => {
    const s = founding({ cities: romanCities, units: { cremona: { carthaginians: { legion: 1 } } }, stock: { romans: basic } });
    refused(R, s, { type: 'city.found', region: 'cremona', resource: 'gold' }, 'move/no-presence');
    refused(R, s, { type: 'city.found', region: 'croton', resource: 'gold' }, 'move/no-presence');
  });

  it('D-FOUND-03/08: enemy units do not prevent founding, and the founding unit stays', () => {
    const s = founding({ units: { ancona: { romans: { legion: 1 }, carthaginians: { galley: 2 } } }, stock: { romans: basic } });
    const { state } = play(R, s, { type: 'city.found', region: 'ancona', resource: 'gold' });
    expect(state.cities.ancona.owner).toBe('romans');
    expect(unitsAt(state, 'ancona', 'romans')).toEqual({ legion: 1 });
  });

  it('D-FOUND-02: cities are founded only on empty city sites, never in a sea region', () => {
    const s = founding({
      cities: { ...romanCities, ancona: { owner: 'carthaginians', resource: 'iron' } },
      units: { corsica: { romans: { galley: 1 } }, ancona: { romans: { legion: 1 } }, neapolis: { romans: { legion: 1 } } },
      stock: { romans: { marble: 3, iron: 3, gold: 3, coin: 3 } },
    });
    refused(R, s, { type: 'city.found', region: 'corsica', resource: 'gold' }, 'move/no-city-site');
    refused(R, s, { type: 'city.found', region: 'ancona', resource: 'gold' }, 'move/site-taken');
    refused(R, s, { type: 'city.found', region: 'neapolis', resource: 'gold' }, 'move/site-taken');
  });

  it('D-FOUND-06/D-OVR-13: 1 coin more per adjacent city producing the same resource, whoever owns it', () => {
    const s = founding({
      cities: { ...romanCities, cremona: { owner: 'carthaginians', resource: 'iron' } },
      units: { ancona: { romans: { legion: 1 } } },
      stock: { romans: { ...basic, coin: 2 } },
    });
    // Ancona borders Brundisium (Roman iron) and Cremona (Carthaginian iron).
    const { state } = play(R, s, { type: 'city.found', region: 'ancona', resource: 'iron' });
    expect(stockOf(state, 'romans')).toEqual({ marble: 0, iron: 0, gold: 0, coin: 0 });
    // No surcharge for a resource no neighbour produces.
    expect(stockOf(play(R, s, { type: 'city.found', region: 'ancona', resource: 'gold' }).state, 'romans').coin).toBe(2);
  });

  it('AMB-D05: the founding surcharge is paid in coins only; chips cannot stand in for a coin', () => {
    const s = founding({ cities: romanCities, units: { ancona: { romans: { legion: 1 } } }, stock: { romans: { marble: 2, iron: 2, gold: 2 } } });
    expect(isLegal(R, s, { type: 'city.found', region: 'ancona', resource: 'iron' })).toBe(false);
    refused(R, s, { type: 'city.found', region: 'ancona', resource: 'iron' }, 'move/insufficient-resources');
    refused(R, s, { type: 'city.found', region: 'ancona', resource: 'iron', payment: { marble: 2, iron: 1, gold: 1 } }, 'move/insufficient-resources');
  });

  it('D-FOUND-07: cities are founded one after another, and an earlier one counts toward the surcharge of a later one', () => {
    const s = founding({
      cities: romanCities,
      units: { ancona: { romans: { legion: 1 } }, cremona: { romans: { legion: 1 } } },
      stock: { romans: { marble: 2, iron: 2, gold: 2, coin: 1 } },
    });
    const first = play(R, s, { type: 'city.found', region: 'ancona', resource: 'iron' }).state; // Brundisium: 1 coin
    expect(stockOf(first, 'romans').coin).toBe(0);
    refused(R, first, { type: 'city.found', region: 'cremona', resource: 'iron' }, 'move/insufficient-resources'); // Ancona now counts
    const rich = founding({
      cities: romanCities,
      units: { ancona: { romans: { legion: 1 } }, cremona: { romans: { legion: 1 } } },
      stock: { romans: { marble: 2, iron: 2, gold: 2, coin: 2 } },
    });
    const { state } = play(R, rich, { type: 'city.found', region: 'ancona', resource: 'iron' }, { type: 'city.found', region: 'cremona', resource: 'iron' });
    expect(stockOf(state, 'romans')).toEqual({ marble: 0, iron: 0, gold: 0, coin: 0 });
  });

  it('D-SUP-05/D-COMP-04: no city of a type can be founded once all its tokens (10 gold) are on the board', () => {
    const gold = (owner: string) => ({ owner, resource: 'gold' as const });
    const s = founding({
      cities: {
        roma: gold('romans'), genua: gold('romans'), aquileia: gold('romans'), croton: gold('romans'), syracusae: gold('romans'),
        carthago: gold('carthaginians'), tacape: gold('carthaginians'), siga: gold('carthaginians'), tingis: gold('carthaginians'), massilia: gold('carthaginians'),
      },
      units: { lugdunum: { romans: { legion: 1 } } },
      stock: { romans: { marble: 3, iron: 3, gold: 3, coin: 3 } },
    });
    expect(s.bank.cityTokens.gold).toBe(0);
    refused(R, s, { type: 'city.found', region: 'lugdunum', resource: 'gold' }, 'move/no-city-tokens');
    expect(play(R, s, { type: 'city.found', region: 'lugdunum', resource: 'iron' }).state.cities.lugdunum.resource).toBe('iron');
  });

  it('D-TURN-03/04: founding follows any action, including units that just moved on DUELLUM', () => {
    const s = given(R, { active: 'romans', blank: true, rondel: { romans: null }, units: { roma: { romans: { legion: 1 } } }, stock: { romans: basic } });
    const moved = play(R, s, { type: 'rondel.select', field: 'duellum-1' }, { type: 'unit.move', from: 'roma', to: 'ancona', unit: 'legion' }, { type: 'phase.end' }, { type: 'phase.end' }).state;
    expect(moved.turn.phase).toBe('found');
    expect(play(R, moved, { type: 'city.found', region: 'ancona', resource: 'marble' }).state.cities.ancona.owner).toBe('romans');
    const produced = play(R, given(R, { active: 'romans', blank: true, rondel: { romans: null }, units: { ancona: { romans: { legion: 1 } } }, stock: { romans: basic } }), { type: 'rondel.select', field: 'aurum' }).state;
    expect(produced.turn.phase).toBe('found');
    expect(play(R, produced, { type: 'city.found', region: 'ancona', resource: 'marble' }).state.cities.ancona.owner).toBe('romans');
  });

  it('D-TURN-02: cities are not founded during the action step', () => {
    const s = given(R, { active: 'romans', blank: true, rondel: { romans: null }, units: { ancona: { romans: { legion: 1 } } }, stock: { romans: basic } });
    refused(R, play(R, s, { type: 'rondel.select', field: 'templum' }).state, { type: 'city.found', region: 'ancona', resource: 'gold' }, 'move/not-now');
  });
});
