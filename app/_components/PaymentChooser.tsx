'use client';

import { useState } from 'react';
import type { Ruleset } from '@/engine/rulesets';
import { describeBag } from '../_lib/describe-move';

type Bag = Partial<Record<string, number>>;

/** Beyond this many ways to pay, a list of buttons is a wall ("55 ways"): a stepper per kind chooses one instead. */
export const PAYMENT_LIST_LIMIT = 6;

/**
 * How to pay a price with many legal ways (D-COIN-01: a coin stands in for a chip; D-RON-05: any kind for a rondel
 * step): the usual way in one click, or any other by one stepper per kind held, starting from the usual way. Pay
 * is offered only for a mix the engine lists as legal (`bags`, from paymentsFor), so nothing else can be sent.
 */
export default function PaymentChooser({ ruleset, bags, onPay }: { ruleset: Ruleset; bags: Bag[]; onPay: (bag: Bag) => void }) {
  const kinds = [...Object.keys(ruleset.economy.resources), 'coin'].filter((c) => bags.some((b) => (b[c] ?? 0) > 0));
  const [bag, setBag] = useState<Bag>(bags[0]);
  const key = (b: Bag) => kinds.map((c) => b[c] ?? 0).join(',');
  const chosen = bags.find((b) => key(b) === key(bag));
  const most = (c: string) => Math.max(...bags.map((b) => b[c] ?? 0));
  const total = (b: Bag) => kinds.reduce((n, c) => n + (b[c] ?? 0), 0);
  const step = (c: string, by: number) => setBag({ ...bag, [c]: Math.max(0, (bag[c] ?? 0) + by) });
  const name = (c: string) => describeBag({ [c]: 2 }, ruleset).replace(/^2 /, '');
  return (
    <div className="payment-chooser" data-testid="payment-chooser">
      <button type="button" className="primary" onClick={() => onPay(bags[0])} data-choice>
        pay {describeBag(bags[0], ruleset)}
      </button>
      <span className="muted small"> or choose another of the {bags.length} ways:</span>
      <div className="payment-steppers">
        {kinds.map((c) => (
          <span key={c} className="payment-stepper" data-currency={c}>
            <button type="button" aria-label={`one ${name(c)} less`} disabled={(bag[c] ?? 0) <= 0} onClick={() => step(c, -1)}>
              −
            </button>
            <output aria-label={`${name(c)} paid`}>{bag[c] ?? 0}</output>
            <button type="button" aria-label={`one ${name(c)} more`} disabled={(bag[c] ?? 0) >= most(c)} onClick={() => step(c, 1)}>
              +
            </button>{' '}
            {name(c)}
          </span>
        ))}
      </div>
      <button type="button" disabled={!chosen} onClick={() => chosen && onPay(chosen)} data-choice data-testid="pay-chosen">
        pay {describeBag(bag, ruleset)}
      </button>{' '}
      {!chosen && (
        <span className="muted small" role="status" data-testid="payment-problem">
          {total(bag) !== total(bags[0]) ? `that adds up to ${total(bag)}; the price is ${total(bags[0])}` : 'this mix is not a way to pay this price'}
        </span>
      )}
    </div>
  );
}
