/**
 * `log` and `exp` that give the same double on every JavaScript engine. A game is a function of (ruleset, seed,
 * players, bots) on every path (engine/sim/run-game.ts), and a page's Web Worker must play the game `rondel simulate`
 * plays in Node. ECMAScript leaves Math.log and Math.exp implementation-approximated, and engines differ in the last
 * bit: of 200,000 arguments each, Node 20 and Chromium 156 disagreed on 1,950 logs and 19,694 exps (2026-11-28). The
 * MCTS bot takes a log per tree step and an exp per evaluated position, so a one-bit difference sometimes turned a tie
 * the other way, the bots' random stream then drew a different number, and from there the game differed: an MCTS game
 * of seed 1 in the simulate page's worker ended other than the same game in Node.
 *
 * Both are built from +, −, ×, ÷ and Math.round, which IEEE 754 rounds the same everywhere (JavaScript never fuses a
 * multiply and an add), with constants written as literals (parsed to the nearest double). They are within a few units
 * in the last place of Node's Math.log and Math.exp (test/engine/portable-math.test.ts), which is all the bots need.
 */

const LN2 = 0.6931471805599453;
// ln 2 in two parts, so that k·ln 2 is subtracted without losing the low bits (the split of fdlibm's exp).
const LN2_HI = 0.6931471803691238;
const LN2_LO = 1.9082149292705877e-10;
const SQRT_HALF = 0.7071067811865476;

/** 2^k, exactly, for the integers where 2^k is a normal double or one step past (multiplying by 2 or ½ is exact). */
function pow2(k: number): number {
  let result = 1;
  let base = k < 0 ? 0.5 : 2;
  let n = Math.abs(k);
  while (n > 0) {
    if (n & 1) result *= base;
    base *= base;
    n >>= 1;
  }
  return result;
}

/** The natural logarithm of x. */
export function portableLog(x: number): number {
  if (Number.isNaN(x) || x < 0) return NaN;
  if (x === 0) return -Infinity;
  if (x === Infinity) return Infinity;
  // x = m · 2^e with m in [√½, √2): halving and doubling are exact. Subnormals are lifted first.
  let e = 0;
  let m = x;
  if (m < 2.2250738585072014e-308) {
    m *= 18014398509481984; // 2^54
    e -= 54;
  }
  while (m >= 1024) {
    m *= 0.0009765625; // 2^-10
    e += 10;
  }
  while (m < 0.0009765625) {
    m *= 1024;
    e -= 10;
  }
  while (m >= 1.4142135623730951) {
    m *= 0.5;
    e += 1;
  }
  while (m < SQRT_HALF) {
    m *= 2;
    e -= 1;
  }
  // ln m = 2 atanh s = 2 (s + s³/3 + s⁵/5 + …) with s = (m − 1)/(m + 1), |s| ≤ 0.1716: 13 terms reach 1e-20.
  const s = (m - 1) / (m + 1);
  const s2 = s * s;
  let series = 1 / 27;
  for (let n = 25; n >= 1; n -= 2) series = 1 / n + s2 * series;
  return e * LN2_HI + (e * LN2_LO + 2 * s * series);
}

/** e^x. */
export function portableExp(x: number): number {
  if (Number.isNaN(x)) return NaN;
  if (x > 709.782712893384) return Infinity;
  if (x < -745.1332191019412) return 0;
  // x = k ln 2 + r with |r| ≤ ½ ln 2; e^r by its Taylor series (|r|^19 / 19! < 1e-18), then × 2^k.
  const k = Math.round(x / LN2);
  const r = x - k * LN2_HI - k * LN2_LO;
  let series = 1;
  for (let n = 18; n >= 1; n--) series = 1 + (r * series) / n;
  // 2^k is split so that neither factor overflows or underflows where the product does not.
  const half = k >> 1;
  return series * pow2(half) * pow2(k - half);
}
