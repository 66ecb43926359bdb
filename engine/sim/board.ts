import { moveTables } from '../move-tables';
import type { BoardCounts } from '../rules/apply-context';
import { contextOf } from '../rules/context';
import { perRuleset } from '../rules/per-ruleset';
import type { Ruleset } from '../ruleset/types';
import type { GameState, Move } from '../state/types';

/**
 * The board of a simulated game as typed arrays, indexed by region, nation and unit type: the units and the cities
 * of the JSON state, read by the simulation path's move generation (engine/sim/board-moves.ts) where the JSON maps
 * cost a string-keyed lookup per question (the units map, changed in place all game long, is in V8's dictionary
 * mode). It is a mirror, never the state: the JSON state stays whole and is what the rules change, bots read and
 * the API hands out; the board is brought up to date with the regions a move touched (`touchedBy`), or rebuilt
 * after a move that may touch any (a card). `boardProblem` compares it with a fresh build, and the simulation
 * sweeps check it after every move.
 */

/** Per-ruleset lookups by index, built once: regions, unit types and the listed moves of each (engine/move-tables.ts). */
export interface BoardTables {
  regionIds: string[];
  regionAt: Record<string, number>;
  unitIds: string[];
  unitAt: Record<string, number>;
  /** Unit type → index of the regular type it moves and fights as (special units fight as their type, D-VAR-06). */
  unitBase: Int32Array;
  unitSpecial: Uint8Array;
  unitSea: Uint8Array;
  /** A special unit's ±city defence (AMB-D08); 0 for regular units. */
  conquestModifier: Int32Array;
  /** Special units that stay when their city is conquered (D-VAR-05). */
  survivesConquest: Uint8Array;
  resourceIds: string[];
  resourceAt: Record<string, number>;
  /** Neighbouring regions of each region (any border). */
  neighbours: Int32Array[];
  /** Whether a region takes a unit type (D-MIL-07): allows[region * U + unit]. */
  allows: Uint8Array;
  /** Region with a galley symbol (navigator points, D-PERS-06). */
  galleySymbol: Uint8Array;
  seaPoints: Ruleset['personages']['seaPoints'];
  /** Listed moves by index: unitMoves[region * U + unit], arm[region * U + unit], conquer/temple/wall/found by region. */
  unitMoves: Move[][];
  arm: Move[];
  conquer: Move[];
  temple: Move[];
  wall: Move[];
  /** One founding per chosen resource, or one without a resource where the site's printed one counts; absent where no city may stand. */
  found: (Move[] | undefined)[];
}

export const boardTables: (ruleset: Ruleset) => BoardTables = perRuleset((ruleset) => buildTables(ruleset));

function indexOf(ids: string[]): Record<string, number> {
  const at: Record<string, number> = {};
  ids.forEach((id, i) => (at[id] = i));
  return at;
}

function buildTables(ruleset: Ruleset): BoardTables {
  const rules = contextOf(ruleset);
  const moves = moveTables(ruleset);
  const regionIds = rules.regionIds;
  const unitIds = Object.keys(rules.unitClass);
  const regionAt = indexOf(regionIds);
  const unitAt = indexOf(unitIds);
  const U = unitIds.length;
  const unitBase = new Int32Array(U);
  const unitSpecial = new Uint8Array(U);
  const unitSea = new Uint8Array(U);
  const conquestModifier = new Int32Array(U);
  const survivesConquest = new Uint8Array(U);
  unitIds.forEach((id, u) => {
    const info = rules.unitClass[id];
    unitBase[u] = unitAt[info.base];
    unitSpecial[u] = info.special ? 1 : 0;
    unitSea[u] = info.crosses === 'sea' ? 1 : 0;
    const special = ruleset.specialUnits?.[id];
    conquestModifier[u] = special?.conquestModifier ?? 0;
    survivesConquest[u] = special && special.survivesConquest !== false ? 1 : 0;
  });
  return {
    regionIds,
    regionAt,
    unitIds,
    unitAt,
    unitBase,
    unitSpecial,
    unitSea,
    conquestModifier,
    survivesConquest,
    resourceIds: rules.resources,
    resourceAt: indexOf(rules.resources),
    neighbours: regionIds.map((id) => Int32Array.from(rules.neighbours[id].map((n) => regionAt[n.id]))),
    allows: Uint8Array.from(regionIds.flatMap((r) => unitIds.map((u) => (rules.allows[r][rules.unitClass[u].crosses] ? 1 : 0)))),
    galleySymbol: Uint8Array.from(regionIds.map((id) => (ruleset.map.regions[id].galleySymbol ? 1 : 0))),
    seaPoints: ruleset.personages.seaPoints,
    unitMoves: regionIds.flatMap((r) => unitIds.map((u) => moves.unitMoves[r][u])),
    arm: regionIds.flatMap((r) => unitIds.map((u) => moves.arm[r][u])),
    conquer: regionIds.map((r) => moves.conquer[r]),
    temple: regionIds.map((r) => moves.temple[r]),
    wall: regionIds.map((r) => moves.wall[r]),
    found: regionIds.map((r) => moves.found[r]),
  };
}

/**
 * One game's board. Orders matter as much as counts: move generation lists regions in the order the JSON maps hold
 * them (the units map in the order regions were last entered, the cities map in the order cities were placed), so
 * that the simulation path lists the same moves in the same order as legalMoves, and a seeded game is the same game
 * on every path.
 */
export class Board implements BoardCounts {
  readonly tables: BoardTables;
  readonly nations: string[];
  readonly nationAt: Record<string, number>;
  readonly R: number;
  readonly N: number;
  readonly U: number;
  /** units[(region * N + nation) * U + unit]: the count on the board. */
  readonly units: Int32Array;
  /** Units of a nation in a region, all types: held[region * N + nation]. */
  readonly held: Int32Array;
  /** Units of every nation in a region. */
  readonly present: Int32Array;
  /** Regions with units, in the JSON units map's order. */
  readonly unitOrder: number[];
  /** Nation index of a region's city owner, -1 where there is no city. */
  readonly cityOwner: Int8Array;
  readonly temple: Uint8Array;
  readonly wall: Uint8Array;
  readonly founded: Uint8Array;
  /** The city's resource index, -1 where there is no city. */
  readonly cityResource: Int8Array;
  /** Regions with cities, in the JSON cities map's order. */
  readonly cityOrder: number[];
  /** Cities held per nation (the last-city rule asks it for every candidate conquest, A-CONQ-08). */
  readonly citiesHeld: Int32Array;
  /** Temples per nation (the citizen's counter, D-PERS-04). */
  readonly templesHeld: Int32Array;
  /**
   * The maneuver's moves left (the JSON turn.movesLeft, the nation on turn's units only): movable[region * U + unit]
   * counts the units there with a move left; regions and, per region, unit types in the map's order.
   */
  readonly movable: Int32Array;
  readonly moveOrder: number[];
  /** A region's unit types in its moves-left map's order: moveUnitCount[region] of them from moveUnits[region * U]. */
  readonly moveUnits: Int32Array;
  readonly moveUnitCount: Int32Array;
  /** Whether a region is a key of the moves-left map (in moveOrder). */
  private readonly inMoveOrder: Uint8Array;
  /** The moves-left map the mirror was read from: a step that replaces it (a new maneuver, its end) is read anew. */
  private movesLeftSeen: object | undefined;
  /** Units armed this turn per region (turn.armedAt, D-MIL-03), read when the arming step lists its moves. */
  private readonly armed: Int32Array;
  private armedSeen: object | undefined;
  private readonly seaRule: { perRegion: number; perGalleySymbolRegion: number; specialUnitsCount?: boolean } | undefined;
  private readonly scratch: string[] = [];

  /** A board read from `state`, or a copy of `source` (a copied game, MCTS) when it is given. */
  constructor(tables: BoardTables, state: GameState, source?: Board) {
    this.tables = tables;
    this.nations = state.nations;
    this.nationAt = source ? source.nationAt : indexOf(state.nations);
    this.R = tables.regionIds.length;
    this.N = state.nations.length;
    this.U = tables.unitIds.length;
    this.units = source ? source.units.slice() : new Int32Array(this.R * this.N * this.U);
    this.held = source ? source.held.slice() : new Int32Array(this.R * this.N);
    this.present = source ? source.present.slice() : new Int32Array(this.R);
    this.cityOwner = source ? source.cityOwner.slice() : new Int8Array(this.R).fill(-1);
    this.temple = source ? source.temple.slice() : new Uint8Array(this.R);
    this.wall = source ? source.wall.slice() : new Uint8Array(this.R);
    this.founded = source ? source.founded.slice() : new Uint8Array(this.R);
    this.cityResource = source ? source.cityResource.slice() : new Int8Array(this.R).fill(-1);
    this.citiesHeld = source ? source.citiesHeld.slice() : new Int32Array(this.N);
    this.templesHeld = source ? source.templesHeld.slice() : new Int32Array(this.N);
    this.seaRule = tables.seaPoints;
    this.unitOrder = source ? source.unitOrder.slice() : [];
    this.cityOrder = source ? source.cityOrder.slice() : [];
    this.movable = new Int32Array(this.R * this.U);
    this.moveOrder = [];
    this.moveUnits = new Int32Array(this.R * this.U);
    this.moveUnitCount = new Int32Array(this.R);
    this.inMoveOrder = new Uint8Array(this.R);
    this.armed = new Int32Array(this.R);
    this.armedSeen = undefined;
    // A copied game's moves left are a copy of the source's (cloneStateExclusive): read from it.
    this.movesLeftSeen = undefined;
    if (!source) this.rebuild(state);
    else this.syncMoves(state);
  }

  /** Everything read anew from the JSON state, in its maps' orders. */
  rebuild(state: GameState): void {
    this.units.fill(0);
    this.held.fill(0);
    this.present.fill(0);
    this.unitOrder.length = 0;
    for (const region in state.units) {
      const r = this.tables.regionAt[region];
      this.unitOrder.push(r);
      this.readUnits(state, r);
    }
    this.cityOwner.fill(-1);
    this.temple.fill(0);
    this.wall.fill(0);
    this.founded.fill(0);
    this.cityResource.fill(-1);
    this.citiesHeld.fill(0);
    this.templesHeld.fill(0);
    this.cityOrder.length = 0;
    for (const region in state.cities) {
      const r = this.tables.regionAt[region];
      this.cityOrder.push(r);
      this.readCity(state, r);
    }
    this.movesLeftSeen = undefined;
    this.syncMoves(state);
  }

  /** Reads the moves left anew where the map was replaced since the mirror last read it. */
  syncMoves(state: GameState): void {
    const movesLeft = state.turn.movesLeft;
    if (movesLeft === this.movesLeftSeen) return;
    this.movesLeftSeen = movesLeft;
    const { U } = this;
    for (const r of this.moveOrder) {
      for (let i = 0; i < this.moveUnitCount[r]; i++) this.movable[r * U + this.moveUnits[r * U + i]] = 0;
      this.moveUnitCount[r] = 0;
      this.inMoveOrder[r] = 0;
    }
    this.moveOrder.length = 0;
    for (const region in movesLeft) this.readMoves(state, this.tables.regionAt[region]);
  }

  /** One region's moves left, unit types added in the order the region's map holds them. */
  private readMoves(state: GameState, r: number): void {
    const byUnit = state.turn.movesLeft[this.tables.regionIds[r]];
    if (!byUnit) return;
    const { U } = this;
    if (!this.inMoveOrder[r]) {
      this.inMoveOrder[r] = 1;
      this.moveOrder.push(r);
    }
    for (const unit in byUnit) {
      const u = this.tables.unitAt[unit];
      let listed = false;
      for (let i = 0; i < this.moveUnitCount[r] && !listed; i++) listed = this.moveUnits[r * U + i] === u;
      if (!listed) this.moveUnits[r * U + this.moveUnitCount[r]++] = u;
      const left = byUnit[unit];
      let movable = 0;
      for (let i = 0; i < left.length; i++) if (left[i] >= 1) movable++;
      this.movable[r * U + u] = movable;
    }
  }

  /**
   * Units armed this turn in each region: turn.armedAt is replaced whenever it changes (state/turn-parts.ts), so
   * the mirror reads it anew when it is another map than last time (a few keys).
   */
  armedAt(state: GameState): Int32Array {
    const armedAt = state.turn.armedAt;
    if (armedAt !== this.armedSeen) {
      this.armedSeen = armedAt;
      this.armed.fill(0);
      for (const region in armedAt) this.armed[this.tables.regionAt[region]] = armedAt[region];
    }
    return this.armed;
  }

  /** A region's unit types in its moves-left map's order (for checks and messages). */
  moveUnitsAt(r: number): number[] {
    return Array.from(this.moveUnits.subarray(r * this.U, r * this.U + this.moveUnitCount[r]));
  }

  /** Brings one region's units and city up to date with the JSON state, keeping both orders as the maps keep them. */
  touch(state: GameState, r: number): void {
    const region = this.tables.regionIds[r];
    // Within one map the moves left only grow (a region or unit type added at its end) or change in place.
    if (state.turn.movesLeft === this.movesLeftSeen) this.readMoves(state, r);
    const hadUnits = this.present[r] > 0;
    this.readUnits(state, r);
    const hasUnits = this.present[r] > 0;
    // The units map drops a region whose last unit leaves and adds one at its end when a unit enters.
    if (hadUnits && !hasUnits) this.unitOrder.splice(this.unitOrder.indexOf(r), 1);
    else if (!hadUnits && hasUnits) this.unitOrder.push(r);
    const hadCity = this.cityOwner[r] >= 0;
    const city = state.cities[region];
    if (hadCity) {
      this.citiesHeld[this.cityOwner[r]]--;
      this.templesHeld[this.cityOwner[r]] -= this.temple[r];
    }
    if (hadCity && !city) {
      this.cityOrder.splice(this.cityOrder.indexOf(r), 1);
      this.cityOwner[r] = -1;
      this.cityResource[r] = -1;
      this.temple[r] = this.wall[r] = this.founded[r] = 0;
    } else if (city) {
      if (!hadCity) this.cityOrder.push(r);
      this.readCity(state, r);
    }
  }

  /**
   * After `mover` moved one `unit` from `from` to `to` (unit.move): the unit left `from`, where no battle is fought;
   * at `to` it arrived, unless a battle there took it and an enemy unit (D-MOV-05), which is read from the state.
   * Cities do not change. Cheaper than touching both regions: the hottest move of a game.
   */
  unitMoved(state: GameState, mover: string, unit: string, from: string, to: string): void {
    const { N, U, tables } = this;
    const n = this.nationAt[mover];
    const u = tables.unitAt[unit];
    const f = tables.regionAt[from];
    const t = tables.regionAt[to];
    this.units[(f * N + n) * U + u]--;
    this.held[f * N + n]--;
    if (--this.present[f] === 0) this.unitOrder.splice(this.unitOrder.indexOf(f), 1);
    const arrived = state.units[to]?.[mover]?.[unit] ?? 0;
    if (arrived === this.units[(t * N + n) * U + u] + 1) {
      this.units[(t * N + n) * U + u]++;
      this.held[t * N + n]++;
      if (this.present[t]++ === 0) this.unitOrder.push(t);
    } else {
      const hadUnits = this.present[t] > 0;
      this.readUnits(state, t);
      if (hadUnits && this.present[t] === 0) this.unitOrder.splice(this.unitOrder.indexOf(t), 1);
      else if (!hadUnits && this.present[t] > 0) this.unitOrder.push(t);
    }
    if (state.turn.movesLeft === this.movesLeftSeen) {
      this.readMoves(state, f);
      this.readMoves(state, t);
    }
  }

  private readUnits(state: GameState, r: number): void {
    const { N, U, units, held } = this;
    units.fill(0, r * N * U, (r + 1) * N * U);
    held.fill(0, r * N, (r + 1) * N);
    const byNation = state.units[this.tables.regionIds[r]];
    let all = 0;
    // Only the nations and unit types the region holds (the state keeps no zero entries).
    for (const nation in byNation) {
      const n = this.nationAt[nation];
      const counts = byNation[nation];
      let sum = 0;
      for (const unit in counts) {
        const count = counts[unit];
        units[(r * N + n) * U + this.tables.unitAt[unit]] = count;
        sum += count;
      }
      held[r * N + n] = sum;
      all += sum;
    }
    this.present[r] = all;
  }

  private readCity(state: GameState, r: number): void {
    const city = state.cities[this.tables.regionIds[r]];
    const owner = this.nationAt[city.owner];
    this.cityOwner[r] = owner;
    this.citiesHeld[owner]++;
    this.temple[r] = city.temple ? 1 : 0;
    this.templesHeld[owner] += this.temple[r];
    this.wall[r] = city.wall ? 1 : 0;
    this.founded[r] = city.founded ? 1 : 0;
    this.cityResource[r] = this.tables.resourceAt[city.resource] ?? -1;
  }

  cityCount(nation: string): number {
    return this.citiesHeld[this.nationAt[nation]];
  }

  templeCount(nation: string): number {
    return this.templesHeld[this.nationAt[nation]];
  }

  /** Navigator points as selectors' seaPoints counts them: each region with an own galley-type unit scores once. */
  seaPoints(nation: string): number {
    const rule = this.seaRule;
    if (!rule) return 0;
    const { N, U, tables } = this;
    const n = this.nationAt[nation];
    let points = 0;
    for (const r of this.unitOrder) {
      if (this.held[r * N + n] === 0) continue;
      for (let u = 0; u < U; u++) {
        if (!tables.unitSea[u] || (tables.unitSpecial[u] && !rule.specialUnitsCount) || this.units[(r * N + n) * U + u] === 0) continue;
        points += tables.galleySymbol[r] ? rule.perGalleySymbolRegion : rule.perRegion;
        break;
      }
    }
    return points;
  }

  citiesProducing(nation: string, resource: string, withTemple: boolean): number {
    const n = this.nationAt[nation];
    const k = this.tables.resourceAt[resource];
    const temple = withTemple ? 1 : 0;
    let count = 0;
    for (const r of this.cityOrder) if (this.cityOwner[r] === n && this.cityResource[r] === k && this.temple[r] === temple) count++;
    return count;
  }

  regionsHeldBy(nation: string): readonly string[] {
    const { N, tables, scratch } = this;
    const n = this.nationAt[nation];
    scratch.length = 0;
    for (const r of this.unitOrder) if (this.held[r * N + n] > 0) scratch.push(tables.regionIds[r]);
    return scratch;
  }

  /**
   * The regions a move about to be played can change on the board, or undefined where it may change any (cards,
   * decisions answered out of the usual order): read before the move, since it may take the decision it answers off
   * the queue. Moves that change neither units nor cities (the rondel, trades, know-hows, ending a step) touch none.
   */
  touchedBy(state: GameState, move: Move): readonly string[] | undefined {
    switch (move.type) {
      case 'unit.move':
        return [move.from, move.to];
      case 'unit.arm':
      case 'temple.build':
      case 'wall.build':
      case 'city.found':
      case 'battle.fight':
        return [move.region];
      case 'city.conquer':
        return move.abandon ? [move.region, move.abandon] : [move.region];
      case 'battle.demand':
      case 'battle.decline': {
        const decision = state.pending[0];
        return decision?.kind === 'battle-demand' ? [decision.region] : undefined;
      }
      case 'rondel.select':
      case 'trade':
      case 'knowhow.develop':
      case 'unit.recruit':
      case 'phase.end':
      case 'card.take':
      case 'personage.choose':
      case 'chip.choose':
        return none;
      default:
        return undefined;
    }
  }
}

const none: readonly string[] = [];

/** Where the board and a fresh build from the JSON state differ, in words; undefined where they agree. */
export function boardProblem(board: Board, state: GameState): string | undefined {
  const fresh = new Board(board.tables, state);
  const arrays = ['units', 'held', 'present', 'cityOwner', 'temple', 'wall', 'founded', 'cityResource', 'citiesHeld', 'templesHeld', 'movable'] as const;
  for (const name of arrays) {
    const a = board[name];
    const b = fresh[name];
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return `board.${name}[${i}] is ${a[i]}, the state says ${b[i]}`;
  }
  if (board.unitOrder.join() !== fresh.unitOrder.join()) return `the board's units are in region order ${board.unitOrder.join()}, the state's in ${fresh.unitOrder.join()}`;
  if (board.cityOrder.join() !== fresh.cityOrder.join()) return `the board's cities are in region order ${board.cityOrder.join()}, the state's in ${fresh.cityOrder.join()}`;
  if (board.moveOrder.join() !== fresh.moveOrder.join()) return `the board's moves left are in region order ${board.moveOrder.join()}, the state's in ${fresh.moveOrder.join()}`;
  for (const r of fresh.moveOrder) {
    if (board.moveUnitsAt(r).join() !== fresh.moveUnitsAt(r).join()) return `the board's moves left in region ${r} are in unit order ${board.moveUnitsAt(r).join()}, the state's in ${fresh.moveUnitsAt(r).join()}`;
  }
  return undefined;
}
