import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A clone has only what is in the repository: every citation must point inside it (docs/DESIGN.md,
// docs/rules-spec.md, docs/game-data.md) or name a rulebook by title and page or section.
const root = path.resolve(import.meta.dirname, '../..');

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = path.join(dir, name);
    if (['node_modules', '.next', 'e2e'].includes(name)) return [];
    return statSync(path.join(root, rel)).isDirectory() ? files(rel, ext) : ext.test(name) ? [rel] : [];
  });
}

const cited = ['README.md', ...files('rulesets', /\.(json|md)$/), ...files('schemas', /\.json$/), ...['engine', 'cli', 'lib', 'app', 'test', 'bench', 'scripts'].flatMap((d) => (existsSync(path.join(root, d)) ? files(d, /\.(ts|tsx|mjs)$/) : []))].filter((f) => f !== 'test/docs/citations.test.ts');

describe('citations a clone can follow', () => {
  it('no file cites the shared/ folder, research/ files or a DESIGN.md outside docs/', () => {
    const bad: string[] = [];
    for (const file of cited) {
      readFileSync(path.join(root, file), 'utf8').split('\n').forEach((line, i) => {
        if (/(^|[^\w/])shared\/|\bresearch\/(rules-spec|game-data|data)|(^|[^/\w])(DESIGN\.md|rules-spec\.md|game-data\.md)|\brules-spec\b(?!\.md)/.test(line.replace(/docs\/(DESIGN|rules-spec|game-data)\.md/g, '').replace(/\]\(\.\.\/docs\/[\w-]+\.md\)/g, ''))) bad.push(`${file}:${i + 1}: ${line.trim().slice(0, 120)}`);
      });
    }
    expect(bad).toEqual([]);
  });

  it('every docs/ path cited exists', () => {
    const missing: string[] = [];
    for (const file of cited) {
      for (const [match] of readFileSync(path.join(root, file), 'utf8').matchAll(/docs\/[\w.-]+\.md/g)) {
        if (!existsSync(path.join(root, match))) missing.push(`${file}: ${match}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('the rule ids cited in provenance sources are defined in docs/rules-spec.md', () => {
    const spec = readFileSync(path.join(root, 'docs/rules-spec.md'), 'utf8');
    const unknown = new Set<string>();
    for (const file of files('rulesets', /\.json$/)) {
      for (const [id] of readFileSync(path.join(root, file), 'utf8').matchAll(/\b(?:[DA]-[A-Z]+-\d+|AMB-[DA]\d+|T-[DA]-\d+|EV-\d+)\b/g)) {
        if (!spec.includes(id)) unknown.add(`${file}: ${id}`);
      }
    }
    expect([...unknown]).toEqual([]);
  });
});
