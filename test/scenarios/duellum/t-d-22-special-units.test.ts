import { describe, expect, it } from 'vitest';
import { given, isLegal, play, refused } from '../../helpers/game';
import type { GameState } from '../../../engine/index';
import { BEIGE, BROWN, defence, special } from './support';

const r = special();

/** Moves a special unit from its owner's recruitment box (where it starts, D-VAR-01) onto the board. */
function place(state: GameState, nation: string, unit: string, region: string) {
  state.nation[nation].box[unit] = 0;
  state.nation[nation].supply[unit] = 0;
  ((state.units[region] ??= {})[nation] ??= {})[unit] = 1;
}

describe('T-D-22 special units (AMB-D08 default)', () => {
  it('starts the Admiral in beige\'s box and the Commander in brown\'s box (T-D-22, D-VAR-01)', () => {
    const s = given(r, { active: BROWN });
    expect(s.nation[BEIGE].box).toMatchObject({ admiral: 1 });
    expect(s.nation[BROWN].box).toMatchObject({ commander: 1 });
    expect(s.nation[BEIGE].box.commander ?? 0).toBe(0);
    expect(s.nation[BROWN].box.admiral ?? 0).toBe(0);
  });

  describe('Case 1: a beige city defended only by the Admiral', () => {
    /** Beige Tarraco (no temple, no wall) with the Admiral in its region; `legions` brown legions there. */
    function admiralCity(legions: number) {
      const s = given(r, {
        active: BROWN,
        blank: true,
        cities: { tarraco: { owner: BEIGE, resource: 'marble' } },
        units: { tarraco: { [BROWN]: { legion: legions } } },
      });
      place(s, BEIGE, 'admiral', 'tarraco');
      return play(r, s, { type: 'rondel.select', field: 'duellum-1' }, { type: 'phase.end' }).state;
    }

    it('has defence 2: 1 for the city, +1 for the Admiral (T-D-22, D-VAR-04, AMB-D08)', () => {
      expect(defence(r, admiralCity(2), 'tarraco', BROWN)).toBe(2);
    });

    it('is conquered by 2 legions, which go to the box; the Admiral stays in the region, now brown territory (T-D-22, D-VAR-05)', () => {
      const s = admiralCity(2);
      const brownBox = { ...s.nation[BROWN].box };
      const beigeBox = { ...s.nation[BEIGE].box };
      const { state } = play(r, s, { type: 'city.conquer', region: 'tarraco' });
      expect(state.cities.tarraco.owner).toBe(BROWN);
      expect(state.units.tarraco).toEqual({ [BEIGE]: { admiral: 1 } });
      expect(state.nation[BROWN].box).toEqual({ ...brownBox, legion: brownBox.legion + 2 });
      expect(state.nation[BEIGE].box).toEqual(beigeBox);
    });

    it('rejects the conquest with 1 legion (T-D-22, D-VAR-04)', () => {
      refused(r, admiralCity(1), { type: 'city.conquer', region: 'tarraco' }, 'move/too-weak');
    });
  });

  describe('Case 2: the Commander attacks', () => {
    /** Beige Tarraco defended by 1 beige galley (defence 2); the Commander and 1 brown legion in its region. */
    function commanderAttack() {
      const s = given(r, {
        active: BROWN,
        blank: true,
        cities: { tarraco: { owner: BEIGE, resource: 'marble' } },
        units: { tarraco: { [BEIGE]: { galley: 1 }, [BROWN]: { legion: 1 } } },
      });
      place(s, BROWN, 'commander', 'tarraco');
      return play(r, s, { type: 'rondel.select', field: 'duellum-1' }, { type: 'phase.end' }).state;
    }

    it('lowers the defence of 2 (1 + 1 galley) to 1 (T-D-22, D-VAR-04, AMB-D08)', () => {
      expect(defence(r, commanderAttack(), 'tarraco', BROWN)).toBe(1);
    });

    it('conquers with the legion, which goes to the box, while the Commander stays; the beige galley goes to its box (T-D-22, D-VAR-05, D-CONQ-06)', () => {
      const s = commanderAttack();
      const brownBox = { ...s.nation[BROWN].box };
      const beigeBox = { ...s.nation[BEIGE].box };
      const { state } = play(r, s, { type: 'city.conquer', region: 'tarraco' });
      expect(state.cities.tarraco.owner).toBe(BROWN);
      expect(state.units.tarraco).toEqual({ [BROWN]: { commander: 1 } });
      expect(state.nation[BROWN].box).toEqual({ ...brownBox, legion: brownBox.legion + 1 });
      expect(state.nation[BEIGE].box).toEqual({ ...beigeBox, galley: beigeBox.galley + 1 });
    });

    it('does not count the Commander as an attacking unit: alone it cannot conquer a city of defence 2 (T-D-22, AMB-D08)', () => {
      const s = given(r, {
        active: BROWN,
        blank: true,
        cities: { tarraco: { owner: BEIGE, resource: 'marble' } },
        units: { tarraco: { [BEIGE]: { galley: 1 } } },
      });
      place(s, BROWN, 'commander', 'tarraco');
      const state = play(r, s, { type: 'rondel.select', field: 'duellum-1' }, { type: 'phase.end' }).state;
      expect(defence(r, state, 'tarraco', BROWN)).toBe(1);
      refused(r, state, { type: 'city.conquer', region: 'tarraco' }, 'move/too-weak');
    });
  });

  describe('arming the Commander', () => {
    /** Brown owns Carthago (temple) and Zama (no temple); the Commander is in brown's box. */
    function militia(iron: number) {
      const s = given(r, {
        active: BROWN,
        blank: true,
        cities: { carthago: { owner: BROWN, resource: 'gold', temple: true }, zama: { owner: BROWN, resource: 'iron' } },
        stock: { [BROWN]: { iron } },
      });
      return play(r, s, { type: 'rondel.select', field: 'militia' }).state;
    }

    it('costs 3 iron at a city with a temple (T-D-22, D-VAR-02)', () => {
      const { state } = play(r, militia(3), { type: 'unit.arm', region: 'carthago', unit: 'commander' });
      expect(state.nation[BROWN].stock.iron).toBe(0);
      expect(state.units.carthago).toEqual({ [BROWN]: { commander: 1 } });
      expect(state.nation[BROWN].box.commander ?? 0).toBe(0);
    });

    it('is refused with only 2 iron (T-D-22, D-VAR-02)', () => {
      refused(r, militia(2), { type: 'unit.arm', region: 'carthago', unit: 'commander' }, 'move/insufficient-resources');
    });

    it('is refused at a city without a temple (T-D-22, D-VAR-02)', () => {
      const s = militia(3);
      refused(r, s, { type: 'unit.arm', region: 'zama', unit: 'commander' }, 'move/needs-temple');
      expect(isLegal(r, s, { type: 'unit.arm', region: 'zama', unit: 'commander' })).toBe(false);
    });

    it('is refused to beige, whose special unit is the Admiral (T-D-22, D-VAR-01)', () => {
      const s = given(r, {
        active: BEIGE,
        blank: true,
        cities: { roma: { owner: BEIGE, resource: 'gold', temple: true } },
        stock: { [BEIGE]: { iron: 6 } },
      });
      const atMilitia = play(r, s, { type: 'rondel.select', field: 'militia' }).state;
      refused(r, atMilitia, { type: 'unit.arm', region: 'roma', unit: 'commander' }, 'move/box-empty');
      const { state } = play(r, atMilitia, { type: 'unit.arm', region: 'roma', unit: 'admiral' });
      expect(state.units.roma).toEqual({ [BEIGE]: { admiral: 1 } });
      expect(state.nation[BEIGE].stock.iron).toBe(3);
    });
  });

  describe('killing special units (D-VAR-06, D-VAR-07, AMB-D09)', () => {
    it('trades a galley 1:1 with the Admiral once its escorting galley is gone (T-D-22, D-VAR-06, D-VAR-07)', () => {
      const s = given(r, {
        active: BROWN,
        blank: true,
        units: { corsica: { [BROWN]: { galley: 2 } }, 'mare-tyrrhenum': { [BEIGE]: { galley: 1 } } },
      });
      place(s, BEIGE, 'admiral', 'mare-tyrrhenum');
      const enter = { type: 'unit.move', from: 'corsica', to: 'mare-tyrrhenum', unit: 'galley' } as const;
      const first = play(r, s, { type: 'rondel.select', field: 'duellum-1' }, enter).state;
      // The escort goes first.
      expect(first.units['mare-tyrrhenum']).toEqual({ [BEIGE]: { admiral: 1 } });
      const { state } = play(r, first, enter);
      expect(state.units['mare-tyrrhenum']).toBeUndefined();
      expect(state.nation[BEIGE].box).toMatchObject({ admiral: 1 });
    });

    it('leaves the Commander alone when a beige galley enters its region: only legions fight it (T-D-22, D-VAR-06)', () => {
      const s = given(r, { active: BEIGE, blank: true, units: { corsica: { [BEIGE]: { galley: 1 } } } });
      place(s, BROWN, 'commander', 'roma');
      const { state } = play(r, s, { type: 'rondel.select', field: 'duellum-1' }, { type: 'unit.move', from: 'corsica', to: 'roma', unit: 'galley' });
      expect(state.units.roma).toEqual({ [BROWN]: { commander: 1 }, [BEIGE]: { galley: 1 } });
    });
  });
});
