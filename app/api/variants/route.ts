import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from '@/engine/rulesets';
import { readSourceDocument } from '@/engine/rulesets';
import type { LocatedDiagnostic } from '@/engine/rulesets';
import { validateRuleset } from '@/engine/rulesets';
import { displayPath, loadLibrary, projectRoot, workspaceRoot } from '@/lib/rulesets/load';
import { isId } from '../../_lib/ids';

export const dynamic = 'force-dynamic';

/** The same limit as every ruleset document (engine/ruleset/parse.ts). */
const maxBodyBytes = 2_000_000;

export interface SaveVariantRequest {
  id: string;
  title: string;
  extends: string;
  notes?: string;
  patch: Record<string, unknown>;
  /** Replace an existing variant of the workspace with this id (never a built-in one). */
  replace?: boolean;
}

export type SaveVariantResponse =
  | { ok: true; id: string; file: string; diagnostics: LocatedDiagnostic[]; replaced: boolean }
  | { ok: false; code: string; message: string; diagnostics?: LocatedDiagnostic[] };

const fail = (status: number, code: string, message: string, diagnostics?: LocatedDiagnostic[]) =>
  Response.json({ ok: false, code, message, ...(diagnostics ? { diagnostics } : {}) } satisfies SaveVariantResponse, { status });

/**
 * Saves a variant made in the editor as workspace/<id>.variant.json: { extends, patch } where the patch is the
 * merge patch from the parent's resolved ruleset to the edited one. The id is checked (kebab-case, so it cannot
 * name a path), built-in ids are never written, the resolved result must validate without errors, and the file
 * is written to a temporary name and renamed, so a reader never sees half a file.
 */
export async function POST(request: Request): Promise<Response> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBodyBytes) return fail(413, 'request/too-large', `the variant is ${(declared / 1e6).toFixed(1)} MB; the limit is ${maxBodyBytes / 1e6} MB`);
  const text = await readLimited(request, maxBodyBytes);
  if (text === undefined) return fail(413, 'request/too-large', `the variant is larger than ${maxBodyBytes / 1e6} MB`);

  const parsed = parseDocument(text);
  if (!parsed.ok) return fail(400, 'request/invalid-json', `the request is not a usable JSON document: ${parsed.diagnostics[0]?.message ?? 'unreadable'}`);
  const body = parsed.value as Partial<SaveVariantRequest> | null;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return fail(400, 'request/shape', 'send { id, title, extends, notes, patch }');

  const { id, title, notes, patch, replace } = body;
  const parentId = body.extends;
  if (!isId(id)) {
    return fail(400, 'variant/bad-id', `'${String(id).slice(0, 80)}' is not a usable id: use lower-case words joined by hyphens (kebab-case), such as 'duellum-cheap-temples', at most 64 characters`);
  }
  if (typeof title !== 'string' || !title.trim() || title.length > 120) return fail(400, 'variant/bad-title', 'give the variant a title of 1 to 120 characters');
  if (notes !== undefined && (typeof notes !== 'string' || notes.length > 4000)) return fail(400, 'variant/bad-notes', 'notes are text of at most 4000 characters');
  if (!isId(parentId)) return fail(400, 'variant/bad-parent', "'extends' must name the ruleset this variant changes");
  if (!patch || typeof patch !== 'object' || Array.isArray(patch)) return fail(400, 'variant/bad-patch', "'patch' must be a JSON object (a merge patch)");
  if (parentId === id) return fail(400, 'variant/extends-itself', `a variant cannot extend itself ('${id}')`);

  const library = loadLibrary();
  const existing = library.get(id);
  if (existing?.origin === 'built-in') return fail(409, 'variant/built-in', `'${id}' is a built-in ruleset; built-in files are never changed. Choose another id for your variant`);
  if (existing && !replace) return fail(409, 'variant/exists', `you already have a variant '${id}' (${existing.document.file}); replace it, or choose another id`);
  if (!library.has(parentId)) return fail(400, 'variant/missing-parent', `there is no ruleset '${parentId}' to extend`);

  const root = workspaceRoot();
  const file = path.join(root, `${id}.variant.json`);
  if (path.dirname(file) !== root) return fail(400, 'variant/bad-id', 'the id does not name a file in the workspace');
  if (existing && path.resolve(existing.document.file) !== file) {
    return fail(409, 'variant/elsewhere', `your variant '${id}' lives in ${existing.document.file}, not in the workspace folder; edit that file, or choose another id`);
  }

  const document = {
    // The editor schema (patch typed as a merge patch of a ruleset), so the saved file gets help in any editor.
    $schema: path.relative(root, path.join(projectRoot, 'schemas', 'generated', 'variant.schema.json')).split(path.sep).join('/'),
    id,
    title: title.trim(),
    extends: parentId,
    ...(notes?.trim() ? { notes: notes.trim() } : {}),
    source: 'saved from the Rondel editor',
    patch,
  };
  const content = JSON.stringify(document, null, 2) + '\n';

  // Validate exactly what will be written, resolved over the library as it is now.
  library.set(id, { id, kind: 'variant', origin: 'workspace', document: readSourceDocument(displayPath(file), content), parts: {} });
  const result = validateRuleset(library, id);
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length) return fail(422, 'variant/invalid', `the variant has ${errors.length} error${errors.length > 1 ? 's' : ''}; nothing was saved. First: ${errors[0].message}`, result.diagnostics);

  mkdirSync(root, { recursive: true });
  const temporary = path.join(root, `.${id}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    writeFileSync(temporary, content, { flag: 'wx' });
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    return fail(500, 'variant/write-failed', `the variant could not be written: ${error instanceof Error ? error.message : String(error)}`);
  }
  return Response.json({ ok: true, id, file: displayPath(file), diagnostics: result.diagnostics, replaced: !!existing } satisfies SaveVariantResponse, { status: existing ? 200 : 201 });
}

/** Reads the body, giving up (undefined) as soon as it passes `limit` bytes. */
async function readLimited(request: Request, limit: number): Promise<string | undefined> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.byteLength;
  }
  return new TextDecoder().decode(all);
}
