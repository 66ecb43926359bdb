/**
 * Cheap position features for the bots, read from the state's JSON shape and the ruleset's data (or, for a simulated
 * game, from its typed board, which mirrors that shape), so they work for every ruleset: the award rules of the
 * personages section (counters and events), the map's borders (distances per movement class), the conquest defence
 * rule and the victory target.
 */
import { perRuleset } from '../rules/per-ruleset';
import type { Board } from '../sim/board';
import { simulationBoard } from '../sim/fast-game';
import { score, victoryTarget } from '../state/selectors';
import type { GameState } from '../state/types';
import type { Ruleset } from '../ruleset/types';
// The resource kinds the ruleset declares (/economy/resources): the one place the bots read them.
export { resourceKinds } from './resources';

export interface MapInfo {
  regions: string[];
  /** Region id → index into the flat distance tables. */
  index: Record<string, number>;
  /** Flat distance tables (from × regions + to), 255 where a class cannot get. */
  flat: { land: Uint8Array; sea: Uint8Array };
  /** Shortest number of moves for a unit crossing land (red, red-blue borders) or sea (blue, red-blue). */
  dist: { land: Record<string, Record<string, number>>; sea: Record<string, Record<string, number>> };
  /** Unit type (regular or special) → its movement class, and whether it is a special unit. */
  unitClass: Record<string, { crosses: 'land' | 'sea'; special: boolean }>;
  citySites: string[];
  /** 1 where the region of that index has a printed city site, else 0. */
  isCitySite: Uint8Array;
  /** Stacks awarded by a counter ('cities', 'temples', 'sea-points') and by an event. */
  counterStacks: { stack: string; counter: string; every: number }[];
  eventStacks: { stack: string; event: string }[];
  /** Value of one card of each stack in score units (victory points or 1). */
  cardScore: Record<string, number>;
}

/** Precomputed once per ruleset object: the map's distance tables and the award rules. */
export const mapInfo: (ruleset: Ruleset) => MapInfo = perRuleset(buildMapInfo);

function buildMapInfo(ruleset: Ruleset): MapInfo {
  const regions = Object.keys(ruleset.map.regions);
  const edges: Record<'land' | 'sea', Record<string, string[]>> = { land: {}, sea: {} };
  const allows: Record<'land' | 'sea', Record<string, boolean>> = { land: {}, sea: {} };
  for (const id of regions) {
    const borders = Object.entries(ruleset.map.regions[id].borders);
    // D-MOV-03: legions cross red and red-blue borders, galleys blue and red-blue; a region takes a class that has such a border.
    edges.land[id] = borders.filter(([, t]) => t !== 'blue').map(([o]) => o);
    edges.sea[id] = borders.filter(([, t]) => t !== 'red').map(([o]) => o);
    allows.land[id] = edges.land[id].length > 0;
    allows.sea[id] = edges.sea[id].length > 0;
  }
  const dist: MapInfo['dist'] = { land: {}, sea: {} };
  for (const kind of ['land', 'sea'] as const) {
    for (const from of regions) {
      const d: Record<string, number> = { [from]: 0 };
      const queue = [from];
      for (let i = 0; i < queue.length; i++) {
        const at = queue[i];
        for (const next of edges[kind][at]) {
          if (d[next] !== undefined || !allows[kind][next] || !ruleset.map.regions[next]) continue;
          d[next] = d[at] + 1;
          queue.push(next);
        }
      }
      dist[kind][from] = d;
    }
  }
  const index: Record<string, number> = Object.fromEntries(regions.map((r, i) => [r, i]));
  const flat = { land: new Uint8Array(regions.length * regions.length).fill(255), sea: new Uint8Array(regions.length * regions.length).fill(255) };
  for (const kind of ['land', 'sea'] as const) {
    for (const from of regions) for (const [to, d] of Object.entries(dist[kind][from])) flat[kind][index[from] * regions.length + index[to]] = Math.min(254, d);
  }
  const unitClass: MapInfo['unitClass'] = {};
  for (const [id, u] of Object.entries(ruleset.units)) unitClass[id] = { crosses: u.crosses, special: false };
  for (const [id, s] of Object.entries(ruleset.specialUnits ?? {})) unitClass[id] = { crosses: ruleset.units[s.fightsAs]?.crosses ?? 'land', special: true };
  const counterStacks: MapInfo['counterStacks'] = [];
  const eventStacks: MapInfo['eventStacks'] = [];
  const cardScore: Record<string, number> = {};
  for (const stack of ruleset.personages.order) {
    const def = ruleset.personages.stacks[stack];
    if (!def) continue;
    cardScore[stack] = ruleset.victory.measure === 'personages' ? 1 : (def.victoryPoints ?? 1);
    if ('counter' in def.award) counterStacks.push({ stack, counter: def.award.counter, every: def.award.every });
    else eventStacks.push({ stack, event: def.award.event });
  }
  const citySites = regions.filter((r) => ruleset.map.regions[r].citySite);
  const isCitySite = Uint8Array.from(regions, (r) => (ruleset.map.regions[r].citySite ? 1 : 0));
  const info: MapInfo = { regions, index, flat, dist, unitClass, citySites, isCitySite, counterStacks, eventStacks, cardScore };
  return info;
}

export interface Counters {
  cities: number;
  temples: number;
  'sea-points': number;
  [counter: string]: number;
}

/** The award counters and what else the evaluation counts on the board: town walls standing, units (allCounters). */
export type BoardCounters = Counters & { walls: number; units: number };

/** The award counters of D-PERS / A-GOAL, computed from the state as the rules define them. */
export function counters(ruleset: Ruleset, info: MapInfo, state: GameState, nation: string): Counters {
  let cities = 0;
  let temples = 0;
  for (const id in state.cities) {
    const c = state.cities[id];
    if (c.owner !== nation) continue;
    cities++;
    if (c.temple) temples++;
  }
  let sea = 0;
  const rule = ruleset.personages.seaPoints;
  if (rule) {
    for (const region in state.units) {
      const mine = state.units[region][nation];
      if (!mine) continue;
      let sails = false;
      for (const u in mine) {
        const cls = info.unitClass[u];
        if (cls && cls.crosses === 'sea' && (!cls.special || rule.specialUnitsCount)) sails = true;
      }
      if (sails) sea += ruleset.map.regions[region].galleySymbol ? rule.perGalleySymbolRegion : rule.perRegion;
    }
  }
  return { cities, temples, 'sea-points': sea };
}

/** The award counters of every nation, its walls standing and its units on the board, in one pass over cities and units. */
export function allCounters(ruleset: Ruleset, info: MapInfo, state: GameState): Record<string, BoardCounters> {
  // A simulated game keeps its board as typed arrays in step with the state: counted there, the JSON maps (the units
  // map is in V8's dictionary mode) are not walked.
  const board = simulationBoard(state);
  if (board) return boardCounters(board);
  const out: Record<string, BoardCounters> = {};
  for (const n of state.nations) out[n] = { cities: 0, temples: 0, 'sea-points': 0, walls: 0, units: 0 };
  for (const id in state.cities) {
    const c = state.cities[id];
    const o = out[c.owner];
    if (!o) continue;
    o.cities++;
    if (c.temple) o.temples++;
    if (c.wall) o.walls++;
  }
  const rule = ruleset.personages.seaPoints;
  for (const region in state.units) {
    const by = state.units[region];
    const points = rule ? (ruleset.map.regions[region].galleySymbol ? rule.perGalleySymbolRegion : rule.perRegion) : 0;
    for (const n in by) {
      const o = out[n];
      if (!o) continue;
      const mine = by[n];
      let sails = false;
      for (const u in mine) {
        o.units += mine[u];
        const cls = info.unitClass[u];
        if (rule && cls && cls.crosses === 'sea' && (!cls.special || rule.specialUnitsCount)) sails = true;
      }
      if (sails) o['sea-points'] += points;
    }
  }
  return out;
}

/** allCounters read from a simulated game's board: the same counts (D-PERS-02/03/06). */
function boardCounters(board: Board): Record<string, BoardCounters> {
  const { N, U, held, units, cityOwner, wall, citiesHeld, templesHeld, tables } = board;
  const rule = tables.seaPoints;
  const out: Record<string, BoardCounters> = {};
  for (let n = 0; n < N; n++) {
    let walls = 0;
    for (const r of board.cityOrder) if (cityOwner[r] === n && wall[r]) walls++;
    let onBoard = 0;
    let seaPoints = 0;
    for (const r of board.unitOrder) {
      const count = held[r * N + n];
      if (count === 0) continue;
      onBoard += count;
      if (!rule) continue;
      const from = (r * N + n) * U;
      for (let u = 0; u < U; u++) {
        if (units[from + u] === 0 || !tables.unitSea[u] || (tables.unitSpecial[u] && !rule.specialUnitsCount)) continue;
        seaPoints += tables.galleySymbol[r] ? rule.perGalleySymbolRegion : rule.perRegion;
        break;
      }
    }
    out[board.nations[n]] = { cities: citiesHeld[n], temples: templesHeld[n], 'sea-points': seaPoints, walls, units: onBoard };
  }
  return out;
}

/** The defence a city shows an attacker (D-CONQ-02/03, A-CONQ-02): base or temple value, defenders, wall. */
export function cityDefence(ruleset: Ruleset, info: MapInfo, state: GameState, region: string, bonus?: number): number {
  const city = state.cities[region];
  const rule = ruleset.actions.maneuver.conquest;
  let d = city.temple ? rule.templeDefense : rule.baseDefense;
  const defenders = state.units[region]?.[city.owner];
  if (defenders) for (const u in defenders) if (!info.unitClass[u]?.special) d += defenders[u];
  if (city.wall) d += ruleset.actions.build.townWall?.defense ?? 0;
  // `bonus`: the owner's defenceBonus when the caller already has it (it is the same for all the owner's cities).
  return d + (bonus ?? defenceBonus(ruleset, state, city.owner));
}

/**
 * The owner's 'city.defense' modifiers: from its know-hows (RES PUBLICA, MONARCHY/DEMOCRACY: the largest `max`
 * applies, D-SCI-05, A-KH-05) and from modifiers in play (a Fortress card adds until the end of the conquest).
 */
export function defenceBonus(ruleset: Ruleset, state: GameState, owner: string): number {
  let max = 0;
  let add = 0;
  for (const k of state.nation[owner]?.knowHows ?? []) {
    for (const m of ruleset.knowHows.items[k]?.modifiers ?? []) {
      if (m.param !== 'city.defense') continue;
      if (m.max !== undefined) max = Math.max(max, m.max);
      if (m.add !== undefined) add += m.add;
    }
  }
  for (const m of state.modifiers) {
    if (m.nation !== owner || m.param !== 'city.defense') continue;
    if (m.max !== undefined) max = Math.max(max, m.max);
    if (m.add !== undefined) add += m.add;
  }
  return max + add;
}

export { score, victoryTarget };
