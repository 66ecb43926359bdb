import { refuse, type ApplyContext } from '../rules/apply-context';
import type { Effect } from '../ruleset/types';
import type { Decision, MoveError } from '../state/types';

type EffectChoiceDecision = Extract<Decision, { kind: 'effect-choice' }>;
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
  return runStack(run, [[...effects]]);
}

/**
 * Runs a stack of effect lists, the first list first. A nested list (a chosen option, a condition's branch) goes
 * on top of the stack: ops run it as their last act, so deferring it is the same as running it at once, and the
 * whole rest of the run is always plain data. That is what lets a choice by another nation pause the run: the
 * rest goes into the decision (an 'effect-choice' in state.pending, saved and replayed with the game) and
 * resumes from there when that nation answers (resumeEffects).
 */
export function runStack(run: EffectRun, stack: EffectBase[][]): MoveError | undefined {
  let ask: { nation: string; options: Record<string, { label: string; effects: EffectBase[] }> } | undefined;
  const exec: Exec = {
    runList(list) {
      stack.unshift([...list]);
      return undefined;
    },
    askChoice(nation, options) {
      ask = { nation, options };
    },
  };
  while (stack.length) {
    const list = stack[0];
    if (!list.length) {
      stack.shift();
      continue;
    }
    const effect = list.shift()!;
    if (++run.steps > effectStepBudget) return refuse('effect/budget', `the card ran more than ${effectStepBudget} operations; effects must terminate`);
    const op = opsByName.get(effect.op);
    // The schema and the reference check keep unknown ops out of a valid ruleset; a card that got past them is refused.
    if (!op) return refuse('effect/unknown-op', `'${effect.op}' is not an effect operation; known: ${[...opsByName.keys()].join(', ')}`);
    const problem = op.run(run, effect, exec);
    if (problem) return problem;
    if (ask) {
      const { state, nation } = run.ctx;
      const rest = stack.filter((l) => l.length).map((l) => structuredClone(l));
      // Only options that can be carried out now (a wall to give up needs a wall): the chooser must have an answer.
      const viable = Object.entries(ask.options).filter(([, o]) => targetChoices(run.ctx, [...o.effects, ...rest.flat()] as Effect[], 1).length > 0);
      if (!viable.length) return refuse('effect/no-option', `none of the options (${Object.values(ask.options).map((o) => o.label).join(', ')}) can be carried out now`);
      const options = viable.map(([id, o]) => ({ id, label: o.label }));
      const choices = Object.fromEntries(viable.map(([id, o]) => [id, structuredClone(o.effects)]));
      // First in line: the run is not over until it is answered (other decisions its effects made wait behind it).
      state.pending.unshift({ kind: 'effect-choice', nation: ask.nation, card: run.card ?? '', options, continuation: { player: nation, choices, rest, steps: run.steps } });
      return undefined;
    }
  }
  return undefined;
}

/** Answers an 'effect-choice' decision: the chosen option's effects, then the rest of the card, for the card's player. */
export function resumeEffects(ctx: ApplyContext, decision: EffectChoiceDecision, option: string, targets: readonly string[] = []): MoveError | undefined {
  const { continuation } = decision;
  if (!Object.hasOwn(continuation.choices, option)) return refuse('move/unknown-option', `choose one of: ${decision.options.map((o) => `${o.id} (${o.label})`).join(', ')}`);
  const run: EffectRun = { ctx: { ...ctx, nation: continuation.player }, targets: [...targets], steps: continuation.steps, card: decision.card };
  return runStack(run, [structuredClone(continuation.choices[option]), ...continuation.rest.map((l) => structuredClone(l))]);
}

/**
 * Every list of targets a card's effects can take, for move generation: depth first, each op offering its own
 * decision (ops' `branches`), pruning paths that would exceed the step budget, and stopping at `limit` lists.
 */
export function targetChoices(ctx: ApplyContext, effects: readonly Effect[], limit = 64): string[][] {
  const walk: ChoiceWalk = { run: { ctx, targets: [], steps: 0 }, out: [], limit };
  walkChoices(walk, [effects], [], 0);
  return walk.out;
}

interface ChoiceWalk {
  run: EffectRun;
  out: string[][];
  limit: number;
}

/**
 * One step of targetChoices' depth-first walk: the effect lists still to run (innermost first), the targets so far,
 * the steps used. A module function, not a closure made per call: move generation calls targetChoices for every
 * card in hand at every position, and under tsx each closure made is also renamed (esbuild's keepNames), which cost
 * 3.6% of a heuristic-bot game.
 */
function walkChoices(walk: ChoiceWalk, queue: (readonly EffectBase[])[], targets: string[], steps: number): void {
  if (walk.out.length >= walk.limit) return;
  while (queue.length && queue[0].length === 0) queue = queue.slice(1);
  if (!queue.length) return void walk.out.push(targets);
  const [effect, ...rest] = queue[0];
  const next = [rest, ...queue.slice(1)];
  if (steps + 1 > effectStepBudget) return;
  const op = opsByName.get(effect.op);
  const branches = op?.branches ? op.branches(walk.run, effect) : [{ targets: [] }];
  for (const branch of branches) {
    // Another nation chooses here: the player's move names nothing beyond this point (the chooser's answer does).
    if (branch.pause) walk.out.push([...targets, ...branch.targets]);
    else walkChoices(walk, branch.then ? [branch.then, ...next] : next, [...targets, ...branch.targets], steps + 1);
  }
}

/** A fact about a card's effect list, computed once per list: a ruleset in play is never changed. */
function rememberedPerEffects(compute: (effects: readonly Effect[]) => boolean): (effects: readonly Effect[]) => boolean {
  const cache = new WeakMap<readonly Effect[], boolean>();
  return (effects) => {
    let fact = cache.get(effects);
    if (fact === undefined) {
      fact = compute(effects);
      cache.set(effects, fact);
    }
    return fact;
  };
}

/** asksOpponentChoice for a card's effects, remembered: move generation asks it for every card in hand at every position. */
export const cardAsksOpponentChoice = rememberedPerEffects(asksOpponentChoice);

/**
 * Whether every list of targets targetChoices gives for these effects is certain to apply: the one operation that
 * offers a choice runs first, its choices read only the board (which nothing changes before it runs), and nothing
 * else in the list (at any depth, its own nested effects included) chooses, so no choice is read from a state an
 * earlier effect will have changed. Then move generation needs no trial play per target list.
 */
export const targetsAreExact = rememberedPerEffects((effects) => {
  const first = effects.length ? opsByName.get(effects[0].op) : undefined;
  const choosing = choosingOps(effects);
  return !asksOpponentChoice(effects) && (choosing === 0 || (choosing === 1 && !!first?.branches && first.choicesReadTheBoard === true && choosingOps(effects[0]) === 1));
});

/** Operations offering a choice of targets (an op with `branches`), counted at any depth of effect data. */
function choosingOps(data: unknown): number {
  if (Array.isArray(data)) return data.reduce((n: number, item) => n + choosingOps(item), 0);
  if (!data || typeof data !== 'object') return 0;
  const record = data as Record<string, unknown>;
  const own = typeof record.op === 'string' && opsByName.get(record.op)?.branches ? 1 : 0;
  return own + Object.values(record).reduce((n: number, value) => n + choosingOps(value), 0);
}

/** Whether effect data holds a choice by the opponent, at any depth (effects are plain JSON). */
export function asksOpponentChoice(data: unknown): boolean {
  if (Array.isArray(data)) return data.some(asksOpponentChoice);
  if (!data || typeof data !== 'object') return false;
  const record = data as Record<string, unknown>;
  if (record.op === 'choose' && record.chooser === 'opponent') return true;
  return Object.values(record).some(asksOpponentChoice);
}

/** The most operations an effect list can run, nested lists included (the static budget warning). */
export function worstSteps(effects: readonly EffectBase[]): number {
  return effects.reduce((sum, e) => {
    const op = opsByName.get(e.op);
    return sum + (op?.worstSteps ? op.worstSteps(e, worstSteps) : 1);
  }, 0);
}
