import { describe, expect, it } from 'vitest';
import { canAfford, defaultPayment, price } from '../../engine/rules/payment';
import type { NationState } from '../../engine/state/types';

/** canAfford counts; defaultPayment builds the payment. They must agree on every stock and price. */
const kinds = ['marble', 'iron', 'gold'];

describe('canAfford agrees with defaultPayment', () => {
  it('on every stock of 0–3 of each chip and coin and a spread of prices (D-COIN-01, D-RON-05)', () => {
    const prices = [price(), price({ marble: 6 }), price({ marble: 1, iron: 1, gold: 1 }), price({ coin: 2 }), price({}, { any: 2 }), price({ iron: 2 }, { any: 1, coin: 1 }), price({ gold: 3, marble: 2 }, { any: 3 })];
    let checked = 0;
    for (let m = 0; m <= 3; m++) for (let i = 0; i <= 3; i++) for (let g = 0; g <= 3; g++) for (let c = 0; c <= 3; c++) {
      const nation = { stock: { marble: m, iron: i, gold: g, coin: c } } as unknown as NationState;
      for (const p of prices) {
        expect(canAfford(nation, p, kinds), JSON.stringify([nation.stock, p])).toBe(defaultPayment(nation.stock, p, kinds) !== undefined);
        checked++;
      }
    }
    expect(checked).toBe(256 * prices.length);
  });
});
