import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { documentLimits } from '../../engine/rulesets';
import { idFromFileName, readSourceDocument, sourceKindOf, type RulesetSource, type SourceDocument } from '../../engine/rulesets';
import { sectionNames, type SectionName } from '../../engine/rulesets';

/**
 * The project root. The CLI sets RONDEL_ROOT (bin/rondel.mjs); the workbench and the tests run from the root.
 * Not derived from import.meta.url: inside the Next.js server bundle that points into .next/.
 */
export const projectRoot = process.env.RONDEL_ROOT ?? process.cwd();
export const builtInRoot = path.join(projectRoot, 'rulesets');

/** The user's workspace for saved variants: RONDEL_WORKSPACE, else workspace/ in the project. */
export function workspaceRoot(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.RONDEL_WORKSPACE ?? path.join(projectRoot, 'workspace'));
}

export interface LoadOptions {
  builtIn?: string;
  workspace?: string | false;
  /** Extra files to add (e.g. a file named on the command line); they win over library files with the same id. */
  extraFiles?: string[];
}

/** Reads every built-in ruleset and variant, and the workspace's variants, into a library the engine can resolve. */
export function loadLibrary(options: LoadOptions = {}): Map<string, RulesetSource> {
  const library = new Map<string, RulesetSource>();
  const builtIn = options.builtIn ?? builtInRoot;
  for (const file of findSourceFiles(builtIn)) add(library, readSource(file, 'built-in', builtIn));
  const workspace = options.workspace === false ? undefined : (options.workspace ?? workspaceRoot());
  if (workspace && existsSync(workspace)) {
    for (const file of findSourceFiles(workspace)) add(library, readSource(file, 'workspace', workspace));
  }
  for (const file of options.extraFiles ?? []) {
    const source = readSource(path.resolve(file), 'workspace', path.dirname(path.resolve(file)));
    library.set(source.id, source);
  }
  return library;
}

function add(library: Map<string, RulesetSource>, source: RulesetSource): void {
  const existing = library.get(source.id);
  if (!existing) return void library.set(source.id, source);
  existing.document.diagnostics.push({
    code: 'ruleset/duplicate-id',
    pointer: '/id',
    severity: 'error',
    message: `id '${source.id}' is also used by ${source.document.file}; every ruleset and variant needs its own id`,
  });
}

export function findSourceFiles(root: string): string[] {
  if (!existsSync(root)) return [];
  const out: string[] = [];
  const stack = [root];
  while (stack.length) {
    const dir = stack.pop()!;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) stack.push(full);
      else if (sourceKindOf(entry.name)) out.push(full);
    }
  }
  return out.sort();
}

/** Reads one manifest or variant file and the part files it names. `root` bounds where part files may live. */
export function readSource(file: string, origin: RulesetSource['origin'], root: string): RulesetSource {
  const document = readDocument(file);
  const value = document.value as { id?: unknown; parts?: unknown } | undefined;
  const kind = sourceKindOf(file) ?? (value && typeof value === 'object' && 'extends' in value ? 'variant' : 'ruleset');
  const id = typeof value?.id === 'string' ? value.id : idFromFileName(file);
  const parts: Partial<Record<SectionName, SourceDocument>> = {};
  const declared = value?.parts;
  if (declared && typeof declared === 'object' && !Array.isArray(declared)) {
    for (const [section, relative] of Object.entries(declared as Record<string, unknown>)) {
      if (!sectionNames.includes(section as SectionName) || typeof relative !== 'string') continue; // the schema reports these
      const target = path.resolve(path.dirname(file), relative);
      if (!isInside(target, root) && !isInside(target, builtInRoot)) {
        document.diagnostics.push({ code: 'ruleset/part-outside', pointer: `/parts/${section}`, severity: 'error', message: `part file '${relative}' lies outside ${displayPath(root)}; keep part files beside the ruleset` });
      } else if (!existsSync(target)) {
        document.diagnostics.push({ code: 'ruleset/missing-part', pointer: `/parts/${section}`, severity: 'error', message: `part file '${relative}' does not exist (looked for ${displayPath(target)})` });
      } else {
        parts[section as SectionName] = readDocument(target);
      }
    }
  }
  return { id, kind, origin, document, parts };
}

function readDocument(file: string): SourceDocument {
  const display = displayPath(file);
  let size: number;
  try {
    size = statSync(file).size;
  } catch (error) {
    return { file: display, text: '', diagnostics: [{ code: 'file/unreadable', pointer: '', severity: 'error', message: `cannot read ${display}: ${(error as Error).message}` }] };
  }
  if (size > documentLimits.maxBytes) {
    return { file: display, text: '', diagnostics: [{ code: 'json/too-large', pointer: '', severity: 'error', message: `${display} is ${(size / 1e6).toFixed(1)} MB; the limit is ${(documentLimits.maxBytes / 1e6).toFixed(1)} MB` }] };
  }
  return readSourceDocument(display, readFileSync(file, 'utf8'));
}

function isInside(target: string, root: string): boolean {
  const relative = path.relative(path.resolve(root), target);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

export function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') ? relative : file;
}
