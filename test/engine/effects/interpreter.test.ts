import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves } from '../../../engine/index';
import { effectStepBudget, targetsAreExact } from '../../../engine/effects/interpret';
import { validateResolvedValue } from '../../../engine/ruleset/validate';
import type { Effect, Ruleset } from '../../../engine/ruleset/types';
import type { Given } from '../../helpers/game';
import { given, isLegal, play, refused, rulesetWith, stockOf } from '../../helpers/game';
import { unitsAt } from '../actions/support';

/** A Duellum ruleset whose blank card 1 is written by the designer (copies 1), checked against the schema and checks. */
function withBlankCard(effects: Effect[]): Ruleset {
  const rules = rulesetWith('antike-duellum', { eventCards: { cards: { 'blank-1': { name: 'House card', copies: 1, effects } } } });
  const errors = validateResolvedValue(rules).filter((d) => d.severity === 'error');
  expect(errors, JSON.stringify(errors)).toEqual([]);
  expect(rules.eventCards!.cards['blank-1'].effects).toEqual(effects);
  return rules;
}

function romansHolding(rules: Ruleset, g: Given = {}) {
  return given(rules, { active: 'romans', blank: true, rondel: { romans: null }, hand: { romans: ['blank-1'] }, ...g });
}

const gain = (currency: 'marble' | 'iron' | 'gold' | 'coin', amount: number): Effect => ({ op: 'gain', player: 'self', currency, amount });

describe('the effect interpreter runs designer data (D-COMP-07: blank cards)', () => {
  const spy: Effect[] = [
    {
      op: 'choose',
      options: {
        coins: { label: 'Two coins', effects: [gain('coin', 2)] },
        spy: { label: 'Spy', effects: [{ op: 'lose', player: 'opponent', currency: 'gold', amount: 1 }, { op: 'take-card', player: 'self' }] },
      },
    },
  ];

  it('a merge-patched blank card with copies 1 enters the shuffled deck', () => {
    const rules = withBlankCard(spy);
    const s = given(rules, {});
    const all = [...s.cards.deck, ...s.cards.display];
    expect(all.filter((c) => c === 'blank-1')).toHaveLength(1);
    // The 4 known printed cards and the blank one: the 21 cards of unknown text stay out of play (textUnknown).
    expect(all).toHaveLength(5);
  });

  it('op choose: the player names an option; each option is offered as a legal move', () => {
    const rules = withBlankCard(spy);
    const s = romansHolding(rules, { stock: { romans: {}, carthaginians: { gold: 3 } } });
    expect(isLegal(rules, s, { type: 'card.play', card: 'blank-1', targets: ['coins'] })).toBe(true);
    expect(isLegal(rules, s, { type: 'card.play', card: 'blank-1', targets: ['spy'] })).toBe(true);
    expect(stockOf(play(rules, s, { type: 'card.play', card: 'blank-1', targets: ['coins'] }).state, 'romans').coin).toBe(2);
  });

  it('op choose: a missing or unknown option is refused and nothing happens', () => {
    const rules = withBlankCard(spy);
    const s = romansHolding(rules);
    refused(rules, s, { type: 'card.play', card: 'blank-1' }, 'effect/choose-option');
    refused(rules, s, { type: 'card.play', card: 'blank-1', targets: ['both'] }, 'effect/choose-option');
    refused(rules, s, { type: 'card.play', card: 'blank-1', targets: ['__proto__'] }, 'effect/choose-option');
  });

  it('ops lose and take-card: the opponent loses a gold, then the player takes a card from the display, which he cannot play this turn (AMB-D06)', () => {
    const rules = withBlankCard(spy);
    const s = romansHolding(rules, { stock: { romans: {}, carthaginians: { gold: 3 } } });
    const played = play(rules, s, { type: 'card.play', card: 'blank-1', targets: ['spy'] }).state;
    expect(stockOf(played, 'carthaginians').gold).toBe(2);
    expect(played.pending).toEqual([{ kind: 'take-card', nation: 'romans', reason: 'effect' }]);
    const card = played.cards.display[0];
    const taken = play(rules, played, { type: 'card.take', card }).state;
    expect(taken.nation.romans.hand).toEqual([card]);
    expect(taken.cards.display).toHaveLength(3);
    refused(rules, taken, { type: 'card.play', card }, 'move/card-just-taken');
  });

  it('op lose never takes a player below zero', () => {
    const rules = withBlankCard([{ op: 'lose', player: 'opponent', currency: 'marble', amount: 5 }]);
    const { state } = play(rules, romansHolding(rules, { stock: { carthaginians: { marble: 2 } } }), { type: 'card.play', card: 'blank-1' });
    expect(stockOf(state, 'carthaginians').marble).toBe(0);
  });

  it('op gain with a counted amount: 1 marble per 2 of the opponent\'s cities, rounded up', () => {
    const rules = withBlankCard([{ op: 'gain', player: 'self', currency: 'marble', amount: { count: 'cities', of: 'opponent', divideBy: 2, round: 'up' } }]);
    const s = romansHolding(rules, { cities: { zama: { owner: 'carthaginians', resource: 'iron' }, tacape: { owner: 'carthaginians', resource: 'gold' }, carthago: { owner: 'carthaginians', resource: 'gold' } } });
    expect(stockOf(play(rules, s, { type: 'card.play', card: 'blank-1' }).state, 'romans').marble).toBe(2);
  });

  it('op modify: a card giving legions 2 borders this turn works like STRATA and expires at the end of the turn', () => {
    const rules = withBlankCard([{ op: 'modify', param: 'legion.moves', max: 2, until: 'end-of-turn' }]);
    const s = romansHolding(rules, { units: { roma: { romans: { legion: 1 } } } });
    const moved = play(rules, s, { type: 'card.play', card: 'blank-1' }, { type: 'rondel.select', field: 'duellum-1' },
      { type: 'unit.move', from: 'roma', to: 'ancona', unit: 'legion' }, { type: 'unit.move', from: 'ancona', to: 'cremona', unit: 'legion' }).state;
    expect(unitsAt(moved, 'cremona', 'romans')).toEqual({ legion: 1 });
    const ended = play(rules, moved, { type: 'phase.end' }, { type: 'phase.end' }, { type: 'phase.end' }).state;
    expect(ended.modifiers).toEqual([]);
  });

  it('op destroy on temples: the chosen opponent temple returns to the bank', () => {
    const rules = withBlankCard([{ op: 'destroy', piece: 'temple', owner: 'opponent' }]);
    const s = romansHolding(rules, { cities: { carthago: { owner: 'carthaginians', resource: 'gold', temple: true }, roma: { owner: 'romans', resource: 'gold', temple: true } } });
    refused(rules, s, { type: 'card.play', card: 'blank-1', targets: ['roma'] }, 'effect/choose-target');
    const { state } = play(rules, s, { type: 'card.play', card: 'blank-1', targets: ['carthago'] });
    expect(state.cities.carthago.temple).toBe(false);
    expect(state.cities.roma.temple).toBe(true);
    expect(state.bank.temples).toBe(s.bank.temples + 1);
  });
});

describe('the step budget: effects are data and always terminate', () => {
  // 32 choices (the schema's longest list), each of whose first option runs 32 gains (the longest list again).
  const heavy: Effect[] = Array.from({ length: 32 }, () => ({
    op: 'choose' as const,
    options: {
      a: { label: 'Many', effects: Array.from({ length: 32 }, () => gain('marble', 1)) },
      b: { label: 'None', effects: [] },
    },
  }));
  const targets = (many: number) => Array.from({ length: 32 }, (_, i) => (i < many ? 'a' : 'b'));

  it(`a schema-valid card that would run more than the budget of ${effectStepBudget} operations is refused with effect/budget, changing nothing`, () => {
    const rules = withBlankCard(heavy);
    const s = romansHolding(rules);
    // 32 choices + 8 × 32 gains = 288 operations.
    refused(rules, s, { type: 'card.play', card: 'blank-1', targets: targets(8) }, 'effect/budget');
    refused(rules, s, { type: 'card.play', card: 'blank-1', targets: targets(32) }, 'effect/budget');
  });

  it('a long but legal card, exactly at the budget, completes', () => {
    const rules = withBlankCard(heavy);
    // 32 choices + 7 × 32 gains = 256 operations.
    expect(32 + 7 * 32).toBe(effectStepBudget);
    const { state } = play(rules, romansHolding(rules), { type: 'card.play', card: 'blank-1', targets: targets(7) });
    expect(stockOf(state, 'romans').marble).toBe(7 * 32);
  });

  it('move generation for a card with many choices stays small and offers only plays that apply', () => {
    const rules = withBlankCard(heavy);
    const s = romansHolding(rules);
    const plays = legalMoves(rules, s).filter((m) => m.type === 'card.play');
    expect(plays.length).toBeGreaterThan(0);
    expect(plays.length).toBeLessThanOrEqual(64);
    const refusedPlays = plays.filter((m) => !applyMove(rules, s, m).ok);
    expect(refusedPlays.length, `legalMoves offered ${refusedPlays.length} card plays that applyMove refuses`).toBe(0);
  });
});

describe('targetsAreExact: when move generation may list card plays without a trial play', () => {
  const destroyWall: Effect = { op: 'destroy', piece: 'town-wall', owner: 'any' };
  const destroyTemple: Effect = { op: 'destroy', piece: 'temple', owner: 'opponent' };

  it('one choice that reads only the board, made first: every listed target applies (Earthquake)', () => {
    expect(targetsAreExact([destroyWall])).toBe(true);
    expect(targetsAreExact([])).toBe(true);
    expect(targetsAreExact([gain('gold', 2)])).toBe(true);
  });

  it('a second choice is read from a state the first changes: trial play needed', () => {
    expect(targetsAreExact([destroyTemple, destroyTemple])).toBe(false);
  });

  it('a choice after another effect, or a choice left to the opponent: trial play needed', () => {
    expect(targetsAreExact([{ op: 'modify', param: 'city.defense', add: 1, until: 'end-of-conquest' }, destroyWall])).toBe(false);
    const opponentChooses: Effect = { op: 'choose', chooser: 'opponent', options: { a: { label: 'A', effects: [gain('coin', 1)] }, b: { label: 'B', effects: [gain('gold', 1)] } } } as Effect;
    expect(targetsAreExact([opponentChooses])).toBe(false);
  });

  it('the listed plays of a card with two choices are exactly those that apply (the trial play still runs there)', () => {
    const rules = withBlankCard([destroyTemple, destroyTemple]);
    const state = romansHolding(rules, { cities: { carthago: { owner: 'carthaginians', resource: 'gold', temple: true }, zama: { owner: 'carthaginians', resource: 'iron', temple: true } } });
    const plays = legalMoves(rules, state).filter((m) => m.type === 'card.play');
    expect(plays.length).toBeGreaterThan(0);
    for (const move of plays) expect(applyMove(rules, state, move).ok).toBe(true);
  });
});
