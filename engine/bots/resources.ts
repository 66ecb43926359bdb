import { contextOf } from '../rules/context';
import type { Ruleset } from '../ruleset/types';

/**
 * The resource kinds a ruleset declares (/economy/resources, in declared order; D-COMP-06, A-COMP-06): the one
 * place the bots read them, so a variant's fourth kind counts in their valuations too. Computed once per ruleset.
 */
export function resourceKinds(ruleset: Ruleset): readonly string[] {
  return contextOf(ruleset).resources;
}
