import { describe, expect, it } from 'vitest';
import { given, isLegal, play, refused } from '../../helpers/game';
import { legalMoves } from '../../../engine/index';
import { decidingNation } from '../../../engine/index';
import { BEIGE, BROWN, defence, rc } from './support';

const r = rc();

/**
 * Beige city Neapolis has a wall: defence 1 + 1 = 2. Beige holds Fortress. Brown has `attackers` legions in
 * Neapolis and 1 legion in Roma (a beige city without wall, defence 1). Brown takes DUELLUM and starts conquest.
 */
function fortress(attackers: number) {
  const s = given(r, {
    active: BROWN,
    blank: true,
    cities: { neapolis: { owner: BEIGE, resource: 'marble', wall: true }, roma: { owner: BEIGE, resource: 'gold' } },
    units: { neapolis: { [BROWN]: { legion: attackers } }, roma: { [BROWN]: { legion: 1 } } },
    hand: { [BEIGE]: ['fortress'] },
    walls: { [BEIGE]: 0 },
  });
  const { state } = play(r, s, { type: 'rondel.select', field: 'duellum-1' }, { type: 'phase.end' });
  expect(defence(r, state, 'neapolis', BROWN)).toBe(2);
  return state;
}

describe('T-D-20 Fortress', () => {
  it('lets beige reply to brown\'s conquest of Neapolis with Fortress or a pass (T-D-20, D-EV-09, AMB-D07)', () => {
    const { state } = play(r, fortress(2), { type: 'city.conquer', region: 'neapolis' });
    expect(state.pending).toEqual([{ kind: 'reply-to-conquest', nation: BEIGE, region: 'neapolis' }]);
    expect(decidingNation(state)).toBe(BEIGE);
    expect(legalMoves(r, state)).toEqual([{ type: 'card.play', card: 'fortress' }, { type: 'reply.pass' }]);
    // The conquest waits for the reply.
    expect(state.cities.neapolis.owner).toBe(BEIGE);
  });

  it('Case A: with 2 brown units, Fortress makes 3 needed; the conquest fails, all units stay, nothing changes (T-D-20, D-EV-09)', () => {
    const s = fortress(2);
    const attacked = play(r, s, { type: 'city.conquer', region: 'neapolis' }).state;
    const { state } = play(r, attacked, { type: 'card.play', card: 'fortress' });
    expect(state.cities.neapolis).toMatchObject({ owner: BEIGE, wall: true, temple: false });
    expect(state.units.neapolis).toEqual({ [BROWN]: { legion: 2 } });
    expect(state.nation[BROWN].box).toEqual(s.nation[BROWN].box);
    expect(state.nation[BEIGE].walls).toBe(0);
    expect(state.nation[BEIGE].hand).toEqual([]);
    expect(state.cards.discard).toEqual([...s.cards.discard, 'fortress']);
    expect(state.pending).toEqual([]);
    expect(state.turn.phase).toBe('conquest');
    expect(state.nations[state.turn.active]).toBe(BROWN);
  });

  it('Case A: beige, having lost no city, takes no card after the failed conquest (T-D-20, D-EV-04)', () => {
    const s = fortress(2);
    const { state } = play(r, s, { type: 'city.conquer', region: 'neapolis' }, { type: 'card.play', card: 'fortress' }, { type: 'phase.end' });
    expect(state.pending).toEqual([]);
    expect(state.turn.phase).toBe('found');
  });

  it('Case A: lets brown go on to conquer another city after the blocked attempt (T-D-20, AMB-D07)', () => {
    const s = fortress(2);
    const { state } = play(r, s, { type: 'city.conquer', region: 'neapolis' }, { type: 'card.play', card: 'fortress' }, { type: 'city.conquer', region: 'roma' });
    expect(state.cities.roma.owner).toBe(BROWN);
    expect(state.cities.neapolis.owner).toBe(BEIGE);
  });

  it('Case A: limits Fortress to the one conquest it answered: Neapolis is back at defence 2 (T-D-20, AMB-D07)', () => {
    const s = fortress(2);
    const { state } = play(r, s, { type: 'city.conquer', region: 'neapolis' }, { type: 'card.play', card: 'fortress' });
    expect(defence(r, state, 'neapolis', BROWN)).toBe(2);
  });

  it('Case B: with 3 brown units, the conquest succeeds under Fortress and brown loses 3 units (2 + 1 extra) (T-D-20, D-EV-09)', () => {
    const s = fortress(3);
    const brownBox = { ...s.nation[BROWN].box };
    const { state } = play(r, s, { type: 'city.conquer', region: 'neapolis' }, { type: 'card.play', card: 'fortress' });
    expect(state.cities.neapolis).toMatchObject({ owner: BROWN, wall: false });
    expect(state.units.neapolis).toBeUndefined();
    expect(state.nation[BROWN].box).toEqual({ ...brownBox, legion: brownBox.legion + 3 });
    // The wall goes back to beige's personal supply (D-WALL-03).
    expect(state.nation[BEIGE].walls).toBe(1);
    expect(state.nation[BEIGE].hand).toEqual([]);
  });

  it('Case B without Fortress: beige passes and brown loses only 2 of its 3 units (T-D-20, D-CONQ-05)', () => {
    const s = fortress(3);
    const brownBox = { ...s.nation[BROWN].box };
    const { state } = play(r, s, { type: 'city.conquer', region: 'neapolis' }, { type: 'reply.pass' });
    expect(state.cities.neapolis.owner).toBe(BROWN);
    expect(state.units.neapolis).toEqual({ [BROWN]: { legion: 1 } });
    expect(state.nation[BROWN].box).toEqual({ ...brownBox, legion: brownBox.legion + 2 });
    expect(state.nation[BEIGE].hand).toEqual(['fortress']);
  });

  it('refuses every other move while the reply is pending (T-D-20, D-EV-09)', () => {
    const { state } = play(r, fortress(2), { type: 'city.conquer', region: 'neapolis' });
    refused(r, state, { type: 'city.conquer', region: 'roma' }, 'move/not-now');
    refused(r, state, { type: 'phase.end' }, 'move/not-now');
  });

  it('rejects playing Fortress in the holder\'s own turn (T-D-20, D-EV-08, D-EV-09)', () => {
    const s = given(r, { active: BEIGE, blank: true, hand: { [BEIGE]: ['fortress'] } });
    refused(r, s, { type: 'card.play', card: 'fortress' }, 'move/card-timing');
    expect(isLegal(r, s, { type: 'card.play', card: 'fortress' })).toBe(false);
  });

  it('asks for no reply when the defender holds no Fortress (T-D-20, D-EV-09)', () => {
    const s = fortress(2);
    s.nation[BEIGE].hand = [];
    const { state } = play(r, s, { type: 'city.conquer', region: 'neapolis' });
    expect(state.pending).toEqual([]);
    expect(state.cities.neapolis.owner).toBe(BROWN);
  });
});
