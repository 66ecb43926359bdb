import { describe, expect, it } from 'vitest';
import { paceWords, timeLeftWords } from '../../engine/simulation';

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
