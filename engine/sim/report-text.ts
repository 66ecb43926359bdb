/** The report as a readable plain-text table (the CLI's default output). */
import { isShareMetric, madeLabels, type CompareReport, type DiffEntry, type Rate, type SingleReport, type Spread, type VariantReport } from './report';
import { SWEEP_CAUTION, sweepLabel, sweepTableRows, type SweepReport } from './sweep';

const pct = (x: number | null) => (x === null ? '—' : `${(100 * x).toFixed(1)}%`);
const num = (x: number | null, d = 1) => (x === null ? '—' : x.toFixed(d));
const ci = (c: [number, number] | null, f: (x: number) => string) => (c ? `[${f(c[0])}, ${f(c[1])}]` : '');
const pctCi = (c: [number, number] | null) => ci(c, (x) => pct(x));
const rateCell = (r: Rate) => `${pct(r.winRate)} ${pctCi(r.ci95)}`;
/**
 * A spread as "mean [its 95% interval] / median / p95", one decimal each (the CLI's table and the simulate page): a
 * mean printed alone looked more precise than it is (UX review).
 */
export const spreadText = (s: Spread) => `${num(s.mean)}${s.meanCi95 ? ` ${ci(s.meanCi95, (x) => num(x))}` : ''} / ${num(s.median)} / ${num(s.p95)}`;
/** A share's mean with its interval and its median, in percent ("winner led alone from"). */
export const shareSpreadText = (s: Spread) => `${pct(s.mean)}${s.meanCi95 ? ` ${pctCi(s.meanCi95)}` : ''} / ${pct(s.median)}`;

/** Columns padded to their widest cell: labels (and the columns in `left`) to the left, figures to the right. */
function table(rows: string[][], left: number[] = [0]): string[] {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows.map((r) => r.map((c, i) => (left.includes(i) ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ').trimEnd());
}

function variantRows(r: VariantReport): string[][] {
  const rows: string[][] = [
    ['games', String(r.games)],
    ['finished', `${r.finished}`],
    ['stalled (never wins)', `${r.stalled}`],
    ['errors (never draws)', `${r.errors}`],
  ];
  for (const [nation, rate] of Object.entries(r.seats)) rows.push([`win rate ${nation}`, rateCell(rate)]);
  r.players?.forEach((p, i) => rows.push([`win rate player ${i + 1} (${p.nations.join(' + ')})`, rateCell(p)]));
  rows.push([r.players ? 'win rate first player (the player whose nation moves first)' : 'win rate first player', rateCell(r.firstPlayer)]);
  if (Object.keys(r.byBot).length > 1) for (const [bot, rate] of Object.entries(r.byBot)) rows.push([`win rate bot ${bot}`, rateCell(rate)]);
  rows.push(['turns per nation mean [95%] / median / p95', spreadText(r.turnsPerNation)]);
  rows.push(['rounds mean [95%] / median / p95', spreadText(r.rounds)]);
  const { leadChanges, margin, winnerLeadFrom } = r.closeness;
  rows.push(['lead changes mean [95%] / median / p95', spreadText(leadChanges)]);
  rows.push(["winner's margin on score mean [95%] / median / p95", spreadText(margin)]);
  rows.push(['winner led alone from (share of the game) mean [95%] / median', shareSpreadText(winnerLeadFrom)]);
  // What the nations did: a rule change's first effect (a dearer temple, fewer temples or later ones).
  for (const [type, made] of Object.entries(r.made ?? {})) {
    const words = madeLabels[type as keyof typeof madeLabels];
    rows.push([`${words.many} a game (all nations) mean [95%] / median / p95`, spreadText(made.perGame)]);
    rows.push([`${words.first}, turn per nation mean [95%] / median / p95`, spreadText(made.firstTurn)]);
  }
  rows.push(['branching (legal moves per decision)', num(r.branching.mean, 2)]);
  rows.push(['decisions off turn', pct(r.decisionShare)]);
  return rows;
}

/** Endings and the winners' personage mix: free-length text, so lines after the table rather than cells in it. */
function endingLines(r: VariantReport, prefix = ''): string[] {
  return [
    `${prefix}endings: ${Object.entries(r.endings.types).map(([k, n]) => `${k} ${n}`).join(', ') || '—'}`,
    `${prefix}winners' personages (mean cards): ${Object.entries(r.endings.personageMix).map(([k, n]) => `${k} ${n.toFixed(2)}`).join(', ') || '—'}`,
  ];
}

/**
 * Variant id → card id → the card's name in that ruleset. The report itself holds ids only (it is computed from
 * records, which merge across workers and queues); the names are for the reader, and a variant may rename a card
 * (the house events write the blank cards as Tribute and Reforms).
 */
export type CardNames = Record<string, Record<string, string>>;

export function cardNamesOf(rulesets: Record<string, { eventCards?: { cards: Record<string, { name: string }> } }>): CardNames {
  const names: CardNames = {};
  for (const [variant, ruleset] of Object.entries(rulesets)) {
    names[variant] = {};
    for (const [id, card] of Object.entries(ruleset.eventCards?.cards ?? {})) names[variant][id] = card.name;
  }
  return names;
}

/** "Burglary (burglary)": the name a player knows, and the id the JSON report and the ruleset file use. */
export function cardLabel(id: string, names: Record<string, string> = {}): string {
  const name = names[id];
  return name && name !== id ? `${name} (${id})` : id;
}

/** Event cards of finished games: how often taken and played, and how the nations that played one fared. */
function cardLines(r: VariantReport, prefix = '', names: CardNames = {}): string[] {
  const cards = Object.entries(r.cards ?? {}).map(([card, c]) => [cardLabel(card, names[r.variant]), c] as const).sort(([x], [y]) => x.localeCompare(y));
  if (!cards.length) return [];
  const rows = [['card', 'taken', 'played', 'games played in', 'its player won [95%]'], ...cards.map(([label, c]) => [label, String(c.taken), String(c.played), String(c.gamesPlayed), c.playerWon.winRate === null ? '—' : rateCell(c.playerWon)])];
  return [`${prefix}event cards (finished games; taken: from the display; who won after playing one is an association, not the card's effect):`, ...table(rows).map((l) => `  ${l}`)];
}

function histogramLines(r: VariantReport): string[] {
  const bins = r.turnsPerNation.histogram.bins;
  if (!bins.length) return [];
  const most = Math.max(...bins.map((b) => b.count));
  return [
    'turns per nation (finished games):',
    ...bins.map((b) => `  ${String(b.from).padStart(5)}–${String(b.to).padEnd(5)} ${'#'.repeat(Math.max(b.count ? 1 : 0, Math.round((30 * b.count) / most))).padEnd(30)} ${b.count}`),
  ];
}

function errorLines(r: VariantReport): string[] {
  return r.errorSamples.map((e) => `  error, seed ${e.seed} seating ${e.rotation}: ${e.error}`);
}

export function formatSingle(report: SingleReport, footer: string[] = [], names: CardNames = {}): string {
  return [
    `${report.variant} — bots ${report.bots.join(', ')}`,
    '',
    ...table([['metric', 'value'], ...variantRows(report)]),
    ...endingLines(report),
    ...cardLines(report, '', names),
    '',
    ...histogramLines(report),
    ...errorLines(report),
    ...footer,
    '',
    report.notice,
  ].join('\n');
}

function diffCell(d: DiffEntry, isRate: boolean): string {
  if (d.diff === null) return '—';
  const f = isRate ? (x: number) => `${x >= 0 ? '+' : ''}${(100 * x).toFixed(1)} pt` : (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(2)}`;
  return `${f(d.diff)} ${d.ci95 ? `[${f(d.ci95[0])}, ${f(d.ci95[1])}]` : ''}`.trim();
}

/** Both length histograms in one table: they share their bins (compareReport), so rows line up. */
function sideBySide(report: CompareReport): string[] {
  const a = report.a.turnsPerNation.histogram.bins;
  const b = report.b.turnsPerNation.histogram.bins;
  if (!a.length && !b.length) return [];
  const from = Math.min(...[...a, ...b].map((x) => x.from));
  const to = Math.max(...[...a, ...b].map((x) => x.to));
  const width = report.a.turnsPerNation.histogram.binWidth;
  const count = (bins: typeof a, at: number) => bins.find((x) => x.from === at)?.count ?? 0;
  const most = Math.max(1, ...[...a, ...b].map((x) => x.count));
  const bar = (n: number, ch: string) => ch.repeat(Math.max(n ? 1 : 0, Math.round((20 * n) / most)));
  const rows = [['turns per nation', 'A', 'B', '']];
  for (let at = from; at < to; at += width) {
    const [ca, cb] = [count(a, at), count(b, at)];
    rows.push([`${at}–${at + width}`, String(ca), String(cb), `${bar(ca, 'a').padEnd(20)} ${bar(cb, 'b')}`]);
  }
  return ['finished games by length (A a, B b):', ...table(rows, [0, 3])];
}

export function formatCompare(report: CompareReport, footer: string[] = [], names: CardNames = {}): string {
  const a = variantRows(report.a);
  const b = variantRows(report.b);
  // Rows are matched by label: variants may seat different nations.
  const labels = [...a.map((r) => r[0]), ...b.map((r) => r[0]).filter((l) => !a.some((r) => r[0] === l))];
  const cell = (rows: string[][], label: string) => rows.find((r) => r[0] === label)?.[1] ?? '—';
  const rows = [['metric', `A: ${report.a.variant}`, `B: ${report.b.variant}`], ...labels.map((l) => [l, cell(a, l), cell(b, l)])];
  const diffRows = [['B − A', 'difference [95% interval]'], ...Object.entries(report.diff).map(([metric, d]) => {
    return [metric, diffCell(d, isShareMetric(metric))];
  })];
  return [
    `A: ${report.a.variant}  vs  B: ${report.b.variant} — bots ${report.a.bots.join(', ')}; every seed played under A and B`,
    '',
    ...table(rows),
    ...endingLines(report.a, 'A '),
    ...endingLines(report.b, 'B '),
    ...cardLines(report.a, 'A ', names),
    ...cardLines(report.b, 'B ', names),
    '',
    ...table(diffRows),
    '',
    ...sideBySide(report),
    ...errorLines(report.a),
    ...errorLines(report.b),
    ...footer,
    '',
    report.notice,
  ].join('\n');
}

/** A sweep as one table, a row per value, the value A has as written marked; Δ cells as formatCompare's B − A. */
export function formatSweep(report: SweepReport, footer: string[] = []): string {
  const { sweep } = report;
  const rows: string[][] = [['value', 'games', 'finished', 'stalled', 'first player wins [95%]', 'Δ first player [95%]', 'turns/nation mean [95%] / median / p95', 'Δ mean turns [95%]', 'winner alone ahead from', 'Δ [95%]']];
  const line = (label: string, r: VariantReport, diff?: Record<string, DiffEntry>) => [
    label,
    String(r.games),
    String(r.finished),
    String(r.stalled),
    rateCell(r.firstPlayer),
    diff ? diffCell(diff['firstPlayer.winRate'], true) : '—',
    spreadText(r.turnsPerNation),
    diff ? diffCell(diff['turnsPerNation.mean'], false) : '—',
    pct(r.closeness.winnerLeadFrom.mean),
    diff ? diffCell(diff['closeness.winnerLeadFrom.mean'], true) : '—',
  ];
  for (const r of sweepTableRows(report)) rows.push(line(r.asWritten ? `${sweepLabel(r.value)} (as written)` : sweepLabel(r.value), r.report, r.diff));
  return [
    `${sweep.ruleset}: ${sweep.pointer} swept (as written ${sweepLabel(sweep.asWritten)}) — bots ${sweep.bots.join(', ')}; every seed played under each value`,
    '',
    ...table(rows, [0, 4]),
    '',
    'Δ: the value − as written, with its 95% interval; an interval that holds 0 is no measured difference.',
    SWEEP_CAUTION,
    ...footer,
    '',
    report.notice,
  ].join('\n');
}
