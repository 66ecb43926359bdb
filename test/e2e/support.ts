import { inflateRawSync } from 'node:zlib';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { applyMove, createGame, legalMoves, replay, type GameState, type Move } from '../../engine/index';
import type { Ruleset } from '../../engine/ruleset/types';

/**
 * Every browser test runs offline: any request that does not go to 127.0.0.1 is aborted and recorded, and the
 * test fails if there was one, or if the page threw or logged an error.
 */
export const test = base.extend<{ guard: { external: string[]; errors: string[] } }>({
  guard: [
    async ({ page }, use) => {
      const external: string[] = [];
      const errors: string[] = [];
      await page.route('**/*', (route) => {
        const url = new URL(route.request().url());
        if (url.hostname === '127.0.0.1') return route.continue();
        external.push(url.href);
        return route.abort();
      });
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      page.on('console', (m) => {
        if (m.type() !== 'error') return;
        // A ruleset id the library lacks is answered 404 on purpose (app/not-found.tsx), which Chromium logs.
        if (/status of 404/.test(m.text()) && /^\/rulesets\/[^/]+(\/(play|edit|cards))?$/.test(new URL(m.location().url || 'http://x/').pathname)) return;
        errors.push(`console: ${m.text()}`);
      });
      await use({ external, errors });
      expect(external, 'requests that left 127.0.0.1').toEqual([]);
      expect(errors, 'page errors and console errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** A ruleset exactly as the server resolves it (GET /api/rulesets/<id>), for replaying games with the engine. */
export async function fetchRuleset(request: APIRequestContext, id: string): Promise<Ruleset> {
  const response = await request.get(`/api/rulesets/${id}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { valid: boolean; ruleset: Ruleset };
  expect(body.valid, `${id} validates`).toBe(true);
  return body.ruleset;
}

/**
 * Saves the worked house rule of rulesets/README.md, "temples cost 5 marble instead of 6" (D-TEMP-02), as a workspace
 * variant of `parent`, through the workbench's own API.
 */
export async function saveCheapTemples(request: APIRequestContext, id: string, parent: string, title: string): Promise<void> {
  const saved = await request.post('/api/variants', {
    data: {
      id,
      title,
      extends: parent,
      replace: true,
      notes: 'Temples cost 5 marble instead of 6.',
      patch: { actions: { build: { temple: { cost: { marble: 5 } } } }, provenance: { '/actions/build/temple/cost': { status: 'house-rule', note: '6 in the rulebook' } } },
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

export interface LinkRecord {
  rulesetId: string;
  seed: number;
  players: number;
  seats: string[];
  moves: Move[];
}

export function linkFor(record: LinkRecord): string {
  return `/rulesets/${record.rulesetId}/play?game=${Buffer.from(JSON.stringify(record)).toString('base64url')}`;
}

/** The game a play page's address replays (the page keeps its address in step with the game). */
export function recordFromUrl(url: string): LinkRecord {
  const parsed = new URL(url);
  const params = parsed.searchParams.has('game') || parsed.searchParams.has('gz') ? parsed.searchParams : new URLSearchParams(parsed.hash.slice(1));
  const game = params.get('game');
  const gz = params.get('gz');
  if (game) return JSON.parse(Buffer.from(game, 'base64url').toString('utf8')) as LinkRecord;
  if (gz) return JSON.parse(inflateRawSync(Buffer.from(gz, 'base64url')).toString('utf8')) as LinkRecord;
  throw new Error(`no game in ${url}`);
}

/** The engine state of the game shown on the page, once its address holds `moves` moves. */
export async function stateOnPage(page: Page, rules: Ruleset, moves: number): Promise<GameState> {
  await expect.poll(() => recordFromUrl(page.url()).moves.length, { message: 'the address follows the game' }).toBe(moves);
  const record = recordFromUrl(page.url());
  const result = replay(rules, record.seed, record.moves, record.players);
  if (!result.ok) throw new Error(`the address does not replay: ${result.error.message}`);
  return result.state;
}

/** Moves made so far, as the game bar shows them. */
export async function moveCount(page: Page): Promise<number> {
  const text = await page.getByRole('toolbar', { name: 'game' }).innerText();
  return Number(/(\d+) moves?\b/.exec(text)?.[1] ?? NaN);
}

/** The nation named in the turn banner (the one the game waits for). */
export async function bannerNation(page: Page): Promise<string> {
  return (await page.getByTestId('turn-banner').locator('[data-nation-chip]').first().getAttribute('data-nation-chip'))!;
}

/** A game of `count` moves chosen at random (deterministic for a seed). */
export function randomMoves(rules: Ruleset, seed: number, count: number): Move[] {
  let state = createGame(rules, { seed });
  let rng = seed;
  const moves: Move[] = [];
  while (moves.length < count && !state.result) {
    let move: Move;
    [state, move, rng] = randomStep(rules, state, rng);
    moves.push(move);
  }
  return moves;
}

/**
 * Plays random-bot moves from a seed until the nation on turn can move a unit into an enemy city and then conquer
 * it, with an event card it can play on its own turn in the display (for the loser to take). Found with the
 * engine so the scenario follows the rules as they are now.
 */
export function findConquest(rules: Ruleset): { seed: number; moves: Move[]; move: Extract<Move, { type: 'unit.move' }> } {
  const playable = new Set(Object.entries(rules.eventCards?.cards ?? {}).filter(([, c]) => c.play.when === 'own-turn' && c.effects.every((e) => e.op !== 'destroy')).map(([id]) => id));
  for (let seed = 1; seed <= 200; seed++) {
    let state = createGame(rules, { seed });
    let rng = seed * 7919;
    const moves: Move[] = [];
    for (let i = 0; i < 400 && !state.result; i++) {
      if (!state.pending.length && state.turn.phase === 'movement' && state.cards.display.some((c) => playable.has(c))) {
        const me = state.nations[state.turn.active];
        for (const m of legalMoves(rules, state)) {
          if (m.type !== 'unit.move' || !state.cities[m.to] || state.cities[m.to].owner === me) continue;
          const after = applyMove(rules, state, m);
          if (after.ok && legalMoves(rules, after.state).some((x) => x.type === 'city.conquer' && x.region === m.to && !x.abandon)) return { seed, moves, move: m };
        }
      }
      let move: Move;
      [state, move, rng] = randomStep(rules, state, rng);
      moves.push(move);
    }
  }
  throw new Error('no seed led to a conquest within 400 moves');
}


/** One seeded random legal move: the next state, the move, and the advanced generator. */
function randomStep(rules: Ruleset, state: GameState, rng: number): [GameState, Move, number] {
  const options = legalMoves(rules, state);
  const next = (Math.imul(rng, 1103515245) + 12345) | 0;
  const move = options[Math.abs(next) % options.length];
  const result = applyMove(rules, state, move);
  if (!result.ok) throw new Error(result.error.message);
  return [result.state, move, next];
}

/** The text of the editor line that holds the cursor (Monaco draws the current line as an overlay at its top). */
export async function currentLineText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const current = document.querySelector('.monaco-editor .view-overlays .current-line');
    const top = current?.parentElement?.style.top;
    const line = [...document.querySelectorAll<HTMLElement>('.monaco-editor .view-lines .view-line')].find((l) => l.style.top === top);
    return (line?.textContent ?? '').replace(/\u00a0/g, ' ');
  });
}
