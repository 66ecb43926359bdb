import { describe, expect, it } from 'vitest';
import { given, isLegal, play, refused } from '../../helpers/game';
import { BROWN, pieces, rc } from './support';
import type { Move } from '../../../engine/index';

const r = rc();
const production = new Set(['ferrum', 'aurum', 'marmor']);

/** Brown's stone on `from`, not the first turn, blank board; 2 of each chip and 2 coins (8 pieces). */
function onField(from: string | null, stock = { marble: 2, iron: 2, gold: 2, coin: 2 }) {
  return given(r, { active: BROWN, blank: true, rondel: { [BROWN]: from }, stock: { [BROWN]: stock } });
}

describe('T-D-01 rondel cost table from FERRUM (D-RON-05, D-RON-06)', () => {
  const table: [string, number, number][] = [
    ['templum', 1, 0],
    ['aurum', 2, 0],
    ['duellum-1', 3, 0],
    ['militia', 4, 1],
    ['marmor', 5, 2],
    ['scientia', 6, 3],
    ['duellum-2', 7, 4],
    ['ferrum', 8, 5],
  ];

  for (const [field, fields, cost] of table) {
    it(`charges ${cost} resource(s) for moving ${fields} field(s) from FERRUM to ${field} (T-D-01, D-RON-05)`, () => {
      const s = onField('ferrum');
      const { state } = play(r, s, { type: 'rondel.select', field });
      // A production field also pays its coin (D-PROD-03, AMB-D18); the blank board produces no chips.
      const produced = production.has(field) ? 1 : 0;
      expect(pieces(state, BROWN)).toBe(8 - cost + produced);
      expect(state.nation[BROWN].rondel).toBe(field);
      expect(state.turn.field).toBe(field);
    });
  }

  it('charges exactly max(0, n-3): paying one piece less than the price is refused (T-D-01, D-RON-05)', () => {
    const s = onField('ferrum');
    refused(r, s, { type: 'rondel.select', field: 'militia', payment: {} }, 'move/insufficient-resources');
    refused(r, s, { type: 'rondel.select', field: 'scientia', payment: { marble: 1, iron: 1 } }, 'move/insufficient-resources');
    refused(r, s, { type: 'rondel.select', field: 'templum', payment: { marble: 1 } }, 'move/insufficient-resources');
  });

  it('accepts any mix of marble, iron, gold chips and coins as payment (T-D-01, D-RON-05, D-COIN-01)', () => {
    const s = onField('ferrum');
    const { state } = play(r, s, { type: 'rondel.select', field: 'scientia', payment: { marble: 1, iron: 1, coin: 1 } });
    expect(state.nation[BROWN].stock).toEqual({ marble: 1, iron: 1, gold: 2, coin: 1 });
    const second = play(r, onField('ferrum'), { type: 'rondel.select', field: 'duellum-2', payment: { gold: 2, coin: 2 } }).state;
    expect(second.nation[BROWN].stock).toEqual({ marble: 2, iron: 2, gold: 0, coin: 0 });
  });

  it('names the chips paid in the game log, chosen or the engine\'s default (D-RON-05)', () => {
    const chosen = play(r, onField('ferrum'), { type: 'rondel.select', field: 'scientia', payment: { marble: 1, iron: 1, coin: 1 } }).events;
    expect(chosen.find((e) => e.type === 'rondel.select')!.text).toMatch(/moved to SCIENTIA \(6 fields, paying 1 marble \+ 1 iron \+ 1 coin\)$/);
    const byDefault = play(r, onField('ferrum', { marble: 3, iron: 0, gold: 0, coin: 0 }), { type: 'rondel.select', field: 'militia' }).events;
    expect(byDefault.find((e) => e.type === 'rondel.select')!.text).toMatch(/moved to MILITIA \(4 fields, paying 1 marble\)$/);
  });

  it('pays the 5 for a full circle back to FERRUM with a mixed payment (T-D-01, D-RON-06)', () => {
    const s = onField('ferrum');
    const { state } = play(r, s, { type: 'rondel.select', field: 'ferrum', payment: { marble: 1, iron: 1, gold: 1, coin: 2 } });
    // FERRUM then produces: no iron city on the blank board, but the production coin (AMB-D18).
    expect(state.nation[BROWN].stock).toEqual({ marble: 1, iron: 1, gold: 1, coin: 1 });
    expect(state.nation[BROWN].rondel).toBe('ferrum');
  });

  it('rejects staying on FERRUM (0 fields): the same field is only reachable as a full circle of 8 paying 5 (T-D-01, D-RON-06)', () => {
    // Free "staying" is not a move.
    refused(r, onField('ferrum'), { type: 'rondel.select', field: 'ferrum', payment: {} }, 'move/insufficient-resources');
    // With only 4 pieces, FERRUM cannot be chosen again at all.
    const poor = onField('ferrum', { marble: 1, iron: 1, gold: 1, coin: 1 });
    refused(r, poor, { type: 'rondel.select', field: 'ferrum' }, 'move/insufficient-resources');
    expect(isLegal(r, poor, { type: 'rondel.select', field: 'ferrum' })).toBe(false);
    expect(isLegal(r, poor, { type: 'rondel.select', field: 'militia' })).toBe(true);
  });

  it('offers every field a stone on FERRUM can afford, and no field it cannot (T-D-01, D-RON-05)', () => {
    // 3 pieces: up to 6 fields (SCIENTIA) affordable, DUELLUM(b) (4) and FERRUM (5) not.
    const s = onField('ferrum', { marble: 0, iron: 0, gold: 0, coin: 3 });
    const fields = (['templum', 'aurum', 'duellum-1', 'militia', 'marmor', 'scientia', 'duellum-2', 'ferrum'] as const).filter((field) =>
      isLegal(r, s, { type: 'rondel.select', field } as Move),
    );
    expect(fields).toEqual(['templum', 'aurum', 'duellum-1', 'militia', 'marmor', 'scientia']);
  });
});

describe('T-D-02 the first turn is free (D-RON-04)', () => {
  it('places the stone on SCIENTIA at no cost on the first turn (T-D-02, D-RON-04)', () => {
    const s = onField(null);
    const { state } = play(r, s, { type: 'rondel.select', field: 'scientia' });
    expect(state.nation[BROWN].stock).toEqual({ marble: 2, iron: 2, gold: 2, coin: 2 });
    expect(state.nation[BROWN].rondel).toBe('scientia');
    expect(state.turn.phase).toBe('action');
  });

  it('lets the first stone go on any of the 8 fields free of charge, even with nothing in stock (T-D-02, D-RON-04)', () => {
    const s = onField(null, { marble: 0, iron: 0, gold: 0, coin: 0 });
    for (const field of r.rondel.order) {
      const { state } = play(r, s, { type: 'rondel.select', field });
      expect(state.nation[BROWN].rondel, field).toBe(field);
      expect(state.nation[BROWN].stock.marble + state.nation[BROWN].stock.iron + state.nation[BROWN].stock.gold, field).toBe(0);
    }
  });
});

describe('T-D-03 repeating DUELLUM (D-RON-07)', () => {
  it('costs 1 to go from DUELLUM(a) to DUELLUM(b), 4 fields (T-D-03, D-RON-07)', () => {
    const { state } = play(r, onField('duellum-1'), { type: 'rondel.select', field: 'duellum-2' });
    expect(pieces(state, BROWN)).toBe(7);
    expect(state.nation[BROWN].rondel).toBe('duellum-2');
    expect(state.turn.phase).toBe('movement');
  });

  it('costs 1 the other way round too, from DUELLUM(b) to DUELLUM(a) (T-D-03, D-RON-07)', () => {
    const { state } = play(r, onField('duellum-2'), { type: 'rondel.select', field: 'duellum-1', payment: { iron: 1 } });
    expect(state.nation[BROWN].stock).toEqual({ marble: 2, iron: 1, gold: 2, coin: 2 });
  });

  it('costs 5 to take DUELLUM(a) again, 8 fields (T-D-03, D-RON-06)', () => {
    const { state } = play(r, onField('duellum-1'), { type: 'rondel.select', field: 'duellum-1' });
    expect(pieces(state, BROWN)).toBe(3);
    expect(state.turn.phase).toBe('movement');
    refused(r, onField('duellum-1', { marble: 0, iron: 0, gold: 0, coin: 4 }), { type: 'rondel.select', field: 'duellum-1' }, 'move/insufficient-resources');
  });
});

describe('T-D-01 derived: stones share fields', () => {
  it('lets both stones stand on the same field without affecting each other (T-D-01 derived, D-RON-08)', () => {
    const s = onField('ferrum');
    s.nation.romans.rondel = 'templum';
    const { state } = play(r, s, { type: 'rondel.select', field: 'templum' });
    expect(state.nation[BROWN].rondel).toBe('templum');
    expect(state.nation.romans.rondel).toBe('templum');
    expect(pieces(state, BROWN)).toBe(8);
  });
});
