import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { compiledValidator } from '../../engine/ruleset/schema-compiler';
import { editorAnnotationKeywords, schemasByKind, type SchemaKind } from '../../engine/ruleset/schemas';

type Json = Record<string, unknown>;

/** Walks every subschema with its path, so properties and $defs get the same checks. */
function* subschemas(node: unknown, path: string): Generator<[Json, string]> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const [i, child] of node.entries()) yield* subschemas(child, `${path}/${i}`);
    return;
  }
  const schema = node as Json;
  yield [schema, path];
  for (const key of ['properties', '$defs']) {
    for (const [name, child] of Object.entries((schema[key] as Json) ?? {})) yield* subschemas(child, `${path}/${key}/${name}`);
  }
  for (const key of ['items', 'additionalProperties', 'then', 'else', 'propertyNames']) {
    if (schema[key] && typeof schema[key] === 'object') yield* subschemas(schema[key], `${path}/${key}`);
  }
  for (const key of ['oneOf', 'anyOf', 'allOf']) if (Array.isArray(schema[key])) yield* subschemas(schema[key], `${path}/${key}`);
}

describe('schemas', () => {
  it('each has a 2020-12 $schema, an $id, a title and a description', () => {
    for (const [kind, schema] of Object.entries(schemasByKind) as [string, Json][]) {
      expect(schema.$schema, kind).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(schema.$id, kind).toMatch(/^https:\/\/rondel\.local\/schemas\/[a-z-]+\.schema\.json$/);
      expect(schema.title, kind).toBeTruthy();
      expect(schema.description, kind).toBeTruthy();
    }
  });

  it('compile in ajv strict mode', () => {
    const ajv = new Ajv2020({ strict: true, strictTypes: false, strictRequired: false, allowUnionTypes: true });
    ajv.addVocabulary(editorAnnotationKeywords);
    for (const schema of Object.values(schemasByKind)) ajv.addSchema(schema as object);
    for (const schema of Object.values(schemasByKind)) expect(() => ajv.compile({ $ref: (schema as Json).$id as string })).not.toThrow();
    for (const kind of Object.keys(schemasByKind) as SchemaKind[]) expect(() => compiledValidator(kind)).not.toThrow();
  });

  it('describe every property, so the editor can show hover docs', () => {
    const undocumented: string[] = [];
    for (const [kind, schema] of Object.entries(schemasByKind)) {
      for (const [node, path] of subschemas(schema, kind)) {
        for (const [name, property] of Object.entries((node.properties as Json) ?? {})) {
          if (!(property as Json).description) undocumented.push(`${path}/properties/${name}`);
        }
      }
    }
    expect(undocumented).toEqual([]);
  });

  it("repeat a referencing property's own description as markdownDescription, so JSON editors' hovers show it", () => {
    // vscode-json-languageservice (VS Code, Monaco) copies a $ref's target over the property's own keys, so
    // 'description' becomes the shared $defs text; 'markdownDescription' survives and is shown first.
    const missing: string[] = [];
    let referencing = 0;
    for (const [kind, schema] of Object.entries(schemasByKind)) {
      for (const [node, path] of subschemas(schema, kind)) {
        for (const [name, property] of Object.entries((node.properties as Record<string, Json>) ?? {})) {
          if (!property.$ref) continue;
          referencing++;
          const where = `${path}/properties/${name}`;
          if (property.markdownDescription !== property.description) missing.push(`${where}: set "markdownDescription" to the same text as "description"`);
          // Shown as markdown: characters markdown would act on need escaping there ("\\*"), so keep them out.
          if (/[\\`*_{}[\]<>#]/.test(String(property.description))) missing.push(`${where}: description uses markdown characters; escape them in markdownDescription`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(referencing).toBeGreaterThanOrEqual(86);
  });

  it('close every object: unknown keys are errors, not silently ignored', () => {
    const open: string[] = [];
    for (const [kind, schema] of Object.entries(schemasByKind)) {
      for (const [node, path] of subschemas(schema, kind)) {
        if (node.properties && node.additionalProperties !== false) open.push(path);
      }
    }
    // The effect dispatcher only reads 'op'; each op's own schema (its 'then' branch) is closed.
    expect(open).toEqual(['effect/$defs/effect']);
  });

  it('accept every example they give', () => {
    let checked = 0;
    for (const [kind, schema] of Object.entries(schemasByKind)) {
      const validate = compiledValidator(kind as SchemaKind);
      for (const example of ((schema as Json).examples as unknown[]) ?? []) {
        expect(validate(example), `${kind} example: ${JSON.stringify(validate.errors)}`).toBe(true);
        checked++;
      }
      for (const [def, defSchema] of Object.entries(((schema as Json).$defs as Json) ?? {})) {
        const examples = ((defSchema as Json).examples as unknown[]) ?? [];
        if (!examples.length) continue;
        const ajv = new Ajv2020({ strict: false });
        for (const s of Object.values(schemasByKind)) ajv.addSchema(s as object);
        const validateDef = ajv.getSchema(`${(schema as Json).$id}#/$defs/${def}`)!;
        for (const example of examples) {
          expect(validateDef(example), `${kind}#/$defs/${def} example ${JSON.stringify(example)}: ${JSON.stringify(validateDef.errors)}`).toBe(true);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(15);
  });
});
