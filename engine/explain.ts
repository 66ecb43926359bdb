/**
 * "Why not?": for a move the UI could offer, the reason it is not possible now, with the rule ids and the numbers
 * read from the ruleset. Not a second rules engine: the reason is applyMove's own refusal (the *Problem checks of
 * engine/actions/ and the turn gate's move/not-now); only a price that cannot be paid is spelt out further, from
 * the same price functions the mechanics settle with (which part of the price comes from which rule, and what the
 * nation holds).
 */
import { adjacentTemples } from './actions/build';
import { foundingResource } from './actions/found';
import { ownedByAnother } from './actions/research';
import { rondelSteps } from './actions/rondel';
import { applyMove } from './moves';
import { applyContext, regionName, type ApplyContext } from './rules/apply-context';
import { describePrice, describeStock, kindName, price } from './rules/payment';
import { moveCost } from './rules/payments-for';
import { contextOf } from './rules/context';
import { indexProvenance, unprintedStatus, type ProvenanceIndex } from './ruleset/provenance';
import type { Ruleset } from './ruleset/types';
import { decidingNation, nationName } from './state/selectors';
import type { GameState, Move } from './state/types';
import { compiledTurn } from './turn/compiled';
import { moveText } from './turn/move-words';

export interface Explanation {
  /** True when applyMove accepts the move as it stands. */
  possible: boolean;
  /** applyMove's error code when it is not possible (move/not-now, move/insufficient-resources, move/arm-limit…). */
  code?: string;
  /** One sentence, e.g. "a gold city in Genua costs 1 marble + 1 iron + 1 gold + 1 coin: …; you have 0 coins". */
  message: string;
  /** Rule ids the reason rests on (D-FOUND-06, D-MIL-03…), in the order the message cites them. */
  rules: string[];
}

const ruleId = /\b(?:[ADG]|AMB)-[A-Z]+-\d+[a-z]?\b|\bAMB-[A-Z]?\d+\b/g;

function rulesIn(text: string): string[] {
  return [...new Set(text.match(ruleId) ?? [])];
}

/** Why `move` is not possible now, or `{ possible: true }` when it is. */
export function explain(ruleset: Ruleset, state: GameState, move: Move): Explanation {
  const result = applyMove(ruleset, state, move);
  if (result.ok) return { possible: true, message: 'possible now', rules: [] };
  const { code, message } = result.error;
  if (code === 'move/insufficient-resources' && !('payment' in move && move.payment)) {
    const ctx = applyContext(ruleset, state, decidingNation(state), true);
    const priced = priceText(ctx, move);
    if (priced) {
      // The coin rule of the rulebook the price cites (Duellum D-COIN-01, Antike A-TURN-02).
      const coinRule = /\(A-/.test(priced) ? 'A-TURN-02' : 'D-COIN-01';
      const text = `${priced}; you have ${describeStock(ctx.state.nation[ctx.nation].stock, ruleset)} (a coin stands in for any missing chip, ${coinRule})`;
      return { possible: false, code, message: text, rules: rulesIn(text) };
    }
  }
  return { possible: false, code, message, rules: rulesIn(message) };
}

/**
 * The rule to cite for the value at `pointer`: `id` (a Duellum rule of docs/rules-spec.md) when the ruleset's own
 * provenance for that value cites the same rule family, else the rule ids that provenance cites (Antike's
 * A-FOUND-01 to A-FOUND-03 for its founding price), so a ruleset is cited by its own rulebook.
 */
function cite(ruleset: Ruleset, pointer: string, id: string): string {
  const index = provenanceOf(ruleset);
  const source = index.lookup(pointer)?.source ?? '';
  const family = id.replace(/-\d+[a-z]?$/, '');
  const cited = !source || source.includes(family) ? [id] : source.match(/\b(?:[ADG]|AMB)-[A-Z]*-?\d+[a-z]?(?: to (?:[ADG]|AMB)-[A-Z]*-?\d+[a-z]?)?/g) ?? [id];
  // A rule id beside a number reads as "printed there": a guessed price (Duellum's STRATA 5, no board we have prints
  // it, D-SCI-02) or a variant's own price says so first, as every other view marks it.
  const status = unprintedStatus(index, pointer);
  return [status && unprintedWords[status], cited.join(', ')].filter(Boolean).join('; ');
}

/** The play page asks for every listed move's price: the ruleset's provenance is indexed once, not per move. */
const provenanceIndexes = new WeakMap<Ruleset, ProvenanceIndex>();
function provenanceOf(ruleset: Ruleset): ProvenanceIndex {
  let index = provenanceIndexes.get(ruleset);
  if (!index) provenanceIndexes.set(ruleset, (index = indexProvenance(ruleset)));
  return index;
}

const unprintedWords = { estimated: 'estimated, not printed in any rulebook we have', 'house-rule': 'a house rule' } as const;

/** The values a move's price is read from: the pointers priceText cites. */
function pricePointers(ctx: ApplyContext, move: Move): string[] {
  switch (move.type) {
    case 'city.found':
      return ['/actions/found/cost', '/actions/found/sameResourceSurcharge'];
    case 'temple.build':
      return ['/actions/build/temple/cost', '/actions/build/temple/adjacentTempleSurcharge'];
    case 'wall.build':
      return ['/actions/build/townWall/cost'];
    case 'unit.arm':
      return [ctx.ruleset.specialUnits?.[move.unit] ? `/specialUnits/${move.unit}/armCost` : '/actions/arm/cost'];
    case 'knowhow.develop':
      return [`/knowHows/items/${move.knowHow}/price/${ownedByAnother(ctx, move.knowHow) ? 'later' : 'first'}`];
    case 'unit.recruit':
      return [`/actions/research/recruit/${move.unit}`];
    case 'rondel.select':
      return ['/rondel/stepCost'];
    default:
      return [];
  }
}

/**
 * Whether the price `move` pays now is a guess ('estimated') or a variant's own rule ('house-rule'), for the move
 * lists that show it ("Develop STRATA — pay 5 gold"): undefined when every value it is read from is printed or
 * follows from printed rules.
 */
export function priceStatus(ruleset: Ruleset, state: GameState, move: Move): 'estimated' | 'house-rule' | undefined {
  return unprintedStatus(provenanceOf(ruleset), ...pricePointers(applyContext(ruleset, state, decidingNation(state), true), move));
}

/** "<what> costs <price>: <why each surcharge> (rule)", from the ruleset's numbers. */
function priceText(ctx: ApplyContext, move: Move): string | undefined {
  const cost = moveCost(ctx, move);
  if (!cost) return undefined;
  const { ruleset, state } = ctx;
  const rule = (pointer: string, id: string) => cite(ruleset, pointer, id);
  const total = describePrice(cost, ruleset);
  switch (move.type) {
    case 'city.found': {
      const resource = foundingResource(ctx, move.region, move.resource)!;
      const near = ctx.rules.neighbours[move.region].filter((n) => state.cities[n.id]?.resource === resource).map((n) => regionName(ctx, n.id));
      const extra = ruleset.actions.found.sameResourceSurcharge;
      const kind = kindName(ruleset, resource);
      const what = `${article(kind)} ${kind} city in ${regionName(ctx, move.region)} costs ${total}`;
      if (!near.length || !extra) return `${what} (${rule('/actions/found/cost', 'D-FOUND-04')})`;
      return `${what}: ${describePrice(price(ruleset.actions.found.cost), ruleset)} (${rule('/actions/found/cost', 'D-FOUND-04')}), and ${near.join(' and ')} next door produce${near.length > 1 ? '' : 's'} ${kind}, ${describePrice(price(extra), ruleset)} more each (${rule('/actions/found/sameResourceSurcharge', 'D-FOUND-06')})`;
    }
    case 'temple.build': {
      const n = adjacentTemples(ctx, move.region);
      const extra = ruleset.actions.build.temple.adjacentTempleSurcharge;
      const why = n && extra ? `: ${describePrice(price(ruleset.actions.build.temple.cost), ruleset)} (${rule('/actions/build/temple/cost', 'D-TEMP-02')}) + ${describePrice(price(extra), ruleset)} for each of the ${n} temple${n > 1 ? 's' : ''} next door (${rule('/actions/build/temple/adjacentTempleSurcharge', 'D-TEMP-02')})` : ` (${rule('/actions/build/temple/cost', 'D-TEMP-02')})`;
      return `a temple in ${regionName(ctx, move.region)} costs ${total}${why}`;
    }
    case 'wall.build':
      return `a town wall costs ${total} (${rule('/actions/build/townWall/cost', 'D-WALL-01')})`;
    case 'unit.arm':
      return `arming a ${(ruleset.specialUnits?.[move.unit]?.name ?? ruleset.units[move.unit]?.name ?? move.unit).toLowerCase()} costs ${total} (${ruleset.specialUnits?.[move.unit] ? rule(`/specialUnits/${move.unit}/armCost`, 'D-VAR-02') : rule('/actions/arm/cost', 'D-MIL-01')})`;
    case 'knowhow.develop': {
      const item = ruleset.knowHows.items[move.knowHow];
      const later = ownedByAnother(ctx, move.knowHow);
      return `${item.name} costs ${total} (${later ? `the later price: another nation has it first` : 'the first price'}, ${rule(`/knowHows/items/${move.knowHow}/price/${later ? 'later' : 'first'}`, 'D-SCI-02')})`;
    }
    case 'unit.recruit':
      return `recruiting a ${(ruleset.units[move.unit]?.name ?? move.unit).toLowerCase()} costs ${total} (${rule(`/actions/research/recruit/${move.unit}`, 'D-SCI-08')})`;
    case 'rondel.select': {
      const from = state.nation[ctx.nation].rondel;
      const field = ruleset.rondel.fields[move.field].name;
      if (from === null) return `moving to ${field} costs ${total}`;
      const steps = rondelSteps(ctx, from, move.field);
      const paid = Math.max(0, steps - ruleset.rondel.freeSteps);
      return `moving to ${field} is ${steps} field${steps > 1 ? 's' : ''}: ${ruleset.rondel.freeSteps} free, then ${ruleset.rondel.stepCost} resource${ruleset.rondel.stepCost > 1 ? 's' : ''} of your choice for each of the other ${paid} (${rule('/rondel/stepCost', 'D-RON-05')}), ${total}`;
    }
    default:
      return undefined;
  }
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/**
 * What the deciding nation could do in `region` at this point of the turn and why each is not possible, for a
 * click on the map. Candidates follow the move types the turn state accepts (the turn data), so a step that has
 * nothing to do with regions answers with the turn gate's own reason.
 */
export function explainRegion(ruleset: Ruleset, state: GameState, region: string): { move?: Move; explanation: Explanation }[] {
  if (!Object.hasOwn(ruleset.map.regions, region)) return [{ explanation: { possible: false, code: 'move/unknown-region', message: `'${region}' is not a region of this map`, rules: [] } }];
  const nation = decidingNation(state);
  const turn = compiledTurn(ruleset);
  const at = turn.stateOf(state);
  const accepts = turn.accepts(at);
  const who = nationName(ruleset, nation);
  const where = ruleset.map.regions[region].name;
  if (state.result) return [{ explanation: explain(ruleset, state, { type: 'phase.end' }) }];
  const candidates: Move[] = [];
  const city = state.cities[region];
  if (accepts.has('temple.build')) candidates.push({ type: 'temple.build', region });
  if (accepts.has('wall.build') && ruleset.actions.build.townWall) candidates.push({ type: 'wall.build', region });
  if (accepts.has('unit.arm')) for (const unit of [...Object.keys(ruleset.units), ...Object.keys(ruleset.specialUnits ?? {})]) candidates.push({ type: 'unit.arm', region, unit });
  if (accepts.has('city.conquer') && city && city.owner !== nation) candidates.push({ type: 'city.conquer', region });
  if (accepts.has('city.found') && !city) {
    if (ruleset.actions.found.resource === 'chosen') for (const resource of contextOf(ruleset).resources) candidates.push({ type: 'city.found', region, resource });
    else candidates.push({ type: 'city.found', region });
  }
  if (accepts.has('unit.move')) {
    const mine = state.units[region]?.[nation] ?? {};
    const ctx = applyContext(ruleset, state, nation, true);
    for (const unit of Object.keys(mine)) {
      const to = ctx.rules.neighbours[region].find((n) => n[ctx.rules.unitClass[unit].crosses]);
      if (to) candidates.push({ type: 'unit.move', from: region, to: to.id, unit });
    }
  }
  const out = candidates.map((move) => ({ move, explanation: explain(ruleset, state, move) }));
  if (out.length) return out;
  // Nothing region-shaped is accepted now, or nothing applies here: say which step the turn is at and why.
  const info = turn.info(at);
  const title = info?.title ?? at;
  const rule = info?.rule ? ` (${info.rule})` : '';
  let message: string;
  if (accepts.has('unit.move')) message = `the ${who} have no units in ${where} to move, and no city of another nation stands there to conquer`;
  else if (accepts.has('city.found')) message = `${where} already has a city; cities are founded only on empty sites (D-FOUND-02)`;
  else if (accepts.has('unit.arm') || accepts.has('temple.build')) message = `${where} is not a city of the ${who}`;
  else {
    // The step's moves in words (a player reads "play an event card", not "card.play").
    const can = [...accepts].map(moveText);
    const list = can.length > 1 ? `${can.slice(0, -1).join(', ')} or ${can[can.length - 1]}` : can[0];
    message = `the turn is at '${title}'${rule}, which involves no region: at this step a nation may ${list ?? 'make no move'}`;
  }
  return [{ explanation: { possible: false, code: 'move/not-here', message, rules: rulesIn(message) } }];
}

/**
 * The moves of the current step that a player would look for and does not find, each with its reason: the step's
 * region moves at the nation's own cities and where its units stand, its know-hows and recruits, its rondel fields.
 * (What legalMoves leaves out, explained; a move with a payment or a choice of losses is never listed here.)
 */
export function explainMissing(ruleset: Ruleset, state: GameState): { move: Move; explanation: Explanation }[] {
  if (state.result) return [];
  const nation = decidingNation(state);
  const turn = compiledTurn(ruleset);
  const accepts = turn.accepts(turn.stateOf(state));
  const out: { move: Move; explanation: Explanation }[] = [];
  const add = (move: Move) => {
    const explanation = explain(ruleset, state, move);
    if (!explanation.possible) out.push({ move, explanation });
  };
  if (accepts.has('rondel.select')) for (const field of ruleset.rondel.order) add({ type: 'rondel.select', field });
  if (accepts.has('knowhow.develop')) for (const knowHow of Object.keys(ruleset.knowHows.items)) add({ type: 'knowhow.develop', knowHow });
  if (accepts.has('unit.recruit')) for (const unit of Object.keys(ruleset.actions.research.recruit ?? {})) add({ type: 'unit.recruit', unit });
  const regions = new Set<string>();
  if (accepts.has('temple.build') || accepts.has('wall.build') || accepts.has('unit.arm')) for (const [region, city] of Object.entries(state.cities)) if (city.owner === nation) regions.add(region);
  if (accepts.has('city.found') || accepts.has('city.conquer')) for (const region of Object.keys(state.units)) if (state.units[region][nation] && Object.keys(state.units[region][nation]).length) regions.add(region);
  for (const region of regions) {
    for (const item of explainRegion(ruleset, state, region)) {
      if (!item.move || item.explanation.possible || item.move.type === 'unit.move') continue;
      // A city site already taken is not a founding anyone looks for.
      if (item.explanation.code === 'move/site-taken' || item.explanation.code === 'move/not-own-city' || item.explanation.code === 'move/wrong-terrain') continue;
      out.push({ move: item.move, explanation: item.explanation });
    }
  }
  return out;
}
