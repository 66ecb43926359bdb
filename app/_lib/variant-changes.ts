import { describeVariantChanges, diffRulesets, teachingOrder } from '@/engine/rulesets';
import type { ShortenedList } from './diff-words';

export interface ChangeLine {
  text: string;
  /** Where the value lives (JSON pointer; both sides' when they differ), for a reader who wants the data itself. */
  pointer?: string;
  /** The long lists the sentence shortens, every name for hover and expansion (Difference.lists). */
  lists?: ShortenedList[];
}

/**
 * What a variant changes, for the library and the editor's save panel: the sentences the diff page states for the
 * variant against the ruleset it extends, in teaching order, so that the few lines a library row has room for are the
 * game at a glance (players, victory, board) before the rare cases. Without both resolved rulesets there is no diff
 * to read, so the patch is worded instead (an invalid workspace variant still says what it tries to change).
 */
export function variantChanges(
  parent: Record<string, unknown> | undefined,
  variant: Record<string, unknown> | undefined,
  patch: unknown,
  parts: Record<string, string> = {},
): ChangeLine[] {
  const patchLines = () => describeVariantChanges(parent, patch, parts);
  if (!parent || !variant) return patchLines().map((text) => ({ text }));
  const lines = teachingOrder(diffRulesets(parent, variant)).flatMap((group) =>
    group.differences.map((d) => ({ text: d.text, pointer: d.a.present && d.b.present && d.a.pointer !== d.b.pointer ? `${d.a.pointer} ↔ ${d.b.pointer}` : d.pointer || '/', ...(d.lists ? { lists: d.lists } : {}) })),
  );
  if (lines.length) return lines;
  // A patch that changes only what no player meets (a summary, a drawing colour) is not "nothing": it says what it writes.
  const written = patchLines();
  return written.length ? [{ text: `No rule changes; it only changes ${written.join('; ')}` }] : [];
}
