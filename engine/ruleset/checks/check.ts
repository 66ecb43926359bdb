import { joinPointer } from '../json-pointer';
import type { Diagnostic, Ruleset, Severity } from '../types';

/** A semantic check: something the schema cannot express. Runs only on a schema-valid resolved ruleset. */
export interface RulesetCheck {
  id: string;
  run(ruleset: Ruleset): Diagnostic[];
}

export function issue(code: string, pointer: string, message: string, severity: Severity = 'error'): Diagnostic {
  return { code, pointer, message, severity };
}

export const at = joinPointer;

/** Parameters the engine reads through modifiers; '<unit>.moves' exists for every unit type. */
export function knownModifierParams(ruleset: Ruleset): string[] {
  return [...Object.keys(ruleset.units).map((u) => `${u}.moves`), 'city.defense', 'production.bonus', 'rondel.freeSteps', 'temple.cost'];
}
