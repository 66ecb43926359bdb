import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { applyMove, botByName, bots, createGame, decidingNation, explain, explainMissing, legalMoves, lossesFor, paymentsFor, type GameState, type Move } from '../../engine/index';
import { seedState } from '../../engine/random/prng';
import type { Ruleset } from '../../engine/ruleset/types';
import { describeBag } from '../../app/_lib/describe-move';
import { paymentsInPlayerOrder } from '../../app/_lib/play-model';
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

/**
 * Clicks a move; where it has more than one legal payment or choice of losses the page asks which (the button says
 * so; a rondel field click may ask too), and the first (default) way is taken.
 */
async function act(page: Page, target: ReturnType<Page['locator']>) {
  const text = (await target.innerText().catch(() => '')) ?? '';
  await target.click();
  const choice = page.getByTestId('choice');
  if (/choose (how to pay|your losses)|\(\d+ ways\)/.test(text)) await expect(choice).toBeVisible();
  else if (!(await choice.waitFor({ state: 'visible', timeout: 400 }).then(() => true, () => false))) return;
  await choice.locator('[data-choice]').first().click();
  await expect(choice).toHaveCount(0);
}

/** Random legal moves from a seed (any player count) until `hit` finds what a test needs in the position. */
function findPosition<T>(rules: Ruleset, hit: (state: GameState) => T | undefined, options: { players?: number; seeds?: number; length?: number } = {}): { seed: number; moves: Move[]; state: GameState; found: T } {
  for (let seed = 1; seed <= (options.seeds ?? 300); seed++) {
    let state = createGame(rules, { seed, players: options.players });
    let rng = seed * 7919;
    const moves: Move[] = [];
    for (let i = 0; i < (options.length ?? 600) && !state.result; i++) {
      const found = hit(state);
      if (found !== undefined) return { seed, moves, state, found };
      const list = legalMoves(rules, state);
      rng = (Math.imul(rng, 1103515245) + 12345) | 0;
      const move = list[Math.abs(rng) % list.length];
      const next = applyMove(rules, state, move);
      if (!next.ok) throw new Error(next.error.message);
      state = next.state;
      moves.push(move);
    }
  }
  throw new Error('no seed led to the position');
}

// After '#': a long game does not fit in a query string the server accepts.
const hotSeatLink = (rulesetId: string, seed: number, moves: Move[], players = 2) => linkFor({ rulesetId, seed, players, seats: Array.from({ length: players }, () => 'human'), moves }).replace('?', '#');

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
  await expect(page.getByTestId('attempt')).toContainText("'rondel.select' is not possible now: the turn is at 'MILITIA'");
  await act(page, moves(page).locator('[data-move="unit.arm"]', { hasText: 'Legion' }).first());
  await expect(log(page)).toContainText(/armed a legion in/);
  await expect(page.getByTestId('attempt')).toHaveCount(0);
  await end(page, /End MILITIA/);
  await expect(page.getByTestId('turn-banner')).toContainText('Step 2: found cities');
  await end(page, /End founding and the turn/);

  // Turn 2: the other nation builds (a town wall: a temple costs 6 marble and everyone starts with 3).
  const second = await bannerNation(page);
  expect(second).not.toBe(first);
  await act(page, page.locator('[data-field="templum"]'));
  await act(page, moves(page).locator('[data-move="wall.build"]').first());
  await expect(log(page)).toContainText('built a town wall in');
  await end(page, /End TEMPLUM/);
  await end(page, /End founding and the turn/);

  // Turn 3: research (recruiting fills the recruitment box).
  expect(await bannerNation(page)).toBe(first);
  await act(page, page.locator('[data-field="scientia"]'));
  await act(page, moves(page).locator('[data-move="unit.recruit"]').first());
  await expect(log(page)).toContainText('recruited a');
  await end(page, /End SCIENTIA/);
  await end(page, /End founding and the turn/);

  // Turn 4: production.
  await act(page, page.locator('[data-field="aurum"]'));
  await expect(log(page)).toContainText(/produced \d+ gold/);
  await end(page, /End founding and the turn/);

  // Turn 5: a maneuver moves the legion, clicked on the map, to an empty city site, and a city is founded there.
  await act(page, page.locator('[data-field="duellum-2"]'));
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
  await act(page, moves(page).getByRole('button', { name: new RegExp(`city in ${regionName(step!.to)}`) }).first());
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
  await act(page, moves(page).getByRole('button', { name: new RegExp(`^Conquer ${regionName(found.move.to)}`) }));
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

  // Undo, strict (several people at the screen): the defender's own moves of this turn come back, then undo
  // stops at the attacker's move.
  await page.getByLabel('several players: undo own moves only').check();
  await act(page, moves(page).locator('[data-move="rondel.select"]').first());
  await expect(log(page).locator('li', { hasText: /moved to/ }).last()).toContainText(nationName(defender));
  const count = await moveCount(page);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => moveCount(page)).toBe(count - 1);
  // What was taken back is said, not only a line gone from the log.
  await expect(page.getByTestId('notice')).toContainText(/^Took back: /);
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
  await expect(notice).toContainText("it is a game of 'antike-east', not of 'antike-duellum'");
  await expect(notice.getByRole('link', { name: "open antike-east's play page" })).toHaveAttribute('href', '/rulesets/antike-east/play');
  // A ruleset this library lacks has no page to send the file to: said so, instead of a link to a 404.
  await file.setInputFiles({ name: 'elsewhere.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ rulesetId: 'antike-nonexistent', seed: 1, players: 2, moves: [] })) });
  await expect(notice).toContainText("it is a game of 'antike-nonexistent', which is not in your library");
  await expect(notice.getByRole('link')).toHaveCount(0);
  // Another JSON file, and a later format.
  await file.setInputFiles({ name: 'hello.json', mimeType: 'application/json', buffer: Buffer.from('{"hello":"world"}') });
  await expect(notice).toContainText('hello.json was not loaded: it is not a Rondel saved game');
  await file.setInputFiles({ name: 'future.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ ...saved, version: 7 })) });
  await expect(notice).toContainText('future.json was not loaded: it is a saved game of format version 7, and this Rondel reads version 1');
  expect(await moveCount(page)).toBe(12);

  page.once('dialog', (d) => d.accept());
  await newGame(page, { seed: 5 });
  expect(await moveCount(page)).toBe(0);
  await file.setInputFiles({ name: 'saved.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(saved)) });
  await expect(notice).toContainText('Loaded saved.json: 12 moves replayed');
  expect(await moveCount(page)).toBe(12);
  await expect(page.getByTestId('seed')).toHaveText(String(found.seed));
});

test('bots choose in a worker: two heuristic bots play exactly the moves the engine\'s bot chooses for the same state and stream', async ({ page }) => {
  await page.goto('/rulesets/antike-duellum/play');
  await newGame(page, { seed: 4, seats: ['heuristic bot', 'heuristic bot'] });
  await page.getByLabel('bot speed').selectOption('fast');
  await expect.poll(() => moveCount(page), { timeout: 30_000 }).toBeGreaterThan(60);
  await page.getByRole('button', { name: 'Pause bots' }).click();
  const played = await moveCount(page);
  // The address is written after the move shows (gameAddress is async: the link may be compressed), so it is read
  // once it has caught up with the count.
  await expect.poll(() => recordFromUrl(page.url()).moves.length).toBeGreaterThanOrEqual(played);
  const record = recordFromUrl(page.url());
  // The page's session starts the bots' stream at seedState(seed ^ 0x5eed) (app/_lib/play-model.ts).
  let state = createGame(rules(), { seed: 4, players: 2 });
  let rng = seedState(4 ^ 0x5eed);
  for (const [i, made] of record.moves.entries()) {
    const [move, next] = bots.heuristic(rules(), state, legalMoves(rules(), state), rng);
    expect(made, `move ${i + 1}`).toEqual(move);
    rng = next;
    const result = applyMove(rules(), state, made);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
});

test('the strongest bot and a named strategy play their seats: MCTS and the conqueror choose in the worker what the engine\'s bots of those names choose, and the game records them by name', async ({ page }) => {
  await page.goto('/rulesets/antike-duellum/play');
  // The guide beside the seats says what each bot does and names it as the command line does.
  await page.getByText('New game: players, bots and seed').click();
  await page.getByTestId('bot-guide').getByText('What the bots do').click();
  await expect(page.getByTestId('bot-guide').locator('[data-seat="mcts:1000"]')).toContainText('MCTS bot mcts:1000the strongest');
  await expect(page.getByTestId('bot-guide').locator('[data-seat="heuristic:conqueror"]')).toContainText('toward conquest');
  await expect(page.getByTestId('bot-guide').locator('[data-seat="mcts"]')).toContainText('quick MCTS bot mctsMCTS at 200 iterations a decision');
  await expect(page.getByTestId('bot-guide').locator('[data-seat="mcts"]')).toContainText('it won 54 of 80 games (68%) against the heuristic bot');
  await page.getByText('New game: players, bots and seed').click();
  await newGame(page, { seed: 4, seats: ['MCTS bot', 'conqueror bot'] });
  await page.getByLabel('bot speed').selectOption('fast');
  await expect(page.getByTestId('board-seat').filter({ hasText: 'MCTS bot' })).toHaveCount(1);
  await expect(page.getByTestId('board-seat').filter({ hasText: 'conqueror bot' })).toHaveCount(1);
  await expect.poll(() => moveCount(page), { timeout: 60_000 }).toBeGreaterThan(24);
  await page.getByRole('button', { name: 'Pause bots' }).click();
  const record = recordFromUrl(page.url());
  expect(record.seats).toEqual(['mcts:1000', 'heuristic:conqueror']);
  // One stream for both bots, from seedState(seed ^ 0x5eed) (app/_lib/play-model.ts), passed on by each choice.
  let state = createGame(rules(), { seed: 4, players: 2 });
  let rng = seedState(4 ^ 0x5eed);
  const byName = { 'mcts:1000': botByName('mcts:1000')!, 'heuristic:conqueror': botByName('heuristic:conqueror')! };
  let searched = 0;
  for (const [i, made] of record.moves.entries()) {
    const nation = decidingNation(state);
    const seat = record.seats[state.controllers.findIndex((nations) => nations.includes(nation))] as keyof typeof byName;
    const legal = legalMoves(rules(), state);
    if (seat === 'mcts:1000' && legal.length > 1 && state.turn.phase !== 'rondel') searched++;
    const [move, next] = byName[seat](rules(), state, legal, rng);
    expect(made, `move ${i + 1} (${seat})`).toEqual(move);
    rng = next;
    const result = applyMove(rules(), state, made);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
  // The tree search itself chose some of these moves (in these first rounds MCTS plays its rondel fields by the
  // planner's opening line).
  expect(searched).toBeGreaterThan(0);
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
    await act(page, moves(page).locator('[data-move="rondel.select"]').first());
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

test('payment picker: an extra rondel step offers every legal payment, chips before coins, and the chosen one is paid', async ({ page }) => {
  // A step a coin can pay among chips: the engine lists the coin second, a player looks for it last.
  const listable = (ways: ReturnType<typeof paymentsFor>) => ways.length > 2 && ways.length <= 6 && ways.some((w) => w.coin);
  const { seed, moves: before, state, found } = findPosition(rules(), (s) => legalMoves(rules(), s).find((m) => m.type === 'rondel.select' && listable(paymentsFor(rules(), s, m))) as Extract<Move, { type: 'rondel.select' }> | undefined);
  const ways = paymentsFor(rules(), state, found);
  await page.goto(hotSeatLink('antike-duellum', seed, before));
  await expect(page.getByTestId('notice')).toContainText(`Replayed the shared game: ${before.length} moves`);
  // The field's button says what the ways are ways of: how far the stone goes and what that costs (D-RON-05).
  const due = Object.values(ways[0]).reduce<number>((a, n) => a + (n ?? 0), 0);
  await expect(moves(page).getByRole('button', { name: new RegExp(`\\d+ fields: pay ${due}\\b.*\\(${ways.length} ways\\)`) })).not.toHaveCount(0);
  await page.locator(`[data-field="${found.field}"]`).click();
  const choice = page.getByTestId('choice');
  await expect(choice).toContainText(new RegExp(`\\d+ fields cost ${due} — how do you pay\\?`));
  await expect(choice.locator('[data-choice]')).toHaveCount(ways.length);
  // As a player reads them, not in the engine's order: chips first, in the ruleset's order, coins last (D-COIN-01).
  const listed = paymentsInPlayerOrder(rules(), ways);
  await expect(choice.locator('[data-choice]')).toHaveText(listed.map((w) => `pay ${describeBag(w, rules())}`));
  const coins = listed.map((w) => w.coin ?? 0);
  expect(coins).toEqual([...coins].sort((a, b) => a - b));
  await page.screenshot({ path: 'test-results/play-payment-picker.png', fullPage: true });
  // Not the default: the last way offered.
  const last = listed.at(-1)!;
  expect(last).not.toEqual(ways[0]);
  await choice.locator('[data-choice]').last().click();
  const after = await stateOnPage(page, rules(), before.length + 1);
  const made = recordFromUrl(page.url()).moves.at(-1) as Extract<Move, { type: 'rondel.select' }>;
  expect(made).toEqual({ ...found, payment: last });
  const me = state.nations[state.turn.active];
  const expected = applyMove(rules(), state, { ...found, payment: last });
  expect(expected.ok && expected.state.nation[me].stock).toEqual(after.nation[me].stock);
  const byDefault = applyMove(rules(), state, found);
  expect(byDefault.ok && byDefault.state.nation[me].stock).not.toEqual(after.nation[me].stock);
});

test('payment stepper: a price with many ways to pay is chosen kind by kind, and only a legal mix can be paid', async ({ page }) => {
  const { seed, moves: before, state, found } = findPosition(rules(), (s) => legalMoves(rules(), s).find((m) => m.type === 'rondel.select' && paymentsFor(rules(), s, m).length > 6) as Extract<Move, { type: 'rondel.select' }> | undefined);
  const ways = paymentsFor(rules(), state, found);
  await page.goto(hotSeatLink('antike-duellum', seed, before));
  await expect(page.getByTestId('notice')).toContainText('Replayed the shared game');
  await page.locator(`[data-field="${found.field}"]`).click();
  const chooser = page.getByTestId('payment-chooser');
  await expect(chooser).toContainText(`or choose another of the ${ways.length} ways`);
  // A wall of buttons no more: the usual way and the chosen one.
  await expect(page.getByTestId('choice').locator('[data-choice]')).toHaveCount(2);
  // The last way offered, reached kind by kind from the default.
  const target = ways.at(-1)!;
  const kinds = await chooser.locator('[data-currency]').evaluateAll((els) => els.map((e) => e.getAttribute('data-currency')!));
  const shown = async (kind: string) => Number(await chooser.locator(`[data-currency="${kind}"] output`).innerText());
  // Lower first, then raise: the mix passes through sums the price does not take, and Pay waits for a legal one.
  for (const kind of kinds) while ((await shown(kind)) > (target[kind] ?? 0)) await chooser.locator(`[data-currency="${kind}"] button`).first().click();
  await expect(page.getByTestId('pay-chosen')).toBeDisabled();
  await expect(page.getByTestId('payment-problem')).toContainText('the price is');
  for (const kind of kinds) while ((await shown(kind)) < (target[kind] ?? 0)) await chooser.locator(`[data-currency="${kind}"] button`).last().click();
  await expect(page.getByTestId('pay-chosen')).toBeEnabled();
  await page.screenshot({ path: 'test-results/play-payment-stepper.png', fullPage: true });
  await page.getByTestId('pay-chosen').click();
  await stateOnPage(page, rules(), before.length + 1);
  expect(recordFromUrl(page.url()).moves.at(-1)).toEqual({ ...found, payment: target });
});

test('conquest: the attacker chooses which units to give up (D-CONQ-05)', async ({ page }) => {
  const { seed, moves: before, state, found } = findPosition(rules(), (s) => legalMoves(rules(), s).find((m) => m.type === 'city.conquer' && lossesFor(rules(), s, m.region).length > 1) as Extract<Move, { type: 'city.conquer' }> | undefined);
  const ways = lossesFor(rules(), state, found.region);
  await page.goto(hotSeatLink('antike-duellum', seed, before));
  await expect(page.getByTestId('notice')).toContainText(`Replayed the shared game: ${before.length} moves`);
  await moves(page).getByRole('button', { name: new RegExp(`^Conquer ${regionName(found.region)}`) }).click();
  const choice = page.getByTestId('choice');
  await expect(choice).toContainText('Which units do you give up?');
  await expect(choice.locator('[data-choice]')).toHaveCount(ways.length);
  await choice.locator('[data-choice]').last().click();
  await stateOnPage(page, rules(), before.length + 1);
  expect(recordFromUrl(page.url()).moves.at(-1)).toEqual({ ...found, losses: ways.at(-1) });
});

test('why not: a region whose units have used their moves says so, instead of "no move involves it"', async ({ page }) => {
  const { seed, moves: before, found } = findPosition(rules(), (s) => {
    if (s.turn.phase !== 'movement' || s.pending.length) return undefined;
    const nation = s.nations[s.turn.active];
    const list = legalMoves(rules(), s);
    return Object.keys(s.units).find((region) => s.units[region][nation] && !list.some((m) => m.type === 'unit.move' && m.from === region) && !list.some((m) => 'region' in m && m.region === region));
  });
  await page.goto(hotSeatLink('antike-duellum', seed, before));
  await page.locator(`[data-region="${found}"]`).click();
  await expect(page.getByTestId('region-why')).toContainText(/used its moves this turn/);
});

test('why not: a faded rondel field says why it cannot be chosen, as the list does', async ({ page }) => {
  const { seed, moves: before, found } = findPosition(rules(), (s) => (s.turn.phase === 'rondel' && !s.pending.length ? explainMissing(rules(), s).find((m) => m.move.type === 'rondel.select') : undefined));
  await page.goto(hotSeatLink('antike-duellum', seed, before));
  const field = (found.move as Extract<Move, { type: 'rondel.select' }>).field;
  const wedge = page.locator(`[data-field="${field}"]`);
  await expect(wedge).toHaveClass(/faded/);
  await expect(wedge.locator('> title')).toContainText(`not possible now: ${found.explanation.message}`);
  await expect(page.getByTestId('why-not')).toContainText(found.explanation.message);
});

test('why not: a missing arming is explained with the price from the ruleset, and a region click gives the reason', async ({ page }) => {
  const { seed, moves: before, state, found } = findPosition(rules(), (s) => explainMissing(rules(), s).find((m) => m.move.type === 'unit.arm' && m.explanation.code === 'move/insufficient-resources'));
  await page.goto(hotSeatLink('antike-duellum', seed, before));
  const whyNot = page.getByTestId('why-not');
  await expect(whyNot).toBeVisible();
  if ((await whyNot.getAttribute('open')) === null) await whyNot.locator('summary').click();
  await expect(whyNot).toContainText(found.explanation.message);
  expect(found.explanation.message).toContain(`costs ${rules().actions.arm.cost.iron} iron (D-MIL-01)`);
  await page.screenshot({ path: 'test-results/play-why-not.png', fullPage: true });
  // The region of that city: the panel lists the arming with the same reason.
  const region = (found.move as Extract<Move, { type: 'unit.arm' }>).region;
  await page.locator(`[data-region="${region}"]`).click();
  await expect(page.getByTestId('region-panel')).toContainText(explain(rules(), state, found.move).message);

  // At the rondel step a region click says the step involves no region, naming the turn state and its rule.
  await page.goto('/rulesets/antike-duellum/play');
  await newGame(page, { seed: 4 });
  await page.locator('[data-region="genua"]').click();
  await expect(page.getByTestId('region-why')).toContainText('No move of the');
  await expect(page.getByTestId('region-why')).toContainText(/the turn is at '.+' \(D-TURN-02.*\), which involves no region/);
});

test('a price no rulebook prints is marked on its move: STRATA "pay … (price estimated, not printed)", a recruit\'s printed price is not', async ({ page }) => {
  const { seed, moves: before } = findPosition(rules(), (s) => (legalMoves(rules(), s).some((m) => m.type === 'knowhow.develop' && m.knowHow === 'strata') ? true : undefined));
  await page.goto(hotSeatLink('antike-duellum', seed, before));
  const strata = moves(page).locator('button[data-move="knowhow.develop"]', { hasText: 'STRATA' });
  await expect(strata).toContainText('(price estimated, not printed)');
  // The unit a nation recruits in SCIENTIA has a printed price: nothing is added to it.
  await expect(moves(page).locator('button[data-move="unit.recruit"]').first()).not.toContainText('estimated');
});

test('log wording: "founded an iron city"; a card effect names its nation once', async ({ page }) => {
  const { seed, moves: before, found } = findPosition(rules(), (s) => legalMoves(rules(), s).find((m) => m.type === 'city.found' && m.resource === 'iron') as Extract<Move, { type: 'city.found' }> | undefined);
  await page.goto(hotSeatLink('antike-duellum', seed, before));
  await act(page, moves(page).getByRole('button', { name: new RegExp(`^Iron city in ${regionName(found.region)}`) }));
  await expect(log(page)).toContainText(`founded an iron city in ${regionName(found.region)}`);
  await expect(log(page)).not.toContainText(/ a iron | : [A-Z]/);
});

test('hot seat: one person playing both sides takes back the other side\'s move; strict undo refuses it', async ({ page }) => {
  await page.goto('/rulesets/antike-duellum/play');
  await newGame(page, { seed: 11 });
  const first = await bannerNation(page);
  await act(page, page.locator('[data-field="militia"]'));
  await end(page, /End MILITIA/);
  await end(page, /End founding and the turn/);
  const second = await bannerNation(page);
  expect(second).not.toBe(first);
  const undo = page.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeEnabled();
  await page.getByLabel('several players: undo own moves only').check();
  await expect(undo).toBeDisabled();
  await expect(page.getByRole('toolbar', { name: 'game' })).toContainText(/only your own moves can be taken back|a new turn has begun/);
  await page.getByLabel('several players: undo own moves only').uncheck();
  const count = await moveCount(page);
  await undo.click();
  await expect.poll(() => moveCount(page)).toBe(count - 1);
  expect(await bannerNation(page)).toBe(first);
  await expect(page.getByRole('toolbar', { name: 'game' })).not.toContainText('only your own moves');
});

test('a missing ruleset id gets "did you mean" and a link to the library, not a bare 404', async ({ page }) => {
  for (const tail of ['play', 'edit']) {
    await page.goto(`/rulesets/antike-duelum/${tail}`);
    const notice = page.getByTestId('missing-ruleset');
    await expect(notice).toContainText("No ruleset or variant has the id ‘antike-duelum’; did you mean antike-duellum?");
    await expect(notice.getByRole('link', { name: 'antike-duellum' })).toHaveAttribute('href', `/rulesets/antike-duellum/${tail}`);
    await expect(notice.getByRole('link', { name: 'library' })).toHaveAttribute('href', '/');
  }
  await page.goto('/rulesets/antike-duelum');
  await expect(page.getByTestId('missing-ruleset')).toContainText('did you mean antike-duellum?');
  await page.getByTestId('missing-ruleset').getByRole('link', { name: 'antike-duellum' }).click();
  await expect(page.getByTestId('map-view')).toBeVisible();
});

for (const board of [
  { id: 'antike-duellum', players: 2, moves: 90 },
  { id: 'antike-duellum-greece-persia', players: 2, moves: 90 },
  { id: 'antike-east', players: 6, moves: 160 },
]) {
  test(`a board people can read: ${board.id}, ${board.players} nations: unit icons with counts, names clear of each other, a legend that matches`, async ({ page, request }) => {
    const rules = await fetchRuleset(request, board.id);
    const { seed, moves: played, state } = findPosition(rules, (s) => (s.moveCount >= board.moves ? true : undefined), { players: board.players, seeds: 5, length: board.moves + 1 });
    await page.goto(hotSeatLink(board.id, seed, played, board.players));
    await expect(page.getByTestId('notice')).toContainText(`Replayed the shared game: ${played.length} moves`);
    const map = page.getByTestId('map-view');
    // Units: an icon per type with its count, no "2L 1G" text tags.
    const expected = Object.entries(state.units).flatMap(([region, byNation]) => Object.entries(byNation).flatMap(([nation, counts]) => Object.entries(counts).filter(([, n]) => n > 0).map(([unit, n]) => ({ region, nation, unit, n }))));
    expect(expected.length).toBeGreaterThan(0);
    for (const u of expected.slice(0, 12)) await expect(map.locator(`[data-region="${u.region}"] [data-units="${u.nation}"] [data-unit="${u.unit}"]`)).toHaveAttribute('data-count', String(u.n));
    await expect(map.locator('.unit-text')).toHaveCount(0);
    // Names: no two overlap and none is cut off at the edge of the picture.
    const boxes = await map.locator('.region-label').evaluateAll((els) => els.map((e) => { const r = e.getBoundingClientRect(); return { text: e.textContent, x0: r.left, y0: r.top, x1: r.right, y1: r.bottom }; }));
    const svg = (await map.locator('svg').first().boundingBox())!;
    const overlaps: string[] = [];
    for (let i = 0; i < boxes.length; i++) {
      const a = boxes[i];
      if (a.x0 < svg.x - 1 || a.x1 > svg.x + svg.width + 1) overlaps.push(`${a.text} cut off`);
      for (let j = i + 1; j < boxes.length; j++) {
        const b = boxes[j];
        if (a.x0 < b.x1 - 0.5 && b.x0 < a.x1 - 0.5 && a.y0 < b.y1 - 0.5 && b.y0 < a.y1 - 0.5) overlaps.push(`${a.text} / ${b.text}`);
      }
    }
    expect(overlaps).toEqual([]);
    // The legend names every nation of the game with its token, and the unit types with their icons.
    const legend = page.getByTestId('map-legend');
    for (const nation of state.nations) await expect(legend.locator(`[data-legend-nation="${nation}"]`)).toContainText(rules.map.nations[nation].name);
    for (const unit of Object.keys(rules.units)) await expect(legend.locator(`[data-legend-unit="${unit}"]`)).toBeVisible();
    const tokenFill = await map.locator(`[data-city="${state.nations[0]}"]`).first().getAttribute('fill');
    expect(await legend.locator(`[data-legend-nation="${state.nations[0]}"] circle`).getAttribute('fill')).toBe(tokenFill);
    await map.screenshot({ path: `test-results/board-${board.id}-${board.players}.png` });
  });
}

test.describe('the address starts a game: ?seed=, ?players=, ?bots=', () => {
  test('?seed=42 starts seed 42 (the game the engine makes from it), the New game panel shows it, and a reload keeps the moves made', async ({ page }) => {
    await page.goto('/rulesets/antike-duellum/play?seed=42');
    await expect(page.getByTestId('seed')).toHaveText('42');
    await expect(page.getByTestId('notice')).toHaveCount(0);
    // The start player is drawn from the seed (D-SET-06): the page's is the engine's for seed 42.
    expect(await bannerNation(page)).toBe(decidingNation(createGame(rules(), { seed: 42, players: 2 })));
    await page.getByText('New game: players, bots and seed').click();
    await expect(page.getByLabel('seed', { exact: true })).toHaveValue('42');
    await expect(page.getByLabel('player 2')).toHaveValue('human');
    // The address becomes the game's own link at once, so a reload replays the game in progress.
    await expect.poll(() => new URL(page.url()).searchParams.has('seed')).toBe(false);
    await act(page, page.locator('[data-field="militia"]'));
    await expect(log(page)).toContainText('moved to MILITIA');
    await expect.poll(() => recordFromUrl(page.url()).moves.length).toBe(1);
    expect(recordFromUrl(page.url())).toMatchObject({ seed: 42, players: 2, seats: ['human', 'human'] });
    await page.reload();
    await expect(page.getByTestId('seed')).toHaveText('42');
    expect(await moveCount(page)).toBe(1);
  });

  test('?bots= seats the named bots, by the names the seats have, and they play', async ({ page }) => {
    // The bot sits where the start player drawn from seed 4 sits (D-SET-06), so it moves without anyone asking.
    const start = createGame(rules(), { seed: 4, players: 2 });
    const seats = start.controllers.map((nations) => (nations.includes(decidingNation(start)) ? 'heuristic' : 'human'));
    await page.goto(`/rulesets/antike-duellum/play?seed=4&bots=${seats.join(',')}`);
    await expect(page.getByTestId('seed')).toHaveText('4');
    await page.getByText('New game: players, bots and seed').click();
    await expect(page.getByLabel('player 1')).toHaveValue(seats[0]);
    await expect(page.getByLabel('player 2')).toHaveValue(seats[1]);
    await expect.poll(() => moveCount(page), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(recordFromUrl(page.url()).seats).toEqual(seats);
  });

  test('a bad ?seed= or ?players= opens the page with a notice naming each and what it may be; the address keeps them until the person acts', async ({ page }) => {
    await page.goto('/rulesets/antike-duellum/play?seed=x&players=3');
    const notice = page.getByTestId('notice');
    await expect(notice).toContainText('Not used from the address: seed=x is not a seed: a seed is a whole number from -2147483648 to 2147483647, such as seed=42; players=3 cannot be played here: players is 2, the only player count this ruleset has a lineup for.');
    const seed = (await page.getByTestId('seed').innerText()).trim();
    expect(seed).toMatch(/^\d+$/);
    await expect(notice).toContainText(`Started instead with seed ${seed} (chosen at random) and 2 players; choose them under “New game: players, bots and seed”.`);
    await expect(page.getByTestId('map-view')).toBeVisible();
    await page.screenshot({ path: 'test-results/play-bad-seed.png' });
    // The address is the one typed until a move is made: a reload says the same again.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).search).toBe('?seed=x&players=3');
    await act(page, page.locator('[data-field="militia"]'));
    await expect.poll(() => new URL(page.url()).searchParams.has('game')).toBe(true);
    expect(recordFromUrl(page.url()).seed).toBe(Number(seed));
  });

  test('a shared game wins over ?seed=, and the notice says the seed was not used', async ({ page }) => {
    await page.goto(`${linkFor({ rulesetId: 'antike-duellum', seed: 9, players: 2, seats: ['human', 'human'], moves: [] })}&seed=42&bots=human,heuristic`);
    await expect(page.getByTestId('seed')).toHaveText('9');
    await expect(page.getByTestId('notice')).toContainText('Replayed the shared game: 0 moves, seed 9.');
    await expect(page.getByTestId('notice')).toContainText('The address’s seed=42 and bots=human,heuristic were not used: the shared game (game=) sets its own seed, players and seats.');
  });
});
