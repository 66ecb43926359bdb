// `npm run bench:web`: first load of the workbench pages in Debian's headless Chromium against `next start`
// (run `npm run build` first). Prints figures; asserts nothing. Target: /play loads in ≤ 1.5 s on localhost.
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';

const port = Number(process.env.BENCH_PORT ?? 3111);
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  stdio: 'ignore',
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid);
  } catch {}
};
process.on('exit', stop);

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(base)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('next start did not answer; run `npm run build` first');
}

async function measure(browser, path, ready) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route('**/*', (route) => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort()));
  const started = Date.now();
  await page.goto(base + path, { waitUntil: 'load' });
  const loaded = Date.now() - started;
  await page.waitForSelector(ready, { timeout: 30_000 });
  const usable = Date.now() - started;
  const figures = await page.evaluate(() => {
    const scripts = performance.getEntriesByType('resource').filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js'));
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      scripts: scripts.length,
      transferred: scripts.reduce((n, e) => n + e.transferSize, 0),
      decoded: scripts.reduce((n, e) => n + e.decodedBodySize, 0),
      // The editor module sets MonacoEnvironment (STACK.md G3); its presence means Monaco was shipped and run.
      monaco: typeof self.MonacoEnvironment !== 'undefined',
      fcp: paint ? Math.round(paint.startTime) : undefined,
    };
  });
  await context.close();
  return { path, loaded, usable, ...figures };
}

await waitForServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
await measure(browser, '/rulesets/antike-duellum/play', 'svg'); // warm the server's caches once
const rows = [
  await measure(browser, '/', 'table'),
  await measure(browser, '/rulesets/antike-duellum/play', 'svg'),
  await measure(browser, '/rulesets/antike-east/play', 'svg'),
  await measure(browser, '/rulesets/antike-duellum/edit', '.monaco-editor .view-lines'),
];
await browser.close();
console.log('first load in headless Chromium on localhost (fresh browser context each; target for /play ≤ 1500 ms)');
console.log('page'.padEnd(34) + 'FCP ms'.padStart(8) + 'load ms'.padStart(9) + 'usable ms'.padStart(11) + 'scripts'.padStart(9) + 'JS gzip kB'.padStart(12) + 'JS kB'.padStart(8) + '  Monaco');
for (const r of rows) {
  console.log(r.path.padEnd(34) + String(r.fcp ?? '-').padStart(8) + String(r.loaded).padStart(9) + String(r.usable).padStart(11) + String(r.scripts).padStart(9) + String(Math.round(r.transferred / 1000)).padStart(12) + String(Math.round(r.decoded / 1000)).padStart(8) + `  ${r.monaco ? 'yes' : 'no'}`);
}
stop();
process.exit(0);
