import type Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import * as precompiled from './generated/validators.js';
import { schemasAjv, schemasByKind, type SchemaKind } from './schema-set';

export { ajvOptions, editorAnnotationKeywords, precompiledKinds, schemasAjv, schemasByKind, type SchemaKind } from './schema-set';

let ajv: Ajv2020 | undefined;
const compiled = new Map<SchemaKind, ValidateFunction>();

/** A kind's validator: the precompiled one for `precompiledKinds`, compiled on first use otherwise. */
export function getValidator(kind: SchemaKind): ValidateFunction {
  if (Object.hasOwn(precompiled, kind)) return precompiled[kind as keyof typeof precompiled];
  return compiledValidator(kind);
}

/** A kind's validator compiled by ajv in this process (the reference the precompiled ones are tested against). */
export function compiledValidator(kind: SchemaKind): ValidateFunction {
  let validate = compiled.get(kind);
  if (!validate) {
    const schema = schemasByKind[kind] as { $id: string };
    validate = (ajv ??= schemasAjv()).getSchema(schema.$id)!;
    compiled.set(kind, validate);
  }
  return validate;
}
