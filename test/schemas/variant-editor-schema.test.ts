import Ajv2020 from 'ajv/dist/2020.js';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { editorAnnotationKeywords, schemasByKind } from '../../engine/ruleset/schemas';
import { findSourceFiles } from '../../lib/rulesets/load';
import { buildVariantEditorSchema, formatVariantEditorSchema, generatedPath } from '../../scripts/variant-schema';

type Json = Record<string, unknown>;

const schemasDir = path.resolve('schemas');
const sources = Object.fromEntries(
  readdirSync(schemasDir)
    .filter((f) => f.endsWith('.schema.json'))
    .map((f) => [f, JSON.parse(readFileSync(path.join(schemasDir, f), 'utf8')) as Json]),
);
const committedText = readFileSync(path.join(schemasDir, generatedPath), 'utf8');
const committed = JSON.parse(committedText) as Json;

function editorValidator() {
  // Strict, as the engine's own schemas are compiled, so the generated file uses only known keywords.
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false, strictRequired: false, allowUnionTypes: true });
  ajv.addVocabulary(editorAnnotationKeywords);
  for (const schema of Object.values(schemasByKind)) ajv.addSchema(schema as object);
  return ajv.compile(committed);
}

const variantFiles = findSourceFiles(path.resolve('rulesets')).filter((f) => f.endsWith('.variant.json'));

describe('the generated variant schema for editors (schemas/generated/variant.schema.json)', () => {
  it('is up to date with the schemas it is generated from (run `npm run schemas:variant` after a schema change)', () => {
    expect(committedText === formatVariantEditorSchema(sources), 'schemas/generated/variant.schema.json is stale: run `npm run schemas:variant`').toBe(true);
  });

  it('compiles in ajv strict mode against the source schemas it references', () => {
    expect(() => editorValidator()).not.toThrow();
  });

  it('accepts every shipped variant', () => {
    const validate = editorValidator();
    expect(variantFiles.length).toBeGreaterThanOrEqual(9);
    for (const file of variantFiles) {
      const doc = JSON.parse(readFileSync(file, 'utf8'));
      expect(validate(doc), `${file}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it('types patch as a merge patch: keys optional, null deletes, objects closed, arrays and leaves whole', () => {
    const validate = editorValidator();
    const variant = (patch: unknown) => ({ id: 'house', title: 'House', extends: 'antike-duellum', patch });
    const errorsOf = (patch: unknown) => (validate(variant(patch)) ? [] : validate.errors!.map((e) => `${e.instancePath} ${e.keyword} ${JSON.stringify(e.params)}`));

    // The README's house rule: one leaf deep inside, nothing else required.
    expect(errorsOf({ actions: { build: { temple: { cost: { marble: 5 } } } } })).toEqual([]);
    // null deletes a key (RFC 7396), at any depth, including a required one (the resolved ruleset is checked later).
    expect(errorsOf({ knowHows: { completionBonus: { extraPersonage: null } }, actions: { build: { temple: null } } })).toEqual([]);
    // The README's typo: "costs" is an unknown key of temple.
    expect(errorsOf({ actions: { build: { temple: { costs: { marble: 5 } } } } })).toContainEqual(expect.stringMatching(/^\/patch\/actions\/build\/temple additionalProperties .*"costs"/));
    // Leaves keep their types and bounds.
    expect(errorsOf({ actions: { build: { temple: { cost: { marble: 'five' } } } } }).join('\n')).toMatch(/\/patch\/actions\/build\/temple\/cost\/marble type/);
    expect(errorsOf({ players: { max: 9 } }).join('\n')).toMatch(/\/patch\/players\/max maximum/);
    // The reserved keys the resolver refuses (variant/reserved-key) are not offered either.
    expect(errorsOf({ id: 'other' }).join('\n')).toMatch(/\/patch additionalProperties .*"id"/);
    // Arrays are replaced whole by a merge patch, so their items must be complete.
    expect(errorsOf({ actions: { build: { townWall: { gainedAtScore: [0, 'x'] } } } }).join('\n')).toMatch(/gainedAtScore\/1 type/);
  });

  it("keeps each property's own description on its schema, with no $ref or wrapper to hide it", () => {
    const at = (node: Json, ...keys: string[]) => keys.reduce((n, key) => (n.properties as Json)[key] as Json, node);
    const cost = at(committed, 'patch', 'actions', 'build', 'temple', 'cost');
    const source = at(sources['actions.schema.json'], 'build', 'temple', 'cost');
    expect(cost.description).toBe(source.description);
    expect(cost.description).not.toBe(((sources['common.schema.json'].$defs as Json).bag as Json).description);
    expect(cost).not.toHaveProperty('$ref');
    expect(cost.type).toEqual(['object', 'null']);
  });

  it('is generated from the ruleset schema, not written by hand: a new ruleset property appears in patch', () => {
    const changed = structuredClone(sources);
    ((changed['ruleset.schema.json'].properties as Json) as Json).houseRuleFlag = { type: 'boolean', description: 'A made-up flag.' };
    const built = buildVariantEditorSchema(changed);
    const patchProperties = (((built.properties as Json).patch as Json).properties as Json);
    expect(patchProperties.houseRuleFlag).toEqual({ type: ['boolean', 'null'], description: 'A made-up flag.' });
  });
});
