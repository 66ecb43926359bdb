/**
 * Plays one seeded game with named bots over the public engine API and returns a compact record of it. Pure: no
 * node:fs, no clock in the record, so the same (ruleset, seed, seating, bots, cap) always gives the same record,
 * whichever worker, process or machine plays it. Records, not reports, are what gets merged (see report.ts).
 */
import { botByName as findBot, botNamesText, unknownBotWords, type Bot } from '../bots/index';
import { listedMove } from '../bots/random';
import { activeNation, createGame, decidingNation, result, type GameState, type Move, type Ruleset } from '../index';
import { score } from '../state/selectors';
import { FastGame } from './fast-game';
import { round } from './stats';

/** What happened to a game. `stalled` games never count as wins; `error` games never count as draws. */
export type Outcome = 'finished' | 'stalled' | 'error';

/**
 * The moves a report counts per game, "what the nations did": the foundings, conquests and purchases a rule change
 * (a temple's price, a founding's cost) acts on. Move types are the engine's, the same in every ruleset.
 */
export const countedMoves = ['city.found', 'city.conquer', 'temple.build', 'wall.build', 'knowhow.develop', 'unit.arm', 'unit.recruit'] as const;
export type CountedMove = (typeof countedMoves)[number];
const counted: ReadonlySet<string> = new Set(countedMoves);

export interface GameRecord {
  /** The ruleset or variant id the game was played under. */
  variant: string;
  seed: number;
  /** Which seating of the bot list this game used (0 … players-1); with two bots, 1 is the seats swapped. */
  rotation: number;
  /** Nation → bot name, for every nation in the game. */
  seats: Record<string, string>;
  /** Nations in turn order: [0] moves first. */
  order: string[];
  /**
   * The nations each player runs, by player, where a player runs several (2-player Antike, A-SET-12: two each);
   * absent where every player runs one nation, and the nation is the player.
   */
  players?: string[][];
  outcome: Outcome;
  winner?: string;
  /** Why the game stopped without a result: the move cap, or a ruleset stall rule. */
  stall?: string;
  /** The error's message, for games an engine or bot error stopped. */
  error?: string;
  /** Turns played divided by the number of nations (turn n counts every nation's turn; D-TURN). */
  turnsPerNation: number;
  rounds: number;
  /** A short code for how the game ended (see endingOf). */
  ending?: string;
  /** Personage cards the winner held, by stack. */
  winnerPersonages?: Record<string, number>;
  moves: number;
  /** Moves where the deciding nation had more than one legal move (forced moves are not decisions). */
  decisions: number;
  /** Sum of the legal-move counts over those decisions: branching mean = legalSum / decisions. */
  legalSum: number;
  /** Decisions taken by a nation other than the one on turn (replies, battle demands, cards taken). */
  offTurnDecisions: number;
  /**
   * How close the race between the players was, on the score the game is won by (personages, D-END-01 / A-GOAL-01;
   * victory points, A-VAR-04; a player running several nations by its best one), read at the end of each turn: the
   * times the player alone ahead changed (a tie names no leader); for a finished game, the winner's score less the
   * best score of another player, and the share of the game's turns (0: from the first turn's end) from which the
   * winner's player led alone at every turn's end (Ludii's decisiveness; 1: it never did). Absent in records made
   * before these were counted.
   */
  leadChanges?: number;
  margin?: number;
  winnerLeadFrom?: number;
  /** Event cards taken and played, per card and nation (only cards that were; absent in a game without any). */
  cards?: Record<string, { taken?: Record<string, number>; played?: Record<string, number> }>;
  /**
   * Per counted move type (countedMoves) made in the game: how many, by all nations together, and the turn per nation
   * (the turn number over the nations, as turnsPerNation) at which the first was made. Types no nation made are absent;
   * records made before these were counted have neither.
   */
  made?: Partial<Record<CountedMove, number>>;
  firstMade?: Partial<Record<CountedMove, number>>;
}

export interface PlayOptions {
  seed: number;
  /** Bot names from engine/bots (the registry), one per player; a shorter list repeats (e.g. one name for all). */
  bots: string[];
  players?: number;
  /** Which seating of the bot list to use (see seatBots). */
  rotation?: number;
  /** Until the rulesets carry a stall rule: a game still running after this many moves is recorded as stalled. */
  maxMoves: number;
  /** The variant id written into the record (default: ruleset.id). */
  variant?: string;
  /**
   * Called with each move once it is played, in order: the simulate page's "watch this game" plays a game of its run
   * again through this same function and keeps the moves, so the replay is the game the report counted. A move
   * that raised the error of an `error` game is not passed: the moves replay to the position before it.
   */
  onMove?: (move: Move) => void;
}

export class UnknownBotError extends Error {
  readonly code = 'sim/unknown-bot';
  constructor(readonly bot: string) {
    super(`${unknownBotWords(bot)}; known bots: ${botNamesText}`);
  }
}

/** Looks a bot up by name (the registry's, or an MCTS budget such as `mcts:1000`); throws UnknownBotError naming the known bots. */
export function botByName(name: string): Bot {
  const bot = findBot(name);
  if (!bot) throw new UnknownBotError(name);
  return bot;
}

/** The bot names for each player under a rotation: the list is repeated to the number of players, then rotated. */
export function seatBots(names: string[], players: number, rotation = 0): string[] {
  const expanded = Array.from({ length: players }, (_, p) => names[p % names.length]);
  return expanded.map((_, p) => expanded[(p + rotation) % players]);
}

/** How many seatings a balanced run cycles through: one when every player has the same bot, else one per player. */
export function rotationsFor(names: string[], players: number): number {
  const expanded = seatBots(names, players);
  return expanded.every((n) => n === expanded[0]) ? 1 : players;
}

/**
 * A short, stable code for how a game was won (the engine gives a sentence; rules A-GOAL-01/D-GOAL-01 reaching the
 * target, A-GOAL-10 the temple after every personage is gone). Unknown reasons pass through unchanged, so a new
 * ending shows up in the report instead of being lumped in with another.
 */
export function endingOf(reason: string | undefined): string {
  if (!reason) return 'unknown';
  if (/^reached \d+ personages/.test(reason)) return 'personages';
  if (/^reached \d+ victory points/.test(reason)) return 'victory-points';
  if (/A-GOAL-10/.test(reason)) return 'temple-after-exhaustion';
  return reason;
}

/**
 * A ruleset stall rule ends a game with a tie-break winner; such a game is a stall, not a win. The engine marks it
 * with `result.stalled` or `result.ending: 'stall'` (contract for the engine's coming stall rule).
 */
function stallOf(state: GameState): string | undefined {
  const r = state.result as (GameState['result'] & { stalled?: boolean; ending?: string }) | undefined;
  if (!r) return undefined;
  if (r.stalled === true || r.ending === 'stall') return 'ruleset';
  return undefined;
}

/**
 * Plays one game to its end, its stall, its move cap or its first error, and records it. Never throws for a game.
 * Runs on the simulation path (FastGame: listed moves applied in place, no copy, no log), the same rules as
 * applyMove (test/sweep/fast-path.test.ts); a bot's move must be one of the listed moves (checked, never trusted).
 */
export function playRecord(ruleset: Ruleset, options: PlayOptions): GameRecord {
  const players = options.players ?? ruleset.players.min;
  const rotation = options.rotation ?? 0;
  const names = seatBots(options.bots, players, rotation);
  const botList = names.map(botByName); // throws before any game starts: an unknown bot is a usage error, not a game error
  const record: GameRecord = {
    variant: options.variant ?? ruleset.id,
    seed: options.seed,
    rotation,
    seats: {},
    order: [],
    outcome: 'error',
    turnsPerNation: 0,
    rounds: 0,
    moves: 0,
    decisions: 0,
    legalSum: 0,
    offTurnDecisions: 0,
    made: {},
    firstMade: {},
  };
  let state: GameState | undefined;
  try {
    const game = new FastGame(ruleset, createGame(ruleset, { seed: options.seed, players }));
    state = game.state as GameState;
    record.order = [...state.nations];
    const playerOf = new Map<string, number>();
    state.controllers.forEach((nations, player) => nations.forEach((n) => playerOf.set(n, player)));
    for (const nation of state.nations) record.seats[nation] = names[playerOf.get(nation) ?? 0];
    if (state.controllers.some((nations) => nations.length > 1)) record.players = state.controllers.map((nations) => [...nations]);
    // Each player's bot keeps its own PRNG, seeded from the game seed and the player (as engine/sim/run-game.ts does).
    const rngs = names.map((_, i) => (options.seed * 2654435761 + i * 97) | 0);
    // The side alone ahead at the end of each turn (undefined: a tie), for the closeness figures: a player's nations
    // race together (2-player Antike, A-SET-12), so the lead passing between them is no change of leader.
    const leaders: (number | undefined)[] = [];
    let turn = state.turn.number;
    while (!result(state).over) {
      if (record.moves >= options.maxMoves) {
        record.outcome = 'stalled';
        record.stall = `move cap ${options.maxMoves}`;
        break;
      }
      const legal = game.legal();
      if (!legal.length) throw new Error(`no legal move in phase ${state.turn.phase} (turn ${state.turn.number})`);
      const deciding = decidingNation(state);
      const player = playerOf.get(deciding) ?? 0;
      let move = legal[0];
      if (legal.length > 1) {
        record.decisions++;
        record.legalSum += legal.length;
        if (deciding !== activeNation(state)) record.offTurnDecisions++;
        [move, rngs[player]] = botList[player](ruleset, state, legal, rngs[player]);
        move = listed(legal, move, names[player]);
      }
      if (move.type === 'card.take' || move.type === 'card.play') {
        const entry = ((record.cards ??= {})[move.card] ??= {});
        const byNation = (move.type === 'card.take' ? (entry.taken ??= {}) : (entry.played ??= {}));
        byNation[deciding] = (byNation[deciding] ?? 0) + 1;
      }
      if (counted.has(move.type)) {
        const type = move.type as CountedMove;
        record.made![type] = (record.made![type] ?? 0) + 1;
        record.firstMade![type] ??= state.turn.number / state.nations.length;
      }
      game.play(move);
      options.onMove?.(move);
      record.moves++;
      if (state.turn.number !== turn) {
        turn = state.turn.number;
        leaders.push(soleLeader(playerScores(ruleset, state)));
      }
    }
    const over = result(state);
    const endScores = over.over ? playerScores(ruleset, state) : [];
    // The winning turn ends the game without starting another: its end is read here.
    if (over.over && state.turn.number === turn) leaders.push(soleLeader(endScores));
    record.leadChanges = leadChanges(leaders);
    if (over.over) {
      const stall = stallOf(state);
      if (stall) {
        record.outcome = 'stalled';
        record.stall = stall;
      } else {
        record.outcome = 'finished';
        record.winner = over.winner;
        record.ending = endingOf(over.reason);
        record.winnerPersonages = over.winner ? { ...state.nation[over.winner].personages } : undefined;
        if (over.winner) {
          const side = playerOf.get(over.winner) ?? 0;
          // The winning nation's own score (the one that reached the target), against every other player's best.
          record.margin = score(ruleset, state, over.winner) - Math.max(0, ...endScores.filter((_, p) => p !== side));
          record.winnerLeadFrom = leadFrom(leaders, side);
        }
      }
    }
  } catch (error) {
    record.outcome = 'error';
    record.error = error instanceof Error ? error.message : String(error);
  }
  if (state) {
    record.turnsPerNation = state.turn.number / state.nations.length;
    record.rounds = state.turn.round;
  }
  return record;
}

/** Each player's score, by its index among the controllers: its best nation's (a player may run several, A-SET-12). */
function playerScores(ruleset: Ruleset, state: GameState): number[] {
  return state.controllers.map((nations) => Math.max(...nations.map((nation) => score(ruleset, state, nation))));
}

/** The player whose score is highest alone, or undefined on a tie. */
function soleLeader(scores: readonly number[]): number | undefined {
  let leader: number | undefined;
  let best = -Infinity;
  scores.forEach((s, player) => {
    if (s > best) (best = s), (leader = player);
    else if (s === best) leader = undefined;
  });
  return leader;
}

/** How often the sole leader changed from one side to another; a tie in between names no leader and changes nothing. */
export function leadChanges<Side>(leaders: readonly (Side | undefined)[]): number {
  let changes = 0;
  let last: Side | undefined;
  for (const leader of leaders) {
    if (leader === undefined) continue;
    if (last !== undefined && leader !== last) changes++;
    last = leader;
  }
  return changes;
}

/**
 * The share of the turns (0: from the first turn's end) from which `winner` led alone at every turn's end to the
 * game's end; 1 where it did not lead alone at the end (a win by another rule, A-GOAL-10).
 */
export function leadFrom<Side>(leaders: readonly (Side | undefined)[], winner: Side): number {
  let k = leaders.length;
  while (k > 0 && leaders[k - 1] === winner) k--;
  return leaders.length ? round(k / leaders.length) : 1;
}

/**
 * The listed move the bot chose: the same object, one equal to it, or a listed rondel move naming the chips for its
 * paid steps (listedMove; the engine checks that payment when it plays the move). Anything else is the bot's error.
 */
function listed(legal: Move[], move: Move, bot: string): Move {
  if (legal.includes(move)) return move;
  const text = JSON.stringify(move);
  const equal = legal.find((m) => JSON.stringify(m) === text);
  if (equal) return equal;
  if (!listedMove(legal, move)) throw new Error(`bot '${bot}' chose a move that is not listed: ${text}`);
  return move;
}

/** One unit of work: a range of game indices of one variant. Game i plays seed `seed + floor(i / R)` in seating `i mod R`. */
export interface GameSpec {
  seed: number;
  rotation: number;
}

/**
 * The games of a run: `games` games from `seed`, cycling through the seatings so that every bot sits in every seat
 * equally often (seats swapped, with two bots). The same list is played under A and under B.
 */
export function gameSpecs(options: { games: number; seed: number; bots: string[]; players: number }): GameSpec[] {
  const r = rotationsFor(options.bots, options.players);
  return Array.from({ length: options.games }, (_, i) => ({ seed: options.seed + Math.floor(i / r), rotation: i % r }));
}
