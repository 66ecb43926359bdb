import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { schemasByKind } from '../../engine/ruleset/schemas';

type Json = Record<string, unknown>;

/** Every property a ruleset document may hold, with the schema path where it is declared. */
function schemaProperties(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const walk = (node: unknown, where: string) => {
    if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${where}/${i}`));
    if (!node || typeof node !== 'object') return;
    const obj = node as Json;
    if (obj.properties && typeof obj.properties === 'object') {
      for (const [name, sub] of Object.entries(obj.properties as Json)) {
        found.set(name, [...(found.get(name) ?? []), `${where}/properties/${name}`]);
        walk(sub, `${where}/properties/${name}`);
      }
    }
    for (const [key, value] of Object.entries(obj)) if (key !== 'properties' && key !== 'examples') walk(value, `${where}/${key}`);
  };
  for (const [kind, schema] of Object.entries(schemasByKind)) walk(schema, kind);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry) ? [full] : [];
  });
}

/** Code that plays or shows a game: the engine's mechanics, the CLI and the workbench, comments stripped. */
function readerCode(): string {
  const files = [...sourceFiles('engine'), ...sourceFiles('cli'), ...sourceFiles('app'), ...sourceFiles('lib')].filter(
    // The validator, the types and the schema loader mention every field without acting on it.
    (f) => !f.startsWith(path.join('engine', 'ruleset')),
  );
  return files.map((f) => readFileSync(f, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1')).join('\n');
}

/** Fields the engine does not act on by design: document metadata, read by the loader and the validator. */
const metadata = new Set(['$schema', 'provenance', 'status', 'note', 'source', 'extends', 'patch', 'parts']);

describe('every ruleset field has a reader', () => {
  it('each property of every schema is read by engine, CLI or workbench code (not only by the validator)', () => {
    const code = readerCode();
    const unread = [...schemaProperties()].filter(([name]) => !metadata.has(name) && !new RegExp(`(\\.|\\?\\.|\\b)${name.replace(/\$/g, '\\$')}\\b`).test(code));
    expect(unread.map(([name, where]) => `${name} (${where.join(', ')})`)).toEqual([]);
  });

  it('the check itself finds a field nobody reads', () => {
    const code = readerCode();
    expect(new RegExp('(\\.|\\?\\.|\\b)shieldedByEscorts\\b').test(code)).toBe(false);
    expect(new RegExp('(\\.|\\?\\.|\\b)surchargesInCoinsOnly\\b').test(code)).toBe(true);
  });
});
