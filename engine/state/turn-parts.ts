import type { TurnState } from './types';

/**
 * The small parts of the turn (units armed per region, armable units, know-hows developed, personage events, the
 * nations that lost a city, cards taken, conquests repelled) are replaced when they change, never changed in place,
 * so cloneState shares them between a state and its copy: most moves change none of them, and copying six small
 * objects per move was the largest part of a copy. test/engine/city-sharing.test.ts freezes them before every move.
 */

/** One more personage event this turn (scholars for first know-hows, generals for temples destroyed: D-PER-*). */
export function countTurnEvent(turn: TurnState, event: string): void {
  turn.events = { ...turn.events, [event]: (turn.events[event] ?? 0) + 1 };
}

export function noteDeveloped(turn: TurnState, knowHow: string): void {
  turn.developed = [...turn.developed, knowHow];
}

export function noteCityLoser(turn: TurnState, nation: string): void {
  if (!turn.cityLosers.includes(nation)) turn.cityLosers = [...turn.cityLosers, nation];
}

export function noteRepelled(turn: TurnState, region: string): void {
  turn.repelled = [...(turn.repelled ?? []), region];
}

export function noteCardTaken(turn: TurnState, nation: string, card: string): void {
  turn.cardsTaken = { ...turn.cardsTaken, [nation]: [...(turn.cardsTaken[nation] ?? []), card] };
}

/** A unit armed in `region` this turn (D-MIL-04), and one fewer of its type armable (D-MIL-02) where that is counted. */
export function noteArmed(turn: TurnState, region: string, unit: string, countArmable: boolean): void {
  if (countArmable) turn.armable = { ...turn.armable, [unit]: (turn.armable[unit] ?? 0) - 1 };
  turn.armedAt = { ...turn.armedAt, [region]: (turn.armedAt[region] ?? 0) + 1 };
}
