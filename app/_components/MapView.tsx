'use client';

import TapNote from './TapNote';
import { useEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { boardColors, chipStyle, chipStyles, nationFill, type ChipStyle } from '../_lib/colors';
import { LABEL_FONT_SIZE, layoutMap, NODE_RADIUS, placeLabels, READABLE_LABEL_PX, readableWidth, unitBox, type PlacedRegion } from '../_lib/map-layout';
import { provenanceAt, type ProvenanceEntries } from '../_lib/provenance-view';
import { scrollFocus, useScrolls } from './ScrollBox';

export interface CityOverlay {
  owner: string;
  resource: string;
  temple: boolean;
  wall: boolean;
}

export interface MapViewProps {
  /** The map section as written (validated or not: the editor draws whatever parses). */
  map: unknown;
  /** Provenance entries of the whole ruleset (absolute pointers, most specific first). */
  provenance?: ProvenanceEntries;
  /** Start cities by nation, drawn when there is no city overlay (the editor's view of a lineup). */
  startCities?: Record<string, string[]>;
  cities?: Record<string, CityOverlay>;
  units?: Record<string, Record<string, Record<string, number>>>;
  /** How to draw each unit type: a legion figure for units that cross land, a galley for sea; special units starred. */
  unitTypes?: Record<string, UnitType>;
  selected?: string | null;
  highlighted?: ReadonlySet<string>;
  onRegionClick?: (region: string) => void;
  /** Caption over the map (the board's name). */
  title?: string;
  /** The ruleset's resource kinds (/economy/resources): the colour, letter and name of each printed resource. */
  resources?: unknown;
  /**
   * On a phone or a tablet (up to 1000 px wide), draw the board large enough to read its names (readableWidth) in
   * a box that pans, with a button for the whole board; the selected region, else the highlighted ones, are brought
   * into that box. Wider, the board fits its column as usual.
   */
  pannable?: boolean;
}

export interface UnitType {
  name: string;
  crosses: 'land' | 'sea';
  special?: boolean;
}

/** How the map draws each unit type of a ruleset: by the border it crosses (legion figure or galley), special units starred. */
export function unitTypesOf(ruleset: { units: Record<string, { name: string; crosses: 'land' | 'sea' }>; specialUnits?: Record<string, { name: string; fightsAs: string }> }): Record<string, UnitType> {
  return {
    ...Object.fromEntries(Object.entries(ruleset.units).map(([id, u]) => [id, { name: u.name, crosses: u.crosses }])),
    ...Object.fromEntries(Object.entries(ruleset.specialUnits ?? {}).map(([id, u]) => [id, { name: u.name, crosses: ruleset.units[u.fightsAs]?.crosses ?? 'land', special: true }])),
  };
}

const R = NODE_RADIUS;
const colors = { ...boardColors, estimated: '#8a4fbf' };

/**
 * A schematic board: regions as nodes placed by geography, borders as red (legions), blue (galleys) or
 * red-and-blue double lines, with optional overlays for cities and units. Values marked estimated in the
 * ruleset's provenance are drawn dashed in purple; a map whose whole layout is estimated says so in a badge.
 */
export default function MapView(props: MapViewProps) {
  const { map, provenance, startCities, cities, units, unitTypes, selected, highlighted, onRegionClick, title, resources, pannable } = props;
  const styles = useMemo(() => chipStyles(resources), [resources]);
  const record = map && typeof map === 'object' ? (map as { regions?: unknown; nations?: unknown; name?: unknown }) : {};
  const layout = useMemo(() => layoutMap(record.regions), [record.regions]);
  // Names placed once per board so they never overlap or leave the picture, clear of the unit icons' corner.
  const labels = useMemo(() => placeLabels(layout, layout.regions.map(unitBox)), [layout]);
  const nations = record.nations && typeof record.nations === 'object' ? (record.nations as Record<string, { name?: string; hex?: string; color?: string }>) : {};

  const marks = useMemo(() => estimateMarks(provenance, layout.regions.map((r) => r.id)), [provenance, layout]);
  const startOf = useMemo(() => {
    const out: Record<string, string> = {};
    if (!cities && startCities) for (const [nation, list] of Object.entries(startCities)) if (Array.isArray(list)) for (const region of list) out[region] = nation;
    return out;
  }, [cities, startCities]);

  // A board whose whole layout is estimated gets a band above it for the badge, so it covers no region.
  const top = marks.wide ? 36 : 0;
  const clickable = !!onRegionClick;
  const onKey = (id: string) => (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onRegionClick?.(id);
    }
  };

  const [whole, setWhole] = useState(false);
  const pan = useRef<HTMLDivElement>(null);
  const panScrolls = useScrolls(pan);
  // Wider than a tablet the board fits its column (globals.css), where beside another column its names can shrink to
  // 5-7 px (a 1024-1280 px screen, two boards side by side): then the player may zoom it into the panning box.
  const [zoomed, setZoomed] = useState(false);
  const [smallNames, setSmallNames] = useState(false);
  useEffect(() => {
    const box = pan.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const fitted = box.clientWidth >= box.scrollWidth - 1 && !window.matchMedia('screen and (max-width: 1000px)').matches;
      const namePx = (box.clientWidth / layout.width) * LABEL_FONT_SIZE;
      setSmallNames(fitted && namePx < READABLE_LABEL_PX - 0.5);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [layout.width, zoomed]);
  // A board larger than its box opens at its middle, where the two sides of a duel meet, not at its top-left corner.
  useEffect(() => {
    const box = pan.current;
    if (!box || whole) return;
    box.scrollLeft = (box.scrollWidth - box.clientWidth) / 2;
    box.scrollTop = (box.scrollHeight - box.clientHeight) / 2;
  }, [whole, zoomed]);
  // A region chosen in a list (a unit's destination) may lie outside the panned box: show it there.
  useEffect(() => {
    const box = pan.current;
    const node = selected && box ? box.querySelector(`[data-region="${CSS.escape(selected)}"]`) : null;
    if (box && node) revealInBox(box, node.getBoundingClientRect());
  }, [selected, whole, zoomed]);
  // The regions where the player can act (their units to move, their cities to arm in) may all lie outside the
  // part of the board the box shows; then it moves to them, else a player told to tap their units sees none. A
  // selected region (one tapped, a unit's destination) is what the player looks at: the box stays with it.
  const highlightKey = highlighted ? [...highlighted].sort().join('|') : '';
  useEffect(() => {
    const box = pan.current;
    if (!box || whole || !highlightKey || selected) return;
    const nodes = highlightKey.split('|').flatMap((id) => {
      const node = box.querySelector(`[data-region="${CSS.escape(id)}"]`);
      return node ? [node.getBoundingClientRect()] : [];
    });
    const shown = box.getBoundingClientRect();
    if (!nodes.length || nodes.some((r) => r.left >= shown.left && r.right <= shown.right && r.top >= shown.top && r.bottom <= shown.bottom)) return;
    const x = (Math.min(...nodes.map((r) => r.left)) + Math.max(...nodes.map((r) => r.right))) / 2;
    const y = (Math.min(...nodes.map((r) => r.top)) + Math.max(...nodes.map((r) => r.bottom))) / 2;
    box.scrollLeft += x - (shown.left + shown.width / 2);
    box.scrollTop += y - (shown.top + shown.height / 2);
  }, [highlightKey, whole, selected, zoomed]);

  const svg = (
    // A board whose regions are buttons is a group of them: role "img" would hide its buttons from assistive technology.
    <svg viewBox={`0 ${-top} ${layout.width} ${layout.height + top}`} role={clickable ? 'group' : 'img'} aria-label={typeof record.name === 'string' ? record.name : 'map'}>
      <rect x={0} y={-top} width={layout.width} height={layout.height + top} fill={colors.board} />
      {layout.borders.map((border) => {
        const a = layout.byId[border.a];
        const b = layout.byId[border.b];
        const dashed = marks.borders.has(pairKey(border.a, border.b));
        return <Border key={`${border.a}|${border.b}`} a={a} b={b} type={border.type} dashed={dashed} mismatch={border.mismatch} />;
      })}
      {layout.regions.map((region) => {
        const city = cities?.[region.id];
        const owner = city ? nations[city.owner] : startOf[region.id] ? nations[startOf[region.id]] : undefined;
        const fill = region.kind === 'sea' ? colors.sea : colors.land;
        const note = marks.regions.get(region.id);
        const isSelected = selected === region.id;
        const isHighlighted = highlighted?.has(region.id);
        return (
          <g
            key={region.id}
            data-region={region.id}
            data-highlighted={isHighlighted ? '' : undefined}
            className={`map-region${clickable ? ' clickable' : ''}${isSelected ? ' selected' : ''}`}
            transform={`translate(${region.x.toFixed(1)} ${region.y.toFixed(1)})`}
            {...(clickable ? { onClick: () => onRegionClick!(region.id) } : {})}
          >
            <title>{regionTooltip(region, city, owner?.name, note, styles)}</title>
            {isHighlighted && <circle r={R + 9} fill="#f5c542" opacity={0.55} />}
            {isSelected && <circle className="selected-ring" r={R + 8} fill="none" stroke="#2b2118" strokeWidth={3} />}
            {note &&
              (region.kind === 'sea' ? (
                <ellipse rx={R + 12} ry={R + 3} fill="none" stroke={colors.estimated} strokeWidth={2} strokeDasharray="4 3" data-estimated="region" />
              ) : (
                <circle r={R + 5} fill="none" stroke={colors.estimated} strokeWidth={2} strokeDasharray="4 3" data-estimated="region" />
              ))}
            {region.kind === 'sea' ? (
              <ellipse rx={R + 7} ry={R - 2} fill={fill} stroke={colors.seaStroke} strokeWidth={1.5} />
            ) : (
              <circle r={R} fill={fill} stroke={region.kind === 'coastal' ? colors.blue : colors.landStroke} strokeWidth={region.kind === 'coastal' ? 3 : 1.5} />
            )}
            {owner && <circle r={R - 3} fill={nationFill(owner)} stroke={colors.outline} strokeWidth={2} data-city={city ? city.owner : undefined} />}
            {city?.wall && <circle r={R + 2.5} fill="none" stroke="#3d3d3d" strokeWidth={3} strokeDasharray="3 2" />}
            {region.galleySymbol && <Galley />}
            {(region.citySite || city) && <Site style={siteStyle(styles, city?.resource ?? region.resource)} badge={!!owner} />}
            {city?.temple && <Temple />}
            {!city && startOf[region.id] && (
              <text className="start-star" x={-R - 10} y={-R + 4} fill={nationFill(nations[startOf[region.id]])} stroke={colors.outline} strokeWidth={0.8} aria-hidden="true">★</text>
            )}
            <text className="region-label" x={labels[region.id].dx.toFixed(1)} y={labels[region.id].dy.toFixed(1)} textAnchor={labels[region.id].anchor}>{region.name}</text>
            {units?.[region.id] && <UnitIcons units={units[region.id]} nations={nations} types={unitTypes} />}
            {clickable && (
              // The region's button for the keyboard and screen readers: a target over the node, drawn last, named by
              // what the tooltip and the unit rows say, its name first. The whole group was the button before, and
              // its drawn letters and counts ("G", "2") were then part of its name's text, which did not match the
              // label (WCAG 2.5.3); a bare "Roma" left the city, its resource and the units unsaid. A click anywhere
              // on the region (its name too) still reaches the group's handler.
              <circle
                className="map-hit"
                r={R + 6}
                fill="transparent"
                role="button"
                tabIndex={0}
                aria-label={[regionTooltip(region, city, owner?.name, note, styles), ...(units?.[region.id] ? unitRows(units[region.id], nations, unitTypes) : [])].join(' — ')}
                onKeyDown={onKey(region.id)}
              />
            )}
          </g>
        );
      })}
      {marks.wide && (
        <g className="estimated-stamp" transform={`translate(12 ${8 - top})`}>
          <rect width={372} height={24} rx={5} fill="#fff" stroke={colors.estimated} strokeDasharray="4 3" />
          <text x={10} y={16} fill={colors.estimated}>estimated layout: not printed in any rulebook we have</text>
          <title>{marks.wide}</title>
        </g>
      )}
    </svg>
  );

  // --map-aspect lets a page fit the whole board to the screen's height (the editor's, beside its text).
  return (
    <figure className={`map-view${pannable ? ' pannable' : ''}${whole ? ' whole' : ''}${zoomed ? ' zoomed' : ''}`} data-testid="map-view" style={pannable ? ({ '--map-readable-width': `${readableWidth(layout)}px`, '--map-aspect': (layout.width / (layout.height + top)).toFixed(4) } as CSSProperties) : undefined}>
      {title && <figcaption className="map-title">{title}</figcaption>}
      {pannable ? (
        <>
          {/* The board's own stamp sits at its top-left corner, which a panned box seldom shows: the box says it above. */}
          {marks.wide && (
            <p className="map-estimated-note" title={marks.wide} data-testid="map-estimated-note">
              estimated layout: not printed in any rulebook we have
            </p>
          )}
          <div className="map-pan" ref={pan} data-testid="map-pan" {...scrollFocus(panScrolls, 'board, scrollable')}>
            {svg}
          </div>
          {(smallNames || zoomed) && <ZoomLine kind="map-zoom-wide" zoomedIn={zoomed} pressed={zoomed} wholeNote="The names are small at this size." onToggle={() => setZoomed(!zoomed)} />}
          <ZoomLine kind="map-zoom" zoomedIn={!whole} pressed={whole} wholeNote="The whole board; the names are too small to read at this size." onToggle={() => setWhole(!whole)} />
        </>
      ) : (
        svg
      )}
      <MapLegend estimatedRegions={marks.regions.size} estimatedBorders={marks.borders.size} wide={marks.wide} hasGalley={layout.regions.some((r) => r.galleySymbol)} unplaced={layout.unplaced} hasStart={!cities && !!startCities} hasCities={!!cities} nations={nations} unitTypes={units ? unitTypes : undefined} styles={styles} />
    </figure>
  );
}

/** Under a pannable board: what the reader sees now, and the button that switches between the whole board and a readable one. */
function ZoomLine(props: { kind: 'map-zoom' | 'map-zoom-wide'; zoomedIn: boolean; pressed: boolean; wholeNote: string; onToggle: () => void }) {
  const { kind, zoomedIn, pressed, wholeNote, onToggle } = props;
  return (
    <p className={`${kind} muted small`}>
      {zoomedIn ? 'Drag the board to see the rest of it.' : wholeNote}{' '}
      <button type="button" className="link-button" onClick={onToggle} aria-pressed={pressed} data-testid={kind}>
        {zoomedIn ? 'show the whole board' : 'zoom in to read the names'}
      </button>
    </p>
  );
}

/** Scrolls `box` the least that brings `target` (a rect on screen) inside it, with a margin for its name. */
function revealInBox(box: HTMLElement, target: DOMRect): void {
  const shown = box.getBoundingClientRect();
  const margin = 48;
  if (target.left - margin < shown.left) box.scrollLeft -= shown.left - target.left + margin;
  else if (target.right + margin > shown.right) box.scrollLeft += target.right + margin - shown.right;
  if (target.top - margin < shown.top) box.scrollTop -= shown.top - target.top + margin;
  else if (target.bottom + margin > shown.bottom) box.scrollTop += target.bottom + margin - shown.bottom;
}

function Border({ a, b, type, dashed, mismatch }: { a: PlacedRegion; b: PlacedRegion; type: 'red' | 'blue' | 'red-blue'; dashed: boolean; mismatch: boolean }) {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const d = Math.hypot(dx, dy) || 1;
  const nx = (-dy / d) * 2.4;
  const ny = (dx / d) * 2.4;
  const dash = dashed ? '7 4' : undefined;
  const line = (color: string, ox: number, oy: number) => (
    <line x1={a.x + ox} y1={a.y + oy} x2={b.x + ox} y2={b.y + oy} stroke={color} strokeWidth={2.4} strokeDasharray={dash} strokeLinecap="round" />
  );
  return (
    <g className={`map-border border-${type}`} data-border={`${a.id}|${b.id}`} data-estimated={dashed ? 'border' : undefined}>
      <title>{`${a.name} – ${b.name}: ${type === 'red' ? 'red border (legions)' : type === 'blue' ? 'blue border (galleys)' : 'red and blue border (legions and galleys)'}${dashed ? ' — estimated: not printed in any rulebook we have' : ''}${mismatch ? ' — the two regions disagree about this border' : ''}`}</title>
      {type === 'red-blue' ? (
        <>
          {line(colors.red, nx, ny)}
          {line(colors.blue, -nx, -ny)}
        </>
      ) : (
        line(type === 'red' ? colors.red : colors.blue, 0, 0)
      )}
      {mismatch && <circle cx={(a.x + b.x) / 2} cy={(a.y + b.y) / 2} r={4} fill="#b3261e" />}
    </g>
  );
}

function siteStyle(styles: Record<string, ChipStyle>, resource: string | undefined): ChipStyle | undefined {
  return resource ? chipStyle(styles, resource) : undefined;
}

/**
 * A city site, or the resource of a city. On a city it is a small badge at the token's lower right, so the
 * token shows its owner's colour (the printed city tokens show the nation's colour, D-FOUND: "The nation's color
 * must be visible"); an empty site is the square in the middle.
 */
function Site({ style, badge }: { style?: ChipStyle; badge?: boolean }) {
  return (
    <g className="city-site" transform={badge ? `translate(${R - 3} ${R - 3}) scale(0.8)` : undefined}>
      <rect x={-6.5} y={-6.5} width={13} height={13} rx={2} fill={style?.fill ?? '#ffffff'} stroke="#2b2118" strokeWidth={1.2} />
      {style && (
        <text y={4} textAnchor="middle" className="site-letter" fill={style.text} aria-hidden="true">{style.letter}</text>
      )}
    </g>
  );
}

function Temple() {
  return (
    <g className="temple" transform={`translate(0 ${-R - 3})`}>
      <path d="M-9 0 L9 0 L9 -2 L0 -8 L-9 -2 Z" fill="#ffffff" stroke="#2b2118" strokeWidth={1.2} />
    </g>
  );
}

function Galley() {
  return (
    <g className="galley-symbol" transform="translate(-14 -1)">
      <path d="M-5 0 L5 0 L3 3 L-3 3 Z M0 0 L0 -7 L4 -2 Z" fill="#2e4f73" />
    </g>
  );
}

/** A legion: a helmeted figure (the printed pieces are wooden figures in the nation's colour). */
const legionPath = 'M-4.5 5 L-4.5 0 Q-4.5 -5 0 -5.5 Q4.5 -5 4.5 0 L4.5 5 Z M-2.5 -5 L0 -8 L2.5 -5';
/** A galley: a hull with a sail. */
const galleyPath = 'M-6 1.5 L6 1.5 L4 5 L-4 5 Z M-0.5 1.5 L-0.5 -6 L4.5 0 Z';

export function UnitIcon({ type, fill, x = 0, y = 0 }: { type: UnitType | undefined; fill: string; x?: number; y?: number }) {
  const sea = type?.crosses === 'sea';
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d={sea ? galleyPath : legionPath} fill={fill} stroke={colors.outline} strokeWidth={1.2} strokeLinejoin="round" />
      {type?.special && <path d="M0 -2.6 L0.8 -0.6 L2.8 -0.6 L1.2 0.6 L1.8 2.6 L0 1.4 L-1.8 2.6 L-1.2 0.6 L-2.8 -0.6 L-0.8 -0.6 Z" fill={colors.outline} />}
    </g>
  );
}

/** One nation's units in a region in words: "Romans: 2 legions, 1 galley". */
function unitRow(nation: string, list: [string, number][], nations: Record<string, { name?: string }>, types?: Record<string, UnitType>): string {
  return `${nations[nation]?.name ?? nation}: ${list.map(([u, n]) => `${n} ${(types?.[u]?.name ?? u).toLowerCase()}${n > 1 ? 's' : ''}`).join(', ')}`;
}

/** Every nation's units in a region in words, as the unit rows' tooltips say them. */
function unitRows(units: Record<string, Record<string, number>>, nations: Record<string, { name?: string }>, types?: Record<string, UnitType>): string[] {
  const rows: string[] = [];
  for (const [nation, counts] of Object.entries(units)) {
    const list = Object.entries(counts).filter(([, n]) => n > 0);
    if (list.length) rows.push(unitRow(nation, list, nations, types));
  }
  return rows;
}

/**
 * The units in a region, one row per nation: an icon per unit type in the nation's colour and the count beside it
 * (replacing the old "2L 1G" text tags), drawn up and to the right of the node, where the labels leave room.
 */
function UnitIcons({ units, nations, types }: { units: Record<string, Record<string, number>>; nations: Record<string, { name?: string; hex?: string; color?: string }>; types?: Record<string, UnitType> }) {
  const rows = Object.entries(units).filter(([, counts]) => Object.values(counts).some((n) => n > 0));
  return (
    <g className="unit-icons" transform={`translate(${R + 4} ${-R + 1})`}>{/* inside unitBox (map-layout.ts): 2 rows of up to 2 types */}
      {rows.map(([nation, counts], i) => {
        const fill = nationFill(nations[nation]);
        const list = Object.entries(counts).filter(([, n]) => n > 0);
        return (
          <g key={nation} transform={`translate(0 ${i * 15})`} data-units={nation}>
            <title>{unitRow(nation, list, nations, types)}</title>
            <rect x={-2} y={-7.5} width={list.length * 23 + 1} height={15} rx={3} fill="#ffffff" fillOpacity={0.9} stroke={colors.outline} strokeWidth={0.6} />
            {list.map(([unit, n], k) => (
              <g key={unit} data-unit={unit} data-count={n}>
                <g transform={`translate(${k * 23 + 6} 0) scale(1.2)`}>
                  <UnitIcon type={types?.[unit]} fill={fill} />
                </g>
                <text x={k * 23 + 14} y={4.5} className="unit-count" aria-hidden="true">{n}</text>
              </g>
            ))}
          </g>
        );
      })}
    </g>
  );
}

function regionTooltip(region: PlacedRegion, city: CityOverlay | undefined, ownerName: string | undefined, note: string | undefined, styles: Record<string, ChipStyle>): string {
  const parts = [`${region.name} (${region.kind})`];
  if (region.citySite) parts.push(region.resource ? `city site, printed ${chipStyle(styles, region.resource).name}` : 'city site');
  if (region.galleySymbol) parts.push('galley symbol: 2 navigator points');
  if (city) parts.push(`${ownerName ?? city.owner} city (${chipStyle(styles, city.resource).name})${city.temple ? ', temple' : ''}${city.wall ? ', town wall' : ''}`);
  else if (ownerName) parts.push(`start city of the ${ownerName}`);
  if (note) parts.push(`estimated: ${note}`);
  return parts.join(' — ');
}

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

interface Marks {
  /** region → note, for regions with an estimate of their own. */
  regions: Map<string, string>;
  /** 'a|b' for borders with an estimate of their own. */
  borders: Set<string>;
  /** The note of an estimate covering every region (the whole layout), if any. */
  wide?: string;
}

/**
 * Which parts of the map to draw as estimated. An entry covering the whole map or all its regions becomes one
 * badge (dashing everything would say nothing more); entries for single regions and borders are dashed.
 */
function estimateMarks(provenance: ProvenanceEntries | undefined, regionIds: string[]): Marks {
  const marks: Marks = { regions: new Map(), borders: new Set() };
  if (!provenance) return marks;
  const wide = provenanceAt(provenance, '/map/regions');
  if (wide?.entry.status === 'estimated') marks.wide = wide.entry.note ?? 'the board layout is estimated';
  for (const [pointer, entry] of provenance) {
    if (entry.status !== 'estimated' || !pointer.startsWith('/map/regions/')) continue;
    const [region, key, other] = pointer.slice('/map/regions/'.length).split('/');
    if (!regionIds.includes(region)) continue;
    if (key === 'borders' && other) marks.borders.add(pairKey(region, other));
    else if (key !== 'borders') marks.regions.set(region, entry.note ?? 'estimated');
  }
  return marks;
}

function MapLegend(props: { estimatedRegions: number; estimatedBorders: number; wide?: string; hasGalley: boolean; unplaced: string[]; hasStart: boolean; hasCities: boolean; nations: Record<string, { name?: string; hex?: string; color?: string }>; unitTypes?: Record<string, UnitType>; styles: Record<string, ChipStyle> }) {
  const nationList = Object.entries(props.nations).filter(([, n]) => n && typeof n === 'object');
  return (
    <div className="map-legend" data-testid="map-legend">
      {(props.hasCities || props.hasStart) &&
        nationList.map(([id, n]) => (
          <span key={id} data-legend-nation={id}>
            <svg width="16" height="16"><circle cx="8" cy="8" r="6.5" fill={nationFill(n)} stroke={colors.outline} strokeWidth="2" /></svg>
            {n.name ?? id}
          </span>
        ))}
      {props.unitTypes &&
        Object.entries(props.unitTypes).map(([id, t]) => (
          <span key={id} data-legend-unit={id}>
            <svg width="16" height="18"><UnitIcon type={t} fill="#ffffff" x={8} y={10} /></svg>
            {t.name.toLowerCase()}
          </span>
        ))}
      {props.unitTypes && <span>number beside an icon = how many</span>}
      <span><svg width="22" height="14"><circle cx="11" cy="7" r="6" fill={colors.land} stroke={colors.landStroke} strokeWidth="1.5" /></svg>land</span>
      <span><svg width="22" height="14"><circle cx="11" cy="7" r="5.5" fill={colors.land} stroke={colors.blue} strokeWidth="2.5" /></svg>coastal (blue ring)</span>
      <span><svg width="26" height="14"><ellipse cx="13" cy="7" rx="11" ry="6" fill={colors.sea} stroke={colors.seaStroke} /></svg>sea</span>
      {props.hasGalley && <span><svg width="16" height="14"><g transform="translate(8 9)"><path d="M-5 0 L5 0 L3 3 L-3 3 Z M0 0 L0 -7 L4 -2 Z" fill="#2e4f73" /></g></svg>galley symbol (2 navigator points)</span>}
      <span><svg width="26" height="10"><line x1="2" y1="5" x2="24" y2="5" stroke={colors.red} strokeWidth="2.4" /></svg>red border: legions</span>
      <span><svg width="26" height="10"><line x1="2" y1="5" x2="24" y2="5" stroke={colors.blue} strokeWidth="2.4" /></svg>blue border: galleys</span>
      <span><svg width="26" height="10"><line x1="2" y1="3" x2="24" y2="3" stroke={colors.red} strokeWidth="2.2" /><line x1="2" y1="7" x2="24" y2="7" stroke={colors.blue} strokeWidth="2.2" /></svg>red-blue: both</span>
      <span><svg width="16" height="14"><rect x="2" y="1" width="12" height="12" rx="2" fill="#fff" stroke="#2b2118" /></svg>city site</span>
      <span>printed resource:</span>
      {Object.entries(props.styles).filter(([id]) => id !== 'coin').map(([id, s]) => (
        <span key={id} data-legend-resource={id}><svg width="16" height="14"><rect x="2" y="1" width="12" height="12" rx="2" fill={s.fill} stroke="#2b2118" /><text x="8" y="11" fontSize="9" textAnchor="middle" fontWeight="700" fill={s.text}>{s.letter}</text></svg>{s.name}</span>
      ))}
      {props.hasStart && <span><span className="legend-star">★</span>start city (in the nation’s colour)</span>}
      {props.hasCities && <span><svg width="24" height="16"><path d="M3 8 L21 8 L21 6 L12 1 L3 6 Z" fill="#fff" stroke="#2b2118" /></svg>temple</span>}
      {props.hasCities && <span><svg width="18" height="18"><circle cx="9" cy="9" r="7" fill="none" stroke="#3d3d3d" strokeWidth="2.5" strokeDasharray="3 2" /></svg>town wall</span>}
      <span className="estimated-key">
        <svg width="26" height="14"><circle cx="13" cy="7" r="5.5" fill="none" stroke={colors.estimated} strokeWidth="2" strokeDasharray="4 3" /></svg>
        dashed purple = estimated: not printed in any rulebook we have
        {props.wide ? ' (this whole layout is estimated)' : ''}
        {props.estimatedRegions + props.estimatedBorders > 0 && ` — ${describeCounts(props.estimatedRegions, props.estimatedBorders)} marked individually`}
      </span>
      {/* What the layout was made from: in the stamp's tooltip, and here, on a click or Enter, for every reader. */}
      {props.wide && <TapNote className="legend-layout-note" testId="map-layout-note" label="how this layout was made" note={props.wide} />}
      {props.unplaced.length > 0 && <span className="warn-text">not drawn (no numeric geo): {props.unplaced.join(', ')}</span>}
    </div>
  );
}

function describeCounts(regions: number, borders: number): string {
  return [regions ? `${regions} region${regions > 1 ? 's' : ''}` : '', borders ? `${borders} border${borders > 1 ? 's' : ''}` : ''].filter(Boolean).join(' and ');
}
