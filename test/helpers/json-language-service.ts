/**
 * VS Code's JSON language service (vscode-json-languageservice, the same service the workbench's Monaco runs in
 * its JSON worker), set up as VS Code sets it up for this repository: schemas are read from disk, a document's
 * relative `$schema` resolves against the document, and `.vscode/settings.json` associations apply with VS Code's
 * rules (relative urls join the workspace folder; each fileMatch is matched as `**​/<pattern>` against the URI).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ClientCapabilities, getLanguageService, type CompletionList, type Diagnostic, type JSONDocument, type LanguageService, type SchemaConfiguration } from 'vscode-json-languageservice';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { locatePointer } from '../../engine/ruleset/locate';

export const repoRoot = path.resolve(fileURLToPath(import.meta.url), '../../..');
export const fileUri = (relative: string) => pathToFileURL(path.join(repoRoot, relative)).href;

/** The json.schemas of .vscode/settings.json as VS Code hands them to the service for a single-folder workspace. */
export function workspaceSchemaSettings(): SchemaConfiguration[] {
  const settings = JSON.parse(readFileSync(path.join(repoRoot, '.vscode/settings.json'), 'utf8')) as { 'json.schemas': { fileMatch: string[]; url: string }[] };
  return settings['json.schemas'].map((s) => ({ uri: new URL(s.url, `${pathToFileURL(repoRoot).href}/`).href, fileMatch: s.fileMatch }));
}

type Factory = typeof getLanguageService;

/**
 * The two copies a designer meets: the package VS Code runs (a pinned devDependency) and the copy bundled in
 * monaco-editor's JSON worker, which the workbench's edit page runs (an older version: it orders matching schemas
 * differently, so both are tested). Monaco's copy is not in the package's exports, so it is imported by path.
 */
export async function editors(): Promise<[string, Factory][]> {
  const monacoCopy = path.join(repoRoot, 'node_modules/monaco-editor/esm/external/vscode-json-languageservice/lib/esm/jsonLanguageService.js');
  const monaco = (await import(pathToFileURL(monacoCopy).href)) as { getLanguageService: Factory };
  return [
    ['VS Code (vscode-json-languageservice)', getLanguageService],
    ["the workbench's Monaco (monaco-editor's JSON worker)", monaco.getLanguageService],
  ];
}

export function createService(schemas: SchemaConfiguration[] = [], factory: Factory = getLanguageService): LanguageService {
  const service = factory({
    // As VS Code and Monaco's JSON worker run it: markdown in hovers and completion documentation.
    clientCapabilities: ClientCapabilities.LATEST,
    schemaRequestService: async (uri) => {
      if (!uri.startsWith('file:')) throw new Error(`offline: refusing to fetch ${uri}`);
      return readFileSync(fileURLToPath(uri), 'utf8');
    },
    workspaceContext: { resolveRelativePath: (relative, resource) => new URL(relative, resource).href },
  });
  service.configure({ validate: true, allowComments: false, schemas });
  return service;
}

export class OpenDocument {
  readonly document: TextDocument;
  readonly json: JSONDocument;
  constructor(
    readonly service: LanguageService,
    uri: string,
    readonly text: string,
  ) {
    this.document = TextDocument.create(uri, 'json', 1, text);
    this.json = service.parseJSONDocument(this.document);
  }

  diagnostics(): PromiseLike<Diagnostic[]> {
    return this.service.doValidation(this.document, this.json, { schemaValidation: 'error', schemaRequest: 'error' });
  }

  /** Offset just inside the key (or array element) that `pointer` names, as a reader would hover it. */
  offsetOf(pointer: string): number {
    const at = locatePointer(this.text, pointer);
    if (!at) throw new Error(`no ${pointer} in ${this.document.uri}`);
    return at.offset + 1;
  }

  /** The hover text at a pointer's key, with the service's markdown escapes removed. */
  async hover(pointer: string): Promise<string> {
    const hover = await this.service.doHover(this.document, this.document.positionAt(this.offsetOf(pointer)), this.json);
    const contents = hover?.contents;
    const text = Array.isArray(contents) ? contents.map((c) => (typeof c === 'string' ? c : c.value)).join('\n') : typeof contents === 'string' ? contents : (contents?.value ?? '');
    return unescapeMarkdown(text);
  }

  completion(offset: number): PromiseLike<CompletionList | null> {
    return this.service.doComplete(this.document, this.document.positionAt(offset), this.json);
  }

}

/** Reverses the service's plain-text-to-markdown escaping (jsonHover.ts toMarkdown). */
export function unescapeMarkdown(markdown: string): string {
  return markdown.replace(/\\([\\`*_{}[\]()<>#+\-.!])/g, '$1').replace(/&nbsp;/g, ' ').replace(/\\\n/g, '\n');
}

export function open(service: LanguageService, relative: string, text = readFileSync(path.join(repoRoot, relative), 'utf8')): OpenDocument {
  return new OpenDocument(service, fileUri(relative), text);
}

/** Every JSON file under rulesets/ (manifests, part files, variants), relative to the repository. */
export function shippedJsonFiles(): string[] {
  return (readdirSync(path.join(repoRoot, 'rulesets'), { recursive: true }) as string[])
    .filter((f) => f.endsWith('.json'))
    .map((f) => path.join('rulesets', f).split(path.sep).join('/'))
    .sort();
}

/** A diagnostic's message as text (the protocol allows markup there). */
export function messageOf(d: Diagnostic): string {
  return typeof d.message === 'string' ? d.message : d.message.value;
}
