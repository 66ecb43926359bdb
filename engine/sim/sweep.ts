/**
 * A one-value sweep: a designer asks "what should temples cost?" and plays ruleset A as written beside copies of A
 * with one value changed to each of several settings (`rondel simulate A --set /actions/build/temple/cost/marble=4,5,7`).
 * Each copy is an ordinary variant document (extends A, a merge patch setting the one value), so it resolves,
 * validates and plays like a saved variant; every seed is played under A and under each copy, and each copy's
 * figures come with their difference from A and its 95% interval (compareReport).
 */
import { escapeSegment, getAtPointer, parsePointer } from '../ruleset/json-pointer';
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
  return { id: `${base.id}-sweep-${index + 1}`, title: `${base.title} with ${pointer} = ${sweepLabel(value)}`, extends: base.id, patch };
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
  sweep: { ruleset: string; pointer: string; asWritten: unknown; bots: string[] };
  base: VariantReport;
  rows: SweepRow[];
}

/**
 * The sweep's report from the records of A and of each setting. Settings appear in the order given; the value A has
 * as written, when listed, is A's own row. Pure: the same records give the same report, whatever played them.
 */
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

const pct = (x: number | null | undefined) => (x === null || x === undefined ? '—' : `${(100 * x).toFixed(1)}%`);
const points = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(100 * x).toFixed(1)}`;
const turns = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(1)}`;
const withCi = (d: DiffEntry | undefined, f: (x: number) => string) => (!d || d.diff === null ? '—' : `${f(d.diff)}${d.ci95 ? ` [${f(d.ci95[0])}, ${f(d.ci95[1])}]` : ''}`);

/** The sweep as one table, a row per setting, A's as written marked. */
export function formatSweep(report: SweepReport, footer: string[] = []): string {
  const { sweep } = report;
  const header = ['value', 'games', 'finished', 'stalled', 'first player wins [95%]', 'Δ first player, pt', 'turns/nation mean', 'median', 'p95', 'Δ mean turns'];
  const rows: string[][] = [header];
  const line = (label: string, r: VariantReport, diff?: Record<string, DiffEntry>) => [
    label,
    String(r.games),
    String(r.finished),
    String(r.stalled),
    `${pct(r.firstPlayer.winRate)}${r.firstPlayer.ci95 ? ` [${pct(r.firstPlayer.ci95[0])}, ${pct(r.firstPlayer.ci95[1])}]` : ''}`,
    diff ? withCi(diff['firstPlayer.winRate'], points) : '—',
    r.turnsPerNation.mean === null ? '—' : r.turnsPerNation.mean.toFixed(1),
    r.turnsPerNation.median === null ? '—' : r.turnsPerNation.median.toFixed(1),
    r.turnsPerNation.p95 === null ? '—' : r.turnsPerNation.p95.toFixed(1),
    diff ? withCi(diff['turnsPerNation.mean'], turns) : '—',
  ];
  if (!report.rows.some((r) => r.asWritten)) rows.push(line(`${sweepLabel(sweep.asWritten)} (as written)`, report.base));
  for (const r of report.rows) rows.push(line(r.asWritten ? `${sweepLabel(r.value)} (as written)` : sweepLabel(r.value), r.report, r.diff));
  const widths = header.map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const text = rows.map((row) => row.map((c, i) => (i === 0 || i === 4 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ').trimEnd());
  return [
    `${sweep.ruleset}: ${sweep.pointer} swept (as written ${sweepLabel(sweep.asWritten)}) — bots ${sweep.bots.join(', ')}; every seed played under each value`,
    '',
    ...text,
    '',
    'Δ: the value − as written, with its 95% interval; an interval that holds 0 is no measured difference.',
    ...footer,
    '',
    report.notice,
  ].join('\n');
}

/** The value at `pointer` of a resolved ruleset (for "as written"). */
export function sweptValue(ruleset: Record<string, unknown>, pointer: string): unknown {
  return getAtPointer(ruleset, pointer);
}
