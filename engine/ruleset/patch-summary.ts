import { escapeSegment } from './json-pointer';
import { isPlainObject } from './merge-patch';

export interface PatchChange {
  pointer: string;
  change: 'added' | 'changed' | 'removed';
  before?: unknown;
  after?: unknown;
}

/**
 * What a merge patch changes relative to its parent, at the level a reader cares about: a whole new object is
 * one 'added' entry, a replaced value one 'changed' entry with before and after. Provenance bookkeeping is left out.
 */
export function summarizePatch(parent: unknown, patch: unknown, base = ''): PatchChange[] {
  if (!isPlainObject(patch)) return [{ pointer: base, change: 'changed', before: parent, after: patch }];
  const out: PatchChange[] = [];
  const parentObject = isPlainObject(parent) ? parent : {};
  for (const [key, value] of Object.entries(patch)) {
    if (key === 'provenance') continue;
    const pointer = `${base}/${escapeSegment(key)}`;
    const before = parentObject[key];
    if (value === null) {
      if (before !== undefined) out.push({ pointer, change: 'removed', before });
    } else if (before === undefined) {
      out.push({ pointer, change: 'added', after: value });
    } else if (isPlainObject(value) && isPlainObject(before)) {
      out.push(...summarizePatch(before, value, pointer));
    } else if (JSON.stringify(before) !== JSON.stringify(value)) {
      out.push({ pointer, change: 'changed', before, after: value });
    }
  }
  return out;
}

/** One line per change, e.g. "/victory/measure: personages → victory-points". */
export function describeChange(change: PatchChange): string {
  const show = (v: unknown) => (isPlainObject(v) ? '{…}' : JSON.stringify(v).length > 40 ? JSON.stringify(v).slice(0, 37) + '…' : JSON.stringify(v));
  if (change.change === 'added') return `${change.pointer} added`;
  if (change.change === 'removed') return `${change.pointer} removed`;
  return `${change.pointer}: ${show(change.before)} → ${show(change.after)}`;
}
