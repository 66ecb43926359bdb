/**
 * The effect-op registry: one line per op. Everything else (schemas/effect.schema.json via
 * `npm run schemas:effect`, the Effect type, the interpreter, the reference check, the describer, move generation)
 * reads this list. To add an op: write ops/<op>.ts with defineOp(), add it here, run `npm run schemas:effect`.
 */
import type { EffectOf } from '../op';
import type { ChooseEffect } from './choose';
import type { DestroyEffect } from './destroy';
import type { DrawCardEffect } from './draw-card';
import type { ExtraStepsEffect } from './extra-steps';
import type { GainEffect } from './gain';
import type { IfEffect } from './if';
import type { LoseEffect } from './lose';
import type { ModifyEffect } from './modify';
import type { PlaceEffect } from './place';
import type { ReturnEffect } from './return';
import type { TakeCardEffect } from './take-card';
import { choose } from './choose';
import { destroy } from './destroy';
import { drawCard } from './draw-card';
import { extraSteps } from './extra-steps';
import { gain } from './gain';
import { ifOp } from './if';
import { lose } from './lose';
import { modify } from './modify';
import { place } from './place';
import { returnOp } from './return';
import { takeCard } from './take-card';

export const opRegistry = [gain, lose, destroy, returnOp, place, modify, extraSteps, choose, ifOp, takeCard, drawCard] as const;

/**
 * An effect: one of the registered ops; nested lists (choose, if) hold effects again. Named per op because a type
 * derived from `typeof opRegistry` cannot nest itself; the two checks below fail to compile when this union and
 * the registry disagree.
 */
export type Effect = GainEffect | LoseEffect | DestroyEffect | ReturnEffect | PlaceEffect | ModifyEffect | ExtraStepsEffect | ChooseEffect<Effect> | IfEffect<Effect> | TakeCardEffect | DrawCardEffect;

type Registered = EffectOf<(typeof opRegistry)[number]>['op'];
const everyOpTyped: Record<Registered, Effect['op']> = Object.fromEntries(opRegistry.map((d) => [d.op, d.op])) as Record<Registered, Effect['op']>;
const everyTypeRegistered: Record<Effect['op'], Registered> = everyOpTyped;
void everyTypeRegistered;

export type { Amount } from '../amount';
