import { rulesetChecks } from './checks';
import { deepestExisting, getAtPointer } from './json-pointer';
import { locatePointer, offsetToLocation } from './locate';
import { resolveRuleset, type DiagnosticAt, type Resolution } from './resolve';
import { schemaDiagnostics } from './schema-diagnostics';
import { getValidator } from './schemas';
import type { RulesetLibrary, SourceDocument } from './sources';
import { requiredSections, sectionNames, type Diagnostic, type LocatedDiagnostic, type Ruleset } from './types';

export interface ValidationResult {
  id: string;
  /** The resolved ruleset when it has no errors (warnings allowed); the engine only ever runs these. */
  ruleset?: Ruleset;
  /** The resolved value even when invalid, for editors and diffs; undefined when resolution failed. */
  resolved?: Record<string, unknown>;
  diagnostics: LocatedDiagnostic[];
  /** Ids from the requested one up to its base ruleset. */
  chain: string[];
}

/**
 * Validates an already resolved ruleset value: the schema first, then (only if the schema passes, so checks
 * can rely on types) every semantic check. Pointers address the resolved value.
 */
export function validateResolvedValue(value: unknown): Diagnostic[] {
  const validate = getValidator('ruleset');
  if (!validate(value)) return schemaDiagnostics(validate.errors);
  const record = value as Record<string, unknown>;
  const missing = requiredSections.filter((section) => record[section] === undefined);
  if (missing.length) {
    return missing.map((section) => ({
      code: 'ruleset/missing-section',
      pointer: `/${section}`,
      severity: 'error',
      message: (sectionNames as readonly string[]).includes(section)
        ? `section '${section}' is missing; write it inline in the manifest or name its file in /parts/${section} (a variant must not delete it with null)`
        : `section '${section}' is missing; add it to the ruleset manifest (a variant must not delete it with null)`,
    }));
  }
  const out: Diagnostic[] = [];
  for (const check of rulesetChecks) {
    try {
      out.push(...check.run(value as Ruleset));
    } catch (error) {
      out.push({ code: 'internal/check-failed', pointer: '', severity: 'error', message: `check '${check.id}' failed: ${error instanceof Error ? error.message : String(error)}; please report this with the ruleset` });
    }
  }
  return out;
}

/** Resolves and validates a ruleset or variant from the library, placing every diagnostic at file:line:col. */
export function validateRuleset(library: RulesetLibrary, id: string): ValidationResult {
  const resolution = resolveRuleset(library, id);
  const chain = resolution.chain.map((s) => s.id);
  const placed = resolution.diagnostics.map((d) => placeInDocument(d));
  if (!resolution.value) return { id, diagnostics: placed, chain };
  const diagnostics = [...placed, ...validateResolvedValue(resolution.value).map((d) => placeByOrigin(d, resolution))];
  const hasErrors = diagnostics.some((d) => d.severity === 'error');
  return { id, resolved: resolution.value, ruleset: hasErrors ? undefined : (resolution.value as unknown as Ruleset), diagnostics: sortDiagnostics(diagnostics), chain };
}

/** Places a pointer of the resolved ruleset in the file that wrote it. */
export function placeByOrigin(diagnostic: Diagnostic, resolution: Resolution): LocatedDiagnostic {
  const existing = resolution.value && getAtPointer(resolution.value, diagnostic.pointer) === undefined ? deepestExisting(resolution.value, diagnostic.pointer) : diagnostic.pointer;
  const origin = resolution.originOf(diagnostic.pointer) ?? resolution.originOf(existing);
  if (!origin) return diagnostic;
  return { ...placeInDocument({ ...diagnostic, pointer: origin.pointer, document: origin.document }), pointer: diagnostic.pointer };
}

/** Places a diagnostic whose pointer is inside `document`: at its key, or its nearest existing ancestor. */
export function placeInDocument(diagnostic: DiagnosticAt): LocatedDiagnostic {
  const { document, ...rest } = diagnostic;
  if (!document) return rest;
  const location = locateIn(document, diagnostic.pointer, diagnostic.offset);
  return { ...rest, file: document.file, filePointer: diagnostic.pointer, line: location?.line, column: location?.column };
}

function locateIn(document: SourceDocument, pointer: string, offset?: number) {
  if (offset !== undefined) return offsetToLocation(document.text, offset);
  const direct = locatePointer(document.text, pointer);
  if (direct || document.value === undefined) return direct ?? offsetToLocation(document.text, 0);
  return locatePointer(document.text, deepestExisting(document.value, pointer)) ?? offsetToLocation(document.text, 0);
}

const severityRank = { error: 0, warning: 1, info: 2 };

export function sortDiagnostics(diagnostics: LocatedDiagnostic[]): LocatedDiagnostic[] {
  return diagnostics.slice().sort((a, b) => severityRank[a.severity] - severityRank[b.severity] || (a.file ?? '').localeCompare(b.file ?? '') || (a.line ?? 0) - (b.line ?? 0));
}
