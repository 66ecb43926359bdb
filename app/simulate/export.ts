/**
 * Exports of a run: the report as JSON (exactly what `rondel simulate --json` prints for the same records, a sweep's
 * too), the report as CSV (one `key,value` row per figure, keyed by the same JSON paths), and the game records as
 * JSON and as the CLI's `--csv` rows.
 */
import { recordsToCsv, type CompareReport, type GameRecord, type SingleReport, type SweepReport } from '../../engine/simulation';

export type AnyReport = CompareReport | SingleReport | SweepReport;

export function reportJson(report: AnyReport): string {
  return JSON.stringify(report, null, 2);
}

function csvCell(value: unknown): string {
  const s = value === null || value === undefined ? '' : String(value);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Every leaf of the report as `path,value`: `a.seats.romans.ci95.0,0.3871`; arrays are indexed like objects. */
export function reportCsv(report: AnyReport): string {
  const rows: string[] = ['key,value'];
  const walk = (value: unknown, path: string) => {
    if (value !== null && typeof value === 'object') {
      const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
      if (!entries.length) rows.push(`${csvCell(path)},`);
      for (const [k, v] of entries) walk(v, path ? `${path}.${k}` : k);
    } else rows.push(`${csvCell(path)},${csvCell(value)}`);
  };
  walk(report, '');
  return rows.join('\n') + '\n';
}

export function recordsJson(records: GameRecord[]): string {
  return JSON.stringify(records, null, 2);
}

export { recordsToCsv };
