import { lstatSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { likelyIds, type RulesetLibrary, type RulesetSource } from '@/engine/rulesets';
import { displayPath, loadLibrary, workspaceRoot } from '@/lib/rulesets/load';
import { isId } from './ids';

export interface Dependent {
  id: string;
  file: string;
}

export type DeleteVariantResponse =
  | { ok: true; id: string; file: string; keptParts: string[] }
  | { ok: false; code: string; message: string; dependents?: Dependent[] };

export interface DeleteVariantResult {
  status: number;
  body: DeleteVariantResponse;
}

const refuse = (status: number, code: string, message: string, dependents?: Dependent[]): DeleteVariantResult => ({ status, body: { ok: false, code, message, ...(dependents ? { dependents } : {}) } });

/**
 * Every ruleset or variant that extends `id`, directly or through another, deepest first: the order they can be
 * deleted in, since each is refused while anything still extends it. A cycle of extends (a diagnostic elsewhere)
 * is walked once.
 */
export function dependentsOf(library: RulesetLibrary, id: string): RulesetSource[] {
  const depth = new Map<string, number>();
  const queue: [string, number][] = [[id, 0]];
  while (queue.length) {
    const [parent, level] = queue.shift()!;
    for (const source of library.values()) {
      const parentId = (source.document.value as { extends?: unknown } | undefined)?.extends;
      if (parentId !== parent || source.id === id || depth.has(source.id)) continue;
      depth.set(source.id, level + 1);
      queue.push([source.id, level + 1]);
    }
  }
  return [...depth.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([dependent]) => library.get(dependent)!);
}

/**
 * What deleting a source would touch, for the pages that offer it: for a variant of the workspace, the variants that
 * build on it (deepest first) and the part files it reads, which a deletion keeps; nothing for any other source.
 */
export function deletionFacts(library: RulesetLibrary, source: RulesetSource): { dependents: string[]; partFiles: string[] } | undefined {
  if (source.origin !== 'workspace' || source.kind !== 'variant') return undefined;
  return { dependents: dependentsOf(library, source.id).map((d) => d.id), partFiles: Object.values(source.parts).map((p) => p!.file) };
}

/**
 * Deletes one variant the user saved: its file in the workspace folder, nothing else. Every refusal is decided
 * before anything is removed, so a refused request leaves the disk as it was. The id is checked as a save checks it
 * (kebab-case, so it cannot name a path), and the file deleted is the one the library read for that id, never a
 * path built from the request; it must also lie inside the workspace folder.
 *
 * A variant that others extend is refused, naming them, rather than deleted with them or left for them to break: a
 * variant holds only its changes over its parent, so its dependents would stop resolving, and deleting them along
 * with it would remove work the person did not point at. They delete or re-base those first, one by one, each
 * with its own confirmation.
 */
export function deleteVariant(id: unknown, library: RulesetLibrary = loadLibrary()): DeleteVariantResult {
  if (!isId(id)) {
    return refuse(400, 'variant/bad-id', `'${String(id).slice(0, 80)}' is not a variant id: ids are lower-case words joined by hyphens (kebab-case), such as 'duellum-cheap-temples', at most 64 characters; nothing was deleted`);
  }
  const root = workspaceRoot();
  const source = library.get(id);
  if (!source) {
    const mine = [...library.values()].filter((s) => s.origin === 'workspace').map((s) => s.id);
    const likely = likelyIds(id, mine);
    const suggestion = likely.near ?? likely.starting[0];
    return refuse(404, 'variant/not-found', `there is no variant '${id}' in your workspace (${displayPath(root)}) or among the built-in rulesets${suggestion ? ` (did you mean '${suggestion}'?)` : ''}; nothing was deleted`);
  }
  const file = source.document.file;
  if (source.origin === 'built-in') {
    return refuse(403, 'variant/built-in', `'${id}' is a built-in ${source.kind} (${file}); built-in files are never changed or deleted. Only the variants you saved, marked "yours" in the library, can be deleted`);
  }
  if (source.kind !== 'variant') {
    return refuse(409, 'variant/not-a-variant', `'${id}' is a ruleset in your workspace (${file}), not a saved variant: a ruleset's manifest and its part files are deleted by hand in ${displayPath(root)}; nothing was deleted`);
  }
  const absolute = path.resolve(file);
  const relative = path.relative(root, absolute);
  if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) {
    return refuse(409, 'variant/outside-workspace', `'${id}' is read from ${file}, outside the workspace folder ${displayPath(root)}; delete it there by hand; nothing was deleted`);
  }
  const dependents = dependentsOf(library, id);
  if (dependents.length) {
    const listed = dependents.map((d) => ({ id: d.id, file: d.document.file }));
    const named = listed.map((d) => `'${d.id}' (${d.file})`).join(', ');
    const one = listed.length === 1;
    return refuse(
      409,
      'variant/has-dependents',
      `'${id}' cannot be deleted: ${one ? 'the variant' : `${listed.length} variants`} ${named} ${one ? 'extends' : 'extend'} it and would no longer resolve. Delete ${one ? 'it' : 'them, in this order,'} first, or re-base ${one ? 'it' : 'each'} on another ruleset by changing "extends" in ${one ? 'its file' : 'their files'}; nothing was deleted`,
      listed,
    );
  }
  try {
    // A link is removed as a link; anything but a file (a folder named like a variant) is refused untouched.
    const entry = lstatSync(absolute);
    if (!entry.isFile() && !entry.isSymbolicLink()) {
      return refuse(409, 'variant/not-a-file', `${file} is not a file; nothing was deleted`);
    }
    unlinkSync(absolute);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return refuse(404, 'variant/not-found', `'${id}' (${file}) is already gone from the workspace; nothing was deleted`);
    return refuse(500, 'variant/delete-failed', `'${id}' (${file}) could not be deleted: ${error instanceof Error ? error.message : String(error)}`);
  }
  const keptParts = Object.values(source.parts)
    .map((part) => part!.file)
    .filter((part) => {
      const r = path.relative(root, path.resolve(part));
      return r && !r.startsWith('..') && !path.isAbsolute(r);
    });
  return { status: 200, body: { ok: true, id, file, keptParts } };
}
