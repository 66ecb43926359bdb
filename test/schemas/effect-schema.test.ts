import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatEffectSchema, defName } from '../../engine/effects/schema';
import { opRegistry } from '../../engine/effects/ops/index';
import { describeEffects } from '../../engine/effects/describe';
import { compiledValidator } from '../../engine/ruleset/schema-compiler';
import { schemasByKind } from '../../engine/ruleset/schemas';
import type { Effect } from '../../engine/ruleset/types';

/** schemas/effect.schema.json is generated from the op registry (engine/effects/ops/); these keep the two in step. */
describe('the effect schema is generated from the op registry', () => {
  it('the committed schemas/effect.schema.json is up to date (run `npm run schemas:effect` after changing an op)', () => {
    const committed = readFileSync('schemas/effect.schema.json', 'utf8');
    expect(committed === formatEffectSchema(), 'schemas/effect.schema.json is stale: run `npm run schemas:effect`').toBe(true);
  });

  it('lists exactly the registered ops, each with its own $defs fragment', () => {
    const schema = schemasByKind.effect as { $defs: Record<string, { properties?: { op?: { enum?: string[] } } }> };
    expect(schema.$defs.effect.properties!.op!.enum).toEqual(opRegistry.map((d) => d.op));
    for (const d of opRegistry) expect(schema.$defs[defName(d.op)], d.op).toBeDefined();
  });

  for (const d of opRegistry) {
    it(`op ${d.op}: its examples validate as an effect list and are described in words`, () => {
      const validate = compiledValidator('effect');
      expect(validate(d.examples), JSON.stringify(validate.errors)).toBe(true);
      const text = describeEffects(d.examples as Effect[]);
      expect(text).not.toMatch(/unknown effect|undefined|\[object/);
      expect(text.length).toBeGreaterThan(10);
    });
  }

  it('an unknown op is rejected by the schema at its pointer', () => {
    const validate = compiledValidator('effect');
    expect(validate([{ op: 'gain', player: 'self', currency: 'gold', amount: 1 }, { op: 'explode' }])).toBe(false);
    expect(validate.errors!.some((e) => e.instancePath === '/1/op')).toBe(true);
  });
});
