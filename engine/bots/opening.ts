/**
 * An opening found by search, for a bot whose one-move policy cannot see a purchase two turns away. In Duellum the
 * heuristic policy arms its units on its first turn, while production first puts a know-how (a scholar, D-PERS-04)
 * in reach on the third; its second personage came at turn 15–26 per nation where a search over its rondel fields
 * found it at 6–8 (bench/prof/solo-beam.ts).
 *
 * The line is a beam search over one nation's rondel fields with every other nation idle: each position of the beam
 * tries each field the nation may choose (paid steps included), the bot's own policy plays the rest of that turn and
 * the idle nations theirs, and the `beam` positions the bot's own evaluation rates best go on, `depth` turns deep. It
 * is computed once per ruleset, player count, nation and bot, from the ruleset alone (a variant gets its own
 * opening), so a game stays a function of its ruleset, seed and bots.
 */
import { createGame } from '../state/create';
import { decidingNation } from '../state/selectors';
import type { GameState, Move } from '../state/types';
import type { Ruleset } from '../ruleset/types';
import { nextRandom, seedState } from '../random/prng';
import { FastGame } from '../sim/fast-game';

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

/** The bot's policy for one decision of the searching nation, and its evaluation of a position for that nation. */
export interface OpeningBot {
  choose(ruleset: Ruleset, state: GameState, moves: Move[], rng: number): [Move, number];
  value(ruleset: Ruleset, state: GameState, nation: string): number;
}

const lines = new WeakMap<Ruleset, WeakMap<OpeningBot, Map<string, OpeningLine>>>();

/** The opening of `nation` in a `players`-player game of `ruleset` for `bot`, searched on first use. */
export function openingLine(ruleset: Ruleset, players: number, nation: string, bot: OpeningBot, search: OpeningSearch): OpeningLine {
  let byBot = lines.get(ruleset);
  if (!byBot) lines.set(ruleset, (byBot = new WeakMap()));
  let byNation = byBot.get(bot);
  if (!byNation) byBot.set(bot, (byNation = new Map()));
  const key = `${players}|${nation}`;
  let line = byNation.get(key);
  if (!line) byNation.set(key, (line = searchOpening(ruleset, players, nation, bot, search)));
  return line;
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

/** Plays until `nation` is to choose its next rondel field, or the game ends. */
function toNextChoice(ruleset: Ruleset, game: FastGame, nation: string, bot: OpeningBot, rng: number): number {
  for (let guard = 0; guard < 5000; guard++) {
    const state = game.state as GameState;
    if (state.result) return rng;
    const moves = game.legal();
    const decider = decidingNation(state);
    if (decider === nation && !state.pending.length && state.turn.phase === 'rondel') return rng;
    let move: Move;
    if (decider === nation && moves.length > 1) [move, rng] = bot.choose(ruleset, state, moves, rng);
    else move = decider === nation ? moves[0] : idleMove(ruleset, moves);
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

function searchOpening(ruleset: Ruleset, players: number, nation: string, bot: OpeningBot, search: OpeningSearch): OpeningLine {
  const created = createGame(ruleset, { seed: 1, players });
  if (!created.ok) throw new Error(`opening search: ${created.error.code}: ${created.error.message}`);
  const start = new FastGame(ruleset, created.state);
  const [, rng] = nextRandom(seedState(0x0be11));
  let beam: Position[] = [{ game: start, rng: toNextChoice(ruleset, start, nation, bot, rng), value: 0, fields: [], from: [] }];
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
        const after = toNextChoice(ruleset, game, nation, bot, position.rng);
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
