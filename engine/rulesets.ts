/**
 * The engine's door for rulesets: read, resolve (extends + merge patch), validate (schemas + semantic checks),
 * locate diagnostics, provenance, and diff. The workbench, the CLI and the loaders import rulesets only from here;
 * `engine/index.ts` is the door for play and `engine/simulation.ts` the one for simulation reports.
 */
export * from './ruleset/types';
export * from './ruleset/validate';
export * from './ruleset/resolve';
export * from './ruleset/sources';
export * from './ruleset/parse';
export * from './ruleset/locate';
export * from './ruleset/json-pointer';
export * from './ruleset/merge-patch';
export * from './ruleset/patch-summary';
export * from './ruleset/provenance';
export * from './ruleset/suggest';
export * from './ruleset/diff';
export { rulesetFingerprint } from './ruleset/fingerprint';
export { schemasByKind, editorAnnotationKeywords, type SchemaKind } from './ruleset/schemas';
export { describeCard, describeEffects, describeTiming } from './effects/describe';
export { opExamples, opNames, opSummaries } from './effects/registry';
export { opExampleFor } from './ruleset/checks/effect-references';
// The position builder validates scenario documents with the schemas, so it lives behind this door, not the play door.
export { buildScenario, type Scenario, type ScenarioResult } from './scenario';
// The card designer's effect form reads the effect language's schema and what a ruleset lets an effect name.
export { buildEffectSchema, defName } from './effects/schema';
export { amountCounts } from './effects/amount';
export * from './ruleset/guesses';
export { paramWords } from './effects/ops/modify';
export { knownModifierParams } from './ruleset/checks/check';
export { kindName } from './rules/payment';
