/** Colours shared by the map, the rondel and the player boards. */

export interface ChipStyle {
  fill: string;
  text: string;
  letter: string;
  name: string;
}

/** Coins are not a resource kind (they stand in for any chip, D-COIN-01): their look is the workbench's own. */
export const coinStyle: ChipStyle = { fill: '#c9a227', text: '#3b2c00', letter: '¢', name: 'coin' };

/**
 * Fills for resource kinds whose ruleset gives no colour (/economy/resources/<kind>/color), taken in declaration
 * order among those kinds; chosen to stay apart (ΔE ≥ 15 in normal, protanopic and deuteranopic vision) from each
 * other, from the base games' marble, iron and gold, and from the board's land and sea (test/app/chip-styles.test.ts).
 */
export const resourcePalette = ['#bb3e03', '#4a6fa5', '#2e8b57', '#7a1f2b', '#b8a15a', '#231942'];

/** The look of a kind the ruleset does not declare (an editor draft mid-typing). */
const unknownKind = (id: string): ChipStyle => ({ fill: '#dddddd', text: '#2b2118', letter: id.slice(0, 1).toUpperCase() || '?', name: id });

/**
 * How each resource kind of a ruleset is drawn, from the ruleset's /economy/resources (its colour, else the next
 * fallback colour; its name's first letter), plus 'coin'. Works on unvalidated data: the editor draws drafts.
 */
export function chipStyles(resources: unknown): Record<string, ChipStyle> & { coin: ChipStyle } {
  const out: Record<string, ChipStyle> = {};
  let fallback = 0;
  if (resources && typeof resources === 'object' && !Array.isArray(resources)) {
    for (const [id, kind] of Object.entries(resources as Record<string, { name?: unknown; color?: unknown } | null>)) {
      const name = kind && typeof kind.name === 'string' && kind.name ? kind.name : id;
      const own = kind && typeof kind.color === 'string' && /^#[0-9a-fA-F]{6}$/.test(kind.color) ? kind.color : undefined;
      const fill = own ?? resourcePalette[fallback++ % resourcePalette.length];
      out[id] = { fill, text: textOn(fill), letter: name.slice(0, 1).toUpperCase(), name };
    }
  }
  return { ...out, coin: coinStyle };
}

/** One kind's look: declared, else a neutral chip with its id. */
export function chipStyle(styles: Record<string, ChipStyle>, id: string): ChipStyle {
  return Object.hasOwn(styles, id) ? styles[id] : unknownKind(id);
}

export const actionColors: Record<string, string> = {
  produce: '#efe6cf',
  build: '#e9dcc3',
  arm: '#e8c9b9',
  research: '#cfdde8',
  maneuver: '#d6e3c8',
};

/**
 * The board's own colours (MapView): the land and sea of the regions, the page behind them, the red and blue of
 * borders (the blue also rings coastal regions), and the dark outline every nation token carries. Chosen together
 * with the nation display colours below; test/app/board-colors.test.ts checks them.
 */
export const boardColors = {
  board: '#f7f1e3',
  land: '#a9b89a',
  landStroke: '#6f7a5f',
  sea: '#cfe2f1',
  seaStroke: '#7fa7cc',
  red: '#c0392b',
  blue: '#58a6e6',
  outline: '#2b2118',
};

/**
 * The screen shade of each printed piece colour. The rulesets name the colour of a nation's wooden pieces
 * (map.nations.*.color, with the printed hex); on screen the same named colour is drawn in a shade that stands out
 * from the land, differs from the blue of borders and coastal rings, and stays distinct from every other nation of
 * the same board for people with protanopia or deuteranopia (CIE76 ΔE ≥ 20 in all three visions, checked over
 * every shipped map by test/app/board-colors.test.ts). Roman beige was nearly the land's colour and Greek blue the
 * sea borders'; both are the reasons for this table.
 */
export const nationDisplayColors: Record<string, string> = {
  beige: '#fbf0d0',
  brown: '#7a4a26',
  blue: '#1a2f70',
  red: '#b71c1c',
  yellow: '#fff07a',
  purple: '#b04fa0',
  orange: '#f08c2a',
  black: '#2c2c2c',
  green: '#5cb85c',
};

/** A nation's colour on screen: the display shade of its named colour, else its printed hex, else its colour name. */
export function nationFill(nation: { hex?: unknown; color?: unknown } | undefined): string {
  if (nation && typeof nation.color === 'string' && Object.hasOwn(nationDisplayColors, nation.color)) return nationDisplayColors[nation.color];
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
