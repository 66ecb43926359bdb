// `node bench/compare-frames.mjs [--url http://127.0.0.1:3000] [--a antike-duellum] [--b duellum-temples-five]
// [--moves 300] [--seats heuristic,heuristic]`: the longest gap between animation frames, and the wall time, while the
// compare page's bots play both games to a move number ("Play to move"), in Debian's headless Chromium, against a
// workbench already serving. A ruleset the opening book does not hold (a workspace variant such as
// duellum-temples-five, which the browser tests save) makes a heuristic bot search its opening at its first rondel
// decision. Prints figures; asserts nothing.
import { arg, frameGaps, launchChromium, recordFrameGaps } from './browser.mjs';

const url = arg('url', 'http://127.0.0.1:3000');
const a = arg('a', 'antike-duellum');
const b = arg('b', 'duellum-temples-five');
const moves = Number(arg('moves', '300'));
const seats = arg('seats', 'heuristic,heuristic');

const browser = await launchChromium();
const page = await browser.newPage();
await page.goto(`${url}/compare?a=${a}&b=${b}&seed=1&botSeed=5&seats=${seats}`);
await page.getByTestId('move-count').waitFor();
await page.waitForTimeout(500);
await recordFrameGaps(page);
const bots = page.getByRole('toolbar', { name: 'bots' });
await bots.getByLabel('move number').fill(String(moves));
const started = Date.now();
await bots.getByRole('button', { name: 'Play', exact: true }).click();
await page.getByTestId('move-count').filter({ hasText: `Move ${moves} ` }).waitFor({ timeout: Number(arg('timeout', '120')) * 1000 });
const wall = (Date.now() - started) / 1000;
const gaps = await frameGaps(page);
await browser.close();
const name = `web.compare.${a}.vs.${b}`;
console.log(`BENCH ${name}.longest_frame_gap_ms ${Math.round(Math.max(...gaps))} ms   (${gaps.filter((g) => g > 200).length} gaps over 200 ms)`);
console.log(`BENCH ${name}.${moves}moves_wall_s ${wall.toFixed(2)} s`);
