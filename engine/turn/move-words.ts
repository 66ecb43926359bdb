import type { TurnMoveType } from '../ruleset/types';

/** What a move type lets a nation do (the engine's move types, schemas/turn.schema.json#/$defs/moveType). */
const moveWords: Record<TurnMoveType, string> = {
  'rondel.select': 'move its stone on the rondel',
  'temple.build': 'build temples',
  'wall.build': 'build town walls',
  'unit.arm': 'arm units',
  'knowhow.develop': 'develop know-hows',
  'unit.recruit': 'recruit units into its recruitment box',
  trade: 'trade with the bank',
  'unit.move': 'move units',
  'battle.fight': 'start a battle',
  'battle.demand': 'demand a battle',
  'battle.decline': 'let entering units pass without a battle',
  'city.conquer': 'conquer cities',
  'city.found': 'found cities',
  'card.play': 'play an event card',
  'card.take': 'take an event card',
  'reply.pass': 'pass instead of replying',
  'effect.choose': "choose an option of a card",
  'personage.choose': 'choose a personage',
  'start.choose': 'choose a start city',
  'chip.choose': 'choose a chip',
  'phase.end': 'end the step',
};
/** What a move type lets a nation do, in words ("play an event card"); unknown types by their words. */
export const moveText = (type: string) => (moveWords as Record<string, string>)[type] ?? type.replace(/\./g, ' ');
