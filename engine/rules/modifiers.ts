import type { Ruleset } from '../ruleset/types';
import { contextOf } from './context';
import type { GameState } from '../state/types';

/**
 * The one mechanism through which know-hows and cards change numbers ('legion.moves', 'city.defense',
 * 'production.bonus', ...): start from the base, raise to every applicable 'max' (Roads 3 does not add to
 * Wheel 2, A-KH-07), then add every 'add' (Fortress +1, D-EV-09).
 */
export function paramValue(ruleset: Ruleset, state: GameState, nation: string, param: string, base: number): number {
  let value = base;
  let added = 0;
  // Only the know-hows that change this parameter are looked at (most parameters have none or one).
  const byKnowHow = contextOf(ruleset).knowHowModifiers[param];
  if (byKnowHow !== undefined) {
    for (const knowHow of state.nation[nation].knowHows) {
      const modifiers = byKnowHow[knowHow];
      if (modifiers === undefined) continue;
      for (const modifier of modifiers) {
        if (modifier.max !== undefined) value = Math.max(value, modifier.max);
        if (modifier.add !== undefined) added += modifier.add;
      }
    }
  }
  for (const modifier of state.modifiers) {
    if (modifier.nation !== nation || modifier.param !== param) continue;
    if (modifier.max !== undefined) value = Math.max(value, modifier.max);
    if (modifier.add !== undefined) added += modifier.add;
  }
  return value + added;
}

export function expireModifiers(state: GameState, until: 'end-of-conquest' | 'end-of-action' | 'end-of-turn'): void {
  // 'end-of-game' (for good) and 'next-use' (until used, see useModifiers) are never expired by time.
  const order = ['end-of-conquest', 'end-of-action', 'end-of-turn', 'end-of-game', 'next-use'];
  const level = order.indexOf(until);
  if (state.modifiers.length) state.modifiers = state.modifiers.filter((m) => order.indexOf(m.until) > level);
}

/**
 * A parameter was applied for real (a conquest resolved against the city's defence, a production, a maneuver's
 * moves handed out, a rondel move paid): the nation's 'next-use' modifiers of it are used up.
 */
export function useModifiers(state: GameState, nation: string, param: string): void {
  if (!state.modifiers.length) return;
  if (state.modifiers.some((m) => m.until === 'next-use' && m.nation === nation && m.param === param)) {
    state.modifiers = state.modifiers.filter((m) => !(m.until === 'next-use' && m.nation === nation && m.param === param));
  }
}
