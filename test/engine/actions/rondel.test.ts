import { describe, expect, it } from 'vitest';
import { given, isLegal, play, refused, ruleset, stockOf } from '../../helpers/game';

const R = ruleset('antike-duellum');
const ORDER = ['ferrum', 'templum', 'aurum', 'duellum-1', 'militia', 'marmor', 'scientia', 'duellum-2'];

/** Romans on turn on an empty board (no cities, so production yields nothing but its coin). */
function at(field: string | null, stock: Record<string, number>) {
  return given(R, { active: 'romans', blank: true, rondel: { romans: field }, stock: { romans: stock } });
}

describe('rondel (D-RON)', () => {
  it('D-RON-02/AMB-D04: the fields run clockwise FERRUM, TEMPLUM, AURUM, DUELLUM, MILITIA, MARMOR, SCIENTIA, DUELLUM, each utilisation field opposite its production field (D-RON-03)', () => {
    expect(R.rondel.order).toEqual(ORDER);
    const opposite = (f: string) => ORDER[(ORDER.indexOf(f) + 4) % 8];
    expect(opposite('marmor')).toBe('templum');
    expect(opposite('ferrum')).toBe('militia');
    expect(opposite('aurum')).toBe('scientia');
    expect(opposite('duellum-1')).toBe('duellum-2');
  });

  it('D-RON-04: on his very first turn a player puts his stone on any field, free of charge', () => {
    for (const field of ORDER) {
      const { state } = play(R, at(null, {}), { type: 'rondel.select', field });
      expect(state.nation.romans.rondel).toBe(field);
      const s = stockOf(state, 'romans');
      expect(s.marble + s.iron + s.gold).toBe(0);
    }
  });

  it('D-RON-05: moving n = 1..8 fields clockwise costs max(0, n − 3) resources', () => {
    for (let n = 1; n <= 8; n++) {
      const target = ORDER[n % 8];
      const { state, events } = play(R, at('ferrum', { gold: 10 }), { type: 'rondel.select', field: target });
      expect(stockOf(state, 'romans').gold, `${n} field(s) to ${target}`).toBe(10 - Math.max(0, n - 3));
      expect(events.find((e) => e.type === 'rondel.select')?.data?.steps).toBe(n);
    }
  });

  it('D-RON-06: the stone may not stay; taking the same field again is a full circle of 8 fields for 5 resources', () => {
    const { state } = play(R, at('scientia', { gold: 5 }), { type: 'rondel.select', field: 'scientia' });
    expect(stockOf(state, 'romans').gold).toBe(0);
    refused(R, at('scientia', { gold: 4 }), { type: 'rondel.select', field: 'scientia' }, 'move/insufficient-resources');
  });

  it('D-RON-07: the two DUELLUM fields are 4 apart, so DUELLUM on consecutive turns costs only 1 resource', () => {
    const { state } = play(R, at('duellum-1', { iron: 1 }), { type: 'rondel.select', field: 'duellum-2' });
    expect(stockOf(state, 'romans').iron).toBe(0);
    expect(state.turn.phase).toBe('movement');
  });

  it('D-RON-05/D-COIN-01: any chip or a coin pays a step; a named payment is taken exactly as named', () => {
    // TEMPLUM → SCIENTIA is 5 fields: 2 resources.
    const named = play(R, at('templum', { marble: 5, iron: 1, coin: 1 }), { type: 'rondel.select', field: 'scientia', payment: { iron: 1, coin: 1 } }).state;
    expect(stockOf(named, 'romans')).toEqual({ marble: 5, iron: 0, gold: 0, coin: 0 });
    const byDefault = play(R, at('templum', { marble: 5, iron: 1, coin: 1 }), { type: 'rondel.select', field: 'scientia' }).state;
    // With no payment named, the engine pays 2 pieces, never more.
    const s = stockOf(byDefault, 'romans');
    expect(s.marble + s.iron + s.gold + s.coin).toBe(5 + 1 + 1 - 2);
  });

  it('D-RON-05: a named payment that overpays, underpays or names chips not held is refused', () => {
    const s = at('ferrum', { marble: 5, gold: 1 });
    refused(R, s, { type: 'rondel.select', field: 'marmor', payment: { marble: 3 } }, 'move/insufficient-resources');
    refused(R, s, { type: 'rondel.select', field: 'marmor', payment: { marble: 1 } }, 'move/insufficient-resources');
    refused(R, s, { type: 'rondel.select', field: 'marmor', payment: { gold: 2 } }, 'move/insufficient-resources');
    refused(R, s, { type: 'rondel.select', field: 'templum', payment: { marble: 1 } }, 'move/insufficient-resources');
  });

  it('D-RON-05: a move the player cannot afford is refused with a message naming the cost and the holdings, and is not offered', () => {
    // FERRUM → SCIENTIA is 6 fields: 3 resources; the player holds 2.
    const s = at('ferrum', { gold: 1, coin: 1 });
    const message = refused(R, s, { type: 'rondel.select', field: 'scientia' }, 'move/insufficient-resources');
    expect(message).toMatch(/\b3\b/);
    expect(message).toMatch(/1 gold/);
    expect(message).toMatch(/1 coin/);
    expect(isLegal(R, s, { type: 'rondel.select', field: 'scientia' })).toBe(false);
    expect(isLegal(R, s, { type: 'rondel.select', field: 'marmor' })).toBe(true);
  });

  it('D-RON-08: both stones may share a field', () => {
    const s = given(R, { active: 'romans', rondel: { romans: 'ferrum', carthaginians: 'templum' } });
    const { state } = play(R, s, { type: 'rondel.select', field: 'templum' });
    expect(state.nation.romans.rondel).toBe('templum');
    expect(state.nation.carthaginians.rondel).toBe('templum');
  });

  it('D-TURN-02: the stone moves once, at the start of the turn', () => {
    const { state } = play(R, at('ferrum', { gold: 5 }), { type: 'rondel.select', field: 'templum' });
    refused(R, state, { type: 'rondel.select', field: 'aurum' }, 'move/not-now');
    refused(R, at('ferrum', {}), { type: 'phase.end' }, 'move/not-now');
  });

  it('D-RON-09/AMB-D17: a player may take a field and do nothing there', () => {
    const { state } = play(R, at('ferrum', {}), { type: 'rondel.select', field: 'templum' }, { type: 'phase.end' });
    expect(state.turn.phase).toBe('found');
  });

  it('refuses a field that is not on the rondel', () => {
    refused(R, at('ferrum', { gold: 9 }), { type: 'rondel.select', field: 'forum' }, 'move/unknown-field');
  });
});
