/**
 * Places a board's regions on a schematic map: each region's geo {lat, lon} projected (equirectangular, with the
 * longitude shrunk by the cosine of the mean latitude so shapes are not stretched), then nudged apart so no two
 * nodes overlap. Pure and deterministic: the same map always gives the same picture. Works on unvalidated data
 * (the editor draws whatever was typed), so every field is checked before use.
 */

export interface RegionLike {
  name?: unknown;
  kind?: unknown;
  geo?: { lat?: unknown; lon?: unknown };
  citySite?: { resource?: unknown } | unknown;
  galleySymbol?: unknown;
  borders?: Record<string, unknown>;
}

export interface PlacedRegion {
  id: string;
  name: string;
  kind: 'land' | 'sea' | 'coastal';
  x: number;
  y: number;
  citySite: boolean;
  /** The printed resource kind's id (declared in the ruleset's /economy/resources; the map draws its colour). */
  resource?: string;
  galleySymbol: boolean;
}

export interface PlacedBorder {
  a: string;
  b: string;
  type: 'red' | 'blue' | 'red-blue';
  /** The two sides disagree (a says red, b says blue): drawn as a's type and flagged. */
  mismatch: boolean;
}

export interface MapLayout {
  width: number;
  height: number;
  regions: PlacedRegion[];
  byId: Record<string, PlacedRegion>;
  borders: PlacedBorder[];
  /** Regions left off the picture because their geo is missing or not numbers. */
  unplaced: string[];
}

export const NODE_RADIUS = 15;
const MIN_GAP = NODE_RADIUS * 4;
const PAD = 48;

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const borderTypes = new Set(['red', 'blue', 'red-blue']);

export function layoutMap(regions: unknown, width = 1000): MapLayout {
  const entries = regions && typeof regions === 'object' && !Array.isArray(regions) ? Object.entries(regions as Record<string, RegionLike>) : [];
  const placed: PlacedRegion[] = [];
  const unplaced: string[] = [];
  const geo: { lat: number; lon: number }[] = [];
  for (const [id, region] of entries) {
    if (!region || typeof region !== 'object' || !isNumber(region.geo?.lat) || !isNumber(region.geo?.lon)) {
      unplaced.push(id);
      continue;
    }
    const kind = region.kind === 'sea' || region.kind === 'coastal' ? region.kind : 'land';
    const site = region.citySite && typeof region.citySite === 'object' ? (region.citySite as { resource?: unknown }) : undefined;
    placed.push({
      id,
      name: typeof region.name === 'string' ? region.name : id,
      kind,
      x: 0,
      y: 0,
      citySite: !!site,
      resource: site && typeof site.resource === 'string' && site.resource ? site.resource : undefined,
      galleySymbol: region.galleySymbol === true,
    });
    geo.push({ lat: region.geo!.lat as number, lon: region.geo!.lon as number });
  }
  if (!placed.length) return { width, height: 300, regions: [], byId: {}, borders: [], unplaced };

  const meanLat = geo.reduce((s, g) => s + g.lat, 0) / geo.length;
  const shrink = Math.cos((meanLat * Math.PI) / 180);
  const raw = geo.map((g) => ({ x: g.lon * shrink, y: -g.lat }));
  fit(raw, width);
  relax(raw);
  const height = fit(raw, width);
  placed.forEach((p, i) => {
    p.x = raw[i].x;
    p.y = raw[i].y;
  });
  const byId = Object.fromEntries(placed.map((p) => [p.id, p]));

  const source = Object.fromEntries(entries);
  const borders: PlacedBorder[] = [];
  const seen = new Set<string>();
  for (const [id, region] of entries) {
    if (!byId[id] || !region.borders || typeof region.borders !== 'object') continue;
    for (const [other, type] of Object.entries(region.borders)) {
      if (!byId[other] || other === id || !borderTypes.has(type as string)) continue;
      const key = id < other ? `${id}|${other}` : `${other}|${id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const otherBorders = source[other]?.borders;
      const back = otherBorders && typeof otherBorders === 'object' ? (otherBorders as Record<string, unknown>)[id] : undefined;
      borders.push({ a: id, b: other, type: type as PlacedBorder['type'], mismatch: back !== undefined && back !== type });
    }
  }
  return { width, height, regions: placed, byId, borders, unplaced };
}

/** Scales and moves the points into [PAD, width - PAD]; returns the height the picture needs. */
function fit(points: { x: number; y: number }[], width: number): number {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const spanX = Math.max(...xs) - minX || 1;
  const spanY = Math.max(...ys) - minY || 1;
  // A tall board is fitted to a height of at most 1.1 × the width, so it stays on screen.
  const scale = Math.min((width - 2 * PAD) / spanX, (width * 1.1 - 2 * PAD) / spanY);
  for (const p of points) {
    p.x = PAD + (p.x - minX) * scale;
    p.y = PAD + (p.y - minY) * scale;
  }
  const usedWidth = spanX * scale;
  const shift = (width - 2 * PAD - usedWidth) / 2;
  for (const p of points) p.x += shift;
  return Math.ceil(spanY * scale + 2 * PAD);
}

/** Pushes overlapping nodes apart, a few pixels at a time, keeping the geography recognisable. */
function relax(points: { x: number; y: number }[]): void {
  for (let round = 0; round < 120; round++) {
    let moved = false;
    for (let i = 0; i < points.length; i++) {
      for (let j = i + 1; j < points.length; j++) {
        const dx = points[j].x - points[i].x;
        const dy = points[j].y - points[i].y;
        const d = Math.hypot(dx, dy);
        if (d >= MIN_GAP) continue;
        moved = true;
        // Coincident points separate along a fixed direction derived from their indices (deterministic).
        const ux = d > 0.01 ? dx / d : Math.cos(i + j);
        const uy = d > 0.01 ? dy / d : Math.sin(i + j);
        const push = (MIN_GAP - d) / 2;
        points[i].x -= ux * push;
        points[i].y -= uy * push;
        points[j].x += ux * push;
        points[j].y += uy * push;
      }
    }
    if (!moved) break;
  }
}

/** Where a region's name goes, relative to its node, and the box it takes on the picture. */
export interface LabelPlacement {
  dx: number;
  dy: number;
  anchor: 'start' | 'middle' | 'end';
  box: Box;
}

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The labels' font (globals.css .region-label: 11px, bold): width per character and line height, generous. */
export const LABEL_CHAR_WIDTH = 6.6;
export const LABEL_HEIGHT = 12;
/** The labels' font size in the picture's units (globals.css .region-label). */
export const LABEL_FONT_SIZE = 11;
/**
 * The smallest size, in CSS pixels, at which a phone or a tablet shows the names. Fitted to a 390 px screen a
 * 1000-unit board drew them at 4 px, to a 768 px one at 7-8 px; on a wide desktop they are drawn at about 10.8 px.
 */
export const READABLE_LABEL_PX = 10.5;

/**
 * How wide to draw the picture, in CSS pixels, so its names read at `px`: wider than a phone, which then pans it.
 * The names are placed for their size in the picture's units, so drawing the picture larger keeps them clear of
 * each other; making only the font larger on a small screen would not.
 */
export function readableWidth(layout: Pick<MapLayout, 'width'>, px = READABLE_LABEL_PX): number {
  return Math.ceil((layout.width * px) / LABEL_FONT_SIZE);
}

export function labelWidth(name: string): number {
  return name.length * LABEL_CHAR_WIDTH + 4;
}

const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** The area a node draws (sea nodes are ellipses a little wider than land circles). */
export function nodeBox(region: PlacedRegion): Box {
  const rx = region.kind === 'sea' ? NODE_RADIUS + 7 : NODE_RADIUS + 3;
  const ry = region.kind === 'sea' ? NODE_RADIUS - 2 : NODE_RADIUS + 3;
  return { x0: region.x - rx, y0: region.y - ry, x1: region.x + rx, y1: region.y + ry };
}

/**
 * Places every region's name so that no two names overlap, no name covers a node, and every name stays inside
 * the picture (a name at the edge, such as Brundisium, is drawn towards the inside). Greedy and deterministic:
 * regions in a fixed order try below, above, right, left and the four diagonals; a name that fits nowhere takes
 * the candidate with the least overlap. `reserved` are further boxes to keep clear (the unit badges).
 */
export function placeLabels(layout: MapLayout, reserved: Box[] = []): Record<string, LabelPlacement> {
  const taken: Box[] = [...layout.regions.map(nodeBox), ...reserved];
  const out: Record<string, LabelPlacement> = {};
  // Sea regions have the longest names (Mare Ligusticum); placing them first leaves the short land names to fit around.
  const order = [...layout.regions].sort((a, b) => (a.kind === 'sea' ? 0 : 1) - (b.kind === 'sea' ? 0 : 1) || b.name.length - a.name.length || a.id.localeCompare(b.id));
  for (const region of order) {
    const w = labelWidth(region.name);
    const own = nodeBox(region);
    const below = own.y1 - region.y + LABEL_HEIGHT - 1;
    const above = own.y0 - region.y - 3;
    const side = own.x1 - region.x + 3;
    const candidates: Omit<LabelPlacement, 'box'>[] = [
      { dx: 0, dy: below, anchor: 'middle' },
      { dx: 0, dy: above, anchor: 'middle' },
      { dx: side, dy: 4, anchor: 'start' },
      { dx: -side, dy: 4, anchor: 'end' },
      { dx: side - 6, dy: below, anchor: 'start' },
      { dx: -side + 6, dy: below, anchor: 'end' },
      { dx: side - 6, dy: above, anchor: 'start' },
      { dx: -side + 6, dy: above, anchor: 'end' },
      { dx: 0, dy: below + LABEL_HEIGHT, anchor: 'middle' },
      { dx: 0, dy: above - LABEL_HEIGHT, anchor: 'middle' },
    ];
    let best: LabelPlacement | undefined;
    let bestCost = Infinity;
    for (const c of candidates) {
      let x = region.x + c.dx;
      // Keep the name inside the picture: shift it in rather than cut it off.
      const left = c.anchor === 'start' ? x : c.anchor === 'end' ? x - w : x - w / 2;
      const shift = left < 2 ? 2 - left : left + w > layout.width - 2 ? layout.width - 2 - (left + w) : 0;
      x += shift;
      const x0 = left + shift;
      const y1 = region.y + c.dy + 3;
      const box = { x0, y0: y1 - LABEL_HEIGHT, x1: x0 + w, y1 };
      if (box.y0 < 0 || box.y1 > layout.height) continue;
      let cost = 0;
      for (const t of taken) if (t !== own && overlaps(box, t)) cost += (Math.min(box.x1, t.x1) - Math.max(box.x0, t.x0)) * (Math.min(box.y1, t.y1) - Math.max(box.y0, t.y0));
      if (cost < bestCost) {
        bestCost = cost;
        best = { dx: x - region.x, dy: c.dy, anchor: c.anchor, box };
      }
      if (cost === 0) break;
    }
    best ??= { dx: 0, dy: below, anchor: 'middle', box: { x0: region.x - w / 2, y0: region.y + below + 3 - LABEL_HEIGHT, x1: region.x + w / 2, y1: region.y + below + 3 } };
    out[region.id] = best;
    taken.push(best.box);
  }
  return out;
}

/** Pairs of labels that overlap, and labels that cover another region's node: what placeLabels must avoid. */
export function labelClashes(layout: MapLayout, labels: Record<string, LabelPlacement>): string[] {
  const clashes: string[] = [];
  const ids = Object.keys(labels);
  for (let i = 0; i < ids.length; i++) {
    const a = labels[ids[i]].box;
    if (a.x0 < 0 || a.x1 > layout.width || a.y0 < 0 || a.y1 > layout.height) clashes.push(`${ids[i]} leaves the picture`);
    for (let j = i + 1; j < ids.length; j++) if (overlaps(a, labels[ids[j]].box)) clashes.push(`${ids[i]} / ${ids[j]}`);
    for (const region of layout.regions) if (region.id !== ids[i] && overlaps(a, nodeBox(region))) clashes.push(`${ids[i]} covers ${region.id}`);
  }
  return clashes;
}

/** The box kept clear for a region's unit icons (MapView draws them there): up and to the right of the node. */
export function unitBox(region: PlacedRegion): Box {
  return { x0: region.x + NODE_RADIUS + 2, y0: region.y - NODE_RADIUS - 2, x1: region.x + NODE_RADIUS + 50, y1: region.y + 8 };
}
