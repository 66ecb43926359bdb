/**
 * The simulation report, computed from game records only. Records are the unit that is merged (from pool workers,
 * from queue jobs, from several runs): mergeRecords sorts them by (variant, seed, seating), so the report of a
 * merged set is the same, to the last bit, as the report of one run over the same seeds, whatever the order in
 * which the parts arrived. The JSON keys are the ones named in issue 9, so other tools can read them.
 */
import { countedMoves, type CountedMove, type GameRecord } from './play-record';
import type { ReportGuesses } from '../ruleset/guesses';
import { binWidthFor, histogram, meanDiff, meanInterval, newcombeDiff, ratio, ratioDiff, round, summary, wilson, type Histogram, type Interval } from './stats';

export const NOTICE =
  'These are bot-vs-bot results under the named strategies (bots and their settings), not predictions of human play.';

export interface Rate {
  wins: number;
  winRate: number | null;
  ci95: Interval;
}

export interface Spread {
  mean: number | null;
  /** The mean's 95% interval (normal approximation, stats.ts meanInterval); null for fewer than 2 values. */
  meanCi95: Interval | null;
  median: number | null;
  p95: number | null;
}

export interface VariantReport {
  variant: string;
  /** Bot names per seat as given (before seating rotation). */
  bots: string[];
  games: number;
  finished: number;
  /** Games stopped by the move cap or a ruleset stall rule: never wins. */
  stalled: number;
  /** Games an engine or bot error stopped: never draws, never wins. */
  errors: number;
  /** Per nation: wins among finished games (win rate = wins / finished), with the Wilson 95% interval. */
  seats: Record<string, Rate>;
  /**
   * The player who moves first, whichever it is in each game: the player of the nation first in turn order, whose win
   * is a win by any nation it runs (where a player runs several, A-SET-12; elsewhere that nation's own win).
   */
  firstPlayer: Rate;
  /** Per player, where a player runs several nations (records with `players`): its nations and their wins together. */
  players?: PlayerRate[];
  /** Per bot name: wins among finished games it sat in (a bot in two seats of one game counts once). */
  byBot: Record<string, Rate & { games: number }>;
  /** Over finished games. */
  turnsPerNation: Spread & { histogram: Histogram };
  rounds: Spread;
  /** How finished games ended (ending code → games) and the winners' personage mix (stack → mean cards per winner). */
  endings: { types: Record<string, number>; personageMix: Record<string, number> };
  /**
   * How close the finished games were, on the score they are won by (GameRecord): the times the sole leader changed,
   * the winner's margin at the end, and the share of the game from which the winner led alone to the end (low: decided
   * early; near 1: decided late).
   */
  closeness: Record<ClosenessFigure, Spread>;
  /** Legal moves per decision, pooled over the decisions of finished games. */
  branching: { mean: number | null };
  /** Share of the decisions of finished games taken by a nation not on turn. */
  decisionShare: number | null;
  /** Up to five errors, so a broken bot or engine path can be found by its seed. */
  errorSamples: { seed: number; rotation: number; error: string }[];
  /**
   * Per event card, over finished games: copies taken and played, the games it was played in, and how often a nation
   * that played it won that game (Wilson 95%). An association, not the card's effect: the stronger side may simply
   * have more chances to play it. Compare a variant with and without the card for the effect. Absent in a game
   * without event cards.
   */
  cards?: Record<string, CardStats>;
  /**
   * What the nations did, per counted move type (engine/sim/play-record.ts countedMoves) that some finished game made:
   * how many such moves a finished game had, all nations together, and the turn per nation at which the first came (over
   * the games that made one). Absent for records made before these were counted.
   */
  made?: Record<string, { perGame: Spread; firstTurn: Spread }>;
}

export interface PlayerRate extends Rate {
  /** The nations the player runs; player n is entry n − 1. */
  nations: string[];
}

export interface CardStats {
  taken: number;
  played: number;
  gamesPlayed: number;
  /** Nations that played it at least once in a game, and whether they won that game. */
  playerWon: Rate;
}

export interface DiffEntry {
  a: number | null;
  b: number | null;
  /** b − a */
  diff: number | null;
  ci95: Interval | null;
}

export interface CompareReport {
  notice: string;
  /** What the games rest on that no rulebook prints (engine/ruleset/guesses.ts withGuesses), where anything does. */
  guesses?: ReportGuesses;
  a: VariantReport;
  b: VariantReport;
  /** B − A for each metric, with its 95% interval. */
  diff: Record<string, DiffEntry>;
}

export type SingleReport = { notice: string; guesses?: ReportGuesses } & VariantReport;

function key(r: GameRecord): string {
  return `${r.variant}\u0000${String(r.seed).padStart(12, '0')}\u0000${r.rotation}`;
}

function compareRecords(x: GameRecord, y: GameRecord): number {
  return x.variant < y.variant ? -1 : x.variant > y.variant ? 1 : x.seed - y.seed || x.rotation - y.rotation;
}

/**
 * Merges record lists from any number of parts into one list sorted by (variant, seed, seating). A game played
 * twice (a retried queue job) must give the same record, since games are deterministic; two different records for
 * one game mean the parts were not played with the same settings, which is an error, not something to average.
 */
export function mergeRecords(...parts: GameRecord[][]): GameRecord[] {
  const byKey = new Map<string, GameRecord>();
  for (const part of parts) {
    for (const record of part) {
      const k = key(record);
      const seen = byKey.get(k);
      if (seen && JSON.stringify(seen) !== JSON.stringify(record)) {
        throw new Error(`sim/conflicting-records: ${record.variant} seed ${record.seed} seating ${record.rotation} was played twice with different results; were both parts run with the same bots, players and --max-moves?`);
      }
      byKey.set(k, record);
    }
  }
  return [...byKey.values()].sort(compareRecords);
}

function rate(wins: number, n: number): Rate {
  const [lo, hi] = wilson(wins, n);
  return { wins, winRate: n ? round(wins / n) : null, ci95: [round(lo), round(hi)] };
}

/**
 * `bounds`: the values a figure can take; the mean's interval is cut to them (a normal interval around a mean of 0, 2
 * and 4 lead changes reads −0.26 to 4.26, and a share near 1 read above 100%).
 */
function spread(values: number[], bounds: [number, number] = [-Infinity, Infinity]): Spread {
  const s = summary(values);
  const ci = meanInterval(values);
  const cut = (x: number) => round(Math.min(bounds[1], Math.max(bounds[0], x)));
  return s ? { mean: round(s.mean), meanCi95: ci ? [cut(ci[0]), cut(ci[1])] : null, median: round(s.median), p95: round(s.p95) } : { mean: null, meanCi95: null, median: null, p95: null };
}

/** What each closeness figure can be: counts of lead changes, a score margin of either sign, a share of the game. */
const closenessBounds: Record<ClosenessFigure, [number, number]> = { leadChanges: [0, Infinity], margin: [-Infinity, Infinity], winnerLeadFrom: [0, 1] };

/** The report of one variant's records (any order; they are sorted first). `binWidth` lets two reports share bins. */
export function buildReport(records: GameRecord[], options: { variant?: string; bots?: string[]; binWidth?: number } = {}): VariantReport {
  const all = mergeRecords(records);
  const variants = new Set(all.map((r) => r.variant));
  if (variants.size > 1) throw new Error(`sim/mixed-variants: buildReport got records of ${[...variants].join(', ')}; report each variant on its own`);
  const finished = all.filter((r) => r.outcome === 'finished');
  const nations = [...new Set(all.flatMap((r) => r.order))].sort();
  const seats: Record<string, Rate> = {};
  for (const nation of nations) {
    const inGame = finished.filter((r) => r.order.includes(nation));
    seats[nation] = rate(inGame.filter((r) => r.winner === nation).length, inGame.length);
  }
  const botNames = [...new Set(all.flatMap((r) => Object.values(r.seats)))].sort();
  const byBot: VariantReport['byBot'] = {};
  for (const bot of botNames) {
    const inGame = finished.filter((r) => Object.values(r.seats).includes(bot));
    byBot[bot] = { games: inGame.length, ...rate(inGame.filter((r) => r.winner && r.seats[r.winner] === bot).length, inGame.length) };
  }
  const turns = finished.map((r) => r.turnsPerNation);
  const types: Record<string, number> = {};
  const stacks: Record<string, number> = {};
  for (const r of finished) {
    const ending = r.ending ?? 'unknown';
    types[ending] = (types[ending] ?? 0) + 1;
    for (const [stack, n] of Object.entries(r.winnerPersonages ?? {})) stacks[stack] = (stacks[stack] ?? 0) + n;
  }
  const personageMix: Record<string, number> = {};
  for (const stack of Object.keys(stacks).sort()) personageMix[stack] = round(stacks[stack] / finished.length);
  const branching = ratio(finished.map((r) => r.legalSum), finished.map((r) => r.decisions));
  const share = ratio(finished.map((r) => r.offTurnDecisions), finished.map((r) => r.decisions));
  return {
    variant: options.variant ?? all[0]?.variant ?? 'unknown',
    bots: options.bots ?? [],
    games: all.length,
    finished: finished.length,
    stalled: all.filter((r) => r.outcome === 'stalled').length,
    errors: all.filter((r) => r.outcome === 'error').length,
    seats,
    firstPlayer: rate(finished.filter((r) => r.winner !== undefined && sameSide(r, r.order[0], r.winner)).length, finished.length),
    ...playerRates(all, finished),
    byBot,
    turnsPerNation: { ...spread(turns, [0, Infinity]), histogram: histogram(turns, options.binWidth ?? binWidthFor(turns)) },
    rounds: spread(finished.map((r) => r.rounds), [0, Infinity]),
    endings: { types: Object.fromEntries(Object.entries(types).sort(([x], [y]) => (x < y ? -1 : 1))), personageMix },
    closeness: Object.fromEntries(closenessFigures.map((figure) => [figure, spread(closenessOf(finished, figure), closenessBounds[figure])])) as VariantReport['closeness'],
    branching: { mean: branching ? round(branching.value) : null },
    decisionShare: share ? round(share.value) : null,
    errorSamples: all.filter((r) => r.outcome === 'error').slice(0, 5).map((r) => ({ seed: r.seed, rotation: r.rotation, error: r.error ?? '' })),
    ...cardStats(finished),
    ...madeStats(finished),
  };
}

/** The counted moves in words, for the report's rows: how many a game had, and the first one. */
export const madeLabels: Record<CountedMove, { many: string; first: string }> = {
  'city.found': { many: 'cities founded', first: 'first city founded' },
  'city.conquer': { many: 'cities conquered', first: 'first city conquered' },
  'temple.build': { many: 'temples built', first: 'first temple built' },
  'wall.build': { many: 'town walls built', first: 'first town wall built' },
  'knowhow.develop': { many: 'know-hows developed', first: 'first know-how developed' },
  'unit.arm': { many: 'units armed', first: 'first unit armed' },
  'unit.recruit': { many: 'units recruited', first: 'first unit recruited' },
};

/** The counted move types some finished game made, in countedMoves' order. */
function madeTypes(finished: readonly GameRecord[]): CountedMove[] {
  return countedMoves.filter((type) => finished.some((r) => (r.made?.[type] ?? 0) > 0));
}

/** Per game, how many moves of `type` it had (0 where none), over the games that counted them. */
function madePerGame(finished: readonly GameRecord[], type: CountedMove): number[] {
  return finished.filter((r) => r.made).map((r) => r.made![type] ?? 0);
}

/** The turn per nation of each game's first move of `type`, over the games that made one. */
function firstMadeTurns(finished: readonly GameRecord[], type: CountedMove): number[] {
  const turns: number[] = [];
  for (const r of finished) if (typeof r.firstMade?.[type] === 'number') turns.push(r.firstMade[type]!);
  return turns;
}

function madeStats(finished: GameRecord[]): { made?: VariantReport['made'] } {
  const types = madeTypes(finished);
  if (!types.length) return {};
  return { made: Object.fromEntries(types.map((type) => [type, { perGame: spread(madePerGame(finished, type), [0, Infinity]), firstTurn: spread(firstMadeTurns(finished, type), [0, Infinity]) }])) };
}

/** The closeness figures of a game record, reported as spreads and compared by their means. */
const closenessFigures = ['leadChanges', 'margin', 'winnerLeadFrom'] as const;
type ClosenessFigure = (typeof closenessFigures)[number];

/** One closeness figure of the finished games that have it (records made before it was counted have not). */
function closenessOf(finished: GameRecord[], figure: ClosenessFigure): number[] {
  const values: number[] = [];
  for (const r of finished) if (typeof r[figure] === 'number') values.push(r[figure]);
  return values;
}

/** Whether nations `x` and `y` are run by the same player in the game (one nation per player: the same nation). */
function sameSide(r: GameRecord, x: string, y: string): boolean {
  if (x === y) return true;
  return !!r.players?.some((nations) => nations.includes(x) && nations.includes(y));
}

/** Wins per player where a player runs several nations; a ruleset's lineup gives each player the same nations in every game. */
function playerRates(all: GameRecord[], finished: GameRecord[]): { players?: PlayerRate[] } {
  const lineup = all.find((r) => r.players)?.players;
  if (!lineup) return {};
  return {
    players: lineup.map((nations, i) => ({
      nations: [...nations],
      ...rate(finished.filter((r) => r.winner !== undefined && (r.players?.[i] ?? nations).includes(r.winner)).length, finished.length),
    })),
  };
}

function cardStats(finished: GameRecord[]): { cards?: Record<string, CardStats> } {
  const tally = new Map<string, { taken: number; played: number; gamesPlayed: number; players: number; won: number }>();
  for (const r of finished) {
    for (const [card, { taken = {}, played = {} }] of Object.entries(r.cards ?? {})) {
      let t = tally.get(card);
      if (!t) tally.set(card, (t = { taken: 0, played: 0, gamesPlayed: 0, players: 0, won: 0 }));
      for (const n of Object.values(taken)) t.taken += n;
      const players = Object.keys(played);
      for (const n of Object.values(played)) t.played += n;
      if (players.length) t.gamesPlayed++;
      t.players += players.length;
      t.won += players.filter((nation) => nation === r.winner).length;
    }
  }
  if (!tally.size) return {};
  const cards: Record<string, CardStats> = {};
  for (const card of [...tally.keys()].sort()) {
    const t = tally.get(card)!;
    cards[card] = { taken: t.taken, played: t.played, gamesPlayed: t.gamesPlayed, playerWon: rate(t.won, t.players) };
  }
  return { cards };
}

export function singleReport(records: GameRecord[], options: { variant?: string; bots?: string[] } = {}): SingleReport {
  return { notice: NOTICE, ...buildReport(records, options) };
}

/**
 * Whether a difference `diff.<metric>` is of shares (rates, and the share of the game a winner led from), read in
 * percentage points, rather than of counts (turns, rounds, legal moves, lead changes, margins) in their own unit.
 */
export function isShareMetric(metric: string): boolean {
  return !metric.endsWith('.mean') || metric === 'closeness.winnerLeadFrom.mean';
}

function entry(a: number | null, b: number | null, ci: Interval | undefined): DiffEntry {
  return { a, b, diff: a === null || b === null ? null : round(b - a), ci95: ci ? [round(ci[0]), round(ci[1])] : null };
}

function proportion(kA: number, nA: number, kB: number, nB: number): DiffEntry {
  return entry(nA ? round(kA / nA) : null, nB ? round(kB / nB) : null, nA && nB ? newcombeDiff(kA, nA, kB, nB) : undefined);
}

/**
 * A against B: both reports (sharing histogram bins, so they overlay) and B − A for each metric with its 95%
 * interval: proportions by Newcombe's method, means by Welch's, pooled ratios by the delta method.
 */
export function compareReport(recordsA: GameRecord[], recordsB: GameRecord[], options: { a?: string; b?: string; bots?: string[] } = {}): CompareReport {
  const A = mergeRecords(recordsA);
  const B = mergeRecords(recordsB);
  const finA = A.filter((r) => r.outcome === 'finished');
  const finB = B.filter((r) => r.outcome === 'finished');
  const binWidth = binWidthFor([...finA, ...finB].map((r) => r.turnsPerNation));
  const a = buildReport(A, { variant: options.a, bots: options.bots, binWidth });
  const b = buildReport(B, { variant: options.b, bots: options.bots, binWidth });
  const diff: Record<string, DiffEntry> = {};
  diff['finished'] = proportion(a.finished, a.games, b.finished, b.games);
  diff['stalled'] = proportion(a.stalled, a.games, b.stalled, b.games);
  diff['firstPlayer.winRate'] = proportion(a.firstPlayer.wins, a.finished, b.firstPlayer.wins, b.finished);
  for (const nation of Object.keys(a.seats)) {
    if (!b.seats[nation]) continue;
    const nA = finA.filter((r) => r.order.includes(nation)).length;
    const nB = finB.filter((r) => r.order.includes(nation)).length;
    diff[`seats.${nation}.winRate`] = proportion(a.seats[nation].wins, nA, b.seats[nation].wins, nB);
  }
  if (a.players && b.players && a.players.length === b.players.length) {
    a.players.forEach((p, i) => (diff[`players.${i + 1}.winRate`] = proportion(p.wins, a.finished, b.players![i].wins, b.finished)));
  }
  for (const bot of Object.keys(a.byBot)) {
    if (!b.byBot[bot] || Object.keys(a.byBot).length < 2) continue;
    diff[`byBot.${bot}.winRate`] = proportion(a.byBot[bot].wins, a.byBot[bot].games, b.byBot[bot].wins, b.byBot[bot].games);
  }
  const turnsA = finA.map((r) => r.turnsPerNation);
  const turnsB = finB.map((r) => r.turnsPerNation);
  diff['turnsPerNation.mean'] = entry(a.turnsPerNation.mean, b.turnsPerNation.mean, meanDiff(turnsA, turnsB));
  diff['rounds.mean'] = entry(a.rounds.mean, b.rounds.mean, meanDiff(finA.map((r) => r.rounds), finB.map((r) => r.rounds)));
  for (const figure of closenessFigures) {
    diff[`closeness.${figure}.mean`] = entry(a.closeness[figure].mean, b.closeness[figure].mean, meanDiff(closenessOf(finA, figure), closenessOf(finB, figure)));
  }
  const brA = ratio(finA.map((r) => r.legalSum), finA.map((r) => r.decisions));
  const brB = ratio(finB.map((r) => r.legalSum), finB.map((r) => r.decisions));
  diff['branching.mean'] = entry(a.branching.mean, b.branching.mean, brA && brB ? ratioDiff(brA, brB) : undefined);
  const shA = ratio(finA.map((r) => r.offTurnDecisions), finA.map((r) => r.decisions));
  const shB = ratio(finB.map((r) => r.offTurnDecisions), finB.map((r) => r.decisions));
  diff['decisionShare'] = entry(a.decisionShare, b.decisionShare, shA && shB ? ratioDiff(shA, shB) : undefined);
  for (const type of countedMoves) {
    const inA = a.made?.[type];
    const inB = b.made?.[type];
    if (!inA && !inB) continue;
    // A side whose games made none of them made 0 a game, if its records counted moves at all.
    const none = (fin: GameRecord[]) => (fin.some((r) => r.made) ? 0 : null);
    diff[`made.${type}.perGame.mean`] = entry(inA?.perGame.mean ?? none(finA), inB?.perGame.mean ?? none(finB), meanDiff(madePerGame(finA, type), madePerGame(finB, type)));
    diff[`made.${type}.firstTurn.mean`] = entry(inA?.firstTurn.mean ?? null, inB?.firstTurn.mean ?? null, meanDiff(firstMadeTurns(finA, type), firstMadeTurns(finB, type)));
  }
  return { notice: NOTICE, a, b, diff };
}

/**
 * One CSV row per game, for spreadsheets and other tools. Where a player runs several nations (2-player Antike, A-SET-12)
 * a nation's win is its player's, so `winner_player` and `players` let a spreadsheet count the report's `players[n]`
 * wins from the rows, as `winner` and `seats` count its seats; both are empty where every player runs one nation.
 */
export const CSV_HEADER = 'variant,seed,seating,outcome,winner,winner_bot,winner_player,first_player,turns_per_nation,rounds,ending,moves,decisions,branching,off_turn_decisions,seats,players,winner_personages,stall,error,lead_changes,margin,winner_lead_from,made,first_made';

function csvCell(value: string | number | undefined): string {
  if (value === undefined) return '';
  const s = String(value);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Players are numbered from 1, as the report's rows and its `players.1.winRate` difference name them. */
function winnerPlayer(r: GameRecord): number | undefined {
  const i = r.winner === undefined ? -1 : (r.players?.findIndex((nations) => nations.includes(r.winner!)) ?? -1);
  return i < 0 ? undefined : i + 1;
}

export function recordsToCsv(records: GameRecord[]): string {
  const rows = records.map((r) =>
    [
      r.variant,
      r.seed,
      r.rotation,
      r.outcome,
      r.winner,
      r.winner ? r.seats[r.winner] : undefined,
      winnerPlayer(r),
      r.order[0],
      r.turnsPerNation,
      r.rounds,
      r.ending,
      r.moves,
      r.decisions,
      r.decisions ? round(r.legalSum / r.decisions) : undefined,
      r.offTurnDecisions,
      r.order.map((n) => `${n}=${r.seats[n]}`).join(' '),
      r.players?.map((nations, i) => `${i + 1}=${nations.join('+')}`).join(' '),
      r.winnerPersonages ? Object.entries(r.winnerPersonages).map(([s, n]) => `${s}=${n}`).join(' ') : undefined,
      r.stall,
      r.error,
      r.leadChanges,
      r.margin,
      r.winnerLeadFrom,
      // As winner_personages: type=count, space-separated ("temple.build=7 city.found=15").
      r.made ? Object.entries(r.made).map(([type, n]) => `${type}=${n}`).join(' ') : undefined,
      r.firstMade ? Object.entries(r.firstMade).map(([type, t]) => `${type}=${t}`).join(' ') : undefined,
    ]
      .map(csvCell)
      .join(','),
  );
  return [CSV_HEADER, ...rows].join('\n') + '\n';
}
