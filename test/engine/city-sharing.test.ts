import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, type GameState } from '../../engine/index';
import { randomBot } from '../../engine/bots/random';
import { createGame } from '../../engine/state/create';
import { ruleset } from '../helpers/game';

/**
 * cloneState shares the cities (the map and each city), the units and the moves left to units (at every level)
 * between a state and its copies (engine/state/ownership.ts), so no mechanic may change them in place: every change
 * goes through editCity, setCity, removeCity, addUnits and writableMoves, which copy what they change. The turn's small
 * parts (armed units, events, know-hows developed, city losers, cards taken) are shared too and replaced when they
 * change (state/turn-parts.ts), like a nation's know-hows, personages, thresholds, hand, box and supply and the card piles. Here all these parts of every state are frozen before the next move is applied; a mechanic that wrote to a shared part would throw (modules run in strict mode), and the
 * cities and units of the state before each move must be unchanged after it.
 */
function freezeShared(state: GameState): void {
  for (const id in state.cities) Object.freeze(state.cities[id]);
  Object.freeze(state.cities);
  for (const region in state.units) {
    for (const nation in state.units[region]) Object.freeze(state.units[region][nation]);
    Object.freeze(state.units[region]);
  }
  Object.freeze(state.units);
  const movesLeft = state.turn.movesLeft;
  for (const region in movesLeft) {
    for (const unit in movesLeft[region]) Object.freeze(movesLeft[region][unit]);
    Object.freeze(movesLeft[region]);
  }
  Object.freeze(movesLeft);
  // The turn's small parts are replaced when they change (state/turn-parts.ts), never changed in place.
  const turn = state.turn;
  for (const list of Object.values(turn.cardsTaken)) Object.freeze(list);
  for (const part of [turn.armedAt, turn.armable, turn.developed, turn.events, turn.cityLosers, turn.cardsTaken, turn.repelled]) if (part) Object.freeze(part);
  // So are a nation's know-hows, personages, thresholds reached, hand, box and supply, and the card piles.
  for (const id in state.nation) {
    const n = state.nation[id];
    for (const part of [n.knowHows, n.personages, n.thresholdsReached, n.hand, n.box, n.supply]) Object.freeze(part);
  }
  for (const part of [state.cards.deck, state.cards.display, state.cards.discard]) Object.freeze(part);
}

describe('cities, units, moves left and the parts of the turn are shared between states and never changed in place', () => {
  for (const [id, players] of [['antike-duellum', 2], ['antike-duellum-house-events', 2], ['antike-duellum-special-units', 2], ['antike-east', 4], ['antike-longer-game', 3]] as const) {
    it(`${id}: random games with every shared part frozen, every earlier state unchanged`, () => {
      const rules = ruleset(id);
      let changes = 0;
      let moved = 0;
      let turnEvents = 0;
      let armed = 0;
      let cardChanges = 0;
      let rareParts = 0;
      for (let seed = 1; seed <= 4; seed++) {
        const created = createGame(rules, { seed, players });
        if (!created.ok) throw new Error(created.error.message);
        let state = created.state;
        let rng = seed;
        for (let n = 0; n < 2500 && !state.result; n++) {
          freezeShared(state);
          const before = JSON.stringify(state.cities);
          const unitsBefore = JSON.stringify(state.units);
          const movesBefore = JSON.stringify(state.turn.movesLeft);
          const turnBefore = JSON.stringify(state.turn);
          const nationsBefore = JSON.stringify(state.nation);
          const cardsBefore = JSON.stringify(state.cards);
          const legal = legalMoves(rules, state);
          let move;
          [move, rng] = randomBot(rules, state, legal, rng);
          const result = applyMove(rules, state, move);
          if (!result.ok) throw new Error(`${JSON.stringify(move)} refused: ${result.error.message}`);
          expect(JSON.stringify(state.cities)).toBe(before);
          expect(JSON.stringify(state.units)).toBe(unitsBefore);
          expect(JSON.stringify(state.turn.movesLeft)).toBe(movesBefore);
          expect(JSON.stringify(state.turn)).toBe(turnBefore);
          expect(JSON.stringify(state.nation)).toBe(nationsBefore);
          expect(JSON.stringify(state.cards)).toBe(cardsBefore);
          if (JSON.stringify(result.state.cards) !== cardsBefore) cardChanges++;
          if (Object.keys(state.nation).some((id) => result.state.nation[id].knowHows !== state.nation[id].knowHows || result.state.nation[id].personages !== state.nation[id].personages)) rareParts++;
          if (JSON.stringify(result.state.turn.events) !== JSON.stringify(state.turn.events)) turnEvents++;
          if (JSON.stringify(result.state.turn.armedAt) !== JSON.stringify(state.turn.armedAt)) armed++;
          if (JSON.stringify(result.state.cities) !== before) changes++;
          if (JSON.stringify(result.state.units) !== unitsBefore) moved++;
          state = result.state;
        }
      }
      // Cities must have changed often (foundings, temples, walls, conquests, cards) for the check to mean something.
      expect(changes).toBeGreaterThan(20);
      expect(moved).toBeGreaterThan(200);
      expect(armed).toBeGreaterThan(10);
      expect(turnEvents).toBeGreaterThan(0);
      expect(rareParts).toBeGreaterThan(5);
      if (rules.eventCards?.display) expect(cardChanges).toBeGreaterThan(0);
    }, 60_000);
  }
});
