import type { Diagnostic, Resource } from '../types';
import { at, issue, type RulesetCheck } from './check';

/** Material and economy fields that only make sense together (city pieces, recruitment box, walls, founding). */
export const supplyConsistency: RulesetCheck = {
  id: 'supply-consistency',
  run({ supply, setup, actions, map }) {
    const out: Diagnostic[] = [];
    if ((supply.cityStonesPerNation === undefined) === (supply.cityTokens === undefined)) {
      out.push(issue('supply/city-pieces', '/supply', 'give exactly one of cityStonesPerNation (each nation\'s own stones; a conquest replaces the stone) or cityTokens (shared tokens by resource; a conquest flips the token)'));
    }
    if (actions.arm.from === 'recruitment-box' && !setup.recruitmentBox && !actions.research.recruit) {
      out.push(issue('supply/recruitment-box', '/actions/arm/from', 'units are armed from the recruitment box, but nothing ever puts units there: add /setup/recruitmentBox or /actions/research/recruit, or arm from the supply'));
    }
    if (actions.arm.from === 'supply' && setup.recruitmentBox) {
      out.push(issue('supply/recruitment-box', '/setup/recruitmentBox', 'units are armed from the supply, so the recruitment box is never used; remove it or arm from the recruitment box', 'warning'));
    }
    if (actions.maneuver.lossesTo === 'recruitment-box' && actions.arm.from === 'supply') {
      out.push(issue('supply/losses-lost', '/actions/maneuver/lossesTo', 'lost units go to the recruitment box but arming takes from the supply, so lost units never return', 'warning'));
    }
    if (actions.build.townWall && supply.townWalls === undefined) {
      out.push(issue('supply/town-walls', '/supply', 'the game has town walls (/actions/build/townWall) but /supply/townWalls does not say how many', 'warning'));
    }
    const regions = Object.entries(map.regions);
    if (actions.found.where === 'city-sites' && !regions.some(([, r]) => r.citySite)) {
      out.push(issue('found/no-sites', '/actions/found/where', 'cities may be founded only on city sites, but no region has a citySite'));
    }
    if (actions.found.resource === 'printed') {
      const eligible = regions.filter(([, r]) => (actions.found.where === 'any-region' ? r.kind !== 'sea' : r.citySite));
      const missing = eligible.filter(([, r]) => !r.citySite?.resource).map(([id]) => id);
      if (missing.length) {
        const names = missing.slice(0, 5).join(', ') + (missing.length > 5 ? ` and ${missing.length - 5} more` : '');
        out.push(issue('found/no-resource', at('/map/regions', missing[0]), `cities take the printed resource (/actions/found/resource is 'printed'), but ${missing.length} site(s) print none: ${names}; set their citySite.resource or make founders choose ('chosen')`));
      }
    }
    if (supply.cityTokens) {
      for (const [key, lineup] of Object.entries(map.lineups)) {
        const needed: Partial<Record<Resource, number>> = {};
        for (const city of Object.values(lineup.startCities).flat()) {
          const resource = map.regions[city]?.citySite?.resource;
          if (resource) needed[resource] = (needed[resource] ?? 0) + 1;
        }
        for (const [resource, count] of Object.entries(needed) as [Resource, number][]) {
          const available = supply.cityTokens[resource] ?? 0;
          if (count > available) out.push(issue('supply/city-tokens', at('/supply/cityTokens', resource), `lineup ${key} needs ${count} ${resource} city token(s) for its start cities but only ${available} exist; raise /supply/cityTokens/${resource} to ${count}`));
        }
      }
    }
    return out;
  },
};
