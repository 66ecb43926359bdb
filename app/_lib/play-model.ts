/**
 * The play page's game session: the engine's states after every move, who made each move, and the fairness rule
 * for undo. Pure functions over the engine's door (engine/index.ts); the page keeps one session in React state.
 */
import { applyMove, decidingNation, kindName, tryCreateGame, type GameEvent, type GameState, type Move, type MoveError } from '@/engine/index';
import type { RondelStone } from '../_components/RondelView';
import { seedState } from '@/engine/index';
import type { Currency, Ruleset } from '@/engine/rulesets';
import type { GameRecord, Seat } from './game-record';
import { describeMove, nationName } from './describe-move';

export interface Entry {
  move: Move;
  /** The nation that made the move (the one the game waited for). */
  nation: string;
  byBot: boolean;
  state: GameState;
  events: GameEvent[];
}

export interface Session {
  rulesetId: string;
  seed: number;
  players: number;
  seats: Seat[];
  initial: GameState;
  initialEvents: GameEvent[];
  entries: Entry[];
  /** The bots' own PRNG (never the game's, so bots never change a replay). */
  botRng: number;
}

export type SessionResult = { ok: true; session: Session } | { ok: false; message: string };

export function current(session: Session): GameState {
  return session.entries.length ? session.entries[session.entries.length - 1].state : session.initial;
}

export function stateAt(session: Session, moves: number): GameState {
  return moves <= 0 ? session.initial : session.entries[Math.min(moves, session.entries.length) - 1].state;
}

export function newSession(ruleset: Ruleset, seed: number, players: number, seats: Seat[]): SessionResult {
  const created = tryCreateGame(ruleset, { seed, players });
  if (!created.ok) return { ok: false, message: created.error.message };
  return { ok: true, session: { rulesetId: ruleset.id, seed, players, seats, initial: created.state, initialEvents: created.events, entries: [], botRng: seedState(seed ^ 0x5eed) } };
}

export function play(ruleset: Ruleset, session: Session, move: Move, byBot = false): { ok: true; session: Session } | { ok: false; error: MoveError } {
  const before = current(session);
  const result = applyMove(ruleset, before, move);
  if (!result.ok) return result;
  const entry: Entry = { move, nation: decidingNation(before), byBot, state: result.state, events: result.events };
  return { ok: true, session: { ...session, entries: [...session.entries, entry] } };
}

/** Replays a saved or shared game; stops at the first move the ruleset refuses and says which, in words. */
export function replayRecord(ruleset: Ruleset, record: GameRecord): SessionResult {
  if (record.rulesetId !== ruleset.id) return { ok: false, message: `this game was played with '${record.rulesetId}', not '${ruleset.id}'` };
  const started = newSession(ruleset, record.seed, record.players, record.seats);
  if (!started.ok) return started;
  let session = started.session;
  for (let i = 0; i < record.moves.length; i++) {
    const state = current(session);
    const result = play(ruleset, session, record.moves[i], record.seats[seatIndexOf(state, decidingNation(state))] !== 'human');
    if (!result.ok) {
      let label: string;
      try {
        label = describeMove(ruleset, state, record.moves[i]);
      } catch {
        label = JSON.stringify(record.moves[i]).slice(0, 120);
      }
      return { ok: false, message: `move ${i + 1} of ${record.moves.length} (${label}) is refused: ${result.error.message}` };
    }
    session = result.session;
  }
  return { ok: true, session: { ...session, botRng: seedState(record.seed ^ (record.moves.length + 0x5eed)) } };
}

export function toRecord(session: Session): GameRecord {
  return { format: 'rondel-game', version: 1, rulesetId: session.rulesetId, seed: session.seed, players: session.players, seats: session.seats, moves: session.entries.map((e) => e.move) };
}

/** The player (seat) that runs a nation. */
export function seatIndexOf(state: GameState, nation: string): number {
  const i = state.controllers.findIndex((list) => list.includes(nation));
  return i < 0 ? 0 : i;
}

export function seatOf(session: Session, state: GameState, nation: string): Seat {
  return session.seats[seatIndexOf(state, nation)] ?? 'human';
}

/**
 * Why the last move may not be taken back, or undefined when it may. Fair undo: never a bot's move, never a move
 * that drew at random (a card turned up, a start player drawn). Against another person's seat, only the nation the
 * game waits for, only its own moves of this turn; in hot seat (the last mover and the one deciding are both
 * human seats at this screen, and the players have not asked for strict undo) the previous move may be taken
 * back whoever made it.
 */
export function undoBlocker(ruleset: Ruleset, session: Session, strict = false): string | undefined {
  const last = session.entries[session.entries.length - 1];
  if (!last) return 'no move has been made yet';
  const now = current(session);
  if (now.result) return 'the game is over';
  const deciding = decidingNation(now);
  if (last.byBot) return `the last move was the bot's (${nationName(ruleset, last.nation)})`;
  // Hot seat: every human seat sits at this one screen, so the person about to move is the one who just moved
  // (or sits beside them): taking back the other side's move, even the one that ended its turn, is theirs to do.
  // `strict` is for several people sharing the screen: then each takes back only their own moves.
  const hotSeat = !strict && seatOf(session, now, last.nation) === 'human' && seatOf(session, now, deciding) === 'human';
  if (!hotSeat && last.nation !== deciding) return `the last move was made by the ${nationName(ruleset, last.nation)}; only your own moves can be taken back`;
  const before = session.entries.length > 1 ? session.entries[session.entries.length - 2].state : session.initial;
  if (!hotSeat && before.turn.number !== now.turn.number) return 'a new turn has begun';
  if (last.events.some((e) => e.random)) return 'the last move turned up a card or drew at random, so it stands';
  return undefined;
}

export function undo(session: Session): Session {
  return { ...session, entries: session.entries.slice(0, -1) };
}

/**
 * What a move did to the mover's chips and coins, e.g. "pays 6 marble" or "gets 4 gold": every currency the stock
 * holds (the ruleset's resource kinds in declared order, then coins), named by the ruleset when one is given.
 */
export function stockChange(before: GameState, after: GameState, nation: string, ruleset?: Ruleset): string {
  const a = before.nation[nation]?.stock;
  const b = after.nation[nation]?.stock;
  if (!a || !b) return '';
  const currencies: Currency[] = Object.keys(a);
  const word = (c: Currency, n: number) => (c === 'coin' ? (n !== 1 ? 'coins' : 'coin') : kindName(ruleset, c));
  const paid = currencies.filter((c) => (b[c] ?? 0) < a[c]).map((c) => `${a[c] - (b[c] ?? 0)} ${word(c, a[c] - (b[c] ?? 0))}`);
  const got = currencies.filter((c) => (b[c] ?? 0) > a[c]).map((c) => `${b[c] - a[c]} ${word(c, b[c] - a[c])}`);
  return [paid.length ? `pay ${paid.join(' + ')}` : '', got.length ? `get ${got.join(' + ')}` : ''].filter(Boolean).join(', ');
}

/** Every nation's stone where its rondel stands, named and coloured from the ruleset's map (play and compare pages). */
export function rondelStones(ruleset: Ruleset, state: GameState): RondelStone[] {
  return state.nations.map((n) => ({ nation: n, name: nationName(ruleset, n), hex: ruleset.map.nations[n]?.hex, color: ruleset.map.nations[n]?.color, field: state.nation[n].rondel }));
}
