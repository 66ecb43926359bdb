/**
 * A 'modify' effect whose change ends with the conquest, action or turn must be made in the turn that reads its
 * parameter (engine/effects/ops/modify.ts check): the defence of the player's cities counts only in the opponent's
 * conquests (D-EV-09), production, moves, free steps and the temple's price only in the player's own turn. The
 * card text says "for this conquest" only of a card played in reply to a conquest.
 */
import { describe, expect, it } from 'vitest';
import { applyMergePatch, describeCard, validateResolvedValue, type EventCard, type Ruleset } from '../../../engine/rulesets';
import { given, play, ruleset } from '../../helpers/game';

const D = ruleset('antike-duellum');

function diagnosticsOf(card: EventCard, base: Ruleset = D) {
  const resolved = applyMergePatch(base, { eventCards: { cards: { 'house-card': card } } });
  return validateResolvedValue(resolved).filter((d) => d.pointer.startsWith('/eventCards/cards/house-card'));
}

const defence = { op: 'modify', param: 'city.defense', add: 1, until: 'end-of-conquest' } as const;

describe('modify: timing', () => {
  it('the defence raised for a conquest on a card played on SCIENTIA never counts: an error at its until, with the fix', () => {
    const found = diagnosticsOf({ name: 'Harvest Festival', copies: 1, play: { when: 'during-action', action: 'research' }, effects: [defence] });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ code: 'effect/modify-never-counts', pointer: '/eventCards/cards/house-card/effects/0/until', severity: 'error' });
    expect(found[0].message).toContain('reply-to-conquest');
    expect(found[0].message).toContain('next-use');
  });

  it('inside a choice or a condition it is found too', () => {
    const nested = { op: 'choose', chooser: 'self', options: { wall: { label: 'Guard', effects: [defence] }, gold: { label: 'Gold', effects: [{ op: 'gain', player: 'self', currency: 'gold', amount: 1 }] } } };
    const found = diagnosticsOf({ name: 'Watch', copies: 1, play: { when: 'own-turn' }, effects: [nested] } as unknown as EventCard);
    expect(found.map((d) => [d.code, d.pointer])).toEqual([['effect/modify-never-counts', '/eventCards/cards/house-card/effects/0/options/wall/effects/0/until']]);
  });

  it('meaningful timings pass: Fortress (a reply to a conquest), a reply to a movement, until used, for good, a cheaper temple this turn', () => {
    expect(diagnosticsOf({ name: 'Fortress', copies: 1, play: { when: 'reply-to-conquest' }, effects: [defence] })).toEqual([]);
    expect(diagnosticsOf({ name: 'Alarm', copies: 1, play: { when: 'reply-to-movement' }, effects: [defence] })).toEqual([]);
    expect(diagnosticsOf({ name: 'Walls', copies: 1, play: { when: 'own-turn' }, effects: [{ ...defence, until: 'next-use' }] })).toEqual([]);
    expect(diagnosticsOf({ name: 'Masons', copies: 1, play: { when: 'own-turn' }, effects: [{ op: 'modify', param: 'temple.cost', add: -2, until: 'end-of-turn' }] })).toEqual([]);
  });

  it("an own-turn parameter changed in the opponent's turn for that turn never counts either", () => {
    const found = diagnosticsOf({ name: 'Haste', copies: 1, play: { when: 'reply-to-movement' }, effects: [{ op: 'modify', param: 'legion.moves', max: 3, until: 'end-of-turn' }] });
    expect(found.map((d) => d.code)).toEqual(['effect/modify-never-counts']);
  });

  it('every shipped ruleset and variant passes the check', async () => {
    const { builtInLibrary } = await import('../../helpers/library');
    const { validateRuleset } = await import('../../../engine/ruleset/validate');
    const library = builtInLibrary();
    for (const id of library.keys()) expect(validateRuleset(library, id).diagnostics.filter((d) => d.code === 'effect/modify-never-counts'), id).toEqual([]);
  });

  it('"for this conquest" only on a card played in reply to a conquest', () => {
    expect(describeCard({ play: { when: 'reply-to-conquest' }, effects: [defence] }, D)).toContain('The defence of your cities rises by 1 for this conquest.');
    expect(describeCard({ play: { when: 'own-turn' }, effects: [{ op: 'modify', param: 'legion.moves', max: 2, until: 'end-of-conquest' }] }, D)).toContain('until the next conquest or the end of the action.');
  });
});

describe('modify and extra-steps: the game log in words', () => {
  /** The log lines of the Romans playing a house card with `effects` on their own turn. */
  function logOf(effects: unknown[]): string[] {
    const rules = applyMergePatch(D, { eventCards: { cards: { 'house-card': { name: 'House card', copies: 1, play: { when: 'own-turn' }, effects } } } }) as Ruleset;
    const s = given(rules, { active: 'romans', blank: true, hand: { romans: ['house-card'] } });
    return play(rules, s, { type: 'card.play', card: 'house-card' }).events.map((e) => e.text);
  }

  it('names the parameter as the card text does, from the nation\'s side, with how long it lasts', () => {
    expect(logOf([{ op: 'modify', param: 'production.bonus', add: 2, until: 'next-use' }])).toContain('Romans raised their production by 2 the next time it counts');
    expect(logOf([{ op: 'modify', param: 'temple.cost', add: -1, until: 'end-of-turn' }])).toContain('Romans lowered the price of their temples (in its main resource) by 1 this turn');
    // Played on the own turn, a change "for the conquest" lasts until the next conquest or the end of the action.
    expect(logOf([{ op: 'modify', param: 'legion.moves', max: 2, until: 'end-of-conquest' }])).toContain('Romans raised the moves of their legions to at least 2 until the next conquest or the end of the action');
  });

  it('one extra rondel field is one field', () => {
    expect(logOf([{ op: 'extra-steps', add: 1 }])).toContain('Romans may move 1 more rondel field for free this turn');
    expect(logOf([{ op: 'extra-steps', add: 2 }])).toContain('Romans may move 2 more rondel fields for free this turn');
  });
});
