import { refuse } from '../../rules/apply-context';
import { issue } from '../../ruleset/checks/check';
import { defineOp, nationBranches, resolvePlayer, type EffectBase } from '../op';

// An interface, not a type alias, so the Effect union can nest itself (ops/index.ts).
export interface ChooseEffect<E extends EffectBase = EffectBase> {
  op: 'choose';
  chooser?: 'self' | 'opponent';
  options: Record<string, { label: string; effects: E[] }>;
}

/** Choices nested deeper than this are refused by the reference check (the schema cannot count depth). */
export const maxChoiceDepth = 4;

/**
 * The chooser picks one of several effect lists; the options are the candidates, named by id. The card's player
 * chooses within the card's own move (a target); the opponent chooses in a decision of his own ('effect-choice'),
 * answered by an 'effect.choose' move that also names the targets of the chosen option and of the rest of the card.
 * 'self' in the options still means the card's player.
 */
export const choose = defineOp<ChooseEffect>({
  op: 'choose',
  summary: 'The chooser (the card\'s player, or the opponent in a decision of his own) picks one of several named effect lists.',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['op', 'options'],
    properties: {
      op: { const: 'choose', description: 'Offer a choice.' },
      chooser: { enum: ['self', 'opponent'], default: 'self', description: "Who chooses: the card's player (self, the default) or the opponent, who then decides in his own decision (effect-choice) before the rest of the card runs; the targets of the chosen option and of the effects after it are then his to name." },
      options: {
        description: 'The candidates, keyed by id.',
        type: 'object',
        minProperties: 2,
        maxProperties: 8,
        propertyNames: { $ref: 'common.schema.json#/$defs/id' },
        additionalProperties: {
          type: 'object',
          additionalProperties: false,
          required: ['label', 'effects'],
          description: 'One option.',
          properties: {
            label: { $ref: 'common.schema.json#/$defs/name', description: 'What the option is called.', markdownDescription: 'What the option is called.' },
            effects: { $ref: '#/$defs/effectList', description: 'What happens if chosen.', markdownDescription: 'What happens if chosen.' },
          },
        },
      },
    },
  },
  examples: [
    { op: 'choose', chooser: 'opponent', options: { pay: { label: 'Pay 2 gold', effects: [{ op: 'gain', player: 'self', currency: 'gold', amount: 2, from: 'opponent' } as EffectBase] }, wall: { label: 'Give up a wall', effects: [{ op: 'destroy', piece: 'town-wall', owner: 'opponent' } as EffectBase] } } },
    { op: 'choose', options: { marble: { label: '2 marble', effects: [{ op: 'gain', player: 'self', currency: 'marble', amount: 2 } as EffectBase] }, gold: { label: '1 gold', effects: [{ op: 'gain', player: 'self', currency: 'gold', amount: 1 } as EffectBase] } } },
  ],
  run(run, effect, exec) {
    if (effect.chooser === 'opponent') {
      const chooser = resolvePlayer(run, 'opponent');
      if (typeof chooser !== 'string') return chooser;
      exec.askChoice(chooser, effect.options);
      return undefined;
    }
    const option = run.targets.shift();
    if (!option || !Object.hasOwn(effect.options, option)) return refuse('effect/choose-option', `choose one of: ${Object.keys(effect.options).join(', ')}`);
    return exec.runList(effect.options[option].effects);
  },
  describe(effect, words) {
    // Within the opponent's option the pieces are his to pick too (he names the targets in his answer).
    if (effect.chooser === 'opponent') return `Your opponent chooses one: ${Object.values(effect.options).map((o) => `${o.label}: ${words.list(o.effects).replace(/you choose which/g, 'they choose which')}`).join(' Or ')}`;
    return `Choose one: ${Object.values(effect.options).map((o) => `${o.label}: ${words.list(o.effects)}`).join(' Or ')}`;
  },
  check(effect, pointer, env) {
    if (env.depth >= maxChoiceDepth) return void env.out.push(issue('effect/too-deep', pointer, `choices nested more than ${maxChoiceDepth} deep; flatten them`));
    for (const [option, choice] of Object.entries(effect.options)) env.list(choice.effects, `${pointer}/options/${option.replace(/~/g, '~0').replace(/\//g, '~1')}/effects`);
  },
  branches(run, effect) {
    if (effect.chooser === 'opponent') return nationBranches(run, ['opponent']).map((b) => ({ ...b, pause: true }));
    return Object.entries(effect.options).map(([id, o]) => ({ targets: [id], then: o.effects }));
  },
  worstSteps(effect, steps) {
    return 1 + Math.max(0, ...Object.values(effect.options).map((o) => steps(o.effects)));
  },
});
