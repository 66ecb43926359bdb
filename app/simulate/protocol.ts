import type { GameRecord } from '../../engine/simulation';
import type { Ruleset } from '../../engine/index';

/** One game: the same fields the CLI's BatchTask gives playRecord. */
export interface SimJob {
  variant: string;
  seed: number;
  rotation: number;
  bots: string[];
  players: number;
  maxMoves: number;
}

export type WorkerRequest = { type: 'init'; rulesets: Record<string, Ruleset> } | { type: 'play'; id: number; job: SimJob };
export type WorkerReply = { type: 'record'; id: number; record: GameRecord } | { type: 'failed'; id: number; message: string };
