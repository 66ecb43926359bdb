import { describe, expect, it } from 'vitest';
import { mctsBudget, paceWords, stopsByClock, timeLeftWords } from '../../engine/simulation';
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
  it('reads the budget from the bot name, as botByName does: iterations, a time per decision, random rollouts', () => {
    expect(mctsBudget('mcts')).toEqual({ iterations: 200, rollout: 'heuristic' });
    expect(mctsBudget('mcts:1000')).toEqual({ iterations: 1000, rollout: 'heuristic' });
    expect(mctsBudget('mcts:1000:random')).toEqual({ iterations: 1000, rollout: 'random' });
    expect(mctsBudget('mcts:random')).toEqual({ iterations: 200, rollout: 'random' });
    // A clock budget caps the iterations only so that the tree fits in memory.
    expect(mctsBudget('mcts:500ms')).toEqual({ iterations: 1_000_000, timeMs: 500, rollout: 'heuristic' });
    expect(mctsBudget('mcts:2s:random')).toEqual({ iterations: 1_000_000, timeMs: 2000, rollout: 'random' });
    expect(mctsBudget('mcts:60s')?.timeMs).toBe(60_000);
    expect(stopsByClock('mcts:2s')).toBe(true);
    expect(stopsByClock('mcts:2000')).toBe(false);
    expect(stopsByClock('heuristic')).toBe(false);
    for (const name of ['heuristic', 'mcts:', 'mcts:0', 'mcts:05', 'mcts:0ms', 'mcts:61s', 'mcts:1.5s', 'mcts:2m', 'mcts:heuristic', 'mcts:random:1000', 'mcts:1000:random:random', 'heuristic:mcts']) {
      expect(mctsBudget(name), name).toBeUndefined();
    }
  });

  it('costs 3 s plus 0.016 s per iteration for each MCTS seat of a Duellum game (0.021 s from 1,000, where it searches its rondel field too), and 3 s plus the clock for about 120 decisions', () => {
    expect(mctsSeatSeconds(mctsBudget('mcts')!).seconds).toBeCloseTo(6.2, 10);
    expect(mctsSeatSeconds(mctsBudget('mcts:999')!).seconds).toBeCloseTo(18.984, 10);
    expect(mctsSeatSeconds(mctsBudget('mcts:1000')!)).toEqual({ seconds: 24, measured: true });
    expect(mctsSeatSeconds(mctsBudget('mcts:5000')!).measured).toBe(false);
    expect(mctsSeatSeconds(mctsBudget('mcts:500ms')!)).toEqual({ seconds: 63, measured: true });
    expect(mctsSeatSeconds(mctsBudget('mcts:10s')!)).toEqual({ seconds: 1203, measured: false });
  });

  it('says nothing without an MCTS seat', () => {
    expect(mctsRunWords(['heuristic', 'random'], 100, 2, '100 games take')).toBeUndefined();
  });

  it('spreads the games over the workers, at most one per game, and names each budget once', () => {
    // Two seats at 1,000 iterations: 48 s a game; 40 games on 2 workers, 20 each: 960 s, about 16 min.
    expect(mctsRunWords(['mcts:1000', 'mcts:1000'], 40, 2, '40 games take')).toBe('An MCTS seat is slow: it adds about 25 s of one core at 1,000 iterations (mcts:1000) to a Duellum game. At that pace 40 games take about 16 min on 2 workers');
    // One game runs on one worker however many there are: 24 s.
    expect(mctsRunWords(['mcts:1000', 'heuristic'], 1, 8, '1 game takes')).toMatch(/At that pace 1 game takes under a minute on 1 worker$/);
    // Two budgets: each named; 20 games of 6.2 + 11 s on 4 workers, 5 each: 86 s.
    expect(mctsRunWords(['mcts', 'mcts:500'], 20, 4, '20 games take')).toBe('An MCTS seat is slow: it adds about 6 s of one core at 200 iterations (mcts) and 10 s of one core at 500 iterations (mcts:500) to a Duellum game. At that pace 20 games take about 1 min on 4 workers');
    // 2,000 games with a 1,000-iteration seat on 2 workers: 24,000 s, 6.7 hours.
    expect(mctsRunWords(['mcts:1000', 'heuristic'], 2000, 2, '2000 games take')).toMatch(/about 6\.7 hours on 2 workers$/);
  });

  it('owns that a budget outside the measured ones is a rough guess, and leaves out the length where the workers are not known (a queue)', () => {
    // 5,000 iterations: 108 s a game, about 2 min; 10 games on 2 workers, 5 each: 540 s, about 9 min.
    expect(mctsRunWords(['mcts:5000', 'heuristic'], 10, 2, '10 games take')).toBe('An MCTS seat is slow: it adds about 2 min of one core at 5,000 iterations (mcts:5000) to a Duellum game (a rough guess for mcts:5000: 100 to 2,000 iterations were measured, and 100 ms to 1 s a decision). At that pace 10 games take about 9 min on 2 workers');
    expect(mctsRunWords(['mcts:1000', 'heuristic'], 10, undefined, '10 games take')).toBe('An MCTS seat is slow: it adds about 25 s of one core at 1,000 iterations (mcts:1000) to a Duellum game');
  });

  it('says before the run that a clock budget gives other games on another run', () => {
    // 2 s a decision: 3 + 120 × 2 = 243 s a game, about 4 min; 4 games on 2 workers, 2 each: about 8 min.
    expect(mctsRunWords(['mcts:2s', 'heuristic'], 4, 2, '4 games take')).toBe('An MCTS seat is slow: it adds about 4 min of one core at 2 s a decision (mcts:2s) to a Duellum game (a rough guess for mcts:2s: 100 to 2,000 iterations were measured, and 100 ms to 1 s a decision). mcts:2s stops by the clock, so the same seeds give other games on another run or machine; a budget in iterations (mcts:1000) repeats them. At that pace 4 games take about 8 min on 2 workers');
    expect(mctsRunWords(['mcts:500ms:random', 'mcts:500ms:random'], 2, undefined, '2 games take')).toMatch(/^An MCTS seat is slow: it adds about 65 s of one core at 500 ms a decision, random rollouts \(mcts:500ms:random\) to a Duellum game\. mcts:500ms:random stops by the clock/);
  });
});
