import type { Currency } from '../../ruleset/types';
import { name, logAbout } from '../../rules/apply-context';
import { kindName } from '../../rules/payment';
import { checkAmount, currencyWords, describeAmount, evaluateAmount, type Amount } from '../amount';
import { defineOp, nationBranches, otherPlayer, resolvePlayer, type Player } from '../op';

export type LoseEffect = { op: 'lose'; player: Player; currency: Currency; amount: Amount; to?: 'bank' | 'opponent' };

/** A player pays chips or coins to the bank or to the other player; never below zero (EV-03: lost coins go to the bank). */
export const lose = defineOp<LoseEffect>({
  op: 'lose',
  summary: 'A player pays chips or coins to the bank or to the other player, never below zero.',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['op', 'player', 'currency', 'amount'],
    properties: {
      op: { const: 'lose', description: 'Lose (pay) chips or coins.' },
      player: { $ref: '#/$defs/player', description: 'Who loses.', markdownDescription: 'Who loses.' },
      currency: { $ref: 'common.schema.json#/$defs/currency', description: 'What is lost.', markdownDescription: 'What is lost.' },
      amount: { $ref: '#/$defs/amount', description: 'How much (clamped to what the player holds).', markdownDescription: 'How much (clamped to what the player holds).' },
      to: { enum: ['bank', 'opponent'], default: 'bank', description: 'Where it goes: the bank (default) or the other player.' },
    },
  },
  examples: [
    { op: 'lose', player: 'opponent', currency: 'coin', amount: { count: 'coin', of: 'opponent', divideBy: 2 } },
    { op: 'lose', player: 'self', currency: 'gold', amount: 1, to: 'opponent' },
  ],
  run(run, effect) {
    const who = resolvePlayer(run, effect.player);
    if (typeof who !== 'string') return who;
    const amount = evaluateAmount(run, effect.amount);
    if (typeof amount !== 'number') return amount;
    const { state } = run.ctx;
    const lost = Math.min(amount, state.nation[who].stock[effect.currency]);
    let receiver: string | undefined;
    if (effect.to === 'opponent') {
      const r = resolvePlayer(run, otherPlayer(effect.player));
      if (typeof r !== 'string') return r;
      receiver = r;
    }
    state.nation[who].stock[effect.currency] -= lost;
    if (receiver) state.nation[receiver].stock[effect.currency] += lost;
    else if (effect.currency === 'coin' && state.bank.coins !== null) state.bank.coins += lost;
    if (!run.ctx.quiet) logAbout(run.ctx, 'effect.lose', who, `lost ${lost} ${kindName(run.ctx.ruleset, effect.currency)}${receiver ? ` to ${name(run.ctx, receiver)}` : ''}`, { nation: who, currency: effect.currency, amount: lost });
    return undefined;
  },
  describe(effect, words) {
    const verb = effect.player === 'self' ? 'Pay' : 'Your opponent pays';
    const to = effect.to === 'opponent' ? (effect.player === 'self' ? ' to your opponent' : ' to you') : ' to the bank';
    return `${verb} ${describeAmount(effect.amount, currencyWords(effect.currency, words), words, effect.player)}${to} (as much as ${effect.player === 'self' ? 'you hold' : 'they hold'}).`;
  },
  check(effect, pointer, env) {
    checkAmount(effect.amount, `${pointer}/amount`, env.out, Object.keys(env.ruleset.economy.resources));
  },
  choicesReadTheBoard: true,
  branches(run, effect) {
    const amountOf = typeof effect.amount === 'object' ? effect.amount.of : undefined;
    return nationBranches(run, [effect.player, amountOf, effect.to === 'opponent' ? otherPlayer(effect.player) : undefined]);
  },
});
