import { describe, expect, it } from 'vitest';
import { given, isLegal, play, refused } from '../../helpers/game';
import type { GameState, Move } from '../../../engine/index';
import { defence, gp } from './support';

const r = gp();
const GREEKS = 'greeks'; // brown
const PERSIANS = 'persians'; // beige

/**
 * Greeks own NAVIGATIO from an earlier turn. Ainos: Persian city with temple and wall, no Persian units. Abydos:
 * Persian city, no temple, no wall, no units. Greek units: 2 legions at Abdera, 1 galley at Lesbos, 2 galleys at
 * Mare Aegaeum, 2 legions at Pergamon. 1 Persian galley at Lemnos. The Persian wall supply is empty (its wall
 * stands in Ainos).
 */
function setup(persianKnowHows: string[] = []): GameState {
  const s = given(r, {
    active: GREEKS,
    blank: true,
    cities: {
      ainos: { owner: PERSIANS, resource: 'gold', temple: true, wall: true },
      abydos: { owner: PERSIANS, resource: 'iron' },
    },
    units: {
      abdera: { [GREEKS]: { legion: 2 } },
      lesbos: { [GREEKS]: { galley: 1 } },
      'mare-aegaeum': { [GREEKS]: { galley: 2 } },
      pergamon: { [GREEKS]: { legion: 2 } },
      lemnos: { [PERSIANS]: { galley: 1 } },
    },
    knowHows: { [GREEKS]: ['navigatio'], [PERSIANS]: persianKnowHows },
    walls: { [PERSIANS]: 0 },
  });
  return s;
}

const moves: Move[] = [
  { type: 'rondel.select', field: 'duellum-1' },
  { type: 'unit.move', from: 'abdera', to: 'ainos', unit: 'legion' },
  { type: 'unit.move', from: 'abdera', to: 'ainos', unit: 'legion' },
  { type: 'unit.move', from: 'lesbos', to: 'ainos', unit: 'galley' },
  { type: 'unit.move', from: 'mare-aegaeum', to: 'lemnos', unit: 'galley' },
  { type: 'unit.move', from: 'mare-aegaeum', to: 'lemnos', unit: 'galley' },
  { type: 'unit.move', from: 'lemnos', to: 'ainos', unit: 'galley' },
  { type: 'unit.move', from: 'pergamon', to: 'abydos', unit: 'legion' },
  { type: 'unit.move', from: 'pergamon', to: 'abydos', unit: 'legion' },
];

function afterMovement(persianKnowHows: string[] = []): GameState {
  const { state } = play(r, setup(persianKnowHows), ...moves, { type: 'phase.end' });
  expect(state.turn.phase).toBe('conquest');
  return state;
}

describe('T-D-13 Ainos and Abydos (Greeks vs Persians)', () => {
  it('has the map facts the example needs (T-D-13)', () => {
    const regions = r.map.regions;
    expect(['red', 'red-blue']).toContain(regions.abdera.borders.ainos);
    expect(['blue', 'red-blue']).toContain(regions.lesbos.borders.ainos);
    expect(['blue', 'red-blue']).toContain(regions['mare-aegaeum'].borders.lemnos);
    expect(['blue', 'red-blue']).toContain(regions.lemnos.borders.ainos);
    expect(regions['mare-aegaeum'].borders.ainos).toBeUndefined();
    expect(['red', 'red-blue']).toContain(regions.pergamon.borders.abydos);
  });

  it('fights a battle at Lemnos: 1 Greek and 1 Persian galley go to their boxes, and the second Greek galley goes on to Ainos (T-D-13, D-MOV-05, D-MOV-06)', () => {
    const s = setup();
    const greekBox = { ...s.nation[GREEKS].box };
    const persianBox = { ...s.nation[PERSIANS].box };
    const battle = play(r, s, moves[0], moves[4]).state;
    expect(battle.units.lemnos).toBeUndefined();
    expect(battle.units['mare-aegaeum']).toEqual({ [GREEKS]: { galley: 1 } });
    expect(battle.nation[GREEKS].box).toEqual({ ...greekBox, galley: greekBox.galley + 1 });
    expect(battle.nation[PERSIANS].box).toEqual({ ...persianBox, galley: persianBox.galley + 1 });
    const through = play(r, battle, moves[5], moves[6]).state;
    expect(through.units.ainos).toEqual({ [GREEKS]: { galley: 1 } });
    expect(through.units['mare-aegaeum']).toBeUndefined();
  });

  it('brings 4 Greek units to Ainos against a defence of 3 + 1 = 4, and 2 legions to Abydos against 1 (T-D-13, D-CONQ-03)', () => {
    const s = afterMovement();
    expect(s.units.ainos).toEqual({ [GREEKS]: { legion: 2, galley: 2 } });
    expect(s.units.abydos).toEqual({ [GREEKS]: { legion: 2 } });
    expect(defence(r, s, 'ainos', GREEKS)).toBe(4);
    expect(defence(r, s, 'abydos', GREEKS)).toBe(1);
  });

  it('conquers Ainos: all 4 Greek units to the box, the temple to the bank, the wall to the Persian supply, the token flipped (T-D-13, D-CONQ-05, D-CONQ-07, D-CONQ-08, D-WALL-03)', () => {
    const s = afterMovement();
    const temples = s.bank.temples;
    const greekBox = { ...s.nation[GREEKS].box };
    const { state } = play(r, s, { type: 'city.conquer', region: 'ainos' });
    expect(state.units.ainos).toBeUndefined();
    expect(state.nation[GREEKS].box).toEqual({ legion: greekBox.legion + 2, galley: greekBox.galley + 2 });
    expect(state.bank.temples).toBe(temples + 1);
    expect(state.nation[PERSIANS].walls).toBe(1);
    expect(state.cities.ainos).toMatchObject({ owner: GREEKS, resource: 'gold', temple: false, wall: false });
  });

  it('conquers Abydos with 1 legion; the other legion stays (T-D-13, D-CONQ-05)', () => {
    const s = afterMovement();
    const greekBox = { ...s.nation[GREEKS].box };
    const { state } = play(r, s, { type: 'city.conquer', region: 'abydos' });
    expect(state.units.abydos).toEqual({ [GREEKS]: { legion: 1 } });
    expect(state.nation[GREEKS].box).toEqual({ ...greekBox, legion: greekBox.legion + 1 });
    expect(state.cities.abydos).toMatchObject({ owner: GREEKS, resource: 'iron', temple: false, wall: false });
  });

  it('ends with 1 general for the Greeks (VP 0 → 1, +1 wall) and 2 event cards for the Persians, taken one at a time (T-D-13, D-PERS-05, D-VPT-02, D-EV-06, D-OVR-02)', () => {
    const start = setup();
    const greekBox = { ...start.nation[GREEKS].box };
    const persianBox = { ...start.nation[PERSIANS].box };
    const greekWalls = start.nation[GREEKS].walls;
    const bankWalls = start.bank.walls;
    const deck = start.cards.deck.length;

    const conquered = play(r, start, ...moves, { type: 'phase.end' }, { type: 'city.conquer', region: 'ainos' }, { type: 'city.conquer', region: 'abydos' }, { type: 'phase.end' }).state;
    // One card for losing cities (two were lost), after the conquest step.
    expect(conquered.pending).toEqual([{ kind: 'take-card', nation: PERSIANS, reason: 'city-lost' }]);
    const first = conquered.cards.display[0];
    const afterFirst = play(r, conquered, { type: 'card.take', card: first }).state;
    expect(afterFirst.cards.display).toHaveLength(3);
    expect(afterFirst.cards.deck).toHaveLength(deck - 1);
    expect(afterFirst.pending).toEqual([]);
    expect(afterFirst.turn.phase).toBe('found');

    const ended = play(r, afterFirst, { type: 'phase.end' }).state;
    expect(ended.nation[GREEKS].personages).toEqual({ general: 1 });
    expect(ended.stacks.general).toBe(3);
    expect(ended.nation[GREEKS].walls).toBe(greekWalls + 1);
    expect(ended.bank.walls).toBe(bankWalls - 1);
    // One card for the personage.
    expect(ended.pending).toEqual([{ kind: 'take-card', nation: PERSIANS, reason: 'personage' }]);
    const second = ended.cards.display[2];
    const { state } = play(r, ended, { type: 'card.take', card: second });
    expect(state.nation[PERSIANS].hand).toEqual([first, second]);
    // The deck in play holds the 4 known cards only (the 21 of unknown text stay out, textUnknown): after two
    // takes it is empty and the display shows what is left (D-EV-02).
    expect(deck).toBe(1);
    expect(state.cards.display).toHaveLength(2);
    expect(state.cards.deck).toHaveLength(0);
    expect(state.pending).toEqual([]);

    // Box totals: Greeks +6 (1 at Lemnos, 4 at Ainos, 1 at Abydos), Persians +1.
    const total = (b: Record<string, number>) => Object.values(b).reduce((a, n) => a + n, 0);
    expect(total(state.nation[GREEKS].box)).toBe(total(greekBox) + 6);
    expect(total(state.nation[PERSIANS].box)).toBe(total(persianBox) + 1);
    expect(state.units).toEqual({ abydos: { [GREEKS]: { legion: 1 } } });
    expect(state.nations[state.turn.active]).toBe(PERSIANS);
    expect(state.turn.phase).toBe('rondel');
  });

  it('rejects the conquest of Ainos when the Persians own RES PUBLICA: defence 5 > 4 (T-D-13, D-KH-04)', () => {
    const s = afterMovement(['res-publica']);
    expect(defence(r, s, 'ainos', GREEKS)).toBe(5);
    refused(r, s, { type: 'city.conquer', region: 'ainos' }, 'move/too-weak');
    expect(isLegal(r, s, { type: 'city.conquer', region: 'ainos' })).toBe(false);
  });

  it('still lets the 2 legions take Abydos at defence 2 when the Persians own RES PUBLICA (T-D-13 derived, D-KH-04)', () => {
    const s = afterMovement(['res-publica']);
    expect(defence(r, s, 'abydos', GREEKS)).toBe(2);
    const greekBox = { ...s.nation[GREEKS].box };
    const { state } = play(r, s, { type: 'city.conquer', region: 'abydos' });
    expect(state.cities.abydos.owner).toBe(GREEKS);
    expect(state.units.abydos).toBeUndefined();
    expect(state.nation[GREEKS].box).toEqual({ ...greekBox, legion: greekBox.legion + 2 });
  });

  it('needs NAVIGATIO for the Mare Aegaeum galleys: without it they stop at Lemnos (T-D-13, D-KH-02)', () => {
    const s = setup();
    s.nation[GREEKS].knowHows = [];
    const { state } = play(r, s, moves[0], moves[4], moves[5]);
    expect(state.units.lemnos).toEqual({ [GREEKS]: { galley: 1 } });
    refused(r, state, moves[6], 'move/no-moves-left');
  });
});
