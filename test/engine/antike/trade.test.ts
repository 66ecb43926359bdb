import { describe, expect, it } from 'vitest';
import { applyMove } from '../../../engine/index';
import type { Ruleset } from '../../../engine/ruleset/types';
import { play, refused, rulesetWith } from '../../helpers/game';
import { blank4, east, onTurn, RED, YELLOW } from '../../scenarios/antike/support';

const r = east();
const ALL = ['wheel', 'sailing', 'market', 'monarchy', 'roads', 'navigation', 'currency', 'democracy'];

function trader(rules: Ruleset = r, knowHows = ALL) {
  return blank4(rules, RED, { knowHows: { [RED]: knowHows, [YELLOW]: ALL }, stock: { [RED]: { marble: 4, iron: 4, gold: 4, coin: 2 }, [YELLOW]: { gold: 4 } } });
}

describe('the all-know-hows trade with the bank (A-KH-08)', () => {
  it('A-KH-08: any 2 chips, in any mix, buy 1 chip of the nation\'s choice; in multiples, in one exchange', () => {
    const mixed = play(r, trader(), { type: 'trade', give: { marble: 1, iron: 1 }, get: { gold: 1 } }).state;
    expect(mixed.nation[RED].stock).toEqual({ marble: 3, iron: 3, gold: 5, coin: 2 });
    const many = play(r, trader(), { type: 'trade', give: { marble: 4, iron: 2 }, get: { gold: 2, iron: 1 } }).state;
    expect(many.nation[RED].stock).toEqual({ marble: 0, iron: 3, gold: 6, coin: 2 });
  });

  it('A-KH-08: the rate is exactly 2:1 — 2 for 2 or 4 for 3 are refused', () => {
    const s = trader();
    refused(r, s, { type: 'trade', give: { marble: 2 }, get: { gold: 2 } }, 'move/bad-trade');
    refused(r, s, { type: 'trade', give: { marble: 4 }, get: { gold: 3 } }, 'move/bad-trade');
    refused(r, s, { type: 'trade', give: { marble: 1 }, get: {} }, 'move/bad-trade');
  });

  it('A-KH-08: only chips held can be given', () => {
    refused(r, trader(), { type: 'trade', give: { gold: 6 }, get: { iron: 3 } }, 'move/insufficient-resources');
  });

  it('A-KH-08: no single know-how gives a trade; Antike has no Commercium', () => {
    for (const k of ALL) expect(r.knowHows.items[k].trade).toBeUndefined();
    refused(r, trader(r, ALL.slice(0, 7)), { type: 'trade', give: { marble: 2 }, get: { gold: 1 } }, 'move/no-trade');
  });

  it('A-FAQ-02: nations never trade with each other: a trade is always with the bank', () => {
    const { state } = play(r, trader(), { type: 'trade', give: { marble: 2 }, get: { gold: 1 } });
    expect(state.nation[YELLOW].stock).toEqual(trader().nation[YELLOW].stock);
  });

  it('AMB-A10 (configurable): with trade "any-time" a nation with all 8 may trade in another nation\'s turn', () => {
    // Both the trade rule and the turn's permission (the turn check warns when one comes without the other).
    const anyTime = rulesetWith('antike-east', { knowHows: { completionBonus: { trade: { when: 'any-time' } } }, turn: { outOfTurn: ['trade'] } });
    const s = trader(anyTime);
    expect(onTurn(s)).toBe(RED);
    // Own turn only by default: refused.
    refused(r, trader(), { type: 'trade', give: { gold: 2 }, get: { iron: 1 }, nation: YELLOW } as never, 'move/not-your-turn');
    const result = applyMove(anyTime, s, { type: 'trade', give: { gold: 2 }, get: { iron: 1 }, nation: YELLOW } as never);
    expect(result.ok, result.ok ? '' : result.error.message).toBe(true);
    if (result.ok) expect(result.state.nation[YELLOW].stock).toMatchObject({ gold: 2, iron: 1 });
  });
});
