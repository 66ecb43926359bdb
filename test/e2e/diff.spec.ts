import type { Page } from '@playwright/test';
import { diffRulesets } from '../../engine/ruleset/diff';
import { currentLineText, expect, fetchRuleset, test } from './support';

/** Screenshots go to test-results/ (and to SCREENSHOT_DIR when set, to look at them outside the run). */
async function shoot(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: `test-results/${name}.png`, fullPage });
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png`, fullPage });
}

test('the diff of Antike and Duellum: every difference by topic, both values, provenance, pointers and editor links', async ({ page, request }) => {
  const expected = diffRulesets(await fetchRuleset(request, 'antike-east') as never, await fetchRuleset(request, 'antike-duellum') as never);
  await page.goto('/diff?a=antike-east&b=antike-duellum');
  await expect(page.getByTestId('diff-title')).toHaveText('Antike — East board → Antike Duellum — Rome vs Carthage');
  await expect(page.getByTestId('diff-count')).toHaveText(String(expected.differences.length));
  await expect(page.locator('tr[data-pointer]')).toHaveCount(expected.differences.length);
  await expect(page.locator('section.diff-topic h2').first()).toContainText('Turn structure');

  const temple = page.locator('tr[data-pointer="/actions/build/temple/cost"]');
  await expect(temple).toContainText('Temples cost 6 marble, plus 1 coin per adjacent temple in Antike Duellum instead of 5 marble in Antike');
  await expect(temple).toContainText('rules: Antike/Duellum difference #19');
  await expect(temple.locator('[data-status="printed"]')).toHaveCount(2);
  // The Duellum map is an estimated reconstruction: its side says so.
  await expect(page.locator('tr[data-pointer="/map/regions"] [data-status="estimated"]')).toHaveCount(1);
  // Duellum's know-how list is mostly printed but has guessed prices: its badge leads with "estimated".
  await expect(page.locator('tr[data-pointer="/knowHows/items"] [data-status="estimated"]')).toHaveText('estimated (parts derived, printed)');
  // The sentence is short; each know-how's prices open from its names, a guessed price marked there and counted in the sentence.
  const knowHows = page.locator('tr[data-pointer="/knowHows/items"] td.diff-text');
  await expect(knowHows).toContainText("Of Antike Duellum's 10 prices, 8 are estimated");
  await expect(knowHows.locator('.short-list').first()).toHaveAttribute('title', /^STRATA \(costs 5 for the first nation and 2 later, both estimated; legions move up to 2\), .* and COMMERCIUM \(/);
  await knowHows.getByRole('button', { name: '2 more' }).click();
  await expect(knowHows).toContainText('MONETA (costs 8 for the first nation and 5 later, both estimated; +1 per production)', { useInnerText: true });
  await shoot(page, 'diff-antike-duellum');

  // "edit" opens the editor at the value.
  const edit = temple.getByRole('link', { name: 'edit' }).nth(1);
  await expect(edit).toHaveAttribute('href', '/rulesets/antike-duellum/edit?at=%2Factions%2Fbuild%2Ftemple%2Fcost');
  await edit.click();
  await page.locator('.monaco-editor .view-lines').waitFor();
  await expect.poll(() => currentLineText(page), { message: 'the cursor is on the temple cost' }).toContain('"marble": 6');
});


test('teaching order for Antike → Duellum: turn first, rare cases last, side by side, printable, Markdown', async ({ page, request }) => {
  await page.goto('/diff?a=antike-east&b=antike-duellum&mode=teach');
  await expect(page.getByTestId('diff-title')).toHaveText('From Antike — East board to Antike Duellum — Rome vs Carthage');
  await expect(page.locator('.teach-tier h2')).toHaveText(['The game at a glance', 'Setting up', 'How a turn runs', 'What changes every turn', 'Decisions and moves during the turn', 'Rare cases']);
  await expect(page.locator('.teach-tier[data-tier="setup"]')).toContainText('Each nation starts with');
  // Print has no hover: the provenance words are explained on the page.
  await expect(page.getByTestId('prov-legend')).toContainText('estimated (printed nowhere we have: a guess)');
  // A teacher starts with how many play, not with the turn machine (UX audit).
  await expect(page.locator('.teach-items li').first()).toContainText('Players: exactly 2');
  await expect(page.locator('.teach-tier[data-tier="turn-steps"]')).toContainText('only in Antike Duellum may a nation play an event card');
  await expect(page.getByTestId('diff-wording')).toContainText('turn steps cite other rule ids');
  const turn = page.locator('.teach-tier[data-tier="turn"]');
  await expect(turn).toContainText('Battles are automatic');
  await expect(turn).toContainText('The rondel works the same');
  await expect(page.locator('.teach-tier[data-tier="rare"]')).toContainText("A nation's last city can be conquered in Antike Duellum instead of cannot be conquered in Antike (Antike Duellum: the rulebook does not address it, so this is our reading)");

  // The references are a tick away; what is not printed is said on its line all the same (the know-hows' prices).
  const temple = page.locator('.teach-items li[data-pointer="/actions/build/temple/cost"]');
  await expect(temple.locator('.teach-refs')).toBeHidden();
  await expect(temple.getByTestId('teach-unprinted')).toHaveCount(0);
  const knowHows = page.locator('.teach-items li[data-pointer="/knowHows/items"]');
  await expect(knowHows.getByTestId('teach-unprinted')).toBeVisible();
  await expect(knowHows.getByTestId('teach-unprinted')).toContainText('Antike Duellum — Rome vs Carthage: estimated (parts derived, printed)');
  await page.getByLabel(/Show where each difference comes from/).check();
  await expect(temple.locator('.teach-refs')).toContainText('rules: Antike/Duellum difference #19');
  await expect(temple.locator('.teach-refs [data-status="printed"]')).toHaveCount(2);
  // With the references shown, the badges are said once, on their line.
  await expect(knowHows.getByTestId('teach-unprinted')).toBeHidden();
  await expect(knowHows.locator('.teach-refs [data-status="estimated"]')).toHaveCount(1);

  const sides = page.getByRole('region', { name: 'side by side' });
  await expect(sides.getByTestId('rondel-view')).toHaveCount(2);
  await expect(sides.getByTestId('map-view')).toHaveCount(2);
  await expect(sides.getByTestId('turn-machine')).toHaveCount(2);
  // Steps only a variation or a house rule brings are labelled as such in the drawings too (onlyWith).
  await expect(sides.getByTestId('turn-machine').first().locator('[data-state="choosing-start-cities"]').getByTestId('only-with')).toContainText('only with the longer game (A-VAR-01)');
  await expect(sides.getByTestId('turn-machine').nth(1).locator('[data-state="reply-to-movement"]').getByTestId('only-with')).toContainText('house-rule event cards');
  await expect(sides.locator('[data-testid="rondel-view"]').first()).toContainText('IRON');
  await expect(sides.locator('[data-testid="rondel-view"]').nth(1)).toContainText('FERRUM');
  await shoot(page, 'teach-antike-duellum');

  // Printing hides the site header and the pickers and keeps the list and the pictures.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.getByRole('form', { name: 'compare two rulesets' })).toBeHidden();
  await expect(page.locator('.teach-items li').first()).toBeVisible();
  await shoot(page, 'teach-print');
  await page.emulateMedia({ media: 'screen' });

  const href = await page.getByRole('link', { name: 'Markdown' }).getAttribute('href');
  const md = await request.get(href!);
  expect(md.ok()).toBe(true);
  expect(md.headers()['content-disposition']).toBe('attachment; filename="antike-east--antike-duellum-teach.md"');
  const text = await md.text();
  expect(text.indexOf('## How a turn runs')).toBeGreaterThan(0);
  expect(text.indexOf('## How a turn runs')).toBeLessThan(text.indexOf('## Rare cases'));
});

test('the library links every variant to a comparison with its parent, and picks any two', async ({ page, request }) => {
  await page.goto('/');
  const row = page.locator('tr[data-ruleset="antike-military"]');
  await row.getByTestId('compare-parent').click();
  await expect(page).toHaveURL(/\/diff\?a=antike-east&b=antike-military$/);
  const expected = diffRulesets(await fetchRuleset(request, 'antike-east') as never, await fetchRuleset(request, 'antike-military') as never);
  await expect(page.getByTestId('diff-count')).toHaveText(String(expected.differences.length));
  await expect(page.locator('tr[data-pointer="/victory/measure"]')).toContainText('Victory is counted in victory points');
  await shoot(page, 'diff-military-vs-parent');

  await page.goto('/');
  const picker = page.getByRole('form', { name: 'compare two rulesets' });
  await picker.getByLabel('Compare').selectOption('antike-duellum');
  await picker.getByLabel('with').selectOption('antike-duellum-greece-persia');
  await picker.getByRole('button', { name: 'Compare' }).click();
  await expect(page).toHaveURL(/\/diff\?a=antike-duellum&b=antike-duellum-greece-persia&mode=diff$/);
  await expect(page.locator('section.diff-topic')).toHaveCount(1);
  await expect(page.locator('section.diff-topic h2')).toContainText('Map and set-up');
});

test('an unknown id gets a helpful page with "did you mean"; a ruleset against itself has no differences', async ({ page }) => {
  const response = await page.goto('/diff?a=antike-east&b=antike-duelum');
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('diff-problem')).toContainText("no ruleset or variant has the id 'antike-duelum'; did you mean 'antike-duellum'?");
  await shoot(page, 'diff-unknown-id', false);
  await page.getByRole('link', { name: 'Compare with antike-duellum instead' }).click();
  await expect(page.getByTestId('diff-title')).toHaveText('Antike — East board → Antike Duellum — Rome vs Carthage');

  await page.goto('/diff?a=antike-duellum&b=antike-duellum');
  await expect(page.getByTestId('no-differences')).toBeVisible();
  await expect(page.getByTestId('diff-count')).toHaveText('0');

  await page.goto('/diff');
  await expect(page.getByRole('heading', { name: 'Compare two rulesets' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'antike-east → antike-duellum' })).toBeVisible();
});

test('the diff prints its tables across pages, a row never cut, the header row on each page', async ({ page }) => {
  await page.goto('/diff?a=antike-east&b=antike-duellum');
  await expect(page.locator('tr[data-pointer]').first()).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  const breaks = await page.evaluate(() => {
    const table = document.querySelector('.diff-table')!;
    return { table: getComputedStyle(table).breakInside, row: getComputedStyle(table.querySelector('tbody tr')!).breakInside, head: getComputedStyle(table.querySelector('thead')!).display };
  });
  expect(breaks).toEqual({ table: 'auto', row: 'avoid', head: 'table-header-group' });
  // The whole table used to be kept in one piece, so a topic taller than the rest of a page jumped whole to the
  // next page: 15 pages, the first holding only the page title and the first topic's heading (2026-11-27).
  const pdf = await page.pdf({ format: 'A4' });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
  expect(pages).toBeGreaterThan(0);
  expect(pages).toBeLessThan(15);
});

test('every built-in variant against its parent reads as a designer would say it, in both views: names not ids, no hex codes, no doubled words', async ({ page, request }) => {
  // Twenty pages, each rendered on the server.
  test.setTimeout(180_000);
  const variants: [string, string][] = [
    ['antike-duellum', 'antike-duellum-special-units'], ['antike-duellum', 'antike-duellum-house-events'], ['antike-duellum', 'antike-duellum-greece-persia'],
    ['antike-east', 'antike-west'], ['antike-east', 'antike-expert'], ['antike-east', 'antike-longer-game'], ['antike-east', 'antike-military'],
    ['antike-east', 'antike-three-players-12'], ['antike-east', 'antike-two-players'], ['antike-east', 'antike-two-players-double'],
  ];
  for (const [a, b] of variants) {
    const expected = diffRulesets(await fetchRuleset(request, a) as never, await fetchRuleset(request, b) as never);
    for (const mode of ['diff', 'teach'] as const) {
      await page.goto(`/diff?a=${a}&b=${b}${mode === 'teach' ? '&mode=teach' : ''}`);
      const texts = await page.locator(mode === 'teach' ? '.teach-text' : 'td.diff-text').allInnerTexts();
      expect(texts.length, `${b} ${mode}`).toBe(expected.differences.length);
      for (const text of texts) {
        expect(text, `${b} ${mode}`).toMatch(/^[A-Z]/);
        expect(text, `${b} ${mode}`).not.toMatch(/#[0-9A-F]{6}|\b(\w+) \1\b|\bin (East|West) board|in \d+ players to|“[^”]+” has|›|undefined/i);
      }
      if (mode === 'diff') {
        // The value columns: what one side has only, by name ("Carthago Nova", not "carthago-nova").
        // ("know-how" is the game's own word, not an id.)
        for (const cell of await page.locator('td.side-cell .side-value').allInnerTexts()) expect(cell, `${b} ${mode}`).not.toMatch(/\b(?!know-hows?\b)[a-z]+-[a-z]+(-[a-z]+)*\b|#[0-9A-F]{6}|min: \d|\d: \d/);
      }
      if (`${b} ${mode}` === 'antike-west diff' || `${b} ${mode}` === 'antike-three-players-12 teach' || `${b} ${mode}` === 'antike-duellum-special-units diff') await shoot(page, `diff-designer-${b}-${mode}`);
    }
  }
  await page.goto('/diff?a=antike-duellum&b=antike-duellum-special-units');
  await expect(page.locator('tr[data-pointer="/specialUnits/admiral"] td.diff-text')).toContainText('The “special units” variant gives the Romans an Admiral (fights as a galley');
  await expect(page.locator('tr[data-pointer="/specialUnits/admiral"] td.side-cell').nth(1)).toContainText("the Romans' Admiral: fights as a galley");
  // Before: a bare "—" beside "absent" in the column of the game without the unit.
  await expect(page.locator('tr[data-pointer="/specialUnits/admiral"] td.side-cell').first()).toContainText('none: no Admiral in this game');
  await page.goto('/diff?a=antike-east&b=antike-three-players-12&mode=teach');
  await expect(page.locator('.teach-text', { hasText: 'To win' })).toHaveText('To win with 3 nations, a nation needs 12 personages in the “3 players to 12” variant instead of 10 on the East board');
  await page.goto('/diff?a=antike-east&b=antike-west');
  await expect(page.locator('tr[data-pointer="/map/nations/persians/color"] td.diff-text')).toContainText('The Persians play yellow (estimated) on the West board instead of red (estimated) on the East board');
  await expect(page.locator('tr[data-pointer="/map/nations/persians/hex"]')).toHaveCount(0);
  await expect(page.locator('tr[data-pointer="/map/nations"] td.side-cell').nth(1)).toContainText('3 of its own: Romans, Germanic tribes and Carthaginians');
});

test('a long list reads as its first names and how many more, every name on hover and after a click; a start player left out says what happens', async ({ page, request }) => {
  await page.goto('/diff?a=antike-east&b=antike-west');
  const board = page.locator('tr[data-pointer="/map/regions"] td.diff-text');
  // Before: all 47 regions of each board in the sentence, and again, cut at 240 characters, in each value column.
  await expect(board).toHaveText(/^Another board: the West board has 50 regions \(50 with a city site\), the East board 50 \(50 with a city site\)\. Only the West board has 47 regions: Olisipo, Gades, Corduba and 44 more; only the East board has 47 regions: Adane, Adulis, Alexandria and 44 more; both have Antiochia, Sirmium and Sparta/, { useInnerText: true });
  const west = await fetchRuleset(request, 'antike-west');
  const names = Object.values(west.map.regions).map((r) => r.name);
  const list = board.locator('.short-list').first();
  await expect(list).toHaveAttribute('title', /^Olisipo, Gades, Corduba, Carthago Nova, .* and Carthago$/);
  await list.getByRole('button', { name: '44 more' }).click();
  await expect(list.locator('.names-all')).toBeVisible();
  await expect(list.locator('.names-short')).toBeHidden();
  for (const name of names.filter((n) => !['Antiochia', 'Sirmium', 'Sparta'].includes(n))) await expect(list).toContainText(name);
  // The value column shortens the same list the same way.
  await expect(page.locator('tr[data-pointer="/map/regions"] td.side-cell').nth(1)).toHaveText(/^47 of its own: Olisipo, Gades, Corduba and 44 more/, { useInnerText: true });
  await shoot(page, 'diff-west-board-list');

  // Paper has no hover: printed, the list is whole.
  await page.goto('/diff?a=antike-duellum&b=antike-east');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('tr[data-pointer="/map/regions"] td.diff-text')).toContainText('Adane, Adulis, Alexandria, Ammonion', { useInnerText: true });
  await page.emulateMedia({ media: 'screen' });
  // Before: a bare "—" in Duellum's column, beside "absent".
  await expect(page.locator('tr[data-pointer="/map/lineups/2/startNation"] td.side-cell').first()).toContainText("not set: drawn at random when the game is set up (from the game's seed), the others following in the lineup's order");
  await expect(page.locator('tr[data-pointer="/map/lineups/2/controllers"] td.side-cell').first()).toContainText('not set: each player runs one nation');
});
