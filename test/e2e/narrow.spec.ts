import type { Page } from '@playwright/test';
import { describeMove, groupOf, regionsOf } from '../../app/_lib/describe-move';
import { layoutMap } from '../../app/_lib/map-layout';
import { applyMove, createGame, legalMoves, type GameState, type Move } from '../../engine/index';
import { expect, fetchRuleset, linkFor, randomMoves, recordFromUrl, test } from './support';

/**
 * On a phone (390 x 844, the UX review's viewport) no page scrolls sideways as a whole: a wide table scrolls inside
 * its own box, selects and inputs shrink to their container, and the dark header spans the screen. Each page is
 * measured once its client part has rendered (a select, the editor or the map can only widen the page then).
 */
const pages: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/', ready: (page) => expect(page.locator('tr[data-ruleset="antike-duellum"]')).toBeVisible() },
  { path: '/simulate', ready: (page) => expect(page.getByRole('form', { name: 'simulation settings' })).toBeVisible() },
  { path: '/simulate?a=antike-duellum&b=antike-duellum-special-units', ready: (page) => expect(page.getByRole('button', { name: 'Run' })).toBeEnabled() },
  { path: '/diff?a=antike-duellum&b=antike-duellum-special-units', ready: (page) => expect(page.locator('tr[data-pointer]').first()).toBeVisible() },
  { path: '/compare?a=antike-duellum&b=antike-duellum-special-units', ready: (page) => expect(page.locator('.compare[data-ready="true"]')).toBeVisible() },
  { path: '/rulesets/antike-duellum/edit', ready: (page) => page.locator('.monaco-editor .view-lines').waitFor() },
  { path: '/rulesets/antike-duellum/play', ready: (page) => expect(page.getByTestId('map-view')).toBeVisible() },
  { path: '/rulesets/antike-duellum/cards', ready: (page) => expect(page.locator('.card-designer[data-ready="true"]')).toBeVisible() },
];

test.use({ viewport: { width: 390, height: 844 } });

for (const { path, ready } of pages) {
  test(`${path} does not scroll sideways at 390 px`, async ({ page }) => {
    await page.goto(path);
    await ready(page);
    const width = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      header: document.querySelector('.site-header')!.getBoundingClientRect().width,
    }));
    expect(width.viewport).toBe(390);
    expect(width.scroll, `${path}: the document's scrollWidth`).toBeLessThanOrEqual(width.viewport + 1);
    expect(width.header).toBe(width.viewport);
  });
}

test('the diff and the library show one card per row on a phone, each value named by its column', async ({ page }) => {
  for (const { path, row } of [
    { path: '/diff?a=antike-duellum&b=antike-duellum-special-units', row: 'table.diff-table tr[data-pointer]' },
    { path: '/', row: 'tr[data-ruleset="antike-duellum"]' },
  ]) {
    await page.goto(path);
    const first = page.locator(row).first();
    await expect(first).toBeVisible();
    // Stacked: no table box scrolls sideways (a wide table would scroll inside .table-scroll), and each cell spans the row.
    const layout = await first.evaluate((tr) => {
      const box = tr.closest('.table-scroll') ?? tr.closest('table')!;
      const cells = [...tr.querySelectorAll('td')].map((td) => td.getBoundingClientRect().width);
      return { scroll: box.scrollWidth, client: box.clientWidth, row: tr.getBoundingClientRect().width, cells, labels: [...tr.querySelectorAll('td[data-label]')].map((td) => getComputedStyle(td, '::before').content) };
    });
    expect(layout.scroll, `${path}: the table's own box scrolls sideways`).toBeLessThanOrEqual(layout.client + 1);
    for (const width of layout.cells) expect(width, `${path}: a cell narrower than its row`).toBeGreaterThan(layout.row * 0.9);
    expect(layout.labels.length, `${path}: cells that name their column`).toBeGreaterThan(0);
    for (const label of layout.labels) expect(label).toMatch(/^".+: "$/);
  }
  // The diff's side cells are named by the rulesets they show.
  await page.goto('/diff?a=antike-duellum&b=antike-duellum-special-units');
  await expect(page.locator('table.diff-table td.side-cell[data-label="antike-duellum-special-units"]').first()).toBeVisible();
});

test('on a phone the play page shows the turn and the moves before the map, and the log after it', async ({ page }) => {
  await page.goto('/rulesets/antike-duellum/play');
  await expect(page.getByTestId('map-view')).toBeVisible();
  const top = (testId: string) => page.getByTestId(testId).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  const [now, map] = [await top('play-now'), await top('map-view')];
  // Before: the banner and the move list came after the map, the rondel and the bank, about two screens down.
  expect(now).toBeLessThan(map);
  await expect(page.getByTestId('play-now').getByRole('button').first()).toBeInViewport();
  const log = await page.locator('.play-side > :not(.play-now)').first().evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  expect(log).toBeGreaterThan(map);
});

/** Each region name's size on screen in CSS pixels (its font size times the picture's scale), and its box. */
async function namesOnScreen(page: Page) {
  return page.getByTestId('map-view').locator('.region-label').evaluateAll((els) =>
    els.map((e) => {
      const text = e as SVGTextElement;
      const r = text.getBoundingClientRect();
      return { name: text.textContent, px: text.getScreenCTM()!.a * parseFloat(getComputedStyle(text).fontSize), x0: r.left, y0: r.top, x1: r.right, y1: r.bottom };
    }),
  );
}

const overlapping = (boxes: Awaited<ReturnType<typeof namesOnScreen>>) =>
  boxes.flatMap((a, i) => boxes.slice(i + 1).filter((b) => a.x0 < b.x1 - 0.5 && b.x0 < a.x1 - 0.5 && a.y0 < b.y1 - 0.5 && b.y0 < a.y1 - 0.5).map((b) => `${a.name} / ${b.name}`));

for (const id of ['antike-duellum', 'antike-east']) {
  test(`on a phone the ${id} map's region names can be read: drawn at 10 px or more in a box that pans, the whole board a tap away`, async ({ page }) => {
    await page.goto(`/rulesets/${id}/play`);
    await expect(page.getByTestId('map-view')).toBeVisible();
    // Fitted to the 390 px screen the names were 4 px high.
    const names = await namesOnScreen(page);
    expect(names.length).toBeGreaterThan(30);
    expect(Math.min(...names.map((n) => n.px))).toBeGreaterThanOrEqual(10);
    expect(overlapping(names)).toEqual([]);
    // The board pans inside its own box, which opens at the board's middle; the page itself does not scroll sideways.
    const pan = page.getByTestId('map-pan');
    const box = await pan.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth, scrollLeft: el.scrollLeft, right: el.getBoundingClientRect().right }));
    expect(box.scrollWidth).toBeGreaterThan(box.clientWidth * 2);
    expect(box.scrollLeft).toBeGreaterThan(0);
    expect(box.right).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(391);
    // The whole board on a tap, and back.
    await page.getByTestId('map-zoom').click();
    await expect(page.getByTestId('map-zoom')).toHaveText('zoom in to read the names');
    expect(await pan.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await page.getByTestId('map-zoom').click();
    expect(Math.min(...(await namesOnScreen(page)).map((n) => n.px))).toBeGreaterThanOrEqual(10);
  });
}

test('on a phone a unit moved from the list shows its destination in the panned map', async ({ page, request }) => {
  const rules = await fetchRuleset(request, 'antike-east');
  // A turn with units to move, found by random play from a seed (the move list is there, the map pans).
  const seed = 3;
  const all = randomMoves(rules, seed, 400);
  let n = 0;
  let state = createGame(rules, { seed });
  while (!legalMoves(rules, state).some((m) => m.type === 'unit.move')) {
    const next = applyMove(rules, state, all[n++]);
    if (!next.ok) throw new Error(next.error.message);
    state = next.state;
  }
  await page.goto(linkFor({ rulesetId: rules.id, seed, players: state.controllers.length, seats: state.controllers.map(() => 'human'), moves: all.slice(0, n) }).replace('?', '#'));
  await expect(page.getByTestId('notice')).toContainText(`Replayed the shared game: ${n} moves`);
  const inView = (region: string) =>
    page.evaluate((id) => {
      const shown = document.querySelector('[data-testid="map-pan"]')!.getBoundingClientRect();
      const node = document.querySelector(`[data-region="${id}"] circle, [data-region="${id}"] ellipse`)!.getBoundingClientRect();
      return node.left >= shown.left && node.right <= shown.right && node.top >= shown.top && node.bottom <= shown.bottom;
    }, region);
  // The player has panned to the far side of the board from where the unit goes, then picks the move in the list.
  const target = legalMoves(rules, state).find((m): m is Extract<Move, { type: 'unit.move' }> => m.type === 'unit.move')!;
  await page.evaluate((id) => {
    const box = document.querySelector('[data-testid="map-pan"]')!;
    const shown = box.getBoundingClientRect();
    const node = document.querySelector(`[data-region="${id}"]`)!.getBoundingClientRect();
    box.scrollLeft = node.left + node.width / 2 - shown.left + box.scrollLeft > box.scrollWidth / 2 ? 0 : box.scrollWidth;
    box.scrollTop = node.top + node.height / 2 - shown.top + box.scrollTop > box.scrollHeight / 2 ? 0 : box.scrollHeight;
  }, target.to);
  expect(await inView(target.to)).toBe(false);
  await page.getByTestId('moves').locator('button[data-move="unit.move"]', { hasText: describeMove(rules, state, target) }).first().click();
  await expect.poll(() => recordFromUrl(page.url()).moves.length).toBe(n + 1);
  await expect.poll(() => inView(target.to)).toBe(true);
});

test('on a phone the panned map shows where I can act: my units to move, even at the edge of the board', async ({ page, request }) => {
  const rules = await fetchRuleset(request, 'antike-duellum');
  const layout = layoutMap(rules.map.regions);
  // Where the page marks a move (PlayClient's highlight): a unit's region, or a build, arming, conquest or founding site.
  const marked = (state: GameState) => new Set(legalMoves(rules, state).filter((m) => !['rondel', 'trade', 'cards', 'end'].includes(groupOf(m))).flatMap((m) => (m.type === 'unit.move' ? [m.from] : regionsOf(rules, m))));
  // A turn with units to move, every one of them near the east or west edge: out of the middle the box opens at.
  let found: { seed: number; moves: Move[] } | undefined;
  for (let seed = 1; seed <= 40 && !found; seed++) {
    const all = randomMoves(rules, seed, 300);
    let state = createGame(rules, { seed });
    for (let n = 0; n < all.length; n++) {
      const regions = [...marked(state)];
      if (n > 20 && legalMoves(rules, state).some((m) => m.type === 'unit.move') && regions.every((r) => Math.abs(layout.byId[r].x - layout.width / 2) > layout.width * 0.3)) {
        found = { seed, moves: all.slice(0, n) };
        break;
      }
      const next = applyMove(rules, state, all[n]);
      if (!next.ok) throw new Error(next.error.message);
      state = next.state;
    }
  }
  expect(found, 'a position with units at the edges only').toBeDefined();
  await page.goto(linkFor({ rulesetId: 'antike-duellum', seed: found!.seed, players: 2, seats: ['human', 'human'], moves: found!.moves }).replace('?', '#'));
  await expect(page.getByTestId('notice')).toContainText(`Replayed the shared game: ${found!.moves.length} moves`);
  await expect(page.locator('[data-highlighted]')).not.toHaveCount(0);
  const shown = () =>
    page.evaluate(() => {
      const box = document.querySelector('[data-testid="map-pan"]')!.getBoundingClientRect();
      return [...document.querySelectorAll('[data-highlighted]')].filter((g) => {
        const r = g.querySelector('circle, ellipse')!.getBoundingClientRect();
        return r.left >= box.left && r.right <= box.right && r.top >= box.top && r.bottom <= box.bottom;
      }).length;
    });
  await expect.poll(shown).toBeGreaterThan(0);
});

test('on a desktop the play page fits the whole map to its column as before: nothing to pan, no zoom button', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/rulesets/antike-east/play');
  await expect(page.getByTestId('map-view')).toBeVisible();
  const fit = await page.getByTestId('map-pan').evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth, svg: el.querySelector('svg')!.getBoundingClientRect().width }));
  expect(fit.scrollWidth).toBeLessThanOrEqual(fit.clientWidth + 1);
  expect(fit.svg).toBeGreaterThan(fit.clientWidth - 3);
  expect(Math.min(...(await namesOnScreen(page)).map((n) => n.px))).toBeGreaterThanOrEqual(10);
  await expect(page.getByTestId('map-zoom')).toBeHidden();
});

/**
 * The other pages that draw a board: each map on them, at a phone's and a tablet's width. Fitted to their column the
 * names were 4 px on a phone and 7-8 px on a tablet (the play page's too, at 768 px).
 */
const mapPages: { name: string; path: string; maps: number; ready: (page: Page) => Promise<void> }[] = [
  { name: 'compare', path: '/compare?a=antike-duellum&b=antike-east', maps: 2, ready: (page) => expect(page.locator('.compare[data-ready="true"]')).toBeVisible() },
  { name: 'diff', path: '/diff?a=antike-duellum&b=antike-east&mode=teach', maps: 2, ready: (page) => expect(page.getByTestId('map-view').nth(1)).toBeVisible() },
  { name: 'edit', path: '/rulesets/antike-east/edit', maps: 1, ready: (page) => page.locator('.monaco-editor .view-lines').waitFor() },
  { name: 'play', path: '/rulesets/antike-east/play', maps: 1, ready: (page) => expect(page.getByTestId('map-view')).toBeVisible() },
];

/** Each map's smallest name on screen, and how its box pans: the box's own scroll, and where it sits on the screen. */
function mapsOnScreen(page: Page) {
  return page.getByTestId('map-view').evaluateAll((figures) =>
    figures.map((figure) => {
      const px = [...figure.querySelectorAll('.region-label')].map((t) => (t as SVGTextElement).getScreenCTM()!.a * parseFloat(getComputedStyle(t).fontSize));
      const pan = figure.querySelector<HTMLElement>('[data-testid="map-pan"]');
      const before = pan ? { left: pan.scrollLeft, top: pan.scrollTop } : undefined;
      // Whether the box really scrolls: moved to its far corner by script, as a finger drag would move it.
      if (pan) pan.scrollTo(pan.scrollWidth, pan.scrollHeight);
      const moved = pan ? pan.scrollLeft !== before!.left || pan.scrollTop !== before!.top : false;
      if (pan) pan.scrollTo(before!.left, before!.top);
      const box = (pan ?? figure).getBoundingClientRect();
      return { names: px.length, smallest: Math.min(...px), pans: !!pan && pan.scrollWidth > pan.clientWidth + 1, moved, left: box.left, right: box.right, top: box.top, bottom: box.bottom };
    }),
  );
}

for (const { width, height } of [{ width: 390, height: 844 }, { width: 768, height: 1024 }]) {
  test.describe(`at ${width} x ${height}`, () => {
    test.use({ viewport: { width, height } });
    for (const { name, path, maps, ready } of mapPages) {
      test(`the ${name} page's map${maps > 1 ? 's draw their' : ' draws its'} region names at 10 px or more, in a box that pans`, async ({ page }) => {
        await page.goto(path);
        await ready(page);
        const shown = await mapsOnScreen(page);
        expect(shown).toHaveLength(maps);
        for (const [i, map] of shown.entries()) {
          expect(map.names, `${name} map ${i + 1}: names`).toBeGreaterThan(30);
          expect(map.smallest, `${name} map ${i + 1}: the smallest name on screen, in px`).toBeGreaterThanOrEqual(10);
          expect(map.pans, `${name} map ${i + 1}: the board is wider than its box`).toBe(true);
          expect(map.moved, `${name} map ${i + 1}: the box scrolls`).toBe(true);
          expect(map.right, `${name} map ${i + 1}: the box ends on the screen`).toBeLessThanOrEqual(width);
        }
        // Two maps are stacked, not squeezed side by side.
        if (maps === 2) expect(shown[1].top).toBeGreaterThanOrEqual(shown[0].bottom);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page does not scroll sideways').toBeLessThanOrEqual(width + 1);
      });
    }
  });
}

test("on a phone the compare page's two maps pan on their own", async ({ page }) => {
  await page.goto('/compare?a=antike-duellum&b=antike-east');
  await expect(page.locator('.compare[data-ready="true"]')).toBeVisible();
  const [a, b] = [page.locator('.compare-side[data-side="a"]').getByTestId('map-pan'), page.locator('.compare-side[data-side="b"]').getByTestId('map-pan')];
  const scroll = (box: typeof a) => box.evaluate((el) => [el.scrollLeft, el.scrollTop]);
  const before = await scroll(b);
  await a.evaluate((el) => el.scrollTo(0, 0));
  expect(await scroll(a)).toEqual([0, 0]);
  expect(await scroll(b)).toEqual(before);
  // Each has its own whole-board button.
  await page.locator('.compare-side[data-side="b"]').getByTestId('map-zoom').click();
  expect(await b.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  expect(await a.evaluate((el) => el.scrollWidth > el.clientWidth * 2)).toBe(true);
});

test("on a phone an estimated board says so above its box, where the board's own corner stamp would be panned away", async ({ page }) => {
  await page.goto('/compare?a=antike-duellum&b=antike-east');
  await expect(page.locator('.compare[data-ready="true"]')).toBeVisible();
  // The Duellum board's layout is an approximation (research/game-data.md); the East board's is printed.
  const duellum = page.locator('.compare-side[data-side="a"]');
  await expect(duellum.getByTestId('map-estimated-note')).toBeVisible();
  await expect(duellum.getByTestId('map-estimated-note')).toHaveText('estimated layout: not printed in any rulebook we have');
  await expect(duellum.locator('.estimated-stamp')).toBeHidden();
  await expect(page.locator('.compare-side[data-side="b"]').getByTestId('map-estimated-note')).toHaveCount(0);
  // The whole board shows its own stamp again.
  await duellum.getByTestId('map-zoom').click();
  await expect(duellum.locator('.estimated-stamp')).toBeVisible();
  await expect(duellum.getByTestId('map-estimated-note')).toBeHidden();
});

test('on a 1280 px screen a board whose names are small beside another column zooms in on request, and back', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/compare?a=antike-duellum&b=antike-east');
  await expect(page.locator('.compare[data-ready="true"]')).toBeVisible();
  const side = page.locator('.compare-side[data-side="b"]');
  const smallest = () => side.getByTestId('map-view').evaluate((figure) => Math.min(...[...figure.querySelectorAll('.region-label')].map((t) => (t as SVGTextElement).getScreenCTM()!.a * parseFloat(getComputedStyle(t).fontSize))));
  // Two boards side by side draw their names at about 6.5 px here.
  expect(await smallest()).toBeLessThan(9);
  await side.getByTestId('map-zoom-wide').click();
  expect(await smallest()).toBeGreaterThanOrEqual(10);
  const pan = side.getByTestId('map-pan');
  expect(await pan.evaluate((el) => el.scrollWidth > el.clientWidth + 1)).toBe(true);
  // The other board is left as it was.
  expect(await page.locator('.compare-side[data-side="a"]').getByTestId('map-pan').evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  await side.getByTestId('map-zoom-wide').click();
  expect(await smallest()).toBeLessThan(9);
  expect(await pan.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
});

test('on a phone the diff brings a region that differs into each map, even at the edge of the board; on paper the boards print whole', async ({ page, request }) => {
  // Tingis, the Duellum board's westmost region, renamed: far out of the middle each box opens at.
  const saved = await request.post('/api/variants', { data: { id: 'narrow-tingi', title: 'Duellum — Tingi', extends: 'antike-duellum', replace: true, patch: { map: { regions: { tingis: { name: 'Tingi' } } } } } });
  expect(saved.ok(), await saved.text()).toBe(true);
  await page.goto('/diff?a=antike-duellum&b=narrow-tingi&mode=teach');
  const maps = page.getByTestId('map-view');
  await expect(maps).toHaveCount(2);
  await expect(maps.locator('[data-region="tingis"][data-highlighted]')).toHaveCount(2);
  const shown = () =>
    maps.evaluateAll((figures) =>
      figures.map((figure) => {
        const box = figure.querySelector('[data-testid="map-pan"]')!.getBoundingClientRect();
        const node = figure.querySelector('[data-region="tingis"] circle')!.getBoundingClientRect();
        return node.left >= box.left && node.right <= box.right && node.top >= box.top && node.bottom <= box.bottom;
      }),
    );
  await expect.poll(shown).toEqual([true, true]);
  await page.emulateMedia({ media: 'print' });
  for (const pan of await page.getByTestId('map-pan').all()) expect(await pan.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
});

test('on a desktop the compare, diff and editor maps fit their columns as before: the two maps side by side, nothing to pan', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const { name, path, maps, ready } of mapPages.filter((p) => p.name !== 'play')) {
    await page.goto(path);
    await ready(page);
    const shown = await mapsOnScreen(page);
    expect(shown).toHaveLength(maps);
    for (const map of shown) expect(map.pans, `${name}: a board wider than its box`).toBe(false);
    if (maps === 2) expect(shown[1].left, `${name}: B beside A`).toBeGreaterThanOrEqual(shown[0].right);
    await expect(page.getByTestId('map-zoom').first()).toBeHidden();
    // The board's own stamp says "estimated" where it is whole; no second note above it.
    await expect(page.getByTestId('map-estimated-note').first()).toBeHidden();
  }
});
