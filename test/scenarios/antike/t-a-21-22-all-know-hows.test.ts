import { describe, expect, it } from 'vitest';
import { legalMoves, type GameState } from '../../../engine/index';
import type { Ruleset } from '../../../engine/ruleset/types';
import { isLegal, play, refused, ruleset } from '../../helpers/game';
import { blank4, east, endTurn, GREEN, holdPersonages, onTurn, PURPLE, RED, unitsIn, YELLOW } from './support';

const r = east();
const ALL = ['wheel', 'sailing', 'market', 'monarchy', 'roads', 'navigation', 'currency', 'democracy'];
const SEVEN = ALL.filter((k) => k !== 'democracy');

/** Yellow owns all 8 know-hows, holds 3 gold + 1 marble, and has two cities (Saba, Adane). */
function trader(rules: Ruleset = r, stock = { gold: 3, marble: 1 }): GameState {
  return blank4(rules, YELLOW, {
    knowHows: { [YELLOW]: ALL },
    stock: { [YELLOW]: stock },
    cities: { saba: { owner: YELLOW, resource: 'marble' }, adane: { owner: YELLOW, resource: 'iron' } },
  });
}

describe('T-A-21 trading with all 8 know-hows', () => {
  it('trades 3 gold + 1 marble for 2 iron, enough to arm 2 units (T-A-21, A-KH-08)', () => {
    let s = play(r, trader(), { type: 'trade', give: { gold: 3, marble: 1 }, get: { iron: 2 } }).state;
    expect(s.nation[YELLOW].stock).toEqual({ marble: 0, iron: 2, gold: 0, coin: 0 });
    s = play(r, s, { type: 'rondel.select', field: 'arming' }, { type: 'unit.arm', region: 'saba', unit: 'legion' }, { type: 'unit.arm', region: 'adane', unit: 'galley' }).state;
    expect(unitsIn(s, 'saba', YELLOW)).toEqual({ legion: 1 });
    expect(unitsIn(s, 'adane', YELLOW)).toEqual({ galley: 1 });
    expect(s.nation[YELLOW].stock.iron).toBe(0);
  });

  it('turns 3 chips alone into only 1: 3 gold never buy 2 iron, 2 gold buy 1 (T-A-21, A-KH-08)', () => {
    const s = trader(r, { gold: 3, marble: 0 });
    refused(r, s, { type: 'trade', give: { gold: 3 }, get: { iron: 2 } }, 'move/bad-trade');
    const { state } = play(r, s, { type: 'trade', give: { gold: 2 }, get: { iron: 1 } });
    expect(state.nation[YELLOW].stock).toEqual({ marble: 0, iron: 1, gold: 1, coin: 0 });
  });

  it('trades only marble, iron and gold: coins are neither given nor taken (T-A-21, A-KH-08)', () => {
    const s = trader(r, { gold: 3, marble: 1, coin: 2 } as never);
    refused(r, s, { type: 'trade', give: { coin: 2 }, get: { iron: 1 } }, 'move/trade-coins');
    refused(r, s, { type: 'trade', give: { gold: 2 }, get: { coin: 1 } }, 'move/trade-coins');
  });

  it('needs all 8: with 7 know-hows there is no trade (T-A-21, A-KH-08)', () => {
    const s = blank4(r, YELLOW, { knowHows: { [YELLOW]: SEVEN }, stock: { [YELLOW]: { gold: 4 } } });
    refused(r, s, { type: 'trade', give: { gold: 2 }, get: { iron: 1 } }, 'move/no-trade');
    expect(legalMoves(r, s).some((m) => m.type === 'trade')).toBe(false);
  });

  it('allows the trade at any moment of the own turn: before the rondel, during the action, in a maneuver, while founding (T-A-21, A-KH-08, AMB-A10)', () => {
    const trade = { type: 'trade', give: { gold: 2 }, get: { iron: 1 } } as const;
    const s = trader(r, { gold: 10, marble: 0 });
    expect(isLegal(r, s, trade)).toBe(true);
    const action = play(r, s, { type: 'rondel.select', field: 'temple' }).state;
    play(r, action, trade);
    const maneuver = play(r, s, { type: 'rondel.select', field: 'maneuver-1' }).state;
    play(r, maneuver, trade);
    const founding = play(r, action, { type: 'phase.end' }).state;
    expect(founding.turn.phase).toBe('found');
    const { state } = play(r, founding, trade, trade, trade);
    expect(state.nation[YELLOW].stock).toMatchObject({ gold: 4, iron: 3 });
  });

  it('does not allow it in another nation\'s turn (T-A-21, AMB-A10)', () => {
    const s = endTurn(r, play(r, trader(), { type: 'rondel.select', field: 'temple' }).state);
    expect(onTurn(s)).not.toBe(YELLOW);
    refused(r, s, { type: 'trade', give: { gold: 2 }, get: { iron: 1 }, nation: YELLOW } as never, 'move/not-your-turn');
  });

  it('allows it in the very turn the 8th know-how is bought (T-A-21 derived, AMB-A11)', () => {
    const s = blank4(r, YELLOW, { knowHows: { [YELLOW]: SEVEN }, stock: { [YELLOW]: { gold: 12 } } });
    const bought = play(r, s, { type: 'rondel.select', field: 'know-how' }, { type: 'knowhow.develop', knowHow: 'democracy' }).state;
    const { state } = play(r, bought, { type: 'trade', give: { gold: 2 }, get: { iron: 1 } });
    expect(state.nation[YELLOW].stock).toMatchObject({ gold: 0, iron: 1 });
  });

  it('keeps the trade in the expert variation (T-A-21, A-VAR-03)', () => {
    const x = ruleset('antike-expert');
    const { state } = play(x, trader(x), { type: 'trade', give: { gold: 3, marble: 1 }, get: { iron: 2 } });
    expect(state.nation[YELLOW].stock.iron).toBe(2);
  });
});

/**
 * T-A-22: stacks left are kings 5, scholars 0, generals 4, citizens 5, navigators 3 (the other 18 cards are in
 * other nations' hands, nobody near the target). Yellow owns 7 know-hows and buys DEMOCRACY, its 8th.
 */
function eighth(rules: Ruleset = r): GameState {
  const s = blank4(rules, YELLOW, { knowHows: { [YELLOW]: SEVEN }, stock: { [YELLOW]: { gold: 10 } }, cities: { saba: { owner: YELLOW, resource: 'marble' } } });
  holdPersonages(s, RED, { scholar: 4, king: 2, general: 1 });
  holdPersonages(s, GREEN, { scholar: 4, king: 2, general: 2 });
  holdPersonages(s, PURPLE, { citizen: 1, navigator: 2 });
  expect(s.stacks).toEqual({ king: 5, scholar: 0, general: 4, citizen: 5, navigator: 3 });
  return endTurn(rules, play(rules, s, { type: 'rondel.select', field: 'know-how' }, { type: 'knowhow.develop', knowHow: 'democracy' }).state);
}

describe('T-A-22 extra personage for 8 know-hows', () => {
  it('lets yellow choose between kings and citizens, the largest stacks (T-A-22, A-GOAL-07)', () => {
    const s = eighth();
    expect(s.pending).toEqual([{ kind: 'choose-personage', nation: YELLOW, stacks: ['king', 'citizen'] }]);
    expect(legalMoves(r, s)).toEqual([
      { type: 'personage.choose', stack: 'king' },
      { type: 'personage.choose', stack: 'citizen' },
    ]);
    refused(r, s, { type: 'personage.choose', stack: 'general' }, 'move/not-largest');
    refused(r, s, { type: 'personage.choose', stack: 'scholar' }, 'move/not-largest');
  });

  it('gives the chosen card, no scholar (that stack is empty), and passes the turn (T-A-22, A-GOAL-07, A-GOAL-11)', () => {
    const { state } = play(r, eighth(), { type: 'personage.choose', stack: 'citizen' });
    expect(state.nation[YELLOW].personages).toEqual({ citizen: 1 });
    expect(state.stacks).toEqual({ king: 5, scholar: 0, general: 4, citizen: 4, navigator: 3 });
    expect(state.pending).toEqual([]);
    expect(onTurn(state)).not.toBe(YELLOW);
  });

  it('takes the card straight from a single largest stack, with no decision (T-A-22 derived, A-GOAL-07)', () => {
    const s = blank4(r, YELLOW, { knowHows: { [YELLOW]: SEVEN }, stock: { [YELLOW]: { gold: 10 } } });
    const state = endTurn(r, play(r, s, { type: 'rondel.select', field: 'know-how' }, { type: 'knowhow.develop', knowHow: 'democracy' }).state);
    // Democracy is new: a scholar (8 → 7); then the extra card comes from kings (9), the single largest stack.
    expect(state.nation[YELLOW].personages).toEqual({ scholar: 1, king: 1 });
    expect(state.pending).toEqual([]);
  });

  it('gives the extra personage only once (T-A-22 derived, A-GOAL-07)', () => {
    let s = play(r, eighth(), { type: 'personage.choose', stack: 'king' }).state;
    while (onTurn(s) !== YELLOW) s = endTurn(r, play(r, s, { type: 'rondel.select', field: 'know-how' }).state);
    s = endTurn(r, play(r, s, { type: 'rondel.select', field: 'maneuver-2' }).state);
    expect(s.pending).toEqual([]);
    expect(s.nation[YELLOW].personages).toEqual({ king: 1 });
  });

  it('gives no extra personage in the expert variation (T-A-22, A-VAR-03)', () => {
    const s = eighth(ruleset('antike-expert'));
    expect(s.pending).toEqual([]);
    expect(s.nation[YELLOW].personages).toEqual({});
    expect(s.nation[YELLOW].knowHows).toHaveLength(8);
  });

  it('gives no extra personage in the military variation (T-A-22, A-VAR-04)', () => {
    const s = eighth(ruleset('antike-military'));
    expect(s.pending).toEqual([]);
    expect(s.nation[YELLOW].personages).toEqual({});
  });
});
