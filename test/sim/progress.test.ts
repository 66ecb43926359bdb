import { describe, expect, it } from 'vitest';
import { mctsIterations, paceWords, timeLeftWords } from '../../engine/simulation';
import { mctsRunWords, mctsSeatSeconds } from '../../lib/mcts-cost';

describe('the time a run still needs', () => {
  it('says nothing before the pace has a basis, or once every game is in', () => {
    expect(timeLeftWords(2, 100, 10)).toBeUndefined();
    expect(timeLeftWords(10, 100, 1.5)).toBeUndefined();
    // The first games are the slowest (a fresh worker): under a tenth of the run and 10 s, no estimate yet.
    expect(timeLeftWords(19, 300, 3.4)).toBeUndefined();
    expect(timeLeftWords(19, 300, 10)).toBe('about 2 min left');
    expect(timeLeftWords(100, 100, 60)).toBeUndefined();
  });

  it('scales the pace so far to the games left, in seconds, minutes or hours', () => {
    // 10 games in 4 s: 90 more take 36 s, said to the nearest 5.
    expect(timeLeftWords(10, 100, 4)).toBe('about 35 s left');
    expect(timeLeftWords(95, 100, 38)).toBe('a few seconds left');
    // 3 MCTS games in 30 s: 197 more take 1,970 s, about 33 min.
    expect(timeLeftWords(3, 200, 30)).toBe('about 33 min left');
    // 4,000 games at 1 a second after 10: 3,990 s, about 67 min; 10,000 games: 2.8 h.
    expect(timeLeftWords(10, 4000, 10)).toBe('about 67 min left');
    expect(timeLeftWords(10, 10000, 10)).toBe('about 2.8 h left');
    // A tenth of the games in, however soon: 30 of 300 in 3 s leaves 27 s.
    expect(timeLeftWords(30, 300, 3)).toBe('about 25 s left');
  });
});

describe('the pace so far', () => {
  it('says games a second while games are quick, and seconds a game once one takes longer (MCTS seats)', () => {
    expect(paceWords(0, 5)).toBeUndefined();
    expect(paceWords(40, 3.4)).toBe('11.8 games/s');
    expect(paceWords(4, 4)).toBe('1.0 games/s');
    // Where "0.0 games/s" said nothing: 1 MCTS game in 28 s, 3 in 7.5 s.
    expect(paceWords(1, 28)).toBe('28 s a game');
    expect(paceWords(3, 7.5)).toBe('2.5 s a game');
  });
});

describe('what a run with MCTS seats costs, said before it starts', () => {
  it('reads the budget from the bot name, as botByName does', () => {
    expect(mctsIterations('mcts')).toBe(200);
    expect(mctsIterations('mcts:1000')).toBe(1000);
    expect(mctsIterations('heuristic')).toBeUndefined();
    expect(mctsIterations('mcts:')).toBeUndefined();
    // No search is no MCTS seat (botByName knows no mcts:0).
    expect(mctsIterations('mcts:0')).toBeUndefined();
    expect(mctsIterations('heuristic:mcts')).toBeUndefined();
  });

  it('costs 3 s plus 0.016 s per iteration for each MCTS seat of a Duellum game', () => {
    expect(mctsSeatSeconds(200)).toBeCloseTo(6.2, 10);
    expect(mctsSeatSeconds(1000)).toBeCloseTo(19, 10);
  });

  it('says nothing without an MCTS seat', () => {
    expect(mctsRunWords(['heuristic', 'random'], 100, 2, '100 games take')).toBeUndefined();
  });

  it('spreads the games over the workers, at most one per game, and names each budget once', () => {
    // Two seats at 1,000 iterations: 38 s a game; 40 games on 2 workers, 20 each: 760 s, about 13 min.
    expect(mctsRunWords(['mcts:1000', 'mcts:1000'], 40, 2, '40 games take')).toBe('An MCTS seat is slow: it adds about 20 s of one core at 1,000 iterations (mcts:1000) to a Duellum game. At that pace 40 games take about 13 min on 2 workers');
    // One game runs on one worker however many there are: 19 s.
    expect(mctsRunWords(['mcts:1000', 'heuristic'], 1, 8, '1 game takes')).toMatch(/At that pace 1 game takes under a minute on 1 worker$/);
    // Two budgets: each named; 20 games of 6.2 + 11 s on 4 workers, 5 each: 86 s.
    expect(mctsRunWords(['mcts', 'mcts:500'], 20, 4, '20 games take')).toBe('An MCTS seat is slow: it adds about 6 s of one core at 200 iterations (mcts) and 10 s of one core at 500 iterations (mcts:500) to a Duellum game. At that pace 20 games take about 1 min on 4 workers');
    // 2,000 games with a 1,000-iteration seat on 2 workers: 19,000 s, 5.3 hours.
    expect(mctsRunWords(['mcts:1000', 'heuristic'], 2000, 2, '2000 games take')).toMatch(/about 5\.3 hours on 2 workers$/);
  });

  it('owns that a budget outside the measured ones is a rough guess, and leaves out the length where the workers are not known (a queue)', () => {
    // 5,000 iterations: 83 s a game, said to the nearest 5; 10 games on 2 workers, 5 each: 415 s, about 7 min.
    expect(mctsRunWords(['mcts:5000', 'heuristic'], 10, 2, '10 games take')).toBe('An MCTS seat is slow: it adds about 85 s of one core at 5,000 iterations (mcts:5000) to a Duellum game (a rough guess: 100 to 2,000 iterations were measured). At that pace 10 games take about 7 min on 2 workers');
    expect(mctsRunWords(['mcts:1000', 'heuristic'], 10, undefined, '10 games take')).toBe('An MCTS seat is slow: it adds about 20 s of one core at 1,000 iterations (mcts:1000) to a Duellum game');
  });
});
