import type { GameRecord, OpeningEntry } from '../../engine/simulation';
import type { Move, Ruleset } from '../../engine/index';

/** One game: the same fields the CLI's BatchTask gives playRecord. */
export interface SimJob {
  variant: string;
  seed: number;
  rotation: number;
  bots: string[];
  players: number;
  maxMoves: number;
}

/**
 * `init` hands over the resolved rulesets once; each `play` is one game, sent with the bots' opening lines other
 * workers have searched for its ruleset, and is answered by its record and the lines this game searched
 * (engine/sim/batch.ts: the workers search each line once between them). With `keepMoves` (a game of the run played
 * again to be watched, watch.ts) the reply also holds the game's moves.
 */
export type WorkerRequest = { type: 'init'; rulesets: Record<string, Ruleset> } | { type: 'play'; id: number; job: SimJob; openings?: OpeningEntry[]; keepMoves?: boolean };
export type WorkerReply = { type: 'record'; id: number; record: GameRecord; openings: OpeningEntry[]; moves?: Move[] } | { type: 'failed'; id: number; message: string };
