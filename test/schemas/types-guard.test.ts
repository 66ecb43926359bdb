import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { schemasByKind } from '../../engine/ruleset/schemas';

/**
 * engine/ruleset/types.ts mirrors the schemas by hand (its header says so): every schema property must appear
 * there as a property, and every property of the ruleset types must be one the schemas declare.
 */
function schemaPropertyNames(): Set<string> {
  const names = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'properties' && value && typeof value === 'object') for (const name of Object.keys(value)) names.add(name);
      if (key !== 'examples') walk(value);
    }
  };
  Object.values(schemasByKind).forEach(walk);
  return names;
}

/** Property names declared in the ruleset part of types.ts (everything before the diagnostic types). */
function typePropertyNames(): Set<string> {
  const text = readFileSync('engine/ruleset/types.ts', 'utf8');
  // Effect types live with their ops (engine/effects/ops/<op>.ts, one registry entry per op) and amounts beside them.
  const effectFiles = ['engine/effects/amount.ts', ...readdirSync('engine/effects/ops').map((f) => `engine/effects/ops/${f}`)];
  // Only the type declarations: one-line object types and interface blocks (the schema fragments beside them are data).
  const effectTypes = effectFiles.map((f) => [...readFileSync(f, 'utf8').matchAll(/^export type \w+(?:<[^>]*>)? = (?:number \| )?\{.*\};$|^export interface [\s\S]*?^\}/gm)].map((m) => m[0]).join('\n')).join('\n');
  const rulesetPart = text.slice(0, text.indexOf("export type Severity")) + effectTypes;
  const withoutComments = rulesetPart.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  // Bags are maps keyed by the resource kinds a ruleset declares (/economy/resources) and 'coin': data, not properties.
  return new Set([...[...withoutComments.matchAll(/(?:^|[{;,(])\s*(?:readonly\s+)?(['"]?)([$A-Za-z][\w$]*)\1\??:\s/gm)].map((m) => m[2])]);
}

describe('types-guard: engine/ruleset/types.ts and the schemas declare the same properties', () => {
  const fromSchemas = schemaPropertyNames();
  const fromTypes = typePropertyNames();
  // Keys of maps ("Record<string, …>") in the schemas are data, not properties; JSON-Schema-only keys are not typed.
  const schemaOnly = new Set(['$schema', 'parts', 'extends', 'patch']);

  it('every schema property is typed', () => {
    expect([...fromSchemas].filter((n) => !fromTypes.has(n) && !schemaOnly.has(n)).sort()).toEqual([]);
  });

  it('every typed property is in a schema', () => {
    expect([...fromTypes].filter((n) => !fromSchemas.has(n)).sort()).toEqual([]);
  });
});
