/**
 * The editor's list of changes (describeVariantChanges; the library's "What it changes" for a variant that does not
 * resolve), on the shipped variants: plain words, never cut-off JSON, and a difference that shows.
 */
import { describe, expect, it } from 'vitest';
import { describeVariantChanges } from '../../engine/ruleset/patch-summary';
import { validateRuleset } from '../../engine/ruleset/validate';
import { builtInLibrary } from '../helpers/library';

const library = builtInLibrary();

function changesOf(id: string): string[] {
  const source = library.get(id)!;
  const doc = source.document.value as { extends: string; patch?: unknown };
  const parent = validateRuleset(library, doc.extends).resolved;
  return describeVariantChanges(parent, doc.patch ?? {}, Object.fromEntries(Object.entries(source.parts).map(([s, part]) => [s, part!.file])));
}

describe('what a variant changes, in words', () => {
  it('another board side: the map replaced by its file, the long summary "rewritten" (not two identical cut-offs)', () => {
    expect(changesOf('antike-duellum-greece-persia')).toEqual(['map replaced (map-greece-persia.json)', 'summary rewritten']);
  });

  it('designer cards: the added cards counted and named, the filled blanks under their names, effects never as JSON', () => {
    const lines = changesOf('antike-duellum-house-events');
    expect(lines[0]).toBe('16 event cards added (Plague, Harvest festival, Mercenaries, Sabotage, …)');
    expect(lines).toContain('event card Blank card 1: name: “Blank card 1” → “Tribute”; copies: 0 → 1; effects replaced (0 → 1 entry)');
    expect(lines).toHaveLength(3);
  });

  it('special units and the military variation read as sentences', () => {
    expect(changesOf('antike-duellum-special-units')).toEqual(['2 special units added (Admiral, Commander)']);
    expect(changesOf('antike-military')).toContain('victory › measure: “personages” → “victory-points”');
  });

  it('a list with one entry changed names that entry, not two identical cut-offs', () => {
    const duellum = validateRuleset(library, 'antike-duellum').resolved!;
    const order = [...(duellum.rondel as { order: string[] }).order];
    const was = order[7];
    order[7] = 'duellum-3';
    expect(describeVariantChanges(duellum, { rondel: { order } })).toEqual([`rondel › order, entry 8: “${was}” → “duellum-3”`]);
    // Many entries changed in a long list: said to be replaced, never "a, b, c, d and 4 more → a, b, c, d and 4 more".
    const shuffled = [...order.slice(0, 4), ...order.slice(4).reverse()];
    const [line] = describeVariantChanges(duellum, { rondel: { order: shuffled } });
    expect(line).not.toMatch(/(.+) → \1$/);
  });

  it.each([...library.keys()].filter((id) => library.get(id)!.kind === 'variant'))('%s: no JSON, no pointers, no cut-off text', (id) => {
    const lines = changesOf(id);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).not.toMatch(/[{}[\]"]|…$|^\//);
      expect(line.length).toBeLessThan(200);
    }
  });
});
