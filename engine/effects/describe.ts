import type { Effect, EventCard, Ruleset } from '../ruleset/types';
import type { EffectBase, Words } from './op';
import { opsByName } from './registry';
import { actionFieldNames } from '../rules/apply-context';

/** The words describers use; names come from the ruleset when there is one. */
export function wordsFor(ruleset?: Ruleset, when?: EventCard['play']['when']): Words {
  const words: Words = {
    ruleset,
    when,
    list: (effects) => (effects.length ? effects.map(describeEffect).join(' ') : 'Nothing happens.'),
    who: (p) => (p === 'self' ? 'you' : 'your opponent'),
    whose: (p) => (p === 'self' ? 'your' : "your opponent's"),
    name(kind, id) {
      if (!ruleset) return id;
      if (kind === 'unit') return ruleset.units[id]?.name ?? ruleset.specialUnits?.[id]?.name ?? id;
      if (kind === 'region') return ruleset.map.regions[id]?.name ?? id;
      if (kind === 'field') return ruleset.rondel.fields[id]?.name ?? id;
      return id;
    },
  };
  const describeEffect = (effect: EffectBase): string => {
    const op = opsByName.get(effect.op);
    return op ? op.describe(effect, words) : `(unknown effect '${effect.op}')`;
  };
  return words;
}

/** An effect list in plain words, generated from its data by each op's describer. */
export function describeEffects(effects: readonly Effect[], ruleset?: Ruleset, when?: EventCard['play']['when']): string {
  return wordsFor(ruleset, when).list([...effects]);
}

/** When a card is played, in words. */
export function describeTiming(play: EventCard['play'], ruleset?: Ruleset): string {
  switch (play.when) {
    case 'own-turn':
      return 'Play on your own turn.';
    case 'during-action': {
      return `Play when you have chosen ${ruleset ? actionFieldNames(ruleset, play.action) : `a ${play.action} field`} on the rondel, during that action.`;
    }
    case 'end-of-turn':
      return 'Play at the end of your own turn (in the founding step, before personages).';
    case 'reply-to-conquest':
      return "Play in your opponent's turn, when they conquer one of your cities.";
    case 'reply-to-movement':
      return "Play in your opponent's turn, right after one of their units moves into a region where you have a city or units.";
  }
}

/** A card's full text, generated from its data: timing, then effects. */
export function describeCard(card: Pick<EventCard, 'play' | 'effects'>, ruleset?: Ruleset): string {
  return `${describeTiming(card.play, ruleset)} ${describeEffects(card.effects, ruleset, card.play.when)}`;
}
