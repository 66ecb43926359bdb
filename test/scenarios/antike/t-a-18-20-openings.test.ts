import { describe, expect, it } from 'vitest';
import { createGame, type GameState } from '../../../engine/index';
import { play, refused } from '../../helpers/game';
import { checkInvariants } from '../../helpers/invariants';
import { east, endTurn, onTurn, PURPLE, quietUntil, unitsIn } from './support';

const r = east();

/**
 * A new 4-nation East game. The Phoenicians start (A-SET-10) with Tyros (iron), Paphos (gold) and Alexandria
 * (marble), 1 iron, 2 marble, 3 gold, and the round-1 coin (AMB-A01).
 */
function newGame(): GameState {
  const s = createGame(r, { seed: 7, players: 4 });
  expect(onTurn(s)).toBe(PURPLE);
  return s;
}

/** Ends the Phoenicians' turn and lets the other three nations play quiet turns until the next round starts. */
function nextRound(s: GameState): GameState {
  const round = s.turn.round;
  const next = quietUntil(r, endTurn(r, s), PURPLE);
  expect(next.turn.round).toBe(round + 1);
  expect(checkInvariants(r, next)).toEqual([]);
  return next;
}

describe('T-A-18..20 the opening: a coin for every nation at the start of every round, round 1 included', () => {
  it('starts every nation with 1 iron, 2 marble, 3 gold and the round-1 coin; the bank keeps 30 − 4 coins (T-A-18, A-SET-07, A-TURN-01, AMB-A01)', () => {
    const s = newGame();
    for (const n of s.nations) expect(s.nation[n].stock).toEqual({ marble: 2, iron: 1, gold: 3, coin: 1 });
    expect(s.bank.coins).toBe(26);
  });

  it('gives each nation its next coin when the start player\'s turn comes round again, not before (T-A-18, A-TURN-01)', () => {
    let s = newGame();
    s = endTurn(r, play(r, s, { type: 'rondel.select', field: 'know-how' }).state);
    // Mid-round: no coin yet.
    expect(s.nation[PURPLE].stock.coin).toBe(1);
    s = quietUntil(r, s, PURPLE);
    expect(s.turn.round).toBe(2);
    expect(s.nation[PURPLE].stock.coin).toBe(2);
    for (const n of s.nations) expect(s.nation[n].stock.coin).toBeGreaterThanOrEqual(1);
  });
});

describe('T-A-18 opening: growth', () => {
  it('MARBLE in round 1, then TEMPLE for 1 gold, built with 3 marble + 2 coins: iron 1, marble 0, gold 2, coins 0 (T-A-18)', () => {
    let s = newGame();
    s = play(r, s, { type: 'rondel.select', field: 'marble' }).state;
    expect(s.nation[PURPLE].stock).toEqual({ marble: 3, iron: 1, gold: 3, coin: 1 });
    s = nextRound(s);
    expect(s.nation[PURPLE].stock.coin).toBe(2);
    // MARBLE → TEMPLE is 4 fields: 1 resource.
    s = play(r, s, { type: 'rondel.select', field: 'temple', payment: { gold: 1 } }).state;
    s = play(r, s, { type: 'temple.build', region: 'alexandria', payment: { marble: 3, coin: 2 } }).state;
    expect(s.cities.alexandria).toMatchObject({ owner: PURPLE, temple: true });
    expect(s.nation[PURPLE].stock).toEqual({ marble: 0, iron: 1, gold: 2, coin: 0 });
    expect(s.bank.temples).toBe(19);
    expect(checkInvariants(r, s)).toEqual([]);
  });

  it('triples the temple city\'s production from then on (T-A-18 derived, A-TEMP-03)', () => {
    let s = newGame();
    s = play(r, s, { type: 'rondel.select', field: 'marble' }).state;
    s = nextRound(s);
    s = play(r, s, { type: 'rondel.select', field: 'temple', payment: { gold: 1 } }, { type: 'temple.build', region: 'alexandria', payment: { marble: 3, coin: 2 } }).state;
    s = nextRound(s);
    // TEMPLE → MARBLE is 4 fields again: 1 resource (a coin).
    s = play(r, s, { type: 'rondel.select', field: 'marble', payment: { coin: 1 } }).state;
    expect(s.nation[PURPLE].stock.marble).toBe(3);
  });
});

describe('T-A-19 opening: military', () => {
  it('arms 2 units for 1 iron + 1 coin, maneuvers for free and founds a 4th city with a coin for the iron: iron 0, marble 1, gold 2, coins 0 (T-A-19)', () => {
    let s = newGame();
    s = play(
      r,
      s,
      { type: 'rondel.select', field: 'arming' },
      { type: 'unit.arm', region: 'tyros', unit: 'legion', payment: { iron: 1 } },
      { type: 'unit.arm', region: 'paphos', unit: 'galley', payment: { coin: 1 } },
    ).state;
    expect(s.nation[PURPLE].stock).toEqual({ marble: 2, iron: 0, gold: 3, coin: 0 });
    s = nextRound(s);
    // ARMING → MANEUVER (b) is 3 fields: free.
    s = play(
      r,
      s,
      { type: 'rondel.select', field: 'maneuver-2' },
      { type: 'unit.move', from: 'tyros', to: 'palmyra', unit: 'legion' },
      { type: 'unit.move', from: 'paphos', to: 'antiochia', unit: 'galley' },
      { type: 'phase.end' },
      { type: 'phase.end' },
    ).state;
    expect(s.turn.phase).toBe('found');
    s = play(r, s, { type: 'city.found', region: 'palmyra', payment: { gold: 1, marble: 1, coin: 1 } }).state;
    expect(Object.values(s.cities).filter((c) => c.owner === PURPLE)).toHaveLength(4);
    expect(s.cities.palmyra).toMatchObject({ owner: PURPLE, resource: 'gold', founded: true });
    expect(s.nation[PURPLE].stock).toEqual({ marble: 1, iron: 0, gold: 2, coin: 0 });
    expect(unitsIn(s, 'palmyra', PURPLE)).toEqual({ legion: 1 });
    expect(checkInvariants(r, s)).toEqual([]);
  });

  it('limits arming to 1 unit per city without a temple: a second unit at Tyros is refused (T-A-19, A-ARM-02)', () => {
    const s = play(r, newGame(), { type: 'rondel.select', field: 'arming' }, { type: 'unit.arm', region: 'tyros', unit: 'legion' }).state;
    refused(r, s, { type: 'unit.arm', region: 'tyros', unit: 'galley' }, 'move/arm-limit');
    refused(r, s, { type: 'unit.arm', region: 'tyros', unit: 'legion' }, 'move/arm-limit');
  });
});

describe('T-A-20 opening: progress', () => {
  it('GOLD, MARBLE, then KNOW-HOW: a new basic know-how for 4 gold + 3 coins; 1 scholar; gold 0, coins 0, marble 3, iron 1 (T-A-20)', () => {
    let s = newGame();
    s = play(r, s, { type: 'rondel.select', field: 'gold' }).state;
    expect(s.nation[PURPLE].stock.gold).toBe(4);
    s = nextRound(s);
    // GOLD → MARBLE is 3 fields: free.
    s = play(r, s, { type: 'rondel.select', field: 'marble' }).state;
    expect(s.nation[PURPLE].stock).toEqual({ marble: 3, iron: 1, gold: 4, coin: 2 });
    s = nextRound(s);
    expect(s.nation[PURPLE].stock.coin).toBe(3);
    // MARBLE → KNOW-HOW is 1 field.
    s = play(r, s, { type: 'rondel.select', field: 'know-how' }, { type: 'knowhow.develop', knowHow: 'wheel', payment: { gold: 4, coin: 3 } }).state;
    expect(s.nation[PURPLE].stock).toEqual({ marble: 3, iron: 1, gold: 0, coin: 0 });
    s = endTurn(r, s);
    expect(s.nation[PURPLE].personages).toEqual({ scholar: 1 });
    expect(s.nation[PURPLE].knowHows).toEqual(['wheel']);
  });
});
