// engine/random/portable-math.ts: the log and exp the bots use, so that a seeded game is the same on every JavaScript
// engine (the browser test "the strongest bot (mcts:1000) can be simulated" plays one in Chromium against Node).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { portableExp, portableLog } from '../../engine/random/portable-math';

/** The distance from x to the next double up: a unit in the last place. */
function ulp(x: number): number {
  const bits = new BigInt64Array(new Float64Array([Math.abs(x)]).buffer);
  bits[0] += 1n;
  return new Float64Array(bits.buffer)[0] - Math.abs(x);
}

/** Arguments spread over the range the bots use and beyond: a linear congruential stream, not Math.random. */
function spread(n: number, lo: number, hi: number): number[] {
  const out: number[] = [];
  let x = 12345;
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out.push(lo + (hi - lo) * (x / 2147483648));
  }
  return out;
}

describe('portableLog', () => {
  it('is within two units in the last place of Math.log, from subnormals to the largest double (two near 1, where ln x is small)', () => {
    const args = [...Array.from({ length: 20_000 }, (_, i) => i + 1), ...spread(20_000, -740, 709).map(Math.exp), 5e-324, 2.2250738585072014e-308, Number.MAX_VALUE];
    let worst = 0;
    for (const x of args) worst = Math.max(worst, Math.abs(portableLog(x) - Math.log(x)) / ulp(Math.log(x) || 1));
    expect(worst).toBeLessThanOrEqual(2);
  });

  it('gives the exact values and the edges', () => {
    expect(portableLog(1)).toBe(0);
    expect(portableLog(1024)).toBeCloseTo(10 * Math.LN2, 14);
    expect(portableLog(0)).toBe(-Infinity);
    expect(portableLog(Infinity)).toBe(Infinity);
    expect(portableLog(-1)).toBeNaN();
    expect(portableLog(NaN)).toBeNaN();
  });
});

describe('portableExp', () => {
  it('is within one unit in the last place of Math.exp where the result is a normal double', () => {
    let worst = 0;
    for (const x of spread(40_000, -700, 709)) worst = Math.max(worst, Math.abs(portableExp(x) - Math.exp(x)) / ulp(Math.exp(x)));
    expect(worst).toBeLessThanOrEqual(1);
  });

  it('gives the exact values and the edges: the MCTS reward 1 / (1 + e^x) needs both ends', () => {
    expect(portableExp(0)).toBe(1);
    expect(portableExp(-745)).toBe(Math.exp(-745));
    expect(portableExp(-800)).toBe(0);
    expect(portableExp(709.7)).toBe(Math.exp(709.7));
    expect(portableExp(710)).toBe(Infinity);
    expect(1 / (1 + portableExp(1e6))).toBe(0);
    expect(portableExp(NaN)).toBeNaN();
  });
});

describe('the same bits everywhere', () => {
  it('gives these results on any engine: changing the functions changes every MCTS game, so they are pinned', () => {
    // The hash of 20,000 results as bit patterns, from Node 20 when the functions were written (2026-11-28). Node's own
    // Math.log and Math.exp give other bits than Chromium's on about one argument in ten (the module's comment).
    const bits = new Float64Array([...spread(10_000, 1, 100_000).map(portableLog), ...spread(10_000, -40, 40).map(portableExp)]);
    expect(createHash('sha256').update(new Uint8Array(bits.buffer)).digest('hex').slice(0, 16)).toBe('037b2d8ca77ee848');
  });
});
