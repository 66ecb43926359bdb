import { describe, expect, it } from 'vitest';
import { given, isLegal, play, refused } from '../../helpers/game';
import { BEIGE, BROWN, rc } from './support';
import type { Move } from '../../../engine/index';

const r = rc();

/** Beige already owns NAVIGATIO, nobody owns COMMERCIUM; brown has 17 gold (and 3 marble to try a trade) and a full personal supply. */
function scientia() {
  const s = given(r, {
    active: BROWN,
    blank: true,
    knowHows: { [BEIGE]: ['navigatio'] },
    stock: { [BROWN]: { gold: 17, marble: 3 } },
  });
  return play(r, s, { type: 'rondel.select', field: 'scientia' }).state;
}

const developAndRecruit: Move[] = [
  { type: 'knowhow.develop', knowHow: 'navigatio' },
  { type: 'knowhow.develop', knowHow: 'commercium' },
  { type: 'unit.recruit', unit: 'legion' },
  { type: 'unit.recruit', unit: 'legion' },
  { type: 'unit.recruit', unit: 'legion' },
  { type: 'unit.recruit', unit: 'galley' },
];

describe('T-D-09 SCIENTIA: two know-hows plus recruitment', () => {
  it('logs what a know-how was paid with, coins standing in included (D-SCI-01, D-COIN-01)', () => {
    const s = given(r, { active: BROWN, blank: true, stock: { [BROWN]: { gold: 3, coin: 2 } } });
    const { events } = play(r, play(r, s, { type: 'rondel.select', field: 'scientia' }).state, { type: 'knowhow.develop', knowHow: 'strata' });
    expect(events.find((e) => e.type === 'knowhow.develop')!.text).toMatch(/developed STRATA first for 3 gold \+ 2 coins$/);
  });

  it('uses the price data NAVIGATIO later = 3 and COMMERCIUM first = 9 (T-D-09, D-SCI-03, AMB-D03)', () => {
    expect(r.knowHows.items.navigatio.price.later).toBe(3);
    expect(r.knowHows.items.commercium.price.first).toBe(9);
  });

  it('costs 12 gold for NAVIGATIO (second) and COMMERCIUM (first), and 5 for 3 legions + 1 galley: 17 in all (T-D-09, D-SCI-02, D-SCI-08)', () => {
    const s = scientia();
    const supply = { ...s.nation[BROWN].supply };
    const box = { ...s.nation[BROWN].box };
    const knowHows = play(r, s, developAndRecruit[0], developAndRecruit[1]).state;
    expect(knowHows.nation[BROWN].stock).toEqual({ marble: 3, iron: 0, gold: 5, coin: 0 });
    const { state } = play(r, knowHows, ...developAndRecruit.slice(2));
    expect(state.nation[BROWN].stock).toEqual({ marble: 3, iron: 0, gold: 0, coin: 0 });
    // The recruits move from the personal supply into the recruitment box.
    expect(state.nation[BROWN].supply).toEqual({ legion: supply.legion - 3, galley: supply.galley - 1 });
    expect(state.nation[BROWN].box).toEqual({ legion: box.legion + 3, galley: box.galley + 1 });
    expect(state.turn.developed).toEqual(['navigatio', 'commercium']);
    expect(state.turn.phase).toBe('action');
  });

  it('rejects any COMMERCIUM trade by brown in the turn it was developed, during the action and at founding (T-D-09, D-KH-06, D-SCI-07)', () => {
    const { state } = play(r, scientia(), ...developAndRecruit);
    const tradeMove: Move = { type: 'trade', give: { marble: 3 }, get: { iron: 2 } };
    refused(r, state, tradeMove, 'move/no-trade');
    expect(isLegal(r, state, { type: 'trade' })).toBe(false);
    const founding = play(r, state, { type: 'phase.end' }).state;
    expect(founding.turn.phase).toBe('found');
    refused(r, founding, tradeMove, 'move/no-trade');
  });

  it('does not count the new know-hows as owned before the turn ends (T-D-09, D-SCI-07)', () => {
    const { state } = play(r, scientia(), ...developAndRecruit);
    expect(state.nation[BROWN].knowHows).toEqual([]);
  });

  it('ends the turn with 1 scholar (COMMERCIUM only), VP +1 reaching the wall symbol at 1, and 1 card for beige (T-D-09, D-SCI-05, D-PERS-04, D-VPT-02, D-PERS-08)', () => {
    const s = scientia();
    const wallsBefore = s.nation[BROWN].walls;
    const bankWalls = s.bank.walls;
    const { state } = play(r, s, ...developAndRecruit, { type: 'phase.end' }, { type: 'phase.end' });
    expect(state.nation[BROWN].personages).toEqual({ scholar: 1 });
    expect(state.stacks.scholar).toBe(4);
    expect(state.nation[BROWN].knowHows.slice().sort()).toEqual(['commercium', 'navigatio']);
    expect(state.nation[BROWN].walls).toBe(wallsBefore + 1);
    expect(state.bank.walls).toBe(bankWalls - 1);
    expect(state.nation[BEIGE].personages).toEqual({});
    expect(state.turn.phase).toBe('end');
    expect(state.pending).toEqual([{ kind: 'take-card', nation: BEIGE, reason: 'personage' }]);

    const display = state.cards.display.slice();
    const deck = state.cards.deck.length;
    const taken = play(r, state, { type: 'card.take', card: display[0] }).state;
    expect(taken.nation[BEIGE].hand).toEqual([display[0]]);
    expect(taken.cards.display).toHaveLength(3);
    expect(taken.cards.deck).toHaveLength(deck - 1);
    expect(taken.pending).toEqual([]);
    // Then beige's turn begins.
    expect(taken.nations[taken.turn.active]).toBe(BEIGE);
    expect(taken.turn.phase).toBe('rondel');
  });

  it('gives no scholar for a know-how developed second (T-D-09, D-PERS-04, D-SCI-02)', () => {
    const { state } = play(r, scientia(), { type: 'knowhow.develop', knowHow: 'navigatio' }, { type: 'phase.end' }, { type: 'phase.end' });
    expect(state.nation[BROWN].personages).toEqual({});
    expect(state.nation[BROWN].stock.gold).toBe(14);
    expect(state.pending).toEqual([]);
    expect(state.nations[state.turn.active]).toBe(BEIGE);
  });

  it('rejects developing the same know-how twice (T-D-09, D-SCI-09)', () => {
    const { state } = play(r, scientia(), { type: 'knowhow.develop', knowHow: 'commercium' });
    refused(r, state, { type: 'knowhow.develop', knowHow: 'commercium' }, 'move/known');
  });

  it('rejects recruiting a legion when none is left in the personal supply (T-D-09, D-SUP-01, D-SUP-08)', () => {
    const s = scientia();
    s.nation[BROWN].supply.legion = 0;
    refused(r, s, { type: 'unit.recruit', unit: 'legion' }, 'move/supply-empty');
  });

  it('lets coins stand in for gold on SCIENTIA (T-D-09, D-SCI-10)', () => {
    const s = given(r, { active: BROWN, blank: true, stock: { [BROWN]: { gold: 1, coin: 1 } } });
    const { state } = play(r, s, { type: 'rondel.select', field: 'scientia' }, { type: 'unit.recruit', unit: 'galley' });
    expect(state.nation[BROWN].stock).toEqual({ marble: 0, iron: 0, gold: 0, coin: 0 });
  });
});

describe('T-D-10 COMMERCIUM trade', () => {
  /** Brown has owned COMMERCIUM since an earlier turn and holds 4 gold + 2 marble; the stone is on TEMPLUM. */
  function trader(knowHows = ['commercium']) {
    const s = given(r, { active: BROWN, blank: true, knowHows: { [BROWN]: knowHows }, stock: { [BROWN]: { gold: 4, marble: 2, coin: 1 } } });
    return play(r, s, { type: 'rondel.select', field: 'templum' }).state;
  }

  it('turns 4 gold + 2 marble into 4 iron in two exchanges of 3 for 2 (T-D-10, D-KH-05)', () => {
    const { state } = play(r, trader(), { type: 'trade', give: { gold: 3 }, get: { iron: 2 } }, { type: 'trade', give: { gold: 1, marble: 2 }, get: { iron: 2 } });
    expect(state.nation[BROWN].stock).toEqual({ marble: 0, iron: 4, gold: 0, coin: 1 });
  });

  it('turns the 6 chips into 4 iron as one lot of two exchanges (T-D-10, D-KH-05, D-KH-06)', () => {
    const { state } = play(r, trader(), { type: 'trade', give: { gold: 4, marble: 2 }, get: { iron: 4 } });
    expect(state.nation[BROWN].stock).toEqual({ marble: 0, iron: 4, gold: 0, coin: 1 });
  });

  it('trades at any moment of the own turn, before the rondel move too (T-D-10, D-KH-06)', () => {
    const s = given(r, { active: BROWN, blank: true, knowHows: { [BROWN]: ['commercium'] }, stock: { [BROWN]: { gold: 4, marble: 2 } } });
    const { state } = play(r, s, { type: 'trade', give: { gold: 3 }, get: { iron: 2 } });
    expect(state.nation[BROWN].stock).toEqual({ marble: 2, iron: 2, gold: 1, coin: 0 });
    expect(state.turn.phase).toBe('rondel');
  });

  it('rejects taking coins (T-D-10, D-KH-05)', () => {
    refused(r, trader(), { type: 'trade', give: { gold: 3 }, get: { coin: 2 } }, 'move/trade-coins');
    refused(r, trader(), { type: 'trade', give: { gold: 3 }, get: { iron: 1, coin: 1 } }, 'move/trade-coins');
  });

  it('rejects giving coins as part of the 3 chips (T-D-10, AMB-D16)', () => {
    refused(r, trader(), { type: 'trade', give: { gold: 2, coin: 1 }, get: { iron: 2 } }, 'move/trade-coins');
  });

  it('rejects a lot that is not a multiple of 3 in a single exchange, such as 2 chips (T-D-10, D-KH-05)', () => {
    refused(r, trader(), { type: 'trade', give: { gold: 2 }, get: { iron: 1 } }, 'move/bad-trade');
    refused(r, trader(), { type: 'trade', give: { gold: 2 }, get: { iron: 2 } }, 'move/bad-trade');
    refused(r, trader(), { type: 'trade', give: { gold: 4 }, get: { iron: 2 } }, 'move/bad-trade');
  });

  it('rejects taking more than 2 chips for 3 (T-D-10, D-KH-05)', () => {
    refused(r, trader(), { type: 'trade', give: { gold: 3 }, get: { iron: 3 } }, 'move/bad-trade');
  });

  it('rejects trading chips not held (T-D-10, D-KH-05)', () => {
    refused(r, trader(), { type: 'trade', give: { marble: 3 }, get: { iron: 2 } }, 'move/insufficient-resources');
  });

  it('rejects trading in the turn COMMERCIUM was developed, and without COMMERCIUM (T-D-10, D-KH-06)', () => {
    const s = given(r, { active: BROWN, blank: true, stock: { [BROWN]: { gold: 13 } } });
    refused(r, s, { type: 'trade', give: { gold: 3 }, get: { iron: 2 } }, 'move/no-trade');
    const { state } = play(r, s, { type: 'rondel.select', field: 'scientia' }, { type: 'knowhow.develop', knowHow: 'commercium' });
    refused(r, state, { type: 'trade', give: { gold: 3 }, get: { iron: 2 } }, 'move/no-trade');
  });
});
