import { log, name, logAbout } from '../../rules/apply-context';
import { shuffle } from '../../random/prng';
import { defineOp, nationBranches, resolvePlayer, type Player } from '../op';
import { noteCardTaken } from '../../state/turn-parts';

export type DrawCardEffect = { op: 'draw-card'; player: Player; count: number };

/**
 * A player draws face-down cards from the top of the deck into the hand, unseen by the other player; the discards
 * are reshuffled when the deck runs out, as for the display (D-EV-03), unless the ruleset forbids it. Like a taken
 * card, a drawn card waits for the next turn (AMB-D06).
 */
export const drawCard = defineOp<DrawCardEffect>({
  op: 'draw-card',
  summary: 'A player draws cards from the top of the deck into the hand.',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['op', 'player', 'count'],
    properties: {
      op: { const: 'draw-card', description: 'Draw cards from the deck.' },
      player: { $ref: '#/$defs/player', description: 'Who draws.', markdownDescription: 'Who draws.' },
      count: { type: 'integer', minimum: 1, maximum: 5, description: 'How many cards (fewer when deck and discards run out).' },
    },
  },
  examples: [{ op: 'draw-card', player: 'self', count: 1 }],
  run(run, effect) {
    const who = resolvePlayer(run, effect.player);
    if (typeof who !== 'string') return who;
    const { state, ruleset } = run.ctx;
    let drawn = 0;
    for (let i = 0; i < effect.count; i++) {
      if (!state.cards.deck.length) {
        if (ruleset.eventCards?.reshuffleDiscards === false || !state.cards.discard.length) break;
        [state.cards.deck, state.rng] = shuffle(state.cards.discard, state.rng);
        state.cards.discard = [];
      }
      const card = state.cards.deck[0];
      state.cards.deck = state.cards.deck.slice(1);
      state.nation[who].hand = [...state.nation[who].hand, card];
      noteCardTaken(state.turn, who, card);
      drawn++;
    }
    if (!run.ctx.quiet) logAbout(run.ctx, 'effect.draw-card', who, `drew ${drawn} card(s) from the deck`, { nation: who, count: drawn }, true);
    return undefined;
  },
  describe(effect) {
    const cards = effect.count === 1 ? 'a card' : `${effect.count} cards`;
    return effect.player === 'self' ? `Draw ${cards} from the deck (playable from your next turn).` : `Your opponent draws ${cards} from the deck.`;
  },
  branches(run, effect) {
    return nationBranches(run, [effect.player]);
  },
});
