/**
 * The library's "What it changes" (app/_lib/variant-changes.ts): the diff page's sentences for a variant against the
 * ruleset it extends, in teaching order, each with the pointer of its value; the patch in words when there is no diff.
 */
import { describe, expect, it } from 'vitest';
import { variantChanges } from '../../app/_lib/variant-changes';
import { shownHead, splitAtLists, type ShortenedList } from '../../app/_lib/diff-words';
import { diffRulesets, teachingOrder } from '../../engine/ruleset/diff';
import { clone } from '../../engine/ruleset/merge-patch';
import { validateRuleset } from '../../engine/ruleset/validate';
import { builtInLibrary } from '../helpers/library';

const library = builtInLibrary();
const resolved = (id: string) => validateRuleset(library, id).resolved!;
const variants = [...library.values()].filter((s) => s.kind === 'variant');

function changesOf(id: string) {
  const source = library.get(id)!;
  const doc = source.document.value as { extends: string; patch?: unknown };
  return variantChanges(resolved(doc.extends), resolved(id), doc.patch ?? {}, Object.fromEntries(Object.entries(source.parts).map(([s, part]) => [s, part!.file])));
}

describe('what a variant changes, as the library shows it', () => {
  it('the military variation: the diff page\'s sentences, how to win first, each with its pointer', () => {
    expect(changesOf('antike-military')).toEqual([
      { text: 'Victory is counted in victory points in the “military” variant instead of personages on the East board', pointer: '/victory/measure' },
      { text: expect.stringMatching(/^To win, a nation needs 13 victory points with 3 nations, .* instead of 10 personages with 3 nations/), pointer: '/victory/targetByNations' },
      { text: 'Each General is worth 2 victory points in the “military” variant instead of 1 victory point on the East board', pointer: '/personages/stacks/general/victoryPoints' },
      { text: 'A nation with every know-how takes an extra personage from the largest stack on the East board; in the “military” variant it takes none', pointer: '/knowHows/completionBonus/extraPersonage' },
    ]);
  });

  it.each(variants.map((s) => s.id))('%s: every difference the diff page states, in its words and teaching order, and nothing read from the data', (id) => {
    const doc = library.get(id)!.document.value as { extends: string };
    const lines = changesOf(id);
    const diff = diffRulesets(resolved(doc.extends), resolved(id));
    expect(lines.map((l) => l.text)).toEqual(teachingOrder(diff).flatMap((g) => g.differences.map((d) => d.text)));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line.text).not.toMatch(/›|undefined|\[object|[{}]|“[a-z]+(-[a-z]+)+”/);
      expect(line.pointer).toMatch(/^\//);
    }
  });

  it('an edit that changes no rule (a drawing colour, a summary) says so and what it writes, rather than nothing', () => {
    const duellum = resolved('antike-duellum');
    const redrawn = clone(duellum) as typeof duellum & { map: { nations: Record<string, { hex: string }> } };
    redrawn.map.nations.romans.hex = '#000000';
    redrawn.summary = 'Rome and Carthage, drawn darker.';
    const patch = { map: { nations: { romans: { hex: '#000000' } } }, summary: 'Rome and Carthage, drawn darker.' };
    expect(variantChanges(duellum, redrawn, patch)).toEqual([{ text: 'No rule changes; it only changes nation Romans: hex: “#D8C49A” → “#000000”; summary rewritten' }]);
    expect(variantChanges(duellum, clone(duellum), {})).toEqual([]);
  });

  it("an edit under way is worded as typed, and the variant is named by its own title beside the ruleset it extends (the editor's save panel)", () => {
    const duellum = resolved('antike-duellum');
    const edited = clone(duellum) as typeof duellum & { actions: { build: { temple: { cost: Record<string, unknown> } } } };
    edited.actions.build.temple.cost = { marble: 'five' };
    const lines = variantChanges(duellum, { ...edited, id: 'antike-duellum-variant', title: 'Antike Duellum — Rome vs Carthage (variant)' }, { actions: { build: { temple: { cost: { marble: 'five' } } } } });
    // Before: "Temples cost nothing, …" for a price that is not a number yet.
    expect(lines).toEqual([{ text: 'Temples cost five marble, plus 1 coin per adjacent temple in Rome vs Carthage (variant) instead of 6 marble, plus 1 coin per adjacent temple in Rome vs Carthage', pointer: '/actions/build/temple/cost' }]);
    const east = resolved('antike-east');
    const fewer = clone(east) as typeof east & { supply: { temples: number } };
    fewer.supply.temples = -1;
    expect(variantChanges(east, { ...fewer, title: 'Antike — East board (variant)' }, { supply: { temples: -1 } })).toEqual([{ text: 'There are -1 temples on the East board (variant) instead of 20 temples on the East board', pointer: '/supply/temples' }]);
  });

  it('a variant that does not resolve still says what its patch changes, without pointers to data that is not there', () => {
    const lines = variantChanges(resolved('antike-east'), undefined, { victory: { targetByNations: { 3: 12 } } });
    expect(lines).toEqual([{ text: 'victory › target by nations › 3: 10 → 12' }]);
  });
});

describe('a shortened list in what a variant changes: every name for hover and expansion', () => {
  it('the Greece vs Persia board: the sentence names the first regions and how many more; the line carries every name', () => {
    const board = changesOf('antike-duellum-greece-persia').find((l) => l.pointer === '/map/regions')!;
    expect(board.text).toContain('Only Greece vs Persia has 32 regions: Pella, Abdera, Ainos and 29 more');
    expect(board.lists?.find((l) => l.shown === 'Pella, Abdera, Ainos and 29 more')?.items).toHaveLength(32);
    // The page draws the sentence from these pieces: joined, they are the sentence itself.
    const parts = splitAtLists(board.text, board.lists);
    expect(parts.map((p) => (typeof p === 'string' ? p : p.shown)).join('')).toBe(board.text);
    expect(parts.filter((p) => typeof p !== 'string').map((p) => shownHead(p as ShortenedList))).toEqual([{ head: 'Pella, Abdera, Ainos', more: 29 }, { head: 'Roma, Ancona, Neapolis', more: 32 }]);
  });

  it('a list the sentence does not say is left out, and a sentence without lists is one piece', () => {
    expect(splitAtLists('Temples cost 5 marble', [{ shown: 'A, B, C and 9 more', items: [] }])).toEqual(['Temples cost 5 marble']);
    expect(splitAtLists('Temples cost 5 marble', undefined)).toEqual(['Temples cost 5 marble']);
  });
});
