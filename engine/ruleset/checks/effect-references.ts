import { worstSteps } from '../../effects/interpret';
import { effectStepBudget, type CheckEnv, type EffectBase } from '../../effects/op';
import { opExamples, opsByName } from '../../effects/registry';
import { didYouMean } from '../suggest';
import type { Diagnostic, EventCard, Ruleset } from '../types';
import { at, issue, knownModifierParams, type RulesetCheck } from './check';

export { amountCounts } from '../../effects/amount';

/**
 * Event-card effects name only things the interpreter knows, and their timing is complete. Each op checks its own
 * references (engine/effects/ops/<op>.ts `check`); this walks the lists and adds what no single op can see.
 */
export const effectReferences: RulesetCheck = {
  id: 'effect-references',
  run(ruleset) {
    const out: Diagnostic[] = [];
    const cards = ruleset.eventCards?.cards ?? {};
    for (const [id, card] of Object.entries(cards)) {
      const base = at('/eventCards/cards', id);
      if (card.play.when === 'during-action' && !card.play.action) out.push(issue('effect/missing-action', at(base, 'play'), `card '${id}' is played during an action but does not say which; add "action" (e.g. "research")`));
      if (card.play.when !== 'during-action' && card.play.action) out.push(issue('effect/unused-action', at(base, 'play', 'action'), `'action' only applies when "when" is "during-action"`, 'warning'));
      checkEffects(ruleset, card.effects, at(base, 'effects'), out, card.play);
      if (card.play.when === 'reply-to-conquest' && card.effects.some((e) => e.op !== 'modify')) {
        out.push(issue('effect/reply-effect', at(base, 'effects'), `card '${id}' is played in reply to a conquest; only 'modify' effects can act there`, 'warning'));
      }
      const worst = worstSteps(card.effects);
      if (worst > effectStepBudget) {
        out.push(issue('effect/budget-risk', at(base, 'effects'), `card '${id}' can run up to ${worst} operations, more than the budget of ${effectStepBudget}: some choices will be refused; shorten the lists`, 'warning'));
      }
    }
    return out;
  },
};

export function checkEffects(ruleset: Ruleset, effects: readonly EffectBase[], base: string, out: Diagnostic[], play?: EventCard['play']): void {
  const params = knownModifierParams(ruleset);
  const walk = (list: readonly EffectBase[], pointer: string, depth: number): void => {
    list.forEach((effect, i) => {
      const here = at(pointer, i);
      const op = opsByName.get(effect.op);
      if (!op) {
        const names = [...opsByName.keys()];
        out.push(issue('effect/unknown-op', at(here, 'op'), `'${effect.op}' is not an effect operation${didYouMean(effect.op, names) || `; known: ${names.join(', ')}`}`));
        return;
      }
      const env: CheckEnv = { ruleset, params, depth, out, play, list: (nested, p) => walk(nested, p, depth + 1) };
      op.check?.(effect, here, env);
    });
  };
  walk(effects, base, 0);
}

/**
 * The effect the card designer adds for an operation on a card played `when`: the first of the op's examples that
 * raises no error there. The first example alone (a defence change ending with the conquest) was an error on every
 * card played in its owner's turn, so choosing "modify" made the card invalid before anything was typed (UX review).
 */
export function opExampleFor(ruleset: Ruleset, op: string, when?: EventCard['play']['when']): EffectBase {
  for (const example of opsByName.get(op)?.examples ?? []) {
    const out: Diagnostic[] = [];
    checkEffects(ruleset, [example as EffectBase], '', out, when ? { when } : undefined);
    if (!out.some((d) => d.severity === 'error')) return example as EffectBase;
  }
  return opExamples[op];
}
