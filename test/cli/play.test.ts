import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rondel, rondelHere, root } from '../helpers/cli';

// Games are played by the real CLI as a child process, as a user runs it (bin/rondel.mjs → cli/main.ts); the argument
// checks and usage texts run cli/main.ts in this process (rondelHere), which prints and returns the same.

/** The allowed player range as the shipped data states it, so the expected message follows the data. */
function playersOf(manifest: string): { min: number; max: number } {
  return JSON.parse(readFileSync(path.join(root, 'rulesets/base', manifest), 'utf8')).players;
}

describe('rondel play: player counts outside the ruleset', () => {
  const east = playersOf('antike/antike-east.ruleset.json');
  const duellum = playersOf('antike-duellum/antike-duellum.ruleset.json');

  it.each([
    ['antike-east', 9],
    ['antike-east', 0],
    ['antike-east', 1],
    ['antike-east', 7],
    ['antike-duellum', 3],
  ])('%s --players %i: one line naming the allowed range, exit 2, no crash', async (ruleset, players) => {
    const run = await rondelHere('play', '--ruleset', ruleset, '--players', String(players), '--quiet');
    const { min, max } = ruleset === 'antike-east' ? east : duellum;
    const range = min === max ? `exactly ${min}` : `${min} to ${max}`;
    expect(run.code).toBe(2);
    expect(run.out).toBe('');
    expect(run.err.trim().split('\n')).toEqual([`rondel play: --players ${players} is out of range: ${ruleset} is for ${range} players (/players in the ruleset)`]);
    expect(run.err).not.toMatch(/TypeError|at .*\.ts:/);
  });

  it('accepts the bounds themselves', () => {
    const run = rondel('play', '--ruleset', 'antike-east', '--players', String(east.max), '--max-moves', '3', '--quiet');
    expect(run.err).toBe('');
    expect(run.code).toBe(3); // no winner within 3 moves
    expect(run.out).toContain(`Antike — East board — ${east.max} players`);
  });
});

describe('rondel play: bots', () => {
  it('refuses more bots than players', async () => {
    const run = await rondelHere('play', '--ruleset', 'antike-duellum', '--bots', 'random,greedy,random');
    expect(run.code).toBe(2);
    expect(run.err.trim()).toBe('rondel play: 3 bots (random, greedy, random) for 2 players; name at most one bot per player');
  });

  it('names an unknown bot, and the one it is a slip for', async () => {
    const run = await rondelHere('play', '--ruleset', 'antike-duellum', '--bots', 'random,gredy');
    expect(run.code).toBe(2);
    expect(run.err.trim()).toMatch(/^rondel play: unknown bot 'gredy' \(did you mean 'greedy'\?\); bots: random, greedy, heuristic, .*mcts:<iterations>, mcts:<n>ms, mcts:<n>s \(a time per decision\), each with :random for random rollouts$/);
  });

  it('says who controls which nation when 2 players run 4 nations (A-SET-12)', () => {
    const map = JSON.parse(readFileSync(path.join(root, 'rulesets/base/antike/map-east.json'), 'utf8'));
    const names = (ids: string[]) => ids.map((id) => map.nations[id].name).join(' + ');
    const [first, second] = map.lineups['2'].controllers as string[][];
    const run = rondel('play', '--ruleset', 'antike-east', '--players', '2', '--bots', 'random,greedy', '--max-moves', '3', '--quiet');
    expect(run.err).toBe('');
    expect(run.out).toContain(`player 1 runs ${names(first)}: random — random bot\nplayer 2 runs ${names(second)}: greedy — greedy bot (one ply)\n`);
  });
});

describe('rondel --help on every command', () => {
  it.each([
    [['--help'], /^usage: rondel <command>/],
    [['validate', '--help'], /^usage: rondel validate \[file-or-id \.\.\.\]/],
    [["play", "--help"], /^usage: rondel play <id>[^]*--players N/],
    [["play", "--ruleset", "antike-duellum", "--help"], /^usage: rondel play <id>/],
  ])('rondel %j prints its usage and exits 0', async (args, usage) => {
    const run = await rondelHere(...args);
    expect(run.code).toBe(0);
    expect(run.err).toBe('');
    expect(run.out).toMatch(usage);
  });
});

describe('rondel play: naming the ruleset', () => {
  it('takes the ruleset as a bare id, as simulate and diff do, or as --ruleset', () => {
    const bare = rondel('play', 'antike-duellum', '--max-moves', '3', '--quiet');
    expect(bare.err).toBe('');
    expect(bare.code).toBe(3); // no winner within 3 moves
    expect(bare.out).toContain('Antike Duellum — Rome vs Carthage — 2 players, seed 1');
    // The same game either way; only the time it took may differ.
    const untimed = (out: string) => out.replace(/, \d+ ms$/m, '');
    expect(untimed(rondel('play', '--ruleset', 'antike-duellum', '--max-moves', '3', '--quiet').out)).toBe(untimed(bare.out));
  });

  it.each([
    [[], 'name the ruleset to play: rondel play <id> (e.g. rondel play antike-duellum)'],
    [['antike-duellum', 'antike-east'], 'one ruleset to play, got 2: antike-duellum antike-east'],
    [['antike-duellum', '--ruleset', 'antike-east'], "two rulesets named: 'antike-duellum' and --ruleset 'antike-east'; name one"],
  ])('%j: one line saying what to name, exit 2', async (args, message) => {
    const run = await rondelHere('play', ...args);
    expect(run.code).toBe(2);
    expect(run.err.trim().split('\n')[0]).toBe(`rondel play: ${message}`);
  });
});

describe('unknown options and commands', () => {
  it('play names the unknown option with a did-you-mean', async () => {
    const run = await rondelHere('play', '--ruleset', 'antike-duellum', '--player', '2');
    expect(run.code).toBe(2);
    expect(run.err.trim()).toBe("rondel play: unknown option '--player'; did you mean '--players'?");
  });

  it('play refuses a single-dash option with a did-you-mean', async () => {
    const run = await rondelHere('play', '--ruleset', 'antike-duellum', '-quiet');
    expect(run.code).toBe(2);
    expect(run.err.trim()).toBe("rondel play: unknown option '-quiet'; did you mean '--quiet'?");
  });

  it('validate names the unknown option instead of taking it for an id', async () => {
    const run = await rondelHere('validate', '--hepl');
    expect(run.code).toBe(2);
    expect(run.err.trim()).toBe("rondel validate: unknown option '--hepl'; did you mean '--help'?");
  });

  it('an unknown command gets a did-you-mean', async () => {
    const run = await rondelHere('valdate');
    expect(run.code).toBe(2);
    expect(run.err).toContain("rondel: unknown command 'valdate'; did you mean 'validate'?");
  });
});
