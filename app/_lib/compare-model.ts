/**
 * Two games side by side (/compare): one session per ruleset (play-model's Session), created with the same seed,
 * player count and seats, moved together. Pure functions; the page keeps one Pair in React state.
 *
 * - A move offered on both sides (same nation, same move) is made on both; a move legal on one side only is made
 *   there only.
 * - Bots: both sides' bots start from the same bot seed. The bot chooses in A; B makes the same move while it is
 *   legal there for the same nation (so the games stay comparable), otherwise B's own bot chooses.
 * - While the two games make the same moves, every step is checked (divergence.ts): the offered moves before it, and
 *   what it changed after it. An outcome that differs only because the positions already differed (the rules do the
 *   same with the move on either position: rulesAgreeOn) is kept as an echo and does not count: a player comparing
 *   two rule sets wants the first place where the rules make the games play differently.
 * - Once a step is not shared (a move legal on one side only), the games have parted and are not compared again.
 */
import { botByName, decidingNation, legalMoves, listedMove, seedState, type Bot, type GameState, type Move } from '@/engine/index';
import type { Ruleset } from '@/engine/rulesets';
import type { Seat } from './game-record';
import { current, newSession, play, resultWords, seatOf, stateAt, turnWords, type Session } from './play-model';
import { describeMove } from './describe-move';
import { compareOffered, compareOutcome, compareSetup, divergenceSignature, moveKey, rulesAgreeOn, type Divergence, type Offered, type Side } from './divergence';

export interface PairStep {
  /** 1-based number of this step (the move number on the shared timeline). */
  n: number;
  a?: { move: Move; nation: string };
  b?: { move: Move; nation: string };
  shared: boolean;
  byBot: boolean;
  /** Moves made on each side once this step is done (to show the position after it). */
  countA: number;
  countB: number;
}

export interface Pair {
  seed: number;
  players: number;
  seats: Seat[];
  botSeed: number;
  a: Session;
  b: Session;
  steps: PairStep[];
  /** The set-ups differ (another map, a special unit in the box). */
  setup?: Divergence;
  /** The first move whose offered moves or outcome differ (the first of `found`). */
  first?: Divergence;
  /** Every difference found, in order; "Run to the next difference" adds one. A repeat of one found is not added. */
  found?: Divergence[];
  /**
   * Outcomes that differed only because the positions already differed (the set-up's special unit copied into what
   * the next nation may arm): the first few, kept to show; they do not stop a run. `echoCount` counts them all.
   */
  echoes?: Divergence[];
  echoCount?: number;
  /** The step at which the games made different moves: from there on they are not compared. */
  partedAt?: number;
  /** The number of steps at which the offered moves were last compared (so they are compared once per position). */
  offersChecked?: number;
}

/** Echoes kept to show (the rest are counted): every turn end repeats the set-up's one. */
const echoesKept = 3;

/** `found` with `d` added unless one like it was found before. */
function withFound(pair: Pair, d: Divergence | undefined): Pick<Pair, 'first' | 'found'> {
  const found = pair.found ?? (pair.first ? [pair.first] : []);
  if (!d || found.some((f) => divergenceSignature(f) === divergenceSignature(d))) return { first: pair.first, found: pair.found };
  return { first: pair.first ?? d, found: [...found, d] };
}

export interface PairOptions {
  seed: number;
  players: number;
  seats: Seat[];
  botSeed: number;
}

export type PairResult = { ok: true; pair: Pair } | { ok: false; side?: Side; message: string };

/** Player counts a ruleset can seat: those within /players that the map has a lineup for. */
export function playerCountsOf(ruleset: Ruleset): number[] {
  return Object.keys(ruleset.map.lineups)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n >= ruleset.players.min && n <= ruleset.players.max)
    .sort((x, y) => x - y);
}

export function newPair(ra: Ruleset, rb: Ruleset, options: PairOptions): PairResult {
  const { seed, players, seats, botSeed } = options;
  for (const [side, r] of [['a', ra], ['b', rb]] as const) {
    if (!playerCountsOf(r).includes(players)) {
      const counts = playerCountsOf(r);
      return { ok: false, side, message: `${r.id} cannot be played by ${players} players: it takes ${counts.join(', ') || 'no player count'} (its /players and the lineups of its map)` };
    }
  }
  const a = newSession(ra, seed, players, seats);
  if (!a.ok) return { ok: false, side: 'a', message: `${ra.id}: ${a.message}` };
  const b = newSession(rb, seed, players, seats);
  if (!b.ok) return { ok: false, side: 'b', message: `${rb.id}: ${b.message}` };
  const rng = seedState(botSeed);
  const pair: Pair = { seed, players, seats, botSeed, a: { ...a.session, botRng: rng }, b: { ...b.session, botRng: rng }, steps: [], setup: compareSetup(a.session.initial, b.session.initial) };
  // The first moves are compared at once: two games whose first offers differ say so before anything is run (the
  // page read "No difference yet. Both games offer the same first moves." for Antike against Duellum).
  return { ok: true, pair: markOffered(ra, rb, pair) };
}

export function sideSession(pair: Pair, side: Side): Session {
  return side === 'a' ? pair.a : pair.b;
}

/** The two positions after `step` steps (0: the set-up). */
export function positionsAt(pair: Pair, step: number): { a: GameState; b: GameState } {
  if (step <= 0) return { a: pair.a.initial, b: pair.b.initial };
  const s = pair.steps[Math.min(step, pair.steps.length) - 1];
  return { a: stateAt(pair.a, s.countA), b: stateAt(pair.b, s.countB) };
}

/** What one side's move of `step` did, in words, read from the position it was made in (the set-up for a first move). */
export function stepMoveWords(r: Ruleset, pair: Pair, side: Side, step: PairStep): string | undefined {
  const m = step[side];
  if (!m) return undefined;
  const session = side === 'a' ? pair.a : pair.b;
  const count = side === 'a' ? step.countA : step.countB;
  const before = count >= 2 ? session.entries[count - 2].state : session.initial;
  try {
    return describeMove(r, before, m.move);
  } catch {
    // A move that no longer describes (data edited since) is still named by its type, never hidden.
    return m.move.type;
  }
}

/**
 * What a screen reader hears on the compare page when a person is to move again, or once both games have ended: the
 * bots' steps since the person's last one (at most `lines`), then whose turn it is on each side, in the turn banner's
 * words. The timeline and the shared list show the same to the eye. Empty while bots are to move: a run plays hundreds
 * of moves a second, and its stop is said by the run's own status line.
 */
export function pairAnnouncement(ra: Ruleset, rb: Ruleset, pair: Pair, personDecides: boolean, lines = 8): string {
  const a = current(pair.a);
  const b = current(pair.b);
  if (a.result && b.result) return `Both games are over. A: ${resultWords(ra, a.result)} B: ${resultWords(rb, b.result)}`;
  if (!personDecides) return '';
  let first = pair.steps.length;
  while (first > 0 && pair.steps[first - 1].byBot) first--;
  // Only the last `lines` steps are worded: a long reply by the bots is not described to be cut.
  const said = pair.steps.slice(Math.max(first, pair.steps.length - lines)).map((step) => (step.shared ? `${stepMoveWords(ra, pair, 'a', step)} (both)` : `A: ${stepMoveWords(ra, pair, 'a', step) ?? 'no move'}, B: ${stepMoveWords(rb, pair, 'b', step) ?? 'no move'}`));
  const since = said.length ? `Since your last move: ${said.join('; ')}. ` : '';
  const sideA = a.result ? resultWords(ra, a.result) : turnWords(ra, a);
  const sideB = b.result ? resultWords(rb, b.result) : turnWords(rb, b);
  return `${since}${sideA === sideB ? `A and B: ${sideA}` : `A: ${sideA} B: ${sideB}`}`;
}

export type AdvanceResult = { ok: true; pair: Pair } | { ok: false; side: Side; message: string };

/** One step: a move on A, on B, or the same move on both. Looks for differences while the games make the same moves. */
export function advance(ra: Ruleset, rb: Ruleset, pair: Pair, moves: { a?: Move; b?: Move }, byBot: boolean): AdvanceResult {
  const before = { a: current(pair.a), b: current(pair.b) };
  const n = pair.steps.length + 1;
  const marked = markOffered(ra, rb, pair);
  let a = pair.a;
  let b = pair.b;
  const nationA = decidingNation(before.a);
  const nationB = decidingNation(before.b);
  if (moves.a) {
    const r = play(ra, a, moves.a, byBot);
    if (!r.ok) return { ok: false, side: 'a', message: r.error.message };
    a = r.session;
  }
  if (moves.b) {
    const r = play(rb, b, moves.b, byBot);
    if (!r.ok) return { ok: false, side: 'b', message: r.error.message };
    b = r.session;
  }
  const shared = !!moves.a && !!moves.b && moveKey(nationA, moves.a) === moveKey(nationB, moves.b);
  let found: Pick<Pair, 'first' | 'found'> = { first: marked.first, found: marked.found };
  let { echoes, echoCount, partedAt } = marked;
  if (partedAt === undefined && !shared) partedAt = n;
  else if (partedAt === undefined) {
    const lastA = a.entries[a.entries.length - 1];
    const lastB = b.entries[b.entries.length - 1];
    const outcome = compareOutcome(n, moves.a!, nationA, before, { a: lastA.state, b: lastB.state }, { a: lastA.events, b: lastB.events });
    if (outcome && rulesAgreeOn(ra, rb, moves.a!, before)) {
      echoCount = (echoCount ?? 0) + 1;
      if ((echoes?.length ?? 0) < echoesKept) echoes = [...(echoes ?? []), outcome];
    } else found = withFound(marked, outcome);
  }
  const step: PairStep = {
    n,
    ...(moves.a ? { a: { move: moves.a, nation: nationA } } : {}),
    ...(moves.b ? { b: { move: moves.b, nation: nationB } } : {}),
    shared,
    byBot,
    countA: a.entries.length,
    countB: b.entries.length,
  };
  return { ok: true, pair: { ...marked, a, b, steps: [...pair.steps, step], ...found, echoes, echoCount, partedAt } };
}

/** A person's move from the shared list: made on every side where it is offered and a person decides. */
export function humanMove(ra: Ruleset, rb: Ruleset, pair: Pair, offered: Offered): AdvanceResult {
  const moves: { a?: Move; b?: Move } = {};
  for (const side of ['a', 'b'] as const) {
    const session = sideSession(pair, side);
    const state = current(session);
    if (!offered[side] || state.result) continue;
    if (decidingNation(state) !== offered.nation || seatOf(session, state, offered.nation) !== 'human') continue;
    moves[side] = offered.move;
  }
  if (!moves.a && !moves.b) return { ok: false, side: offered.a ? 'a' : 'b', message: 'that move is not offered to a person now' };
  return advance(ra, rb, pair, moves, false);
}

/**
 * Marks a difference as soon as the current position offers different moves, before anyone moves: the page then
 * shows the differing offers where they are.
 */
export function markOffered(ra: Ruleset, rb: Ruleset, pair: Pair): Pair {
  if (pair.partedAt !== undefined || pair.offersChecked === pair.steps.length) return pair;
  const offers = compareOffered(ra, current(pair.a), rb, current(pair.b), pair.steps.length + 1);
  return { ...pair, ...withFound(pair, offers), offersChecked: pair.steps.length };
}

export type BotStep = { moved: true; result: AdvanceResult } | { moved: false; reason: string };

/** What the bots choose for one step: a move on each side where a bot decides, and the bot streams after it. */
export interface BotChoice {
  a?: Move;
  b?: Move;
  rngA: number;
  rngB: number;
}

/**
 * The bot a seat names (game-record.ts seatKinds are names botByName knows). Not the simulation door's throwing
 * botByName: that door would bring the simulation's report code into the compare page's bundle for this lookup.
 */
function seatBot(seat: Seat): Bot {
  const bot = botByName(seat);
  if (!bot) throw new Error(`there is no bot '${seat}'`);
  return bot;
}

/** The bots' choice for the next step, or why no bot decides now. */
export function chooseBotStep(ra: Ruleset, rb: Ruleset, pair: Pair): { choice: BotChoice } | { reason: string } {
  const sa = current(pair.a);
  const sb = current(pair.b);
  const seatA = sa.result ? undefined : seatOf(pair.a, sa, decidingNation(sa));
  const seatB = sb.result ? undefined : seatOf(pair.b, sb, decidingNation(sb));
  const botA = seatA && seatA !== 'human' ? seatA : undefined;
  const botB = seatB && seatB !== 'human' ? seatB : undefined;
  if (!botA && !botB) return { reason: sa.result && sb.result ? 'both games are over' : 'a person decides next' };
  let moveA: Move | undefined;
  let moveB: Move | undefined;
  let rngA = pair.a.botRng;
  let rngB = pair.b.botRng;
  if (botA) [moveA, rngA] = seatBot(botA)(ra, sa, legalMoves(ra, sa), rngA);
  if (botB) {
    const movesB = legalMoves(rb, sb);
    // A paid rondel step names the chips A's nation pays with (D-RON-05): B follows it only where it holds the same.
    const nation = decidingNation(sb);
    const payable = !moveA || !('payment' in moveA) || JSON.stringify(sa.nation[nation]?.stock) === JSON.stringify(sb.nation[nation]?.stock);
    const follow = moveA && decidingNation(sa) === nation && payable && listedMove(movesB, moveA);
    if (follow) [moveB, rngB] = [moveA, rngA];
    else [moveB, rngB] = seatBot(botB)(rb, sb, movesB, rngB);
  }
  return { choice: { a: moveA, b: moveB, rngA, rngB } };
}

/** Makes a step the bots chose (here or in the page's bot worker) and keeps their streams. */
export function applyBotChoice(ra: Ruleset, rb: Ruleset, pair: Pair, choice: BotChoice): AdvanceResult {
  const result = advance(ra, rb, pair, { a: choice.a, b: choice.b }, true);
  if (!result.ok) return result;
  return { ok: true, pair: { ...result.pair, a: { ...result.pair.a, botRng: choice.rngA }, b: { ...result.pair.b, botRng: choice.rngB } } };
}

/** Lets the bots make one step (on both sides, or on the side where a bot decides). */
export function botStep(ra: Ruleset, rb: Ruleset, pair: Pair): BotStep {
  const chosen = chooseBotStep(ra, rb, pair);
  if ('reason' in chosen) return { moved: false, reason: chosen.reason };
  return { moved: true, result: applyBotChoice(ra, rb, pair, chosen.choice) };
}

/** `diverge`: until a difference is found beyond the `after` already found (0: the first). */
export type RunGoal = { until: 'diverge'; after?: number } | { until: 'step'; n: number } | { until: 'person' };

/** The latest difference the pair has found (the first, until "Run to the next difference" finds another). */
export function latestFound(pair: Pair | null | undefined): Divergence | undefined {
  return pair?.found?.[pair.found.length - 1] ?? pair?.first;
}

/** How many differences the pair has found. */
export function foundCount(pair: Pair): number {
  return pair.found?.length ?? (pair.first ? 1 : 0);
}

export interface RunResult {
  pair: Pair;
  /** The bots' choices, one per step made, in order (what the page's bot worker sends back to be replayed). */
  choices: BotChoice[];
  /** Why the run stopped; undefined when the budget ran out first (call again to go on). */
  stopped?: string;
  error?: { side: Side; message: string };
}

function goalReached(pair: Pair, goal: RunGoal): string | undefined {
  if (goal.until === 'diverge' && foundCount(pair) > (goal.after ?? 0)) return 'the games differ';
  if (goal.until === 'diverge' && pair.partedAt !== undefined) return 'the games no longer make the same moves';
  if (goal.until === 'step' && pair.steps.length >= goal.n) return `reached move ${goal.n}`;
  return undefined;
}

/**
 * Bot steps toward a goal, at most `budget` of them, and none begun after `ms` milliseconds (the page runs it in
 * slices so the browser stays responsive and Stop is soon honoured: an MCTS step takes about 0.1 s, a heuristic one a
 * millisecond). The slices change no choice: the bots choose from the position and their streams only.
 */
export function runBots(ra: Ruleset, rb: Ruleset, pair: Pair, goal: RunGoal, budget: number, ms = Infinity): RunResult {
  let p = markOffered(ra, rb, pair);
  const choices: BotChoice[] = [];
  const until = performance.now() + ms;
  for (let i = 0; i < budget && (i === 0 || performance.now() < until); i++) {
    const reached = goalReached(p, goal);
    if (reached) return { pair: p, choices, stopped: reached };
    const chosen = chooseBotStep(ra, rb, p);
    if ('reason' in chosen) return { pair: p, choices, stopped: chosen.reason };
    const result = applyBotChoice(ra, rb, p, chosen.choice);
    if (!result.ok) return { pair: p, choices, stopped: 'a bot move was refused', error: { side: result.side, message: result.message } };
    choices.push(chosen.choice);
    p = markOffered(ra, rb, result.pair);
  }
  return { pair: p, choices, stopped: goalReached(p, goal) };
}

/**
 * The pair as the bot worker needs it: the current positions without their histories (a run's cost to post would
 * grow with every move made), and the step count and goal moved to start from 0. The bots choose from the current
 * position and their streams only, so the worker's run chooses what runBots would choose on the whole pair.
 */
export function pairHead(pair: Pair, goal: RunGoal): HeadRun {
  const headOf = (session: Session): Session => ({ ...session, initial: current(session), initialEvents: [], entries: [] });
  return {
    head: { ...pair, a: headOf(pair.a), b: headOf(pair.b), steps: [], offersChecked: pair.offersChecked === pair.steps.length ? 0 : undefined },
    goal: goal.until === 'step' ? { until: 'step', n: goal.n - pair.steps.length } : goal,
  };
}

/** A run the bot worker goes on with: the head of its own pair and the goal counted from it. */
export interface HeadRun {
  head: Pair;
  goal: RunGoal;
}

/**
 * One slice of a run on a head (what the page's bot worker does for each request): the choices for the page to
 * replay, and the run to go on with, as a new head, unless it stopped.
 */
export function headSlice(ra: Ruleset, rb: Ruleset, run: HeadRun, budget: number, ms?: number): { answer: Omit<RunResult, 'pair'>; next?: HeadRun } {
  const result = runBots(ra, rb, run.head, run.goal, budget, ms);
  const answer = { choices: result.choices, stopped: result.stopped, error: result.error };
  if (result.stopped) return { answer };
  const { head, goal } = pairHead(result.pair, run.goal);
  return { answer, next: { head, goal } };
}

/**
 * Makes on the whole pair the steps a run chose on its head (the bot worker's answer) and says why the run stopped
 * in the whole pair's terms (the head counts its moves from 0). Each step is checked as a person's would be; a
 * refusal stops the replay there with the side and the engine's message.
 */
export function replayBotChoices(ra: Ruleset, rb: Ruleset, pair: Pair, run: Pick<RunResult, 'choices' | 'stopped' | 'error'>, goal: RunGoal): Omit<RunResult, 'choices'> {
  let p = markOffered(ra, rb, pair);
  for (const choice of run.choices) {
    const result = applyBotChoice(ra, rb, p, choice);
    if (!result.ok) return { pair: p, stopped: 'a bot move was refused', error: { side: result.side, message: result.message } };
    p = markOffered(ra, rb, result.pair);
  }
  if (run.error) return { pair: p, stopped: run.stopped, error: run.error };
  return { pair: p, stopped: run.stopped && (goalReached(p, goal) ?? run.stopped) };
}
