import { issue } from '../../ruleset/checks/check';
import { checkAmount, describeCount, evaluateAmount, type Amount } from '../amount';
import { defineOp, nationBranches, type EffectBase, type EffectRun } from '../op';
import type { MoveError } from '../../state/types';

export type Condition = { value: Amount; atLeast?: number; atMost?: number };
export interface IfEffect<E extends EffectBase = EffectBase> {
  op: 'if';
  condition: Condition;
  then: E[];
  else?: E[];
}

function holds(run: EffectRun, condition: Condition): boolean | MoveError {
  const value = evaluateAmount(run, condition.value);
  if (typeof value !== 'number') return value;
  return (condition.atLeast === undefined || value >= condition.atLeast) && (condition.atMost === undefined || value <= condition.atMost);
}

/** A condition on the state: a count (as amounts count) compared with bounds; runs 'then' or 'else'. */
export const ifOp = defineOp<IfEffect>({
  op: 'if',
  summary: 'Runs one list if a count from the state is within bounds, another otherwise.',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['op', 'condition', 'then'],
    properties: {
      op: { const: 'if', description: 'A condition.' },
      condition: {
        type: 'object',
        additionalProperties: false,
        required: ['value'],
        description: 'Holds when the value is at least atLeast and at most atMost.',
        properties: {
          value: { $ref: '#/$defs/amount', description: 'What is compared (a count from the state).', markdownDescription: 'What is compared (a count from the state).' },
          atLeast: { type: 'integer', minimum: 0, maximum: 1000, description: 'The value is at least this.' },
          atMost: { type: 'integer', minimum: 0, maximum: 1000, description: 'The value is at most this.' },
        },
        anyOf: [{ required: ['atLeast'] }, { required: ['atMost'] }],
      },
      then: { $ref: '#/$defs/effectList', description: 'What happens when the condition holds.', markdownDescription: 'What happens when the condition holds.' },
      else: { $ref: '#/$defs/effectList', description: 'What happens otherwise (default: nothing).', markdownDescription: 'What happens otherwise (default: nothing).' },
    },
  },
  examples: [{ op: 'if', condition: { value: { count: 'cities', of: 'opponent' }, atLeast: 5 }, then: [{ op: 'gain', player: 'self', currency: 'gold', amount: 2 } as EffectBase] }],
  run(run, effect, exec) {
    const ok = holds(run, effect.condition);
    if (typeof ok !== 'boolean') return ok;
    return exec.runList(ok ? effect.then : (effect.else ?? []));
  },
  describe(effect, words) {
    const c = effect.condition;
    const bound = c.atLeast !== undefined && c.atMost !== undefined ? `between ${c.atLeast} and ${c.atMost}` : c.atLeast !== undefined ? `at least ${c.atLeast}` : `at most ${c.atMost}`;
    const value = describeCount(c.value, words);
    return `If ${value} is ${bound}: ${words.list(effect.then)}${effect.else?.length ? ` Otherwise: ${words.list(effect.else)}` : ''}`;
  },
  check(effect, pointer, env) {
    checkAmount(effect.condition.value, `${pointer}/condition/value`, env.out, Object.keys(env.ruleset.economy.resources));
    const c = effect.condition;
    if (c.atLeast !== undefined && c.atMost !== undefined && c.atLeast > c.atMost) env.out.push(issue('effect/never', `${pointer}/condition`, `atLeast ${c.atLeast} is above atMost ${c.atMost}: the condition never holds`));
    if (env.depth >= 4) return void env.out.push(issue('effect/too-deep', pointer, 'conditions and choices nested more than 4 deep; flatten them'));
    env.list(effect.then, `${pointer}/then`);
    if (effect.else) env.list(effect.else, `${pointer}/else`);
  },
  /*
   * For move generation the condition is read on the state before the card: a card that changes the counted
   * thing before its own condition may offer a play that applyMove then refuses (cardMoves checks plays with
   * targets). The targets of the amount's nation pick come first, as the interpreter reads them.
   */
  branches(run, effect) {
    const probe: EffectRun = { ...run, targets: [] };
    const ok = holds(probe, effect.condition);
    const then = ok === true ? effect.then : (effect.else ?? []);
    const of = typeof effect.condition.value === 'object' ? effect.condition.value.of : undefined;
    return nationBranches(run, [of]).map((b) => ({ ...b, then }));
  },
  worstSteps(effect, steps) {
    return 1 + Math.max(steps(effect.then), steps(effect.else ?? []));
  },
});
