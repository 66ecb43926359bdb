import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
// The later tests run with the offline and no-errors guard, and save variants through the API.
import { saveCheapTemples, test as guarded } from './support';

test('the library lists every shipped ruleset and variant with its status, offline', async ({ page }) => {
  const external: string[] = [];
  const errors: string[] = [];
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') return route.continue();
    external.push(url.href);
    return route.abort();
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Library' })).toBeVisible();
  for (const id of ['antike-duellum', 'antike-duellum-greece-persia', 'antike-duellum-special-units', 'antike-east', 'antike-west', 'antike-military']) {
    const row = page.locator(`tr[data-ruleset="${id}"]`);
    await expect(row).toBeVisible();
    await expect(row.getByTestId('status')).toHaveText('valid');
  }
  await expect(page.locator('tr[data-ruleset="antike-duellum"]').getByTestId('provenance')).toContainText('estimated');
  await expect(page.locator('tr[data-ruleset="antike-duellum-special-units"]').getByTestId('changes')).toContainText('The “special units” variant gives the Romans an Admiral (fights as a galley');
  await expect(page.locator('tr[data-ruleset="antike-military"]').getByTestId('changes')).toContainText('Victory is counted in victory points in the “military” variant instead of personages on the East board');
  // The card designer is linked where it works: rulesets with event cards (Duellum), not Antike.
  const cards = page.locator('tr[data-ruleset="antike-duellum"]').getByTestId('cards-link');
  await expect(cards).toHaveAttribute('href', '/rulesets/antike-duellum/cards');
  await expect(page.locator('tr[data-ruleset="antike-east"]').getByTestId('cards-link')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/library.png', fullPage: true });
  expect(external).toEqual([]);
  expect(errors).toEqual([]);
});

test('a ruleset with event cards links to its card designer from the library', async ({ page }) => {
  await page.goto('/');
  await page.locator('tr[data-ruleset="antike-duellum-special-units"]').getByRole('link', { name: 'cards', exact: true }).click();
  await expect(page).toHaveURL(/\/rulesets\/antike-duellum-special-units\/cards$/);
  await expect(page.locator('.card-designer[data-ready="true"]')).toBeVisible();
});

test('a first-time visitor is told where to start: play Duellum, against a bot, and what it changes from Antike', async ({ page }) => {
  await page.goto('/');
  const start = page.getByTestId('start-here');
  // Before the pickers and tables, where a first look lands.
  await expect(start).toBeInViewport();
  await expect(start).toContainText('New game');
  for (const name of ['Play Antike Duellum', 'what Duellum changes']) {
    const href = await start.getByRole('link', { name }).getAttribute('href');
    const response = await page.request.get(href!);
    expect(response.status(), href!).toBe(200);
  }
  await start.getByRole('link', { name: 'Play Antike Duellum' }).click();
  await expect(page.getByTestId('turn-banner')).toContainText('Turn of the');
});

test("what each variant changes reads as the diff page's sentences, with the data's place on hover", async ({ page }) => {
  await page.goto('/');
  const rows = page.locator('tr[data-ruleset]', { has: page.getByTestId('compare-parent') });
  const ids = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-ruleset')!));
  expect(ids.length).toBeGreaterThanOrEqual(10);
  const shown = new Map<string, { texts: string[]; pointers: (string | null)[]; more: string | null; moreHref: string | null; parent: string; builtIn: boolean }>();
  for (const id of ids) {
    const row = page.locator(`tr[data-ruleset="${id}"]`);
    const items = row.getByTestId('changes').locator('li[data-pointer]');
    const more = row.getByTestId('changes').locator('li.muted a');
    shown.set(id, {
      texts: await items.locator('.change-text').allTextContents(),
      pointers: await items.evaluateAll((lis) => lis.map((li) => li.getAttribute('title'))),
      more: (await more.count()) ? await more.textContent() : null,
      moreHref: (await more.count()) ? await more.getAttribute('href') : null,
      parent: new URL((await row.getByTestId('compare-parent').getAttribute('href'))!, 'http://x').searchParams.get('a')!,
      builtIn: (await row.locator('.badge', { hasText: 'yours' }).count()) === 0,
    });
  }
  await page.screenshot({ path: 'test-results/library-changes.png', fullPage: true });
  // Each change links to the variant's editor at its value (the pointer was a tooltip only).
  const first = page.locator('tr[data-ruleset="antike-duellum-special-units"]').getByTestId('changes').locator('li[data-pointer]').first();
  const pointer = (await first.getAttribute('data-pointer'))!.split(' ↔ ').at(-1)!;
  await expect(first.getByRole('link', { name: `edit ${pointer}` })).toHaveAttribute('href', `/rulesets/antike-duellum-special-units/edit?at=${encodeURIComponent(pointer)}`);
  for (const [id, row] of shown) {
    // The diff page in teaching order, for the variant against the ruleset it extends: the same sentences, the same order.
    await page.goto(`/diff?a=${row.parent}&b=${id}&mode=teach`);
    const sentences = await page.locator('.teach-text').allTextContents();
    expect(row.texts, id).toEqual(sentences.slice(0, 6));
    expect(row.more, id).toBe(sentences.length > 6 ? `and ${sentences.length - 6} more` : null);
    if (row.moreHref) expect(row.moreHref).toBe(`/diff?a=${row.parent}&b=${id}&mode=teach`);
    // A variant of yours may set a key the schema does not know, which the diff can only name by its path.
    if (row.builtIn) for (const text of row.texts) expect(text, id).not.toMatch(/›|undefined|\[object|[{}]/);
    for (const title of row.pointers) expect(title, id).toMatch(/^where it is in the data: \//);
  }
  expect(shown.get('antike-longer-game')!.texts).toEqual([
    'Each nation starts with 1 city in the “longer game” variant instead of 3 cities on the East board',
    'A nation\'s start cities are chosen by the nation from those listed for it in the “longer game” variant instead of all those listed for it on the East board',
  ]);
});

test("a new board's sentence names the first regions and how many more, all of them on hover and a click, and is never cut", async ({ page }) => {
  await page.goto('/');
  const board = page.locator('tr[data-ruleset="antike-west"] .change-text', { hasText: 'Another board' });
  // Before: every region of both boards, cut by the row to three lines.
  await expect(board).toContainText('Only the West board has 47 regions: Olisipo, Gades, Corduba and 44 more', { useInnerText: true });
  expect(await board.evaluate((el) => el.scrollHeight - el.clientHeight)).toBe(0);
  const list = board.locator('.short-list').first();
  await expect(list).toHaveAttribute('title', /^Olisipo, Gades, Corduba, .* and Carthago$/);
  await list.getByRole('button', { name: '44 more' }).click();
  await expect(list).toContainText('Tingis, Caesarea, Cirta and Carthago', { useInnerText: true });
  // A rule of ordinary length is never cut, even on a phone.
  await page.setViewportSize({ width: 390, height: 900 });
  const target = page.locator('tr[data-ruleset="antike-military"] .change-text', { hasText: 'To win' });
  expect(await target.evaluate((el) => el.scrollHeight - el.clientHeight)).toBe(0);
  await expect(target).toContainText('instead of 10 personages with 3 nations');
});

const workspace = path.resolve('test-results/e2e-workspace');
const fileOf = (id: string) => path.join(workspace, `${id}.variant.json`);

guarded('a variant of yours is deleted from the library after a question naming it and its file; built-in rows offer no delete', async ({ page, request }) => {
  await saveCheapTemples(request, 'duellum-delete-me', 'antike-duellum', 'Duellum — to be deleted');
  await page.goto('/');
  for (const id of ['antike-duellum', 'antike-duellum-special-units', 'antike-east']) {
    await expect(page.locator(`tr[data-ruleset="${id}"]`).getByRole('button', { name: /^delete/ }), id).toHaveCount(0);
  }
  const row = page.locator('tr[data-ruleset="duellum-delete-me"]');
  const opener = row.getByRole('button', { name: 'delete duellum-delete-me' });

  // Keep, and Escape, leave it as it was.
  await opener.click();
  const ask = row.getByTestId('confirm-delete');
  await expect(ask).toHaveText('Delete ‘Duellum — to be deleted’? This removes the file test-results/e2e-workspace/duellum-delete-me.variant.json. It cannot be undone.DeleteKeep it');
  await expect(ask).toBeFocused();
  await row.screenshot({ path: 'test-results/library-delete-question.png' });
  await page.screenshot({ path: 'test-results/library-delete-page.png' });
  await ask.getByRole('button', { name: 'Keep it' }).click();
  await expect(ask).toHaveCount(0);
  await expect(opener).toBeFocused();
  await opener.click();
  await page.keyboard.press('Escape');
  await expect(ask).toHaveCount(0);
  expect(existsSync(fileOf('duellum-delete-me'))).toBe(true);

  await opener.click();
  await ask.getByRole('button', { name: 'Delete', exact: true }).click();
  const done = page.getByTestId('deleted-notice');
  await expect(done).toContainText('Deleted your variant duellum-delete-me: its file is gone from the workspace folder test-results/e2e-workspace.');
  await expect(done).toBeFocused();
  await page.screenshot({ path: 'test-results/library-deleted.png' });
  await expect(row).toHaveCount(0);
  expect(existsSync(fileOf('duellum-delete-me'))).toBe(false);
  // A reload lists it no more either.
  await page.reload();
  await expect(page.locator('tr[data-ruleset="duellum-delete-me"]')).toHaveCount(0);

  // Its links answer 404 with the library's ids.
  for (const tail of ['play', 'edit']) {
    const response = await page.goto(`/rulesets/duellum-delete-me/${tail}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('missing-ruleset')).toContainText('No ruleset or variant has the id ‘duellum-delete-me’');
    await page.screenshot({ path: `test-results/deleted-${tail}-404.png` });
  }
});

guarded('a variant others build on is not deleted: the library and the API name them; deleted from its editor, the dependent goes first', async ({ page, request }) => {
  await saveCheapTemples(request, 'duellum-delete-base', 'antike-duellum', 'Duellum — a base');
  const child = await request.post('/api/variants', { data: { id: 'duellum-delete-child', title: 'Duellum — on the base', extends: 'duellum-delete-base', replace: true, patch: { rondel: { freeSteps: 2 } } } });
  expect(child.ok(), await child.text()).toBe(true);

  await page.goto('/');
  const base = page.locator('tr[data-ruleset="duellum-delete-base"]');
  await base.getByRole('button', { name: 'delete duellum-delete-base' }).click();
  await expect(base.getByTestId('confirm-delete')).toContainText('‘Duellum — a base’ cannot be deleted while your variant duellum-delete-child builds on it');
  await expect(base.getByTestId('confirm-delete')).toContainText('Delete it first (each link opens its editor, with its own “delete this variant”), or re-base it (change “extends” in its file).');
  await expect(base.getByTestId('confirm-delete').getByRole('link', { name: 'duellum-delete-child' })).toHaveAttribute('href', '/rulesets/duellum-delete-child/edit');
  await expect(base.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  await base.screenshot({ path: 'test-results/library-delete-blocked.png' });
  const refused = await request.delete('/api/variants/duellum-delete-base');
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ ok: false, code: 'variant/has-dependents', dependents: [{ id: 'duellum-delete-child' }] });
  expect(existsSync(fileOf('duellum-delete-base'))).toBe(true);

  // Built-in files and paths are refused by the API with their codes.
  const builtIn = await request.delete('/api/variants/antike-duellum');
  expect(builtIn.status()).toBe(403);
  expect(await builtIn.json()).toMatchObject({ ok: false, code: 'variant/built-in' });
  const traversal = await request.delete(`/api/variants/${encodeURIComponent('../duellum-delete-base')}`);
  expect(traversal.status()).toBe(400);
  expect(await traversal.json()).toMatchObject({ ok: false, code: 'variant/bad-id' });
  expect(existsSync(fileOf('duellum-delete-base'))).toBe(true);

  // The dependent, from its editor; then the base can go.
  await page.goto('/rulesets/duellum-delete-child/edit');
  await page.getByRole('button', { name: 'delete this variant duellum-delete-child' }).click();
  await expect(page.getByTestId('confirm-delete')).toContainText('Delete ‘Duellum — on the base’? This removes the file test-results/e2e-workspace/duellum-delete-child.variant.json, with any edits here you have not saved. It cannot be undone.');
  await page.screenshot({ path: 'test-results/edit-delete-question.png' });
  await page.getByTestId('confirm-delete').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(/\/\?deleted=duellum-delete-child$/);
  await expect(page.getByTestId('deleted-notice')).toContainText('Deleted your variant duellum-delete-child');
  expect(existsSync(fileOf('duellum-delete-child'))).toBe(false);
  await base.getByRole('button', { name: 'delete duellum-delete-base' }).click();
  await base.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByTestId('deleted-notice')).toContainText('Deleted your variant duellum-delete-base');
  expect(existsSync(fileOf('duellum-delete-base'))).toBe(false);
});
