import type { Page } from '@playwright/test';
import { expect, test } from './support';

/**
 * On a phone (390 x 844, the UX review's viewport) no page scrolls sideways as a whole: a wide table scrolls inside
 * its own box, selects and inputs shrink to their container, and the dark header spans the screen. Each page is
 * measured once its client part has rendered (a select, the editor or the map can only widen the page then).
 */
const pages: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/', ready: (page) => expect(page.locator('tr[data-ruleset="antike-duellum"]')).toBeVisible() },
  { path: '/simulate', ready: (page) => expect(page.getByRole('form', { name: 'simulation settings' })).toBeVisible() },
  { path: '/simulate?a=antike-duellum&b=antike-duellum-special-units', ready: (page) => expect(page.getByRole('button', { name: 'Run' })).toBeEnabled() },
  { path: '/diff?a=antike-duellum&b=antike-duellum-special-units', ready: (page) => expect(page.locator('tr[data-pointer]').first()).toBeVisible() },
  { path: '/compare?a=antike-duellum&b=antike-duellum-special-units', ready: (page) => expect(page.locator('.compare[data-ready="true"]')).toBeVisible() },
  { path: '/rulesets/antike-duellum/edit', ready: (page) => page.locator('.monaco-editor .view-lines').waitFor() },
  { path: '/rulesets/antike-duellum/play', ready: (page) => expect(page.getByTestId('map-view')).toBeVisible() },
  { path: '/rulesets/antike-duellum/cards', ready: (page) => expect(page.locator('.card-designer[data-ready="true"]')).toBeVisible() },
];

test.use({ viewport: { width: 390, height: 844 } });

for (const { path, ready } of pages) {
  test(`${path} does not scroll sideways at 390 px`, async ({ page }) => {
    await page.goto(path);
    await ready(page);
    const width = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      header: document.querySelector('.site-header')!.getBoundingClientRect().width,
    }));
    expect(width.viewport).toBe(390);
    expect(width.scroll, `${path}: the document's scrollWidth`).toBeLessThanOrEqual(width.viewport + 1);
    expect(width.header).toBe(width.viewport);
  });
}

test('the diff and the library show one card per row on a phone, each value named by its column', async ({ page }) => {
  for (const { path, row } of [
    { path: '/diff?a=antike-duellum&b=antike-duellum-special-units', row: 'table.diff-table tr[data-pointer]' },
    { path: '/', row: 'tr[data-ruleset="antike-duellum"]' },
  ]) {
    await page.goto(path);
    const first = page.locator(row).first();
    await expect(first).toBeVisible();
    // Stacked: no table box scrolls sideways (a wide table would scroll inside .table-scroll), and each cell spans the row.
    const layout = await first.evaluate((tr) => {
      const box = tr.closest('.table-scroll') ?? tr.closest('table')!;
      const cells = [...tr.querySelectorAll('td')].map((td) => td.getBoundingClientRect().width);
      return { scroll: box.scrollWidth, client: box.clientWidth, row: tr.getBoundingClientRect().width, cells, labels: [...tr.querySelectorAll('td[data-label]')].map((td) => getComputedStyle(td, '::before').content) };
    });
    expect(layout.scroll, `${path}: the table's own box scrolls sideways`).toBeLessThanOrEqual(layout.client + 1);
    for (const width of layout.cells) expect(width, `${path}: a cell narrower than its row`).toBeGreaterThan(layout.row * 0.9);
    expect(layout.labels.length, `${path}: cells that name their column`).toBeGreaterThan(0);
    for (const label of layout.labels) expect(label).toMatch(/^".+: "$/);
  }
  // The diff's side cells are named by the rulesets they show.
  await page.goto('/diff?a=antike-duellum&b=antike-duellum-special-units');
  await expect(page.locator('table.diff-table td.side-cell[data-label="antike-duellum-special-units"]').first()).toBeVisible();
});

test('on a phone the play page shows the turn and the moves before the map, and the log after it', async ({ page }) => {
  await page.goto('/rulesets/antike-duellum/play');
  await expect(page.getByTestId('map-view')).toBeVisible();
  const top = (testId: string) => page.getByTestId(testId).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  const [now, map] = [await top('play-now'), await top('map-view')];
  // Before: the banner and the move list came after the map, the rondel and the bank, about two screens down.
  expect(now).toBeLessThan(map);
  await expect(page.getByTestId('play-now').getByRole('button').first()).toBeInViewport();
  const log = await page.locator('.play-side > :not(.play-now)').first().evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  expect(log).toBeGreaterThan(map);
});
