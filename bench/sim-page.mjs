// `node bench/sim-page.mjs [--url http://127.0.0.1:3000] [--games 20] [--a antike-duellum] [--b antike-duellum-special-units]
// [--bots heuristic,heuristic] [--runs 1] [--json]`: wall seconds from Run to done of a simulate-page run in Debian's
// headless Chromium, against a workbench already serving (`npm start`, or `next start` of another build to compare
// two). A fresh page per run, so every run pays for its workers' first games and opening searches, as a user's does.
// Prints figures; asserts nothing.
import { arg, launchChromium } from './browser.mjs';

const url = arg('url', 'http://127.0.0.1:3000');
const games = arg('games', '20');
const a = arg('a', 'antike-duellum');
const b = arg('b', 'antike-duellum-special-units');
const bots = arg('bots', 'heuristic,heuristic');
const runs = Number(arg('runs', '1'));

const browser = await launchChromium(['--disable-background-networking', '--disable-component-update', '--disable-sync']);
const figures = [];
for (let run = 0; run < runs; run++) {
  const page = await browser.newPage();
  await page.goto(`${url}/simulate?a=${a}${b === '-' ? '' : `&b=${b}`}&bots=${encodeURIComponent(bots)}&games=${games}&seed=1`);
  const start = page.getByRole('button', { name: 'Run' });
  // Run is enabled once the page is interactive; settings typed before that would be reset.
  await page.waitForFunction(() => [...document.querySelectorAll('button')].some((x) => x.textContent === 'Run' && !x.disabled));
  const began = Date.now();
  await start.click();
  await page.getByTestId('sim-progress').and(page.locator('[data-status="done"]')).waitFor({ timeout: 600_000 });
  figures.push((Date.now() - began) / 1000);
  await page.close();
}
await browser.close();
figures.sort((x, y) => x - y);
const median = figures.length % 2 ? figures[(figures.length - 1) / 2] : (figures[figures.length / 2 - 1] + figures[figures.length / 2]) / 2;
const name = `web.simulate.${b === '-' ? a : 'ab'}.${games}games.done_s`;
if (process.argv.includes('--json')) console.log(JSON.stringify({ name, value: median, unit: 's', runs: figures }));
else console.log(`BENCH ${name} ${median.toFixed(3)} s   (runs: ${figures.join(', ')})`);
