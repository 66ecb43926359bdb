import type { CompareReport, DiffEntry, VariantReport } from '../../engine/simulation';

/**
 * The designer's questions of an A/B run ("does the first player win more often, do games get shorter, are they
 * decided sooner?") answered in sentences, each with its 95% interval. The tables give every figure; a designer who reads only a
 * "reading" column of "no clear difference" beside a +12-point gap is left to guess whether that means "no effect"
 * or "not enough games", so the sentence says which, and what the interval allows.
 */
export interface PlainAnswer {
  topic: 'first player' | 'game length' | 'decided';
  verdict: 'higher' | 'lower' | 'unclear' | 'too few games';
  /** A clear verdict whose interval only just leaves out no difference (nearlyZero). */
  borderline?: boolean;
  text: string;
}

/**
 * Whether a difference read as clear at 95% only just is: its interval's bound nearer to no difference lies within a
 * third of the interval's half-width of it (about where a 99% interval would take in no difference). With several
 * figures read at 95%, one that does not differ shows a difference by chance now and then (a UX review saw the first
 * player's share read "+18.0 points (+4.2 to +30.9)" on 100 games from seed 1, and "+5.0 (−8.7 to +18.4)" from seed
 * 1001): such a reading is said to need another run.
 */
export function nearlyZero(d: DiffEntry | undefined): boolean {
  const verdict = verdictOf(d);
  if (verdict !== 'higher' && verdict !== 'lower') return false;
  const [lo, hi] = d!.ci95!;
  const near = verdict === 'higher' ? lo : -hi;
  return near < (hi - lo) / 2 / 3;
}

/** What a borderline clear reading adds to its sentence. */
const checkIt = '; the interval only just leaves out no difference, so check it with another first seed or more games before relying on it';

const signed = (x: number, f: (x: number) => string) => `${x >= 0 ? '+' : '−'}${f(Math.abs(x))}`;
/**
 * One decimal, or more for a figure that is not zero but would round to it: an interval's bound printed "+0.0" beside
 * "higher than as written" reads as touching zero when it does not.
 */
const fixed = (v: number) => v.toFixed(v === 0 || v >= 0.05 ? 1 : v >= 0.005 ? 2 : 3);
/** A difference of two shares in percentage points, signed: "+12.0", "−7.3", "+0.04". */
export const points = (x: number) => signed(x, (v) => fixed(100 * v));
/** A difference in turns, signed. */
export const turnsDelta = (x: number) => signed(x, fixed);
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/**
 * What a difference's 95% interval says: higher or lower under B when it leaves out zero, unclear when it holds it.
 * The one reading of an interval for the sentences, the difference table and the sweep table.
 */
export function verdictOf(d: DiffEntry | undefined): PlainAnswer['verdict'] {
  if (!d || d.diff === null || !d.ci95 || d.a === null || d.b === null) return 'too few games';
  return d.ci95[0] > 0 ? 'higher' : d.ci95[1] < 0 ? 'lower' : 'unclear';
}

/**
 * An interval's reading in the tables' words: "higher `where`" or "lower `where`" (under B, than as written) when it
 * leaves out zero; `clear` says so, for the cell's ink.
 */
export function readingOf(d: DiffEntry | undefined, where: string): { text: string; clear: boolean } {
  const verdict = verdictOf(d);
  if (verdict === 'higher' || verdict === 'lower') return { text: `${verdict} ${where}`, clear: true };
  return { text: verdict === 'unclear' ? 'no clear difference' : verdict, clear: false };
}

export function plainAnswers(report: CompareReport, b: string, options: { final: boolean; manyNationsPerPlayer?: boolean }): PlainAnswer[] {
  const games = Math.min(report.a.finished, report.b.finished);
  // While games still arrive the figures move; the sentence must not read as the run's answer yet.
  const so = options.final ? '' : 'So far, ';
  const gamesWord = `${options.final ? '' : 'the '}${games} finished bot game${games === 1 ? '' : 's'} per ruleset`;
  // A clear verdict names whose games it is about: the sentences are what a reader copies, and without the words they
  // read as a prediction of the game (UX review), which the notice above them says they are not.
  const inBotGames = 'in these bot games, ';
  const who = options.manyNationsPerPlayer ? 'the first player (whose nation moves first)' : 'the first player';
  const out: PlainAnswer[] = [];

  const first = report.diff['firstPlayer.winRate'];
  const fv = verdictOf(first);
  if (fv === 'too few games') {
    out.push({ topic: 'first player', verdict: fv, text: `${so}too few finished games to say whether ${who} wins more or less often under B (${b}).` });
  } else {
    const figures = `${pct(first!.b!)} of finished games under B against ${pct(first!.a!)} under A, ${points(first!.diff!)} points (95% interval ${points(first!.ci95![0])} to ${points(first!.ci95![1])})`;
    out.push({
      topic: 'first player',
      verdict: fv,
      text:
        fv === 'unclear'
          ? `${so}${gamesWord} cannot tell whether ${who} wins more or less often under B (${b}): ${figures}; the interval includes no difference. Play more games to narrow it.`
          : `${so}${inBotGames}${who} wins ${fv === 'higher' ? 'more' : 'less'} often under B (${b}): ${figures}${nearlyZero(first) ? checkIt : ''}.`,
      borderline: nearlyZero(first),
    });
  }

  const length = report.diff['turnsPerNation.mean'];
  const lv = verdictOf(length);
  if (lv === 'too few games') {
    out.push({ topic: 'game length', verdict: lv, text: `${so}too few finished games to say whether games get shorter or longer under B (${b}).` });
  } else {
    const figures = `${length!.b!.toFixed(1)} turns per nation on average under B against ${length!.a!.toFixed(1)} under A, ${turnsDelta(length!.diff!)} turns (95% interval ${turnsDelta(length!.ci95![0])} to ${turnsDelta(length!.ci95![1])})`;
    out.push({
      topic: 'game length',
      verdict: lv,
      text:
        lv === 'unclear'
          ? `${so}${gamesWord} cannot tell whether games get shorter or longer under B (${b}): ${figures}; the interval includes no difference. Play more games to narrow it.`
          : `${so}${inBotGames}games get ${lv === 'lower' ? 'shorter' : 'longer'} under B (${b}): ${figures}${nearlyZero(length) ? checkIt : ''}.`,
      borderline: nearlyZero(length),
    });
  }
  // A designer's third question: does the leader run away with the game? Read from where the winner took the lead it
  // kept to the end (engine/sim/report.ts closeness.winnerLeadFrom): earlier is a game decided sooner.
  const decided = report.diff['closeness.winnerLeadFrom.mean'];
  const dv = verdictOf(decided);
  if (dv === 'too few games') {
    out.push({ topic: 'decided', verdict: dv, text: `${so}too few finished games to say whether games are decided earlier or later under B (${b}).` });
  } else {
    const figures = `on average the winner was alone ahead from ${pct(decided!.b!)} of the way through the game under B against ${pct(decided!.a!)} under A, ${points(decided!.diff!)} points (95% interval ${points(decided!.ci95![0])} to ${points(decided!.ci95![1])})`;
    out.push({
      topic: 'decided',
      verdict: dv,
      text:
        dv === 'unclear'
          ? `${so}${gamesWord} cannot tell whether games are decided earlier or later under B (${b}): ${figures}; the interval includes no difference. Play more games to narrow it.`
          : `${so}${inBotGames}games are decided ${dv === 'lower' ? 'earlier' : 'later'} under B (${b}): ${figures}${nearlyZero(decided) ? checkIt : ''}.`,
      borderline: nearlyZero(decided),
    });
  }
  return out.map((a) => ({ ...a, text: a.text[0].toUpperCase() + a.text.slice(1) }));
}

/**
 * The same questions of a run of one ruleset, in sentences: how many games finished, how the first player fared
 * against a fair share (one in `players`), how long the games ran and when they were decided. A review as users found
 * such a run gave only the table.
 */
export function plainSingle(report: VariantReport, options: { final: boolean; players: number; manyNationsPerPlayer?: boolean }): string[] {
  const so = options.final ? '' : 'So far, ';
  const out: string[] = [];
  const stopped = [report.stalled ? `${report.stalled} stalled (never a win)` : '', report.errors ? `${report.errors} stopped by an error` : ''].filter(Boolean).join(', ');
  out.push(`${so}${report.finished} of ${report.games} bot game${report.games === 1 ? '' : 's'} finished${stopped ? `; ${stopped}` : ''}.`);
  if (!report.finished) return out.map(capital);
  const who = options.manyNationsPerPlayer ? 'the first player (whose nation moves first)' : 'the first player';
  const { winRate, ci95 } = report.firstPlayer;
  if (winRate !== null && options.players > 1) {
    const fair = 1 / options.players;
    const reading = ci95[0] > fair ? 'more than' : ci95[1] < fair ? 'less than' : 'within the interval of';
    out.push(
      `In these bot games, ${who} won ${pct(winRate)} of the finished games (95% interval ${pct(ci95[0])} to ${pct(ci95[1])}): ${reading} a fair share of ${pct(fair)}${reading.startsWith('within') ? ', so these games cannot tell the seat from a fair one' : ''}.`,
    );
  }
  const t = report.turnsPerNation;
  if (t.mean !== null) {
    out.push(`Games lasted ${t.mean.toFixed(1)} turns per nation on average${t.meanCi95 ? ` (95% interval ${t.meanCi95[0].toFixed(1)} to ${t.meanCi95[1].toFixed(1)})` : ''}; half ended by turn ${t.median!.toFixed(1)}, and 95 in 100 by turn ${t.p95!.toFixed(1)}.`);
  }
  const lead = report.closeness.winnerLeadFrom;
  if (lead.mean !== null) out.push(`On average the winner was alone ahead from ${pct(lead.mean)} of the way through the game to its end (near 100%: decided at the very end).`);
  return out.map(capital);
}

const capital = (text: string) => text[0].toUpperCase() + text.slice(1);
