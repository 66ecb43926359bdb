import { describe, expect, it } from 'vitest';
import { createGame, type GameState } from '../../../engine/index';
import { play } from '../../helpers/game';
import { checkInvariants } from '../../helpers/invariants';
import { blank4, east, endTurn, onTurn, pieces, quietTurn, quietUntil, RED } from '../../scenarios/antike/support';

const r = east();

/** Plays quiet turns until the start player is on turn again, i.e. the next round has begun. */
/** Plays quiet turns round to the start nation again, answering any chip-instead-of-coin choices (A-TURN-02) with iron. */
function toNextRound(s: GameState): GameState {
  const start = s.nations[0];
  let next = quietTurn(r, s);
  next = quietUntil(r, next, start);
  while (next.pending[0]?.kind === 'choose-chip') next = play(r, next, { type: 'chip.choose', resource: 'iron' }).state;
  return next;
}

describe('coins: one per nation per round (A-TURN-01, A-TURN-02, A-SET-02)', () => {
  it('A-SET-02: the bank holds 30 coins; setting up takes the round-1 coin of each nation, for every player count', () => {
    expect(r.supply.coins).toBe(30);
    for (const players of [2, 3, 4, 5, 6]) {
      const s = createGame(r, { seed: 3, players });
      expect(s.bank.coins).toBe(30 - s.nations.length);
      for (const n of s.nations) expect(s.nation[n].stock.coin).toBe(1);
    }
  });

  it('A-TURN-01: every nation, not only the start player, gets its coin when a round begins; the bank pays them', () => {
    const s = createGame(r, { seed: 3, players: 5 });
    const next = toNextRound(s);
    expect(next.turn.round).toBe(2);
    expect(next.bank.coins).toBe(30 - 10);
    for (const n of next.nations) expect(next.nation[n].stock.coin).toBe(2);
  });

  it('A-PROD-03: a production action gives no coin', () => {
    const s = blank4(r, RED, { cities: { susa: { owner: RED, resource: 'gold' } } });
    const { state } = play(r, s, { type: 'rondel.select', field: 'gold' });
    expect(state.nation[RED].stock).toEqual({ marble: 0, iron: 0, gold: 1, coin: 0 });
    expect(state.bank.coins).toBe(s.bank.coins);
  });

  it('A-TURN-02: coins paid go back to the bank, so 30 coins stay in play', () => {
    const s = blank4(r, RED, { rondel: { [RED]: 'iron' }, stock: { [RED]: { coin: 2 } } });
    const { state } = play(r, s, { type: 'rondel.select', field: 'marble', payment: { coin: 2 } });
    expect(state.bank.coins).toBe(s.bank.coins! + 2);
    expect(checkInvariants(r, state)).toEqual([]);
  });

  it('A-TURN-02: a coin replaces a missing marble, iron or gold chip in any price', () => {
    const s = blank4(r, RED, { cities: { susa: { owner: RED, resource: 'gold' } }, stock: { [RED]: { marble: 4, coin: 1 } } });
    const { state } = play(r, s, { type: 'rondel.select', field: 'temple' }, { type: 'temple.build', region: 'susa' });
    expect(state.nation[RED].stock).toEqual({ marble: 0, iron: 0, gold: 0, coin: 0 });
  });

  it('A-TURN-02: with the bank empty, each nation takes a 1-unit chip instead of its coin', () => {
    const s = createGame(r, { seed: 3, players: 4 });
    s.bank.coins = 0;
    const before = Object.fromEntries(s.nations.map((n) => [n, pieces(s, n)]));
    const next = toNextRound(s);
    for (const n of next.nations) {
      expect(next.nation[n].stock.coin).toBe(s.nation[n].stock.coin);
      // The quiet turns (first turns on KNOW-HOW) produce nothing: the one new piece is the round's chip.
      expect(pieces(next, n)).toBe(before[n] + 1);
    }
    expect(next.bank.coins).toBe(0);
  });

  it('A-TURN-02: when the bank runs out part-way, the nations still short take a chip; nobody gets nothing', () => {
    let s = createGame(r, { seed: 3, players: 4 });
    s.bank.coins = 2;
    for (const n of s.nations) s.nation[n].stock = { marble: 0, iron: 0, gold: 0, coin: 0 };
    s = toNextRound(s);
    expect(s.bank.coins).toBe(0);
    const coins = s.nations.map((n) => s.nation[n].stock.coin);
    expect(coins.reduce((a, b) => a + b, 0)).toBe(2);
    for (const n of s.nations) expect(pieces(s, n)).toBe(1);
  });

  it('A-TURN-02: the chip taken instead of a coin is of the nation\'s choice (a decision waits for it, not a fixed gold chip)', () => {
    let s = createGame(r, { seed: 3, players: 4 });
    s.bank.coins = 0;
    const last = s.nations[s.nations.length - 1];
    s = quietUntil(r, s, last);
    const ended = endTurn(r, play(r, s, { type: 'rondel.select', field: 'maneuver-2' }).state);
    const waiting = ended.pending.filter((d) => d.nation !== undefined).map((d) => d.nation);
    expect(waiting.sort(), 'every nation should choose marble, iron or gold (A-TURN-02)').toEqual([...s.nations].sort());
  });

  it('A-FAQ-02: the bank gives no coin beyond the round coin: a whole turn of other actions leaves coins unchanged', () => {
    const s = createGame(r, { seed: 3, players: 4 });
    const me = onTurn(s);
    const after = endTurn(r, play(r, s, { type: 'rondel.select', field: 'know-how' }).state);
    expect(after.nation[me].stock.coin).toBe(1);
  });
});
