import { applyMergePatch, clone, isPlainObject } from './merge-patch';
import { parsePointer, toPointer } from './json-pointer';
import type { RulesetLibrary, RulesetSource, SourceDocument } from './sources';
import { didYouMean } from './suggest';
import { sectionNames, type Diagnostic, type SectionName } from './types';
import { getValidator } from './schemas';
import { schemaDiagnostics } from './schema-diagnostics';
import { uncoveredPatchValues } from './provenance';

/** Where a value of the resolved ruleset was written: a document and the pointer inside it. */
export interface Origin {
  document: SourceDocument;
  pointer: string;
}

export interface Resolution {
  /** The resolved ruleset, not yet validated; undefined when resolution failed. */
  value?: Record<string, unknown>;
  /** The chain from the requested id up to its base ruleset. */
  chain: RulesetSource[];
  diagnostics: DiagnosticAt[];
  /** Maps a pointer into the resolved ruleset to the file and pointer that set it. */
  originOf(pointer: string): Origin | undefined;
}

/** A diagnostic already placed in one document (its pointer is inside that document). */
export interface DiagnosticAt extends Diagnostic {
  document?: SourceDocument;
}

const maxChain = 32;

/**
 * Resolves a ruleset or variant id: follows 'extends' to the base ruleset, loads its parts, then applies each
 * variant's replaced parts and merge patch in order. Cycles, missing parents, unreadable files and broken
 * envelopes become diagnostics; nothing throws.
 */
export function resolveRuleset(library: RulesetLibrary, id: string): Resolution {
  const diagnostics: DiagnosticAt[] = [];
  const chain: RulesetSource[] = [];
  const failed = (): Resolution => ({ chain, diagnostics, originOf: () => undefined });

  let current = library.get(id);
  if (!current) {
    diagnostics.push({ code: 'ruleset/unknown-id', pointer: '', severity: 'error', message: `no ruleset or variant with id '${id}'${didYouMean(id, library.keys())}` });
    return failed();
  }
  const seen = new Set<string>();
  for (;;) {
    seen.add(current.id);
    chain.push(current);
    const documentProblems = documentDiagnostics(current);
    if (documentProblems.length) {
      diagnostics.push(...documentProblems);
      return failed();
    }
    const envelope = checkEnvelope(current);
    if (envelope.length) {
      diagnostics.push(...envelope);
      return failed();
    }
    if (current.kind === 'ruleset') break;
    const parentId = (current.document.value as { extends: string }).extends;
    const parent = library.get(parentId);
    if (!parent) {
      diagnostics.push({
        code: 'ruleset/missing-parent',
        pointer: '/extends',
        severity: 'error',
        message: `'${current.id}' extends '${parentId}', which does not exist${didYouMean(parentId, library.keys())}`,
        document: current.document,
      });
      return failed();
    }
    if (seen.has(parentId) || chain.length >= maxChain) {
      const cycle = [...chain.map((s) => s.id), parentId].join(' → ');
      diagnostics.push({
        code: 'ruleset/extends-cycle',
        pointer: '/extends',
        severity: 'error',
        message: `extends forms a cycle: ${cycle}; make one of them extend a base ruleset`,
        document: current.document,
      });
      return failed();
    }
    current = parent;
  }

  const layers = chain.slice().reverse();
  const base = layers[0];
  let value = composeBase(base, diagnostics);
  if (!value) return failed();
  for (const variant of layers.slice(1)) value = applyVariant(value, variant);

  return { value, chain, diagnostics, originOf: (pointer) => originIn(layers, pointer) };
}

function documentDiagnostics(source: RulesetSource): DiagnosticAt[] {
  const own = source.document.diagnostics.map((d) => ({ ...d, document: source.document }));
  const parts = Object.values(source.parts).flatMap((part) => part!.diagnostics.map((d) => ({ ...d, document: part })));
  return [...own, ...parts];
}

function checkEnvelope(source: RulesetSource): DiagnosticAt[] {
  const doc = source.document;
  const out: DiagnosticAt[] = [];
  if (!isPlainObject(doc.value)) {
    return [{ code: 'schema/type', pointer: '', severity: 'error', message: `${doc.file} must contain a JSON object`, document: doc }];
  }
  if (source.kind === 'variant') {
    const validate = getValidator('variant');
    if (!validate(doc.value)) out.push(...schemaDiagnostics(validate.errors).map((d) => ({ ...d, document: doc })));
    const patch = (doc.value as { patch?: unknown }).patch;
    if (isPlainObject(patch)) {
      for (const reserved of ['id', 'parts', '$schema']) {
        if (reserved in patch) out.push({ code: 'variant/reserved-key', pointer: `/patch/${reserved}`, severity: 'error', message: `a variant's patch may not set '${reserved}'; ${reserved === 'id' ? "the variant's own 'id' names the result" : reserved === 'parts' ? "list replaced part files in the variant's own 'parts'" : 'remove it'}`, document: doc });
      }
    }
  }
  const declaredId = (doc.value as { id?: unknown }).id;
  if (typeof declaredId === 'string' && declaredId !== source.id) {
    out.push({ code: 'ruleset/id-mismatch', pointer: '/id', severity: 'error', message: `id '${declaredId}' does not match the file name, which gives '${source.id}'; rename one of them`, document: doc });
  }
  for (const [section, part] of Object.entries(source.parts)) {
    if (!isPlainObject(part!.value)) out.push({ code: 'schema/type', pointer: '', severity: 'error', message: `part file for '${section}' must contain a JSON object`, document: part });
  }
  return out;
}

function composeBase(base: RulesetSource, diagnostics: DiagnosticAt[]): Record<string, unknown> | undefined {
  const manifest = clone(base.document.value) as Record<string, unknown>;
  delete manifest.parts;
  for (const [section, part] of Object.entries(base.parts) as [SectionName, SourceDocument][]) {
    if (section in manifest) {
      diagnostics.push({ code: 'ruleset/section-twice', pointer: `/${section}`, severity: 'error', message: `section '${section}' is written inline and also loaded from ${part.file}; keep one`, document: base.document });
      return undefined;
    }
    manifest[section] = withoutSchemaKey(part.value);
  }
  return manifest;
}

/**
 * The provenance entry resolution gives a value a variant's patch sets without an entry of its own. An editor that
 * turns a resolved ruleset back into a patch leaves these out: resolution writes them again, and saved they would
 * read as the designer's own note.
 */
export function unexplainedEntry(variantId: string): { status: 'house-rule'; note: string } {
  return { status: 'house-rule', note: `Set by the variant '${variantId}', whose provenance has no entry for it.` };
}

function applyVariant(parent: Record<string, unknown>, variant: RulesetSource): Record<string, unknown> {
  const doc = variant.document.value as { id: string; title: string; patch: unknown };
  let value: Record<string, unknown> = { ...parent };
  for (const [section, part] of Object.entries(variant.parts) as [SectionName, SourceDocument][]) value[section] = withoutSchemaKey(part.value);
  value = applyMergePatch(value, doc.patch) as Record<string, unknown>;
  // A value the patch sets without an entry of its own would inherit the parent's, which describes the parent's
  // value: a printed 6 would vouch for a house rule's 5. So it counts as a house rule until the variant says otherwise.
  const unexplained = uncoveredPatchValues(doc.patch);
  if (unexplained.length) {
    const provenance = { ...(value.provenance as Record<string, unknown> | undefined) };
    for (const pointer of unexplained) provenance[pointer] = unexplainedEntry(doc.id);
    value.provenance = provenance;
  }
  value.id = doc.id;
  value.title = doc.title;
  return value;
}

function withoutSchemaKey(value: unknown): unknown {
  const copy = clone(value) as Record<string, unknown>;
  delete copy.$schema;
  return copy;
}

/** Finds which layer wrote the value at `pointer`: the topmost variant whose patch or parts cover it, else the base. */
function originIn(layers: RulesetSource[], pointer: string): Origin | undefined {
  const segments = parsePointer(pointer);
  const section = segments[0] as SectionName | undefined;
  for (let level = layers.length - 1; level >= 0; level--) {
    const source = layers[level];
    if (source.kind === 'variant') {
      if (segments.length === 1 && (segments[0] === 'id' || segments[0] === 'title')) return { document: source.document, pointer };
      // The patch is applied after replaced parts, so it wins where both touch a value.
      const covered = coveredPrefix((source.document.value as { patch: unknown }).patch, segments);
      if (covered !== undefined) return { document: source.document, pointer: '/patch' + toPointer(covered) };
    }
    const part = section && sectionNames.includes(section) ? source.parts[section] : undefined;
    if (part) return { document: part, pointer: toPointer(segments.slice(1)) };
    if (source.kind === 'ruleset') return { document: source.document, pointer };
  }
  return undefined;
}

/** The part of `segments` the patch sets: all of it, or the prefix where the patch replaces a whole value. */
function coveredPrefix(patch: unknown, segments: string[]): string[] | undefined {
  let node = patch;
  for (let i = 0; i < segments.length; i++) {
    if (!isPlainObject(node) || !Object.prototype.hasOwnProperty.call(node, segments[i])) return undefined;
    node = node[segments[i]];
    if (!isPlainObject(node)) return segments.slice(0, i + 1);
  }
  return segments;
}

