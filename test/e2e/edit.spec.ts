import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { currentLineText, expect, test } from './support';

/** The playwright config starts the server with this workspace (test-results is emptied before each run). */
const workspace = path.resolve('test-results/e2e-workspace');

async function openEditor(page: Page, id: string) {
  await page.goto(`/rulesets/${id}/edit`);
  await page.locator('.monaco-editor .view-lines').waitFor();
  await expect(page.getByTestId('validation-status')).toContainText('valid');
}

/** Replaces the first occurrence of `from` (from the top) with Monaco's own find-and-replace, as a person would. */
async function replaceInEditor(page: Page, from: string, to: string) {
  const widget = page.locator('.find-widget.visible');
  await expect(async () => {
    // Click near the top left of the text: the centre of Monaco's line layer can lie far outside the editor.
    await page.locator('.monaco-editor').first().click({ position: { x: 120, y: 60 } });
    await expect(page.locator('.monaco-editor.focused')).toHaveCount(1, { timeout: 1000 });
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('Control+H');
    await expect(widget).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(from);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(to);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
}

/** Replaces the whole editor text, as a paste would (no auto-closed brackets). */
async function setEditorText(page: Page, text: string) {
  await expect(async () => {
    await page.locator('.monaco-editor').first().click({ position: { x: 120, y: 10 } });
    await expect(page.locator('.monaco-editor.focused')).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Control+A');
  // Cleared first: typing '{' over a selection would wrap it in braces (Monaco's auto-surround).
  await page.keyboard.press('Backspace');
  await page.keyboard.insertText(text);
  await expect(page.locator('.monaco-editor .view-lines')).toHaveText(text);
}

const border = (page: Page) => page.locator('[data-border="roma|ancona"], [data-border="ancona|roma"]');

test('an edit shows a marker and changes the map; fixed, it is saved as a variant that the library lists and that plays', async ({ page }) => {
  await openEditor(page, 'antike-duellum');
  await expect(border(page)).toHaveClass(/border-red\b/);

  // One side of the Roma–Ancona border made blue: the semantic check marks it, the map redraws it.
  await replaceInEditor(page, '"ancona": "red"', '"ancona": "blue"');
  const status = page.getByTestId('validation-status');
  await expect(status).toContainText('1 error');
  const problem = page.getByTestId('problems').locator('li').first();
  await expect(problem).toContainText("border 'ancona'–'roma' is red here but blue in /map/regions/roma/borders");
  // A semantic problem alone: every check has run, so nothing says more checks are waiting.
  await expect(page.getByTestId('checks-pending')).toHaveCount(0);
  await expect(page.locator('.monaco-editor .squiggly-error')).not.toHaveCount(0);
  await expect(border(page)).toHaveClass(/border-blue/);
  await expect(page.getByRole('button', { name: 'Save as variant' })).toBeDisabled();
  await page.screenshot({ path: 'test-results/edit-error.png', fullPage: true });

  // The problem list jumps to the place.
  const line = /line (\d+):/.exec(await problem.innerText())![1];
  await problem.getByRole('button').click();
  await expect(page.locator('.monaco-editor .line-numbers.active-line-number')).toHaveText(line);

  // Unsaved edits survive a reload.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('rondel:draft:antike-duellum') !== null)).toBe(true);
  await page.reload();
  await page.locator('.monaco-editor .view-lines').waitFor();
  await expect(page.getByTestId('draft-restored')).toBeVisible();
  await expect(status).toContainText('1 error');

  // Fixed on the other side too: valid, and the variant holds exactly the two changed values.
  await replaceInEditor(page, '"roma": "red",', '"roma": "blue",');
  await expect(status).toHaveText(/^valid/);
  // The diff page's sentences, the variant named by its title (still the proposed one), the data's place on hover.
  const changes = page.getByTestId('variant-changes');
  await expect(changes.locator('li .change-text')).toHaveText([
    'The border Roma–Ancona is crossed by galleys only (estimated) in Rome vs Carthage (variant) instead of legions only (estimated) in Rome vs Carthage',
    'The border Ancona–Roma is crossed by galleys only (estimated) in Rome vs Carthage (variant) instead of legions only (estimated) in Rome vs Carthage',
  ]);
  await expect(changes.locator('li').first()).toHaveAttribute('title', 'where it is in the data: /map/regions/roma/borders/ancona');
  await page.getByLabel('variant id').fill('duellum-blue-strait');
  await page.getByLabel('variant title').fill('Duellum — Roma and Ancona by sea');
  await page.getByLabel('variant notes').fill('Roma and Ancona are joined by a blue border only.');
  await page.getByRole('button', { name: 'Save as variant' }).click();
  await expect(page.getByTestId('save-result')).toContainText('Saved');
  // The next step of a house rule: measure it against the game it changes.
  await expect(page.getByTestId('save-result').getByRole('link', { name: 'Simulate it against the ruleset it extends' })).toHaveAttribute('href', '/rulesets/duellum-blue-strait/simulate');
  await page.screenshot({ path: 'test-results/edit-saved.png', fullPage: true });

  const file = path.join(workspace, 'duellum-blue-strait.variant.json');
  const saved = JSON.parse(readFileSync(file, 'utf8'));
  expect(saved).toMatchObject({ id: 'duellum-blue-strait', extends: 'antike-duellum', patch: { map: { regions: { roma: { borders: { ancona: 'blue' } }, ancona: { borders: { roma: 'blue' } } } } } });
  expect(Object.keys(saved.patch)).toEqual(['map']);
  expect(readdirSync(workspace).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('rondel:draft:antike-duellum'))).toBeNull();

  // The library lists it as yours, valid; it plays with the new border.
  await page.goto('/');
  const row = page.locator('tr[data-ruleset="duellum-blue-strait"]');
  await expect(row.getByTestId('status')).toHaveText('valid');
  await expect(row).toContainText('yours');
  await expect(row.getByTestId('changes')).toContainText('The border Roma–Ancona is crossed by galleys only');
  await page.screenshot({ path: 'test-results/library-with-variant.png', fullPage: true });
  await row.getByRole('link', { name: 'play', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Duellum — Roma and Ancona by sea' })).toBeVisible();
  await expect(border(page)).toHaveClass(/border-blue/);
  await expect(page.getByTestId('turn-banner')).toContainText('Turn of the');
});

test('invalid JSON keeps the last good views; the rondel follows the text', async ({ page }) => {
  await openEditor(page, 'antike-duellum');
  await replaceInEditor(page, '"name": "TEMPLUM"', '"name": "TEMPLE OF JUNO"');
  await expect(page.locator('[data-field="templum"]')).toContainText('TEMPLE OF JUNO');
  await replaceInEditor(page, '"freeSteps": 3,', '"freeSteps": 3,,');
  await expect(page.getByTestId('validation-status')).toContainText('not valid JSON');
  await expect(page.locator('[data-field="templum"]')).toContainText('TEMPLE OF JUNO');
  await expect(page.getByTestId('map-view').locator('[data-region="roma"]')).toHaveCount(1);
  await page.screenshot({ path: 'test-results/edit-invalid-json.png', fullPage: true });
  // The broken draft comes back after a reload, and can be thrown away.
  await page.reload();
  await expect(page.getByTestId('draft-restored')).toBeVisible();
  await expect(page.getByTestId('validation-status')).toContainText('not valid JSON');
  await page.getByRole('button', { name: 'Discard them and show the stored ruleset' }).click();
  await expect(page.getByTestId('validation-status')).toHaveText(/^valid/);
  await expect(page.locator('[data-field="templum"]')).toContainText('TEMPLUM');
});

test('the variants API sanitises ids, never writes built-in rulesets, limits the size, and saves only valid variants', async ({ request }) => {
  const post = (body: unknown) => request.post('/api/variants', { data: body });
  const patch = { actions: { build: { temple: { cost: { marble: 5 } } } } };
  const bad = await post({ id: '../../rulesets/evil', title: 'x', extends: 'antike-duellum', patch });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).code).toBe('variant/bad-id');
  const builtIn = await post({ id: 'antike-duellum', title: 'x', extends: 'antike-duellum-greece-persia', patch });
  expect(builtIn.status()).toBe(409);
  expect((await builtIn.json()).message).toContain('built-in');
  const big = await request.post('/api/variants', { data: { id: 'big-one', title: 'x', extends: 'antike-duellum', patch: { notes: 'x'.repeat(2_100_000) } } });
  expect(big.status()).toBe(413);
  const invalid = await post({ id: 'duellum-broken', title: 'Broken', extends: 'antike-duellum', patch: { actions: { build: { temple: { costs: { marble: 5 } } } } } });
  expect(invalid.status()).toBe(422);
  expect(JSON.stringify((await invalid.json()).diagnostics)).toContain("did you mean 'cost'");
  const proto = await request.post('/api/variants', { headers: { 'content-type': 'application/json' }, data: '{"id":"proto","title":"x","extends":"antike-duellum","patch":{"__proto__":{"polluted":true}}}' });
  expect(proto.status()).toBe(400);

  const ok = await post({ id: 'duellum-cheap-temples', title: 'Duellum — temples cost 5', extends: 'antike-duellum', notes: 'Temples cost 5 marble.', patch });
  expect(ok.status()).toBe(201);
  const again = await post({ id: 'duellum-cheap-temples', title: 'again', extends: 'antike-duellum', patch });
  expect(again.status()).toBe(409);
  expect((await again.json()).code).toBe('variant/exists');
  const replaced = await post({ id: 'duellum-cheap-temples', title: 'Duellum — temples cost 4', extends: 'antike-duellum', patch: { actions: { build: { temple: { cost: { marble: 4 } } } } }, replace: true });
  expect(replaced.status()).toBe(200);

  expect(existsSync(path.join(workspace, 'duellum-broken.variant.json'))).toBe(false);
  expect(existsSync(path.join(workspace, 'big-one.variant.json'))).toBe(false);
  expect(JSON.parse(readFileSync(path.join(workspace, 'duellum-cheap-temples.variant.json'), 'utf8')).title).toBe('Duellum — temples cost 4');
  expect(readFileSync('rulesets/base/antike-duellum/antike-duellum.ruleset.json', 'utf8')).toContain('"id": "antike-duellum"');
});

test('the editor documents keys from the schemas and completes them', async ({ page }) => {
  await openEditor(page, 'antike-duellum');
  // Right after the page loads, Monaco's JSON worker may not have its schemas yet, and a hover it answers empty stays
  // closed until the mouse comes back: hover again, as a person would.
  const key = page.locator('.monaco-editor .view-line span', { hasText: '"players"' }).first();
  await expect(async () => {
    await page.mouse.move(0, 0);
    await key.hover();
    await expect(page.locator('.monaco-hover').first()).toContainText(/players/i, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await page.locator('.monaco-editor').first().click({ position: { x: 120, y: 60 } });
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('"');
  await page.keyboard.press('Control+Space');
  // Only keys the ruleset schema allows and the document does not have yet are offered.
  await expect(page.locator('.suggest-widget .monaco-list-row', { hasText: 'notes' })).toBeVisible();
  await page.screenshot({ path: 'test-results/edit-completion.png' });
});

test('a hand-written variant with errors is listed with them, cannot be played, and opens in the editor', async ({ page }) => {
  mkdirSync(workspace, { recursive: true });
  writeFileSync(
    path.join(workspace, 'duellum-typo.variant.json'),
    JSON.stringify({ id: 'duellum-typo', title: 'Duellum with a typo', extends: 'antike-duellum', patch: { actions: { build: { temple: { costs: { marble: 5 } } } } } }, null, 2),
  );
  await page.goto('/');
  await expect(page.locator('tr[data-ruleset="duellum-typo"]').getByTestId('status')).toHaveText('1 error');
  await page.goto('/rulesets/duellum-typo/play');
  await expect(page.locator('.notice.error')).toContainText('cannot be played');
  // The pointer under the file's place; the message does not name the object holding the key again.
  const row = page.locator('.diagnostics-table tr', { hasText: "did you mean 'cost'?" });
  await expect(row.locator('td').first()).toContainText('/actions/build/temple/costs');
  await expect(row.locator('td').last()).toHaveText("schema/additionalProperties unknown key 'costs'; did you mean 'cost'?");
  await page.screenshot({ path: 'test-results/play-invalid-variant.png', fullPage: true });
  await page.getByRole('link', { name: 'editor' }).click();
  await page.locator('.monaco-editor .view-lines').waitFor();
  await expect(page.getByTestId('validation-status')).toContainText('1 error');
  await expect(page.getByTestId('problems')).toContainText("did you mean 'cost'?");
});

test("hovers show a property's own description, and a house rule written as a patch gets help inside it", async ({ page }) => {
  await openEditor(page, 'antike-duellum');
  const hover = page.locator('.monaco-hover').first();

  // The resolved ruleset: the temple 'cost' says what a temple costs, not the shared "amount of chips" text.
  await replaceInEditor(page, '"temple": { "cost"', '"temple": { "cost"');
  await page.locator('.monaco-editor .view-line', { hasText: '"temple": { "cost"' }).locator('span', { hasText: /^"cost"$/ }).first().hover();
  await expect(hover).toContainText('Price of a temple');
  await expect(hover).not.toContainText('An amount of chips');

  // The same edit as a variant's patch: the README's "costs" typo is marked in the patch, with the fix.
  await page.getByRole('button', { name: 'Changes as a variant patch' }).click();
  await expect(page.getByTestId('patch-note')).toContainText('a merge patch over antike-duellum');
  await expect(page.locator('.monaco-editor .view-line').first()).toHaveText('{}');
  await setEditorText(page, '{ "actions": { "build": { "temple": { "costs": { "marble": 5 } } } } }');
  await expect(page.getByTestId('validation-status')).toContainText('1 error');
  await expect(page.getByTestId('problems')).toContainText("did you mean 'cost'?");
  await expect(page.locator('.monaco-editor .squiggly-error')).not.toHaveCount(0);
  await page.locator('.monaco-editor .view-line span', { hasText: /^"costs"$/ }).first().hover();
  await expect(hover).toContainText("did you mean 'cost'?");
  await page.screenshot({ path: 'test-results/edit-patch-typo.png', fullPage: true });

  // Fixed, the key's hover comes from the generated variant schema's patch (the temple's own description) ...
  await page.keyboard.press('Escape');
  await setEditorText(page, '{ "actions": { "build": { "temple": { "cost": { "marble": 5 } } } } }');
  await expect(page.getByTestId('validation-status')).toContainText('valid');
  await page.locator('.monaco-editor .view-line span', { hasText: /^"cost"$/ }).first().hover();
  await expect(hover).toContainText('Price of a temple');
  // ... completion inside the patch offers the temple's other keys ...
  await page.keyboard.press('Escape');
  await setEditorText(page, '{ "actions": { "build": { "temple": { "cost": { "marble": 5 }, "" } } } }');
  await page.keyboard.press('Home');
  await page.keyboard.press('End');
  for (let i = 0; i < '" } } } }'.length; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Control+Space');
  await expect(page.locator('.suggest-widget .monaco-list-row', { hasText: 'adjacentTempleSurcharge' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.screenshot({ path: 'test-results/edit-patch-completion.png', fullPage: true });

  // ... and the resolved ruleset and the variant to save follow the patch.
  await setEditorText(page, '{ "actions": { "build": { "temple": { "cost": { "marble": 5 } } } } }');
  await expect(page.getByTestId('variant-changes')).toContainText('marble');
  await page.getByRole('button', { name: 'Resolved ruleset' }).click();
  await expect(page.locator('.monaco-editor .view-lines')).toBeVisible();
  await replaceInEditor(page, '"temple": { "cost"', '"temple": { "cost"');
  await expect(page.locator('.monaco-editor .view-line', { hasText: '"temple": { "cost"' })).toContainText('"marble": 5');
});

test('a patch that does not read is never called valid, never saved, and never thrown away', async ({ page }) => {
  await openEditor(page, 'antike-duellum');
  const status = page.getByTestId('validation-status');
  const save = page.getByRole('button', { name: 'Save as variant' });
  await page.getByRole('button', { name: 'Changes as a variant patch' }).click();
  await setEditorText(page, '{ "actions": { "build": { "temple": { "cost": { "marble": 5 } } } } }');
  await expect(status).toContainText('valid');
  await expect(save).toBeEnabled();

  // A stray comma: the verdict, the problems and the save speak of the patch as typed, not the last readable one.
  const broken = '{ "actions": { "build": { "temple": { "cost": { "marble": 4 } } } } } ,';
  await setEditorText(page, broken);
  await expect(status).toContainText('patch not valid JSON: not applied');
  await expect(status).not.toContainText(/^valid/);
  await expect(page.getByTestId('patch-problem')).toContainText('the patch is not valid JSON: Unexpected');
  await expect(page.getByTestId('patch-problem')).toContainText('Fix it in the patch view');
  await expect(save).toBeDisabled();
  await expect(page.locator('.save-variant, [aria-label="save as variant"]').first()).toContainText('fix the patch first');
  await page.screenshot({ path: 'test-results/edit-patch-broken.png', fullPage: true });

  // Away to the resolved ruleset and back: the patch is as typed.
  await page.getByRole('button', { name: 'Resolved ruleset' }).click();
  await expect(page.getByTestId('patch-note')).toContainText('holds an edit that is not valid JSON');
  await page.getByRole('button', { name: 'Changes as a variant patch' }).click();
  await expect(page.locator('.monaco-editor .view-lines')).toHaveText(broken);

  // A reload brings it back too.
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('rondel:draft:antike-duellum') ?? '{}').patch)).toBe(broken);
  await page.reload();
  await page.locator('.monaco-editor .view-lines').waitFor();
  await expect(page.getByTestId('draft-restored')).toBeVisible();
  await expect(page.locator('.monaco-editor .view-lines')).toHaveText(broken);
  await expect(status).toContainText('patch not valid JSON: not applied');
  await expect(save).toBeDisabled();

  // Fixed, it applies: marble 4 is the variant to save.
  await setEditorText(page, '{ "actions": { "build": { "temple": { "cost": { "marble": 4 } } } } }');
  await expect(status).toContainText('valid');
  await expect(page.getByTestId('variant-changes')).toContainText('4');
  await expect(save).toBeEnabled();
});

test('save as variant: after an id conflict, changing the id drops the stale message and its Replace button', async ({ page, request }) => {
  const created = await request.post('/api/variants', { data: { id: 'duellum-stale-conflict', title: 'Taken', extends: 'antike-duellum', patch: { rondel: { freeSteps: 2 } } } });
  expect(created.status()).toBe(201);
  await openEditor(page, 'antike-duellum');
  await replaceInEditor(page, '"freeSteps": 3,', '"freeSteps": 4,');
  await expect(page.getByTestId('validation-status')).toHaveText(/^valid/);
  await page.getByLabel('variant id').fill('duellum-stale-conflict');
  await page.getByLabel('variant title').fill('Duellum — four free steps');
  await page.getByRole('button', { name: 'Save as variant' }).click();
  const result = page.getByTestId('save-result');
  await expect(result).toContainText('Not saved');
  await expect(page.getByRole('button', { name: "Replace my variant 'duellum-stale-conflict'" })).toBeVisible();
  await page.getByLabel('variant id').fill('duellum-four-free-steps');
  await expect(result).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Replace my variant/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save as variant' }).click();
  await expect(result).toContainText('Saved');
  expect(JSON.parse(readFileSync(path.join(workspace, 'duellum-four-free-steps.variant.json'), 'utf8')).patch).toEqual({ rondel: { freeSteps: 4 } });
  expect(JSON.parse(readFileSync(path.join(workspace, 'duellum-stale-conflict.variant.json'), 'utf8')).title).toBe('Taken');
});

test("a variant's patch view and its save leave out the notes resolution writes for values its provenance does not cover", async ({ page, request }) => {
  const created = await request.post('/api/variants', { data: { id: 'duellum-temple-five-plain', title: 'Temples cost 5', extends: 'antike-duellum', patch: { actions: { build: { temple: { cost: { marble: 5 } } } } } } });
  expect(created.status()).toBe(201);
  await openEditor(page, 'duellum-temple-five-plain');
  // The resolved ruleset marks 5 as a house rule with a note of its own (engine/ruleset/resolve.ts unexplainedEntry);
  // the patch is what the designer wrote, without that note, which resolution adds again.
  await page.getByRole('button', { name: 'Changes as a variant patch' }).click();
  const lines = page.locator('.monaco-editor .view-lines');
  await expect(lines).toContainText('"marble": 5');
  await expect(lines).not.toContainText('provenance');
  await expect(page.getByTestId('variant-changes')).not.toContainText('provenance');
});

test('each problem states its pointer once, in the list and in the marker, and keeps its fix', async ({ page }) => {
  await openEditor(page, 'antike-duellum');
  /** How often a text names a pointer as a whole (not as the start of a longer one). */
  const times = (text: string, pointer: string) => text.split(/[\s'"():;,]+/).filter((w) => w === pointer).length;

  await replaceInEditor(page, '"temples": 12', '"temples": -1');
  await expect(page.getByTestId('validation-status')).toContainText('1 error');
  const temples = page.getByTestId('problems').locator('li', { hasText: 'must be at least 0' });
  await expect(temples.locator('.place')).toHaveText('/supply/temples');
  await expect(temples).toContainText('/supply/temples: must be at least 0 (it is -1)');
  expect(times(await temples.innerText(), '/supply/temples')).toBe(1);

  // The marker's hover: the pointer once, the code once (Monaco shows the code beside the message).
  const hover = page.locator('.monaco-hover').first();
  await expect(async () => {
    await page.locator('.monaco-editor .view-line span', { hasText: /^"temples"$/ }).first().hover();
    await expect(hover).toContainText('/supply/temples: must be at least 0 (it is -1)', { timeout: 2000 });
  }).toPass({ timeout: 10_000 });
  const hoverText = await hover.innerText();
  expect(times(hoverText, '/supply/temples')).toBe(1);
  expect(hoverText.match(/schema\/minimum/g)).toHaveLength(1);
  await page.screenshot({ path: 'test-results/edit-pointer-once-marker.png' });
  await page.keyboard.press('Escape');

  // A misspelt key: its place ends in the key, so the message does not name the object again; the fix stays.
  await replaceInEditor(page, '"temple": { "cost"', '"temple": { "costs"');
  await expect(page.getByTestId('validation-status')).toContainText('3 errors');
  const typo = page.getByTestId('problems').locator('li', { hasText: "did you mean 'cost'?" });
  await expect(typo.locator('.place')).toHaveText('/actions/build/temple/costs');
  await expect(typo).toContainText("unknown key 'costs'; did you mean 'cost'?");
  expect(times(await typo.innerText(), '/actions/build/temple')).toBe(0);
  const missing = page.getByTestId('problems').locator('li', { hasText: "missing the required key 'cost'" });
  await expect(missing).toContainText("/actions/build/temple: is missing the required key 'cost'");
  expect(times(await missing.innerText(), '/actions/build/temple')).toBe(1);
  await page.getByTestId('problems').screenshot({ path: 'test-results/edit-pointer-once-list.png' });
  // The checks between sections wait for the schema: the panel says so, so that new problems after a fix are expected.
  await expect(page.getByTestId('checks-pending')).toContainText('run once the schema problems above are fixed');
});

test("the save panel states the diff page's sentences as the text and the title change, and says something true while the text does not read", async ({ page }) => {
  await openEditor(page, 'antike-duellum');
  const changes = page.getByTestId('variant-changes');
  await replaceInEditor(page, '"freeSteps": 3,', '"freeSteps": 4,');
  await expect(changes.locator('li .change-text')).toHaveText(['The rondel stone moves for free up to 4 fields in Rome vs Carthage (variant) instead of 3 fields in Rome vs Carthage']);
  await expect(changes.locator('li').first()).toHaveAttribute('title', 'where it is in the data: /rondel/freeSteps');
  // Named by the title it will be saved under, as the library will name it.
  await page.getByLabel('variant title').fill('Duellum — four free steps');
  await expect(changes.locator('li .change-text')).toHaveText(['The rondel stone moves for free up to 4 fields in “Duellum — four free steps” instead of 3 fields in “Antike Duellum — Rome vs Carthage”']);
  await page.screenshot({ path: '/tmp/wt-diff-edit-save-panel.png', fullPage: true });

  // Text that does not read: the changes of the last readable version, said to be that.
  await replaceInEditor(page, '"freeSteps": 4,', '"freeSteps": 4,,');
  await expect(page.getByTestId('validation-status')).toContainText('not valid JSON');
  await expect(page.getByTestId('variant-changes-note')).toHaveText(' (as of the last readable version: the text does not read yet)');
  await expect(changes.locator('li .change-text')).toHaveText(['The rondel stone moves for free up to 4 fields in “Duellum — four free steps” instead of 3 fields in “Antike Duellum — Rome vs Carthage”']);
  await page.screenshot({ path: '/tmp/wt-diff-edit-save-panel-unreadable.png', fullPage: true });

  // A value of the wrong type: an error, and the panel says what was typed, not "nothing" and not a data path.
  await replaceInEditor(page, '"freeSteps": 4,,', '"freeSteps": "four",');
  await expect(page.getByTestId('validation-status')).toContainText('error');
  await expect(page.getByTestId('variant-changes-note')).toHaveCount(0);
  await expect(changes.locator('li .change-text')).toHaveText(['The rondel stone moves for free up to four fields in “Duellum — four free steps” instead of 3 fields in “Antike Duellum — Rome vs Carthage”']);
  await replaceInEditor(page, '"name": "TEMPLUM"', '"name": "TEMPLE OF JUNO"');
  await expect(changes.locator('li .change-text')).toHaveText([
    'A rondel field is renamed: TEMPLE OF JUNO in “Duellum — four free steps” instead of TEMPLUM in “Antike Duellum — Rome vs Carthage”',
    'The rondel stone moves for free up to four fields in “Duellum — four free steps” instead of 3 fields in “Antike Duellum — Rome vs Carthage”',
  ]);
  await page.screenshot({ path: '/tmp/wt-diff-edit-save-panel-invalid.png', fullPage: true });
  // Each change is shown in the text on a click: the cursor, on the renamed field, goes to the free steps.
  await expect.poll(() => currentLineText(page)).toContain('TEMPLE OF JUNO');
  await changes.getByRole('button', { name: 'show /rondel/freeSteps in the editor' }).click();
  await expect.poll(() => currentLineText(page), { message: 'the cursor is on the free steps' }).toContain('"freeSteps": "four"');
});

test("the board shows the region the cursor is in: its entry, a border's far side, on a phone brought into the board's box", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // A link to a value opens the editor with the cursor there (as the diff's "edit" links do).
  await page.goto(`/rulesets/antike-east/edit?at=${encodeURIComponent('/map/regions/babylon/borders/susa')}`);
  await page.locator('.monaco-editor .view-lines').waitFor();
  const map = page.getByTestId('map-view');
  await expect(map.locator('[data-region="babylon"].selected')).toHaveCount(1);
  await expect(map.locator('[data-region="susa"][data-highlighted]')).toHaveCount(1);
  await expect(page.getByTestId('map-cursor-note')).toHaveText('At the cursor: Babylon and its border with Susa.');
  // Babylon lies off the middle the phone's box opens at: the box moved to it.
  const inBox = await map.evaluate((figure) => {
    const box = figure.querySelector('[data-testid="map-pan"]')!.getBoundingClientRect();
    const node = figure.querySelector('[data-region="babylon"] circle')!.getBoundingClientRect();
    return node.left >= box.left && node.right <= box.right && node.top >= box.top && node.bottom <= box.bottom;
  });
  expect(inBox).toBe(true);
  // Moving the cursor to a rule that names no region leaves the board unmarked.
  await page.goto(`/rulesets/antike-east/edit?at=${encodeURIComponent('/actions/build/temple/cost')}`);
  await page.locator('.monaco-editor .view-lines').waitFor();
  await expect(page.getByTestId('map-cursor-note')).toHaveCount(0);
  await expect(page.getByTestId('map-view').locator('.selected')).toHaveCount(0);
});

/** Whether an element lies wholly inside the viewport as the page stands (no scrolling done for it). */
async function inViewport(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox({ timeout: 5000 });
  const { width, height } = page.viewportSize()!;
  return !!box && box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;
}

test('on a desktop the board beside the editor rings the region at the cursor in view, without scrolling', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openEditor(page, 'antike-east');
  // The cursor placed in Babylon's entry as a person would: Monaco's find, then Escape leaves it on the match.
  await expect(async () => {
    await page.locator('.monaco-editor').first().click({ position: { x: 120, y: 60 } });
    await expect(page.locator('.monaco-editor.focused')).toHaveCount(1, { timeout: 1000 });
    await page.keyboard.press('Control+F');
    await expect(page.locator('.find-widget.visible')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.insertText('"name": "Babylon"');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('map-cursor-note')).toHaveText('At the cursor: Babylon.');
  expect(await page.evaluate(() => window.scrollY), 'the page was not scrolled').toBe(0);
  expect(await inViewport(page, '[data-region="babylon"].selected circle'), 'the ring round Babylon is on the screen').toBe(true);
  expect(await inViewport(page, '[data-testid="map-cursor-note"]'), 'the "At the cursor" line is on the screen').toBe(true);
  expect(await inViewport(page, '[data-testid="editor"] .monaco-editor .cursors-layer .cursor'), 'so is the text with the cursor').toBe(true);

  // The board's far corner too, on the screens a designer has: the board is made no taller than the screen leaves.
  for (const { width, height } of [{ width: 1280, height: 800 }, { width: 1366, height: 768 }, { width: 1440, height: 900 }, { width: 1920, height: 1080 }]) {
    await page.setViewportSize({ width, height });
    await page.goto(`/rulesets/antike-east/edit?at=${encodeURIComponent('/map/regions/punt/borders/opone')}`);
    await page.locator('.monaco-editor .view-lines').waitFor();
    await expect(page.getByTestId('map-cursor-note')).toHaveText('At the cursor: Punt and its border with Opone.');
    expect(await inViewport(page, '[data-region="punt"].selected circle'), `${width} x ${height}: Punt's ring`).toBe(true);
    expect(await inViewport(page, '[data-region="opone"][data-highlighted]'), `${width} x ${height}: Opone`).toBe(true);
    expect(await inViewport(page, '[data-testid="map-cursor-note"]'), `${width} x ${height}: the line`).toBe(true);
    // Monaco keeps its width beside the board.
    expect((await page.getByTestId('editor').boundingBox())!.width, `${width} x ${height}: the editor's width`).toBeGreaterThanOrEqual(600);
  }
});

test("on a desktop the problems' list, under the board, is a click away from the verdict above the text", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openEditor(page, 'antike-east');
  await expect(page.getByTestId('show-problems')).toHaveCount(0);
  await replaceInEditor(page, '"punt": "red-blue"', '"punt": "red"');
  await expect(page.getByTestId('validation-status')).toContainText('1 error');
  await page.getByTestId('show-problems').click();
  await expect(page.getByTestId('problems')).toBeInViewport();
  await expect(page.getByTestId('problems').locator('li').first()).toContainText('punt');
  // The editor stays beside it.
  await expect(page.locator('.monaco-editor .view-lines')).toBeInViewport();
});

test('the numbers form: a designer finds the temple price, sets it to 5, sees the problem of a bad value, and saves only that change', async ({ page }) => {
  await openEditor(page, 'antike-duellum');
  const form = page.getByTestId('value-form');
  // STRATA's price is our estimate (docs/game-data.md), and the form says so where the value is changed.
  await form.getByLabel('find a number or switch').fill('strata price');
  await expect(form.locator('li[data-pointer="/knowHows/items/strata/price/first"]')).toContainText('estimated');
  await form.getByLabel('find a number or switch').fill('temple cost');
  const marble = form.getByLabel('Actions › build › temple › cost › marble');
  await expect(marble).toHaveValue('6');

  // Not a number: the field says so and the text is left as it was; leaving the field puts the value back.
  await marble.fill('six');
  await marble.press('Enter');
  await expect(form.getByRole('alert')).toContainText('“six” is not a number: the text keeps 6');
  await expect(page.getByTestId('validation-status')).toContainText('unchanged');
  await marble.blur();
  await expect(marble).toHaveValue('6');

  // A number the schema refuses: written, and its problem shown on the row as in the problem list.
  await marble.fill('-1');
  await marble.press('Enter');
  await expect(page.getByTestId('validation-status')).toContainText('1 error');
  await expect(form.locator('li[data-pointer="/actions/build/temple/cost/marble"]')).toContainText('error');

  // The editor's undo takes a change of the form back.
  await page.locator('.monaco-editor').first().click({ position: { x: 120, y: 60 } });
  await page.keyboard.press('Control+Z');
  await expect(marble).toHaveValue('6');
  await expect(page.getByTestId('validation-status')).toContainText('unchanged');

  await marble.fill('5');
  await marble.press('Enter');
  await expect(page.getByTestId('validation-status')).toContainText('valid');
  // The field keeps the focus (a keyboard user stays where they were), and the row offers the way back.
  await expect(marble).toBeFocused();
  const back = form.locator('li[data-pointer="/actions/build/temple/cost/marble"]').getByTestId('was');
  await expect(back).toHaveText('back to 6');
  await back.click();
  await expect(marble).toHaveValue('6');
  await expect(page.getByTestId('validation-status')).toContainText('unchanged');
  await marble.fill('5');
  await marble.press('Enter');
  await expect(back).toHaveText('back to 6');
  // "in the text" selects the value the form wrote: typing there replaces it.
  await form.locator('li[data-pointer="/actions/build/temple/cost/marble"]').getByRole('button', { name: 'in the text' }).click();
  await expect(page.locator('.monaco-editor.focused')).toHaveCount(1);
  await page.keyboard.insertText('4');
  await expect(marble).toHaveValue('4');
  await page.keyboard.press('Control+Z');
  await expect(marble).toHaveValue('5');
  // The save panel reads the change as the diff page words it.
  await expect(page.locator('section[aria-label="save as variant"]')).toContainText('Temples cost 5 marble');

  // The patch view follows a change made in the form while it is shown.
  await page.getByRole('button', { name: 'Changes as a variant patch' }).click();
  await form.getByLabel('find a number or switch').fill('free steps');
  const free = form.getByLabel('Rondel › free steps');
  await free.fill('4');
  await free.press('Enter');
  await expect(page.locator('.monaco-editor .view-lines')).toContainText('"freeSteps": 4');
  await expect(page.locator('.monaco-editor .view-lines')).toContainText('"marble": 5');
  await form.getByLabel('find a number or switch').fill('');
  await form.getByLabel('only the 2 changed').check();
  await expect(form.locator('li')).toHaveCount(2);

  await page.getByLabel('variant id').fill('duellum-form-temples-5');
  await page.getByRole('button', { name: 'Save as variant' }).click();
  await expect(page.getByTestId('save-result')).toContainText('Saved');
  const saved = JSON.parse(readFileSync(path.join(workspace, 'duellum-form-temples-5.variant.json'), 'utf8'));
  expect(saved.patch).toEqual({ rondel: { freeSteps: 4 }, actions: { build: { temple: { cost: { marble: 5 } } } } });
});

test("the numbers form's 'simulate' opens a sweep of the stored value and its neighbours", async ({ page }) => {
  await openEditor(page, 'antike-duellum');
  const form = page.getByTestId('value-form');
  await form.getByLabel('find a number or switch').fill('temple cost');
  await form.locator('li[data-pointer="/actions/build/temple/cost/marble"]').getByRole('button', { name: 'simulate' }).click();
  await expect(page).toHaveURL(/\/simulate\?a=antike-duellum&set=/);
  await expect(page.getByRole('radio', { name: 'sweep one value of A' })).toBeChecked();
  await expect(page.getByLabel('value to sweep (JSON pointer)')).toHaveValue('/actions/build/temple/cost/marble');
  await expect(page.getByLabel('values to play')).toHaveValue('5,6,7');
  await expect(page.getByTestId('sweep-values')).toHaveText('5 and 7 each make a valid variant of antike-duellum; 6 is antike-duellum as written.');

  // A deep value under a long title makes a sweep that runs (its variants' titles fit the schema), and a value with no
  // valid neighbour says so on its row instead of opening a sweep that cannot run (a review as users).
  await openEditor(page, 'antike-duellum');
  await form.getByLabel('find a number or switch').fill('temple defence');
  await form.locator('li[data-pointer="/actions/maneuver/conquest/templeDefense"]').getByRole('button', { name: 'simulate' }).click();
  await expect(page.getByLabel('values to play')).toHaveValue('2,3,4');
  await expect(page.getByTestId('sweep-values')).toHaveText('2 and 4 each make a valid variant of antike-duellum; 3 is antike-duellum as written.');
  await expect(page.getByRole('button', { name: 'Run' })).toBeEnabled();
  await openEditor(page, 'antike-duellum');
  await form.getByLabel('find a number or switch').fill('players');
  const min = form.locator('li[data-pointer="/players/min"]');
  await min.getByRole('button', { name: 'simulate' }).click();
  await expect(min.getByRole('alert')).toContainText('nothing to simulate: no value beside 2 makes a valid ruleset here: 1 (');
  await expect(page).toHaveURL(/\/rulesets\/antike-duellum\/edit$/);
});
