/**
 * A one-value sweep resolved against a library: ruleset A and one variant of A per value (engine/sim/sweep.ts), each
 * resolved and validated like a saved variant. `rondel simulate --set` and the workbench's simulate page
 * (GET /api/rulesets/<id>/sweep) both come here, so a value the command line refuses is refused in the browser with
 * the same words, and the variants the browser plays are the ones the command line plays (same ids, same documents).
 */
import { getAtPointer, indexProvenance, isPointerPrefix, readSourceDocument, rulesetFingerprint, validateRuleset, type Ruleset, type RulesetLibrary, type RulesetSource } from '../../engine/rulesets';
import { parseSweepValues, sweepLabel, sweepLeaves, sweepPointerProblem, sweepVariantDocument, type SweepSetting } from '../../engine/simulation';

export interface ResolvedRuleset {
  id: string;
  ruleset: Ruleset;
  key: string;
}

export interface SweepDiagnostic {
  code: string;
  message: string;
  pointer: string;
}

/** A ruleset that does not validate: its first errors, as lines for a terminal and as data for a page. */
export interface Invalid {
  invalid: string[];
  diagnostics: SweepDiagnostic[];
}

const firstErrors = (diagnostics: ReturnType<typeof validateRuleset>['diagnostics']) => diagnostics.filter((d) => d.severity === 'error').slice(0, 10);

/** A library entry resolved and validated; its errors otherwise, each with the place in its file. */
export function validatedIn(library: RulesetLibrary, id: string): ResolvedRuleset | Invalid {
  const validation = validateRuleset(library, id);
  if (!validation.ruleset) {
    const errors = firstErrors(validation.diagnostics);
    return {
      invalid: errors.map((d) => `  ${d.file ?? ''}:${d.line ?? ''}:${d.column ?? ''} ${d.code} ${d.message}`),
      diagnostics: errors.map((d) => ({ code: d.code, message: d.message, pointer: d.pointer })),
    };
  }
  return { id, ruleset: validation.ruleset, key: rulesetFingerprint(validation.ruleset) };
}

/** What A has at the swept pointer, and where that value comes from (an estimated value must not pass for printed). */
export interface SweptPointer {
  base: ResolvedRuleset;
  pointer: string;
  asWritten: unknown;
  /** The provenance entry covering the pointer in A (most specific wins); null when none does. */
  provenance: { pointer: string; status: string; note?: string } | null;
  /** Provenance entries below the pointer whose status is estimated (a swept object may hold some). */
  estimatedInside: string[];
}

/**
 * Checks that `pointer` names a value of A that can be swept. `unknown`: no such ruleset; `problem`: the pointer in
 * words (sweepPointerProblem); `invalid`: A itself does not validate.
 */
export function sweepPointerIn(library: RulesetLibrary, id: string, pointer: string): SweptPointer | { unknown: string } | { problem: string } | Invalid {
  if (!library.has(id)) return { unknown: `unknown ruleset '${id}'; known: ${[...library.keys()].sort().join(', ')}` };
  const base = validatedIn(library, id);
  if ('invalid' in base) return base;
  const value = base.ruleset as unknown as Record<string, unknown>;
  const problem = sweepPointerProblem(value, pointer);
  if (problem) return { problem };
  const index = indexProvenance(base.ruleset);
  const covering = index.entries.find(([prefix]) => isPointerPrefix(prefix, pointer));
  return {
    base,
    pointer,
    asWritten: getAtPointer(value, pointer),
    provenance: covering ? { pointer: covering[0], status: covering[1].status, ...(covering[1].note ? { note: covering[1].note } : {}) } : null,
    estimatedInside: index.entries.filter(([p, e]) => p.startsWith(`${pointer}/`) && e.status === 'estimated').map(([p]) => p).sort(),
  };
}

export interface ResolvedSweep extends SweptPointer {
  /** Per value, in the order given: the ruleset it plays (A itself for the value A has as written). */
  settings: { value: unknown; ruleset: ResolvedRuleset }[];
}

/** A value whose variant does not validate: the value, the problem in one line, and the validator's errors. */
export interface RefusedValue extends Invalid {
  value: unknown;
  problem: string;
}

/**
 * A and one variant of A per swept value, each added to `library` as a workspace variant and resolved and
 * validated like a saved one (the library is changed: pass one loaded for this sweep). The value A already has is A's
 * own row. Stops at the first value the schema or the
 * checks refuse.
 */
export function resolveSweepIn(library: Map<string, RulesetSource>, id: string, setting: SweepSetting): ResolvedSweep | { unknown: string } | { problem: string } | Invalid | RefusedValue {
  const swept = sweepPointerIn(library, id, setting.pointer);
  if (!('base' in swept)) return swept;
  const { base, asWritten } = swept;
  const settings: ResolvedSweep['settings'] = [];
  for (const [index, value] of setting.values.entries()) {
    if (JSON.stringify(value) === JSON.stringify(asWritten)) {
      settings.push({ value, ruleset: base });
      continue;
    }
    const doc = sweepVariantDocument({ id: base.id, title: base.ruleset.title }, setting.pointer, value, index);
    // A saved variant may already carry the id a sweep would give: the sweep's own gets a suffix, never the saved one.
    while (library.has(doc.id as string)) doc.id = `${doc.id}-x`;
    const file = `--set ${setting.pointer}=${sweepLabel(value)}`;
    library.set(doc.id as string, { id: doc.id as string, kind: 'variant', origin: 'workspace', document: readSourceDocument(file, JSON.stringify(doc)), parts: {} });
    const resolved = validatedIn(library, doc.id as string);
    if ('invalid' in resolved) {
      // The document is generated, so a line and column in it would point nowhere: the code and message say it all.
      const lines = resolved.diagnostics.map((d) => `    ${d.code} ${d.message}`);
      return { value, problem: `${setting.pointer} = ${sweepLabel(value)} makes a ruleset that does not validate`, invalid: lines, diagnostics: resolved.diagnostics };
    }
    settings.push({ value, ruleset: resolved });
  }
  return { ...swept, settings };
}

/** The sweepable values of A for a picker (sweepLeaves), each with its provenance status. */
export function sweepPointersOf(ruleset: Ruleset): { pointer: string; value: number | boolean | string; status: string }[] {
  const index = indexProvenance(ruleset);
  return sweepLeaves(ruleset as unknown as Record<string, unknown>).map((leaf) => ({ ...leaf, status: index.lookup(leaf.pointer)?.status ?? 'printed' }));
}

/** The answer of GET /api/rulesets/<id>/sweep: an HTTP status and a JSON body. */
export interface SweepAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * GET /api/rulesets/<id>/sweep for the simulate page, on a freshly loaded library:
 * - no query: A's sweepable values for a picker (`pointers`);
 * - `pointer=P`: what A has there (`asWritten`, `provenance`), or why P cannot be swept (`ok: false`, `problem`);
 * - `set=P=V1,V2…` (the CLI's --set): every value's variant resolved and validated (`settings`, each with its
 *   variant id and, with `rulesets=1`, the resolved ruleset to play), or the first problem or refused value (with
 *   `value` and the validator's `diagnostics`).
 * A refused pointer or value is an answer (200, `ok: false`), not a failed request: the page asks while the designer
 * types, and a browser logs every 4xx as an error. Only an unknown ruleset is 404.
 */
export function sweepAnswer(library: Map<string, RulesetSource>, id: string, query: { pointer?: string | null; set?: string | null; rulesets?: boolean }): SweepAnswer {
  if (!library.has(id)) return { status: 404, body: { ok: false, problem: `no ruleset or variant with id '${id}'` } };
  const failed = (r: { unknown: string } | { problem: string } | Invalid | RefusedValue): SweepAnswer => {
    if ('unknown' in r) return { status: 404, body: { ok: false, problem: r.unknown } };
    if ('problem' in r && !('invalid' in r)) return { status: 200, body: { ok: false, problem: r.problem } };
    if ('value' in r) return { status: 200, body: { ok: false, problem: r.problem, value: r.value, diagnostics: r.diagnostics } };
    return { status: 200, body: { ok: false, problem: `'${id}' does not validate; fix it in the editor first`, diagnostics: (r as Invalid).diagnostics } };
  };
  const described = (s: SweptPointer) => ({ id, pointer: s.pointer, asWritten: s.asWritten, provenance: s.provenance, estimatedInside: s.estimatedInside });
  if (query.set) {
    const parsed = parseSweepQuery(query.set);
    if ('error' in parsed) return { status: 200, body: { ok: false, problem: parsed.error } };
    const resolved = resolveSweepIn(library, id, parsed);
    if (!('settings' in resolved)) return failed(resolved);
    return {
      status: 200,
      body: {
        ok: true,
        ...described(resolved),
        values: parsed.values,
        settings: resolved.settings.map((s) => ({ value: s.value, variant: s.ruleset.id, asWritten: s.ruleset === resolved.base })),
        ...(query.rulesets ? { rulesets: Object.fromEntries([resolved.base, ...resolved.settings.map((s) => s.ruleset)].map((r) => [r.id, r.ruleset])) } : {}),
      },
    };
  }
  if (query.pointer !== undefined && query.pointer !== null) {
    const swept = sweepPointerIn(library, id, query.pointer.trim());
    return 'base' in swept ? { status: 200, body: { ok: true, ...described(swept) } } : failed(swept);
  }
  const base = validatedIn(library, id);
  if ('invalid' in base) return failed(base);
  return { status: 200, body: { ok: true, id, pointers: sweepPointersOf(base.ruleset) } };
}

/** `P=V1,V2…` as the page sends it: the CLI's syntax, its problems in the page's words (no --set flag). */
function parseSweepQuery(text: string): SweepSetting | { error: string } {
  const eq = text.indexOf('=');
  const pointer = (eq < 0 ? text : text.slice(0, eq)).trim();
  if (eq < 0 || !text.slice(eq + 1).trim()) return { error: `give the values to play at ${pointer || 'the pointer'}, e.g. 4,5,7` };
  const parsed = parseSweepValues(text.slice(eq + 1));
  return 'error' in parsed ? parsed : { pointer, values: parsed.values };
}
