import { describe, expect, it } from 'vitest';
import { given, play } from '../../helpers/game';
import type { GameState } from '../../../engine/index';
import { BEIGE, BROWN, holdPersonages, rc, special } from './support';

const r = rc();

/** Galley-symbol sea regions (2 points each) and a coastal city region (1 point) of the Rome vs Carthage board. */
const SYMBOL = ['corsica', 'mare-hispanum', 'mare-balearicum', 'mare-ligusticum', 'mare-sardoum', 'mare-tyrrhenum', 'mare-africum', 'mare-ionium'];
const COASTAL = ['carales', 'tarraco'];

/** Brown's galleys as given; brown plays TEMPLUM, does nothing and ends the turn. */
function endTurnWith(galleys: Record<string, number>, before: (s: GameState) => void = () => {}) {
  const units: Record<string, Record<string, Record<string, number>>> = {};
  for (const [region, n] of Object.entries(galleys)) units[region] = { [BROWN]: { galley: n } };
  const s = given(r, { active: BROWN, blank: true, units });
  before(s);
  return play(r, s, { type: 'rondel.select', field: 'templum' }, { type: 'phase.end' }, { type: 'phase.end' }).state;
}

describe('T-D-15 navigator points (AMB-D01 default)', () => {
  it('has the galley-symbol and coastal regions the scenarios use (T-D-15)', () => {
    for (const id of SYMBOL) expect(r.map.regions[id], id).toMatchObject({ kind: 'sea', galleySymbol: true });
    for (const id of COASTAL) {
      expect(r.map.regions[id].kind, id).toBe('coastal');
      expect(r.map.regions[id].galleySymbol, id).toBeFalsy();
    }
  });

  it('awards 1 navigator for 4 galleys in 4 galley-symbol regions = 8 points, and beige takes 1 card (T-D-15, D-PERS-06)', () => {
    const state = endTurnWith({ corsica: 1, 'mare-hispanum': 1, 'mare-balearicum': 1, 'mare-ligusticum': 1 });
    expect(state.nation[BROWN].personages).toEqual({ navigator: 1 });
    expect(state.stacks.navigator).toBe(1);
    expect(state.pending).toEqual([{ kind: 'take-card', nation: BEIGE, reason: 'personage' }]);
  });

  it('awards 1 navigator for 3 galley-symbol regions + 1 coastal city region = 7 points (T-D-15, D-PERS-06, AMB-D01)', () => {
    const state = endTurnWith({ corsica: 1, 'mare-hispanum': 1, 'mare-balearicum': 1, carales: 1 });
    expect(state.nation[BROWN].personages).toEqual({ navigator: 1 });
  });

  it('awards nothing for 3 galley-symbol regions only = 6 points (T-D-15, D-PERS-06)', () => {
    const state = endTurnWith({ corsica: 1, 'mare-hispanum': 1, 'mare-balearicum': 1 });
    expect(state.nation[BROWN].personages).toEqual({});
    expect(state.stacks.navigator).toBe(2);
    expect(state.pending).toEqual([]);
    expect(state.nations[state.turn.active]).toBe(BEIGE);
  });

  it('counts 2 galleys in the same region once (T-D-15, D-PERS-06)', () => {
    // 2 + 1 + 1 galleys in 3 symbol regions: 6 points, not 8.
    const state = endTurnWith({ corsica: 2, 'mare-hispanum': 1, 'mare-balearicum': 1 });
    expect(state.nation[BROWN].personages).toEqual({});
  });

  it('needs 14 points for the second navigator: 13 are not enough (T-D-15, D-PERS-06, D-PERS-07)', () => {
    // 6 symbol regions (12) + 1 coastal region (1) = 13.
    const galleys = Object.fromEntries([...SYMBOL.slice(0, 6), COASTAL[0]].map((id) => [id, 1]));
    const state = endTurnWith(galleys, (s) => holdPersonages(s, BROWN, { navigator: 1 }));
    expect(state.nation[BROWN].personages).toEqual({ navigator: 1 });
    expect(state.pending).toEqual([]);
  });

  it('awards the second navigator at 14 points (T-D-15, D-PERS-06)', () => {
    const galleys = Object.fromEntries(SYMBOL.slice(0, 7).map((id) => [id, 1]));
    const state = endTurnWith(galleys, (s) => holdPersonages(s, BROWN, { navigator: 1 }));
    expect(state.nation[BROWN].personages).toEqual({ navigator: 2 });
    expect(state.stacks.navigator).toBe(0);
  });

  it('awards both navigators in one turn when 14 points are reached at once (T-D-15, D-PERS-01, D-PERS-06)', () => {
    const galleys = Object.fromEntries(SYMBOL.slice(0, 7).map((id) => [id, 1]));
    const state = endTurnWith(galleys);
    expect(state.nation[BROWN].personages).toEqual({ navigator: 2 });
    expect(state.pending).toEqual([
      { kind: 'take-card', nation: BEIGE, reason: 'personage' },
      { kind: 'take-card', nation: BEIGE, reason: 'personage' },
    ]);
  });

  it('counts after the turn\'s battles: a galley lost in battle no longer scores (T-D-15, D-PERS-06)', () => {
    // 4 symbol regions = 8 before the turn; the galley from Mare Ligusticum dies against the beige galley in Mare Sardoum.
    const s = given(r, {
      active: BROWN,
      blank: true,
      units: {
        corsica: { [BROWN]: { galley: 1 } },
        'mare-hispanum': { [BROWN]: { galley: 1 } },
        'mare-balearicum': { [BROWN]: { galley: 1 } },
        'mare-ligusticum': { [BROWN]: { galley: 1 } },
        'mare-sardoum': { [BEIGE]: { galley: 1 } },
      },
    });
    const { state } = play(
      r,
      s,
      { type: 'rondel.select', field: 'duellum-1' },
      { type: 'unit.move', from: 'mare-ligusticum', to: 'mare-sardoum', unit: 'galley' },
      { type: 'phase.end' },
      { type: 'phase.end' },
      { type: 'phase.end' },
    );
    expect(state.nation[BROWN].personages).toEqual({});
    expect(state.pending).toEqual([]);
  });

  it('counts galleys moved this turn at their new regions (T-D-15, D-PERS-06)', () => {
    const s = given(r, {
      active: BROWN,
      blank: true,
      units: { corsica: { [BROWN]: { galley: 1 } }, 'mare-hispanum': { [BROWN]: { galley: 1 } }, tarraco: { [BROWN]: { galley: 2 } } },
    });
    // Corsica and Mare Hispanum (2 + 2) and 2 galleys at coastal Tarraco (1): 5 points before the turn;
    // moving 1 galley from Tarraco to Mare Balearicum makes 2 + 2 + 2 + 1 = 7.
    const { state } = play(
      r,
      s,
      { type: 'rondel.select', field: 'duellum-1' },
      { type: 'unit.move', from: 'tarraco', to: 'mare-balearicum', unit: 'galley' },
      { type: 'phase.end' },
      { type: 'phase.end' },
      { type: 'phase.end' },
    );
    expect(state.nation[BROWN].personages).toEqual({ navigator: 1 });
  });

  it('does not count the Admiral as a galley for navigator points (T-D-15, AMB-D01)', () => {
    const sr = special();
    // Beige (Romans) own the Admiral: 3 galleys in symbol regions + the Admiral alone in a 4th = 6 points.
    const s = given(sr, {
      active: BEIGE,
      blank: true,
      units: {
        corsica: { [BEIGE]: { galley: 1 } },
        'mare-hispanum': { [BEIGE]: { galley: 1 } },
        'mare-balearicum': { [BEIGE]: { galley: 1 } },
        'mare-ligusticum': { [BEIGE]: { admiral: 1 } },
      },
    });
    s.nation[BEIGE].box.admiral = 0;
    const { state } = play(sr, s, { type: 'rondel.select', field: 'templum' }, { type: 'phase.end' }, { type: 'phase.end' });
    expect(state.nation[BEIGE].personages).toEqual({});
  });
});
