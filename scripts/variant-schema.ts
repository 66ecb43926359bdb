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
 * - descriptions stay on the outermost schema of each property, so hovers show the property's own text
 *   (the language service takes the first description among the matching schemas).
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
  const defs: Record<string, Json> = {};

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
  const defName = (file: string, pointer: string) =>
    [file.replace(/\.schema\.json$/, ''), ...pointer.split('/').filter((s) => s && s !== '$defs')].join('.');

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

  /** The patch schema of the def at file#pointer, generated once and referenced from every use. */
  const patchDef = (file: string, pointer: string): string => {
    const name = defName(file, pointer);
    if (!(name in defs)) {
      defs[name] = {}; // placeholder first: recursive defs (effects) terminate
      defs[name] = patch(lookUp(file, pointer), file, pointer === '');
    }
    return `#/$defs/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  };

  const orNull = (schema: Json): Json => {
    // The property's own description stays outermost, so hover and completion show it first.
    const { description, ...rest } = schema;
    return { ...(description ? { description } : {}), anyOf: [rest, { type: 'null', description: 'null deletes this key from the parent (JSON Merge Patch).' }] };
  };

  /** A subschema in patch position: every property optional and nullable, objects kept closed. */
  const patch = (node: Json, file: string, isFileRoot = false): Json => {
    const out: Json = {};
    for (const [key, value] of Object.entries(node)) {
      if (droppedInPatch.has(key)) continue;
      if (isFileRoot && (key === '$schema' || key === '$id' || key === '$defs')) continue;
      if (key === '$ref') {
        const { file: f, pointer } = resolveRef(value as string, file);
        out.$ref = patchDef(f, pointer);
      } else if (key === 'properties') {
        const properties: Json = {};
        for (const [name, child] of Object.entries(value as Json)) {
          if (name === '$schema') continue; // part files' own $schema is dropped when they are loaded
          properties[name] = orNull(patch(child as Json, file));
        }
        out.properties = properties;
      } else if (key === 'additionalProperties' || key === 'patternProperties') {
        if (typeof value === 'boolean') out[key] = value;
        else if (key === 'additionalProperties') out[key] = orNull(patch(value as Json, file));
        else out[key] = Object.fromEntries(Object.entries(value as Json).map(([p, s]) => [p, orNull(patch(s as Json, file))]));
      } else if (key === 'oneOf' || key === 'anyOf' || key === 'allOf') {
        out[key === 'oneOf' ? 'anyOf' : key] = (value as Json[]).map((s) => patch(s, file));
      } else if (key === 'then' || key === 'else') {
        out[key] = patch(value as Json, file);
      } else if (wholeValueKeywords.includes(key)) {
        out[key] = whole(value, file);
      } else out[key] = value;
    }
    return out;
  };

  const ruleset = patchDef('ruleset.schema.json', '');
  const rulesetPatch = defs[ruleset.slice('#/$defs/'.length)];
  const properties = { ...(rulesetPatch.properties as Json) };
  for (const key of reservedRootKeys) delete properties[key];
  rulesetPatch.properties = properties;
  rulesetPatch.description = 'A JSON Merge Patch of a resolved ruleset: every key optional, null deletes, objects merge, arrays and other values replace.';
  delete rulesetPatch.title;

  const variant = schemasByFile['variant.schema.json'];
  const envelope = whole(variant, 'variant.schema.json') as Json;
  const variantPatch = (variant.properties as Json).patch as Json;
  (envelope.properties as Json).patch = { description: variantPatch.description, allOf: [{ $ref: ruleset }] };
  return {
    $schema: variant.$schema,
    $id: `https://rondel.local/schemas/${generatedPath}`,
    $comment: 'GENERATED by `npm run schemas:variant` from the schemas in ../ — do not edit. For editors only; Rondel validates a variant by resolving it and validating the result.',
    title: variant.title,
    description: variant.description,
    ...Object.fromEntries(Object.entries(envelope).filter(([k]) => !['$schema', '$id', 'title', 'description'].includes(k))),
    $defs: Object.fromEntries(Object.entries(defs).sort(([a], [b]) => a.localeCompare(b))),
  };
}

/** The generated file's exact text (2-space JSON and a final newline), so the staleness test compares bytes. */
export function formatVariantEditorSchema(schemasByFile: Record<string, Json>): string {
  return `${JSON.stringify(buildVariantEditorSchema(schemasByFile), null, 2)}\n`;
}
