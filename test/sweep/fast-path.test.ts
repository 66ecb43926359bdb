import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBot } from '../../engine/bots/random';
import { FastGame } from '../../engine/sim/fast-game';
import { runGame } from '../../engine/sim/run-game';
import { ruleset } from '../helpers/game';
import { builtInLibrary } from '../helpers/library';
import { seedRange } from './sweep';

/**
 * The simulation path (listed moves in place, no copy, no log, moves listed from its typed board) and the engine's
 * doors (a fresh state per move) play the same seeded games to the same state after every move, on every ruleset;
 * the board is checked against the state after every move too.
 */
beforeAll(() => {
  FastGame.checkBoard = true;
});
afterAll(() => {
  FastGame.checkBoard = false;
});
const games = Number(process.env.AGREEMENT_GAMES ?? 2);
const maxMoves = Number(process.env.AGREEMENT_MOVES ?? 600);

describe('agreement sweep: simulation path and applyMove', () => {
  for (const id of [...builtInLibrary().keys()].sort()) {
    const rules = ruleset(id);
    const players = Math.min(rules.players.max, Math.max(rules.players.min, 3));
    it(`${id}, ${players} players: ${games} games of up to ${maxMoves} moves reach the same states`, () => {
      for (const seed of seedRange(games)) {
        const trace = (path: 'engine' | 'fast') => {
          const states: string[] = [];
          const run = runGame(rules, { seed, players, bots: [randomBot], maxMoves, path, onMove: (state) => void states.push(JSON.stringify(state)) });
          return { states, run };
        };
        const engine = trace('engine');
        const fast = trace('fast');
        expect(fast.run.moves).toEqual(engine.run.moves);
        expect(fast.states.length).toBe(engine.states.length);
        for (let i = 0; i < engine.states.length; i++) if (fast.states[i] !== engine.states[i]) expect(fast.states[i], `${id} seed ${seed} after move ${i + 1}`).toBe(engine.states[i]);
        expect(JSON.stringify(fast.run.state)).toBe(JSON.stringify(engine.run.state));
      }
    }, 600_000);
  }
});
