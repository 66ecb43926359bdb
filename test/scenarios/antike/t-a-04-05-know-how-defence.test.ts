import { describe, expect, it } from 'vitest';
import { play, refused } from '../../helpers/game';
import { blank4, defence, east, endTurn, GREEN, RED, YELLOW } from './support';

const r = east();

/** Red on KNOW-HOW with `gold` gold; yellow owns SAILING. */
function knowHowTurn(gold: number, yellow: string[] = ['sailing']) {
  const s = blank4(r, RED, { knowHows: { [YELLOW]: yellow }, stock: { [RED]: { gold } }, cities: { susa: { owner: RED, resource: 'gold' } } });
  return play(r, s, { type: 'rondel.select', field: 'know-how' }).state;
}

describe('T-A-04 know-how purchase', () => {
  it('buys SAILING (owned by another nation: 3) and NAVIGATION (new: 10) for 13 gold in one action (T-A-04, A-KH-03, A-KH-04)', () => {
    const s = knowHowTurn(13);
    const { state } = play(r, s, { type: 'knowhow.develop', knowHow: 'sailing' }, { type: 'knowhow.develop', knowHow: 'navigation' });
    expect(state.nation[RED].stock.gold).toBe(0);
    expect(state.nation[RED].knowHows).toEqual(['sailing', 'navigation']);
  });

  it('pays exactly 3 for SAILING and then 10 for NAVIGATION', () => {
    const s = knowHowTurn(20);
    const sailing = play(r, s, { type: 'knowhow.develop', knowHow: 'sailing' }).state;
    expect(sailing.nation[RED].stock.gold).toBe(17);
    const navigation = play(r, sailing, { type: 'knowhow.develop', knowHow: 'navigation' }).state;
    expect(navigation.nation[RED].stock.gold).toBe(7);
  });

  it('awards 1 scholar at the end of the turn, for NAVIGATION only (T-A-04, A-KH-05, A-GOAL-03)', () => {
    const s = knowHowTurn(13);
    const bought = play(r, s, { type: 'knowhow.develop', knowHow: 'sailing' }, { type: 'knowhow.develop', knowHow: 'navigation' }).state;
    expect(bought.nation[RED].personages).toEqual({});
    const done = endTurn(r, bought);
    expect(done.nation[RED].personages).toEqual({ scholar: 1 });
    expect(done.stacks.scholar).toBe(7);
  });

  it('marks the nation as owning NAVIGATION, so its galleys get 3 maneuver actions (T-A-04, A-KH-06, A-KH-07)', () => {
    const s = knowHowTurn(13);
    const bought = endTurn(r, play(r, s, { type: 'knowhow.develop', knowHow: 'sailing' }, { type: 'knowhow.develop', knowHow: 'navigation' }).state);
    expect(bought.nation[RED].knowHows).toContain('navigation');
  });

  it('rejects NAVIGATION without SAILING, owned or bought in the same action (T-A-04, A-KH-03)', () => {
    const message = refused(r, knowHowTurn(20), { type: 'knowhow.develop', knowHow: 'navigation' }, 'move/prerequisite');
    expect(message).toMatch(/SAILING/);
  });

  it('rejects a purchase the nation cannot pay: 12 gold do not buy both (T-A-04)', () => {
    const s = play(r, knowHowTurn(12), { type: 'knowhow.develop', knowHow: 'sailing' }).state;
    refused(r, s, { type: 'knowhow.develop', knowHow: 'navigation' }, 'move/insufficient-resources');
  });

  it('counts coins for missing gold (T-A-04, A-TURN-02)', () => {
    const s = blank4(r, RED, { knowHows: { [YELLOW]: ['sailing'] }, stock: { [RED]: { gold: 10, coin: 3 } } });
    const { state } = play(r, s, { type: 'rondel.select', field: 'know-how' }, { type: 'knowhow.develop', knowHow: 'sailing' }, { type: 'knowhow.develop', knowHow: 'navigation' });
    expect(state.nation[RED].stock).toEqual({ marble: 0, iron: 0, gold: 0, coin: 0 });
  });
});

describe('T-A-05 Corniclanum defence', () => {
  function corniclanum(knowHows: string[]) {
    return blank4(r, RED, {
      cities: { corniclanum: { owner: GREEN, resource: 'marble', temple: true }, ammonion: { owner: GREEN, resource: 'iron' } },
      units: { corniclanum: { [GREEN]: { galley: 1, legion: 1 } } },
      knowHows: { [GREEN]: knowHows },
    });
  }

  it('is 3 (temple) + 2 (a galley and a legion) + 1 (MONARCHY) = 6 (T-A-05, A-CONQ-02)', () => {
    expect(defence(r, corniclanum(['monarchy']), 'corniclanum', RED)).toBe(6);
  });

  it('is 7 with DEMOCRACY instead of MONARCHY, and still 7 with both (T-A-05, A-CONQ-02, A-KH-07)', () => {
    expect(defence(r, corniclanum(['democracy']), 'corniclanum', RED)).toBe(7);
    expect(defence(r, corniclanum(['monarchy', 'democracy']), 'corniclanum', RED)).toBe(7);
  });

  it('is 5 with neither, and 3 with the units gone (T-A-05, A-CONQ-02, A-TEMP-03)', () => {
    expect(defence(r, corniclanum([]), 'corniclanum', RED)).toBe(5);
    const empty = blank4(r, RED, { cities: { corniclanum: { owner: GREEN, resource: 'marble', temple: true } } });
    expect(defence(r, empty, 'corniclanum', RED)).toBe(3);
  });

  it('takes 6 upright attackers against MONARCHY: 5 are refused, 6 conquer (T-A-05, A-CONQ-01)', () => {
    for (const [n, ok] of [[5, false], [6, true]] as const) {
      const s = corniclanum(['monarchy']);
      s.units.corniclanum[RED] = { galley: n };
      s.nation[RED].supply.galley -= n;
      const moved = play(r, s, { type: 'rondel.select', field: 'maneuver-1' }).state;
      if (ok) expect(play(r, moved, { type: 'city.conquer', region: 'corniclanum' }).state.cities.corniclanum.owner).toBe(RED);
      else expect(refused(r, moved, { type: 'city.conquer', region: 'corniclanum' }, 'move/too-weak')).toMatch(/defence 6/);
    }
  });

  it('does not count a third nation\'s units in the province (T-A-05, A-CONQ-02)', () => {
    const s = corniclanum(['monarchy']);
    s.units.corniclanum[YELLOW] = { legion: 2 };
    s.nation[YELLOW].supply.legion -= 2;
    expect(defence(r, s, 'corniclanum', RED)).toBe(6);
  });
});
