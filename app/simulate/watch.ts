/**
 * "Watch this game" on the simulate page: a game of the run, played again in a worker through the very call that
 * played it (playRecord with the job's options), its moves kept, and opened on the play page as a shared game. The
 * simulation is a function of (ruleset, seed, seating, bots, move cap), so the replay is the game the report
 * counted; the page still compares the two records before it opens one, and says so if they differ.
 * Pure: the worker (sim.worker.ts), the page and the tests call the same functions.
 */
import { playRecord, seatBots, stopsByClock, type GameRecord as SimRecord, type PlayOptions } from '../../engine/simulation';
import type { Move, Ruleset } from '../../engine/index';
import { seatForBot, type GameRecord, type Seat } from '../_lib/game-record';
import type { SimJob } from './protocol';

/** What playRecord is given for one game of a run: the same for the run's game and for watching it again. */
export function playOptions(job: SimJob): PlayOptions {
  return { seed: job.seed, rotation: job.rotation, bots: job.bots, players: job.players, maxMoves: job.maxMoves, variant: job.variant };
}

/** Plays a run's game again, keeping its moves in the order they were played. */
export function playAgain(ruleset: Ruleset, job: SimJob): { record: SimRecord; moves: Move[] } {
  const moves: Move[] = [];
  const record = playRecord(ruleset, { ...playOptions(job), onMove: (move) => moves.push(move) });
  return { record, moves };
}

/** The job that played `record` in a run with these settings. */
export function jobOf(record: SimRecord, run: { bots: string[]; players: number; maxMoves: number }): SimJob {
  return { variant: record.variant, seed: record.seed, rotation: record.rotation, bots: run.bots, players: run.players, maxMoves: run.maxMoves };
}

/**
 * The play page's record of a game played by `job`: each player's seat is the bot the run seated there (seatBots,
 * as playRecord seats them, by the player's place in the lineup, which is also the play page's seat order), so the
 * replay names the bots of the simulation; undefined when the play page has no seat for one of them.
 */
export function gameRecordOf(job: SimJob, moves: Move[]): GameRecord | undefined {
  const seats = seatBots(job.bots, job.players, job.rotation).map(seatForBot);
  if (seats.some((seat) => seat === undefined)) return undefined;
  return { format: 'rondel-game', version: 1, rulesetId: job.variant, seed: job.seed, players: job.players, seats: seats as Seat[], moves };
}

/** Whether a game played again is the one the run recorded: the same end, winner and length. */
export function sameGame(a: SimRecord, b: SimRecord): boolean {
  return a.outcome === b.outcome && a.winner === b.winner && a.moves === b.moves && a.turnsPerNation === b.turnsPerNation && a.stall === b.stall && a.error === b.error;
}

/**
 * Why the games of a run with these bots cannot be watched, in words, or undefined. An MCTS seat with a time per
 * decision chooses by the clock, so its game played again is another game; a bot the play page has no seat for
 * could not be named there.
 */
export function unwatchableWhy(bots: readonly string[]): string | undefined {
  const clock = bots.find(stopsByClock);
  if (clock) return `an MCTS seat with a time per decision (${clock}) chooses by the clock, so its games do not repeat when they are played again`;
  const seatless = bots.find((bot) => seatForBot(bot) === undefined);
  if (seatless) return `the play page has no seat for the bot '${seatless}'`;
  return undefined;
}

export type WatchKind = 'only' | 'shortest' | 'median' | 'longest' | 'stalled' | 'error';

export interface WatchPick {
  kind: WatchKind;
  record: SimRecord;
}

/**
 * The games of one ruleset worth watching: the shortest, a median and the longest finished game (by turns per nation,
 * ties by seed and seating; the median of an even count is the shorter of the two middle games; one finished game is
 * the `only` one), every stalled game and every game an error stopped, in seed order.
 */
export function watchPicks(records: readonly SimRecord[]): WatchPick[] {
  const bySeed = [...records].sort((x, y) => x.seed - y.seed || x.rotation - y.rotation);
  const finished = bySeed.filter((r) => r.outcome === 'finished').sort((x, y) => x.turnsPerNation - y.turnsPerNation);
  const picks: WatchPick[] = [];
  if (finished.length === 1) picks.push({ kind: 'only', record: finished[0] });
  else if (finished.length) {
    picks.push({ kind: 'shortest', record: finished[0] });
    if (finished.length > 2) picks.push({ kind: 'median', record: finished[Math.floor((finished.length - 1) / 2)] });
    picks.push({ kind: 'longest', record: finished[finished.length - 1] });
  }
  for (const r of bySeed) if (r.outcome === 'stalled') picks.push({ kind: 'stalled', record: r });
  for (const r of bySeed) if (r.outcome === 'error') picks.push({ kind: 'error', record: r });
  return picks;
}

/** The turn the play page shows at a game's end: turns per nation are the game's turn number over its nations. */
export function turnOnPlayPage(record: SimRecord): number {
  return Math.round(record.turnsPerNation * record.order.length);
}

/**
 * The query that tells the play page how a watched game ended in the run (it cannot know a move cap or an error from
 * the moves alone): `watch` is the outcome, `error` the error's words, cut short.
 */
export function watchQuery(record: SimRecord): Record<string, string> {
  const query: Record<string, string> = { watch: record.outcome };
  if (record.outcome === 'stalled' && record.stall) query.stall = record.stall;
  if (record.outcome === 'error' && record.error) query.error = record.error.length > 300 ? `${record.error.slice(0, 299)}…` : record.error;
  return query;
}
