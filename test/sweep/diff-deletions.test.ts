import { describe, expect, it } from 'vitest';
import { diffRulesets, formatText } from '../../engine/ruleset/diff';
import { getAtPointer, toPointer } from '../../engine/ruleset/json-pointer';
import { clone, isPlainObject } from '../../engine/ruleset/merge-patch';
import { validateResolvedValue, validateRuleset } from '../../engine/ruleset/validate';

import { builtInLibrary } from '../helpers/library';

type Json = Record<string, unknown>;

/**
 * A designer who deletes any value a ruleset may leave out (the edit still validates) reads the difference in words:
 * what the engine then plays, never a path ("Event cards › draws › per turn with city loss: 1 in …") or a bare "the
 * edit has no such rule". Every object member of every built-in ruleset is deleted in turn and compared both ways.
 * Before this sweep, 8 such deletions read as paths or bare clauses (turn steps' `on`, `decision` and `onlyWith`, the
 * event-card draw rules, a card's `textUnknown`).
 */
const unexplained = /\bhas none\b|\bhas no such rule\b(?!:)| › /;

describe('diff sweep: every value an edit may delete is said in words', () => {
  const library = builtInLibrary();
  for (const id of [...library.keys()].sort()) {
    it(id, () => {
      const base = validateRuleset(library, id).resolved as Json;
      expect(base, `${id} resolves`).toBeDefined();
      const found: string[] = [];
      let deletable = 0;
      const visit = (value: unknown, segments: string[]) => {
        if (Array.isArray(value)) value.forEach((item, i) => visit(item, [...segments, String(i)]));
        if (!isPlainObject(value)) return;
        for (const key of Object.keys(value)) {
          const at = [...segments, key];
          const edited = clone(base);
          delete (getAtPointer(edited, toPointer(segments)) as Record<string, unknown>)[key];
          if (!validateResolvedValue(edited).some((problem) => problem.severity === 'error')) {
            deletable++;
            for (const [a, b] of [[base, edited], [edited, base]]) {
              const diff = diffRulesets(a, b, { names: ['the base', 'the edit'] });
              for (const d of diff.differences) for (const words of [d.text, d.sides?.a ?? '', d.sides?.b ?? '']) if (unexplained.test(words)) found.push(`${toPointer(at)}: ${words}`);
              expect(formatText(diff), toPointer(at)).not.toMatch(/\bhas no such rule\b(?!:)/);
            }
          }
          visit(value[key], at);
        }
      };
      visit(base, []);
      // The sweep reaches something: each built-in ruleset has optional values to delete.
      expect(deletable).toBeGreaterThan(10);
      expect(found).toEqual([]);
    });
  }
});
