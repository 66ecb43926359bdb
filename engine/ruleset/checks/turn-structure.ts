import { copiesInPlay } from '../../effects/deck';
import { asksOpponentChoice } from '../../effects/interpret';
import { didYouMean } from '../suggest';
import type { DecisionKind, Diagnostic, Ruleset, TurnMoveType, TurnStep } from '../types';
import { at, issue, type RulesetCheck } from './check';

/** The move that answers each decision; a state serving the decision must accept it. */
const answers: Record<DecisionKind, TurnMoveType[]> = {
  'take-card': ['card.take'],
  'reply-to-conquest': ['reply.pass'],
  'reply-to-movement': ['card.play', 'reply.pass'],
  'effect-choice': ['effect.choose'],
  'battle-demand': ['battle.demand', 'battle.decline'],
  'choose-personage': ['personage.choose'],
  'choose-start-city': ['start.choose'],
  'choose-chip': ['chip.choose'],
};

/** Decisions this ruleset's mechanics can put in front of a nation, read from the fields that cause them. */
function decisionsOf(ruleset: Ruleset): { kind: DecisionKind; because: string }[] {
  const out: { kind: DecisionKind; because: string }[] = [];
  const cards = ruleset.eventCards;
  if (cards && Object.values(cards.cards).some((c) => copiesInPlay(c) > 0)) {
    if ((cards.draws.perTurnWithCityLoss ?? 0) > 0 || (cards.draws.perOpponentPersonage ?? 0) > 0) out.push({ kind: 'take-card', because: '/eventCards/draws gives cards' });
    if (Object.values(cards.cards).some((c) => copiesInPlay(c) > 0 && c.play.when === 'reply-to-conquest')) out.push({ kind: 'reply-to-conquest', because: 'an event card is played in reply to a conquest' });
    if (Object.values(cards.cards).some((c) => copiesInPlay(c) > 0 && asksOpponentChoice(c.effects))) out.push({ kind: 'effect-choice', because: "an event card's effect lets the opponent choose (choose with chooser 'opponent')" });
    if (Object.values(cards.cards).some((c) => copiesInPlay(c) > 0 && c.play.when === 'reply-to-movement')) out.push({ kind: 'reply-to-movement', because: "an event card is played in reply to the opponent's movement" });
  }
  if (ruleset.actions.maneuver.battles === 'on-demand') out.push({ kind: 'battle-demand', because: "/actions/maneuver/battles is 'on-demand'" });
  if (ruleset.knowHows.completionBonus?.extraPersonage) out.push({ kind: 'choose-personage', because: '/knowHows/completionBonus gives an extra personage' });
  if (ruleset.setup.startCities?.selection === 'chosen-from-lineup') out.push({ kind: 'choose-start-city', because: "/setup/startCities/selection is 'chosen-from-lineup'" });
  if (ruleset.economy.coinsPerRound > 0 && ruleset.supply.coins !== undefined) out.push({ kind: 'choose-chip', because: 'coins per round come from a limited bank' });
  return out;
}

/** Steps of the turn this ruleset reaches, with the move that must be accepted there to go on. */
function stepsOf(ruleset: Ruleset): { step: TurnStep; action?: 'build' | 'arm' | 'research'; needs: TurnMoveType }[] {
  const actions = new Set(Object.values(ruleset.rondel.fields).map((f) => f.action));
  const out: { step: TurnStep; action?: 'build' | 'arm' | 'research'; needs: TurnMoveType }[] = [{ step: 'rondel', needs: 'rondel.select' }];
  for (const action of ['build', 'arm', 'research'] as const) if (actions.has(action)) out.push({ step: 'action', action, needs: 'phase.end' });
  if (actions.has('maneuver')) out.push({ step: 'movement', needs: 'phase.end' }, { step: 'conquest', needs: 'phase.end' });
  out.push({ step: 'found', needs: 'phase.end' });
  return out;
}

/**
 * The turn data is a working statechart: every target exists, accepted moves lead back to routing states, and
 * the routing state reaches a state that can answer every decision and every step this ruleset's mechanics
 * produce (otherwise a game would wait for a move no state accepts).
 */
export const turnStructure: RulesetCheck = {
  id: 'turn-structure',
  run(ruleset) {
    const out: Diagnostic[] = [];
    const { turn } = ruleset;
    const ids = Object.keys(turn.states);
    const exists = (id: string) => Object.hasOwn(turn.states, id);
    if (!exists(turn.initial)) {
      out.push(issue('turn/unknown-state', '/turn/initial', `initial state '${turn.initial}' is not defined in /turn/states${didYouMean(turn.initial, ids)}`));
      return out;
    }
    if (!turn.states[turn.initial].always) out.push(issue('turn/initial-not-routing', '/turn/initial', `the initial state '${turn.initial}' must route on at once: give it 'always' transitions to the states that wait for moves`));
    for (const [id, state] of Object.entries(turn.states)) {
      const base = at('/turn/states', id);
      state.always?.forEach((t, i) => {
        if (!exists(t.target)) out.push(issue('turn/unknown-state', at(base, 'always', i, 'target'), `state '${t.target}' is not defined in /turn/states${didYouMean(t.target, ids)}`));
      });
      for (const [type, target] of Object.entries(state.on ?? {})) {
        if (!exists(target!)) out.push(issue('turn/unknown-state', at(base, 'on', type), `state '${target}' is not defined in /turn/states${didYouMean(target!, ids)}`));
        else if (!turn.states[target!].always) out.push(issue('turn/move-leads-to-waiting-state', at(base, 'on', type), `'${type}' leads to '${target}', which does not route on; accepted moves must lead to a state with 'always' transitions (such as '${turn.initial}')`));
        if (!state.accepts?.includes(type as TurnMoveType)) out.push(issue('turn/on-not-accepted', at(base, 'on', type), `state '${id}' says where '${type}' leads but does not accept it; add it to /turn/states/${id}/accepts or remove this entry`));
      }
      if (state.always && state.accepts?.length) out.push(issue('turn/accepts-and-routes', at(base, 'accepts'), `state '${id}' routes on at once ('always'), so it can never wait for the moves it accepts; split it in two`));
      if (state.final && (state.accepts?.length || state.always)) out.push(issue('turn/final-with-moves', base, `final state '${id}' must neither accept moves nor route on`));
      if (!state.final && !state.always && !state.accepts?.length) out.push(issue('turn/dead-end', base, `state '${id}' accepts no move and does not route on: a game that enters it can never continue`));
    }
    for (const cycle of unguardedCycles(ruleset)) out.push(issue('turn/routing-loop', at('/turn/states', cycle[0], 'always'), `the states ${cycle.join(' → ')} route to each other without guards: the machine would never stop`));

    const routes = turn.states[turn.initial].always ?? [];
    const routeTo = (match: (guard: NonNullable<(typeof routes)[number]['guard']>) => boolean) => routes.find((t) => t.guard && match(t.guard))?.target;
    if (!routeTo((g) => g.type === 'is-over') || !turn.states[routeTo((g) => g.type === 'is-over')!]?.final) {
      out.push(issue('turn/no-game-over', at('/turn/states', turn.initial, 'always'), `the routing state needs a transition guarded by 'is-over' to a final state, so a won game stops`));
    }
    for (const { kind, because } of decisionsOf(ruleset)) {
      const target = routeTo((g) => g.type === 'awaiting' && g.params.decision === kind);
      if (!target) {
        out.push(issue('turn/decision-not-routed', at('/turn/states', turn.initial, 'always'), `this ruleset can ask a nation to decide '${kind}' (${because}), but no transition guarded by awaiting '${kind}' leads to a state that takes the answer`));
        continue;
      }
      const missing = answers[kind].filter((m) => !turn.states[target]?.accepts?.includes(m));
      if (exists(target) && missing.length) out.push(issue('turn/decision-not-answerable', at('/turn/states', target, 'accepts'), `state '${target}' serves the decision '${kind}' but does not accept ${missing.join(', ')}`));
    }
    out.push(...outOfTurnTrade(ruleset));
    for (const { step, action, needs } of stepsOf(ruleset)) {
      const target = routeTo((g) => g.type === 'in-step' && g.params.step === step && (g.params.action === undefined || g.params.action === action));
      const what = action ? `step '${step}' of a ${action} field` : `step '${step}'`;
      if (!target) out.push(issue('turn/step-not-routed', at('/turn/states', turn.initial, 'always'), `no transition guarded by in-step leads to a state for ${what}, which this ruleset's rondel reaches`));
      else if (exists(target) && !turn.states[target].accepts?.includes(needs)) out.push(issue('turn/step-cannot-end', at('/turn/states', target, 'accepts'), `state '${target}' (${what}) must accept '${needs}', or the turn can never go on from it`));
    }
    return out;
  },
};

/**
 * A trade out of turn takes both the turn's permission (/turn/outOfTurn) and a trade rule made 'any-time' (AMB-A10:
 * Antike's "at any time" read as the own turn by default). One without the other changes nothing the player sees, and
 * the teaching view would state a rule the game does not play.
 */
function outOfTurnTrade(ruleset: Ruleset): Diagnostic[] {
  const listed = ruleset.turn.outOfTurn?.includes('trade') ?? false;
  const rules: [string, { when?: string } | undefined][] = [
    ['/knowHows/completionBonus/trade', ruleset.knowHows.completionBonus?.trade],
    ...Object.entries(ruleset.knowHows.items).map(([id, k]) => [at('/knowHows/items', id, 'trade'), k.trade] as [string, { when?: string } | undefined]),
  ];
  const anyTime = rules.filter(([, rule]) => rule?.when === 'any-time').map(([pointer]) => pointer);
  if (listed && !anyTime.length) {
    return [issue('turn/out-of-turn-unused', '/turn/outOfTurn', `'trade' is allowed out of turn here, but no trade rule of this ruleset is made at any time (a trade's "when" is 'own-turn' or absent), so nobody can trade out of turn; remove 'trade' from /turn/outOfTurn, or set a trade's "when" to 'any-time'`, 'warning')];
  }
  if (!listed && anyTime.length) {
    return [issue('turn/out-of-turn-missing', at(anyTime[0], 'when'), `this trade is made at any time, but /turn/outOfTurn does not list 'trade', so it is made only in the own turn; add "outOfTurn": ["trade"] to /turn`, 'warning')];
  }
  return [];
}

/** Cycles of states linked by unguarded 'always' transitions. */
function unguardedCycles(ruleset: Ruleset): string[][] {
  const { states } = ruleset.turn;
  const next = (id: string) => (states[id]?.always ?? []).filter((t) => !t.guard).map((t) => t.target);
  const cycles: string[][] = [];
  const done = new Set<string>();
  for (const start of Object.keys(states)) {
    const path: string[] = [];
    let at: string | undefined = start;
    while (at && !done.has(at)) {
      const seen = path.indexOf(at);
      if (seen >= 0) {
        cycles.push([...path.slice(seen), at]);
        break;
      }
      path.push(at);
      at = next(at)[0];
    }
    for (const id of path) done.add(id);
  }
  return cycles;
}
