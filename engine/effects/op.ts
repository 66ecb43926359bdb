import type { ApplyContext } from '../rules/apply-context';
import { refuse } from '../rules/apply-context';
import type { Diagnostic, EventCard, Ruleset } from '../ruleset/types';
import type { MoveError } from '../state/types';

/*
 * One effect operation is one definition (engine/effects/ops/<op>.ts): its schema fragment, its interpreter, its
 * plain-words describer, its reference check and the decision it asks, if any. The schema file, the Effect type,
 * the interpreter, the reference check and the describer all read the registry (ops/index.ts); adding an op is one
 * file plus one line there.
 */

/** Most operations one card may run, nested choices included: effects are data and must always terminate. */
export const effectStepBudget = 256;

/** A JSON Schema fragment (draft 2020-12). References to shared parts use '#/$defs/...' of effect.schema.json. */
export type JsonSchema = Record<string, unknown>;

/** Any effect: the registry narrows this to the union of every op's own type (ops/index.ts). */
export interface EffectBase {
  op: string;
}

export interface EffectRun {
  ctx: ApplyContext;
  /** Choices named by the move, consumed in order by operations that need one (a region, an option, a nation). */
  targets: string[];
  steps: number;
  /** The card being played, named in a decision the run asks of another nation. */
  card?: string;
}

/** What an op's interpreter may call back: running a nested effect list (choose, if) under the same budget. */
export interface Exec {
  runList(effects: EffectBase[]): MoveError | undefined;
  /**
   * Hands the rest of the run to another nation's choice among named effect lists: the run stops after this op
   * and resumes when that nation answers (an 'effect-choice' decision). Call it as the op's last act.
   */
  askChoice(nation: string, options: Record<string, { label: string; effects: EffectBase[] }>): void;
}

/** What the describer gets: names from the ruleset and the describer of nested lists. */
export interface Words {
  ruleset?: Ruleset;
  list(effects: EffectBase[]): string;
  /** "you" / "your opponent" phrasing of a player reference. */
  who(player: string): string;
  whose(player: string): string;
  name(kind: 'unit' | 'region' | 'param' | 'field', id: string): string;
  /** When the card is played, if known: "for this conquest" is true only of a card played in a conquest. */
  when?: EventCard['play']['when'];
}

/** What the reference check gets. */
export interface CheckEnv {
  ruleset: Ruleset;
  /** Parameters the engine reads through modifiers. */
  params: string[];
  /** Checks a nested list at a pointer, one level deeper. */
  list(effects: EffectBase[], pointer: string): void;
  depth: number;
  out: Diagnostic[];
  /** When the card holding these effects is played: some effects only make sense at some timings. */
  play?: EventCard['play'];
}

/**
 * One way to go on while enumerating a card's choices for move generation: the targets this op consumes and the
 * effect list it runs before the rest (a chosen option's effects).
 */
export interface Branch {
  targets: string[];
  then?: EffectBase[];
  /** Another nation decides here: the player's targets end at this point. */
  pause?: boolean;
}

export interface OpDefinition<E extends EffectBase> {
  op: E['op'];
  /** One sentence for the schema and the docs. */
  summary: string;
  /** The op's schema fragment; '#/$defs/player', '#/$defs/amount' and '#/$defs/effectList' are shared. */
  schema: JsonSchema;
  /** Examples (valid effects), shown by editors and tested against the schema. */
  examples: E[];
  run(run: EffectRun, effect: E, exec: Exec): MoveError | undefined;
  describe(effect: E, words: Words): string;
  check?(effect: E, pointer: string, env: CheckEnv): void;
  /** The decision this op asks of the card's player: its choices now. Absent: it asks nothing. */
  branches?(run: EffectRun, effect: E): Branch[];
  /**
   * Its choices read only the board and the nations' pieces, never a hand, the deck, the display or the discard
   * (which playing the card changes before its effects run): when such an op is a card's only choice and comes
   * first, every target it offers applies, and move generation skips the trial play (targetsAreExact).
   */
  choicesReadTheBoard?: boolean;
  /** Most operations this op can run, nested lists included (for the static budget warning). */
  worstSteps?(effect: E, steps: (effects: EffectBase[]) => number): number;
}

export function defineOp<E extends EffectBase>(definition: OpDefinition<E>): OpDefinition<E> {
  return definition;
}

export type EffectOf<D> = D extends OpDefinition<infer E> ? E : never;

export type Player = 'self' | 'opponent';

/** The other side of a transfer between the card's player and its opponent. */
export function otherPlayer(who: Player): Player {
  return who === 'self' ? 'opponent' : 'self';
}

/** 'opponent' is the only other nation, or the next target when there are several. */
export function resolvePlayer(run: EffectRun, who: Player): string | MoveError {
  const { state, nation } = run.ctx;
  if (who === 'self') return nation;
  const others = state.nations.filter((n) => n !== nation);
  if (others.length === 1) return others[0];
  const chosen = run.targets.shift();
  return chosen && others.includes(chosen) ? chosen : refuse('effect/choose-nation', `name the opposing nation this card targets: ${others.join(', ')}`);
}

/** The nation picks move generation must offer for player references (one per 'opponent' in a multi-nation game). */
export function nationBranches(run: EffectRun, players: (Player | undefined)[]): Branch[] {
  const others = run.ctx.state.nations.filter((n) => n !== run.ctx.nation);
  const picks = players.filter((p) => p === 'opponent' && others.length > 1).length;
  let combos: string[][] = [[]];
  for (let i = 0; i < picks; i++) combos = combos.flatMap((c) => others.map((o) => [...c, o]));
  return combos.map((targets) => ({ targets }));
}
