import { describe, expect, it } from 'vitest';
import { createGame, result, score, victoryTarget, type GameState } from '../../../engine/index';
import type { Ruleset } from '../../../engine/ruleset/types';
import { given, play, ruleset } from '../../helpers/game';
import { east, endTurn, holdPersonages, onTurn, unitsIn } from './support';

const r = east();

describe('T-A-23 targets by nation count', () => {
  const cases: [number, number][] = [
    [3, 10],
    [4, 9],
    [5, 8],
    [6, 7],
  ];
  for (const [players, target] of cases) {
    it(`needs ${target} personages with ${players} nations, on both boards (T-A-23, A-GOAL-01)`, () => {
      for (const id of ['antike-east', 'antike-west']) {
        const s = createGame(ruleset(id), { seed: 1, players });
        expect(s.nations).toHaveLength(players);
        expect(victoryTarget(ruleset(id), s)).toBe(target);
      }
    });
  }

  it('needs 9 for any one of the 4 nations in the standard 2-player game (T-A-23, A-SET-12, A-VAR-05)', () => {
    for (const id of ['antike-east', 'antike-two-players']) {
      const s = createGame(ruleset(id), { seed: 1, players: 2 });
      expect(s.nations).toHaveLength(4);
      expect(victoryTarget(ruleset(id), s)).toBe(9);
    }
  });

  it('needs 15 in the alternative 2-player game (one nation each, double material) (T-A-23, A-SET-13)', () => {
    const x = ruleset('antike-two-players-double');
    const s = createGame(x, { seed: 1, players: 2 });
    expect(s.nations).toHaveLength(2);
    expect(victoryTarget(x, s)).toBe(15);
  });

  it('needs 12 with the three-player option (T-A-23, A-VAR-02, AMB-A06)', () => {
    const x = ruleset('antike-three-players-12');
    expect(victoryTarget(x, createGame(x, { seed: 1, players: 3 }))).toBe(12);
  });

  /** The nation on turn holds `held` personages and gains one more (a king for its 5th city) this turn. */
  function oneMore(rules: Ruleset, players: number, held: number): GameState {
    const s = given(rules, { players, blank: true });
    const me = onTurn(s);
    const sites = ['saba', 'adane', 'moscha', 'ommana', 'gerrha'];
    for (const id of sites.slice(0, 4)) s.cities[id] = { owner: me, resource: rules.map.regions[id].citySite!.resource!, temple: false, wall: false, founded: true };
    s.nation[me].cityStones -= 4;
    s.units.gerrha = { [me]: { legion: 1 } };
    s.nation[me].supply.legion--;
    s.nation[me].stock = { marble: 1, iron: 1, gold: 1, coin: 0 };
    holdPersonages(s, me, { scholar: Math.min(held, 8), general: Math.max(0, held - 8) });
    s.nation[me].rondel = null;
    return endTurn(rules, play(rules, s, { type: 'rondel.select', field: 'know-how' }, { type: 'phase.end' }, { type: 'city.found', region: 'gerrha' }).state);
  }

  it('ends the game at the end of the turn the target is reached, and not one personage earlier (T-A-23, A-GOAL-01, A-GOAL-08)', () => {
    for (const [players, target] of cases) {
      const below = oneMore(r, players, target - 2);
      expect(result(below).over).toBe(false);
      const reached = oneMore(r, players, target - 1);
      expect(result(reached)).toMatchObject({ over: true });
      expect(reached.nation[reached.result!.winner!].personages.king).toBe(1);
    }
  });

  it('lets 11 personages not win in the three-player option, 12 win (T-A-23, A-VAR-02)', () => {
    const x = ruleset('antike-three-players-12');
    expect(result(oneMore(x, 3, 10)).over).toBe(false);
    expect(result(oneMore(x, 3, 11)).over).toBe(true);
  });
});

describe('T-A-23 the standard 2-player game', () => {
  it('counts each nation on its own: 5 + 5 personages of one player\'s two nations do not win (T-A-23, A-SET-12)', () => {
    const s = given(r, { players: 2 });
    const [a, b] = s.controllers[0];
    holdPersonages(s, a, { scholar: 5 });
    holdPersonages(s, b, { king: 1, general: 4 });
    expect(s.nation[a].personages).toEqual({ scholar: 5 });
    const done = endTurn(r, play(r, s, { type: 'rondel.select', field: 'know-how' }).state);
    expect(result(done).over).toBe(false);
  });

  it('ends the game as soon as any one of the four nations has 9 (T-A-23, A-SET-12)', () => {
    const s = given(r, { players: 2, blank: true });
    const me = onTurn(s);
    s.cities.tyros = { owner: 'greeks', resource: 'iron', temple: true, wall: false, founded: true };
    s.cities.athen = { owner: 'greeks', resource: 'gold', temple: false, wall: false, founded: true };
    s.nation.greeks.cityStones -= 2;
    s.bank.temples--;
    s.units.tyros = { [me]: { galley: 3 } };
    s.nation[me].supply.galley -= 3;
    holdPersonages(s, me, { scholar: 8 });
    const done = endTurn(r, play(r, s, { type: 'rondel.select', field: 'maneuver-1' }, { type: 'city.conquer', region: 'tyros' }).state);
    expect(result(done)).toMatchObject({ over: true, winner: me });
  });
});

describe('T-A-24 military variation scoring', () => {
  const m = ruleset('antike-military');

  it('has targets 8/9/11/13 VP for 6/5/4/3 nations (T-A-24, A-VAR-04)', () => {
    for (const [players, target] of [[6, 8], [5, 9], [4, 11], [3, 13]]) expect(victoryTarget(m, createGame(m, { seed: 1, players }))).toBe(target);
  });

  it('scores 2 generals and 5 other personages as 2×2 + 5 = 9 VP (T-A-24, A-VAR-04)', () => {
    const s = given(m, { players: 5 });
    const me = onTurn(s);
    holdPersonages(s, me, { general: 2, king: 2, scholar: 2, citizen: 1 });
    expect(score(m, s, me)).toBe(9);
    // The base game counts personages: 7.
    expect(score(r, s, me)).toBe(7);
  });

  /** 5 nations: the nation on turn holds 1 general + 5 others (7 VP), destroys a temple in Tyros. */
  function templeRaid(rules: Ruleset): GameState {
    const s = given(rules, { players: 5, blank: true });
    const me = onTurn(s);
    const other = s.nations[1];
    s.cities.tyros = { owner: other, resource: 'iron', temple: true, wall: false, founded: true };
    s.cities.athen = { owner: other, resource: 'gold', temple: false, wall: false, founded: true };
    s.nation[other].cityStones -= 2;
    s.bank.temples--;
    s.units.tyros = { [me]: { galley: 3 } };
    s.nation[me].supply.galley -= 3;
    holdPersonages(s, me, { general: 1, king: 2, scholar: 2, citizen: 1 });
    const done = endTurn(rules, play(rules, s, { type: 'rondel.select', field: 'maneuver-1' }, { type: 'city.conquer', region: 'tyros' }).state);
    expect(unitsIn(done, 'tyros', me)).toEqual({});
    return done;
  }

  it('wins with 9 VP after a second general, with 5 nations (T-A-24, A-VAR-04)', () => {
    const done = templeRaid(m);
    const winner = done.result?.winner;
    expect(winner).toBe(done.nations[0]);
    expect(score(m, done, winner!)).toBe(9);
    expect(done.result!.reason).toMatch(/victory points/);
  });

  it('does not win with the same 7 personages in the base game (target 8) (T-A-24 counter-case)', () => {
    expect(result(templeRaid(r)).over).toBe(false);
  });

  it('does not win with 2 generals + 4 others = 8 VP (T-A-24 counter-case)', () => {
    const s = given(m, { players: 5 });
    const me = onTurn(s);
    holdPersonages(s, me, { general: 2, king: 2, scholar: 2 });
    const done = endTurn(m, play(m, s, { type: 'rondel.select', field: 'know-how' }).state);
    expect(score(m, done, me)).toBe(8);
    expect(result(done).over).toBe(false);
  });

  it('has 42 victory points in all (T-A-24, A-VAR-04)', () => {
    const total = Object.values(m.personages.stacks).reduce((n, s) => n + s.count * (s.victoryPoints ?? 1), 0);
    expect(total).toBe(42);
  });
});
