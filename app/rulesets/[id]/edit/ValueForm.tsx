'use client';

import { useMemo, useRef, useState } from 'react';
import type { Diagnostic } from '@/engine/rulesets';
import Link from 'next/link';
import { readNumber, sweepValues, type ValueField } from '../../../_lib/number-fields';
import { pointerOnce } from '../../../_lib/diagnostic-text';
import { scrollFocus, useScrolls } from '../../../_components/ScrollBox';

/**
 * The ruleset's numbers and switches as a form beside the text (app/_lib/number-fields.ts says which). A change is
 * made in the text, where the checks, the views and the save read it; a typed number is taken on Enter or on leaving
 * the field, so one change is one step of the editor's undo, not one per keystroke.
 */
export default function ValueForm({ fields, disabled, failed, problems, onSet, onShow, sweepHref }: {
  fields: ValueField[];
  /** Why the form cannot change the text now (it does not read), or undefined. */
  disabled?: string;
  /** Why the last change could not be written (the value is no longer where the form read it). */
  failed?: string;
  problems: Diagnostic[];
  onSet: (pointer: string, value: number | boolean) => void;
  onShow: (pointer: string) => void;
  /** The simulate page sweeping the stored ruleset's value at the field over `values`. */
  sweepHref: (pointer: string, values: (number | boolean)[]) => string;
}) {
  const [query, setQuery] = useState('');
  const [onlyChanged, setOnlyChanged] = useState(false);
  const changed = fields.filter((f) => f.was !== undefined).length;
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const shown = fields.filter((f) => (!onlyChanged || f.was !== undefined) && words.every((w) => `${f.section} ${f.label} ${f.pointer}`.toLowerCase().includes(w)));
  const sections = useMemo(() => {
    const bySection = new Map<string, ValueField[]>();
    for (const f of shown) bySection.set(f.section, [...(bySection.get(f.section) ?? []), f]);
    return [...bySection];
  }, [shown]);
  const problemsAt = useMemo(() => {
    const at = new Map<string, Diagnostic[]>();
    for (const d of problems) at.set(d.pointer, [...(at.get(d.pointer) ?? []), d]);
    return at;
  }, [problems]);
  const box = useRef<HTMLDivElement>(null);
  const scrolls = useScrolls(box);
  return (
    <section className="panel value-form" aria-label="numbers and switches" data-testid="value-form">
      <h3>
        Numbers and switches <span className="muted small">({fields.length}{changed ? `, ${changed} changed` : ''})</span>
      </h3>
      <p className="muted small">
        Every number and yes/no of the rules, to change without looking for it in the text; the board, the event cards and
        the turn have their own views. A change is written into the text: the editor&rsquo;s undo (Ctrl+Z) takes it back,
        and a saved variant holds only what you changed.
      </p>
      {disabled && (
        <p className="small" data-testid="value-form-disabled">
          <span className="status err">Not now:</span> {disabled}. The values below are the last readable version.
        </p>
      )}
      {failed && (
        <p className="small" role="alert">
          <span className="status err">Not changed:</span> {failed}.
        </p>
      )}
      <div className="value-form-tools">
        <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Find: temple, price, king…" aria-label="find a number or switch" />
        {changed > 0 && (
          <label className="small">
            <input type="checkbox" checked={onlyChanged} onChange={(e) => setOnlyChanged(e.target.checked)} /> only the {changed} changed
          </label>
        )}
      </div>
      <div className="value-form-rows" ref={box} {...scrollFocus(scrolls, 'numbers and switches')}>
        {sections.length === 0 && <p className="muted small">Nothing matches “{query}”.</p>}
        {sections.map(([section, rows]) => (
          <div key={section} className="value-form-section">
            <h4>{section}</h4>
            <ul>
              {rows.map((f) => (
                <ValueRow key={`${f.pointer}=${String(f.value)}`} field={f} disabled={!!disabled} problems={problemsAt.get(f.pointer)} onSet={onSet} onShow={onShow} sweepHref={sweepHref} />
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

function ValueRow({ field, disabled, problems, onSet, onShow, sweepHref }: { field: ValueField; disabled: boolean; problems?: Diagnostic[]; onSet: (pointer: string, value: number | boolean) => void; onShow: (pointer: string) => void; sweepHref: (pointer: string, values: (number | boolean)[]) => string }) {
  const [typed, setTyped] = useState(String(field.value));
  const [error, setError] = useState<string | null>(null);
  const name = `${field.section} › ${field.label}`;
  // A sweep plays the ruleset as stored: the value it starts from is the stored one, not an unsaved edit's.
  const stored = field.was === undefined ? field.value : field.was;
  const sweep = stored === null ? undefined : sweepValues({ ...field, value: stored });
  const commit = () => {
    if (typeof field.value !== 'number') return;
    const read = readNumber(typed);
    if (!read.ok) return setError(`${read.message}: the text keeps ${field.value}`);
    setError(null);
    if (read.value !== field.value) onSet(field.pointer, read.value);
  };
  return (
    <li className={field.was !== undefined ? 'changed' : undefined} data-pointer={field.pointer}>
      <span className="value-label">
        {field.label}
        {field.status === 'estimated' && <span className="badge estimated" title="Not printed in any rulebook we have: see the estimated values below">estimated</span>}
        {field.status === 'house-rule' && <span className="badge" title="A house rule, not the rulebook's">house rule</span>}
      </span>
      {typeof field.value === 'boolean' ? (
        <label className="value-input small">
          <input type="checkbox" checked={field.value} disabled={disabled} aria-label={name} onChange={(e) => onSet(field.pointer, e.target.checked)} /> {field.value ? 'yes' : 'no'}
        </label>
      ) : (
        <input
          className="value-input"
          inputMode="decimal"
          size={5}
          value={typed}
          disabled={disabled}
          aria-label={name}
          aria-invalid={!!error || undefined}
          onChange={(e) => setTyped(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
            if (e.key === 'Escape') (setTyped(String(field.value)), setError(null));
          }}
        />
      )}
      {field.was !== undefined && <span className="muted small" data-testid="was">was {field.was === null ? 'not set' : typeof field.was === 'boolean' ? (field.was ? 'yes' : 'no') : field.was}</span>}
      <button type="button" className="link-button small" onClick={() => onShow(field.pointer)} title={`Show ${field.pointer} in the text`}>
        in the text
      </button>
      {sweep && (
        <Link className="small" href={sweepHref(field.pointer, sweep)} title={`Simulate bot games of the ruleset as stored with ${sweep.filter((v) => v !== stored).join(' and ')} here beside ${String(stored)} (the values can be changed there)`}>
          simulate
        </Link>
      )}
      {error && <span className="warn-text small value-error" role="alert">{error}</span>}
      {problems?.map((d, i) => (
        <span key={i} className="small value-error">
          <span className={`sev ${d.severity}`}>{d.severity}</span> {pointerOnce(d).text}
        </span>
      ))}
    </li>
  );
}
