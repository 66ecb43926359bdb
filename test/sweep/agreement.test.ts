import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves } from '../../engine/index';
import { randomBot } from '../../engine/bots/random';
import { compiledTurn } from '../../engine/turn/compiled';
import { startTurn, stepTurn } from '../../engine/turn/machine';
import { botStreams } from '../../engine/sim/run-game';
import { createGame } from '../../engine/state/create';
import { decidingNation } from '../../engine/state/selectors';
import type { Move } from '../../engine/state/types';
import { ruleset } from '../helpers/game';
import { builtInLibrary } from '../helpers/library';
import { seedRange } from './sweep';

/**
 * The two speeds must not disagree: the same seeded games are played through the XState machine built from the
 * turn data (the workbench's path) and through the engine's doors with the compiled turn (the simulation path).
 * After every move the state, the turn state, the accepted move types and the legal moves must be identical.
 */
const games = Number(process.env.AGREEMENT_GAMES ?? 2);
const maxMoves = Number(process.env.AGREEMENT_MOVES ?? 600);

describe('agreement sweep: XState machine and compiled turn', () => {
  const ids = [...builtInLibrary().keys()].sort();
  for (const id of ids) {
    const rules = ruleset(id);
    const counts = [...new Set([rules.players.min, Math.min(rules.players.max, 4), rules.players.max])].filter((n) => rules.map.lineups[String(n)]);
    for (const players of counts) {
      it(`${id}, ${players} players: ${games} games of up to ${maxMoves} moves agree move by move`, () => {
        const turn = compiledTurn(rules);
        for (const seed of seedRange(games)) {
          const created = createGame(rules, { seed, players });
          if (!created.ok) throw new Error(created.error.message);
          let state = created.state;
          let snapshot = startTurn(rules, { state });
          const rngs = botStreams(seed, state.controllers.length);
          for (let n = 0; n < maxMoves && !state.result; n++) {
            const at = turn.stateOf(state);
            expect(String(snapshot.value), `${id} seed ${seed} move ${n}`).toBe(at);
            const machineAccepts = Object.keys((snapshot.machine.getStateNodeById(`turn.${at}`).config as { on?: object }).on ?? {}).sort();
            expect(machineAccepts).toEqual([...turn.accepts(at)].sort());
            const legal = legalMoves(rules, state);
            expect(legal.length, `${id} seed ${seed}: no legal move at '${at}'`).toBeGreaterThan(0);
            for (const move of legal) expect(snapshot.can({ type: move.type, move } as never), `${JSON.stringify(move)} at '${at}'`).toBe(true);
            const player = state.controllers.findIndex((c) => c.includes(decidingNation(state)));
            let move: Move;
            [move, rngs[player]] = randomBot(rules, state, legal, rngs[player]);
            const viaEngine = applyMove(rules, state, move);
            const viaMachine = stepTurn(rules, snapshot, move);
            if (!viaEngine.ok || !viaMachine.ok) throw new Error(`${id} seed ${seed}: ${JSON.stringify(move)} refused (engine ${viaEngine.ok || viaEngine.error.code}, machine ${viaMachine.ok || viaMachine.error.code})`);
            expect(JSON.stringify(viaMachine.snapshot.context.state)).toBe(JSON.stringify(viaEngine.state));
            expect(legalMoves(rules, viaMachine.snapshot.context.state)).toEqual(legalMoves(rules, viaEngine.state));
            state = viaEngine.state;
            snapshot = viaMachine.snapshot;
          }
          if (state.result) expect(snapshot.status).toBe('done');
        }
      }, 600_000);
    }
  }
});
