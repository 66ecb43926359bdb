import { contextOf } from '../../engine/rules/context';
import { deckInPlay } from '../../engine/effects/deck';
import type { Ruleset } from '../../engine/ruleset/types';
import type { GameState } from '../../engine/index';

/**
 * What must hold after every move of every game: no negative stock, every piece accounted for (units, temples,
 * walls, city tokens or stones, personages, event cards, coins of a limited bank), units only where their
 * class can stand, cities only on sites, and — with automatic battles — no two hostile units of one class
 * sharing a region (D-MOV-11). Returns the violations, empty when all is well.
 */
export function checkInvariants(ruleset: Ruleset, state: GameState): string[] {
  const out: string[] = [];
  const rules = contextOf(ruleset);
  const negative = (what: string, n: number) => n < 0 && out.push(`${what} is ${n}`);
  for (const [id, n] of Object.entries(state.nation)) {
    for (const [c, v] of Object.entries(n.stock)) negative(`${id} ${c}`, v);
    for (const [u, v] of Object.entries(n.supply)) negative(`${id} supply ${u}`, v);
    for (const [u, v] of Object.entries(n.box)) negative(`${id} box ${u}`, v);
    negative(`${id} walls`, n.walls);
    negative(`${id} city stones`, n.cityStones);
  }
  negative('bank temples', state.bank.temples);
  negative('bank walls', state.bank.walls);
  if (state.bank.coins !== null) negative('bank coins', state.bank.coins);
  for (const [r, v] of Object.entries(state.bank.cityTokens)) negative(`bank ${r} tokens`, v ?? 0);

  for (const nation of state.nations) {
    const color = ruleset.map.nations[nation].color;
    for (const unit of Object.keys(rules.unitClass)) {
      const special = ruleset.specialUnits?.[unit];
      const expected = special ? (special.ownerColor === color ? 1 : 0) : ruleset.supply.perNation[unit];
      let onBoard = 0;
      for (const region in state.units) onBoard += state.units[region][nation]?.[unit] ?? 0;
      const total = onBoard + (state.nation[nation].supply[unit] ?? 0) + (state.nation[nation].box[unit] ?? 0);
      if (total !== expected) out.push(`${nation} ${unit}: ${total} pieces, expected ${expected} (board ${onBoard})`);
    }
  }
  const cities = Object.entries(state.cities);
  const temples = cities.filter(([, c]) => c.temple).length;
  if (temples + state.bank.temples !== ruleset.supply.temples) out.push(`temples: ${temples} on the board + ${state.bank.temples} in the bank ≠ ${ruleset.supply.temples}`);
  if (ruleset.actions.build.townWall) {
    const walls = cities.filter(([, c]) => c.wall).length + state.bank.walls + state.nations.reduce((n, id) => n + state.nation[id].walls, 0);
    if (walls !== (ruleset.supply.townWalls ?? 0)) out.push(`town walls: ${walls} ≠ ${ruleset.supply.townWalls}`);
  }
  if (ruleset.supply.cityTokens) {
    for (const [resource, total] of Object.entries(ruleset.supply.cityTokens)) {
      const used = cities.filter(([, c]) => c.resource === resource).length;
      if (used + (state.bank.cityTokens[resource as 'gold'] ?? 0) !== total) out.push(`${resource} city tokens: ${used} used + ${state.bank.cityTokens[resource as 'gold']} in the bank ≠ ${total}`);
    }
  } else if (ruleset.supply.cityStonesPerNation !== undefined) {
    for (const nation of state.nations) {
      const owned = cities.filter(([, c]) => c.owner === nation).length;
      if (owned + state.nation[nation].cityStones !== ruleset.supply.cityStonesPerNation) out.push(`${nation} city stones: ${owned} + ${state.nation[nation].cityStones} ≠ ${ruleset.supply.cityStonesPerNation}`);
    }
  }
  for (const [stack, info] of Object.entries(ruleset.personages.stacks)) {
    const held = state.nations.reduce((n, id) => n + (state.nation[id].personages[stack] ?? 0), 0);
    if ((state.stacks[stack] ?? 0) < 0 || held + (state.stacks[stack] ?? 0) !== info.count) out.push(`${stack}: ${held} held + ${state.stacks[stack]} in the stack ≠ ${info.count}`);
  }
  if (ruleset.eventCards) {
    // Cards of unknown text count in the printed deck but are never in play (engine/effects/deck.ts).
    const total = deckInPlay(ruleset.eventCards.cards).length;
    const counted = state.cards.deck.length + state.cards.display.length + state.cards.discard.length + state.nations.reduce((n, id) => n + state.nation[id].hand.length, 0);
    if (counted !== total) out.push(`event cards: ${counted} ≠ ${total}`);
    if (state.cards.display.length > ruleset.eventCards.display) out.push(`display holds ${state.cards.display.length} cards`);
  }
  if (ruleset.supply.coins != null) {
    const coins = state.bank.coins! + state.nations.reduce((n, id) => n + state.nation[id].stock.coin, 0);
    if (coins > ruleset.supply.coins) out.push(`coins: ${coins} in play exceed the bank's ${ruleset.supply.coins}`);
  }
  for (const [region, byNation] of Object.entries(state.units)) {
    const classesHere = new Map<string, string>();
    for (const [nation, counts] of Object.entries(byNation)) {
      for (const [unit, n] of Object.entries(counts)) {
        if (n <= 0) out.push(`${nation} has ${n} ${unit} in ${region}`);
        const info = rules.unitClass[unit];
        if (!rules.allows[region][info.crosses]) out.push(`${nation} ${unit} stands in ${region}, which does not take ${info.crosses} units`);
        if (ruleset.actions.maneuver.battles === 'automatic') {
          const other = classesHere.get(info.base);
          if (other && other !== nation) out.push(`hostile ${info.base}s of ${other} and ${nation} share ${region}`);
          classesHere.set(info.base, nation);
        }
      }
    }
  }
  for (const [region] of cities) {
    const site = ruleset.map.regions[region];
    if (!site || (ruleset.actions.found.where === 'city-sites' && !site.citySite)) out.push(`a city stands in ${region}, which has no city site`);
  }
  return out;
}
