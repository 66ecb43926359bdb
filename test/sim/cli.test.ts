import { describe, expect, it } from 'vitest';
import { playRecord } from '../../engine/sim/play-record';
import { CSV_HEADER, singleReport } from '../../engine/sim/report';
import { reportGuesses, simulationGuesses } from '../../engine/ruleset/guesses';
import { ruleset } from '../helpers/game';
import { finished, rondel, rondelAsync, rondelHere, stderrMatches } from './helpers';

// Random bots with a move cap keep these runs to a second or two; some games finish (~1,400–2,300 moves), some stall.
const quick = ['--bots', 'random', '--max-moves', '2500', '--workers', '2'];

// The argument checks run cli/main.ts in this process (rondelHere); the output tests below run the real command.
describe('rondel simulate: arguments', () => {
  it('--help prints the usage and exits 0', async () => {
    const run = await rondelHere('simulate', '--help');
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/^usage: rondel simulate A \[B\]/);
    expect(run.out).toMatch(/--queue URL/);
  });

  it.each([
    [['simulate'], /name the ruleset to simulate/],
    [['simulate', 'antike-duellum', '--games', 'x'], /--games takes a whole number, not 'x'/],
    [['simulate', 'antike-duellum', '--games', '0'], /--games must be at least 1/],
    [['simulate', 'antike-duellum', '--bots', 'random,nosuch'], /unknown bot 'nosuch' in --bots; known bots: random, greedy/],
    [['simulate', 'antike-duellum', '--bots', 'mcts:0,random'], /unknown bot 'mcts:0' \(an MCTS budget is a whole number of iterations from 1 \(mcts:1000\) or a time per decision up to 60 s \(mcts:500ms, mcts:2s\), optionally with random rollouts \(mcts:1000:random\)\) in --bots; known bots: .*mcts:<iterations>, mcts:<n>ms, mcts:<n>s/],
    [['simulate', 'antike-duellum', '--bots', 'heuristic:buildr'], /unknown bot 'heuristic:buildr' \(did you mean 'heuristic:builder'\?\) in --bots; known bots: random, greedy/],
    [['simulate', 'antike-duellum', '--json', '--csv'], /choose one of --json and --csv/],
    [['simulate', 'antike-duellum', '--frobnicate'], /unknown option --frobnicate/],
    [['simulate', 'a', 'b', 'c'], /at most two rulesets/],
    [['simulate', 'antike-duellum', '--queue', 'http://x'], /--queue takes a redis:\/\/HOST\[:PORT\] address/],
    [['simulate', 'no-such-ruleset'], /unknown ruleset 'no-such-ruleset'; known: .*antike-duellum/],
    [['simulate', 'antike-dueluum'], /unknown ruleset 'antike-dueluum' \(did you mean 'antike-duellum'\?\); known: .*antike-east/],
    [['simulate', 'antike-duellum', 'antike-duellum'], /A and B are both 'antike-duellum'/],
    [['simulate', 'antike-duellum', '--players', '3'], /--players 3 is outside antike-duellum's 2–2/],
  ])('bad arguments %j exit 2 with one clear line', async (args, message) => {
    const run = await rondelHere(...args);
    expect(run.code).toBe(2);
    const lines = run.err.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^rondel simulate: /);
    expect(lines[0]).toMatch(message);
    expect(run.out).toBe('');
  });
});

describe('rondel simulate: output', () => {
  it('--json: the report keys of issue 9, identical to the report of the same games played in this process', () => {
    const run = rondel('simulate', 'antike-duellum', '--games', '4', '--seed', '7', '--json', ...quick);
    expect(run.code).toBe(0);
    const report = JSON.parse(run.out);
    for (const key of ['games', 'finished', 'stalled', 'errors', 'seats', 'firstPlayer', 'turnsPerNation', 'rounds', 'endings', 'branching', 'decisionShare']) expect(report).toHaveProperty(key);
    expect(report.games).toBe(4);
    expect(report.finished + report.stalled + report.errors).toBe(4);
    expect(Object.keys(report.seats).sort()).toEqual(['carthaginians', 'romans']);
    for (const seat of Object.values(report.seats) as { wins: number; winRate: number | null; ci95: number[] }[]) expect(seat.ci95).toHaveLength(2);
    expect(Object.keys(report.turnsPerNation).sort()).toEqual(['histogram', 'mean', 'meanCi95', 'median', 'p95']);
    expect(report.notice).toMatch(/bot-vs-bot results under the named strategies/);
    // The pool's workers played the same games this process plays: the same report, to the last digit.
    const duellum = ruleset('antike-duellum');
    const records = [7, 8, 9, 10].map((seed) => playRecord(duellum, { seed, bots: ['random'], maxMoves: 2500 }));
    const { guesses, ...figures } = report;
    expect(figures).toEqual(JSON.parse(JSON.stringify(singleReport(records, { variant: 'antike-duellum', bots: ['random'] }))));
    // The estimated data the text prints beside the figures travels with the JSON (UX review: an exported report
    // lost it): Duellum's boards and know-how prices are estimated, 21 of its 25 event cards have no known text.
    expect(Object.keys(report).slice(0, 2)).toEqual(['notice', 'guesses']);
    expect(guesses).toEqual(reportGuesses([['antike-duellum', simulationGuesses(duellum)]], false));
    expect(guesses.heading).toBe('These games rest on guesses where the rules are not printed.');
    expect(guesses.rulesets['antike-duellum'].text).toMatch(/^\d+ estimated values, not printed in any rulebook we have \(.*\); 4 of the 25 printed event cards in play/);
    expect(guesses.rulesets['antike-duellum'].estimatedValues.map).toBeGreaterThan(0);
    expect(run.err).toMatch(/done: antike-duellum: 4\/4 games/);
  });

  it('A vs B --json: both reports and every difference with its interval', () => {
    const run = rondel('simulate', 'antike-duellum', 'antike-duellum-special-units', '--games', '3', '--json', ...quick);
    expect(run.code).toBe(0);
    const report = JSON.parse(run.out);
    expect(Object.keys(report).sort()).toEqual(['a', 'b', 'diff', 'guesses', 'notice']);
    expect(Object.keys(report.guesses.rulesets)).toEqual(['antike-duellum', 'antike-duellum-special-units']);
    expect(report.guesses.note).toMatch(/^A difference between two rulesets that share these guesses still measures the rule you changed/);
    expect(report.a.variant).toBe('antike-duellum');
    expect(report.b.variant).toBe('antike-duellum-special-units');
    expect(report.a.games).toBe(3);
    expect(report.b.games).toBe(3);
    for (const [metric, entry] of Object.entries(report.diff) as [string, { a: unknown; b: unknown; diff: unknown; ci95: unknown }][]) {
      expect(Object.keys(entry).sort(), metric).toEqual(['a', 'b', 'ci95', 'diff']);
    }
    expect(report.diff.finished.ci95).toHaveLength(2);
  });

  it('--csv: the header, then one row per game of A and of B', () => {
    const run = rondel('simulate', 'antike-duellum', 'antike-duellum-special-units', '--games', '2', '--csv', '--bots', 'random', '--max-moves', '200');
    expect(run.code).toBe(0);
    const lines = run.out.trim().split('\n');
    expect(lines[0]).toBe(CSV_HEADER);
    expect(lines).toHaveLength(5);
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 4).join(','))).toEqual([
      'antike-duellum,1,0,stalled',
      'antike-duellum,2,0,stalled',
      'antike-duellum-special-units,1,0,stalled',
      'antike-duellum-special-units,2,0,stalled',
    ]);
  });

  it('--csv for 2-player Antike (A-SET-12: two nations each): each row names who runs which nations', () => {
    const run = rondel('simulate', 'antike-east', '--players', '2', '--games', '1', '--csv', '--bots', 'random', '--max-moves', '40');
    expect(run.code).toBe(0);
    const [header, row] = run.out.trim().split('\n');
    const players = row.split(',')[header.split(',').indexOf('players')];
    expect(players).toMatch(/^1=\w+\+\w+ 2=\w+\+\w+$/);
  });

  it('text: a readable table that says these are bot-vs-bot results, with seats swapped for two bots', () => {
    const run = rondel('simulate', 'antike-duellum', '--games', '2', '--bots', 'random,greedy', '--max-moves', '100');
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/^antike-duellum — bots random, greedy/);
    expect(run.out).toMatch(/stalled \(never wins\)\s+2/);
    expect(run.out).toMatch(/2 of 2 games played; seeds from 1, bots random,greedy, move cap 100/);
    expect(run.out).toMatch(/not predictions of human play/);
    // What the figures rest on that no rulebook prints (engine/ruleset/guesses.ts), beside them.
    expect(run.out).toContain('These games rest on guesses where the rules are not printed.');
    expect(run.out).toMatch(/antike-duellum: \d+ estimated values, not printed in any rulebook we have \(map \d+.*\); 4 of the 25 printed event cards in play/);
    expect(run.out).toContain('The figures depend on them.');
  });

  it('an MCTS seat: what it costs and how long the run takes is said on stderr before the first game, and only then', () => {
    // Five iterations and a 100-move cap keep the run short; the line is the one the simulate page's plan gives.
    const run = rondel('simulate', 'antike-duellum', '--games', '2', '--bots', 'mcts:5,random', '--max-moves', '100', '--workers', '2');
    expect(run.code).toBe(0);
    const [first, ...rest] = run.err.trim().split('\n');
    expect(first).toBe('An MCTS seat is slow: it adds about 3 s of one core at 5 iterations (mcts:5) to a Duellum game (a rough guess for mcts:5: 100 to 2,000 iterations were measured, and 100 ms to 1 s a decision). At that pace 2 games take under a minute on 2 workers.');
    expect(rest.join('\n')).toMatch(/done: antike-duellum: 2\/2 games/);
    // A time budget: the same line, and that its games will not repeat.
    const clocked = rondel('simulate', 'antike-duellum', '--games', '1', '--bots', 'mcts:2ms,random', '--max-moves', '60', '--workers', '1');
    expect(clocked.code).toBe(0);
    expect(clocked.err.split('\n')[0]).toMatch(/^An MCTS seat is slow: it adds about 3 s of one core at 2 ms a decision \(mcts:2ms\) to a Duellum game \(a rough guess for mcts:2ms: .*\)\. mcts:2ms stops by the clock, so the same seeds give other games on another run or machine; a budget in iterations \(mcts:1000\) repeats them\. At that pace 1 game takes under a minute on 1 worker\.$/);
    const plain = rondel('simulate', 'antike-duellum', '--games', '2', '--bots', 'random', '--max-moves', '100', '--workers', '2');
    expect(plain.err).not.toMatch(/MCTS/);
    // Progress first (a slow machine prints a line between games too), then the whole run.
    expect(plain.err).toMatch(/^antike-duellum: [12]\/2 games/);
    expect(plain.err).toMatch(/(^|\n)antike-duellum: 2\/2 games/);
  });

  it('Ctrl-C (SIGINT) stops the pool and prints the report of the games that finished, exit 130', async () => {
    const child = rondelAsync('simulate', 'antike-duellum', '--games', '400', '--bots', 'random', '--max-moves', '3000', '--workers', '1', '--batch', '1', '--json');
    const done = finished(child);
    await stderrMatches(child, /antike-duellum: \d+\/400 games/);
    child.kill('SIGINT');
    const run = await done;
    expect(run.code).toBe(130);
    expect(run.err).toMatch(/interrupted: stopping the workers/);
    const report = JSON.parse(run.out);
    expect(report.games).toBeGreaterThan(0);
    expect(report.games).toBeLessThan(400);
  });
});
