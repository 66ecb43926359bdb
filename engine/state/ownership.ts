import type { City, GameState, UnitCounts } from './types';

/**
 * Copy on write for the two parts of a state most moves leave alone: the map of cities and the units. cloneState
 * shares them between a state and its copy; the first change through a state copies the part it changes (the map,
 * then the one region and the one nation's counts) and marks the copy as that state's own, so later changes in
 * the same move, or in a FastGame that owns its state, are made in place. Ownership is a token per state: cloning
 * gives the source a fresh token, so parts it owned until then are shared again and copied before its next change.
 * Every change of cities and units goes through editCity, writableCities and addUnits (state/selectors.ts);
 * test/engine/city-sharing.test.ts freezes both parts before every move and fails on a change made in place.
 */
const tokens = new WeakMap<GameState, object>();
const owners = new WeakMap<object, object>();
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

function tokenOf(state: GameState): object {
  let token = tokens.get(state);
  if (!token) tokens.set(state, (token = {}));
  return token;
}

/** The parts of `state` are shared with a copy from now on: its next change copies them first. */
export function shareParts(state: GameState): void {
  if ((state as Marked)[EXCLUSIVE]) (state as Marked)[EXCLUSIVE] = false;
  tokens.delete(state);
}

function own<T extends object>(token: object, part: T): T {
  owners.set(part, token);
  return part;
}

function copyRecord<T>(source: Record<string, T>): Record<string, T> {
  const copy: Record<string, T> = {};
  for (const key in source) copy[key] = source[key];
  return copy;
}

/** The map of cities, this state's own (cities themselves stay shared: editCity replaces the one it changes). */
export function writableCities(state: GameState): Record<string, City> {
  if ((state as Marked)[EXCLUSIVE]) return state.cities;
  const token = tokenOf(state);
  if (owners.get(state.cities) !== token) state.cities = own(token, copyRecord(state.cities));
  return state.cities;
}

/** One nation's unit counts in one region, this state's own along the whole path (created if missing). */
export function writableUnits(state: GameState, region: string, nation: string): { byNation: Record<string, UnitCounts>; counts: UnitCounts } {
  if ((state as Marked)[EXCLUSIVE]) {
    const byNation = (state.units[region] ??= {});
    return { byNation, counts: (byNation[nation] ??= {}) };
  }
  const token = tokenOf(state);
  if (owners.get(state.units) !== token) state.units = own(token, copyRecord(state.units));
  const units = state.units;
  let byNation = units[region];
  if (!byNation) units[region] = byNation = own(token, {});
  else if (owners.get(byNation) !== token) units[region] = byNation = own(token, copyRecord(byNation));
  let counts = byNation[nation];
  if (!counts) byNation[nation] = counts = own(token, {});
  else if (owners.get(counts) !== token) byNation[nation] = counts = own(token, { ...counts });
  return { byNation, counts };
}
