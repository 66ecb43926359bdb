import type { Ruleset, TurnGuard, TurnMoveType, TurnSection, TurnStateData } from '../ruleset/types';
import type { GameState } from '../state/types';
import { compileGuard } from './guards';
import { perRuleset } from '../rules/per-ruleset';

/**
 * The ruleset's turn statechart compiled for the fast path: the same data and the same guards as the XState
 * machine (engine/turn/machine.ts), without an actor or a snapshot per move. Accepted moves lead back to the
 * routing state through states that route on at once (a check enforces it), so the current state is a function
 * of the game state: `stateOf(game)` is what the XState machine's snapshot holds after the same moves; the
 * agreement sweep (test/sweep) proves it move by move.
 */
export interface CompiledTurn {
  section: TurnSection;
  /** The state the game waits in: the end of the routing transitions from the initial state. */
  stateOf(state: GameState): string;
  accepts(stateId: string): ReadonlySet<TurnMoveType>;
  /** Move types a nation other than the deciding one may make (AMB-A10). */
  outOfTurn: ReadonlySet<TurnMoveType>;
  info(stateId: string): TurnStateData | undefined;
}

const none: ReadonlySet<TurnMoveType> = new Set();
/** Routing chains are short (route → personages → route …); a longer walk means data that loops. */
const maxHops = 16;

export const compiledTurn: (ruleset: Ruleset) => CompiledTurn = perRuleset((ruleset) => compile(ruleset));

function compile(ruleset: Ruleset): CompiledTurn {
  const section = ruleset.turn;
  const accepts = new Map<string, ReadonlySet<TurnMoveType>>();
  const routes = new Map<string, { holds: (state: GameState) => boolean; target: string; type: TurnGuard['type'] | undefined }[]>();
  for (const [id, state] of Object.entries(section.states)) {
    accepts.set(id, new Set(state.accepts ?? []));
    if (state.always?.length) routes.set(id, state.always.map((t) => ({ holds: compileGuard(ruleset, t.guard), target: t.target, type: t.guard?.type })));
  }
  // Every guard the turn data can name reads only these: whether the game is over, the kind of the decision at the
  // head of the queue, and with none, the step and the chosen field's action (engine/turn/guards.ts). So the state
  // a position routes to is remembered by them (exactly; a guard reading anything else would have to join the key).
  const keyed = new Set<string>(['is-over', 'awaiting', 'in-step'] satisfies TurnGuard['type'][]);
  const memo = [...routes.values()].every((list) => list.every((t) => t.type === undefined || keyed.has(t.type)));
  const byDecision = new Map<string, string>();
  const byStep = new Map<string, Map<string, string>>();
  const walk = (state: GameState): string => {
    let at = section.initial;
    for (let hop = 0; hop < maxHops; hop++) {
      const always = routes.get(at);
      if (!always) return at;
      let next: string | undefined;
      for (let i = 0; i < always.length && next === undefined; i++) if (always[i].holds(state)) next = always[i].target;
      if (next === undefined) return at;
      at = next;
    }
    throw new Error(`the turn data of '${ruleset.id}' routes in a loop from '${section.initial}'; the turn-structure check should have refused it`);
  };
  return {
    section,
    stateOf(state) {
      if (!memo || state.result) return walk(state);
      const head = state.pending[0];
      if (head) {
        let id = byDecision.get(head.kind);
        if (id === undefined) byDecision.set(head.kind, (id = walk(state)));
        return id;
      }
      let byField = byStep.get(state.turn.phase);
      if (!byField) byStep.set(state.turn.phase, (byField = new Map()));
      const field = state.turn.field ?? '';
      let id = byField.get(field);
      if (id === undefined) byField.set(field, (id = walk(state)));
      return id;
    },
    accepts: (id) => accepts.get(id) ?? none,
    outOfTurn: new Set(section.outOfTurn ?? []),
    info: (id) => (Object.hasOwn(section.states, id) ? section.states[id] : undefined),
  };
}
