import { log, refuse, regionName, self, type ApplyContext } from '../rules/apply-context';
import { paramValue, useModifiers } from '../rules/modifiers';
import { addPrices, pay, price, scalePrice, settle, surcharge, type Price } from '../rules/payment';
import type { Move, MoveError } from '../state/types';
import { editCity } from '../state/selectors';

/** Temples standing in regions next to `region`, any owner, counting ones built earlier this turn (D-TEMP-02/03, AMB-D19). */
export function adjacentTemples(ctx: ApplyContext, region: string): number {
  let n = 0;
  for (const neighbour of ctx.rules.neighbours[region]) if (ctx.state.cities[neighbour.id]?.temple) n++;
  return n;
}

export function templePrice(ctx: ApplyContext, region: string): Price {
  return templePriceBeside(ctx, ctx.ruleset.actions.build.temple.adjacentTempleSurcharge ? adjacentTemples(ctx, region) : 0);
}

/** A temple's price beside `adjacent` temples (the simulation path counts them on its typed board). */
export function templePriceBeside(ctx: ApplyContext, adjacent: number): Price {
  const rule = ctx.ruleset.actions.build.temple;
  const base = { ...price(rule.cost) }; // a copy: price() hands out the cached, frozen price of the bag
  // 'temple.cost' (an event card's modify): the count of the cost's main resource (the first resource, in the
  // ruleset context's order, it names), never below 0; the surcharge for neighbouring temples is not changed.
  const main = ctx.rules.resources.find((r) => (base[r] ?? 0) > 0);
  if (main) base[main] = Math.max(0, paramValue(ctx.ruleset, ctx.state, ctx.nation, 'temple.cost', base[main] ?? 0));
  return rule.adjacentTempleSurcharge ? addPrices(base, scalePrice(surcharge(ctx.ruleset, rule.adjacentTempleSurcharge), adjacent)) : base;
}

export function templeProblem(ctx: ApplyContext, region: string): MoveError | undefined {
  const city = ctx.state.cities[region];
  if (!city || city.owner !== ctx.nation) return refuse('move/not-own-city', `a temple goes in one of your own cities; ${regionName(ctx, region)} is not (D-TEMP-04)`);
  if (city.temple) return refuse('move/has-temple', `${regionName(ctx, region)} already has a temple; a city can have only one (D-TEMP-04)`);
  if (ctx.state.bank.temples <= 0) return refuse('move/no-temples', `all ${ctx.ruleset.supply.temples} temples are on the board (D-SUP-04)`);
  return undefined;
}

export function buildTemple(ctx: ApplyContext, move: Extract<Move, { type: 'temple.build' }>): MoveError | undefined {
  const problem = templeProblem(ctx, move.region);
  if (problem) return problem;
  const cost = templePrice(ctx, move.region);
  const settled = settle(self(ctx), cost, move.payment, ctx.rules);
  if ('error' in settled) return refuse(settled.code, `a temple in ${regionName(ctx, move.region)} ${settled.error}`);
  pay(ctx.state, self(ctx), settled.pay);
  editCity(ctx.state, move.region).temple = true;
  ctx.state.bank.temples--;
  useModifiers(ctx.state, ctx.nation, 'temple.cost');
  if (!ctx.quiet) log(ctx, 'temple.build', `built a temple in ${regionName(ctx, move.region)}`, { region: move.region, paid: settled.pay });
  return undefined;
}

export function wallProblem(ctx: ApplyContext, region: string): MoveError | undefined {
  if (!ctx.ruleset.actions.build.townWall) return refuse('move/no-town-walls', 'this game has no town walls');
  const city = ctx.state.cities[region];
  if (!city || city.owner !== ctx.nation) return refuse('move/not-own-city', `a town wall goes under one of your own cities; ${regionName(ctx, region)} is not (D-WALL-01)`);
  if (city.wall) return refuse('move/has-wall', `${regionName(ctx, region)} already has a town wall (D-WALL-01)`);
  if (self(ctx).walls <= 0) return refuse('move/no-walls-in-supply', 'no town wall in your personal supply; walls come from the score track (D-SUP-06, D-VPT-02)');
  return undefined;
}

export function buildWall(ctx: ApplyContext, move: Extract<Move, { type: 'wall.build' }>): MoveError | undefined {
  const problem = wallProblem(ctx, move.region);
  if (problem) return problem;
  const settled = settle(self(ctx), price(ctx.ruleset.actions.build.townWall!.cost), move.payment, ctx.rules);
  if ('error' in settled) return refuse(settled.code, `a town wall ${settled.error}`);
  pay(ctx.state, self(ctx), settled.pay);
  editCity(ctx.state, move.region).wall = true;
  self(ctx).walls--;
  if (!ctx.quiet) log(ctx, 'wall.build', `built a town wall in ${regionName(ctx, move.region)}`, { region: move.region });
  return undefined;
}
