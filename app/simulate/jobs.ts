/**
 * The games of a browser run, built exactly as the CLI builds them (engine gameSpecs: `games` games from `seed`,
 * cycling through the seatings when the bots differ, so with two bots every seed is played with the seats
 * swapped); with B, the same list is played under B. A's and B's game i are queued next to each other, so a
 * cancelled or still-running comparison holds the same seeds on both sides.
 */
import { gameSpecs } from '../../engine/simulation';
import type { SimJob } from './protocol';

export interface RunConfig {
  a: string;
  b?: string;
  bots: string[];
  players: number;
  games: number;
  seed: number;
  maxMoves: number;
}

export function jobsFor(config: RunConfig): SimJob[] {
  const specs = gameSpecs({ games: config.games, seed: config.seed, bots: config.bots, players: config.players });
  const variants = config.b ? [config.a, config.b] : [config.a];
  return specs.flatMap((spec) => variants.map((variant) => ({ variant, seed: spec.seed, rotation: spec.rotation, bots: config.bots, players: config.players, maxMoves: config.maxMoves })));
}

/** The move cap the CLI uses by default (cli/simulate.ts DEFAULT_MAX_MOVES): a game still running then is stalled. */
export const DEFAULT_MAX_MOVES = 5000;

/** The address that reproduces a run, so a result can be shared and run again. */
export function searchFor(config: Partial<RunConfig>): string {
  const params = new URLSearchParams();
  if (config.a) params.set('a', config.a);
  if (config.b) params.set('b', config.b);
  if (config.players) params.set('players', String(config.players));
  if (config.bots?.length) params.set('bots', config.bots.join(','));
  if (config.games) params.set('games', String(config.games));
  if (config.seed !== undefined) params.set('seed', String(config.seed));
  if (config.maxMoves) params.set('cap', String(config.maxMoves));
  return params.toString();
}
