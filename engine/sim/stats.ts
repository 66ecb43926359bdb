/**
 * The few intervals the simulation report needs on top of simple-statistics (which gives the mean, median,
 * quantiles, sample variance and the normal quantile, but no interval for a proportion or a difference).
 */
import { mean, quantileSorted, sampleVariance, sum } from 'simple-statistics';

/**
 * The two-sided 95% normal quantile Φ⁻¹(0.975). Not simple-statistics' probit: its inverse error function is an
 * approximation that gives 1.95716 here (0.14% low), which would shift every interval's last printed digit.
 */
export const Z95 = 1.959963984540054;

export type Interval = [number, number];

/** Rounds for the report, so that JSON and tables stay readable; the statistics are computed unrounded. */
export function round(x: number, digits = 4): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

/**
 * Wilson score interval for k successes in n trials (Wilson 1927): unlike p ± z·√(p(1−p)/n) it stays inside
 * [0, 1] and is honest for small n and for rates near 0 or 1, which seat win rates of lopsided variants are.
 * n = 0 says nothing: the whole of [0, 1].
 */
export function wilson(k: number, n: number, z = Z95): Interval {
  if (n === 0) return [0, 1];
  const p = k / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z / denom) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/**
 * Interval for the difference of two independent proportions pB − pA by Newcombe's hybrid score method
 * (Newcombe 1998, method 10), built from the two Wilson intervals. Paired seeds make A and B positively
 * correlated, so treating them as independent errs on the wide side.
 */
export function newcombeDiff(kA: number, nA: number, kB: number, nB: number, z = Z95): Interval {
  const pA = nA ? kA / nA : 0;
  const pB = nB ? kB / nB : 0;
  const [lA, uA] = wilson(kA, nA, z);
  const [lB, uB] = wilson(kB, nB, z);
  const d = pB - pA;
  return [d - Math.sqrt((pB - lB) ** 2 + (uA - pA) ** 2), d + Math.sqrt((uB - pB) ** 2 + (pA - lA) ** 2)];
}

/**
 * Normal-approximation interval for a mean, mean ± z·s/√n with the sample standard deviation; undefined for fewer
 * than 2 values. The same approximation as meanDiff, so a mean and a difference of means read alike.
 */
export function meanInterval(values: number[], z = Z95): Interval | undefined {
  if (values.length < 2) return undefined;
  const m = mean(values);
  const half = z * Math.sqrt(sampleVariance(values) / values.length);
  return [m - half, m + half];
}

/** Welch's normal-approximation interval for mean(B) − mean(A); undefined when either side has fewer than 2 values. */
export function meanDiff(a: number[], b: number[], z = Z95): Interval | undefined {
  if (a.length < 2 || b.length < 2) return undefined;
  const d = mean(b) - mean(a);
  const se = Math.sqrt(sampleVariance(a) / a.length + sampleVariance(b) / b.length);
  return [d - z * se, d + z * se];
}

/**
 * A pooled ratio Σy / Σx over games (e.g. legal moves per decision) and its standard error by the delta method
 * for ratio estimators: Var(R) ≈ Σ(yᵢ − R·xᵢ)² / ((n−1)·n·x̄²).
 */
export function ratio(ys: number[], xs: number[]): { value: number; se: number } | undefined {
  const sx = sum(xs);
  if (!xs.length || sx === 0) return undefined;
  const r = sum(ys) / sx;
  const n = xs.length;
  if (n < 2) return { value: r, se: NaN };
  const xbar = sx / n;
  const resid = sum(ys.map((y, i) => (y - r * xs[i]) ** 2));
  return { value: r, se: Math.sqrt(resid / ((n - 1) * n * xbar * xbar)) };
}

/** Interval for ratio(B) − ratio(A), treating A and B as independent. */
export function ratioDiff(a: { value: number; se: number }, b: { value: number; se: number }, z = Z95): Interval | undefined {
  if (!Number.isFinite(a.se) || !Number.isFinite(b.se)) return undefined;
  const d = b.value - a.value;
  const se = Math.sqrt(a.se ** 2 + b.se ** 2);
  return [d - z * se, d + z * se];
}

/** Mean, median and 95th percentile (simple-statistics' quantile: linear interpolation, numpy's default, type 7). */
export function summary(values: number[]): { mean: number; median: number; p95: number } | undefined {
  if (!values.length) return undefined;
  const sorted = [...values].sort((x, y) => x - y);
  return { mean: mean(sorted), median: quantileSorted(sorted, 0.5), p95: quantileSorted(sorted, 0.95) };
}

/** A bin width from 1-2-5 steps giving fewer than `maxBins` bins over [min, max]. */
export function binWidthFor(values: number[], maxBins = 20): number {
  if (!values.length) return 1;
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  for (const decade of [1, 10, 100, 1000, 10000]) for (const step of [1, 2, 5]) if ((hi - lo) / (step * decade) < maxBins) return step * decade;
  return 100000;
}

export interface Histogram {
  binWidth: number;
  /** Bins [from, to) in order, empty bins between the first and last included, so two histograms with the same width overlay. */
  bins: { from: number; to: number; count: number }[];
}

export function histogram(values: number[], binWidth = binWidthFor(values)): Histogram {
  if (!values.length) return { binWidth, bins: [] };
  const first = Math.floor(Math.min(...values) / binWidth);
  const last = Math.floor(Math.max(...values) / binWidth);
  const bins = Array.from({ length: last - first + 1 }, (_, i) => ({ from: (first + i) * binWidth, to: (first + i + 1) * binWidth, count: 0 }));
  for (const v of values) bins[Math.floor(v / binWidth) - first].count++;
  return { binWidth, bins };
}
