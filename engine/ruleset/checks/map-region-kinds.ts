import { at, issue, type RulesetCheck } from './check';

/** A region's declared kind agrees with its borders and city site (D-MIL-07, A-ARM-04). */
export const mapRegionKinds: RulesetCheck = {
  id: 'map-region-kinds',
  run({ map }) {
    const out = [];
    for (const [id, region] of Object.entries(map.regions)) {
      const types = Object.values(region.borders);
      const hasLand = types.some((t) => t !== 'blue');
      const hasSea = types.some((t) => t !== 'red');
      const pointer = at('/map/regions', id, 'kind');
      if (region.kind === 'land' && hasSea) {
        out.push(issue('map/region-kind', pointer, `region '${id}' is 'land' but has a blue border, so galleys could enter it; make it 'coastal' or the border red`));
      } else if (region.kind === 'sea' && hasLand) {
        out.push(issue('map/region-kind', pointer, `region '${id}' is 'sea' but has a red border, so legions could enter it; make it 'coastal' or the border blue`));
      } else if (region.kind === 'coastal' && !hasSea) {
        out.push(issue('map/region-kind', pointer, `region '${id}' is 'coastal' but has no blue border, so no galley can reach it; make it 'land'`, 'warning'));
      }
      if (region.kind === 'sea' && region.citySite) {
        out.push(issue('map/sea-city', at('/map/regions', id, 'citySite'), `sea region '${id}' has a city site; cities stand on land — remove the site or make the region 'coastal'`));
      }
    }
    return out;
  },
};
