/**
 * The public position builder: a scenario document (schemas/scenario.schema.json) states a position in game
 * terms, and buildScenario checks it against the ruleset and turns it into a consistent state, so a designer, a
 * teacher or a test sets up "Romans with 4 cities and a card in hand" without editing engine internals. Every
 * problem is a diagnostic with the JSON pointer of the scenario field and the fix; nothing is built then.
 *
 * Consistency: pieces on the board come out of the pools they are counted in (units from the supply, temples from
 * the bank, city stones or tokens from their pool, cards from the deck), and a pool that would go below zero is
 * reported, so the state is one a real game could hold.
 */
import { copiesInPlay } from './effects/deck';
import { applyMove } from './moves';
import { contextOf } from './rules/context';
import { at, issue } from './ruleset/checks/check';
import { schemaDiagnostics } from './ruleset/schema-diagnostics';
import { getValidator } from './ruleset/schemas';
import type { Diagnostic, Ruleset, Scenario } from './ruleset/types';

export type { Scenario };
import { createGame, emptyStock } from './state/create';
import type { GameState } from './state/types';

export type ScenarioResult = { ok: true; state: GameState; diagnostics: Diagnostic[] } | { ok: false; diagnostics: Diagnostic[] };

export function buildScenario(ruleset: Ruleset, document: unknown): ScenarioResult {
  const validate = getValidator('scenario');
  if (!validate(document)) return { ok: false, diagnostics: schemaDiagnostics(validate.errors) };
  const doc = document as Scenario;
  const out: Diagnostic[] = [];
  const fail = () => ({ ok: false as const, diagnostics: out });
  const warnings = () => out.filter((d) => d.severity !== 'error');

  if (doc.ruleset !== ruleset.id) out.push(issue('scenario/ruleset', '/ruleset', `this scenario is for '${doc.ruleset}', but it is being built with '${ruleset.id}'`, 'warning'));
  const created = createGame(ruleset, { seed: doc.seed ?? 1, players: doc.players });
  if (!created.ok) return { ok: false, diagnostics: [issue(created.error.code, '/players', created.error.message)] };
  const state = created.state;
  const rules = contextOf(ruleset);
  const nations = state.nations;
  const nationOk = (n: string, pointer: string) => nations.includes(n) || void out.push(issue('scenario/unknown-nation', pointer, `'${n}' is not a nation in this game; nations: ${nations.join(', ')}`));
  const units = Object.keys(rules.unitClass);
  const cards = ruleset.eventCards?.cards ?? {};

  // Whose turn: rotate the order so the nation on turn is first.
  if (!nationOk(doc.turn.nation, '/turn/nation')) return fail();
  const first = nations.indexOf(doc.turn.nation);
  state.nations = [...nations.slice(first), ...nations.slice(0, first)];

  if (doc.blank) {
    for (const [region, city] of Object.entries(state.cities)) {
      if (ruleset.supply.cityTokens) state.bank.cityTokens[city.resource] = (state.bank.cityTokens[city.resource] ?? 0) + 1;
      else state.nation[city.owner].cityStones++;
      if (city.temple) state.bank.temples++;
      delete state.cities[region];
    }
    for (const [, byNation] of Object.entries(state.units)) {
      for (const [n, byUnit] of Object.entries(byNation)) for (const [u, c] of Object.entries(byUnit)) state.nation[n].supply[u] = (state.nation[n].supply[u] ?? 0) + c;
    }
    state.units = {};
    for (const n of nations) state.nation[n].stock = emptyStock(ruleset);
  }

  for (const [region, city] of Object.entries(doc.cities ?? {})) {
    const p = at('/cities', region);
    const site = ruleset.map.regions[region];
    if (!site) { out.push(issue('scenario/unknown-region', p, `'${region}' is not a region of this map`)); continue; }
    // Where cities may stand is the founding rule's (D-FOUND-02, A-FOUND): city sites, or any land region.
    if (ruleset.actions.found.where === 'city-sites' ? !site.citySite : site.kind === 'sea') { out.push(issue('scenario/no-city-site', p, `${site.name} cannot hold a city in this game (${ruleset.actions.found.where === 'city-sites' ? 'it has no city site' : 'it is sea'})`)); continue; }
    if (!nationOk(city.owner, at(p, 'owner'))) continue;
    const resource = city.resource ?? site.citySite?.resource;
    if (!resource) { out.push(issue('scenario/city-resource', p, `${site.name} has no printed resource: add "resource" (${Object.keys(ruleset.economy.resources).join(', ')})`)); continue; }
    if (!Object.hasOwn(ruleset.economy.resources, resource)) { out.push(issue('scenario/unknown-resource', at(p, 'resource'), `'${resource}' is not a resource of this ruleset; declare it in /economy/resources or use one of ${Object.keys(ruleset.economy.resources).join(', ')}`)); continue; }
    const previous = state.cities[region];
    if (previous) {
      if (ruleset.supply.cityTokens) state.bank.cityTokens[previous.resource] = (state.bank.cityTokens[previous.resource] ?? 0) + 1;
      else state.nation[previous.owner].cityStones++;
      if (previous.temple) state.bank.temples++;
    }
    state.cities[region] = { owner: city.owner, resource, temple: !!city.temple, wall: !!city.wall, founded: city.founded ?? true };
    if (ruleset.supply.cityTokens) {
      state.bank.cityTokens[resource] = (state.bank.cityTokens[resource] ?? 0) - 1;
      if (state.bank.cityTokens[resource]! < 0) out.push(issue('scenario/too-many-cities', p, `there are no more ${resource} city tokens for ${site.name}`));
    } else if (--state.nation[city.owner].cityStones < 0) out.push(issue('scenario/too-many-cities', p, `the ${city.owner} have no city stone left for ${site.name}`));
    if (city.temple && --state.bank.temples < 0) out.push(issue('scenario/too-many-temples', at(p, 'temple'), `the bank has no temple left for ${site.name}`));
    if (city.wall && !ruleset.actions.build.townWall) out.push(issue('scenario/no-town-walls', at(p, 'wall'), 'this game has no town walls'));
  }

  for (const [region, byNation] of Object.entries(doc.units ?? {})) {
    const p = at('/units', region);
    if (!ruleset.map.regions[region]) { out.push(issue('scenario/unknown-region', p, `'${region}' is not a region of this map`)); continue; }
    for (const [n, byUnit] of Object.entries(byNation)) {
      if (!nationOk(n, at(p, n))) continue;
      for (const [unit, count] of Object.entries(byUnit)) {
        const q = at(p, n, unit);
        const info = rules.unitClass[unit];
        if (!info) { out.push(issue('scenario/unknown-unit', q, `'${unit}' is not a unit type; types: ${units.join(', ')}`)); continue; }
        if (!rules.allows[region][info.crosses]) { out.push(issue('scenario/wrong-terrain', q, `a ${unit} cannot stand in ${ruleset.map.regions[region].name}: it has no ${info.crosses === 'sea' ? 'sea' : 'land'} border`)); continue; }
        const me = state.nation[n];
        // Pieces come from the supply; special units start in the recruitment box (D-VAR-01).
        const fromSupply = Math.min(count, me.supply[unit] ?? 0);
        me.supply[unit] = (me.supply[unit] ?? 0) - fromSupply;
        const rest = count - fromSupply;
        if (rest > 0 && (me.box[unit] ?? 0) >= rest) me.box[unit] -= rest;
        else if (rest > 0) { out.push(issue('scenario/too-many-units', q, `the ${n} have only ${fromSupply} more ${unit}(s) in their supply`)); continue; }
        ((state.units[region] ??= {})[n] ??= {})[unit] = (state.units[region]?.[n]?.[unit] ?? 0) + count;
      }
    }
    const present = Object.keys(state.units[region] ?? {});
    if (present.length > 1) out.push(issue('scenario/armies-meet', p, `units of ${present.join(' and ')} share ${ruleset.map.regions[region].name}; in play they would have fought (D-MOV-04)`, 'warning'));
  }

  const taken = new Map<string, number>();
  const takeCard = (card: string, pointer: string) => {
    if (!Object.hasOwn(cards, card)) return void out.push(issue('scenario/unknown-card', pointer, `'${card}' is not an event card of this game; cards: ${Object.keys(cards).join(', ')}`));
    const n = (taken.get(card) ?? 0) + 1;
    taken.set(card, n);
    if (n > copiesInPlay(cards[card])) return void out.push(issue('scenario/card-not-in-play', pointer, copiesInPlay(cards[card]) ? `the deck has only ${copiesInPlay(cards[card])} ${cards[card].name}` : `${cards[card].name} is not in play (copies 0 or its text unknown); a variant must supply it first`));
  };

  for (const [n, holdings] of Object.entries(doc.nations ?? {})) {
    const p = at('/nations', n);
    if (!nationOk(n, p)) continue;
    const me = state.nation[n];
    if (holdings.stock) {
      // Stocks hold the ruleset's resource kinds and coins only (/economy/resources).
      for (const c of Object.keys(holdings.stock)) if (c !== 'coin' && !Object.hasOwn(ruleset.economy.resources, c)) out.push(issue('scenario/unknown-resource', at(p, 'stock', c), `'${c}' is not a resource of this ruleset; declare it in /economy/resources or use one of ${Object.keys(ruleset.economy.resources).join(', ')}`));
      me.stock = { ...emptyStock(ruleset) };
      for (const [c, n] of Object.entries(holdings.stock)) me.stock[c] = n ?? 0;
    }
    if (holdings.rondel !== undefined) {
      if (holdings.rondel !== null && !Object.hasOwn(ruleset.rondel.fields, holdings.rondel)) out.push(issue('scenario/unknown-field', at(p, 'rondel'), `'${holdings.rondel}' is not a rondel field; fields: ${ruleset.rondel.order.join(', ')}`));
      else me.rondel = holdings.rondel;
    }
    (holdings.knowHows ?? []).forEach((k, i) => {
      if (!Object.hasOwn(ruleset.knowHows.items, k)) out.push(issue('scenario/unknown-know-how', at(p, 'knowHows', i), `'${k}' is not a know-how; know-hows: ${Object.keys(ruleset.knowHows.items).join(', ')}`));
    });
    if (holdings.knowHows) me.knowHows = holdings.knowHows.filter((k) => Object.hasOwn(ruleset.knowHows.items, k));
    for (const [unit, count] of Object.entries(holdings.box ?? {})) {
      if (!rules.unitClass[unit]) { out.push(issue('scenario/unknown-unit', at(p, 'box', unit), `'${unit}' is not a unit type; types: ${units.join(', ')}`)); continue; }
      const had = me.box[unit] ?? 0;
      me.supply[unit] = (me.supply[unit] ?? 0) + had - count;
      me.box[unit] = count;
      if (me.supply[unit] < 0) out.push(issue('scenario/too-many-units', at(p, 'box', unit), `the ${n} do not have ${count} ${unit}s for the box`));
    }
    if (holdings.walls !== undefined) me.walls = holdings.walls;
    if (holdings.hand) {
      holdings.hand.forEach((c, i) => takeCard(c, at(p, 'hand', i)));
      me.hand = holdings.hand.slice();
    }
  }
  if (doc.display) {
    const size = ruleset.eventCards?.display ?? 0;
    if (doc.display.length > size) out.push(issue('scenario/display-size', '/display', `the display holds ${size} cards, not ${doc.display.length}`));
    doc.display.forEach((c, i) => takeCard(c, at('/display', i)));
  }
  if (doc.bankCoins !== undefined) state.bank.coins = doc.bankCoins;
  if (out.some((d) => d.severity === 'error')) return fail();

  // The cards stated are taken from deck and display; the rest of the deck keeps the seed's order.
  if (ruleset.eventCards) {
    const pool = [...state.cards.display, ...state.cards.deck];
    for (const [card, n] of taken) for (let i = 0; i < n; i++) pool.splice(pool.indexOf(card), 1);
    state.cards.display = doc.display ? doc.display.slice() : pool.splice(0, ruleset.eventCards.display);
    state.cards.deck = pool;
  }

  const active = state.nations[0];
  state.turn = { ...state.turn, active: 0, round: doc.turn.round ?? state.turn.round, phase: 'rondel', field: undefined, armable: { ...state.nation[active].box }, armedAt: {}, developed: [], events: {}, cityLosers: [], movesLeft: {}, cardsTaken: {} };
  state.pending = [];

  if (doc.turn.field !== undefined) {
    const field = doc.turn.field;
    if (!Object.hasOwn(ruleset.rondel.fields, field)) return { ok: false, diagnostics: [...out, issue('scenario/unknown-field', '/turn/field', `'${field}' is not a rondel field; fields: ${ruleset.rondel.order.join(', ')}`)] };
    // The stone steps onto the field from the one before it (always within the free steps), and its action begins.
    const order = ruleset.rondel.order;
    state.nation[active].rondel = order[(order.indexOf(field) - 1 + order.length) % order.length];
    const moved = applyMove(ruleset, state, { type: 'rondel.select', field });
    if (!moved.ok) return { ok: false, diagnostics: [...out, issue('scenario/field', '/turn/field', `the turn cannot start on ${field}: ${moved.error.message}`)] };
    return { ok: true, state: moved.state, diagnostics: warnings() };
  }
  return { ok: true, state, diagnostics: warnings() };
}
