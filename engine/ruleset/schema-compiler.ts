/**
 * ajv's compiler over every schema: for scripts/validators-code.ts, which writes the precompiled validators, and for
 * the tests of the schemas (every kind compiles, the precompiled validators answer as the compiler does). The engine
 * itself validates with the precompiled ones only (engine/ruleset/schemas.ts).
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { ajvOptions, editorAnnotationKeywords, schemasByKind, type SchemaKind } from './schema-set';

/** An ajv instance holding every schema; `code` is for scripts/validators-code.ts, which writes standalone code. */
export function schemasAjv(code?: { source: true; esm: true; lines: true }): Ajv2020 {
  const instance = new Ajv2020({ ...ajvOptions, ...(code ? { code } : {}) });
  addFormats(instance);
  instance.addVocabulary(editorAnnotationKeywords);
  for (const schema of Object.values(schemasByKind)) instance.addSchema(schema as object);
  return instance;
}

let ajv: Ajv2020 | undefined;
const compiled = new Map<SchemaKind, ValidateFunction>();

/** A kind's validator compiled by ajv in this process. */
export function compiledValidator(kind: SchemaKind): ValidateFunction {
  let validate = compiled.get(kind);
  if (!validate) {
    const schema = schemasByKind[kind] as { $id: string };
    validate = (ajv ??= schemasAjv()).getSchema(schema.$id)!;
    compiled.set(kind, validate);
  }
  return validate;
}
