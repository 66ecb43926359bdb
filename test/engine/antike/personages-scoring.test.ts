import { describe, expect, it } from 'vitest';
import { result, score, type GameState } from '../../../engine/index';
import type { Ruleset } from '../../../engine/ruleset/types';
import { given, play, ruleset } from '../../helpers/game';
import { blank4, east, endTurn, GREEN, holdPersonages, RED } from '../../scenarios/antike/support';

const r = east();
const military = ruleset('antike-military');
const expert = ruleset('antike-expert');
const SEAS = ['knossos', 'paphos', 'athen', 'sparta', 'messana', 'cyrene', 'tyros', 'alexandria', 'ephesos', 'bycantium', 'leptis-magna', 'corniclanum', 'antiochia', 'attalia'];

/** Red, on a quiet KNOW-HOW turn, with galleys in the first `n` of SEAS (1 each). */
function fleet(n: number, extra: Record<string, Record<string, Record<string, number>>> = {}): GameState {
  const units: Record<string, Record<string, Record<string, number>>> = { ...extra };
  for (const id of SEAS.slice(0, n)) units[id] = { ...(units[id] ?? {}), [RED]: { galley: 1 } };
  return endTurn(r, play(r, blank4(r, RED, { units }), { type: 'rondel.select', field: 'know-how' }).state);
}

describe('personages (A-GOAL)', () => {
  it('A-COMP-05: 35 personages: 9 kings, 8 scholars, 7 generals, 6 citizens, 5 navigators', () => {
    const counts = Object.fromEntries(Object.entries(r.personages.stacks).map(([id, s]) => [id, s.count]));
    expect(counts).toEqual({ king: 9, scholar: 8, general: 7, citizen: 6, navigator: 5 });
  });

  it('A-GOAL-06: a navigator for 7 provinces holding an own galley at the end of the turn; 6 are not enough', () => {
    expect(fleet(7).nation[RED].personages).toEqual({ navigator: 1 });
    expect(fleet(6).nation[RED].personages).toEqual({});
  });

  it('A-GOAL-06: other nations\' galleys and own legions do not count; several own galleys in one province count once', () => {
    const s = fleet(6, { [SEAS[7]]: { [GREEN]: { galley: 1 }, [RED]: { legion: 1 } }, [SEAS[0]]: { [RED]: { galley: 3 } } });
    expect(s.nation[RED].personages).toEqual({});
  });

  it('A-GOAL-06/AMB-A09: the k-th navigator needs 7k provinces: 14 give 2', () => {
    expect(fleet(14).nation[RED].personages).toEqual({ navigator: 2 });
  });

  it('A-GOAL-05/A-GOAL-08: a citizen for the 3rd temple, at the end of the turn it is built', () => {
    const s = blank4(r, RED, {
      cities: { susa: { owner: RED, resource: 'gold', temple: true }, babylon: { owner: RED, resource: 'marble', temple: true }, ninive: { owner: RED, resource: 'iron' } },
      stock: { [RED]: { marble: 5 } },
    });
    const built = play(r, s, { type: 'rondel.select', field: 'temple' }, { type: 'temple.build', region: 'ninive' }).state;
    expect(built.nation[RED].personages).toEqual({});
    expect(endTurn(r, built).nation[RED].personages).toEqual({ citizen: 1 });
  });

  it('A-GOAL-08: personages are never lost: losing the temples keeps the citizen', () => {
    const s = blank4(r, GREEN, {
      cities: { susa: { owner: RED, resource: 'gold', temple: true }, babylon: { owner: RED, resource: 'marble', temple: true }, ninive: { owner: RED, resource: 'iron', temple: true } },
      units: { susa: { [GREEN]: { legion: 3 } } },
    });
    holdPersonages(s, RED, { citizen: 1 });
    const done = endTurn(r, play(r, s, { type: 'rondel.select', field: 'maneuver-1' }, { type: 'city.conquer', region: 'susa' }).state);
    expect(done.cities.susa.owner).toBe(GREEN);
    expect(done.nation[RED].personages).toEqual({ citizen: 1 });
    expect(done.nation[GREEN].personages).toEqual({ general: 1 });
  });

  it('A-GOAL-11: no personage from an empty stack, and nothing in its place', () => {
    const s = blank4(r, RED, {
      cities: { tyros: { owner: GREEN, resource: 'iron', temple: true }, athen: { owner: GREEN, resource: 'gold' } },
      units: { tyros: { [RED]: { galley: 3 } } },
    });
    s.stacks.general = 0;
    const done = endTurn(r, play(r, s, { type: 'rondel.select', field: 'maneuver-1' }, { type: 'city.conquer', region: 'tyros' }).state);
    expect(done.nation[RED].personages).toEqual({});
    expect(done.stacks).toEqual({ king: 9, scholar: 8, general: 0, citizen: 6, navigator: 5 });
  });

  it('A-GOAL-08: only the nation on turn collects personages, at the end of its own turn', () => {
    // Green has 5 cities all along but collects its king only at the end of its own turn.
    const s = blank4(r, RED, {
      cities: { susa: { owner: GREEN, resource: 'gold' }, babylon: { owner: GREEN, resource: 'marble' }, ninive: { owner: GREEN, resource: 'iron' }, palmyra: { owner: GREEN, resource: 'gold' }, taima: { owner: GREEN, resource: 'iron' } },
    });
    const redDone = endTurn(r, play(r, s, { type: 'rondel.select', field: 'know-how' }).state);
    expect(redDone.nation[GREEN].personages).toEqual({});
  });
});

describe('variations: military and expert (A-VAR-03, A-VAR-04)', () => {
  it('A-VAR-04: each general is worth 2 VP, every other personage 1', () => {
    const s = given(military, { players: 4 });
    const me = s.nations[0];
    holdPersonages(s, me, { general: 3, king: 1, scholar: 1, citizen: 1, navigator: 1 });
    expect(score(military, s, me)).toBe(10);
    expect(score(r, s, me)).toBe(7);
  });

  it('A-VAR-04: with 4 nations 10 VP do not win, 11 do', () => {
    const run = (held: Record<string, number>) => {
      const s = given(military, { players: 4, blank: true });
      const me = s.nations[0];
      s.cities.tyros = { owner: s.nations[1], resource: 'iron', temple: true, wall: false, founded: true };
      s.cities.athen = { owner: s.nations[1], resource: 'gold', temple: false, wall: false, founded: true };
      s.nation[s.nations[1]].cityStones -= 2;
      s.bank.temples--;
      s.units.tyros = { [me]: { galley: 3 } };
      s.nation[me].supply.galley -= 3;
      holdPersonages(s, me, held);
      return endTurn(military, play(military, s, { type: 'rondel.select', field: 'maneuver-1' }, { type: 'city.conquer', region: 'tyros' }).state);
    };
    // + a general (2): 8 → 10, then 9 → 11.
    expect(result(run({ general: 2, king: 2, scholar: 2 })).over).toBe(false);
    expect(result(run({ general: 2, king: 2, scholar: 3 })).over).toBe(true);
  });

  function allEight(rules: Ruleset): GameState {
    const s = blank4(rules, RED, { knowHows: { [RED]: ['wheel', 'sailing', 'market', 'monarchy', 'roads', 'navigation', 'currency'] }, stock: { [RED]: { gold: 10, marble: 4 } } });
    return play(rules, s, { type: 'rondel.select', field: 'know-how' }, { type: 'knowhow.develop', knowHow: 'democracy' }).state;
  }

  it('A-VAR-03: expert: all 8 know-hows give no extra personage (the scholar for a new one still comes)', () => {
    const done = endTurn(expert, allEight(expert));
    expect(done.nation[RED].personages).toEqual({ scholar: 1 });
    expect(done.pending).toEqual([]);
  });

  it('A-VAR-03: expert: the 2:1 trade stays', () => {
    const { state } = play(expert, allEight(expert), { type: 'trade', give: { marble: 4 }, get: { iron: 1, gold: 1 } });
    expect(state.nation[RED].stock).toMatchObject({ marble: 0, iron: 1, gold: 1 });
  });

  it('A-VAR-04: military: no personage for all 8 know-hows either; the base game gives one', () => {
    expect(endTurn(military, allEight(military)).nation[RED].personages).toEqual({ scholar: 1 });
    expect(endTurn(r, allEight(r)).nation[RED].personages).toEqual({ scholar: 1, king: 1 });
  });
});
