import type { Resource } from '../ruleset/types';
import { log, self, type ApplyContext } from '../rules/apply-context';
import { paramValue, useModifiers } from '../rules/modifiers';
import { giveCoins, kindName } from '../rules/payment';

/**
 * A production field (D-PROD, A-PROD): each own city of the resource yields actions.produce.perCity, or
 * perCityWithTemple with a temple (1 and 3 in both games); the
 * 'production.bonus' parameter (Moneta, Market/Currency) adds once per action; Duellum adds a coin.
 */
export function produce(ctx: ApplyContext, resource: Resource, substitute?: Resource): void {
  const { ruleset, state, nation } = ctx;
  const rule = ruleset.actions.produce;
  let yieldFromCities = 0;
  if (ctx.board) yieldFromCities = ctx.board.citiesProducing(nation, resource, true) * rule.perCityWithTemple + ctx.board.citiesProducing(nation, resource, false) * rule.perCity;
  else {
    for (const id in state.cities) {
      const city = state.cities[id];
      if (city.owner === nation && city.resource === resource) yieldFromCities += city.temple ? rule.perCityWithTemple : rule.perCity;
    }
  }
  const bonus = yieldFromCities > 0 || rule.bonusWhenNothingProduced !== false ? paramValue(ruleset, state, nation, 'production.bonus', 0) : 0;
  useModifiers(state, nation, 'production.bonus');
  const total = yieldFromCities + bonus;
  self(ctx).stock[resource] += total;
  let coinText = '';
  if (rule.coins > 0 && (yieldFromCities > 0 || rule.coinsWhenNothingProduced !== false)) {
    const coins = giveCoins(state, self(ctx), rule.coins, substitute);
    // giveCoins' default chip is the last declared kind (A-TURN-02 when no choice is asked).
    const chip = substitute ?? ctx.rules.resources[ctx.rules.resources.length - 1];
    coinText = coins === rule.coins ? ` and ${coins} coin` : ` and 1 ${kindName(ruleset, chip)} instead of a coin (the bank has none)`;
  }
  if (!ctx.quiet) log(ctx, 'produce', `produced ${total} ${kindName(ruleset, resource)}${bonus ? ` (${bonus} from know-how)` : ''}${coinText}`, { resource, amount: total });
}
