/**
 * What a screen reader hears on the compare page (pairAnnouncement): after a person's move on the shared list the
 * bots answer in both games, silently to the eye's slower reader; the status line says their moves and whose turn it
 * is, as the play page's does (turnAnnouncement). Real games of the real engine.
 */
import { describe, expect, it } from 'vitest';
import { decidingNation, type GameState } from '../../engine/index';
import { advance, humanMove, newPair, pairAnnouncement, runBots, stepMoveWords, type Pair } from '../../app/_lib/compare-model';
import { offeredMoves } from '../../app/_lib/divergence';
import { current, resultWords, seatOf, turnWords } from '../../app/_lib/play-model';
import { ruleset, rulesetWith } from '../helpers/game';

const duellum = ruleset('antike-duellum');
const templesAt5 = rulesetWith('antike-duellum', { id: 'duellum-temples-5', actions: { build: { temple: { cost: { marble: 5 } } } } });

function personDecides(pair: Pair): boolean {
  const a = current(pair.a);
  return !a.result && seatOf(pair.a, a, decidingNation(a)) === 'human';
}

/** A person and a random bot, played on until the person decides. */
function toPerson(pair: Pair): Pair {
  const run = runBots(duellum, templesAt5, pair, { until: 'person' }, 2000);
  expect(run.error).toBeUndefined();
  expect(run.stopped).toBe('a person decides next');
  return run.pair;
}

describe("pairAnnouncement: the compare page's status line for a screen reader", () => {
  it("after the person's move, the bots' answers in both games (marked 'both' when shared), then whose turn it is", () => {
    const made = newPair(duellum, templesAt5, { seed: 4, players: 2, seats: ['human', 'random'], botSeed: 2 });
    if (!made.ok) throw new Error(made.message);
    let pair = toPerson(made.pair);
    // The person's move, then the bot's whole turn in reply.
    for (let moves = 0; moves < 30; moves++) {
      const offered = offeredMoves(duellum, current(pair.a), templesAt5, current(pair.b)).find((o) => o.a && o.b && o.move.type !== 'card.play');
      expect(offered, 'a move offered on both sides').toBeDefined();
      const moved = humanMove(duellum, templesAt5, pair, offered!);
      if (!moved.ok) throw new Error(moved.message);
      pair = toPerson(moved.pair);
      if (pair.steps.at(-1)!.byBot) break;
    }
    const bots = pair.steps.slice(pair.steps.findLastIndex((s) => !s.byBot) + 1);
    expect(bots.length).toBeGreaterThan(0);
    const said = pairAnnouncement(duellum, templesAt5, pair, true, 100);
    expect(said.startsWith('Since your last move: ')).toBe(true);
    // Every bot step since, in order, each read from the position it was made in.
    let from = 0;
    for (const step of bots) {
      const words = step.shared ? `${stepMoveWords(duellum, pair, 'a', step)} (both)` : `A: ${stepMoveWords(duellum, pair, 'a', step)}`;
      const at = said.indexOf(words, from);
      expect(at, words).toBeGreaterThanOrEqual(from);
      from = at + words.length;
    }
    const a = current(pair.a);
    const b = current(pair.b);
    // Temples at 5 marble change no turn's words here: one line for both games.
    expect(turnWords(duellum, a)).toBe(turnWords(templesAt5, b));
    expect(said.endsWith(`. A and B: ${turnWords(duellum, a)}`)).toBe(true);
    // Only the last lines when the bots did more.
    expect(pairAnnouncement(duellum, templesAt5, pair, true, 1).split('; ')).toHaveLength(1);
  });

  it('silent while the bots are to move', () => {
    const made = newPair(duellum, templesAt5, { seed: 4, players: 2, seats: ['human', 'random'], botSeed: 2 });
    if (!made.ok) throw new Error(made.message);
    expect(pairAnnouncement(duellum, templesAt5, made.pair, false)).toBe('');
  });

  it('games whose positions differ are read side by side', () => {
    const made = newPair(duellum, templesAt5, { seed: 2, players: 2, seats: ['human', 'human'], botSeed: 1 });
    if (!made.ok) throw new Error(made.message);
    const offered = offeredMoves(duellum, made.pair.a.initial, templesAt5, made.pair.b.initial);
    // Only A moves: B still waits at the start.
    const stepped = advance(duellum, templesAt5, made.pair, { a: offered[0].move }, false);
    if (!stepped.ok) throw new Error(stepped.message);
    expect(personDecides(stepped.pair)).toBe(true);
    const a = turnWords(duellum, current(stepped.pair.a));
    const b = turnWords(templesAt5, current(stepped.pair.b));
    expect(a).not.toBe(b);
    // The person's own move is not read back: nothing since it.
    expect(pairAnnouncement(duellum, templesAt5, stepped.pair, true)).toBe(`A: ${a} B: ${b}`);
  });

  it('once both games have ended, each ending with its winner and reason', () => {
    const made = newPair(duellum, templesAt5, { seed: 4, players: 2, seats: ['human', 'random'], botSeed: 2 });
    if (!made.ok) throw new Error(made.message);
    const won = { winner: 'romans', reason: 'the Romans hold 9 personages', ending: 'target' } as GameState['result'];
    const stalled = { stalled: true, reason: 'the round limit passed', ending: 'stall' } as GameState['result'];
    const over: Pair = { ...made.pair, a: { ...made.pair.a, initial: { ...made.pair.a.initial, result: won } }, b: { ...made.pair.b, initial: { ...made.pair.b.initial, result: stalled } } };
    expect(resultWords(duellum, won!)).toBe('The Romans won. The Romans hold 9 personages.');
    expect(pairAnnouncement(duellum, templesAt5, over, false)).toBe('Both games are over. A: The Romans won. The Romans hold 9 personages. B: No winner: the game stalled. The round limit passed.');
  });
});
