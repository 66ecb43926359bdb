import type { Resource, Ruleset } from '../ruleset/types';
import { log, refuse, regionName, self, type ApplyContext } from '../rules/apply-context';
import { addPrices, kindName, pay, price, scalePrice, settle, surcharge, type Price } from '../rules/payment';
import type { Move, MoveError } from '../state/types';
import { setCity } from '../state/ownership';

/** Cities producing `resource` next to `region`, any owner, red or blue border (D-FOUND-06), earlier foundings included (D-FOUND-07). */
export function sameResourceNeighbours(ctx: ApplyContext, region: string, resource: Resource): number {
  let n = 0;
  for (const neighbour of ctx.rules.neighbours[region]) if (ctx.state.cities[neighbour.id]?.resource === resource) n++;
  return n;
}

export function foundingResource(ctx: ApplyContext, region: string, chosen?: Resource): Resource | undefined {
  return ctx.ruleset.actions.found.resource === 'printed' ? ctx.ruleset.map.regions[region]?.citySite?.resource : chosen;
}

export function foundingPrice(ctx: ApplyContext, region: string, resource: Resource): Price {
  return foundingPriceBeside(ctx, ctx.ruleset.actions.found.sameResourceSurcharge ? sameResourceNeighbours(ctx, region, resource) : 0);
}

/** A city's price beside `same` cities of its resource (the simulation path counts them on its typed board). */
export function foundingPriceBeside(ctx: ApplyContext, same: number): Price {
  const rule = ctx.ruleset.actions.found;
  const base = price(rule.cost);
  return rule.sameResourceSurcharge ? addPrices(base, scalePrice(surcharge(ctx.ruleset, rule.sameResourceSurcharge), same)) : base;
}

/** Whether the ruleset lets a city stand in `region` at all: on a city site, or on any land region (D-FOUND-02, A-FOUND-01). */
export function cityCanStand(ruleset: Ruleset, region: string): boolean {
  const site = ruleset.map.regions[region];
  return ruleset.actions.found.where === 'city-sites' ? !!site.citySite : site.kind !== 'sea';
}

/** Why a city cannot be founded in `region` (D-FOUND-01..09, A-FOUND-01..04). */
export function foundingProblem(ctx: ApplyContext, region: string, resource?: Resource): MoveError | undefined {
  const { ruleset, state } = ctx;
  const site = ruleset.map.regions[region];
  if (!site || !Object.hasOwn(ruleset.map.regions, region)) return refuse('move/unknown-region', `'${region}' is not a region of this map`);
  if (!cityCanStand(ruleset, region)) return refuse('move/no-city-site', `${regionName(ctx, region)} has no city site (D-FOUND-02)`);
  if (state.cities[region]) return refuse('move/site-taken', `${regionName(ctx, region)} already has a city`);
  if (!Object.keys(state.units[region]?.[ctx.nation] ?? {}).length) return refuse('move/no-presence', `you need at least one of your units in ${regionName(ctx, region)} to found a city there (D-FOUND-03)`);
  const chosen = foundingResource(ctx, region, resource);
  if (!chosen || !ctx.rules.resources.includes(chosen)) return refuse('move/choose-resource', `choose the new city's resource: ${ctx.rules.resources.join(', ')} (D-FOUND-05)`);
  if (ruleset.supply.cityTokens && (state.bank.cityTokens[chosen] ?? 0) <= 0) return refuse('move/no-city-tokens', `no ${kindName(ruleset, chosen)} city tokens are left (D-SUP-05)`);
  if (ruleset.supply.cityStonesPerNation !== undefined && self(ctx).cityStones <= 0) return refuse('move/no-city-stones', 'all your city stones are on the board (A-FOUND-04)');
  return undefined;
}

export function foundCity(ctx: ApplyContext, move: Extract<Move, { type: 'city.found' }>): MoveError | undefined {
  if (ctx.state.turn.phase !== 'found') return refuse('move/wrong-phase', 'cities are founded in step 2 of the turn, after the rondel action (D-TURN-02)');
  if (move.resource !== undefined && ctx.ruleset.actions.found.resource === 'printed') {
    // A-FOUND-03: the site's printed resource decides; there is nothing to choose.
    return refuse('move/resource-printed', `a city in ${regionName(ctx, move.region)} produces the resource printed on its site; leave out 'resource'`);
  }
  const problem = foundingProblem(ctx, move.region, move.resource);
  if (problem) return problem;
  const resource = foundingResource(ctx, move.region, move.resource)!;
  const cost = foundingPrice(ctx, move.region, resource);
  const settled = settle(self(ctx), cost, move.payment, ctx.rules);
  const kind = kindName(ctx.ruleset, resource);
  if ('error' in settled) return refuse(settled.code, `${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind} city in ${regionName(ctx, move.region)} ${settled.error}`);
  pay(ctx.state, self(ctx), settled.pay);
  setCity(ctx.state, move.region, { owner: ctx.nation, resource, temple: false, wall: false, founded: true });
  if (ctx.ruleset.supply.cityTokens) ctx.state.bank.cityTokens[resource]!--;
  else self(ctx).cityStones--;
  if (!ctx.quiet) log(ctx, 'city.found', `founded ${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind} city in ${regionName(ctx, move.region)}`, { region: move.region, resource, paid: settled.pay });
  return undefined;
}
