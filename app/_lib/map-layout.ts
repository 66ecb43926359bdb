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
  resource?: 'marble' | 'iron' | 'gold';
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
const resources = new Set(['marble', 'iron', 'gold']);

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
      resource: site && resources.has(site.resource as string) ? (site.resource as PlacedRegion['resource']) : undefined,
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
