import type { City, GameState, UnitCounts } from './types';

/**
 * Copy on write for the parts of a state most moves leave alone: the map of cities, the units and the moves left
 * to units this turn. cloneState
 * shares them between a state and its copy; the first change through a state copies the part it changes (the map,
 * then the one region and the one nation's counts) and marks the copy as that state's own, so later changes in
 * the same move are made in place. Each state keeps the list of parts it copied for itself; cloning empties the
 * source's list, so parts it owned until then are shared again and copied before its next change. A FastGame's
 * state shares nothing (cloneStateExclusive) and skips the bookkeeping.
 * Every change of them goes through editCity, setCity, removeCity, addUnits (state/selectors.ts) and writableMoves;
 * test/engine/city-sharing.test.ts freezes these parts before every move and fails on a change made in place.
 */
/** The parts a state has copied for itself since it was last cloned: a handful per move, so a list is enough. */
type Owned = object[];
const tokens = new WeakMap<GameState, Owned>();
/**
 * Marks a state whose parts no other state shares (a FastGame's, after a deep copy): its changes skip the checks.
 * A symbol property, not enumerable, so JSON and structured clones never see it; cloneState clears it.
 */
const EXCLUSIVE = Symbol('exclusive');
type Marked = GameState & { [EXCLUSIVE]?: boolean };

/** `state` shares nothing with another state (its cities map and units were just copied for it alone). */
export function markExclusive(state: GameState): void {
  Object.defineProperty(state, EXCLUSIVE, { value: true, writable: true, enumerable: false, configurable: true });
}

/** Whether `state` is marked as the only holder of its parts (a FastGame's). */
export function isExclusive(state: GameState): boolean {
  return (state as Marked)[EXCLUSIVE] === true;
}

/**
 * `state` is the only holder of its parts again: every copy cloneState made of it since it was exclusive has been
 * dropped (a trial copy, which copied before changing anything it shared). Cheaper than a copy that shares nothing.
 */
export function reclaimExclusive(state: GameState): void {
  (state as Marked)[EXCLUSIVE] = true;
}

function ownedBy(state: GameState): Owned {
  let owned = tokens.get(state);
  if (!owned) tokens.set(state, (owned = []));
  return owned;
}

/** The parts of `state` are shared with a copy from now on: its next change copies them first. */
export function shareParts(state: GameState): void {
  if ((state as Marked)[EXCLUSIVE]) (state as Marked)[EXCLUSIVE] = false;
  tokens.delete(state);
}

function own<T extends object>(owned: Owned, part: T): T {
  // A state changed in place for long without being cloned would keep parts it has since dropped: forgetting them
  // only costs a copy of what is changed next.
  if (owned.length >= 64) owned.length = 0;
  owned.push(part);
  return part;
}

/**
 * A copy for copy on write. A spread keeps V8's fast (shape-based) properties: copying a fast map of 25 regions
 * costs about 50 ns, against about 1.4 µs key by key for a map in dictionary mode, the mode a map falls into when a
 * key other than the last is deleted or many keys are added one by one. So the shared path never deletes from a map
 * it copies: `withoutKey` builds the map without the key instead (see removeCity, addUnits).
 */
export function copyRecord<T>(source: Record<string, T>): Record<string, T> {
  return { ...source };
}

/**
 * `source` without `key`, as a new map in fast mode, where a delete would leave dictionary mode. A loop, not a rest
 * pattern: with a computed key the rest pattern takes V8's slow path (about 15% dearer on 2 keys, 45% on 2 nations).
 */
function withoutKey<T>(source: Record<string, T>, key: string): Record<string, T> {
  const rest: Record<string, T> = {};
  for (const k in source) if (k !== key) rest[k] = source[k];
  return rest;
}

/** `parent[key]`, this state's own: created empty if missing, copied once if shared. `parent` must be owned already. */
function ownChild<T extends object>(owned: Owned, parent: Record<string, T>, key: string, empty: () => T, copy: (part: T) => T): T {
  const part = parent[key];
  if (!part) return (parent[key] = own(owned, empty()));
  if (owned.includes(part)) return part;
  return (parent[key] = own(owned, copy(part)));
}

const emptyRecord = () => ({});

/**
 * Puts `city` in `region`: a new city, or the changed copy of the one there (cities are never changed in place).
 * The map of cities stays in fast mode on the simulation path too: a new key makes a new map (a spread) instead of
 * being added in place, which after a few foundings would put it in dictionary mode, where every for…in over it (the
 * end of each turn, move generation, the bots' plans) collects and sorts its keys anew. Cities are founded a few times
 * a game, so the copy is cheap; units, which enter and leave regions all the time, stay changed in place.
 */
export function setCity(state: GameState, region: string, city: City): void {
  if ((state as Marked)[EXCLUSIVE]) {
    if (Object.hasOwn(state.cities, region)) state.cities[region] = city;
    else state.cities = { ...state.cities, [region]: city };
    return;
  }
  const owned = ownedBy(state);
  if (!owned.includes(state.cities)) state.cities = own(owned, copyRecord(state.cities));
  state.cities[region] = city;
}

/** Removes the city in `region` (A-CONQ-07: a founded city given up). */
export function removeCity(state: GameState, region: string): void {
  const cities = withoutKey(state.cities, region);
  state.cities = (state as Marked)[EXCLUSIVE] ? cities : own(ownedBy(state), cities);
}

/**
 * Takes `unit` out of one nation's counts in one region, dropping the counts and the region when they empty (the
 * state keeps only non-zero entries). On the shared path each level is rebuilt without its key, never copied first
 * and then deleted from: the rebuilt map is this state's own, and stays in fast mode.
 */
export function dropUnitType(state: GameState, region: string, nation: string, unit: string): void {
  const byNation = state.units[region];
  if ((state as Marked)[EXCLUSIVE]) {
    const counts = byNation[nation];
    delete counts[unit];
    if (isEmpty(counts)) delete byNation[nation];
    if (isEmpty(byNation)) delete state.units[region];
    return;
  }
  const owned = ownedBy(state);
  const counts = withoutKey(byNation[nation], unit);
  if (!isEmpty(counts)) {
    ownNationsIn(owned, state, region)[nation] = own(owned, counts);
    return;
  }
  const rest = withoutKey(byNation, nation);
  if (!isEmpty(rest)) ownUnitsMap(owned, state)[region] = own(owned, rest);
  else state.units = own(owned, withoutKey(state.units, region));
}

function isEmpty(record: object): boolean {
  for (const _ in record) return false;
  return true;
}

function ownUnitsMap(owned: Owned, state: GameState): GameState['units'] {
  if (!owned.includes(state.units)) state.units = own(owned, copyRecord(state.units));
  return state.units;
}

/** The units by nation in `region`, this state's own along the path (created empty if missing). */
function ownNationsIn(owned: Owned, state: GameState, region: string): Record<string, UnitCounts> {
  return ownChild<Record<string, UnitCounts>>(owned, ownUnitsMap(owned, state), region, emptyRecord, copyRecord);
}

/** One nation's unit counts in one region, this state's own along the whole path (created if missing). */
export function writableUnits(state: GameState, region: string, nation: string): UnitCounts {
  if ((state as Marked)[EXCLUSIVE]) return ((state.units[region] ??= {})[nation] ??= {});
  const owned = ownedBy(state);
  return ownChild<UnitCounts>(owned, ownNationsIn(owned, state, region), nation, emptyRecord, (counts) => ({ ...counts }));
}

/**
 * The moves left to one nation's units of one type in one region this turn (D-MOV-02), this state's own along the
 * path (created empty if missing), ready for a splice or a push.
 */
export function writableMoves(state: GameState, region: string, unit: string): number[] {
  const turn = state.turn;
  if ((state as Marked)[EXCLUSIVE]) return ((turn.movesLeft[region] ??= {})[unit] ??= []);
  const owned = ownedBy(state);
  if (!owned.includes(turn.movesLeft)) turn.movesLeft = own(owned, copyRecord(turn.movesLeft));
  const byUnit = ownChild<Record<string, number[]>>(owned, turn.movesLeft, region, emptyRecord, copyRecord);
  return ownChild<number[]>(owned, byUnit, unit, () => [], (list) => list.slice());
}
