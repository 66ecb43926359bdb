import type { Ruleset } from '../ruleset/types';
import { decidingNation, nationName } from '../state/selectors';
import type { GameState, MoveError } from '../state/types';
import { compiledTurn } from './compiled';

/** move/not-now: the move type is not one the current turn state accepts; names the state and what it accepts. */
export function notNow(ruleset: Ruleset, state: GameState, stateId: string, type: unknown): MoveError {
  const turn = compiledTurn(ruleset);
  const info = turn.info(stateId);
  const accepted = [...turn.accepts(stateId)];
  const title = info?.title ?? stateId;
  const waitsFor = info?.decision ? ` for ${nationName(ruleset, decidingNation(state))}` : '';
  const now = accepted.length ? `it accepts ${accepted.join(', ')}` : 'it accepts no move';
  const rule = info?.rule ? ` (${info.rule})` : '';
  // The state's own first sentence says what happens there, in a player's words.
  const what = info?.description ? `: ${info.description.split(/(?<=[.!?])\s/)[0].replace(/\.$/, '')}` : '';
  return { code: 'move/not-now', message: `'${String(type)}' is not possible now: the turn is at '${title}'${waitsFor}${rule}${what}; ${now}` };
}
