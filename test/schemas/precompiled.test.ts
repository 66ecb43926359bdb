import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import precompiled from '../../engine/ruleset/generated/validators.cjs';
import { compiledValidator, getValidator, precompiledKinds, type SchemaKind } from '../../engine/ruleset/schemas';
import { validateRuleset } from '../../engine/ruleset/validate';
import { findSourceFiles, loadLibrary } from '../../lib/rulesets/load';
import { validatorsModule, validatorsPath } from '../../scripts/validators-code';

type Json = Record<string, unknown>;

/** Every answer of a validator, errors included with the schema parts verbose mode attaches. */
function verdict(kind: SchemaKind, validate: ReturnType<typeof getValidator>, doc: unknown) {
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

describe('the precompiled validators (engine/ruleset/generated/validators.cjs)', () => {
  it('are up to date with the schemas (run `npm run schemas:validators` after a schema change)', () => {
    const committed = readFileSync(path.resolve(validatorsPath), 'utf8');
    expect(committed === validatorsModule(), `${validatorsPath} is stale: run \`npm run schemas:validators\``).toBe(true);
  });

  it('export exactly the precompiled kinds, and getValidator hands them out', () => {
    expect(Object.keys(precompiled).sort()).toEqual([...precompiledKinds].sort());
    for (const kind of precompiledKinds) expect(getValidator(kind)).toBe(precompiled[kind]);
    expect(getValidator('effect')).toBe(compiledValidator('effect'));
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
