/**
 * The "did you mean" of an id that names no ruleset (lib/rulesets/diff.ts unknownIdProblem), which the diff, compare
 * and simulate pages and the CLI print: a misspelling gets its nearest id; a game's name without its board gets the ids
 * it begins.
 */
import { describe, expect, it } from 'vitest';
import { unknownIdProblem } from '../../lib/rulesets/diff';
import { likelyIds } from '../../engine/ruleset/suggest';
import { builtInLibrary } from '../helpers/library';

const ids = [...builtInLibrary().keys()];

describe('unknownIdProblem', () => {
  it('names the nearest id of a misspelling', () => {
    expect(unknownIdProblem('b', 'antike-duelum', ids)).toEqual({ side: 'b', id: 'antike-duelum', suggestion: 'antike-duellum', message: "no ruleset or variant has the id 'antike-duelum'; did you mean 'antike-duellum'?" });
  });

  it("offers the ids a game's name begins, the shortest first ('antike' for the East and West boards)", () => {
    const problem = unknownIdProblem('a', 'antike', ids);
    expect(problem.suggestion).toBe('antike-east');
    expect(problem.message).toMatch(/^no ruleset or variant has the id 'antike'; did you mean 'antike-east'\? \(ids with the word 'antike': antike-east, antike-west, antike-[a-z-]+, \d+ more\)$/);
  });

  it('says only that the id is unknown when nothing is near', () => {
    expect(unknownIdProblem('a', 'hellas', ids)).toEqual({ side: 'a', id: 'hellas', message: "no ruleset or variant has the id 'hellas'" });
  });
});

describe('likelyIds (also the missing-ruleset page of /rulesets/<id>/…)', () => {
  it('gives the near miss alone, or the ids the word begins', () => {
    expect(likelyIds('antike-duelum', ids)).toEqual({ near: 'antike-duellum', starting: [] });
    expect(likelyIds('antike', ids).starting.slice(0, 2)).toEqual(['antike-east', 'antike-west']);
    expect(likelyIds('', ids)).toEqual({ starting: [] });
    // The game's name at the end of its id (a review as users: /rulesets/duellum/play suggested nothing).
    expect(likelyIds('duellum', ids).starting[0]).toBe('antike-duellum');
    expect(likelyIds('uellu', ids).starting).toEqual([]);
  });
});
