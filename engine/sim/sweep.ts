/**
 * A one-value sweep: a designer asks "what should temples cost?" and plays ruleset A as written beside copies of A
 * with one value changed to each of several settings (`rondel simulate A --set /actions/build/temple/cost/marble=4,5,7`).
 * Each copy is an ordinary variant document (extends A, a merge patch setting the one value), so it resolves,
 * validates and plays like a saved variant; every seed is played under A and under each copy, and each copy's
 * figures come with their difference from A and its 95% interval (compareReport).
 */
import type { ReportGuesses } from '../ruleset/guesses';
import { escapeSegment, parsePointer } from '../ruleset/json-pointer';
import { isPlainObject } from '../ruleset/merge-patch';
import { compareReport, NOTICE, singleReport, type DiffEntry, type VariantReport } from './report';
import type { GameRecord } from './play-record';

export interface SweepSetting {
  pointer: string;
  values: unknown[];
}

/** Keys of a ruleset that name or describe it, or say where values come from: not rules to sweep. */
const notRules = new Set(['id', 'title', 'extends', 'parts', 'family', 'summary', 'sources', 'notes', 'description', 'provenance', '$schema']);

/**
 * Reads `POINTER=V1,V2,…`. Each value is JSON when it parses as JSON (numbers, true/false, quoted strings), else the
 * text itself (an id such as `automatic`); a list starting with `[` is one JSON array of values, for values that
 * contain commas (`/actions/build/temple/cost=[{"marble":5},{"marble":4,"coin":1}]`).
 */
export function parseSweepSetting(text: string): SweepSetting | { error: string } {
  const eq = text.indexOf('=');
  if (eq <= 0) return { error: `--set takes POINTER=VALUE[,VALUE…], e.g. /actions/build/temple/cost/marble=4,5,7; got '${text}'` };
  const pointer = text.slice(0, eq).trim();
  const list = text.slice(eq + 1).trim();
  if (!pointer.startsWith('/')) return { error: `--set: '${pointer}' is not a JSON pointer; it starts with '/', e.g. /actions/build/temple/cost/marble` };
  if (!list) return { error: `--set ${pointer}: no values after '='; give one or more, e.g. ${pointer}=4,5,7` };
  const parsed = parseSweepValues(list);
  return 'error' in parsed ? { error: `--set ${pointer}: ${parsed.error}` } : { pointer, values: parsed.values };
}

/**
 * The values part of a sweep (`4,5,7`, or one JSON array), read as parseSweepSetting reads it; the problem is in
 * words without the command line's flag, so the workbench can show it as it is.
 */
export function parseSweepValues(list: string): { values: unknown[] } | { error: string } {
  list = list.trim();
  let values: unknown[];
  if (list.startsWith('[')) {
    try {
      values = JSON.parse(list) as unknown[];
    } catch {
      return { error: `'${list}' is not a JSON array of values` };
    }
    if (!Array.isArray(values)) return { error: `'${list}' is not a JSON array of values` };
  } else {
    values = list.split(',').map((part) => part.trim()).filter((part) => part !== '').map((part) => {
      try {
        return JSON.parse(part) as unknown;
      } catch {
        return part;
      }
    });
  }
  if (!values.length) return { error: 'no values; give one or more, e.g. 4,5,7' };
  if (values.some((v) => v === null)) return { error: "null would delete the value (a merge patch's null); give the values to play" };
  const seen = new Set<string>();
  for (const v of values) {
    const key = JSON.stringify(v);
    if (seen.has(key)) return { error: `${key} is listed twice` };
    seen.add(key);
  }
  return { values };
}

/**
 * Why `pointer` cannot be swept in the resolved ruleset `base`, or undefined when it can: it must name a value that
 * exists, outside the bookkeeping (provenance, titles), and not inside a list (a merge patch replaces a list whole:
 * sweep the whole list instead). In words without the command line's flag: the CLI puts `--set POINTER:` before it.
 */
export function sweepPointerProblem(base: Record<string, unknown>, pointer: string): string | undefined {
  if (pointer && !pointer.startsWith('/')) return `'${pointer}' is not a JSON pointer; it starts with '/', e.g. /actions/build/temple/cost/marble`;
  const segments = parsePointer(pointer);
  if (!segments.length) return 'name one value of the ruleset, not the whole of it';
  if (segments.some((s) => notRules.has(s))) return `'${segments.find((s) => notRules.has(s))}' describes the ruleset; sweep a rule's value`;
  let node: unknown = base;
  for (let i = 0; i < segments.length; i++) {
    if (Array.isArray(node)) {
      const list = '/' + segments.slice(0, i).join('/');
      return `${list} is a list, which a variant replaces whole; sweep the list itself, with lists as its values (${list}=[[…],[…]])`;
    }
    if (!isPlainObject(node) || !(segments[i] in node)) {
      const at = '/' + segments.slice(0, i).join('/');
      const keys = isPlainObject(node) ? Object.keys(node).filter((k) => !notRules.has(k)) : [];
      return `the ruleset has no '${segments[i]}' at ${i ? at : 'its top'}${keys.length ? `; it has ${keys.slice(0, 12).join(', ')}${keys.length > 12 ? ', …' : ''}` : ''}`;
    }
    node = node[segments[i]];
  }
  return undefined;
}

/** Keys whose values are for people and the screen (names, card texts, colours, map positions), not for play. */
const display = new Set(['name', 'text', 'label', 'hex', 'geo', 'color']);

/**
 * The values a designer would sweep, for a picker: every number, true/false and word (an id or a mode such as
 * `automatic`) of the ruleset, outside lists, bookkeeping and display, in document order.
 */
export function sweepLeaves(base: Record<string, unknown>): { pointer: string; value: number | boolean | string }[] {
  const out: { pointer: string; value: number | boolean | string }[] = [];
  const walk = (node: unknown, pointer: string) => {
    if (typeof node === 'number' || typeof node === 'boolean' || (typeof node === 'string' && /^[A-Za-z][\w-]{0,39}$/.test(node))) out.push({ pointer, value: node });
    if (!isPlainObject(node)) return;
    for (const [key, child] of Object.entries(node)) if (!notRules.has(key) && !display.has(key)) walk(child, `${pointer}/${escapeSegment(key)}`);
  };
  walk(base, '');
  return out;
}

/** The value in words for a table or a title: numbers and ids as written, anything else as compact JSON. */
export function sweepLabel(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The variant document for one setting: A with the value at `pointer` set, as a merge patch. Its provenance says it
 * is a house rule made by the sweep (rulesets/README.md, Provenance).
 */
export function sweepVariantDocument(base: { id: string; title: string }, pointer: string, value: unknown, index: number): Record<string, unknown> {
  const segments = parsePointer(pointer);
  const patch: Record<string, unknown> = {};
  let node = patch;
  for (const segment of segments.slice(0, -1)) node = (node[segment] = {}) as Record<string, unknown>;
  node[segments[segments.length - 1]] = value;
  patch.provenance = { [pointer]: { status: 'house-rule', note: `Set to ${sweepLabel(value)} by rondel simulate --set.` } };
  return { id: `${base.id}-sweep-${index + 1}`, title: sweepTitle(base.title, pointer, sweepLabel(value)), extends: base.id, patch };
}

/** The schema's longest title (schemas/ruleset.schema.json /title). */
const TITLE_MAX = 80;

/**
 * "Antike Duellum — Rome vs Carthage with /actions/build/temple/cost/marble = 5", shortened to a title the schema
 * takes: a deep pointer under a long title made a variant that did not validate, so the sweep could not run
 * (/actions/maneuver/conquest/templeDefense, a review as users). The pointer keeps its last two segments, then the
 * ruleset's title gives way.
 */
function sweepTitle(title: string, pointer: string, label: string): string {
  const whole = `${title} with ${pointer} = ${label}`;
  if (whole.length <= TITLE_MAX) return whole;
  const segments = pointer.split('/');
  const setting = `…/${segments.slice(-2).join('/')} = ${label}`;
  const room = TITLE_MAX - setting.length - ' with '.length;
  if (room >= 12) return `${title.length <= room ? title : `${title.slice(0, room - 1)}…`} with ${setting}`;
  return `${setting.slice(0, TITLE_MAX - 1)}…`;
}

export interface SweepRow {
  value: unknown;
  /** The variant id the games were played under (A's own id for the value A has as written). */
  variant: string;
  /** True for the value A has as written: its figures are A's. */
  asWritten: boolean;
  report: VariantReport;
  /** This setting − A, with 95% intervals (absent for A itself). */
  diff?: Record<string, DiffEntry>;
}

export interface SweepReport {
  notice: string;
  guesses?: ReportGuesses;
  sweep: { ruleset: string; pointer: string; asWritten: unknown; bots: string[] };
  base: VariantReport;
  rows: SweepRow[];
}

/**
 * The sweep's report from the records of A and of each setting. Settings appear in the order given; the value A has
 * as written, when listed, is A's own row. Pure: the same records give the same report, whatever played them.
 */
/**
 * How to read a sweep's Δ column, beside it on the page and in the CLI's text: a 40-game sweep read "higher than as
 * written" for 4, 5 and 7 marble alike (2026-11-28), which a designer read as a trend (UX review).
 */
export const SWEEP_CAUTION =
  'Every Δ is measured against the same games of A as written, so if those went one way by chance, every row leans the other way together; and among several values about one interval in twenty leaves out 0 by chance alone. Read a clear row from a few dozen games as a reason to run more games, not as a finding.';

/**
 * The rows of a sweep as its tables and charts list them: each value's, and A's own where its value is not among
 * those swept, in value order when the values are numbers (a value axis read 6 (as written), 4, 5, 7 when 6 was not
 * swept; UX review), in the order given otherwise with A's own first.
 */
export function sweepTableRows(report: SweepReport): SweepRow[] {
  const rows: SweepRow[] = report.rows.some((r) => r.asWritten) ? [...report.rows] : [{ value: report.sweep.asWritten, variant: report.base.variant, asWritten: true, report: report.base }, ...report.rows];
  if (rows.every((r) => typeof r.value === 'number')) rows.sort((x, y) => (x.value as number) - (y.value as number));
  return rows;
}

export function sweepReport(
  sweep: { ruleset: string; pointer: string; asWritten: unknown; bots: string[] },
  baseRecords: GameRecord[],
  settings: { value: unknown; variant: string; records: GameRecord[] }[],
): SweepReport {
  const { notice: _notice, ...alone } = singleReport(baseRecords, { variant: sweep.ruleset, bots: sweep.bots });
  const rows: SweepRow[] = settings.map((s) => {
    if (s.variant === sweep.ruleset) return { value: s.value, variant: s.variant, asWritten: true, report: alone };
    const compared = compareReport(baseRecords, s.records, { a: sweep.ruleset, b: s.variant, bots: sweep.bots });
    return { value: s.value, variant: s.variant, asWritten: false, report: compared.b, diff: compared.diff };
  });
  return { notice: NOTICE, sweep, base: alone, rows };
}
