import { expect, test } from '@playwright/test';

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
  await expect(page.locator('tr[data-ruleset="antike-duellum-special-units"]')).toContainText('2 special units added (Admiral, Commander)');
  await expect(page.locator('tr[data-ruleset="antike-military"]')).toContainText('victory › measure: “personages” → “victory-points”');
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
