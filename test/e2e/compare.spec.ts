import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { humanMove, newPair, runBots } from '../../app/_lib/compare-model';
import { offeredMoves } from '../../app/_lib/divergence';
import { groupOf, groupOrder } from '../../app/_lib/describe-move';
import { current } from '../../app/_lib/play-model';
import type { Seat } from '../../app/_lib/game-record';
import { expect as baseExpect, fetchRuleset, saveCheapTemples, test } from './support';

// Pages that read and validate the whole library answer in well under a second, but the machine's 2 cores are
// shared: waits are generous so a busy moment is not a failure (a real failure still fails, only later).
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

/** Screenshots go to test-results/ (and to SCREENSHOT_DIR when set, to look at them outside the run). */
async function shoot(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: `test-results/${name}.png`, fullPage });
  if (process.env.SCREENSHOT_DIR) {
    mkdirSync(process.env.SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png`, fullPage });
  }
}

/** The page answers clicks once React has hydrated it. */
async function ready(page: Page) {
  await expect(page.locator('.compare[data-ready="true"]')).toBeVisible();
}

/** The worked house rule of rulesets/README.md: temples cost 5 marble instead of 6. */
async function saveTemplesAtFive(request: import('@playwright/test').APIRequestContext) {
  await saveCheapTemples(request, 'duellum-temples-five', 'antike-duellum', 'Duellum — temples cost 5');
}

test('bots stepped through Duellum and "temples cost 5" until they differ: the divergence is marked with the temple price', async ({ page, request }) => {
  await saveTemplesAtFive(request);
  // The expected first divergence, found with the same pure model the page runs (app/_lib/compare-model.ts).
  const ra = await fetchRuleset(request, 'antike-duellum');
  const rb = await fetchRuleset(request, 'duellum-temples-five');
  const made = newPair(ra, rb, { seed: 1, players: 2, seats: ['random', 'random'], botSeed: 5 });
  if (!made.ok) throw new Error(made.message);
  const expected = runBots(ra, rb, made.pair, { until: 'diverge' }, 5000).pair.first!;
  expect(expected.kind).toBe('legal-moves');

  await page.goto('/compare?a=antike-duellum&b=duellum-temples-five&seed=1&botSeed=5&seats=random,random');
  await ready(page);
  // The page opens at its top: the logs follow their newest line inside their own boxes, never by scrolling the page.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByTestId('compare-title')).toContainText('Antike Duellum — Rome vs Carthage');
  await expect(page.getByTestId('compare-title')).toContainText('Duellum — temples cost 5');
  await expect(page.getByTestId('no-divergence')).toContainText('Both games offer the same first moves');
  const sides = page.locator('.compare-side');
  await expect(sides).toHaveCount(2);
  await expect(sides.nth(0).getByTestId('map-view')).toBeVisible();
  await expect(sides.nth(1).getByTestId('rondel-view')).toBeVisible();
  await expect(sides.nth(1).getByTestId('turn-banner')).toContainText('random bot, waits for Step');

  const bots = page.getByRole('toolbar', { name: 'bots' });
  await bots.getByRole('button', { name: 'Step', exact: true }).click();
  await expect(page.getByTestId('move-count')).toContainText('Move 1 · A: 1 move · B: 1 move');
  await bots.getByLabel('move number').fill('10');
  await bots.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByTestId('move-count')).toContainText('Move 10 · A: 10 moves · B: 10 moves');
  await expect(page.getByTestId('no-divergence')).toContainText('For 10 moves both games offered the same moves');
  await shoot(page, 'compare-before');

  await bots.getByRole('button', { name: 'Run until they differ' }).click();
  const first = page.getByTestId('first-divergence');
  await expect(first).toBeVisible();
  await expect(first).toHaveAttribute('data-kind', 'legal-moves');
  await expect(first).toHaveAttribute('data-at', String(expected.at));
  await expect(first).toContainText(`Move ${expected.at}: the legal moves differ`);
  // Sentences with the side as subject (before: "Only in A: nothing", "Only in B: Temple in …").
  await expect(first.getByTestId('only-a')).toHaveText('A offers nothing B does not.');
  await expect(first.getByTestId('only-b')).toHaveText(/^Only B offers (this move|these \d+ moves): .*Temple in .*\.$/);
  // The turn step by the title its machine gives it, as the machine drawing names it (the state id was shown).
  await expect(first.getByTestId('turn-step-b')).toHaveText('“TEMPLUM”');
  // The engine of A says why it refuses the temple there.
  await expect(first.locator('.blocked')).toContainText('A refuses');
  // The rule difference that caused it, from the diff.
  const cause = first.getByTestId('causes').locator('li[data-pointer="/actions/build/temple/cost"]');
  await expect(cause).toBeVisible();
  await expect(cause).toContainText('5 marble');
  await expect(first.getByTestId('causes').locator('li')).toHaveCount(1);
  await expect(page.getByTestId('move-count')).toContainText(`Move ${expected.at - 1}`);
  // The timeline marks it; both sides stand where the offers differ.
  await expect(page.getByTestId('divergent-step')).toContainText('the legal moves differ here');
  await expect(page.getByTestId('follows-setup')).toHaveCount(0);
  // Found: the button now goes on to the next difference (it was disabled here, so a run could not go on).
  await expect(bots.getByRole('button', { name: 'Run until they differ' })).toHaveCount(0);
  await expect(bots.getByRole('button', { name: 'Run to the next difference' })).toBeEnabled();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // Inside their boxes: the timeline shows the marked step, each log its last line.
  const inBox = await page.evaluate(() => {
    const step = document.querySelector('[data-testid="divergent-step"]')!.getBoundingClientRect();
    const list = document.querySelector('[data-testid="timeline"]')!.getBoundingClientRect();
    const logs = [...document.querySelectorAll<HTMLElement>('[data-testid="event-log"]')].map((ol) => ol.scrollHeight - ol.scrollTop - ol.clientHeight);
    return { stepShown: step.top >= list.top - 1 && step.bottom <= list.bottom + 1, logsFromEnd: logs };
  });
  expect(inBox.stepShown).toBe(true);
  expect(inBox.logsFromEnd).toHaveLength(2);
  for (const fromEnd of inBox.logsFromEnd) expect(fromEnd).toBeLessThanOrEqual(1);
  await shoot(page, 'compare-diverged');
  await first.scrollIntoViewIfNeeded();
  await shoot(page, 'compare-diverged-view', false);

  // Stepping on: the marked step stays marked in the timeline.
  await bots.getByRole('button', { name: 'Step', exact: true }).click();
  await expect(page.getByTestId('move-count')).toContainText(`Move ${expected.at}`);
  await expect(page.getByTestId('divergent-step')).toHaveAttribute('value', String(expected.at));
  await first.getByRole('button', { name: 'show the positions before it' }).click();
  await expect(page.getByTestId('viewing')).toContainText(`after move ${expected.at - 1}, where the games first differ`);
});

test('heuristic bots choose in the page\'s bot worker: the same steps and divergence as the model run in Node', async ({ page, request }) => {
  await saveTemplesAtFive(request);
  // A workspace variant is not in the opening book: A's heuristic bot searches its opening in the worker. The page
  // replays the worker's slices; Node runs the whole pair at once. A worker that chose from another stream, or lost
  // the steps already made, ends elsewhere.
  const ra = await fetchRuleset(request, 'duellum-temples-five');
  const rb = await fetchRuleset(request, 'antike-duellum');
  const made = newPair(ra, rb, { seed: 2, players: 2, seats: ['heuristic', 'heuristic'], botSeed: 7 });
  if (!made.ok) throw new Error(made.message);
  const at10 = runBots(ra, rb, made.pair, { until: 'step', n: 10 }, 100).pair;
  const diverged = runBots(ra, rb, at10, { until: 'diverge' }, 5000).pair;
  expect(diverged.first).toBeDefined();
  const later = diverged.steps.length + 150;
  const after = runBots(ra, rb, diverged, { until: 'step', n: later }, 1000).pair;
  // After the divergence B's own bot chooses where A's move is not legal there: steps that are not shared.
  const unshared = after.steps.slice(-40).filter((s) => !s.shared).length;
  expect(unshared).toBeGreaterThan(0);

  await page.goto('/compare?a=duellum-temples-five&b=antike-duellum&seed=2&botSeed=7&seats=heuristic,heuristic');
  await ready(page);
  const bots = page.getByRole('toolbar', { name: 'bots' });
  await bots.getByLabel('move number').fill('10');
  await bots.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByTestId('compare-status')).toHaveText('Move 10: reached move 10.');
  await bots.getByRole('button', { name: 'Run until they differ' }).click();
  const first = page.getByTestId('first-divergence');
  await expect(first).toHaveAttribute('data-at', String(diverged.first!.at));
  await expect(first).toHaveAttribute('data-kind', diverged.first!.kind);
  await expect(page.getByTestId('move-count')).toContainText(`Move ${diverged.steps.length} · A: ${diverged.a.entries.length} moves · B: ${diverged.b.entries.length} moves`);
  await bots.getByLabel('move number').fill(String(later));
  await bots.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByTestId('compare-status')).toHaveText(`Move ${later}: reached move ${later}.`);
  await expect(page.getByTestId('move-count')).toContainText(`Move ${later} · A: ${after.a.entries.length} moves · B: ${after.b.entries.length} moves`);
  // The timeline shows the last 40 steps; a step made differently on each side reads "A: … · B: …".
  const steps = page.getByTestId('timeline').locator('li');
  const lastTexts = (await steps.allInnerTexts()).slice(-40);
  expect(lastTexts.filter((t) => t.startsWith('A: ')).length).toBe(unshared);
});

test('a person against a heuristic bot: after each of the person\'s moves the bots answer from their worker until the person decides again', async ({ page, request }) => {
  await saveTemplesAtFive(request);
  const ra = await fetchRuleset(request, 'duellum-temples-five');
  const rb = await fetchRuleset(request, 'antike-duellum');
  const seats: Seat[] = ['human', 'heuristic'];
  const made = newPair(ra, rb, { seed: 3, players: 2, seats, botSeed: 1 });
  if (!made.ok) throw new Error(made.message);
  // Node: the same pair, the person taking the first move the page lists (its groups in order), the bots answering.
  let pair = runBots(ra, rb, made.pair, { until: 'person' }, 5000).pair;
  const moves = (n: number) => `${n} move${n === 1 ? '' : 's'}`;
  const expected: string[] = [`Move ${pair.steps.length} · A: ${moves(pair.a.entries.length)} · B: ${moves(pair.b.entries.length)}`];
  for (let i = 0; i < 5; i++) {
    const offered = offeredMoves(ra, current(pair.a), rb, current(pair.b));
    const first = groupOrder.flatMap((g) => offered.filter((o) => groupOf(o.move) === g))[0];
    const moved = humanMove(ra, rb, pair, first);
    if (!moved.ok) throw new Error(moved.message);
    pair = runBots(ra, rb, moved.pair, { until: 'person' }, 5000).pair;
    expected.push(`Move ${pair.steps.length} · A: ${moves(pair.a.entries.length)} · B: ${moves(pair.b.entries.length)}`);
  }
  // The bots made moves between the person's (else this checks nothing of the worker).
  expect(pair.steps.filter((s) => s.byBot).length).toBeGreaterThan(5);

  await page.goto('/compare?a=duellum-temples-five&b=antike-duellum&seed=3&botSeed=1&seats=human,heuristic');
  await ready(page);
  const count = page.getByTestId('move-count');
  await expect(count).toHaveText(expected[0]);
  for (let i = 1; i < expected.length; i++) {
    await page.getByTestId('shared-moves').locator('button[data-move]').first().click();
    await expect(count).toHaveText(expected[i]);
    await expect(page.getByTestId('running')).toHaveCount(0);
  }
  await expect(page.getByTestId('compare-status')).toHaveCount(0);
});

test('links: the library and /diff open /compare; special units differ from the set-up; a link to simulate them', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('form', { name: 'play two rulesets side by side' })).toBeVisible();
  await shoot(page, 'compare-library', false);
  await page.locator('tr[data-ruleset="antike-duellum-special-units"]').getByTestId('play-side-by-side').click();
  await expect(page).toHaveURL(/\/compare\?a=antike-duellum&b=antike-duellum-special-units/);
  await expect(page.getByTestId('setup-divergence')).toContainText('The set-ups differ');
  await ready(page);
  // Named in words; the state's pointer stays on the name as a tooltip, out of the sentence.
  await expect(page.getByTestId('setup-divergence').locator('[data-path="/nation/romans/box/admiral"]')).toHaveAttribute('title', '/nation/romans/box/admiral');
  await expect(page.getByTestId('setup-divergence').locator('p').first()).not.toContainText('/nation/');
  await expect(page.getByTestId('setup-divergence').getByTestId('causes').locator('li').first()).toHaveAttribute('data-pointer', /^\/specialUnits/);
  await expect(page.getByTestId('simulate-link')).toHaveAttribute('href', '/simulate?a=antike-duellum&b=antike-duellum-special-units');
  await page.getByRole('toolbar', { name: 'bots' }).getByRole('button', { name: 'Run until they differ' }).click();
  await expect(page.getByTestId('first-divergence')).toBeVisible();
  await expect(page.getByTestId('first-divergence').getByTestId('causes').locator('li').first()).toHaveAttribute('data-pointer', /^\/specialUnits/);
  await expect(page.getByTestId('follows-setup')).toBeVisible();
  await shoot(page, 'compare-special-units');
  await page.getByTestId('divergence').scrollIntoViewIfNeeded();
  await shoot(page, 'compare-special-units-view', false);

  await page.goto('/diff?a=antike-duellum&b=antike-duellum-greece-persia');
  await page.getByTestId('play-side-by-side').click();
  await expect(page).toHaveURL(/\/compare\?a=antike-duellum&b=antike-duellum-greece-persia/);
  await expect(page.getByTestId('setup-divergence')).toBeVisible();

  // The picker on /compare itself plays any two rulesets.
  const picker = page.getByRole('form', { name: 'play two rulesets side by side' });
  await picker.getByLabel('Play', { exact: true }).selectOption('antike-east');
  await picker.getByLabel('beside').selectOption('antike-two-players');
  await picker.getByRole('button', { name: 'Play side by side' }).click();
  await expect(page).toHaveURL(/\/compare\?a=antike-east&b=antike-two-players(&|$)/);
  await expect(page.getByTestId('compare-title')).toBeVisible();
});

test('special units, heuristic bots: "run until they differ" goes past the set-up\'s echo at move 2 to a move only B offers, then on to the next', async ({ page, request }) => {
  const ra = await fetchRuleset(request, 'antike-duellum');
  const rb = await fetchRuleset(request, 'antike-duellum-special-units');
  const made = newPair(ra, rb, { seed: 1, players: 2, seats: ['heuristic', 'heuristic'], botSeed: 1 });
  if (!made.ok) throw new Error(made.message);
  const once = runBots(ra, rb, made.pair, { until: 'diverge' }, 5000).pair;
  const twice = runBots(ra, rb, once, { until: 'diverge', after: 1 }, 5000).pair;
  // The model's own check that this test checks something: the turn end at move 2 only echoes the set-up.
  expect(once.echoes?.[0]?.at).toBe(2);
  expect(once.first!.at).toBeGreaterThan(2);
  expect(twice.found).toHaveLength(2);

  await page.goto('/compare?a=antike-duellum&b=antike-duellum-special-units&seed=1&botSeed=1&seats=heuristic,heuristic');
  await ready(page);
  const bots = page.getByRole('toolbar', { name: 'bots' });
  await bots.getByRole('button', { name: 'Run until they differ' }).click();
  const first = page.getByTestId('first-divergence');
  // Before: it stopped at move 2 ("armable this turn: admiral +1, commander −1") with the button disabled.
  await expect(first).toHaveAttribute('data-at', String(once.first!.at));
  await expect(first).toHaveAttribute('data-kind', 'legal-moves');
  await expect(first.getByTestId('only-b')).toContainText(/Admiral|Commander|admiral|commander/);
  // The refused move as B names it, and why in words (before: "A refuses admiral in Croton: 'admiral' is not a unit type; types: legion, galley").
  await expect(first.locator('.blocked')).toContainText(/A refuses (Admiral|Commander) in [A-Z][a-z]+: this game has no (Admiral|Commander); its units are Legion and Galley/);
  await expect(first.getByTestId('causes').locator('li').first()).toHaveAttribute('data-pointer', /^\/specialUnits/);
  await expect(page.getByTestId('compare-status')).toHaveText(`The games differ before move ${once.first!.at}: see below.`);
  // What the run went past stays on the page, said for what it is.
  const echoes = page.getByTestId('setup-echoes');
  await expect(echoes).toContainText('Moves 2, ');
  await expect(echoes).toContainText('only because the positions already differed');
  await echoes.locator('summary').click();
  // Whose box the turn began with, the unit by its name (before: "in the recruitment box when this turn began: admiral").
  await expect(echoes.locator('table')).toContainText(/the nation on turn \((Carthaginians, then Romans|Romans, then Carthaginians)\): Admiral in the recruitment box when its turn began/);
  await expect(echoes).not.toContainText('armable this turn');
  await expect(page.getByTestId('setup-divergence')).toBeVisible();
  await shoot(page, 'compare-special-units-heuristic');

  const next = bots.getByRole('button', { name: 'Run to the next difference' });
  await expect(next).toBeEnabled();
  await next.click();
  const later = page.getByTestId('later-divergence');
  await expect(later).toHaveAttribute('data-at', String(twice.found![1].at));
  await expect(first).toHaveAttribute('data-at', String(once.first!.at));
  await expect(page.getByTestId('move-count')).toContainText(`Move ${twice.steps.length} ·`);
  await later.scrollIntoViewIfNeeded();
  await shoot(page, 'compare-special-units-next', false);
});

test('unknown ids get "did you mean"; a player count one side cannot take is said; people play both games with one list of moves', async ({ page }) => {
  await page.goto('/compare?a=antike-duelum&b=antike-duellum-special-units');
  await expect(page.getByTestId('diff-problem')).toContainText("no ruleset or variant has the id 'antike-duelum'; did you mean 'antike-duellum'?");
  await page.getByRole('link', { name: 'Play with antike-duellum instead' }).click();
  await expect(page).toHaveURL(/\/compare\?a=antike-duellum&b=antike-duellum-special-units(&|$)/);

  await page.goto('/compare?a=antike-three-players-12&b=antike-duellum');
  await expect(page.getByTestId('players-problem')).toContainText('no player count in common');
  await expect(page.getByTestId('players-problem')).toContainText('antike-duellum takes 2');
  await expect(page.getByRole('button', { name: 'Start both games' })).toBeDisabled();

  // Two different games at a count both take: other nations and another board, so they differ from the start.
  await page.goto('/compare?a=antike-east&b=antike-duellum');
  await ready(page);
  await expect(page.getByTestId('setup-divergence')).toBeVisible();
  // Their first moves differ, and the page says so before anything is run (it read "No difference yet. Both games
  // offer the same first moves."); the cause is the other nations, not what a production pays.
  await expect(page.getByTestId('no-divergence')).toHaveCount(0);
  await expect(page.getByTestId('first-divergence')).toHaveAttribute('data-at', '1');
  await expect(page.getByRole('toolbar', { name: 'bots' }).getByRole('button', { name: 'Run to the next difference' })).toBeVisible();
  const firstCauses = page.getByTestId('first-divergence').getByTestId('causes').locator('li');
  await expect(firstCauses.first()).toHaveAttribute('data-pointer', /^\/map\/(lineups\/2\/|nations)/);
  await expect(firstCauses.first()).toContainText('another nation decides');
  // No nation in common: said once, with the rondel's actions that only have other names (a review as users read
  // "IRON A only, FERRUM B only" as a rule difference).
  const noShared = page.getByTestId('first-divergence').getByTestId('no-shared-nation');
  await expect(noShared).toContainText('The two games have no nation in common');
  await expect(noShared).toContainText('IRON = FERRUM');
  await expect(page.getByTestId('first-divergence').locator('li[data-pointer^="/actions/produce"]')).toHaveCount(0);
  // A 2-player game: the set-up is explained by the 2-player lineups and the board, not by "3, 4, 5, 6 only in
  // Antike"; its examples start with who plays, not with the bank's city tokens.
  const setupCauses = page.getByTestId('setup-divergence').getByTestId('causes').locator('li');
  await expect(setupCauses.first()).toHaveAttribute('data-pointer', /^\/map\/lineups\/2\//);
  await expect(page.getByTestId('setup-divergence').locator('li[data-pointer="/map/lineups"]')).toHaveCount(0);
  await expect(page.getByTestId('setup-divergence').locator('[data-path]').first()).toHaveAttribute('data-path', /^\/(nations|controllers)$/);
  await expect(page.getByTestId('setup-divergence').locator('p').first()).not.toContainText('city tokens');
  await shoot(page, 'compare-east-duellum');

  await page.goto('/compare?a=antike-east&b=antike-two-players&players=3');
  await expect(page.getByTestId('players-problem')).toContainText('antike-two-players (B) cannot be played by 3 players: it takes 2');
  await shoot(page, 'compare-players', false);

  await page.goto('/compare?a=antike-duellum&b=antike-duellum-special-units&seats=human,human&seed=4');
  await ready(page);
  const moves = page.getByTestId('shared-moves');
  await expect(moves).toBeVisible();
  // Same position on both sides: every offered move is legal in both games.
  const all = await moves.locator('button[data-where]').count();
  expect(all).toBeGreaterThan(0);
  await expect(moves.locator('button[data-where="both"]')).toHaveCount(all);
  await moves.locator('button[data-move="rondel.select"]').first().click();
  await expect(page.getByTestId('move-count')).toContainText('Move 1 · A: 1 move · B: 1 move');
  await expect(page.getByTestId('timeline').locator('li').first()).toContainText('both');
  await shoot(page, 'compare-people');
  // From the keyboard: the move's button goes with the move; the focus waits on the list of moves, not at the top.
  await moves.locator('button[data-where]').first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('move-count')).toContainText('Move 2 · A: 2 moves · B: 2 moves');
  await expect(moves).toBeFocused();
});

test('a screen reader hears the bots answer a person in both games, and a run with nothing left to find says why on the page', async ({ page }) => {
  await page.goto('/compare?a=antike-duellum&b=antike-duellum-special-units&seats=human,random&seed=4');
  await ready(page);
  const moves = page.getByTestId('shared-moves');
  const said = page.getByTestId('announcement');
  await expect(said).toHaveAttribute('role', 'status');
  // A person decides: whose turn it is, for both games at once while they agree.
  await expect(said).toContainText(/A and B: (Turn|Decision) of the /);
  await expect(said).toHaveClass('sr-only');
  // Moves on the shared list until the bot's reply is read out (its moves since the person's, then the person's turn).
  for (let n = 0; n < 40 && !/^Since your last move: /.test((await said.textContent()) ?? ''); n++) {
    await moves.locator('button[data-where="both"]:not([data-move="card.play"])').first().click();
    await expect(page.getByTestId('running')).toHaveCount(0);
  }
  await expect(said).toHaveText(/^Since your last move: .+\. A and B: (Turn|Decision) (of|for) the /);
  const last = page.getByTestId('timeline').locator('li').last();
  await expect(last).toContainText('(bot)');

  // Different games from the first move: once they make different moves, "Run to the next difference" has nothing
  // left to compare, and the page says so beside it (before: only in the disabled button's tooltip).
  await page.goto('/compare?a=antike-east&b=antike-duellum');
  await ready(page);
  const bots = page.getByRole('toolbar', { name: 'bots' });
  await expect(page.getByTestId('first-divergence')).toHaveAttribute('data-at', '1');
  await expect(page.getByTestId('parted-note')).toHaveCount(0);
  await bots.getByRole('button', { name: 'Step' }).click();
  await expect(page.getByTestId('move-count')).toContainText('Move 1 ·');
  await expect(bots.getByRole('button', { name: 'Run to the next difference' })).toBeDisabled();
  await expect(page.getByTestId('parted-note')).toHaveText('no difference left to run to: the games made different moves at move 1');
});

test('the set-up difference lists its values in full when it has few, and says "for example" only when it leaves some out', async ({ page }) => {
  // Special units: 3 values (each nation's special unit in its box, and the box the turn began with), all listed.
  await page.goto('/compare?a=antike-duellum&b=antike-duellum-special-units');
  await ready(page);
  const said = page.getByTestId('setup-divergence').locator('p').first();
  await expect(said).toContainText('3 values differ: ');
  await expect(said).not.toContainText('for example');
  await expect(page.getByTestId('setup-divergence').locator('[data-path]')).toHaveCount(3);
  // Each names its nation and the unit as the ruleset does (before: "in the recruitment box when this turn began: commander").
  await expect(said).toContainText('Carthaginians: Commander in the recruitment box when this turn began');
  await expect(said).toContainText('Romans: Admiral in the recruitment box');
  await expect(said).not.toContainText(/\b(commander|admiral)\b/);
  // Another board: many values, a few shown as examples.
  await page.goto('/compare?a=antike-duellum&b=antike-duellum-greece-persia');
  await ready(page);
  await expect(page.getByTestId('setup-divergence').locator('p').first()).toContainText(/\d+ values differ, for example /);
});

test('MCTS and a named strategy take seats from the address: the worker plays the moves Node plays for the same pair, and the seats say who they are', async ({ page, request }) => {
  const ra = await fetchRuleset(request, 'antike-duellum');
  const rb = await fetchRuleset(request, 'antike-duellum-special-units');
  const seats: Seat[] = ['mcts:1000', 'heuristic:conqueror'];
  const made = newPair(ra, rb, { seed: 2, players: 2, seats, botSeed: 7 });
  if (!made.ok) throw new Error(made.message);
  const node = runBots(ra, rb, made.pair, { until: 'step', n: 14 }, 100);
  expect(node.stopped).toBe('reached move 14');

  await page.goto('/compare?a=antike-duellum&b=antike-duellum-special-units&seed=2&botSeed=7&seats=mcts:1000,heuristic:conqueror');
  await ready(page);
  await expect(page.getByLabel('player 1').locator('option:checked')).toHaveText('MCTS bot');
  await expect(page.getByLabel('player 2').locator('option:checked')).toHaveText('conqueror bot');
  const bots = page.getByRole('toolbar', { name: 'bots' });
  await bots.getByLabel('move number').fill('14');
  await bots.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByTestId('compare-status')).toHaveText('Move 14: reached move 14.', { timeout: 30_000 });
  await expect(page.getByTestId('move-count')).toContainText(`Move 14 · A: ${node.pair.a.entries.length} moves · B: ${node.pair.b.entries.length} moves`);
  // Step by step, made on both sides or apart, as in Node (the play page's test checks the MCTS moves one by one).
  const texts = await page.getByTestId('timeline').locator('li').allInnerTexts();
  expect(texts.map((t) => (t.startsWith('A: ') ? 'apart' : 'both'))).toEqual(node.pair.steps.map((s) => (s.shared ? 'both' : 'apart')));
});

test('the address is read as the play page reads it: bots= beside seats=, and a seed or seat it cannot use is said, not silently replaced', async ({ page }) => {
  await page.goto('/compare?a=antike-duellum&b=antike-duellum-special-units&seed=x&seats=foo,heuristic');
  const problem = page.getByTestId('compare-start-problem');
  await expect(problem).toContainText('seed=x is not a seed');
  await expect(problem).toContainText("'foo' is not a seat");
  await expect(problem).toContainText('Started instead with seed 1 (the default) and a person at every seat; choose them in the settings above the two games.');
  await expect(page.getByLabel('seed', { exact: true })).toHaveValue('1');

  await page.goto('/compare?a=antike-duellum&b=antike-duellum-special-units&seed=5&bots=heuristic,Random');
  await expect(page.getByTestId('compare-start-problem')).toHaveCount(0);
  await expect(page.getByLabel('seed', { exact: true })).toHaveValue('5');
  const setup = page.getByRole('region', { name: 'set-up' });
  await expect(setup.locator('select').nth(1)).toHaveValue('heuristic');
  await expect(setup.locator('select').nth(2)).toHaveValue('random');
});
