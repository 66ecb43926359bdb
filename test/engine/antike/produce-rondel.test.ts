import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../../engine/index';
import { play, refused } from '../../helpers/game';
import { blank4, east, GREEN, pieces, RED } from '../../scenarios/antike/support';

const r = east();

describe('rondel (A-RON)', () => {
  it('A-RON-01: clockwise IRON → TEMPLE → GOLD → MANEUVER → ARMING → MARBLE → KNOW-HOW → MANEUVER', () => {
    expect(r.rondel.order.map((f) => r.rondel.fields[f].name)).toEqual(['IRON', 'TEMPLE', 'GOLD', 'MANEUVER', 'ARMING', 'MARBLE', 'KNOW-HOW', 'MANEUVER']);
  });

  it('A-RON-03: each production field sits opposite the field that uses its resource', () => {
    const at = (f: string) => r.rondel.order.indexOf(f);
    // IRON ↔ ARMING, MARBLE ↔ TEMPLE, GOLD ↔ KNOW-HOW: 4 fields apart.
    for (const [a, b] of [['iron', 'arming'], ['marble', 'temple'], ['gold', 'know-how']]) expect((at(b) - at(a) + 8) % 8).toBe(4);
  });

  it('A-RON-02: 1–3 fields are free; each further field costs 1 resource of any kind (chip or coin)', () => {
    for (const pay of [{ marble: 1 }, { iron: 1 }, { gold: 1 }, { coin: 1 }]) {
      const s = blank4(r, RED, { rondel: { [RED]: 'marble' }, stock: { [RED]: pay } });
      // MARBLE → TEMPLE: 4 fields.
      const { state } = play(r, s, { type: 'rondel.select', field: 'temple', payment: pay });
      expect(pieces(state, RED)).toBe(0);
    }
  });

  it('A-RON-02: the stone always moves on: legal fields after KNOW-HOW with nothing to pay are the next three', () => {
    const s = blank4(r, RED, { rondel: { [RED]: 'know-how' } });
    const fields = legalMoves(r, s).filter((m) => m.type === 'rondel.select').map((m) => (m as { field: string }).field);
    expect(fields).toEqual(['iron', 'temple', 'maneuver-2']);
  });

  it('A-RON-03: MANEUVER twice on the rondel: from ARMING the second one is 3 fields away and free', () => {
    const s = blank4(r, RED, { rondel: { [RED]: 'arming' } });
    const { state } = play(r, s, { type: 'rondel.select', field: 'maneuver-2' });
    expect(state.turn.phase).toBe('movement');
    refused(r, s, { type: 'rondel.select', field: 'maneuver-1' }, 'move/insufficient-resources');
  });
});

describe('production (A-PROD)', () => {
  it('A-PROD-01: IRON, GOLD and MARBLE each count only cities of their own resource', () => {
    const cities = {
      zadrakarta: { owner: RED, resource: 'iron' as const },
      susa: { owner: RED, resource: 'gold' as const, temple: true },
      artaxata: { owner: RED, resource: 'marble' as const },
      rhagai: { owner: RED, resource: 'marble' as const },
    };
    const out = (field: string) => play(r, blank4(r, RED, { cities }), { type: 'rondel.select', field }).state.nation[RED].stock;
    expect(out('iron')).toEqual({ marble: 0, iron: 1, gold: 0, coin: 0 });
    expect(out('gold')).toEqual({ marble: 0, iron: 0, gold: 3, coin: 0 });
    expect(out('marble')).toEqual({ marble: 2, iron: 0, gold: 0, coin: 0 });
  });

  it('A-PROD-01/A-MAN-12: a city with foreign units in its province produces as usual; a foreign city produces nothing for the nation', () => {
    const s = blank4(r, RED, {
      cities: { susa: { owner: RED, resource: 'gold' }, persepolis: { owner: GREEN, resource: 'gold' } },
      units: { susa: { [GREEN]: { legion: 3 } }, persepolis: { [RED]: { legion: 3 } } },
    });
    expect(play(r, s, { type: 'rondel.select', field: 'gold' }).state.nation[RED].stock.gold).toBe(1);
  });

  it('A-PROD-02: the Market/Currency bonus comes once per production action, for whichever resource', () => {
    const s = blank4(r, RED, { knowHows: { [RED]: ['market', 'currency'] }, cities: { zadrakarta: { owner: RED, resource: 'iron' }, artaxata: { owner: RED, resource: 'marble', temple: true } } });
    expect(play(r, s, { type: 'rondel.select', field: 'iron' }).state.nation[RED].stock.iron).toBe(3);
    expect(play(r, s, { type: 'rondel.select', field: 'marble' }).state.nation[RED].stock.marble).toBe(5);
  });

  it('A-TURN-04: after a production the turn goes straight to founding', () => {
    const s = blank4(r, RED, { cities: { susa: { owner: RED, resource: 'gold' } } });
    const state = play(r, s, { type: 'rondel.select', field: 'gold' }).state;
    expect(state.turn.phase).toBe('found');
  });
});
