import { dropImpossibleCardDecisions } from './card-rules';
import { log, name, refuse, type ApplyContext } from './apply-context';
import { expireModifiers } from './modifiers';
import { giveCoins, kindName } from './payment';
import { personageCount, score, seaPoints, victoryTarget } from '../state/selectors';
import type { MoveError } from '../state/types';

/**
 * 'phase.end' ends the current step of the turn (D-TURN-02): the action → founding → end of turn. Ending the
 * movement starts conquest; ending a maneuver hands the city-loss cards to those who lost a city (AMB-D06).
 */
export function endPhase(ctx: ApplyContext): MoveError | undefined {
  const { state } = ctx;
  switch (state.turn.phase) {
    case 'rondel':
      return refuse('move/choose-field', 'choose a rondel field first: every turn starts with one (D-TURN-02)');
    case 'movement':
      state.turn.phase = 'conquest';
      return undefined;
    case 'action':
    case 'conquest':
      finishAction(ctx);
      return undefined;
    case 'found':
      finishTurn(ctx);
      return undefined;
    default:
      return refuse('move/wrong-phase', `nothing to end in phase '${state.turn.phase}'`);
  }
}

export function finishAction(ctx: ApplyContext): void {
  const { state, ruleset } = ctx;
  expireModifiers(state, 'end-of-action');
  const perLoss = ruleset.eventCards?.draws.perTurnWithCityLoss ?? 0;
  for (const loser of state.turn.cityLosers) {
    for (let i = 0; i < perLoss; i++) state.pending.push({ kind: 'take-card', nation: loser, reason: 'city-lost' });
  }
  state.turn.cityLosers = [];
  state.turn.movesLeft = {};
  state.turn.phase = 'found';
  dropImpossibleCardDecisions(ruleset, state);
}

/**
 * End of turn (D-PERS, D-VPT, A-GOAL): new know-hows take effect, personages are awarded by counters and
 * events while their stacks last, walls come from the score track, the opponent takes cards, victory is checked,
 * and the next nation's turn begins once every decision is made.
 */
export function finishTurn(ctx: ApplyContext): void {
  const { state, ruleset, nation } = ctx;
  const me = state.nation[nation];
  if (ruleset.knowHows.takesEffect === 'end-of-turn') for (const k of state.turn.developed) if (!me.knowHows.includes(k)) me.knowHows = [...me.knowHows, k];
  const before = personageCount(state, nation);

  // Counted once, and only if some stack is awarded by a counter.
  let counters: Record<string, number> | undefined;
  for (const { stack, award } of ctx.rules.stackAwards) {
    if ('counter' in award) {
      counters ??= awardCounters(ctx);
      // D-PERS-07: the k-th card needs k × every; cards are never lost and thresholds never re-trigger.
      while (counters[award.counter] >= award.every * ((me.thresholdsReached[stack] ?? 0) + 1)) {
        me.thresholdsReached = { ...me.thresholdsReached, [stack]: (me.thresholdsReached[stack] ?? 0) + 1 };
        grant(ctx, stack, `${award.counter} reached ${award.every * me.thresholdsReached[stack]}`);
      }
    } else {
      for (let i = 0; i < (state.turn.events[award.event] ?? 0); i++) grant(ctx, stack, eventReasons[award.event] ?? award.event);
    }
  }
  const bonus = ruleset.knowHows.completionBonus?.extraPersonage;
  if (bonus && !me.completionBonusTaken && ctx.rules.knowHowIds.every((k) => me.knowHows.includes(k))) {
    me.completionBonusTaken = true;
    const largest = largestStacks(ctx);
    if (largest.length === 1) grant(ctx, largest[0], 'all know-hows');
    else if (largest.length > 1) state.pending.push({ kind: 'choose-personage', nation, stacks: largest });
  }
  afterAwards(ctx, before);
}

/** After personages (and a chosen extra personage): walls, opponent's cards, victory, then the next turn. */
export function afterAwards(ctx: ApplyContext, before: number): void {
  const { state, ruleset, nation } = ctx;
  if (state.pending.some((d) => d.kind === 'choose-personage')) {
    state.turn.phase = 'end';
    state.turn.awardsFrom = before;
    return;
  }
  const gained = personageCount(state, nation) - before;
  const wallRule = ruleset.actions.build.townWall;
  if (wallRule && gained > 0) {
    // D-VPT-02: passing a wall symbol on the score track adds a wall to the personal supply.
    const from = before;
    const to = before + gained;
    const walls = wallRule.gainedAtScore.filter((s) => s > from && s <= to).length;
    const taken = Math.min(walls, state.bank.walls);
    state.bank.walls -= taken;
    state.nation[nation].walls += taken;
    if (taken) log(ctx, 'walls.gain', `took ${taken} town wall${taken > 1 ? 's' : ''} from the score track`);
  }
  const target = victoryTarget(ruleset, state);
  if (score(ruleset, state, nation) >= target) return endGame(ctx, nation, `reached ${target} ${ruleset.victory.measure === 'personages' ? 'personages' : 'victory points'}`, 'target');
  if (ruleset.victory.whenPersonagesRunOut === 'next-temple-destroyer-wins') {
    if (state.personagesExhausted && (state.turn.events['temple-destroyed'] ?? 0) > 0) return endGame(ctx, nation, 'destroyed a temple after every personage was gone (A-GOAL-10)', 'temple-after-exhaustion');
    if (Object.values(state.stacks).every((n) => n === 0)) state.personagesExhausted = true;
  }
  const perPersonage = ruleset.eventCards?.draws.perOpponentPersonage ?? 0;
  for (let i = 0; i < gained * perPersonage; i++) for (const other of state.nations) if (other !== nation) state.pending.push({ kind: 'take-card', nation: other, reason: 'personage' });
  dropImpossibleCardDecisions(ruleset, state);
  state.turn.phase = 'end';
  if (!state.pending.length) startNextTurn(ctx);
}

/** The counters personages are awarded by (D-PERS-03..06): own cities and temples in one pass, and sea points. */
function awardCounters(ctx: ApplyContext): Record<string, number> {
  const { state, ruleset, nation, board } = ctx;
  if (board) return { cities: board.cityCount(nation), temples: board.templeCount(nation), 'sea-points': board.seaPoints(nation) };
  let cities = 0;
  let temples = 0;
  for (const id in state.cities) {
    const city = state.cities[id];
    if (city.owner !== nation) continue;
    cities++;
    if (city.temple) temples++;
  }
  return { cities, temples, 'sea-points': seaPoints(ruleset, state, nation) };
}

const eventReasons: Record<string, string> = { 'know-how-first': 'first to develop a know-how', 'temple-destroyed': 'destroyed a temple' };

function grant(ctx: ApplyContext, stack: string, why: string): void {
  const { state, ruleset, nation } = ctx;
  if ((state.stacks[stack] ?? 0) <= 0) return; // D-SUP-07, AMB-D12: no card, no substitute
  state.stacks[stack]--;
  const me = state.nation[nation];
  me.personages = { ...me.personages, [stack]: (me.personages[stack] ?? 0) + 1 };
  if (!ctx.quiet) log(ctx, 'personage', `gained a ${ruleset.personages.stacks[stack].name} (${why})`, { stack });
}

export function largestStacks(ctx: ApplyContext): string[] {
  const most = Math.max(0, ...Object.values(ctx.state.stacks));
  return most === 0 ? [] : ctx.rules.stacks.filter((s) => ctx.state.stacks[s] === most);
}

export function chooseChip(ctx: ApplyContext, resource: string): MoveError | undefined {
  const decision = ctx.state.pending[0];
  if (decision?.kind !== 'choose-chip') return refuse('move/no-choice', 'there is no chip to choose');
  if (!ctx.rules.resources.includes(resource)) return refuse('move/unknown-resource', `choose ${ctx.rules.resources.join(', ')}, not '${resource}' (A-TURN-02)`);
  ctx.state.pending.shift();
  ctx.state.nation[ctx.nation].stock[resource]++;
  if (!ctx.quiet) log(ctx, 'chip.choose', `took 1 ${kindName(ctx.ruleset, resource)} instead of a coin: the bank has none (A-TURN-02)`, { resource });
  return undefined;
}

export function choosePersonage(ctx: ApplyContext, stack: string): MoveError | undefined {
  const decision = ctx.state.pending[0];
  if (decision?.kind !== 'choose-personage') return refuse('move/no-choice', 'there is no personage to choose');
  if (!decision.stacks.includes(stack)) return refuse('move/not-largest', `choose one of the largest stacks: ${decision.stacks.join(', ')} (A-GOAL-07)`);
  ctx.state.pending.shift();
  grant(ctx, stack, 'all know-hows');
  const before = ctx.state.turn.awardsFrom ?? personageCount(ctx.state, ctx.nation) - 1;
  delete ctx.state.turn.awardsFrom;
  afterAwards(ctx, before);
  return undefined;
}

function endGame(ctx: ApplyContext, winner: string, reason: string, ending: 'target' | 'temple-after-exhaustion'): void {
  ctx.state.result = { winner, reason, ending };
  ctx.state.turn.phase = 'over';
  ctx.state.pending = [];
  if (!ctx.quiet) log(ctx, 'game.over', `won: ${reason}`, { winner });
}

/**
 * victory.roundLimit: the game stops before round `rounds + 1` as stalled. The tie-break may name a leader
 * (the one highest score), but a stalled game is never reported as a win.
 */
function stall(ctx: ApplyContext, limit: { rounds: number; tieBreak: 'none' | 'score' }): void {
  const { state, ruleset } = ctx;
  let leader: string | undefined;
  if (limit.tieBreak === 'score') {
    const scores = state.nations.map((n) => [n, score(ruleset, state, n)] as const);
    const best = Math.max(...scores.map(([, s]) => s));
    const top = scores.filter(([, s]) => s === best);
    if (top.length === 1) leader = top[0][0];
  }
  const reason = `stalled: no nation won within ${limit.rounds} rounds (victory.roundLimit)${leader ? `; ${name(ctx, leader)} leads on score` : ''}`;
  state.result = { ...(leader ? { winner: leader } : {}), reason, stalled: true, ending: 'stall' };
  state.turn.phase = 'over';
  state.pending = [];
  ctx.events.push({ type: 'game.stalled', text: `The game stops ${reason}`, data: leader ? { leader } : {} });
}

/** Starts the next nation's turn; a new round gives every nation its coin (A-TURN-01). */
export function startNextTurn(ctx: ApplyContext): void {
  const { state, ruleset } = ctx;
  expireModifiers(state, 'end-of-turn');
  const next = (state.turn.active + 1) % state.nations.length;
  const round = next === 0 ? state.turn.round + 1 : state.turn.round;
  const limit = ruleset.victory.roundLimit;
  if (limit && round > limit.rounds) return stall(ctx, limit);
  if (next === 0 && ruleset.economy.coinsPerRound > 0) {
    for (const n of state.nations) {
      for (let i = 0; i < ruleset.economy.coinsPerRound; i++) {
        // A-TURN-02: with the bank out of coins, the nation takes a chip of its choice instead.
        if (state.bank.coins === 0) state.pending.push({ kind: 'choose-chip', nation: n, reason: 'round-coin' });
        else giveCoins(state, state.nation[n], 1);
      }
    }
    ctx.events.push({ type: 'round.coins', text: `round ${round}: every nation takes ${ruleset.economy.coinsPerRound} coin${ruleset.economy.coinsPerRound > 1 ? 's' : ''}${state.pending.length ? ' (a chip of its choice while the bank has none)' : ''}` });
  }
  const nation = state.nations[next];
  state.turn = {
    number: state.turn.number + 1,
    round,
    active: next,
    phase: 'rondel',
    armedAt: {},
    armable: { ...state.nation[nation].box },
    developed: [],
    events: {},
    cityLosers: [],
    movesLeft: {},
    cardsTaken: {},
  };
  if (!ctx.quiet) ctx.events.push({ type: 'turn.start', nation, text: `turn ${state.turn.number}: ${name(ctx, nation)}` });
}
