import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../engine/index';
import { isLegal, play, refused } from '../../helpers/game';
import { blank4, east, endTurn, GREEN, onTurn, playChecked, RED, unitsIn, YELLOW } from './support';

const r = east();
const galleyIn = { type: 'unit.move', from: 'knossos', to: 'athen', unit: 'galley' } as const;

/**
 * T-A-06: 3 red (Persian) galleys at Knossos, one blue border from Athen, where the Greeks have 1 galley and
 * 1 legion (Athen and Pella are Greek cities). Red is on MANEUVER.
 */
function athens(redKnowHows: string[] = []): GameState {
  const s = blank4(r, RED, {
    cities: { athen: { owner: GREEN, resource: 'gold' }, pella: { owner: GREEN, resource: 'marble' }, susa: { owner: RED, resource: 'gold' } },
    units: { knossos: { [RED]: { galley: 3 } }, athen: { [GREEN]: { galley: 1, legion: 1 } } },
    knowHows: { [RED]: redKnowHows },
  });
  return play(r, s, { type: 'rondel.select', field: 'maneuver-1' }).state;
}

describe('T-A-06 battle on demand (Athens)', () => {
  it('asks the Greeks, right after a red galley enters Athen, whether they demand a battle (T-A-06, A-MAN-05, A-MAN-07)', () => {
    const { state } = play(r, athens(), galleyIn);
    expect(state.pending).toEqual([{ kind: 'battle-demand', nation: GREEN, region: 'athen', unit: 'galley', entering: RED }]);
    // The mover waits for the answer.
    refused(r, state, galleyIn, 'move/not-now');
  });

  it('removes one galley of each side when the Greeks demand; the invaders keep 2 galleys and the Greek legion takes no part (T-A-06, A-MAN-08)', () => {
    const s = athens();
    const supplyRed = s.nation[RED].supply.galley;
    const supplyGreen = s.nation[GREEN].supply.galley;
    const state = playChecked(r, s, galleyIn, { type: 'battle.demand' }, galleyIn, galleyIn);
    expect(state.pending).toEqual([]);
    expect(unitsIn(state, 'athen', RED)).toEqual({ galley: 2 });
    expect(unitsIn(state, 'athen', GREEN)).toEqual({ legion: 1 });
    expect(unitsIn(state, 'knossos', RED)).toEqual({});
    // AMB-A13: battle losses go back to the supply.
    expect(state.nation[RED].supply.galley).toBe(supplyRed + 1);
    expect(state.nation[GREEN].supply.galley).toBe(supplyGreen + 1);
  });

  it('lets all the units coexist when nobody demands a battle (T-A-06 derived, A-MAN-11, AMB-A05)', () => {
    let s = athens();
    for (let i = 0; i < 3; i++) {
      s = play(r, s, galleyIn).state;
      // Every entry gives the Greeks a new chance to demand (A-MAN-07).
      expect(s.pending).toHaveLength(1);
      s = play(r, s, { type: 'battle.decline' }).state;
    }
    expect(unitsIn(s, 'athen', RED)).toEqual({ galley: 3 });
    expect(unitsIn(s, 'athen', GREEN)).toEqual({ galley: 1, legion: 1 });
  });

  it('does not ask the Greeks when only their legion could meet the galleys: legions never fight galleys (T-A-06, A-MAN-08, A-FAQ-05)', () => {
    const s = blank4(r, RED, {
      cities: { athen: { owner: GREEN, resource: 'gold' } },
      units: { knossos: { [RED]: { galley: 1 } }, athen: { [GREEN]: { legion: 2 } } },
    });
    const { state } = play(r, s, { type: 'rondel.select', field: 'maneuver-1' }, galleyIn);
    expect(state.pending).toEqual([]);
    refused(r, state, { type: 'battle.fight', region: 'athen', unit: 'galley', against: GREEN }, 'move/no-battle');
  });

  it('lets the mover start the battle itself after the Greeks let it in (T-A-06 derived, A-MAN-05, A-MAN-06)', () => {
    const s = play(r, athens(), galleyIn, { type: 'battle.decline' }).state;
    expect(isLegal(r, s, { type: 'battle.fight', region: 'athen', unit: 'galley', against: GREEN })).toBe(true);
    const { state } = play(r, s, { type: 'battle.fight', region: 'athen', unit: 'galley', against: GREEN });
    expect(unitsIn(state, 'athen', RED)).toEqual({});
    expect(unitsIn(state, 'athen', GREEN)).toEqual({ legion: 1 });
  });

  it('fights min(invaders, defenders) pairs when demanded after several galleys are in (T-A-06 derived, AMB-A02)', () => {
    let s = athens();
    s = play(r, s, galleyIn, { type: 'battle.decline' }, galleyIn).state;
    s = play(r, s, { type: 'battle.demand' }).state;
    // 2 red galleys against 1 Greek galley: 1 pair.
    expect(unitsIn(s, 'athen', RED)).toEqual({ galley: 1 });
    expect(unitsIn(s, 'athen', GREEN)).toEqual({ legion: 1 });
  });

  it('uses no maneuver action: with SAILING the surviving galley can still move on (T-A-06 derived, A-MAN-10, AMB-A03)', () => {
    let s = athens(['sailing']);
    s = play(r, s, galleyIn, { type: 'battle.decline' }, galleyIn, { type: 'battle.decline' }, { type: 'battle.fight', region: 'athen', unit: 'galley', against: GREEN }).state;
    expect(unitsIn(s, 'athen', RED)).toEqual({ galley: 1 });
    expect(s.turn.movesLeft.athen.galley).toEqual([1]);
    const { state } = play(r, s, { type: 'unit.move', from: 'athen', to: 'sparta', unit: 'galley' });
    expect(unitsIn(state, 'sparta', RED)).toEqual({ galley: 1 });
  });
});

/**
 * T-A-12 (the Rome example) on the East board: red (Persians) owns Palmyra with a temple, 1 legion and MONARCHY:
 * defence 3 + 1 + 1 = 5. Yellow (Arabs) has ROADS and 5 legions in Gerrha, 2 red borders away
 * (Gerrha → Babylon → Palmyra). Green (Greeks, a third nation) has 1 legion in Babylon.
 */
function rome(): GameState {
  const s = blank4(r, YELLOW, {
    cities: { palmyra: { owner: RED, resource: 'gold', temple: true }, susa: { owner: RED, resource: 'gold' }, saba: { owner: YELLOW, resource: 'marble' } },
    units: { gerrha: { [YELLOW]: { legion: 5 } }, babylon: { [GREEN]: { legion: 1 } }, palmyra: { [RED]: { legion: 1 } } },
    knowHows: { [RED]: ['monarchy'], [YELLOW]: ['wheel', 'roads'] },
  });
  return play(r, s, { type: 'rondel.select', field: 'maneuver-1' }).state;
}
const toBabylon = { type: 'unit.move', from: 'gerrha', to: 'babylon', unit: 'legion' } as const;
const toPalmyra = { type: 'unit.move', from: 'babylon', to: 'palmyra', unit: 'legion' } as const;

describe('T-A-12 battle demanded by a third nation (Rome)', () => {
  it('asks green, a third nation and not the owner of the target city, when yellow enters its province (T-A-12, A-MAN-05, AMB-A04)', () => {
    const { state } = play(r, rome(), toBabylon);
    expect(state.pending).toEqual([{ kind: 'battle-demand', nation: GREEN, region: 'babylon', unit: 'legion', entering: YELLOW }]);
  });

  it('case A: green demands; 1 yellow and 1 green legion go; 4 arrive with 1 action left; 4 < 5 and the conquest is rejected (T-A-12, A-CONQ-01)', () => {
    let s = play(r, rome(), toBabylon, { type: 'battle.demand' }).state;
    expect(unitsIn(s, 'babylon', GREEN)).toEqual({});
    expect(unitsIn(s, 'babylon', YELLOW)).toEqual({});
    for (let i = 0; i < 4; i++) s = play(r, s, toBabylon).state;
    expect(s.pending).toEqual([]);
    for (let i = 0; i < 4; i++) {
      s = play(r, s, toPalmyra).state;
      expect(s.pending).toEqual([{ kind: 'battle-demand', nation: RED, region: 'palmyra', unit: 'legion', entering: YELLOW }]);
      s = play(r, s, { type: 'battle.decline' }).state;
    }
    expect(unitsIn(s, 'palmyra', YELLOW)).toEqual({ legion: 4 });
    expect(s.turn.movesLeft.palmyra.legion).toEqual([1, 1, 1, 1]);
    expect(refused(r, s, { type: 'city.conquer', region: 'palmyra' }, 'move/too-weak')).toMatch(/defence 5/);
  });

  it('case B: nobody demands; 5 arrive with 1 action each and conquer; all 5 are used up (T-A-12, A-CONQ-03, AMB-A05)', () => {
    let s = rome();
    for (let i = 0; i < 5; i++) s = play(r, s, toBabylon, { type: 'battle.decline' }).state;
    for (let i = 0; i < 5; i++) s = play(r, s, toPalmyra, { type: 'battle.decline' }).state;
    expect(s.turn.movesLeft.palmyra.legion).toEqual([1, 1, 1, 1, 1]);
    const state = playChecked(r, s, { type: 'city.conquer', region: 'palmyra' });
    expect(state.cities.palmyra).toMatchObject({ owner: YELLOW, temple: false });
    expect(unitsIn(state, 'palmyra', YELLOW)).toEqual({});
    expect(unitsIn(state, 'palmyra', RED)).toEqual({});
    expect(unitsIn(state, 'babylon', GREEN)).toEqual({ legion: 1 });
    // The destroyed temple earns yellow a general at the end of the turn (A-GOAL-04).
    expect(endTurn(r, state).nation[YELLOW].personages).toEqual({ general: 1 });
  });

  it('lets the demand come only right after the entry: once it has let yellow pass, green cannot fight in yellow\'s turn (T-A-12, A-MAN-07)', () => {
    const s = play(r, rome(), toBabylon, { type: 'battle.decline' }).state;
    expect(onTurn(s)).toBe(YELLOW);
    refused(r, s, { type: 'battle.fight', region: 'babylon', unit: 'legion', against: YELLOW, nation: GREEN } as never, 'move/not-your-turn');
    refused(r, s, { type: 'battle.demand' }, 'move/not-now');
  });

  it('asks every nation with same-type units in the entered province, in turn order (T-A-12 derived, AMB-A04)', () => {
    const s = blank4(r, YELLOW, {
      units: { gerrha: { [YELLOW]: { legion: 1 } }, babylon: { [GREEN]: { legion: 1 }, [RED]: { legion: 2 } } },
    });
    const { state } = play(r, s, { type: 'rondel.select', field: 'maneuver-1' }, toBabylon);
    expect(state.pending.map((d) => d.nation).sort()).toEqual([GREEN, RED].sort());
    // The first nation asked demands: the single yellow legion is gone, the next question changes nothing.
    const after = play(r, state, { type: 'battle.demand' }).state;
    expect(unitsIn(after, 'babylon', YELLOW)).toEqual({});
    let last = after;
    while (last.pending.length) last = play(r, last, { type: 'battle.demand' }).state;
    expect(unitsIn(last, 'babylon', YELLOW)).toEqual({});
    expect(Object.values(last.units.babylon).reduce((n, u) => n + (u.legion ?? 0), 0)).toBe(2);
  });

  it('lets no battle happen outside a maneuver: the mover cannot fight during another action (T-A-12 derived, A-FAQ-06, A-MAN-13)', () => {
    const s = blank4(r, YELLOW, { units: { babylon: { [GREEN]: { legion: 1 }, [YELLOW]: { legion: 1 } } } });
    const armed = play(r, s, { type: 'rondel.select', field: 'arming' }).state;
    refused(r, armed, { type: 'battle.fight', region: 'babylon', unit: 'legion', against: GREEN }, 'move/not-now');
  });
});
