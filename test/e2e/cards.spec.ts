import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support';

/*
 * The card designer (/rulesets/[id]/cards, issue 11): write a card, see it validated with pointers and described
 * in plain words, try it in a shipped position (diff, undo), save it into a variant through the save-as-variant
 * API, and the saved variant validates on the server.
 */
const variantId = 'duellum-designer-e2e';

test.beforeAll(() => {
  rmSync(path.join('test-results', 'e2e-workspace', `${variantId}.variant.json`), { force: true });
});

test('writes a card, validates and describes it, plays it in the sandbox with undo, and saves it into a variant', async ({ page, request }) => {
  await page.goto('/rulesets/antike-duellum/cards');
  await expect(page.locator('.card-designer[data-ready="true"]')).toBeVisible();
  const json = page.getByTestId('card-json');
  const diagnostics = page.getByTestId('card-diagnostics');
  const text = page.getByTestId('card-text');
  await expect(diagnostics).toContainText('The card is valid.');
  await expect(text).toContainText('Play on your own turn. Take 1 gold from the bank.');

  // A typo'd op: refused at its pointer, and the card has no text.
  await json.fill(JSON.stringify({ name: 'Raid', copies: 1, play: { when: 'own-turn' }, effects: [{ op: 'steal', player: 'self' }] }));
  await expect(diagnostics).toContainText('/effects/0');
  await expect(text).toContainText('Fix the problems');

  // A real card: a third of the opponent's coins, rounded up, taken from him; the text follows the data.
  const raid = { name: 'Raid', copies: 1, play: { when: 'own-turn' }, effects: [{ op: 'gain', player: 'self', currency: 'coin', amount: { count: 'coin', of: 'opponent', divideBy: 3, round: 'up' }, from: 'opponent' }] };
  await json.fill(JSON.stringify(raid, null, 2));
  await expect(diagnostics).toContainText('The card is valid.');
  await expect(text).toContainText("Take one third of your opponent's coins (rounded up) from your opponent.");
  await expect(page.getByLabel('card name')).toHaveValue('Raid');

  // The form edits the same value: add a second effect from its example.
  await page.getByLabel('add an effect').selectOption('draw-card');
  await expect(json).toContainText('"draw-card"');
  await expect(text).toContainText('Draw a card from the deck');

  // Sandbox: the mid-game position (Carthaginians hold 7 coins), play the card, see the change, undo.
  await page.getByLabel('scenario').selectOption({ label: 'Mid-game: walls, temples, fleets and full stocks' });
  await page.getByRole('button', { name: 'Set up with the card in hand' }).click();
  await page.getByTestId('sandbox').getByRole('button', { name: 'Play Raid' }).click();
  const diff = page.getByTestId('sandbox-diff');
  await expect(diff).toContainText('/nation/romans/stock/coin');
  await expect(diff.locator('tr', { hasText: '/nation/carthaginians/stock/coin' })).toContainText('7');
  await expect(diff.locator('tr', { hasText: '/nation/carthaginians/stock/coin' })).toContainText('4');
  // Played, the card is in the discards: said as such, not as "cannot play the card here: you do not hold Raid".
  await expect(page.getByTestId('sandbox-why')).toContainText('Played: the card has left the hand');
  await expect(page.getByTestId('sandbox-why')).not.toContainText('do not hold');
  await page.screenshot({ path: 'test-results/cards-sandbox.png', fullPage: true });
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(diff).toHaveCount(0);
  await expect(page.getByTestId('sandbox').getByRole('button', { name: 'Play Raid' })).toBeVisible();

  // Save into a variant; the server validates what it wrote.
  await page.getByLabel('variant id').fill(variantId);
  await page.getByRole('button', { name: 'Save as a variant' }).click();
  await expect(page.getByTestId('save-result')).toContainText(`Saved as ${variantId}`);
  const saved = await request.get(`/api/rulesets/${variantId}`);
  const body = (await saved.json()) as { valid: boolean; ruleset: { eventCards: { cards: Record<string, { name: string }>; provenance: Record<string, { status: string }> } } };
  expect(body.valid).toBe(true);
  // The new card took its id from its name.
  expect(body.ruleset.eventCards.cards.raid.name).toBe('Raid');
  expect(body.ruleset.eventCards.provenance['/cards/raid'].status).toBe('house-rule');
});

test('a card that cannot be played in the position says why', async ({ page }) => {
  await page.goto('/rulesets/antike-duellum/cards');
  // Typed only once React has hydrated the page: a fill before that is lost (the server already renders the verdict).
  await expect(page.locator('.card-designer[data-ready="true"]')).toBeVisible();
  await page.getByTestId('card-json').fill(JSON.stringify({ name: 'Wrecker', copies: 1, play: { when: 'own-turn' }, effects: [{ op: 'destroy', piece: 'temple', owner: 'opponent' }] }));
  await expect(page.getByTestId('card-diagnostics')).toContainText('The card is valid.');
  await page.getByLabel('scenario').selectOption({ label: 'Romans with 4 cities and Academy in hand' });
  await page.getByRole('button', { name: 'Set up with the card in hand' }).click();
  await expect(page.getByTestId('sandbox-why')).toContainText('there is no temple this card can destroy');
});

test('the sandbox also starts from a saved game: the card goes to the hand of the nation that decides', async ({ page }) => {
  await page.goto('/rulesets/antike-duellum/cards');
  // Typed only once React has hydrated the page: a fill before that is lost (the server already renders the verdict).
  await expect(page.locator('.card-designer[data-ready="true"]')).toBeVisible();
  await page.getByTestId('card-json').fill(JSON.stringify({ name: 'Windfall', copies: 1, play: { when: 'own-turn' }, effects: [{ op: 'gain', player: 'self', currency: 'marble', amount: 2 }] }));
  await expect(page.getByTestId('card-diagnostics')).toContainText('The card is valid.');
  // A saved game as the play page writes it: the start of a seeded game.
  const record = { format: 'rondel-game', version: 1, rulesetId: 'antike-duellum', seed: 5, players: 2, seats: ['human', 'human'], moves: [] };
  await page.getByLabel('saved game').setInputFiles({ name: 'start.rondel.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
  await page.getByTestId('sandbox').getByRole('button', { name: 'Play Windfall' }).click();
  await expect(page.getByTestId('sandbox-diff')).toContainText('/stock/marble');
  // A file that is not a saved game is refused with a reason.
  await page.getByLabel('saved game').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"hello": 1}') });
  await expect(page.getByTestId('sandbox-problem')).toContainText('not a saved game');
});
