/**
 * Builds the editor schema for variant files: the hand-written variant schema with its `patch` typed as a JSON
 * Merge Patch (RFC 7396) of a ruleset, so editors (VS Code, the workbench's Monaco: both run
 * vscode-json-languageservice) give diagnostics, completion and hover docs where house rules are written.
 *
 * What a merge patch of a ruleset may hold, derived from the ruleset schemas:
 * - every property is optional (`required`, `minProperties` and `dependentRequired` are dropped);
 * - every property may be `null`, which deletes the key (RFC 7396 §2);
 * - objects stay closed (`additionalProperties: false` is kept), so a typo such as "costs" is flagged;
 * - arrays are replaced whole by a merge patch, so array items keep their full schema (they are complete values);
 * - `oneOf` becomes `anyOf`, because a partial object may fit several branches;
 * - patch schemas are inlined (no $ref) and made nullable in place (no wrapper), so each property's own description
 *   is the only one on its schema: the language service copies a $ref's target over its siblings and shows the first
 *   description among the matching schemas, so a $ref or an anyOf/allOf wrapper would show the shared text.
 * - `id`, `parts` and `$schema` may not be patched (engine/ruleset/resolve.ts refuses them), so they are absent.
 *
 * The generated file is for editors only: Rondel's validator resolves a variant and validates the result against
 * the ruleset schema (engine/ruleset/resolve.ts, validate.ts), which stays authoritative.
 *
 * Pure: takes the schemas, returns the generated schema. scripts/generate-variant-schema.ts writes it;
 * test/schemas/variant-editor-schema.test.ts fails when the committed file is stale.
 */

type Json = Record<string, unknown>;

/** Where the generated file lives, relative to schemas/; refs into the source schemas are written relative to it. */
export const generatedPath = 'generated/variant.schema.json';
const toSources = '../';

/** Keys a merge patch may not set at the ruleset root (engine/ruleset/resolve.ts, 'variant/reserved-key'). */
const reservedRootKeys = ['id', 'parts', '$schema'];

/** Keywords whose subschemas describe whole values (never patched): rewritten only so their $refs still resolve. */
const wholeValueKeywords = ['items', 'prefixItems', 'contains', 'propertyNames', 'not', 'if'];
const droppedInPatch = new Set(['required', 'minProperties', 'dependentRequired', 'examples']);

export function buildVariantEditorSchema(schemasByFile: Record<string, Json>): Json {
  const resolveRef = (ref: string, file: string): { file: string; pointer: string } => {
    const [target, fragment = ''] = ref.split('#', 2);
    return { file: target || file, pointer: fragment };
  };
  const lookUp = (file: string, pointer: string): Json => {
    let node: unknown = schemasByFile[file];
    if (!node) throw new Error(`variant schema: no schema file '${file}'`);
    for (const raw of pointer.split('/').slice(1)) node = (node as Json)[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
    if (!node || typeof node !== 'object') throw new Error(`variant schema: '${file}#${pointer}' does not resolve`);
    return node as Json;
  };

  /** A subschema describing a whole value: copied as is, with each $ref pointed at the source schema file. */
  const whole = (node: unknown, file: string): unknown => {
    if (Array.isArray(node)) return node.map((n) => whole(n, file));
    if (!node || typeof node !== 'object') return node;
    const out: Json = {};
    for (const [key, value] of Object.entries(node as Json)) {
      if (key === '$ref') {
        const { file: f, pointer } = resolveRef(value as string, file);
        out.$ref = `${toSources}${f}${pointer ? `#${pointer}` : ''}`;
      } else if (key === 'enum' || key === 'const' || key === 'default' || key === 'examples') out[key] = value;
      else out[key] = whole(value, file);
    }
    return out;
  };

  /**
   * Allows null (delete the key) without wrapping: the language service copies a $ref's target over its siblings
   * and shows the first description among matching schemas, so a wrapper (anyOf, allOf) or a $ref would hide the
   * property's own description. Patch schemas are therefore inlined and made nullable in place.
   */
  const nullable = (schema: Json): Json => {
    const out = { ...schema };
    if ('const' in out) {
      out.enum = [out.const, null];
      delete out.const;
    } else if (Array.isArray(out.enum) && !(out.enum as unknown[]).includes(null)) out.enum = [...(out.enum as unknown[]), null];
    if (typeof out.type === 'string') out.type = out.type === 'null' ? 'null' : [out.type, 'null'];
    else if (Array.isArray(out.type)) out.type = (out.type as string[]).includes('null') ? out.type : [...(out.type as string[]), 'null'];
    else if (Array.isArray(out.anyOf)) out.anyOf = [...(out.anyOf as Json[]), { type: 'null' }];
    else if (!Array.isArray(out.enum)) throw new Error(`variant schema: cannot make ${JSON.stringify(schema).slice(0, 80)} nullable`);
    return out;
  };

  /** A subschema in patch position: inlined, every property optional and nullable, objects kept closed. */
  const patch = (node: Json, file: string, depth = 0, isFileRoot = false): Json => {
    if (depth > 40) throw new Error(`variant schema: patch schemas nest too deep at ${file}`);
    let out: Json = {};
    if (typeof node.$ref === 'string') {
      const { file: f, pointer } = resolveRef(node.$ref, file);
      out = patch(lookUp(f, pointer), f, depth + 1, pointer === '');
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' || droppedInPatch.has(key)) continue;
      if (isFileRoot && (key === '$schema' || key === '$id' || key === '$defs' || key === 'title')) continue;
      if (key === 'properties') {
        const properties: Json = {};
        for (const [name, child] of Object.entries(value as Json)) {
          if (name === '$schema') continue; // part files' own $schema is dropped when they are loaded
          properties[name] = nullable(patch(child as Json, file, depth + 1));
        }
        out.properties = properties;
      } else if (key === 'additionalProperties' || key === 'patternProperties') {
        if (typeof value === 'boolean') out[key] = value;
        else if (key === 'additionalProperties') out[key] = nullable(patch(value as Json, file, depth + 1));
        else out[key] = Object.fromEntries(Object.entries(value as Json).map(([p, s]) => [p, nullable(patch(s as Json, file, depth + 1))]));
      } else if (key === 'oneOf' || key === 'anyOf' || key === 'allOf') {
        out[key === 'oneOf' ? 'anyOf' : key] = (value as Json[]).map((s) => patch(s, file, depth + 1));
      } else if (key === 'then' || key === 'else') {
        out[key] = patch(value as Json, file, depth + 1);
      } else if (wholeValueKeywords.includes(key)) {
        out[key] = whole(value, file);
      } else out[key] = value; // the node's own keys (description first of all) win over its $ref target's
    }
    return out;
  };

  const rulesetPatch = patch(schemasByFile['ruleset.schema.json'], 'ruleset.schema.json', 0, true);
  const properties = { ...(rulesetPatch.properties as Json) };
  for (const key of reservedRootKeys) delete properties[key];
  rulesetPatch.properties = properties;
  const variantPatch = ((schemasByFile['variant.schema.json'].properties as Json).patch as Json).description as string;
  rulesetPatch.description = `${variantPatch} Typed as a JSON Merge Patch of a ruleset: every key optional, null deletes, objects merge, arrays and other values replace.`;

  const variant = schemasByFile['variant.schema.json'];
  const envelope = whole(variant, 'variant.schema.json') as Json;
  (envelope.properties as Json).patch = rulesetPatch;
  return {
    $schema: variant.$schema,
    $id: `https://rondel.local/schemas/${generatedPath}`,
    $comment: 'GENERATED by `npm run schemas:variant` from the schemas in ../ (scripts/variant-schema.ts); do not edit. For editors only: Rondel validates a variant by resolving it and validating the result.',
    ...Object.fromEntries(Object.entries(envelope).filter(([k]) => !['$schema', '$id'].includes(k))),
  };
}

/** The generated file's exact text (2-space JSON and a final newline), so the staleness test compares bytes. */
export function formatVariantEditorSchema(schemasByFile: Record<string, Json>): string {
  return `${JSON.stringify(buildVariantEditorSchema(schemasByFile), null, 2)}\n`;
}
