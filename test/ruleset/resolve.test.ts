import { describe, expect, it } from 'vitest';
import { resolveRuleset } from '../../engine/ruleset/resolve';
import { validateRuleset } from '../../engine/ruleset/validate';
import { builtInLibrary, libraryWith, sourceFromText } from '../helpers/library';

const templesCost5 = `{
  "id": "temples-cost-5",
  "title": "Temples cost 5",
  "extends": "antike-duellum",
  "patch": {
    "actions": { "build": { "temple": { "cost": { "marble": 5 } } } }
  }
}
`;

describe('resolving variants', () => {
  it('applies the merge patch over the resolved parent and takes the variant id and title', () => {
    const library = libraryWith(sourceFromText('workspace/temples-cost-5.variant.json', templesCost5));
    const resolution = resolveRuleset(library, 'temples-cost-5');
    const value = resolution.value as { id: string; title: string; actions: { build: { temple: { cost: unknown; adjacentTempleSurcharge: unknown } } } };
    expect(value.id).toBe('temples-cost-5');
    expect(value.title).toBe('Temples cost 5');
    expect(value.actions.build.temple.cost).toEqual({ marble: 5 });
    expect(value.actions.build.temple.adjacentTempleSurcharge).toEqual({ coin: 1 });
    expect(resolution.chain.map((s) => s.id)).toEqual(['temples-cost-5', 'antike-duellum']);
  });

  it('follows chains of variants', () => {
    const child = sourceFromText('w/cheap-walls.variant.json', JSON.stringify({ id: 'cheap-walls', title: 'Cheap walls', extends: 'temples-cost-5', patch: { actions: { build: { townWall: { cost: { marble: null, coin: 1 } } } } } }));
    const library = libraryWith(sourceFromText('w/temples-cost-5.variant.json', templesCost5), child);
    const result = validateRuleset(library, 'cheap-walls');
    expect(result.diagnostics).toEqual([]);
    expect(result.ruleset!.actions.build.temple.cost).toEqual({ marble: 5 });
    expect(result.ruleset!.actions.build.townWall!.cost).toEqual({ coin: 1 });
    expect(result.chain).toEqual(['cheap-walls', 'temples-cost-5', 'antike-duellum']);
  });

  it('replaces a whole section from a variant part file (the other board side)', () => {
    const result = validateRuleset(builtInLibrary(), 'antike-duellum-greece-persia');
    expect(result.ruleset!.map.nations).toHaveProperty('greeks');
    expect(result.ruleset!.rondel.order[0]).toBe('ferrum');
  });

  it('places an error made by a variant in the variant file, at the patched key', () => {
    const text = templesCost5.replace('"marble": 5', '"marble": -5');
    const result = validateRuleset(libraryWith(sourceFromText('workspace/temples-cost-5.variant.json', text)), 'temples-cost-5');
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({
      code: 'schema/minimum',
      pointer: '/actions/build/temple/cost/marble',
      file: 'workspace/temples-cost-5.variant.json',
      filePointer: '/patch/actions/build/temple/cost/marble',
      line: 6,
      column: 51,
    });
  });

  it('places an error in inherited data in the base part file that holds it', () => {
    const text = JSON.stringify({ id: 'no-templum', title: 'x', extends: 'antike-duellum', patch: { rondel: { fields: { templum: null } } } });
    const result = validateRuleset(libraryWith(sourceFromText('w/no-templum.variant.json', text)), 'no-templum');
    const field = result.diagnostics.find((d) => d.code === 'rondel/unknown-field' && d.pointer.startsWith('/rondel/order/'));
    expect(field?.file).toBe('rulesets/base/antike-duellum/rondel.json');
    expect(field?.line).toBeGreaterThan(1);
  });

  it('names a missing parent and suggests the closest id', () => {
    const text = JSON.stringify({ id: 'typo', title: 'x', extends: 'antike-duelum', patch: {} });
    const result = validateRuleset(libraryWith(sourceFromText('w/typo.variant.json', text)), 'typo');
    expect(result.diagnostics[0]).toMatchObject({ code: 'ruleset/missing-parent', pointer: '/extends', file: 'w/typo.variant.json' });
    expect(result.diagnostics[0].message).toContain("did you mean 'antike-duellum'?");
  });

  it('reports an unknown id with a suggestion instead of throwing', () => {
    const result = validateRuleset(builtInLibrary(), 'antike-eats');
    expect(result.diagnostics[0].code).toBe('ruleset/unknown-id');
    expect(result.diagnostics[0].message).toContain("did you mean 'antike-east'?");
  });
});
