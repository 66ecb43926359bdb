/**
 * A batch of games: the unit of work a pool worker (piscina) or a queue job (BullMQ) plays. It carries the resolved
 * ruleset itself, so a worker on another machine needs neither the variant's file nor the library.
 */
import type { Ruleset } from '../index';
import { adoptOpenings, openingEntries, openingKeys, type OpeningEntry } from '../bots/opening';
import { playRecord, type GameRecord, type GameSpec } from './play-record';
import { interned } from '../interned';

export type { OpeningEntry };

/**
 * What BatchQueue and SharedOpenings need of a unit of work: the ruleset it plays (by a key naming its content) and the
 * opening lines it is sent with. A CLI batch (BatchTask) is one; so is a game the browser's simulate pool sends to a
 * Web Worker (app/simulate/protocol.ts).
 */
export interface SharesOpenings {
  /** Identifies the ruleset content, so a worker parses and caches each ruleset once (engine caches key on the object). */
  rulesetKey: string;
  /** Opening lines already searched for this ruleset (by other workers): adopted, not searched again. */
  openings?: OpeningEntry[];
}

export interface BatchTask extends SharesOpenings {
  ruleset: Ruleset;
  variant: string;
  bots: string[];
  players: number;
  maxMoves: number;
  specs: GameSpec[];
}

/** What a unit of work sends back for the others: the opening lines it searched (none when it knew every one). */
export interface SearchedOpenings {
  openings: OpeningEntry[];
}

export interface BatchResult extends SearchedOpenings {
  records: GameRecord[];
}

const cache = new Map<string, Ruleset>();

export function playBatch(task: BatchTask): BatchResult {
  let ruleset = cache.get(task.rulesetKey);
  if (!ruleset) {
    // A worker thread's copy of the task (engine/interned.ts).
    ruleset = interned(task.ruleset);
    cache.set(task.rulesetKey, ruleset);
  }
  const played = sharingOpenings(ruleset, task.openings, () =>
    task.specs.map((spec) => playRecord(ruleset, { seed: spec.seed, rotation: spec.rotation, bots: task.bots, players: task.players, maxMoves: task.maxMoves, variant: task.variant })),
  );
  return { records: played.result, openings: played.openings };
}

/**
 * Runs `play` on `ruleset` (the worker's own object, which the bots' lines are kept on) after adopting the lines other
 * workers searched, and returns its result with the lines it searched itself.
 */
export function sharingOpenings<T>(ruleset: Ruleset, adopted: readonly OpeningEntry[] | undefined, play: () => T): SearchedOpenings & { result: T } {
  if (adopted) adoptOpenings(ruleset, adopted);
  const known = openingKeys(ruleset);
  const result = play();
  return { result, openings: openingEntries(ruleset, known) };
}

/**
 * The opening lines known per ruleset, gathered from the results of batches and handed out with later ones (a
 * queue worker's jobs, a BatchQueue's batches). A ruleset is `seen` once a batch of it came back, lines or not.
 */
export class SharedOpenings {
  private readonly byRuleset = new Map<string, Map<string, OpeningEntry>>();

  seen(rulesetKey: string): boolean {
    return this.byRuleset.has(rulesetKey);
  }

  /** The task with the lines known for its ruleset, if any. */
  attach<T extends SharesOpenings>(task: T): T {
    const known = this.byRuleset.get(task.rulesetKey);
    return known?.size ? { ...task, openings: [...known.values()] } : task;
  }

  /** Every line known for a ruleset (to keep for a later run of the same ruleset content). */
  linesOf(rulesetKey: string): OpeningEntry[] {
    return [...(this.byRuleset.get(rulesetKey)?.values() ?? [])];
  }

  /** Adds the lines a task searched (or lines fetched from elsewhere); returns how many were not known yet. */
  add(task: SharesOpenings, result: SearchedOpenings): number {
    let known = this.byRuleset.get(task.rulesetKey);
    if (!known) this.byRuleset.set(task.rulesetKey, (known = new Map()));
    let added = 0;
    for (const entry of result.openings) {
      if (known.has(entry.key)) continue;
      known.set(entry.key, entry);
      added++;
    }
    return added;
  }
}

/**
 * Hands out a run's batches to a pool of workers so that they search each opening line once between them: the
 * lines each batch searched come back with its records (BatchResult) and go out with every later batch of that
 * ruleset. While the first batch of a ruleset is out and nothing of it has come back, batches of other rulesets go
 * first (an A/B run's two workers search A's lines and B's at the same time); only when nothing else is left does a
 * second worker start on that ruleset and search its lines itself. The lines are a function of the ruleset and the
 * bots (engine/bots/opening.ts), so who searched them changes no game.
 */
export class BatchQueue<Task extends SharesOpenings = BatchTask> {
  /** Per ruleset, its batches in run order with their places in the run, and how many have gone out. */
  private readonly byRuleset = new Map<string, { tasks: { task: Task; order: number }[]; sent: number }>();
  private readonly openings = new SharedOpenings();

  constructor(tasks: readonly Task[]) {
    for (const [key, list] of byRuleset(tasks)) this.byRuleset.set(key, { tasks: list, sent: 0 });
  }

  get remaining(): number {
    let left = 0;
    for (const queue of this.byRuleset.values()) left += queue.tasks.length - queue.sent;
    return left;
  }

  /** The next batch to send, with the opening lines known for its ruleset; undefined when all are sent. */
  next(): Task | undefined {
    // The earliest batch in run order of a ruleset that has lines back or no batch out; else the earliest of all.
    let best: { task: Task; order: number; key: string } | undefined;
    let fallback: typeof best;
    for (const [key, queue] of this.byRuleset) {
      const head = queue.tasks[queue.sent];
      if (!head) continue;
      const candidate = { ...head, key };
      if (!fallback || head.order < fallback.order) fallback = candidate;
      const ready = this.openings.seen(key) || queue.sent === 0;
      if (ready && (!best || head.order < best.order)) best = candidate;
    }
    const chosen = best ?? fallback;
    if (!chosen) return undefined;
    this.byRuleset.get(chosen.key)!.sent++;
    return this.openings.attach(chosen.task);
  }

  /** A batch came back: its lines join the ruleset's. */
  done(task: Task, result: SearchedOpenings): void {
    this.openings.add(task, result);
  }

  /**
   * Lines known before the run (searched by an earlier run of the same ruleset content): they go out with the
   * ruleset's first batch, so no worker searches them again. Returns how many were new to the run.
   */
  adopt(rulesetKey: string, lines: readonly OpeningEntry[]): number {
    return lines.length ? this.openings.add({ rulesetKey }, { openings: [...lines] }) : 0;
  }

  /** The lines known for a ruleset now: the adopted ones and those the run's batches searched. */
  linesOf(rulesetKey: string): OpeningEntry[] {
    return this.openings.linesOf(rulesetKey);
  }
}

/** A run's tasks per ruleset, each with its place in the run, in run order (rulesets in order of first appearance). */
export function byRuleset<T extends { rulesetKey: string }>(tasks: readonly T[]): Map<string, { task: T; order: number }[]> {
  const groups = new Map<string, { task: T; order: number }[]>();
  tasks.forEach((task, order) => {
    let list = groups.get(task.rulesetKey);
    if (!list) groups.set(task.rulesetKey, (list = []));
    list.push({ task, order });
  });
  return groups;
}

/** Splits specs into batches of at most `size` games, in order. */
export function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Splits specs into batches of at most `size` games that shrink toward the end (guided self-scheduling): each batch
 * takes at most a (2 × `workers`)-th of the games still to cut, and never fewer than one. With equal batches the
 * last one left a worker alone for up to a whole batch while the others had finished: about 2% of a 1,000-game run
 * on 2 workers at 25 games a batch. Batches of one game at the very end cost a message each, not a game.
 */
export function taperedChunks<T>(items: T[], size: number, workers: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; ) {
    const take = Math.max(1, Math.min(size, Math.ceil((items.length - i) / (2 * workers))));
    out.push(items.slice(i, i + take));
    i += take;
  }
  return out;
}
