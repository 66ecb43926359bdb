import { describe, expect, it } from 'vitest';
import { applyMove, createGame, legalMoves, type GameState, type Move } from '../../../engine/index';
import { given, play, refused, ruleset } from '../../helpers/game';
import { refusedSomehow } from './support';

const R = ruleset('antike-duellum');
const S = ruleset('antike-duellum-special-units');
const bad = (m: unknown) => m as Move;

function start(): GameState {
  return given(R, { active: 'romans', rondel: { romans: 'ferrum', carthaginians: 'ferrum' } });
}

describe('illegal and malformed moves are refused with a code, never thrown, and change nothing', () => {
  it('a move that is not an object with a known type is malformed', () => {
    const s = start();
    for (const m of [null, undefined, 42, 'rondel.select', [], {}, { type: 'nope' }, { type: 'RONDEL.SELECT', field: 'templum' }, { type: 'toString' }, { type: '__proto__' }]) {
      refused(R, s, bad(m), 'move/malformed');
    }
  });

  it('missing fields are refused', () => {
    const s = start();
    refused(R, s, bad({ type: 'rondel.select' }), 'move/malformed');
    refused(R, s, bad({ type: 'rondel.select', field: 'templum', feild: 'templum' }), 'move/stray-field');
    const onMilitia = play(R, s, { type: 'rondel.select', field: 'militia' }).state;
    refusedSomehow(R, onMilitia, { type: 'unit.arm' });
    refusedSomehow(R, onMilitia, { type: 'unit.arm', region: 'roma' });
    refusedSomehow(R, onMilitia, { type: 'unit.arm', unit: 'legion' });
  });

  it('numbers, objects and inherited property names where ids belong are refused', () => {
    const s = start();
    // Not an id at all: malformed. An id-shaped key no game can have: unknown, with the field's own code.
    for (const field of [3, {}]) refused(R, s, bad({ type: 'rondel.select', field }), 'move/malformed');
    for (const field of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) refused(R, s, bad({ type: 'rondel.select', field }), 'move/unknown-field');
    const onScientia = play(R, s, { type: 'rondel.select', field: 'scientia' }).state;
    refused(R, onScientia, bad({ type: 'knowhow.develop', knowHow: 1 }), 'move/malformed');
    for (const knowHow of ['constructor', '__proto__']) refused(R, onScientia, bad({ type: 'knowhow.develop', knowHow }), 'move/unknown-know-how');
    refused(R, onScientia, bad({ type: 'unit.recruit', unit: 2 }), 'move/malformed');
    for (const unit of ['constructor', 'toString']) refused(R, onScientia, bad({ type: 'unit.recruit', unit }), 'move/unknown-unit');
    const onMilitia = play(R, s, { type: 'rondel.select', field: 'militia' }).state;
    refused(R, onMilitia, bad({ type: 'unit.arm', region: 5, unit: 'legion' }), 'move/malformed');
    refused(R, onMilitia, bad({ type: 'unit.arm', region: 'roma', unit: 'cohort' }), 'move/unknown-unit');
    // Inherited property names are refused as unknown ids before any lookup.
    for (const unit of ['constructor', '__proto__', 'toString']) refusedSomehow(R, onMilitia, { type: 'unit.arm', region: 'roma', unit });
    refused(R, onMilitia, bad({ type: 'unit.arm', region: '__proto__', unit: 'legion' }), 'move/unknown-region');
  });

  it('card ids are checked against the game\'s own cards', () => {
    const s = start();
    for (const card of ['constructor', '__proto__', 'nope']) refused(R, s, bad({ type: 'card.play', card }), 'move/unknown-card');
    refused(R, s, bad({ type: 'card.play', card: 7 }), 'move/malformed');
  });

  it('payments with negative, fractional or non-numeric amounts are refused', () => {
    // FERRUM → MILITIA: 4 fields, 1 resource.
    const s = start();
    for (const payment of [{ gold: -1, marble: 2 }, { gold: 0.5, marble: 0.5 }, { gold: '1' }, { gold: 1e309 }, { gold: Number.NaN }]) {
      refusedSomehow(R, s, { type: 'rondel.select', field: 'militia', payment });
    }
  });

  it('malformed unit moves and conquest losses during DUELLUM are refused', () => {
    const s = given(R, { active: 'romans', blank: true, rondel: { romans: null }, cities: { zama: { owner: 'carthaginians', resource: 'iron' } }, units: { zama: { romans: { legion: 2 } }, carthago: { romans: { legion: 1 } } } });
    const d = play(R, s, { type: 'rondel.select', field: 'duellum-1' }).state;
    refused(R, d, bad({ type: 'unit.move', from: 1, to: 2, unit: 'legion' }), 'move/malformed');
    refused(R, d, bad({ type: 'unit.move', from: 'carthago', to: 'zama', unit: 7 }), 'move/malformed');
    refused(R, d, bad({ type: 'unit.move', from: 'carthago', to: 'nowhere', unit: 'legion' }), 'move/not-adjacent');
    for (const from of ['constructor', '__proto__']) refusedSomehow(R, d, { type: 'unit.move', from, to: 'zama', unit: 'legion' });
    for (const unit of ['constructor', '__proto__']) refusedSomehow(R, d, { type: 'unit.move', from: 'carthago', to: 'zama', unit });
    for (const region of ['constructor', '__proto__', 'toString']) refusedSomehow(R, d, { type: 'city.conquer', region });
    refused(R, d, bad({ type: 'city.conquer', region: 'zama', losses: { legion: 0.5, galley: 0.5 } }), 'move/malformed');
    refused(R, d, bad({ type: 'city.conquer', region: 'zama', losses: { legion: -1, galley: 2 } }), 'move/malformed');
    refusedSomehow(R, d, { type: 'city.conquer', region: 'zama', losses: 'all' });
  });

  it('a trade with missing parts is refused', () => {
    const s = given(R, { active: 'romans', knowHows: { romans: ['commercium'] } });
    refusedSomehow(R, s, { type: 'trade' });
    refusedSomehow(R, s, { type: 'trade', give: { marble: 3 } });
    refusedSomehow(R, s, { type: 'trade', give: null, get: { gold: 2 } });
  });

  it('a move claiming to be by the nation not on turn is refused with move/not-your-turn; the right claim is accepted', () => {
    const s = start();
    refused(R, s, bad({ type: 'rondel.select', field: 'templum', nation: 'carthaginians' }), 'move/not-your-turn');
    refused(R, s, bad({ type: 'rondel.select', field: 'templum', nation: 'gauls' }), 'move/not-your-turn');
    refused(R, s, bad({ type: 'rondel.select', field: 'templum', nation: 0 }), 'move/malformed');
    expect(applyMove(R, s, bad({ type: 'rondel.select', field: 'templum', nation: 'romans' })).ok).toBe(true);
  });

  it('while a decision waits for the opponent, the player on turn cannot move, and the opponent may only make that decision', () => {
    const s = given(R, {
      active: 'romans',
      blank: true,
      rondel: { romans: null },
      cities: { zama: { owner: 'carthaginians', resource: 'iron' } },
      units: { zama: { romans: { legion: 1 } } },
    });
    const waiting = play(R, s, { type: 'rondel.select', field: 'duellum-1' }, { type: 'city.conquer', region: 'zama' }, { type: 'phase.end' }).state;
    expect(waiting.pending[0]).toMatchObject({ kind: 'take-card', nation: 'carthaginians' });
    refused(R, waiting, bad({ type: 'phase.end', nation: 'romans' }), 'move/not-your-turn');
    refused(R, waiting, { type: 'phase.end' }, 'move/not-now');
    refused(R, waiting, { type: 'card.take', card: 'not-there' }, 'move/not-in-display');
  });

  it('moves that belong to no step of Duellum are refused', () => {
    const s = start();
    refused(R, s, { type: 'start.choose', region: 'roma' }, 'move/not-now');
    refused(R, s, { type: 'personage.choose', stack: 'king' }, 'move/not-now');
    refused(R, s, { type: 'reply.pass' }, 'move/not-now');
    refused(R, s, { type: 'card.take', card: s.cards.display[0] }, 'move/not-now');
  });

  for (const [name, rules] of [['antike-duellum', R], ['antike-duellum-special-units', S]] as const) {
    it(`every move legalMoves offers in random ${name} games is accepted by applyMove`, () => {
      for (const seed of [1, 2, 3]) {
        let state = createGame(rules, { seed });
        let rng = seed * 7919;
        for (let step = 0; step < 400 && !state.result; step++) {
          const moves = legalMoves(rules, state);
          expect(moves.length, `no legal move at step ${step}`).toBeGreaterThan(0);
          rng = (rng * 1103515245 + 12345) % 2147483648;
          // Prefer ending a step now and then so games move on.
          const move = moves[rng % moves.length];
          const applied = applyMove(rules, state, move);
          expect(applied.ok, `seed ${seed} step ${step}: ${JSON.stringify(move)} -> ${applied.ok ? '' : applied.error.code + ' ' + applied.error.message}`).toBe(true);
          if (applied.ok) state = applied.state;
        }
      }
    });
  }
});
