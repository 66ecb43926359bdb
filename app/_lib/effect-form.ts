/**
 * The card designer's form for effects, read from the effect language's schema (engine/effects/ops/, the same
 * fragments ajv validates with), so an op added to the registry gets its form without code here. The schema says
 * what each field may hold; the ruleset says which values this game has (its resource kinds, unit types, the
 * parameters a modifier can change), named as the game names them.
 */
import { amountCounts, buildEffectSchema, defName, kindName, knownModifierParams, paramWords, type Ruleset } from '@/engine/rulesets';

export interface Choice {
  value: string;
  label: string;
  /** The value is a game id worth showing beside its name ('Legion (legion)'): the JSON panel and the docs use it. */
  showValue?: boolean;
}

export type FieldModel =
  | { kind: 'choice'; options: Choice[] }
  | { kind: 'integer'; min?: number; max?: number }
  | { kind: 'text'; examples: string[] }
  | { kind: 'effects' }
  | { kind: 'object'; fields: Field[] }
  /** An object keyed by ids (a choice's options): each entry has the same fields. */
  | { kind: 'map'; entry: Field[]; min: number; max: number }
  /** One of several shapes (an amount: a number, or a count from the game). */
  | { kind: 'either'; alternatives: { label: string; model: FieldModel }[] }
  /** A shape the form cannot show: edited in the JSON panel. */
  | { kind: 'json' };

export interface Field {
  key: string;
  /** The schema's description: what the field means. */
  description?: string;
  required: boolean;
  model: FieldModel;
  /** The schema's default: what the engine does while the field is left out. */
  default?: unknown;
}

type Schema = Record<string, unknown> & {
  $ref?: string;
  description?: string;
  enum?: unknown[];
  type?: string;
  minimum?: number;
  maximum?: number;
  minProperties?: number;
  maxProperties?: number;
  examples?: unknown[];
  default?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
  oneOf?: Schema[];
};

let cachedDefs: Record<string, Schema> | undefined;
const defs = () => (cachedDefs ??= buildEffectSchema().$defs as Record<string, Schema>);

const playerWords: Record<string, string> = { self: "you (the card's player)", opponent: 'your opponent', any: 'either player' };

/** What the form offers for a reference the ruleset fills in; undefined: the schema alone decides. */
function rulesetChoices(ref: string, key: string, ruleset: Ruleset): Choice[] | undefined {
  const named = (list: Choice[] | undefined) => list?.map((c) => ({ ...c, showValue: c.label !== c.value }));
  return named(gameChoices(ref, key, ruleset));
}

function gameChoices(ref: string, key: string, ruleset: Ruleset): Choice[] | undefined {
  if (ref === 'common.schema.json#/$defs/currency') return [...Object.keys(ruleset.economy.resources), 'coin'].map((k) => ({ value: k, label: kindName(ruleset, k) }));
  if (ref === 'common.schema.json#/$defs/modifierParam') return knownModifierParams(ruleset).map((p) => ({ value: p, label: paramWords(p, (u) => ruleset.units[u]?.name ?? u) }));
  if (ref === 'common.schema.json#/$defs/id' && key === 'unit')
    return [...Object.entries(ruleset.units).map(([u, d]) => ({ value: u, label: d.name ?? u })), ...Object.entries(ruleset.specialUnits ?? {}).map(([u, d]) => ({ value: u, label: d.name ?? u }))];
  return undefined;
}

function choicesOf(values: unknown[]): Choice[] {
  return values.map((v) => String(v)).map((v) => ({ value: v, label: playerWords[v] ?? v.replace(/-/g, ' ') }));
}

function model(schema: Schema, key: string, ruleset: Ruleset): FieldModel {
  if (schema.$ref) {
    const ruled = rulesetChoices(schema.$ref, key, ruleset);
    if (ruled) return { kind: 'choice', options: ruled };
    if (schema.$ref === '#/$defs/effectList') return { kind: 'effects' };
    if (schema.$ref === '#/$defs/amount') return amountModel(ruleset);
    const local = schema.$ref.match(/^#\/\$defs\/(.+)$/);
    if (local && defs()[local[1]]) return model(defs()[local[1]], key, ruleset);
    // A name or another text from the common schema.
    if (schema.$ref.startsWith('common.schema.json#')) return { kind: 'text', examples: [] };
    return { kind: 'json' };
  }
  if (schema.enum) return { kind: 'choice', options: choicesOf(schema.enum) };
  if (schema.type === 'integer') return { kind: 'integer', min: schema.minimum, max: schema.maximum };
  if (schema.type === 'string') return { kind: 'text', examples: (schema.examples ?? []).map(String) };
  if (schema.type === 'object' && schema.properties) return { kind: 'object', fields: fieldsOf(schema, ruleset) };
  if (schema.type === 'object' && typeof schema.additionalProperties === 'object' && schema.additionalProperties.properties)
    return { kind: 'map', entry: fieldsOf(schema.additionalProperties, ruleset), min: schema.minProperties ?? 0, max: schema.maxProperties ?? 32 };
  return { kind: 'json' };
}

/** An amount: a constant, or a count from the game whose 'count' names what this ruleset can count. */
function amountModel(ruleset: Ruleset): FieldModel {
  const alternatives = (defs().amount.oneOf ?? []).map((alt) => {
    const m = model(alt, 'amount', ruleset);
    if (m.kind === 'object') {
      const counts = [...amountCounts, ...Object.keys(ruleset.economy.resources)];
      m.fields = m.fields.map((f) => (f.key === 'count' ? { ...f, model: { kind: 'choice', options: counts.map((c) => ({ value: c, label: kindName(ruleset, c), showValue: kindName(ruleset, c) !== c })) } } : f));
    }
    return { label: m.kind === 'integer' ? 'a fixed number' : 'a count from the game', model: m };
  });
  return { kind: 'either', alternatives };
}

function fieldsOf(schema: Schema, ruleset: Ruleset): Field[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .filter(([, s]) => !('const' in s))
    .map(([key, s]) => ({ key, description: s.description, required: required.has(key), model: model(s, key, ruleset), ...(s.default !== undefined ? { default: s.default } : {}) }));
}

/**
 * What an optional field left out means, in the words its editor shows: the default by the name the form gives it
 * ("default: bank", "default: 1"), or "none" where the engine then has none (no unit type, no cap, no bound). A bare
 * "(default)" beside "bank" did not say which of the choices a card without the field gets.
 */
export function unsetWords(field: Pick<Field, 'model' | 'default'>): string {
  if (field.default === undefined) return 'none';
  const label = field.model.kind === 'choice' ? field.model.options.find((o) => o.value === String(field.default))?.label : undefined;
  return `default: ${label ?? String(field.default)}`;
}

/** The fields of one op's effect (its 'op' left out: changing the op replaces the effect). */
export function effectFields(op: string, ruleset: Ruleset): Field[] | undefined {
  const schema = defs()[defName(op)];
  return schema ? fieldsOf(schema, ruleset) : undefined;
}

/** Which of an 'either' field's alternatives a value has (a number is the constant, an object the count). */
export function alternativeOf(m: Extract<FieldModel, { kind: 'either' }>, value: unknown): number {
  const index = m.alternatives.findIndex((a) => (typeof value === 'number' ? a.model.kind === 'integer' : a.model.kind === 'object'));
  return Math.max(0, index);
}

/** A value a new field starts with: the first choice, the smallest allowed whole number from 1, the required parts. */
export function initialValue(m: FieldModel): unknown {
  switch (m.kind) {
    case 'choice':
      return m.options[0]?.value ?? '';
    case 'integer':
      return Math.min(Math.max(1, m.min ?? 1), m.max ?? Number.MAX_SAFE_INTEGER);
    case 'text':
      return m.examples[0] ?? '';
    case 'effects':
      return [];
    case 'object':
      return Object.fromEntries(m.fields.filter((f) => f.required).map((f) => [f.key, initialValue(f.model)]));
    case 'map':
      return Object.fromEntries(Array.from({ length: Math.max(m.min, 1) }, (_, i) => [`option-${i + 1}`, optionEntry(m.entry, i + 1)]));
    case 'either':
      return initialValue(m.alternatives[0].model);
    case 'json':
      return null;
  }
}

/** The n-th new entry of a map field (a choice's option): its required parts, labelled "Option n" where it has a label. */
export function optionEntry(fields: Field[], n: number): Record<string, unknown> {
  const value = initialValue({ kind: 'object', fields }) as Record<string, unknown>;
  if ('label' in value) value.label = `Option ${n}`;
  return value;
}
