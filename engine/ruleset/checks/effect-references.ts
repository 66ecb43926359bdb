import { didYouMean } from '../suggest';
import type { Amount, Diagnostic, Effect, Ruleset } from '../types';
import { at, issue, knownModifierParams, type RulesetCheck } from './check';

export const amountCounts = ['know-hows', 'cities', 'temples', 'town-walls', 'personages', 'marble', 'iron', 'gold', 'coin'];

/** Event-card effects name only things the interpreter knows, and their timing is complete. */
export const effectReferences: RulesetCheck = {
  id: 'effect-references',
  run(ruleset) {
    const out: Diagnostic[] = [];
    const cards = ruleset.eventCards?.cards ?? {};
    for (const [id, card] of Object.entries(cards)) {
      const base = at('/eventCards/cards', id);
      if (card.play.when === 'during-action' && !card.play.action) out.push(issue('effect/missing-action', at(base, 'play'), `card '${id}' is played during an action but does not say which; add "action" (e.g. "research")`));
      if (card.play.when !== 'during-action' && card.play.action) out.push(issue('effect/unused-action', at(base, 'play', 'action'), `'action' only applies when "when" is "during-action"`, 'warning'));
      checkEffects(ruleset, card.effects, at(base, 'effects'), out);
      if (card.play.when === 'reply-to-conquest' && card.effects.some((e) => e.op !== 'modify')) {
        out.push(issue('effect/reply-effect', at(base, 'effects'), `card '${id}' is played in reply to a conquest; only 'modify' effects can act there`, 'warning'));
      }
    }
    return out;
  },
};

function checkEffects(ruleset: Ruleset, effects: Effect[], base: string, out: Diagnostic[], depth = 0): void {
  const params = knownModifierParams(ruleset);
  effects.forEach((effect, i) => {
    const pointer = at(base, i);
    switch (effect.op) {
      case 'gain':
      case 'lose':
        checkAmount(effect.amount, at(pointer, 'amount'), out);
        break;
      case 'modify':
        if (!params.includes(effect.param)) out.push(issue('effect/unknown-param', at(pointer, 'param'), `'${effect.param}' is not a parameter the engine knows${didYouMean(effect.param, params) || `; known: ${params.join(', ')}`}`));
        break;
      case 'destroy':
        if (effect.piece === 'town-wall' && !ruleset.actions.build.townWall) out.push(issue('effect/no-town-walls', at(pointer, 'piece'), `this game has no town walls (/actions/build/townWall is absent), so there is none to destroy`));
        break;
      case 'choose':
        if (depth < 4) for (const [option, choice] of Object.entries(effect.options)) checkEffects(ruleset, choice.effects, at(pointer, 'options', option, 'effects'), out, depth + 1);
        else out.push(issue('effect/too-deep', pointer, 'choices nested more than 4 deep; flatten them'));
        break;
      case 'take-card':
        break;
    }
  });
}

function checkAmount(amount: Amount, pointer: string, out: Diagnostic[]): void {
  if (typeof amount === 'number') return;
  if (!amountCounts.includes(amount.count)) out.push(issue('effect/unknown-count', at(pointer, 'count'), `cannot count '${amount.count}'${didYouMean(amount.count, amountCounts) || `; countable: ${amountCounts.join(', ')}`}`));
}
