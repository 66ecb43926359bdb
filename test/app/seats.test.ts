/**
 * The seats a person can give a bot on the play and compare pages (app/_lib/game-record.ts): each names a bot the
 * engine's registry knows by that name, so the page's worker, a saved game and `rondel play --bots` agree on it.
 */
import { describe, expect, it } from 'vitest';
import { botByName, bots, createGame, legalMoves } from '../../engine/index';
import { botGuide, botWords, parseGameRecord, seatKinds, seatLabels } from '../../app/_lib/game-record';
import { ruleset } from '../helpers/game';

describe('seats', () => {
  it('every bot seat is a bot the engine finds by that name, with a label and a line in the guide', () => {
    for (const seat of seatKinds) {
      expect(seatLabels[seat], seat).toMatch(/\S/);
      if (seat === 'human') continue;
      expect(botByName(seat), seat).toBeTypeOf('function');
      expect(botGuide[seat], seat).toMatch(/\S/);
    }
    // The simulate page offers the registry's bots: each has its line in the guide too, and every line names a bot.
    for (const name of Object.keys(bots)) expect(botGuide[name], name).toMatch(/\S/);
    for (const name of Object.keys(botGuide)) expect(botByName(name), name).toBeTypeOf('function');
    // Prototype names are no bots (a seat read from a file or a link must not reach Object.prototype).
    expect(botByName('toString')).toBeUndefined();
    expect(botByName('constructor')).toBeUndefined();
  });

  it('the strongest seat is MCTS at the 1,000 iterations its strength was measured at, made once per process', () => {
    expect(seatKinds).toContain('mcts:1000');
    expect(botByName('mcts:1000')).toBe(botByName('mcts:1000'));
    // It plays: a legal move from the start of a Duellum game, and the same one again from the same stream.
    const duellum = ruleset('antike-duellum');
    const state = createGame(duellum, { seed: 7, players: 2 });
    const moves = legalMoves(duellum, state);
    const [move] = botByName('mcts:1000')!(duellum, state, moves, 12345);
    expect(moves).toContainEqual(move);
    expect(botByName('mcts:1000')!(duellum, state, moves, 12345)[0]).toEqual(move);
  });

  it('a saved game with the new seats loads, and one with an MCTS bot at a budget a simulation ran; an unknown seat is named with the list', () => {
    const saved = { rulesetId: 'antike-duellum', seed: 4, players: 2, seats: ['mcts:1000', 'heuristic:conqueror'], moves: [] };
    const loaded = parseGameRecord(JSON.stringify(saved));
    expect(loaded.ok && loaded.record.seats).toEqual(['mcts:1000', 'heuristic:conqueror']);
    // A game watched from the simulate page names its bots as the run did (app/simulate/watch.ts).
    const watched = parseGameRecord(JSON.stringify({ ...saved, seats: ['human', 'mcts:5000'] }));
    expect(watched.ok && watched.record.seats).toEqual(['human', 'mcts:5000']);
    for (const seats of [['human', 'mcts:0'], ['nobody', 'heuristic']]) {
      expect(parseGameRecord(JSON.stringify({ ...saved, seats }))).toEqual({
        ok: false,
        message: "'seats' must list, for each of the 2 players, one of: human, random, greedy, heuristic, heuristic:builder, heuristic:conqueror, heuristic:planner, mcts, mcts:1000 (or an MCTS bot at another budget, such as mcts:500)",
      });
    }
  });

  it('names every bot the simulate page offers as the play page does, and any MCTS budget', () => {
    expect(botWords('heuristic:builder')).toBe('builder bot');
    expect(botWords('heuristic:balanced')).toBe('heuristic bot');
    expect(botWords('mcts:1000')).toBe('MCTS bot');
    expect(botWords('mcts:250ms')).toBe('MCTS bot (250ms)');
    expect(botWords('nobody')).toBe('nobody');
  });
});
