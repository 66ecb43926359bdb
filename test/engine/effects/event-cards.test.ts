import { describe, expect, it } from 'vitest';
import { applyMove } from '../../../engine/index';
import type { Given } from '../../helpers/game';
import { given, isLegal, play, refused, ruleset, stockOf } from '../../helpers/game';
import { unitsAt } from '../actions/support';

/**
 * The shipped Duellum event cards (Part 5, EV-01..04) run through the effect interpreter with card.play on real
 * game states: 'gain' (Academy), 'lose' (Burglary), 'destroy' (Earthquake) and 'modify' (Fortress).
 */
const R = ruleset('antike-duellum');

function romans(g: Given) {
  return given(R, { active: 'romans', blank: true, rondel: { romans: null }, ...g });
}

describe('Academy (EV-01, op gain)', () => {
  it('EV-01: on SCIENTIA, 1 gold per know-how the opponent owns, whether he got a scholar for it or not; own know-hows do not count', () => {
    const s = play(R, romans({ hand: { romans: ['academy'] }, knowHows: { carthaginians: ['strata', 'navigatio', 'commercium'], romans: ['moneta'] }, stock: { romans: { gold: 1 } } }), { type: 'rondel.select', field: 'scientia' }).state;
    expect(isLegal(R, s, { type: 'card.play', card: 'academy' })).toBe(true);
    const { state } = play(R, s, { type: 'card.play', card: 'academy' });
    expect(stockOf(state, 'romans').gold).toBe(1 + 3);
    expect(state.nation.romans.hand).toEqual([]);
    expect(state.cards.discard).toEqual(['academy']); // D-EV-10
  });

  it('EV-01: Academy is played only during the own SCIENTIA action', () => {
    const g = romans({ hand: { romans: ['academy'] }, knowHows: { carthaginians: ['strata'] } });
    refused(R, g, { type: 'card.play', card: 'academy' }, 'move/card-timing');
    const onTemplum = play(R, g, { type: 'rondel.select', field: 'templum' }).state;
    expect(isLegal(R, onTemplum, { type: 'card.play', card: 'academy' })).toBe(false);
    // The refusal names the field as the rondel and the card do, not the engine's action kind.
    expect(refused(R, onTemplum, { type: 'card.play', card: 'academy' }, 'move/card-timing')).toBe('Academy is played only during your own SCIENTIA action');
  });
});

describe('Burglary (EV-03, op lose)', () => {
  it('EV-03: the opponent loses every second coin, the loss rounded down; the coins go back to the bank', () => {
    for (const [coins, left] of [[5, 3], [4, 2], [1, 1], [0, 0]]) {
      const s = romans({ hand: { romans: ['burglary'] }, stock: { romans: { coin: 2 }, carthaginians: { coin: coins } }, bankCoins: 10 });
      const { state } = play(R, s, { type: 'card.play', card: 'burglary' });
      expect(stockOf(state, 'carthaginians').coin, `${coins} coins`).toBe(left);
      expect(stockOf(state, 'romans').coin).toBe(2);
      expect(state.bank.coins).toBe(10 + coins - left);
    }
  });

  it('D-EV-08: an own-turn card may be played at any moment of the own turn, before the stone moves or after the action', () => {
    const s = romans({ hand: { romans: ['burglary', 'burglary'] }, stock: { carthaginians: { coin: 8 } } });
    const before = play(R, s, { type: 'card.play', card: 'burglary' }).state;
    expect(stockOf(before, 'carthaginians').coin).toBe(4);
    const after = play(R, before, { type: 'rondel.select', field: 'templum' }, { type: 'phase.end' }, { type: 'card.play', card: 'burglary' }).state;
    expect(stockOf(after, 'carthaginians').coin).toBe(2);
  });

  it('D-EV-08: a card is played only on its holder\'s own turn', () => {
    const s = romans({ hand: { carthaginians: ['burglary'] }, stock: { romans: { coin: 4 } } });
    refused(R, s, { type: 'card.play', card: 'burglary', nation: 'carthaginians' } as never, 'move/not-your-turn');
    refused(R, s, { type: 'card.play', card: 'burglary' }, 'move/not-in-hand');
  });
});

describe('Earthquake (EV-02, op destroy)', () => {
  const walled: Given = {
    hand: { romans: ['earthquake'] },
    cities: { carthago: { owner: 'carthaginians', resource: 'gold', wall: true }, roma: { owner: 'romans', resource: 'gold' } },
    walls: { carthaginians: 0 },
  };

  it('EV-02/AMB-D10: Earthquake needs a wall to destroy named as its target; without one it is refused and the card kept', () => {
    const s = romans(walled);
    refused(R, s, { type: 'card.play', card: 'earthquake' }, 'effect/choose-target');
    refused(R, s, { type: 'card.play', card: 'earthquake', targets: ['roma'] }, 'effect/choose-target');
    refused(R, romans({ ...walled, cities: { roma: { owner: 'romans', resource: 'gold' } } }), { type: 'card.play', card: 'earthquake', targets: ['roma'] }, 'effect/choose-target');
    expect(isLegal(R, s, { type: 'card.play', card: 'earthquake', targets: ['carthago'] })).toBe(true);
  });

  it('EV-02/AMB-D10, D-WALL-03: the destroyed wall returns to its owner\'s personal supply and the city\'s defence drops by 1', () => {
    const s = romans({ ...walled, units: { carthago: { romans: { galley: 1 } } } });
    const { state } = play(R, s, { type: 'card.play', card: 'earthquake', targets: ['carthago'] });
    expect(state.cities.carthago.wall).toBe(false);
    expect(state.nation.carthaginians.walls).toBe(1);
    expect(state.bank.walls).toBe(s.bank.walls);
    const conquered = play(R, state, { type: 'rondel.select', field: 'duellum-1' }, { type: 'city.conquer', region: 'carthago' }).state;
    expect(conquered.cities.carthago.owner).toBe('romans');
  });
});

describe('Fortress (EV-04, op modify, played in reply to a conquest)', () => {
  function attack(attackers: number, extra: Given = {}) {
    const s = romans({
      hand: { carthaginians: ['fortress'] },
      cities: { zama: { owner: 'carthaginians', resource: 'iron' }, tacape: { owner: 'carthaginians', resource: 'gold' } },
      units: { zama: { romans: { legion: attackers } }, tacape: { romans: { legion: 1 } } },
      box: { romans: { legion: 0, galley: 0 } },
      ...extra,
    });
    return play(R, s, { type: 'rondel.select', field: 'duellum-1' }, { type: 'city.conquer', region: 'zama' }).state;
  }

  it('D-EV-09: the defender holding Fortress is asked before the conquest resolves', () => {
    const s = attack(1);
    expect(s.pending).toEqual([{ kind: 'reply-to-conquest', nation: 'carthaginians', region: 'zama' }]);
    expect(s.cities.zama.owner).toBe('carthaginians');
    expect(isLegal(R, s, { type: 'card.play', card: 'fortress' })).toBe(true);
    refused(R, s, { type: 'unit.move', from: 'zama', to: 'carthago', unit: 'legion' }, 'move/not-now');
  });

  it('D-EV-09/AMB-D07: with too few units after Fortress the conquest fails, all units stay, and the attacker may try another city', () => {
    const { state } = play(R, attack(1), { type: 'card.play', card: 'fortress' });
    expect(state.cities.zama.owner).toBe('carthaginians');
    expect(unitsAt(state, 'zama', 'romans')).toEqual({ legion: 1 });
    expect(state.nation.romans.box.legion).toBe(0);
    expect(state.nation.carthaginians.hand).toEqual([]);
    expect(state.cards.discard).toContain('fortress');
    expect(state.modifiers).toEqual([]); // +1 only for that attempt
    const next = play(R, state, { type: 'city.conquer', region: 'tacape' }).state;
    expect(next.cities.tacape.owner).toBe('romans');
  });

  it('D-EV-09: the log says what Fortress did in the game\'s words, never the parameter\'s id', () => {
    const { events } = play(R, attack(1), { type: 'card.play', card: 'fortress' });
    const text = events.map((e) => e.text);
    expect(text).toContain('Carthaginians raised the defence of their cities by 1 for this conquest');
    expect(text.join('\n')).not.toMatch(/city\.defense|end of conquest/);
  });

  it('D-EV-09/D-CONQ-11/AMB-D07: a city saved by Fortress cannot simply be attacked again at its normal defence in the same turn', () => {
    const { state } = play(R, attack(1), { type: 'card.play', card: 'fortress' });
    const retry = applyMove(R, state, { type: 'city.conquer', region: 'zama' });
    expect(retry.ok, 'the same units retook the city Fortress had just saved').toBe(false);
  });

  it('D-EV-09: with enough units the conquest succeeds after Fortress, but the attacker loses 1 unit more', () => {
    const { state } = play(R, attack(3), { type: 'card.play', card: 'fortress' });
    expect(state.cities.zama.owner).toBe('romans');
    expect(unitsAt(state, 'zama', 'romans')).toEqual({ legion: 1 });
    expect(state.nation.romans.box.legion).toBe(2);
  });

  it('D-EV-09: a defender who passes lets the conquest resolve at the normal defence', () => {
    const { state } = play(R, attack(1), { type: 'reply.pass' });
    expect(state.cities.zama.owner).toBe('romans');
    expect(state.nation.carthaginians.hand).toEqual(['fortress']);
  });

  it('D-EV-09: Fortress is the one card not played on its holder\'s own turn', () => {
    const s = given(R, { active: 'carthaginians', blank: true, hand: { carthaginians: ['fortress'] } });
    refused(R, s, { type: 'card.play', card: 'fortress' }, 'move/card-timing');
  });

  it('AMB-D06: a Fortress taken during this very turn cannot be used against its conquest', () => {
    const s = romans({
      hand: { carthaginians: ['fortress'] },
      cities: { zama: { owner: 'carthaginians', resource: 'iron' } },
      units: { zama: { romans: { legion: 1 } } },
    });
    s.turn.cardsTaken = { carthaginians: ['fortress'] };
    const { state } = play(R, s, { type: 'rondel.select', field: 'duellum-1' }, { type: 'city.conquer', region: 'zama' });
    expect(state.pending).toEqual([]);
    expect(state.cities.zama.owner).toBe('romans');
  });
});

describe('taking event cards (D-EV-01..03)', () => {
  function cardDue(deck: string[], discard: string[], display: string[]) {
    const s = given(R, {
      active: 'romans',
      blank: true,
      rondel: { romans: null },
      cities: { zama: { owner: 'carthaginians', resource: 'iron' } },
      units: { zama: { romans: { legion: 1 } } },
    });
    s.cards = { deck, discard, display };
    return play(R, s, { type: 'rondel.select', field: 'duellum-1' }, { type: 'city.conquer', region: 'zama' }, { type: 'phase.end' }).state;
  }

  it('D-EV-02: a card taken from the display is replaced at once from the deck', () => {
    const s = cardDue(['academy', 'unknown'], [], ['burglary', 'earthquake', 'fortress']);
    const { state } = play(R, s, { type: 'card.take', card: 'earthquake' });
    expect(state.nation.carthaginians.hand).toEqual(['earthquake']);
    expect(state.cards.display).toEqual(['burglary', 'fortress', 'academy']);
    expect(state.cards.deck).toEqual(['unknown']);
  });

  it('D-EV-03: when the deck is used up the discard pile is shuffled into a new deck', () => {
    const s = cardDue([], ['academy', 'unknown'], ['burglary', 'earthquake', 'fortress']);
    const { state } = play(R, s, { type: 'card.take', card: 'burglary' });
    expect(state.cards.display).toHaveLength(3);
    expect([...state.cards.display, ...state.cards.deck].sort()).toEqual(['academy', 'earthquake', 'fortress', 'unknown']);
    expect(state.cards.discard).toEqual([]);
  });

  it('D-EV-02: with deck and discards empty the display is not refilled, and a card due from an empty display is skipped', () => {
    const s = cardDue([], [], ['burglary']);
    const { state } = play(R, s, { type: 'card.take', card: 'burglary' });
    expect(state.cards.display).toEqual([]);
    const none = cardDue([], [], []);
    expect(none.pending).toEqual([]);
    expect(none.turn.phase).toBe('found');
  });
});
