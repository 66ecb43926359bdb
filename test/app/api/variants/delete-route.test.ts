import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DELETE, type DeleteVariantResponse } from '../../../../app/api/variants/[id]/route';
import { POST } from '../../../../app/api/variants/route';
import { loadLibrary } from '../../../../lib/rulesets/load';

/**
 * DELETE /api/variants/<id> against a real workspace folder in the system's temporary directory, with variants
 * saved through the real POST /api/variants, as the editor saves them.
 */
let workspace: string;
const before = process.env.RONDEL_WORKSPACE;
const builtIn = path.resolve('rulesets');

beforeAll(() => {
  workspace = mkdtempSync(path.join(os.tmpdir(), 'rondel-delete-'));
  process.env.RONDEL_WORKSPACE = workspace;
});
afterAll(() => {
  rmSync(workspace, { recursive: true, force: true });
  if (before === undefined) delete process.env.RONDEL_WORKSPACE;
  else process.env.RONDEL_WORKSPACE = before;
});
beforeEach(() => {
  rmSync(workspace, { recursive: true, force: true });
  mkdirSync(workspace, { recursive: true });
});
afterEach(() => {
  // No refusal and no deletion leaves a temporary file or touches the built-in rulesets.
  expect(snapshot(builtIn)).toEqual(builtInFiles);
});

const builtInFiles = snapshot(path.resolve('rulesets'));

/** Every file under `dir` with a hash of its content: what "nothing on disk changed" compares. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (at: string) => {
    if (!existsSync(at)) return;
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else out[path.relative(dir, full)] = createHash('sha256').update(readFileSync(full)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

async function save(id: string, parent: string, patch: Record<string, unknown> = { rondel: { freeSteps: 2 } }): Promise<void> {
  const response = await POST(new Request('http://127.0.0.1/api/variants', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id, title: `Test ${id}`, extends: parent, patch }) }));
  expect(response.status, await response.clone().text()).toBe(201);
}

async function remove(id: string): Promise<{ status: number; body: DeleteVariantResponse }> {
  const response = await DELETE(new Request(`http://127.0.0.1/api/variants/${encodeURIComponent(id)}`, { method: 'DELETE' }), { params: Promise.resolve({ id }) });
  return { status: response.status, body: (await response.json()) as DeleteVariantResponse };
}

const fileOf = (id: string) => path.join(workspace, `${id}.variant.json`);

describe('DELETE /api/variants/<id>', () => {
  it('deletes a saved variant: its file and nothing else, and the library no longer lists it', async () => {
    await save('duellum-two-free', 'antike-duellum');
    await save('duellum-keep-me', 'antike-duellum', { rondel: { freeSteps: 4 } });
    const kept = readFileSync(fileOf('duellum-keep-me'), 'utf8');

    const { status, body } = await remove('duellum-two-free');
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, id: 'duellum-two-free', keptParts: [] });
    expect(body.ok && path.resolve(body.file)).toBe(fileOf('duellum-two-free'));
    expect(existsSync(fileOf('duellum-two-free'))).toBe(false);
    expect(readdirSync(workspace)).toEqual(['duellum-keep-me.variant.json']);
    expect(readFileSync(fileOf('duellum-keep-me'), 'utf8')).toBe(kept);
    expect(loadLibrary().has('duellum-two-free')).toBe(false);
    expect(loadLibrary().get('duellum-keep-me')?.origin).toBe('workspace');

    // Asked again (a second tab, a double click): unknown now, and said so.
    const again = await remove('duellum-two-free');
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ ok: false, code: 'variant/not-found' });
  });

  it('deletes a variant kept in a subfolder of the workspace, where the library found it', async () => {
    mkdirSync(path.join(workspace, 'experiments'));
    const file = path.join(workspace, 'experiments', 'duellum-in-folder.variant.json');
    writeFileSync(file, JSON.stringify({ id: 'duellum-in-folder', title: 'In a folder', extends: 'antike-duellum', patch: {} }));
    const { status, body } = await remove('duellum-in-folder');
    expect(status).toBe(200);
    expect(body.ok && path.resolve(body.file)).toBe(file);
    expect(existsSync(file)).toBe(false);
    expect(existsSync(path.join(workspace, 'experiments'))).toBe(true);
  });

  it("keeps a variant's part files and says so: another variant may read them too", async () => {
    writeFileSync(path.join(workspace, 'my-map.json'), '{}');
    writeFileSync(fileOf('duellum-own-map'), JSON.stringify({ id: 'duellum-own-map', title: 'Own map', extends: 'antike-duellum', parts: { map: 'my-map.json' }, patch: {} }));
    const { status, body } = await remove('duellum-own-map');
    expect(status).toBe(200);
    expect(body.ok && body.keptParts.map((p) => path.resolve(p))).toEqual([path.join(workspace, 'my-map.json')]);
    expect(readdirSync(workspace)).toEqual(['my-map.json']);
  });

  it('never deletes a built-in ruleset or variant', async () => {
    for (const id of ['antike-duellum', 'antike-duellum-special-units', 'antike-west']) {
      const { status, body } = await remove(id);
      expect(status, id).toBe(403);
      expect(body).toMatchObject({ ok: false, code: 'variant/built-in' });
      expect(!body.ok && body.message).toMatch(new RegExp(`^'${id}' is a built-in (ruleset|variant) \\(rulesets/.*\\); built-in files are never changed or deleted`));
    }
    // afterEach compares every built-in file with its content before the tests.
  });

  it('refuses a variant others extend, naming them deepest first and the fix, and deletes nothing', async () => {
    await save('duellum-parent', 'antike-duellum');
    await save('duellum-child', 'duellum-parent', { rondel: { freeSteps: 3 } });
    await save('duellum-grandchild', 'duellum-child', { rondel: { freeSteps: 4 } });
    await save('duellum-sibling', 'antike-duellum');
    const disk = snapshot(workspace);

    const { status, body } = await remove('duellum-parent');
    expect(status).toBe(409);
    expect(body).toMatchObject({ ok: false, code: 'variant/has-dependents' });
    if (body.ok) return;
    expect(body.dependents?.map((d) => d.id)).toEqual(['duellum-grandchild', 'duellum-child']);
    expect(body.message).toContain("'duellum-parent' cannot be deleted: 2 variants 'duellum-grandchild' (");
    expect(body.message).toContain('Delete them, in this order, first, or re-base each on another ruleset by changing "extends"');
    expect(snapshot(workspace)).toEqual(disk);

    const child = await remove('duellum-child');
    expect(child.status).toBe(409);
    expect(!child.body.ok && child.body.message).toMatch(/the variant 'duellum-grandchild' \(.*\) extends it .* Delete it first/);
    expect(snapshot(workspace)).toEqual(disk);

    // In the order given, each goes.
    for (const id of ['duellum-grandchild', 'duellum-child', 'duellum-parent']) expect((await remove(id)).status, id).toBe(200);
    expect(readdirSync(workspace)).toEqual(['duellum-sibling.variant.json']);
  });

  it('answers an unknown id with 404, suggesting the nearest of your variants', async () => {
    await save('duellum-cheap-temples', 'antike-duellum', { actions: { build: { temple: { cost: { marble: 5 } } } } });
    const disk = snapshot(workspace);
    const typo = await remove('duellum-cheap-temple');
    expect(typo.status).toBe(404);
    expect(typo.body).toMatchObject({ ok: false, code: 'variant/not-found' });
    expect(!typo.body.ok && typo.body.message).toContain("there is no variant 'duellum-cheap-temple' in your workspace (");
    expect(!typo.body.ok && typo.body.message).toContain("(did you mean 'duellum-cheap-temples'?); nothing was deleted");
    const far = await remove('something-else-entirely');
    expect(far.status).toBe(404);
    expect(!far.body.ok && far.body.message).not.toContain('did you mean');
    expect(snapshot(workspace)).toEqual(disk);
  });

  it('refuses ids that are not ids, so no path can be named: nothing outside or inside the workspace is touched', async () => {
    await save('duellum-target', 'antike-duellum');
    // A file beside the workspace that a path would reach.
    const outside = path.join(path.dirname(workspace), `${path.basename(workspace)}-outside.variant.json`);
    writeFileSync(outside, '{}');
    try {
      const disk = snapshot(workspace);
      for (const id of ['../rulesets/base/antike-duellum/antike-duellum.ruleset', `../${path.basename(outside, '.variant.json')}`, 'duellum-target/../duellum-target', '/etc/passwd', '..', '.', '', 'Duellum-Target', 'duellum-target.variant.json', 'duellum-target%2F..']) {
        const { status, body } = await remove(id);
        expect(status, id).toBe(400);
        expect(body, id).toMatchObject({ ok: false, code: 'variant/bad-id' });
      }
      expect(snapshot(workspace)).toEqual(disk);
      expect(existsSync(outside)).toBe(true);
    } finally {
      rmSync(outside, { force: true });
    }
  });

  it('leaves a ruleset manifest of the workspace to be deleted by hand', async () => {
    writeFileSync(path.join(workspace, 'my-own-game.ruleset.json'), JSON.stringify({ id: 'my-own-game', title: 'Mine' }));
    const disk = snapshot(workspace);
    const { status, body } = await remove('my-own-game');
    expect(status).toBe(409);
    expect(body).toMatchObject({ ok: false, code: 'variant/not-a-variant' });
    expect(snapshot(workspace)).toEqual(disk);
  });
});
