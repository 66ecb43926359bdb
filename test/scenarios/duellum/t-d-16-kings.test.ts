import { describe, expect, it } from 'vitest';
import { given, play } from '../../helpers/game';
import type { Resource } from '../../../engine/ruleset/types';
import { BEIGE, BROWN, holdPersonages, rc } from './support';

const r = rc();

const SITES = ['carthago', 'zama', 'caesarea', 'tacape', 'siga', 'tingis', 'baecula', 'carthago-nova', 'saguntum', 'tarraco', 'tolosa', 'massilia', 'genua', 'cremona'];
const RESOURCES: Resource[] = ['marble', 'iron', 'gold'];

function brownCities(n: number) {
  return Object.fromEntries(SITES.slice(0, n).map((id, i) => [id, { owner: BROWN, resource: RESOURCES[i % 3] }]));
}

describe('T-D-16 kings are permanent', () => {
  it('keeps 2 kings after losing a city (10 → 9) and gives no king on reaching 10 again (T-D-16, D-PERS-07, D-PERS-02)', () => {
    // Beige on turn: a beige legion stands in brown Tacape (defence 1). Brown has 10 cities and 2 kings.
    const s = given(r, {
      active: BEIGE,
      blank: true,
      cities: brownCities(10),
      units: { tacape: { [BEIGE]: { legion: 1 } }, numantia: { [BROWN]: { legion: 1 } } },
      stock: { [BROWN]: { marble: 1, iron: 1, gold: 1 } },
    });
    holdPersonages(s, BROWN, { king: 2 });

    // Beige conquers Tacape; brown takes its city-loss card; beige's turn ends.
    const conquered = play(r, s, { type: 'rondel.select', field: 'duellum-1' }, { type: 'phase.end' }, { type: 'city.conquer', region: 'tacape' }, { type: 'phase.end' }).state;
    expect(conquered.pending).toEqual([{ kind: 'take-card', nation: BROWN, reason: 'city-lost' }]);
    const beigeDone = play(r, conquered, { type: 'card.take', card: conquered.cards.display[0] }, { type: 'phase.end' }).state;
    expect(Object.values(beigeDone.cities).filter((c) => c.owner === BROWN)).toHaveLength(9);
    expect(beigeDone.nation[BROWN].personages).toEqual({ king: 2 });
    expect(beigeDone.nations[beigeDone.turn.active]).toBe(BROWN);

    // Brown founds Numantia (10 cities again): no third king.
    const { state } = play(
      r,
      beigeDone,
      { type: 'rondel.select', field: 'templum' },
      { type: 'phase.end' },
      { type: 'city.found', region: 'numantia', resource: 'iron' },
      { type: 'phase.end' },
    );
    expect(Object.values(state.cities).filter((c) => c.owner === BROWN)).toHaveLength(10);
    expect(state.nation[BROWN].personages).toEqual({ king: 2 });
    expect(state.stacks.king).toBe(4);
    expect(state.pending).toEqual([]);
    expect(state.nations[state.turn.active]).toBe(BEIGE);
  });

  it('gives the 3rd king at 15 cities (T-D-16, D-PERS-02)', () => {
    const s = given(r, {
      active: BROWN,
      blank: true,
      cities: brownCities(14),
      units: { lugdunum: { [BROWN]: { legion: 1 } } },
      stock: { [BROWN]: { marble: 1, iron: 1, gold: 1, coin: 2 } },
    });
    holdPersonages(s, BROWN, { king: 2 });
    const { state } = play(
      r,
      s,
      { type: 'rondel.select', field: 'templum' },
      { type: 'phase.end' },
      { type: 'city.found', region: 'lugdunum', resource: 'iron' },
      { type: 'phase.end' },
    );
    expect(state.nation[BROWN].personages).toEqual({ king: 3 });
    expect(state.stacks.king).toBe(3);
    expect(state.pending).toEqual([{ kind: 'take-card', nation: BEIGE, reason: 'personage' }]);
  });

  it('gives no king at 14 cities with 2 kings held (T-D-16, D-PERS-02)', () => {
    const s = given(r, { active: BROWN, blank: true, cities: brownCities(14) });
    holdPersonages(s, BROWN, { king: 2 });
    const { state } = play(r, s, { type: 'rondel.select', field: 'templum' }, { type: 'phase.end' }, { type: 'phase.end' });
    expect(state.nation[BROWN].personages).toEqual({ king: 2 });
  });

  it('gives both kings in one turn to a nation reaching 10 cities with none (T-D-16, D-PERS-01, D-PERS-02)', () => {
    const s = given(r, { active: BROWN, blank: true, cities: brownCities(10) });
    const { state } = play(r, s, { type: 'rondel.select', field: 'templum' }, { type: 'phase.end' }, { type: 'phase.end' });
    expect(state.nation[BROWN].personages).toEqual({ king: 2 });
    expect(state.pending).toEqual([
      { kind: 'take-card', nation: BEIGE, reason: 'personage' },
      { kind: 'take-card', nation: BEIGE, reason: 'personage' },
    ]);
  });

  it('awards no king when the stack is empty, and no substitute (T-D-16, D-SUP-07, AMB-D12)', () => {
    const s = given(r, { active: BROWN, blank: true, cities: brownCities(5) });
    s.stacks.king = 0;
    const { state } = play(r, s, { type: 'rondel.select', field: 'templum' }, { type: 'phase.end' }, { type: 'phase.end' });
    expect(state.nation[BROWN].personages).toEqual({});
    expect(state.pending).toEqual([]);
  });

  it('gives only the active player personages: the opponent\'s thresholds wait for his own turn (T-D-16, D-PERS-10)', () => {
    // Beige already has 5 cities, but it is brown's turn.
    const s = given(r, { active: BROWN, blank: true, cities: Object.fromEntries(SITES.slice(0, 5).map((id) => [id, { owner: BEIGE, resource: 'marble' as Resource }])) });
    const { state } = play(r, s, { type: 'rondel.select', field: 'templum' }, { type: 'phase.end' }, { type: 'phase.end' });
    expect(state.nation[BEIGE].personages).toEqual({});
    expect(state.nation[BROWN].personages).toEqual({});
  });
});
