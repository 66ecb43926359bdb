import { describe, expect, it } from 'vitest';
import { applyMove } from '../../engine/index';
import { given, isLegal, play, refused, ruleset, rulesetWith, stockOf } from '../helpers/game';

/** Ruleset switches the engine reads that neither shipped game changes (house rules can). */
describe('ruleset switches', () => {
  const temples = {
    active: 'romans',
    blank: true,
    rondel: { romans: null },
    cities: { neapolis: { owner: 'romans', resource: 'marble' as const }, croton: { owner: 'carthaginians', resource: 'gold' as const, temple: true } },
    stock: { romans: { marble: 10 } },
  };

  it('economy.surchargesInCoinsOnly false: a chip may pay the temple surcharge (AMB-D05 is the default, true)', () => {
    const strict = ruleset('antike-duellum');
    const onTemplum = (r: typeof strict) => play(r, given(r, temples), { type: 'rondel.select', field: 'templum' }).state;
    refused(strict, onTemplum(strict), { type: 'temple.build', region: 'neapolis' }, 'move/insufficient-resources');
    const loose = rulesetWith('antike-duellum', { economy: { surchargesInCoinsOnly: false } });
    const s = onTemplum(loose);
    expect(isLegal(loose, s, { type: 'temple.build', region: 'neapolis' })).toBe(true);
    expect(stockOf(play(loose, s, { type: 'temple.build', region: 'neapolis' }).state, 'romans').marble).toBe(3);
  });

  it('eventCards.hand.limit: a nation at its hand limit takes no card (absent: no limit, AMB-D14)', () => {
    const conquest = (r: ReturnType<typeof ruleset>) => {
      const s = given(r, {
        active: 'romans',
        blank: true,
        rondel: { romans: null },
        cities: { zama: { owner: 'carthaginians', resource: 'iron' } },
        units: { zama: { romans: { legion: 1 } } },
        hand: { carthaginians: ['earthquake'] },
      });
      return play(r, s, { type: 'rondel.select', field: 'duellum-1' }, { type: 'city.conquer', region: 'zama' }, { type: 'phase.end' }).state;
    };
    const unlimited = conquest(ruleset('antike-duellum'));
    expect(unlimited.pending[0]).toMatchObject({ kind: 'take-card', nation: 'carthaginians' });
    const limited = rulesetWith('antike-duellum', { eventCards: { hand: { limit: 1 } } });
    const atLimit = conquest(limited);
    expect(atLimit.pending.filter((d) => d.kind === 'take-card')).toEqual([]);
    expect(applyMove(limited, atLimit, { type: 'card.take', card: atLimit.cards.display[0] }).ok).toBe(false);
  });
});

describe('victory.roundLimit: no game runs forever, and a stalled game is never a win', () => {
  it('stops before the first round past the limit, with no winner, and the machine ends in its final state', async () => {
    const { runGame } = await import('../../engine/sim/run-game');
    const { randomBot } = await import('../../engine/bots/random');
    const { result, legalMoves } = await import('../../engine/index');
    const rules = rulesetWith('antike-duellum', { victory: { roundLimit: { rounds: 3, tieBreak: 'none' } } });
    for (const path of ['engine', 'machine', 'fast'] as const) {
      const run = runGame(rules, { seed: 5, bots: [randomBot], path });
      expect(run.state.turn.round, path).toBe(3);
      expect(result(run.state)).toMatchObject({ over: true, stalled: true, ending: 'stall' });
      expect(result(run.state).winner).toBeUndefined();
      expect(legalMoves(rules, run.state)).toEqual([]);
      expect(applyMove(rules, run.state, { type: 'phase.end' })).toMatchObject({ ok: false, error: { code: 'move/game-over' } });
    }
  });

  it("tie-break 'score' names the one leader, still as a stall", async () => {
    const { runGame } = await import('../../engine/sim/run-game');
    const { randomBot } = await import('../../engine/bots/random');
    const { result, score } = await import('../../engine/index');
    const rules = rulesetWith('antike-duellum', { victory: { roundLimit: { rounds: 12, tieBreak: 'score' } } });
    for (let seed = 1; seed <= 6; seed++) {
      const { state } = runGame(rules, { seed, bots: [randomBot] });
      const [a, b] = state.nations.map((n) => score(rules, state, n));
      const r = result(state);
      expect(r.stalled).toBe(true);
      expect(r.winner).toBeUndefined();
      if (a === b) expect(r.leader).toBeUndefined();
      else expect(r.leader).toBe(a > b ? state.nations[0] : state.nations[1]);
    }
  });
});
