/**
 * Small helpers shared by the Duellum scenario tests (rules-spec Part 4.1). Nation colours on the Rome vs Carthage
 * board: Romans are beige, Carthaginians brown (D-COMP-11); on the Greece vs Persia board Greeks are brown and
 * Persians beige.
 */
import { cityDefense } from '../../../engine/actions/maneuver';
import { applyContext } from '../../../engine/rules/apply-context';
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

/** Every chip and coin a nation holds. */
export function pieces(state: GameState, nation: string): number {
  const s = state.nation[nation].stock;
  return s.marble + s.iron + s.gold + s.coin;
}

/**
 * The defence of the city in `region` against `attacker` (D-CONQ-03, D-VAR-04): read from the engine's own
 * defence rule, for the "derived" defence assertions of the worked examples.
 */
export function defence(rules: Ruleset, state: GameState, region: string, attacker: string): number {
  return cityDefense(applyContext(rules, state, attacker), region);
}

/** Puts personages in a nation's hands as if won earlier (stacks and the threshold counters kept consistent). */
export function holdPersonages(state: GameState, nation: string, cards: Record<string, number>): void {
  for (const [stack, n] of Object.entries(cards)) {
    state.nation[nation].personages[stack] = n;
    state.stacks[stack] -= n;
    if (stack === 'king' || stack === 'citizen' || stack === 'navigator') state.nation[nation].thresholdsReached[stack] = n;
  }
}

/** Units on the board of one nation in one region (undefined when none). */
export function unitsIn(state: GameState, region: string, nation: string): Record<string, number> | undefined {
  return state.units[region]?.[nation];
}
