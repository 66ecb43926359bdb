/**
 * The play page's game session: the engine's states after every move, who made each move, and the fairness rule
 * for undo. Pure functions over the engine's door (engine/index.ts); the page keeps one session in React state.
 */
import { applyMove, decidingNation, escapeSegment, indexProvenance, kindName, lossesFor, paymentsFor, priceStatus, seedState, tryCreateGame, type GameEvent, type GameState, type Move, type MoveError, type ProvenanceStatus } from '@/engine/index';
import type { RondelStone } from '../_components/RondelView';
import type { Currency, Ruleset } from '@/engine/rulesets';
import type { GameRecord, Seat } from './game-record';
import { capitalise, cardRulesText, describeBag, describeDecision, describeFieldAction, describeMove, describeStep, listWords, nationName, plural, unitName } from './describe-move';

export interface Entry {
  move: Move;
  /** The nation that made the move (the one the game waited for). */
  nation: string;
  byBot: boolean;
  state: GameState;
  events: GameEvent[];
  /** The bots' stream before this move: taking the move back rewinds it, so the bots answer a repeated move alike. */
  botRngBefore: number;
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

/**
 * A replayed record. When a move is refused, `partial` is the game up to the move before it, so a caller can show
 * what did replay instead of dropping the record; `otherRuleset` names the ruleset a foreign record belongs to.
 */
export type ReplayResult =
  | { ok: true; session: Session }
  | { ok: false; message: string; otherRuleset?: string; partial?: { session: Session; refused: number; total: number } };

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

/** Plays `move`; a bot's move passes the bots' stream as its choice left it (`botRng`). */
export function play(ruleset: Ruleset, session: Session, move: Move, byBot = false, botRng = session.botRng): { ok: true; session: Session } | { ok: false; error: MoveError } {
  const before = current(session);
  const result = applyMove(ruleset, before, move);
  if (!result.ok) return result;
  const entry: Entry = { move, nation: decidingNation(before), byBot, state: result.state, events: result.events, botRngBefore: session.botRng };
  return { ok: true, session: { ...session, botRng, entries: [...session.entries, entry] } };
}

/** Replays a saved or shared game; stops at the first move the ruleset refuses and says which, in words. */
export function replayRecord(ruleset: Ruleset, record: GameRecord): ReplayResult {
  if (record.rulesetId !== ruleset.id) return { ok: false, message: `this game was played with '${record.rulesetId}', not '${ruleset.id}'`, otherRuleset: record.rulesetId };
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
        label = '';
      }
      // A malformed move (a field missing) describes as "undefined": show the move as recorded instead.
      if (!label || label.includes('undefined')) label = JSON.stringify(record.moves[i]).slice(0, 120);
      const partial = { session: { ...session, botRng: seedState(record.seed ^ (i + 0x5eed)) }, refused: i + 1, total: record.moves.length };
      return { ok: false, message: `move ${i + 1} of ${record.moves.length} (${label}) is refused: ${result.error.message}`, partial };
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
 * The line under the undo buttons when plain undo is refused: why, and what "Undo to my last decision" would do
 * instead or why it cannot. One reason for both (the game is over) is said once.
 */
export function undoNote(ruleset: Ruleset, blocker: string, toMine: UndoToMine | undefined): string {
  const mine = toMine?.ok
    ? `; “Undo to my last decision” takes back your move “${toMine.label}” (${nationName(ruleset, toMine.nation)}) and the ${plural(toMine.botMoves, 'bot move')} since`
    : toMine && toMine.why !== blocker
      ? `; nor to your last decision: ${toMine.why}`
      : '';
  return `Undo: ${blocker}${mine}.`;
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
  return undoTo(session, session.entries.length - 1);
}

/** The session with only its first `keep` moves, the bots' stream rewound to where it stood then. */
export function undoTo(session: Session, keep: number): Session {
  const first = session.entries[keep];
  if (!first) return session;
  return { ...session, entries: session.entries.slice(0, keep), botRng: first.botRngBefore };
}

export type UndoToMine = { ok: true; keep: number; label: string; nation: string; botMoves: number } | { ok: false; why: string };

/**
 * "Undo to my last decision", against bots: plain undo never takes back a bot's move, so once a bot has answered,
 * the person's own last move lies out of reach. This takes back that move and every bot move since; the bots'
 * stream is rewound with them (undoTo), so the same move again brings the same answers. Undefined when it does not
 * apply: the last move was a person's (plain undo), or a bot is to decide now. Fair undo still holds: nothing
 * that drew at random is taken back, and with strict undo (several people at the screen) only the moves of the
 * person whose seat decides now.
 */
export function undoToMine(ruleset: Ruleset, session: Session, strict = false): UndoToMine | undefined {
  const last = session.entries[session.entries.length - 1];
  if (!last?.byBot) return undefined;
  const now = current(session);
  if (now.result) return { ok: false, why: 'the game is over' };
  const deciding = decidingNation(now);
  if (seatOf(session, now, deciding) !== 'human') return undefined;
  let keep = session.entries.length - 1;
  while (keep >= 0 && session.entries[keep].byBot) keep--;
  if (keep < 0) return { ok: false, why: 'no person has moved yet; only bots have' };
  const mine = session.entries[keep];
  if (strict && seatIndexOf(now, mine.nation) !== seatIndexOf(now, deciding)) {
    return { ok: false, why: `the last person's move was made by the ${nationName(ruleset, mine.nation)}; only your own moves can be taken back` };
  }
  const drawn = session.entries.slice(keep).find((e) => e.events.some((ev) => ev.random));
  if (drawn) return { ok: false, why: `a move since then (the ${nationName(ruleset, drawn.nation)}') turned up a card or drew at random, so it stands` };
  const before = keep > 0 ? session.entries[keep - 1].state : session.initial;
  return { ok: true, keep, label: describeMove(ruleset, before, mine.move), nation: mine.nation, botMoves: session.entries.length - 1 - keep };
}

/**
 * What the bots did since a person last moved: the events of the bots' moves at the end of the game, each turn's
 * opening line ("turn 5: Carthaginians") left out, and whether a person had moved before them (`afterMine`). On a
 * phone the log is screens below the moves, and on a desktop a long move list pushes it off the screen: without
 * these lines beside the moves a bot's turn passed unseen. Empty when the last move was a person's.
 */
export function botMovesSinceMine(session: Session): { events: GameEvent[]; afterMine: boolean } {
  let first = session.entries.length;
  while (first > 0 && session.entries[first - 1].byBot) first--;
  return { events: session.entries.slice(first).flatMap((e) => e.events).filter((e) => e.type !== 'turn.start'), afterMine: first > 0 };
}

/** A finished game's end as a sentence: its winner (or the stall) and the reason. */
export function resultWords(ruleset: Ruleset, result: NonNullable<GameState['result']>): string {
  const { winner, reason, stalled } = result;
  return `${stalled || !winner ? 'No winner: the game stalled' : `The ${nationName(ruleset, winner)} won`}. ${capitalise(reason)}.`;
}

/** Whose turn or decision it is and what it asks, in the turn banner's words. */
export function turnWords(ruleset: Ruleset, state: GameState): string {
  const decision = state.pending[0];
  const nation = nationName(ruleset, decidingNation(state));
  return `${decision ? 'Decision for the' : 'Turn of the'} ${nation}: ${decision ? describeDecision(ruleset, state, decision) : describeStep(ruleset, state)}`;
}

/**
 * What a screen reader says when a person is to move or the game ends: whose turn or decision it is and what it asks
 * (the banner's words), after the bots' moves since the person's last one (botMovesSinceMine, at most `lines`). The
 * banner and those lines are drawn where a sighted player looks; without this, a bot's turn passed unheard.
 * Empty while a bot is to move, so its thinking is not read out move by move.
 */
export function turnAnnouncement(ruleset: Ruleset, session: Session, humanToMove: boolean, lines = 8): string {
  const state = current(session);
  if (state.result) return resultWords(ruleset, state.result);
  if (!humanToMove) return '';
  const { events } = botMovesSinceMine(session);
  const since = events.length ? `Since your last move: ${events.slice(-lines).map((e) => e.text).join('; ')}. ` : '';
  return `${since}${turnWords(ruleset, state)}`;
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

/**
 * What a listed move does, beside it in the play page's list: the choice it opens ("choose how to pay (3 ways)"), else
 * its change to the mover's stock ("pay 5 gold"), with a price no rulebook prints marked as such, and for a rondel
 * field the action it leads to. The mark follows the move's price (paymentsFor, the engine's price table), not the
 * words before it. A rondel field beyond the free ones says how far, what it costs and what it yields
 * (rondelPriceWords), never only how many ways there are to pay.
 */
export function moveChange(ruleset: Ruleset, state: GameState, move: Move): string {
  const payments = paymentsFor(ruleset, state, move);
  // A free move (rondel steps within the free ones) has only the empty payment: nothing priced to mark.
  const paysAPrice = payments.some((bag) => Object.values(bag).some((n) => (n ?? 0) > 0));
  const unprinted = paysAPrice ? priceStatus(ruleset, state, move) : undefined;
  const mark = unprinted === 'estimated' ? '(price estimated, not printed)' : unprinted ? '(price set by a house rule)' : '';
  const leadsTo = move.type === 'rondel.select' ? describeFieldAction(ruleset, move.field) : undefined;
  const steps = move.type === 'rondel.select' && paysAPrice ? rondelPriceWords(ruleset, state, move, payments) : undefined;
  if (steps) {
    const pay = [`${plural(steps.fields, 'field')}: pay ${steps.how}`, mark].filter(Boolean).join(' ');
    return [pay, steps.gets || leadsTo].filter(Boolean).join('; ');
  }
  // Listed moves are legal as they stand, so each way counted here is one the player may pick.
  const ways = move.type === 'city.conquer' ? lossesFor(ruleset, state, move.region).length : payments.length;
  let change = '';
  if (ways > 1) change = move.type === 'city.conquer' ? `choose your losses (${ways} ways)` : `choose how to pay (${ways} ways)`;
  else if (move.type === 'unit.move') change = battleWords(ruleset, state, move);
  else if (move.type === 'card.take') change = cardTextWords(ruleset, move.card);
  else if (move.type !== 'trade') {
    const result = applyMove(ruleset, state, move);
    if (result.ok) change = stockChange(state, result.state, decidingNation(state), ruleset);
  }
  if (mark) change = [change, mark].filter(Boolean).join(' ');
  if (leadsTo) change = change ? `${change}, ${leadsTo}` : leadsTo;
  return change;
}

const wordingMarks: Partial<Record<ProvenanceStatus, string>> = {
  derived: '(wording not printed)',
  estimated: '(text estimated, not printed)',
  'fan-data': '(text from fan data)',
  'house-rule': '(a house rule)',
};

/**
 * A card's text beside "Take …" (D-EV-04/05: the card is chosen from the display, so what it does decides the pick;
 * a name alone, with its text only in a tooltip, tells a phone nothing). Its wording is marked where no rulebook
 * prints it: Fortress's text is paraphrased from the rules (D-EV-09), a designer's card has the text its effects
 * generate.
 */
export function cardTextWords(ruleset: Ruleset, card: string): string {
  const info = ruleset.eventCards?.cards[card];
  if (!info) return '';
  const status = indexProvenance(ruleset).lookup(`/eventCards/cards/${escapeSegment(card)}/text`)?.status;
  const text = info.text ?? cardRulesText(ruleset, card);
  const mark = info.text === undefined ? (status === 'house-rule' ? '(a house rule; text generated from its effects)' : '(text generated from its effects, not printed)') : status ? wordingMarks[status] : undefined;
  return [text, mark].filter(Boolean).join(' ');
}

const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;

/**
 * What entering the region starts, read from the engine's own answer to the move: a battle there and then where the
 * ruleset fights on arrival (Duellum, D-MOV-05: "battle: you lose a legion, the Carthaginians lose a legion"), or the
 * nations who may now demand one where battles are on demand (Antike, A-MAN-07). Only what the board shows is said:
 * a reply a hidden card in hand could make is not.
 */
function battleWords(ruleset: Ruleset, state: GameState, move: Extract<Move, { type: 'unit.move' }>): string {
  const result = applyMove(ruleset, state, move);
  if (!result.ok) return '';
  const unit = (id: unknown) => withArticle(unitName(ruleset, String(id)).toLowerCase());
  const fought = result.events
    .filter((e) => e.type === 'battle' && Array.isArray(e.data?.units))
    .map((e) => {
      const [mine, theirs] = e.data!.units as string[];
      return `battle: you lose ${unit(mine)}, the ${nationName(ruleset, String(e.data!.against))} lose ${unit(theirs)}`;
    });
  if (fought.length) return fought.join('; ');
  const before = new Set(state.pending.map((d) => JSON.stringify(d)));
  const demanders = result.state.pending.filter((d) => d.kind === 'battle-demand' && !before.has(JSON.stringify(d))).map((d) => `the ${nationName(ruleset, d.nation)}`);
  return demanders.length ? `${listWords(demanders, 'or')} may demand a battle` : '';
}


/**
 * A rondel move that costs something (D-RON-05: each field beyond the free ones costs a chip or coin of the mover's
 * choice), in words: how many fields the stone moves, what it pays ("1 marble, iron or gold (3 ways)", "4 in any
 * mix of marble, iron and gold (30 ways)", or the one way there is), and what a production field then yields, before
 * the price is taken off ("get 1 iron + 1 coin"). Undefined for a free move or one the engine refuses.
 */
export function rondelPriceWords(ruleset: Ruleset, state: GameState, move: Extract<Move, { type: 'rondel.select' }>, payments = paymentsFor(ruleset, state, move)): { fields: number; due: number; how: string; gets: string } | undefined {
  const first = payments[0];
  if (!first) return undefined;
  const due = Object.values(first).reduce<number>((sum, n) => sum + (n ?? 0), 0);
  if (due === 0) return undefined;
  const result = applyMove(ruleset, state, { ...move, payment: first });
  if (!result.ok) return undefined;
  const fields = Number(result.events.find((e) => e.type === 'rondel.select')?.data?.steps ?? 0);
  const nation = decidingNation(state);
  // What the action yields: the stock after the move against the stock with the price already paid.
  const stock = state.nation[nation].stock;
  const paid = { ...stock };
  for (const [c, n] of Object.entries(first)) paid[c as Currency] = (paid[c as Currency] ?? 0) - (n ?? 0);
  const gets = stockChange({ ...state, nation: { ...state.nation, [nation]: { ...state.nation[nation], stock: paid } } }, result.state, nation, ruleset);
  let how: string;
  if (payments.length === 1) how = describeBag(first, ruleset);
  else {
    const currencies: Currency[] = [...Object.keys(ruleset.economy.resources), 'coin'];
    const used = currencies.filter((c) => payments.some((bag) => (bag[c] ?? 0) > 0)).map((c) => (c === 'coin' ? (due === 1 ? 'coin' : 'coins') : kindName(ruleset, c)));
    how = due === 1 ? `1 ${listWords(used, 'or')} (${payments.length} ways)` : `${due} in any mix of ${listWords(used, 'and')} (${payments.length} ways)`;
  }
  return { fields, due, how, gets };
}

/**
 * The ways to pay in the order a player reads them: fewest coins first, since a coin stands in for any chip
 * (D-COIN-01) and is the one a player keeps for last, then by the ruleset's kinds in their declared order, the
 * order the move's own label names them ("pay 1 marble, iron or gold"). The engine lists its default way first and
 * the rest in the order it walks them (paymentsFor), which put a coin second: "marble, coin, gold, iron".
 */
export function paymentsInPlayerOrder<B extends Partial<Record<Currency, number>>>(ruleset: Ruleset, payments: readonly B[]): B[] {
  const kinds = Object.keys(ruleset.economy.resources);
  return [...payments].sort((a, b) => {
    const coins = (a.coin ?? 0) - (b.coin ?? 0);
    if (coins) return coins;
    for (const kind of kinds) if ((a[kind] ?? 0) !== (b[kind] ?? 0)) return (b[kind] ?? 0) - (a[kind] ?? 0);
    return 0;
  });
}

/** Every nation's stone where its rondel stands, named and coloured from the ruleset's map (play and compare pages). */
export function rondelStones(ruleset: Ruleset, state: GameState): RondelStone[] {
  return state.nations.map((n) => ({ nation: n, name: nationName(ruleset, n), hex: ruleset.map.nations[n]?.hex, color: ruleset.map.nations[n]?.color, field: state.nation[n].rondel }));
}
