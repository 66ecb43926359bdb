import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import actionsSchema from '../../schemas/actions.schema.json';
import commonSchema from '../../schemas/common.schema.json';
import effectSchema from '../../schemas/effect.schema.json';
import eventCardsSchema from '../../schemas/event-cards.schema.json';
import knowHowsSchema from '../../schemas/know-hows.schema.json';
import mapSchema from '../../schemas/map.schema.json';
import personagesSchema from '../../schemas/personages.schema.json';
import rondelSchema from '../../schemas/rondel.schema.json';
import rulesetSchema from '../../schemas/ruleset.schema.json';
import scenarioSchema from '../../schemas/scenario.schema.json';
import turnSchema from '../../schemas/turn.schema.json';
import variantSchema from '../../schemas/variant.schema.json';

/** Every schema, keyed by document kind. The editor attaches the same objects to Monaco. */
export const schemasByKind = {
  common: commonSchema,
  effect: effectSchema,
  map: mapSchema,
  rondel: rondelSchema,
  actions: actionsSchema,
  knowHows: knowHowsSchema,
  personages: personagesSchema,
  eventCards: eventCardsSchema,
  turn: turnSchema,
  ruleset: rulesetSchema,
  variant: variantSchema,
  scenario: scenarioSchema,
} as const;

export type SchemaKind = keyof typeof schemasByKind;

/**
 * Annotation keywords the schemas carry for JSON editors, which ajv's strict mode must be told about.
 * `markdownDescription` repeats a property's own description where the property also has a `$ref`: VS Code's JSON
 * language service (and Monaco's copy of it) copies the referenced schema's keys over the property's, so the shared
 * `$defs` description would win on hover; a `markdownDescription` is not overwritten and is shown first.
 */
export const editorAnnotationKeywords = ['markdownDescription'];

let ajv: Ajv2020 | undefined;
const compiled = new Map<SchemaKind, ValidateFunction>();

function getAjv(): Ajv2020 {
  if (!ajv) {
    // verbose: errors carry their schema, so messages can list allowed keys and values.
    ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true, strictTypes: false, strictRequired: false, allowUnionTypes: true });
    addFormats(ajv);
    ajv.addVocabulary(editorAnnotationKeywords);
    for (const schema of Object.values(schemasByKind)) ajv.addSchema(schema as object);
  }
  return ajv;
}

export function getValidator(kind: SchemaKind): ValidateFunction {
  let validate = compiled.get(kind);
  if (!validate) {
    const schema = schemasByKind[kind] as { $id: string };
    validate = getAjv().getSchema(schema.$id)!;
    compiled.set(kind, validate);
  }
  return validate;
}
