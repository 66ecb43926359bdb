import { refuse, type ApplyContext } from '../rules/apply-context';
import type { Effect } from '../ruleset/types';
import type { MoveError } from '../state/types';
import { effectStepBudget, type EffectBase, type EffectRun, type Exec } from './op';
import { opsByName } from './registry';

export { effectStepBudget, type EffectRun } from './op';
export { evaluateAmount } from './amount';
export { pieceCandidates as destroyCandidates } from './ops/destroy';

/**
 * Runs an effect list (the event-card language, schemas/effect.schema.json, one definition per op in ops/). Pure
 * data, no eval; every op counts against the step budget, nested lists included. Returns an error, leaving the
 * caller to discard the state copy, when a choice is missing or the budget is spent.
 */
export function runEffects(run: EffectRun, effects: readonly EffectBase[]): MoveError | undefined {
  const exec: Exec = { runList: (list) => runEffects(run, list) };
  for (const effect of effects) {
    if (++run.steps > effectStepBudget) return refuse('effect/budget', `the card ran more than ${effectStepBudget} operations; effects must terminate`);
    const op = opsByName.get(effect.op);
    // The schema and the reference check keep unknown ops out of a valid ruleset; a card that got past them is refused.
    if (!op) return refuse('effect/unknown-op', `'${effect.op}' is not an effect operation; known: ${[...opsByName.keys()].join(', ')}`);
    const problem = op.run(run, effect, exec);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * Every list of targets a card's effects can take, for move generation: depth first, each op offering its own
 * decision (ops' `branches`), pruning paths that would exceed the step budget, and stopping at `limit` lists.
 */
export function targetChoices(ctx: ApplyContext, effects: readonly Effect[], limit = 64): string[][] {
  const out: string[][] = [];
  const run: EffectRun = { ctx, targets: [], steps: 0 };
  // Work items: the effect lists still to run (innermost first), the targets so far, the steps used.
  const walk = (queue: (readonly EffectBase[])[], targets: string[], steps: number): void => {
    if (out.length >= limit) return;
    while (queue.length && queue[0].length === 0) queue = queue.slice(1);
    if (!queue.length) return void out.push(targets);
    const [effect, ...rest] = queue[0];
    const next = [rest, ...queue.slice(1)];
    if (steps + 1 > effectStepBudget) return;
    const op = opsByName.get(effect.op);
    const branches = op?.branches ? op.branches(run, effect) : [{ targets: [] }];
    for (const branch of branches) walk(branch.then ? [branch.then, ...next] : next, [...targets, ...branch.targets], steps + 1);
  };
  walk([effects], [], 0);
  return out;
}

/** The most operations an effect list can run, nested lists included (the static budget warning). */
export function worstSteps(effects: readonly EffectBase[]): number {
  return effects.reduce((sum, e) => {
    const op = opsByName.get(e.op);
    return sum + (op?.worstSteps ? op.worstSteps(e, worstSteps) : 1);
  }, 0);
}
