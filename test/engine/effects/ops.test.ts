import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../../engine/index';
import { describeCard, describeEffects } from '../../../engine/effects/describe';
import { validateResolvedValue } from '../../../engine/ruleset/validate';
import type { Effect, Ruleset } from '../../../engine/ruleset/types';
import type { Given } from '../../helpers/game';
import { given, play, refused, ruleset, rulesetWith, stockOf } from '../../helpers/game';
import { unitsAt } from '../actions/support';

/*
 * The ops added with the registry (engine/effects/ops/), each run through a designer's blank card (D-COMP-07) in
 * Duellum: the card is validated by schema and checks first, then played as a real move.
 */
function card(effects: Effect[], play: object = { when: 'own-turn' }): Ruleset {
  const rules = rulesetWith('antike-duellum', { eventCards: { cards: { 'blank-1': { name: 'House card', copies: 1, play, effects } } } });
  const errors = validateResolvedValue(rules).filter((d) => d.severity === 'error');
  expect(errors, JSON.stringify(errors)).toEqual([]);
  return rules;
}

const romans = (rules: Ruleset, g: Given = {}) => given(rules, { active: 'romans', blank: true, rondel: { romans: null }, hand: { romans: ['blank-1'] }, ...g });
const playCard = (rules: Ruleset, s: ReturnType<typeof romans>, targets?: string[]) => play(rules, s, { type: 'card.play', card: 'blank-1', ...(targets ? { targets } : {}) }).state;

function diagnostics(effects: unknown[]) {
  const rules = rulesetWith('antike-duellum', { eventCards: { cards: { 'blank-1': { name: 'House card', copies: 1, effects } } } });
  return validateResolvedValue(rules);
}

describe('gain and lose from and to the opponent', () => {
  it('gain from the opponent: a third of his coins, rounded up, move to the player; the bank is untouched', () => {
    const rules = card([{ op: 'gain', player: 'self', currency: 'coin', amount: { count: 'coin', of: 'opponent', divideBy: 3, round: 'up' }, from: 'opponent' }]);
    const s = romans(rules, { stock: { romans: {}, carthaginians: { coin: 7 } } });
    const after = playCard(rules, s);
    expect(stockOf(after, 'romans').coin).toBe(3);
    expect(stockOf(after, 'carthaginians').coin).toBe(4);
    expect(after.bank.coins).toBe(s.bank.coins);
  });

  it('the same fraction rounded down takes 2 of 7', () => {
    const rules = card([{ op: 'gain', player: 'self', currency: 'coin', amount: { count: 'coin', of: 'opponent', divideBy: 3, round: 'down' }, from: 'opponent' }]);
    expect(stockOf(playCard(rules, romans(rules, { stock: { romans: {}, carthaginians: { coin: 7 } } })), 'romans').coin).toBe(2);
  });

  it('gain from the opponent never takes more than he holds', () => {
    const rules = card([{ op: 'gain', player: 'self', currency: 'gold', amount: 5, from: 'opponent' }]);
    const after = playCard(rules, romans(rules, { stock: { romans: {}, carthaginians: { gold: 2 } } }));
    expect([stockOf(after, 'romans').gold, stockOf(after, 'carthaginians').gold]).toEqual([2, 0]);
  });

  it('lose to the opponent: the player pays 2 marble to the other player (a tribute)', () => {
    const rules = card([{ op: 'lose', player: 'self', currency: 'marble', amount: 2, to: 'opponent' }]);
    const after = playCard(rules, romans(rules, { stock: { romans: { marble: 3 }, carthaginians: {} } }));
    expect([stockOf(after, 'romans').marble, stockOf(after, 'carthaginians').marble]).toEqual([1, 2]);
  });

  it('a counted amount is capped by its max', () => {
    const rules = card([{ op: 'gain', player: 'self', currency: 'iron', amount: { count: 'cities', of: 'self', times: 3, max: 4 } }]);
    const s = romans(rules, { cities: { roma: { owner: 'romans', resource: 'gold' }, ancona: { owner: 'romans', resource: 'iron' } } });
    expect(stockOf(playCard(rules, s), 'romans').iron).toBe(4);
  });
});

describe('destroy and return units, place units', () => {
  it('destroy a unit: the chosen enemy legion leaves the board for its owner\'s supply; only regions with one are targets', () => {
    const rules = card([{ op: 'destroy', piece: 'unit', owner: 'opponent', unit: 'legion' }]);
    const s = romans(rules, { units: { zama: { carthaginians: { legion: 2 } }, roma: { romans: { legion: 1 } } } });
    refused(rules, s, { type: 'card.play', card: 'blank-1', targets: ['roma'] }, 'effect/choose-target');
    expect(legalMoves(rules, s).filter((m) => m.type === 'card.play')).toEqual([{ type: 'card.play', card: 'blank-1', targets: ['zama'] }]);
    const after = playCard(rules, s, ['zama']);
    expect(unitsAt(after, 'zama', 'carthaginians')).toEqual({ legion: 1 });
    expect(after.nation.carthaginians.supply.legion).toBe(s.nation.carthaginians.supply.legion + 1);
  });

  it('return a unit: the enemy galley goes to its owner\'s recruitment box, to be armed again without recruiting (D-MOV-05)', () => {
    const rules = card([{ op: 'return', piece: 'unit', owner: 'opponent', unit: 'galley' }]);
    const s = romans(rules, { units: { 'mare-sardum': { carthaginians: { galley: 1 } } } });
    const after = playCard(rules, s, ['mare-sardum']);
    expect(after.units['mare-sardum']).toBeUndefined();
    expect(after.nation.carthaginians.box.galley).toBe((s.nation.carthaginians.box.galley ?? 0) + 1);
  });

  it('return a town wall or a temple: the wall to its owner\'s supply, the temple to the bank; only cities with one are targets', () => {
    const wall = card([{ op: 'return', piece: 'town-wall', owner: 'opponent' }]);
    const s = romans(wall, { cities: { roma: { owner: 'romans', resource: 'gold', wall: true }, zama: { owner: 'carthaginians', resource: 'gold', wall: true }, carthago: { owner: 'carthaginians', resource: 'gold', temple: true } } });
    expect(legalMoves(wall, s).filter((m) => m.type === 'card.play')).toEqual([{ type: 'card.play', card: 'blank-1', targets: ['zama'] }]);
    refused(wall, s, { type: 'card.play', card: 'blank-1', targets: ['roma'] }, 'effect/choose-target');
    const walled = playCard(wall, s, ['zama']);
    expect(walled.cities.zama.wall).toBe(false);
    expect(walled.nation.carthaginians.walls).toBe(s.nation.carthaginians.walls + 1);
    const temple = card([{ op: 'return', piece: 'temple', owner: 'any' }]);
    const t = romans(temple, { cities: { roma: { owner: 'romans', resource: 'gold', temple: true }, carthago: { owner: 'carthaginians', resource: 'gold', temple: true } } });
    expect(legalMoves(temple, t).filter((m) => m.type === 'card.play').map((m) => (m as { targets?: string[] }).targets)).toEqual([['roma'], ['carthago']]);
    const after = playCard(temple, t, ['carthago']);
    expect(after.cities.carthago.temple).toBe(false);
    expect(after.bank.temples).toBe(t.bank.temples + 1);
    expect(describeEffects([{ op: 'return', piece: 'temple', owner: 'any' }, { op: 'return', piece: 'town-wall', owner: 'self' }])).toBe("Send 1 temple on the board back to the bank (you choose which). Send 1 of your town walls back to its owner's supply (you choose which).");
  });

  it('return a unit needs the unit type (reference check)', () => {
    expect(diagnostics([{ op: 'return', piece: 'unit', owner: 'opponent' }]).map((d) => d.code)).toContain('effect/missing-unit');
  });

  it('place: 2 legions from the supply into an own city region, as many as the supply holds', () => {
    const rules = card([{ op: 'place', unit: 'legion', count: 2, from: 'supply' }]);
    const s = romans(rules, { cities: { roma: { owner: 'romans', resource: 'gold' } } });
    // The refusal and the log name the regions and count the units in words, not ids and "legion(s)".
    expect(refused(rules, s, { type: 'card.play', card: 'blank-1', targets: ['carthago'] }, 'effect/choose-target')).toBe('choose the city region to place the legions in: Roma');
    const { state: after, events } = play(rules, s, { type: 'card.play', card: 'blank-1', targets: ['roma'] });
    expect(unitsAt(after, 'roma', 'romans')).toEqual({ legion: 2 });
    expect(events.find((e) => e.type === 'effect.place')?.text).toContain('placed 2 legions in Roma');
    expect(after.nation.romans.supply.legion).toBe(s.nation.romans.supply.legion - 2);
  });

  it('place is offered only where the terrain fits and no enemy stands', () => {
    const rules = card([{ op: 'place', unit: 'legion', count: 1, from: 'supply' }]);
    const s = romans(rules, { cities: { roma: { owner: 'romans', resource: 'gold' }, ancona: { owner: 'romans', resource: 'iron' } }, units: { ancona: { carthaginians: { legion: 1 } } } });
    expect(legalMoves(rules, s).filter((m) => m.type === 'card.play').map((m) => (m as { targets?: string[] }).targets)).toEqual([['roma']]);
  });
});

describe('parameters for a time or for good, extra rondel steps', () => {
  it('modify temple.cost this turn: every temple built this turn costs 2 marble less (D-TEMP-02: 6), none the turn after', () => {
    const rules = card([{ op: 'modify', param: 'temple.cost', add: -2, until: 'end-of-turn' }]);
    const s = romans(rules, { stock: { romans: { marble: 8, coin: 5 } }, cities: { roma: { owner: 'romans', resource: 'gold' }, genua: { owner: 'romans', resource: 'gold' } } });
    const building = play(rules, s, { type: 'card.play', card: 'blank-1' }, { type: 'rondel.select', field: 'templum' }).state;
    const first = play(rules, building, { type: 'temple.build', region: 'roma' }).state;
    expect(stockOf(first, 'romans').marble).toBe(8 - 4);
    const second = play(rules, first, { type: 'temple.build', region: 'genua' }).state;
    expect(stockOf(second, 'romans').marble).toBe(0);
    const next = play(rules, second, { type: 'phase.end' }, { type: 'phase.end' }).state;
    expect(next.modifiers).toEqual([]);
  });

  it('modify temple.cost until used: only the next temple is cheaper; the price never falls below 0', () => {
    const rules = card([{ op: 'modify', param: 'temple.cost', add: -9, until: 'next-use' }]);
    const s = romans(rules, { stock: { romans: { marble: 6, coin: 5 } }, cities: { roma: { owner: 'romans', resource: 'gold' }, genua: { owner: 'romans', resource: 'gold' } } });
    const building = play(rules, s, { type: 'card.play', card: 'blank-1' }, { type: 'rondel.select', field: 'templum' }).state;
    const free = play(rules, building, { type: 'temple.build', region: 'roma' }).state;
    expect(stockOf(free, 'romans').marble).toBe(6);
    expect(free.modifiers).toEqual([]);
    const paid = play(rules, free, { type: 'temple.build', region: 'genua' }).state;
    expect(stockOf(paid, 'romans').marble).toBe(0);
    expect(describeEffects([{ op: 'modify', param: 'temple.cost', add: -9, until: 'next-use' }])).toBe('The price of your temples (in its main resource) falls by 9 the next time it counts.');
  });

  it('modify until end-of-game: +1 production stays after the turn ends', () => {
    const rules = card([{ op: 'modify', param: 'production.bonus', add: 1, until: 'end-of-game' }]);
    const s = romans(rules, { cities: { roma: { owner: 'romans', resource: 'gold' } } });
    const after = play(rules, playCard(rules, s), { type: 'rondel.select', field: 'aurum' }, { type: 'phase.end' }).state;
    expect(after.modifiers).toEqual([{ nation: 'romans', param: 'production.bonus', add: 1, until: 'end-of-game' }]);
    expect(after.turn.active).not.toBe(s.turn.active);
  });

  it('modify until next-use: +2 production holds through turns until the next production uses it up', () => {
    const rules = card([{ op: 'modify', param: 'production.bonus', add: 2, until: 'next-use' }]);
    const s = romans(rules, { cities: { roma: { owner: 'romans', resource: 'gold' } } });
    // A TEMPLUM turn ends without producing: the modifier stays.
    const waited = play(rules, playCard(rules, s), { type: 'rondel.select', field: 'templum' }, { type: 'phase.end' }, { type: 'phase.end' }).state;
    expect(waited.modifiers).toEqual([{ nation: 'romans', param: 'production.bonus', add: 2, until: 'next-use' }]);
  });

  it('modify until next-use: +1 defence is used up by the first conquest resolved against the owner\'s city', () => {
    const rules = card([{ op: 'modify', param: 'city.defense', add: 1, until: 'next-use' }]);
    const s = given(rules, { active: 'carthaginians', blank: true, rondel: { carthaginians: 'aurum' }, cities: { roma: { owner: 'romans', resource: 'gold' }, carthago: { owner: 'carthaginians', resource: 'gold' } }, units: { neapolis: { carthaginians: { legion: 3 } } } });
    s.modifiers.push({ nation: 'romans', param: 'city.defense', add: 1, until: 'next-use' });
    const moved = play(rules, s, { type: 'rondel.select', field: 'duellum-1' }, ...Array.from({ length: 3 }, () => ({ type: 'unit.move' as const, from: 'neapolis', to: 'roma', unit: 'legion' }))).state;
    const conquer = legalMoves(rules, moved).find((m) => m.type === 'city.conquer')!;
    const after = play(rules, moved, conquer).state;
    expect(after.cities.roma.owner).toBe('carthaginians');
    expect(after.modifiers).toEqual([]);
  });

  it('extra-steps: 4 more free fields make a 7-field move free this turn (D-RON-05 gives 3)', () => {
    const rules = card([{ op: 'extra-steps', add: 4 }]);
    const s = romans(rules, { rondel: { romans: 'ferrum' } });
    refused(rules, s, { type: 'rondel.select', field: 'duellum-2' }, 'move/insufficient-resources');
    const after = play(rules, playCard(rules, s), { type: 'rondel.select', field: 'duellum-2' }).state;
    expect(after.nation.romans.rondel).toBe('duellum-2');
  });
});

describe('conditions and cards', () => {
  const rich: Effect[] = [{ op: 'if', condition: { value: { count: 'cities', of: 'opponent' }, atLeast: 3 }, then: [{ op: 'gain', player: 'self', currency: 'gold', amount: 2 }], else: [{ op: 'gain', player: 'self', currency: 'marble', amount: 1 }] }];

  it('if: with 3 opponent cities the then-list runs', () => {
    const rules = card(rich);
    const s = romans(rules, { cities: { zama: { owner: 'carthaginians', resource: 'iron' }, tacape: { owner: 'carthaginians', resource: 'gold' }, carthago: { owner: 'carthaginians', resource: 'gold' } } });
    expect(stockOf(playCard(rules, s), 'romans')).toMatchObject({ gold: 2, marble: 0 });
  });

  it('if: with fewer the else-list runs', () => {
    const rules = card(rich);
    const s = romans(rules, { cities: { zama: { owner: 'carthaginians', resource: 'iron' } } });
    expect(stockOf(playCard(rules, s), 'romans')).toMatchObject({ gold: 0, marble: 1 });
  });

  it('draw-card: the top card of the deck goes to the hand, not playable this turn (AMB-D06)', () => {
    const rules = card([{ op: 'draw-card', player: 'self', count: 1 }]);
    const s = romans(rules);
    const top = s.cards.deck[0];
    const after = playCard(rules, s);
    expect(after.nation.romans.hand).toEqual([top]);
    expect(after.cards.deck).toHaveLength(s.cards.deck.length - 1);
    expect(after.turn.cardsTaken.romans).toEqual([top]);
  });
});

describe('bad cards yield diagnostics with pointers, never a hang', () => {
  it('an unknown op is reported at its pointer by the schema', () => {
    const d = diagnostics([{ op: 'gain', player: 'self', currency: 'gold', amount: 1 }, { op: 'explode', power: 9 }]);
    expect(d.some((x) => x.severity === 'error' && x.pointer.startsWith('/eventCards/cards/blank-1/effects/1'))).toBe(true);
  });

  it('a wrong target (an unknown unit type) is reported with the types to choose from', () => {
    const d = diagnostics([{ op: 'destroy', piece: 'unit', owner: 'opponent', unit: 'elephant' }]);
    const hit = d.find((x) => x.code === 'effect/unknown-unit');
    expect(hit?.pointer).toBe('/eventCards/cards/blank-1/effects/0/unit');
    expect(hit?.message).toMatch(/legion/);
  });

  it('a huge count is refused by the schema; a large multiplier without max is warned about', () => {
    expect(diagnostics([{ op: 'gain', player: 'self', currency: 'gold', amount: 100000 }]).some((x) => x.severity === 'error' && x.pointer === '/eventCards/cards/blank-1/effects/0/amount')).toBe(true);
    const warn = diagnostics([{ op: 'gain', player: 'self', currency: 'gold', amount: { count: 'coin', of: 'opponent', times: 50 } }]).find((x) => x.code === 'effect/uncapped-count');
    expect(warn?.pointer).toBe('/eventCards/cards/blank-1/effects/0/amount');
  });

  it('nesting too deep (an attempt at an endless card) is reported where it starts', () => {
    let effects: unknown[] = [{ op: 'gain', player: 'self', currency: 'gold', amount: 1 }];
    for (let i = 0; i < 6; i++) effects = [{ op: 'if', condition: { value: 1, atLeast: 0 }, then: effects }];
    const d = diagnostics(effects).find((x) => x.code === 'effect/too-deep');
    expect(d?.pointer).toBe('/eventCards/cards/blank-1/effects/0/then/0/then/0/then/0/then/0');
  });

  it('a condition that never holds is an error at the condition', () => {
    const d = diagnostics([{ op: 'if', condition: { value: 1, atLeast: 5, atMost: 2 }, then: [] }]).find((x) => x.code === 'effect/never');
    expect(d?.pointer).toBe('/eventCards/cards/blank-1/effects/0/condition');
  });
});

describe('plain words generated from the data', () => {
  it('the printed Duellum cards read like their printed text', () => {
    const cards = ruleset('antike-duellum').eventCards!.cards;
    expect(describeCard(cards.academy, ruleset('antike-duellum'))).toBe('Play when you have chosen SCIENTIA on the rondel, during that action. Take 1 gold per know-how your opponent owns from the bank.');
    expect(describeEffects(cards.burglary.effects)).toBe('Your opponent pays half of their coins (rounded down) to the bank (as much as they hold).');
    expect(describeEffects(cards.fortress.effects)).toBe('The defence of your cities rises by 1 for this conquest.');
  });

  it('conditions, places and draws', () => {
    expect(describeEffects([{ op: 'if', condition: { value: { count: 'cities', of: 'opponent' }, atLeast: 3 }, then: [{ op: 'draw-card', player: 'self', count: 2 }] }])).toBe('If the number of cities your opponent owns is at least 3: Draw 2 cards from the deck (playable from your next turn).');
    expect(describeEffects([{ op: 'place', unit: 'legion', count: 2, from: 'box' }], ruleset('antike-duellum'))).toBe('Place 2 legions from your recruitment box in one of your cities, free.');
  });
});

describe('card text in plain grammar (the card designer prints it, the play page shows it)', () => {
  it('a piece chosen among the opponent\'s or one\'s own is "1 of your opponent\'s town walls", never two possessives in a row', () => {
    expect(describeEffects([{ op: 'destroy', piece: 'town-wall', owner: 'opponent' }])).toBe("Destroy 1 of your opponent's town walls (you choose which; it returns to its owner's supply).");
    expect(describeEffects([{ op: 'destroy', piece: 'temple', owner: 'any' }])).toBe('Destroy 1 temple on the board (you choose which; it returns to the bank).');
  });

  it('a parameter named in the plural takes a plural verb: "the moves of your legions are at least 2", "your free rondel steps rise by 2"', () => {
    expect(describeEffects([{ op: 'modify', param: 'legion.moves', max: 2, until: 'end-of-turn' }])).toMatch(/^The moves of your [a-z]+s are at least 2 /);
    expect(describeEffects([{ op: 'modify', param: 'rondel.freeSteps', add: 2, until: 'end-of-turn' }])).toMatch(/^Your free rondel steps rise by 2 /);
    expect(describeEffects([{ op: 'modify', param: 'city.defense', add: 1, until: 'end-of-turn' }])).toMatch(/^The defence of your cities rises by 1 /);
  });
});
