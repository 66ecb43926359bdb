import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, type GameState } from '../../engine/index';
import { randomBot } from '../../engine/bots/random';
import { createGame } from '../../engine/state/create';
import { ruleset } from '../helpers/game';

/**
 * cloneState shares city objects between a state and its copies (engine/state/clone-state.ts), so no mechanic may
 * change a city in place: every change goes through editCity. Here every city of every state is frozen before the
 * next move is applied; a mechanic that wrote to a shared city would throw (modules run in strict mode), and the
 * cities of the state before each move must be unchanged after it.
 */
function freezeCities(state: GameState): void {
  for (const id in state.cities) Object.freeze(state.cities[id]);
}

describe('cities are shared between states and never changed in place', () => {
  for (const [id, players] of [['antike-duellum', 2], ['antike-duellum-house-events', 2], ['antike-duellum-special-units', 2], ['antike-east', 4]] as const) {
    it(`${id}: random games with frozen cities, every earlier state unchanged`, () => {
      const rules = ruleset(id);
      let changes = 0;
      for (let seed = 1; seed <= 4; seed++) {
        const created = createGame(rules, { seed, players });
        if (!created.ok) throw new Error(created.error.message);
        let state = created.state;
        let rng = seed;
        for (let n = 0; n < 2500 && !state.result; n++) {
          freezeCities(state);
          const before = JSON.stringify(state.cities);
          const legal = legalMoves(rules, state);
          let move;
          [move, rng] = randomBot(rules, state, legal, rng);
          const result = applyMove(rules, state, move);
          if (!result.ok) throw new Error(`${JSON.stringify(move)} refused: ${result.error.message}`);
          expect(JSON.stringify(state.cities)).toBe(before);
          if (JSON.stringify(result.state.cities) !== before) changes++;
          state = result.state;
        }
      }
      // Cities must have changed often (foundings, temples, walls, conquests, cards) for the check to mean something.
      expect(changes).toBeGreaterThan(20);
    }, 60_000);
  }
});
