import { describe, expect, it } from 'vitest';
import type { Given } from '../../helpers/game';
import { isLegal, play, refused } from '../../helpers/game';
import { checkInvariants } from '../../helpers/invariants';
import { blank4, east, endTurn, GREEN, quietUntil, RED } from '../../scenarios/antike/support';

const r = east();

/** Red on TEMPLE with Susa and Babylon; Ninive (between them) is green's, with a temple. */
function templeTurn(g: Given = {}) {
  const s = blank4(r, RED, {
    cities: {
      susa: { owner: RED, resource: 'gold' },
      babylon: { owner: RED, resource: 'marble' },
      ninive: { owner: GREEN, resource: 'iron', temple: true },
      artaxata: { owner: GREEN, resource: 'marble', temple: true },
    },
    stock: { [RED]: { marble: 10 } },
    ...g,
  });
  return play(r, s, { type: 'rondel.select', field: 'temple' }).state;
}

describe('TEMPLE (A-TEMP)', () => {
  it('A-TEMP-01: a temple costs 5 marble', () => {
    const { state } = play(r, templeTurn(), { type: 'temple.build', region: 'susa' });
    expect(state.cities.susa.temple).toBe(true);
    expect(state.nation[RED].stock.marble).toBe(5);
  });

  it('A-TEMP-01: no adjacency surcharge: Susa borders two temples and still costs exactly 5', () => {
    expect(r.map.regions.susa.borders).toMatchObject({ ninive: 'red', artaxata: 'red' });
    const s = templeTurn({ stock: { [RED]: { marble: 5 } } });
    const { state } = play(r, s, { type: 'temple.build', region: 'susa' });
    expect(state.nation[RED].stock).toEqual({ marble: 0, iron: 0, gold: 0, coin: 0 });
  });

  it('A-TEMP-01: 4 marble are not enough; coins make up the difference', () => {
    refused(r, templeTurn({ stock: { [RED]: { marble: 4 } } }), { type: 'temple.build', region: 'susa' }, 'move/insufficient-resources');
    const { state } = play(r, templeTurn({ stock: { [RED]: { marble: 3, coin: 2 } } }), { type: 'temple.build', region: 'susa' });
    expect(state.nation[RED].stock).toEqual({ marble: 0, iron: 0, gold: 0, coin: 0 });
  });

  it('A-TEMP-01: only marble (or coins) pay for a temple: gold does not', () => {
    const s = templeTurn({ stock: { [RED]: { gold: 5 } } });
    refused(r, s, { type: 'temple.build', region: 'susa' }, 'move/insufficient-resources');
    refused(r, s, { type: 'temple.build', region: 'susa', payment: { gold: 5 } }, 'move/insufficient-resources');
  });

  it('A-TEMP-02: a city has at most one temple, and temples go only in own cities', () => {
    const built = play(r, templeTurn(), { type: 'temple.build', region: 'susa' }).state;
    refused(r, built, { type: 'temple.build', region: 'susa' }, 'move/has-temple');
    refused(r, templeTurn(), { type: 'temple.build', region: 'ninive' }, 'move/not-own-city');
    refused(r, templeTurn(), { type: 'temple.build', region: 'rhagai' }, 'move/not-own-city');
  });

  it('A-TEMP-02/A-SET-02: the bank has 20 temples; with all 20 on the board no more can be built', () => {
    expect(r.supply.temples).toBe(20);
    const s = templeTurn();
    expect(s.bank.temples).toBe(18);
    s.bank.temples = 0;
    expect(refused(r, s, { type: 'temple.build', region: 'susa' }, 'move/no-temples')).toMatch(/20/);
    expect(isLegal(r, s, { type: 'temple.build', region: 'susa' })).toBe(false);
  });

  it('A-TEMP-02: a temple destroyed by a conquest returns to the bank and can be built again', () => {
    const s = blank4(r, RED, {
      cities: { susa: { owner: RED, resource: 'gold' }, ninive: { owner: GREEN, resource: 'iron', temple: true }, athen: { owner: GREEN, resource: 'gold' } },
      units: { ninive: { [RED]: { legion: 3 } } },
      stock: { [RED]: { marble: 8 } },
    });
    // As if the other 19 temples stood elsewhere: the bank is empty.
    s.bank.temples = 0;
    let t = play(r, s, { type: 'rondel.select', field: 'maneuver-1' }, { type: 'city.conquer', region: 'ninive' }).state;
    expect(t.bank.temples).toBe(1);
    t = quietUntil(r, endTurn(r, t), RED);
    // MANEUVER → TEMPLE is 6 fields: 3 resources.
    t = play(r, t, { type: 'rondel.select', field: 'temple', payment: { marble: 3 } }, { type: 'temple.build', region: 'susa' }).state;
    expect(t.cities.susa.temple).toBe(true);
    expect(t.bank.temples).toBe(0);
  });

  it('A-TEMP-01 [derived]: a nation may build temples in several of its cities in one TEMPLE action', () => {
    const { state } = play(r, templeTurn(), { type: 'temple.build', region: 'susa' }, { type: 'temple.build', region: 'babylon' });
    expect(state.cities.susa.temple && state.cities.babylon.temple).toBe(true);
    expect(state.nation[RED].stock.marble).toBe(0);
    expect(checkInvariants(r, state)).toEqual([]);
  });

  it('A-TEMP-04: Antike has no town walls', () => {
    expect(r.actions.build.townWall).toBeUndefined();
    refused(r, templeTurn(), { type: 'wall.build', region: 'susa' }, 'move/not-now');
  });

  it('A-TEMP-03: a temple triples the city\'s production (3 instead of 1)', () => {
    const s = blank4(r, RED, { cities: { susa: { owner: RED, resource: 'gold', temple: true } } });
    expect(play(r, s, { type: 'rondel.select', field: 'gold' }).state.nation[RED].stock.gold).toBe(3);
  });
});
