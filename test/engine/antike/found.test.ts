import { describe, expect, it } from 'vitest';
import { applyMove, createGame, type GameState } from '../../../engine/index';
import type { Given } from '../../helpers/game';
import { isLegal, play, refused } from '../../helpers/game';
import { checkInvariants } from '../../helpers/invariants';
import { blank4, east, GREEN, RED } from '../../scenarios/antike/support';

const r = east();

/** Red in step 2 (founding) after a quiet KNOW-HOW action. */
function founding(g: Given): GameState {
  const s = blank4(r, RED, { stock: { [RED]: { marble: 3, iron: 3, gold: 3 } }, ...g });
  const state = play(r, s, { type: 'rondel.select', field: 'know-how' }, { type: 'phase.end' }).state;
  expect(state.turn.phase).toBe('found');
  return state;
}

describe('founding cities (A-FOUND)', () => {
  it('A-FOUND-02/03: a city costs 1 marble + 1 iron + 1 gold and takes the resource printed in the province', () => {
    const s = founding({ units: { babylon: { [RED]: { legion: 1 } } } });
    const state = play(r, s, { type: 'city.found', region: 'babylon' }).state;
    expect(state.cities.babylon).toEqual({ owner: RED, resource: r.map.regions.babylon.citySite!.resource, temple: false, wall: false, founded: true });
    expect(state.cities.babylon.resource).toBe('marble');
    expect(state.nation[RED].stock).toEqual({ marble: 2, iron: 2, gold: 2, coin: 0 });
    expect(state.nation[RED].cityStones).toBe(s.nation[RED].cityStones - 1);
    expect(checkInvariants(r, state)).toEqual([]);
  });

  it('A-FOUND-03: the founder has no choice of resource: naming another one never changes the printed one', () => {
    const s = founding({ units: { babylon: { [RED]: { legion: 1 } } } });
    const result = applyMove(r, s, { type: 'city.found', region: 'babylon', resource: 'gold' });
    if (result.ok) expect(result.state.cities.babylon.resource).toBe('marble');
  });

  it('A-FOUND-03: no adjacency surcharge: a marble site next to marble cities still costs 1 + 1 + 1', () => {
    // Babylon (marble) borders Charax, Gerrha, Ninive, Palmyra, Susa, Taima; Rhagai and Artaxata are marble elsewhere.
    const s = founding({
      units: { susa: { [RED]: { legion: 1 } } },
      cities: { artaxata: { owner: GREEN, resource: 'marble' }, rhagai: { owner: GREEN, resource: 'marble' }, babylon: { owner: RED, resource: 'marble' } },
      stock: { [RED]: { marble: 1, iron: 1, gold: 1 } },
    });
    expect(r.map.regions.susa.borders).toMatchObject({ artaxata: 'red', rhagai: 'red', babylon: 'red' });
    const state = play(r, s, { type: 'city.found', region: 'susa' }).state;
    expect(state.nation[RED].stock).toEqual({ marble: 0, iron: 0, gold: 0, coin: 0 });
  });

  it('A-FOUND-02: coins stand in for missing chips; without enough the city is refused', () => {
    const s = founding({ units: { babylon: { [RED]: { legion: 1 } } }, stock: { [RED]: { gold: 1, coin: 2 } } });
    expect(play(r, s, { type: 'city.found', region: 'babylon' }).state.nation[RED].stock).toEqual({ marble: 0, iron: 0, gold: 0, coin: 0 });
    const poor = founding({ units: { babylon: { [RED]: { legion: 1 } } }, stock: { [RED]: { gold: 3, marble: 3 } } });
    refused(r, poor, { type: 'city.found', region: 'babylon' }, 'move/insufficient-resources');
  });

  it('A-FOUND-01: a city needs one of the nation\'s own units, legion or galley, in the province', () => {
    const s = founding({ units: { babylon: { [GREEN]: { legion: 2 } }, knossos: { [RED]: { galley: 1 } } } });
    refused(r, s, { type: 'city.found', region: 'babylon' }, 'move/no-presence');
    refused(r, s, { type: 'city.found', region: 'palmyra' }, 'move/no-presence');
    const { state } = play(r, s, { type: 'city.found', region: 'knossos' });
    expect(state.cities.knossos).toMatchObject({ owner: RED, resource: 'iron' });
  });

  it('A-FOUND-01: foreign units do not prevent founding', () => {
    const s = founding({ units: { babylon: { [RED]: { legion: 1 }, [GREEN]: { legion: 5 } } } });
    expect(play(r, s, { type: 'city.found', region: 'babylon' }).state.cities.babylon.owner).toBe(RED);
  });

  it('A-COMP-03/A-FOUND-03: every province has a site, but only one city: an occupied site is refused', () => {
    for (const region of Object.values(r.map.regions)) expect(region.citySite?.resource).toMatch(/^(marble|iron|gold)$/);
    expect(Object.keys(r.map.regions)).toHaveLength(50);
    const s = founding({ units: { babylon: { [RED]: { legion: 1 } } }, cities: { babylon: { owner: GREEN, resource: 'marble' } } });
    refused(r, s, { type: 'city.found', region: 'babylon' }, 'move/site-taken');
  });

  it('A-FOUND-01: several cities may be founded in one step 2', () => {
    const s = founding({ units: { babylon: { [RED]: { legion: 1 } }, palmyra: { [RED]: { legion: 1 } }, taima: { [RED]: { legion: 1 } } } });
    const state = play(r, s, { type: 'city.found', region: 'babylon' }, { type: 'city.found', region: 'palmyra' }, { type: 'city.found', region: 'taima' }).state;
    expect(['babylon', 'palmyra', 'taima'].map((id) => state.cities[id].resource)).toEqual(['marble', 'gold', 'iron']);
    expect(state.nation[RED].stock).toEqual({ marble: 0, iron: 0, gold: 0, coin: 0 });
  });

  it('A-TURN-04: founding is step 2 of every turn, after any action (here a production), never during the action', () => {
    const s = blank4(r, RED, { units: { babylon: { [RED]: { legion: 1 } } }, stock: { [RED]: { marble: 1, iron: 1, gold: 1 } } });
    const arming = play(r, s, { type: 'rondel.select', field: 'arming' }).state;
    refused(r, arming, { type: 'city.found', region: 'babylon' }, 'move/not-now');
    const produced = play(r, s, { type: 'rondel.select', field: 'gold' }).state;
    expect(produced.turn.phase).toBe('found');
    expect(isLegal(r, produced, { type: 'city.found', region: 'babylon' })).toBe(true);
  });

  it('A-SET-08/A-FOUND-04: 25 city stones per nation: 22 in hand after the 3 start cities; none left, none founded', () => {
    expect(r.supply.cityStonesPerNation).toBe(25);
    const g = createGame(r, { seed: 1, players: 6 });
    for (const n of g.nations) expect(g.nation[n].cityStones).toBe(22);
    const s = founding({ units: { babylon: { [RED]: { legion: 1 } } } });
    s.nation[RED].cityStones = 0;
    refused(r, s, { type: 'city.found', region: 'babylon' }, 'move/no-city-stones');
  });
});
