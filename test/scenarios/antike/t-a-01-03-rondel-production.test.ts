import { describe, expect, it } from 'vitest';
import { isLegal, play, refused } from '../../helpers/game';
import { blank4, east, pieces, RED } from './support';

const r = east();

describe('T-A-01 rondel costs from IRON', () => {
  const costs: [string, number][] = [
    ['temple', 0],
    ['gold', 0],
    ['maneuver-1', 0],
    ['arming', 1],
    ['marble', 2],
    ['know-how', 3],
    ['maneuver-2', 4],
    ['iron', 5],
  ];
  for (const [field, cost] of costs) {
    it(`costs ${cost} resource(s) to move from IRON to ${field} (T-A-01, A-RON-02)`, () => {
      const s = blank4(r, RED, { rondel: { [RED]: 'iron' }, stock: { [RED]: { marble: 10 } } });
      const { state } = play(r, s, { type: 'rondel.select', field });
      expect(state.nation[RED].stock.marble).toBe(10 - cost);
      expect(state.nation[RED].rondel).toBe(field);
    });
  }

  it('refuses a move the nation cannot pay for, and counts a coin as a resource (T-A-01, A-RON-02, A-TURN-02)', () => {
    const poor = blank4(r, RED, { rondel: { [RED]: 'iron' }, stock: { [RED]: { gold: 1 } } });
    refused(r, poor, { type: 'rondel.select', field: 'marble' }, 'move/insufficient-resources');
    expect(isLegal(r, poor, { type: 'rondel.select', field: 'arming' })).toBe(true);
    const coins = blank4(r, RED, { rondel: { [RED]: 'iron' }, stock: { [RED]: { coin: 2 } } });
    const { state } = play(r, coins, { type: 'rondel.select', field: 'marble' });
    expect(state.nation[RED].stock.coin).toBe(0);
  });

  it('lets the first turn start on any field for free (T-A-01, A-RON-02)', () => {
    for (const field of r.rondel.order) {
      const s = blank4(r, RED);
      const { state } = play(r, s, { type: 'rondel.select', field });
      expect(pieces(state, RED)).toBe(0);
    }
  });

  it('never lets the stone stay put: the same field again is a full circle of 8 fields, 5 resources (T-A-01, A-RON-02)', () => {
    const s = blank4(r, RED, { rondel: { [RED]: 'know-how' }, stock: { [RED]: { gold: 4, coin: 1 } } });
    const { state } = play(r, s, { type: 'rondel.select', field: 'know-how' });
    expect(pieces(state, RED)).toBe(0);
    refused(r, blank4(r, RED, { rondel: { [RED]: 'know-how' }, stock: { [RED]: { gold: 4 } } }), { type: 'rondel.select', field: 'know-how' }, 'move/insufficient-resources');
  });
});

describe('T-A-02 marble production', () => {
  it('yields 1 + 1 + 3 = 5 marble from three marble cities, one with a temple, and no coin (T-A-02, A-PROD-01, A-PROD-03)', () => {
    const s = blank4(r, RED, {
      cities: {
        artaxata: { owner: RED, resource: 'marble', temple: true },
        rhagai: { owner: RED, resource: 'marble' },
        babylon: { owner: RED, resource: 'marble' },
        susa: { owner: RED, resource: 'gold' },
      },
    });
    const { state } = play(r, s, { type: 'rondel.select', field: 'marble' });
    expect(state.nation[RED].stock).toEqual({ marble: 5, iron: 0, gold: 0, coin: 0 });
    expect(state.bank.coins).toBe(s.bank.coins);
    expect(state.turn.phase).toBe('found');
  });

  it('counts only own cities of the chosen resource (T-A-02, A-PROD-01)', () => {
    const s = blank4(r, RED, {
      cities: {
        artaxata: { owner: RED, resource: 'marble' },
        rhagai: { owner: 'arabs', resource: 'marble', temple: true },
        susa: { owner: RED, resource: 'gold', temple: true },
      },
    });
    const { state } = play(r, s, { type: 'rondel.select', field: 'marble' });
    expect(state.nation[RED].stock.marble).toBe(1);
    expect(state.nation.arabs.stock.marble).toBe(0);
  });
});

describe('T-A-03 gold production with MARKET / CURRENCY', () => {
  const gold = (knowHows: string[]) =>
    blank4(r, RED, {
      knowHows: { [RED]: knowHows },
      cities: {
        susa: { owner: RED, resource: 'gold' },
        persepolis: { owner: RED, resource: 'gold' },
        melitene: { owner: RED, resource: 'gold', temple: true },
      },
    });
  const cases: [string[], number][] = [
    [[], 5],
    [['market'], 6],
    [['market', 'currency'], 7],
  ];
  for (const [knowHows, amount] of cases) {
    it(`yields ${amount} gold with [${knowHows.join(', ')}]: the bonuses do not stack (T-A-03, A-PROD-02)`, () => {
      const { state } = play(r, gold(knowHows), { type: 'rondel.select', field: 'gold' });
      expect(state.nation[RED].stock.gold).toBe(amount);
      expect(state.nation[RED].stock.coin).toBe(0);
    });
  }

  it('gives the bonus once per action, not per city (T-A-03, A-PROD-02)', () => {
    const { state } = play(r, gold(['market']), { type: 'rondel.select', field: 'gold' });
    // 3 cities: a per-city bonus would have given 8.
    expect(state.nation[RED].stock.gold).toBe(6);
  });
});
