/**
 * The editor's numbers and switches (app/_lib/number-fields.ts): which values the form lists, how they are named and
 * marked, and that a change rewrites only that value in the text, which then reads as the ruleset with that one change.
 */
import { describe, expect, it } from 'vitest';
import { matchesQuery, readNumber, scalarAt, schemaDescriptionAt, setValueInText, sweepValues, valueFields, type ValueField } from '../../app/_lib/number-fields';
import { formatJson } from '../../app/_lib/format-json';
import { indexProvenance } from '../../engine/ruleset/provenance';
import { diffRulesets } from '../../engine/ruleset/diff';
import { clone } from '../../engine/ruleset/merge-patch';
import { validateResolvedValue, validateRuleset } from '../../engine/ruleset/validate';
import { builtInLibrary } from '../helpers/library';

const library = builtInLibrary();
const duellum = validateRuleset(library, 'antike-duellum').resolved! as Record<string, unknown>;
const fieldsOf = (r: Record<string, unknown>, base?: Record<string, unknown>) => valueFields(r, indexProvenance(r as never).entries, base);

describe('valueFields', () => {
  it("lists Duellum's rules numbers and switches, by section, with item names and provenance (D-TEMP-02, D-SCI prices)", () => {
    const fields = fieldsOf(duellum);
    const at = (pointer: string) => fields.find((f) => f.pointer === pointer);
    expect(at('/actions/build/temple/cost/marble')).toMatchObject({ section: 'Actions', label: 'build › temple › cost › marble', value: 6, status: 'printed' });
    // STRATA's first price is our estimate (docs/game-data.md), COMMERCIUM's 9 is printed: the form must tell them apart.
    expect(at('/knowHows/items/strata/price/first')).toMatchObject({ section: 'Know-hows', label: 'STRATA › price › first', value: 5, status: 'estimated' });
    expect(at('/knowHows/items/commercium/price/first')).toMatchObject({ value: 9, status: 'printed' });
    expect(at('/rondel/mayStay')).toMatchObject({ section: 'Rondel', label: 'may stay', value: false });
    expect(at('/personages/stacks/king/award/every')).toMatchObject({ label: 'King › award › every', value: 5 });
    // The map, the cards and the turn have their own views.
    expect(fields.filter((f) => /^\/(map|eventCards|turn|provenance)\//.test(f.pointer))).toEqual([]);
    expect(fields.every((f) => f.was === undefined)).toBe(true);
  });

  it('says what a value was in the ruleset the edit started from, and a value the edit added', () => {
    const edited = clone(duellum) as Record<string, any>;
    edited.actions.build.temple.cost.marble = 5;
    edited.rondel.mayStay = true;
    edited.setup.startResources.coin = 2;
    const fields = fieldsOf(edited, duellum);
    const changed = fields.filter((f) => f.was !== undefined).map((f) => [f.pointer, f.value, f.was]);
    expect(changed).toEqual([
      ['/setup/startResources/coin', 2, null],
      ['/rondel/mayStay', true, false],
      ['/actions/build/temple/cost/marble', 5, 6],
    ]);
  });
});

describe('setValueInText', () => {
  const text = formatJson(duellum);

  it('changes that one value and leaves every other character as it was', () => {
    const result = setValueInText(text, '/actions/build/temple/cost/marble', 5);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const after = JSON.parse(result.text);
    expect(validateResolvedValue(after).filter((d) => d.severity === 'error')).toEqual([]);
    const diff = diffRulesets(duellum as never, after);
    expect(diff.differences.map((d) => d.pointer)).toEqual(['/actions/build/temple/cost']);
    expect(result.text.length).toBe(text.length);
    const differing = [...text].flatMap((ch, i) => (ch === result.text[i] ? [] : [[i, ch, result.text[i]]]));
    expect(differing).toEqual([[expect.any(Number), '6', '5']]);
  });

  it('writes switches and array members, and keeps text around them', () => {
    const swapped = setValueInText(text, '/rondel/mayStay', true);
    expect(swapped.ok && JSON.parse(swapped.text).rondel.mayStay).toBe(true);
    const wall = setValueInText(text, '/actions/build/townWall/gainedAtScore/4', 6);
    expect(wall.ok && JSON.parse(wall.text).actions.build.townWall.gainedAtScore).toEqual([0, 1, 2, 3, 6, 7]);
  });

  it('refuses what is not a number, a pointer the text lacks, and a value that is not a scalar', () => {
    expect(setValueInText(text, '/actions/build/temple/cost/marble', Number.NaN)).toEqual({ ok: false, message: 'not a number' });
    expect(setValueInText(text, '/actions/build/temple/cost/wood', 1)).toMatchObject({ ok: false, message: expect.stringContaining('not in the text') });
    expect(setValueInText(text, '/actions/build/temple/cost', 1)).toMatchObject({ ok: false, message: expect.stringContaining('no number') });
  });
});

describe('readNumber', () => {
  it('reads whole and decimal numbers and names what is not one', () => {
    expect(readNumber(' 5 ')).toEqual({ ok: true, value: 5 });
    expect(readNumber('-1.5')).toEqual({ ok: true, value: -1.5 });
    expect(readNumber('')).toEqual({ ok: false, message: 'type a number' });
    expect(readNumber('5a')).toEqual({ ok: false, message: '“5a” is not a number' });
  });
});

describe('sweepValues', () => {
  const field = (value: number | boolean, extra: Partial<ValueField> = {}): ValueField => ({ pointer: '/x', section: 'X', label: 'x', value, status: 'printed', words: 'x', ...extra });
  it('starts a sweep with the value and its neighbours, none below 0, both answers of a switch', () => {
    expect(sweepValues(field(6))).toEqual([5, 6, 7]);
    expect(sweepValues(field(0))).toEqual([0, 1]);
    expect(sweepValues(field(false))).toEqual([false, true]);
  });
  it('offers none for a list member (a merge patch replaces the list whole) or a fraction', () => {
    expect(sweepValues(field(3, { inList: true }))).toBeUndefined();
    expect(sweepValues(field(0.5))).toBeUndefined();
    const wall = fieldsOf(duellum).find((f) => f.pointer === '/actions/build/townWall/gainedAtScore/4');
    expect(wall?.inList).toBe(true);
    expect(fieldsOf(duellum).find((f) => f.pointer === '/actions/build/temple/cost/marble')?.inList).toBeUndefined();
  });
});

describe('finding a value (matchesQuery) and what it is (schemaDescriptionAt)', () => {
  const fields = fieldsOf(duellum);
  const found = (query: string) => fields.filter((f) => matchesQuery(f, query)).map((f) => f.pointer);
  it("finds by a user's words: plurals, the value's own description in the schema", () => {
    expect(found('temples cost')).toEqual(['/actions/build/temple/cost/marble']);
    expect(found('defence')).toEqual(expect.arrayContaining(['/actions/maneuver/conquest/templeDefense', '/actions/maneuver/conquest/baseDefense']));
    expect(found('strata price first')).toEqual(['/knowHows/items/strata/price/first']);
    expect(found('no such thing')).toEqual([]);
  });
  it("names a value by the schema's description nearest it, its parent's where it has none", () => {
    expect(schemaDescriptionAt('/rondel/freeSteps')).toMatch(/^Fields a stone may move clockwise for free/);
    expect(schemaDescriptionAt('/victory/targetByNations/2')).toMatch(/^Target by number of nations in play/);
    expect(fields.find((f) => f.pointer === '/actions/maneuver/conquest/templeDefense')?.about).toBe('Defence of a city with a temple (3).');
    expect(schemaDescriptionAt('/no/such/place')).toBeUndefined();
  });
  it('locates the value itself in the text for "in the text" (scalarAt), not its key', () => {
    const text = formatJson(duellum);
    const at = scalarAt(text, '/supply/temples');
    expect(at.ok && text.slice(at.start, at.end)).toBe('12');
    expect(at.ok && text.slice(at.start - 11, at.start)).toBe('"temples": ');
  });
});
