import type { NationState } from './types';

/**
 * A nation's recruitment box and supply of units are replaced when they change, never changed in place, so
 * cloneState shares them between a state and its copy (they change only when units are armed, recruited or lost).
 * test/engine/city-sharing.test.ts freezes them before every move.
 */
export function addToPool(nation: NationState, pool: 'box' | 'supply', unit: string, delta: number): void {
  nation[pool] = { ...nation[pool], [unit]: (nation[pool][unit] ?? 0) + delta };
}
