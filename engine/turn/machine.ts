import { assign, createActor, initialTransition, setup, transition, type Actor, type AnyStateMachine } from 'xstate';
import { applyAccepted } from '../moves';
import type { Ruleset } from '../ruleset/types';
import { createGame, type CreateOptions } from '../state/create';
import { decidingNation } from '../state/selectors';
import type { GameEvent, GameState, Move, MoveError, MoveType } from '../state/types';
import { compiledTurn, type CompiledTurn } from './compiled';
import { turnGuards } from './guards';
import { notNow } from './not-now';

export interface TurnContext {
  ruleset: Ruleset;
  state: GameState;
  /** Events of the last accepted move. */
  events: GameEvent[];
  /** Why the last move was refused by the rules of its mechanic, if it was. */
  error?: MoveError;
}

export type TurnEvent = { type: MoveType; move: Move };

export type TurnInput = { ruleset: Ruleset; state?: GameState } & Partial<CreateOptions>;

const machines = new WeakMap<Ruleset, ReturnType<typeof buildTurnMachine>>();

/**
 * The XState v5 machine of a ruleset, built from its `turn` data (schemas/turn.schema.json): one state per
 * data state, `on` handlers only for the move types the state accepts, `always` transitions with the named
 * guards of engine/turn/guards.ts, and one action, `applyMove`, whose implementation is the engine's mechanics.
 * Events a state does not list have no handler, so the machine refuses them; `stepTurn` says so with move/not-now.
 */
export function turnMachineFor(ruleset: Ruleset) {
  let machine = machines.get(ruleset);
  if (!machine) {
    machine = buildTurnMachine(ruleset);
    machines.set(ruleset, machine);
  }
  return machine;
}

function buildTurnMachine(ruleset: Ruleset) {
  const turn = ruleset.turn;
  const initial = `#turn.${turn.initial}`;
  const states: Record<string, object> = {};
  const routed = routedTargets(ruleset);
  for (const [id, data] of Object.entries(turn.states)) {
    const node: Record<string, unknown> = {
      description: data.rule ? `${data.description} (${data.rule})` : data.description,
      meta: { title: data.title ?? id, rule: data.rule, accepts: data.accepts ?? [], decision: data.decision },
    };
    if (data.final) node.type = 'final';
    if (data.always) node.always = data.always.map((t) => ({ target: `#turn.${t.target}`, ...(t.guard ? { guard: t.guard } : {}) }));
    if (data.accepts?.length) {
      node.on = Object.fromEntries(
        data.accepts.map((type) => {
          if (data.on?.[type]) return [type, { target: `#turn.${data.on[type]}`, actions: 'applyMove' }];
          if (!routed) return [type, { target: initial, actions: 'applyMove' }];
          // One microstep per move: the move stays here when the routing list still leads here afterwards, else it
          // goes straight where the list leads (see routedTargets).
          const onwards = routed.filter((target) => target !== id).map((target) => ({ target: `#turn.${target}`, guard: { type: 'leads-to', params: { target } }, actions: 'applyMove' }));
          return [type, [{ guard: { type: 'leads-to', params: { target: id } }, actions: 'applyMove' }, ...onwards]];
        }),
      );
    }
    states[id] = node;
  }
  // AMB-A10: moves another nation may make while the game waits for someone else (Antike's trade at any time).
  const outOfTurn = Object.fromEntries((turn.outOfTurn ?? []).map((type) => [type, { guard: 'out-of-turn', target: initial, actions: 'applyMove' }]));
  const routing = compiledTurn(ruleset);
  return setup({
    types: { context: {} as TurnContext, events: {} as TurnEvent, input: {} as TurnInput },
    guards: {
      'is-over': ({ context }) => !!context.state && turnGuards['is-over'](context.ruleset, context.state, undefined),
      awaiting: ({ context }, params: { decision: never }) => !!context.state && turnGuards.awaiting(context.ruleset, context.state, params),
      'in-step': ({ context }, params: { step: never; action?: never }) => !!context.state && turnGuards['in-step'](context.ruleset, context.state, params),
      'leads-to': ({ context, event }, params: { target: string }) => outcome(context, event, routing).leadsTo === params.target,
      'out-of-turn': ({ context, event }) => {
        const claimed = (event.move as { nation?: unknown }).nation;
        return typeof claimed === 'string' && claimed !== decidingNation(context.state);
      },
    },
    actions: {
      applyMove: assign(({ context, event }) => {
        const { result } = outcome(context, event, routing);
        return result.ok ? { state: result.state, events: result.events, error: undefined } : { events: [], error: result.error };
      }),
    },
  }).createMachine({
    id: 'turn',
    context: ({ input }: { input: TurnInput | undefined }) => {
      // XState's pure transition() builds a throwaway actor per call, which evaluates this factory with no input;
      // answer it cheaply (the snapshot passed to transition() carries the real context).
      if (!input) return {} as TurnContext;
      if (input.state) return { ruleset: input.ruleset, state: input.state, events: [] };
      const created = createGame(input.ruleset, { seed: input.seed ?? 1, players: input.players });
      if (!created.ok) throw new Error(`${created.error.code}: ${created.error.message}`);
      return { ruleset: input.ruleset, state: created.state, events: created.events };
    },
    initial: turn.initial,
    on: outOfTurn,
    states,
  } as never);
}

/**
 * The states the routing state's transitions lead to, and the routing state itself (where the game stays when no
 * entry holds), when every move can go straight to where the routing list leads after it. A move would otherwise
 * cost three XState microsteps (the move, the hop out to the routing state, the hop on); this way it costs one,
 * and a move that keeps the game where it is evaluates one guard (XState spends ~7 µs on the round trip against
 * ~2.5 µs for a move that stays, measured on a toy machine of this shape). The routing state reaches the same state
 * either way; the agreement sweep (test/sweep/agreement.test.ts) compares the machine's state with the compiled
 * routing after every move. Undefined (the plain hop through the routing state) where the data does not fit: a
 * routing state that accepts moves, a target listed twice or one that routes on by itself, or an unguarded entry
 * before the end.
 */
function routedTargets(ruleset: Ruleset): string[] | undefined {
  const turn = ruleset.turn;
  const route = turn.states[turn.initial];
  const list = route?.always;
  if (!list?.length || route.accepts?.length) return undefined;
  const targets = list.map((t) => t.target);
  if (new Set(targets).size !== targets.length) return undefined;
  if (list.some((t, i) => !t.guard && i < list.length - 1)) return undefined;
  if (targets.some((t) => t === turn.initial || turn.states[t]?.always?.length)) return undefined;
  return [...targets, turn.initial];
}

/**
 * A move's result and the state the routing list leads to after it, computed once per (state, event): the
 * `leads-to` guards of the event's transitions read it, then the chosen transition's action commits it. The move
 * is applied to a copy (applyAccepted), so a guard that computes it changes nothing.
 */
interface Outcome {
  state: GameState;
  event: TurnEvent;
  result: ReturnType<typeof applyAccepted>;
  leadsTo: string;
}
let lastOutcome: Outcome | undefined;

function outcome(context: TurnContext, event: TurnEvent, routing: CompiledTurn): Outcome {
  if (lastOutcome && lastOutcome.state === context.state && lastOutcome.event === event) return lastOutcome;
  const result = applyAccepted(context.ruleset, context.state, event.move);
  lastOutcome = { state: context.state, event, result, leadsTo: routing.stateOf(result.ok ? result.state : context.state) };
  return lastOutcome;
}

export type TurnMachine = ReturnType<typeof turnMachineFor>;
export type TurnSnapshot = ReturnType<typeof initialTransition<TurnMachine>>[0];

/** The machine's first snapshot for a new game or a given state. */
export function startTurn(ruleset: Ruleset, input: Omit<TurnInput, 'ruleset'>): TurnSnapshot {
  return initialTransition(turnMachineFor(ruleset), { ruleset, ...input } as TurnInput)[0] as TurnSnapshot;
}

export type StepResult = { ok: true; snapshot: TurnSnapshot; events: GameEvent[] } | { ok: false; error: MoveError; snapshot: TurnSnapshot };

/**
 * Sends one move to the machine. A move type the current state does not accept is refused with move/not-now
 * (the machine has no handler for it); an accepted move the mechanic refuses leaves the game state unchanged.
 */
export function stepTurn(ruleset: Ruleset, snapshot: TurnSnapshot, move: Move): StepResult {
  const machine = turnMachineFor(ruleset) as unknown as AnyStateMachine;
  const event = { type: (move as { type?: unknown })?.type as MoveType, move };
  const [next] = transition(machine, snapshot as never, event as never) as unknown as [TurnSnapshot];
  return stepResult(ruleset, snapshot, next, event.type, snapshot);
}

/**
 * The answer to one event: XState hands back the very same snapshot when no transition of the current state takes
 * it (move/not-now); an accepted move the mechanic refused carries the mechanic's error, with `refused` as the
 * snapshot to report.
 */
function stepResult(ruleset: Ruleset, before: TurnSnapshot, after: TurnSnapshot, type: MoveType, refused: TurnSnapshot): StepResult {
  if (after === before) return { ok: false, error: notNow(ruleset, before.context.state, String(before.value), type), snapshot: before };
  if (after.context.error) return { ok: false, error: after.context.error, snapshot: refused };
  return { ok: true, snapshot: after, events: after.context.events };
}

/**
 * A running turn machine: one XState actor for a whole game, as the workbench would hold one, stepped with
 * `send`. The same machine and the same answers as stepTurn, without XState's pure transition() building a
 * throwaway actor for every move (a third of the cost of stepping through the machine).
 */
export class TurnRunner {
  readonly ruleset: Ruleset;
  private readonly actor: Actor<TurnMachine>;

  constructor(ruleset: Ruleset, input: Omit<TurnInput, 'ruleset'>) {
    this.ruleset = ruleset;
    this.actor = createActor(turnMachineFor(ruleset), { input: { ruleset, ...input } as TurnInput });
    this.actor.start();
  }

  get snapshot(): TurnSnapshot {
    return this.actor.getSnapshot() as TurnSnapshot;
  }

  send(move: Move): StepResult {
    const before = this.snapshot;
    const type = (move as { type?: unknown })?.type as MoveType;
    this.actor.send({ type, move } as never);
    const after = this.snapshot;
    // An actor whose action threw is stopped with the error: that is an engine bug, never a player's mistake.
    if (after.status === 'error') throw after.error;
    // The actor has moved on to `after` (its game state unchanged by a refused move): that is the one to report.
    return stepResult(this.ruleset, before, after, type, after);
  }

  stop(): void {
    this.actor.stop();
  }
}
