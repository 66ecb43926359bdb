/**
 * The games of a browser run, built exactly as the CLI builds them (engine gameSpecs: `games` games from `seed`,
 * cycling through the seatings when the bots differ, so with two bots every seed is played with the seats
 * swapped); with B, the same list is played under B, and in a sweep under A and each value's variant. The rulesets'
 * game i are queued next to each other, so a cancelled or still-running run holds the same seeds on every side.
 */
import { gameSpecs, type GameRecord } from '../../engine/simulation';
import type { SimJob } from './protocol';

/** A sweep of one value of A, as resolved and validated by the server (GET /api/rulesets/<a>/sweep). */
export interface SweepConfig {
  pointer: string;
  /** The values as typed, `4,5,7` or a JSON array: the part of `--set` after '='. */
  text: string;
  asWritten: unknown;
  /** The provenance entry covering the pointer in A, so an estimated value is never shown as printed. */
  provenance: { pointer: string; status: string; note?: string } | null;
  /** Per value in the order given: the variant id it plays under (A's own id for the value A has). */
  settings: { value: unknown; variant: string; asWritten: boolean }[];
}

export interface RunConfig {
  a: string;
  b?: string;
  sweep?: SweepConfig;
  bots: string[];
  players: number;
  games: number;
  seed: number;
  maxMoves: number;
}

/** The rulesets a run plays every seed under: A, B, or A as written and each value's variant (also before a run, for its plan). */
export function rulesetsOfRun(config: Pick<RunConfig, 'a' | 'b'> & { sweep?: Pick<SweepConfig, 'settings'> }): string[] {
  return config.sweep ? [...new Set([config.a, ...config.sweep.settings.map((s) => s.variant)])] : config.b ? [config.a, config.b] : [config.a];
}

export function jobsFor(config: RunConfig): SimJob[] {
  const specs = gameSpecs({ games: config.games, seed: config.seed, bots: config.bots, players: config.players });
  return specs.flatMap((spec) => rulesetsOfRun(config).map((variant) => ({ variant, seed: spec.seed, rotation: spec.rotation, bots: config.bots, players: config.players, maxMoves: config.maxMoves })));
}

/**
 * The records of the games (seed and seating) already played under every one of `rulesets`. The pool lets one
 * ruleset run ahead of another (BatchQueue sends B's later games while A's first game still searches its opening
 * lines), so while a run goes on, and after Cancel, one side holds seeds the other has not played: B − A over them
 * would set different games against each other, not the same seeds under two rules.
 */
export function playedUnderEvery(records: readonly GameRecord[], rulesets: readonly string[]): GameRecord[] {
  const game = (r: GameRecord) => `${r.seed}/${r.rotation}`;
  const sides = new Map<string, Set<string>>();
  for (const r of records) {
    let seen = sides.get(game(r));
    if (!seen) sides.set(game(r), (seen = new Set()));
    seen.add(r.variant);
  }
  return records.filter((r) => rulesets.every((id) => sides.get(game(r))!.has(id)));
}

/** The move cap the CLI uses by default (cli/simulate.ts DEFAULT_MAX_MOVES): a game still running then is stalled. */
export const DEFAULT_MAX_MOVES = 5000;

/** The address that reproduces a run, so a result can be shared and run again. */
export function searchFor(config: Partial<RunConfig>): string {
  const params = new URLSearchParams();
  if (config.a) params.set('a', config.a);
  if (config.b && !config.sweep) params.set('b', config.b);
  if (config.sweep) params.set('set', `${config.sweep.pointer}=${config.sweep.text}`);
  if (config.players) params.set('players', String(config.players));
  if (config.bots?.length) params.set('bots', config.bots.join(','));
  if (config.games) params.set('games', String(config.games));
  if (config.seed !== undefined) params.set('seed', String(config.seed));
  if (config.maxMoves) params.set('cap', String(config.maxMoves));
  // A pointer reads better unescaped: `set=/actions/build/temple/cost/marble=4,5,7`, which the page reads back alike.
  return params.toString().replace(/set=[^&]*/, (part) => part.replace(/%2F/g, '/').replace(/%3D/g, '=').replace(/%2C/g, ','));
}
