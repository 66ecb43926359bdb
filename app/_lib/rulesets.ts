import 'server-only';
import type { LocatedDiagnostic, Ruleset } from '@/engine/rulesets';
import { validateRuleset } from '@/engine/rulesets';
import { loadLibrary } from '@/lib/rulesets/load';
import { sourceVariantChanges } from './change-cache';
import { deletionFacts } from './delete-variant';
import type { ChangeLine } from './variant-changes';

export interface LoadedRuleset {
  id: string;
  kind: 'ruleset' | 'variant';
  origin: 'built-in' | 'workspace';
  file: string;
  parent?: string;
  title: string;
  /** Present when the resolved ruleset has no errors: the only kind the engine runs. */
  ruleset?: Ruleset;
  /** The resolved value even when invalid (the editor shows it); undefined when resolution failed. */
  resolved?: Record<string, unknown>;
  diagnostics: LocatedDiagnostic[];
  /** For a workspace variant: its parent's resolved value, so a re-save can hold only the changes against it. */
  parentResolved?: Record<string, unknown>;
  notes?: string;
  /** Every id in the library, to warn before a save would collide. */
  ids: { id: string; origin: 'built-in' | 'workspace' }[];
  /** For a variant of yours: the variants that build on it, deepest first, and the part files it reads (a deletion keeps them). */
  dependents?: string[];
  partFiles?: string[];
  /** For a variant, when asked (`withChanges`): what it changes against the ruleset it extends, in the library's sentences. */
  changes?: ChangeLine[];
}

/** Reads the library and resolves and validates one ruleset or variant for a page; undefined when the id is unknown. */
export function loadForPage(id: string, options: { withChanges?: boolean } = {}): LoadedRuleset | undefined {
  const library = loadLibrary();
  const source = library.get(id);
  if (!source) return undefined;
  const result = validateRuleset(library, id);
  const doc = (source.document.value ?? {}) as { title?: unknown; extends?: unknown; notes?: unknown };
  const parent = source.kind === 'variant' && typeof doc.extends === 'string' ? doc.extends : undefined;
  // The parent is resolved only for a page that needs it: a workspace variant's re-save, or the changes asked for.
  const parentValue = parent && (source.origin === 'workspace' || options.withChanges) ? validateRuleset(library, parent).resolved : undefined;
  const parentResolved = source.origin === 'workspace' ? parentValue : undefined;
  const changes = options.withChanges && source.kind === 'variant' ? sourceVariantChanges(source, parentValue, result.resolved) : undefined;
  return {
    id,
    kind: source.kind,
    origin: source.origin,
    file: source.document.file,
    parent,
    title: (result.resolved?.title as string | undefined) ?? (typeof doc.title === 'string' ? doc.title : id),
    ruleset: result.ruleset,
    resolved: result.resolved,
    diagnostics: result.diagnostics,
    parentResolved,
    notes: typeof doc.notes === 'string' ? doc.notes : undefined,
    ids: [...library.values()].map((s) => ({ id: s.id, origin: s.origin })),
    ...(changes ? { changes } : {}),
    ...deletionFacts(library, source),
  };
}
