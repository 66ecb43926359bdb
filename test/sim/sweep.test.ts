import { describe, expect, it } from 'vitest';
import { playRecord } from '../../engine/sim/play-record';
import { parseSweepSetting, sweepPointerProblem, sweepReport, sweepTableRows, sweepVariantDocument } from '../../engine/sim/sweep';
import { formatSweep } from '../../engine/sim/report-text';
import type { Ruleset } from '../../engine/ruleset/types';
import { reportGuesses, simulationGuesses, withGuesses } from '../../engine/ruleset/guesses';
import { validateRuleset } from '../../engine/ruleset/validate';
import { libraryWith, sourceFromText } from '../helpers/library';
import { ruleset } from '../helpers/game';
import { rondel, rondelHere } from './helpers';

const marble = '/actions/build/temple/cost/marble';

describe('--set: the values of a sweep', () => {
  it('reads numbers, words and JSON arrays', () => {
    expect(parseSweepSetting(`${marble}=4,5, 7`)).toEqual({ pointer: marble, values: [4, 5, 7] });
    expect(parseSweepSetting('/map/lineups/2/startNation=random,romans')).toEqual({ pointer: '/map/lineups/2/startNation', values: ['random', 'romans'] });
    expect(parseSweepSetting('/actions/build/temple/cost=[{"marble":5},{"marble":4,"coin":1}]')).toEqual({ pointer: '/actions/build/temple/cost', values: [{ marble: 5 }, { marble: 4, coin: 1 }] });
    expect(parseSweepSetting('/rondel/mayStay=true,false')).toEqual({ pointer: '/rondel/mayStay', values: [true, false] });
  });

  it.each([
    ['4,5', /--set takes POINTER=VALUE/],
    ['actions/build=4', /is not a JSON pointer; it starts with '\/'/],
    [`${marble}=`, /no values after '='/],
    [`${marble}=4,null`, /null would delete the value/],
    [`${marble}=4,4`, /4 is listed twice/],
    [`${marble}=[4,`, /is not a JSON array of values/],
  ])('%s is refused: %s', (text, message) => {
    const parsed = parseSweepSetting(text);
    expect('error' in parsed && parsed.error).toMatch(message);
  });

  it('a pointer must name a rule the ruleset has, outside lists and bookkeeping', () => {
    const duellum = ruleset('antike-duellum') as unknown as Record<string, unknown>;
    expect(sweepPointerProblem(duellum, marble)).toBeUndefined();
    expect(sweepPointerProblem(duellum, '/actions/build/temple/cost/marbel')).toMatch(/has no 'marbel' at \/actions\/build\/temple\/cost; it has marble/);
    expect(sweepPointerProblem(duellum, '/actions/build/townWall/gainedAtScore/2')).toMatch(/\/actions\/build\/townWall\/gainedAtScore is a list, which a variant replaces whole/);
    expect(sweepPointerProblem(duellum, '/provenance')).toMatch(/describes the ruleset/);
    expect(sweepPointerProblem(duellum, '/title')).toMatch(/describes the ruleset/);
    expect(sweepPointerProblem(duellum, '')).toMatch(/not the whole of it/);
  });

  it('each setting is a variant of A whose resolved value is the setting, marked a house rule', () => {
    const doc = sweepVariantDocument({ id: 'antike-duellum', title: 'Antike Duellum' }, marble, 5, 0);
    const library = libraryWith(sourceFromText(`${doc.id}.variant.json`, JSON.stringify(doc)));
    const validation = validateRuleset(library, doc.id as string);
    expect(validation.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const resolved = validation.ruleset as Ruleset;
    expect(resolved.actions.build.temple.cost).toEqual({ marble: 5 });
    expect(resolved.provenance?.[marble]?.status).toBe('house-rule');
  });
});

describe('rondel simulate --set', () => {
  it.each([
    [['simulate', 'antike-duellum', 'antike-east', '--set', `${marble}=5`], /--set sweeps a value of A against A as written; leave out B/],
    [['simulate', 'antike-duellum', '--set', '/actions/build/temple/price=5'], /has no 'price' at \/actions\/build\/temple; it has cost/],
  ])('bad arguments %j exit 2 with one clear line', async (args, message) => {
    const run = await rondelHere(...args);
    expect(run.code).toBe(2);
    expect(run.err.trim().split('\n')).toHaveLength(1);
    expect(run.err).toMatch(message);
  });

  it('a value the schema refuses exits 1 and names the value and the problem', async () => {
    const run = await rondelHere('simulate', 'antike-duellum', '--set', `${marble}=5,many`);
    expect(run.code).toBe(1);
    expect(run.err).toMatch(/\/actions\/build\/temple\/cost\/marble = many makes a ruleset that does not validate/);
    expect(run.err).toMatch(/schema\/type/);
    expect(run.out).toBe('');
  });

  it('--json: A and each setting played on the same seeds; the report is the one of the same games played here', () => {
    const run = rondel('simulate', 'antike-duellum', '--set', `${marble}=5,6`, '--games', '3', '--seed', '11', '--bots', 'random', '--max-moves', '2500', '--workers', '2', '--json');
    expect(run.code).toBe(0);
    const report = JSON.parse(run.out);
    expect(report.sweep).toEqual({ ruleset: 'antike-duellum', pointer: marble, asWritten: 6, bots: ['random'] });
    expect(report.rows.map((r: { value: number; asWritten: boolean; variant: string }) => [r.value, r.asWritten, r.variant])).toEqual([
      [5, false, 'antike-duellum-sweep-1'],
      [6, true, 'antike-duellum'],
    ]);
    // The same games in this process: A as written, and A with temples at 5 marble as a variant.
    const doc = sweepVariantDocument({ id: 'antike-duellum', title: ruleset('antike-duellum').title }, marble, 5, 0);
    const five = validateRuleset(libraryWith(sourceFromText(`${doc.id}.variant.json`, JSON.stringify(doc))), doc.id as string).ruleset as Ruleset;
    const play = (r: Ruleset, variant: string) => [11, 12, 13].map((seed) => ({ ...playRecord(r, { seed, bots: ['random'], maxMoves: 2500 }), variant }));
    const here = sweepReport({ ruleset: 'antike-duellum', pointer: marble, asWritten: 6, bots: ['random'] }, play(ruleset('antike-duellum'), 'antike-duellum'), [
      { value: 5, variant: 'antike-duellum-sweep-1', records: play(five, 'antike-duellum-sweep-1') },
      { value: 6, variant: 'antike-duellum', records: play(ruleset('antike-duellum'), 'antike-duellum') },
    ]);
    // With the guesses of A's data (Duellum's estimated boards and prices), as the text prints them (UX review).
    expect(report).toEqual(JSON.parse(JSON.stringify(withGuesses(here, reportGuesses([['antike-duellum', simulationGuesses(ruleset('antike-duellum'))]], true)))));
    // Each setting against A, metric by metric (random games under a move cap: intervals only where games finished).
    expect(Object.keys(report.rows[0].diff)).toEqual(expect.arrayContaining(['finished', 'stalled', 'firstPlayer.winRate', 'turnsPerNation.mean']));
    expect(report.rows[1].diff).toBeUndefined();
    expect(run.err).toMatch(/done: antike-duellum, \/actions\/build\/temple\/cost\/marble swept: 6\/6 games/);

    const text = formatSweep(here);
    expect(text).toMatch(/^antike-duellum: \/actions\/build\/temple\/cost\/marble swept \(as written 6\)/);
    expect(text).toMatch(/\n5 +3 /);
    expect(text).toMatch(/\n6 \(as written\) +3 /);
    expect(text).toMatch(/bot-vs-bot results/);
    expect(text).toContain('Read a clear row from a few dozen games as a reason to run more games, not as a finding.');

    // Values swept without A's own: A's row takes its place in value order (UX review: the rows read 6 (as written),
    // 4, 5, 7), in the text, the page's table and its charts alike (sweepTableRows).
    const seven = { value: 7, variant: 'antike-duellum-sweep-2', records: play(five, 'antike-duellum-sweep-2') };
    const apart = sweepReport({ ruleset: 'antike-duellum', pointer: marble, asWritten: 6, bots: ['random'] }, play(ruleset('antike-duellum'), 'antike-duellum'), [
      seven,
      { value: 5, variant: 'antike-duellum-sweep-1', records: play(five, 'antike-duellum-sweep-1') },
    ]);
    expect(sweepTableRows(apart).map((r) => [r.value, r.asWritten])).toEqual([[5, false], [6, true], [7, false]]);
    expect([...formatSweep(apart).matchAll(/\n(\d)( \(as written\))? +3 /g)].map((m) => m[1])).toEqual(['5', '6', '7']);
  });
});

describe('sweepVariantDocument titles', () => {
  it('stay within the schema\'s 80 characters for a deep pointer under a long title, naming the setting (a review as users)', () => {
    const title = 'Antike Duellum — Rome vs Carthage';
    expect(sweepVariantDocument({ id: 'antike-duellum', title }, '/actions/build/temple/cost/marble', 5, 0).title).toBe('Antike Duellum — Rome vs Carthage with /actions/build/temple/cost/marble = 5');
    const deep = sweepVariantDocument({ id: 'antike-duellum', title }, '/actions/maneuver/conquest/templeDefense', 2, 0).title as string;
    expect(deep).toBe('Antike Duellum — Rome vs Carthage with …/conquest/templeDefense = 2');
    const long = sweepVariantDocument({ id: 'x', title: 'A'.repeat(80) }, '/knowHows/items/res-publica/price/first', 6, 0).title as string;
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long).toMatch(/^A+… with …\/price\/first = 6$/);
  });
});
