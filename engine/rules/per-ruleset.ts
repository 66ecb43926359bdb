import type { Ruleset } from '../ruleset/types';

/**
 * A lookup derived from a ruleset, built once per ruleset object (held weakly, so a ruleset dropped by the workbench
 * takes its lookups with it). The last ruleset asked about is kept at hand: a simulation asks for the same one
 * millions of times, and a pointer comparison costs a fraction of a WeakMap lookup.
 */
export function perRuleset<T>(build: (ruleset: Ruleset) => T): (ruleset: Ruleset) => T {
  const cache = new WeakMap<Ruleset, T>();
  let lastRuleset: Ruleset | undefined;
  let lastValue: T | undefined;
  return (ruleset) => {
    if (ruleset === lastRuleset) return lastValue as T;
    let value = cache.get(ruleset);
    if (value === undefined) cache.set(ruleset, (value = build(ruleset)));
    lastRuleset = ruleset;
    lastValue = value;
    return value;
  };
}
