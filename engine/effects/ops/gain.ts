import type { Currency } from '../../ruleset/types';
import { name, logAbout } from '../../rules/apply-context';
import { kindName } from '../../rules/payment';
import { checkAmount, currencyWords, describeAmount, evaluateAmount, type Amount } from '../amount';
import { defineOp, nationBranches, otherPlayer, resolvePlayer, type Player } from '../op';

export type GainEffect = { op: 'gain'; player: Player; currency: Currency; amount: Amount; from?: 'bank' | 'opponent' };

/**
 * A player gains chips or coins, from the bank (coins only while a limited bank has them, D-BANK) or taken from the
 * other player (never more than that player holds).
 */
export const gain = defineOp<GainEffect>({
  op: 'gain',
  summary: 'A player gains chips or coins from the bank or from the other player.',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['op', 'player', 'currency', 'amount'],
    properties: {
      op: { const: 'gain', description: 'Gain chips or coins.' },
      player: { $ref: '#/$defs/player', description: 'Who gains.', markdownDescription: 'Who gains.' },
      currency: { $ref: 'common.schema.json#/$defs/currency', description: 'What is gained.', markdownDescription: 'What is gained.' },
      amount: { $ref: '#/$defs/amount', description: 'How much.', markdownDescription: 'How much.' },
      from: { enum: ['bank', 'opponent'], default: 'bank', description: "Where it comes from: the bank (default) or the other player's stock, never more than that player holds." },
    },
  },
  examples: [
    { op: 'gain', player: 'self', currency: 'gold', amount: { count: 'know-hows', of: 'opponent' } },
    { op: 'gain', player: 'self', currency: 'coin', amount: { count: 'coin', of: 'opponent', divideBy: 3, round: 'up' }, from: 'opponent' },
  ],
  run(run, effect) {
    const who = resolvePlayer(run, effect.player);
    if (typeof who !== 'string') return who;
    const amount = evaluateAmount(run, effect.amount);
    if (typeof amount !== 'number') return amount;
    const { state } = run.ctx;
    let given = amount;
    let source = 'the bank';
    if (effect.from === 'opponent') {
      const giver = resolvePlayer(run, otherPlayer(effect.player));
      if (typeof giver !== 'string') return giver;
      given = Math.min(amount, state.nation[giver].stock[effect.currency]);
      state.nation[giver].stock[effect.currency] -= given;
      source = name(run.ctx, giver);
    } else if (effect.currency === 'coin' && state.bank.coins !== null) {
      given = Math.min(amount, state.bank.coins);
      state.bank.coins -= given;
    }
    state.nation[who].stock[effect.currency] += given;
    if (!run.ctx.quiet) logAbout(run.ctx, 'effect.gain', who, `gained ${given} ${kindName(run.ctx.ruleset, effect.currency)} from ${source}`, { nation: who, currency: effect.currency, amount: given });
    return undefined;
  },
  describe(effect, words) {
    const verb = effect.player === 'self' ? 'Take' : 'Your opponent takes';
    const from = effect.from === 'opponent' ? (effect.player === 'self' ? ' from your opponent' : ' from you') : ' from the bank';
    return `${verb} ${describeAmount(effect.amount, currencyWords(effect.currency, words), words, effect.player)}${from}.`;
  },
  check(effect, pointer, env) {
    checkAmount(effect.amount, `${pointer}/amount`, env.out, Object.keys(env.ruleset.economy.resources));
  },
  choicesReadTheBoard: true,
  branches(run, effect) {
    const amountOf = typeof effect.amount === 'object' ? effect.amount.of : undefined;
    // The order the interpreter reads targets: the player, the amount's owner, then the giver.
    return nationBranches(run, [effect.player, amountOf, effect.from === 'opponent' ? otherPlayer(effect.player) : undefined]);
  },
});
