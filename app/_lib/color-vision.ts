/**
 * Colour arithmetic for checking the board's colours: WCAG 2 contrast ratio, CIELAB colour difference (CIE76
 * ΔE*ab), and the simulation of the two common red-green colour-vision deficiencies (protanopia and deuteranopia,
 * severity 1.0, Machado, Oliveira & Fernandes 2009, applied to linear RGB). Pure functions over '#rrggbb'.
 */

export type Vision = 'normal' | 'protanopia' | 'deuteranopia';
export const visions: Vision[] = ['normal', 'protanopia', 'deuteranopia'];

type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`'${hex}' is not a #rrggbb colour`);
  return [parseInt(m[1], 16) / 255, parseInt(m[2], 16) / 255, parseInt(m[3], 16) / 255];
}

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const toGamma = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);
const clamp = (c: number) => Math.min(1, Math.max(0, c));

/** WCAG 2 relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map(toLinear);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio, 1 to 21 (3:1 is the minimum for graphical objects, WCAG 1.4.11). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

// Machado et al. 2009, severity 1.0, for linear RGB.
const matrices: Record<Exclude<Vision, 'normal'>, number[][]> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
};

/** How `hex` looks to a person with the given colour vision. */
export function simulate(hex: string, vision: Vision): string {
  if (vision === 'normal') return hex.toLowerCase();
  const lin = parseHex(hex).map(toLinear);
  const m = matrices[vision];
  const out = m.map((row) => clamp(row[0] * lin[0] + row[1] * lin[1] + row[2] * lin[2]));
  return '#' + out.map((c) => Math.round(toGamma(c) * 255).toString(16).padStart(2, '0')).join('');
}

function lab(hex: string): Rgb {
  const [r, g, b] = parseHex(hex).map(toLinear);
  // sRGB D65 → XYZ → CIELAB.
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** CIE76 colour difference ΔE*ab: about 2 is just noticeable, 20 and more is clearly another colour. */
export function deltaE(a: string, b: string): number {
  const [l1, a1, b1] = lab(a);
  const [l2, a2, b2] = lab(b);
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

/** ΔE as seen with a given colour vision. */
export function deltaEFor(a: string, b: string, vision: Vision): number {
  return deltaE(simulate(a, vision), simulate(b, vision));
}
