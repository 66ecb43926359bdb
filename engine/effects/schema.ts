import { amountSchema } from './amount';
import { opRegistry } from './ops/index';
import type { JsonSchema } from './op';

/** The $defs name of an op's fragment: 'take-card' → 'takeCard' (the names the schema had before the registry). */
export const defName = (op: string) => op.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()).replace(/^if$/, 'ifOp').replace(/^return$/, 'returnOp');

/**
 * schemas/effect.schema.json, built from the registry. The file stays static JSON because ajv, Monaco and VS Code
 * load it; `npm run schemas:effect` writes it and test/schemas/effect-schema.test.ts fails while it is stale.
 */
export function buildEffectSchema(): JsonSchema {
  const defs: Record<string, JsonSchema> = {
    effectList: { description: 'Effects run one after another.', type: 'array', maxItems: 32, items: { $ref: '#/$defs/effect' } },
    player: {
      description: "Whose holdings an effect reads or changes: the card's player or the opponent (in a multi-nation game, the player chooses which opponent).",
      enum: ['self', 'opponent'],
    },
    amount: amountSchema,
    effect: {
      description: "One effect operation, chosen by 'op'.",
      type: 'object',
      required: ['op'],
      properties: { op: { enum: opRegistry.map((d) => d.op), description: 'The operation.' } },
      allOf: opRegistry.map((d) => ({ if: { properties: { op: { const: d.op } } }, then: { $ref: `#/$defs/${defName(d.op)}` } })),
    },
  };
  for (const d of opRegistry) defs[defName(d.op)] = { description: d.summary, ...d.schema, examples: d.examples };
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://rondel.local/schemas/effect.schema.json',
    title: 'Effect language',
    description: 'GENERATED from engine/effects/ops/ by `npm run schemas:effect`; do not edit. Effects are data run by the engine\'s interpreter (engine/effects), never code. An effect list runs in order under a step budget.',
    $ref: '#/$defs/effectList',
    $defs: defs,
  };
}

export const formatEffectSchema = () => `${JSON.stringify(buildEffectSchema(), null, 2)}\n`;
