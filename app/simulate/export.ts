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

/**
 * Every leaf of the report as `path,value`: `a.seats.romans.ci95.0,0.3871`; arrays are indexed like objects. The one
 * exception is a report's players (2-player Antike, A-SET-12): they are numbered from 1, as the page's "player 1" and
 * the difference `diff.players.1.winRate` number them, so that `a.players.1.winRate` and `diff.players.1.winRate.a`
 * are one player, and a player's nations are one cell (`red + green`), as its seat is its nation's name.
 */
export function reportCsv(report: AnyReport): string {
  const rows: string[] = ['key,value'];
  const walk = (value: unknown, path: string) => {
    if (value !== null && typeof value === 'object') {
      const players = isPlayers(path);
      const entries = Array.isArray(value) ? value.map((v, i) => [String(players ? i + 1 : i), v] as const) : Object.entries(value);
      if (!entries.length) rows.push(`${csvCell(path)},`);
      for (const [k, v] of entries) {
        const nations = k === 'nations' && isPlayers(path.replace(/\.\d+$/, ''));
        walk(nations ? (v as string[]).join(' + ') : v, path ? `${path}.${k}` : k);
      }
    } else rows.push(`${csvCell(path)},${csvCell(value)}`);
  };
  walk(report, '');
  return rows.join('\n') + '\n';
}

/** A VariantReport's `players` list (at the top, under `a`/`b`, or in a sweep's rows), not the diff's `players.N` keys. */
function isPlayers(path: string): boolean {
  return path === 'players' || path.endsWith('.players');
}

export function recordsJson(records: GameRecord[]): string {
  return JSON.stringify(records, null, 2);
}

export { recordsToCsv };
