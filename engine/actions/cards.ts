import { resumeEffects, runEffects, type EffectRun } from '../effects/interpret';
import { shuffle } from '../random/prng';
import { actionFieldNames, log, refuse, self, type ApplyContext } from '../rules/apply-context';
import type { Ruleset } from '../ruleset/types';
import type { GameState, Move, MoveError } from '../state/types';
import { playableCopies, timingAllows } from '../rules/card-rules';
import { resolveConquest } from './maneuver';
import { noteCardTaken } from '../state/turn-parts';

/** Takes a card from the display (D-EV-01..03): the display refills from the deck, reshuffling the discards when it runs out. */
export function takeCard(ctx: ApplyContext, move: Extract<Move, { type: 'card.take' }>): MoveError | undefined {
  const { state, ruleset } = ctx;
  const decision = state.pending[0];
  if (decision?.kind !== 'take-card') return refuse('move/no-card-due', 'you take event cards only when the rules give you one (D-EV-04/05)');
  const index = state.cards.display.indexOf(move.card);
  if (index < 0) {
    // Said to a player, so by the cards' names; an id this game has no card for can only be quoted.
    const name = (id: string) => (Object.hasOwn(ruleset.eventCards?.cards ?? {}, id) ? ruleset.eventCards!.cards[id].name : `'${id}'`);
    return refuse('move/not-in-display', `${name(move.card)} is not in the display; it shows ${state.cards.display.map(name).join(', ') || 'nothing'}`);
  }
  state.pending.shift();
  state.cards.display = withoutFirst(state.cards.display, move.card);
  self(ctx).hand = [...self(ctx).hand, move.card];
  noteCardTaken(state.turn, ctx.nation, move.card);
  if (!ctx.quiet) log(ctx, 'card.take', `took ${ruleset.eventCards!.cards[move.card].name} from the display`, { card: move.card });
  refillDisplay(ctx);
  return undefined;
}

export function refillDisplay(ctx: ApplyContext): void {
  const { state, ruleset } = ctx;
  const size = ruleset.eventCards?.display ?? 0;
  while (state.cards.display.length < size) {
    if (!state.cards.deck.length) {
      if (ruleset.eventCards?.reshuffleDiscards === false || !state.cards.discard.length) break;
      [state.cards.deck, state.rng] = shuffle(state.cards.discard, state.rng);
      state.cards.discard = [];
      if (!ctx.quiet) log(ctx, 'cards.reshuffle', 'shuffled the discards into a new deck', undefined, true);
    }
    state.cards.display = [...state.cards.display, state.cards.deck[0]];
    state.cards.deck = state.cards.deck.slice(1);
    ctx.events.push({ type: 'cards.reveal', text: `${ruleset.eventCards!.cards[state.cards.display[state.cards.display.length - 1]].name} is turned up`, random: true });
  }
}

export function playCard(ctx: ApplyContext, move: Extract<Move, { type: 'card.play' }>): MoveError | undefined {
  const { state, ruleset } = ctx;
  const card = ruleset.eventCards?.cards[move.card];
  if (!card || !Object.hasOwn(ruleset.eventCards!.cards, move.card)) return refuse('move/unknown-card', `'${move.card}' is not an event card of this game`);
  if (!self(ctx).hand.includes(move.card)) return refuse('move/not-in-hand', `you do not hold ${card.name}`);
  if (playableCopies(ruleset, state, ctx.nation, move.card) <= 0) return refuse('move/card-just-taken', `${card.name} was taken this turn and can be played from your next turn on (AMB-D06)`);
  const head = state.pending[0];
  const reply = (head?.kind === 'reply-to-conquest' || head?.kind === 'reply-to-movement') && head.nation === ctx.nation ? head : undefined;
  if (card.play.when === 'reply-to-conquest') {
    if (reply?.kind !== 'reply-to-conquest') return refuse('move/card-timing', `${card.name} is played only in reply to an opponent's conquest of your city (D-EV-09)`);
  } else if (card.play.when === 'reply-to-movement') {
    if (reply?.kind !== 'reply-to-movement') return refuse('move/card-timing', `${card.name} is played only in reply to an opponent's unit moving into a region of yours`);
  } else if (reply || ctx.nation !== state.nations[state.turn.active] || !timingAllows(ruleset, state, move.card)) {
    return refuse('move/card-timing', card.play.when === 'during-action' ? `${card.name} is played only during your own ${actionFieldNames(ruleset, card.play.action)} action` : card.play.when === 'end-of-turn' ? `${card.name} is played at the end of your own turn, in the founding step` : `${card.name} is played on your own turn (D-EV-08)`);
  }
  self(ctx).hand = withoutFirst(self(ctx).hand, move.card);
  state.cards.discard = [...state.cards.discard, move.card];
  if (!ctx.quiet) log(ctx, 'card.play', `played ${card.name}`, { card: move.card });
  const run: EffectRun = { ctx, targets: [...(move.targets ?? [])], steps: 0, card: move.card };
  const problem = runEffects(run, card.effects);
  if (problem) return problem;
  // A choice the card asked of another nation (effect-choice) stays first in line: only the reply leaves the queue.
  if (reply) state.pending.splice(state.pending.indexOf(reply), 1);
  // A reply to a movement has nothing to resume: the mover goes on moving (or ends the movement).
  if (reply?.kind === 'reply-to-conquest') {
    // The conquest resumes as the attacker, with the reply's modifiers in force (D-EV-09).
    resolveConquest({ ...ctx, nation: state.nations[state.turn.active] }, reply.region, reply.units, reply.abandon);
  }
  return undefined;
}

export function passReply(ctx: ApplyContext): MoveError | undefined {
  const reply = ctx.state.pending[0];
  if (reply?.kind !== 'reply-to-conquest' && reply?.kind !== 'reply-to-movement') return refuse('move/nothing-to-pass', 'there is no conquest or movement to reply to');
  ctx.state.pending.shift();
  if (!ctx.quiet) log(ctx, 'reply.pass', 'did not reply');
  // After a movement the mover simply goes on; a conquest resolves now.
  if (reply.kind === 'reply-to-conquest') resolveConquest({ ...ctx, nation: ctx.state.nations[ctx.state.turn.active] }, reply.region, reply.units, reply.abandon);
  return undefined;
}


/** Answers a card's choice asked of this nation (choose with chooser 'opponent'): the card's run goes on. */
export function answerEffectChoice(ctx: ApplyContext, move: Extract<Move, { type: 'effect.choose' }>): MoveError | undefined {
  const decision = ctx.state.pending[0];
  if (decision?.kind !== 'effect-choice') return refuse('move/no-choice', 'no card asks you to choose now');
  const label = decision.options.find((o) => o.id === move.option)?.label;
  if (label === undefined) return refuse('move/unknown-option', `choose one of: ${decision.options.map((o) => `${o.id} (${o.label})`).join(', ')}`);
  ctx.state.pending.shift();
  const card = ctx.ruleset.eventCards?.cards[decision.card]?.name ?? decision.card;
  if (!ctx.quiet) log(ctx, 'effect.choose', `chose “${label}” for ${card}`, { card: decision.card, option: move.option });
  return resumeEffects(ctx, decision, move.option, move.targets);
}

/** `list` without its first `item`, as a new list: hands and the display are replaced, never changed in place (cloneState shares them). */
function withoutFirst<T>(list: readonly T[], item: T): T[] {
  const at = list.indexOf(item);
  return at < 0 ? list.slice() : [...list.slice(0, at), ...list.slice(at + 1)];
}
