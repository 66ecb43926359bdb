import { describe, expect, it } from 'vitest';
import { binWidthFor, histogram, meanDiff, meanInterval, newcombeDiff, ratio, summary, wilson, Z95 } from '../../engine/sim/stats';

describe('intervals against cases computed by hand', () => {
  it('uses the 95% normal quantile 1.959964', () => {
    expect(Z95).toBeCloseTo(1.959964, 5);
  });

  it('Wilson interval for 8 wins in 10 games', () => {
    // p = 0.8, z² = 3.841459, z²/n = 0.3841459, denominator 1 + z²/n = 1.3841459
    // centre = (p + z²/2n) / denom = (0.8 + 0.1920729) / 1.3841459 = 0.716741
    // half   = z/denom · √(p(1−p)/n + z²/4n²) = 1.959964/1.3841459 · √(0.016 + 0.0096036) = 1.415999 · 0.160011 = 0.226576
    // → [0.490165, 0.943317] (the textbook value for 8/10 is 0.490–0.943)
    const [lo, hi] = wilson(8, 10);
    expect(lo).toBeCloseTo(0.490165, 4);
    expect(hi).toBeCloseTo(0.943317, 4);
  });

  it('Wilson interval at the edges stays inside [0, 1] and says nothing for n = 0', () => {
    // 0 of 5: centre = (0 + 3.841459/10)/(1 + 0.768292) = 0.217237; half = 1.959964/1.768292 · √(0 + 3.841459/100) = 0.217237 → [0, 0.434474]
    const [lo, hi] = wilson(0, 5);
    expect(lo).toBe(0);
    expect(hi).toBeCloseTo(0.434474, 4);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });

  it("Newcombe's hybrid score interval reproduces Newcombe (1998) example: 56/70 vs 48/80", () => {
    // Wilson 56/70 = [0.6906, 0.8759], Wilson 48/80 = [0.4904, 0.7001]; d = 0.8 − 0.6 = 0.2
    // lower = 0.2 − √((0.8 − 0.6906)² + (0.7001 − 0.6)²) = 0.2 − √(0.011968 + 0.010020) = 0.2 − 0.148284 = 0.0517…
    // (Newcombe prints 0.0524 to 0.3339 for method 10; the Wilson limits above are rounded, the code is not)
    const [lo, hi] = newcombeDiff(48, 80, 56, 70); // B − A with A = 48/80, B = 56/70
    expect(lo).toBeCloseTo(0.0524, 3);
    expect(hi).toBeCloseTo(0.3339, 3);
    const [lo2, hi2] = newcombeDiff(56, 70, 48, 80); // swapping A and B mirrors the interval
    expect(lo2).toBeCloseTo(-hi, 10);
    expect(hi2).toBeCloseTo(-lo, 10);
  });

  it("Welch's interval for a difference of means", () => {
    // a = [1,2,3]: mean 2, s² = 1; b = [4,6,8]: mean 6, s² = 4
    // se = √(1/3 + 4/3) = √(5/3) = 1.290994; 1.959964 · 1.290994 = 2.530302 → 4 ± 2.530302
    const [lo, hi] = meanDiff([1, 2, 3], [4, 6, 8])!;
    expect(lo).toBeCloseTo(1.469698, 5);
    expect(hi).toBeCloseTo(6.530302, 5);
    expect(meanDiff([1], [2, 3])).toBeUndefined();
  });

  it('pooled ratio and its delta-method standard error', () => {
    // ys = [10, 20], xs = [2, 3]: R = 30/5 = 6; residuals 10−12 = −2, 20−18 = 2 → Σ = 8
    // Var = 8 / ((n−1)·n·x̄²) = 8 / (1 · 2 · 2.5²) = 0.64 → se = 0.8
    const r = ratio([10, 20], [2, 3])!;
    expect(r.value).toBe(6);
    expect(r.se).toBeCloseTo(0.8, 10);
    expect(ratio([], [])).toBeUndefined();
  });

  it('meanInterval: mean ± z·s/√n, computed by hand', () => {
    // 10, 20, 30: mean 20, s² = ((−10)² + 0 + 10²) / 2 = 100, s/√n = √(100/3) = 5.773503; z · 5.773503 = 11.315857
    const [lo, hi] = meanInterval([30, 10, 20])!;
    expect(lo).toBeCloseTo(8.684143, 6);
    expect(hi).toBeCloseTo(31.315857, 6);
    expect(meanInterval([5])).toBeUndefined();
  });

  it('summary: mean, median and p95 from simple-statistics', () => {
    // 1..20 (given unsorted): mean 10.5; median: index (n−1)·0.5 = 9.5 → 10 + 0.5·(11 − 10) = 10.5;
    // p95: index (n−1)·0.95 = 18.05 → x[18] + 0.05·(x[19] − x[18]) = 19 + 0.05 = 19.05 (linear, numpy's default)
    const values = Array.from({ length: 20 }, (_, i) => 20 - i);
    const s = summary(values)!;
    expect(s.mean).toBe(10.5);
    expect(s.median).toBe(10.5);
    expect(s.p95).toBeCloseTo(19.05, 10);
    expect(summary([])).toBeUndefined();
  });

  it('histogram bins of a 1-2-5 width, empty bins kept so two histograms overlay', () => {
    expect(binWidthFor([10, 200])).toBe(10); // range 190: width 5 gives 38 bins (too many, ≥ 20), width 10 gives 19
    const h = histogram([3, 4, 17], 5);
    expect(h).toEqual({ binWidth: 5, bins: [{ from: 0, to: 5, count: 2 }, { from: 5, to: 10, count: 0 }, { from: 10, to: 15, count: 0 }, { from: 15, to: 20, count: 1 }] });
  });
});
