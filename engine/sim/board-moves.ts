import { armPrice, armSource } from '../actions/arm';
import { templePriceBeside } from '../actions/build';
import { foundingPriceBeside } from '../actions/found';
import { printedOnly, type BoardSteps } from '../moves';
import { self, type ApplyContext } from '../rules/apply-context';
import { paramValue } from '../rules/modifiers';
import { canAfford, price } from '../rules/payment';
import type { GameState, Move, MoveType } from '../state/types';
import type { MoveTables } from '../move-tables';
import type { Board } from './board';

/**
 * The board-reading steps of move generation (moves.ts, BoardSteps) on the simulation path's typed board: the same
 * questions as legalMoves asks of the JSON state (templeProblem, armProblem, conquestProblem, foundingProblem and
 * the prices beside them), asked of arrays, in the same order. No refusal is worded here: a candidate that fails is
 * skipped. test/engine/board-moves.test.ts lists every position of seeded games both ways and requires equal lists.
 */
export function boardSteps(board: Board): BoardSteps {
  return new StepsOnBoard(board);
}

// A class, not an object of arrow functions: each FastGame (a card trial, an MCTS rollout) makes one, and closures
// made per call are named again each time under tsx (esbuild's keepNames), 0.2% of a heuristic game's profile.
class StepsOnBoard implements BoardSteps {
  constructor(private readonly board: Board) {}
  units(_state: GameState, _tables: MoveTables, moves: Move[]): void {
    unitMovesOnBoard(this.board, moves);
  }
  build(ctx: ApplyContext, _tables: MoveTables, moves: Move[], temples: boolean, walls: boolean): void {
    buildOnBoard(this.board, ctx, moves, temples, walls);
  }
  arm(ctx: ApplyContext, _tables: MoveTables, moves: Move[]): void {
    armOnBoard(this.board, ctx, moves);
  }
  maneuver(ctx: ApplyContext, _tables: MoveTables, moves: Move[], accepts: ReadonlySet<MoveType>): void {
    maneuverOnBoard(this.board, ctx, moves, accepts);
  }
  found(ctx: ApplyContext, _tables: MoveTables, moves: Move[]): void {
    foundOnBoard(this.board, ctx, moves);
  }
}

function unitMovesOnBoard(board: Board, moves: Move[]): void {
  const { U, tables, movable, moveUnits, moveUnitCount } = board;
  for (const r of board.moveOrder) {
    for (let i = 0; i < moveUnitCount[r]; i++) {
      const u = moveUnits[r * U + i];
      if (movable[r * U + u] === 0) continue;
      const across = tables.unitMoves[r * U + u];
      for (let i = 0; i < across.length; i++) moves.push(across[i]);
    }
  }
}

function buildOnBoard(board: Board, ctx: ApplyContext, moves: Move[], temples: boolean, walls: boolean): void {
  const { ruleset, state } = ctx;
  const { tables } = board;
  const me = self(ctx);
  const nation = board.nationAt[ctx.nation];
  const rule = ruleset.actions.build;
  const wallPrice = rule.townWall ? price(rule.townWall.cost) : undefined;
  // D-TEMP-04, D-SUP-04 (templeProblem): an own city without a temple while the bank has one; D-WALL-01, D-SUP-06 (wallProblem).
  const templesLeft = temples && state.bank.temples > 0;
  const wallsLeft = walls && !!wallPrice && me.walls > 0;
  // A temple's price depends on the city only through the temples beside it: one answer per count.
  const affordBeside: (boolean | undefined)[] = [];
  for (const r of board.cityOrder) {
    if (board.cityOwner[r] !== nation) continue;
    if (templesLeft && !board.temple[r]) {
      let beside = 0;
      if (rule.temple.adjacentTempleSurcharge) for (const n of tables.neighbours[r]) beside += board.temple[n];
      if ((affordBeside[beside] ??= canAfford(me, templePriceBeside(ctx, beside), ctx.rules.resources))) moves.push(tables.temple[r]);
    }
    if (wallsLeft && !board.wall[r] && canAfford(me, wallPrice!, ctx.rules.resources)) moves.push(tables.wall[r]);
  }
}

function armOnBoard(board: Board, ctx: ApplyContext, moves: Move[]): void {
  const { ruleset, state, rules } = ctx;
  const { tables, U } = board;
  const me = self(ctx);
  const nation = board.nationAt[ctx.nation];
  const rule = ruleset.actions.arm;
  const source = armSource(ctx);
  const onlyArmable = rule.from === 'recruitment-box' && !!rule.onlyUnitsPresentAtTurnStart;
  const armed = board.armedAt(state);
  for (const r of board.cityOrder) {
    if (board.cityOwner[r] !== nation) continue;
    // D-MIL-03 (hasArmRoom): this turn's units in the city, under its limit.
    if (armed[r] >= (board.temple[r] ? rule.perCityWithTemple : rule.perCity)) continue;
    for (let u = 0; u < U; u++) {
      const unit = tables.unitIds[u];
      if (!((source[unit] ?? 0) > 0)) continue;
      // armProblem: terrain that takes the unit (D-MIL-07), a temple for a special unit (D-VAR-02), units armable this turn (D-MIL-02).
      if (!tables.allows[r * U + u]) continue;
      const special = ruleset.specialUnits?.[unit];
      if (special && special.armOnlyAtTemple !== false && !board.temple[r]) continue;
      if (onlyArmable && (state.turn.armable[unit] ?? 0) <= 0) continue;
      if (canAfford(me, armPrice(ctx, unit), rules.resources)) moves.push(tables.arm[r * U + u]);
    }
  }
}

function maneuverOnBoard(board: Board, ctx: ApplyContext, moves: Move[], accepts: ReadonlySet<MoveType>): void {
  const { ruleset, state, rules } = ctx;
  const { tables, N } = board;
  const me = board.nationAt[ctx.nation];
  const maneuver = ruleset.actions.maneuver;
  if (state.turn.phase === 'movement' && maneuver.battles === 'on-demand' && accepts.has('battle.fight')) {
    // A-MAN-05/06: wherever the mover's units share a region with another nation's units of the same type; the
    // other nations in the order the region's units map holds them.
    for (const r of board.unitOrder) {
      if (board.held[r * N + me] === 0 || board.present[r] === board.held[r * N + me]) continue;
      const region = tables.regionIds[r];
      for (const other in state.units[region]) {
        const o = board.nationAt[other];
        if (o === me) continue;
        for (const base of rules.regularUnits) {
          const b = tables.unitAt[base];
          if (unitsOfClass(board, r, me, b) > 0 && unitsOfClass(board, r, o, b) > 0) moves.push({ type: 'battle.fight', region, unit: base, against: other });
        }
      }
    }
  }
  if (!accepts.has('city.conquer')) return;
  const conquest = maneuver.conquest;
  const stonesOut = ruleset.supply.cityStonesPerNation !== undefined && self(ctx).cityStones <= 0;
  // With no city stone left, a conquest gives up a city of one's own founding (A-CONQ-07) or is impossible.
  if (stonesOut && conquest.outOfCityStones !== 'abandon-founded-city') return;
  const repelled = state.turn.repelled;
  for (const r of board.cityOrder) {
    const owner = board.cityOwner[r];
    if (owner === me || board.held[r * N + me] === 0) continue;
    // conquestProblem: not repelled this turn (AMB-D07), not the owner's last city (A-CONQ-08), attackers at least the defence (D-CONQ-02).
    if (repelled?.includes(tables.regionIds[r])) continue;
    if (conquest.lastCityProtected && board.citiesHeld[owner] <= 1) continue;
    if (attackers(board, ctx, r, me) < defence(board, ctx, r, owner, me)) continue;
    if (!stonesOut) {
      moves.push(tables.conquer[r]);
      continue;
    }
    for (const a of board.cityOrder) {
      if (board.cityOwner[a] === me && board.founded[a]) moves.push({ type: 'city.conquer', region: tables.regionIds[r], abandon: tables.regionIds[a] });
    }
  }
}

function unitsOfClass(board: Board, r: number, n: number, base: number): number {
  const { N, U, tables } = board;
  let count = 0;
  for (let u = 0; u < U; u++) if (tables.unitBase[u] === base) count += board.units[(r * N + n) * U + u];
  return count;
}

/** cityDefense: 1 or 3, the owner's regular units, a wall, the owner's 'city.defense', special units ±1 (D-CONQ-03, AMB-D08). */
function defence(board: Board, ctx: ApplyContext, r: number, owner: number, mover: number): number {
  const { ruleset, state } = ctx;
  const { N, U, tables } = board;
  const rule = ruleset.actions.maneuver.conquest;
  let value = board.temple[r] ? rule.templeDefense : rule.baseDefense;
  for (let u = 0; u < U; u++) if (!tables.unitSpecial[u]) value += board.units[(r * N + owner) * U + u];
  if (board.wall[r]) value += ruleset.actions.build.townWall?.defense ?? 0;
  value = paramValue(ruleset, state, board.nations[owner], 'city.defense', 0) + value;
  for (let u = 0; u < U; u++) {
    const modifier = tables.conquestModifier[u];
    if (!modifier) continue;
    for (let n = 0; n < N; n++) {
      const count = board.units[(r * N + n) * U + u];
      if (!count) continue;
      // Each special unit type counts once, however many stand there (cityDefense walks the unit types).
      if (n === owner) value += modifier;
      else if (n === mover) value -= modifier;
    }
  }
  return Math.max(0, value);
}

/** availableAttackers: the mover's regular units there, or only those with a move left (A-CONQ-01). */
function attackers(board: Board, ctx: ApplyContext, r: number, mover: number): number {
  const { N, U, tables } = board;
  // The moves left are the mover's own units' (the nation on turn during its maneuver).
  const counts = ctx.ruleset.actions.maneuver.conquest.requiresMovesLeft ? board.movable : board.units;
  const at = counts === board.movable ? r * U : (r * N + mover) * U;
  let count = 0;
  for (let u = 0; u < U; u++) if (!tables.unitSpecial[u]) count += counts[at + u];
  return count;
}

function foundOnBoard(board: Board, ctx: ApplyContext, moves: Move[]): void {
  const { ruleset, state, rules } = ctx;
  const { tables, N } = board;
  const me = self(ctx);
  const nation = board.nationAt[ctx.nation];
  const rule = ruleset.actions.found;
  // foundingProblem, the parts that are the same for every site: city stones left (A-FOUND-04).
  if (ruleset.supply.cityStonesPerNation !== undefined && me.cityStones <= 0) return;
  const chosen = rule.resource === 'chosen';
  const resources = chosen ? rules.resources : printedOnly;
  for (const r of board.unitOrder) {
    // D-FOUND-03: own units present, no city yet, a site where a city may stand (the table lists only those).
    if (board.held[r * N + nation] === 0 || board.cityOwner[r] >= 0) continue;
    const options = tables.found[r];
    if (!options) continue;
    const region = tables.regionIds[r];
    for (let i = 0; i < resources.length; i++) {
      const resource = chosen ? resources[i] : ruleset.map.regions[region].citySite?.resource;
      if (resource === undefined) continue;
      const k = tables.resourceAt[resource];
      if (k === undefined) continue;
      // D-SUP-05: a city token of the resource left.
      if (ruleset.supply.cityTokens && (state.bank.cityTokens[resource] ?? 0) <= 0) continue;
      let same = 0;
      if (rule.sameResourceSurcharge) for (const n of tables.neighbours[r]) if (board.cityResource[n] === k) same++;
      if (canAfford(me, foundingPriceBeside(ctx, same), rules.resources)) moves.push(options[i]);
    }
  }
}
