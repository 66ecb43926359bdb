import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateRuleset } from '../../engine/ruleset/validate';
import { libraryWith, sourceFromText } from '../helpers/library';

/**
 * Invalid-document fixtures (test/schemas/invalid/*.json). Each names the diagnostics it must produce:
 *   { "description", "expect": [{ "code", "pointer", "file"? }],
 *     one of:
 *       "variant": <object>                     a variant added to the built-in library and validated
 *       "text": "<raw file text>"               a variant file's raw text (broken JSON and the like)
 *       "generate": "deep-nesting" | "huge" | "deep-patch"   text built by the test (too big to commit)
 *       "files": { "<name>": <object or text> }  a small library of its own; "validate" names the id }
 * Expected entries must all appear; the result must carry no runnable ruleset; nothing may throw, hang or
 * touch Object.prototype.
 */
interface Fixture {
  description: string;
  expect: { code: string; pointer: string; file?: string }[];
  variant?: Record<string, unknown>;
  text?: string;
  generate?: 'deep-nesting' | 'huge' | 'deep-patch';
  files?: Record<string, unknown>;
  validate?: string;
  severity?: 'error' | 'warning';
}

const dir = path.join(import.meta.dirname, 'invalid');
const fixtures = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

describe('invalid documents', () => {
  it('has at least 50 fixtures', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(50);
  });

  for (const name of fixtures) {
    const fixture = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Fixture;
    it(`${name}: ${fixture.description}`, () => {
      const { library, id } = buildLibrary(name, fixture);
      const result = validateRuleset(library, id);
      const found = result.diagnostics.map((d) => ({ code: d.code, pointer: d.pointer, file: d.file }));
      for (const wanted of fixture.expect) {
        const match = found.find((d) => d.code === wanted.code && d.pointer === wanted.pointer && (!wanted.file || d.file?.endsWith(wanted.file)));
        expect(match, `expected ${wanted.code} at '${wanted.pointer}'; got ${JSON.stringify(found, null, 1)}`).toBeDefined();
      }
      if ((fixture.severity ?? 'error') === 'error') expect(result.ruleset).toBeUndefined();
      for (const d of result.diagnostics) {
        expect(d.message.length).toBeGreaterThan(10);
        if (d.file) expect(d.line).toBeGreaterThanOrEqual(1);
      }
      expect(Object.prototype).not.toHaveProperty('polluted');
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  }
});

function buildLibrary(name: string, fixture: Fixture) {
  const file = `test/schemas/invalid/${name.replace(/\.json$/, '')}.variant.json`;
  if (fixture.files) {
    const sources = Object.entries(fixture.files).map(([fileName, content]) => sourceFromText(`fixture/${fileName}`, typeof content === 'string' ? content : JSON.stringify(content, null, 2)));
    return { library: libraryWith(...sources), id: fixture.validate ?? sources[0].id };
  }
  const text = fixture.generate ? generate(fixture.generate) : (fixture.text ?? JSON.stringify(fixture.variant, null, 2));
  const source = sourceFromText(file, text);
  source.id = 'fixture-under-test';
  return { library: libraryWith(source), id: source.id };
}

function generate(kind: NonNullable<Fixture['generate']>): string {
  const head = '{"id":"fixture-under-test","title":"Generated","extends":"antike-duellum","patch":';
  if (kind === 'deep-nesting') return head + '{"notes":' + '['.repeat(10_000) + ']'.repeat(10_000) + '}}';
  if (kind === 'deep-patch') return head + '{"map":' + '{"a":'.repeat(200) + '1' + '}'.repeat(200) + '}}';
  // 20 MB: a legitimate-looking variant whose notes are enormous.
  return head + '{"summary":"' + 'x'.repeat(20_000_000) + '"}}';
}
