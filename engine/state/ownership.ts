import type { City, GameState, UnitCounts } from './types';

/**
 * Copy on write for the parts of a state most moves leave alone: the map of cities, the units and the moves left
 * to units this turn. cloneState
 * shares them between a state and its copy; the first change through a state copies the part it changes (the map,
 * then the one region and the one nation's counts) and marks the copy as that state's own, so later changes in
 * the same move are made in place. Each state keeps the list of parts it copied for itself; cloning empties the
 * source's list, so parts it owned until then are shared again and copied before its next change. A FastGame's
 * state shares nothing (cloneStateExclusive) and skips the bookkeeping.
 * Every change of them goes through editCity, writableCities, addUnits (state/selectors.ts) and writableMoves;
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

export function copyRecord<T>(source: Record<string, T>): Record<string, T> {
  const copy: Record<string, T> = {};
  for (const key in source) copy[key] = source[key];
  return copy;
}

/** `parent[key]`, this state's own: created empty if missing, copied once if shared. `parent` must be owned already. */
function ownChild<T extends object>(owned: Owned, parent: Record<string, T>, key: string, empty: () => T, copy: (part: T) => T): T {
  const part = parent[key];
  if (!part) return (parent[key] = own(owned, empty()));
  if (owned.includes(part)) return part;
  return (parent[key] = own(owned, copy(part)));
}

const emptyRecord = () => ({});

/** The map of cities, this state's own (cities themselves stay shared: editCity replaces the one it changes). */
export function writableCities(state: GameState): Record<string, City> {
  if ((state as Marked)[EXCLUSIVE]) return state.cities;
  const owned = ownedBy(state);
  if (!owned.includes(state.cities)) state.cities = own(owned, copyRecord(state.cities));
  return state.cities;
}

/** One nation's unit counts in one region, this state's own along the whole path (created if missing). */
export function writableUnits(state: GameState, region: string, nation: string): { byNation: Record<string, UnitCounts>; counts: UnitCounts } {
  if ((state as Marked)[EXCLUSIVE]) {
    const byNation = (state.units[region] ??= {});
    return { byNation, counts: (byNation[nation] ??= {}) };
  }
  const owned = ownedBy(state);
  if (!owned.includes(state.units)) state.units = own(owned, copyRecord(state.units));
  const byNation = ownChild<Record<string, UnitCounts>>(owned, state.units, region, emptyRecord, copyRecord);
  return { byNation, counts: ownChild<UnitCounts>(owned, byNation, nation, emptyRecord, (counts) => ({ ...counts })) };
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
