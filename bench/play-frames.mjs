// `node bench/play-frames.mjs [--url http://127.0.0.1:3000] [--ruleset antike-duellum] [--seconds 6]`: the longest gap
// between animation frames while two heuristic bots play a new game (seed 1, fast) on the play page, in Debian's
// headless Chromium, against a workbench already serving. The bots run on the page's main thread, so a long search
// shows as a frozen page. Prints figures; asserts nothing.
import { arg, frameGaps, launchChromium, recordFrameGaps } from './browser.mjs';

const url = arg('url', 'http://127.0.0.1:3000');
const ruleset = arg('ruleset', 'antike-duellum');
const seconds = Number(arg('seconds', '6'));

const browser = await launchChromium();
const page = await browser.newPage();
await page.goto(`${url}/rulesets/${ruleset}/play`);
await page.getByTestId('map-view').waitFor();
await page.getByText('New game: players, bots and seed').click();
const seats = await page.locator('select[aria-label^="player "]').count();
for (let i = 1; i <= seats; i++) await page.getByLabel(`player ${i}`, { exact: true }).selectOption({ label: 'heuristic bot' });
await page.getByLabel('seed', { exact: true }).fill('1');
await page.getByRole('button', { name: 'Start the game' }).click();
await recordFrameGaps(page);
await page.getByLabel('bot speed').selectOption('fast');
await page.waitForTimeout(seconds * 1000);
const gaps = await frameGaps(page);
const moves = (await page.getByTestId('event-log').innerText()).split('\n').length;
await browser.close();
console.log(`BENCH web.play.${ruleset}.longest_frame_gap_ms ${Math.round(Math.max(...gaps))} ms   (${gaps.filter((g) => g > 200).length} gaps over 200 ms; ${moves} log lines in ${seconds} s)`);
