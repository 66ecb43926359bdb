'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import type { Diagnostic } from '@/engine/rulesets';
import { matchesQuery, readNumber, type ValueField } from '../../../_lib/number-fields';
import { pointerOnce } from '../../../_lib/diagnostic-text';
import { scrollFocus, useScrolls } from '../../../_components/ScrollBox';

/** Where "simulate" beside a value goes: the sweep's address, or why no sweep can start from it. */
export type SimulateAnswer = { href: string; note?: string } | { problem: string };

/**
 * The ruleset's numbers and switches as a form beside the text (app/_lib/number-fields.ts says which). A change is
 * made in the text, where the checks, the views and the save read it; a typed number is taken on Enter or on leaving
 * the field, so one change is one step of the editor's undo, not one per keystroke.
 */
export default function ValueForm({ fields, disabled, failed, problems, onSet, onShow, onSimulate, unsaved, panelRef }: {
  fields: ValueField[];
  /** Why the form cannot change the text now (it does not read), or undefined. */
  disabled?: string;
  /** Why the last change could not be written (the value is no longer where the form read it). */
  failed?: string;
  problems: Diagnostic[];
  onSet: (pointer: string, value: number | boolean) => void;
  onShow: (pointer: string) => void;
  onSimulate: (field: ValueField) => SimulateAnswer;
  /** The text differs from the stored ruleset: a sweep (which plays the stored one) leaves those changes out. */
  unsaved: boolean;
  panelRef?: React.Ref<HTMLElement>;
}) {
  const [query, setQuery] = useState('');
  const [onlyChanged, setOnlyChanged] = useState(false);
  const changed = fields.filter((f) => f.was !== undefined).length;
  const shown = fields.filter((f) => (!onlyChanged || f.was !== undefined) && matchesQuery(f, query));
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
  const filtered = shown.length !== fields.length;
  return (
    <section className="panel value-form" aria-label="numbers and switches" data-testid="value-form" ref={panelRef}>
      <h3>
        Numbers and switches{' '}
        <span className="muted small" data-testid="value-form-count">
          ({filtered ? `${shown.length} of ${fields.length}` : fields.length}
          {changed ? `, ${changed} changed` : ''})
        </span>
      </h3>
      <p className="muted small">
        Every number and yes/no of the rules, to change without looking for it in the text; the board, the event cards and
        the turn have their own views. A change is written into the text: &ldquo;back to&rdquo; on its row or the
        editor&rsquo;s undo (Ctrl+Z in the text) takes it back, and a saved variant holds only what you changed.
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
        <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Find: temple cost, price, king, defence…" aria-label="find a number or switch" />
        {changed > 0 && (
          <label className="small">
            <input type="checkbox" checked={onlyChanged} onChange={(e) => setOnlyChanged(e.target.checked)} /> only the {changed} changed
          </label>
        )}
      </div>
      {unsaved && (
        <p className="muted small" data-testid="value-form-unsaved">
          &ldquo;simulate&rdquo; plays the ruleset as stored, with the value you typed among those it tries; your other
          unsaved changes are not in it (save them as a variant and simulate that).
        </p>
      )}
      <div className="value-form-rows" ref={box} {...scrollFocus(scrolls, 'numbers and switches')}>
        {sections.length === 0 && <p className="muted small">Nothing matches &ldquo;{query}&rdquo;.</p>}
        {sections.map(([section, rows]) => (
          <div key={section} className="value-form-section">
            <h4>{section}</h4>
            <ul>
              {rows.map((f) => (
                <ValueRow key={f.pointer} field={f} disabled={!!disabled} problems={problemsAt.get(f.pointer)} onSet={onSet} onShow={onShow} onSimulate={onSimulate} />
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

const valueWords = (v: number | boolean | null) => (v === null ? 'not set' : typeof v === 'boolean' ? (v ? 'yes' : 'no') : String(v));

function ValueRow({ field, disabled, problems, onSet, onShow, onSimulate }: { field: ValueField; disabled: boolean; problems?: Diagnostic[]; onSet: (pointer: string, value: number | boolean) => void; onShow: (pointer: string) => void; onSimulate: (field: ValueField) => SimulateAnswer }) {
  const router = useRouter();
  const [typed, setTyped] = useState(String(field.value));
  const [error, setError] = useState<string | null>(null);
  const [simulateProblem, setSimulateProblem] = useState<string | null>(null);
  // The row stays mounted across changes (keyed by pointer), so focus stays in the field after Enter; what it shows
  // follows the text when the value changes there (an undo, the editor, "back to").
  useEffect(() => {
    setTyped(String(field.value));
    setError(null);
  }, [field.value]);
  const name = `${field.section} › ${field.label}`;
  const commit = (leaving: boolean) => {
    if (typeof field.value !== 'number') return;
    const read = readNumber(typed);
    if (!read.ok) {
      // Leaving the field puts the value back, so the field never shows what the text does not hold.
      if (leaving) setTyped(String(field.value));
      return setError(`${read.message}: the text keeps ${field.value}`);
    }
    setError(null);
    if (read.value !== field.value) onSet(field.pointer, read.value);
  };
  const simulate = () => {
    const answer = onSimulate(field);
    if ('problem' in answer) return setSimulateProblem(answer.problem);
    setSimulateProblem(null);
    router.push(answer.href);
  };
  return (
    <li className={field.was !== undefined ? 'changed' : undefined} data-pointer={field.pointer}>
      <span className="value-label" title={field.about}>
        {field.label}
        {field.status === 'estimated' && <span className="badge estimated" title="Not printed in any rulebook we have: see the estimated values below">estimated</span>}
        {field.status === 'house-rule' && <span className="badge" title="A house rule, not the rulebook's">house rule</span>}
      </span>
      <span className="value-controls">
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
            onBlur={() => commit(true)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') commit(false);
              if (e.key === 'Escape') (setTyped(String(field.value)), setError(null));
            }}
          />
        )}
      </span>
      <span className="value-links">
        {field.was !== undefined && field.was !== null && (
          <button type="button" className="link-button small" data-testid="was" disabled={disabled} onClick={() => onSet(field.pointer, field.was as number | boolean)} title={`Put the value back as the stored ruleset has it (${valueWords(field.was)})`}>
            back to {valueWords(field.was)}
          </button>
        )}
        {field.was === null && <span className="muted small" data-testid="was">added</span>}
        <button type="button" className="link-button small" onClick={() => onShow(field.pointer)} title={`Select ${field.pointer} in the text`}>
          in the text
        </button>
        {!field.inList && (
          <button type="button" className="link-button small" onClick={simulate} title="Simulate bot games of this value and its neighbours against the ruleset as stored (the values can be changed there)">
            simulate
          </button>
        )}
      </span>
      {error && <span className="warn-text small value-error" role="alert">{error}</span>}
      {simulateProblem && <span className="warn-text small value-error" role="alert">{simulateProblem}</span>}
      {problems?.map((d, i) => (
        <span key={i} className="small value-error">
          <span className={`sev ${d.severity}`}>{d.severity}</span> {pointerOnce(d).text}
        </span>
      ))}
    </li>
  );
}
