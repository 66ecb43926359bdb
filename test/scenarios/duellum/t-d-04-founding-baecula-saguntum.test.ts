import { describe, expect, it } from 'vitest';
import { given, isLegal, play, refused } from '../../helpers/game';
import { BEIGE, BROWN, rc } from './support';

const r = rc();

/**
 * Brown (Carthage) has a legion in Baecula and in Saguntum, none in Numantia; all three are empty sites.
 * Carthago Nova and Tarraco are gold cities (beige), so Baecula borders exactly 1 gold city and, once Baecula is
 * gold, Saguntum borders 3 gold cities (Baecula, Carthago Nova, Tarraco) and no iron city.
 * The turn is already at step 2 (founding): TEMPLUM taken on the first turn and ended.
 */
function atFounding(stock: Record<string, number> = { gold: 2, marble: 2, iron: 1, coin: 2 }, extraUnits: Record<string, Record<string, Record<string, number>>> = {}) {
  const s = given(r, {
    active: BROWN,
    blank: true,
    cities: { 'carthago-nova': { owner: BEIGE, resource: 'gold' }, tarraco: { owner: BEIGE, resource: 'gold' } },
    units: { baecula: { [BROWN]: { legion: 1 } }, saguntum: { [BROWN]: { legion: 1 } }, ...extraUnits },
    stock: { [BROWN]: stock },
  });
  const { state } = play(r, s, { type: 'rondel.select', field: 'templum' }, { type: 'phase.end' });
  expect(state.turn.phase).toBe('found');
  return state;
}

describe('T-D-04 founding Baecula (gold) then Saguntum (iron)', () => {
  it('charges 2 gold + 2 marble + 1 iron + 2 coins and leaves Carthage with nothing (T-D-04, D-FOUND-04, D-FOUND-06)', () => {
    const s = atFounding();
    const tokens = { ...s.bank.cityTokens };
    const { state } = play(r, s, { type: 'city.found', region: 'baecula', resource: 'gold' }, { type: 'city.found', region: 'saguntum', resource: 'iron' });
    expect(state.nation[BROWN].stock).toEqual({ marble: 0, iron: 0, gold: 0, coin: 0 });
    expect(state.cities.baecula).toMatchObject({ owner: BROWN, resource: 'gold', temple: false, wall: false });
    expect(state.cities.saguntum).toMatchObject({ owner: BROWN, resource: 'iron', temple: false, wall: false });
    // One gold token and one iron token leave the bank, brown side up.
    expect(state.bank.cityTokens).toEqual({ ...tokens, gold: tokens.gold! - 1, iron: tokens.iron! - 1 });
    // Founding does not use up the units (D-FOUND-08).
    expect(state.units.baecula).toEqual({ [BROWN]: { legion: 1 } });
    expect(state.units.saguntum).toEqual({ [BROWN]: { legion: 1 } });
    expect(state.turn.phase).toBe('found');
    expect(state.pending).toEqual([]);
  });

  it('prices Baecula at 1 marble + 1 iron + 1 gold + 1 coin for its one gold neighbour (T-D-04, D-FOUND-06)', () => {
    const { state } = play(r, atFounding(), { type: 'city.found', region: 'baecula', resource: 'gold' });
    expect(state.nation[BROWN].stock).toEqual({ marble: 1, iron: 0, gold: 1, coin: 1 });
  });

  it('prices Saguntum as iron at 1/1/1 with a coin standing in for the missing iron, and no surcharge (T-D-04, D-FOUND-04, D-COIN-01)', () => {
    const s = play(r, atFounding(), { type: 'city.found', region: 'baecula', resource: 'gold' }).state;
    const { state } = play(r, s, { type: 'city.found', region: 'saguntum', resource: 'iron', payment: { marble: 1, gold: 1, coin: 1 } });
    expect(state.nation[BROWN].stock).toEqual({ marble: 0, iron: 0, gold: 0, coin: 0 });
  });

  it('rejects founding at Numantia, where brown has no unit (T-D-04, D-FOUND-03)', () => {
    const s = atFounding();
    refused(r, s, { type: 'city.found', region: 'numantia', resource: 'marble' }, 'move/no-presence');
    expect(isLegal(r, s, { type: 'city.found', region: 'numantia' })).toBe(false);
  });

  it('rejects founding at Numantia even with a beige unit there: the founder needs his own unit (T-D-04, D-FOUND-03)', () => {
    const s = atFounding(undefined, { numantia: { [BEIGE]: { legion: 1 } } });
    refused(r, s, { type: 'city.found', region: 'numantia', resource: 'marble' }, 'move/no-presence');
  });

  it('rejects Saguntum as gold after Baecula: 1 gold + 1 marble + 1 iron-equivalent + 3 coins is more than Carthage has (T-D-04, D-FOUND-06, AMB-D05)', () => {
    const s = play(r, atFounding(), { type: 'city.found', region: 'baecula', resource: 'gold' }).state;
    refused(r, s, { type: 'city.found', region: 'saguntum', resource: 'gold' }, 'move/insufficient-resources');
    expect(isLegal(r, s, { type: 'city.found', region: 'saguntum', resource: 'gold' })).toBe(false);
    expect(isLegal(r, s, { type: 'city.found', region: 'saguntum', resource: 'iron' })).toBe(true);
  });

  it('counts the just-founded Baecula for Saguntum: gold there costs exactly 1 gold + 1 marble + 4 coins (T-D-04, D-FOUND-07)', () => {
    const s = atFounding({ gold: 2, marble: 2, iron: 1, coin: 5 });
    const after = play(r, s, { type: 'city.found', region: 'baecula', resource: 'gold' }).state;
    expect(after.nation[BROWN].stock).toEqual({ marble: 1, iron: 0, gold: 1, coin: 4 });
    const { state } = play(r, after, { type: 'city.found', region: 'saguntum', resource: 'gold' });
    expect(state.nation[BROWN].stock).toEqual({ marble: 0, iron: 0, gold: 0, coin: 0 });
    expect(state.cities.saguntum).toMatchObject({ owner: BROWN, resource: 'gold' });
  });

  it('does not let a chip pay the coin surcharge: Baecula as gold with 3 of each chip and no coin is refused (T-D-04, AMB-D05, D-COIN-03)', () => {
    const s = atFounding({ gold: 3, marble: 3, iron: 3, coin: 0 });
    refused(r, s, { type: 'city.found', region: 'baecula', resource: 'gold' }, 'move/insufficient-resources');
    refused(r, s, { type: 'city.found', region: 'baecula', resource: 'gold', payment: { gold: 2, marble: 1, iron: 1 } }, 'move/insufficient-resources');
    // A marble city there has no same-resource neighbour and costs only the chips.
    const { state } = play(r, s, { type: 'city.found', region: 'baecula', resource: 'marble' });
    expect(state.nation[BROWN].stock).toEqual({ marble: 2, iron: 2, gold: 2, coin: 0 });
  });

  it('rejects founding before step 2, during the action (T-D-04, D-TURN-02)', () => {
    const s = given(r, {
      active: BROWN,
      blank: true,
      units: { baecula: { [BROWN]: { legion: 1 } } },
      stock: { [BROWN]: { gold: 2, marble: 2, iron: 2, coin: 2 } },
    });
    const atAction = play(r, s, { type: 'rondel.select', field: 'templum' }).state;
    refused(r, atAction, { type: 'city.found', region: 'baecula', resource: 'marble' }, 'move/not-now');
  });
});

describe('T-D-04 derived: city tokens are limited', () => {
  it('rejects a gold city once the 10 gold tokens are used up, while an iron city is still possible (T-D-04 derived, D-SUP-05, D-FOUND-09)', () => {
    const s = atFounding({ gold: 3, marble: 3, iron: 3, coin: 3 });
    s.bank.cityTokens.gold = 0;
    refused(r, s, { type: 'city.found', region: 'baecula', resource: 'gold' }, 'move/no-city-tokens');
    const { state } = play(r, s, { type: 'city.found', region: 'baecula', resource: 'iron' });
    expect(state.cities.baecula).toMatchObject({ owner: BROWN, resource: 'iron' });
  });
});

describe('T-D-04 derived: where cities may be founded', () => {
  it('allows founding where enemy units stand, as long as an own unit is there too (T-D-04 derived, D-FOUND-03)', () => {
    const s = atFounding({ gold: 1, marble: 1, iron: 1, coin: 0 }, { numantia: { [BROWN]: { legion: 1 }, [BEIGE]: { legion: 2 } } });
    const { state } = play(r, s, { type: 'city.found', region: 'numantia', resource: 'iron' });
    expect(state.cities.numantia).toMatchObject({ owner: BROWN, resource: 'iron' });
  });

  it('rejects founding in a region without a city site, such as the sea region Corsica (T-D-04 derived, D-FOUND-02)', () => {
    const s = atFounding(undefined, { corsica: { [BROWN]: { galley: 1 } } });
    refused(r, s, { type: 'city.found', region: 'corsica', resource: 'iron' }, 'move/no-city-site');
  });

  it('lets several cities be founded in a turn whatever the rondel action was, here after MARMOR (T-D-04 derived, D-TURN-03, D-FOUND-01)', () => {
    const s = given(r, {
      active: BROWN,
      blank: true,
      units: { numantia: { [BROWN]: { legion: 1 } }, baecula: { [BROWN]: { legion: 1 } } },
      stock: { [BROWN]: { gold: 2, marble: 1, iron: 2 } },
    });
    // MARMOR: no marble city yet, so 0 marble and 1 coin; then two cities, marble and iron, none adjacent to a same-resource city.
    const { state } = play(
      r,
      s,
      { type: 'rondel.select', field: 'marmor' },
      { type: 'city.found', region: 'numantia', resource: 'marble' },
      { type: 'city.found', region: 'baecula', resource: 'iron' },
    );
    expect(state.cities.numantia).toMatchObject({ owner: BROWN, resource: 'marble' });
    expect(state.cities.baecula).toMatchObject({ owner: BROWN, resource: 'iron' });
    expect(state.nation[BROWN].stock).toEqual({ marble: 0, iron: 0, gold: 0, coin: 0 });
  });
});
