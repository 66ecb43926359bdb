import { log, name, refuse, regionName, self, unitCount, unitsWord, type ApplyContext } from '../rules/apply-context';
import { expireModifiers, paramValue, useModifiers } from '../rules/modifiers';
import type { Move, MoveError, UnitCounts } from '../state/types';
import { addUnits, editCity, holdsMoreCities } from '../state/selectors';
import { removeCity, writableMoves } from '../state/ownership';
import { battleOnArrival, battlePairs, fight, loseUnit } from './battle';
import { playableCopies } from '../rules/card-rules';
import { countTurnEvent, noteCityLoser, noteRepelled } from '../state/turn-parts';

/** Starts a maneuver: every unit of the nation gets its moves for this turn ('<unit>.moves', D-MOV-04, A-MAN-02). */
export function startManeuver(ctx: ApplyContext): void {
  const { state, ruleset, rules, nation } = ctx;
  state.turn.phase = 'movement';
  // A map from the start in V8's dictionary mode (no prototype): regions join it one by one in every order a game
  // can take, and as an object of shapes it sent every lookup of the moves left through V8's megamorphic path
  // (random Duellum games on the simulation path ran 7-12% faster this way). JSON and copies see a plain map.
  state.turn.movesLeft = Object.create(null);
  const movesByBase: Record<string, number> = {};
  for (const base of rules.regularUnits) {
    movesByBase[base] = paramValue(ruleset, state, nation, rules.movesParam[base], ruleset.units[base].moves);
    useModifiers(state, nation, rules.movesParam[base]);
  }
  // Regions in the units map's order: the moves left keep it, and move generation lists unit moves in it.
  if (ctx.board) {
    const held = ctx.board.regionsHeldBy(nation);
    for (let i = 0; i < held.length; i++) giveMoves(ctx, held[i], movesByBase);
  } else for (const region in state.units) giveMoves(ctx, region, movesByBase);
}

function giveMoves(ctx: ApplyContext, region: string, movesByBase: Record<string, number>): void {
  const counts = ctx.state.units[region][ctx.nation];
  if (!counts) return;
  const byUnit: Record<string, number[]> = {};
  for (const unit in counts) byUnit[unit] = new Array(counts[unit]).fill(movesByBase[ctx.rules.unitClass[unit].base]);
  ctx.state.turn.movesLeft[region] = byUnit;
}

function maxMoves(list: number[] | undefined): number {
  let best = 0;
  for (const m of list ?? []) if (m > best) best = m;
  return best;
}

export function moveProblem(ctx: ApplyContext, from: string, to: string, unit: string): MoveError | undefined {
  const { rules, state } = ctx;
  if (state.turn.phase === 'conquest') return refuse('move/after-conquest', 'movement is over once conquest has begun: move first, then conquer (D-MOV-01, A-MAN-01)');
  if (state.turn.phase !== 'movement') return refuse('move/wrong-phase', 'units move only during a maneuver action');
  const info = rules.unitClass[unit];
  if (!info) return refuse('move/unknown-unit', `'${unit}' is not a unit type`);
  if (!rules.neighbours[from]) return refuse('move/unknown-region', `'${from}' is not a region of this map`);
  if ((state.units[from]?.[ctx.nation]?.[unit] ?? 0) <= 0) return refuse('move/no-unit', `you have no ${unit} in ${regionName(ctx, from)}`);
  if (maxMoves(state.turn.movesLeft[from]?.[unit]) < 1) return refuse('move/no-moves-left', `every ${unit} in ${regionName(ctx, from)} has used its moves this turn (D-MOV-04, A-MAN-02)`);
  const border = Object.hasOwn(rules.border[from], to) ? rules.border[from][to] : undefined;
  if (!border) return refuse('move/not-adjacent', `${regionName(ctx, to)} does not border ${regionName(ctx, from)}`);
  if (!border[info.crosses] || !rules.allows[to][info.crosses]) {
    return refuse('move/wrong-border', `a ${unit} crosses only ${info.crosses === 'land' ? 'red' : 'blue'} and red-blue borders; ${regionName(ctx, from)}–${regionName(ctx, to)} is not one (D-MOV-03, D-MOV-09)`);
  }
  return undefined;
}

/** Moves one unit across one border; battles follow the ruleset (automatic, or on demand of those entered). */
export function moveUnit(ctx: ApplyContext, move: Extract<Move, { type: 'unit.move' }>): MoveError | undefined {
  const problem = moveProblem(ctx, move.from, move.to, move.unit);
  if (problem) return problem;
  const { state } = ctx;
  const list = writableMoves(state, move.from, move.unit);
  let best = 0;
  for (let i = 1; i < list.length; i++) if (list[i] > list[best]) best = i;
  const remaining = list[best] - 1;
  list.splice(best, 1);
  // Whose region the unit enters is read before it arrives (and before any battle there): a city or units of theirs.
  // Only where a card in play replies to movement (a per-ruleset flag): unit moves are the hottest path of a game.
  const holders = ctx.rules.movementReplies ? state.nations.filter((n) => n !== ctx.nation && (state.cities[move.to]?.owner === n || !!state.units[move.to]?.[n])) : [];
  addUnits(state, move.from, ctx.nation, move.unit, -1);
  addUnits(state, move.to, ctx.nation, move.unit, 1);
  // The hottest move of a game: its log line is not even built on the simulation path, which keeps no log.
  if (!ctx.quiet) log(ctx, 'unit.move', `moved a ${move.unit} from ${regionName(ctx, move.from)} to ${regionName(ctx, move.to)}`, { from: move.from, to: move.to, unit: move.unit });
  if (ctx.ruleset.actions.maneuver.battles === 'automatic') {
    if (!battleOnArrival(ctx, move.to, move.unit)) return undefined;
  }
  writableMoves(state, move.to, move.unit).push(remaining);
  // A card played in reply to the movement (house rule): offered while the entering unit still stands there.
  for (const holder of holders) {
    if (movementReplyCards(ctx, holder).length) state.pending.push({ kind: 'reply-to-movement', nation: holder, region: move.to, unit: move.unit, from: move.from });
  }
  if (ctx.ruleset.actions.maneuver.battles === 'on-demand') {
    // A-MAN-07: a nation whose region is entered may demand a battle right then.
    const base = ctx.rules.unitClass[move.unit].base;
    for (const other of state.nations) {
      if (other !== ctx.nation && battlePairs(ctx, move.to, ctx.nation, other, base) > 0) {
        state.pending.push({ kind: 'battle-demand', nation: other, region: move.to, unit: base, entering: ctx.nation });
      }
    }
  }
  return undefined;
}

export function answerBattleDemand(ctx: ApplyContext, demand: boolean): void {
  const decision = ctx.state.pending.shift();
  if (decision?.kind !== 'battle-demand') return;
  if (!demand) {
    if (!ctx.quiet) log(ctx, 'battle.decline', `let ${name(ctx, decision.entering)} pass through ${regionName(ctx, decision.region)}`);
    return;
  }
  const pairs = battlePairs(ctx, decision.region, decision.entering, ctx.nation, decision.unit);
  if (pairs > 0) fight(ctx, decision.region, decision.entering, ctx.nation, decision.unit, ctx.ruleset.actions.maneuver.battlePairs === 'chosen' ? 1 : pairs);
}

/** City defence (D-CONQ-03, A-CONQ-02): 1 or 3, the owner's units, a wall, 'city.defense' modifiers, special units. */
export function cityDefense(ctx: ApplyContext, region: string): number {
  const { state, ruleset, rules } = ctx;
  const city = state.cities[region];
  const rule = ruleset.actions.maneuver.conquest;
  let defense = city.temple ? rule.templeDefense : rule.baseDefense;
  for (const [unit, count] of Object.entries(state.units[region]?.[city.owner] ?? {})) if (!rules.unitClass[unit].special) defense += count;
  if (city.wall) defense += ruleset.actions.build.townWall?.defense ?? 0;
  defense = paramValue(ruleset, state, city.owner, 'city.defense', 0) + defense;
  // AMB-D08: a special unit is a ±1 modifier, never counted as a unit.
  for (const [nation, counts] of Object.entries(state.units[region] ?? {})) {
    for (const unit in counts) {
      const special = ruleset.specialUnits?.[unit];
      if (!special) continue;
      if (nation === city.owner) defense += special.conquestModifier ?? 0;
      else if (nation === ctx.nation) defense -= special.conquestModifier ?? 0;
    }
  }
  return Math.max(0, defense);
}

/** The attacker's units that can take part: all in the region (D-CONQ-04), or only those with a move left (A-CONQ-01). */
export function availableAttackers(ctx: ApplyContext, region: string): UnitCounts {
  const out: UnitCounts = {};
  for (const [unit, count] of Object.entries(ctx.state.units[region]?.[ctx.nation] ?? {})) {
    if (ctx.rules.unitClass[unit].special) continue;
    const usable = ctx.ruleset.actions.maneuver.conquest.requiresMovesLeft ? (ctx.state.turn.movesLeft[region]?.[unit] ?? []).filter((m) => m >= 1).length : count;
    if (usable > 0) out[unit] = usable;
  }
  return out;
}

function total(counts: UnitCounts): number {
  let n = 0;
  for (const k in counts) n += counts[k];
  return n;
}

export function conquestProblem(ctx: ApplyContext, region: string, abandon?: string): MoveError | undefined {
  const { state, ruleset } = ctx;
  if (state.turn.phase !== 'movement' && state.turn.phase !== 'conquest') return refuse('move/wrong-phase', 'cities are conquered only during a maneuver action (D-CONQ-12)');
  const city = state.cities[region];
  if (!city) return refuse('move/no-city', `there is no city in ${regionName(ctx, region)}`);
  if (city.owner === ctx.nation) return refuse('move/own-city', `${regionName(ctx, region)} is already yours`);
  if (state.turn.repelled?.includes(region)) return refuse('move/repelled', `the conquest of ${regionName(ctx, region)} failed this turn; you may try other cities (D-EV-09, AMB-D07)`);
  if (ruleset.actions.maneuver.conquest.lastCityProtected && !holdsMoreCities(state, city.owner, 1)) return refuse('move/last-city', `${regionName(ctx, region)} is ${name(ctx, city.owner)}'s last city, which cannot be conquered (A-CONQ-08)`);
  const defense = cityDefense(ctx, region);
  const attackers = total(availableAttackers(ctx, region));
  if (attackers < defense) {
    const standing = ruleset.actions.maneuver.conquest.requiresMovesLeft ? ' with a maneuver action left (A-CONQ-01)' : '';
    return refuse('move/too-weak', `${regionName(ctx, region)} has defence ${defense}; you have ${unitsWord(attackers)}${standing} there (D-CONQ-02)`);
  }
  if (ruleset.supply.cityStonesPerNation !== undefined && self(ctx).cityStones <= 0) {
    if (ruleset.actions.maneuver.conquest.outOfCityStones !== 'abandon-founded-city') return refuse('move/no-city-stones', 'all your city stones are in use');
    const given = abandon ? state.cities[abandon] : undefined;
    if (!abandon || !given || given.owner !== ctx.nation || !given.founded) return refuse('move/no-city-stones', `all your city stones are in use; name a city you founded to give up ("abandon") and reuse its stone (A-CONQ-07)`);
  }
  return undefined;
}

export function conquer(ctx: ApplyContext, move: Extract<Move, { type: 'city.conquer' }>): MoveError | undefined {
  const problem = conquestProblem(ctx, move.region, move.abandon);
  if (problem) return problem;
  if (move.losses) {
    const lossProblem = checkLosses(ctx, move.region, move.losses, cityDefense(ctx, move.region));
    if (lossProblem) return lossProblem;
  }
  const { state } = ctx;
  state.turn.phase = 'conquest';
  const owner = state.cities[move.region].owner;
  const reply = replyCard(ctx, owner);
  if (reply) {
    // D-EV-09: the defender may answer with Fortress before the conquest is resolved.
    state.pending.push({ kind: 'reply-to-conquest', nation: owner, region: move.region, ...(move.losses ? { units: move.losses } : {}), ...(move.abandon ? { abandon: move.abandon } : {}) });
    if (!ctx.quiet) log(ctx, 'city.conquer', `attacked ${regionName(ctx, move.region)}; ${name(ctx, owner)} may reply`, { region: move.region });
    return undefined;
  }
  resolveConquest(ctx, move.region, move.losses, move.abandon);
  return undefined;
}

function checkLosses(ctx: ApplyContext, region: string, losses: UnitCounts, defense: number): MoveError | undefined {
  const available = availableAttackers(ctx, region);
  for (const [unit, n] of Object.entries(losses)) {
    if (!Number.isInteger(n) || n < 0) return refuse('move/bad-losses', 'losses must be whole numbers');
    if (n > (available[unit] ?? 0)) return refuse('move/bad-losses', `you can give up only ${unitCount(ctx.ruleset, unit, available[unit] ?? 0)} in ${regionName(ctx, region)}`);
  }
  if (total(losses) !== defense) return refuse('move/bad-losses', `a conquest of defence ${defense} costs exactly ${unitsWord(defense)}, not ${total(losses)} (D-CONQ-05)`);
  return undefined;
}

/** Cards a nation holds and may play now in reply to an opponent's movement into its region. */
export function movementReplyCards(ctx: ApplyContext, holder: string): string[] {
  const cards = ctx.ruleset.eventCards?.cards;
  if (!cards) return [];
  return [...new Set(ctx.state.nation[holder].hand)].filter((card) => cards[card]?.play.when === 'reply-to-movement' && playableCopies(ctx.ruleset, ctx.state, holder, card) > 0);
}

/** A card the defender holds and may play in reply to a conquest now. */
export function replyCard(ctx: ApplyContext, defender: string): string | undefined {
  const cards = ctx.ruleset.eventCards?.cards;
  if (!cards) return undefined;
  return ctx.state.nation[defender].hand.find((card) => cards[card]?.play.when === 'reply-to-conquest' && playableCopies(ctx.ruleset, ctx.state, defender, card) > 0);
}

/**
 * Resolves a conquest (D-CONQ-05..09, A-CONQ-03..05): the attacker gives up units equal to the defence, the
 * defender's units in the region are lost, a temple returns to the bank and earns a general, a wall returns
 * to its owner, and the city changes hands. With too few units after a reply card, nothing happens (D-EV-09).
 */
export function resolveConquest(ctx: ApplyContext, region: string, losses?: UnitCounts, abandon?: string): void {
  const { state, ruleset } = ctx;
  const city = state.cities[region];
  const owner = city.owner;
  const defense = cityDefense(ctx, region);
  useModifiers(state, owner, 'city.defense');
  const available = availableAttackers(ctx, region);
  if (total(available) < defense) {
    if (!ctx.quiet) log(ctx, 'city.conquer-failed', `could not take ${regionName(ctx, region)} (its defence rose to ${defense}; all units stayed)`, { region, defense });
    noteRepelled(state.turn, region);
    expireModifiers(state, 'end-of-conquest');
    return;
  }
  const toLose = losses && total(losses) === defense ? losses : defaultLosses(available, defense);
  for (const [unit, n] of Object.entries(toLose)) for (let i = 0; i < n; i++) loseUnitWithMoves(ctx, region, unit);
  for (const [unit, n] of Object.entries({ ...(state.units[region]?.[owner] ?? {}) })) {
    if (ctx.rules.unitClass[unit].special && ruleset.specialUnits?.[unit]?.survivesConquest !== false) continue;
    for (let i = 0; i < n; i++) loseUnit(ctx, region, owner, unit);
  }
  let extra = '';
  const taken = editCity(state, region);
  if (taken.temple) {
    taken.temple = false;
    state.bank.temples++;
    countTurnEvent(state.turn, 'temple-destroyed');
    extra += ', destroying its temple';
  }
  if (taken.wall) {
    taken.wall = false;
    state.nation[owner].walls++;
    extra += ', its town wall returned to ' + name(ctx, owner);
  }
  if (ruleset.supply.cityStonesPerNation !== undefined) {
    const attacker = self(ctx);
    if (attacker.cityStones <= 0 && abandon) {
      // A-CONQ-07: the abandoned site becomes empty; its temple goes back to the bank like any removed temple.
      if (state.cities[abandon].temple) state.bank.temples++;
      if (state.cities[abandon].wall) state.nation[ctx.nation].walls++;
      removeCity(state, abandon);
      attacker.cityStones++;
      extra += `, giving up ${regionName(ctx, abandon)} for the stone`;
    }
    attacker.cityStones--;
    state.nation[owner].cityStones++;
  }
  taken.owner = ctx.nation;
  taken.founded = false;
  noteCityLoser(state.turn, owner);
  expireModifiers(state, 'end-of-conquest');
  if (!ctx.quiet) log(ctx, 'city.conquer', `conquered ${regionName(ctx, region)} from ${name(ctx, owner)} (defence ${defense})${extra}`, { region, from: owner, defense });
}

/** Default choice of units to give up: the most numerous type first. */
function defaultLosses(available: UnitCounts, defense: number): UnitCounts {
  const left = { ...available };
  const out: UnitCounts = {};
  for (let i = 0; i < defense; i++) {
    const unit = Object.keys(left).sort((a, b) => left[b] - left[a] || a.localeCompare(b))[0];
    out[unit] = (out[unit] ?? 0) + 1;
    left[unit]--;
  }
  return out;
}

/** Removes a unit that took part in a conquest: where a move is needed, one that still has a move (A-CONQ-03). */
function loseUnitWithMoves(ctx: ApplyContext, region: string, unit: string): void {
  if (ctx.ruleset.actions.maneuver.conquest.requiresMovesLeft && ctx.state.turn.movesLeft[region]?.[unit]) {
    const moves = writableMoves(ctx.state, region, unit);
    let pick = -1;
    for (let i = 0; i < moves.length; i++) if (moves[i] >= 1 && (pick < 0 || moves[i] < moves[pick])) pick = i;
    moves.splice(pick, 1);
    loseUnit(ctx, region, ctx.nation, unit, false);
  } else loseUnit(ctx, region, ctx.nation, unit);
}

