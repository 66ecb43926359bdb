import type { Amount, Currency, Effect } from '../ruleset/types';
import { log, name, refuse, regionName, type ApplyContext } from '../rules/apply-context';
import type { MoveError } from '../state/types';

/** Most operations one card may run, nested choices included: effects are data and must always terminate. */
export const effectStepBudget = 256;

export interface EffectRun {
  ctx: ApplyContext;
  /** Choices named by the move, consumed in order by operations that need one (a region, an option, a nation). */
  targets: string[];
  steps: number;
}

/**
 * Runs an effect list (the event-card language, schemas/effect.schema.json). Pure data, no eval: each op is a
 * small function here. Returns an error, leaving the caller to discard the state copy, when a choice is missing.
 */
export function runEffects(run: EffectRun, effects: Effect[]): MoveError | undefined {
  for (const effect of effects) {
    if (++run.steps > effectStepBudget) return refuse('effect/budget', `the card ran more than ${effectStepBudget} operations; effects must terminate`);
    const problem = ops[effect.op](run, effect as never);
    if (problem) return problem;
  }
  return undefined;
}

type Op<E extends Effect['op']> = (run: EffectRun, effect: Extract<Effect, { op: E }>) => MoveError | undefined;

/** 'opponent' is the only other nation, or the next target when there are several. */
function resolvePlayer(run: EffectRun, who: 'self' | 'opponent'): string | MoveError {
  const { state, nation } = run.ctx;
  if (who === 'self') return nation;
  const others = state.nations.filter((n) => n !== nation);
  if (others.length === 1) return others[0];
  const chosen = run.targets.shift();
  return chosen && others.includes(chosen) ? chosen : refuse('effect/choose-nation', `name the opposing nation this card targets: ${others.join(', ')}`);
}

export function evaluateAmount(run: EffectRun, amount: Amount, of?: string): number | MoveError {
  if (typeof amount === 'number') return amount;
  const owner = of ?? resolvePlayer(run, amount.of);
  if (typeof owner !== 'string') return owner;
  const { state } = run.ctx;
  const nation = state.nation[owner];
  let count: number;
  switch (amount.count) {
    case 'know-hows':
      count = nation.knowHows.length;
      break;
    case 'cities':
      count = Object.values(state.cities).filter((c) => c.owner === owner).length;
      break;
    case 'temples':
      count = Object.values(state.cities).filter((c) => c.owner === owner && c.temple).length;
      break;
    case 'town-walls':
      count = Object.values(state.cities).filter((c) => c.owner === owner && c.wall).length;
      break;
    case 'personages':
      count = Object.values(nation.personages).reduce((a, b) => a + b, 0);
      break;
    default:
      count = nation.stock[amount.count as Currency] ?? 0;
  }
  const scaled = (count * (amount.times ?? 1)) / (amount.divideBy ?? 1);
  return amount.round === 'up' ? Math.ceil(scaled) : Math.floor(scaled);
}

const ops: { [E in Effect['op']]: Op<E> } = {
  gain(run, effect) {
    const who = resolvePlayer(run, effect.player);
    if (typeof who !== 'string') return who;
    const amount = evaluateAmount(run, effect.amount);
    if (typeof amount !== 'number') return amount;
    const { state } = run.ctx;
    let given = amount;
    if (effect.currency === 'coin' && state.bank.coins !== null) {
      given = Math.min(amount, state.bank.coins);
      state.bank.coins -= given;
    }
    state.nation[who].stock[effect.currency] += given;
    logAbout(run.ctx, 'effect.gain', who, `gained ${given} ${effect.currency}`, { nation: who, currency: effect.currency, amount: given });
    return undefined;
  },
  lose(run, effect) {
    const who = resolvePlayer(run, effect.player);
    if (typeof who !== 'string') return who;
    const amount = evaluateAmount(run, effect.amount);
    if (typeof amount !== 'number') return amount;
    const { state } = run.ctx;
    const lost = Math.min(amount, state.nation[who].stock[effect.currency]);
    state.nation[who].stock[effect.currency] -= lost;
    if (effect.currency === 'coin' && state.bank.coins !== null) state.bank.coins += lost;
    logAbout(run.ctx, 'effect.lose', who, `lost ${lost} ${effect.currency}`, { nation: who, currency: effect.currency, amount: lost });
    return undefined;
  },
  destroy(run, effect) {
    const { state, nation } = run.ctx;
    const region = run.targets.shift();
    const candidates = destroyCandidates(run.ctx, effect);
    if (!region || !candidates.includes(region)) {
      return refuse('effect/choose-target', candidates.length ? `choose the ${effect.piece} to destroy: ${candidates.join(', ')}` : `there is no ${effect.piece} this card can destroy`);
    }
    const city = state.cities[region];
    if (effect.piece === 'town-wall') {
      city.wall = false;
      state.nation[city.owner].walls++; // AMB-D10: back to its owner's personal supply, as on conquest (D-WALL-03)
    } else {
      city.temple = false;
      state.bank.temples++;
    }
    log(run.ctx, 'effect.destroy', `destroyed the ${effect.piece.replace('-', ' ')} in ${regionName(run.ctx, region)} (${name(run.ctx, city.owner)})`, { region, piece: effect.piece, owner: city.owner, by: nation });
    return undefined;
  },
  modify(run, effect) {
    run.ctx.state.modifiers.push({ nation: run.ctx.nation, param: effect.param, ...(effect.add !== undefined ? { add: effect.add } : {}), ...(effect.max !== undefined ? { max: effect.max } : {}), until: effect.until });
    log(run.ctx, 'effect.modify', `set ${effect.param} ${effect.add !== undefined ? `${effect.add >= 0 ? '+' : ''}${effect.add}` : `at least ${effect.max}`} until the ${effect.until.replace(/-/g, ' ')}`);
    return undefined;
  },
  choose(run, effect) {
    const option = run.targets.shift();
    if (!option || !Object.hasOwn(effect.options, option)) return refuse('effect/choose-option', `choose one of: ${Object.keys(effect.options).join(', ')}`);
    return runEffects(run, effect.options[option].effects);
  },
  'take-card'(run, effect) {
    const who = resolvePlayer(run, effect.player);
    if (typeof who !== 'string') return who;
    run.ctx.state.pending.push({ kind: 'take-card', nation: who, reason: 'effect' });
    return undefined;
  },
};

export function destroyCandidates(ctx: ApplyContext, effect: Extract<Effect, { op: 'destroy' }>): string[] {
  return Object.entries(ctx.state.cities)
    .filter(([, c]) => (effect.piece === 'town-wall' ? c.wall : c.temple) && (effect.owner === 'any' || (effect.owner === 'self') === (c.owner === ctx.nation)))
    .map(([id]) => id);
}

/**
 * Every list of targets a card's effects can take, for move generation: depth first, pruning choices whose
 * operations would exceed the step budget, and stopping at `limit` lists (a wall to destroy, an option, ...).
 */
export function targetChoices(ctx: ApplyContext, effects: Effect[], limit = 64): string[][] {
  const others = ctx.state.nations.filter((n) => n !== ctx.nation);
  const needsNation = (who?: string) => who === 'opponent' && others.length > 1;
  const out: string[][] = [];
  // Work items: the effects still to run (innermost list first), the targets so far, the steps used.
  const walk = (queue: Effect[][], targets: string[], steps: number): void => {
    if (out.length >= limit) return;
    while (queue.length && queue[0].length === 0) queue = queue.slice(1);
    if (!queue.length) return void out.push(targets);
    const [effect, ...rest] = queue[0];
    const next = [rest, ...queue.slice(1)];
    if (steps + 1 > effectStepBudget) return;
    const branch = (options: string[], then: (o: string) => Effect[][]) => {
      for (const option of options) walk(then(option), [...targets, option], steps + 1);
    };
    if (effect.op === 'gain' || effect.op === 'lose') {
      // One target per 'opponent' that needs naming, in the order the op reads them: the player, then the amount's owner.
      const picks = [needsNation(effect.player), typeof effect.amount === 'object' && needsNation(effect.amount.of)].filter(Boolean).length;
      if (picks === 0) return walk(next, targets, steps + 1);
      const combos = picks === 1 ? others.map((o) => [o]) : others.flatMap((a) => others.map((b) => [a, b]));
      for (const combo of combos) walk(next, [...targets, ...combo], steps + 1);
      return;
    }
    if (effect.op === 'take-card' && needsNation(effect.player)) return branch(others, () => next);
    if (effect.op === 'destroy') return branch(destroyCandidates(ctx, effect), () => next);
    if (effect.op === 'choose') return branch(Object.keys(effect.options), (o) => [effect.options[o].effects, ...next]);
    walk(next, targets, steps + 1);
  };
  walk([effects], [], 0);
  return out;
}

/**
 * Logs an effect on `who` as "<who> gained 1 gold": the effect's subject opens the line, whoever played the card
 * (the old "Romans : Romans gained 1 gold" named the mover and then the subject).
 */
function logAbout(ctx: ApplyContext, type: string, who: string, text: string, data: Record<string, unknown>): void {
  if (ctx.quiet) return;
  ctx.events.push({ type, nation: ctx.nation, text: `${name(ctx, who)} ${text}`, data });
}
