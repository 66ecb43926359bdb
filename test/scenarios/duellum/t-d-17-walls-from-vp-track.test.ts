import { describe, expect, it } from 'vitest';
import { given, play } from '../../helpers/game';
import { result } from '../../../engine/index';
import type { Move } from '../../../engine/index';
import { BEIGE, BROWN, holdPersonages, rc } from './support';

const r = rc();

/** Know-hows brown develops first (each earns a scholar at the end of the turn). */
const FIRSTS = ['strata', 'navigatio', 'moneta', 'res-publica', 'commercium'];

/**
 * Brown's VP marker stands at `from` (generals first, then kings, none of them scholars); brown holds `walls`
 * walls. In one SCIENTIA turn brown develops `gain` know-hows first and so moves the marker to `from + gain`.
 */
function vpMove(from: number, gain: number, walls = 0) {
  const s = given(r, { active: BROWN, blank: true, stock: { [BROWN]: { gold: 40 } }, walls: { [BROWN]: walls } });
  const generals = Math.min(from, 4);
  const held: Record<string, number> = {};
  if (generals) held.general = generals;
  if (from > 4) held.king = from - 4;
  holdPersonages(s, BROWN, held);
  const bankWalls = s.bank.walls;
  const moves: Move[] = [{ type: 'rondel.select', field: 'scientia' }, ...FIRSTS.slice(0, gain).map((knowHow): Move => ({ type: 'knowhow.develop', knowHow })), { type: 'phase.end' }, { type: 'phase.end' }];
  const { state } = play(r, s, ...moves);
  const vp = Object.values(state.nation[BROWN].personages).reduce((a, n) => a + n, 0);
  expect(vp).toBe(from + gain);
  return { state, gained: state.nation[BROWN].walls - walls, bankWalls, walls: state.nation[BROWN].walls };
}

describe('T-D-17 town walls from the VP track (wall symbols at 0, 1, 2, 3, 5, 7)', () => {
  it('has wall symbols at 0, 1, 2, 3, 5 and 7 (T-D-17, D-VPT-01)', () => {
    expect(r.actions.build.townWall!.gainedAtScore).toEqual([0, 1, 2, 3, 5, 7]);
  });

  it('gives +2 walls for moving 1 → 3 (T-D-17, D-VPT-02)', () => {
    const { gained, state, bankWalls } = vpMove(1, 2);
    expect(gained).toBe(2);
    expect(state.bank.walls).toBe(bankWalls - 2);
  });

  it('gives +1 wall for moving 0 → 1 (T-D-17, D-VPT-02)', () => {
    expect(vpMove(0, 1).gained).toBe(1);
  });

  it('gives no wall for moving 3 → 4 (T-D-17, D-VPT-01)', () => {
    const { gained, state, bankWalls } = vpMove(3, 1);
    expect(gained).toBe(0);
    expect(state.bank.walls).toBe(bankWalls);
  });

  it('gives +1 wall for moving 4 → 5 (T-D-17, D-VPT-02)', () => {
    expect(vpMove(4, 1).gained).toBe(1);
  });

  it('gives +1 wall for moving 5 → 7, none for passing 6 (T-D-17, D-VPT-02)', () => {
    expect(vpMove(5, 2).gained).toBe(1);
  });

  it('gives no wall for moving 7 → 9, and 9 personages win the game (T-D-17, D-VPT-01, D-END-01)', () => {
    const { gained, state } = vpMove(7, 2);
    expect(gained).toBe(0);
    expect(result(state)).toMatchObject({ over: true, winner: BROWN });
  });

  it('adds the walls to the personal supply at the end of the turn, with the personages (T-D-17, D-VPT-05)', () => {
    const s = given(r, { active: BROWN, blank: true, stock: { [BROWN]: { gold: 12 } }, walls: { [BROWN]: 0 } });
    const action = play(r, s, { type: 'rondel.select', field: 'scientia' }, { type: 'knowhow.develop', knowHow: 'strata' }, { type: 'phase.end' }).state;
    expect(action.nation[BROWN].walls).toBe(0);
    const { state } = play(r, action, { type: 'phase.end' });
    expect(state.nation[BROWN].walls).toBe(1);
  });

  it('gives 6 walls in all over a whole game: the starting wall plus 5 from the track (T-D-17, D-VPT-03, D-VPT-04)', () => {
    const start = given(r, { active: BROWN });
    expect(start.nation[BROWN].walls).toBe(1);
    expect(start.nation[BEIGE].walls).toBe(1);
    expect(start.bank.walls).toBe(10);
    let walls = start.nation[BROWN].walls;
    for (const [from, gain] of [
      [0, 1],
      [1, 2],
      [3, 1],
      [4, 1],
      [5, 2],
      [7, 2],
    ]) {
      walls = vpMove(from, gain, walls).walls;
    }
    expect(walls).toBe(6);
  });
});
