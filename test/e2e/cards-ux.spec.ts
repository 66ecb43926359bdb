import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support';

/*
 * The card designer's UX audit: the proposed variant id and title follow the card, the page fits 800 px, the
 * sandbox's diff stays in its panel and speaks in words, rondel actions by their field names, each problem once at
 * its place with a fix, no dead end for a game without event cards, and the deck count explained on the play page.
 */
const variantId = 'antike-duellum-harvest-festival';
const workspace = path.join('test-results', 'e2e-workspace');

test.beforeAll(() => rmSync(path.join(workspace, `${variantId}.variant.json`), { force: true }));
test.afterAll(() => rmSync(path.join(workspace, `${variantId}.variant.json`), { force: true }));

async function openDesigner(page: Page) {
  await page.goto('/rulesets/antike-duellum/cards');
  await expect(page.locator('.card-designer[data-ready="true"]')).toBeVisible();
}

const pageWidth = (page: Page) => page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));

test('the proposed variant id and title follow the card until typed by hand; saving over it asks first', async ({ page, request }) => {
  await openDesigner(page);
  const id = page.getByLabel('variant id');
  const title = page.getByLabel('variant title');
  await expect(id).toHaveValue('antike-duellum-house-card');
  // A new card's id follows its name until one is typed; a name the ruleset's cards already use gets a number.
  await page.getByLabel('card name').fill('Academy');
  await expect(page.getByLabel('card id')).toHaveValue('academy-2');
  await expect(id).toHaveValue('antike-duellum-academy-2');
  await page.getByLabel('card id').fill('harvest-festival');
  await page.getByLabel('card name').fill('Harvest Festival');
  await expect(id).toHaveValue(variantId);
  await expect(title).toHaveValue('Antike Duellum — Rome vs Carthage with Harvest Festival');
  await expect(page.getByTestId('save-plan')).toContainText(`Writes the variant ${variantId}`);

  // A title typed by hand stays when the card is renamed; the variant id still follows the card id, which, typed by
  // hand, no longer follows the name.
  await title.fill('Harvest house rules');
  await page.getByLabel('card name').fill('Harvest Feast');
  await expect(title).toHaveValue('Harvest house rules');
  await expect(page.getByLabel('card id')).toHaveValue('harvest-festival');
  await page.getByRole('button', { name: 'Save as a variant' }).click();
  await expect(page.getByTestId('save-result')).toContainText(`Saved as ${variantId}`);
  // The next step of a card designer: how the bots use the card, against the ruleset it extends.
  await expect(page.getByTestId('save-result').getByRole('link', { name: 'simulate it against antike-duellum' })).toHaveAttribute('href', `/simulate?a=antike-duellum&b=${variantId}`);
  const saved = (await (await request.get(`/api/rulesets/${variantId}`)).json()) as { valid: boolean; title?: string; ruleset: { title: string; eventCards: { cards: Record<string, { name: string }> } } };
  expect(saved.valid).toBe(true);
  expect(saved.ruleset.title).toBe('Harvest house rules');
  expect(saved.ruleset.eventCards.cards['harvest-festival'].name).toBe('Harvest Feast');

  // Just saved, the taken id is not a warning that reads like a failed save.
  await expect(page.getByTestId('save-existing')).toContainText('To save later changes into the same variant');
  await expect(page.getByTestId('save-existing')).not.toContainText('You already have');
  // Saving again is a replacement, which waits for the designer to say so.
  const replace = page.getByRole('button', { name: 'Replace the variant' });
  await expect(replace).toBeDisabled();
  await page.getByLabel('replace the existing variant').check();
  await replace.click();
  await expect(page.getByTestId('save-result')).toContainText(`Replaced ${variantId}`);

  // A built-in id is refused before anything is sent.
  await id.fill('antike-duellum');
  await expect(page.getByText('is a built-in ruleset and is never changed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save as a variant' })).toBeDisabled();
});

test('at 800 px the designer fits the page, its panels are on screen, and a long effect option does not widen it', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 1000 });
  await openDesigner(page);
  await page.getByLabel('add an effect').selectOption('modify');
  const { scroll, viewport } = await pageWidth(page);
  expect(scroll).toBeLessThanOrEqual(800);
  expect(viewport).toBe(800);
  for (const name of ['card form', 'card JSON', 'card preview']) {
    const box = (await page.getByRole('region', { name, exact: true }).boundingBox())!;
    expect(box.x, name).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, name).toBeLessThanOrEqual(800);
  }
  await page.screenshot({ path: 'test-results/cards-800.png', fullPage: true });
});

for (const width of [1280, 800]) {
  test(`at ${width} px a card that asks the opponent to choose: the diff says who waits for what and stays in its panel`, async ({ page }) => {
    await page.setViewportSize({ width, height: 1000 });
    await openDesigner(page);
    const card = {
      name: 'Harvest Festival',
      copies: 1,
      play: { when: 'own-turn' },
      effects: [
        {
          op: 'choose',
          chooser: 'opponent',
          options: {
            coin: { label: 'Pay 1 coin', effects: [{ op: 'gain', player: 'self', currency: 'coin', amount: 1, from: 'opponent' }] },
            marble: { label: 'Give 1 marble', effects: [{ op: 'gain', player: 'self', currency: 'marble', amount: 1, from: 'opponent' }] },
          },
        },
      ],
    };
    await page.getByTestId('card-json').fill(JSON.stringify(card, null, 2));
    await expect(page.getByTestId('card-diagnostics')).toContainText('The card is valid.');
    await page.getByLabel('scenario').selectOption({ label: 'Mid-game: walls, temples, fleets and full stocks' });
    await page.getByRole('button', { name: 'Set up with the card in hand' }).click();
    await page.getByTestId('sandbox').getByRole('button', { name: 'Play Harvest Festival' }).click();
    const diff = page.getByTestId('sandbox-diff');
    await expect(diff.locator('tr', { hasText: '/pending' })).toContainText('waiting for the Carthaginians to choose “Pay 1 coin” or “Give 1 marble” for Harvest Festival');
    await expect(diff).not.toContainText('"kind"');
    const { scroll, viewport } = await pageWidth(page);
    expect(scroll).toBeLessThanOrEqual(viewport);
    const table = (await diff.boundingBox())!;
    const panel = (await page.getByRole('region', { name: 'card preview' }).boundingBox())!;
    expect(table.x + table.width).toBeLessThanOrEqual(panel.x + panel.width + 1);
    await page.screenshot({ path: `test-results/cards-diff-${width}.png`, fullPage: true });
  });
}

test('rondel actions by their field names; a defence raised on SCIENTIA is refused with its place and fix, each problem once', async ({ page }) => {
  await openDesigner(page);
  await page.getByLabel('timing').selectOption('during-action');
  const action = page.getByLabel('action');
  await expect(action.locator('option')).toContainText(['TEMPLUM', 'MILITIA', 'SCIENTIA']);
  await action.selectOption({ label: 'SCIENTIA' });
  await expect(page.getByTestId('card-text')).toContainText('SCIENTIA');

  const diagnostics = page.getByTestId('card-diagnostics');
  await page.getByLabel('add an effect').selectOption('modify');
  // The operation starts from a change that counts on this card (it started with a defence change ending with the
  // conquest: an error before anything was typed, UX review) ...
  const json = page.getByTestId('card-json');
  await expect(json).toHaveValue(/"op": "modify"/);
  await expect(diagnostics).not.toContainText('would never count');
  // ... and a defence change ending with the conquest, written on SCIENTIA, is refused with its place and fix.
  const card = JSON.parse(await json.inputValue()) as { effects: unknown[] };
  card.effects[1] = { op: 'modify', param: 'city.defense', add: 1, until: 'end-of-conquest' };
  await json.fill(JSON.stringify(card, null, 2));
  await expect(diagnostics).toContainText('/effects/1/until');
  await expect(diagnostics).toContainText('would never count');
  await expect(diagnostics).toContainText('Fix: Play the card in reply to a conquest');

  await page.getByTestId('card-json').fill(JSON.stringify({ name: 'Harvest Festival', copies: 1, play: { when: 'own-turn' }, effects: [{ op: 'gain', player: 'self', currency: 'marble', amount: 'x' }] }, null, 2));
  await expect(diagnostics).toContainText('Must be a whole number or an object.');
  const text = await diagnostics.innerText();
  expect(text.split('/effects/0/amount').length - 1).toBe(1);
  expect(text).not.toContain('/eventCards');
  expect(text).toMatch(/line \d+:\d+/);
  expect(text).toContain('Fix: Write a whole number');
  // The place selects the value in the JSON panel.
  await diagnostics.getByRole('button', { name: /line \d+:\d+/ }).click();
  const selected = await page.getByTestId('card-json').evaluate((t: HTMLTextAreaElement) => t.value.slice(t.selectionStart, t.selectionEnd));
  expect(selected).toContain('"amount"');
});

test('a sandbox play at the wrong rondel field names the field as the card does', async ({ page }) => {
  await openDesigner(page);
  await page.getByTestId('card-json').fill(JSON.stringify({ name: 'Lecture', copies: 1, play: { when: 'during-action', action: 'research' }, effects: [{ op: 'gain', player: 'self', currency: 'gold', amount: 1 }] }));
  await expect(page.getByTestId('card-diagnostics')).toContainText('The card is valid.');
  await page.getByLabel('rondel field').selectOption('templum');
  await page.getByRole('button', { name: 'Set up with the card in hand' }).click();
  await expect(page.getByTestId('sandbox-why')).toContainText('during your own SCIENTIA action');
  // The two DUELLUM fields are named as the play page names them, by the field before each.
  await expect(page.getByLabel('rondel field').locator('option[value="duellum-1"]')).toHaveText('DUELLUM after AURUM');
  await expect(page.getByLabel('rondel field').locator('option[value="duellum-2"]')).toHaveText('DUELLUM after SCIENTIA');
});

test('a game without event cards: no card designer link on its play page, and its designer page says where to go', async ({ page }) => {
  await page.goto('/rulesets/antike-east/play');
  await expect(page.getByRole('link', { name: 'Edit the rules' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Card designer' })).toHaveCount(0);
  await page.goto('/rulesets/antike-east/cards');
  const note = page.getByTestId('no-event-cards');
  await expect(note).toContainText('has no event cards');
  await note.getByRole('link', { name: 'antike-duellum', exact: true }).click();
  await expect(page.locator('.card-designer[data-ready="true"]')).toBeVisible();
});

test('the play page explains the event deck count: 4 known cards in play, 21 of unknown text left out', async ({ page }) => {
  await page.goto('/rulesets/antike-duellum/play');
  const note = page.getByTestId('deck-note');
  await expect(note).toContainText('Of the 25 cards, the 4 whose text is known are in play');
  await expect(note).toContainText('21 whose text is in no source are left out');
  await expect(note).toContainText('copy counts are estimated');
  await expect(note.getByRole('link', { name: 'write them in the card designer' })).toHaveAttribute('href', '/rulesets/antike-duellum/cards');
});

test('a designer writes one of the 21 unknown Duellum cards, or a printed blank card: the deck keeps its 25 cards', async ({ page, request }) => {
  const written = 'antike-duellum-tribute-of-the-allies';
  rmSync(path.join(workspace, `${written}.variant.json`), { force: true });
  try {
    await openDesigner(page);
    const start = page.getByLabel('start from');
    await expect(start.locator('option')).toContainText(['a new card', 'one of the 21 cards whose text is unknown (write its effects)', 'Blank card 1 (blank: write your own)', 'Academy (change it)']);

    // A printed blank card: its own id, one copy.
    await start.selectOption({ label: 'Blank card 1 (blank: write your own)' });
    await expect(page.getByLabel('card id')).toHaveValue('blank-1');
    await expect(page.getByLabel('copies')).toHaveValue('1');
    // Its instruction ("A blank card for your own event…") is not a card text, and it has no effects until written.
    await expect(page.getByLabel('card text')).toHaveValue('');
    await expect(page.getByTestId('card-json')).not.toContainText('A blank card for your own event');
    await expect(page.getByTestId('no-effects')).toContainText('The card does nothing yet: add an effect below.');

    // One of the unknown cards: a new card, and one unknown copy fewer in the variant.
    await start.selectOption({ label: 'one of the 21 cards whose text is unknown (write its effects)' });
    await expect(page.getByLabel('card id')).toHaveValue('written-card');
    await expect(page.getByTestId('from-unknown')).toContainText('leaves 20 cards unknown');
    // Named, the new card's id and the proposed variant id follow the name.
    await page.getByLabel('card name').fill('Tribute of the Allies');
    await expect(page.getByLabel('card id')).toHaveValue('tribute-of-the-allies');
    await expect(page.getByLabel('variant id')).toHaveValue(written);
    await page.getByRole('button', { name: 'Save as a variant' }).click();
    await expect(page.getByTestId('save-result')).toContainText(`Saved as ${written}`);

    const response = await request.get(`/api/rulesets/${written}`);
    const body = (await response.json()) as { valid: boolean; ruleset: { eventCards: { cards: Record<string, { name: string; copies: number; textUnknown?: boolean }>; provenance: Record<string, { status: string }> }; provenance?: Record<string, { status: string }> } };
    expect(body.valid).toBe(true);
    const cards = body.ruleset.eventCards.cards;
    expect(cards['tribute-of-the-allies']).toMatchObject({ name: 'Tribute of the Allies', copies: 1 });
    expect(cards['written-card']).toBeUndefined();
    expect(cards.unknown).toMatchObject({ copies: 20, textUnknown: true });
    // 4 printed cards, 1 written, 20 unknown: the printed deck of 25 (D-COMP-07).
    expect(Object.values(cards).reduce((n, c) => n + c.copies, 0)).toBe(25);
    // The copy taken off is the designer's doing; the unknown cards stay estimated.
    expect(body.ruleset.eventCards.provenance['/cards/unknown/copies'].status).toBe('house-rule');
    expect(body.ruleset.eventCards.provenance['/cards/unknown']?.status ?? body.ruleset.eventCards.provenance['/cards']?.status).toBe('estimated');
  } finally {
    rmSync(path.join(workspace, `${written}.variant.json`), { force: true });
  }
});

test('a card written for the unknown ones with several copies replaces as many of them: the deck keeps 25 cards (D-COMP-07)', async ({ page, request }) => {
  const written = 'antike-duellum-written-card';
  rmSync(path.join(workspace, `${written}.variant.json`), { force: true });
  try {
    await openDesigner(page);
    await page.getByLabel('start from').selectOption({ label: 'one of the 21 cards whose text is unknown (write its effects)' });
    await page.getByLabel('copies').fill('3');
    await expect(page.getByTestId('from-unknown')).toContainText('leaves 18 cards unknown, so the deck keeps its printed size');
    // More copies than unknown cards left: the page says the deck outgrows its printed size instead of claiming it keeps it.
    await page.getByLabel('copies').fill('23');
    await expect(page.getByTestId('from-unknown')).toContainText('leaves 0 cards unknown, and the deck grows by 2 cards beyond its printed size');
    await page.getByLabel('copies').fill('3');
    await page.getByRole('button', { name: 'Save as a variant' }).click();
    await expect(page.getByTestId('save-result')).toContainText(`Saved as ${written}`);

    const body = (await (await request.get(`/api/rulesets/${written}`)).json()) as { valid: boolean; ruleset: { eventCards: { cards: Record<string, { copies: number }> } } };
    expect(body.valid).toBe(true);
    const cards = body.ruleset.eventCards.cards;
    expect(cards['written-card'].copies).toBe(3);
    expect(cards.unknown.copies).toBe(18);
    expect(Object.values(cards).reduce((n, c) => n + c.copies, 0)).toBe(25);
  } finally {
    rmSync(path.join(workspace, `${written}.variant.json`), { force: true });
  }
});

test('a card is written in the form alone: fields offer what the game has, nested lists, reordering, and the JSON follows', async ({ page }) => {
  await openDesigner(page);
  const json = page.getByTestId('card-json');
  const card = async () => JSON.parse(await json.inputValue()) as { effects: Record<string, unknown>[] };

  // The starter effect: 1 gold from the bank. Make it one marble per know-how of the opponent.
  await page.getByLabel('1 currency').selectOption('marble');
  await page.getByLabel('1 amount kind').selectOption({ label: 'a count from the game' });
  await page.getByLabel('1 amount count').selectOption('know-hows');
  await page.getByLabel('1 amount of').selectOption('opponent');
  await page.getByLabel('1 amount max').fill('3');
  expect((await card()).effects[0]).toEqual({ op: 'gain', player: 'self', currency: 'marble', amount: { count: 'know-hows', of: 'opponent', max: 3 } });
  await expect(page.getByTestId('effect-sentence').first()).toContainText('marble');

  // A condition with an else branch, built from its fields, then moved to the top.
  await page.getByLabel('add an effect', { exact: true }).selectOption('if');
  await page.getByLabel('2 condition atLeast').fill('3');
  await page.getByRole('button', { name: 'add else' }).click();
  await page.getByLabel('add an effect to 2 else').selectOption('draw-card');
  await page.getByRole('button', { name: 'move effect 2 up' }).click();
  const written = await card();
  expect(written.effects.map((e) => e.op)).toEqual(['if', 'gain']);
  expect(written.effects[0]).toMatchObject({ condition: { atLeast: 3 }, else: [{ op: 'draw-card', player: 'self', count: 1 }] });
  await expect(page.getByTestId('card-diagnostics')).toContainText('The card is valid.');
  await expect(page.getByTestId('card-text')).toContainText('Otherwise');

  // A value the game does not have is kept, marked in its field, and explained there with a fix.
  await json.fill(JSON.stringify({ ...written, effects: [{ op: 'gain', player: 'self', currency: 'silver', amount: 1 }] }, null, 2));
  await expect(page.getByLabel('1 currency')).toHaveValue('silver');
  await expect(page.getByLabel('1 currency').locator('option:checked')).toHaveText('silver (not in this game)');
  await expect(page.locator('.effect-field', { has: page.getByLabel('1 currency') }).getByTestId('field-problems')).toContainText('silver');
  await expect(page.getByTestId('effect-sentence').first()).toHaveText('Fix the problems below to read this effect.');
  await page.getByLabel('1 currency').selectOption('gold');
  await expect(page.getByTestId('card-diagnostics')).toContainText('The card is valid.');
  await expect(page.getByTestId('effect-sentence').first()).toHaveText('Take 1 gold from the bank.');
});

test('a card the ruleset has keeps its guesses marked: Academy\'s single copy is estimated (D-COMP-07) until the designer sets it', async ({ page }) => {
  await openDesigner(page);
  await page.getByLabel('start from').selectOption({ label: 'Academy (change it)' });
  // Before: "copies 1" and "1 copy" on the card read as printed, while no source gives a card's count in the deck.
  await expect(page.getByTestId('card-unprinted')).toContainText('the number of copies (estimated, not printed)');
  await expect(page.getByTestId('card-unprinted')).toContainText('not in any source');
  await expect(page.getByTestId('card-copies')).toHaveText('1 copy (estimated, not printed)');
  await page.getByLabel('copies').fill('2');
  await expect(page.getByTestId('card-copies')).toHaveText('2 copies');
  await expect(page.getByTestId('card-unprinted')).toHaveCount(0);
});

test('writing one of the unknown cards says in plain words what its copy replaces', async ({ page }) => {
  await openDesigner(page);
  await page.getByLabel('start from').selectOption({ label: 'one of the 21 cards whose text is unknown (write its effects)' });
  // Before: "Its 1 card replaces one of the unknown cards".
  await expect(page.getByTestId('from-unknown')).toHaveText('Its one copy replaces one of the 21 unknown cards: the variant leaves 20 cards unknown, so the deck keeps its printed size.');
});

test('an optional field left out says what the card then does: "(default: bank)", not a bare "(default)" beside "bank"', async ({ page }) => {
  await openDesigner(page);
  await page.getByLabel('start from').selectOption({ label: 'one of the 21 cards whose text is unknown (write its effects)' });
  const from = page.locator('[data-field="/effects/0/from"] select');
  await expect(from.locator('option')).toHaveText(['(default: bank)', 'bank', 'your opponent']);
  await page.locator('[data-field="/effects/0/amount"] select').first().selectOption({ label: 'a count from the game' });
  await expect(page.locator('[data-field="/effects/0/amount/round"] select option').first()).toHaveText('(default: down)');
  await expect(page.locator('[data-field="/effects/0/amount/times"] input')).toHaveAttribute('placeholder', 'default: 1');
  await expect(page.locator('[data-field="/effects/0/amount/max"] input')).toHaveAttribute('placeholder', 'none');
});

test('on a phone the sandbox says its board is estimated, from the ruleset\'s provenance, and its pointers wrap instead of being cut off', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDesigner(page);
  const raid = { name: 'Raid', copies: 1, play: { when: 'own-turn' }, effects: [{ op: 'gain', player: 'self', currency: 'coin', amount: 2, from: 'opponent' }] };
  await page.getByTestId('card-json').fill(JSON.stringify(raid, null, 2));
  await expect(page.getByTestId('card-diagnostics')).toContainText('The card is valid.');
  // The Duellum boards are reconstructions (docs/game-data.md section 1): the note quotes /map/regions' provenance.
  const note = page.getByTestId('sandbox-board');
  await expect(note).toContainText('Antike Duellum: Rome vs Carthage (side A, approximation)');
  await expect(note).toContainText('estimated, not printed in any rulebook we have: “Approximation, not the printed board.”');
  await page.getByRole('button', { name: 'Set up with the card in hand' }).click();
  await page.getByTestId('sandbox').getByRole('button', { name: 'Play Raid' }).click();
  const pointers = page.getByTestId('sandbox-diff').locator('.pointer');
  await expect(pointers.first()).toBeVisible();
  // Before: "/cards/disca…", the rest only on hover, which a phone does not have.
  const cut = await pointers.evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1 || getComputedStyle(el).textOverflow === 'ellipsis').map((el) => el.textContent));
  expect(cut).toEqual([]);
  await expect(page.getByTestId('sandbox-diff')).toContainText('/nation/carthaginians/stock/coin');
  // They wrap after a "/", never inside a name: before, "carth|aginians" and "discar|d" broke across lines at 390 px.
  // Each character's line is read from the layout: a line may end only next to a "/".
  const lineStarts = await pointers.evaluateAll((els) =>
    els.flatMap((el) => {
      const chars: { ch: string; top: number }[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < node.textContent!.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          chars.push({ ch: node.textContent![i], top: Math.round(range.getBoundingClientRect().top) });
        }
      }
      return chars.flatMap((c, i) => (i > 0 && c.top > chars[i - 1].top ? [`${el.textContent} breaks between "${chars[i - 1].ch}" and "${c.ch}"`] : []));
    }),
  );
  expect(lineStarts.length).toBeGreaterThan(0);
  expect(lineStarts.filter((s) => !s.includes('"/"'))).toEqual([]);
  const { scroll, viewport } = await pageWidth(page);
  expect(scroll).toBeLessThanOrEqual(viewport);
  await page.getByTestId('sandbox').screenshot({ path: 'test-results/cards-sandbox-390.png' });
});

test('every problem of the card shows at once, the id among them; "The card is valid." only when it is', async ({ page }) => {
  await openDesigner(page);
  const diagnostics = page.getByTestId('card-diagnostics');
  await page.getByLabel('card id').fill('Blank Card 1');
  await page.getByLabel('card name').fill('');
  await page.getByLabel('copies').fill('-1');
  await expect(page.getByTestId('card-id-problem')).toContainText('“Blank Card 1” is not an id.');
  await expect(diagnostics).toContainText('Must not be empty.');
  await expect(diagnostics).toContainText('Give the card a name');
  await expect(diagnostics).toContainText('Must be at least 0 (it is -1).');
  await expect(diagnostics).not.toContainText('The card is valid.');
  await page.getByLabel('card id').fill('sabotage');
  await page.getByLabel('card name').fill('Sabotage');
  await page.getByLabel('copies').fill('1');
  await expect(diagnostics).toContainText('The card is valid.');
});

test('a printed card whose effects change: its printed text is flagged as out of date and can be cleared for the generated one', async ({ page }) => {
  await openDesigner(page);
  await page.getByLabel('start from').selectOption({ label: 'Academy (change it)' });
  await expect(page.getByTestId('card-printed-text')).toContainText('While on Scientia, collect 1 gold per know-how');
  await expect(page.getByTestId('stale-text')).toHaveCount(0);
  await page.getByLabel('1 currency').selectOption('marble');
  await expect(page.getByTestId('stale-text')).toContainText('the printed text still says what the card did before');
  await page.getByRole('button', { name: 'Clear it and show the text generated from the effects' }).click();
  await expect(page.getByTestId('stale-text')).toHaveCount(0);
  await expect(page.getByTestId('card-printed-text')).toHaveCount(0);
  await expect(page.getByTestId('card-text')).toContainText('marble');
  expect(JSON.parse(await page.getByTestId('card-json').inputValue())).not.toHaveProperty('text');
});
