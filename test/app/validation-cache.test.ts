import { describe, expect, it } from 'vitest';
import { loadLibrary } from '../../lib/rulesets/load';
import { readSourceDocument, type RulesetSource } from '../../engine/ruleset/sources';
import { validatedLibrary, validationCacheStats } from '../../app/_lib/validation-cache';

describe("the library page's validation, kept while no file changes", () => {
  it('a library read again with the same files is not validated again; a changed text, part or a new variant is', () => {
    const first = validatedLibrary(loadLibrary({ workspace: false }));
    const before = validationCacheStats();
    // Read anew from disk, as each request does: new objects, the same texts.
    expect(validatedLibrary(loadLibrary({ workspace: false }))).toBe(first);
    expect(validationCacheStats().hits).toBe(before.hits + 1);

    // A variant edited so that it no longer validates: its result says so.
    const edited = new Map(loadLibrary({ workspace: false }));
    const variantId = [...edited.values()].find((s) => s.kind === 'variant')!.id;
    const source = edited.get(variantId)!;
    const broken = JSON.stringify({ ...(source.document.value as object), patch: { victory: { target: 'nine' } } });
    edited.set(variantId, { ...source, document: readSourceDocument(source.document.file, broken) } satisfies RulesetSource);
    const afterEdit = validatedLibrary(edited);
    expect(afterEdit).not.toBe(first);
    expect(validationCacheStats().misses).toBe(before.misses + 1);
    expect(first.get(variantId)!.diagnostics.some((d) => d.severity === 'error')).toBe(false);
    expect(afterEdit.get(variantId)!.diagnostics.some((d) => d.severity === 'error')).toBe(true);

    // A part file changed (and nothing else): validated again.
    const plain = validatedLibrary(loadLibrary({ workspace: false }));
    const parted = new Map(loadLibrary({ workspace: false }));
    const withParts = [...parted.values()].find((s) => Object.keys(s.parts).length > 0)!;
    const [section, part] = Object.entries(withParts.parts)[0];
    parted.set(withParts.id, { ...withParts, parts: { ...withParts.parts, [section]: readSourceDocument(part!.file, `${part!.text} `) } });
    expect(validatedLibrary(parted)).not.toBe(plain);
    expect(validatedLibrary(loadLibrary({ workspace: false }))).not.toBe(plain);
  });
});
