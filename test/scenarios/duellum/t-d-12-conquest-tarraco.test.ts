import { describe, expect, it } from 'vitest';
import { given, isLegal, play, refused } from '../../helpers/game';
import { BEIGE, BROWN, defence, rc } from './support';

const r = rc();

/**
 * Beige city Tarraco (no temple, no wall), beige without RES PUBLICA, `galleys` beige galleys in its region.
 * Brown legions at Numantia and Tolosa (both 1 red border from Tarraco) move in during DUELLUM.
 */
function tarraco(galleys = 1, beigeKnowHows: string[] = []) {
  const s = given(r, {
    active: BROWN,
    blank: true,
    cities: { tarraco: { owner: BEIGE, resource: 'marble' }, roma: { owner: BEIGE, resource: 'gold' } },
    units: { tarraco: { [BEIGE]: { galley: galleys } }, numantia: { [BROWN]: { legion: 1 } }, tolosa: { [BROWN]: { legion: 1 } } },
    knowHows: { [BEIGE]: beigeKnowHows },
  });
  const { state } = play(
    r,
    s,
    { type: 'rondel.select', field: 'duellum-1' },
    { type: 'unit.move', from: 'numantia', to: 'tarraco', unit: 'legion' },
    { type: 'unit.move', from: 'tolosa', to: 'tarraco', unit: 'legion' },
    { type: 'phase.end' },
  );
  expect(state.turn.phase).toBe('conquest');
  expect(state.units.tarraco).toEqual({ [BEIGE]: { galley: galleys }, [BROWN]: { legion: 2 } });
  return state;
}

describe('T-D-12 conquest of Tarraco', () => {
  it('has defence 1 + 1 galley = 2, so 2 brown legions may conquer (T-D-12, D-CONQ-02, D-CONQ-03)', () => {
    const s = tarraco();
    expect(defence(r, s, 'tarraco', BROWN)).toBe(2);
    expect(isLegal(r, s, { type: 'city.conquer', region: 'tarraco' })).toBe(true);
  });

  it('sends both legions to the brown box and the galley to the beige box, and flips the token (T-D-12, D-CONQ-05, D-CONQ-06, D-CONQ-09, D-CONQ-13)', () => {
    const s = tarraco();
    const brownBox = { ...s.nation[BROWN].box };
    const beigeBox = { ...s.nation[BEIGE].box };
    const { state } = play(r, s, { type: 'city.conquer', region: 'tarraco' });
    expect(state.cities.tarraco).toMatchObject({ owner: BROWN, resource: 'marble', temple: false, wall: false });
    expect(state.units.tarraco).toBeUndefined();
    expect(state.nation[BROWN].box).toEqual({ ...brownBox, legion: brownBox.legion + 2 });
    expect(state.nation[BEIGE].box).toEqual({ ...beigeBox, galley: beigeBox.galley + 1 });
    // No personage for a city without a temple; the city-loss card comes after the conquest step (AMB-D06).
    expect(state.pending).toEqual([]);
    expect(state.turn.phase).toBe('conquest');
  });

  it('has beige take 1 event card after the conquest step, with the display refilled to 3 (T-D-12, D-CONQ-10, D-EV-02, AMB-D06)', () => {
    const conquered = play(r, tarraco(), { type: 'city.conquer', region: 'tarraco' }).state;
    const { state } = play(r, conquered, { type: 'phase.end' });
    expect(state.pending).toEqual([{ kind: 'take-card', nation: BEIGE, reason: 'city-lost' }]);
    expect(state.turn.phase).toBe('found');
    refused(r, state, { type: 'phase.end' }, 'move/not-now');

    const display = state.cards.display.slice();
    const deck = state.cards.deck.slice();
    const taken = play(r, state, { type: 'card.take', card: display[1] }).state;
    expect(taken.nation[BEIGE].hand).toEqual([display[1]]);
    expect(taken.cards.display).toEqual([display[0], display[2], deck[0]]);
    expect(taken.cards.deck).toEqual(deck.slice(1));
    expect(taken.pending).toEqual([]);
    // Brown's turn goes on at founding.
    expect(taken.nations[taken.turn.active]).toBe(BROWN);
    expect(taken.turn.phase).toBe('found');
  });

  it('keeps the conquered city\'s resource and counts it for the conqueror\'s production (T-D-12, D-CONQ-09)', () => {
    const conquered = play(r, tarraco(), { type: 'city.conquer', region: 'tarraco' }, { type: 'phase.end' }).state;
    const afterCard = play(r, conquered, { type: 'card.take', card: conquered.cards.display[0] }, { type: 'phase.end' }).state;
    // Beige's turn, then brown's MARMOR: Tarraco now yields marble for brown.
    expect(afterCard.nations[afterCard.turn.active]).toBe(BEIGE);
    const beigeDone = play(r, afterCard, { type: 'rondel.select', field: 'templum' }, { type: 'phase.end' }, { type: 'phase.end' }).state;
    expect(beigeDone.nations[beigeDone.turn.active]).toBe(BROWN);
    const { state } = play(r, beigeDone, { type: 'rondel.select', field: 'marmor' });
    expect(state.nation[BROWN].stock.marble).toBe(1);
  });

  it('rejects the conquest with 2 beige galleys in Tarraco: defence 3 > 2 legions (T-D-12, D-CONQ-02)', () => {
    const s = tarraco(2);
    expect(defence(r, s, 'tarraco', BROWN)).toBe(3);
    refused(r, s, { type: 'city.conquer', region: 'tarraco' }, 'move/too-weak');
    expect(isLegal(r, s, { type: 'city.conquer', region: 'tarraco' })).toBe(false);
  });

  it('adds 1 for RES PUBLICA: defence 3, conquest rejected (T-D-12 derived, D-KH-04, D-CONQ-03)', () => {
    const s = tarraco(1, ['res-publica']);
    expect(defence(r, s, 'tarraco', BROWN)).toBe(3);
    refused(r, s, { type: 'city.conquer', region: 'tarraco' }, 'move/too-weak');
  });

  it('rejects conquering a city whose region holds no attacking unit (T-D-12, D-CONQ-12)', () => {
    refused(r, tarraco(), { type: 'city.conquer', region: 'roma' }, 'move/too-weak');
  });

  it('conquers with units that did not move this turn (T-D-12, D-CONQ-04)', () => {
    const s = given(r, {
      active: BROWN,
      blank: true,
      cities: { tarraco: { owner: BEIGE, resource: 'marble' } },
      units: { tarraco: { [BEIGE]: { galley: 1 }, [BROWN]: { legion: 2 } } },
    });
    const { state } = play(r, s, { type: 'rondel.select', field: 'duellum-1' }, { type: 'city.conquer', region: 'tarraco' });
    expect(state.cities.tarraco.owner).toBe(BROWN);
  });

  it('leaves attackers beyond the defence in the region, and lets the attacker choose which types to give up (T-D-12, D-CONQ-05)', () => {
    const s = given(r, {
      active: BROWN,
      blank: true,
      cities: { tarraco: { owner: BEIGE, resource: 'marble' } },
      units: { tarraco: { [BEIGE]: { galley: 1 }, [BROWN]: { legion: 2, galley: 2 } } },
    });
    const { state } = play(r, s, { type: 'rondel.select', field: 'duellum-1' }, { type: 'city.conquer', region: 'tarraco', losses: { galley: 2 } });
    expect(state.units.tarraco).toEqual({ [BROWN]: { legion: 2 } });
    refused(r, play(r, s, { type: 'rondel.select', field: 'duellum-1' }).state, { type: 'city.conquer', region: 'tarraco', losses: { galley: 3 } }, 'move/bad-losses');
  });
});
