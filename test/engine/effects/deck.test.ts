import { describe, expect, it } from 'vitest';
import { createGame, legalMoves, applyMove } from '../../../engine/index';
import { deckInPlay, printedDeckSize } from '../../../engine/effects/deck';
import { ruleset, rulesetWith } from '../../helpers/game';

/*
 * D-COMP-07: Duellum has 25 printed event cards; 21 of their texts are in no source. They are data with
 * `textUnknown: true`: counted in the printed deck, never shuffled in, so no one draws and "plays" a card that
 * nobody can read. A variant supplies them.
 */
describe('event cards whose printed text is unknown stay out of play', () => {
  const rules = ruleset('antike-duellum');

  it('the printed deck keeps its size of 25 in the data', () => {
    expect(printedDeckSize(rules.eventCards!.cards)).toBe(25);
    expect(rules.eventCards!.cards.unknown).toMatchObject({ copies: 21, textUnknown: true });
  });

  it('the shuffled deck holds only the 4 known cards: the placeholder is never in deck or display', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const s = createGame(rules, { seed });
      const all = [...s.cards.deck, ...s.cards.display];
      expect(all.sort()).toEqual(['academy', 'burglary', 'earthquake', 'fortress']);
    }
  });

  it('in a played game no move ever takes or plays the placeholder', () => {
    let s = createGame(rules, { seed: 7 });
    for (let i = 0; i < 400 && !s.result; i++) {
      const moves = legalMoves(rules, s);
      expect(moves.some((m) => (m.type === 'card.take' || m.type === 'card.play') && m.card === 'unknown')).toBe(false);
      const r = applyMove(rules, s, moves[(i * 7919) % moves.length]);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
  });

  it('a variant that supplies the cards (effects written, textUnknown false) puts all 21 copies in play', () => {
    const supplied = rulesetWith('antike-duellum', { eventCards: { cards: { unknown: { textUnknown: false, name: 'Tribute', effects: [{ op: 'gain', player: 'self', currency: 'coin', amount: 1 }] } } } });
    expect(deckInPlay(supplied.eventCards!.cards)).toHaveLength(25);
    const s = createGame(supplied, { seed: 1 });
    expect([...s.cards.deck, ...s.cards.display].filter((c) => c === 'unknown')).toHaveLength(21);
  });
});
