/**
 * The sandbox's "what changed" table (app/_lib/state-diff.ts): places and values in words, never raw JSON, so a
 * card that asks the opponent to choose shows who waits for what, and a long list stays one short line.
 */
import { describe, expect, it } from 'vitest';
import { stateDiff } from '../../app/_lib/state-diff';
import { given, play, ruleset } from '../helpers/game';

const H = ruleset('antike-duellum-house-events');

describe('the sandbox diff in words', () => {
  it("a card that asks the opponent to choose: the pending decision names the nation, the options and the card", () => {
    const before = given(H, { active: 'romans', blank: true, stock: { carthaginians: { gold: 3 } }, cities: { zama: { owner: 'carthaginians', resource: 'gold', wall: true } } });
    before.nation.romans.hand.push('ultimatum');
    const after = play(H, before, { type: 'card.play', card: 'ultimatum' }).state;
    const changes = stateDiff(before, after, H);
    const pending = changes.find((c) => c.pointer === '/pending')!;
    expect(pending.where).toBe('decisions waiting');
    expect(pending.before).toBe('none');
    expect(pending.after).toBe('waiting for the Carthaginians to choose “Pay 2 gold” or “Give up a town wall” for Ultimatum (played by the Romans)');
    const hand = changes.find((c) => c.pointer === '/nation/romans/hand')!;
    expect(hand).toMatchObject({ where: 'Romans: event cards in hand', before: 'Ultimatum', after: 'none' });
    for (const c of changes) {
      expect(c.before + c.after, c.pointer).not.toMatch(/[{[]"/);
      expect(c.before.length + c.after.length, c.pointer).toBeLessThan(400);
    }
  });

  it('stocks by kind name, long card lists summarised, modifiers in the words of the card', () => {
    const before = given(H, { active: 'romans', blank: true });
    const after = structuredClone(before);
    after.nation.romans.stock.marble += 2;
    after.cards.deck = ['plague', 'plague', 'granary', 'census', 'ambush', 'sabotage', 'mercenaries'];
    after.modifiers.push({ nation: 'romans', param: 'city.defense', add: 1, until: 'next-use' });
    const byPointer = new Map(stateDiff(before, after, H).map((c) => [c.pointer, c]));
    expect(byPointer.get('/nation/romans/stock/marble')).toMatchObject({ where: 'Romans: marble', after: String(before.nation.romans.stock.marble + 2) });
    expect(byPointer.get('/cards/deck')!.after).toBe('7 cards: Plague ×2, Granary, Census, Ambush, Sabotage … (6 in all)');
    expect(byPointer.get('/modifiers')!.after).toBe('Romans: The defence of your cities rises by 1 the next time it counts');
  });

  it('without a ruleset the ids stand for the names; unchanged copies are not changes', () => {
    const before = given(H, { active: 'romans', blank: true });
    const after = structuredClone(before);
    after.nation.romans.hand = [];
    expect(stateDiff(before, after)).toEqual([]);
    after.turn.field = 'scientia';
    expect(stateDiff(before, after)).toEqual([{ pointer: '/turn/field', where: 'this turn: field', before: '—', after: 'scientia' }]);
  });
});
