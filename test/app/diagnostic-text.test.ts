/**
 * The editor's problems (app/_lib/diagnostic-text.ts): the pointer shown beside a message is not said again inside
 * it, and the fix stays.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pointerOnce } from '../../app/_lib/diagnostic-text';
import { validateRuleset } from '../../engine/ruleset/validate';
import type { Diagnostic } from '../../engine/ruleset/types';
import { libraryWith, sourceFromText } from '../helpers/library';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** How often a message names a pointer as a whole (not as the start of a longer pointer such as a fix's "add /a/b/c"). */
const times = (text: string, pointer: string) => text.match(new RegExp(`(^|[\\s'"(])${escape(pointer)}(?=$|[\\s;:,.)'"])`, 'g'))?.length ?? 0;

describe('a problem states its pointer once', () => {
  it('a schema message that opens with the pointer: the pointer is the place, the message the rest', () => {
    expect(pointerOnce({ pointer: '/supply/temples', message: '/supply/temples must be at least 0 (it is -1)' })).toEqual({ place: '/supply/temples', text: 'must be at least 0 (it is -1)' });
    expect(pointerOnce({ pointer: '', message: "/ is missing the required key 'extends' (Id of the parent ruleset or variant)" })).toEqual({ place: '/', text: "is missing the required key 'extends' (Id of the parent ruleset or variant)" });
  });

  it('the whole document has no place beside its message unless the message names it', () => {
    expect(pointerOnce({ pointer: '', message: "invalid JSON: remove the comma before '}': JSON does not allow trailing commas" })).toEqual({ text: "invalid JSON: remove the comma before '}': JSON does not allow trailing commas" });
  });

  it('a value not allowed at the pointer is not allowed "here", with its fix', () => {
    expect(pointerOnce({ pointer: '/actions/maneuver/battles', message: `"automatc" is not allowed at /actions/maneuver/battles; did you mean 'automatic'?` })).toEqual({ place: '/actions/maneuver/battles', text: `"automatc" is not allowed here; did you mean 'automatic'?` });
  });

  it("a wrong key: the place ends in the key, so the object holding it is not named again", () => {
    expect(pointerOnce({ pointer: '/actions/build/temple/costs', message: "unknown key 'costs' in /actions/build/temple; did you mean 'cost'?" })).toEqual({ place: '/actions/build/temple/costs', text: "unknown key 'costs'; did you mean 'cost'?" });
    expect(pointerOnce({ pointer: '/patches', message: "unknown key 'patches' in /; did you mean 'patch'?" }).text).toBe("unknown key 'patches'; did you mean 'patch'?");
    expect(pointerOnce({ pointer: '/map/lineups/two', message: `key 'two' in /map/lineups must be a number of players or nations, "1" to "9"` }).text).toBe(`key 'two' must be a number of players or nations, "1" to "9"`);
    expect(pointerOnce({ pointer: '/provenance/victory~1targetByNations', message: `key 'victory/targetByNations' in /provenance must be a JSON pointer starting with '/', e.g. "/items/strata/price"` }).text).toBe(`key 'victory/targetByNations' must be a JSON pointer starting with '/', e.g. "/items/strata/price"`);
  });

  it('other pointers in a message stay: the collection an id is missing from, the value a fix adds', () => {
    expect(pointerOnce({ pointer: '/supply/perNation', message: "how many 'elephant' pieces does a nation have? add /supply/perNation/elephant" })).toEqual({ place: '/supply/perNation', text: "how many 'elephant' pieces does a nation have? add /supply/perNation/elephant" });
    expect(pointerOnce({ pointer: '/map/regions/roma/borders/atlantis', message: "region 'atlantis' is not defined in /map/regions" }).text).toBe("region 'atlantis' is not defined in /map/regions");
  });

  it('a sentence with the pointer inside it keeps it, and then there is no place beside it', () => {
    const d = { pointer: '/victory/targetByNations', message: 'lineup 2 puts 2 nations in play but /victory/targetByNations has no entry "2"; add one' };
    expect(pointerOnce(d)).toEqual({ text: d.message });
  });

  describe('every diagnostic of the invalid-document fixtures (test/schemas/invalid)', () => {
    const dir = path.join(import.meta.dirname, '../schemas/invalid');
    const diagnostics = new Map<string, Diagnostic>();
    for (const name of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const fixture = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as { variant?: unknown; text?: string; files?: Record<string, unknown>; validate?: string; generate?: string };
      if (fixture.generate) continue;
      let library;
      let id: string;
      if (fixture.files) {
        const sources = Object.entries(fixture.files).map(([file, content]) => sourceFromText(`fixture/${file}`, typeof content === 'string' ? content : JSON.stringify(content, null, 2)));
        [library, id] = [libraryWith(...sources), fixture.validate ?? sources[0].id];
      } else {
        const source = sourceFromText(`test/schemas/invalid/${name.replace(/\.json$/, '')}.variant.json`, fixture.text ?? JSON.stringify(fixture.variant, null, 2));
        source.id = 'fixture-under-test';
        [library, id] = [libraryWith(source), source.id];
      }
      for (const d of validateRuleset(library, id).diagnostics) diagnostics.set(`${d.code} ${d.pointer} ${d.message}`, d);
    }

    it('were read', () => {
      expect(diagnostics.size).toBeGreaterThan(80);
      expect([...diagnostics.values()].filter((d) => d.pointer && times(d.message, d.pointer)).length).toBeGreaterThan(20);
    });

    it.each([...diagnostics.keys()])('%s', (key) => {
      const d = diagnostics.get(key)!;
      const { place, text } = pointerOnce(d);
      if (d.pointer) expect((place === undefined ? 0 : 1) + times(text, d.pointer), 'the pointer, beside and inside').toBe(1);
      // The fix, after the first "; ", is never lost.
      const fix = d.message.indexOf('; ') > 0 ? d.message.slice(d.message.indexOf('; ') + 2) : '';
      if (fix) expect(text).toContain(fix);
      expect(text.length).toBeGreaterThan(8);
    });
  });
});
