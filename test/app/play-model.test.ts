/**
 * The play page's session model: a shared record with a refused move keeps the moves before it, and "undo to my
 * last decision" takes back the person's move under the bots' answers, rewinding the bots' stream with it; a listed
 * move's price is marked when no rulebook prints it.
 */
import { describe, expect, it } from 'vitest';
import { applyMove, decidingNation, legalMoves, paymentsFor, type GameState, type Move } from '../../engine/index';
import { botMovesSinceMine, current, moveChange, turnAnnouncement, newSession, paymentsInPlayerOrder, play, replayRecord, seatOf, toRecord, undoBlocker, undoNote, undoTo, undoToMine, type Session } from '../../app/_lib/play-model';
import type { Seat } from '../../app/_lib/game-record';
import type { Ruleset } from '../../engine/ruleset/types';
import { given, play as playMove, ruleset, rulesetWith } from '../helpers/game';
import { blank4, east as eastRuleset, RED, YELLOW } from '../scenarios/antike/support';
import { describeStep, nationName } from '../../app/_lib/describe-move';

const duellum = ruleset('antike-duellum');
const east = eastRuleset();

/** Ends each step as soon as the engine allows, so turns pass quickly; bots advance their stream by one per move. */
function step(session: Session): Session {
  const state = current(session);
  const moves = legalMoves(duellum, state);
  const move = moves.find((m) => m.type === 'phase.end') ?? moves[0];
  const byBot = seatOf(session, state, decidingNation(state)) !== 'human';
  const result = play(duellum, session, move, byBot, byBot ? session.botRng + 1 : session.botRng);
  if (!result.ok) throw new Error(result.error.message);
  return result.session;
}

function started(seats: Seat[]): Session {
  const made = newSession(duellum, 3, 2, seats);
  if (!made.ok) throw new Error(made.message);
  return made.session;
}

describe('replayRecord', () => {
  it('a refused move: the moves before it replay, and the message names it', () => {
    let session = started(['human', 'human']);
    for (let i = 0; i < 6; i++) session = step(session);
    const record = toRecord(session);
    const broken = { ...record, moves: [...record.moves, { type: 'rondel.select', field: 'nowhere' } as Move, record.moves[0]] };
    const replayed = replayRecord(duellum, broken);
    expect(replayed.ok).toBe(false);
    if (replayed.ok) return;
    expect(replayed.message).toMatch(/^move 7 of 8 \(.+\) is refused: /);
    expect(replayed.partial?.refused).toBe(7);
    expect(replayed.partial?.total).toBe(8);
    expect(toRecord(replayed.partial!.session).moves).toEqual(record.moves);
  });

  it('a game of another ruleset names that ruleset', () => {
    const replayed = replayRecord(duellum, { ...toRecord(started(['human', 'human'])), rulesetId: 'antike-east' });
    expect(replayed).toMatchObject({ ok: false, otherRuleset: 'antike-east' });
  });
});

describe('undo to my last decision', () => {
  /** A person against a random bot, played until the bot has answered the person's last move and the person decides again. */
  function afterBotAnswer(): { session: Session; mine: number } {
    let session = started(['human', 'random']);
    for (let i = 0; i < 200; i++) {
      session = step(session);
      const now = current(session);
      const last = session.entries.at(-1)!;
      const mine = session.entries.findLastIndex((e) => !e.byBot);
      if (last.byBot && mine >= 0 && seatOf(session, now, decidingNation(now)) === 'human') return { session, mine };
    }
    throw new Error('the bot never answered');
  }

  it('takes back the person\'s last move and the bot moves since; the bots\' stream is rewound', () => {
    const { session, mine } = afterBotAnswer();
    expect(undoBlocker(duellum, session)).toMatch(/the last move was the bot's/);
    const offer = undoToMine(duellum, session);
    expect(offer).toMatchObject({ ok: true, keep: mine, botMoves: session.entries.length - 1 - mine });
    const back = undoTo(session, mine);
    expect(back.entries).toHaveLength(mine);
    expect(current(back)).toEqual(mine ? session.entries[mine - 1].state : session.initial);
    expect(back.botRng).toBe(session.entries[mine].botRngBefore);
    // The same move again brings the bots to the same stream: they answer alike.
    const again = play(duellum, back, session.entries[mine].move);
    expect(again.ok && again.session.botRng).toBe(session.entries[mine + 1].botRngBefore);
    // The person now decides: plain undo applies again, and "to my last decision" does not.
    expect(undoToMine(duellum, back)).toBeUndefined();
  });

  it('is not offered while a bot decides, nor after a person\'s own move', () => {
    let session = started(['human', 'random']);
    expect(undoToMine(duellum, session)).toBeUndefined();
    session = step(session);
    expect(undoToMine(duellum, session)).toBeUndefined();
  });

  it('once the game is over, the note under the undo buttons says so once', () => {
    const { session } = afterBotAnswer();
    const entries = session.entries.map((e, i) => (i === session.entries.length - 1 ? { ...e, state: { ...e.state, result: { winner: e.nation, reason: 'reached 9 personages' } as never } } : e));
    const over = { ...session, entries };
    const blocker = undoBlocker(duellum, over)!;
    expect(undoNote(duellum, blocker, undoToMine(duellum, over))).toBe('Undo: the game is over.');
    // Before the end, both reasons are given.
    expect(undoNote(duellum, undoBlocker(duellum, session)!, undoToMine(duellum, session))).toMatch(/^Undo: the last move was the bot's .*; “Undo to my last decision” takes back your move/);
  });

  it('a move since then that drew at random stands', () => {
    const { session, mine } = afterBotAnswer();
    const entries = session.entries.map((e, i) => (i === session.entries.length - 1 ? { ...e, events: [...e.events, { type: 'card.drawn', text: 'a card', random: true } as never] } : e));
    const offer = undoToMine(duellum, { ...session, entries });
    expect(offer).toMatchObject({ ok: false });
    expect(offer && !offer.ok && offer.why).toMatch(/drew at random, so it stands/);
    expect(mine).toBeGreaterThanOrEqual(0);
  });
});

function applyState(rules: Ruleset, state: GameState, move: Move): GameState {
  const result = applyMove(rules, state, move);
  if (!result.ok) throw new Error(result.error.message);
  return result.state;
}

describe('moveChange: the price mark beside a listed move', () => {
  it('marks a price no rulebook prints by the move\'s price, not by its words: STRATA (D-SCI-02) says "pay … (price estimated, not printed)"', () => {
    const s0 = given(duellum, { active: 'romans', blank: true, rondel: { romans: null }, cities: { roma: { owner: 'romans', resource: 'gold' } }, stock: { romans: { gold: 9 } } });
    const s = applyState(duellum, s0, { type: 'rondel.select', field: 'scientia' });
    const strata = legalMoves(duellum, s).find((m) => m.type === 'knowhow.develop' && m.knowHow === 'strata');
    expect(strata).toBeDefined();
    expect(moveChange(duellum, s, strata!)).toMatch(/^pay \d+ gold \(price estimated, not printed\)$/);
    // A printed price (the legion a nation recruits in SCIENTIA, D-SCI-08) gets no mark.
    const recruit = legalMoves(duellum, s).find((m) => m.type === 'unit.recruit');
    expect(moveChange(duellum, s, recruit!)).toMatch(/^pay \d+ gold$/);
  });

  it('a paid rondel step onto a production field reads as what the mover gets, and its house-rule step price is still marked (D-RON-05)', () => {
    // Two chips a step beyond the free three, as a house rule. MILITIA → FERRUM is four fields: one paid step, paid in
    // iron (the only kind held), then FERRUM produces 3 iron and a coin, said as such rather than netted.
    const V = rulesetWith('antike-duellum', { rondel: { stepCost: 2 }, provenance: { '/rondel/stepCost': { status: 'house-rule', note: '1 in the rulebook' } } });
    const iron = { owner: 'romans', resource: 'iron' } as const;
    const s = given(V, { active: 'romans', blank: true, rondel: { romans: 'militia' }, cities: { roma: iron, neapolis: iron, brundisium: iron }, stock: { romans: { iron: 2 } } });
    const ferrum = legalMoves(V, s).find((m) => m.type === 'rondel.select' && m.field === 'ferrum')!;
    const change = moveChange(V, s, ferrum);
    expect(change).toBe('4 fields: pay 2 iron (price set by a house rule); get 3 iron + 1 coin');
    // A free step (MILITIA → MARMOR, one field) pays nothing, so there is no price to mark.
    const marmor = legalMoves(V, s).find((m) => m.type === 'rondel.select' && m.field === 'marmor')!;
    expect(moveChange(V, s, marmor)).not.toContain('house rule');
  });
});

describe('moveChange: a rondel field beyond the free ones says how far, what it costs and what it gives (D-RON-05)', () => {
  // Romans on MILITIA with a marble, an iron and a gold city and 3 marble, 1 iron, 3 gold: every further field costs a
  // chip or coin of their choice.
  const city = (resource: string) => ({ owner: 'romans', resource }) as const;
  const s = given(duellum, { active: 'romans', blank: true, rondel: { romans: 'militia' }, cities: { neapolis: city('marble'), brundisium: city('iron'), roma: city('gold') }, stock: { romans: { marble: 3, iron: 1, gold: 3 } } });
  const field = (id: string) => legalMoves(duellum, s).find((m) => m.type === 'rondel.select' && m.field === id)!;

  it('FERRUM, four fields: one chip of three kinds, then the iron and the coin it produces', () => {
    expect(moveChange(duellum, s, field('ferrum'))).toBe('4 fields: pay 1 marble, iron or gold (3 ways); get 1 iron + 1 coin');
  });

  it('back to MILITIA, a full circle of eight fields: five chips in any mix, then the action it leads to (D-RON-06)', () => {
    expect(moveChange(duellum, s, field('militia'))).toMatch(/^8 fields: pay 5 in any mix of marble, iron and gold \(\d+ ways\); then arm units in your cities$/);
  });

  it('a free field keeps its short label', () => {
    expect(moveChange(duellum, s, field('marmor'))).toBe('get 1 marble + 1 coin');
  });

  it('with a coin held, coins are among the kinds', () => {
    const rich = given(duellum, { active: 'romans', blank: true, rondel: { romans: 'militia' }, cities: { brundisium: city('iron') }, stock: { romans: { iron: 1, coin: 2 } } });
    const templum = legalMoves(duellum, rich).find((m) => m.type === 'rondel.select' && m.field === 'templum')!;
    expect(moveChange(duellum, rich, templum)).toBe('5 fields: pay 2 in any mix of iron and coins (2 ways); then build temples and town walls');
  });
});

describe('moveChange: a unit move says the battle it starts', () => {
  it('Duellum fights on arrival (D-MOV-05): a legion entering a region with an enemy legion says both are lost', () => {
    const s0 = given(duellum, { active: 'romans', blank: true, rondel: { romans: null }, cities: { roma: { owner: 'romans', resource: 'gold' } }, units: { cremona: { romans: { legion: 1 } }, lugdunum: { carthaginians: { legion: 1 } }, genua: { carthaginians: { galley: 1 } } } });
    const s = applyState(duellum, s0, { type: 'rondel.select', field: 'duellum-1' });
    expect(moveChange(duellum, s, { type: 'unit.move', from: 'cremona', to: 'lugdunum', unit: 'legion' })).toBe('battle: you lose a legion, the Carthaginians lose a legion');
    // Legions and galleys never fight (D-MOV-08): a legion entering beside an enemy galley starts nothing.
    const beside = { type: 'unit.move', from: 'cremona', to: 'genua', unit: 'legion' } as const;
    expect(legalMoves(duellum, s)).toContainEqual(beside);
    expect(moveChange(duellum, s, beside)).toBe('');
  });

  it('Antike fights on demand (A-MAN-07): entering a region with enemy legions says who may demand a battle', () => {
    const s = playMove(east, blank4(east, RED, { units: { gerrha: { [RED]: { legion: 1 } }, babylon: { [YELLOW]: { legion: 1 } } } }), { type: 'rondel.select', field: 'maneuver-1' }).state;
    expect(moveChange(east, s, { type: 'unit.move', from: 'gerrha', to: 'babylon', unit: 'legion' })).toBe(`the ${east.map.nations[YELLOW].name} may demand a battle`);
  });
});

describe('moveChange: a card taken from the display says what it does (D-EV-04/05)', () => {
  const take = (rules: Ruleset, card: string) => moveChange(rules, given(rules, {}), { type: 'card.take', card });

  it('a printed card reads as printed', () => {
    expect(take(duellum, 'academy')).toBe('While on Scientia, collect 1 gold per know-how your opponent owns, whether he got a scholar for it or not.');
  });

  it('Fortress, whose text no rulebook prints (paraphrased from D-EV-09), says so', () => {
    expect(take(duellum, 'fortress')).toMatch(/^Play during your opponent's turn when he conquers one of your cities: .* \(wording not printed\)$/);
  });

  it("a house card without a written text gives the text its effects generate, marked as the variant's own", () => {
    const house = ruleset('antike-duellum-house-events');
    expect(take(house, 'granary')).toBe('Play on your own turn. Your production rises by 2 the next time it counts. (a house rule; text generated from its effects)');
  });
});

describe('paymentsInPlayerOrder: the ways to pay as a player reads them, chips first and coins last (D-COIN-01, D-RON-05)', () => {
  const city = (resource: string) => ({ owner: 'romans', resource }) as const;
  const cities = { neapolis: city('marble'), brundisium: city('iron'), roma: city('gold') };

  it('one rondel step: marble, iron, gold, then the coin, whatever the engine puts first', () => {
    // Gold is the most plentiful chip, so the engine's usual way pays gold and lists it first.
    const s = given(duellum, { active: 'romans', blank: true, rondel: { romans: 'militia' }, cities, stock: { romans: { marble: 1, iron: 1, gold: 3, coin: 2 } } });
    const ferrum = legalMoves(duellum, s).find((m) => m.type === 'rondel.select' && m.field === 'ferrum')!;
    const engine = paymentsFor(duellum, s, ferrum);
    expect(engine[0]).toEqual({ gold: 1 });
    expect(engine[1]).toEqual({ coin: 1 });
    expect(paymentsInPlayerOrder(duellum, engine)).toEqual([{ marble: 1 }, { iron: 1 }, { gold: 1 }, { coin: 1 }]);
  });

  it('two steps: the mixes without a coin, then with one, then with two; every way kept once', () => {
    const s = given(duellum, { active: 'romans', blank: true, rondel: { romans: 'militia' }, cities: { brundisium: city('iron') }, stock: { romans: { marble: 1, iron: 1, coin: 2 } } });
    const templum = legalMoves(duellum, s).find((m) => m.type === 'rondel.select' && m.field === 'templum')!;
    const engine = paymentsFor(duellum, s, templum);
    const ordered = paymentsInPlayerOrder(duellum, engine);
    expect(ordered).toEqual([{ marble: 1, iron: 1 }, { marble: 1, coin: 1 }, { iron: 1, coin: 1 }, { coin: 2 }]);
    expect(ordered).toHaveLength(engine.length);
    expect(engine).not.toEqual(ordered);
  });
});

/** Whether a person decides now. */
const human = (session: Session) => seatOf(session, current(session), decidingNation(current(session))) === 'human';

/** Steps until a person (`person`), or else a bot, decides. */
function until(session: Session, person: boolean): Session {
  while (human(session) !== person) session = step(session);
  return session;
}

describe("botMovesSinceMine: the bots' moves since a person last moved, for beside the moves", () => {

  it("after my turn and the bot's: its events without the turn lines, in order, after mine", () => {
    let session = until(until(started(['human', 'random']), true), false);
    const mine = session.entries.length;
    session = until(session, true);
    const bots = session.entries.slice(mine);
    expect(bots.length).toBeGreaterThan(1);
    expect(bots.every((e) => e.byBot)).toBe(true);
    const since = botMovesSinceMine(session);
    expect(since.afterMine).toBe(true);
    expect(since.events).toEqual(bots.flatMap((e) => e.events).filter((e) => e.type !== 'turn.start'));
    expect(since.events.map((e) => e.text)).toContain(`Carthaginians moved to ${duellum.rondel.fields[current(session).nation.carthaginians.rondel!].name}`);
    expect(since.events.some((e) => e.type === 'turn.start')).toBe(false);
  });

  it('a bot that opens the game: its moves, before any of mine; nothing once I have moved', () => {
    // Seats swapped until the bot is the start player.
    let session = started(['random', 'human']);
    if (human(session)) session = started(['human', 'random']);
    expect(human(session)).toBe(false);
    expect(botMovesSinceMine(session)).toEqual({ events: [], afterMine: false });
    session = until(session, true);
    expect(botMovesSinceMine(session).afterMine).toBe(false);
    expect(botMovesSinceMine(session).events.length).toBeGreaterThan(0);
    session = step(session);
    expect(botMovesSinceMine(session).events).toEqual([]);
  });

  it('hot seat: no bot, nothing to show', () => {
    let session = started(['human', 'human']);
    for (let i = 0; i < 6; i++) session = step(session);
    expect(botMovesSinceMine(session).events).toEqual([]);
  });
});

describe("turnAnnouncement: what a screen reader hears when it is a person's move or the game ends", () => {

  it("after the bot's turn: its moves since mine, then whose turn it is and what the step asks, as the banner says it", () => {
    let session = until(until(started(['human', 'random']), true), false);
    session = until(session, true);
    const state = current(session);
    const lines = botMovesSinceMine(session).events.map((e) => e.text);
    expect(lines.length).toBeGreaterThan(1);
    const turn = `Turn of the ${nationName(duellum, decidingNation(state))}: ${describeStep(duellum, state)}`;
    expect(turnAnnouncement(duellum, session, true, 8)).toBe(`Since your last move: ${lines.slice(-8).join('; ')}. ${turn}`);
    // Only the last lines when the bots did more.
    expect(turnAnnouncement(duellum, session, true, 1)).toBe(`Since your last move: ${lines.at(-1)}. ${turn}`);
  });

  it('silent while a bot is to move; once I have moved in my turn, only what my turn asks next', () => {
    let session = until(started(['human', 'random']), false);
    expect(turnAnnouncement(duellum, session, false)).toBe('');
    // On until a person decides right after a move of their own (a later step of the same turn).
    do session = step(session);
    while (!(human(session) && !session.entries.at(-1)!.byBot));
    const state = current(session);
    expect(turnAnnouncement(duellum, session, true)).toBe(`Turn of the ${nationName(duellum, decidingNation(state))}: ${describeStep(duellum, state)}`);
  });

  it('the end of the game is said with its winner and reason', () => {
    const session = started(['human', 'random']);
    const over = { ...session, initial: { ...session.initial, result: { winner: 'romans', reason: 'the Romans hold 9 personages', ending: 'target' } as GameState['result'] } };
    expect(turnAnnouncement(duellum, over, false)).toBe('The Romans won. The Romans hold 9 personages.');
    const stalled = { ...session, initial: { ...session.initial, result: { stalled: true, reason: 'the round limit passed', ending: 'stall' } as GameState['result'] } };
    expect(turnAnnouncement(duellum, stalled, false)).toBe('No winner: the game stalled. The round limit passed.');
  });
});
