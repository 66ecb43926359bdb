'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useEffect, useMemo, useRef, useState } from 'react';
import { applyMergePatch, clone, createMergePatch, deepEqual, isPlainObject, offsetToLocation, unexplainedEntry } from '@/engine/rulesets';
import { locatePointer } from '@/engine/rulesets';
import { parsePointer, toPointer } from '@/engine/rulesets';
import { parseDocument } from '@/engine/rulesets';
import { indexProvenance } from '@/engine/rulesets';
import type { Diagnostic, ProvenanceEntry } from '@/engine/rulesets';
import { validateResolvedValue } from '@/engine/rulesets';
import type { SaveVariantResponse } from '../../../api/variants/route';
import { draftKey } from '../../../_lib/draft-keys';
import ChangeList from '../../../_components/ChangeList';
import MapView from '../../../_components/MapView';
import RondelView from '../../../_components/RondelView';
import { isId } from '../../../_lib/ids';
import { formatJson } from '../../../_lib/format-json';
import { rangeOf, type TextRange } from '../../../_lib/locate-diagnostic';
import { variantChanges } from '../../../_lib/variant-changes';
import { pointerOnce } from '../../../_lib/diagnostic-text';
import { countLabel, estimatedEntries, safeSummary } from '../../../_lib/provenance-view';
import type { EditorHandle, EditorKind, EditorMark, EditorMarker } from './MonacoJsonEditor';
import { regionAtCursor } from '../../../_lib/region-at-cursor';
import { scalarAt, setValueInText, sweepValues, valueFields, type ValueField } from '../../../_lib/number-fields';
import ValueForm, { type SimulateAnswer } from './ValueForm';

const MonacoJsonEditor = dynamic(() => import('./MonacoJsonEditor'), { ssr: false, loading: () => <div className="editor-loading">Loading the editor…</div> });

export interface EditClientProps {
  id: string;
  title: string;
  kind: 'ruleset' | 'variant';
  origin: 'built-in' | 'workspace';
  parent?: string;
  notes?: string;
  /** The resolved ruleset as editor text. */
  initialText: string;
  /** The resolved ruleset the text was made from: a new variant's patch is taken against it. */
  base: Record<string, unknown>;
  /** For a workspace variant: its parent's resolved ruleset, for saving it again under its own id. */
  parentBase?: Record<string, unknown>;
  ids: { id: string; origin: 'built-in' | 'workspace' }[];
  /** A JSON pointer to show when the editor opens (from ?at=, e.g. a link on the diff page). */
  at?: string;
}

type Located = Diagnostic & TextRange;
interface Draft {
  text: string;
  base: string;
  savedAt: number;
  /** A patch typed in the patch view that does not read yet: kept as typed, since the ruleset text cannot hold it. */
  patch?: string;
}

/** Keys a variant's patch may not set: the variant's own envelope names the result (engine/ruleset/resolve.ts). */
const envelopeKeys = ['id', 'title', '$schema', 'parts'];

function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16);
}

interface Analysis {
  /** The text the verdict is about (ranges point into it). */
  text: string;
  diagnostics: Located[];
  value?: Record<string, unknown>;
  syntax: boolean;
}

/** Parses and validates the editor text exactly as a stored ruleset is checked (reading limits, schema, semantic checks). */
function analyse(text: string): Analysis {
  const parsed = parseDocument(text);
  if (!parsed.ok) return { text, syntax: parsed.diagnostics.some((d) => d.code === 'json/syntax'), diagnostics: parsed.diagnostics.map((d) => ({ ...d, ...rangeOf(text, d.pointer, d.offset) })) };
  if (!isPlainObject(parsed.value)) return { text, syntax: false, diagnostics: [{ code: 'schema/type', pointer: '', severity: 'error', message: 'a ruleset is a JSON object', ...rangeOf(text, '') }] };
  const diagnostics = validateResolvedValue(parsed.value).map((d) => ({ ...d, ...rangeOf(text, d.pointer) }));
  diagnostics.sort((a, b) => rank[a.severity] - rank[b.severity] || a.line - b.line);
  return { text, syntax: false, value: parsed.value, diagnostics };
}
const rank = { error: 0, warning: 1, info: 2 };

/** A marker's message: the pointer once, and no code, which Monaco's hover shows beside the message itself. */
function markerMessage(d: Diagnostic): string {
  const { place, text } = pointerOnce(d);
  return place ? `${place}: ${text}` : text;
}

/**
 * The changes from `against` to `edited` (the ruleset `id` as resolved) as a variant's merge patch, without the keys a
 * patch may not set, nor the provenance entries resolution gave `id`'s unexplained values (unexplainedEntry).
 */
function patchOf(against: Record<string, unknown>, edited: Record<string, unknown>, id: string): Record<string, unknown> {
  const patch = createMergePatch(against, edited);
  const full = (isPlainObject(patch) ? patch : {}) as Record<string, unknown>;
  for (const key of envelopeKeys) delete full[key];
  const provenance = full.provenance;
  if (isPlainObject(provenance)) {
    const generated = unexplainedEntry(id);
    for (const [pointer, entry] of Object.entries(provenance)) if (deepEqual(entry, generated)) delete provenance[pointer];
    if (!Object.keys(provenance).length) delete full.provenance;
  }
  return full;
}

interface PatchProblem {
  /** For the status line: "not valid JSON". */
  short: string;
  /** With the parser's words and place. */
  detail: string;
}

/** Why a patch text cannot be applied, if it cannot: JSON that does not parse, or a value that is not an object. */
function patchProblem(text: string): PatchProblem | undefined {
  let patch: unknown;
  try {
    patch = JSON.parse(text);
  } catch (e) {
    return { short: 'not valid JSON', detail: `not valid JSON: ${(e as Error).message}` };
  }
  return isPlainObject(patch) ? undefined : { short: 'not a JSON object', detail: 'not a JSON object: a patch is an object of the keys it changes' };
}

/**
 * Places a diagnostic of the resolved ruleset in the patch text when the patch wrote the value it is about (its
 * pointer, or for a wrong or missing key the object holding it): a ruleset pointer is the same pointer in a patch.
 */
function inPatch(patchText: string, d: Diagnostic): TextRange | undefined {
  const segments = parsePointer(d.pointer);
  if (!segments.length) return undefined;
  if (locatePointer(patchText, d.pointer)) return rangeOf(patchText, d.pointer);
  const parent = toPointer(segments.slice(0, -1));
  if (segments.length > 1 && locatePointer(patchText, parent)) return rangeOf(patchText, parent);
  return undefined;
}

/** A region by its name in the ruleset being edited, its id beside it when the id is not the name spelt as an id. */
function regionLabel(ruleset: Record<string, unknown>, id: string): string {
  const name = (ruleset.map as { regions?: Record<string, { name?: unknown }> } | undefined)?.regions?.[id]?.name;
  const letters = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
  return typeof name === 'string' && name ? (letters(name) === letters(id) ? name : `${name} (${id})`) : id;
}

export default function EditClient(props: EditClientProps) {
  const { id, initialText } = props;
  const [text, setText] = useState(initialText);
  const [analysis, setAnalysis] = useState<Analysis>(() => ({ text: initialText, diagnostics: [], value: props.base, syntax: false }));
  const [lastGood, setLastGood] = useState<Record<string, unknown>>(props.base);
  const [restored, setRestored] = useState<{ savedAt: number; stale: boolean } | null>(null);
  const [checking, setChecking] = useState(true);
  // False until the first check has run: until then there is no verdict to show.
  const [ready, setReady] = useState(false);
  const [saved, setSaved] = useState<{ id: string; text: string } | null>(null);
  const handle = useRef<EditorHandle | null>(null);
  const pendingReveal = useRef<TextRange | null>(null);
  // The same edit seen as a house rule: the merge patch a save would write, edited with the variant schema's help.
  const [view, setView] = useState<EditorKind>('ruleset');
  const [patchText, setPatchText] = useState('');
  // Why the patch text does not apply, and the ruleset text it was typed over: while that text stands, the patch view
  // shows the patch as typed (an unreadable patch is never rewritten from the ruleset, so nothing typed is lost).
  const [patchError, setPatchError] = useState<(PatchProblem & { over: string }) | null>(null);
  const ownVariant = props.kind === 'variant' && props.origin === 'workspace' && !!props.parent && !!props.parentBase;
  const patchParent = ownVariant ? props.parent! : id;
  const patchBase = ownVariant ? props.parentBase! : props.base;
  const schemaRef = useMemo(() => {
    try {
      return (JSON.parse(initialText) as { $schema?: unknown }).$schema;
    } catch {
      return undefined;
    }
  }, [initialText]);
  const baseHash = useMemo(() => hash(initialText), [initialText]);

  // A draft typed earlier (and not saved) comes back after a reload.
  useEffect(() => {
    try {
      const raw = window.localStorage.getItem(draftKey(id));
      const draft = raw ? (JSON.parse(raw) as Draft) : undefined;
      if (draft && typeof draft.text === 'string' && (draft.text !== initialText || typeof draft.patch === 'string')) {
        setText(draft.text);
        setRestored({ savedAt: draft.savedAt, stale: draft.base !== baseHash });
        if (typeof draft.patch === 'string') {
          setPatchText(draft.patch);
          setPatchError({ ...(patchProblem(draft.patch) ?? { short: 'not applied yet', detail: 'not applied yet' }), over: draft.text });
          setView('patch');
        }
      }
    } catch {
      // A damaged draft is ignored; the stored ruleset is shown.
    }
  }, [id, initialText, baseHash]);

  // Validate (debounced) and keep the draft in step with the text.
  useEffect(() => {
    setChecking(true);
    const timer = setTimeout(() => {
      const result = analyse(text);
      setAnalysis(result);
      if (result.value) setLastGood(result.value);
      setChecking(false);
      setReady(true);
      try {
        const patch = patchError ? patchText : undefined;
        if (text === initialText && patch === undefined) window.localStorage.removeItem(draftKey(id));
        else window.localStorage.setItem(draftKey(id), JSON.stringify({ text, base: baseHash, savedAt: Date.now(), patch } satisfies Draft));
      } catch {
        // Storage full or disabled: the editor still works, the draft just is not kept.
      }
    }, 300);
    return () => clearTimeout(timer);
  }, [text, id, initialText, baseHash, patchError, patchText]);

  const markers: EditorMarker[] = useMemo(
    () => analysis.diagnostics.filter((d) => d.code !== 'json/syntax').map((d) => ({ line: d.line, column: d.column, endLine: d.endLine, endColumn: d.endColumn, message: markerMessage(d), severity: d.severity, code: d.code })),
    [analysis],
  );

  const provenance = useMemo(() => {
    try {
      return indexProvenance(lastGood as never).entries.filter(([, e]) => e && typeof e === 'object');
    } catch {
      return [];
    }
  }, [lastGood]);
  const estimated = useMemo(() => estimatedEntries(provenance), [provenance]);
  // Counted as the library counts (values and entries, one function), so the two pages agree.
  const summary = useMemo(() => safeSummary(lastGood), [lastGood]);
  const marks: EditorMark[] = useMemo(() => {
    if (analysis.syntax) return [];
    return estimated.map(([pointer, entry]) => ({ ...rangeOf(analysis.text, pointer), hover: `**estimated**: not printed in any rulebook we have. ${entry.note ?? ''}${entry.source ? ` (${entry.source})` : ''}` }));
  }, [estimated, analysis]);

  const map = lastGood.map as { lineups?: Record<string, { startCities?: Record<string, string[]> }> } | undefined;
  const lineupKeys = map?.lineups && typeof map.lineups === 'object' ? Object.keys(map.lineups) : [];
  const [lineupChoice, setLineupChoice] = useState<string | null>(null);
  const lineup = lineupChoice && lineupKeys.includes(lineupChoice) ? lineupChoice : lineupKeys[0];
  const estimatedFields = useMemo(() => new Set(estimated.filter(([p]) => p.startsWith('/rondel/fields/')).map(([p]) => p.split('/')[3])), [estimated]);

  const patchMarkers: EditorMarker[] = useMemo(() => {
    if (view !== 'patch' || analysis.value === undefined) return [];
    return analysis.diagnostics.flatMap((d) => {
      const r = inPatch(patchText, d);
      return r ? [{ line: r.line, column: r.column, endLine: r.endLine, endColumn: r.endColumn, message: markerMessage(d), severity: d.severity, code: d.code }] : [];
    });
  }, [analysis, view, patchText]);

  const showPatch = () => {
    if (patchError && patchError.over === text) return setView('patch');
    if (analysis.value === undefined) return;
    setPatchText(formatJson(patchOf(patchBase, analysis.value, id)));
    setPatchError(null);
    setView('patch');
  };
  const editPatch = (next: string) => {
    setPatchText(next);
    const problem = patchProblem(next);
    if (problem) return setPatchError({ ...problem, over: text });
    const patch = JSON.parse(next) as Record<string, unknown>;
    setPatchError(null);
    // Only the patch is edited here; the ruleset text follows, so validation, views and saving stay as they are.
    const applied = applyMergePatch(patchBase, patch) as Record<string, unknown>;
    setText(formatJson(schemaRef === undefined ? applied : { $schema: schemaRef, ...applied }));
  };

  /** Shows a problem: in the patch when the patch wrote it, else in the resolved ruleset. */
  const reveal = (d: Located) => {
    const r = view === 'patch' ? inPatch(patchText, d) : d;
    if (r) return handle.current?.reveal(r.line, r.column);
    pendingReveal.current = d;
    setView('ruleset');
  };
  /** A value by its pointer, shown in the text (the estimated list's entries, a change in the save panel). */
  const revealPointer = (pointer: string, code: string) => reveal({ code, severity: 'info', message: '', pointer, ...rangeOf(text, pointer) });
  // A link from the diff (?at=<pointer>) opens the editor at that value, once.
  const revealedAt = useRef(false);
  const onRulesetEditor = (h: EditorHandle) => {
    handle.current = h;
    const r = pendingReveal.current ?? (props.at && !revealedAt.current ? rangeOf(text, props.at) : null);
    pendingReveal.current = null;
    revealedAt.current = true;
    if (r) h.reveal(r.line, r.column);
  };

  // The region the cursor is on, shown on the board beside the text (and brought into its box on a phone).
  const [cursor, setCursor] = useState<{ view: EditorKind; offset: number } | null>(null);
  const regionIds = useMemo(() => new Set(Object.keys(((lastGood.map as { regions?: object } | undefined)?.regions ?? {}) as object)), [lastGood]);
  const atCursor = useMemo(() => (cursor ? regionAtCursor(cursor.view === 'patch' ? patchText : text, cursor.offset, regionIds) : undefined), [cursor, text, patchText, regionIds]);

  const errors = analysis.diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = analysis.diagnostics.filter((d) => d.severity === 'warning').length;
  const invalidText = analysis.value === undefined;
  // An unreadable patch typed over the text as it stands: the verdict and the save must not speak for the old patch.
  const patchPending = patchError && patchError.over === text ? patchError : null;
  /** Where a problem is, in the text the editor shows: the patch's own lines in the patch view. */
  const whereOf = (d: Located) => {
    if (view !== 'patch') return `line ${d.line}:${d.column}`;
    const r = inPatch(patchText, d);
    return r ? `patch line ${r.line}:${r.column}` : `resolved line ${d.line}:${d.column}`;
  };

  const problemsPanel = useRef<HTMLElement>(null);

  // The form's rows: the values as the text reads now (the last readable version while it does not), against the
  // stored ruleset the edit started from.
  const valueRows = useMemo(() => valueFields(analysis.value ?? lastGood, provenance, props.base), [analysis.value, lastGood, provenance, props.base]);
  const [valueProblem, setValueProblem] = useState<string | null>(null);
  const setValue = (pointer: string, value: number | boolean) => {
    const result = setValueInText(text, pointer, value);
    if (!result.ok) return setValueProblem(`${pointer}: ${result.message}`);
    setValueProblem(null);
    setText(result.text);
    // The patch view shows the patch the text makes: it follows, as it does when the patch is shown.
    if (view === 'patch') setPatchText(formatJson(patchOf(patchBase, JSON.parse(result.text) as Record<string, unknown>, id)));
  };
  /** "in the text": the value selected where the editor shows it (the patch, when it holds the value), so typing replaces it. */
  const selectValue = (pointer: string) => {
    const shown = view === 'patch' && !patchError ? patchText : view === 'ruleset' ? text : undefined;
    const at = shown === undefined ? undefined : scalarAt(shown, pointer);
    if (shown !== undefined && at?.ok) {
      const from = offsetToLocation(shown, at.start);
      const to = offsetToLocation(shown, at.end);
      return handle.current?.select(from.line, from.column, to.line, to.column);
    }
    revealPointer(pointer, 'value-form/show');
  };
  const numbersPanel = useRef<HTMLElement>(null);
  /**
   * The sweep "simulate" opens on /simulate: the stored ruleset's value with its neighbours and the value typed here,
   * each checked first as the sweep will check it, so the link never opens a sweep that cannot run (a 2-player game's
   * players offered 1 and 3, a unit's moves 0: a review as users). The sweep plays the ruleset as stored.
   */
  const simulateValue = (field: ValueField): SimulateAnswer => {
    const stored = field.was === undefined ? field.value : field.was;
    if (stored === null) return { problem: 'the stored ruleset has no value here to start from: save the variant, then simulate it' };
    const candidates = sweepValues({ ...field, value: stored }) ?? [stored];
    if (field.was !== undefined && !candidates.includes(field.value)) candidates.push(field.value);
    const valid: (number | boolean)[] = [];
    const refused: string[] = [];
    for (const value of candidates) {
      if (value === stored) continue;
      const trial = clone(props.base);
      const segments = parsePointer(field.pointer);
      let node = trial as Record<string, unknown>;
      for (const segment of segments.slice(0, -1)) node = node[segment] as Record<string, unknown>;
      node[segments[segments.length - 1]] = value;
      const error = validateResolvedValue(trial).find((d) => d.severity === 'error');
      if (error) refused.push(`${String(value)} (${pointerOnce(error).text})`);
      else valid.push(value);
    }
    if (!valid.length) return { problem: `nothing to simulate: no value beside ${String(stored)} makes a valid ruleset here: ${refused.join('; ')}` };
    const values = [stored, ...valid];
    if (typeof stored === 'number') values.sort((x, y) => Number(x) - Number(y));
    return { href: `/simulate?a=${encodeURIComponent(id)}&set=${encodeURIComponent(`${field.pointer}=${values.join(',')}`)}` };
  };

  const discardDraft = () => {
    window.localStorage.removeItem(draftKey(id));
    setText(initialText);
    setPatchError(null);
    setView('ruleset');
    setRestored(null);
  };

  return (
    <div className="edit wide">
      {restored && (
        <div className="notice info" data-testid="draft-restored">
          Your unsaved changes from {new Date(restored.savedAt).toLocaleString()} were restored.
          {restored.stale && ' The stored ruleset has changed since you made them; check before saving.'}{' '}
          <button type="button" className="link-button" onClick={discardDraft}>Discard them and show the stored ruleset</button>
        </div>
      )}
      <div className="edit-grid">
        <div className="edit-editor">
          <div className="editor-status" data-testid="validation-status">
            {!ready ? (
              <span className="muted">checking…</span>
            ) : patchPending ? (
              <span className="status err">patch {patchPending.short}: not applied</span>
            ) : invalidText ? (
              <span className="status err">{analysis.syntax ? 'not valid JSON' : 'unreadable'}: the views show the last readable version</span>
            ) : errors ? (
              <span className="status err">{errors} error{errors > 1 ? 's' : ''}{warnings ? `, ${warnings} warning${warnings > 1 ? 's' : ''}` : ''}</span>
            ) : warnings ? (
              <span className="status warn">valid, {warnings} warning{warnings > 1 ? 's' : ''}</span>
            ) : (
              <span className="status ok">valid</span>
            )}
            {/* On a desktop the list is under the board, below the fold: the verdict leads to it. */}
            {ready && (analysis.diagnostics.length > 0 || patchPending) && (
              <button type="button" className="link-button" data-testid="show-problems" onClick={() => problemsPanel.current?.scrollIntoView({ block: 'start' })}>
                show the list
              </button>
            )}
            {/* The form sits below the board on a desktop: the status line leads to it. */}
            <button type="button" className="link-button" data-testid="show-numbers" onClick={() => numbersPanel.current?.scrollIntoView({ block: 'start' })}>
              numbers and switches
            </button>
            {ready && checking && <span className="muted small">checking…</span>}
            <span className="muted small">
              {text === initialText ? 'unchanged' : saved?.text === text ? `saved as ${saved.id}` : 'edited (kept in this browser until saved)'} · hover a key for its documentation · Ctrl+Space completes
            </span>
          </div>
          <div className="editor-views" role="group" aria-label="what the editor shows">
            <button type="button" aria-pressed={view === 'ruleset'} onClick={() => setView('ruleset')}>Resolved ruleset</button>
            <button type="button" aria-pressed={view === 'patch'} onClick={showPatch} disabled={view !== 'patch' && invalidText} title="Your changes as the merge patch a saved variant holds, with completion and hover docs for every key">
              Changes as a variant patch
            </button>
            {view === 'ruleset' && patchPending && (
              <span className="muted small" data-testid="patch-note">
                <span className="status err">the patch view holds an edit that is {patchPending.short}</span>: open it to finish or undo it
              </span>
            )}
            {view === 'patch' && (
              <span className="muted small" data-testid="patch-note">
                {patchError ? <span className="status err">the ruleset, its problems and the variant to save keep the last readable patch</span> : <>a merge patch over <code>{patchParent}</code>: set only what changes; <code>null</code> deletes a key</>}
              </span>
            )}
          </div>
          <div className="editor-frame" data-testid="editor">
            {view === 'ruleset' ? (
              <MonacoJsonEditor key="ruleset" id={id} value={text} onChange={setText} markers={markers} marks={marks} onReady={onRulesetEditor} onCursor={(offset) => setCursor({ view: 'ruleset', offset })} />
            ) : (
              <MonacoJsonEditor key="patch" id={id} kind="patch" value={patchText} onChange={editPatch} markers={patchMarkers} onReady={(h) => (handle.current = h)} onCursor={(offset) => setCursor({ view: 'patch', offset })} />
            )}
          </div>
        </div>
        <div className="edit-side">
          {/* First beside the editor on a desktop, so the region at the cursor is rung where the designer is looking;
              a phone or a tablet shows it last, as before (globals.css). */}
          <section className="panel edit-map" aria-label="map">
            <h3>
              Map{typeof (lastGood.map as { name?: unknown })?.name === 'string' ? `: ${(lastGood.map as { name: string }).name}` : ''}
              {lineupKeys.length > 1 && (
                <label className="inline">
                  start cities for{' '}
                  <select value={lineup} onChange={(e) => setLineupChoice(e.target.value)} aria-label="lineup">
                    {lineupKeys.map((k) => (
                      <option key={k} value={k}>{k} players</option>
                    ))}
                  </select>
                </label>
              )}
              {invalidText && <span className="badge">last readable version</span>}
            </h3>
            {/* Above the board, where a line under its legend fell below the screen, and there with or without a region
                (the hint is one line as the note usually is), so the board does not jump as the cursor comes and goes. */}
            {atCursor ? (
              <p className="map-cursor small" data-testid="map-cursor-note">
                At the cursor: {regionLabel(lastGood, atCursor.region)}
                {atCursor.other ? ` and its border with ${regionLabel(lastGood, atCursor.other)}` : ''}.
              </p>
            ) : (
              <p className="map-cursor muted small" data-testid="map-cursor-hint">
                Put the cursor in a region&rsquo;s entry to ring it on the board.
              </p>
            )}
            <MapView
              map={lastGood.map}
              provenance={provenance}
              startCities={lineup ? map?.lineups?.[lineup]?.startCities : undefined}
              resources={economyResources(lastGood)}
              selected={atCursor?.region ?? null}
              highlighted={atCursor?.other ? new Set([atCursor.other]) : undefined}
              pannable
            />
          </section>
          <section className="panel diagnostics-panel" aria-label="problems" ref={problemsPanel}>
            <h3>Problems</h3>
            {patchPending && (
              <p className="small" data-testid="patch-problem">
                <span className="sev error">error</span> the patch is {patchPending.detail}. Fix it in the patch view; until then the checks below are about the last readable patch.
              </p>
            )}
            {analysis.diagnostics.length === 0 ? (
              <p className="muted small">{ready ? 'None: the schema and every semantic check pass.' : 'Checking…'}</p>
            ) : (
              <ul className="problem-list" data-testid="problems">
                {analysis.diagnostics.map((d, i) => {
                  const { place, text } = pointerOnce(d);
                  return (
                    <li key={`${d.code}-${d.pointer}-${i}`}>
                      <button type="button" onClick={() => reveal(d)} title="Show in the editor">
                        <span className={`sev ${d.severity}`}>{d.severity}</span> <span className="where">{whereOf(d)}</span>{' '}
                        {place && <><code className="place">{place}</code>: </>}
                        {text} <code className="muted small">{d.code}</code>
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
            {/* The semantic checks (references between sections, turn data) read a value the schema has accepted
                (engine/ruleset/validate.ts): while the schema refuses it they have not run, so fixing a schema problem can
                bring new ones, which would otherwise read as the fix making things worse. */}
            {analysis.diagnostics.some((d) => d.code.startsWith('schema/')) && (
              <p className="muted small" data-testid="checks-pending">
                The checks between sections (a rondel field naming a known action, a know-how requiring one that exists, the turn
                data) run once the schema problems above are fixed, so more problems may show then.
              </p>
            )}
          </section>
          <ValueForm
            fields={valueRows}
            disabled={!ready ? 'checking the text' : patchPending ? 'the patch view holds an edit that does not read yet' : invalidText ? 'the text does not read yet' : undefined}
            failed={valueProblem ?? undefined}
            problems={analysis.diagnostics}
            onSet={setValue}
            onShow={selectValue}
            onSimulate={simulateValue}
            unsaved={text !== initialText}
            panelRef={numbersPanel}
          />
          <SaveVariant {...props} onShow={(pointer) => revealPointer(pointer, 'variant/change')} edited={analysis.value} lastReadable={lastGood} unread={patchPending ? 'the patch view holds an edit that does not read yet' : invalidText ? 'the text does not read yet' : undefined} blocked={checking ? 'checking…' : patchPending ? 'fix the patch first: it does not read' : invalidText ? 'the text is not a readable ruleset' : errors ? `fix the ${errors} error${errors > 1 ? 's' : ''} first` : undefined} onSaved={(savedId) => {
              window.localStorage.removeItem(draftKey(id));
              setSaved({ id: savedId, text });
              setRestored(null);
            }} />
          <section className="panel" aria-label="rondel">
            <h3>Rondel</h3>
            <RondelView rondel={lastGood.rondel} estimatedFields={estimatedFields} resources={economyResources(lastGood)} />
          </section>
          <EstimatedList entries={estimated} sources={lastGood?.sources as Record<string, string> | undefined} label={summary ? countLabel(summary, 'estimated') : undefined} onJump={(pointer) => revealPointer(pointer, 'provenance/estimated')} />
        </div>
      </div>
    </div>
  );
}

function EstimatedList({ entries, label, sources, onJump }: { entries: [string, ProvenanceEntry][]; label?: string; sources?: Record<string, string>; onJump: (pointer: string) => void }) {
  return (
    <section className="panel estimated-list" aria-label="estimated values">
      <h3>
        Estimated values <span className="muted small" data-testid="estimated-count">({label ?? `${entries.length} entries`})</span>
      </h3>
      <p className="muted small">
        <span className="estimated">Estimated: not printed in any rulebook we have.</span> Marked in the text with a dotted purple underline; if you own the game, correct the value and change its provenance entry.
      </p>
      <ul>
        {entries.map(([pointer, entry]) => (
          <li key={pointer}>
            <button type="button" className="link-button" onClick={() => onJump(pointer)}>
              <code>{pointer}</code>
            </button>{' '}
            <span className="muted small">{entry.note}</span>
            {entry.source && <span className="muted small"> — {entry.source}</span>}
          </li>
        ))}
      </ul>
      {sources && Object.keys(sources).length > 0 && (
        <details className="small">
          <summary>Sources this ruleset cites</summary>
          <dl data-testid="ruleset-sources">
            {Object.entries(sources).map(([tag, text]) => (
              <div key={tag}>
                <dt>[{tag}]</dt>
                <dd>{text}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </section>
  );
}

function suggestId(base: string, taken: Set<string>): string {
  for (let i = 1; ; i++) {
    const id = `${base}-variant${i > 1 ? `-${i}` : ''}`;
    if (!taken.has(id)) return id;
  }
}

function SaveVariant(props: EditClientProps & {
  edited?: Record<string, unknown>;
  /** The last text that read as a ruleset, and why the text as it stands does not: what it changes is said of that. */
  lastReadable: Record<string, unknown>;
  unread?: string;
  blocked?: string;
  onSaved: (id: string) => void;
  /** Shows a changed value in the editor. */
  onShow: (pointer: string) => void;
}) {
  const { id, kind, origin, parent, edited, lastReadable, unread, blocked, ids, onSaved } = props;
  const ownVariant = kind === 'variant' && origin === 'workspace' && !!parent && !!props.parentBase;
  const taken = useMemo(() => new Set(ids.map((x) => x.id)), [ids]);
  const [newId, setNewId] = useState(() => (ownVariant ? id : suggestId(id, taken)));
  const [title, setTitle] = useState(() => (ownVariant ? props.title : `${props.title} (variant)`));
  const [notes, setNotes] = useState(ownVariant ? (props.notes ?? '') : '');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<SaveVariantResponse | null>(null);
  const [confirmReplace, setConfirmReplace] = useState(false);

  // Re-saving your own variant under its id keeps its parent; any other id makes a new variant of this ruleset.
  const replacingOwn = ownVariant && newId === id;
  const parentId = replacingOwn ? parent! : id;
  const base = replacingOwn ? props.parentBase! : props.base;
  const patch = useMemo(() => (edited ? patchOf(base, edited, id) : undefined), [base, edited, id]);
  // The diff page's sentences for the variant as it would be saved: its id and title name it beside the ruleset it
  // extends ("in Rome vs Carthage (variant) instead of … in Rome vs Carthage"), as the library will once it is saved.
  const described = edited ?? lastReadable;
  // The patch a save would write is already made for readable text; only the last readable version needs its own.
  const describedPatch = useMemo(() => patch ?? patchOf(base, lastReadable, id), [patch, base, lastReadable, id]);
  const changes = useMemo(
    () => (Object.keys(describedPatch).length ? variantChanges(base, { ...described, id: newId || id, title: title.trim() || props.title }, describedPatch) : []),
    [base, described, describedPatch, id, newId, title, props.title],
  );
  const idOk = isId(newId);
  const builtIn = ids.some((x) => x.id === newId && x.origin === 'built-in');
  const existsMine = !replacingOwn && ids.some((x) => x.id === newId && x.origin === 'workspace');
  const reason = blocked ?? (!idOk ? 'the id must be kebab-case: lower-case words joined by hyphens' : builtIn ? `'${newId}' is a built-in ruleset; choose another id` : !patch || Object.keys(patch).length === 0 ? 'nothing has changed yet' : !title.trim() ? 'give it a title' : undefined);

  const save = async (replace: boolean) => {
    if (!patch) return;
    if (existsMine && !replace) {
      // The library listed this id as yours when the page loaded: ask before replacing, without a refused request.
      setResult({ ok: false, code: 'variant/exists', message: `you already have a variant '${newId}'; replace it, or choose another id` });
      setConfirmReplace(true);
      return;
    }
    setBusy(true);
    setResult(null);
    try {
      const response = await fetch('/api/variants', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: newId, title: title.trim(), extends: parentId, notes, patch, replace: replace || replacingOwn }),
      });
      const body = (await response.json()) as SaveVariantResponse;
      setResult(body);
      setConfirmReplace(!body.ok && body.code === 'variant/exists');
      if (body.ok) onSaved(body.id);
    } catch (error) {
      setResult({ ok: false, code: 'network', message: `the workbench server did not answer (${error instanceof Error ? error.message : String(error)}); your edits are kept in this browser` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel save-variant" aria-label="save as variant">
      <h3>Save as variant</h3>
      <p className="muted small">
        Saves only what you changed, as a merge patch over <code>{parentId}</code>, to <code>workspace/{idOk ? newId : '…'}.variant.json</code>. Built-in files are never written.
      </p>
      <div className="save-form">
        <label>
          Id <input
            value={newId}
            onChange={(e) => {
              // A refusal (an id conflict above all) was about the old id: drop it and its "Replace" button.
              setNewId(e.target.value.trim());
              setConfirmReplace(false);
              setResult((r) => (r && !r.ok ? null : r));
            }}
            aria-label="variant id"
            spellCheck={false}
          />
        </label>
        <label>
          Title <input value={title} onChange={(e) => setTitle(e.target.value)} aria-label="variant title" />
        </label>
        <label className="full">
          Notes <textarea value={notes} onChange={(e) => setNotes(e.target.value)} rows={2} aria-label="variant notes" placeholder="What the variant changes and why, in plain words" />
        </label>
      </div>
      {changes.length > 0 && (
        <div className="small">
          What it changes{unread ? <span className="muted" data-testid="variant-changes-note"> (as of the last readable version: {unread})</span> : null}:
          <ChangeList changes={changes} limit={12} testId="variant-changes" onShow={props.onShow} />
        </div>
      )}
      {existsMine && !confirmReplace && <p className="warn-text small">You already have a variant '{newId}'; saving will ask before replacing it.</p>}
      <div className="save-actions">
        <button type="button" className="primary" disabled={!!reason || busy} onClick={() => save(false)}>
          {busy ? 'Saving…' : replacingOwn ? 'Save changes to your variant' : 'Save as variant'}
        </button>
        {reason && <span className="muted small">{reason}</span>}
      </div>
      {result?.ok && (
        <div className="notice info" role="status" data-testid="save-result">
          Saved <code>{result.file}</code>{result.replaced ? ' (replaced)' : ''}.{' '}
          {/* A house rule is written to be measured: its simulate page plays it (as B) against the ruleset it extends. */}
          <Link href={`/rulesets/${result.id}/play`}>Play it</Link> · <Link href={`/rulesets/${result.id}/simulate`}>Simulate it against the ruleset it extends</Link> · <Link href={`/rulesets/${result.id}/edit`}>Edit it</Link> · <Link href="/">Library</Link>
        </div>
      )}
      {result && !result.ok && (
        <div className="notice error" role="alert" data-testid="save-result">
          Not saved: {result.message}
          {confirmReplace && (
            <div>
              <button type="button" onClick={() => save(true)}>Replace my variant '{newId}'</button>
            </div>
          )}
          {result.diagnostics && result.diagnostics.length > 0 && (
            <ul className="diagnostics">
              {result.diagnostics.slice(0, 5).map((d, i) => (
                <li key={i}><code>{d.code}</code> {d.message}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}

/** The draft's /economy/resources, whatever was typed (the views check it). */
function economyResources(draft: Record<string, unknown>): unknown {
  const economy = draft.economy;
  return economy && typeof economy === 'object' ? (economy as { resources?: unknown }).resources : undefined;
}
