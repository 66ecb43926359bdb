/**
 * Moves in plain words for the play page: button labels, group titles, and which regions a move involves (so a
 * click on the map can list the moves that touch a region).
 */
import type { Decision, GameState, Move } from '@/engine/index';
import { describeCard } from '@/engine/index';
import type { Currency, Ruleset } from '@/engine/rulesets';
import { kindName, nationName } from '@/engine/index';

export { nationName };

export type MoveGroup = 'decision' | 'rondel' | 'build' | 'arm' | 'research' | 'move' | 'conquer' | 'found' | 'cards' | 'trade' | 'end';

export const groupTitles: Record<MoveGroup, string> = {
  decision: 'Decide',
  rondel: 'Choose a rondel field',
  build: 'Build',
  arm: 'Arm units',
  research: 'Develop know-hows and recruit',
  move: 'Move units',
  conquer: 'Conquer',
  found: 'Found a city',
  cards: 'Event cards',
  trade: 'Trade with the bank',
  end: 'Finish this step',
};

export const groupOrder: MoveGroup[] = ['decision', 'rondel', 'build', 'arm', 'research', 'move', 'conquer', 'found', 'cards', 'trade', 'end'];

export function groupOf(move: Move): MoveGroup {
  switch (move.type) {
    case 'rondel.select':
      return 'rondel';
    case 'temple.build':
    case 'wall.build':
      return 'build';
    case 'unit.arm':
      return 'arm';
    case 'knowhow.develop':
    case 'unit.recruit':
      return 'research';
    case 'unit.move':
    case 'battle.fight':
      return 'move';
    case 'city.conquer':
      return 'conquer';
    case 'city.found':
      return 'found';
    case 'card.play':
    case 'card.take':
      return 'cards';
    case 'trade':
      return 'trade';
    case 'phase.end':
      return 'end';
    default:
      return 'decision';
  }
}

/** "the move is not legal." → "The move is not legal" (engine messages inside a sentence of ours). */
export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1).replace(/\.$/, '');
}

export const regionName = (ruleset: Ruleset, id: string) => ruleset.map.regions[id]?.name ?? id;
export const unitName = (ruleset: Ruleset, id: string) => ruleset.units[id]?.name ?? ruleset.specialUnits?.[id]?.name ?? id;
export const fieldName = (ruleset: Ruleset, id: string) => ruleset.rondel.fields[id]?.name ?? id;
export const cardName = (ruleset: Ruleset, id: string) => ruleset.eventCards?.cards[id]?.name ?? id;

/** "1 move", "3 moves". */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A list in prose: "a, b and c" (or "a, b or c"). */
export function listWords(words: readonly string[], last: 'and' | 'or' = 'and'): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} ${last} ${words[words.length - 1]}`;
}

/**
 * What a card does, generated from its effects by each op's describer (engine/effects/ops/): the printed text for
 * a printed card may differ in wording, a designer's card has only this.
 */
export function cardRulesText(ruleset: Ruleset, id: string): string {
  const card = ruleset.eventCards?.cards[id];
  return card ? describeCard(card, ruleset) : '';
}

/** A field's name, with the field before it when two fields share the name (the two DUELLUM fields). */
export function rondelFieldLabel(ruleset: Ruleset, field: string): string {
  const name = fieldName(ruleset, field);
  const order = ruleset.rondel.order;
  if (order.filter((f) => fieldName(ruleset, f) === name).length < 2) return name;
  const i = order.indexOf(field);
  return `${name} after ${fieldName(ruleset, order[(i - 1 + order.length) % order.length])}`;
}

/** A bag in words, kinds named as the ruleset names them (/economy/resources) when it is given. */
export function describeBag(bag: Partial<Record<Currency, number>> | undefined, ruleset?: Ruleset): string {
  const parts = Object.entries(bag ?? {})
    .filter(([, n]) => n)
    .map(([c, n]) => `${n} ${c === 'coin' ? (n !== 1 ? 'coins' : 'coin') : kindName(ruleset, c)}`);
  return parts.length ? parts.join(' + ') : 'nothing';
}

/** A move as a short label in the words of the game. */
export function describeMove(ruleset: Ruleset, state: GameState, move: Move): string {
  switch (move.type) {
    case 'rondel.select':
      return `${rondelFieldLabel(ruleset, move.field)}${move.substitute ? ` (the bank has no coins: take 1 ${kindName(ruleset, move.substitute)} instead)` : ''}`;
    case 'temple.build':
      return `Temple in ${regionName(ruleset, move.region)}`;
    case 'wall.build':
      return `Town wall in ${regionName(ruleset, move.region)}`;
    case 'unit.arm':
      return `${unitName(ruleset, move.unit)} in ${regionName(ruleset, move.region)}`;
    case 'knowhow.develop':
      return `Develop ${ruleset.knowHows.items[move.knowHow]?.name ?? move.knowHow}`;
    case 'unit.recruit':
      return `Recruit a ${unitName(ruleset, move.unit).toLowerCase()} into the recruitment box`;
    case 'trade':
      return `Give ${describeBag(move.give, ruleset)}, take ${describeBag(move.get, ruleset)}`;
    case 'unit.move':
      return `${unitName(ruleset, move.unit)}: ${regionName(ruleset, move.from)} → ${regionName(ruleset, move.to)}`;
    case 'battle.fight':
      return `Battle in ${regionName(ruleset, move.region)}: ${unitName(ruleset, move.unit).toLowerCase()}s against the ${nationName(ruleset, move.against)}`;
    case 'battle.demand':
      return 'Demand a battle';
    case 'battle.decline':
      return 'Let them pass';
    case 'city.conquer':
      return `Conquer ${regionName(ruleset, move.region)}${move.abandon ? ` (giving up ${regionName(ruleset, move.abandon)} for its city stone)` : ''}`;
    case 'city.found':
      return move.resource ? `${capital(kindName(ruleset, move.resource))} city in ${regionName(ruleset, move.region)}` : `City in ${regionName(ruleset, move.region)}`;
    case 'card.play':
      return `Play ${cardName(ruleset, move.card)}${move.targets?.length ? ` (${move.targets.map((t) => targetName(ruleset, t)).join(', ')})` : ''}`;
    case 'card.take':
      return `Take ${cardName(ruleset, move.card)}`;
    case 'reply.pass':
      return state.pending[0]?.kind === 'reply-to-movement' ? 'No reply: let the movement go on' : 'No reply: let the conquest go ahead';
    case 'effect.choose': {
      const decision = state.pending[0];
      const label = decision?.kind === 'effect-choice' ? decision.options.find((o) => o.id === move.option)?.label : undefined;
      return `Choose “${label ?? move.option}”${move.targets?.length ? ` (${move.targets.map((t) => targetName(ruleset, t)).join(', ')})` : ''}`;
    }
    case 'personage.choose':
      return `Take a ${ruleset.personages.stacks[move.stack]?.name ?? move.stack}`;
    case 'start.choose':
      return `Start in ${regionName(ruleset, move.region)}`;
    case 'chip.choose':
      return `Take 1 ${kindName(ruleset, move.resource)}`;
    case 'phase.end':
      return endLabel(ruleset, state);
    default:
      // A move type added to the engine after this page was written still gets a readable label.
      return (move as { type: string }).type;
  }
}

function targetName(ruleset: Ruleset, target: string): string {
  return ruleset.map.regions[target]?.name ?? ruleset.map.nations[target]?.name ?? target;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What "phase.end" does now. */
export function endLabel(ruleset: Ruleset, state: GameState): string {
  const field = state.turn.field ? fieldName(ruleset, state.turn.field) : 'the action';
  switch (state.turn.phase) {
    case 'action':
      return `End ${field}, go on to founding`;
    case 'movement':
      return 'End movement, go on to conquest';
    case 'conquest':
      return 'End the maneuver, go on to founding';
    case 'found':
      return 'End founding and the turn';
    default:
      return 'End this step';
  }
}

/** Regions a move involves, for "click a region to see its moves". */
export function regionsOf(ruleset: Ruleset, move: Move): string[] {
  const out: string[] = [];
  const m = move as Partial<Record<'region' | 'from' | 'to' | 'abandon', string>> & { targets?: string[] };
  for (const key of ['region', 'from', 'to', 'abandon'] as const) if (typeof m[key] === 'string') out.push(m[key]!);
  for (const t of m.targets ?? []) if (ruleset.map.regions[t]) out.push(t);
  return out;
}

/** The decision the game waits for, in words, addressed to the deciding nation. */
export function describeDecision(ruleset: Ruleset, state: GameState, decision: Decision): string {
  switch (decision.kind) {
    case 'take-card':
      return decision.reason === 'city-lost'
        ? 'You lost a city this turn: take an event card from the display.'
        : decision.reason === 'personage'
          ? 'Your opponent gained a personage: take an event card from the display.'
          : 'Take an event card from the display.';
    case 'reply-to-conquest':
      return `The ${nationName(ruleset, state.nations[state.turn.active])} are conquering ${regionName(ruleset, decision.region)}. Reply with a card, or let the conquest go ahead.`;
    case 'reply-to-movement':
      return `The ${nationName(ruleset, state.nations[state.turn.active])} moved a ${unitName(ruleset, decision.unit).toLowerCase()} from ${regionName(ruleset, decision.from)} into ${regionName(ruleset, decision.region)}. Reply with a card, or let the movement go on.`;
    case 'effect-choice':
      return `The ${nationName(ruleset, decision.continuation.player)} played ${cardName(ruleset, decision.card)}: choose one of ${decision.options.map((o) => `“${o.label}”`).join(', ')}.`;
    case 'battle-demand':
      return `The ${nationName(ruleset, decision.entering)} moved a ${unitName(ruleset, decision.unit).toLowerCase()} into ${regionName(ruleset, decision.region)}, where you have units. Demand a battle, or let them pass.`;
    case 'choose-personage':
      return 'You own every know-how: choose a personage from one of the largest stacks.';
    case 'choose-start-city':
      return `Choose a start city (${decision.remaining} still to place).`;
    case 'choose-chip':
      return 'A new round, but the bank has no coins: take a chip of your choice instead of your coin.';
    default:
      return `Decide: ${(decision as { kind: string }).kind}.`;
  }
}

/**
 * What choosing a rondel field leads to, for the move list: a production field's gain is shown as a stock change,
 * but the other actions change nothing when chosen, so their names (TEMPLUM, MILITIA…) would stand unexplained.
 */
export function describeFieldAction(ruleset: Ruleset, fieldId: string): string | undefined {
  switch (ruleset.rondel.fields[fieldId]?.action) {
    case 'build':
      return `then build temples${ruleset.actions.build.townWall ? ' and town walls' : ''}`;
    case 'arm':
      return 'then arm units in your cities';
    case 'research':
      return `then develop know-hows${ruleset.actions.research.recruit ? ' and recruit units' : ''}`;
    case 'maneuver':
      return 'then move units and conquer';
    default:
      return undefined;
  }
}

/**
 * What the nation on turn is doing, in words: what to do for a person at the screen, what is going on while a bot
 * plays the nation (`byBot`; "found cities where your units stand" read as an order to the person watching). One
 * sentence per step, in either voice: `act` gives the verb as an order or as what the bot is doing, `then` the end of
 * the step a person must make.
 */
export function describeStep(ruleset: Ruleset, state: GameState, byBot = false): string {
  const field = state.turn.field ? ruleset.rondel.fields[state.turn.field] : undefined;
  const act = (order: string, doing: string) => (byBot ? doing : order);
  const their = byBot ? 'its' : 'your';
  const then = (what: string) => (byBot ? '' : `, then ${what}`);
  switch (state.turn.phase) {
    case 'rondel':
      return byBot ? 'Step 1: choosing an action on the rondel.' : 'Step 1: move your stone on the rondel to choose an action.';
    case 'action':
      return field?.action === 'build'
        ? `${field.name}: ${act('build', 'building')} temples${ruleset.actions.build.townWall ? ' and town walls' : ''} in ${their} cities${then('end the action')}.`
        : field?.action === 'arm'
          ? `${field.name}: ${act('arm', 'arming')} units in ${their} cities${then('end the action')}.`
          : field?.action === 'research'
            ? `${field.name}: ${act('develop', 'developing')} know-hows${ruleset.actions.research.recruit ? ` and ${act('recruit', 'recruiting')} units` : ''}${then('end the action')}.`
            : `${field?.name ?? 'Action'}: ${act('carry', 'carrying')} out the action.`;
    case 'movement':
      return byBot ? `${field?.name ?? 'Maneuver'}: moving units and conquering.` : `${field?.name ?? 'Maneuver'}: move units (click a region with your units), conquer, then end the movement.`;
    case 'conquest':
      return `${field?.name ?? 'Maneuver'}: ${act('conquer', 'conquering')} cities where ${their} units stand${then('end the maneuver')}.`;
    case 'found':
      return byBot
        ? 'Step 2: founding cities where its units stand (personages are awarded at the end of the turn).'
        : 'Step 2: found cities where your units stand, then end the turn (personages are awarded at its end).';
    case 'end':
      return 'End of the turn: decisions are pending.';
    case 'choose-start':
      return 'Nations choose their start cities.';
    case 'over':
      return 'The game is over.';
  }
}
