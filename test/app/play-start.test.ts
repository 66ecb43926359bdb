/**
 * The play page's start parameters (?seed=, ?players=, ?bots=): what an address starts, and the words for what it
 * could not start, read against the built-in rulesets' own player counts.
 */
import { describe, expect, it } from 'vitest';
import { createGame } from '../../engine/index';
import { seatKinds } from '../../app/_lib/game-record';
import { current, newSession } from '../../app/_lib/play-model';
import { ignoredStartWords, parseGameStart, playerCountsOf, seedRange, startProblemsNotice, type StartQuery } from '../../app/_lib/play-start';
import { ruleset } from '../helpers/game';

const duellum = ruleset('antike-duellum');
const east = ruleset('antike-east');
const randomSeed = 777_001;
const onDuellum = (query: StartQuery) => parseGameStart(query, { playerCounts: playerCountsOf(duellum), randomSeed });
const onEast = (query: StartQuery) => parseGameStart(query, { playerCounts: playerCountsOf(east), randomSeed });

describe('the player counts a game starts with', () => {
  it("are the ruleset's lineups within /players", () => {
    expect(playerCountsOf(duellum)).toEqual([2]);
    expect(playerCountsOf(east)).toEqual([2, 3, 4, 5, 6]);
  });
});

describe('?seed=', () => {
  it('starts that seed: the game the engine creates from it, shown under that number', () => {
    const start = onDuellum({ seed: '42' });
    expect(start).toEqual({ seed: 42, players: 2, seats: ['human', 'human'], given: ['seed=42'], problems: [] });
    const made = newSession(duellum, start.seed, start.players, start.seats);
    expect(made.ok && made.session.seed).toBe(42);
    expect(made.ok && current(made.session)).toEqual(createGame(duellum, { seed: 42, players: 2 }));
    expect(startProblemsNotice(start)).toBeUndefined();
  });

  it('takes any seed the engine plays as written, spaces around it trimmed', () => {
    for (const [text, seed] of [['0', 0], ['-7', -7], [' 42 ', 42], ['0042', 42], [String(seedRange.max), 2 ** 31 - 1], [String(seedRange.min), -(2 ** 31)]] as const) {
      expect(onDuellum({ seed: text }).seed, text).toBe(seed);
      expect(onDuellum({ seed: text }).problems, text).toEqual([]);
    }
  });

  it('refuses anything else with the parameter, what was given and the allowed values, and starts a random seed', () => {
    // 2^31 would be folded by the engine into another seed's game (seed | 0) while the page showed 2147483648.
    for (const text of ['x', '4.5', '1e3', '', '+3', '0x10', '2147483648', '-2147483649', '99999999999', '42abc']) {
      const start = onDuellum({ seed: text });
      expect(start.seed, text).toBe(randomSeed);
      expect(start.problems, text).toEqual([{ parameter: 'seed', given: text, message: `seed=${text} is not a seed: a seed is a whole number from -2147483648 to 2147483647, such as seed=42` }]);
    }
    expect(startProblemsNotice(onDuellum({ seed: 'x' }))).toBe(
      'Not used from the address: seed=x is not a seed: a seed is a whole number from -2147483648 to 2147483647, such as seed=42. Started instead with seed 777001 (chosen at random); choose it under “New game: players, bots and seed”.',
    );
  });

  it('refuses a seed given twice rather than choosing one of them', () => {
    const start = onDuellum({ seed: ['1', '2'] });
    expect(start.seed).toBe(randomSeed);
    expect(start.problems[0].message).toBe('seed is given 2 times (seed=1, seed=2); give it once');
  });
});

describe('?players= and ?bots=', () => {
  it("starts a player count the ruleset has a lineup for, every seat a person's", () => {
    expect(onEast({ players: '4' })).toMatchObject({ players: 4, seats: ['human', 'human', 'human', 'human'], problems: [] });
  });

  it('names the counts allowed for a count the ruleset cannot play, and starts its smallest', () => {
    const east7 = onEast({ players: '7' });
    expect(east7.players).toBe(2);
    expect(east7.problems[0].message).toBe('players=7 cannot be played here: players is one of 2, 3, 4, 5 or 6, the player counts this ruleset has lineups for');
    expect(onDuellum({ players: 'three' }).problems[0].message).toBe('players=three cannot be played here: players is 2, the only player count this ruleset has a lineup for');
  });

  it("seats the panel's names in seating order, the count from them when players is not given", () => {
    expect(onDuellum({ bots: 'human,heuristic' })).toMatchObject({ players: 2, seats: ['human', 'heuristic'], problems: [] });
    expect(onEast({ bots: 'heuristic:conqueror, mcts:1000 ,human' })).toMatchObject({ players: 3, seats: ['heuristic:conqueror', 'mcts:1000', 'human'], problems: [] });
    expect(onEast({ players: '2', bots: 'random,greedy' })).toMatchObject({ players: 2, seats: ['random', 'greedy'], problems: [] });
    // Every seat the "New game" panel offers is a name the address takes.
    for (const seat of seatKinds) expect(onDuellum({ bots: `human,${seat}` }).seats[1], seat).toBe(seat);
  });

  it('refuses unknown names, listing the seats there are, and leaves every seat to a person', () => {
    const start = onDuellum({ bots: 'human,heuristc' });
    expect(start.seats).toEqual(['human', 'human']);
    expect(start.problems[0].message).toBe(`bots=human,heuristc: 'heuristc' is not a seat; each seat is one of ${seatKinds.join(', ')}, or an MCTS budget such as mcts:500`);
    expect(onDuellum({ bots: 'person,bot' }).problems[0].message).toMatch(/^bots=person,bot: 'person' and 'bot' are not seats; each seat is one of human, random,/);
    expect(onDuellum({ bots: '' }).problems[0].message).toBe('bots= names no seat: name one per player in seating order, such as bots=human,heuristic; each seat is one of ' + seatKinds.join(', ') + ', or an MCTS budget such as mcts:500');
  });

  it('reads seat names whatever their case (a person types Heuristic)', () => {
    expect(onDuellum({ bots: 'Human, HEURISTIC' })).toMatchObject({ seats: ['human', 'heuristic'], problems: [] });
  });

  it('takes an MCTS bot at any budget a game record may hold (the simulate page runs mcts:500)', () => {
    expect(onDuellum({ bots: 'human,mcts:500' })).toMatchObject({ seats: ['human', 'mcts:500'], problems: [] });
    expect(onDuellum({ bots: 'human,mcts:0' }).problems[0].message).toContain("'mcts:0' is not a seat");
  });

  it('refuses a list that does not name one seat per player', () => {
    expect(onEast({ players: '3', bots: 'human,heuristic' }).problems[0].message).toBe('bots=human,heuristic names 2 seats for 3 players: name one per player in seating order, such as bots=human,heuristic,heuristic');
    const alone = onDuellum({ bots: 'heuristic' });
    expect(alone).toMatchObject({ players: 2, seats: ['human', 'human'] });
    expect(alone.problems[0].message).toBe('bots=heuristic names 1 seat: name one per player, and players is 2, the only player count this ruleset has a lineup for');
  });

  it('uses what it can and says what it started instead of the rest', () => {
    const start = onEast({ seed: '42', players: '9', bots: 'human,heuristic,greedy' });
    // The count the bots name stands in for the refused one.
    expect(start).toMatchObject({ seed: 42, players: 3, seats: ['human', 'heuristic', 'greedy'] });
    expect(start.problems.map((p) => p.parameter)).toEqual(['players']);
    expect(startProblemsNotice(start)).toMatch(/^Not used from the address: players=9 cannot be played here: .*\. Started instead with 3 players; choose it under/);
    const both = onDuellum({ seed: 'soon', bots: 'human,robot' });
    expect(startProblemsNotice(both)).toMatch(/Started instead with seed 777001 \(chosen at random\) and a person at every seat; choose them under/);
  });
});

describe('a shared game beside start parameters', () => {
  it('is said to set its own seed, players and seats, naming what was not used', () => {
    expect(ignoredStartWords(onDuellum({ seed: '42' }), 'game')).toBe('The address’s seed=42 was not used: the shared game (game=) sets its own seed, players and seats.');
    expect(ignoredStartWords(onDuellum({ seed: 'x', bots: 'human,heuristic' }), 'gz')).toBe('The address’s seed=x and bots=human,heuristic were not used: the shared game (gz=) sets its own seed, players and seats.');
    expect(ignoredStartWords(onDuellum({}), 'game')).toBeUndefined();
  });
});
