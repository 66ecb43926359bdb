import { log } from '../../rules/apply-context';
import { defineOp } from '../op';

export type ExtraStepsEffect = { op: 'extra-steps'; add: number };

/**
 * Extra free rondel steps this turn (D-RON-05: 1–3 fields are free): a modifier on 'rondel.freeSteps', which the
 * rondel price reads, until the end of the turn. Played before the stone moves.
 */
export const extraSteps = defineOp<ExtraStepsEffect>({
  op: 'extra-steps',
  summary: "The card's player may move the rondel stone this many more fields for free this turn.",
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['op', 'add'],
    properties: {
      op: { const: 'extra-steps', description: 'Extra free rondel steps.' },
      add: { type: 'integer', minimum: 1, maximum: 6, description: 'How many more fields are free this turn.' },
    },
  },
  examples: [{ op: 'extra-steps', add: 2 }],
  run(run, effect) {
    run.ctx.state.modifiers.push({ nation: run.ctx.nation, param: 'rondel.freeSteps', add: effect.add, until: 'end-of-turn' });
    if (!run.ctx.quiet) log(run.ctx, 'effect.extra-steps', `may move ${effect.add} more rondel field${effect.add === 1 ? '' : 's'} for free this turn`);
    return undefined;
  },
  describe(effect) {
    return `This turn your rondel stone moves ${effect.add} more field${effect.add === 1 ? '' : 's'} for free.`;
  },
});
