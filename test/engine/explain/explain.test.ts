import { describe, expect, it } from 'vitest';
import { explain, explainMissing, explainRegion, legalMoves, priceStatus } from '../../../engine/index';
import type { Ruleset } from '../../../engine/ruleset/types';
import type { Given } from '../../helpers/game';
import { given, play, ruleset, rulesetWith } from '../../helpers/game';

const R = ruleset('antike-duellum');

function at(rules: Ruleset, field: string, g: Given) {
  return play(rules, given(rules, { active: 'romans', blank: true, rondel: { romans: null }, ...g }), { type: 'rondel.select', field }).state;
}

describe('explain: why a move the UI could offer is not possible now', () => {
  it('a legal move is possible', () => {
    const s = at(R, 'militia', { cities: { roma: { owner: 'romans', resource: 'gold' } }, box: { romans: { legion: 1 } }, stock: { romans: { iron: 2 } } });
    expect(explain(R, s, { type: 'unit.arm', region: 'roma', unit: 'legion' })).toEqual({ possible: true, message: 'possible now', rules: [] });
  });

  it('D-MIL-01: after arming with 1 iron left, another arming costs 2 iron (the number from the ruleset) and says what is held', () => {
    const s0 = at(R, 'militia', {
      cities: { roma: { owner: 'romans', resource: 'gold' }, neapolis: { owner: 'romans', resource: 'marble' } },
      box: { romans: { legion: 2 } },
      stock: { romans: { iron: 3 } },
    });
    const s = play(R, s0, { type: 'unit.arm', region: 'roma', unit: 'legion' }).state;
    expect(legalMoves(R, s).filter((m) => m.type === 'unit.arm')).toEqual([]);
    const why = explain(R, s, { type: 'unit.arm', region: 'neapolis', unit: 'legion' });
    const cost = R.actions.arm.cost.iron!;
    expect(why).toMatchObject({ possible: false, code: 'move/insufficient-resources' });
    expect(why.message).toContain(`arming a legion costs ${cost} iron (D-MIL-01)`);
    expect(why.message).toContain('you have 0 marble, 1 iron, 0 gold, 0 coins');
    expect(why.rules).toEqual(['D-MIL-01', 'D-COIN-01']);
    // The city that already armed gives the limit from the ruleset, not the price.
    const limit = explain(R, s, { type: 'unit.arm', region: 'roma', unit: 'legion' });
    expect(limit.code).toBe('move/arm-limit');
    expect(limit.message).toContain(`${R.actions.arm.perCity} new unit`);
    expect(limit.rules).toContain('D-MIL-03');
  });

  it('D-COIN-01: what the nation holds reads "1 coin", not "1 coins"', () => {
    const s = at(R, 'templum', { cities: { roma: { owner: 'romans', resource: 'gold' } }, stock: { romans: { marble: 1, coin: 1 } } });
    expect(explain(R, s, { type: 'temple.build', region: 'roma' }).message).toContain('you have 1 marble, 0 iron, 0 gold, 1 coin (a coin stands in');
  });

  it('D-FOUND-06: a gold city in Genua costs a coin more because Roma next door produces gold', () => {
    const s0 = given(R, { active: 'romans', blank: true, rondel: { romans: null }, cities: { roma: { owner: 'romans', resource: 'gold' } }, units: { genua: { romans: { legion: 1 } } }, stock: { romans: { marble: 1, iron: 1, gold: 1 } } });
    const s = play(R, s0, { type: 'rondel.select', field: 'templum' }, { type: 'phase.end' }).state;
    expect(legalMoves(R, s)).toContainEqual({ type: 'city.found', region: 'genua', resource: 'iron' });
    expect(legalMoves(R, s)).not.toContainEqual({ type: 'city.found', region: 'genua', resource: 'gold' });
    const why = explain(R, s, { type: 'city.found', region: 'genua', resource: 'gold' });
    expect(why.code).toBe('move/insufficient-resources');
    expect(why.message).toBe('a gold city in Genua costs 1 marble + 1 iron + 1 gold + 1 coin: 1 marble + 1 iron + 1 gold (D-FOUND-04), and Roma next door produces gold, 1 coin more each (D-FOUND-06); you have 0 marble, 0 iron, 0 gold, 0 coins (a coin stands in for any missing chip, D-COIN-01)'.replace('you have 0 marble, 0 iron, 0 gold', 'you have 1 marble, 1 iron, 1 gold'));
    expect(why.rules).toEqual(['D-FOUND-04', 'D-FOUND-06', 'D-COIN-01']);
  });

  it("D-TEMP-02: a variant's TEMPLUM of 4 marble with 3 marble offers only the wall; explain gives the variant's number", () => {
    const V = rulesetWith('antike-duellum', { actions: { build: { temple: { cost: { marble: 4 } } } } });
    const s = at(V, 'templum', { cities: { roma: { owner: 'romans', resource: 'gold' } }, stock: { romans: { marble: 3 } }, walls: { romans: 1 } });
    expect(legalMoves(V, s).filter((m) => m.type === 'temple.build')).toEqual([]);
    expect(legalMoves(V, s)).toContainEqual({ type: 'wall.build', region: 'roma' });
    const why = explain(V, s, { type: 'temple.build', region: 'roma' });
    expect(why.message).toMatch(/^a temple in Roma costs 4 marble \(D-TEMP-02\); you have 3 marble, 0 iron, 0 gold, 0 coins/);
  });

  it('an estimated know-how price says so before its rule id; a printed one does not (D-SCI-02, AMB-D03)', () => {
    const s = at(R, 'scientia', { cities: { roma: { owner: 'romans', resource: 'gold' } }, stock: { romans: { gold: 3 } } });
    const why = (knowHow: string) => explain(R, s, { type: 'knowhow.develop', knowHow }).message;
    // Only NAVIGATIO's later price 3 and COMMERCIUM's first price 9 are printed; STRATA 5/2 is a guess throughout.
    expect(why('strata')).toMatch(/^STRATA costs 5 gold \(the first price, estimated, not printed in any rulebook we have; D-SCI-02\); you have/);
    expect(why('navigatio')).toContain('NAVIGATIO costs 6 gold (the first price, estimated, not printed in any rulebook we have; D-SCI-02)');
    expect(why('commercium')).toContain('COMMERCIUM costs 9 gold (the first price, D-SCI-02)');
  });

  it("a variant's own price is called a house rule where it is cited (D-TEMP-02)", () => {
    const V = rulesetWith('antike-duellum', { actions: { build: { temple: { cost: { marble: 5 } } } }, provenance: { '/actions/build/temple/cost/marble': { status: 'house-rule', note: '6 in the rulebook' } } });
    const s = at(V, 'templum', { cities: { roma: { owner: 'romans', resource: 'gold' } }, stock: { romans: { marble: 3 } } });
    expect(explain(V, s, { type: 'temple.build', region: 'roma' }).message).toMatch(/^a temple in Roma costs 5 marble \(a house rule; D-TEMP-02\); you have 3 marble/);
  });

  it('priceStatus: which prices a move list must mark as a guess or a house rule', () => {
    const s = at(R, 'scientia', { cities: { roma: { owner: 'romans', resource: 'gold' } }, stock: { romans: { gold: 9 } } });
    expect(priceStatus(R, s, { type: 'knowhow.develop', knowHow: 'strata' })).toBe('estimated');
    expect(priceStatus(R, s, { type: 'knowhow.develop', knowHow: 'commercium' })).toBeUndefined();
    expect(priceStatus(R, s, { type: 'unit.recruit', unit: 'legion' })).toBeUndefined();
    const V = rulesetWith('antike-duellum', { actions: { build: { temple: { cost: { marble: 5 } } } }, provenance: { '/actions/build/temple/cost/marble': { status: 'house-rule', note: '6 in the rulebook' } } });
    expect(priceStatus(V, at(V, 'templum', { cities: { roma: { owner: 'romans', resource: 'gold' } }, stock: { romans: { marble: 6 } } }), { type: 'temple.build', region: 'roma' })).toBe('house-rule');
  });

  it('move/not-now: a move the turn state does not accept names the state and its rule', () => {
    const s = given(R, { active: 'romans' });
    const why = explain(R, s, { type: 'city.found', region: 'genua', resource: 'gold' });
    expect(why.code).toBe('move/not-now');
    expect(why.rules.length).toBeGreaterThan(0);
  });
});

describe('explainRegion: a click on a region says why nothing of the nation can happen there', () => {
  it('founding step: Genua without own units says D-FOUND-03 for each resource', () => {
    const s0 = given(R, { active: 'romans', blank: true, rondel: { romans: null }, cities: { roma: { owner: 'romans', resource: 'gold' } }, units: { ancona: { romans: { legion: 1 } } } });
    const s = play(R, s0, { type: 'rondel.select', field: 'templum' }, { type: 'phase.end' }).state;
    const list = explainRegion(R, s, 'genua');
    expect(list.length).toBe(3);
    for (const { explanation } of list) {
      expect(explanation.code).toBe('move/no-presence');
      expect(explanation.rules).toEqual(['D-FOUND-03']);
    }
  });

  it('rondel step: the region is not involved; the turn state and its rule are named', () => {
    const s = given(R, { active: 'romans' });
    const [only] = explainRegion(R, s, 'genua');
    expect(only.move).toBeUndefined();
    // The step's moves in words, not move type ids (a player reads the message in the play page's region panel).
    expect(only.explanation.message).toMatch(/^the turn is at '.+' \(D-[^)]+\), which involves no region: at this step a nation may move its stone on the rondel/);
    expect(only.explanation.message).not.toMatch(/rondel\.select|card\.play/);
  });
});

describe('explainMissing: what the current step leaves out, and why', () => {
  it('MILITIA after arming with 1 iron left: only the step end is legal, and each missing arming has its reason', () => {
    const s0 = at(R, 'militia', { cities: { roma: { owner: 'romans', resource: 'gold' }, neapolis: { owner: 'romans', resource: 'marble' } }, box: { romans: { legion: 2 } }, stock: { romans: { iron: 3 } } });
    const s = play(R, s0, { type: 'unit.arm', region: 'roma', unit: 'legion' }).state;
    const missing = explainMissing(R, s);
    const neapolis = missing.find((m) => m.move.type === 'unit.arm' && m.move.region === 'neapolis' && m.move.unit === 'legion');
    expect(neapolis?.explanation.code).toBe('move/insufficient-resources');
    const roma = missing.find((m) => m.move.type === 'unit.arm' && m.move.region === 'roma' && m.move.unit === 'legion');
    expect(roma?.explanation.code).toBe('move/arm-limit');
    // None of the listed moves is legal.
    for (const m of missing) expect(legalMoves(R, s)).not.toContainEqual(m.move);
  });
});

describe("explain cites each ruleset's own rulebook", () => {
  it('Antike: a city it cannot pay is cited by the Antike rules (A-FOUND, A-TURN-02), not Duellum\'s', () => {
    const A = ruleset('antike-east');
    const s0 = given(A, { players: 3 });
    const me = s0.nations[0];
    const home = Object.keys(s0.cities).find((r) => s0.cities[r].owner === me)!;
    const site = A.map.regions[home].borders && Object.keys(A.map.regions[home].borders).find((r) => A.map.regions[r].citySite && !s0.cities[r] && A.map.regions[r].kind !== 'sea');
    expect(site).toBeTruthy();
    const s1 = given(A, { players: 3, units: { [site!]: { [me]: { legion: 1 } } }, stock: { [me]: { marble: 1 } } });
    const field = A.rondel.order.find((f) => A.rondel.fields[f].action === 'produce')!;
    const s = play(A, s1, { type: 'rondel.select', field }).state;
    // Production paid out; what is held is set again to 1 marble only.
    s.nation[me].stock = { marble: 1, iron: 0, gold: 0, coin: 0 };
    const move = legalMoves(A, s).some((m) => m.type === 'city.found') ? undefined : ({ type: 'city.found', region: site! } as const);
    expect(move).toBeDefined();
    const why = explain(A, s, move!);
    expect(why.code).toBe('move/insufficient-resources');
    expect(why.message).toMatch(/costs 1 marble \+ 1 iron \+ 1 gold \(A-FOUND-01 to A-FOUND-03\); you have 1 marble, 0 iron, 0 gold, 0 coins \(a coin stands in for any missing chip, A-TURN-02\)/);
    expect(why.rules.some((r) => r.startsWith('D-'))).toBe(false);
  });
});
