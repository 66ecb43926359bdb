import type { EffectBase, OpDefinition } from './op';
import { opRegistry } from './ops/index';

/** The op definitions by name (a Map: op names come from data and must not reach Object.prototype). */
export const opsByName: ReadonlyMap<string, OpDefinition<EffectBase>> = new Map(opRegistry.map((d) => [d.op, d as unknown as OpDefinition<EffectBase>]));

export const opNames = opRegistry.map((d) => d.op);

/** One example effect per op, for "add an effect" in the card designer. */
export const opExamples: Readonly<Record<string, EffectBase>> = Object.fromEntries(opRegistry.map((d) => [d.op, d.examples[0] as EffectBase]));

/** Each op's one-sentence summary. */
export const opSummaries: Readonly<Record<string, string>> = Object.fromEntries(opRegistry.map((d) => [d.op, d.summary]));
