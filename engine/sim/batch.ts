/**
 * A batch of games: the unit of work a pool worker (piscina) or a queue job (BullMQ) plays. It carries the resolved
 * ruleset itself, so a worker on another machine needs neither the variant's file nor the library.
 */
import type { Ruleset } from '../index';
import { playRecord, type GameRecord, type GameSpec } from './play-record';

export interface BatchTask {
  /** Identifies the ruleset content, so a worker parses and caches each ruleset once (engine caches key on the object). */
  rulesetKey: string;
  ruleset: Ruleset;
  variant: string;
  bots: string[];
  players: number;
  maxMoves: number;
  specs: GameSpec[];
}

const cache = new Map<string, Ruleset>();

export function playBatch(task: BatchTask): GameRecord[] {
  let ruleset = cache.get(task.rulesetKey);
  if (!ruleset) {
    ruleset = task.ruleset;
    cache.set(task.rulesetKey, ruleset);
  }
  return task.specs.map((spec) =>
    playRecord(ruleset, { seed: spec.seed, rotation: spec.rotation, bots: task.bots, players: task.players, maxMoves: task.maxMoves, variant: task.variant }),
  );
}

/** Splits specs into batches of at most `size` games, in order. */
export function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
