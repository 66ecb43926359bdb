import type { LocatedDiagnostic } from '@/engine/rulesets';
import { pointerOnce } from '../_lib/diagnostic-text';
import { TableScroll } from './ScrollBox';

/**
 * Diagnostics as stored files report them: file:line:col, severity, code, message (as `rondel validate` prints), and
 * the pointer under the place, which the message then does not repeat.
 */
export function DiagnosticsTable({ diagnostics }: { diagnostics: LocatedDiagnostic[] }) {
  if (!diagnostics.length) return <p className="status ok">No problems.</p>;
  return (
    <TableScroll label="problems">
      <table className="diagnostics-table">
        <thead>
          <tr>
            <th>Where</th>
            <th>Severity</th>
            <th>Problem</th>
          </tr>
        </thead>
        <tbody>
          {diagnostics.map((d, i) => {
            // The pointer is in the Where column; the message does not say it again.
            const { place, text } = pointerOnce(d);
            return (
              <tr key={i}>
                <td>
                  <code>{d.file ? `${d.file}:${d.line}:${d.column}` : d.pointer || '/'}</code>
                  {d.file && d.pointer && place && <div className="muted small"><code>{d.pointer}</code></div>}
                </td>
                <td className={`status ${d.severity === 'error' ? 'err' : d.severity === 'warning' ? 'warn' : ''}`}>{d.severity}</td>
                <td>
                  <code>{d.code}</code> {d.file && !d.pointer ? d.message : text}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
