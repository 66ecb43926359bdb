/** Colours shared by the map, the rondel and the player boards. */

export const resourceColors: Record<string, { fill: string; text: string; letter: string }> = {
  marble: { fill: '#f3efe6', text: '#5b5146', letter: 'M' },
  iron: { fill: '#59636e', text: '#ffffff', letter: 'I' },
  gold: { fill: '#e2b323', text: '#3b2c00', letter: 'G' },
  coin: { fill: '#c9a227', text: '#3b2c00', letter: '¢' },
};

export const actionColors: Record<string, string> = {
  produce: '#efe6cf',
  build: '#e9dcc3',
  arm: '#e8c9b9',
  research: '#cfdde8',
  maneuver: '#d6e3c8',
};

/** A nation's colour: the printed hex when the ruleset has one, else its colour name (a CSS colour too). */
export function nationFill(nation: { hex?: unknown; color?: unknown } | undefined): string {
  if (nation && typeof nation.hex === 'string' && /^#[0-9a-fA-F]{6}$/.test(nation.hex)) return nation.hex;
  if (nation && typeof nation.color === 'string' && /^[a-z]+$/.test(nation.color)) return nation.color;
  return '#888888';
}

/** Dark or light text for a background colour (hex only; names get dark text). */
export function textOn(fill: string): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(fill);
  if (!m) return ['black', 'brown', 'purple', 'blue', 'red', 'green'].includes(fill) ? '#ffffff' : '#2b2118';
  const [r, g, b] = m.slice(1).map((h) => parseInt(h, 16) / 255);
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.55 ? '#2b2118' : '#ffffff';
}
