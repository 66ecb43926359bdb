import type { ValidateFunction } from 'ajv/dist/2020.js';
import * as precompiled from './generated/validators.js';
import type { PrecompiledKind } from './schema-set';

export { ajvOptions, editorAnnotationKeywords, precompiledKinds, schemasByKind, type PrecompiledKind, type SchemaKind } from './schema-set';

/** The validator of a document kind every ruleset load checks, precompiled (see precompiledKinds). */
export function getValidator(kind: PrecompiledKind): ValidateFunction {
  return precompiled[kind];
}
