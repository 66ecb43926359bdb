import { afterEach, describe, expect, it } from 'vitest';
import { bots } from '../../engine/bots/index';
import { endingOf, gameSpecs, leadChanges, leadFrom, playRecord, rotationsFor, seatBots, UnknownBotError } from '../../engine/sim/play-record';
import { ruleset } from '../helpers/game';

const duellum = ruleset('antike-duellum');

describe('playRecord: one seeded game with named bots', () => {
  afterEach(() => {
    delete (bots as Record<string, unknown>).broken;
  });

  it('records a finished game with its winner, ending and the winner’s personages; the same seed gives the same record', () => {
    // Random Duellum games last ~1,400–2,300 moves; a cap of 3,000 lets this one finish.
    const record = playRecord(duellum, { seed: 1, bots: ['random'], maxMoves: 3000 });
    expect(record.outcome).toBe('finished');
    expect(record.order).toContain(record.winner);
    expect(record.ending).toBe('personages');
    const cards = Object.values(record.winnerPersonages ?? {}).reduce((a, b) => a + b, 0);
    expect(cards).toBeGreaterThanOrEqual(9); // Duellum's target (D-GOAL-01)
    expect(record.seats).toEqual({ carthaginians: 'random', romans: 'random' });
    expect(record.decisions).toBeGreaterThan(0);
    expect(record.legalSum / record.decisions).toBeGreaterThan(1); // decisions are moves with more than one choice
    expect(record.offTurnDecisions).toBeLessThanOrEqual(record.decisions);
    expect(record.turnsPerNation).toBe(record.rounds - (record.winner === record.order[0] ? 0.5 : 0));
    expect(playRecord(duellum, { seed: 1, bots: ['random'], maxMoves: 3000 })).toEqual(record);
  });

  it('closeness, counted by hand: a tie names no leader and changes nothing; the winner led alone from the last change on', () => {
    // red, tie, red, blue, blue, tie, red, red: red → blue → red is 2 changes; red leads alone from turn end 6 of 8.
    const leaders = ['red', undefined, 'red', 'blue', 'blue', undefined, 'red', 'red'];
    expect(leadChanges(leaders)).toBe(2);
    expect(leadFrom(leaders, 'red')).toBe(0.75);
    expect(leadFrom(leaders, 'blue')).toBe(1); // not alone ahead at the end: it won by another rule
    expect(leadFrom(['red', 'red'], 'red')).toBe(0);
    expect(leadChanges([])).toBe(0);
  });

  it('closeness of a real game: the winner is ahead at the end (Duellum: 9 personages to fewer), and led alone from some turn on', () => {
    const record = playRecord(duellum, { seed: 3, bots: ['heuristic'], maxMoves: 3000 });
    expect(record.outcome).toBe('finished');
    expect(record.margin).toBeGreaterThanOrEqual(1);
    expect(record.margin).toBeLessThanOrEqual(9);
    expect(record.winnerLeadFrom).toBeGreaterThanOrEqual(0);
    expect(record.winnerLeadFrom).toBeLessThan(1);
    expect(record.leadChanges).toBeGreaterThanOrEqual(0);
    // A stalled game has lead changes but no margin and no lead: nobody won.
    const stalled = playRecord(duellum, { seed: 3, bots: ['heuristic'], maxMoves: 200 });
    expect(stalled.outcome).toBe('stalled');
    expect(typeof stalled.leadChanges).toBe('number');
    expect(stalled.margin).toBeUndefined();
    expect(stalled.winnerLeadFrom).toBeUndefined();
  });

  it('closeness where a player runs two nations (2-player Antike, A-SET-12): the race is between the players', () => {
    const record = playRecord(ruleset('antike-two-players'), { seed: 2, bots: ['heuristic'], maxMoves: 6000 });
    expect(record.outcome).toBe('finished');
    // The winner's player is alone ahead when the game ends: its best nation reached the target, the other's did not.
    expect(record.winnerLeadFrom).toBeLessThan(1);
    expect(record.margin).toBeGreaterThanOrEqual(1);
  });

  it('records who runs which nations where a player runs several (2-player Antike, A-SET-12), and only there', () => {
    const record = playRecord(ruleset('antike-two-players'), { seed: 1, bots: ['random'], maxMoves: 20 });
    expect(record.players).toEqual([['persians', 'phoenicians'], ['greeks', 'arabs']]);
    expect(playRecord(duellum, { seed: 1, bots: ['random'], maxMoves: 20 }).players).toBeUndefined();
  });

  it('a game that reaches the move cap is stalled: no winner, no ending', () => {
    const record = playRecord(duellum, { seed: 1, bots: ['random'], maxMoves: 50 });
    expect(record.outcome).toBe('stalled');
    expect(record.stall).toBe('move cap 50');
    expect(record.moves).toBe(50);
    expect(record.winner).toBeUndefined();
    expect(record.ending).toBeUndefined();
  });

  it('a bot that throws makes an error record (never a draw, never a win), with the message', () => {
    (bots as Record<string, unknown>).broken = () => {
      throw new Error('bot fell over');
    };
    const record = playRecord(duellum, { seed: 3, bots: ['random', 'broken'], maxMoves: 500 });
    expect(record.outcome).toBe('error');
    expect(record.error).toBe('bot fell over');
    expect(record.winner).toBeUndefined();
  });

  it('a bot that chooses a move that is not listed makes an error record; the game is not changed by it', () => {
    (bots as Record<string, unknown>).broken = () => [{ type: 'temple.build', region: 'roma' }, 1];
    const record = playRecord(duellum, { seed: 3, bots: ['broken'], maxMoves: 500 });
    expect(record.outcome).toBe('error');
    expect(record.error).toMatch(/bot 'broken' chose a move that is not listed: \{"type":"temple.build"/);
    expect(record.moves).toBeLessThan(5);
  });

  it('an unknown bot name fails before the game, naming the known bots', () => {
    expect(() => playRecord(duellum, { seed: 1, bots: ['nosuch'], maxMoves: 10 })).toThrow(UnknownBotError);
    expect(() => playRecord(duellum, { seed: 1, bots: ['nosuch'], maxMoves: 10 })).toThrow(/unknown bot 'nosuch'; known bots: random, greedy/);
    expect(() => playRecord(duellum, { seed: 1, bots: ['heuristic:conquerer'], maxMoves: 10 })).toThrow(/unknown bot 'heuristic:conquerer' \(did you mean 'heuristic:conqueror'\?\); known bots: random/);
    expect(() => playRecord(duellum, { seed: 1, bots: ['toString'], maxMoves: 10 })).toThrow(UnknownBotError); // no prototype names
    expect(() => playRecord(duellum, { seed: 1, bots: ['mcts:'], maxMoves: 10 })).toThrow(/known bots: .*, mcts:<iterations>/);
  });

  it('MCTS with its budget in the name plays as rondel play --bots mcts:N does, the same record twice', () => {
    const first = playRecord(duellum, { seed: 2, bots: ['mcts:30', 'heuristic'], maxMoves: 40 });
    expect(first.outcome).not.toBe('error');
    expect(first.moves).toBe(40);
    expect(playRecord(duellum, { seed: 2, bots: ['mcts:30', 'heuristic'], maxMoves: 40 })).toEqual(first);
  });

  it('seatings: two bots swap seats; one bot needs one seating', () => {
    expect(seatBots(['a', 'b'], 2, 0)).toEqual(['a', 'b']);
    expect(seatBots(['a', 'b'], 2, 1)).toEqual(['b', 'a']);
    expect(seatBots(['a', 'b'], 3, 0)).toEqual(['a', 'b', 'a']);
    expect(seatBots(['a', 'b'], 3, 1)).toEqual(['b', 'a', 'a']);
    expect(rotationsFor(['h'], 4)).toBe(1);
    expect(rotationsFor(['h', 'h'], 2)).toBe(1);
    expect(rotationsFor(['a', 'b'], 2)).toBe(2);
    expect(gameSpecs({ games: 5, seed: 10, bots: ['a', 'b'], players: 2 })).toEqual([
      { seed: 10, rotation: 0 },
      { seed: 10, rotation: 1 },
      { seed: 11, rotation: 0 },
      { seed: 11, rotation: 1 },
      { seed: 12, rotation: 0 },
    ]);
    const swapped = playRecord(duellum, { seed: 4, bots: ['random', 'greedy'], rotation: 1, maxMoves: 20 });
    const straight = playRecord(duellum, { seed: 4, bots: ['random', 'greedy'], rotation: 0, maxMoves: 20 });
    for (const nation of straight.order) expect(swapped.seats[nation]).not.toBe(straight.seats[nation]);
  });

  it('ending codes for the engine’s win reasons (D-GOAL-01, A-GOAL-10); unknown reasons pass through', () => {
    expect(endingOf('reached 9 personages')).toBe('personages');
    expect(endingOf('reached 12 victory points')).toBe('victory-points');
    expect(endingOf('destroyed a temple after every personage was gone (A-GOAL-10)')).toBe('temple-after-exhaustion');
    expect(endingOf('something new')).toBe('something new');
  });
});
