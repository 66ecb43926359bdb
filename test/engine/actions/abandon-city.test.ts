import { describe, expect, it } from 'vitest';
import { given, play, refused, ruleset } from '../../helpers/game';

const R = ruleset('antike-east');

/** A nation with every city stone on the board conquers by giving up a city it founded (A-CONQ-07, T-A-15a). */
function outOfStones() {
  const state = given(R, {
    players: 4,
    active: 'greeks',
    rondel: { greeks: 'gold' },
    cities: { sparta: { owner: 'greeks', resource: 'iron', temple: true, founded: true } },
    units: { tyros: { greeks: { galley: 2 } } },
  });
  state.nation.greeks.cityStones = 0;
  return state;
}

describe('conquering with every city stone in use (A-CONQ-07)', () => {
  it('refuses the conquest unless a founded city is named to give up', () => {
    const state = play(R, outOfStones(), { type: 'rondel.select', field: 'maneuver-1' }).state;
    refused(R, state, { type: 'city.conquer', region: 'tyros' }, 'move/no-city-stones');
  });

  it('empties the abandoned site and returns its temple to the bank', () => {
    let state = play(R, outOfStones(), { type: 'rondel.select', field: 'maneuver-1' }).state;
    const templesBefore = state.bank.temples;
    state = play(R, state, { type: 'city.conquer', region: 'tyros', abandon: 'sparta' }).state;
    expect(state.cities.sparta).toBeUndefined();
    expect(state.cities.tyros.owner).toBe('greeks');
    expect(state.bank.temples).toBe(templesBefore + 1);
    expect(state.nation.greeks.cityStones).toBe(0);
  });
});
