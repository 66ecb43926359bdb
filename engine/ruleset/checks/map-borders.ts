import { didYouMean } from '../suggest';
import { at, issue, type RulesetCheck } from './check';

/** Every border names a defined region, and is listed on both sides with the same type (a mismatch is reported once). */
export const mapBorders: RulesetCheck = {
  id: 'map-borders',
  run({ map }) {
    const out = [];
    const regionIds = Object.keys(map.regions);
    for (const [id, region] of Object.entries(map.regions)) {
      for (const [neighbour, type] of Object.entries(region.borders)) {
        const pointer = at('/map/regions', id, 'borders', neighbour);
        const other = map.regions[neighbour];
        if (neighbour === id) {
          out.push(issue('map/self-border', pointer, `region '${id}' lists a border with itself; remove it`));
        } else if (!other) {
          out.push(issue('map/unknown-region', pointer, `region '${neighbour}' is not defined in /map/regions${didYouMean(neighbour, regionIds)}`));
        } else if (!other.borders[id]) {
          out.push(issue('map/asymmetric-border', pointer, `'${id}' borders '${neighbour}' (${type}) but '${neighbour}' does not list '${id}'; add "${id}": "${type}" to /map/regions/${neighbour}/borders`));
        } else if (other.borders[id] !== type && id < neighbour) {
          out.push(issue('map/asymmetric-border', pointer, `border '${id}'–'${neighbour}' is ${type} here but ${other.borders[id]} in /map/regions/${neighbour}/borders; make both the same`));
        }
      }
    }
    return out;
  },
};
