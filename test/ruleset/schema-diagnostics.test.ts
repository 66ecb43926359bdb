/**
 * Schema diagnostics as a designer reads them (engine/ruleset/schema-diagnostics.ts, suggest.ts): one error per
 * problem, from the alternative that has the value's type, and a "did you mean" only for a near miss.
 */
import { describe, expect, it } from 'vitest';
import { applyMergePatch } from '../../engine/ruleset/merge-patch';
import { validateRuleset, validateResolvedValue } from '../../engine/ruleset/validate';
import { closest } from '../../engine/ruleset/suggest';
import { builtInLibrary } from '../helpers/library';

const duellum = validateRuleset(builtInLibrary(), 'antike-duellum').resolved!;
const gain = { op: 'gain', player: 'self', currency: 'gold', amount: 1 };
const card = (changes: Record<string, unknown>, effect: Record<string, unknown> = {}) => ({ name: 'Test', copies: 1, play: { when: 'own-turn' }, effects: [{ ...gain, ...effect }], ...changes });
const problems = (value: unknown) => validateResolvedValue(applyMergePatch(duellum, { eventCards: { cards: { test: value } } })).filter((d) => d.pointer.startsWith('/eventCards/cards/test'));

describe('schema diagnostics', () => {
  it("an unknown action in a turn guard is that one problem, not also the other guard forms' complaints (UX review)", () => {
    const value = JSON.parse(JSON.stringify(duellum)) as { turn: { states: Record<string, { always: { guard: { type: string; params: { action?: string } } }[] }> } };
    const guard = value.turn.states.route.always.find((t) => t.guard?.type === 'in-step' && t.guard.params.action)!.guard;
    guard.params.action = 'recruitt';
    const found = validateResolvedValue(value);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ code: 'schema/enum' });
    expect(found[0].pointer).toMatch(/^\/turn\/states\/route\/always\/\d+\/guard\/params\/action$/);
    expect(found[0].message).toContain('"recruitt" is not allowed');
  });

  it('an empty name is said in words with a fix, not as the validator\'s "must NOT have fewer than 1 characters"', () => {
    const found = problems(card({ name: '' }));
    expect(found).toEqual([expect.objectContaining({ code: 'schema/minLength', pointer: '/eventCards/cards/test/name' })]);
    expect(found[0].message).toBe('/eventCards/cards/test/name must not be empty; write some text');
  });

  it('a negative amount is out of range, and not also "must be an object" (the other form of an amount)', () => {
    const found = problems(card({}, { amount: -3 }));
    expect(found).toEqual([expect.objectContaining({ code: 'schema/minimum', pointer: '/eventCards/cards/test/effects/0/amount' })]);
    expect(found[0].message).toContain('must be at least 0 (it is -3)');
  });

  it('a count with a negative max: the problem inside the count, not "must be a whole number"', () => {
    const found = problems(card({}, { amount: { count: 'cities', of: 'self', max: -1 } }));
    expect(found.map((d) => [d.code, d.pointer])).toEqual([['schema/minimum', '/eventCards/cards/test/effects/0/amount/max']]);
  });

  it('a value of neither type still names both forms', () => {
    const found = problems(card({}, { amount: 'x' }));
    expect(found.map((d) => d.message)).toEqual(['/eventCards/cards/test/effects/0/amount must be a whole number or an object']);
  });

  it("an unknown key far from every allowed one gets the list of keys, not a guess ('by' is not 'op')", () => {
    const [found] = problems(card({}, { by: 1 }));
    expect(found.code).toBe('schema/additionalProperties');
    expect(found.message).not.toContain('did you mean');
    expect(found.message).toContain('op, player, currency, amount');
  });
});

describe('did you mean', () => {
  it('suggests near misses, a swap of neighbouring letters counting as one edit', () => {
    expect(closest('costs', ['cost', 'name'])).toBe('cost');
    expect(closest('--hepl', ['--help', '--players'])).toBe('--help');
    expect(closest('irn', ['iron', 'gold', 'marble'])).toBe('iron');
    expect(closest('antike-eats', ['antike-east', 'antike-duellum'])).toBe('antike-east');
  });

  it('does not suggest a word that shares almost nothing with the typed one', () => {
    expect(closest('by', ['op', 'player', 'amount'])).toBeUndefined();
    expect(closest('coin', ['gain', 'lose'])).toBeUndefined();
  });

  it("a missing key with a closed list of values names the list, not the first word of its description", () => {
    // Before: "… is missing the required key 'status' (printed)", as if "printed" were the value to write.
    const found = validateResolvedValue(applyMergePatch(duellum, { turn: { provenance: { '/initial': { note: 'x' } } } })).filter((d) => d.code === 'schema/required');
    expect(found.map((d) => d.message)).toEqual([`/turn/provenance/~1initial is missing the required key 'status' (one of "printed", "derived", "fan-data", "estimated", "house-rule")`]);
  });
});
