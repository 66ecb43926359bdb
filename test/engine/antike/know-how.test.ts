import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../../engine/index';
import type { Given } from '../../helpers/game';
import { play, refused } from '../../helpers/game';
import { blank4, defence, east, endTurn, GREEN, PURPLE, RED, YELLOW } from '../../scenarios/antike/support';

const r = east();
const BASIC = ['wheel', 'sailing', 'market', 'monarchy'];
const SECONDARY: Record<string, string> = { roads: 'wheel', navigation: 'sailing', currency: 'market', democracy: 'monarchy' };

function knowHowTurn(g: Given = {}, gold = 30) {
  const s = blank4(r, RED, { stock: { [RED]: { gold } }, ...g });
  return play(r, s, { type: 'rondel.select', field: 'know-how' }).state;
}

describe('KNOW-HOW (A-KH)', () => {
  it('A-KH-02: 8 know-hows, 4 basic and 4 secondary, each secondary needing its basic (A-KH-03)', () => {
    expect(Object.keys(r.knowHows.items).sort()).toEqual([...BASIC, ...Object.keys(SECONDARY)].sort());
    for (const b of BASIC) expect(r.knowHows.items[b].requires ?? []).toEqual([]);
    for (const [s, b] of Object.entries(SECONDARY)) expect(r.knowHows.items[s].requires).toEqual([b]);
  });

  it('A-KH-04: a new basic costs 7 gold, a new secondary 10', () => {
    for (const b of BASIC) {
      const { state } = play(r, knowHowTurn(), { type: 'knowhow.develop', knowHow: b });
      expect(state.nation[RED].stock.gold).toBe(23);
    }
    for (const [s, b] of Object.entries(SECONDARY)) {
      const { state } = play(r, knowHowTurn({ knowHows: { [RED]: [b] } }), { type: 'knowhow.develop', knowHow: s });
      expect(state.nation[RED].stock.gold).toBe(20);
    }
  });

  it('A-KH-04: a basic another nation owns costs 3, such a secondary 5; the count of owners does not matter', () => {
    const owned = { [YELLOW]: ['wheel', 'roads'], [GREEN]: ['wheel'] };
    const basic = play(r, knowHowTurn({ knowHows: owned }), { type: 'knowhow.develop', knowHow: 'wheel' }).state;
    expect(basic.nation[RED].stock.gold).toBe(27);
    const secondary = play(r, basic, { type: 'knowhow.develop', knowHow: 'roads' }).state;
    expect(secondary.nation[RED].stock.gold).toBe(22);
  });

  it('A-KH-03/04: a new basic and its new secondary in one action: 7 + 10 = 17 gold and 2 scholars', () => {
    const s = play(r, knowHowTurn({}, 17), { type: 'knowhow.develop', knowHow: 'market' }, { type: 'knowhow.develop', knowHow: 'currency' }).state;
    expect(s.nation[RED].stock.gold).toBe(0);
    expect(endTurn(r, s).nation[RED].personages).toEqual({ scholar: 2 });
  });

  it('A-KH-03: a secondary is refused without its basic; another secondary does not stand in', () => {
    const s = knowHowTurn({ knowHows: { [RED]: ['wheel'] } });
    for (const k of ['navigation', 'currency', 'democracy']) refused(r, s, { type: 'knowhow.develop', knowHow: k }, 'move/prerequisite');
    expect(legalMoves(r, s).filter((m) => m.type === 'knowhow.develop').map((m) => (m as { knowHow: string }).knowHow).sort()).toEqual(['market', 'monarchy', 'roads', 'sailing']);
  });

  it('A-KH-01: a know-how already owned is not bought again', () => {
    refused(r, knowHowTurn({ knowHows: { [RED]: ['wheel'] } }), { type: 'knowhow.develop', knowHow: 'wheel' }, 'move/known');
  });

  it('A-KH-04: gold (or coins) pay for know-how; marble and iron do not', () => {
    const s = knowHowTurn({ stock: { [RED]: { marble: 10, iron: 10, gold: 6 } } });
    refused(r, s, { type: 'knowhow.develop', knowHow: 'wheel' }, 'move/insufficient-resources');
    const coins = knowHowTurn({ stock: { [RED]: { gold: 6, coin: 1 } } });
    expect(play(r, coins, { type: 'knowhow.develop', knowHow: 'wheel' }).state.nation[RED].stock).toEqual({ marble: 0, iron: 0, gold: 0, coin: 0 });
  });

  it('A-KH-05/A-GOAL-03: a scholar only for a know-how no other nation has; none for a cheaper one', () => {
    const s = play(r, knowHowTurn({ knowHows: { [YELLOW]: ['sailing'] } }), { type: 'knowhow.develop', knowHow: 'sailing' }).state;
    expect(endTurn(r, s).nation[RED].personages).toEqual({});
  });

  it('A-KH-04: once one nation has bought a know-how first, the next nation pays the lower price', () => {
    let s = play(r, knowHowTurn({}, 7), { type: 'knowhow.develop', knowHow: 'monarchy' }).state;
    s = endTurn(r, s);
    const next = s.nations[s.turn.active];
    s.nation[next].stock.gold = 3;
    s = play(r, s, { type: 'rondel.select', field: 'know-how' }, { type: 'knowhow.develop', knowHow: 'monarchy' }).state;
    expect(s.nation[next].stock.gold).toBe(0);
  });

  it('A-PROD-02: MARKET +1, CURRENCY +2; together still +2', () => {
    const yieldWith = (knowHows: string[]) => {
      const s = blank4(r, RED, { knowHows: { [RED]: knowHows }, cities: { zadrakarta: { owner: RED, resource: 'iron' } } });
      return play(r, s, { type: 'rondel.select', field: 'iron' }).state.nation[RED].stock.iron;
    };
    expect([yieldWith([]), yieldWith(['market']), yieldWith(['market', 'currency'])]).toEqual([1, 2, 3]);
  });

  it('A-KH-07/A-CONQ-02: MONARCHY +1, DEMOCRACY +2 for all the nation\'s cities; together still +2', () => {
    const s = blank4(r, RED, {
      cities: { susa: { owner: GREEN, resource: 'gold' }, paphos: { owner: GREEN, resource: 'gold', temple: true }, tyros: { owner: PURPLE, resource: 'iron' } },
    });
    const d = (k: string[]) => {
      s.nation[GREEN].knowHows = k;
      return [defence(r, s, 'susa', RED), defence(r, s, 'paphos', RED), defence(r, s, 'tyros', RED)];
    };
    expect(d([])).toEqual([1, 3, 1]);
    expect(d(['monarchy'])).toEqual([2, 4, 1]);
    expect(d(['monarchy', 'democracy'])).toEqual([3, 5, 1]);
  });

  it('A-KH-07/AMB-A11: SAILING/NAVIGATION give galleys 2/3 maneuver actions, taking effect at once', () => {
    const moves = (k: string[]) => {
      const s = blank4(r, RED, { knowHows: { [RED]: k }, units: { knossos: { [RED]: { galley: 1 } } } });
      return play(r, s, { type: 'rondel.select', field: 'maneuver-1' }).state.turn.movesLeft.knossos.galley[0];
    };
    expect([moves([]), moves(['sailing']), moves(['sailing', 'navigation'])]).toEqual([1, 2, 3]);
    // WHEEL does nothing for galleys.
    expect(moves(['wheel', 'roads'])).toBe(1);
  });
});
