import { didYouMean } from '../suggest';
import type { Diagnostic } from '../types';
import { at, issue, type RulesetCheck } from './check';

/** Supplies, recruitment prices, the recruitment box and special units name defined unit types and colours. */
export const unitReferences: RulesetCheck = {
  id: 'unit-references',
  run({ units, supply, setup, actions, specialUnits, map }) {
    const out: Diagnostic[] = [];
    const unitIds = Object.keys(units);
    const unknown = (unit: string, pointer: string) => {
      if (!units[unit]) out.push(issue('ruleset/unknown-unit', pointer, `unit type '${unit}' is not defined in /units${didYouMean(unit, unitIds)}`));
    };
    Object.keys(supply.perNation).forEach((u) => unknown(u, at('/supply/perNation', u)));
    unitIds.filter((u) => supply.perNation[u] === undefined).forEach((u) => out.push(issue('supply/missing-unit', '/supply/perNation', `how many '${u}' pieces does a nation have? add /supply/perNation/${u}`)));
    Object.keys(setup.recruitmentBox ?? {}).forEach((u) => unknown(u, at('/setup/recruitmentBox', u)));
    Object.keys(actions.research.recruit ?? {}).forEach((u) => unknown(u, at('/actions/research/recruit', u)));
    const colors = Object.values(map.nations).map((n) => n.color);
    for (const [id, special] of Object.entries(specialUnits ?? {})) {
      unknown(special.fightsAs, at('/specialUnits', id, 'fightsAs'));
      if (!colors.includes(special.ownerColor)) out.push(issue('ruleset/unknown-color', at('/specialUnits', id, 'ownerColor'), `no nation on this map plays '${special.ownerColor}'${didYouMean(special.ownerColor, colors) || `; colours here: ${colors.join(', ')}`}`));
      if (actions.arm.from === 'recruitment-box' && !setup.recruitmentBox) out.push(issue('ruleset/special-unit-box', at('/specialUnits', id), `special units start in the recruitment box, but /setup/recruitmentBox is absent`));
    }
    return out;
  },
};
