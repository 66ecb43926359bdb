/**
 * Small helpers shared by the Duellum scenario tests (docs/rules-spec.md Part 4.1). Nation colours on the Rome vs Carthage
 * board: Romans are beige, Carthaginians brown (D-COMP-11); on the Greece vs Persia board Greeks are brown and
 * Persians beige.
 */
import type { GameState } from '../../../engine/index';
import type { Ruleset } from '../../../engine/ruleset/types';
import { ruleset } from '../../helpers/game';

export const RC = 'antike-duellum';
export const GP = 'antike-duellum-greece-persia';
export const SPECIAL = 'antike-duellum-special-units';

/** Rome vs Carthage: brown and beige. */
export const BROWN = 'carthaginians';
export const BEIGE = 'romans';

export const rc = () => ruleset(RC);
export const gp = () => ruleset(GP);
export const special = () => ruleset(SPECIAL);

/** Units on the board of one nation in one region (undefined when none). */
export function unitsIn(state: GameState, region: string, nation: string): Record<string, number> | undefined {
  return state.units[region]?.[nation];
}

export { defence, holdPersonages, pieces } from '../../helpers/game';
