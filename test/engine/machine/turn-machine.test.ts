import { initialTransition, transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import { turnMachine } from '../../../engine/machine/turn-machine';
import type { Move } from '../../../engine/index';
import { given, ruleset } from '../../helpers/game';

const R = ruleset('antike-duellum');

function start(state = given(R, { active: 'romans', rondel: { romans: 'ferrum' }, stock: { romans: { marble: 8, iron: 4, gold: 4, coin: 3 } } })) {
  return initialTransition(turnMachine, { ruleset: R, state })[0];
}

function send(snapshot: ReturnType<typeof start>, move: Move) {
  return transition(turnMachine, snapshot, { type: move.type, move })[0];
}

describe('turn machine (D-TURN-02)', () => {
  it('starts a turn in action selection', () => {
    expect(start().value).toBe('actionSelection');
  });

  it('goes from action selection to the action, founding, then the next nation (step 1 → 2 → 3)', () => {
    let s = send(start(), { type: 'rondel.select', field: 'templum' });
    expect(s.value).toEqual({ actionSteps: 'building' });
    s = send(s, { type: 'temple.build', region: 'roma' });
    expect(s.value).toEqual({ actionSteps: 'building' });
    s = send(s, { type: 'phase.end' });
    expect(s.value).toBe('founding');
    s = send(s, { type: 'phase.end' });
    expect(s.value).toBe('actionSelection');
    expect(s.context.state.nations[s.context.state.turn.active]).toBe('carthaginians');
  });

  it('skips from a production field straight to founding (D-PROD)', () => {
    expect(send(start(), { type: 'rondel.select', field: 'aurum' }).value).toBe('founding');
  });

  it('orders a maneuver as movement, then conquest (D-MOV-01)', () => {
    const state = given(R, { active: 'romans', rondel: { romans: 'ferrum' }, units: { roma: { romans: { legion: 1 } } } });
    let s = send(start(state), { type: 'rondel.select', field: 'duellum-1' });
    expect(s.value).toEqual({ actionSteps: 'movement' });
    s = send(s, { type: 'phase.end' });
    expect(s.value).toEqual({ actionSteps: 'conquest' });
  });

  it('names the nation not on turn as the decider while it takes an event card (D-EV-05)', () => {
    const state = given(R, { active: 'romans', rondel: { romans: 'marmor' }, stock: { romans: { gold: 9 } } });
    let s = send(start(state), { type: 'rondel.select', field: 'scientia' });
    expect(s.context.error).toBeUndefined();
    s = send(s, { type: 'knowhow.develop', knowHow: 'commercium' });
    s = send(s, { type: 'phase.end' });
    s = send(s, { type: 'phase.end' });
    expect(s.value).toBe('takingEventCards');
    expect(s.context.state.pending[0]).toMatchObject({ kind: 'take-card', nation: 'carthaginians' });
    s = send(s, { type: 'card.take', card: s.context.state.cards.display[0] });
    expect(s.value).toBe('actionSelection');
  });

  it("asks the defender in the opponent's turn whether to reply with Fortress (D-EV-09)", () => {
    const state = given(R, {
      active: 'carthaginians',
      rondel: { carthaginians: 'ferrum' },
      hand: { romans: ['fortress'] },
      units: { neapolis: { carthaginians: { legion: 3 } } },
    });
    let s = send(start(state), { type: 'rondel.select', field: 'duellum-1' });
    s = send(s, { type: 'city.conquer', region: 'neapolis' });
    expect(s.value).toBe('replyToConquest');
    expect(s.context.state.pending[0]).toMatchObject({ kind: 'reply-to-conquest', nation: 'romans', region: 'neapolis' });
    s = send(s, { type: 'card.play', card: 'fortress' });
    expect(s.value).toEqual({ actionSteps: 'conquest' });
  });

  it('keeps the snapshot and reports the error for an illegal move', () => {
    const before = start();
    const after = send(before, { type: 'temple.build', region: 'roma' });
    expect(after.value).toBe('actionSelection');
    expect(after.context.state).toBe(before.context.state);
    expect(after.context.error?.code).toBe('move/wrong-phase');
  });

  it('ends in a final state when a nation wins', () => {
    const state = given(R, { active: 'romans', rondel: { romans: 'ferrum' } });
    state.nation.romans.personages = { king: 4, scholar: 4 };
    state.nation.romans.thresholdsReached = { king: 4 };
    state.stacks.king -= 4;
    state.stacks.scholar -= 4;
    state.stacks.citizen -= 1;
    state.nation.romans.personages.citizen = 1;
    state.nation.romans.thresholdsReached.citizen = 0;
    state.cities.roma.temple = state.cities.neapolis.temple = state.cities.brundisium.temple = true;
    state.bank.temples -= 3;
    let s = send(start(state), { type: 'rondel.select', field: 'aurum' });
    s = send(s, { type: 'phase.end' });
    expect(s.status).toBe('done');
    expect(s.value).toBe('gameOver');
    expect(s.context.state.result?.winner).toBe('romans');
  });
});
