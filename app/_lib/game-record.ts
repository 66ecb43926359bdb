/**
 * A saved or shared game: everything needed to replay it exactly, because the engine's PRNG lives in the game
 * state — (ruleset, seed, players, moves) gives the same game every time. Seats say who played each player
 * (a person or a bot); bot moves are recorded as moves, so they replay without the bot.
 */
import { mctsBudget, type Move } from '@/engine/index';
import { isId } from './ids';

/**
 * Who plays a seat: a person, or a bot by its name in the engine's registry (engine/bots/index.ts `botByName`), so a
 * saved game names the bot `rondel play` and `rondel simulate` would run. `mcts:1000` is the MCTS bot at the budget
 * its strength was measured at (issue 9: 156 of 200 seat-swapped games against the heuristic bot with its late weights
 * since it searches its own rondel field with rollouts to the end of the opponent's reply, 2026-11-29; 238 of 300 with
 * rollouts a turn longer; 269 of 400 before); `mcts` (200 iterations, which plays the
 * planner's field) the quick one, for a page that plays many bot moves (54 of 80 games, 23 ms a decision).
 */
export const seatKinds = ['human', 'random', 'greedy', 'heuristic', 'heuristic:builder', 'heuristic:conqueror', 'heuristic:planner', 'mcts', 'mcts:1000'] as const;
export type SeatKind = (typeof seatKinds)[number];
/**
 * A seat of a game: one the pages offer, or an MCTS bot at another budget (`mcts:500`, `mcts:2s`), which a game
 * played on the simulate page may have had and its record names as `rondel simulate` does.
 */
export type Seat = SeatKind | `mcts:${string}`;

export function isSeat(value: unknown): value is Seat {
  return typeof value === 'string' && ((seatKinds as readonly string[]).includes(value) || mctsBudget(value) !== undefined);
}

/**
 * The seat that plays as the bot a simulation names, or undefined for a bot no seat can be: the balanced strategy by
 * its full name is the heuristic bot itself (engine/bots/index.ts builds both alike).
 */
export function seatForBot(name: string): Seat | undefined {
  if (name === 'heuristic:balanced') return 'heuristic';
  return isSeat(name) && name !== 'human' ? name : undefined;
}

/**
 * Bot names that are another listed name under a longer spelling (`heuristic:balanced` is `heuristic`): a menu lists
 * each bot once (a review as users read the two as two bots); an address may still give either.
 */
export function isAliasOfListed(name: string, listed: readonly string[]): boolean {
  const seat = seatForBot(name);
  return seat !== undefined && seat !== name && listed.includes(seat);
}

/** A seat in a sentence ("played by the …"). */
export const seatLabels: Record<SeatKind, string> = {
  human: 'person',
  random: 'random bot',
  greedy: 'greedy bot',
  heuristic: 'heuristic bot',
  'heuristic:builder': 'builder bot',
  'heuristic:conqueror': 'conqueror bot',
  'heuristic:planner': 'planner bot',
  mcts: 'quick MCTS bot',
  'mcts:1000': 'MCTS bot',
};
/**
 * A bot's registry name in words, as the play page's seats say it ("builder bot", "MCTS bot"), for any name the
 * simulate page offers: a strategy by its full name, any MCTS budget. Unknown names are returned as they are.
 */
export function botWords(name: string): string {
  const seat = seatForBot(name) ?? name;
  if (seat in seatLabels) return seatLabels[seat as SeatKind];
  const mcts = /^mcts:(.+)$/.exec(name);
  if (mcts) return `MCTS bot (${mcts[1]})`;
  return name;
}

/**
 * What each bot does, by its registry name, for the guides beside the seat selects and the simulate page's bot
 * selects: how it chooses, and what was measured of it (README, "Bots"; docs/measurements.md).
 */
export const botGuide: Record<string, string> = {
  random: 'any legal move, at random: for trying the rules, not for a game',
  greedy: 'the move that scores best one step ahead; most of its games run to the round limit without a winner',
  heuristic: 'plans toward its next personages (cities, temples, know-hows, conquest, sea points) with balanced weights, and after its first 20 turns values galleys and first know-hows twice as much; it finishes 99.9% or more of its games in every ruleset measured',
  'heuristic:balanced': 'the heuristic bot by its strategy\'s name (the same bot)',
  'heuristic:builder': 'the heuristic bot weighted toward temples, cities and know-hows, seldom attacking',
  'heuristic:conqueror': 'the heuristic bot weighted toward conquest and destroying temples',
  'heuristic:planner': 'the heuristic bot choosing its rondel field over its next 3 turns',
  mcts: 'MCTS at 200 iterations a decision: about 25 ms a decision on a 2-core machine, a fifth of the time of mcts:1000, and it won 54 of 80 games (68%) against the heuristic bot',
  'mcts:1000': 'the strongest: 1,000 simulated continuations for each decision, and two turns ahead for its rondel field; it won about four games in five against the heuristic bot (156 of 200); a decision takes it about a fifth of a second on a 2-core machine, a rondel field about a third of a second',
};

export interface GameRecord {
  format: 'rondel-game';
  version: 1;
  rulesetId: string;
  seed: number;
  players: number;
  seats: Seat[];
  moves: Move[];
}

export const maxRecordBytes = 2_000_000;
const maxMoves = 20_000;

export type ParsedRecord = { ok: true; record: GameRecord } | { ok: false; message: string };

/** Reads a saved game from text; every problem is a message for the person who chose the file, nothing throws. */
export function parseGameRecord(text: string): ParsedRecord {
  if (text.length > maxRecordBytes) return { ok: false, message: `the file is ${(text.length / 1e6).toFixed(1)} MB; a saved game is at most ${maxRecordBytes / 1e6} MB` };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `the file is not JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  return checkGameRecord(value);
}

function checkGameRecord(value: unknown): ParsedRecord {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { ok: false, message: 'a saved game is a JSON object with rulesetId, seed, players and moves' };
  const v = value as Record<string, unknown>;
  // Another kind of JSON file (a ruleset, a report) is said to be one, not blamed for a missing 'rulesetId'.
  if ((v.format !== undefined && v.format !== 'rondel-game') || (v.format === undefined && v.rulesetId === undefined && v.moves === undefined)) {
    return { ok: false, message: 'it is not a Rondel saved game (a saved game is the JSON file that "Save" downloads: format "rondel-game", rulesetId, seed, players and moves)' };
  }
  // A later format may mean something else by the same keys: refused rather than replayed wrongly.
  if (v.version !== undefined && v.version !== 1) return { ok: false, message: `it is a saved game of format version ${JSON.stringify(v.version)}, and this Rondel reads version 1` };
  if (!isId(v.rulesetId)) return { ok: false, message: "'rulesetId' must name a ruleset, such as \"antike-duellum\"" };
  if (typeof v.seed !== 'number' || !Number.isInteger(v.seed)) return { ok: false, message: "'seed' must be a whole number" };
  if (typeof v.players !== 'number' || !Number.isInteger(v.players) || v.players < 1 || v.players > 12) return { ok: false, message: "'players' must be the number of players (a whole number)" };
  if (!Array.isArray(v.moves)) return { ok: false, message: "'moves' must be a list of moves" };
  if (v.moves.length > maxMoves) return { ok: false, message: `the game has ${v.moves.length} moves; at most ${maxMoves} can be loaded` };
  for (let i = 0; i < v.moves.length; i++) {
    const m = v.moves[i] as { type?: unknown } | null;
    if (!m || typeof m !== 'object' || Array.isArray(m) || typeof m.type !== 'string') return { ok: false, message: `move ${i + 1} is not a move (an object with a 'type')` };
  }
  let seats: Seat[] = Array.from({ length: v.players }, () => 'human');
  if (v.seats !== undefined) {
    if (!Array.isArray(v.seats) || v.seats.length !== v.players || !v.seats.every(isSeat)) {
      return { ok: false, message: `'seats' must list, for each of the ${v.players} players, one of: ${seatKinds.join(', ')} (or an MCTS bot at another budget, such as mcts:500)` };
    }
    seats = v.seats as Seat[];
  }
  return { ok: true, record: { format: 'rondel-game', version: 1, rulesetId: v.rulesetId, seed: v.seed, players: v.players, seats, moves: v.moves as Move[] } };
}

/* ---- shareable links: ?game=<base64url JSON>, or ?gz=<base64url deflate-raw JSON> for long games ---- */

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const response = new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(stream));
  return new Uint8Array(await response.arrayBuffer());
}

/** The compact form used in links: short keys are not worth it, so the record minus constant fields. */
function linkPayload(record: GameRecord): string {
  return JSON.stringify({ rulesetId: record.rulesetId, seed: record.seed, players: record.players, seats: record.seats, moves: record.moves });
}

/** Query parameters for a link; long games are compressed so the address stays well under server limits. */
export async function encodeGameLink(record: GameRecord): Promise<URLSearchParams> {
  const json = linkPayload(record);
  const bytes = new TextEncoder().encode(json);
  if (bytes.length < 1500 || typeof CompressionStream === 'undefined') return new URLSearchParams({ game: toBase64Url(bytes) });
  return new URLSearchParams({ gz: toBase64Url(await pipe(bytes, new CompressionStream('deflate-raw'))) });
}

/**
 * The address of a game on its play page. Up to a few kB the game goes in the query; beyond that after '#',
 * because the fragment never reaches the server and so never meets its limit on request size. `extra` (small: how
 * the game was opened, such as a watched simulation game's `watch`) stays in the query either way, so the server
 * reads it.
 */
export async function gameAddress(pathname: string, record: GameRecord, extra: Record<string, string> = {}): Promise<string> {
  const params = (await encodeGameLink(record)).toString();
  const more = new URLSearchParams(extra).toString();
  if (params.length <= 6000) return `${pathname}?${params}${more ? `&${more}` : ''}`;
  return `${pathname}${more ? `?${more}` : ''}#${params}`;
}

export async function decodeGameLink(params: { game?: string | null; gz?: string | null }): Promise<ParsedRecord | undefined> {
  try {
    const text = params.game ? new TextDecoder().decode(fromBase64Url(params.game)) : params.gz ? new TextDecoder().decode(await pipe(fromBase64Url(params.gz), new DecompressionStream('deflate-raw'))) : undefined;
    if (text === undefined) return undefined;
    const parsed = parseGameRecord(text);
    // parseGameRecord speaks of a file; a link that decodes to broken JSON was cut off or garbled on its way.
    if (!parsed.ok && parsed.message.startsWith('the file is not JSON')) return { ok: false, message: `the link is damaged: its game is cut off or garbled (${parsed.message.replace(/^the file is not JSON \((.*)\)$/, '$1')}); ask for a new one` };
    return parsed;
  } catch {
    return { ok: false, message: 'the link is damaged (it could not be decoded); ask for a new one' };
  }
}
