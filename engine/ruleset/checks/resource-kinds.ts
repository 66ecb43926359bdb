import { closest } from '../suggest';
import type { Bag, Diagnostic, Ruleset } from '../types';
import { at, issue, type RulesetCheck } from './check';

/**
 * Every resource kind the ruleset names is one it declares in /economy/resources (D-COMP-06, A-COMP-06): prices and
 * other bags, city sites, produce fields, city tokens, the know-how currency, and event-card effects. The schema
 * can only check an id's form; without this check a typo ('marbel') would be a kind no city ever produces.
 * Amounts that count a kind ('count': 'marble') are checked by the effect ops (effect/unknown-count).
 */
export const resourceKinds: RulesetCheck = {
  id: 'resource-kinds',
  run(ruleset) {
    const out: Diagnostic[] = [];
    const declared = Object.keys(ruleset.economy.resources);
    const kind = (id: string, pointer: string, coinAllowed: boolean) => {
      if (coinAllowed && id === 'coin') return;
      if (Object.hasOwn(ruleset.economy.resources, id)) return;
      const near = closest(id, declared);
      const fix = near ? `did you mean '${near}'? Or declare '${id}' in /economy/resources` : `declare '${id}' in /economy/resources or use one of ${declared.join(', ')}${coinAllowed ? ' (or coin)' : ''}`;
      out.push(issue('ruleset/unknown-resource', pointer, `'${id}' is not a resource kind of this ruleset: ${fix}`));
    };
    const bag = (value: Bag | undefined, pointer: string) => {
      for (const id of Object.keys(value ?? {})) kind(id, at(pointer, id), true);
    };
    for (const [where, value] of bags(ruleset)) bag(value, where);
    for (const id of Object.keys(ruleset.supply.cityTokens ?? {})) kind(id, at('/supply/cityTokens', id), false);
    for (const [id, region] of Object.entries(ruleset.map.regions)) {
      if (region.citySite?.resource !== undefined) kind(region.citySite.resource, at('/map/regions', id, 'citySite', 'resource'), false);
    }
    for (const [id, field] of Object.entries(ruleset.rondel.fields)) if (field.resource !== undefined) kind(field.resource, at('/rondel/fields', id, 'resource'), false);
    kind(ruleset.knowHows.paidIn, '/knowHows/paidIn', false);
    // Effects nest ('choose' options, 'if' branches): every 'currency' an effect names, at any depth.
    const walk = (node: unknown, pointer: string) => {
      if (Array.isArray(node)) return node.forEach((item, i) => walk(item, at(pointer, i)));
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        if (key === 'currency' && typeof value === 'string') kind(value, at(pointer, key), true);
        else walk(value, at(pointer, key));
      }
    };
    for (const [id, card] of Object.entries(ruleset.eventCards?.cards ?? {})) walk(card.effects, at('/eventCards/cards', id, 'effects'));
    // A kind no city can ever yield is legal (cards or trades may still hand it out) but likely a slip: a warning.
    const tokens = ruleset.supply.cityTokens;
    const printed = new Set(Object.values(ruleset.map.regions).map((r) => r.citySite?.resource));
    for (const id of declared) {
      if (tokens && !tokens[id]) out.push(issue('ruleset/unused-resource', at('/economy/resources', id), `there are no '${id}' city tokens, so no city can ever yield '${id}' (D-SUP-05); add /supply/cityTokens/${id}`, 'warning'));
      else if (!tokens && ruleset.actions.found.resource === 'printed' && !printed.has(id)) out.push(issue('ruleset/unused-resource', at('/economy/resources', id), `no city site prints '${id}' and cities take their site's printed resource (/actions/found/resource), so no city can ever yield it; print it on a /map/regions/*/citySite`, 'warning'));
    }
    return out;
  },
};

/** Every bag of chips and coins in a ruleset, with its pointer. */
function bags(ruleset: Ruleset): [string, Bag | undefined][] {
  const { actions, setup } = ruleset;
  return [
    ['/actions/build/temple/cost', actions.build.temple.cost],
    ['/actions/build/temple/adjacentTempleSurcharge', actions.build.temple.adjacentTempleSurcharge],
    ['/actions/build/townWall/cost', actions.build.townWall?.cost],
    ['/actions/arm/cost', actions.arm.cost],
    ['/actions/found/cost', actions.found.cost],
    ['/actions/found/sameResourceSurcharge', actions.found.sameResourceSurcharge],
    ...Object.entries(actions.research.recruit ?? {}).map(([unit, cost]): [string, Bag] => [at('/actions/research/recruit', unit), cost]),
    ...Object.entries(ruleset.specialUnits ?? {}).map(([id, unit]): [string, Bag] => [at('/specialUnits', id, 'armCost'), unit.armCost]),
    ['/setup/startResources', setup.startResources],
    ['/setup/compensation', setup.compensation],
  ];
}
