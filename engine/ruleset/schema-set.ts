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

/**
 * The ajv options of every validator, precompiled or not. verbose: errors carry their schema, so messages can list
 * allowed keys and values.
 */
export const ajvOptions = { allErrors: true, verbose: true, strict: true, strictTypes: false, strictRequired: false, allowUnionTypes: true } as const;

/**
 * The kinds every ruleset load checks, compiled ahead of time (engine/ruleset/generated/validators.js, written by
 * `npm run schemas:validators` with the options above). Compiling the ruleset schema took about 0.3 s of every
 * process that validates: each `rondel` command, the first edit in the browser, each test worker.
 * test/schemas/precompiled.test.ts fails while the file is stale. ajv's compiler itself (schema-compiler.ts) is
 * not part of the engine's doors, so the browser loads none of it.
 */
export const precompiledKinds = ['ruleset', 'variant', 'scenario'] as const satisfies readonly SchemaKind[];
export type PrecompiledKind = (typeof precompiledKinds)[number];
