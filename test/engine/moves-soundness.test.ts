import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, type GameState, type Move } from '../../engine/index';
import { randomBot } from '../../engine/bots/random';
import { nextRandom } from '../../engine/random/prng';
import type { Ruleset } from '../../engine/ruleset/types';
import { runGame } from '../../engine/sim/run-game';
import { ruleset } from '../helpers/game';

/**
 * legalMoves is a canonical subset of what applyMove accepts (engine/moves.ts): every listed move is accepted,
 * and every accepted move is a listed one, or one of the documented extensions of a listed one (an explicit
 * payment, conquest losses, k trade exchanges at once). Candidates are built from the game's own ids, so most of
 * them are plausible; none may crash the engine.
 */
const candidatesPerState = Number(process.env.SOUNDNESS_MOVES ?? 120);

function pick<T>(list: readonly T[], rng: number): [T, number] {
  const [r, next] = nextRandom(rng);
  return [list[Math.floor(r * list.length)], next];
}

function idsOf(rules: Ruleset, state: GameState) {
  return {
    region: Object.keys(rules.map.regions),
    unit: [...Object.keys(rules.units), ...Object.keys(rules.specialUnits ?? {})],
    field: rules.rondel.order,
    knowHow: Object.keys(rules.knowHows.items),
    card: Object.keys(rules.eventCards?.cards ?? {}),
    stack: rules.personages.order,
    nation: state.nations,
    resource: ['marble', 'iron', 'gold'],
  };
}

const bagOf = (rng: number, size: number): [Record<string, number>, number] => {
  const bag: Record<string, number> = {};
  for (let i = 0; i < size; i++) {
    let r: string;
    [r, rng] = pick(['marble', 'iron', 'gold'], rng);
    bag[r] = (bag[r] ?? 0) + 1;
  }
  return [bag, rng];
};

function candidate(rules: Ruleset, state: GameState, rng: number): [Move, number] {
  const ids = idsOf(rules, state);
  const one = <K extends keyof typeof ids>(k: K): string => {
    let v: string;
    [v, rng] = pick(ids[k], rng);
    return v;
  };
  let type: Move['type'];
  [type, rng] = pick(['rondel.select', 'temple.build', 'wall.build', 'unit.arm', 'knowhow.develop', 'unit.recruit', 'trade', 'unit.move', 'battle.fight', 'battle.demand', 'battle.decline', 'city.conquer', 'city.found', 'card.play', 'card.take', 'reply.pass', 'personage.choose', 'start.choose', 'chip.choose', 'phase.end'] as const, rng);
  let size: number;
  [size, rng] = pick([1, 2, 3, 4, 6], rng);
  switch (type) {
    case 'rondel.select':
      return [{ type, field: one('field') }, rng];
    case 'temple.build':
    case 'wall.build':
    case 'city.conquer':
    case 'start.choose':
      return [{ type, region: one('region') }, rng];
    case 'city.found':
      return [{ type, region: one('region'), resource: one('resource') as 'gold' }, rng];
    case 'unit.arm':
      return [{ type, region: one('region'), unit: one('unit') }, rng];
    case 'knowhow.develop':
      return [{ type, knowHow: one('knowHow') }, rng];
    case 'unit.recruit':
      return [{ type, unit: one('unit') }, rng];
    case 'trade': {
      let give: Record<string, number>, get: Record<string, number>;
      [give, rng] = bagOf(rng, size);
      [get, rng] = bagOf(rng, Math.max(1, Math.round((size * 2) / 3)));
      return [{ type, give, get }, rng];
    }
    case 'unit.move':
      return [{ type, from: one('region'), to: one('region'), unit: one('unit') }, rng];
    case 'battle.fight':
      return [{ type, region: one('region'), unit: one('unit'), against: one('nation') }, rng];
    case 'card.play':
    case 'card.take':
      return ids.card.length ? [{ type, card: one('card') }, rng] : [{ type: 'phase.end' }, rng];
    case 'personage.choose':
      return [{ type, stack: one('stack') }, rng];
    case 'chip.choose':
      return [{ type, resource: one('resource') as 'gold' }, rng];
    default:
      return [{ type } as Move, rng];
  }
}

/** The listed form of an accepted move: without the documented extensions. */
function canonical(move: Move): string {
  const copy: Record<string, unknown> = { ...move };
  delete copy.payment;
  if (move.type === 'city.conquer') delete copy.losses;
  return JSON.stringify(Object.fromEntries(Object.entries(copy).sort(([a], [b]) => a.localeCompare(b))));
}

function sampleStates(id: string, players?: number): GameState[] {
  const rules = ruleset(id);
  const states: GameState[] = [];
  for (let seed = 1; seed <= 3; seed++) {
    let count = 0;
    runGame(rules, { seed, players, bots: [randomBot], maxMoves: 1500, onMove: (state) => void (++count % 23 === 0 && states.push(state)) });
  }
  return states;
}

describe('legalMoves and applyMove agree', () => {
  for (const [id, players] of [['antike-duellum'], ['antike-duellum-special-units'], ['antike-duellum-house-events'], ['antike-east', 4]] as [string, number?][]) {
    it(`${id}: every listed move is accepted, every accepted move is listed (or a documented extension), nothing crashes`, () => {
      const rules = ruleset(id);
      const states = sampleStates(id, players);
      expect(states.length).toBeGreaterThan(50);
      let rng = 777;
      let accepted = 0;
      let extensions = 0;
      for (const state of states) {
        const legal = legalMoves(rules, state);
        const listed = new Set(legal.map(canonical));
        for (const move of legal) {
          const result = applyMove(rules, state, move);
          if (!result.ok) throw new Error(`listed but refused in ${state.turn.phase}: ${JSON.stringify(move)} → ${result.error.code} ${result.error.message}`);
        }
        for (let i = 0; i < candidatesPerState; i++) {
          let move: Move;
          [move, rng] = candidate(rules, state, rng);
          const result = applyMove(rules, state, move); // a crash here fails the test: no catch-all hides it
          if (!result.ok) {
            expect(result.error.code).toMatch(/^(move|effect)\/[a-z-]+$/);
            continue;
          }
          accepted++;
          if (listed.has(canonical(move))) continue;
          // Documented extension: k trade exchanges at once, each a listed exchange's size.
          if (move.type === 'trade' && legal.some((m) => m.type === 'trade')) {
            extensions++;
            continue;
          }
          throw new Error(`accepted but not listed in ${state.turn.phase} (pending ${JSON.stringify(state.pending)}): ${JSON.stringify(move)}; listed: ${[...listed].slice(0, 12).join(' ')}`);
        }
      }
      expect(accepted).toBeGreaterThan(0);
      console.log(`${id}: ${states.length} states, ${accepted} accepted candidates (${extensions} multi-exchange trades)`);
    }, 120_000);
  }
});
