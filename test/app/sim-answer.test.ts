import { describe, expect, it } from 'vitest';
import { compareReport, singleReport, type GameRecord } from '../../engine/simulation';
import { nearlyZero, plainAnswers, plainSingle, points, turnsDelta } from '../../app/simulate/answer';

/** A finished 2-nation game record: who moved first, whether it won, and how long the game ran. */
function game(variant: string, seed: number, firstWins: boolean, turns: number, leadFrom?: number): GameRecord {
  return {
    ...(leadFrom === undefined ? {} : { winnerLeadFrom: leadFrom }),
    variant, seed, rotation: 0, seats: { romans: 'heuristic', carthaginians: 'heuristic' }, order: ['romans', 'carthaginians'],
    outcome: 'finished', winner: firstWins ? 'romans' : 'carthaginians', turnsPerNation: turns, rounds: turns, ending: 'personages',
    winnerPersonages: {}, moves: 10 * turns, decisions: 5 * turns, legalSum: 50 * turns, offTurnDecisions: 0,
  };
}

/** n games under `variant`, the first `firstWins` of them won by the first player, lengths cycling through `turns`. */
function games(variant: string, n: number, firstWins: number, turns: number[]): GameRecord[] {
  return Array.from({ length: n }, (_, i) => game(variant, i + 1, i < firstWins, turns[i % turns.length]));
}

describe('the plain answer of an A/B run', () => {
  it('says that 50 games cannot tell a 12-point gap from none, with the figures and the interval', () => {
    // The shape of a real 50-game "temples cost 5" run: 46% against 58%, interval about −7 to +30 points.
    const report = compareReport(games('antike-duellum', 50, 23, [48, 50, 52]), games('h4-temples-5', 50, 29, [49, 51, 53]), { a: 'antike-duellum', b: 'h4-temples-5' });
    const [first, length] = plainAnswers(report, 'h4-temples-5', { final: true });
    expect(first.verdict).toBe('unclear');
    expect(first.text).toMatch(/^50 finished bot games per ruleset cannot tell whether the first player wins more or less often under B \(h4-temples-5\): 58\.0% of finished games under B against 46\.0% under A, \+12\.0 points \(95% interval −\d+\.\d to \+\d+\.\d\); the interval includes no difference\. Play more games to narrow it\.$/);
    expect(length.topic).toBe('game length');
    expect(length.text).toContain('turns per nation on average under B against 50.0 under A');
  });

  it('says plainly when the first player wins more often and games get shorter, in these bot games (UX review: the sentences read as predictions)', () => {
    const report = compareReport(games('a', 400, 184, [49, 50, 51]), games('b', 400, 276, [48, 49, 50]), { a: 'a', b: 'b' });
    const [first, length] = plainAnswers(report, 'b', { final: true });
    expect(first).toMatchObject({ verdict: 'higher' });
    expect(first.text).toMatch(/^In these bot games, the first player wins more often under B \(b\): 69\.0% of finished games under B against 46\.0% under A, \+23\.0 points \(95% interval \+\d/);
    expect(length).toMatchObject({ verdict: 'lower' });
    expect(length.text).toBe('In these bot games, games get shorter under B (b): 49.0 turns per nation on average under B against 50.0 under A, −1.0 turns (95% interval −1.1 to −0.9).');
  });

  it('says a clear reading that only just leaves out no difference needs another run (UX review: +18.0 points on one seed, +5.0 on another)', () => {
    // 100 games each: the first player won 32 under A and 50 under B, +18 points, near the review's [+4.2, +30.9].
    const report = compareReport(games('a', 100, 32, [49, 50, 51]), games('b', 100, 50, [49, 50, 51]), { a: 'a', b: 'b' });
    const [first] = plainAnswers(report, 'b', { final: true });
    const [lo, hi] = report.diff['firstPlayer.winRate'].ci95!;
    expect(lo).toBeGreaterThan(0);
    expect(lo).toBeLessThan((hi - lo) / 6);
    expect(first).toMatchObject({ verdict: 'higher', borderline: true });
    expect(first.text).toContain('+18.0 points');
    expect(first.text).toMatch(/; the interval only just leaves out no difference, so check it with another first seed or more games before relying on it\.$/);
    // 400 games and +23 points: clear, and not said to need another run.
    const strong = compareReport(games('a', 400, 184, [49, 50, 51]), games('b', 400, 276, [48, 49, 50]), { a: 'a', b: 'b' });
    expect(nearlyZero(strong.diff['firstPlayer.winRate'])).toBe(false);
    expect(plainAnswers(strong, 'b', { final: true })[0].text).not.toContain('only just');
  });

  it('says whether games are decided earlier, from where the winner took the lead it kept (closeness.winnerLeadFrom)', () => {
    // A: the winner led alone from 80% or 90% of the game (mean 85%); B: from 60% or 70% (mean 65%): −20 points.
    const side = (variant: string, from: number[]) => Array.from({ length: 100 }, (_, i) => game(variant, i + 1, i % 2 === 0, 50, from[i % 2]));
    const report = compareReport(side('a', [0.8, 0.9]), side('b', [0.6, 0.7]), { a: 'a', b: 'b' });
    const decided = plainAnswers(report, 'b', { final: true })[2];
    expect(decided).toMatchObject({ topic: 'decided', verdict: 'lower' });
    // s² = 0.0025·100/99 on each side: se = √(2 · 0.002525/100) = 0.007107; ± 1.959964 · 0.007107 = ± 1.39 points
    expect(decided.text).toBe('In these bot games, games are decided earlier under B (b): on average the winner was alone ahead from 65.0% of the way through the game under B against 85.0% under A, −20.0 points (95% interval −21.4 to −18.6).');
    const same = compareReport(side('a', [0.8, 0.9]), side('b', [0.8, 0.9]), { a: 'a', b: 'b' });
    expect(plainAnswers(same, 'b', { final: true })[2].text).toMatch(/^100 finished bot games per ruleset cannot tell whether games are decided earlier or later under B \(b\)/);
  });

  it('speaks of the games so far while a run is still going, and of too few games when none finished', () => {
    const report = compareReport(games('a', 6, 3, [50]), games('b', 6, 4, [50, 52]), { a: 'a', b: 'b' });
    expect(plainAnswers(report, 'b', { final: false })[0].text).toMatch(/^So far, the 6 finished bot games per ruleset cannot tell/);
    const none = compareReport([], [], { a: 'a', b: 'b' });
    expect(plainAnswers(none, 'b', { final: true }).map((a) => a.verdict)).toEqual(['too few games', 'too few games', 'too few games']);
    expect(plainAnswers(none, 'b', { final: true })[1].text).toBe('Too few finished games to say whether games get shorter or longer under B (b).');
  });
});

describe('signed differences in the sweep table and the sentences', () => {
  it('one decimal, and more for a figure that is not zero but would print as zero', () => {
    expect(points(0.12)).toBe('+12.0');
    expect(points(-0.073)).toBe('−7.3');
    expect(points(0)).toBe('+0.0');
    // A lower bound of +0.04 points: "+0.0" beside "higher than as written" read as touching zero.
    expect(points(0.0004)).toBe('+0.04');
    expect(points(-0.00003)).toBe('−0.003');
    expect(turnsDelta(0.6)).toBe('+0.6');
    expect(turnsDelta(-0.01)).toBe('−0.01');
  });
});

describe('the plain answer of a run of one ruleset', () => {
  it('says how many games finished, how the first player fared against a fair share, and how long the games ran', () => {
    // 100 games: the first player won 30; lengths 49, 50, 51 in turn.
    const report = singleReport(games('a', 100, 30, [49, 50, 51]));
    const lines = plainSingle(report, { final: true, players: 2 });
    expect(lines[0]).toBe('100 of 100 bot games finished.');
    // Wilson 95% for 30 of 100: 21.9% to 39.6%, below a fair 50%.
    expect(lines[1]).toBe('In these bot games, the first player won 30.0% of the finished games (95% interval 21.9% to 39.6%): less than a fair share of 50.0%.');
    expect(lines[2]).toMatch(/^Games lasted 50\.0 turns per nation on average \(95% interval 49\.8 to 50\.2\); half ended by turn 50\.0, and 95 in 100 by turn 51\.0\.$/);
    // 48 of 100: the interval holds 50%.
    const even = plainSingle(singleReport(games('a', 100, 48, [50])), { final: true, players: 2 });
    expect(even[1]).toContain('within the interval of a fair share of 50.0%, so these games cannot tell the seat from a fair one.');
  });

  it('counts stalled games and errors apart, and says no more while none finished', () => {
    const stalled = games('a', 3, 0, [50]).map((g) => ({ ...g, outcome: 'stalled' as const, winner: undefined, stall: 'move cap 300' }));
    expect(plainSingle(singleReport(stalled), { final: false, players: 2 })).toEqual(['So far, 0 of 3 bot games finished; 3 stalled (never a win).']);
  });
});
