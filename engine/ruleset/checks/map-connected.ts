import { at, issue, type RulesetCheck } from './check';

/** Every region can be reached from every other (by land or sea); an island cut off entirely is a data error. */
export const mapConnected: RulesetCheck = {
  id: 'map-connected',
  run({ map }) {
    const ids = Object.keys(map.regions);
    if (!ids.length) return [];
    const reached = new Set([ids[0]]);
    const queue = [ids[0]];
    while (queue.length) {
      const id = queue.pop()!;
      for (const neighbour of Object.keys(map.regions[id].borders)) {
        if (map.regions[neighbour] && !reached.has(neighbour)) {
          reached.add(neighbour);
          queue.push(neighbour);
        }
      }
    }
    const cut = ids.filter((id) => !reached.has(id));
    if (!cut.length) return [];
    return [issue('map/disconnected', at('/map/regions', cut[0]), `${cut.length} region(s) cannot be reached from '${ids[0]}': ${cut.slice(0, 8).join(', ')}${cut.length > 8 ? ', …' : ''}; add a border`, 'warning')];
  },
};
