import { describe, expect, it } from 'vitest';
import { applyMove, createGame, legalMoves, result } from '../../../engine/index';
import type { Given } from '../../helpers/game';
import { given, play, refused, ruleset } from '../../helpers/game';
import type { Ruleset } from '../../../engine/ruleset/types';
import { endTurn } from './support';

const R = ruleset('antike-duellum');
const S = ruleset('antike-duellum-special-units');

const SITES = ['roma', 'ancona', 'neapolis', 'croton', 'brundisium', 'genua', 'cremona', 'aquileia', 'syracusae', 'agrigentum', 'carales', 'lugdunum'];

function romanCities(n: number, temples = 0): Given['cities'] {
  return Object.fromEntries(SITES.slice(0, n).map((r, i) => [r, { owner: 'romans', resource: 'iron' as const, temple: i < temples }]));
}

/** Romans play an empty TEMPLUM turn from the given position, ending at step 3 (personages). */
function endOfRomanTurn(g: Given, rules: Ruleset = R, tweak?: (s: ReturnType<typeof given>) => void) {
  const s = given(rules, { active: 'romans', blank: true, rondel: { romans: null }, ...g });
  tweak?.(s);
  return endTurn(rules, play(rules, s, { type: 'rondel.select', field: 'templum' }).state);
}

const cardsDue = (s: ReturnType<typeof given>, nation: string) => s.pending.filter((d) => d.kind === 'take-card' && d.nation === nation).length;

describe('setup and turn order (D-SET, D-TURN)', () => {
  it('D-SET-01/03/05/06: each player starts with 1 wall, 1 legion and 1 galley in the box, 3 of each resource; the second player gets 1 coin', () => {
    const s = createGame(R, { seed: 7 });
    const [first, second] = s.nations;
    for (const n of s.nations) {
      expect(s.nation[n].walls).toBe(1);
      expect(s.nation[n].box).toEqual({ legion: 1, galley: 1 });
      expect(s.nation[n].supply).toEqual({ legion: 11, galley: 11 });
      expect(s.nation[n].stock).toMatchObject({ marble: 3, iron: 3, gold: 3 });
    }
    expect(s.nation[first].stock.coin).toBe(0);
    expect(s.nation[second].stock.coin).toBe(1);
    expect(Object.keys(s.units)).toEqual([]); // D-SET-10: no units on the board
  });

  it('D-TURN-01: players alternate turns', () => {
    const s = endOfRomanTurn({});
    expect(s.nations[s.turn.active]).toBe('carthaginians');
    expect(s.turn.phase).toBe('rondel');
  });
});

describe('step 3: personages (D-PERS) and the score track (D-VPT)', () => {
  it('D-PERS-02: a king for 5 cities owned', () => {
    expect(endOfRomanTurn({ cities: romanCities(4) }).nation.romans.personages).toEqual({});
    expect(endOfRomanTurn({ cities: romanCities(5) }).nation.romans.personages).toEqual({ king: 1 });
  });

  it('D-PERS-02: 10 cities owned at once are worth 2 kings', () => {
    expect(endOfRomanTurn({ cities: romanCities(10) }).nation.romans.personages).toEqual({ king: 2 });
  });

  it('D-PERS-07: a king already won for 5 cities is not won again for the same 5 cities, and is never lost', () => {
    const s = endOfRomanTurn({ cities: romanCities(5) }, R, (g) => {
      g.nation.romans.personages = { king: 1 };
      g.nation.romans.thresholdsReached = { king: 1 };
    });
    expect(s.nation.romans.personages).toEqual({ king: 1 });
    const fewer = endOfRomanTurn({ cities: romanCities(2) }, R, (g) => {
      g.nation.romans.personages = { king: 1 };
      g.nation.romans.thresholdsReached = { king: 1 };
    });
    expect(fewer.nation.romans.personages).toEqual({ king: 1 });
  });

  it('D-PERS-03: a citizen for every 3 temples owned', () => {
    expect(endOfRomanTurn({ cities: romanCities(3, 2) }).nation.romans.personages).toEqual({});
    expect(endOfRomanTurn({ cities: romanCities(3, 3) }).nation.romans.personages).toEqual({ citizen: 1 });
    expect(endOfRomanTurn({ cities: romanCities(6, 6) }).nation.romans.personages).toEqual({ king: 1, citizen: 2 });
  });

  it('D-PERS-06/AMB-D01: a navigator for 7 sea points: a galley-symbol sea region is worth 2', () => {
    const seas = (n: number) => Object.fromEntries(['mare-tyrrhenum', 'mare-africum', 'mare-ionium', 'mare-sardoum'].slice(0, n).map((r) => [r, { romans: { galley: 1 } }]));
    expect(endOfRomanTurn({ units: seas(3) }).nation.romans.personages).toEqual({});
    expect(endOfRomanTurn({ units: seas(4) }).nation.romans.personages).toEqual({ navigator: 1 });
  });

  it('D-PERS-06: 14 sea points earn the second navigator', () => {
    const all = ['mare-tyrrhenum', 'mare-africum', 'mare-ionium', 'mare-sardoum', 'mare-adriaticum', 'mare-balearicum', 'mare-ligusticum'];
    const units = (n: number) => Object.fromEntries(all.slice(0, n).map((r) => [r, { romans: { galley: 1 } }]));
    expect(endOfRomanTurn({ units: units(7) }).nation.romans.personages).toEqual({ navigator: 2 });
    expect(endOfRomanTurn({ units: { ...units(6), roma: { romans: { galley: 1 } } } }).nation.romans.personages).toEqual({ navigator: 1 });
  });

  it('D-PERS-06/AMB-D01: a coastal region with an own galley is worth 1; several galleys in one region count once', () => {
    const coast = ['roma', 'neapolis', 'croton', 'brundisium', 'genua', 'aquileia', 'syracusae'];
    const units = (n: number) => Object.fromEntries(coast.slice(0, n).map((r) => [r, { romans: { galley: 2 } }]));
    expect(endOfRomanTurn({ units: units(6) }).nation.romans.personages).toEqual({});
    expect(endOfRomanTurn({ units: units(7) }).nation.romans.personages).toEqual({ navigator: 1 });
  });

  it('AMB-D01: the Admiral does not count toward the navigator', () => {
    const units = { 'mare-tyrrhenum': { romans: { galley: 1 } }, 'mare-africum': { romans: { galley: 1 } }, 'mare-ionium': { romans: { galley: 1 } }, 'mare-sardoum': { romans: { admiral: 1 } } };
    expect(endOfRomanTurn({ units }, S).nation.romans.personages).toEqual({});
  });

  it('D-PERS-08/D-EV-05: the opponent takes one event card for each personage gained', () => {
    const s = endOfRomanTurn({ cities: romanCities(10) });
    expect(cardsDue(s, 'carthaginians')).toBe(2);
    expect(s.nations[s.turn.active]).toBe('romans'); // the turn waits for the cards
    let t = s;
    for (let i = 0; i < 2; i++) t = play(R, t, { type: 'card.take', card: t.cards.display[0] }).state;
    expect(t.nation.carthaginians.hand.length).toBe(s.nation.carthaginians.hand.length + 2);
    // D-EV-02: the display is refilled from the deck, which holds only the 4 known cards (textUnknown keeps the
    // 21 unknown ones out): 1 refill after 2 takes.
    expect(t.cards.display.length).toBe(Math.min(3, s.cards.display.length + s.cards.deck.length - 2));
    expect(t.cards.display.length).toBe(s.cards.display.length - 1);
    expect(t.nations[t.turn.active]).toBe('carthaginians');
  });

  it('D-VPT-01/02/05: the score track gives a wall at each symbol reached or passed (1, 2, 3, 5, 7)', () => {
    // 0 → 2 personages: symbols 1 and 2.
    expect(endOfRomanTurn({ cities: romanCities(10), walls: { romans: 0 } }).nation.romans.walls).toBe(2);
    // 2 → 3: symbol 3; 3 → 4: none.
    const atTwo = (g: ReturnType<typeof given>) => { g.nation.romans.personages = { general: 2 }; };
    expect(endOfRomanTurn({ cities: romanCities(5), walls: { romans: 0 } }, R, atTwo).nation.romans.walls).toBe(1);
    const atThree = (g: ReturnType<typeof given>) => { g.nation.romans.personages = { general: 3 }; };
    expect(endOfRomanTurn({ cities: romanCities(5), walls: { romans: 0 } }, R, atThree).nation.romans.walls).toBe(0);
    // 4 → 5: symbol 5.
    const atFour = (g: ReturnType<typeof given>) => { g.nation.romans.personages = { general: 4 }; };
    expect(endOfRomanTurn({ cities: romanCities(5), walls: { romans: 0 } }, R, atFour).nation.romans.walls).toBe(1);
    // 5 → 6: no symbol.
    const atFive = (g: ReturnType<typeof given>) => { g.nation.romans.personages = { general: 5 }; };
    expect(endOfRomanTurn({ cities: romanCities(5), walls: { romans: 0 } }, R, atFive).nation.romans.walls).toBe(0);
    // 6 → 8: symbol 7.
    const atSix = (g: ReturnType<typeof given>) => { g.nation.romans.personages = { general: 4, scholar: 2 }; };
    expect(endOfRomanTurn({ cities: romanCities(10), walls: { romans: 0 } }, R, atSix).nation.romans.walls).toBe(1);
  });

  it('D-SUP-07/AMB-D12: an empty personage stack awards nothing, with no substitute, no wall and no card for the opponent', () => {
    const s = endOfRomanTurn({ cities: romanCities(5), walls: { romans: 0 } }, R, (g) => { g.stacks.king = 0; });
    expect(s.nation.romans.personages).toEqual({});
    expect(s.nation.romans.walls).toBe(0);
    expect(cardsDue(s, 'carthaginians')).toBe(0);
  });

  it('D-PERS-10: only the player on turn takes personages', () => {
    const cities: Given['cities'] = Object.fromEntries(SITES.slice(0, 5).map((r) => [r, { owner: 'carthaginians', resource: 'marble' as const }]));
    const s = endOfRomanTurn({ cities });
    expect(s.nation.carthaginians.personages).toEqual({});
    expect(s.nation.romans.personages).toEqual({});
  });

  it('D-END-01/02: the first nation to own 9 personages wins at once; further moves are refused with move/game-over', () => {
    const s = endOfRomanTurn({ cities: romanCities(5) }, R, (g) => { g.nation.romans.personages = { general: 4, scholar: 4 }; });
    expect(result(s)).toMatchObject({ over: true, winner: 'romans' });
    expect(s.turn.phase).toBe('over');
    expect(legalMoves(R, s)).toEqual([]);
    refused(R, s, { type: 'rondel.select', field: 'ferrum' }, 'move/game-over');
    refused(R, s, { type: 'card.take', card: s.cards.display[0] }, 'move/game-over');
  });

  it('D-END-01: 8 personages do not win', () => {
    const s = endOfRomanTurn({ cities: romanCities(5) }, R, (g) => { g.nation.romans.personages = { general: 4, scholar: 3 }; });
    expect(result(s)).toEqual({ over: false });
    const take = applyMove(R, s, { type: 'card.take', card: s.cards.display[0] });
    expect(take.ok).toBe(true);
  });
});
