'use client';

/**
 * Monaco for ruleset JSON, entirely from the installed package (never a CDN; STACK.md G3–G5): the lean editor
 * core, its features, the JSON language, and workers bundled by Next. Loaded only through
 * `dynamic(..., { ssr: false })` from the edit page, so no other page ships it.
 */
import * as monaco from 'monaco-editor/editor';
import 'monaco-editor/features/register.all';
import { jsonDefaults } from 'monaco-editor/languages/features/json/register';
import Editor, { loader, type OnMount } from '@monaco-editor/react';
import { useEffect, useRef } from 'react';
import { schemasByKind } from '@/engine/rulesets';
import variantEditorSchema from '@/schemas/generated/variant.schema.json';

self.MonacoEnvironment = {
  getWorker(_id: string, label: string) {
    if (label === 'json') return new Worker(new URL('monaco-editor/language/json/json.worker', import.meta.url), { type: 'module' });
    return new Worker(new URL('monaco-editor/editor/editor.worker', import.meta.url), { type: 'module' });
  },
};
loader.config({ monaco });

/** What the editor holds: the resolved ruleset, or the changes to it as a variant's merge patch. */
export type EditorKind = 'ruleset' | 'patch';

/** The model path each kind gets; each schema is matched to its own kind of path (and only to it). */
const modelPath = (id: string, kind: EditorKind) => `inmemory://rondel/${id}.${kind}.json`;

/** The generated variant schema's `patch`: a merge patch of a ruleset, every key optional, null deletes (npm run schemas:variant). */
const patchSchemaUri = 'https://rondel.local/schemas/generated/variant-patch';

// Every schema is registered under its $id so relative $refs ("map.schema.json") resolve offline; the ruleset
// schema is attached to ruleset models for completion and hover docs. Schema problems are reported by Rondel's
// own validator (ajv + the semantic checks, the same messages as `rondel validate`) as 'rondel' markers, so
// Monaco's schema validation is off to avoid saying everything twice; JSON syntax errors stay Monaco's.
jsonDefaults.setDiagnosticsOptions({
  validate: true,
  allowComments: false,
  enableSchemaRequest: false,
  schemaRequest: 'ignore',
  schemaValidation: 'ignore',
  schemas: [
    ...Object.entries(schemasByKind).map(([kind, schema]) => ({
      uri: (schema as { $id: string }).$id,
      ...(kind === 'ruleset' ? { fileMatch: ['*.ruleset.json'] } : {}),
      schema,
    })),
    // Help inside a variant's patch: completion, hover docs and Monaco's own checks come from the generated schema,
    // whose whole-value parts $ref the source schemas above by their $id.
    { uri: variantEditorSchema.$id, fileMatch: ['*.variant.json'], schema: variantEditorSchema },
    { uri: patchSchemaUri, fileMatch: ['*.patch.json'], schema: { $ref: `${variantEditorSchema.$id}#/properties/patch` } },
  ],
});

export interface EditorMarker {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  message: string;
  severity: 'error' | 'warning' | 'info';
  code: string;
}

export interface EditorHandle {
  reveal(line: number, column: number): void;
  /** Selects a range (a value the numbers form points at), so typing replaces it whole. */
  select(line: number, column: number, endLine: number, endColumn: number): void;
}

const severities = { error: monaco.MarkerSeverity.Error, warning: monaco.MarkerSeverity.Warning, info: monaco.MarkerSeverity.Info };

/** A value to mark in the text (estimated values: a dotted purple underline with the provenance note on hover). */
export interface EditorMark {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  hover: string;
}

export default function MonacoJsonEditor(props: { id: string; kind?: EditorKind; value: string; onChange: (text: string) => void; markers: EditorMarker[]; marks?: EditorMark[]; onReady?: (handle: EditorHandle) => void; onCursor?: (offset: number) => void }) {
  const { id, kind = 'ruleset', value, onChange, markers, marks, onReady, onCursor } = props;
  const editorRef = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);
  const decorations = useRef<monaco.editor.IEditorDecorationsCollection | null>(null);
  // The listener is registered once, at mount; it calls the latest callback.
  const cursorListener = useRef(onCursor);
  cursorListener.current = onCursor;

  const onMount: OnMount = (editor) => {
    editorRef.current = editor as unknown as monaco.editor.IStandaloneCodeEditor;
    // Before onReady: a link's reveal (?at=) places the cursor, and the board should show where.
    editor.onDidChangeCursorPosition((e) => {
      const model = editor.getModel();
      if (model) cursorListener.current?.(model.getOffsetAt(e.position));
    });
    onReady?.({
      reveal(line, column) {
        const e = editorRef.current;
        if (!e) return;
        e.revealPositionInCenter({ lineNumber: line, column });
        e.setPosition({ lineNumber: line, column });
        e.focus();
      },
      select(line, column, endLine, endColumn) {
        const e = editorRef.current;
        if (!e) return;
        e.revealPositionInCenter({ lineNumber: line, column });
        e.setSelection({ startLineNumber: line, startColumn: column, endLineNumber: endLine, endColumn });
        e.focus();
      },
    });
    applyMarkers(editorRef.current, markers);
    decorations.current = editorRef.current.createDecorationsCollection(toDecorations(marks));
  };

  useEffect(() => {
    if (editorRef.current) applyMarkers(editorRef.current, markers);
  }, [markers]);

  useEffect(() => {
    decorations.current?.set(toDecorations(marks));
  }, [marks]);

  return (
    <Editor
      path={modelPath(id, kind)}
      language="json"
      value={value}
      onChange={(text) => onChange(text ?? '')}
      onMount={onMount}
      loading={<div className="editor-loading">Loading the editor…</div>}
      options={{ minimap: { enabled: false }, fontSize: 13, tabSize: 2, scrollBeyondLastLine: false, wordWrap: 'off', automaticLayout: true, fixedOverflowWidgets: true }}
    />
  );
}

function applyMarkers(editor: monaco.editor.IStandaloneCodeEditor, markers: EditorMarker[]) {
  const model = editor.getModel();
  if (!model) return;
  monaco.editor.setModelMarkers(
    model,
    'rondel',
    markers.map((m) => ({ startLineNumber: m.line, startColumn: m.column, endLineNumber: m.endLine, endColumn: m.endColumn, message: m.message, severity: severities[m.severity], code: m.code, source: 'rondel' })),
  );
}

function toDecorations(marks: EditorMark[] | undefined): monaco.editor.IModelDeltaDecoration[] {
  return (marks ?? []).map((m) => ({
    range: new monaco.Range(m.line, m.column, m.endLine, m.endColumn),
    options: { inlineClassName: 'estimated-value', hoverMessage: { value: m.hover }, overviewRuler: { color: '#8a4fbf', position: monaco.editor.OverviewRulerLane.Left } },
  }));
}
