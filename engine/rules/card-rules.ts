import type { Ruleset } from '../ruleset/types';
import type { GameState } from '../state/types';

/*
 * What the event-card rules allow, read from the state: shared by the card action, the maneuver (a reply to a
 * conquest), the end of the turn and move generation, so none of them imports another's action module.
 */

/** Copies of `card` the nation may play now: cards taken this turn wait unless the ruleset allows them (AMB-D06). */
export function playableCopies(ruleset: Ruleset, state: GameState, nation: string, card: string): number {
  const held = state.nation[nation].hand.filter((c) => c === card).length;
  if (ruleset.eventCards?.draws.usableInSameTurn) return held;
  const taken = (state.turn.cardsTaken[nation] ?? []).filter((c) => c === card).length;
  return Math.max(0, held - taken);
}

/** Whether a card's timing allows playing it now, on the holder's own turn (D-EV-08). */
export function timingAllows(ruleset: Ruleset, state: GameState, card: string): boolean {
  const play = ruleset.eventCards!.cards[card].play;
  if (play.when === 'own-turn') return state.turn.phase !== 'over' && state.turn.phase !== 'choose-start';
  // The last step the holder acts in: founding, after the action and before personages are awarded (D-TURN-02).
  if (play.when === 'end-of-turn') return state.turn.phase === 'found';
  if (play.when === 'during-action') {
    const field = state.turn.field ? ruleset.rondel.fields[state.turn.field] : undefined;
    return state.turn.phase === 'action' && field?.action === play.action;
  }
  return false;
}

/**
 * Skips card decisions that cannot be met: an empty display (D-EV-02), or a hand at the ruleset's limit
 * (eventCards.hand.limit; absent: no limit, AMB-D14).
 */
export function dropImpossibleCardDecisions(ruleset: Ruleset, state: GameState): void {
  for (let head = state.pending[0]; head?.kind === 'take-card'; head = state.pending[0]) {
    const limit = ruleset.eventCards?.hand?.limit;
    if (state.cards.display.length > 0 && (limit === undefined || state.nation[head.nation].hand.length < limit)) break;
    state.pending.shift();
  }
}

