import type { EventCard } from '../ruleset/types';

/**
 * Copies of a card that go into the shuffled deck. A card whose printed text is in no source (`textUnknown`) keeps
 * its printed copies so the printed deck size stays honest (Duellum: 25 cards, D-COMP-07), but none is shuffled in:
 * a card nobody can read is not drawn and "played" as if it did something. A variant supplies such cards by
 * writing their effects and clearing `textUnknown`, or by adding cards of its own.
 */
export function copiesInPlay(card: Pick<EventCard, 'copies' | 'textUnknown'>): number {
  return card.textUnknown ? 0 : card.copies;
}

/** The deck as printed, counting cards whose text is unknown. */
export function printedDeckSize(cards: Record<string, Pick<EventCard, 'copies'>>): number {
  return Object.values(cards).reduce((sum, c) => sum + c.copies, 0);
}

/** The deck that is shuffled for play. */
export function deckInPlay(cards: Record<string, Pick<EventCard, 'copies' | 'textUnknown'>>): string[] {
  return Object.entries(cards).flatMap(([id, card]) => Array.from({ length: copiesInPlay(card) }, () => id));
}
