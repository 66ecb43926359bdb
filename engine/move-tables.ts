import { cityCanStand } from './actions/found';
import { contextOf } from './rules/context';
import { perRuleset } from './rules/per-ruleset';
import type { Ruleset } from './ruleset/types';
import type { Move } from './state/types';

/**
 * Every move object legalMoves can list that does not depend on the position, built once per ruleset and frozen:
 * move generation then picks from these tables instead of allocating a fresh object per candidate (it runs for
 * every position of every simulated game). Frozen because one object is handed out many times: a caller that wants
 * a variant of a move (a payment, losses) spreads it into a new object.
 */
export interface MoveTables {
  phaseEnd: Move;
  replyPass: Move;
  battleDemand: Move;
  battleDecline: Move;
  /** field → its move; with the production coin replaced by a chip, one move per resource. */
  rondel: Record<string, Move>;
  rondelSubstitutes: Record<string, Move[]>;
  /** The same by the field's index in the rondel's order (move generation walks the order). */
  rondelInOrder: Move[];
  rondelSubstitutesInOrder: Move[][];
  /** region → unit type → a move across each border that unit type may cross into a region that takes it. */
  unitMoves: Record<string, Record<string, Move[]>>;
  temple: Record<string, Move>;
  wall: Record<string, Move>;
  /** region → unit type → arming it there. */
  arm: Record<string, Record<string, Move>>;
  develop: Record<string, Move>;
  recruit: Record<string, Move>;
  conquer: Record<string, Move>;
  /**
   * region → founding there: one move (printed resource) or one per chosen resource; only regions where the
   * ruleset lets a city stand at all (city sites, or any land region, D-FOUND-02, A-FOUND-01), so move generation
   * never asks about the others.
   */
  found: Record<string, Move[]>;
  takeCard: Record<string, Move>;
  chipChoices: Move[];
}

export const moveTables: (ruleset: Ruleset) => MoveTables = perRuleset(build);

function frozen<M extends Move>(move: M): M {
  return Object.freeze(move);
}

function build(ruleset: Ruleset): MoveTables {
  const rules = contextOf(ruleset);
  const units = Object.keys(rules.unitClass);
  const unitMoves: MoveTables['unitMoves'] = {};
  const arm: MoveTables['arm'] = {};
  const temple: MoveTables['temple'] = {};
  const wall: MoveTables['wall'] = {};
  const conquer: MoveTables['conquer'] = {};
  const found: MoveTables['found'] = {};
  const chosen = ruleset.actions.found.resource === 'chosen';
  for (const region of rules.regionIds) {
    unitMoves[region] = {};
    arm[region] = {};
    for (const unit of units) {
      const crosses = rules.unitClass[unit].crosses;
      // D-MOV-03, D-MOV-09: a unit crosses only borders of its class, into regions that take its class.
      unitMoves[region][unit] = rules.neighbours[region].filter((n) => n[crosses] && rules.allows[n.id][crosses]).map((n) => frozen({ type: 'unit.move', from: region, to: n.id, unit }));
      arm[region][unit] = frozen({ type: 'unit.arm', region, unit });
    }
    temple[region] = frozen({ type: 'temple.build', region });
    wall[region] = frozen({ type: 'wall.build', region });
    conquer[region] = frozen({ type: 'city.conquer', region });
    if (cityCanStand(ruleset, region)) found[region] = chosen ? rules.resources.map((resource) => frozen({ type: 'city.found', region, resource })) : [frozen({ type: 'city.found', region })];
  }
  const rondel: MoveTables['rondel'] = {};
  const rondelSubstitutes: MoveTables['rondelSubstitutes'] = {};
  for (const field of ruleset.rondel.order) {
    rondel[field] = frozen({ type: 'rondel.select', field });
    rondelSubstitutes[field] = rules.resources.map((substitute) => frozen({ type: 'rondel.select', field, substitute }));
  }
  const develop: MoveTables['develop'] = {};
  for (const knowHow of rules.knowHowIds) develop[knowHow] = frozen({ type: 'knowhow.develop', knowHow });
  const recruit: MoveTables['recruit'] = {};
  for (const unit of Object.keys(ruleset.actions.research.recruit ?? {})) recruit[unit] = frozen({ type: 'unit.recruit', unit });
  const takeCard: MoveTables['takeCard'] = {};
  for (const card of Object.keys(ruleset.eventCards?.cards ?? {})) takeCard[card] = frozen({ type: 'card.take', card });
  return {
    phaseEnd: frozen({ type: 'phase.end' }),
    replyPass: frozen({ type: 'reply.pass' }),
    battleDemand: frozen({ type: 'battle.demand' }),
    battleDecline: frozen({ type: 'battle.decline' }),
    rondel,
    rondelSubstitutes,
    rondelInOrder: ruleset.rondel.order.map((field) => rondel[field]),
    rondelSubstitutesInOrder: ruleset.rondel.order.map((field) => rondelSubstitutes[field]),
    unitMoves,
    temple,
    wall,
    arm,
    develop,
    recruit,
    conquer,
    found,
    takeCard,
    chipChoices: rules.resources.map((resource) => frozen({ type: 'chip.choose', resource })),
  };
}
