import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as precompiled from '../../engine/ruleset/generated/validators.js';
import { compiledValidator } from '../../engine/ruleset/schema-compiler';
import { getValidator, precompiledKinds, type SchemaKind } from '../../engine/ruleset/schemas';
import { validateRuleset } from '../../engine/ruleset/validate';
import { findSourceFiles, loadLibrary } from '../../lib/rulesets/load';
import { validatorsModule, validatorsPath } from '../../scripts/validators-code';

type Json = Record<string, unknown>;

/** Every answer of a validator, errors included with the schema parts verbose mode attaches. */
function verdict(kind: SchemaKind, validate: ReturnType<typeof compiledValidator>, doc: unknown) {
  const valid = validate(doc);
  return JSON.stringify({ kind, valid, errors: validate.errors ?? null });
}

/** A document and copies of it broken in the ways a hand edit breaks one: a wrong type, an unknown key, a key gone, a misspelt value. */
function withBreakages(doc: Json): unknown[] {
  const copies: unknown[] = [doc];
  const keys = Object.keys(doc);
  for (const key of keys.slice(0, 6)) {
    const wrongType = structuredClone(doc);
    wrongType[key] = typeof doc[key] === 'string' ? 7 : 'seven';
    const removed = structuredClone(doc);
    delete removed[key];
    copies.push(wrongType, removed);
  }
  const unknownKey = structuredClone(doc);
  unknownKey.colour = 'purple';
  copies.push(unknownKey, [], null, 'text');
  const nested = structuredClone(doc);
  for (const value of Object.values(nested)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const first = Object.keys(value)[0];
      if (first) (value as Json)[first] = { prduce: true };
    }
  }
  copies.push(nested);
  return copies;
}

const library = loadLibrary({ workspace: false });
const resolved = [...library.keys()].sort().map((id) => validateRuleset(library, id).ruleset as unknown as Json);
const variantFiles = findSourceFiles(path.resolve('rulesets')).filter((f) => f.endsWith('.variant.json'));
const scenariosDir = path.resolve('rulesets/scenarios');
const scenarioFiles = readdirSync(scenariosDir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.scenario.json'))
  .map((f) => path.join(scenariosDir, f));
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Json;

describe('the precompiled validators (engine/ruleset/generated/validators.js)', () => {
  it('are up to date with the schemas (run `npm run schemas:validators` after a schema change)', () => {
    const committed = readFileSync(path.resolve(validatorsPath), 'utf8');
    expect(committed === validatorsModule(), `${validatorsPath} is stale: run \`npm run schemas:validators\``).toBe(true);
  });

  it('export exactly the precompiled kinds, and getValidator hands them out', () => {
    expect(Object.keys(precompiled).sort()).toEqual([...precompiledKinds].sort());
    for (const kind of precompiledKinds) expect(getValidator(kind)).toBe(precompiled[kind]);
  });

  it("use ajv's runtime helpers the way the compiler does (string length in code points, deep equality)", () => {
    const doc = structuredClone(resolved[0]) as Json & { rondel: { order: string[] } };
    doc.title = '🏛'.repeat(81);
    doc.rondel.order.push(doc.rondel.order[0]);
    const expected = verdict('ruleset', compiledValidator('ruleset'), doc);
    expect(verdict('ruleset', precompiled.ruleset, doc)).toBe(expected);
    expect(expected).toContain('"keyword":"maxLength"');
    expect(expected).toContain('"keyword":"uniqueItems"');
    // 80 temples are 160 UTF-16 units but 80 characters: within the limit for both.
    doc.title = '🏛'.repeat(80);
    expect(verdict('ruleset', precompiled.ruleset, doc)).not.toContain('"keyword":"maxLength"');
  });

  const corpus: [SchemaKind, string, Json[]][] = [
    ['ruleset', `${resolved.length} resolved rulesets of the library`, resolved],
    ['variant', `${variantFiles.length} shipped variant files`, variantFiles.map(read)],
    ['scenario', `${scenarioFiles.length} shipped scenarios`, scenarioFiles.map(read)],
  ];
  for (const [kind, what, docs] of corpus) {
    it(`answer as ajv's compiler does, errors and all, on the ${what} and broken copies of them`, () => {
      expect(docs.length).toBeGreaterThan(0);
      let invalid = 0;
      for (const doc of docs) {
        for (const copy of withBreakages(doc)) {
          const expected = verdict(kind, compiledValidator(kind), copy);
          expect(verdict(kind, precompiled[kind as keyof typeof precompiled], copy)).toBe(expected);
          if (expected.includes('"valid":false')) invalid++;
        }
      }
      // The broken copies really are broken: the comparison covered error lists, not only `true`.
      expect(invalid).toBeGreaterThan(docs.length * 5);
    });
  }
});
