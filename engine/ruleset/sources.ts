import { parseDocument } from './parse';
import type { Diagnostic, SectionName } from './types';

/**
 * Ruleset files as plain data. Loaders outside the engine (lib/rulesets for Node, the workbench's API)
 * read files and build these; the engine never touches a file system.
 */
export interface SourceDocument {
  /** Path shown in diagnostics, relative to the project (e.g. rulesets/base/antike/rondel.json). */
  file: string;
  text: string;
  /** The parsed value; undefined when the text could not be parsed. */
  value?: unknown;
  /** Problems found while reading or parsing (json/syntax, json/too-deep, ruleset/missing-part, ...). */
  diagnostics: Diagnostic[];
}

export interface RulesetSource {
  id: string;
  kind: 'ruleset' | 'variant';
  /** built-in rulesets ship with Rondel; workspace ones are the user's saved variants. */
  origin: 'built-in' | 'workspace';
  document: SourceDocument;
  /** Part files named in the document's 'parts', already read by the loader. */
  parts: Partial<Record<SectionName, SourceDocument>>;
}

export type RulesetLibrary = ReadonlyMap<string, RulesetSource>;

export function readSourceDocument(file: string, text: string): SourceDocument {
  const parsed = parseDocument(text);
  return parsed.ok ? { file, text, value: parsed.value, diagnostics: [] } : { file, text, diagnostics: parsed.diagnostics };
}

/** The id a source file declares, or the one implied by its name when the file cannot be read. */
export function sourceKindOf(file: string): 'ruleset' | 'variant' | undefined {
  if (file.endsWith('.ruleset.json')) return 'ruleset';
  if (file.endsWith('.variant.json')) return 'variant';
  return undefined;
}

export function idFromFileName(file: string): string {
  const base = file.split('/').pop() ?? file;
  return base.replace(/\.(ruleset|variant)\.json$/, '');
}
