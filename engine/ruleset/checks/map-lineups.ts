import { closest, didYouMean } from '../suggest';
import type { Diagnostic } from '../types';
import { at, issue, type RulesetCheck } from './check';
import { startCityDefaults } from '../types';

/** Lineups: every player count has one; nations, start cities, controllers and start units are consistent. */
export const mapLineups: RulesetCheck = {
  id: 'map-lineups',
  run(ruleset) {
    const { map, players, setup, victory, units } = ruleset;
    const out: Diagnostic[] = [];
    const regionIds = Object.keys(map.regions);
    const nationIds = Object.keys(map.nations);
    for (let count = players.min; count <= players.max; count++) {
      if (!map.lineups[count]) out.push(issue('map/missing-lineup', '/map/lineups', `no lineup for ${count} players, but /players allows ${players.min}–${players.max}; add /map/lineups/${count} or narrow /players`));
    }
    if (players.min > players.max) out.push(issue('ruleset/players-range', '/players/min', `players.min (${players.min}) is larger than players.max (${players.max}); swap them or raise max`));
    // As many as the game will place (engine/state/create.ts): a shorter list silently started a nation with fewer.
    const needed = setup.startCities?.count ?? startCityDefaults.count;
    for (const [key, lineup] of Object.entries(map.lineups)) {
      const base = at('/map/lineups', key);
      const inLineup = new Set(lineup.nations);
      // A misspelt nation in the lineup ('persans') makes the rest of the lineup look wrong too (no start cities for
      // 'persans', start cities for a 'persians' not in the lineup): the one fix is in the lineup's list, so only that
      // is reported, and the follow-on problems of the misspelt name and of the name it stands for are not.
      const misspelt = new Set<string>();
      lineup.nations.forEach((nation, i) => {
        if (map.nations[nation]) return;
        misspelt.add(nation);
        const meant = closest(nation, nationIds);
        if (meant) misspelt.add(meant);
        out.push(issue('map/unknown-nation', at(base, 'nations', i), `nation '${nation}' is not defined in /map/nations${didYouMean(nation, nationIds)}`));
      });
      if (victory.targetByNations[String(lineup.nations.length)] === undefined) {
        out.push(issue('victory/no-target', '/victory/targetByNations', `lineup ${key} puts ${lineup.nations.length} nations in play but /victory/targetByNations has no entry "${lineup.nations.length}"; add one`));
      }
      if (lineup.startNation && !inLineup.has(lineup.startNation)) {
        out.push(issue('map/unknown-nation', at(base, 'startNation'), `start nation '${lineup.startNation}' is not in this lineup${didYouMean(lineup.startNation, lineup.nations)}`));
      }
      if (lineup.controllers) {
        const listed = lineup.controllers.flat();
        if (lineup.controllers.length !== Number(key)) out.push(issue('map/controllers', at(base, 'controllers'), `lineup ${key} is for ${key} players but lists ${lineup.controllers.length} controllers`));
        for (const nation of lineup.nations) {
          const times = listed.filter((n) => n === nation).length;
          if (times !== 1) out.push(issue('map/controllers', at(base, 'controllers'), `nation '${nation}' must be run by exactly one player; it is listed ${times} times in controllers`));
        }
        listed.filter((n) => !inLineup.has(n)).forEach((n) => out.push(issue('map/unknown-nation', at(base, 'controllers'), `controller lists '${n}', which is not in this lineup${didYouMean(n, lineup.nations)}`)));
      } else if (lineup.nations.length !== Number(key)) {
        out.push(issue('map/controllers', at(base, 'nations'), `lineup ${key} has ${lineup.nations.length} nations for ${key} players; say who runs which in 'controllers'`));
      }
      const used = new Map<string, string>();
      for (const nation of lineup.nations) {
        if (!lineup.startCities[nation] && !misspelt.has(nation)) out.push(issue('map/missing-start-cities', at(base, 'startCities'), `nation '${nation}' has no start cities in lineup ${key}; add /map/lineups/${key}/startCities/${nation}`));
      }
      for (const [nation, cities] of Object.entries(lineup.startCities)) {
        const cityBase = at(base, 'startCities', nation);
        if (!inLineup.has(nation) && !misspelt.has(nation)) out.push(issue('map/unknown-nation', cityBase, `start cities given for '${nation}', which is not in this lineup${didYouMean(nation, lineup.nations)}`));
        if (cities.length < needed) out.push(issue('map/too-few-start-cities', cityBase, `'${nation}' has ${cities.length} start cities but ${setup.startCities ? '/setup/startCities/count needs' : 'the game places (no /setup/startCities: its default)'} ${needed}`));
        cities.forEach((city, i) => {
          const pointer = at(cityBase, i);
          const region = map.regions[city];
          if (!region) return void out.push(issue('map/unknown-region', pointer, `start city '${city}' is not defined in /map/regions${didYouMean(city, regionIds)}`));
          if (!region.citySite) return void out.push(issue('map/start-city-not-site', pointer, `start city '${city}' has no city site; add a citySite to /map/regions/${city} or pick another region`));
          if (!region.citySite.resource) out.push(issue('map/start-city-resource', pointer, `start city '${city}' has no printed resource; set /map/regions/${city}/citySite/resource`));
          const other = used.get(city);
          if (other && other !== nation) out.push(issue('map/start-city-shared', pointer, `'${city}' is a start city of both '${other}' and '${nation}' in lineup ${key}`));
          used.set(city, nation);
        });
      }
      for (const [nation, byRegion] of Object.entries(lineup.startUnits ?? {})) {
        if (!inLineup.has(nation)) out.push(issue('map/unknown-nation', at(base, 'startUnits', nation), `start units given for '${nation}', which is not in this lineup`));
        for (const [regionId, byUnit] of Object.entries(byRegion)) {
          const region = map.regions[regionId];
          if (!region) {
            out.push(issue('map/unknown-region', at(base, 'startUnits', nation, regionId), `region '${regionId}' is not defined in /map/regions${didYouMean(regionId, regionIds)}`));
            continue;
          }
          for (const unit of Object.keys(byUnit)) {
            const pointer = at(base, 'startUnits', nation, regionId, unit);
            const type = units[unit];
            if (!type) out.push(issue('ruleset/unknown-unit', pointer, `unit type '${unit}' is not defined in /units${didYouMean(unit, Object.keys(units))}`));
            else if (type.crosses === 'sea' && region.kind === 'land') out.push(issue('map/unit-terrain', pointer, `'${regionId}' is a land-only region; ${type.name.toLowerCase()}s cannot stand there (D-MIL-07)`));
            else if (type.crosses === 'land' && region.kind === 'sea') out.push(issue('map/unit-terrain', pointer, `'${regionId}' is a sea region; ${type.name.toLowerCase()}s cannot stand there`));
          }
        }
      }
    }
    return out;
  },
};
