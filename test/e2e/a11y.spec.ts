import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { applyMove, createGame, type GameState } from '../../engine/index';
import { expect, fetchRuleset, linkFor, randomMoves, test } from './support';

/**
 * Every page passes axe-core's WCAG 2.0/2.1 A and AA rules once its client part has rendered, and the board and the
 * rondel can be worked from the keyboard. Before, the board and the rondel were images (role "img") holding buttons,
 * which hid the buttons from screen readers, and each region button was named "Roma" while its drawn resource letter
 * and unit counts were part of its text (WCAG 2.5.3, label in name).
 */
const pages: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/', ready: (page) => expect(page.locator('tr[data-ruleset="antike-duellum"]')).toBeVisible() },
  { path: '/simulate?a=antike-duellum&b=antike-duellum-special-units', ready: (page) => expect(page.getByRole('button', { name: 'Run' })).toBeEnabled() },
  { path: '/diff?a=antike-east&b=antike-duellum', ready: (page) => expect(page.locator('tr[data-pointer]').first()).toBeVisible() },
  // A house rule's badge (its amber text read 4.2:1 on its background, short of AA's 4.5:1).
  { path: '/diff?a=antike-duellum&b=antike-duellum-house-events', ready: (page) => expect(page.locator('.prov-house-rule').first()).toBeVisible() },
  { path: '/compare?a=antike-duellum&b=antike-duellum-special-units', ready: (page) => expect(page.locator('.compare[data-ready="true"]')).toBeVisible() },
  { path: '/rulesets/antike-duellum', ready: (page) => expect(page.getByTestId('map-view').first()).toBeVisible() },
  { path: '/rulesets/antike-duellum/edit', ready: (page) => page.locator('.monaco-editor .view-lines').waitFor() },
  { path: '/rulesets/antike-duellum/play', ready: (page) => expect(page.getByTestId('map-view')).toBeVisible() },
  { path: '/rulesets/antike-east/play', ready: (page) => expect(page.getByTestId('map-view')).toBeVisible() },
  { path: '/rulesets/antike-duellum/cards', ready: (page) => expect(page.locator('.card-designer[data-ready="true"]')).toBeVisible() },
];

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((v) => `${v.id} ×${v.nodes.length}: ${v.help} (e.g. ${v.nodes[0].target.join(' ')})`);
}

for (const { path, ready } of pages) {
  test(`${path}: no WCAG A/AA violation axe-core finds`, async ({ page }) => {
    await page.goto(path);
    await ready(page);
    expect(await violations(page)).toEqual([]);
  });
}

test('a simulation report passes too, tables, answers and charts', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/simulate?a=antike-duellum&b=antike-duellum-special-units&players=2&bots=random&games=2&seed=1&cap=300');
  await expect(page.getByRole('button', { name: 'Run' })).toBeEnabled();
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByTestId('sim-progress')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  await expect(page.getByTestId('sim-summary')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the board and the rondel are worked from the keyboard: a region and a field are buttons named by what they show', async ({ page, request }) => {
  await page.goto('/rulesets/antike-duellum/play');
  // A region's button names its city and resource, its name first (Duellum starts with no units on the board).
  const roma = page.getByRole('button', { name: 'Roma (coastal) — city site, printed gold — Romans city (gold)', exact: true });
  await roma.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('region-panel')).toContainText('Roma');
  // The focus goes on in the region's panel, and comes back to the region when the panel is closed from inside it.
  await expect(page.getByTestId('region-panel')).toBeFocused();
  await page.getByRole('button', { name: 'close region' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('region-panel')).toHaveCount(0);
  await expect(roma).toBeFocused();
  // A rondel field's button names the field, its action and its price; Enter chooses it.
  const field = page.getByRole('button', { name: /^FERRUM: .*iron/ });
  await expect(field).toHaveCount(1);
  await field.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-field="ferrum"] [data-stone]')).toHaveCount(1);
  // Where units stand, the button names them as the unit rows' tooltips do: a game 150 random moves in has some.
  const rules = await fetchRuleset(request, 'antike-duellum');
  const moves = randomMoves(rules, 3, 150);
  let state = createGame(rules, { seed: 3 });
  for (const move of moves) state = (applyMove(rules, state, move) as { ok: true; state: GameState }).state;
  const [region, byNation] = Object.entries(state.units).find(([, n]) => Object.values(n).some((u) => Object.values(u).some((c) => c > 0)))!;
  const [nation, counts] = Object.entries(byNation).find(([, u]) => Object.values(u).some((c) => c > 0))!;
  const [unit, count] = Object.entries(counts).find(([, c]) => c > 0)!;
  await page.goto(linkFor({ rulesetId: 'antike-duellum', seed: 3, players: 2, seats: ['human', 'human'], moves }).replace('?', '#'));
  await expect(page.getByTestId('map-view')).toBeVisible();
  const name = `${rules.map.nations[nation].name}: ${count} ${rules.units[unit]?.name.toLowerCase() ?? unit}`;
  await expect(page.locator(`[data-region="${region}"] .map-hit`)).toHaveAttribute('aria-label', new RegExp(`^${rules.map.regions[region].name} \\(.* — ${name}`));
});

test('a long game: its log scrolls from the keyboard, and the page and the compare page after a run still pass', async ({ page, request }) => {
  test.setTimeout(120_000);
  // A log longer than its box is a scrollable region: with nothing focusable inside (its lines are text), the
  // keyboard reached it only once the log itself took focus (axe: scrollable-region-focusable).
  const rules = await fetchRuleset(request, 'antike-duellum');
  const moves = randomMoves(rules, 4, 400);
  await page.goto(linkFor({ rulesetId: 'antike-duellum', seed: 4, players: 2, seats: ['human', 'human'], moves }).replace('?', '#'));
  const log = page.getByTestId('event-log');
  await expect(log.locator('li[data-event]').nth(60)).toBeAttached();
  expect(await log.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await expect.poll(() => log.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  await log.focus();
  await page.keyboard.press('Home');
  await expect.poll(() => log.evaluate((el) => el.scrollTop)).toBe(0);
  expect(await violations(page)).toEqual([]);

  await page.goto('/compare?a=antike-duellum&b=antike-duellum-special-units');
  await expect(page.locator('.compare[data-ready="true"]')).toBeVisible();
  await page.getByRole('toolbar', { name: 'bots' }).getByRole('button', { name: 'Run until they differ' }).click();
  // The random bots first play differently at move 1307 (seed 1), a few seconds of play.
  await expect(page.getByTestId('first-divergence')).toBeVisible({ timeout: 30_000 });
  expect(await violations(page)).toEqual([]);
  // Each step of the timeline is a button (it was a clickable row the keyboard never reached): Enter shows both
  // positions after it, Enter again goes back to the current ones.
  const step = page.getByTestId('timeline').locator('li').first();
  const n = await step.getAttribute('value');
  await step.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('viewing')).toContainText(`Showing the positions after move ${n}`);
  await expect(step.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('viewing')).toHaveCount(0);
});

test('on a phone-width screen the boxes that scroll (tables, the board) take focus; on a wide one they get no empty tab stop', async ({ page }) => {
  test.setTimeout(120_000);
  const report = '/simulate?a=antike-duellum&b=antike-duellum-special-units&players=2&bots=random&games=2&seed=1&cap=300';
  const runReport = async () => {
    await page.goto(report);
    await page.getByRole('button', { name: 'Run' }).click();
    await expect(page.getByTestId('sim-progress')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  };
  await runReport();
  await expect(page.locator('.table-scroll').first()).not.toHaveAttribute('tabindex');

  await page.setViewportSize({ width: 390, height: 844 });
  await runReport();
  // A table wider than the phone scrolls sideways in its box, which the keyboard now reaches by its name.
  const results = page.getByRole('region', { name: 'B − A with 95% intervals' });
  await expect(results).toHaveAttribute('tabindex', '0');
  await results.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => results.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  expect(await violations(page)).toEqual([]);

  for (const { path, ready } of [
    { path: '/rulesets/antike-duellum/edit', ready: () => page.locator('.monaco-editor .view-lines').waitFor() },
    { path: '/diff?a=antike-east&b=antike-duellum', ready: () => expect(page.locator('tr[data-pointer]').first()).toBeVisible() },
    { path: '/compare?a=antike-duellum&b=antike-duellum-special-units', ready: () => expect(page.locator('.compare[data-ready="true"]')).toBeVisible() },
  ]) {
    await page.goto(path);
    await ready();
    expect(await violations(page), path).toEqual([]);
  }
});

test('the card sandbox after a card is played: its table of changes passes too', async ({ page }) => {
  // The pointers under each changed value were #777 on white, 4.48:1, short of AA's 4.5:1.
  await page.goto('/rulesets/antike-duellum/cards');
  await expect(page.locator('.card-designer[data-ready="true"]')).toBeVisible();
  await page.getByRole('button', { name: 'Set up with the card in hand' }).click();
  await page.getByRole('button', { name: 'Play My event' }).click();
  await expect(page.locator('.sandbox table.diff .pointer').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

/** `mark` opens `text` on Enter from the keyboard, `text` hidden before; then `check` reads what opened. */
async function opensOnEnter(page: Page, mark: Locator, text: Locator, check: (text: Locator) => Promise<void>) {
  await expect(text).toBeHidden();
  await mark.focus();
  await page.keyboard.press('Enter');
  await expect(text).toBeVisible();
  await check(text);
  expect(await violations(page)).toEqual([]);
}

test('what a tooltip said opens from the keyboard too: how a personage is earned, why a value is estimated, what a card field means', async ({ page, request }) => {
  // Each was a `title`, which only a mouse reaches (not the keyboard, a screen reader's browse mode, or a phone).
  const duellum = await fetchRuleset(request, 'antike-duellum');
  await page.goto('/rulesets/antike-duellum/play');
  const stack = page.locator('.board-facts [data-stack]').first();
  const { name: personage, cardText } = duellum.personages.stacks[(await stack.getAttribute('data-stack'))!];
  // How it is earned, from its award rule (D-PERS), then what the (German) card prints.
  const mark = stack.getByRole('button');
  // Where each stack sits in its line (relative to the list, as opening the note from the keyboard may scroll).
  const stackTops = () => page.locator('.board-facts [data-stack]').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top - e.parentElement!.getBoundingClientRect().top)));
  const closedTops = await stackTops();
  await opensOnEnter(page, mark, page.locator('.board-facts .personage-note'), (earned) =>
    expect(earned).toHaveText(new RegExp(`^One ${personage} (for every \\d+ |for each ).+\\. The card reads “${cardText}”\\.$`)),
  );
  await expect(mark).toHaveAttribute('aria-expanded', 'true');
  // The note opens under the whole line: every stack stays where it was (a note inside the line split it).
  expect(await stackTops()).toEqual(closedTops);
  // Another stack's mark shows its own note in the same place; its own mark closes it.
  const next = page.locator('.board-facts [data-stack]').nth(1);
  await next.getByRole('button').click();
  await expect(page.locator('.board-facts .personage-note')).toHaveAttribute('data-stack-note', (await next.getAttribute('data-stack'))!);
  await expect(mark).toHaveAttribute('aria-expanded', 'false');
  await next.getByRole('button').click();
  await expect(page.locator('.board-facts .personage-note')).toBeHidden();

  // The diff: an estimated value's badge opens to its provenance note (the words of its tooltip).
  await page.goto('/diff?a=antike-east&b=antike-duellum');
  const badge = page.locator('tr[data-pointer="/knowHows/items"] summary[data-status="estimated"]');
  const why = (await badge.getAttribute('title'))!;
  expect(why.length).toBeGreaterThan(20);
  await opensOnEnter(page, badge, page.locator('tr[data-pointer="/knowHows/items"] details.prov-note:has(summary[data-status="estimated"]) .tap-note-text'), (note) => expect(note).toHaveText(why));

  // The card designer: a field's name opens to what it means, the schema's description.
  await page.goto('/rulesets/antike-duellum/cards');
  await expect(page.locator('.card-designer[data-ready="true"]')).toBeVisible();
  await page.getByLabel('start from').selectOption({ label: 'one of the 21 cards whose text is unknown (write its effects)' });
  const name = page.locator('[data-field="/effects/0/from"] > button.field-name');
  const meaning = (await name.getAttribute('title'))!;
  expect(meaning.length).toBeGreaterThan(10);
  await opensOnEnter(page, name, page.locator('[data-field="/effects/0/from"] > .field-help'), async (help) => {
    await expect(name).toHaveAttribute('aria-expanded', 'true');
    await expect(help).toHaveText(meaning);
  });

  // A board whose whole layout is estimated says what it was made from in its legend, not only in the stamp's tooltip.
  await page.goto('/rulesets/antike-duellum');
  const layout = page.getByTestId('map-layout-note').first();
  await opensOnEnter(page, layout.locator('summary'), layout.locator('.tap-note-text'), (note) => expect(note).toContainText('Approximation, not the printed board. Region names: 13 of the 27 city names'));
});
