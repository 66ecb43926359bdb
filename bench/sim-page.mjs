// `node bench/sim-page.mjs [--url http://127.0.0.1:3000] [--games 20] [--a antike-duellum] [--b antike-duellum-special-units]
// [--bots heuristic,heuristic] [--runs 1] [--again N] [--json]`: wall seconds from Run to done of a simulate-page run in
// Debian's headless Chromium, against a workbench already serving (`npm start`, or `next start` of another build to
// compare two). A fresh page per run, so every run pays for its workers' first games and opening searches, as a
// user's first run does. `--again N` clicks Run N more times in each page, as a designer reruns: their median is the
// `again_s` figure (the pool keeps its workers and the searched opening lines between runs). Prints figures; asserts
// nothing.
import { arg, launchChromium } from './browser.mjs';

const url = arg('url', 'http://127.0.0.1:3000');
const games = arg('games', '20');
const a = arg('a', 'antike-duellum');
const b = arg('b', 'antike-duellum-special-units');
const bots = arg('bots', 'heuristic,heuristic');
const runs = Number(arg('runs', '1'));
const again = Number(arg('again', '0'));

const browser = await launchChromium(['--disable-background-networking', '--disable-component-update', '--disable-sync']);
const first = [];
const later = [];
for (let run = 0; run < runs; run++) {
  const page = await browser.newPage();
  await page.goto(`${url}/simulate?a=${a}${b === '-' ? '' : `&b=${b}`}&bots=${encodeURIComponent(bots)}&games=${games}&seed=1`);
  const start = page.getByRole('button', { name: 'Run' });
  // Run is enabled once the page is interactive; settings typed before that would be reset.
  await page.waitForFunction(() => [...document.querySelectorAll('button')].some((x) => x.textContent === 'Run' && !x.disabled));
  for (let i = 0; i <= again; i++) {
    const began = Date.now();
    await start.click();
    // The status leaves 'done' when the click starts the run, so the wait below is for this run's end.
    await page.waitForFunction(() => document.querySelector('[data-testid="sim-progress"]')?.getAttribute('data-status') !== 'done');
    await page.getByTestId('sim-progress').and(page.locator('[data-status="done"]')).waitFor({ timeout: 600_000 });
    (i === 0 ? first : later).push((Date.now() - began) / 1000);
  }
  await page.close();
}
await browser.close();
const median = (xs) => {
  const s = [...xs].sort((x, y) => x - y);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const name = `web.simulate.${b === '-' ? a : 'ab'}.${games}games`;
const figures = [{ name: `${name}.done_s`, value: median(first), unit: 's', runs: first }];
if (later.length) figures.push({ name: `${name}.again_s`, value: median(later), unit: 's', runs: later });
if (process.argv.includes('--json')) console.log(JSON.stringify(figures));
else for (const f of figures) console.log(`BENCH ${f.name} ${f.value.toFixed(3)} s   (runs: ${f.runs.join(', ')})`);
