/**
 * A batch of games: the unit of work a pool worker (piscina) or a queue job (BullMQ) plays. It carries the resolved
 * ruleset itself, so a worker on another machine needs neither the variant's file nor the library.
 */
import type { Ruleset } from '../index';
import { adoptOpenings, openingEntries, type OpeningEntry } from '../bots/opening';
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
  /** Opening lines already searched for this ruleset (by other workers): adopted, not searched again. */
  openings?: OpeningEntry[];
}

export interface BatchResult {
  records: GameRecord[];
  /** The opening lines this batch searched (none when every line it needed was known), for later batches. */
  openings: OpeningEntry[];
}

const cache = new Map<string, Ruleset>();

export function playBatch(task: BatchTask): BatchResult {
  let ruleset = cache.get(task.rulesetKey);
  if (!ruleset) {
    ruleset = task.ruleset;
    cache.set(task.rulesetKey, ruleset);
  }
  if (task.openings) adoptOpenings(ruleset, task.openings);
  const known = new Set(openingEntries(ruleset).map((entry) => entry.key));
  const records = task.specs.map((spec) =>
    playRecord(ruleset, { seed: spec.seed, rotation: spec.rotation, bots: task.bots, players: task.players, maxMoves: task.maxMoves, variant: task.variant }),
  );
  return { records, openings: openingEntries(ruleset).filter((entry) => !known.has(entry.key)) };
}

/**
 * Hands out a run's batches to a pool of workers so that they search each opening line once between them: the
 * lines each batch searched come back with its records (BatchResult) and go out with every later batch of that
 * ruleset. While the first batch of a ruleset is out and nothing of it has come back, batches of other rulesets go
 * first (an A/B run's two workers search A's lines and B's at the same time); only when nothing else is left does a
 * second worker start on that ruleset and search its lines itself. The lines are a function of the ruleset and the
 * bots (engine/bots/opening.ts), so who searched them changes no game.
 */
export class BatchQueue {
  private readonly pending: BatchTask[];
  /** Per ruleset: the lines known so far, by key; absent until a batch of it has come back. */
  private readonly known = new Map<string, Map<string, OpeningEntry>>();
  private readonly out = new Set<string>();

  constructor(tasks: readonly BatchTask[]) {
    this.pending = [...tasks];
  }

  get remaining(): number {
    return this.pending.length;
  }

  /** The next batch to send, with the opening lines known for its ruleset; undefined when all are sent. */
  next(): BatchTask | undefined {
    if (!this.pending.length) return undefined;
    let index = this.pending.findIndex((task) => this.known.has(task.rulesetKey) || !this.out.has(task.rulesetKey));
    if (index < 0) index = 0;
    const [task] = this.pending.splice(index, 1);
    this.out.add(task.rulesetKey);
    const known = this.known.get(task.rulesetKey);
    return known?.size ? { ...task, openings: [...known.values()] } : task;
  }

  /** A batch came back: its lines join the ruleset's. */
  done(task: BatchTask, result: BatchResult): void {
    let known = this.known.get(task.rulesetKey);
    if (!known) this.known.set(task.rulesetKey, (known = new Map()));
    for (const entry of result.openings) if (!known.has(entry.key)) known.set(entry.key, entry);
  }
}

/** Splits specs into batches of at most `size` games, in order. */
export function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
