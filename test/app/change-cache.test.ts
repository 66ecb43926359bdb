/**
 * The library's change lists kept by content (app/_lib/change-cache.ts): the same rulesets read again give the lists
 * already computed; an edited ruleset gets a fresh diff; the cache stays bounded.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { CHANGE_CACHE_LIMIT, cachedVariantChanges, changeCacheStats, clearChangeCache, fingerprintOnce } from '../../app/_lib/change-cache';
import { variantChanges } from '../../app/_lib/variant-changes';
import { clone } from '../../engine/ruleset/merge-patch';
import { validateRuleset } from '../../engine/ruleset/validate';
import { rulesetFingerprint } from '../../engine/ruleset/fingerprint';
import type { Ruleset } from '../../engine/ruleset/types';
import { builtInLibrary } from '../helpers/library';

const library = builtInLibrary();
/** A fresh resolved object each time, as each request to the library page resolves the rulesets anew. */
const resolved = (id: string) => validateRuleset(library, id).resolved!;
const patchOf = (id: string) => (library.get(id)!.document.value as { patch?: unknown }).patch ?? {};

beforeEach(() => clearChangeCache());

describe('the change lists kept by the content of both rulesets', () => {
  it('the same content read again is served from the cache: the same lines, no second diff', () => {
    const first = cachedVariantChanges(resolved('antike-east'), resolved('antike-military'), patchOf('antike-military'));
    expect(first).toEqual(variantChanges(resolved('antike-east'), resolved('antike-military'), patchOf('antike-military')));
    expect(changeCacheStats()).toEqual({ hits: 0, misses: 1, size: 1 });
    const again = cachedVariantChanges(resolved('antike-east'), resolved('antike-military'), patchOf('antike-military'));
    expect(again).toBe(first);
    expect(changeCacheStats()).toEqual({ hits: 1, misses: 1, size: 1 });
  });

  it('an edited variant, or an edited parent, gets a fresh diff with the edit in its words', () => {
    const [east, military] = [resolved('antike-east'), resolved('antike-military')];
    const before = cachedVariantChanges(east, military, patchOf('antike-military'));
    const edited = clone(military) as typeof military & { personages: { stacks: { general: { victoryPoints: number } } } };
    edited.personages.stacks.general.victoryPoints = 3;
    const after = cachedVariantChanges(east, edited, patchOf('antike-military'));
    expect(after).not.toEqual(before);
    expect(after.map((l) => l.text)).toContain('Each General is worth 3 victory points in the “military” variant instead of 1 victory point on the East board');
    const cheaper = clone(east) as typeof east & { actions: { build: { temple: { cost: Record<string, number> } } } };
    cheaper.actions.build.temple.cost = { marble: 4 };
    cachedVariantChanges(cheaper, military, patchOf('antike-military'));
    expect(changeCacheStats()).toEqual({ hits: 0, misses: 3, size: 3 });
  });

  it('a patch that changes no rule is part of the key: its words come from the patch, not the diff', () => {
    const duellum = resolved('antike-duellum');
    const a = cachedVariantChanges(duellum, clone(duellum), { summary: 'One.' });
    const b = cachedVariantChanges(duellum, clone(duellum), { summary: 'Two.', map: { name: 'x' } });
    expect(a).toEqual([{ text: 'No rule changes; it only changes summary rewritten' }]);
    expect(b).not.toEqual(a);
  });

  it('without both rulesets there is nothing to diff: the patch is worded and nothing is kept', () => {
    expect(cachedVariantChanges(undefined, resolved('antike-military'), patchOf('antike-military')).length).toBeGreaterThan(0);
    expect(changeCacheStats().size).toBe(0);
  });

  it(`holds at most ${CHANGE_CACHE_LIMIT} lists, dropping the least recently used`, () => {
    const east = resolved('antike-east');
    const military = resolved('antike-military');
    const kept = cachedVariantChanges(east, military, {});
    for (let n = 0; n < CHANGE_CACHE_LIMIT + 10; n++) {
      const edited = clone(military) as typeof military & { personages: { stacks: { general: { victoryPoints: number } } } };
      edited.personages.stacks.general.victoryPoints = 10 + n;
      cachedVariantChanges(east, edited, {});
      // Read between the new ones, the first list stays the most recently used and is never dropped.
      expect(cachedVariantChanges(east, military, {})).toBe(kept);
    }
    expect(changeCacheStats().size).toBe(CHANGE_CACHE_LIMIT);
    expect(changeCacheStats().misses).toBe(CHANGE_CACHE_LIMIT + 11);
  });

  it('one listing hashes each resolved ruleset once, and by content: equal copies have equal fingerprints', () => {
    const fingerprint = fingerprintOnce();
    const east = resolved('antike-east');
    expect(fingerprint(east)).toBe(rulesetFingerprint(east as unknown as Ruleset));
    expect(fingerprint(east)).toBe(fingerprint(resolved('antike-east')));
    expect(fingerprint(resolved('antike-west'))).not.toBe(fingerprint(east));
  });
});
