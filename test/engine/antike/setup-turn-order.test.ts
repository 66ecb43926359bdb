import { describe, expect, it } from 'vitest';
import { createGame, legalMoves, result } from '../../../engine/index';
import { play, refused, ruleset } from '../../helpers/game';
import { checkInvariants } from '../../helpers/invariants';
import { east, endTurn, holdPersonages, onTurn, quietTurn } from '../../scenarios/antike/support';

const r = east();
const west = ruleset('antike-west');

describe('set-up and turn order (A-SET, A-TURN)', () => {
  it('A-SET-05: East nations by count: Greeks, Persians, Arabs always; Phoenicians from 4 (and with 2 players); Egyptians from 5; Babylonians at 6', () => {
    const set = (players: number) => [...createGame(r, { seed: 1, players }).nations].sort();
    expect(set(3)).toEqual(['arabs', 'greeks', 'persians']);
    expect(set(4)).toEqual(['arabs', 'greeks', 'persians', 'phoenicians']);
    expect(set(2)).toEqual(set(4));
    expect(set(5)).toEqual(['arabs', 'egyptians', 'greeks', 'persians', 'phoenicians']);
    expect(set(6)).toEqual(['arabs', 'babylonians', 'egyptians', 'greeks', 'persians', 'phoenicians']);
  });

  it('A-SET-04: West nations by count: Greeks, Romans, Germanic tribes always; Phoenicians from 4; Carthaginians from 5; Persians at 6', () => {
    const set = (players: number) => [...createGame(west, { seed: 1, players }).nations].sort();
    expect(set(3)).toEqual(['germanic-tribes', 'greeks', 'romans']);
    expect(set(4)).toEqual(['germanic-tribes', 'greeks', 'phoenicians', 'romans']);
    expect(set(2)).toEqual(set(4));
    expect(set(5)).toEqual(['carthaginians', 'germanic-tribes', 'greeks', 'phoenicians', 'romans']);
    expect(set(6)).toEqual(['carthaginians', 'germanic-tribes', 'greeks', 'persians', 'phoenicians', 'romans']);
  });

  it('A-SET-10: the start nation is the red-dot nation of the lineup: with 4 nations the Phoenicians, on both boards', () => {
    for (const rules of [r, west]) {
      for (const players of [2, 3, 4, 5, 6]) {
        const s = createGame(rules, { seed: players, players });
        expect(s.nations[0]).toBe(rules.map.lineups[String(players)].startNation);
      }
      expect(createGame(rules, { seed: 9, players: 4 }).nations[0]).toBe('phoenicians');
    }
  });

  it('A-SET-10/AMB-A14: the start nation does not depend on the seed (no random draw)', () => {
    for (const seed of [1, 2, 3, 42]) expect(createGame(r, { seed, players: 5 }).nations[0]).toBe('egyptians');
  });

  it('A-TURN-03: turns go round the table in the lineup order from the start nation; a round ends after the last', () => {
    let s = createGame(r, { seed: 1, players: 6 });
    const lineup = r.map.lineups['6'].nations;
    const start = lineup.indexOf('babylonians');
    const expected = [...lineup.slice(start), ...lineup.slice(0, start)];
    expect(s.nations).toEqual(expected);
    const seen: string[] = [];
    for (let i = 0; i < 7; i++) {
      seen.push(onTurn(s));
      s = quietTurn(r, s);
    }
    expect(seen).toEqual([...expected, expected[0]]);
    expect(s.turn.round).toBe(2);
  });

  it('A-SET-07/08/09/11: each nation starts with 1 iron, 2 marble, 3 gold, 17 legions, 17 galleys, one marble, one iron and one gold city, no units on the board', () => {
    for (const players of [3, 4, 5, 6]) {
      const s = createGame(r, { seed: 1, players });
      expect(s.units).toEqual({});
      for (const n of s.nations) {
        expect(s.nation[n].stock).toMatchObject({ marble: 2, iron: 1, gold: 3 });
        expect(s.nation[n].supply).toEqual({ legion: 17, galley: 17 });
        const own = Object.values(s.cities).filter((c) => c.owner === n);
        expect(own.map((c) => c.resource).sort()).toEqual(['gold', 'iron', 'marble']);
        expect(own.every((c) => !c.founded && !c.temple)).toBe(true);
      }
      expect(checkInvariants(r, s)).toEqual([]);
    }
  });
});

describe('the standard 2-player game: two nations each (A-SET-12, AMB-A08)', () => {
  const two = ruleset('antike-two-players');

  it('A-SET-12: East: one player runs Persians + Phoenicians, the other Greeks + Arabs; West: Romans + Phoenicians against Germanic tribes + Greeks', () => {
    const e = createGame(two, { seed: 1, players: 2 });
    expect(e.controllers.map((c) => [...c].sort())).toEqual([['persians', 'phoenicians'], ['arabs', 'greeks']]);
    const w = createGame(west, { seed: 1, players: 2 });
    expect(w.controllers.map((c) => [...c].sort())).toEqual([['phoenicians', 'romans'], ['germanic-tribes', 'greeks']]);
  });

  it('A-SET-12: the four nations take separate turns with separate stocks, supplies and stones; the Phoenicians start', () => {
    let s = createGame(two, { seed: 1, players: 2 });
    expect(s.nations).toHaveLength(4);
    expect(s.nations[0]).toBe('phoenicians');
    const order: string[] = [];
    for (let i = 0; i < 4; i++) {
      order.push(onTurn(s));
      s = quietTurn(two, s);
    }
    expect([...order].sort()).toEqual(['arabs', 'greeks', 'persians', 'phoenicians']);
    for (const n of s.nations) {
      expect(s.nation[n].supply).toEqual({ legion: 17, galley: 17 });
      expect(s.nation[n].cityStones).toBe(22);
      expect(s.nation[n].stock.coin).toBe(2);
    }
  });

  it('A-SET-12: a player\'s second nation cannot act in its partner\'s turn', () => {
    const s = createGame(two, { seed: 1, players: 2 });
    const partner = s.controllers.find((c) => c.includes('phoenicians'))!.find((n) => n !== 'phoenicians')!;
    refused(two, s, { type: 'rondel.select', field: 'gold', nation: partner } as never, 'move/not-your-turn');
    play(two, s, { type: 'rondel.select', field: 'gold', nation: 'phoenicians' } as never);
  });

  it('A-SET-12: personages stay with the nation that earned them; the first nation to 9 wins alone', () => {
    const s = createGame(two, { seed: 1, players: 2 });
    holdPersonages(s, 'phoenicians', { general: 7, citizen: 1 });
    holdPersonages(s, 'persians', { king: 1 });
    s.nation.phoenicians.stock.gold = 7;
    // The Phoenicians buy a new know-how: a scholar, their 9th personage.
    const done = endTurn(two, play(two, s, { type: 'rondel.select', field: 'know-how' }, { type: 'knowhow.develop', knowHow: 'wheel', payment: { gold: 7 } }).state);
    expect(done.nation.phoenicians.personages).toEqual({ general: 7, citizen: 1, scholar: 1 });
    expect(done.nation.persians.personages).toEqual({ king: 1 });
    expect(result(done)).toMatchObject({ over: true, winner: 'phoenicians' });
  });
});

describe('variation: longer game (A-VAR-01)', () => {
  const longer = ruleset('antike-longer-game');

  it('A-VAR-01: each nation chooses 1 of the 3 start cities on its card, in turn order, before round 1', () => {
    let s = createGame(longer, { seed: 1, players: 4 });
    expect(s.turn.phase).toBe('choose-start');
    expect(s.cities).toEqual({});
    expect(s.pending.map((d) => d.nation)).toEqual(s.nations);
    const first = s.nations[0];
    const options = legalMoves(longer, s).map((m) => (m as { region: string }).region).sort();
    expect(options).toEqual([...longer.map.lineups['4'].startCities[first]].sort());
    refused(longer, s, { type: 'start.choose', region: 'babylon' }, 'move/not-a-start-city');
    for (const n of s.nations) s = play(longer, s, { type: 'start.choose', region: longer.map.lineups['4'].startCities[n][1] }).state;
    expect(s.turn.phase).toBe('rondel');
    for (const n of s.nations) {
      expect(Object.values(s.cities).filter((c) => c.owner === n)).toHaveLength(1);
      expect(s.nation[n].cityStones).toBe(24);
      // AMB-A01: the round-1 coin comes once the game starts.
      expect(s.nation[n].stock.coin).toBe(1);
    }
    expect(checkInvariants(longer, s)).toEqual([]);
  });
});

describe('variation: 2 players, one nation each with double material (A-SET-13, AMB-A07)', () => {
  const double = ruleset('antike-two-players-double');

  it('A-SET-13: two nations with 34 legions, 34 galleys and 50 stones; 3 start cities each, chosen one at a time; target 15', () => {
    let s = createGame(double, { seed: 1, players: 2 });
    expect(s.nations).toHaveLength(2);
    for (const n of s.nations) {
      expect(s.nation[n].supply).toEqual({ legion: 34, galley: 34 });
      expect(s.nation[n].cityStones).toBe(50);
    }
    expect(s.pending.map((d) => d.nation)).toEqual([s.nations[0], s.nations[1], s.nations[0], s.nations[1], s.nations[0], s.nations[1]]);
    while (s.pending.length) s = play(double, s, legalMoves(double, s)[0]).state;
    for (const n of s.nations) expect(Object.values(s.cities).filter((c) => c.owner === n)).toHaveLength(3);
    expect(checkInvariants(double, s)).toEqual([]);
  });

  it('A-SET-13: a coin flip decides the start player: over seeds either nation may start', () => {
    const starters = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((seed) => createGame(double, { seed, players: 2 }).nations[0]));
    expect([...starters].sort()).toEqual(['greeks', 'persians']);
  });
});

describe('variation: three players to 12 (A-VAR-02)', () => {
  it('A-VAR-02: the option is for exactly 3 players', () => {
    const twelve = ruleset('antike-three-players-12');
    expect(twelve.players).toEqual({ min: 3, max: 3 });
    expect(() => createGame(twelve, { seed: 1, players: 4 })).toThrow(/player/);
  });
});

