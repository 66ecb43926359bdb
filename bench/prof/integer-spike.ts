// `npx tsx bench/prof/integer-spike.ts [games]`: a measured sketch for engine v2's integer-indexed state, not a rules
// engine. It collects the movement-step positions of seeded random Duellum games on the simulation path and lists
// their unit moves and conquest candidates twice: with legalMoves on the JSON state (string-keyed maps), and from
// typed arrays indexed by region, nation and unit type (units, moves left and city defence only, the per-ruleset
// move tables reused), checks that both give the same moves, and times both on the same positions (all of them
// held in memory, so both sides read cold data; in a running game the JSON side is about twice as fast). The ratio
// says what the representation alone saves on the hottest step; the rest of a turn (prices, cards, awards, the
// moves themselves) is not modelled.
import { randomBot } from '../../engine/bots/random';
import { legalMoves } from '../../engine/moves';
import { createGame } from '../../engine/index';
import { FastGame } from '../../engine/sim/fast-game';
import { botStreams } from '../../engine/sim/run-game';
import { moveTables } from '../../engine/move-tables';
import { contextOf } from '../../engine/rules/context';
import { paramValue } from '../../engine/rules/modifiers';
import { cloneStateExclusive } from '../../engine/state/clone-state';
import { decidingNation } from '../../engine/state/selectors';
import { validateRuleset } from '../../engine/ruleset/validate';
import { loadLibrary } from '../../lib/rulesets/load';
import type { GameState, Move } from '../../engine/state/types';

const games = Number(process.argv[2] ?? 40);
const ruleset = validateRuleset(loadLibrary({ workspace: false }), 'antike-duellum').ruleset!;
const rules = contextOf(ruleset);
const tables = moveTables(ruleset);
const regions = rules.regionIds;
const R = regions.length;
const regionAt = new Map(regions.map((r, i) => [r, i]));
const unitTypes = Object.keys(rules.unitClass);
const U = unitTypes.length;
const MAX_MOVES = 4;

/** Typed-array board: what the movement step reads and writes. */
interface Board {
  nations: string[];
  /** units[(region * N + nation) * U + unit] */
  units: Int16Array;
  /** Mover's units by moves left: left[(region * U + unit) * (MAX_MOVES + 1) + k] = units with k moves left. */
  left: Int16Array;
  /** Owner nation index of the city in a region, -1 without a city. */
  cityOwner: Int8Array;
  /** The defence a city's site gives before units: 1, 3 with a temple, +1 with a wall (D-CONQ-03). */
  cityBase: Int8Array;
  mover: number;
  /** Whether the mover has a city stone left for a conquered city (D-SUP-05). */
  moverHasStone: boolean;
}

function toBoard(state: GameState): Board {
  const N = state.nations.length;
  const units = new Int16Array(R * N * U);
  const left = new Int16Array(R * U * (MAX_MOVES + 1));
  const cityOwner = new Int8Array(R).fill(-1);
  const cityBase = new Int8Array(R);
  const rule = ruleset.actions.maneuver.conquest;
  for (const region in state.units) for (const n in state.units[region]) for (const u in state.units[region][n]) units[(regionAt.get(region)! * N + state.nations.indexOf(n)) * U + unitTypes.indexOf(u)] = state.units[region][n][u];
  for (const region in state.turn.movesLeft) for (const u in state.turn.movesLeft[region]) for (const k of state.turn.movesLeft[region][u]) left[(regionAt.get(region)! * U + unitTypes.indexOf(u)) * (MAX_MOVES + 1) + Math.min(k, MAX_MOVES)]++;
  for (const region in state.cities) {
    const c = state.cities[region];
    const at = regionAt.get(region)!;
    cityOwner[at] = state.nations.indexOf(c.owner);
    // The owner's 'city.defense' parameter (a know-how's modifier) is part of the site's defence, as in cityDefense.
    cityBase[at] = (c.temple ? rule.templeDefense : rule.baseDefense) + (c.wall ? (ruleset.actions.build.townWall?.defense ?? 0) : 0) + paramValue(ruleset, state, c.owner, 'city.defense', 0);
  }
  if (state.modifiers.length || state.turn.repelled?.length || Object.keys(ruleset.specialUnits ?? {}).length) throw new Error('the sketch models no modifiers, repelled cities or special units');
  return { nations: state.nations, units, left, cityOwner, cityBase, mover: state.nations.indexOf(decidingNation(state)), moverHasStone: ruleset.supply.cityStonesPerNation === undefined || state.nation[decidingNation(state)].cityStones > 0 };
}

/** The same unit moves and conquest candidates as legalMoves lists in the movement step, region by region in map order. */
const unitMovesAt = regions.map((r) => unitTypes.map((u) => tables.unitMoves[r][u]));
const conquerAt = regions.map((r) => tables.conquer[r]);
function boardMoves(b: Board, out: Move[]): void {
  const N = b.nations.length;
  for (let r = 0; r < R; r++) {
    for (let u = 0; u < U; u++) {
      const base = (r * U + u) * (MAX_MOVES + 1);
      let movable = false;
      for (let k = 1; k <= MAX_MOVES && !movable; k++) movable = b.left[base + k] > 0;
      if (movable) {
        const across = unitMovesAt[r][u];
        for (let i = 0; i < across.length; i++) out.push(across[i]);
      }
    }
  }
  for (let r = 0; r < R && b.moverHasStone; r++) {
    const owner = b.cityOwner[r];
    if (owner < 0 || owner === b.mover) continue;
    // D-CONQ-02: attackers at least the defence (the site's, plus the owner's units there).
    let attackers = 0;
    let defence = b.cityBase[r];
    for (let u = 0; u < U; u++) {
      attackers += b.units[(r * N + b.mover) * U + u];
      defence += b.units[(r * N + owner) * U + u];
    }
    if (attackers > 0 && attackers >= defence) out.push(conquerAt[r]);
  }
}

// Positions: the movement step of seeded random games, the mover's turn, no decision pending.
const positions: GameState[] = [];
for (let seed = 1; seed <= games; seed++) {
  const g = new FastGame(ruleset, createGame(ruleset, { seed }));
  let rng = botStreams(seed, 2)[0];
  for (let n = 0; !g.over && n < 40000; n++) {
    const s = g.state as GameState;
    // Positions with card modifiers or repelled cities are left out: the sketch does not model them.
    if (s.turn.phase === 'movement' && !s.pending.length && !s.modifiers.length && !s.turn.repelled?.length && positions.length < 20000 && n % 3 === 0) positions.push(cloneStateExclusive(s));
    const legal = g.legal();
    let move = legal[0];
    if (legal.length > 1) [move, rng] = randomBot(ruleset, s, legal, rng);
    g.play(move);
  }
}
const boards = positions.map(toBoard);

// The lists agree (order aside from trades and cards, which the sketch does not model).
let checked = 0;
for (let i = 0; i < positions.length; i++) {
  const want = legalMoves(ruleset, positions[i]).filter((m) => m.type === 'unit.move' || m.type === 'city.conquer');
  const got: Move[] = [];
  boardMoves(boards[i], got);
  const key = (m: Move) => JSON.stringify(m);
  if (want.map(key).sort().join() !== got.map(key).sort().join()) throw new Error(`position ${i}: the sketch lists other moves than legalMoves: ${JSON.stringify(want.filter((m) => !got.map(key).includes(key(m))))} missing, ${JSON.stringify(got.filter((m) => !want.map(key).includes(key(m))))} extra`);
  checked++;
}

function time(label: string, reps: number, run: () => void, perPosition: number): number {
  const t = process.hrtime.bigint();
  for (let i = 0; i < reps; i++) run();
  const ns = Number(process.hrtime.bigint() - t) / reps / perPosition;
  console.log(`${label.padEnd(52)} ${(ns / 1000).toFixed(3)} µs per position`);
  return ns;
}
// Timed on the positions whose whole list is unit moves, conquests and the step's end (no trade, no card), so both
// sides list the same thing.
const plain = positions.map((s, i) => i).filter((i) => legalMoves(ruleset, positions[i]).every((m) => m.type === 'unit.move' || m.type === 'city.conquer' || m.type === 'phase.end'));
console.log(`${positions.length} movement positions from ${games} random Duellum games, ${checked} lists checked equal; ${plain.length} timed`);
const out: Move[] = [];
const listJson = () => { for (const i of plain) legalMoves(ruleset, positions[i]); };
const listBoard = () => { for (const i of plain) { out.length = 0; boardMoves(boards[i], out); } };
for (let k = 0; k < 3; k++) (listJson(), listBoard());
const jsonList = time('legalMoves on the JSON state', 10, listJson, plain.length);
const boardList = time('typed arrays, same list', 10, listBoard, plain.length);
console.log(`BENCH spike.movement.list_ratio ${(jsonList / boardList).toFixed(1)} x`);

