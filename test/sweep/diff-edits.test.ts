import { describe, expect, it } from 'vitest';
import { diffRulesets, formatText, type RulesetDiff } from '../../engine/ruleset/diff';
import { getAtPointer, toPointer } from '../../engine/ruleset/json-pointer';
import { clone, isPlainObject } from '../../engine/ruleset/merge-patch';
import { validateResolvedValue, validateRuleset } from '../../engine/ruleset/validate';
import { builtInLibrary } from '../helpers/library';

type Json = Record<string, unknown>;

/**
 * A designer who deletes or changes any value of a ruleset (the edit still validates) reads the difference in words:
 * what the engine then plays, never a path ("Personages › stacks › king › award › every: 6 in the edit instead of 5")
 * or a bare "the edit has no such rule". Every object member of every built-in ruleset is deleted in turn, every
 * number raised by 1, every switch flipped and every word swapped for each other word any built-in ruleset has at the
 * same place, and each edit is compared both ways. Before this sweep, 17 kinds of such edits read as paths or bare
 * clauses: a turn step's `on`, `decision` and `onlyWith`; the event-card draw rules, display and a card's
 * `textUnknown`; a personage's award; the navigator's points per region; a rondel field's action and resource; a
 * region's kind; a unit's borders; a special unit's class and owner.
 */
const unexplained = /\bhas none\b|\bhas no such rule\b(?!:)| › /;
const library = builtInLibrary();
const ids = [...library.keys()].sort();
const resolved = new Map(ids.map((id) => [id, validateRuleset(library, id).resolved as Json]));

/** A place in any ruleset, with collection members' ids left out: the words seen there can stand in for each other. */
const placeOf = (segments: string[]) => toPointer(segments).replace(/\/(regions|items|fields|cards|nations|states|units|stacks|lineups|borders|specialUnits)\/[^/]+/g, '/$1/*').replace(/\/\d+(?=\/|$)/g, '/#');
/** Names and prose: wording, not rules (their own describers are tested in test/ruleset/diff.test.ts). */
const prose = /\/(name|nameDe|title|description|text|cardText|note|source|status|color|rule|onlyWith|\$schema)$/;
const wordsAt = new Map<string, Set<string>>();
for (const root of resolved.values()) {
  const collect = (value: unknown, segments: string[]) => {
    if (value !== null && typeof value === 'object') for (const [key, inner] of Object.entries(value)) collect(inner, [...segments, key]);
    else if (typeof value === 'string' && value.length <= 40) {
      const place = placeOf(segments);
      if (!wordsAt.has(place)) wordsAt.set(place, new Set());
      wordsAt.get(place)!.add(value);
    }
  };
  collect(root, []);
}

function unexplainedIn(diff: RulesetDiff, at: string): string[] {
  const found: string[] = [];
  for (const d of diff.differences) for (const words of [d.text, d.sides?.a ?? '', d.sides?.b ?? '']) if (unexplained.test(words)) found.push(`${at}: ${words}`);
  if (/\bhas no such rule\b(?!:)/.test(formatText(diff))) found.push(`${at}: the text output`);
  return found;
}

/** Each edit of `base` that still validates, compared both ways. Returns the number of edits and what read badly. */
function sweepEdits(base: Json, edits: (visit: (segments: string[], apply: (parent: Record<string, unknown>, key: string) => void) => void) => void): { edits: number; found: string[] } {
  const found: string[] = [];
  let count = 0;
  edits((segments, apply) => {
    const edited = clone(base);
    apply(getAtPointer(edited, toPointer(segments.slice(0, -1))) as Record<string, unknown>, segments[segments.length - 1]);
    if (validateResolvedValue(edited).some((problem) => problem.severity === 'error')) return;
    count++;
    const at = toPointer(segments);
    found.push(...unexplainedIn(diffRulesets(base, edited, { names: ['the base', 'the edit'] }), at), ...unexplainedIn(diffRulesets(edited, base, { names: ['the edit', 'the base'] }), at));
  });
  return { edits: count, found };
}

describe('diff sweep: every value an edit may delete or change is said in words', () => {
  for (const id of ids) {
    const base = resolved.get(id)!;
    it(`${id}: deletions`, () => {
      const { edits, found } = sweepEdits(base, (visit) => {
        const walk = (value: unknown, segments: string[]) => {
          if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...segments, String(i)]));
          if (!isPlainObject(value)) return;
          for (const key of Object.keys(value)) {
            visit([...segments, key], (parent, k) => delete parent[k]);
            walk(value[key], [...segments, key]);
          }
        };
        walk(base, []);
      });
      // The sweep reaches something: each built-in ruleset has optional values to delete.
      expect(edits).toBeGreaterThan(10);
      expect(found).toEqual([]);
    });
    it(`${id}: changed numbers, switches and words`, () => {
      const { edits, found } = sweepEdits(base, (visit) => {
        const walk = (value: unknown, segments: string[]) => {
          if (value !== null && typeof value === 'object') {
            for (const [key, inner] of Object.entries(value)) walk(inner, [...segments, key]);
            return;
          }
          if (typeof value === 'number') visit(segments, (parent, k) => (parent[k] = value + 1));
          else if (typeof value === 'boolean') visit(segments, (parent, k) => (parent[k] = !value));
          else if (typeof value === 'string' && !prose.test(toPointer(segments))) {
            for (const other of wordsAt.get(placeOf(segments)) ?? []) if (other !== value) visit(segments, (parent, k) => (parent[k] = other));
          }
        };
        walk(base, []);
      });
      expect(edits).toBeGreaterThan(50);
      expect(found).toEqual([]);
    });
  }
});
