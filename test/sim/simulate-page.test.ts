/**
 * The simulate page's pure parts (app/simulate/): the games a browser run plays (the same as the CLI's, with the
 * seats swapped between different bots and the same seeds under A and B), the shareable address, and the report
 * CSV export keyed by the JSON paths of `rondel simulate --json`.
 */
import { describe, expect, it } from 'vitest';
import { compareReport, singleReport, type GameRecord } from '../../engine/simulation';
import { reportCsv } from '../../app/simulate/export';
import { jobsFor, playedUnderEvery, searchFor } from '../../app/simulate/jobs';

describe('jobsFor', () => {
  it('plays every seed in both seatings when the two bots differ, under A and under B, side by side', () => {
    const jobs = jobsFor({ a: 'A', b: 'B', bots: ['random', 'greedy'], players: 2, games: 4, seed: 10, maxMoves: 99 });
    expect(jobs.map((j) => `${j.variant}:${j.seed}/${j.rotation}`)).toEqual(['A:10/0', 'B:10/0', 'A:10/1', 'B:10/1', 'A:11/0', 'B:11/0', 'A:11/1', 'B:11/1']);
    expect(new Set(jobs.map((j) => `${j.bots.join(',')}|${j.players}|${j.maxMoves}`))).toEqual(new Set(['random,greedy|2|99']));
  });

  it('plays one seating per seed when every player has the same bot, and only A without B', () => {
    const jobs = jobsFor({ a: 'A', bots: ['random', 'random', 'random'], players: 3, games: 3, seed: -1, maxMoves: 5 });
    expect(jobs.map((j) => `${j.variant}:${j.seed}/${j.rotation}`)).toEqual(['A:-1/0', 'A:0/0', 'A:1/0']);
  });
});

describe('searchFor', () => {
  it('keeps every setting in the address', () => {
    const params = new URLSearchParams(searchFor({ a: 'x', b: 'y', players: 3, bots: ['random', 'greedy', 'random'], games: 20, seed: 0, maxMoves: 700 }));
    expect(Object.fromEntries(params)).toEqual({ a: 'x', b: 'y', players: '3', bots: 'random,greedy,random', games: '20', seed: '0', cap: '700' });
  });
});

function record(variant: string, seed: number, outcome: GameRecord['outcome'], winner?: string): GameRecord {
  return {
    variant, seed, rotation: 0, seats: { red: 'random', blue: 'random' }, order: ['red', 'blue'], outcome, winner,
    turnsPerNation: 10 + seed, rounds: 10 + seed, ending: winner ? 'personages' : undefined, winnerPersonages: winner ? { king: 2 } : undefined,
    moves: 100, decisions: 50, legalSum: 200 + seed, offTurnDecisions: 1, stall: outcome === 'stalled' ? 'move cap 100' : undefined,
  };
}

describe('playedUnderEvery', () => {
  it('leaves out the seeds one ruleset has played and another not yet, so B − A sets the same games against each other', () => {
    // As the pool delivers them while B's first game searches its opening lines: A runs three seeds ahead.
    const arrived = [record('A', 1, 'finished', 'red'), record('A', 2, 'finished', 'red'), record('A', 3, 'finished', 'red'), record('B', 1, 'finished', 'blue'), record('A', 4, 'stalled')];
    const counted = playedUnderEvery(arrived, ['A', 'B']);
    expect(counted.map((r) => `${r.variant}:${r.seed}`)).toEqual(['A:1', 'B:1']);
    const report = compareReport(counted.filter((r) => r.variant === 'A'), counted.filter((r) => r.variant === 'B'), { a: 'A', b: 'B', bots: ['random'] });
    expect([report.a.games, report.b.games]).toEqual([1, 1]);
  });

  it('tells seatings of one seed apart, and keeps every record of a run with one ruleset', () => {
    const swapped = { ...record('B', 1, 'finished', 'red'), rotation: 1 };
    expect(playedUnderEvery([record('A', 1, 'finished', 'red'), swapped], ['A', 'B'])).toEqual([]);
    const alone = [record('A', 1, 'finished', 'red'), record('A', 2, 'stalled')];
    expect(playedUnderEvery(alone, ['A'])).toEqual(alone);
  });
});

describe('reportCsv', () => {
  it('numbers the players of 2-player Antike (A-SET-12) from 1, as the page and the difference do, with their nations in one cell', () => {
    const players = [['red', 'green'], ['blue', 'gold']];
    const four = (variant: string, seed: number, winner: string): GameRecord => ({
      ...record(variant, seed, 'finished', winner), seats: { red: 'h', green: 'h', blue: 'h', gold: 'h' }, order: ['red', 'blue', 'green', 'gold'], players,
    });
    // Player 1 (red + green) wins 2 of 3 under A and 1 of 3 under B.
    const report = compareReport([four('A', 1, 'red'), four('A', 2, 'green'), four('A', 3, 'blue')], [four('B', 1, 'red'), four('B', 2, 'gold'), four('B', 3, 'blue')], { a: 'A', b: 'B', bots: ['h'] });
    const rows = reportCsv(report).trimEnd().split('\n');
    expect(rows).toContain('a.players.1.nations,red + green');
    expect(rows).toContain('a.players.2.nations,blue + gold');
    expect(rows).toContain(`a.players.1.winRate,${report.a.players![0].winRate}`);
    expect(rows).toContain(`diff.players.1.winRate.a,${report.a.players![0].winRate}`);
    expect(rows).toContain(`b.players.2.wins,${report.b.players![1].wins}`);
    expect(rows).toContain(`b.players.2.ci95.1,${report.b.players![1].ci95[1]}`);
    expect(rows.filter((row) => /\.players\.0\./.test(row))).toEqual([]);
    // The same rows in a single report, at the top.
    expect(reportCsv(singleReport([four('A', 1, 'red')], { variant: 'A', bots: ['h'] })).split('\n')).toContain('players.1.wins,1');
  });

  it('has one row per leaf of the JSON report, keyed by its path, with the same value', () => {
    const report = compareReport(
      [record('A', 1, 'finished', 'red'), record('A', 2, 'finished', 'blue'), record('A', 3, 'stalled')],
      [record('B', 1, 'finished', 'red'), record('B', 2, 'finished', 'red'), record('B', 3, 'error')],
      { a: 'A', b: 'B', bots: ['random'] },
    );
    const rows = reportCsv(report).trimEnd().split('\n');
    expect(rows[0]).toBe('key,value');
    // Hand-picked rows: B's red seat won 2 of 2 finished games (A's 1 of 2); A stalled once; B had one error.
    expect(rows).toContain('b.seats.red.wins,2');
    expect(rows).toContain('a.stalled,1');
    expect(rows).toContain('b.errors,1');
    expect(rows).toContain('diff.seats.red.winRate.diff,0.5');
    const json = JSON.parse(JSON.stringify(report));
    const leaves: [string, unknown][] = [];
    const walk = (v: unknown, p: string) => {
      if (v !== null && typeof v === 'object') {
        const entries = Object.entries(v as object);
        if (!entries.length) leaves.push([p, '']);
        entries.forEach(([k, x]) => walk(x, p ? `${p}.${k}` : k));
      } else leaves.push([p, v]);
    };
    walk(json, '');
    expect(rows.length - 1).toBe(leaves.length);
    for (const [path, value] of leaves) {
      const text = value === null || value === undefined ? '' : String(value);
      expect(rows).toContain(`${path},${/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text}`);
    }
  });
});
