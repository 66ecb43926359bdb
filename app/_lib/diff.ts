import 'server-only';
import { loadLibrary } from '@/lib/rulesets/load';
import { loadDiff, type DiffLoad } from '@/lib/rulesets/diff';

export interface PickerOption {
  id: string;
  title: string;
  kind: 'ruleset' | 'variant';
  parent?: string;
  origin: 'built-in' | 'workspace';
}

/** The library read once for a diff page: the comparison (when both ids are given) and every id for the pickers. */
export function loadDiffPage(a: string | undefined, b: string | undefined): { options: PickerOption[]; load?: DiffLoad } {
  const library = loadLibrary();
  const options: PickerOption[] = [...library.values()].map((s) => {
    const doc = (s.document.value ?? {}) as { title?: unknown; extends?: unknown };
    return { id: s.id, title: typeof doc.title === 'string' ? doc.title : s.id, kind: s.kind, parent: s.kind === 'variant' && typeof doc.extends === 'string' ? doc.extends : undefined, origin: s.origin };
  }).sort((x, y) => x.id.localeCompare(y.id));
  return { options, load: a && b ? loadDiff(a, b, library) : undefined };
}

export type { DiffLoad };
