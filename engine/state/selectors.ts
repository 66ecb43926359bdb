import type { Resource, Ruleset } from '../ruleset/types';
import { contextOf } from '../rules/context';
import { dropUnitType, setCity, writableUnits } from './ownership';
import type { City, GameState, NationState, UnitCounts } from './types';

export function activeNation(state: GameState): string {
  return state.nations[state.turn.active];
}

/**
 * Whether the game waits for the nation on turn to choose its rondel field: the turn's first step, nothing pending
 * (D-TURN-02). The bots' opening lines, field searches and card trials all start there.
 */
export function atFieldDecision(state: GameState): boolean {
  return state.turn.phase === 'rondel' && !state.pending.length;
}

/** The nation whose decision the game waits for: the head of the pending queue, else the nation on turn. */
export function decidingNation(state: GameState): string {
  return state.pending[0]?.nation ?? activeNation(state);
}

export function unitsAt(state: GameState, region: string, nation: string): UnitCounts | undefined {
  return state.units[region]?.[nation];
}

export function addUnits(state: GameState, region: string, nation: string, unit: string, delta: number): void {
  const before = state.units[region]?.[nation]?.[unit] ?? 0;
  const next = before + delta;
  if (next < 0) throw new Error(`unit count below zero: ${nation} ${unit} at ${region}`);
  if (next === 0) dropUnitType(state, region, nation, unit);
  else writableUnits(state, region, nation)[unit] = next;
}

/**
 * The city in `region`, ready to change: a fresh copy put in its place. City objects are shared between a state and
 * its copies (cloneState copies the map of cities, not the cities), so a city is never changed in place: every
 * change goes through here (test/engine/city-sharing.test.ts holds the engine to it).
 */
export function editCity(state: GameState, region: string): City {
  const city = { ...state.cities[region] };
  setCity(state, region, city);
  return city;
}

export function cityCount(state: GameState, nation: string): number {
  let n = 0;
  for (const id in state.cities) if (state.cities[id].owner === nation) n++;
  return n;
}

/** Whether the nation holds more than `count` cities (stops counting there: conquest asks it for every candidate). */
export function holdsMoreCities(state: GameState, nation: string, count: number): boolean {
  let n = 0;
  for (const id in state.cities) if (state.cities[id].owner === nation && ++n > count) return true;
  return false;
}

export function templeCount(state: GameState, nation: string): number {
  let n = 0;
  for (const id in state.cities) if (state.cities[id].owner === nation && state.cities[id].temple) n++;
  return n;
}

/** Navigator points (D-PERS-06, A-GOAL-06): each region with an own galley-type unit scores once. */
export function seaPoints(ruleset: Ruleset, state: GameState, nation: string): number {
  const rule = ruleset.personages.seaPoints;
  if (!rule) return 0;
  const classes = contextOf(ruleset).unitClass;
  let points = 0;
  for (const region in state.units) {
    const counts = state.units[region][nation];
    if (!counts) continue;
    let sails = false;
    for (const u in counts) if (classes[u].crosses === 'sea' && (!classes[u].special || rule.specialUnitsCount)) sails = true;
    if (sails) points += ruleset.map.regions[region].galleySymbol ? rule.perGalleySymbolRegion : rule.perRegion;
  }
  return points;
}

export function personageCount(state: GameState, nation: string): number {
  const personages = state.nation[nation].personages;
  let n = 0;
  for (const stack in personages) n += personages[stack];
  return n;
}

/** The score compared with the victory target: personages, or their victory points (A-VAR-04). */
export function score(ruleset: Ruleset, state: GameState, nation: string): number {
  if (ruleset.victory.measure === 'personages') return personageCount(state, nation);
  let points = 0;
  for (const [stack, count] of Object.entries(state.nation[nation].personages)) points += count * (ruleset.personages.stacks[stack]?.victoryPoints ?? 1);
  return points;
}

export function victoryTarget(ruleset: Ruleset, state: GameState): number {
  return ruleset.victory.targetByNations[String(state.nations.length)];
}

/** A nation's display name from the ruleset (its id when the map has none). */
export function nationName(ruleset: Ruleset, nation: string): string {
  return ruleset.map.nations[nation]?.name ?? nation;
}
