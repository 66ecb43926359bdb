import type { Page } from '@playwright/test';
import { expect, test } from './support';

/*
 * Nothing typed in the card designer is lost silently: JSON that does not parse pauses the form instead of being
 * replaced by the last card that parsed, "start from" asks before it discards an edited card, a reload brings the
 * card back from the browser's draft, and each problem is said once, named by the form field that holds it.
 */
async function openDesigner(page: Page) {
  await page.goto('/rulesets/antike-duellum/cards');
  await expect(page.locator('.card-designer[data-ready="true"]')).toBeVisible();
}

// The starter card renamed and its amount changed, with a stray comma after the amount: not JSON.
const halfEdited = `{
  "name": "Gold Rush",
  "copies": 1,
  "play": { "when": "own-turn" },
  "effects": [{ "op": "gain", "player": "self", "currency": "gold", "amount": 3, }]
}`;

test('JSON that does not parse pauses the form, so a form change cannot overwrite it; fixed, the form edits it again', async ({ page }) => {
  await openDesigner(page);
  const json = page.getByTestId('card-json');
  await json.fill(halfEdited);
  await expect(page.getByTestId('form-paused')).toContainText('Fix the JSON first');
  const copies = page.getByLabel('copies');
  await expect(copies).toBeDisabled();
  await expect(page.getByLabel('1 currency')).toBeDisabled();
  await expect(json).toHaveValue(halfEdited);
  // The preview still shows the last card that parsed, and says so: "Gold Rush" is only in the broken text.
  await expect(page.getByTestId('preview-stale')).toContainText('last version of the card that did');
  await expect(page.getByTestId('card-preview')).toHaveClass(/stale/);
  await expect(page.getByTestId('card-preview')).not.toContainText('Gold Rush');

  // The stray comma removed: the form follows the text, and its next change keeps the rename and the amount.
  await json.fill(halfEdited.replace('3, }', '3 }'));
  await expect(page.getByTestId('form-paused')).toHaveCount(0);
  await expect(page.getByTestId('preview-stale')).toHaveCount(0);
  await expect(page.getByTestId('card-preview')).toContainText('Gold Rush');
  await expect(page.getByLabel('card name')).toHaveValue('Gold Rush');
  await copies.fill('2');
  expect(JSON.parse(await json.inputValue())).toMatchObject({ name: 'Gold Rush', copies: 2, effects: [{ amount: 3 }] });
});

test('"start from" asks before it discards an edited card; declined, the card stays', async ({ page }) => {
  await openDesigner(page);
  await page.getByLabel('card name').fill('Gold Rush');
  const start = page.getByLabel('start from');
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await start.selectOption({ label: 'Academy (change it)' });
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toContain('Gold Rush');
  await expect(page.getByLabel('card name')).toHaveValue('Gold Rush');
  await expect(start).toHaveValue('new');

  page.once('dialog', (dialog) => void dialog.accept());
  await start.selectOption({ label: 'Academy (change it)' });
  await expect(page.getByLabel('card name')).toHaveValue('Academy');
});

test('a reload brings back the card as typed, even JSON that does not parse; the draft can be discarded', async ({ page }) => {
  await openDesigner(page);
  await page.getByLabel('card id').fill('gold-rush');
  await page.getByTestId('card-json').fill(halfEdited);
  await page.reload();
  await expect(page.locator('.card-designer[data-ready="true"]')).toBeVisible();
  await expect(page.getByTestId('card-draft-restored')).toContainText('Your unsaved card');
  await expect(page.getByTestId('card-json')).toHaveValue(halfEdited);
  await expect(page.getByLabel('card id')).toHaveValue('gold-rush');
  await expect(page.getByTestId('form-paused')).toContainText('Fix the JSON first');

  await page.getByRole('button', { name: 'Discard it and start a new card' }).click();
  await expect(page.getByLabel('card name')).toHaveValue('My event');
  await expect(page.getByLabel('card id')).toHaveValue('house-card');
  await page.reload();
  await expect(page.locator('.card-designer[data-ready="true"]')).toBeVisible();
  await expect(page.getByTestId('card-draft-restored')).toHaveCount(0);
  await expect(page.getByLabel('card name')).toHaveValue('My event');
});

test('a negative amount: one error, named by its form field, with a fix; copies below 0 get a fix too', async ({ page }) => {
  await openDesigner(page);
  const diagnostics = page.getByTestId('card-diagnostics');
  await page.getByLabel('1 amount', { exact: true }).fill('-3');
  await expect(diagnostics).toContainText('Must be at least 0 (it is -3).');
  await expect(diagnostics).not.toContainText('Must be an object');
  await expect(diagnostics.locator('li')).toHaveCount(1);
  await expect(diagnostics.locator('li')).toContainText('effect 1 › amount');
  await expect(diagnostics.locator('li')).toContainText('Fix: Write 0 or more.');
  // The field's name takes the designer to the field.
  await diagnostics.getByRole('button', { name: 'effect 1 › amount' }).click();
  await expect(page.getByLabel('1 amount', { exact: true })).toBeFocused();

  await page.getByLabel('1 amount', { exact: true }).fill('1');
  await page.getByLabel('copies').fill('-2');
  await expect(diagnostics.locator('li')).toHaveCount(1);
  await expect(diagnostics.locator('li')).toContainText('copies');
  await expect(diagnostics.locator('li')).toContainText('Fix: Write how many copies the deck holds');
  await page.screenshot({ path: 'test-results/cards-copies-error.png', fullPage: true });
});

test("an unknown key far from every allowed one is not 'corrected' into one", async ({ page }) => {
  await openDesigner(page);
  await page.getByTestId('card-json').fill(JSON.stringify({ name: 'My event', copies: 1, play: { when: 'own-turn' }, effects: [{ op: 'gain', player: 'self', currency: 'gold', amount: 1, by: 2 }] }, null, 2));
  const diagnostics = page.getByTestId('card-diagnostics');
  await expect(diagnostics).toContainText("Unknown key 'by'");
  await expect(diagnostics).toContainText('effect 1 › by');
  await expect(diagnostics).not.toContainText('Did you mean');
});
