/**
 * The card designer's effect form (app/_lib/effect-form.ts) is read from the effect language's schema: every op of the
 * registry gets a complete form (no field falls back to raw JSON), its examples can be shown in it, and the values
 * a field offers are the ruleset's own (resource kinds, unit types with special units, modifier parameters).
 */
import { describe, expect, it } from 'vitest';
import { alternativeOf, effectFields, initialValue, unsetWords, type Field, type FieldModel } from '../../app/_lib/effect-form';
import { opRegistry } from '../../engine/effects/ops/index';
import { checkEffects } from '../../engine/ruleset/checks/effect-references';
import { opExampleFor, validateResolvedValue, type Diagnostic } from '../../engine/rulesets';
import { ruleset } from '../helpers/game';

const D = ruleset('antike-duellum');
const S = ruleset('antike-duellum-special-units');
const E = ruleset('antike-east');

/** Whether the form can show a value as it is (each choice offered, each number in bounds, each nested part). */
function shows(model: FieldModel, value: unknown): string[] {
  switch (model.kind) {
    case 'choice':
      return model.options.some((o) => o.value === value) ? [] : [`'${String(value)}' is not offered`];
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value) && value >= (model.min ?? -Infinity) && value <= (model.max ?? Infinity) ? [] : [`${String(value)} is out of bounds`];
    case 'text':
      return typeof value === 'string' ? [] : ['not text'];
    case 'effects':
      return Array.isArray(value) ? value.flatMap((e) => showsEffect(e as { op: string })) : ['not a list'];
    case 'object':
      return showsFields(model.fields, value as Record<string, unknown>);
    case 'map':
      return Object.values(value as Record<string, unknown>).flatMap((v) => showsFields(model.entry, v as Record<string, unknown>));
    case 'either':
      return shows(model.alternatives[alternativeOf(model, value)].model, value);
    case 'json':
      return ['falls back to JSON'];
  }
}

function showsFields(fields: Field[], value: Record<string, unknown>): string[] {
  const keys = new Set(fields.map((f) => f.key));
  const stray = Object.keys(value).filter((k) => k !== 'op' && !keys.has(k)).map((k) => `${k} has no field`);
  return [...stray, ...fields.filter((f) => value[f.key] !== undefined).flatMap((f) => shows(f.model, value[f.key]).map((p) => `${f.key}: ${p}`))];
}

function showsEffect(effect: { op: string }): string[] {
  const fields = effectFields(effect.op, D);
  return fields ? showsFields(fields, effect as unknown as Record<string, unknown>) : [`no form for '${effect.op}'`];
}

describe('the effect form from the schema', () => {
  it('every op of the registry has a form that shows each of its examples as they are', () => {
    for (const op of opRegistry) for (const example of op.examples) expect([op.op, showsEffect(example as { op: string })]).toEqual([op.op, []]);
  });

  it("offers the ruleset's resource kinds and coin, by name; its unit types, special units included; its modifier parameters in words", () => {
    const currency = effectFields('gain', D)!.find((f) => f.key === 'currency')!.model as Extract<FieldModel, { kind: 'choice' }>;
    expect(currency.options.map((o) => o.value)).toEqual([...Object.keys(D.economy.resources), 'coin']);
    const unitOf = (r: typeof D) => (effectFields('place', r)!.find((f) => f.key === 'unit')!.model as Extract<FieldModel, { kind: 'choice' }>).options.map((o) => o.value);
    expect(unitOf(D)).toEqual(Object.keys(D.units));
    expect(unitOf(S)).toEqual([...Object.keys(S.units), ...Object.keys(S.specialUnits ?? {})]);
    expect(unitOf(S).length).toBeGreaterThan(unitOf(D).length);
    const param = (effectFields('modify', E)!.find((f) => f.key === 'param')!.model as Extract<FieldModel, { kind: 'choice' }>).options;
    expect(param.map((o) => o.value)).toEqual([...Object.keys(E.units).map((u) => `${u}.moves`), 'city.defense', 'production.bonus', 'rondel.freeSteps', 'temple.cost']);
    expect(param.find((o) => o.value === 'city.defense')!.label).toBe('the defence of your cities');
  });

  it("an amount is a fixed number or a count of what this game can count, its resource kinds included", () => {
    const amount = effectFields('gain', D)!.find((f) => f.key === 'amount')!.model as Extract<FieldModel, { kind: 'either' }>;
    expect(amount.alternatives.map((a) => a.label)).toEqual(['a fixed number', 'a count from the game']);
    expect(alternativeOf(amount, 3)).toBe(0);
    expect(alternativeOf(amount, { count: 'coin', of: 'self' })).toBe(1);
    const counted = amount.alternatives[1].model as Extract<FieldModel, { kind: 'object' }>;
    const counts = (counted.fields.find((f) => f.key === 'count')!.model as Extract<FieldModel, { kind: 'choice' }>).options.map((o) => o.value);
    expect(counts).toEqual(expect.arrayContaining(['know-hows', 'cities', 'coin', ...Object.keys(D.economy.resources)]));
  });

  it('a field started from its initial value is valid where the op needs nothing else: a new choice option, a counted amount', () => {
    const choose = effectFields('choose', D)!.find((f) => f.key === 'options')!;
    const options = initialValue(choose.model) as Record<string, { label: string; effects: unknown[] }>;
    expect(Object.keys(options)).toEqual(['option-1', 'option-2']);
    expect(options['option-2'].label).toBe('Option 2');
    const amount = effectFields('gain', D)!.find((f) => f.key === 'amount')!.model as Extract<FieldModel, { kind: 'either' }>;
    const card = { name: 'Form card', copies: 1, play: { when: 'own-turn' }, effects: [{ op: 'choose', options }, { op: 'gain', player: 'self', currency: 'gold', amount: initialValue(amount.alternatives[1].model) }] };
    const resolved = { ...D, eventCards: { ...D.eventCards!, cards: { ...D.eventCards!.cards, 'form-card': card } } };
    expect(validateResolvedValue(resolved).filter((d) => d.severity === 'error' && d.pointer.startsWith('/eventCards/cards/form-card'))).toEqual([]);
  });
});

describe('an optional field left out', () => {
  const field = (op: string, key: string) => effectFields(op, D)!.find((f) => f.key === key)!;
  const counted = (key: string) => {
    const amount = field('gain', 'amount').model as Extract<FieldModel, { kind: 'either' }>;
    return (amount.alternatives.find((a) => a.model.kind === 'object')!.model as Extract<FieldModel, { kind: 'object' }>).fields.find((f) => f.key === key)!;
  };

  it('names the default the engine then uses, as the form names that choice: a card without "from" takes from the bank', () => {
    expect(unsetWords(field('gain', 'from'))).toBe('default: bank');
    expect(unsetWords(field('lose', 'to'))).toBe('default: bank');
    expect(unsetWords(field('choose', 'chooser'))).toBe("default: you (the card's player)");
    expect(unsetWords(counted('round'))).toBe('default: down');
    expect(unsetWords(counted('times'))).toBe('default: 1');
  });

  it('says "none" where the engine has no default: no unit type, no cap, no bound', () => {
    expect(unsetWords(field('destroy', 'unit'))).toBe('none');
    expect(unsetWords(counted('max'))).toBe('none');
  });

  it('every optional choice and number of every op says one or the other, never a bare "default"', () => {
    const optional = (fields: Field[]): Field[] => fields.flatMap((f) => (f.model.kind === 'object' ? optional(f.model.fields) : f.model.kind === 'either' ? f.model.alternatives.flatMap((a) => (a.model.kind === 'object' ? optional(a.model.fields) : [])) : !f.required && (f.model.kind === 'choice' || f.model.kind === 'integer') ? [f] : []));
    const all = opRegistry.flatMap((op) => optional(effectFields(op.op, D)!));
    expect(all.length).toBeGreaterThan(5);
    for (const f of all) expect(unsetWords(f), f.key).toMatch(/^(default: .+|none)$/);
  });
});

describe('the effect "add an effect" starts from', () => {
  const timings = ['own-turn', 'during-action', 'end-of-turn', 'reply-to-movement', 'reply-to-conquest'] as const;
  it('is valid on a card of every timing: "modify" on an own-turn card no longer starts with a change that ends with the conquest (UX review)', () => {
    for (const when of timings) {
      for (const { op } of opRegistry) {
        const out: Diagnostic[] = [];
        checkEffects(D, [opExampleFor(D, op, when)], '/effects', out, { when });
        expect(out.filter((d) => d.severity === 'error'), `${op} on a card played ${when}`).toEqual([]);
      }
    }
    // The first example (a defence change until the end of the conquest) is kept where it counts.
    expect(opExampleFor(D, 'modify', 'reply-to-conquest')).toMatchObject({ param: 'city.defense', until: 'end-of-conquest' });
    expect(opExampleFor(D, 'modify', 'own-turn')).not.toMatchObject({ until: 'end-of-conquest' });
  });
});
