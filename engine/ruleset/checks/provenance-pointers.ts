import { getAtPointer } from '../json-pointer';
import type { Diagnostic, Provenance, Ruleset } from '../types';
import { sectionNames } from '../types';
import { at, issue, type RulesetCheck } from './check';

/** Provenance entries must point at values that exist, or an estimate's marker silently stops showing. */
export const provenancePointers: RulesetCheck = {
  id: 'provenance-pointers',
  run(ruleset) {
    const out: Diagnostic[] = [];
    const report = (entries: Provenance | undefined, root: unknown, base: string) => {
      for (const pointer of Object.keys(entries ?? {})) {
        if (getAtPointer(root, pointer) === undefined) {
          out.push(issue('provenance/dangling', at(base, 'provenance', pointer), `provenance names ${base}${pointer}, which does not exist; fix the pointer or remove the entry`, 'warning'));
        }
      }
    };
    report(ruleset.provenance, ruleset, '');
    for (const section of sectionNames) {
      const value = (ruleset as unknown as Record<string, { provenance?: Provenance } | undefined>)[section];
      if (value) report(value.provenance, value, `/${section}`);
    }
    return out;
  },
};

