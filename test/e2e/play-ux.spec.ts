/**
 * The play page's review fixes: a shared link that does not fully load loses nothing, undo against bots reaches
 * the person's own last move, replay says which move it shows, and small wording and status fixes.
 */
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { applyMove, createGame, decidingNation, legalMoves, paymentsFor, type GameEvent, type GameState, type Move } from '../../engine/index';
import type { Ruleset } from '../../engine/ruleset/types';
import { bannerNation, expect, fetchRuleset, linkFor, moveCount, randomMoves, recordFromUrl, test } from './support';

let duellum: Ruleset;
const moves = (page: Page) => page.getByTestId('moves');
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'game' });

test.beforeAll(async ({ request }) => {
  duellum = await fetchRuleset(request, 'antike-duellum');
});

function stateAfter(rules: Ruleset, seed: number, list: Move[]): GameState {
  let state = createGame(rules, { seed });
  for (const m of list) {
    const r = applyMove(rules, state, m);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  return state;
}

/** Clicks the first move the panel offers (taking the first way where it asks how to pay or what to give up). */
async function playAnyMove(page: Page) {
  await moves(page).locator('button[data-move]:visible, button.primary:visible').first().click();
  const choice = page.getByTestId('choice');
  if (await choice.waitFor({ state: 'visible', timeout: 400 }).then(() => true, () => false)) await choice.locator('[data-choice]').first().click();
}

test('a link with a refused move loads the moves before it, names the refused one, and keeps the address', async ({ page }) => {
  // A game cut mid-turn, then a rondel move the turn does not accept there (D-TURN-02), then one more move.
  const all = randomMoves(duellum, 7, 40);
  let n = 6;
  while (legalMoves(duellum, stateAfter(duellum, 7, all.slice(0, n))).some((m) => m.type === 'rondel.select')) n++;
  const valid = all.slice(0, n);
  const field = duellum.rondel.order[0];
  const record = { rulesetId: 'antike-duellum', seed: 7, players: 2, seats: ['human', 'human'], moves: [...valid, { type: 'rondel.select', field } as Move, all[n]] };
  const link = linkFor(record);
  await page.goto(link);
  const notice = page.getByTestId('notice');
  await expect(notice).toContainText(`move ${n + 1} of ${n + 2} (${duellum.rondel.fields[field].name}) is refused: 'rondel.select' is not possible now`);
  await expect(notice).toContainText(`Loaded the ${n} moves before it; the remaining 2 moves (moves ${n + 1}–${n + 2}) were not applied`);
  expect(await moveCount(page)).toBe(n);
  await expect(page.getByTestId('seed')).toHaveText('7');
  // The address is the link as it came, not the game shown, until the person acts.
  await page.waitForTimeout(800);
  expect(new URL(page.url()).search).toBe(new URL(link, 'http://x').search);
  await page.screenshot({ path: 'test-results/play-refused-link.png' });

  // The whole record, moves not applied included, can be kept as a file.
  const download = page.waitForEvent('download');
  await notice.getByRole('button', { name: /Save the link’s whole record/ }).click();
  const saved = JSON.parse(readFileSync((await (await download).path())!, 'utf8'));
  expect(saved.moves).toEqual(record.moves);

  // Playing on from the moves that replayed: now the address follows the game, and the notice stays.
  await playAnyMove(page);
  await expect.poll(() => recordFromUrl(page.url()).moves.length).toBe(n + 1);
  expect(recordFromUrl(page.url()).moves.slice(0, n)).toEqual(valid);
  await expect(notice).toContainText('is refused');
});

test('a damaged link keeps the address; a game of another ruleset links to its page with the same game', async ({ page }) => {
  const damaged = '/rulesets/antike-duellum/play?game=eyJydWxlc2V0SWQiOiJhbnRpa2UtZHVl';
  await page.goto(damaged);
  await expect(page.getByTestId('notice')).toContainText('The link could not be read: the link is damaged');
  await expect(page.getByTestId('notice')).toContainText('The address still holds the link as it came');
  await page.waitForTimeout(800);
  expect(new URL(page.url()).search).toBe('?game=eyJydWxlc2V0SWQiOiJhbnRpa2UtZHVl');

  const played = randomMoves(duellum, 5, 4);
  const link = linkFor({ rulesetId: 'antike-duellum', seed: 5, players: 2, seats: ['human', 'human'], moves: played });
  const query = new URL(link, 'http://x').search;
  await page.goto(`/rulesets/antike-east/play${query}`);
  const other = page.getByTestId('notice').getByRole('link', { name: 'open it with antike-duellum' });
  await expect(other).toHaveAttribute('href', `/rulesets/antike-duellum/play${query}`);
  await page.waitForTimeout(800);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/rulesets/antike-east/play${query}`);
  await other.click();
  await expect(page.getByTestId('notice')).toContainText('Replayed the shared game: 4 moves');
  expect(recordFromUrl(page.url()).moves).toEqual(played);
});

test('against a bot, "Undo to my last decision" takes back my move and the bot\'s answers', async ({ page }) => {
  await page.goto('/rulesets/antike-duellum/play');
  await page.getByText('New game: players, bots and seed').click();
  await page.getByLabel('player 2').selectOption({ label: 'random bot' });
  await page.getByLabel('seed', { exact: true }).fill('3');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.getByLabel('bot speed').selectOption('fast');
  // My turn (the Romans), played to its end; the bot answers with its own turn.
  await expect.poll(() => bannerNation(page), { timeout: 15_000 }).toBe('romans');
  await moves(page).locator('[data-move="rondel.select"]').first().click();
  const choice = page.getByTestId('choice');
  if (await choice.waitFor({ state: 'visible', timeout: 400 }).then(() => true, () => false)) await choice.locator('[data-choice]').first().click();
  while (await moves(page).getByRole('button', { name: /^End / }).count()) await moves(page).getByRole('button', { name: /^End / }).click();
  await expect.poll(() => bannerNation(page), { timeout: 15_000 }).toBe('carthaginians');
  await expect.poll(() => bannerNation(page), { timeout: 15_000 }).toBe('romans');

  const record = recordFromUrl(page.url());
  await expect.poll(() => moveCount(page)).toBe(record.moves.length);
  // My last move: the last one the Romans decided.
  let state = createGame(duellum, { seed: 3, players: 2 });
  let mine = -1;
  for (const [i, m] of record.moves.entries()) {
    if (decidingNation(state) === 'romans') mine = i;
    const r = applyMove(duellum, state, m);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  expect(mine).toBeGreaterThanOrEqual(0);
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeDisabled();
  await expect(toolbar(page)).toContainText("the last move was the bot's");
  await expect(toolbar(page)).toContainText('“Undo to my last decision” takes back your');
  await page.screenshot({ path: 'test-results/play-undo-to-mine.png' });
  await page.getByRole('button', { name: 'Undo to my last decision' }).click();
  await expect.poll(() => moveCount(page)).toBe(mine);
  await expect(page.getByTestId('notice')).toContainText(/^Took back: .+, and \d+ moves? after it \(\d+ bot moves?\)\./);
  await expect.poll(() => recordFromUrl(page.url()).moves).toEqual(record.moves.slice(0, mine));
  expect(await bannerNation(page)).toBe('romans');
  // The bots wait for me (I decide); a moment later nothing has moved.
  await page.waitForTimeout(500);
  expect(await moveCount(page)).toBe(mine);
  await expect(page.getByRole('button', { name: 'Undo to my last decision' })).toHaveCount(0);
});

test('replay: the header says which move is shown, and the log shows that move\'s events', async ({ page }) => {
  const played = randomMoves(duellum, 9, 120);
  await page.goto(linkFor({ rulesetId: 'antike-duellum', seed: 9, players: 2, seats: ['human', 'human'], moves: played }).replace('?', '#'));
  await expect(page.getByTestId('notice')).toContainText('Replayed the shared game: 120 moves');
  await page.getByLabel('position in the game').fill('40');
  await expect(page.getByTestId('replay-at')).toHaveText('move 40 of 120');
  await expect(toolbar(page)).not.toContainText('120 moves');
  const before = stateAfter(duellum, 9, played.slice(0, 39));
  const made = applyMove(duellum, before, played[39]);
  if (!made.ok) throw new Error(made.error.message);
  const texts = made.events.map((e) => e.text);
  const viewed = page.getByTestId('event-log').locator('[data-viewed]');
  await expect(viewed).toHaveText(texts);
  // The move shown is in view inside the log, not scrolled away at its newest lines.
  const box = (await page.getByTestId('event-log').boundingBox())!;
  const last = (await viewed.last().boundingBox())!;
  expect(last.y).toBeGreaterThanOrEqual(box.y - 1);
  expect(last.y + last.height).toBeLessThanOrEqual(box.y + box.height + 1);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'test-results/play-replay-40.png' });
  await page.getByRole('button', { name: 'Back to the current position' }).click();
  await expect(toolbar(page)).toContainText('· 120 moves');
  await expect(page.getByTestId('event-log').locator('[data-viewed]')).toHaveCount(0);
});

test('replay: at an earlier position where the bot was to move, the banner does not say the bot is thinking', async ({ page }) => {
  // The bot's nation opens; it takes a production field and ends its turn, then the person is to move (D-TURN-02).
  const start = createGame(duellum, { seed: 4 });
  const botSeat = start.controllers.findIndex((list) => list.includes(start.nations[start.turn.active]));
  const seats = botSeat === 0 ? ['heuristic', 'human'] : ['human', 'heuristic'];
  const played: Move[] = [{ type: 'rondel.select', field: 'ferrum' }, { type: 'phase.end' }];
  expect(decidingNation(stateAfter(duellum, 4, played))).not.toBe(start.nations[start.turn.active]);
  await page.goto(linkFor({ rulesetId: 'antike-duellum', seed: 4, players: 2, seats, moves: played }));
  await expect(page.getByTestId('notice')).toContainText('Replayed the shared game: 2 moves');
  await page.getByRole('button', { name: 'one move back' }).click();
  await expect(page.getByTestId('turn-banner')).toContainText('You are looking at an earlier position');
  const seatBadge = page.getByTestId('turn-banner').locator('.badge', { hasText: 'heuristic bot' });
  await expect(seatBadge).toHaveText('heuristic bot');
  await page.getByRole('button', { name: 'Back to the current position' }).click();
  await expect(seatBadge).toHaveCount(0);
});

test('"1 move", singular; the replay notice goes once I play on; an unknown ruleset is a 404 with "did you mean"', async ({ page }) => {
  const one = randomMoves(duellum, 11, 1);
  await page.goto(linkFor({ rulesetId: 'antike-duellum', seed: 11, players: 2, seats: ['human', 'human'], moves: one }));
  await expect(page.getByTestId('notice')).toContainText('Replayed the shared game: 1 move, seed 11');
  await expect(toolbar(page)).toContainText('· 1 move');
  await expect(toolbar(page)).not.toContainText('1 moves');
  await expect(page.getByTestId('replay')).toContainText('current position (1 move)');
  await playAnyMove(page);
  await expect.poll(() => moveCount(page)).toBe(2);
  await expect(page.getByTestId('notice')).toHaveCount(0);

  const response = await page.goto('/rulesets/does-not-exist/play');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('missing-ruleset')).toContainText('No ruleset or variant has the id ‘does-not-exist’');
  await expect(page.getByTestId('missing-ruleset').getByRole('link', { name: 'library' })).toHaveAttribute('href', '/');
  const edit = await page.goto('/rulesets/antike-duelum/edit');
  expect(edit?.status()).toBe(404);
  await expect(page.getByTestId('missing-ruleset').getByRole('link', { name: 'antike-duellum' })).toHaveAttribute('href', '/rulesets/antike-duellum/edit');
});

test('two nations per player: each board and the turn banner name the player who runs the nation (A-SET-12)', async ({ page }) => {
  await page.goto('/rulesets/antike-two-players/play');
  // Player 1 runs the Persians and the Phoenicians, player 2 the Greeks and the Arabs; the Phoenicians start.
  const seat = (nation: string) => page.locator(`.player-board[data-nation="${nation}"]`).getByTestId('board-seat');
  await expect(seat('persians')).toHaveText('player 1, person');
  await expect(seat('phoenicians')).toHaveText('player 1, person');
  await expect(seat('greeks')).toHaveText('player 2, person');
  await expect(seat('arabs')).toHaveText('player 2, person');
  await expect(page.getByTestId('turn-banner')).toContainText('Turn of the Phoenicians');
  await expect(page.getByTestId('banner-player')).toHaveText('player 1');

  // One nation each: the nation is the player, and nothing is added.
  await page.goto('/rulesets/antike-duellum/play');
  await expect(page.locator('.player-board[data-nation="romans"]').getByTestId('board-seat')).toHaveText('person');
  await expect(page.getByTestId('banner-player')).toHaveCount(0);
});

test("a decision I owe during the bot's turn is mine to make here, not a seat to hand over; in hot seat it is", async ({ page }) => {
  // Seed 11: the Romans (a bot) reach a personage on move 10, so the Carthaginians (me) take a card from the display.
  const moves: Move[] = [
    { type: 'rondel.select', field: 'ferrum' }, { type: 'phase.end' },
    { type: 'rondel.select', field: 'marmor' }, { type: 'phase.end' },
    { type: 'rondel.select', field: 'aurum' }, { type: 'phase.end' },
    { type: 'rondel.select', field: 'scientia' }, { type: 'knowhow.develop', knowHow: 'strata' }, { type: 'phase.end' }, { type: 'phase.end' },
  ];
  const banner = page.getByTestId('turn-banner');
  await page.goto(linkFor({ rulesetId: 'antike-duellum', seed: 11, players: 2, seats: ['heuristic', 'human'], moves }));
  await expect(banner).toContainText('Decision for the Carthaginians');
  await expect(page.getByTestId('banner-decision-note')).toHaveText('It is the Romans’ turn (heuristic bot), but this decision is yours: the bot waits for it.');

  await page.goto(linkFor({ rulesetId: 'antike-duellum', seed: 11, players: 2, seats: ['human', 'human'], moves }));
  await expect(banner).toContainText('Decision for the Carthaginians');
  await expect(page.getByTestId('banner-decision-note')).toContainText('hand the seat over');
});

test('each rondel field in the move list says what it leads to, not only the production fields', async ({ page }) => {
  await page.goto('/rulesets/antike-duellum/play');
  const rondel = moves(page).locator('[data-move="rondel.select"]');
  await expect(rondel.filter({ hasText: /^FERRUM/ })).toContainText('get 1 iron + 1 coin');
  await expect(rondel.filter({ hasText: /^TEMPLUM/ })).toContainText('then build temples and town walls');
  await expect(rondel.filter({ hasText: /^MILITIA/ })).toContainText('then arm units in your cities');
  await expect(rondel.filter({ hasText: /^SCIENTIA/ })).toContainText('then develop know-hows and recruit units');
  await expect(rondel.filter({ hasText: /^DUELLUM after AURUM/ })).toContainText('then move units and conquer');
});

test('on a phone an event card in the display opens to its text on a tap (a tooltip cannot be read there)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/rulesets/antike-duellum/play');
  const first = page.getByTestId('display').locator('details.card-name').first();
  await expect(first).toBeVisible();
  const card = (await first.getAttribute('data-card'))!;
  const text = first.locator('.tap-note-text');
  await expect(text).toBeHidden();
  await first.locator('summary').click();
  await expect(text).toBeVisible();
  // The card's own printed text where it has one (D-EV-12), else the text its effects generate, marked as such.
  const info = duellum.eventCards!.cards[card];
  if (info.text) await expect(text).toContainText(info.text);
  else await expect(text).toContainText('generated from its effects');
});

/** A hot-seat game from a seed, cut at the first position `hit` accepts (random moves, deterministic). */
function cutAt(rules: Ruleset, seed: number, hit: (state: GameState, played: Move[]) => boolean): { moves: Move[]; state: GameState } {
  const all = randomMoves(rules, seed, 400);
  let state = createGame(rules, { seed });
  for (let n = 0; n <= all.length; n++) {
    if (hit(state, all.slice(0, n))) return { moves: all.slice(0, n), state };
    const next = applyMove(rules, state, all[n]);
    if (!next.ok) throw new Error(next.error.message);
    state = next.state;
  }
  throw new Error('no position found');
}

const hotSeat = (seed: number, played: Move[]) => linkFor({ rulesetId: 'antike-duellum', seed, players: 2, seats: ['human', 'human'], moves: played }).replace('?', '#');

test.describe('on a phone (390 x 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a paid rondel field tapped on the rondel drawing opens its payment question in view, not a screen above', async ({ page }) => {
    // The rondel is drawn under the map; the question opens above the move list, at the top of the page.
    const { moves: played, state } = cutAt(duellum, 5, (s) => legalMoves(duellum, s).some((m) => m.type === 'rondel.select' && paymentsFor(duellum, s, m).length > 1));
    const field = legalMoves(duellum, state).find((m): m is Extract<Move, { type: 'rondel.select' }> => m.type === 'rondel.select' && paymentsFor(duellum, state, m).length > 1)!.field;
    await page.goto(hotSeat(5, played));
    await expect(page.getByTestId('notice')).toContainText(`Replayed the shared game: ${played.length} moves`);
    await page.locator(`[data-field="${field}"]`).click();
    await expect(page.getByTestId('choice')).toBeInViewport();
    await expect(page.getByTestId('choice').locator('h4')).toBeInViewport();
  });

  test('a move refused from the rondel drawing says why in view', async ({ page }) => {
    // At founding the rondel takes no move: a tap on a field is refused, and the refusal opens above the moves.
    const { moves: played } = cutAt(duellum, 5, (s, p) => p.length > 2 && s.turn.phase === 'found' && !s.pending.length);
    await page.goto(hotSeat(5, played));
    await expect(page.getByTestId('notice')).toContainText(`Replayed the shared game: ${played.length} moves`);
    await page.locator('[data-field]').first().click();
    await expect(page.getByTestId('attempt')).toContainText('Not allowed');
    await expect(page.getByTestId('attempt')).toBeInViewport();
  });

  test('a region tapped on the map opens its panel right under the map, in view', async ({ page }) => {
    await page.goto('/rulesets/antike-duellum/play');
    const region = page.locator('[data-region="carthago"]');
    await region.scrollIntoViewIfNeeded();
    await region.click();
    const panel = page.getByTestId('region-panel');
    await expect(panel).toContainText('Carthago');
    await expect(panel).toBeInViewport();
    // Between the map and the rondel: after the rondel and the bank it was a screen and a half below the tap.
    const top = (locator: ReturnType<Page['locator']>) => locator.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(await top(panel)).toBeGreaterThan(await top(page.getByTestId('map-view')));
    expect(await top(panel)).toBeLessThan(await top(page.locator('.rondel-view')));
  });

  test("the bots' moves since my last one are beside my moves, not only in the log screens below", async ({ page }) => {
    // Player 2 (the Carthaginians) is a bot whose last moves lead to my turn.
    const bot = (s: GameState) => s.controllers[1].includes(decidingNation(s));
    let since: GameEvent[] = [];
    const { moves: played } = cutAt(duellum, 8, (s, p) => {
      if (p.length < 8 || bot(s) || s.result) return false;
      // Replayed to learn which moves were the bot's and what they did.
      let state = createGame(duellum, { seed: 8 });
      const byBot: { bot: boolean; events: GameEvent[] }[] = [];
      for (const m of p) {
        const r = applyMove(duellum, state, m);
        if (!r.ok) throw new Error(r.error.message);
        byBot.push({ bot: bot(state), events: r.events });
        state = r.state;
      }
      const mine = byBot.findLastIndex((e) => !e.bot);
      since = byBot.slice(mine + 1).flatMap((e) => e.events).filter((e) => e.type !== 'turn.start');
      return mine >= 0 && since.length >= 2;
    });
    await page.goto(linkFor({ rulesetId: 'antike-duellum', seed: 8, players: 2, seats: ['human', 'heuristic'], moves: played }).replace('?', '#'));
    await expect(page.getByTestId('notice')).toContainText(`Replayed the shared game: ${played.length} moves`);
    const panel = page.getByTestId('bot-moves');
    await expect(panel.locator('h4')).toHaveText('Since your last move');
    await expect(panel.locator('li')).toHaveText(since.slice(-8).map((e) => e.text));
    // A screen reader hears the same lines, then whose turn it is (a status line, not drawn).
    const announcement = page.getByTestId('announcement');
    await expect(announcement).toHaveAttribute('role', 'status');
    await expect(announcement).toContainText(`Since your last move: ${since.slice(-8).map((e) => e.text).join('; ')}. `);
    await expect(announcement).toContainText(' the Romans: ');
    await expect(panel).toBeInViewport();
    const top = (locator: ReturnType<Page['locator']>) => locator.evaluate((el) => el.getBoundingClientRect().top);
    expect(await top(panel)).toBeLessThan(await top(moves(page)));
    // My move ends the bots' stretch: the lines go with it.
    await moves(page).locator('button[data-move], button.primary').first().click();
    const choice = page.getByTestId('choice');
    if (await choice.waitFor({ state: 'visible', timeout: 400 }).then(() => true, () => false)) await choice.locator('[data-choice]').first().click();
    await expect(panel).toHaveCount(0);
    await expect(announcement).not.toContainText('Since your last move');
  });
});

test('from the keyboard: a paid field\'s question takes the focus, and after a move the focus is on the list of moves, not lost to the top of the page', async ({ page }) => {
  const { moves: played, state } = cutAt(duellum, 5, (s) => legalMoves(duellum, s).some((m) => m.type === 'rondel.select' && paymentsFor(duellum, s, m).length > 1));
  const field = legalMoves(duellum, state).find((m): m is Extract<Move, { type: 'rondel.select' }> => m.type === 'rondel.select' && paymentsFor(duellum, state, m).length > 1)!.field;
  await page.goto(hotSeat(5, played));
  await expect(page.getByTestId('notice')).toContainText(`Replayed the shared game: ${played.length} moves`);
  // Loading the page moves no focus.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await page.locator(`[data-field="${field}"] .rondel-hit`).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('choice')).toBeFocused();
  await page.getByTestId('choice').locator('[data-choice]').first().focus();
  await page.keyboard.press('Enter');
  // The move is made (the stone stands on the field), its button is gone, and the focus waits on the next moves.
  await expect(page.locator(`[data-field="${field}"] [data-stone="${decidingNation(state)}"]`)).toHaveCount(1);
  await expect(moves(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(moves(page).locator('button').first()).toBeFocused();
});

test("a rondel stone's name reads as the turn banner's: the Romans’ stone", async ({ page }) => {
  const { moves: played } = cutAt(duellum, 5, (s) => Object.values(s.nation).every((n) => n.rondel));
  await page.goto(hotSeat(5, played));
  await expect(page.locator('[data-stone="romans"] title')).toHaveText('the Romans’ stone');
  await expect(page.locator('[data-stone="carthaginians"] title')).toHaveText('the Carthaginians’ stone');
});

test('keyboard: "Skip to your move" comes within the first Tabs, past the site\'s header only, and takes the focus to the decision past the map', async ({ page }) => {
  await page.goto('/rulesets/antike-duellum/play');
  await expect(page.getByTestId('turn-banner')).toBeVisible();
  const skip = page.getByRole('link', { name: 'Skip to your move' });
  let tabs = 0;
  while (tabs < 10 && !(await skip.evaluate((a) => a === document.activeElement))) {
    await page.keyboard.press('Tab');
    tabs++;
    // Nothing of the game is passed on the way: only the site's header links come before it.
    expect(await page.evaluate(() => !!document.activeElement?.closest('.play'))).toBe(await skip.evaluate((a) => a === document.activeElement));
  }
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('play-now')).toBeFocused();
  // The next Tab reaches a move of the decision, not a region of the map.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="play-now"]'))).toBe(true);
});

test('a variant\'s play page says what it changes against the ruleset it extends; a base ruleset\'s says nothing', async ({ page }) => {
  await page.goto('/rulesets/antike-duellum-special-units/play');
  const changes = page.getByTestId('play-variant-changes');
  await expect(changes).toContainText('What it changes against antike-duellum:');
  await expect(changes).toContainText('gives the Romans an Admiral');
  await expect(changes.getByRole('link', { name: 'edit' }).first()).toHaveAttribute('href', /\/rulesets\/antike-duellum-special-units\/edit\?at=/);
  await page.goto('/rulesets/antike-duellum/play');
  await expect(page.getByTestId('turn-banner')).toBeVisible();
  await expect(page.getByTestId('play-variant-changes')).toHaveCount(0);
});
