import { assign, setup } from 'xstate';
import { applyMove } from '../moves';
import type { Ruleset } from '../ruleset/types';
import { createGame, type CreateOptions } from '../state/create';
import type { Decision, GameEvent, GameState, Move, MoveError, MoveType, Phase } from '../state/types';
import { awaiting, inPhase, isOver } from './guards';

export interface TurnContext {
  ruleset: Ruleset;
  state: GameState;
  /** Events of the last accepted move. */
  events: GameEvent[];
  /** Why the last move was refused, if it was. */
  error?: MoveError;
}

export type TurnEvent = { type: MoveType; move: Move };

export type TurnInput = { ruleset: Ruleset; state?: GameState } & Partial<CreateOptions>;

/** Moves allowed at any moment of the nation's own turn (D-EV-08, D-KH-06): listed on every own-turn state. */
const anytime = { 'card.play': { actions: 'applyMove', target: '#turn.routing' }, trade: { actions: 'applyMove', target: '#turn.routing' } } as const;

const step = (...types: MoveType[]) => Object.fromEntries(types.map((t) => [t, { actions: 'applyMove', target: '#turn.routing' }])) as Record<MoveType, { actions: 'applyMove'; target: '#turn.routing' }>;

/**
 * The turn of Antike and Antike Duellum as a statechart (D-TURN-02, A-TURN-04): action selection on the rondel,
 * the action's steps, founding, personages at the end of the turn, and the decisions of the nation not on turn
 * (event cards, a reply to a conquest, a battle on demand) as states of their own with the deciding nation
 * named in the engine state. Guards and actions are one-line wrappers over engine functions; the engine decides
 * every rule, the machine orders the steps. `routing` reads the engine state and enters the matching step.
 */
export const turnMachine = setup({
  types: {
    context: {} as TurnContext,
    events: {} as TurnEvent,
    input: {} as TurnInput,
  },
  guards: {
    inPhase: ({ context }, params: { phase: Phase }) => inPhase(context.state, params.phase),
    awaiting: ({ context }, params: { decision: Decision['kind'] }) => awaiting(context.state, params.decision),
    isOver: ({ context }) => isOver(context.state),
  },
  actions: {
    applyMove: assign(({ context, event }) => {
      const result = applyMove(context.ruleset, context.state, event.move);
      return result.ok ? { state: result.state, events: result.events, error: undefined } : { events: [], error: result.error };
    }),
  },
}).createMachine({
  id: 'turn',
  context: ({ input }) => {
    // XState's pure transition() builds a throwaway actor per call, which evaluates this factory with no input;
    // answer it cheaply (the snapshot passed to transition() carries the real context).
    if (!input) return {} as TurnContext;
    if (input.state) return { ruleset: input.ruleset, state: input.state, events: [] };
    const created = createGame(input.ruleset, { seed: input.seed ?? 1, players: input.players });
    if (!created.ok) throw new Error(`${created.error.code}: ${created.error.message}`);
    return { ruleset: input.ruleset, state: created.state, events: created.events };
  },
  initial: 'routing',
  // Any move a step does not list still goes to the engine, which refuses it with the rule that forbids it
  // (and, were the machine ever to lack a legal move, accepts it): the two cannot disagree silently.
  on: { '*': { actions: 'applyMove', target: '#turn.routing' } },
  states: {
    routing: {
      always: [
        { target: 'gameOver', guard: 'isOver' },
        { target: 'choosingStartCities', guard: { type: 'awaiting', params: { decision: 'choose-start-city' } } },
        { target: 'replyToConquest', guard: { type: 'awaiting', params: { decision: 'reply-to-conquest' } } },
        { target: 'battleOnDemand', guard: { type: 'awaiting', params: { decision: 'battle-demand' } } },
        { target: 'choosingPersonage', guard: { type: 'awaiting', params: { decision: 'choose-personage' } } },
        { target: 'choosingChip', guard: { type: 'awaiting', params: { decision: 'choose-chip' } } },
        { target: 'takingEventCards', guard: { type: 'awaiting', params: { decision: 'take-card' } } },
        { target: 'actionSelection', guard: { type: 'inPhase', params: { phase: 'rondel' } } },
        { target: 'actionSteps.building', guard: { type: 'inPhase', params: { phase: 'action' } } },
        { target: 'actionSteps.movement', guard: { type: 'inPhase', params: { phase: 'movement' } } },
        { target: 'actionSteps.conquest', guard: { type: 'inPhase', params: { phase: 'conquest' } } },
        { target: 'founding', guard: { type: 'inPhase', params: { phase: 'found' } } },
      ],
    },
    choosingStartCities: {
      description: 'Longer game (A-VAR-01): nations pick their start cities one at a time.',
      on: step('start.choose'),
    },
    actionSelection: {
      description: 'Step 1: move the stone clockwise on the rondel; 1–3 fields free, each further field costs 1 resource (D-RON-05). A production field produces at once (D-PROD) and the turn goes on to founding.',
      on: { ...step('rondel.select'), ...anytime },
    },
    actionSteps: {
      description: "Step 1 continued: carry out the chosen field's action.",
      initial: 'building',
      states: {
        building: {
          description: 'Temple, arming or research field: build, arm, develop and recruit, then end the action.',
          on: { ...step('temple.build', 'wall.build', 'unit.arm', 'knowhow.develop', 'unit.recruit', 'phase.end'), ...anytime },
        },
        movement: {
          description: 'Maneuver, first movement with battles (D-MOV, A-MAN); a conquest ends the movement.',
          on: { ...step('unit.move', 'battle.fight', 'city.conquer', 'phase.end'), ...anytime },
        },
        conquest: {
          description: 'Maneuver, then conquest (D-CONQ, A-CONQ).',
          on: { ...step('city.conquer', 'phase.end'), ...anytime },
        },
      },
    },
    founding: {
      description: 'Step 2: found cities where own units stand (D-FOUND). Ending it awards personages (step 3).',
      on: { ...step('city.found'), ...anytime, 'phase.end': { actions: 'applyMove', target: 'personages' } },
    },
    personages: {
      description: 'Step 3: personages, score-track walls and victory (D-PERS, D-VPT, D-END); then the next turn.',
      always: { target: '#turn.routing' },
    },
    takingEventCards: {
      description: 'The nation not on turn takes event cards: one per turn with a lost city, one per personage of the opponent (D-EV-04/05).',
      on: step('card.take'),
    },
    replyToConquest: {
      description: "The defender may reply to a conquest with a card such as Fortress, during the opponent's turn (D-EV-09).",
      on: step('card.play', 'reply.pass'),
    },
    battleOnDemand: {
      description: 'A nation whose region was entered may demand a battle (A-MAN-07).',
      on: step('battle.demand', 'battle.decline'),
    },
    choosingPersonage: {
      description: 'All know-hows: an extra personage from the largest stack; the nation chooses on a tie (A-GOAL-07).',
      on: step('personage.choose'),
    },
    choosingChip: {
      description: 'A new round with the coin bank empty: each nation takes a chip of its choice instead of its coin (A-TURN-02).',
      on: step('chip.choose'),
    },
    gameOver: { type: 'final', description: 'A nation reached the victory target (D-END-01, A-GOAL-01).' },
  },
});

export type TurnMachine = typeof turnMachine;
