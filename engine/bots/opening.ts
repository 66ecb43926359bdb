/**
 * An opening found by search, for a bot whose one-move policy cannot see a purchase two turns away. In Duellum the
 * heuristic policy arms its units on its first turn, while production first puts a know-how (a scholar, D-PERS-04)
 * in reach on the third; its second personage came at turn 15–26 per nation where a search over its rondel fields
 * found it at 6–8 (bench/prof/solo-beam.ts).
 *
 * The line is a beam search over one nation's rondel fields: each position of the beam tries each field the nation may
 * choose (paid steps included), the bot's own policy plays the rest of that turn, and the `beam` positions the bot's
 * own evaluation rates best go on, `depth` turns deep. The nations before it in the turn order play their own lines
 * (searched first) and then the policy; the nations after it stay idle. Searched with every other nation idle, the
 * second nation's line raced the first for the same know-how's scholar on the same round and lost every time: the
 * first player won 75% of Duellum games, and a variant without the second player's compensation coin made the first
 * player weaker (bench/prof/sweep.ts and rondel simulate, 2026-11-26). A line is computed once per ruleset, player
 * count, nation, place in the turn order and bot, from a new game of the ruleset (a variant gets its own), so a
 * game stays a function of its ruleset, seed and bots. Being that, a line searched in one process can be handed to
 * another (openingEntries, adoptOpenings): a simulation's pool workers then search each line once between them
 * instead of once each.
 */
import { createGame } from '../state/create';
import { atFieldDecision, decidingNation } from '../state/selectors';
import type { GameState, Move } from '../state/types';
import type { Ruleset } from '../ruleset/types';
import { nextRandom, seedState } from '../random/prng';
import { FastGame } from '../sim/fast-game';
import { perRuleset } from '../rules/per-ruleset';
import { bookLines } from './opening-book';

export interface OpeningSearch {
  /** Turns of the line a bot follows. */
  turns: number;
  /** Positions kept after each turn. */
  beam: number;
  /** Turns searched: the line's first `turns` are chosen for where they lead by then. */
  depth: number;
}

/** The rondel field of each opening turn, with where the nation's stone stood before it (null: off the rondel). */
export interface OpeningLine {
  fields: readonly string[];
  from: readonly (string | null)[];
}

/**
 * The bot's policy for one decision of the searching nation, and its evaluation of a position for that nation.
 * `key` names what they compute (e.g. the weights): two bots with one key must choose and value alike, since they
 * share their lines.
 */
export interface OpeningBot {
  key: string;
  choose(ruleset: Ruleset, state: GameState, moves: Move[], rng: number): [Move, number];
  value(ruleset: Ruleset, state: GameState, nation: string): number;
}

// Seeded from the opening book when the ruleset's content is in it (engine/bots/opening-book.ts).
const linesOf = perRuleset((ruleset) => new Map<string, OpeningLine>(bookLines(ruleset)));
const startsOf = perRuleset(() => new Map<string, GameState>());

/**
 * The opening of `nation` in `state`'s game for `bot`, searched on first use. The search starts from a new game with
 * the same player count in which the nation holds the same place in the turn order, so a nation that moves second
 * searches with what the second nation holds (Duellum's start compensation, D-SET-06) and after the first's line.
 */
export function openingLine(ruleset: Ruleset, state: GameState, nation: string, bot: OpeningBot, search: OpeningSearch): OpeningLine {
  const place = state.nations.indexOf(nation);
  const lines = linesOf(ruleset);
  const key = `${bot.key}|${state.controllers.length}|${nation}|${place}|${search.turns}|${search.beam}|${search.depth}`;
  let line = lines.get(key);
  if (!line) {
    const start = startAt(ruleset, state.controllers.length, nation, place);
    // The nations before it in the turn order play their own lines (searched first), then the policy: a line that
    // counted on the first scholar of a know-how the nation before it takes on the same round would be a plan that
    // fails every time (D-PERS-04).
    const before = new Map<string, OpeningLine>();
    for (const other of start.nations.slice(0, Math.max(0, start.nations.indexOf(nation)))) before.set(other, openingLine(ruleset, start, other, bot, search));
    lines.set(key, (line = searchOpening(ruleset, start, nation, bot, search, before)));
  }
  return line;
}

/** A searched line with what it was searched for (bot key, players, nation, place, search), as plain data. */
export interface OpeningEntry {
  key: string;
  fields: string[];
  from: (string | null)[];
}

/** The lines searched (or adopted) for `ruleset` in this process, but those named in `except`. */
export function openingEntries(ruleset: Ruleset, except?: ReadonlySet<string>): OpeningEntry[] {
  const entries: OpeningEntry[] = [];
  for (const [key, line] of linesOf(ruleset)) if (!except?.has(key)) entries.push({ key, fields: [...line.fields], from: [...line.from] });
  return entries;
}

/** The keys of the lines known for `ruleset` in this process. */
export function openingKeys(ruleset: Ruleset): Set<string> {
  return new Set(linesOf(ruleset).keys());
}

/**
 * Takes lines searched for the same ruleset elsewhere (another worker thread or machine), so they are not searched
 * here. A line already known is kept: both are the same search's result.
 */
export function adoptOpenings(ruleset: Ruleset, entries: readonly OpeningEntry[]): void {
  const lines = linesOf(ruleset);
  for (const { key, fields, from } of entries) if (!lines.has(key)) lines.set(key, { fields, from });
}

/** A new game (seeds 1, 2, …) in which `nation` is at `place` in the turn order; the first seed's if none is. */
function startAt(ruleset: Ruleset, players: number, nation: string, place: number): GameState {
  const byPlace = startsOf(ruleset);
  const key = `${players}|${nation}|${place}`;
  let start = byPlace.get(key);
  if (!start) {
    let first: GameState | undefined;
    for (let seed = 1; seed <= 64 && !start; seed++) {
      const created = createGame(ruleset, { seed, players });
      if (!created.ok) throw new Error(`opening search: ${created.error.code}: ${created.error.message}`);
      first ??= created.state;
      if (created.state.nations.indexOf(nation) === place) start = created.state;
    }
    start ??= first!;
    byPlace.set(key, start);
  }
  return start;
}

/**
 * An idle nation ends every step, chooses a maneuver field (which produces nothing), and otherwise takes the first
 * listed move (a decision it must answer).
 */
function idleMove(ruleset: Ruleset, moves: Move[]): Move {
  return (
    moves.find((m) => m.type === 'phase.end') ??
    moves.find((m) => m.type === 'rondel.select' && ruleset.rondel.fields[m.field]?.action === 'maneuver' && !m.payment) ??
    moves[0]
  );
}

/**
 * Every line `bot` plays in new games of `ruleset` with `players` players: each nation at each place in the turn order
 * that the first 64 seeds give it (what the opening book holds), kept with the ruleset's lines (openingEntries).
 */
export function searchLines(ruleset: Ruleset, players: number, bot: OpeningBot, search: OpeningSearch): void {
  const orders = new Set<string>();
  for (let seed = 1; seed <= 64; seed++) {
    const created = createGame(ruleset, { seed, players });
    if (!created.ok) throw new Error(`opening search: ${created.error.code}: ${created.error.message}`);
    const order = created.state.nations.join(' ');
    if (orders.has(order)) continue;
    orders.add(order);
    for (const nation of created.state.nations) openingLine(ruleset, created.state, nation, bot, search);
  }
}

/** A line's field for this round, while the nation's stone stands where the line left it and the field is listed. */
export function lineMove(line: OpeningLine, state: GameState, nation: string, moves: Move[]): Move | undefined {
  const turn = state.turn.round - 1;
  if (turn >= line.fields.length || !atFieldDecision(state) || state.nation[nation].rondel !== line.from[turn]) return undefined;
  const field = line.fields[turn];
  return moves.find((m) => m.type === 'rondel.select' && m.field === field);
}

/**
 * Plays until `nation` is to choose its next rondel field, or the game ends: the nation by the bot's policy, the
 * nations in `before` by their lines and then the policy, every other nation idle.
 */
function toNextChoice(ruleset: Ruleset, game: FastGame, nation: string, bot: OpeningBot, rng: number, before: Map<string, OpeningLine>): number {
  for (let guard = 0; guard < 5000; guard++) {
    const state = game.state as GameState;
    if (state.result) return rng;
    const moves = game.legal();
    const decider = decidingNation(state);
    if (decider === nation && atFieldDecision(state)) return rng;
    const line = before.get(decider);
    let move = line && lineMove(line, state, decider, moves);
    if (!move) {
      if (moves.length === 1) move = moves[0];
      else if (decider === nation || line) [move, rng] = bot.choose(ruleset, state, moves, rng);
      else move = idleMove(ruleset, moves);
    }
    game.play(move);
  }
  throw new Error(`opening search: ${nation} had no rondel decision within 5,000 moves`);
}

interface Position {
  game: FastGame;
  rng: number;
  value: number;
  fields: string[];
  from: (string | null)[];
}

function searchOpening(ruleset: Ruleset, created: GameState, nation: string, bot: OpeningBot, search: OpeningSearch, before: Map<string, OpeningLine>): OpeningLine {
  const start = new FastGame(ruleset, created);
  const [, rng] = nextRandom(seedState(0x0be11));
  let beam: Position[] = [{ game: start, rng: toNextChoice(ruleset, start, nation, bot, rng, before), value: 0, fields: [], from: [] }];
  for (let depth = 0; depth < search.depth; depth++) {
    const next: Position[] = [];
    const seen = new Set<string>();
    for (const position of beam) {
      const state = position.game.state as GameState;
      if (state.result) {
        next.push(position);
        continue;
      }
      const stone = state.nation[nation].rondel;
      for (const move of position.game.legal()) {
        if (move.type !== 'rondel.select') continue;
        const game = position.game.clone();
        game.play(move);
        const after = toNextChoice(ruleset, game, nation, bot, position.rng, before);
        const reached = game.state as GameState;
        // Two fields that lead to the very same holdings are one line.
        const key = JSON.stringify([reached.nation[nation], reached.cities, reached.result?.winner]);
        if (seen.has(key)) continue;
        seen.add(key);
        next.push({ game, rng: after, value: bot.value(ruleset, reached, nation), fields: [...position.fields, move.field], from: [...position.from, stone] });
      }
    }
    if (!next.length) break;
    next.sort((a, b) => b.value - a.value);
    beam = next.slice(0, search.beam);
  }
  const best = beam[0];
  return { fields: best.fields.slice(0, search.turns), from: best.from.slice(0, search.turns) };
}
