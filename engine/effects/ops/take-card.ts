import { defineOp, nationBranches, resolvePlayer, type Player } from '../op';

export type TakeCardEffect = { op: 'take-card'; player: Player };

/** A player takes an event card of their choice from the open display (a take-card decision, D-EV-02). */
export const takeCard = defineOp<TakeCardEffect>({
  op: 'take-card',
  summary: 'A player takes an event card of their choice from the open display.',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['op', 'player'],
    properties: {
      op: { const: 'take-card', description: 'Take an event card from the display.' },
      player: { $ref: '#/$defs/player', description: 'Who takes it (that player chooses which).', markdownDescription: 'Who takes it (that player chooses which).' },
    },
  },
  examples: [{ op: 'take-card', player: 'self' }],
  run(run, effect) {
    const who = resolvePlayer(run, effect.player);
    if (typeof who !== 'string') return who;
    run.ctx.state.pending.push({ kind: 'take-card', nation: who, reason: 'effect' });
    return undefined;
  },
  describe(effect) {
    return effect.player === 'self' ? 'Take an event card of your choice from the display.' : 'Your opponent takes an event card of their choice from the display.';
  },
  branches(run, effect) {
    return nationBranches(run, [effect.player]);
  },
});
