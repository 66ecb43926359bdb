// What the browser benchmarks share (bench/play-frames.mjs, bench/compare-frames.mjs, bench/sim-page.mjs): their
// `--name value` arguments, Debian's headless Chromium, and the gaps between a page's animation frames, which show
// how long the page's thread was busy (a frozen page).
import { chromium } from 'playwright-core';

/** The value after `--name` on the command line, or `fallback`. */
export function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

export function launchChromium(extraArgs = []) {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', ...extraArgs] });
}

/** Starts recording the gaps between the page's animation frames (read them with `frameGaps`). */
export async function recordFrameGaps(page) {
  await page.evaluate(() => {
    window.frameGaps = [];
    let last = performance.now();
    const tick = () => {
      const now = performance.now();
      window.frameGaps.push(now - last);
      last = now;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** The gaps recorded so far, in ms. */
export function frameGaps(page) {
  return page.evaluate(() => window.frameGaps);
}
