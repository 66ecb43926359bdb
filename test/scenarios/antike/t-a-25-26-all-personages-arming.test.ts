import { describe, expect, it } from 'vitest';
import { result, type GameState } from '../../../engine/index';
import { given, play, ruleset } from '../../helpers/game';
import { blank4, east, endTurn, GREEN, holdPersonages, onTurn, playChecked, RED, unitsIn } from './support';

const r = east();

/**
 * T-A-25 on 6 nations: 34 of the 35 personages are in hand, nobody has 7; only 1 general is left. The Greeks
 * (on turn) will take it by destroying the Phoenicians' temple in Tyros; next come the Babylonians, who can
 * destroy the Persians' temple in Susa.
 */
function lastGeneral(): GameState {
  const s = given(r, {
    players: 6,
    active: 'greeks',
    blank: true,
    cities: {
      tyros: { owner: 'phoenicians', resource: 'iron', temple: true },
      paphos: { owner: 'phoenicians', resource: 'gold' },
      susa: { owner: 'persians', resource: 'gold', temple: true },
      charax: { owner: 'persians', resource: 'iron' },
      artaxata: { owner: 'persians', resource: 'marble' },
    },
    units: { tyros: { greeks: { galley: 3 } }, susa: { babylonians: { legion: 3 } }, charax: { babylonians: { legion: 1 } } },
  });
  holdPersonages(s, 'babylonians', { king: 2, scholar: 2, general: 2 });
  holdPersonages(s, 'egyptians', { king: 2, scholar: 2, general: 2 });
  holdPersonages(s, 'arabs', { king: 2, scholar: 2, general: 1, citizen: 1 });
  holdPersonages(s, 'phoenicians', { scholar: 2, general: 1, citizen: 3 });
  holdPersonages(s, 'persians', { king: 1, citizen: 2, navigator: 2 });
  holdPersonages(s, 'greeks', { king: 2, navigator: 3 });
  expect(s.stacks).toEqual({ king: 0, scholar: 0, general: 1, citizen: 0, navigator: 0 });
  expect(s.nations[1]).toBe('babylonians');
  return s;
}

/** The Greeks take the 35th personage; the Babylonians are on turn. */
function allGone(): GameState {
  const s = endTurn(r, play(r, lastGeneral(), { type: 'rondel.select', field: 'maneuver-1' }, { type: 'city.conquer', region: 'tyros' }).state);
  expect(s.nation.greeks.personages).toEqual({ king: 2, navigator: 3, general: 1 });
  expect(Object.values(s.stacks).every((n) => n === 0)).toBe(true);
  expect(onTurn(s)).toBe('babylonians');
  return s;
}

describe('T-A-25 all 35 personages awarded', () => {
  it('does not make the nation that took the last card a winner: its temple came before "from then on" (T-A-25, A-GOAL-10)', () => {
    const s = allGone();
    expect(result(s).over).toBe(false);
    expect(s.nation.greeks.personages.general).toBe(1);
  });

  it('lets the next nation to destroy a temple win (T-A-25, A-GOAL-10)', () => {
    const s = play(r, allGone(), { type: 'rondel.select', field: 'maneuver-1' }, { type: 'city.conquer', region: 'susa' }).state;
    // AMB-A12: checked at the end of the turn, like the other awards.
    expect(result(s).over).toBe(false);
    const done = endTurn(r, s);
    expect(result(done)).toMatchObject({ over: true, winner: 'babylonians' });
    expect(done.nation.babylonians.personages).toEqual({ king: 2, scholar: 2, general: 2 });
  });

  it('gives no win for conquering a city without a temple (T-A-25 counter-case)', () => {
    const s = endTurn(r, play(r, allGone(), { type: 'rondel.select', field: 'maneuver-1' }, { type: 'city.conquer', region: 'charax' }).state);
    expect(result(s).over).toBe(false);
  });

  it('gives no win for a temple destroyed while other stacks still hold cards, even with the generals gone (T-A-25 counter-case, A-GOAL-11)', () => {
    const s = lastGeneral();
    // The Greeks already took the last general; one navigator goes back to its stack.
    holdPersonages(s, 'greeks', { general: 1 });
    s.nation.greeks.personages.navigator = 2;
    s.nation.greeks.thresholdsReached.navigator = 2;
    s.stacks.navigator = 1;
    const done = endTurn(r, play(r, s, { type: 'rondel.select', field: 'maneuver-1' }, { type: 'city.conquer', region: 'tyros' }).state);
    expect(result(done).over).toBe(false);
    expect(done.nation.greeks.personages).toEqual({ king: 2, navigator: 2, general: 1 });
  });
});

describe('T-A-26 no battle when arming', () => {
  /** Red's Susa (no temple) with a green legion in the province; red on ARMING. */
  function arming(): GameState {
    const s = blank4(r, RED, {
      cities: { susa: { owner: RED, resource: 'gold' }, tyros: { owner: RED, resource: 'iron' } },
      units: { susa: { [GREEN]: { legion: 1 } }, tyros: { [GREEN]: { galley: 2, legion: 1 } } },
      stock: { [RED]: { iron: 2 } },
    });
    return play(r, s, { type: 'rondel.select', field: 'arming' }).state;
  }

  it('adds a legion next to the enemy legion with no battle: both stay (T-A-26, A-ARM-05, A-FAQ-06)', () => {
    const state = playChecked(r, arming(), { type: 'unit.arm', region: 'susa', unit: 'legion' });
    expect(unitsIn(state, 'susa', RED)).toEqual({ legion: 1 });
    expect(unitsIn(state, 'susa', GREEN)).toEqual({ legion: 1 });
    expect(state.pending).toEqual([]);
    expect(state.nation[RED].supply.legion).toBe(16);
  });

  it('lets foreign units never block arming, galleys included (T-A-26 derived, A-ARM-03)', () => {
    const state = playChecked(r, arming(), { type: 'unit.arm', region: 'tyros', unit: 'galley' });
    expect(unitsIn(state, 'tyros', RED)).toEqual({ galley: 1 });
    expect(unitsIn(state, 'tyros', GREEN)).toEqual({ galley: 2, legion: 1 });
    expect(state.pending).toEqual([]);
  });

  it('contrasts with Duellum, where arming next to a hostile unit of the type fights at once (T-A-26 vs T-D-08; Part 3 #17)', () => {
    expect(r.actions.arm.battleOnArrival).toBe(false);
    expect(ruleset('antike-duellum').actions.arm.battleOnArrival).toBe(true);
  });
});
