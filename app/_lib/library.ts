import 'server-only';
import { summarizeProvenance, type ProvenanceSummary } from '@/engine/rulesets';
import type { Ruleset } from '@/engine/rulesets';
import { loadLibrary } from '@/lib/rulesets/load';
import type { ChangeLine } from './variant-changes';
import { fingerprintOnce, sourceVariantChanges } from './change-cache';
import { deletionFacts } from './delete-variant';
import { validatedLibrary } from './validation-cache';

export interface LibraryEntry {
  id: string;
  title: string;
  family: string;
  kind: 'ruleset' | 'variant';
  origin: 'built-in' | 'workspace';
  file: string;
  parent?: string;
  notes?: string;
  errors: number;
  warnings: number;
  firstProblems: string[];
  /** Values and entries per provenance status (the edit page counts the same way). */
  provenance?: ProvenanceSummary;
  /** For a variant: the differences from its parent, in the diff page's words. */
  changes: ChangeLine[];
  /**
   * Whether the card designer (/rulesets/[id]/cards) works for it: a runnable ruleset with event cards (D-EV). For
   * any other it shows only an error or a note pointing elsewhere, so the library does not link there.
   */
  eventCards: boolean;
  /** For a variant of yours: the part files it reads from the workspace, which deleting it keeps. */
  partFiles?: string[];
  /** For a variant of yours: the variants that extend it, directly or not, deepest first (deleting it is refused while any do). */
  dependents?: string[];
}

/** Every ruleset and variant with its validation status, provenance and changes, for the library page. */
export function listLibrary(): LibraryEntry[] {
  const library = loadLibrary();
  const entries: LibraryEntry[] = [];
  const results = validatedLibrary(library);
  const fingerprint = fingerprintOnce();
  for (const source of library.values()) {
    const result = results.get(source.id)!;
    const doc = (source.document.value ?? {}) as { title?: string; extends?: string; notes?: string; summary?: string; patch?: unknown };
    const resolved = result.resolved as Partial<Ruleset> | undefined;
    const problems = result.diagnostics.filter((d) => d.severity !== 'info');
    entries.push({
      id: source.id,
      title: resolved?.title ?? doc.title ?? source.id,
      family: resolved?.family ?? 'other',
      kind: source.kind,
      origin: source.origin,
      file: source.document.file,
      parent: doc.extends,
      notes: source.kind === 'variant' ? doc.notes : (resolved?.summary ?? doc.summary),
      errors: result.diagnostics.filter((d) => d.severity === 'error').length,
      warnings: result.diagnostics.filter((d) => d.severity === 'warning').length,
      firstProblems: problems.slice(0, 3).map((d) => `${d.file ? `${d.file}:${d.line}:${d.column} ` : ''}${d.code} ${d.message}`),
      provenance: result.ruleset ? summarizeProvenance(result.ruleset) : undefined,
      eventCards: !!result.ruleset?.eventCards,
      ...deletionFacts(library, source),
      changes: source.kind === 'variant' ? sourceVariantChanges(source, doc.extends ? results.get(doc.extends)?.resolved : undefined, result.resolved, fingerprint) : [],
    });
  }
  return entries.sort((a, b) => a.family.localeCompare(b.family) || (a.kind === b.kind ? a.id.localeCompare(b.id) : a.kind === 'ruleset' ? -1 : 1));
}
