import { describe, expect, it } from 'vitest';
import { applyMove, createGame, legalMoves, type Move } from '../../../engine/index';
import { compiledTurn } from '../../../engine/turn/compiled';
import { FastGame } from '../../../engine/sim/fast-game';
import { startTurn, stepTurn, turnMachineFor, TurnRunner, type TurnSnapshot } from '../../../engine/turn/machine';
import { randomBot } from '../../../engine/bots/random';
import { validateRuleset } from '../../../engine/ruleset/validate';
import { given, ruleset } from '../../helpers/game';
import { libraryWith, sourceFromText } from '../../helpers/library';
import { turnStructure } from '../../../engine/ruleset/checks/turn-structure';
import { buildScenario } from '../../../engine/rulesets';
import type { Ruleset } from '../../../engine/ruleset/types';

const R = ruleset('antike-duellum');

function start(state = given(R, { active: 'romans', rondel: { romans: 'ferrum' }, stock: { romans: { marble: 8, iron: 4, gold: 4, coin: 3 } } })) {
  return startTurn(R, { state });
}

/** Sends a move the machine must accept. */
function send(snapshot: TurnSnapshot, move: Move): TurnSnapshot {
  const stepped = stepTurn(R, snapshot, move);
  if (!stepped.ok) throw new Error(`${move.type} refused: ${stepped.error.code} ${stepped.error.message}`);
  return stepped.snapshot;
}

describe('turn machine (D-TURN-02)', () => {
  it('starts a turn in action selection', () => {
    expect(start().value).toBe('action-selection');
  });

  it('goes from action selection to the action, founding, then the next nation (step 1 → 2 → 3)', () => {
    let s = send(start(), { type: 'rondel.select', field: 'templum' });
    expect(s.value).toEqual('building');
    s = send(s, { type: 'temple.build', region: 'roma' });
    expect(s.value).toEqual('building');
    s = send(s, { type: 'phase.end' });
    expect(s.value).toBe('founding');
    s = send(s, { type: 'phase.end' });
    expect(s.value).toBe('action-selection');
    expect(s.context.state.nations[s.context.state.turn.active]).toBe('carthaginians');
  });

  it('skips from a production field straight to founding (D-PROD)', () => {
    expect(send(start(), { type: 'rondel.select', field: 'aurum' }).value).toBe('founding');
  });

  it('orders a maneuver as movement, then conquest (D-MOV-01)', () => {
    const state = given(R, { active: 'romans', rondel: { romans: 'ferrum' }, units: { roma: { romans: { legion: 1 } } } });
    let s = send(start(state), { type: 'rondel.select', field: 'duellum-1' });
    expect(s.value).toEqual('movement');
    s = send(s, { type: 'phase.end' });
    expect(s.value).toEqual('conquest');
  });

  it('names the nation not on turn as the decider while it takes an event card (D-EV-05)', () => {
    const state = given(R, { active: 'romans', rondel: { romans: 'marmor' }, stock: { romans: { gold: 9 } } });
    let s = send(start(state), { type: 'rondel.select', field: 'scientia' });
    expect(s.context.error).toBeUndefined();
    s = send(s, { type: 'knowhow.develop', knowHow: 'commercium' });
    s = send(s, { type: 'phase.end' });
    s = send(s, { type: 'phase.end' });
    expect(s.value).toBe('taking-event-cards');
    expect(s.context.state.pending[0]).toMatchObject({ kind: 'take-card', nation: 'carthaginians' });
    s = send(s, { type: 'card.take', card: s.context.state.cards.display[0] });
    expect(s.value).toBe('action-selection');
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
    expect(s.value).toBe('reply-to-conquest');
    expect(s.context.state.pending[0]).toMatchObject({ kind: 'reply-to-conquest', nation: 'romans', region: 'neapolis' });
    s = send(s, { type: 'card.play', card: 'fortress' });
    expect(s.value).toEqual('conquest');
  });

  it('refuses a move type the current state does not accept, naming the state and what it accepts', () => {
    const before = start();
    const refused = stepTurn(R, before, { type: 'temple.build', region: 'roma' });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.code).toBe('move/not-now');
    expect(refused.error.message).toContain("'action selection'");
    expect(refused.error.message).toContain('rondel.select, card.play, trade');
    expect(refused.snapshot).toBe(before);
  });

  it('keeps the snapshot and reports the mechanic\'s error for an accepted but illegal move', () => {
    const before = start();
    const refused = stepTurn(R, before, { type: 'rondel.select', field: 'no-such-field' });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('move/unknown-field');
    expect(refused.snapshot.context.state).toBe(before.context.state);
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
    expect(s.value).toBe('game-over');
    expect(s.context.state.result?.winner).toBe('romans');
  });
});

describe('a running turn machine (one actor per game)', () => {
  it('gives the answers of stepTurn move by move on a seeded random game', () => {
    const runner = new TurnRunner(R, { seed: 7 });
    let snapshot = startTurn(R, { seed: 7 });
    let rng = 7;
    for (let n = 0; n < 400 && !snapshot.context.state.result; n++) {
      const legal = legalMoves(R, snapshot.context.state);
      let move: Move;
      [move, rng] = randomBot(R, snapshot.context.state, legal, rng);
      const stepped = stepTurn(R, snapshot, move);
      const sent = runner.send(move);
      expect(sent.ok).toBe(stepped.ok);
      if (!stepped.ok || !sent.ok) throw new Error(`a listed move was refused: ${JSON.stringify(move)}`);
      snapshot = stepped.snapshot;
      expect(sent.snapshot.value).toEqual(snapshot.value);
      expect(sent.snapshot.context.state).toEqual(snapshot.context.state);
    }
    runner.stop();
  });

  it('refuses what the state does not accept with move/not-now, and an illegal accepted move with the mechanic\'s error, state unchanged', () => {
    const runner = new TurnRunner(R, { state: given(R, { active: 'romans', rondel: { romans: 'ferrum' } }) });
    const before = runner.snapshot;
    const notNow = runner.send({ type: 'temple.build', region: 'roma' });
    expect(notNow.ok ? 'accepted' : notNow.error.code).toBe('move/not-now');
    expect(runner.snapshot).toBe(before);
    const illegal = runner.send({ type: 'rondel.select', field: 'no-such-field' });
    expect(illegal.ok ? 'accepted' : illegal.error.code).toBe('move/unknown-field');
    expect(runner.snapshot.context.state).toBe(before.context.state);
    expect(runner.send({ type: 'rondel.select', field: 'templum' }).ok).toBe(true);
    expect(runner.snapshot.value).toBe('building');
  });
});

describe('the turn is ruleset data, and the machine is authoritative', () => {
  const withCommercium = () =>
    given(R, { active: 'romans', rondel: { romans: 'ferrum' }, knowHows: { romans: ['commercium'] }, stock: { romans: { marble: 8, iron: 4, gold: 4, coin: 3 } } });
  const atBuilding = (rules = R) => {
    const played = applyMove(rules, withCommercium(), { type: 'rondel.select', field: 'templum' });
    if (!played.ok) throw new Error(played.error.message);
    return played.state;
  };

  it('a variant that removes trade from the building state loses it from legalMoves and applyMove (D-KH-06)', () => {
    const variant = sourceFromText(
      'no-trade-while-building.variant.json',
      JSON.stringify({
        id: 'no-trade-while-building',
        title: 'No trading while building',
        extends: 'antike-duellum',
        patch: { turn: { states: { building: { accepts: ['temple.build', 'wall.build', 'phase.end', 'card.play'] } } } },
      }),
    );
    const validated = validateRuleset(libraryWith(variant), 'no-trade-while-building');
    expect(validated.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const V = validated.ruleset!;
    const give = { give: { marble: 3 }, get: { gold: 2 } };

    expect(legalMoves(R, atBuilding(R)).some((m) => m.type === 'trade')).toBe(true);
    expect(applyMove(R, atBuilding(R), { type: 'trade', ...give }).ok).toBe(true);

    const state = atBuilding(V);
    expect(legalMoves(V, state).some((m) => m.type === 'trade')).toBe(false);
    const refused = applyMove(V, state, { type: 'trade', ...give });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('move/not-now');
    const machine = stepTurn(V, startTurn(V, { state }), { type: 'trade', ...give });
    expect(machine.ok).toBe(false);
    if (!machine.ok) expect(machine.error.code).toBe('move/not-now');
    // Trading is still possible where the variant left it: in action selection.
    expect(legalMoves(V, withCommercium()).some((m) => m.type === 'trade')).toBe(true);
  });

  it('a state with no accepted moves refuses everything: the gate is the data, not a mirror of the engine', () => {
    const frozen = { ...R, turn: { ...R.turn, states: { ...R.turn.states, 'action-selection': { ...R.turn.states['action-selection'], accepts: [] } } } };
    const state = withCommercium();
    expect(legalMoves(frozen, state)).toEqual([]);
    const refused = applyMove(frozen, state, { type: 'rondel.select', field: 'templum' });
    expect(refused.ok || refused.error.code).toBe('move/not-now');
  });

  it('builds a different machine for Antike: battles on demand and the coin per round, no event-card states', () => {
    const duellum = Object.keys(turnMachineFor(R).root.states);
    const antike = Object.keys(turnMachineFor(ruleset('antike-east')).root.states);
    expect(duellum).toContain('taking-event-cards');
    expect(duellum).toContain('reply-to-conquest');
    expect(duellum).not.toContain('battle-on-demand');
    expect(antike).toContain('battle-on-demand');
    expect(antike).toContain('choosing-chip');
    expect(antike).not.toContain('taking-event-cards');
    const movement = (id: string) => (turnMachineFor(ruleset(id)).root.states.movement.config as { on: Record<string, unknown> }).on;
    expect(Object.keys(movement('antike-east'))).toContain('battle.fight');
    expect(Object.keys(movement('antike-duellum'))).not.toContain('battle.fight');
  });
});

describe('trading out of turn (AMB-A10)', () => {
  const east = ruleset('antike-east');
  it('takes both the turn\'s permission and a trade made at any time; either alone is a warning at its place', () => {
    // As written: Antike's 2:1 trade of all eight know-hows is made in the own turn, and the turn lists nothing out of turn.
    expect(east.knowHows.completionBonus?.trade?.when).toBe('own-turn');
    expect(turnStructure.run(east).filter((d) => d.code.startsWith('turn/out-of-turn'))).toEqual([]);
    const listed = { ...east, turn: { ...east.turn, outOfTurn: ['trade' as const] } };
    expect(turnStructure.run(listed)).toContainEqual(expect.objectContaining({ code: 'turn/out-of-turn-unused', pointer: '/turn/outOfTurn', severity: 'warning' }));
    const anyTime = { ...east, knowHows: { ...east.knowHows, completionBonus: { ...east.knowHows.completionBonus!, trade: { ...east.knowHows.completionBonus!.trade!, when: 'any-time' as const } } } };
    expect(turnStructure.run(anyTime)).toContainEqual(expect.objectContaining({ code: 'turn/out-of-turn-missing', pointer: '/knowHows/completionBonus/trade/when', severity: 'warning' }));
    expect(turnStructure.run({ ...anyTime, turn: listed.turn }).filter((d) => d.code.startsWith('turn/out-of-turn'))).toEqual([]);
  });
});

describe('reply to a movement (event-card timing reply-to-movement)', () => {
  const H = ruleset('antike-duellum-house-events');
  const withoutRoute = (rules: Ruleset): Ruleset => {
    const route = rules.turn.states.route;
    return { ...rules, turn: { ...rules.turn, states: { ...rules.turn.states, route: { ...route, always: route.always!.filter((t) => !(t.guard?.type === 'awaiting' && t.guard.params.decision === 'reply-to-movement')) } } } };
  };

  it('the turn check requires a route to a state answering it, only where a card in play has that timing', () => {
    expect(turnStructure.run(H).filter((d) => d.severity === 'error')).toEqual([]);
    const unrouted = turnStructure.run(withoutRoute(H));
    expect(unrouted).toContainEqual(expect.objectContaining({ code: 'turn/decision-not-routed', pointer: '/turn/states/route/always' }));
    expect(unrouted.find((d) => d.code === 'turn/decision-not-routed')!.message).toContain("'reply-to-movement'");
    const state = H.turn.states['reply-to-movement'];
    const deaf = { ...H, turn: { ...H.turn, states: { ...H.turn.states, 'reply-to-movement': { ...state, accepts: ['reply.pass' as const] } } } };
    expect(turnStructure.run(deaf)).toContainEqual(expect.objectContaining({ code: 'turn/decision-not-answerable', pointer: '/turn/states/reply-to-movement/accepts' }));
    // A card letting the opponent choose (Ultimatum) needs the effect-choice route, answered by effect.choose.
    const noChoice = { ...H, turn: { ...H.turn, states: { ...H.turn.states, route: { ...H.turn.states.route, always: H.turn.states.route.always!.filter((t) => t.target !== 'effect-choice') } } } };
    expect(turnStructure.run(noChoice).map((d) => d.message).join('\n')).toContain("decide 'effect-choice'");
    // Base Duellum has no such card: the state is allowed but not required.
    expect(turnStructure.run(withoutRoute(R)).filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('the machine waits in reply-to-movement after the move, and goes back to movement after the pass', () => {
    const built = buildScenario(H, {
      id: 'ambush',
      title: 'Ambush',
      ruleset: 'antike-duellum-house-events',
      blank: true,
      turn: { nation: 'romans', field: 'duellum-1' },
      nations: { romans: {}, carthaginians: { hand: ['ambush'] } },
      cities: { roma: { owner: 'romans' }, zama: { owner: 'carthaginians' } },
      units: { caesarea: { romans: { legion: 2 } } },
    });
    if (!built.ok) throw new Error(JSON.stringify(built.diagnostics));
    let s = startTurn(H, { state: built.state });
    expect(s.value).toBe('movement');
    const step = (move: Move) => {
      const stepped = stepTurn(H, s, move);
      if (!stepped.ok) throw new Error(`${move.type}: ${stepped.error.code}`);
      return stepped.snapshot;
    };
    s = step({ type: 'unit.move', from: 'caesarea', to: 'zama', unit: 'legion' });
    expect(s.value).toBe('reply-to-movement');
    s = step({ type: 'reply.pass' });
    expect(s.value).toBe('movement');
  });
});

describe('the compiled turn remembers where positions route (engine/turn/compiled.ts)', () => {
  it('routes every position of seeded random games where the XState machine stands, on every turn shape', () => {
    for (const id of ['antike-duellum', 'antike-duellum-house-events', 'antike-east']) {
      const rules = ruleset(id);
      const routing = compiledTurn(rules);
      const seen = new Set<string>();
      for (let seed = 1; seed <= 2; seed++) {
        const game = new FastGame(rules, createGame(rules, { seed, players: rules.players.min === 2 ? 2 : 3 }));
        let rng = seed;
        for (let n = 0; n < 1200 && !game.over; n++) {
          const state = game.snapshot();
          const remembered = routing.stateOf(state);
          expect(remembered, `${id} seed ${seed} move ${n}`).toBe(String(startTurn(rules, { state }).value));
          seen.add(remembered);
          const moves = game.legal();
          let move = moves[0];
          if (moves.length > 1) [move, rng] = randomBot(rules, state, moves, rng);
          game.play(move);
        }
      }
      // The games went through the turn's decision states too, not only its steps.
      expect(seen.size, `${id}: ${[...seen].join(', ')}`).toBeGreaterThanOrEqual(id === 'antike-east' ? 6 : 7);
    }
  });
});
