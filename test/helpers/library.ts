import { loadLibrary } from '../../lib/rulesets/load';
import { readSourceDocument, type RulesetSource } from '../../engine/ruleset/sources';
import type { SectionName } from '../../engine/ruleset/types';

/** The built-in library, read from disk once per test file (workspace excluded so local saves cannot leak in). */
let builtIn: Map<string, RulesetSource> | undefined;
export function builtInLibrary(): Map<string, RulesetSource> {
  builtIn ??= loadLibrary({ workspace: false });
  return builtIn;
}

/** A copy of the built-in library with extra in-memory sources (e.g. a fixture variant). */
export function libraryWith(...sources: RulesetSource[]): Map<string, RulesetSource> {
  const library = new Map(builtInLibrary());
  for (const source of sources) library.set(source.id, source);
  return library;
}

/** An in-memory source from text, as the loader would build it from a file. */
export function sourceFromText(file: string, text: string, parts: Partial<Record<SectionName, { file: string; text: string }>> = {}): RulesetSource {
  const document = readSourceDocument(file, text);
  const value = document.value as { id?: string; extends?: string } | undefined;
  const kind = file.endsWith('.variant.json') || (value && typeof value === 'object' && 'extends' in value) ? 'variant' : 'ruleset';
  const id = typeof value?.id === 'string' ? value.id : file.replace(/^.*\//, '').replace(/\.(ruleset|variant)\.json$/, '');
  return {
    id,
    kind,
    origin: 'workspace',
    document,
    parts: Object.fromEntries(Object.entries(parts).map(([section, p]) => [section, readSourceDocument(p!.file, p!.text)])),
  };
}
