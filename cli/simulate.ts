/**
 * `rondel simulate A [B]`: seeded bot-vs-bot games on a piscina worker pool (or a BullMQ queue), reported with
 * intervals. The games are records (engine/sim/play-record.ts); the report is a pure function of the records sorted
 * by seed (engine/sim/report.ts), so a pool, a queue and one thread give the same report for the same seeds.
 */
import { availableParallelism } from 'node:os';
import { setMaxListeners } from 'node:events';
import { existsSync } from 'node:fs';
import { Piscina } from 'piscina';
import { botByName as findBot, botNamesText, bots as registry, unknownBotWords } from '../engine/index';
import type { Ruleset } from '../engine/index';
import { nearMiss, reportGuesses, simulationGuesses, withGuesses, type ReportGuesses, type RulesetSource } from '../engine/rulesets';
import { BatchQueue, chunk, taperedChunks, type BatchResult, type BatchTask } from '../engine/simulation';
import { gameSpecs, type GameRecord } from '../engine/simulation';
import { compareReport, mergeRecords, recordsToCsv, singleReport } from '../engine/simulation';
import { cardNamesOf, formatCompare, formatSingle, paceWords, timeLeftWords } from '../engine/simulation';
import { mctsRunWords } from '../lib/mcts-cost';
import { formatSweep, parseSweepSetting, sweepReport, type SweepSetting } from '../engine/simulation';
import { loadLibrary } from '../lib/rulesets/load';
import { resolveSweepIn, validatedIn, type ResolvedRuleset, type ResolvedSweep } from '../lib/rulesets/sweep';

export const DEFAULT_MAX_MOVES = 5000;

export const simulateUsage = `usage: rondel simulate A [B] [options]

Plays seeded bot-vs-bot games of ruleset A (and, with B, the same seeds under B, seats rotated) and reports
seat win rates with 95% Wilson intervals, game lengths, endings, branching and, for A vs B, each difference
with its interval. A and B are ruleset or variant ids, or paths to .json files.

options:
  --games N        games per ruleset (default 100); with different bots, seeds are played in every seating
  --bots a[,b…]    bot names, one per player, repeated to the number of players (default: heuristic when
                   registered, else random); known: ${botNamesText}
                   (mcts is mcts:200; mcts:1000 is the strength measured in the README; a time
                   budget such as mcts:2s stops by the clock, so its games differ from run to run)
  --seed S         first seed (default 1)
  --players P      number of players (default: the ruleset's minimum)
  --workers W      worker threads (default ${Math.min(2, availableParallelism())})
  --max-moves M    a game still running after M moves is reported as stalled, never as a win (default ${DEFAULT_MAX_MOVES})
  --batch B        games per task sent to a worker or queue job (default: chosen from --games and --workers)
  --json           print the report as JSON
  --csv            print one CSV row per game
  --queue URL      put the games on a BullMQ queue at redis://HOST[:PORT] for \`rondel worker\` processes
  --set P=V1,V2…   sweep one value: A as written beside A with the value at JSON pointer P set to each Vi
                   (JSON values, or words such as ids; P=[…] for a JSON array of values), every seed played
                   under each, each setting's difference from A with its 95% interval; not with B
  -h, --help       this text

Progress goes to stderr. Ctrl-C stops and prints the report of the games that finished.
Exit codes: 0 done, 1 a ruleset does not validate, 2 bad arguments, 130 interrupted.`;

export interface SimulateOptions {
  a: string;
  b?: string;
  games: number;
  bots: string[];
  seed: number;
  players?: number;
  workers: number;
  maxMoves: number;
  batch?: number;
  format: 'text' | 'json' | 'csv';
  queue?: string;
  /** --set: a sweep of one value of A. */
  set?: SweepSetting;
}

class UsageError extends Error {}

function wholeNumber(flag: string, value: string | undefined, min: number): number {
  if (value === undefined || !/^-?\d+$/.test(value)) throw new UsageError(`${flag} takes a whole number, not '${value ?? ''}'`);
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < min) throw new UsageError(`${flag} must be at least ${min}, not ${value}`);
  return n;
}

/** Parses the arguments; throws UsageError with one line for anything wrong. */
export function parseSimulateArgs(args: string[]): SimulateOptions | 'help' {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  const valued = ['games', 'bots', 'seed', 'players', 'workers', 'max-moves', 'batch', 'queue', 'set'];
  const bare = ['json', 'csv', 'help'];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '-h') return 'help';
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq < 0 ? undefined : eq);
    if (bare.includes(name)) {
      if (eq >= 0) throw new UsageError(`--${name} takes no value`);
      flags.set(name, true);
    } else if (valued.includes(name)) {
      const value = eq >= 0 ? arg.slice(eq + 1) : args[++i];
      if (value === undefined || (eq < 0 && value.startsWith('--'))) throw new UsageError(`--${name} needs a value`);
      flags.set(name, value);
    } else throw new UsageError(`unknown option --${name}`);
  }
  if (flags.has('help')) return 'help';
  if (positional.length === 0) throw new UsageError('name the ruleset to simulate: rondel simulate A [B]');
  if (positional.length > 2) throw new UsageError(`at most two rulesets (A and B), got ${positional.length}: ${positional.join(' ')}`);
  if (flags.has('json') && flags.has('csv')) throw new UsageError('choose one of --json and --csv');
  const get = (k: string) => flags.get(k) as string | undefined;
  const botNames = (get('bots') ?? (registry.heuristic ? 'heuristic' : 'random')).split(',').map((s) => s.trim());
  const unknown = botNames.find((b) => !findBot(b));
  if (unknown !== undefined) throw new UsageError(`${unknownBotWords(unknown)} in --bots; known bots: ${botNamesText}`);
  const queue = get('queue');
  if (queue !== undefined && !/^rediss?:\/\/[^/\s]+/.test(queue)) throw new UsageError(`--queue takes a redis://HOST[:PORT] address, not '${queue}'`);
  let set: SweepSetting | undefined;
  if (flags.has('set')) {
    if (positional.length > 1) throw new UsageError('--set sweeps a value of A against A as written; leave out B');
    const parsed = parseSweepSetting(get('set')!);
    if ('error' in parsed) throw new UsageError(parsed.error);
    set = parsed;
  }
  return {
    a: positional[0],
    b: positional[1],
    games: flags.has('games') ? wholeNumber('--games', get('games'), 1) : 100,
    bots: botNames,
    seed: flags.has('seed') ? wholeNumber('--seed', get('seed'), -(2 ** 31)) : 1,
    players: flags.has('players') ? wholeNumber('--players', get('players'), 1) : undefined,
    workers: flags.has('workers') ? wholeNumber('--workers', get('workers'), 1) : Math.min(2, availableParallelism()),
    maxMoves: flags.has('max-moves') ? wholeNumber('--max-moves', get('max-moves'), 1) : DEFAULT_MAX_MOVES,
    batch: flags.has('batch') ? wholeNumber('--batch', get('batch'), 1) : undefined,
    format: flags.has('json') ? 'json' : flags.has('csv') ? 'csv' : 'text',
    queue,
    set,
  };
}

export type { ResolvedRuleset, ResolvedSweep };

/** The library that holds `name` (an id, or a .json path read beside the library) and its id there. */
function libraryFor(name: string): { library: Map<string, RulesetSource>; id: string } | { usage: string } {
  const isFile = name.endsWith('.json') && existsSync(name);
  const library = loadLibrary(isFile ? { extraFiles: [name] } : {});
  let id = name;
  if (isFile) {
    const found = [...library.values()].find((s) => s.document.file && s.document.file.endsWith(name.replace(/^\.\//, '')));
    if (found) id = found.id;
  }
  if (!library.has(id)) return { usage: `unknown ruleset '${name}'${nearMiss(name, library.keys())}; known: ${[...library.keys()].sort().join(', ')}` };
  return { library, id };
}

/** Resolves an id or a .json path to a validated ruleset; a missing one is a usage error, an invalid one exit 1. */
export function resolveRuleset(name: string): ResolvedRuleset | { usage: string } | { invalid: string[] } {
  const found = libraryFor(name);
  return 'usage' in found ? found : validatedIn(found.library, found.id);
}

/**
 * A and one variant of A per swept value (lib/rulesets/sweep.ts, which the workbench's simulate page uses too): a
 * pointer A does not have is a usage error; a value the ruleset's schema or checks refuse is exit 1, naming it.
 */
export function resolveSweep(name: string, setting: SweepSetting): ResolvedSweep | { usage: string } | { invalid: string[] } {
  const found = libraryFor(name);
  if ('usage' in found) return found;
  const resolved = resolveSweepIn(found.library, found.id, setting);
  if ('unknown' in resolved) return { usage: resolved.unknown };
  if ('value' in resolved) return { invalid: [`  ${resolved.problem}:`, ...resolved.invalid] };
  if ('problem' in resolved) return { usage: `--set ${setting.pointer}: ${resolved.problem}` };
  return resolved;
}

/** The batches of a run: the same seed list for A and B, cut into tasks. */
export function buildTasks(options: SimulateOptions, variants: ResolvedRuleset[]): BatchTask[] {
  const tasks: BatchTask[] = [];
  for (const v of variants) {
    const players = options.players ?? v.ruleset.players.min;
    const specs = gameSpecs({ games: options.games, seed: options.seed, bots: options.bots, players });
    // Small enough that Ctrl-C loses little, large enough to amortise messages, and shrinking at the end so that the
    // W workers finish together. A size the user set (--batch) is kept to the last batch.
    const size = options.batch ?? Math.max(1, Math.min(25, Math.ceil(options.games / (options.workers * 8))));
    const parts = options.batch ? chunk(specs, size) : taperedChunks(specs, size, options.workers);
    for (const part of parts) {
      tasks.push({ rulesetKey: v.key, ruleset: v.ruleset, variant: v.id, bots: options.bots, players, maxMoves: options.maxMoves, specs: part });
    }
  }
  return tasks;
}

/** Progress on stderr: one rewritten line on a terminal, a line every few seconds otherwise. */
export class Progress {
  private done = 0;
  private stalled = 0;
  private errors = 0;
  private last = 0;
  private readonly started = performance.now();
  constructor(private readonly total: number, private readonly label: string) {}
  add(records: GameRecord[]): void {
    this.done += records.length;
    for (const r of records) {
      if (r.outcome === 'stalled') this.stalled++;
      if (r.outcome === 'error') this.errors++;
    }
    const now = performance.now();
    if (process.stderr.isTTY) process.stderr.write(`\r${this.line()}`);
    else if (now - this.last > 2000 || this.done === this.total) {
      this.last = now;
      process.stderr.write(`${this.line()}\n`);
    }
  }
  line(): string {
    const s = (performance.now() - this.started) / 1000;
    const left = timeLeftWords(this.done, this.total, s);
    return `${this.label}: ${this.done}/${this.total} games, ${this.stalled} stalled, ${this.errors} errors, ${s.toFixed(1)} s (${paceWords(this.done, s) ?? 'no game yet'}${left ? `, ${left}` : ''})`;
  }
  finish(note: string): void {
    if (process.stderr.isTTY) process.stderr.write('\n');
    process.stderr.write(`${note}: ${this.line()}\n`);
  }
}

/**
 * Runs the tasks on a piscina pool, one batch per worker at a time, handed out by a BatchQueue so that the workers
 * search each opening line once between them; `signal` aborts the running batches and sends no more, keeping the
 * records already back.
 */
export async function runOnPool(tasks: BatchTask[], workers: number, signal: AbortSignal, onRecords: (r: GameRecord[]) => void): Promise<GameRecord[][]> {
  const pool = new Piscina({ filename: new URL('./sim-worker.mjs', import.meta.url).href, minThreads: workers, maxThreads: workers, idleTimeout: 1000 });
  setMaxListeners(0, signal); // piscina adds one abort listener per running task
  const queue = new BatchQueue(tasks);
  const parts: GameRecord[][] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      let running = 0;
      let failed = false;
      const send = () => {
        while (!signal.aborted && !failed && running < workers) {
          const task = queue.next();
          if (!task) break;
          running++;
          pool.run(task, { signal }).then(
            (result: BatchResult) => {
              running--;
              queue.done(task, result);
              parts.push(result.records);
              onRecords(result.records);
              send();
            },
            (error: unknown) => {
              running--;
              // Cancelled by Ctrl-C: not a game error.
              if (!signal.aborted && !failed) {
                failed = true;
                reject(error);
              }
              send();
            },
          );
        }
        if (running === 0 && !failed) resolve();
      };
      send();
    });
  } finally {
    await pool.destroy();
  }
  return parts;
}

export function renderReport(options: SimulateOptions, variants: ResolvedRuleset[], records: GameRecord[], footer: string[], guesses?: ReportGuesses): string {
  const merged = mergeRecords(records);
  if (options.format === 'csv') return recordsToCsv(merged).trimEnd();
  const names = cardNamesOf(Object.fromEntries(variants.map((v) => [v.id, v.ruleset])));
  if (variants.length === 1) {
    const report = singleReport(merged, { variant: variants[0].id, bots: options.bots });
    return options.format === 'json' ? JSON.stringify(withGuesses(report, guesses), null, 2) : formatSingle(report, footer, names);
  }
  const report = compareReport(
    merged.filter((r) => r.variant === variants[0].id),
    merged.filter((r) => r.variant === variants[1].id),
    { a: variants[0].id, b: variants[1].id, bots: options.bots },
  );
  return options.format === 'json' ? JSON.stringify(withGuesses(report, guesses), null, 2) : formatCompare(report, footer, names);
}

export function renderSweep(options: SimulateOptions, sweep: ResolvedSweep, records: GameRecord[], footer: string[], guesses?: ReportGuesses): string {
  const merged = mergeRecords(records);
  if (options.format === 'csv') return recordsToCsv(merged).trimEnd();
  const of = (id: string) => merged.filter((r) => r.variant === id);
  const report = sweepReport(
    { ruleset: sweep.base.id, pointer: options.set!.pointer, asWritten: sweep.asWritten, bots: options.bots },
    of(sweep.base.id),
    sweep.settings.map((s) => ({ value: s.value, variant: s.ruleset.id, records: of(s.ruleset.id) })),
  );
  return options.format === 'json' ? JSON.stringify(withGuesses(report, guesses), null, 2) : formatSweep(report, footer);
}

export async function runSimulate(args: string[]): Promise<number> {
  let options: SimulateOptions | 'help';
  try {
    options = parseSimulateArgs(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`rondel simulate: ${error.message} (see rondel simulate --help)`);
    return 2;
  }
  if (options === 'help') {
    console.log(simulateUsage);
    return 0;
  }
  let sweep: ResolvedSweep | undefined;
  if (options.set) {
    const resolved = resolveSweep(options.a, options.set);
    if ('usage' in resolved) {
      console.error(`rondel simulate: ${resolved.usage}`);
      return 2;
    }
    if ('invalid' in resolved) {
      console.error(`rondel simulate: '${options.a}' with --set does not validate:\n${resolved.invalid.join('\n')}`);
      return 1;
    }
    sweep = resolved;
  }
  const variants: ResolvedRuleset[] = sweep ? [sweep.base, ...sweep.settings.map((s) => s.ruleset).filter((r) => r !== sweep.base)] : [];
  for (const name of sweep ? [] : [options.a, options.b].filter((x): x is string => x !== undefined)) {
    const resolved = resolveRuleset(name);
    if ('usage' in resolved) {
      console.error(`rondel simulate: ${resolved.usage}`);
      return 2;
    }
    if ('invalid' in resolved) {
      console.error(`rondel simulate: '${name}' does not validate:\n${resolved.invalid.join('\n')}`);
      return 1;
    }
    variants.push(resolved);
  }
  if (variants.length === 2 && variants[0].id === variants[1].id) {
    console.error(`rondel simulate: A and B are both '${variants[0].id}'; name two different rulesets`);
    return 2;
  }
  for (const v of variants) {
    const players = options.players ?? v.ruleset.players.min;
    if (players < v.ruleset.players.min || players > v.ruleset.players.max) {
      console.error(`rondel simulate: --players ${players} is outside ${v.id}'s ${v.ruleset.players.min}–${v.ruleset.players.max}`);
      return 2;
    }
  }
  const tasks = buildTasks(options, variants);
  const total = tasks.reduce((n, t) => n + t.specs.length, 0);
  const progress = new Progress(total, sweep ? `${sweep.base.id}, ${options.set!.pointer} swept` : variants.map((v) => v.id).join(' vs '));
  // An MCTS run's first game ends after many seconds: its cost is said before it starts.
  const mctsPlan = mctsRunWords(options.bots, total, options.queue ? undefined : options.workers, `${total} game${total === 1 ? '' : 's'} ${total === 1 ? 'takes' : 'take'}`);
  if (mctsPlan) process.stderr.write(`${mctsPlan}.\n`);
  const controller = new AbortController();
  const onSigint = () => {
    if (controller.signal.aborted) process.exit(130); // a second Ctrl-C: leave at once
    process.stderr.write('\ninterrupted: stopping the workers; the report covers the games that finished\n');
    controller.abort();
  };
  process.on('SIGINT', onSigint);
  let parts: GameRecord[][];
  try {
    if (options.queue) {
      const { runOnQueue } = await import('./sim-queue');
      parts = await runOnQueue(options.queue, tasks, controller.signal, (r) => progress.add(r));
    } else parts = await runOnPool(tasks, options.workers, controller.signal, (r) => progress.add(r));
  } catch (error) {
    console.error(`rondel simulate: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    process.off('SIGINT', onSigint);
  }
  const records = parts.flat();
  const interrupted = controller.signal.aborted;
  progress.finish(interrupted ? 'interrupted' : 'done');
  // What the games rest on that no rulebook prints: under the text's figures, and as the JSON's `guesses` key.
  const guesses = reportGuesses((sweep ? [sweep.base] : variants).map((v) => [v.id, simulationGuesses(v.ruleset)] as const), !!sweep || variants.length > 1);
  const footer = [
    ...(guesses ? ['', guesses.heading, ...Object.entries(guesses.rulesets).map(([id, g]) => `  ${id}: ${g.text}`), guesses.note] : []),
    '',
    `${records.length} of ${total} games played${interrupted ? ' (interrupted)' : ''}; seeds from ${options.seed}, bots ${options.bots.join(',')}, move cap ${options.maxMoves}${options.queue ? `, queue ${options.queue}` : `, ${options.workers} worker(s)`}.`,
  ];
  console.log(sweep ? renderSweep(options, sweep, records, footer, guesses) : renderReport(options, variants, records, footer, guesses));
  return interrupted ? 130 : 0;
}
