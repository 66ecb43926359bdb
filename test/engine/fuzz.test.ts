import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, type GameState, type Move } from '../../engine/index';
import { randomBot } from '../../engine/bots/random';
import { nextRandom } from '../../engine/random/prng';
import { runGame } from '../../engine/sim/run-game';
import { ruleset } from '../helpers/game';

/**
 * The fuzzer: 100,000 random malformed or illegal moves against states taken from real games. Each must be
 * refused with a coded error, and the state must be exactly as it was. Moves are built from legal ones by
 * mutation (wrong field types, unknown and inherited ids, extra or missing fields, wrong phase, other nations'
 * turns, absurd payments) and from noise.
 */
/** 20,000 in `npm test`; `npm run test:sweep` runs 100,000. */
const total = Number(process.env.FUZZ_MOVES ?? 20_000);
const badIds: unknown[] = ['nowhere', 'constructor', '__proto__', 'toString', 'hasOwnProperty', '', 'x'.repeat(300), 3, -1, null, {}, [], true];
const badPayments: unknown[] = [{ marble: -3 }, { gold: 0.5 }, { coin: 1e9 }, { iron: 'two' }, 'gold', [], 7, null];
const noise: unknown[] = [null, undefined, 0, 'phase.end', [], {}, { type: 'nope' }, { type: '' }, { type: 'RONDEL.SELECT' }, { type: null }, { type: ['phase.end'] }, { move: { type: 'phase.end' } }];

/** Fields each move type reads by id, and whether it takes a payment; mutating these always makes the move illegal. */
const usedIds: Record<string, string[]> = {
  'rondel.select': ['field'], 'temple.build': ['region'], 'wall.build': ['region'], 'unit.arm': ['region', 'unit'], 'knowhow.develop': ['knowHow'],
  'unit.recruit': ['unit'], 'unit.move': ['from', 'to', 'unit'], 'battle.fight': ['region', 'unit', 'against'], 'city.conquer': ['region'],
  'city.found': ['region'], 'card.play': ['card'], 'card.take': ['card'], 'personage.choose': ['stack'], 'start.choose': ['region'], trade: [],
};
const paid = new Set(['rondel.select', 'temple.build', 'wall.build', 'unit.arm', 'knowhow.develop', 'unit.recruit', 'city.found']);

function pick<T>(list: readonly T[], rng: number): [T, number] {
  const [r, next] = nextRandom(rng);
  return [list[Math.floor(r * list.length)], next];
}

/** A move that cannot be legal: noise, a legal move claimed by another nation, or one with a field made invalid. */
function illegal(legal: Move[], foreign: Move[], rng: number): [unknown, number] {
  let r: number;
  [r, rng] = nextRandom(rng);
  const kind = Math.floor(r * 5);
  if (kind === 0) return pick(noise, rng);
  // After the game ends every move is illegal, including ones legal elsewhere.
  if (!legal.length) return pick(kind % 2 ? noise : foreign, rng);
  let base: Move;
  [base, rng] = pick(legal, rng);
  if (kind === 1) return [{ ...base, nation: 'someone-else' }, rng];
  const mutable = [...(usedIds[base.type] ?? []), ...(paid.has(base.type) ? ['payment'] : []), ...(base.type === 'trade' ? ['give', 'get'] : [])];
  if (kind === 2 || (kind === 3 && mutable.length)) {
    if (!mutable.length) return [{ ...base, nation: 42 }, rng];
    let field: string;
    [field, rng] = pick(mutable, rng);
    let value: unknown;
    [value, rng] = pick(field === 'payment' || field === 'give' || field === 'get' ? badPayments : badIds, rng);
    return [{ ...base, [field]: value }, rng];
  }
  // A move legal in some other position of some game, when it is not legal here.
  for (let tries = 0; tries < 8; tries++) {
    let candidate: Move;
    [candidate, rng] = pick(foreign, rng);
    const text = JSON.stringify(candidate);
    if (!legal.some((m) => JSON.stringify(m) === text) && candidate.type !== 'trade') return [candidate, rng];
  }
  return pick(noise, rng);
}

describe('fuzzer', () => {
  it(`refuses ${total.toLocaleString('en')} malformed or illegal moves with a code, leaving the state unchanged`, () => {
    const states: GameState[] = [];
    for (const id of ['antike-duellum', 'antike-duellum-special-units', 'antike-east']) {
      const rules = ruleset(id);
      for (let seed = 1; seed <= 4; seed++) {
        let count = 0;
        runGame(rules, { seed, players: rules.players.min === 2 && id === 'antike-east' ? 3 : undefined, bots: [randomBot], maxMoves: 3000, onMove: (state) => void (++count % 37 === 0 && states.push(state)) });
      }
    }
    const legalByState = new Map(states.map((state) => [state, legalMoves(ruleset(state.rulesetId), state)]));
    const foreign = [...legalByState.values()].flat();
    let rng = 12345;
    const codes = new Map<string, number>();
    for (let i = 0; i < total; i++) {
      let state: GameState;
      [state, rng] = pick(states, rng);
      const rules = ruleset(state.rulesetId);
      let move: unknown;
      [move, rng] = illegal(legalByState.get(state)!, foreign, rng);
      const before = JSON.stringify(state);
      const result = applyMove(rules, state, move as Move);
      expect(JSON.stringify(state)).toBe(before);
      if (result.ok) throw new Error(`accepted an illegal move in phase ${state.turn.phase} of ${state.rulesetId} (pending ${JSON.stringify(state.pending)}, legal ${JSON.stringify(legalByState.get(state)).slice(0, 200)}): ${JSON.stringify(move)}`);
      expect(result.error.code).toMatch(/^(move|effect)\/[a-z-]+$/);
      expect(result.error.message.length).toBeGreaterThan(5);
      codes.set(result.error.code, (codes.get(result.error.code) ?? 0) + 1);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect([...codes.values()].reduce((a, b) => a + b, 0)).toBe(total);
    console.log(`fuzzer: ${total} refused; codes: ${[...codes].sort((a, b) => b[1] - a[1]).map(([c, n]) => `${c} ${n}`).join(', ')}`);
  }, 600_000);
});
