import type { Modifier, Resource, RondelField, Ruleset } from '../ruleset/types';
import { copiesInPlay } from '../effects/deck';
import { perRuleset } from './per-ruleset';

/** Derived, read-only lookups for one ruleset, computed once: the hot paths never rescan the ruleset. */
export interface RulesContext {
  ruleset: Ruleset;
  regionIds: string[];
  /** region → neighbours with the border type. */
  neighbours: Record<string, { id: string; land: boolean; sea: boolean }[]>;
  /** region → neighbour → the border between them (each unit move asks for its border). */
  border: Record<string, Record<string, { id: string; land: boolean; sea: boolean }>>;
  /** region → which unit movement classes may stand there. */
  allows: Record<string, { land: boolean; sea: boolean }>;
  fieldIndex: Record<string, number>;
  /** Know-hows that open a bank trade (D-KH-05, Commercium), in the ruleset's order. */
  tradeKnowHows: string[];
  /** param → know-how → that know-how's modifiers of the param (paramValue looks only at these). */
  knowHowModifiers: Record<string, Record<string, Modifier[]>>;
  /** The rondel's fields in its order (ruleset.rondel.order), for loops that would look each one up by id. */
  fields: RondelField[];
  /** Unit types a nation moves: the regular types plus special units (which move and fight as their type). */
  unitClass: Record<string, { base: string; crosses: 'land' | 'sea'; special: boolean }>;
  regularUnits: string[];
  /** Regular unit type → the name of its moves parameter ('<unit>.moves', D-MOV-04), built once. */
  movesParam: Record<string, string>;
  specialUnits: string[];
  knowHowIds: string[];
  stacks: string[];
  /** Each stack with its award rule, in the order of stacks (the end of every turn walks them, D-PERS). */
  stackAwards: { stack: string; award: Ruleset['personages']['stacks'][string]['award'] }[];
  /** The resource kinds the ruleset declares (/economy/resources), in declared order (D-COMP-06, A-COMP-06). */
  resources: Resource[];
  /** The kinds and 'coin': what a stock holds and a payment may name. */
  currencies: string[];
  hasEvents: boolean;
  /** Whether any card in play is played in reply to a movement (only then does a unit move ask the nations it enters). */
  movementReplies: boolean;
}

export const contextOf: (ruleset: Ruleset) => RulesContext = perRuleset(buildContext);

function buildContext(ruleset: Ruleset): RulesContext {
  const regionIds = Object.keys(ruleset.map.regions);
  const resources = Object.keys(ruleset.economy.resources);
  const neighbours: RulesContext['neighbours'] = {};
  const allows: RulesContext['allows'] = {};
  for (const id of regionIds) {
    const region = ruleset.map.regions[id];
    neighbours[id] = Object.entries(region.borders).map(([other, type]) => ({ id: other, land: type !== 'blue', sea: type !== 'red' }));
    // D-MIL-07, A-ARM-04: what a region takes follows from its borders (an island city with only blue borders takes only galleys).
    allows[id] = { land: neighbours[id].some((n) => n.land), sea: neighbours[id].some((n) => n.sea) };
  }
  const unitClass: RulesContext['unitClass'] = {};
  for (const [id, unit] of Object.entries(ruleset.units)) unitClass[id] = { base: id, crosses: unit.crosses, special: false };
  for (const [id, special] of Object.entries(ruleset.specialUnits ?? {})) {
    unitClass[id] = { base: special.fightsAs, crosses: ruleset.units[special.fightsAs].crosses, special: true };
  }
  const border: RulesContext['border'] = {};
  for (const id of regionIds) border[id] = Object.fromEntries(neighbours[id].map((n) => [n.id, n]));
  return {
    ruleset,
    regionIds,
    neighbours,
    border,
    allows,
    fieldIndex: Object.fromEntries(ruleset.rondel.order.map((id, i) => [id, i])),
    fields: ruleset.rondel.order.map((id) => ruleset.rondel.fields[id]),
    knowHowModifiers: modifiersByParam(ruleset),
    tradeKnowHows: Object.keys(ruleset.knowHows.items).filter((k) => ruleset.knowHows.items[k].trade),
    unitClass,
    regularUnits: Object.keys(ruleset.units),
    movesParam: Object.fromEntries(Object.keys(ruleset.units).map((unit) => [unit, `${unit}.moves`])),
    specialUnits: Object.keys(ruleset.specialUnits ?? {}),
    knowHowIds: Object.keys(ruleset.knowHows.items),
    stacks: ruleset.personages.order.filter((id) => ruleset.personages.stacks[id]),
    stackAwards: ruleset.personages.order.filter((id) => ruleset.personages.stacks[id]).map((stack) => ({ stack, award: ruleset.personages.stacks[stack].award })),
    resources,
    currencies: [...resources, 'coin'],
    hasEvents: !!ruleset.eventCards && Object.values(ruleset.eventCards.cards).some((c) => copiesInPlay(c) > 0),
    movementReplies: !!ruleset.eventCards && Object.values(ruleset.eventCards.cards).some((c) => copiesInPlay(c) > 0 && c.play.when === 'reply-to-movement'),
  };
}

function modifiersByParam(ruleset: Ruleset): RulesContext['knowHowModifiers'] {
  const out: RulesContext['knowHowModifiers'] = {};
  for (const [knowHow, item] of Object.entries(ruleset.knowHows.items)) {
    for (const modifier of item.modifiers ?? []) ((out[modifier.param] ??= {})[knowHow] ??= []).push(modifier);
  }
  return out;
}
