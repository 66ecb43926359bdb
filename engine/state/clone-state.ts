import type { GameState, UnitCounts } from './types';

/**
 * Copies a game state for one move (the move then mutates the copy, so illegal moves leave the caller's state
 * untouched). Written for the state's known shape: about 4× faster than a generic deep copy on the hot path
 * of every simulation. `nations` and `controllers` never change after set-up and are shared.
 */
export function cloneState(state: GameState): GameState {
  const nation: GameState['nation'] = {};
  for (const id in state.nation) {
    const n = state.nation[id];
    nation[id] = {
      stock: { ...n.stock },
      rondel: n.rondel,
      knowHows: n.knowHows.slice(),
      personages: { ...n.personages },
      thresholdsReached: { ...n.thresholdsReached },
      supply: { ...n.supply },
      box: { ...n.box },
      walls: n.walls,
      cityStones: n.cityStones,
      hand: n.hand.slice(),
      completionBonusTaken: n.completionBonusTaken,
    };
  }
  const cities: GameState['cities'] = {};
  for (const id in state.cities) cities[id] = { ...state.cities[id] };
  const units: GameState['units'] = {};
  for (const region in state.units) {
    const byNation: Record<string, UnitCounts> = {};
    const source = state.units[region];
    for (const n in source) byNation[n] = { ...source[n] };
    units[region] = byNation;
  }
  const turn = state.turn;
  const movesLeft: GameState['turn']['movesLeft'] = {};
  for (const region in turn.movesLeft) {
    const byUnit: Record<string, number[]> = {};
    for (const unit in turn.movesLeft[region]) byUnit[unit] = turn.movesLeft[region][unit].slice();
    movesLeft[region] = byUnit;
  }
  const cardsTaken: Record<string, string[]> = {};
  for (const n in turn.cardsTaken) cardsTaken[n] = turn.cardsTaken[n].slice();
  const copy: GameState = {
    rulesetId: state.rulesetId,
    seed: state.seed,
    rng: state.rng,
    nations: state.nations,
    controllers: state.controllers,
    nation,
    cities,
    units,
    bank: { ...state.bank, cityTokens: { ...state.bank.cityTokens } },
    stacks: { ...state.stacks },
    cards: { deck: state.cards.deck.slice(), display: state.cards.display.slice(), discard: state.cards.discard.slice() },
    turn: {
      ...turn,
      armedAt: { ...turn.armedAt },
      armable: { ...turn.armable },
      developed: turn.developed.slice(),
      events: { ...turn.events },
      cityLosers: turn.cityLosers.slice(),
      movesLeft,
      cardsTaken,
      ...(turn.repelled ? { repelled: turn.repelled.slice() } : {}),
    },
    pending: state.pending.map((d) => ({ ...d, ...('units' in d && d.units ? { units: { ...d.units } } : {}), ...('stacks' in d ? { stacks: d.stacks.slice() } : {}) })) as GameState['pending'],
    modifiers: state.modifiers.map((m) => ({ ...m })),
    personagesExhausted: state.personagesExhausted,
    moveCount: state.moveCount,
  };
  if (state.result) copy.result = { ...state.result };
  return copy;
}
