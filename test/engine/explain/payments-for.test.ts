import { describe, expect, it } from 'vitest';
import { applyMove, createGame, explain, legalMoves, lossesFor, paymentsFor } from '../../../engine/index';
import type { Bag } from '../../../engine/ruleset/types';
import type { GameState, Move } from '../../../engine/state/types';
import { given, play, ruleset, rulesetWith } from '../../helpers/game';

const R = ruleset('antike-duellum');

/** Every bag of at most `max` of each currency: the brute-force reference the picker must agree with. */
function allBags(max: number): Bag[] {
  const out: Bag[] = [];
  for (let m = 0; m <= max; m++) for (let i = 0; i <= max; i++) for (let g = 0; g <= max; g++) for (let c = 0; c <= max; c++) out.push({ marble: m, iron: i, gold: g, coin: c });
  return out;
}

const key = (b: Bag) => ['marble', 'iron', 'gold', 'coin'].map((c) => b[c as keyof Bag] ?? 0).join(',');

/** paymentsFor lists exactly the payments applyMove accepts (brute force over every small bag). */
function agrees(rules: typeof R, state: GameState, move: Move, max = 4): Bag[] {
  const listed = paymentsFor(rules, state, move);
  const accepted = allBags(max).filter((payment) => applyMove(rules, state, { ...move, payment } as Move).ok);
  expect(new Set(listed.map(key))).toEqual(new Set(accepted.map(key)));
  expect(listed.length).toBe(new Set(listed.map(key)).size);
  return listed;
}

describe('paymentsFor: every legal payment of a move, as applyMove sees it', () => {
  it('D-RON-05: two extra rondel steps are paid with any chips or coins; the default payment comes first', () => {
    const s = given(R, { active: 'romans', blank: true, rondel: { romans: 'templum' }, stock: { romans: { marble: 1, gold: 1, coin: 1 } } });
    const field = R.rondel.order[(R.rondel.order.indexOf('templum') + R.rondel.freeSteps + 2) % R.rondel.order.length];
    const move: Move = { type: 'rondel.select', field };
    const listed = agrees(R, s, move);
    // 3 pieces, 2 to pay: marble+gold, marble+coin, gold+coin.
    expect(listed.map(key).sort()).toEqual(['0,0,1,1', '1,0,0,1', '1,0,1,0']);
    const byDefault = play(R, s, move).state.nation.romans.stock;
    const first = listed[0];
    expect(byDefault).toEqual({ marble: 1 - (first.marble ?? 0), iron: 0, gold: 1 - (first.gold ?? 0), coin: 1 - (first.coin ?? 0) });
  });

  it('D-FOUND-04/D-COIN-01: founding may pay a coin for a chip the founder holds, so the picker offers both', () => {
    const s = given(R, { active: 'romans', blank: true, rondel: { romans: null }, cities: { neapolis: { owner: 'romans', resource: 'marble' } }, units: { ancona: { romans: { legion: 1 } } }, stock: { romans: { marble: 1, iron: 1, gold: 1, coin: 1 } } });
    const at = play(R, s, { type: 'rondel.select', field: 'templum' }, { type: 'phase.end' }).state;
    const listed = agrees(R, at, { type: 'city.found', region: 'ancona', resource: 'iron' });
    expect(listed.length).toBe(4);
  });

  it('D-TEMP-02/D-COIN-01: a variant temple of 4 marble with 3 marble and 2 coins: 3 marble + 1 coin or 2 marble + 2 coins; with 3 marble and no coin, none', () => {
    const V = rulesetWith('antike-duellum', { actions: { build: { temple: { cost: { marble: 4 } } } } });
    const at = (stock: Bag) => play(V, given(V, { active: 'romans', blank: true, rondel: { romans: null }, cities: { roma: { owner: 'romans', resource: 'gold' } }, stock: { romans: stock } }), { type: 'rondel.select', field: 'templum' }).state;
    expect(agrees(V, at({ marble: 3, coin: 2 }), { type: 'temple.build', region: 'roma' })).toEqual([{ marble: 3, coin: 1 }, { marble: 2, coin: 2 }]);
    expect(agrees(V, at({ marble: 3 }), { type: 'temple.build', region: 'roma' })).toEqual([]);
  });

  it('moves that are not paid for have no payments', () => {
    const s = given(R, { active: 'romans' });
    expect(paymentsFor(R, s, { type: 'phase.end' })).toEqual([]);
  });
});

describe('lossesFor: the attacker chooses the units given up in a conquest (D-CONQ-05)', () => {
  it('a defence of 2 with 2 legions and 2 galleys: three choices, each accepted by applyMove', () => {
    const s = given(R, {
      active: 'romans',
      blank: true,
      rondel: { romans: null },
      cities: { neapolis: { owner: 'carthaginians', resource: 'marble' }, roma: { owner: 'romans', resource: 'gold' }, carthago: { owner: 'carthaginians', resource: 'gold' } },
      units: { neapolis: { romans: { legion: 2, galley: 2 }, carthaginians: {} } },
    });
    const at = play(R, s, { type: 'rondel.select', field: R.rondel.order.find((f) => R.rondel.fields[f].action === 'maneuver')! }).state;
    const choices = lossesFor(R, at, 'neapolis');
    const defence = R.actions.maneuver.conquest.baseDefense;
    expect(choices.length).toBe(Math.min(defence, 2) + 1);
    for (const losses of choices) {
      expect(Object.values(losses).reduce((a, b) => a + b, 0)).toBe(defence);
      const after = applyMove(R, at, { type: 'city.conquer', region: 'neapolis', losses });
      expect(after.ok).toBe(true);
    }
  });
});

describe('paymentsFor agrees with applyMove along played games (Duellum and Antike)', () => {
  it.each(['antike-duellum', 'antike-east'])('%s: every listed payment is accepted, the first equals the default, and explain calls every listed move possible', (id) => {
    const rules = ruleset(id);
    let state = createGame(rules, { seed: 3 });
    let checked = 0;
    for (let i = 0; i < 400 && !state.result; i++) {
      const moves = legalMoves(rules, state);
      if (i % 7 === 0) {
        for (const move of moves) {
          expect(explain(rules, state, move).possible).toBe(true);
          const ways = paymentsFor(rules, state, move);
          if (!ways.length) continue;
          const plain = applyMove(rules, state, move);
          expect(plain.ok).toBe(true);
          ways.forEach((payment, k) => {
            const paid = applyMove(rules, state, { ...move, payment } as Move);
            expect(paid.ok, `${JSON.stringify(move)} with ${JSON.stringify(payment)}`).toBe(true);
            if (k === 0 && paid.ok && plain.ok) expect(paid.state.nation).toEqual(plain.state.nation);
            checked++;
          });
        }
      }
      const next = applyMove(rules, state, moves[(i * 31) % moves.length]);
      if (!next.ok) throw new Error(next.error.message);
      state = next.state;
    }
    expect(checked).toBeGreaterThan(20);
  });
});
