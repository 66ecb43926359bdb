'use client';
/**
 * The report's charts, drawn with Chart.js (and the chartjs-chart-error-bars controller for the 95% intervals):
 * win rate per seat with error bars, the game-length histograms of A and B overlaid on shared bins, and the
 * winners' personage mix; for a sweep, the first player's win rate and the mean game length per value. Each chart is
 * created once and updated in place as records stream in (no animation, so
 * a live run does not flicker). The plotted numbers are also on the canvas element (data-series), taken from the
 * same report as the tables.
 */
import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Title, Tooltip, type ChartConfiguration } from 'chart.js';
import { BarWithErrorBar, BarWithErrorBarsController } from 'chartjs-chart-error-bars';
import { sweepLabel, sweepTableRows, type CompareReport, type SingleReport, type SweepReport, type VariantReport } from '../../engine/simulation';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Title, Tooltip, BarWithErrorBarsController, BarWithErrorBar);

const COLORS = { a: { fill: 'rgba(122, 92, 46, 0.55)', line: '#7a5c2e' }, b: { fill: 'rgba(47, 95, 160, 0.45)', line: '#2f5fa0' } };

interface Side {
  key: 'a' | 'b';
  label: string;
  r: VariantReport;
}

function sidesOf(report: CompareReport | SingleReport): Side[] {
  return 'diff' in report
    ? [
        { key: 'a', label: `A: ${report.a.variant}`, r: report.a },
        { key: 'b', label: `B: ${report.b.variant}`, r: report.b },
      ]
    : [{ key: 'a', label: report.variant, r: report }];
}

/** Win rate (%) per seat and for the first player, with the Wilson 95% interval as error bars. */
export function winRateSeries(report: CompareReport | SingleReport) {
  const sides = sidesOf(report);
  const nations = [...new Set(sides.flatMap((s) => Object.keys(s.r.seats)))].sort();
  const labels = [...nations, 'first player'];
  return {
    labels,
    datasets: sides.map((s) => ({
      key: s.key,
      label: s.label,
      data: labels.map((l) => {
        const rate = l === 'first player' ? s.r.firstPlayer : s.r.seats[l];
        if (!rate || rate.winRate === null) return { y: 0, yMin: 0, yMax: 0, empty: true };
        return { y: pct(rate.winRate), yMin: pct(rate.ci95[0]), yMax: pct(rate.ci95[1]) };
      }),
    })),
  };
}

/** Finished games per bin of turns per nation; A and B share their bins (compareReport gives both one width). */
export function lengthSeries(report: CompareReport | SingleReport) {
  const sides = sidesOf(report);
  const width = sides[0].r.turnsPerNation.histogram.binWidth;
  const froms = sides.flatMap((s) => s.r.turnsPerNation.histogram.bins.map((b) => b.from));
  if (!froms.length) return { labels: [] as string[], datasets: sides.map((s) => ({ key: s.key, label: s.label, data: [] as number[] })) };
  const lo = Math.min(...froms);
  const hi = Math.max(...froms);
  const starts = Array.from({ length: Math.round((hi - lo) / width) + 1 }, (_, i) => lo + i * width);
  return {
    labels: starts.map((f) => `${f}–${f + width}`),
    datasets: sides.map((s) => ({ key: s.key, label: s.label, data: starts.map((f) => s.r.turnsPerNation.histogram.bins.find((b) => b.from === f)?.count ?? 0) })),
  };
}

/** Every game by outcome: stalled games and errors are drawn as such, beside the finished ones, never as wins. */
export function outcomeSeries(report: CompareReport | SingleReport) {
  const sides = sidesOf(report);
  return {
    labels: sides.map((s) => s.label),
    datasets: [
      { key: 'finished', label: 'finished', data: sides.map((s) => s.r.finished) },
      { key: 'stalled', label: 'stalled (never wins)', data: sides.map((s) => s.r.stalled) },
      { key: 'errors', label: 'errors (never draws)', data: sides.map((s) => s.r.errors) },
    ],
  };
}

const OUTCOME_COLORS: Record<string, string> = { finished: '#6d8f5a', stalled: '#d9a441', errors: '#b3261e' };

/** Mean personage cards per winner, by stack. */
export function personageSeries(report: CompareReport | SingleReport) {
  const sides = sidesOf(report);
  const stacks = [...new Set(sides.flatMap((s) => Object.keys(s.r.endings.personageMix)))].sort();
  return { labels: stacks, datasets: sides.map((s) => ({ key: s.key, label: s.label, data: stacks.map((k) => s.r.endings.personageMix[k] ?? 0) })) };
}

const pct = (x: number) => Math.round(x * 1000) / 10;

function useChart(make: () => ChartConfiguration, update: (chart: Chart) => void, deps: unknown[]) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart | null>(null);
  useEffect(() => {
    if (!canvas.current) return;
    chart.current = new Chart(canvas.current, make());
    return () => {
      chart.current?.destroy();
      chart.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!chart.current) return;
    update(chart.current);
    chart.current.update('none');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return canvas;
}

const common = (title: string, y: string, x: string) => ({
  animation: false as const,
  responsive: true,
  maintainAspectRatio: false,
  plugins: { title: { display: true, text: title }, legend: { position: 'bottom' as const } },
  scales: { y: { beginAtZero: true, ticks: { precision: 0 }, title: { display: true, text: y } }, x: { title: { display: true, text: x } } },
});

function WinRateChart({ report }: { report: CompareReport | SingleReport }) {
  const series = winRateSeries(report);
  const apply = (chart: Chart) => {
    chart.data.labels = series.labels;
    chart.data.datasets = series.datasets.map((d) => ({
      label: d.label,
      data: d.data,
      backgroundColor: COLORS[d.key].fill,
      borderColor: COLORS[d.key].line,
      borderWidth: 1,
      errorBarColor: '#2b2118',
      errorBarWhiskerColor: '#2b2118',
      errorBarWhiskerSize: 14,
    })) as never;
  };
  const canvas = useChart(
    () => {
      const config = {
        type: 'barWithErrorBars',
        data: { labels: [], datasets: [] },
        options: { ...common('Win rate per seat, with 95% intervals (finished games)', 'win rate (%)', 'seat'), scales: { y: { min: 0, max: 100, title: { display: true, text: 'win rate (%)' } } } },
      } as unknown as ChartConfiguration;
      return config;
    },
    apply,
    [JSON.stringify(series)],
  );
  return <ChartBox canvas={canvas} testid="chart-winrate" series={series} label="win rate per seat with 95% intervals" />;
}

function LengthChart({ report }: { report: CompareReport | SingleReport }) {
  const series = lengthSeries(report);
  const canvas = useChart(
    () => ({
      type: 'bar',
      data: { labels: [], datasets: [] },
      // Overlaid, not side by side: the bars of A and B share each bin and show through each other.
      options: { ...common('Game length: turns per nation (finished games)', 'games', 'turns per nation'), datasets: { bar: { grouped: false, categoryPercentage: 1, barPercentage: 1 } } },
    }),
    (chart) => {
      chart.data.labels = series.labels;
      chart.data.datasets = series.datasets.map((d) => ({ label: d.label, data: d.data, backgroundColor: COLORS[d.key].fill, borderColor: COLORS[d.key].line, borderWidth: 1 }));
    },
    [JSON.stringify(series)],
  );
  return <ChartBox canvas={canvas} testid="chart-length" series={series} label="game-length histograms" />;
}

function PersonageChart({ report }: { report: CompareReport | SingleReport }) {
  const series = personageSeries(report);
  const canvas = useChart(
    () => ({
      type: 'bar',
      data: { labels: [], datasets: [] },
      options: common("Winners' personage mix (mean cards per winner)", 'cards per winner', 'personage stack'),
    }),
    (chart) => {
      chart.data.labels = series.labels;
      chart.data.datasets = series.datasets.map((d) => ({ label: d.label, data: d.data, backgroundColor: COLORS[d.key].fill, borderColor: COLORS[d.key].line, borderWidth: 1 }));
    },
    [JSON.stringify(series)],
  );
  return <ChartBox canvas={canvas} testid="chart-personages" series={series} label="winners' personage mix" />;
}

function OutcomeChart({ report }: { report: CompareReport | SingleReport }) {
  const series = outcomeSeries(report);
  const canvas = useChart(
    () => {
      const base = common('Outcomes of all games played', 'games', '');
      return {
        type: 'bar',
        data: { labels: [], datasets: [] },
        options: { ...base, indexAxis: 'y', scales: { x: { stacked: true, beginAtZero: true, ticks: { precision: 0 }, title: { display: true, text: 'games' } }, y: { stacked: true } } },
      };
    },
    (chart) => {
      chart.data.labels = series.labels;
      chart.data.datasets = series.datasets.map((d) => ({ label: d.label, data: d.data, backgroundColor: OUTCOME_COLORS[d.key] }));
    },
    [JSON.stringify(series)],
  );
  return <ChartBox canvas={canvas} testid="chart-outcomes" series={series} label="outcomes of all games: finished, stalled, errors" short />;
}

function ChartBox({ canvas, testid, series, label, short }: { canvas: React.RefObject<HTMLCanvasElement | null>; testid: string; series: unknown; label: string; short?: boolean }) {
  return (
    <div className={`sim-chart${short ? ' short' : ''}`}>
      <canvas ref={canvas} data-testid={testid} data-series={JSON.stringify(series)} role="img" aria-label={label} />
    </div>
  );
}

/** The rows of a sweep as the table lists them (sweepTableRows: in value order, A as written among them). */
function sweepRows(report: SweepReport) {
  return sweepTableRows(report).map((r) => ({ label: r.asWritten ? `${sweepLabel(r.value)} (as written)` : sweepLabel(r.value), asWritten: r.asWritten, r: r.report }));
}

/** Per swept value: the first player's win rate (%) with its Wilson 95% interval. */
export function sweepWinSeries(report: SweepReport) {
  const rows = sweepRows(report);
  return {
    labels: rows.map((x) => x.label),
    asWritten: rows.map((x) => x.asWritten),
    data: rows.map(({ r }) => (r.firstPlayer.winRate === null ? { y: 0, yMin: 0, yMax: 0, empty: true } : { y: pct(r.firstPlayer.winRate), yMin: pct(r.firstPlayer.ci95[0]), yMax: pct(r.firstPlayer.ci95[1]) })),
  };
}

/** Per swept value: the mean turns per nation of its finished games with the mean's 95% interval (null when none finished). */
export function sweepTurnsSeries(report: SweepReport) {
  const rows = sweepRows(report);
  const tenth = (x: number) => Math.round(x * 10) / 10;
  return {
    labels: rows.map((x) => x.label),
    asWritten: rows.map((x) => x.asWritten),
    data: rows.map(({ r }) => {
      const { mean, meanCi95 } = r.turnsPerNation;
      if (mean === null) return null;
      return meanCi95 ? { y: tenth(mean), yMin: tenth(meanCi95[0]), yMax: tenth(meanCi95[1]) } : { y: tenth(mean), yMin: tenth(mean), yMax: tenth(mean) };
    }),
  };
}

// A's own row in A's colour, the swept values in B's: the eye finds "as written" among the bars.
const rowColors = (asWritten: boolean[], part: 'fill' | 'line') => asWritten.map((w) => (w ? COLORS.a[part] : COLORS.b[part]));

function SweepWinChart({ report }: { report: SweepReport }) {
  const series = sweepWinSeries(report);
  const canvas = useChart(
    () =>
      ({
        type: 'barWithErrorBars',
        data: { labels: [], datasets: [] },
        options: {
          ...common("First player's win rate, with 95% intervals (finished games)", 'win rate (%)', report.sweep.pointer),
          plugins: { title: { display: true, text: "First player's win rate, with 95% intervals (finished games)" }, legend: { display: false } },
          scales: { y: { min: 0, max: 100, title: { display: true, text: 'win rate (%)' } }, x: { title: { display: true, text: report.sweep.pointer } } },
        },
      }) as unknown as ChartConfiguration,
    (chart) => {
      chart.data.labels = series.labels;
      chart.data.datasets = [
        { label: 'first player wins', data: series.data, backgroundColor: rowColors(series.asWritten, 'fill'), borderColor: rowColors(series.asWritten, 'line'), borderWidth: 1, errorBarColor: '#2b2118', errorBarWhiskerColor: '#2b2118', errorBarWhiskerSize: 14 },
      ] as never;
    },
    [JSON.stringify(series)],
  );
  return <ChartBox canvas={canvas} testid="chart-sweep-winrate" series={series} label="first player's win rate per value with 95% intervals" />;
}

/**
 * The mean length per value with its 95% interval, on an axis that starts near the shortest interval rather than at 0:
 * from 0, bars of 44 and 46 turns looked equal, and without intervals a difference of noise looked like one (UX review).
 */
function SweepTurnsChart({ report }: { report: SweepReport }) {
  const series = sweepTurnsSeries(report);
  const canvas = useChart(
    () => {
      const title = 'Mean turns per nation, with 95% intervals (finished games)';
      const base = common(title, 'turns per nation (mean)', report.sweep.pointer);
      return {
        type: 'barWithErrorBars',
        data: { labels: [], datasets: [] },
        options: { ...base, plugins: { ...base.plugins, legend: { display: false } }, scales: { ...base.scales, y: { ...base.scales.y, beginAtZero: false } } },
      } as unknown as ChartConfiguration;
    },
    (chart) => {
      chart.data.labels = series.labels;
      const lows = series.data.flatMap((d) => (d ? [d.yMin] : []));
      const highs = series.data.flatMap((d) => (d ? [d.yMax] : []));
      const scale = chart.options.scales?.y as { min?: number; max?: number } | undefined;
      // A floor a little below the lowest interval, so that the bars keep a visible base, and a ceiling above the
      // highest whisker (the axis read from the bars alone cut it off).
      if (scale) {
        scale.min = lows.length ? Math.max(0, Math.floor(Math.min(...lows) - 2)) : 0;
        scale.max = highs.length ? Math.ceil(Math.max(...highs) + 1) : undefined;
      }
      chart.data.datasets = [
        { label: 'turns per nation (mean)', data: series.data, backgroundColor: rowColors(series.asWritten, 'fill'), borderColor: rowColors(series.asWritten, 'line'), borderWidth: 1, errorBarColor: '#2b2118', errorBarWhiskerColor: '#2b2118', errorBarWhiskerSize: 14 },
      ] as never;
    },
    [JSON.stringify(series)],
  );
  return <ChartBox canvas={canvas} testid="chart-sweep-turns" series={series} label="mean turns per nation per value with 95% intervals" />;
}

export default function SimCharts({ report }: { report: CompareReport | SingleReport | SweepReport }) {
  if ('rows' in report) {
    return (
      <div className="sim-charts" data-testid="sim-charts">
        <SweepWinChart report={report} />
        <SweepTurnsChart report={report} />
      </div>
    );
  }
  return (
    <div className="sim-charts" data-testid="sim-charts">
      <OutcomeChart report={report} />
      <WinRateChart report={report} />
      <LengthChart report={report} />
      <PersonageChart report={report} />
    </div>
  );
}
