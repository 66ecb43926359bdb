import { describe, expect, it } from 'vitest';
import { applyMove, explain, legalMoves, paymentsFor, result, type GameState, type Ruleset } from '../../engine/index';
import { randomBot } from '../../engine/bots/random';
import { contextOf } from '../../engine/rules/context';
import { buildScenario, validateRuleset, type Diagnostic } from '../../engine/rulesets';
import { runGame } from '../../engine/sim/run-game';
import { given, play, rulesetWith, stockOf } from '../helpers/game';
import { libraryWith, sourceFromText } from '../helpers/library';

/**
 * Resource kinds are ruleset data (/economy/resources; D-COMP-06, A-COMP-06): a variant may add a fourth kind and
 * the engine plays it, and every kind the ruleset names must be declared.
 */
const wine = {
  economy: { resources: { wine: { name: 'wine', color: '#7b2d43' } } },
  supply: { cityTokens: { wine: 6 } },
  map: { regions: { syracusae: { citySite: { resource: 'wine' } } } },
  rondel: {
    fields: { vinum: { name: 'VINUM', action: 'produce', resource: 'wine' } },
    order: ['ferrum', 'templum', 'aurum', 'duellum-1', 'militia', 'marmor', 'vinum', 'scientia', 'duellum-2'],
  },
  // A temple costs 5 marble and 1 wine in this house rule (D-TEMP-02 prints 6 marble).
  actions: { build: { temple: { cost: { marble: 5, wine: 1 } } } },
  setup: { startResources: { marble: 3, iron: 3, gold: 3, wine: 1 } },
};

function validate(patch: unknown, id = 'duellum-wine') {
  const variant = { id, title: 'Duellum with wine', extends: 'antike-duellum', notes: 'A fourth resource kind.', source: 'test', patch };
  return validateRuleset(libraryWith(sourceFromText(`workspace/${id}.variant.json`, JSON.stringify(variant))), id);
}

function wineRuleset(): Ruleset {
  const { ruleset, diagnostics } = validate(wine);
  expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return ruleset!;
}

const errors = (diagnostics: Diagnostic[]) => diagnostics.filter((d) => d.severity === 'error').map((d) => ({ code: d.code, pointer: d.pointer }));

describe('a fourth resource kind (wine) in a variant', () => {
  it('validates, and the engine reads the kinds from it in declared order', () => {
    const rules = wineRuleset();
    expect(contextOf(rules).resources).toEqual(['marble', 'iron', 'gold', 'wine']);
    const state = given(rules, {});
    expect(Object.keys(stockOf(state, 'romans'))).toEqual(['marble', 'iron', 'gold', 'wine', 'coin']);
    expect(stockOf(state, 'romans').wine).toBe(1);
  });

  it('a price in wine is paid in wine, or a coin stands in for it (D-COIN-01); the explanation names wine', () => {
    const rules = wineRuleset();
    const base = { active: 'romans', blank: true, rondel: { romans: null }, cities: { neapolis: { owner: 'romans', resource: 'marble' } } };
    const withWine = play(rules, given(rules, { ...base, stock: { romans: { marble: 5, wine: 1 } } }), { type: 'rondel.select', field: 'templum' }).state;
    expect(legalMoves(rules, withWine)).toContainEqual({ type: 'temple.build', region: 'neapolis' });
    const built = play(rules, withWine, { type: 'temple.build', region: 'neapolis' }).state;
    expect(stockOf(built, 'romans')).toMatchObject({ marble: 0, wine: 0 });

    const noWine = play(rules, given(rules, { ...base, stock: { romans: { marble: 5 } } }), { type: 'rondel.select', field: 'templum' }).state;
    expect(legalMoves(rules, noWine)).not.toContainEqual({ type: 'temple.build', region: 'neapolis' });
    const why = explain(rules, noWine, { type: 'temple.build', region: 'neapolis' });
    expect(why.message).toContain('5 marble + 1 wine');
    expect(why.message).toMatch(/0 wine/);

    const withCoin = play(rules, given(rules, { ...base, stock: { romans: { marble: 5, coin: 1 } } }), { type: 'rondel.select', field: 'templum' }).state;
    expect(paymentsFor(rules, withCoin, { type: 'temple.build', region: 'neapolis' })).toEqual([{ marble: 5, coin: 1 }]);
  });

  it('production of wine and a city founded as wine (D-FOUND-05: the founder chooses among the declared kinds)', () => {
    const rules = wineRuleset();
    const s = given(rules, { active: 'romans', blank: true, rondel: { romans: 'marmor' }, cities: { syracusae: { owner: 'romans', resource: 'wine' } }, units: { agrigentum: { romans: { legion: 1 } } }, stock: { romans: { marble: 1, iron: 1, gold: 1 } } });
    const produced = play(rules, s, { type: 'rondel.select', field: 'vinum' });
    expect(stockOf(produced.state, 'romans').wine).toBe(1);
    expect(produced.events.map((e) => e.text).join(' ')).toMatch(/produced 1 wine/);
    const founding = legalMoves(rules, produced.state).filter((m) => m.type === 'city.found' && m.region === 'agrigentum');
    expect(founding.map((m) => (m as { resource?: string }).resource).sort()).toEqual(['gold', 'iron', 'marble', 'wine']);
  });

  it('trade bags (COMMERCIUM 3:2, D-KH-05) are built over the four kinds', () => {
    const rules = wineRuleset();
    const s = given(rules, { active: 'romans', blank: true, rondel: { romans: null }, knowHows: { romans: ['commercium'] }, stock: { romans: { wine: 3 } } });
    const trades = legalMoves(rules, s).filter((m) => m.type === 'trade') as Extract<ReturnType<typeof legalMoves>[number], { type: 'trade' }>[];
    // Give 3 wine (the only chips held); get 2 chips of the other three kinds: C(2+2, 2) = 6 bags.
    expect(trades.length).toBe(6);
    expect(trades.every((t) => t.give.wine === 3)).toBe(true);
    const traded = applyMove(rules, s, trades.find((t) => t.get.marble === 2)!);
    expect(traded.ok && stockOf(traded.state, 'romans')).toMatchObject({ wine: 0, marble: 2 });
    expect(applyMove(rules, s, { type: 'trade', give: { salt: 3 }, get: { marble: 2 } })).toMatchObject({ ok: false, error: { code: 'move/unknown-resource' } });
  });

  it('random bots play a game to its end on the fast path, wine in play, and the doors agree with it', () => {
    const rules = wineRuleset();
    let wineSeen = 0;
    const fast = runGame(rules, { seed: 7, bots: [randomBot], path: 'fast', maxMoves: 40_000 });
    const doors = runGame(rules, { seed: 7, bots: [randomBot], path: 'engine', maxMoves: 40_000, onMove: (state: GameState) => void (wineSeen = Math.max(wineSeen, ...state.nations.map((n) => state.nation[n].stock.wine))) });
    expect(fast.timedOut).toBe(false);
    expect(result(fast.state).over).toBe(true);
    expect(wineSeen).toBeGreaterThan(1);
    expect(fast.moves).toEqual(doors.moves);
    expect(fast.state.nation).toEqual(doors.state.nation);
  });
});

describe("log lines and explanations name kinds by the ruleset's names, not their ids", () => {
  it("a variant that calls marble 'Marmor': production, the temple's price and the stock read 'Marmor'", () => {
    const rules = rulesetWith('antike-duellum', { economy: { resources: { marble: { name: 'Marmor' } } } });
    const s = given(rules, { active: 'romans', blank: true, rondel: { romans: 'militia' }, cities: { neapolis: { owner: 'romans', resource: 'marble' } }, stock: { romans: { marble: 1 } } });
    const produced = play(rules, s, { type: 'rondel.select', field: 'marmor' });
    expect(produced.events.map((e) => e.text).join(' ')).toMatch(/produced 1 Marmor/);
    const onTemplum = given(rules, { active: 'romans', blank: true, rondel: { romans: null }, cities: { neapolis: { owner: 'romans', resource: 'marble' } }, stock: { romans: { marble: 1 } } });
    const why = explain(rules, play(rules, onTemplum, { type: 'rondel.select', field: 'templum' }).state, { type: 'temple.build', region: 'neapolis' });
    expect(why.message).toContain('costs 6 Marmor');
    expect(why.message).toContain('you have 1 Marmor, 0 iron, 0 gold, 0 coins');
    expect(why.message).not.toMatch(/marble/);
  });
});

describe('the resource-kinds check: every kind named is declared', () => {
  it('an undeclared kind in a price: the pointer and the fix', () => {
    const { ruleset, diagnostics } = validate({ actions: { build: { temple: { cost: { marble: 5, salt: 1 } } } } }, 'salty');
    expect(ruleset).toBeUndefined();
    const found = diagnostics.find((d) => d.code === 'ruleset/unknown-resource');
    expect(found).toMatchObject({ pointer: '/actions/build/temple/cost/salt', severity: 'error' });
    expect(found!.message).toContain("declare 'salt' in /economy/resources or use one of marble, iron, gold");
  });

  it('a near miss gets a suggestion', () => {
    const { diagnostics } = validate({ actions: { arm: { cost: { irn: 2 } } } }, 'typo');
    expect(diagnostics.find((d) => d.code === 'ruleset/unknown-resource')?.message).toContain("did you mean 'iron'?");
  });

  it('every place a kind is named: sites, fields, tokens, setup, special units, know-hows, card effects', () => {
    const { diagnostics } = validate(
      {
        map: { regions: { syracusae: { citySite: { resource: 'salt' } } } },
        rondel: { fields: { marmor: { resource: 'salt' } } },
        supply: { cityTokens: { salt: 2 } },
        setup: { startResources: { salt: 1 }, compensation: { salt: 1 } },
        specialUnits: { admiral: { name: 'Admiral', fightsAs: 'galley', ownerColor: 'beige', armCost: { salt: 3 } } },
        knowHows: { paidIn: 'salt' },
        eventCards: { cards: { earthquake: { effects: [{ op: 'gain', player: 'self', currency: 'salt', amount: 1 }] } } },
      },
      'salt-everywhere',
    );
    expect(errors(diagnostics).filter((d) => d.code === 'ruleset/unknown-resource').map((d) => d.pointer).sort()).toEqual(
      [
        '/eventCards/cards/earthquake/effects/0/currency',
        '/knowHows/paidIn',
        '/map/regions/syracusae/citySite/resource',
        '/rondel/fields/marmor/resource',
        '/setup/compensation/salt',
        '/setup/startResources/salt',
        '/specialUnits/admiral/armCost/salt',
        '/supply/cityTokens/salt',
      ].sort(),
    );
  });

  it('an amount counting an undeclared kind is an unknown count; a declared one counts the stock', () => {
    const { diagnostics } = validate({ eventCards: { cards: { earthquake: { effects: [{ op: 'gain', player: 'self', currency: 'coin', amount: { count: 'salt', of: 'opponent' } }] } } } }, 'count-salt');
    const unknown = diagnostics.find((d) => d.code === 'effect/unknown-count');
    expect(unknown?.pointer).toBe('/eventCards/cards/earthquake/effects/0/amount/count');
    expect(unknown?.message).toContain('/economy/resources');
    const { diagnostics: ok } = validate({ ...wine, eventCards: { cards: { earthquake: { effects: [{ op: 'gain', player: 'self', currency: 'coin', amount: { count: 'wine', of: 'opponent' } }] } } } }, 'count-wine');
    expect(errors(ok)).toEqual([]);
  });

  it("'coin' and 'any' cannot be declared as kinds (schema), and a kind without city tokens is a warning", () => {
    const { diagnostics } = validate({ economy: { resources: { coin: { name: 'coin' } } } }, 'coin-kind');
    expect(errors(diagnostics).some((d) => d.pointer.startsWith('/economy/resources'))).toBe(true);
    const { ruleset, diagnostics: warned } = validate({ economy: { resources: { salt: { name: 'salt' } } } }, 'idle-salt');
    expect(ruleset).toBeDefined();
    expect(warned.find((d) => d.code === 'ruleset/unused-resource')).toMatchObject({ pointer: '/economy/resources/salt', severity: 'warning' });
  });

  it('a scenario holding an undeclared kind names it', () => {
    const rules = wineRuleset();
    const scenario = { id: 'salt', title: 'Salt', ruleset: 'duellum-wine', turn: { nation: 'romans' }, nations: { romans: { stock: { salt: 2, wine: 2 } } } };
    const built = buildScenario(rules, scenario);
    expect(built.diagnostics.find((d) => d.code === 'scenario/unknown-resource')?.pointer).toBe('/nations/romans/stock/salt');
    const fine = buildScenario(rules, { ...scenario, nations: { romans: { stock: { wine: 2 } } } });
    expect(fine.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(fine.ok && stockOf(fine.state, 'romans').wine).toBe(2);
  });
});
