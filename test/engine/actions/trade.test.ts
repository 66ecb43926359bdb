import { describe, expect, it } from 'vitest';
import type { Given } from '../../helpers/game';
import { given, isLegal, play, refused, ruleset, stockOf } from '../../helpers/game';
import { endTurn, quietTurn, takeDueCards } from './support';

const R = ruleset('antike-duellum');

function trader(g: Given = {}) {
  return given(R, { active: 'romans', blank: true, rondel: { romans: null }, knowHows: { romans: ['commercium'] }, stock: { romans: { marble: 3, iron: 3, gold: 3, coin: 2 } }, ...g });
}

describe('COMMERCIUM: trading with the bank (D-KH-05/06)', () => {
  it('D-KH-05: any 3 chips, in any mix, buy 2 chips of the player\'s choice', () => {
    const { state } = play(R, trader(), { type: 'trade', give: { marble: 1, iron: 1, gold: 1 }, get: { gold: 2 } });
    expect(stockOf(state, 'romans')).toEqual({ marble: 2, iron: 2, gold: 4, coin: 2 });
  });

  it('D-KH-06: trades may be made any number of times in the own turn, in multiples of 3 for 2', () => {
    const once = play(R, trader(), { type: 'trade', give: { marble: 3, iron: 3 }, get: { gold: 4 } }).state;
    expect(stockOf(once, 'romans')).toMatchObject({ marble: 0, iron: 0, gold: 7 });
    const twice = play(R, trader(), { type: 'trade', give: { marble: 3 }, get: { iron: 2 } }, { type: 'trade', give: { iron: 3 }, get: { marble: 2 } }).state;
    expect(stockOf(twice, 'romans')).toMatchObject({ marble: 2, iron: 2, gold: 3 });
  });

  it('D-KH-05: only whole multiples of 3 for 2 are traded', () => {
    const s = trader();
    refused(R, s, { type: 'trade', give: { marble: 3, iron: 1 }, get: { gold: 2 } }, 'move/bad-trade');
    refused(R, s, { type: 'trade', give: { marble: 3 }, get: { gold: 3 } }, 'move/bad-trade');
    refused(R, s, { type: 'trade', give: { marble: 2 }, get: { gold: 1 } }, 'move/bad-trade');
    refused(R, s, { type: 'trade', give: {}, get: {} }, 'move/bad-trade');
  });

  it('D-KH-05/AMB-D16: coins are neither given nor taken: chips only', () => {
    const s = trader();
    refused(R, s, { type: 'trade', give: { marble: 2, coin: 1 }, get: { gold: 2 } }, 'move/trade-coins');
    refused(R, s, { type: 'trade', give: { marble: 3 }, get: { coin: 2 } }, 'move/trade-coins');
    refused(R, s, { type: 'trade', give: { marble: 3 }, get: { gold: 1, coin: 1 } }, 'move/trade-coins');
  });

  it('D-KH-05: the player gives only chips he holds', () => {
    refused(R, trader({ stock: { romans: { marble: 2, coin: 5 } } }), { type: 'trade', give: { marble: 3 }, get: { gold: 2 } }, 'move/insufficient-resources');
  });

  it('D-KH-06: trading needs COMMERCIUM', () => {
    refused(R, trader({ knowHows: { romans: [] } }), { type: 'trade', give: { marble: 3 }, get: { gold: 2 } }, 'move/no-trade');
  });

  it('D-KH-06: the owner may trade at any moment of his own turn: before moving the stone, during the action, while founding', () => {
    const s = trader();
    expect(isLegal(R, s, { type: 'trade', give: { marble: 3 }, get: { gold: 2 } })).toBe(true);
    const inAction = play(R, s, { type: 'rondel.select', field: 'militia' }).state;
    play(R, inAction, { type: 'trade', give: { marble: 3 }, get: { iron: 2 } });
    const founding = play(R, inAction, { type: 'phase.end' }).state;
    expect(founding.turn.phase).toBe('found');
    play(R, founding, { type: 'trade', give: { marble: 3 }, get: { iron: 2 } });
  });

  it('D-KH-06/D-SCI-07: COMMERCIUM cannot be used in the turn it is developed, only from the owner\'s next turn', () => {
    let s = given(R, {
      active: 'romans',
      blank: true,
      rondel: { romans: null, carthaginians: null },
      stock: { romans: { gold: R.knowHows.items.commercium.price.first + 3, marble: 3 } },
    });
    s = play(R, s, { type: 'rondel.select', field: 'scientia' }, { type: 'knowhow.develop', knowHow: 'commercium' }).state;
    refused(R, s, { type: 'trade', give: { marble: 3 }, get: { iron: 2 } }, 'move/no-trade');
    const founding = play(R, s, { type: 'phase.end' }).state;
    refused(R, founding, { type: 'trade', give: { marble: 3 }, get: { iron: 2 } }, 'move/no-trade');
    s = takeDueCards(R, endTurn(R, s));
    // The Carthaginians' turn: the Romans cannot trade in it (own turn only).
    refused(R, s, { type: 'trade', give: { marble: 3 }, get: { iron: 2 }, nation: 'romans' } as never, 'move/not-your-turn');
    s = quietTurn(R, s, 'templum');
    expect(s.nations[s.turn.active]).toBe('romans');
    const { state } = play(R, s, { type: 'trade', give: { marble: 3 }, get: { iron: 2 } });
    expect(stockOf(state, 'romans')).toMatchObject({ marble: 0, iron: 2 });
  });
});
