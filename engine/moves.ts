import { armPrice, armProblem, armSource, armUnit, hasArmRoom } from './actions/arm';
import { fightOnDemand, battlePairs } from './actions/battle';
import { buildTemple, buildWall, templePrice, templeProblem, wallProblem } from './actions/build';
import { answerEffectChoice, passReply, playCard, takeCard } from './actions/cards';
import { dropImpossibleCardDecisions, playableCopies, timingAllows } from './rules/card-rules';
import { foundCity, foundingPrice, foundingProblem, foundingResource } from './actions/found';
import { answerBattleDemand, conquer, conquestProblem, movementReplyCards, moveUnit } from './actions/maneuver';
import { developKnowHow, developProblem, knowHowPrice, recruitProblem, recruitUnit, trade, tradeRule } from './actions/research';
import { rondelFreeSteps, rondelStepsDueAt, selectField } from './actions/rondel';
import { cardAsksOpponentChoice, targetChoices, targetsAreExact } from './effects/interpret';
import { applyContext, refuse, self, type ApplyContext, type BoardCounts } from './rules/apply-context';
import { canAfford, chipPrice, chipsHeld, giveCoins, price } from './rules/payment';
import { chooseChip, choosePersonage, endPhase, startNextTurn } from './rules/turn';
import type { Effect, Resource, Ruleset } from './ruleset/types';
import { cloneState } from './state/clone-state';
import { placeStartCity } from './state/create';
import { activeNation, decidingNation, nationName } from './state/selectors';
import type { GameState, Move, MoveError, MoveResult, MoveType } from './state/types';
import { checkMoveShape } from './move-shape';
import { compiledTurn } from './turn/compiled';
import { notNow } from './turn/not-now';
import { moveTables, type MoveTables } from './move-tables';

type Mover = { nation: string; outOfTurn: boolean } | { error: MoveError };

/**
 * The mechanics a nation not deciding may use, by move type, with the rule that lets it now. The turn data's
 * `outOfTurn` lists which of them a ruleset allows; a type without a mechanic here is never allowed out of turn.
 */
const outOfTurnMechanics: Partial<Record<MoveType, { allowed: (ctx: ApplyContext) => boolean; apply: (ctx: ApplyContext, move: Move) => MoveError | undefined }>> = {
  // AMB-A10: a trade allowed 'at any time' (the all-know-hows 2:1 trade).
  trade: { allowed: (ctx) => tradeRule(ctx)?.when === 'any-time', apply: (ctx, move) => trade(ctx, move as Extract<Move, { type: 'trade' }>) },
};

/** Checks the move's shape, then who makes it: the nation the game waits for, or one acting out of turn where the rules allow. */
function moverOf(ruleset: Ruleset, state: GameState, move: Move): Mover {
  const shape = checkMoveShape(move);
  if (shape) return { error: shape };
  if (state.result) return { error: refuse('move/game-over', state.result.stalled || !state.result.winner ? `the game is over: ${state.result.reason}` : `the game is over: ${nationName(ruleset, state.result.winner)} won`) };
  const decider = decidingNation(state);
  const claimed = (move as { nation?: string }).nation;
  if (claimed === undefined || claimed === decider) return { nation: decider, outOfTurn: false };
  const mechanic = outOfTurnMechanics[move.type];
  const allowed = !!mechanic && compiledTurn(ruleset).outOfTurn.has(move.type) && state.nations.includes(claimed) && mechanic.allowed(applyContext(ruleset, state, claimed));
  if (!allowed) return { error: refuse('move/not-your-turn', `the game waits for ${nationName(ruleset, decider)}, not ${String(claimed)}`) };
  return { nation: claimed, outOfTurn: true };
}

/**
 * Applies one move for the nation whose decision the game waits for. Illegal moves are values, not
 * exceptions: `{ ok: false, error: { code, message } }`, and the given state is never touched. The move's shape
 * is checked first, then the turn data: a move type the current turn state does not accept is refused with
 * move/not-now (the same answer the XState machine gives), then the mechanic's own rules.
 */
export function applyMove(ruleset: Ruleset, state: GameState, move: Move): MoveResult {
  const mover = moverOf(ruleset, state, move);
  if ('error' in mover) return { ok: false, error: mover.error };
  if (!mover.outOfTurn) {
    const turn = compiledTurn(ruleset);
    const at = turn.stateOf(state);
    if (!turn.accepts(at).has(move.type)) return { ok: false, error: notNow(ruleset, state, at, move.type) };
  }
  return applyMechanics(ruleset, state, move, mover);
}

/**
 * Applies a move the XState machine has already accepted in its current state: the same checks as applyMove but
 * the turn gate, which the machine itself is. Not a door: only engine/turn/machine.ts calls it.
 */
export function applyAccepted(ruleset: Ruleset, state: GameState, move: Move): MoveResult {
  const mover = moverOf(ruleset, state, move);
  if ('error' in mover) return { ok: false, error: mover.error };
  return applyMechanics(ruleset, state, move, mover);
}

function applyMechanics(ruleset: Ruleset, state: GameState, move: Move, mover: { nation: string; outOfTurn: boolean }): MoveResult {
  const next = cloneState(state);
  const ctx = applyContext(ruleset, next, mover.nation);
  const error = mover.outOfTurn ? outOfTurnMechanics[move.type]!.apply(ctx, move) : dispatch(ctx, move);
  if (error) return { ok: false, error };
  settle(ctx);
  next.moveCount++;
  return { ok: true, state: next, events: ctx.events };
}

/**
 * The simulation path: applies a move that legalMoves listed for this very state, in place and without a log.
 * No copy, no turn gate, no shape check: the caller guarantees the move is listed (legalMoves and applyMove agree,
 * test/engine/moves-soundness.test.ts), so the mechanics accept it before changing anything. Throws if they do not,
 * since the state may then be half-changed: that is an engine bug, never a player's mistake.
 */
export function applyListedInPlace(ruleset: Ruleset, state: GameState, move: Move, board?: BoardCounts): void {
  const ctx = applyContext(ruleset, state, decidingNation(state), true, board);
  const error = dispatch(ctx, move);
  if (error) throw new Error(`a listed move was refused on the simulation path: ${JSON.stringify(move)} → ${error.code} ${error.message}`);
  settle(ctx);
  state.moveCount++;
}

function dispatch(ctx: ApplyContext, move: Move): MoveError | undefined {
  const { state } = ctx;
  const decision = state.pending[0];
  if (decision) {
    switch (decision.kind) {
      case 'take-card':
        return move.type === 'card.take' ? takeCard(ctx, move) : refuseWaiting(ctx, decision);
      case 'reply-to-conquest':
      case 'reply-to-movement':
        if (move.type === 'card.play') return playCard(ctx, move);
        return move.type === 'reply.pass' ? passReply(ctx) : refuseWaiting(ctx, decision);
      case 'effect-choice':
        return move.type === 'effect.choose' ? answerEffectChoice(ctx, move) : refuseWaiting(ctx, decision);
      case 'battle-demand':
        if (move.type !== 'battle.demand' && move.type !== 'battle.decline') return refuseWaiting(ctx, decision);
        answerBattleDemand(ctx, move.type === 'battle.demand');
        return undefined;
      case 'choose-personage':
        return move.type === 'personage.choose' ? choosePersonage(ctx, move.stack) : refuseWaiting(ctx, decision);
      case 'choose-start-city':
        return move.type === 'start.choose' ? chooseStartCity(ctx, move.region) : refuseWaiting(ctx, decision);
      case 'choose-chip':
        return move.type === 'chip.choose' ? chooseChip(ctx, move.resource) : refuseWaiting(ctx, decision);
    }
  }
  const phase = state.turn.phase;
  switch (move.type) {
    case 'rondel.select':
      return phase === 'rondel' ? selectField(ctx, move) : refuse('move/wrong-phase', 'the rondel stone moves once per turn, at its start (D-TURN-02)');
    case 'temple.build':
      return inAction(ctx, 'build') ? buildTemple(ctx, move) : refuseWrongPhase(ctx, move.type);
    case 'wall.build':
      return inAction(ctx, 'build') ? buildWall(ctx, move) : refuseWrongPhase(ctx, move.type);
    case 'unit.arm':
      return inAction(ctx, 'arm') ? armUnit(ctx, move) : refuseWrongPhase(ctx, move.type);
    case 'knowhow.develop':
      return inAction(ctx, 'research') ? developKnowHow(ctx, move) : refuseWrongPhase(ctx, move.type);
    case 'unit.recruit':
      return inAction(ctx, 'research') ? recruitUnit(ctx, move) : refuseWrongPhase(ctx, move.type);
    case 'unit.move':
      return moveUnit(ctx, move);
    case 'battle.fight':
      return phase === 'movement' ? fightOnDemand(ctx, move) : refuseWrongPhase(ctx, move.type);
    case 'city.conquer':
      return conquer(ctx, move);
    case 'city.found':
      return foundCity(ctx, move);
    case 'trade':
      return ownTurn(state) ? trade(ctx, move) : refuseWrongPhase(ctx, move.type);
    case 'card.play':
      return ownTurn(state) ? playCard(ctx, move) : refuseWrongPhase(ctx, move.type);
    case 'phase.end':
      return endPhase(ctx);
    default:
      return refuse('move/no-decision', `nothing is waiting for '${move.type}' now`);
  }
}


/** Whether the turn is at the action of a chosen field of this kind (looked up only for the moves that need it). */
function inAction(ctx: ApplyContext, action: string): boolean {
  const field = ctx.state.turn.field;
  return ctx.state.turn.phase === 'action' && field !== undefined && ctx.rules.fields[ctx.rules.fieldIndex[field]]?.action === action;
}

// The refusals are built only when a move is refused: their messages cost more than many a move does.
function refuseWaiting(ctx: ApplyContext, decision: GameState['pending'][number]): MoveError {
  return refuse('move/waiting', `the game waits for ${nationName(ctx.ruleset, decision.nation)} to ${describeDecision(decision.kind)}`);
}

function refuseWrongPhase(ctx: ApplyContext, type: MoveType): MoveError {
  return refuse('move/wrong-phase', phaseHint(ctx, type));
}

function ownTurn(state: GameState): boolean {
  return state.turn.phase !== 'over' && state.turn.phase !== 'end' && state.turn.phase !== 'choose-start';
}

function phaseHint(ctx: ApplyContext, type: MoveType): string {
  const field = ctx.state.turn.field ? ctx.ruleset.rondel.fields[ctx.state.turn.field] : undefined;
  const now = ctx.state.turn.phase === 'action' && field ? `the ${field.name} action` : `the ${ctx.state.turn.phase} step`;
  const needs: Partial<Record<MoveType, string>> = {
    'temple.build': 'the temple field',
    'wall.build': 'the temple field',
    'unit.arm': 'the arming field',
    'knowhow.develop': 'the know-how field',
    'unit.recruit': 'the know-how field',
    'battle.fight': 'the movement of a maneuver',
  };
  return `'${type}' belongs to ${needs[type] ?? 'another step'}; the turn is at ${now}`;
}

function describeDecision(kind: string): string {
  return (
    {
      'take-card': 'take an event card from the display',
      'reply-to-conquest': 'reply to the conquest (play a card or pass)',
      'reply-to-movement': 'reply to the movement (play a card or pass)',
      'effect-choice': "choose an option of the opponent's card",
      'battle-demand': 'demand a battle or let the units pass',
      'choose-personage': 'choose a personage',
      'choose-start-city': 'choose a start city',
      'choose-chip': 'choose a chip instead of a coin',
    } as Record<string, string>
  )[kind];
}

/** Turn bookkeeping after a move: skip impossible card picks, start the game or the next turn when nothing waits. */
function settle(ctx: ApplyContext): void {
  const { state, ruleset } = ctx;
  dropImpossibleCardDecisions(ruleset, state);
  if (state.pending.length) return;
  if (state.turn.phase === 'end') startNextTurn(ctx);
  else if (state.turn.phase === 'choose-start') {
    state.turn.phase = 'rondel';
    if (ruleset.economy.coinsPerRound > 0) {
      for (const n of state.nations) giveCoins(state, state.nation[n], ruleset.economy.coinsPerRound);
      ctx.events.push({ type: 'round.coins', text: `round 1: every nation takes ${ruleset.economy.coinsPerRound} coin${ruleset.economy.coinsPerRound > 1 ? 's' : ''}` });
    }
  }
}

function chooseStartCity(ctx: ApplyContext, region: string): MoveError | undefined {
  const options = startCityOptions(ctx);
  if (!options.includes(region)) return refuse('move/not-a-start-city', `choose one of your start cities: ${options.join(', ')} (A-VAR-01)`);
  ctx.state.pending.shift();
  placeStartCity(ctx.ruleset, ctx.state, ctx.nation, region);
  ctx.events.push({ type: 'start.choose', nation: ctx.nation, text: `${nationName(ctx.ruleset, ctx.nation)} started in ${ctx.ruleset.map.regions[region].name}` });
  return undefined;
}

function startCityOptions(ctx: ApplyContext): string[] {
  const lineup = ctx.ruleset.map.lineups[String(ctx.state.controllers.length)];
  return (lineup?.startCities[ctx.nation] ?? []).filter((r) => !ctx.state.cities[r]);
}

/**
 * Every legal move of the nation the game waits for, among the move types the current turn state accepts
 * (the turn data decides which kinds of move exist now; the mechanics decide which of them are legal).
 *
 * Canonical subset: payments are left out (the engine pays by default: each chip from its own type, then coins
 * as wildcards), and so are `nation` claims. Every listed move is accepted by applyMove; applyMove also accepts,
 * beyond the list, the same moves with an explicit `payment`, a `losses` choice on a conquest, a trade of k
 * exchanges at once (the same as k listed trades in a row: D-KH-06 'any number of times'), and (AMB-A10) trades
 * out of turn by a nation not deciding. test/engine/moves-soundness.test.ts holds the engine to this.
 */
export function legalMoves(ruleset: Ruleset, state: GameState): Move[] {
  return listMoves(ruleset, state, jsonBoardSteps);
}

/**
 * The moves of a step that read the board (cities and units), appended to `moves` in the order legalMoves lists
 * them. legalMoves reads the JSON state; the simulation path reads the same board from typed arrays
 * (engine/sim/board-moves.ts), and test/engine/board-moves.test.ts holds the two to the same lists.
 */
export interface BoardSteps {
  /** The movement step's unit moves: each unit with a move left, across each border it may cross (D-MOV, A-MAN). */
  units(state: GameState, tables: MoveTables, moves: Move[]): void;
  build(ctx: ApplyContext, tables: MoveTables, moves: Move[], temples: boolean, walls: boolean): void;
  arm(ctx: ApplyContext, tables: MoveTables, moves: Move[]): void;
  /** Battles on demand (A-MAN-05) and conquests of the movement and conquest steps; unit moves are listed before. */
  maneuver(ctx: ApplyContext, tables: MoveTables, moves: Move[], accepts: ReadonlySet<MoveType>): void;
  found(ctx: ApplyContext, tables: MoveTables, moves: Move[]): void;
}

/** legalMoves with the board-reading steps given: the one skeleton of move generation, whichever board it reads. */
export function listMoves(ruleset: Ruleset, state: GameState, steps: BoardSteps): Move[] {
  if (state.result) return [];
  const turn = compiledTurn(ruleset);
  const accepts = turn.accepts(turn.stateOf(state));
  if (!accepts.size) return [];
  if (state.pending.length) {
    // A decision's answers are few and listed whole; the turn data then decides which of their kinds count now.
    const answers = decisionMoves(ruleset, state);
    for (let i = 0; i < answers.length; i++) if (!accepts.has(answers[i].type)) return answers.filter((m) => accepts.has(m.type));
    return answers;
  }
  // A step's moves are generated only for the kinds the turn state accepts: one question per kind, not one per move.
  return stepMoves(ruleset, state, accepts, steps);
}

/** The answers to the decision at the head of the queue, by the nation it waits for. */
function decisionMoves(ruleset: Ruleset, state: GameState): Move[] {
  const decision = state.pending[0];
  const nation = decision.nation;
  const ctx = applyContext(ruleset, state, nation);
  const tables = moveTables(ruleset);
  switch (decision.kind) {
    case 'take-card':
      return distinct(state.cards.display).map((card) => tables.takeCard[card]);
    case 'reply-to-conquest':
      return [
        ...distinct(self(ctx).hand)
          .filter((c) => ruleset.eventCards!.cards[c].play.when === 'reply-to-conquest' && playableCopies(ruleset, state, nation, c) > 0)
          .map((card): Move => ({ type: 'card.play', card })),
        tables.replyPass,
      ];
    case 'reply-to-movement':
      return [...movementReplyCards(ctx, nation).flatMap((card) => playsOf(ctx, card)), tables.replyPass];
    case 'effect-choice':
      return effectChoiceMoves(ruleset, state, decision);
    case 'battle-demand':
      return [tables.battleDemand, tables.battleDecline];
    case 'choose-personage':
      return decision.stacks.map((stack) => ({ type: 'personage.choose', stack }));
    case 'choose-start-city':
      return startCityOptions(ctx).map((region) => ({ type: 'start.choose', region }));
    case 'choose-chip':
      return tables.chipChoices.slice();
  }
}

/** The moves of the step the turn is at, of the kinds in `accepts`, in the order the kinds are generated. */
function stepMoves(ruleset: Ruleset, state: GameState, accepts: ReadonlySet<MoveType>, steps: BoardSteps): Move[] {
  const ctx = applyContext(ruleset, state, activeNation(state));
  const tables = moveTables(ruleset);
  const moves: Move[] = [];
  const phase = state.turn.phase;
  if (phase === 'rondel') {
    if (accepts.has('rondel.select')) rondelMoves(ctx, tables, moves);
  } else if (phase === 'action') actionMoves(ctx, tables, moves, accepts, steps);
  else if (phase === 'movement' || phase === 'conquest') {
    if (phase === 'movement' && accepts.has('unit.move')) steps.units(state, tables, moves);
    steps.maneuver(ctx, tables, moves, accepts);
  } else if (phase === 'found' && accepts.has('city.found')) steps.found(ctx, tables, moves);
  if (phase !== 'rondel' && accepts.has('phase.end')) moves.push(tables.phaseEnd);
  if (ownTurn(state)) {
    if (accepts.has('trade')) tradeMoves(ctx, moves);
    if (accepts.has('card.play')) cardMoves(ctx, moves);
  }
  return moves;
}

function distinct<T>(items: T[]): T[] {
  if (items.length < 2) return items.slice();
  return [...new Set(items)];
}

function rondelMoves(ctx: ApplyContext, tables: MoveTables, moves: Move[]): void {
  const { ruleset, state } = ctx;
  const bankEmpty = state.bank.coins === 0;
  const me = self(ctx);
  const freeSteps = rondelFreeSteps(ctx);
  // Steps are paid in 'any' (rondelPrice): affordable exactly when chips and coins together cover them (canAfford).
  const budget = chipsHeld(me.stock, ctx.rules.resources) + me.stock.coin;
  const order = ruleset.rondel.order;
  const from = me.rondel === null ? -1 : ctx.rules.fieldIndex[me.rondel];
  for (let i = 0; i < order.length; i++) {
    if (rondelStepsDueAt(ctx, from, i, freeSteps) > budget) continue;
    const info = ctx.rules.fields[i];
    if (bankEmpty && info.action === 'produce' && ruleset.actions.produce.coins > 0) {
      for (const move of tables.rondelSubstitutesInOrder[i]) moves.push(move);
    } else moves.push(tables.rondelInOrder[i]);
  }
}

function actionMoves(ctx: ApplyContext, tables: MoveTables, moves: Move[], accepts: ReadonlySet<MoveType>, steps: BoardSteps): void {
  const { ruleset, state } = ctx;
  const action = ruleset.rondel.fields[state.turn.field!].action;
  const me = self(ctx);
  if (action === 'build') {
    const temples = accepts.has('temple.build');
    const walls = accepts.has('wall.build') && !!ruleset.actions.build.townWall;
    if (temples || walls) steps.build(ctx, tables, moves, temples, walls);
  } else if (action === 'arm') {
    if (accepts.has('unit.arm')) steps.arm(ctx, tables, moves);
  } else if (action === 'research') {
    if (accepts.has('knowhow.develop')) for (const knowHow of ctx.rules.knowHowIds) {
      if (!developProblem(ctx, knowHow) && canAfford(me, chipPrice(ruleset.knowHows.paidIn, knowHowPrice(ctx, knowHow)), ctx.rules.resources)) moves.push(tables.develop[knowHow]);
    }
    const recruit = accepts.has('unit.recruit') ? ruleset.actions.research.recruit : undefined;
    if (recruit) for (const unit in recruit) {
      if (!recruitProblem(ctx, unit) && canAfford(me, price(recruit[unit]), ctx.rules.resources)) moves.push(tables.recruit[unit]);
    }
  }
}

function hasMoveLeft(left: number[]): boolean {
  for (let i = 0; i < left.length; i++) if (left[i] >= 1) return true;
  return false;
}

/** Each unit with a move left, across each border it may cross, region by region as the moves left are held. */
function unitMoves(state: GameState, tables: MoveTables, moves: Move[]): void {
  const movesLeft = state.turn.movesLeft;
  for (const region in movesLeft) {
    const byUnit = movesLeft[region];
    const from = tables.unitMoves[region];
    for (const unit in byUnit) {
      if (!hasMoveLeft(byUnit[unit])) continue;
      const across = from[unit];
      for (let i = 0; i < across.length; i++) moves.push(across[i]);
    }
  }
}

/** The build step's temples and walls, city by city in the cities map's order (D-TEMP, D-WALL). */
function buildMoves(ctx: ApplyContext, tables: MoveTables, moves: Move[], temples: boolean, walls: boolean): void {
  const { ruleset, state, nation } = ctx;
  const me = self(ctx);
  const wallRule = ruleset.actions.build.townWall;
  for (const region in state.cities) {
    if (state.cities[region].owner !== nation) continue;
    if (temples && !templeProblem(ctx, region) && canAfford(me, templePrice(ctx, region), ctx.rules.resources)) moves.push(tables.temple[region]);
    if (walls && wallRule && !wallProblem(ctx, region) && canAfford(me, price(wallRule.cost), ctx.rules.resources)) moves.push(tables.wall[region]);
  }
}

/** The arming step's units, city by city, unit type by unit type (D-MIL, A-ARM). */
function armMoves(ctx: ApplyContext, tables: MoveTables, moves: Move[]): void {
  const { state, nation } = ctx;
  const me = self(ctx);
  // Cheap necessary conditions first (a unit to arm, room in the city this turn): armProblem, which words its
  // refusals for a player, is asked only about candidates that pass them.
  const source = armSource(ctx);
  for (const region in state.cities) {
    if (state.cities[region].owner !== nation || !hasArmRoom(ctx, region)) continue;
    const armHere = tables.arm[region];
    for (const unit in ctx.rules.unitClass) {
      if (!((source[unit] ?? 0) > 0)) continue;
      if (!armProblem(ctx, region, unit) && canAfford(me, armPrice(ctx, unit), ctx.rules.resources)) moves.push(armHere[unit]);
    }
  }
}

function maneuverMoves(ctx: ApplyContext, tables: MoveTables, moves: Move[], accepts: ReadonlySet<MoveType>): void {
  const { ruleset, state, nation, rules } = ctx;
  if (state.turn.phase === 'movement') {
    if (ruleset.actions.maneuver.battles === 'on-demand' && accepts.has('battle.fight')) {
      for (const region in state.units) {
        if (!state.units[region][nation]) continue;
        for (const other in state.units[region]) {
          if (other === nation) continue;
          for (const unit of rules.regularUnits) if (battlePairs(ctx, region, nation, other, unit) > 0) moves.push({ type: 'battle.fight', region, unit, against: other });
        }
      }
    }
  }
  if (!accepts.has('city.conquer')) return;
  for (const region in state.cities) {
    if (state.cities[region].owner === nation || !state.units[region]?.[nation]) continue;
    if (!conquestProblem(ctx, region)) moves.push(tables.conquer[region]);
    else if (ruleset.supply.cityStonesPerNation !== undefined && self(ctx).cityStones <= 0) {
      for (const [abandon, city] of Object.entries(state.cities)) if (city.owner === nation && city.founded && !conquestProblem(ctx, region, abandon)) moves.push({ type: 'city.conquer', region, abandon });
    }
  }
}

function foundingMoves(ctx: ApplyContext, tables: MoveTables, moves: Move[]): void {
  const { ruleset, state, nation } = ctx;
  const resources: readonly (Resource | undefined)[] = ruleset.actions.found.resource === 'chosen' ? ctx.rules.resources : printedOnly;
  const me = self(ctx);
  for (const region in state.units) {
    if (!state.units[region][nation] || state.cities[region]) continue;
    const options = tables.found[region];
    if (!options) continue;
    for (let i = 0; i < resources.length; i++) {
      const resource = resources[i];
      if (foundingProblem(ctx, region, resource)) continue;
      if (!canAfford(me, foundingPrice(ctx, region, foundingResource(ctx, region, resource)!), ctx.rules.resources)) continue;
      moves.push(options[i]);
    }
  }
}

/** The founding resource is the site's printed one: one option, with no resource named (A-FOUND-03). */
export const printedOnly: readonly undefined[] = [undefined];

const jsonBoardSteps: BoardSteps = { units: unitMoves, build: buildMoves, arm: armMoves, maneuver: maneuverMoves, found: foundingMoves };

/** Bank trades: one exchange, each way of giving the chips against each way of taking them. */
function tradeMoves(ctx: ApplyContext, moves: Move[]): void {
  if (ctx.nation !== ctx.state.nations[ctx.state.turn.active]) return;
  const rule = tradeRule(ctx);
  if (!rule) return;
  const stock = self(ctx).stock;
  const resources = ctx.rules.resources;
  if (chipsHeld(stock, resources) < rule.give) return;
  // The chips held, read once by kind index; exchanges come grouped by the chips given: one holding check per way of
  // giving, not one per exchange.
  if (heldByKind.length < resources.length) heldByKind = new Int32Array(resources.length);
  for (let k = 0; k < resources.length; k++) heldByKind[k] = stock[resources[k]];
  for (const { give, exchanges } of tradeExchanges(resources, rule.give, rule.get)) {
    let held = true;
    for (let i = 0; i < give.length && held; i += 2) held = give[i + 1] <= heldByKind[give[i]];
    if (held) for (let i = 0; i < exchanges.length; i++) moves.push(exchanges[i]);
  }
}

let heldByKind = new Int32Array(8);

/** The exchanges that give one bag of chips: the bag as (kind index, count) pairs, and its moves in order. */
interface GiveGroup {
  give: number[];
  exchanges: Move[];
}

const exchangesByKinds = new WeakMap<readonly Resource[], Map<string, GiveGroup[]>>();

/**
 * Every exchange of `give` chips for `get` chips of the ruleset's kinds that takes no kind it gives, frozen and
 * computed once per kind list (contextOf(ruleset).resources) and rule, grouped by the bag given.
 */
function tradeExchanges(kinds: readonly Resource[], give: number, get: number): GiveGroup[] {
  let bySize = exchangesByKinds.get(kinds);
  if (!bySize) exchangesByKinds.set(kinds, (bySize = new Map()));
  const key = `${give}:${get}`;
  let cached = bySize.get(key);
  if (!cached) {
    cached = [];
    for (const giveBag of bags(kinds, give)) {
      const exchanges: Move[] = [];
      for (const getBag of bags(kinds, get)) {
        let disjoint = true;
        for (const r in giveBag) if (getBag[r]) disjoint = false;
        if (disjoint) exchanges.push(Object.freeze({ type: 'trade', give: giveBag, get: getBag }));
      }
      const pairs: number[] = [];
      kinds.forEach((kind, i) => {
        if (giveBag[kind]) pairs.push(i, giveBag[kind]!);
      });
      if (exchanges.length) cached.push({ give: pairs, exchanges });
    }
    bySize.set(key, cached);
  }
  return cached;
}

/** Bags by kind list (contextOf(ruleset).resources, one array per ruleset) and size; the last list used is kept at hand. */
const bagsByKinds = new WeakMap<readonly Resource[], Map<number, Partial<Record<Resource, number>>[]>>();
let lastKinds: readonly Resource[] | undefined;
let lastBySize: Map<number, Partial<Record<Resource, number>>[]> | undefined;

/** Every way to make a bag of `size` chips of the ruleset's kinds; computed once per kind list and size (the moves hold them, so they stay unchanged). */
function bags(kinds: readonly Resource[], size: number): Partial<Record<Resource, number>>[] {
  if (kinds !== lastKinds) {
    lastBySize = bagsByKinds.get(kinds);
    if (!lastBySize) bagsByKinds.set(kinds, (lastBySize = new Map()));
    lastKinds = kinds;
  }
  const bySize = lastBySize!;
  let cached = bySize.get(size);
  if (!cached) {
    cached = makeBags(kinds, size).map((bag) => Object.freeze(bag));
    bySize.set(size, cached);
  }
  return cached;
}

/** Every split of `size` chips over `kinds` (each kind 0..size), kinds in declared order, zero entries left out. */
function makeBags(kinds: readonly Resource[], size: number): Partial<Record<Resource, number>>[] {
  const out: Partial<Record<Resource, number>>[] = [];
  const walk = (k: number, left: number, bag: Partial<Record<Resource, number>>) => {
    if (k === kinds.length - 1) {
      out.push(left ? { ...bag, [kinds[k]]: left } : { ...bag });
      return;
    }
    for (let n = 0; n <= left; n++) {
      const next = { ...bag };
      if (n) next[kinds[k]] = n;
      walk(k + 1, left - n, next);
    }
  };
  if (kinds.length) walk(0, size, {});
  return out;
}

function cardMoves(ctx: ApplyContext, moves: Move[]): void {
  const { ruleset, state, nation } = ctx;
  if (!ruleset.eventCards || nation !== state.nations[state.turn.active]) return;
  const hand = self(ctx).hand;
  if (!hand.length) return;
  for (const card of distinct(hand)) {
    const info = ruleset.eventCards.cards[card];
    if (info.play.when === 'reply-to-conquest' || playableCopies(ruleset, state, nation, card) <= 0 || !timingAllows(ruleset, state, card)) continue;
    moves.push(...playsOf(ctx, card));
  }
}

/** The ways to play one card now: one move per list of targets its effects can take. */
function playsOf(ctx: ApplyContext, card: string): Move[] {
  const { ruleset, state } = ctx;
  const moves: Move[] = [];
  const effects = ruleset.eventCards!.cards[card].effects;
  // A choice left to the opponent is checked when asked (only options that can be carried out): try the play.
  const asks = cardAsksOpponentChoice(effects);
  const exact = targetsAreExact(effects);
  for (const targets of targetChoices(ctx, effects)) {
    if (!targets.length && !asks) {
      // No choice to make: a flat effect list (at most 32 operations) always applies.
      moves.push({ type: 'card.play', card });
      continue;
    }
    const move: Move = targets.length ? { type: 'card.play', card, targets } : { type: 'card.play', card };
    // A chosen path can still fail on the data (a later choice read from a state the earlier effects change):
    // offer only plays that apply. A single choice made first is read from the state it applies to.
    if (exact || applyMove(ruleset, state, move).ok) moves.push(move);
  }
  return moves;
}

/** The answers to a card's choice: each option with each list of targets the chosen option and the card's rest take. */
function effectChoiceMoves(ruleset: Ruleset, state: GameState, decision: Extract<GameState['pending'][number], { kind: 'effect-choice' }>): Move[] {
  const moves: Move[] = [];
  // Targets are named for the card's player's effects ('self' is the card's player), walked from his side.
  const player = applyContext(ruleset, state, decision.continuation.player);
  for (const { id } of decision.options) {
    const effects = [...decision.continuation.choices[id], ...decision.continuation.rest.flat()] as Effect[];
    for (const targets of targetChoices(player, effects)) {
      const move: Move = targets.length ? { type: 'effect.choose', option: id, targets } : { type: 'effect.choose', option: id };
      if (!targets.length || applyMove(ruleset, state, move).ok) moves.push(move);
    }
  }
  return moves;
}
