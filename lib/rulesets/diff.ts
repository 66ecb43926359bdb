import { diffRulesets, type RulesetDiff } from '../../engine/rulesets';
import type { RulesetSource } from '../../engine/rulesets';
import { likelyIds } from '../../engine/rulesets';
import type { LocatedDiagnostic } from '../../engine/rulesets';
import { validateRuleset } from '../../engine/rulesets';
import { loadLibrary } from './load';

export interface DiffSide {
  id: string;
  title: string;
  kind: 'ruleset' | 'variant';
  parent?: string;
  resolved: Record<string, unknown>;
  /** Errors of the resolved ruleset: a diff of an invalid ruleset still runs, but says so. */
  errors: LocatedDiagnostic[];
}

export type DiffLoad =
  | { ok: true; diff: RulesetDiff; a: DiffSide; b: DiffSide; ids: string[] }
  | { ok: false; problems: IdProblem[]; ids: string[] };

/** An id that names no ruleset, or one that does not resolve, on side A or B of a comparison. */
export interface IdProblem {
  side: 'a' | 'b';
  id: string;
  message: string;
  suggestion?: string;
}

/** An id no ruleset or variant has, with the id it likely meant for a "did you mean" (the diff, compare and simulate pages). */
export function unknownIdProblem(side: 'a' | 'b', id: string, ids: Iterable<string>): IdProblem {
  const { near, starting } = likelyIds(id, ids);
  if (near) return { side, id, message: `no ruleset or variant has the id '${id}'; did you mean '${near}'?`, suggestion: near };
  if (!starting.length) return { side, id, message: `no ruleset or variant has the id '${id}'` };
  const named = starting.length <= 4 ? starting : [...starting.slice(0, 3), `${starting.length - 3} more`];
  return { side, id, message: `no ruleset or variant has the id '${id}'; did you mean '${starting[0]}'? (ids with the word '${id}': ${named.join(', ')})`, suggestion: starting[0] };
}

/**
 * Reads the library (built-in rulesets and the workspace), resolves two rulesets and compares them. An unknown or
 * unresolvable id is a problem with a "did you mean", never an exception.
 */
export function loadDiff(idA: string, idB: string, library: Map<string, RulesetSource> = loadLibrary()): DiffLoad {
  const ids = [...library.keys()].sort();
  const problems: IdProblem[] = [];
  const sides: Partial<Record<'a' | 'b', DiffSide>> = {};
  for (const [side, id] of [['a', idA], ['b', idB]] as const) {
    const source = library.get(id);
    if (!source) {
      problems.push(unknownIdProblem(side, id, ids));
      continue;
    }
    const result = validateRuleset(library, id);
    if (!result.resolved) {
      const first = result.diagnostics.find((d) => d.severity === 'error');
      problems.push({ side, id, message: `'${id}' cannot be resolved${first ? `: ${first.file ? `${first.file}:${first.line}:${first.column} ` : ''}${first.code} ${first.message}` : ''}` });
      continue;
    }
    const doc = (source.document.value ?? {}) as { extends?: unknown };
    sides[side] = {
      id,
      title: String(result.resolved.title ?? id),
      kind: source.kind,
      parent: source.kind === 'variant' && typeof doc.extends === 'string' ? doc.extends : undefined,
      resolved: result.resolved,
      errors: result.diagnostics.filter((d) => d.severity === 'error'),
    };
  }
  if (problems.length || !sides.a || !sides.b) return { ok: false, problems, ids };
  return { ok: true, diff: diffRulesets(sides.a.resolved, sides.b.resolved), a: sides.a, b: sides.b, ids };
}
