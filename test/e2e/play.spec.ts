import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { legalMoves } from '../../engine/index';
import type { Ruleset } from '../../engine/ruleset/types';
import { bannerNation, expect, fetchRuleset, findConquest, linkFor, moveCount, randomMoves, recordFromUrl, stateOnPage, test } from './support';

let duellum: Ruleset;
const rules = () => duellum;
const log = (page: Page) => page.getByTestId('event-log');
const moves = (page: Page) => page.getByTestId('moves');
const regionName = (id: string) => rules().map.regions[id].name;
const nationName = (id: string) => rules().map.nations[id].name;

test.beforeAll(async ({ request }) => {
  duellum = await fetchRuleset(request, 'antike-duellum');
});

async function newGame(page: Page, options: { seed: number; seats?: string[] }) {
  await page.getByText('New game: players, bots and seed').click();
  for (const [i, seat] of (options.seats ?? []).entries()) await page.getByLabel(`player ${i + 1}`).selectOption({ label: seat });
  await page.getByLabel('seed', { exact: true }).fill(String(options.seed));
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page.getByTestId('seed')).toHaveText(String(options.seed));
}

async function end(page: Page, label: RegExp) {
  await moves(page).getByRole('button', { name: label }).click();
}

test('plays a turn of each rondel action in Duellum, hot seat, and explains an illegal attempt', async ({ page }) => {
  await page.goto('/rulesets/antike-duellum/play');
  await expect(page.getByTestId('map-view')).toBeVisible();
  await newGame(page, { seed: 11 });
  const first = await bannerNation(page);
  await expect(page.locator('[data-state="action-selection"]')).toHaveClass(/active/);
  await page.screenshot({ path: 'test-results/play-start.png', fullPage: true });

  // Turn 1: MILITIA, chosen on the rondel itself; a second rondel move is refused with the engine's reason.
  await page.locator('[data-field="militia"]').click();
  await expect(log(page)).toContainText('moved to MILITIA');
  await expect(page.locator('[data-state="arming"]')).toHaveClass(/active/);
  await page.locator('[data-field="templum"]').click();
  await expect(page.getByTestId('attempt')).toContainText('Not allowed: TEMPLUM');
  // The turn data refuses it (move/not-now): the stone moved this turn, and the state says what it accepts now.
  await expect(page.getByTestId('attempt')).toContainText("not possible now: the turn is at 'MILITIA'");
  await moves(page).locator('[data-move="unit.arm"]', { hasText: 'Legion' }).first().click();
  await expect(log(page)).toContainText(/armed a legion in/);
  await expect(page.getByTestId('attempt')).toHaveCount(0);
  await end(page, /End MILITIA/);
  await expect(page.getByTestId('turn-banner')).toContainText('Step 2: found cities');
  await end(page, /End founding and the turn/);

  // Turn 2: the other nation builds (a town wall: a temple costs 6 marble and everyone starts with 3).
  const second = await bannerNation(page);
  expect(second).not.toBe(first);
  await page.locator('[data-field="templum"]').click();
  await moves(page).locator('[data-move="wall.build"]').first().click();
  await expect(log(page)).toContainText('built a town wall in');
  await end(page, /End TEMPLUM/);
  await end(page, /End founding and the turn/);

  // Turn 3: research (recruiting fills the recruitment box).
  expect(await bannerNation(page)).toBe(first);
  await page.locator('[data-field="scientia"]').click();
  await moves(page).locator('[data-move="unit.recruit"]').first().click();
  await expect(log(page)).toContainText('recruited a');
  await end(page, /End SCIENTIA/);
  await end(page, /End founding and the turn/);

  // Turn 4: production.
  await page.locator('[data-field="aurum"]').click();
  await expect(log(page)).toContainText(/produced \d+ gold/);
  await end(page, /End founding and the turn/);

  // Turn 5: a maneuver moves the legion, clicked on the map, to an empty city site, and a city is founded there.
  await page.locator('[data-field="duellum-2"]').click();
  await expect(page.locator('[data-state="movement"]')).toHaveClass(/active/);
  const state = await stateOnPage(page, rules(), await moveCount(page));
  const step = legalMoves(rules(), state).find(
    (m) => m.type === 'unit.move' && m.unit === 'legion' && !state.cities[m.to] && rules().map.regions[m.to].citySite,
  ) as { from: string; to: string } | undefined;
  expect(step, 'a legion can reach an empty city site').toBeTruthy();
  await page.locator(`[data-region="${step!.from}"]`).click();
  const panel = page.getByTestId('region-panel');
  await expect(panel).toContainText(regionName(step!.from));
  await panel.getByRole('button', { name: `Legion: ${regionName(step!.from)} → ${regionName(step!.to)}` }).click();
  await expect(log(page)).toContainText(`moved a legion from ${regionName(step!.from)} to ${regionName(step!.to)}`);
  await end(page, /End movement/);
  await end(page, /End the maneuver/);
  await moves(page).getByRole('button', { name: new RegExp(`city in ${regionName(step!.to)}`) }).first().click();
  await expect(log(page)).toContainText(`city in ${regionName(step!.to)}`);
  await expect(page.locator(`[data-region="${step!.to}"] [data-city="${first}"]`)).toHaveCount(1);
  await page.screenshot({ path: 'test-results/play-founded.png', fullPage: true });
  await end(page, /End founding and the turn/);
  expect(await bannerNation(page)).toBe(second);
});

test('conquers from a shared link; the loser takes a card, plays it, and undo stops at the other nation', async ({ page }) => {
  const found = findConquest(rules());
  const record = { rulesetId: 'antike-duellum', seed: found.seed, players: 2, seats: ['human', 'human'], moves: found.moves };
  await page.goto(linkFor(record));
  await expect(page.getByTestId('notice')).toContainText(`Replayed the shared game: ${found.moves.length} moves`);
  const before = await stateOnPage(page, rules(), found.moves.length);
  const attacker = before.nations[before.turn.active];
  const defender = before.cities[found.move.to].owner;
  expect(await bannerNation(page)).toBe(attacker);
  const unit = rules().units[found.move.unit].name;

  // Move into the enemy city (from the region panel), then conquer it.
  await page.locator(`[data-region="${found.move.from}"]`).click();
  await page.getByTestId('region-panel').getByRole('button', { name: `${unit}: ${regionName(found.move.from)} → ${regionName(found.move.to)}` }).click();
  await expect(log(page)).toContainText(`moved a ${found.move.unit} from ${regionName(found.move.from)} to ${regionName(found.move.to)}`);
  await moves(page).getByRole('button', { name: new RegExp(`^Conquer ${regionName(found.move.to)}`) }).click();
  await expect(log(page)).toContainText(`conquered ${regionName(found.move.to)} from ${nationName(defender)}`);
  await expect(page.locator(`[data-region="${found.move.to}"] [data-city="${attacker}"]`)).toHaveCount(1);
  await end(page, /End the maneuver/);

  // The nation not on turn decides: it takes an event card for the lost city.
  const banner = page.getByTestId('turn-banner');
  await expect(banner).toContainText('Decision for the');
  await expect(banner).toContainText('You lost a city this turn');
  expect(await bannerNation(page)).toBe(defender);
  await expect(page.locator('[data-state="taking-event-cards"]')).toHaveClass(/active/);
  await page.screenshot({ path: 'test-results/play-decision.png', fullPage: true });
  const atDecision = await stateOnPage(page, rules(), await moveCount(page));
  const cards = rules().eventCards!.cards;
  const card = atDecision.cards.display.find((c) => cards[c].play.when === 'own-turn' && cards[c].effects.every((e) => e.op !== 'destroy'))!;
  await moves(page).getByRole('button', { name: `Take ${cards[card].name}` }).first().click();
  await expect(log(page)).toContainText(`took ${cards[card].name} from the display`);

  // Back to the attacker, who ends the turn; the defender plays the card on its own turn.
  expect(await bannerNation(page)).toBe(attacker);
  await end(page, /End founding and the turn/);
  // A personage won at the end of the turn gives the defender one more card (D-EV-05).
  while ((await page.getByTestId('turn-banner').innerText()).includes('Decision for the')) {
    expect(await bannerNation(page)).toBe(defender);
    await moves(page).locator('[data-move="card.take"]').first().click();
  }
  expect(await bannerNation(page)).toBe(defender);
  await expect(page.getByTestId('turn-banner')).toContainText('Turn of the');
  await moves(page).getByRole('button', { name: new RegExp(`^Play ${cards[card].name}`) }).first().click();
  await expect(log(page)).toContainText(`played ${cards[card].name}`);

  // Undo: the defender's own moves of this turn come back, then undo stops at the attacker's move.
  await moves(page).locator('[data-move="rondel.select"]').first().click();
  await expect(log(page).locator('li', { hasText: /moved to/ }).last()).toContainText(nationName(defender));
  const count = await moveCount(page);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => moveCount(page)).toBe(count - 1);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => moveCount(page)).toBe(count - 2);
  await expect(log(page)).not.toContainText(`played ${cards[card].name}`);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
  // What came before: the attacker's end of turn, or the defender's card for a personage, taken in the attacker's turn.
  await expect(page.getByRole('toolbar', { name: 'game' })).toContainText(new RegExp(`Undo: (the last move was made by the ${nationName(attacker)}|a new turn has begun)`));

  // The address replays the game: a reload, and the copied link, give the same position.
  await stateOnPage(page, rules(), count - 2);
  await page.reload();
  await expect(page.getByTestId('notice')).toContainText(`Replayed the shared game: ${count - 2} moves`);
  expect(await moveCount(page)).toBe(count - 2);
  await page.getByRole('button', { name: 'Copy link' }).click();
  const link = await page.getByTestId('share-link').locator('input').inputValue();
  await page.goto(link);
  await expect(page.getByTestId('notice')).toContainText(`Replayed the shared game: ${count - 2} moves`);
  await expect(log(page)).toContainText(`took ${cards[card].name} from the display`);

  // Stepping back through the replay shows earlier positions without changing the game.
  await page.getByRole('button', { name: 'one move back' }).click();
  await expect(page.getByTestId('turn-banner')).toContainText('You are looking at an earlier position');
  await page.getByRole('button', { name: 'Back to the current position' }).click();
  await expect(page.getByTestId('turn-banner')).not.toContainText('earlier position');
});

test("a long game's link goes after '#', which the server never sees, and replays the same", async ({ page }) => {
  const moves = randomMoves(rules(), 9, 4000);
  const record = { rulesetId: 'antike-duellum', seed: 9, players: 2, seats: ['human', 'human'], moves };
  await page.goto(linkFor(record).replace('?', '#'));
  await expect(page.getByTestId('notice')).toContainText(`Replayed the shared game: ${moves.length} moves`);
  await expect.poll(() => new URL(page.url()).hash).toMatch(/^#gz=/);
  expect(new URL(page.url()).search).toBe('');
  expect(recordFromUrl(page.url()).moves).toEqual(moves);
  await page.reload();
  await expect(page.getByTestId('notice')).toContainText(`Replayed the shared game: ${moves.length} moves`);
});

test('saves and loads a game; a corrupt or foreign file is refused and nothing is lost', async ({ page }) => {
  const found = findConquest(rules());
  await page.goto(linkFor({ rulesetId: 'antike-duellum', seed: found.seed, players: 2, seats: ['human', 'human'], moves: found.moves.slice(0, 12) }));
  expect(await moveCount(page)).toBe(12);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save game' }).click();
  const saved = JSON.parse(readFileSync((await (await download).path())!, 'utf8'));
  expect(saved).toMatchObject({ rulesetId: 'antike-duellum', seed: found.seed, players: 2 });
  expect(saved.moves).toHaveLength(12);

  const file = page.getByTestId('load-file');
  const notice = page.getByTestId('notice');
  await file.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"rulesetId": "antike-duellum", "seed": 1,') });
  await expect(notice).toContainText('broken.json was not loaded: the file is not JSON');
  await expect(notice).toContainText('Your game is unchanged');
  expect(await moveCount(page)).toBe(12);

  await file.setInputFiles({ name: 'illegal.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ rulesetId: 'antike-duellum', seed: 1, players: 2, moves: [{ type: 'phase.end' }] })) });
  await expect(notice).toContainText('illegal.json was not loaded: move 1 of 1');
  await expect(notice).toContainText('is refused');
  await file.setInputFiles({ name: 'east.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ rulesetId: 'antike-east', seed: 1, players: 3, moves: [] })) });
  await expect(notice).toContainText("it is a game of 'antike-east'");
  expect(await moveCount(page)).toBe(12);

  page.once('dialog', (d) => d.accept());
  await newGame(page, { seed: 5 });
  expect(await moveCount(page)).toBe(0);
  await file.setInputFiles({ name: 'saved.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(saved)) });
  await expect(notice).toContainText('Loaded saved.json: 12 moves replayed');
  expect(await moveCount(page)).toBe(12);
  await expect(page.getByTestId('seed')).toHaveText(String(found.seed));
});

test('a bot plays its seat; the play page never loads the editor', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/rulesets/antike-duellum/play');
  await newGame(page, { seed: 3, seats: ['person', 'random bot'] });
  await page.getByLabel('bot speed').selectOption('fast');
  // Play the person's turns; the bot answers by itself.
  for (let turn = 0; turn < 2; turn++) {
    await expect.poll(() => bannerNation(page), { timeout: 15_000 }).toBe('romans');
    await moves(page).locator('[data-move="rondel.select"]').first().click();
    while (await moves(page).getByRole('button', { name: /^End / }).count()) await moves(page).getByRole('button', { name: /^End / }).click();
  }
  await expect.poll(() => bannerNation(page), { timeout: 15_000 }).toBe('romans');
  await expect(log(page).locator('li', { hasText: 'Carthaginians moved to' })).not.toHaveCount(0);
  await page.screenshot({ path: 'test-results/play-bot.png', fullPage: true });
  for (const url of scripts) {
    const body = await (await page.request.get(url)).text();
    expect(body.includes('monaco-editor'), `${url} carries Monaco`).toBe(false);
  }
});

test('Antike plays with its own lineup: nations per player and the supply', async ({ page }) => {
  await page.goto('/rulesets/antike-east/play');
  await expect(page.locator('[data-nation]')).not.toHaveCount(0);
  await expect(page.getByTestId('turn-banner')).toContainText('Turn of the');
  await page.screenshot({ path: 'test-results/play-antike-east.png', fullPage: true });
});
