import { describe, expect, it } from 'vitest';
import { applyMove, decidingNation, legalMoves, runGame, type GameState, type Move } from '../../engine/index';
import { botByName, bots, describeBot, unknownBotWords } from '../../engine/bots/index';
import { MCTS_BUDGET_WORDS } from '../../engine/bots/budget';
import { evaluate, strategies } from '../../engine/bots/heuristic';
import { mctsBot, positionRewards } from '../../engine/bots/mcts';
import { moveScores } from '../../engine/bots/policy';
import { ruleset } from '../helpers/game';
import { listedMove } from '../../engine/bots/random';
import type { Payment } from '../../engine/state/types';

const duellum = ruleset('antike-duellum');
const sameMove = (a: Move, b: Move) => JSON.stringify(a) === JSON.stringify(b);

/** Every decision (two or more legal moves) of a seeded heuristic Duellum game, up to `maxMoves` moves. */
function eachDecision(seed: number, maxMoves: number, visit: (state: GameState, moves: Move[]) => void): void {
  runGame(duellum, {
    seed,
    bots: [bots.heuristic],
    path: 'fast',
    maxMoves,
    onMove: (state) => {
      if (state.result) return;
      const moves = legalMoves(duellum, state);
      if (moves.length >= 2) visit(state, moves);
    },
  });
}

/** A Duellum position some turns in, reached by the heuristic bot (seeded). */
function midGame(seed: number, moves: number): GameState {
  return runGame(duellum, { seed, bots: [bots.heuristic], path: 'fast', maxMoves: moves }).state;
}

describe('MCTS rewards (positionRewards)', () => {
  it('scores the evaluation lead as a win probability: zero-sum for two nations, the leader above one half', () => {
    const state = midGame(3, 160);
    expect(state.result).toBeUndefined();
    const [a, b] = state.nations;
    const r = positionRewards(duellum, state);
    expect(r[a] + r[b]).toBeCloseTo(1, 9);
    const lead = evaluate(duellum, state, a) - evaluate(duellum, state, b);
    expect(Math.sign(r[a] - 0.5)).toBe(Math.sign(lead));
  });

  it('tells positions apart late in the game, where a sigmoid of the raw evaluation scored both nations near 1', () => {
    // The reward this replaces: sigmoid(evaluate / 600) per nation. Both nations' evaluations grow with their
    // cities and units, so late in a game it read ~0.97-1.0 for both and every move scored alike; the lead keeps
    // the leader and the trailer apart.
    let compared = 0;
    for (const moves of [200, 300, 400]) {
      const state = midGame(3, moves);
      if (state.result) continue;
      const [a, b] = state.nations;
      const raw = (n: string) => 1 / (1 + Math.exp(-evaluate(duellum, state, n) / 600));
      const r = positionRewards(duellum, state);
      expect(Math.abs(r[a] - r[b]), `after ${moves} moves`).toBeGreaterThan(Math.abs(raw(a) - raw(b)));
      compared++;
    }
    expect(compared).toBeGreaterThan(1);
  });

  it('gives 1 to the winner of a finished game and 0 to the other', () => {
    const end = runGame(duellum, { seed: 1, bots: [bots.heuristic], path: 'fast', maxMoves: 4000 }).state;
    expect(end.result?.winner).toBeDefined();
    const r = positionRewards(duellum, end);
    for (const n of end.nations) expect(r[n]).toBe(n === end.result!.winner ? 1 : 0);
  }, 20_000);
});

describe('MCTS search settings', () => {
  // A heuristic game's position some turns in where the nation to decide has a choice.
  const position = () => {
    let state = midGame(8, 40);
    while (legalMoves(duellum, state).length < 3) state = (applyMove(duellum, state, legalMoves(duellum, state)[0]) as { state: GameState }).state;
    return state;
  };

  for (const [name, options] of [
    ['turn rollouts and the policy as the opponent model (default)', {}],
    ['fixed 2-move rollouts', { rolloutTo: 'moves' as const, rolloutDepth: 2 }],
    ['two-turn rollouts', { rolloutTurns: 2 }],
    ["the opponents' decisions searched too", { opponent: 'search' as const }],
    ['every line valued at the end of the turn (horizon 1)', { horizon: 1 }],
    ["every line valued after the opponent's reply (horizon 2)", { horizon: 2 }],
    ['every move at inner nodes', { priorEverywhere: false }],
  ] as const) {
    it(`with ${name}: a legal move, the same for the same seed, the state untouched`, () => {
      const state = position();
      const legal = legalMoves(duellum, state);
      expect(legal.length).toBeGreaterThan(1);
      const before = JSON.stringify(state);
      const bot = mctsBot({ iterations: 25, ...options });
      const [a, rngA] = bot(duellum, state, legal, 4);
      const [b, rngB] = bot(duellum, state, legal, 4);
      expect(JSON.stringify(state)).toBe(before);
      expect(listedMove(legal, a), JSON.stringify(a)).toBe(true);
      expect(a).toEqual(b);
      expect(rngA).toBe(rngB);
      expect(decidingNation(state)).toBeTypeOf('string');
    });
  }
});

describe("MCTS with the rondel field left to the policy (rondel: 'policy')", () => {
  const planner = bots['heuristic:planner'];
  const opening = strategies.planner.openingTurns!;

  it("plays the planner's opening line, then searches the policy's best fields and the other decisions", () => {
    const children: number[] = [];
    const mcts = mctsBot({ iterations: 30, rondel: 'policy', weights: strategies.planner, fieldSearch: 3, report: (root) => children.push(root.children.length) });
    let booked = 0;
    let fieldsSearched = 0;
    let searched = 0;
    eachDecision(4, 900, (state, moves) => {
      if (state.turn.phase === 'rondel' && !state.pending.length) {
        children.length = 0;
        const [move] = mcts(duellum, state, moves, 7);
        if (state.turn.round <= opening) {
          // The opening line (engine/bots/opening.ts) is played as the planner bot plays it: no search.
          expect(sameMove(move, planner(duellum, state, moves, 7)[0])).toBe(true);
          expect(children).toEqual([]);
          booked++;
          return;
        }
        if (fieldsSearched >= 4) return;
        // After it, one of the policy's three best fields, paid as the policy pays its steps (D-RON-05).
        const payments: (Payment | undefined)[] = [];
        const scores = moveScores(duellum, state, decidingNation(state), moves, strategies.planner, payments);
        const i = moves.findIndex((m) => m.type === 'rondel.select' && move.type === 'rondel.select' && m.field === move.field);
        expect(i).toBeGreaterThanOrEqual(0);
        expect(scores.filter((v) => v > scores[i] + 1e-6).length).toBeLessThan(3);
        expect((move as { payment?: Payment }).payment).toEqual(payments[i]);
        expect(applyMove(duellum, state, move).ok).toBe(true);
        // One search, over those three fields.
        expect(children).toEqual([Math.min(3, moves.length)]);
        fieldsSearched++;
      } else if (searched < 3 && state.turn.phase === 'movement') {
        // Elsewhere it searches too: the move is a listed one, chosen by the tree (the policy's short list).
        const [move] = mcts(duellum, state, moves, 7);
        expect(listedMove(moves, move)).toBe(true);
        searched++;
      }
    });
    expect(booked).toBeGreaterThan(10);
    expect(fieldsSearched).toBe(4);
    expect(searched).toBe(3);
  });

  it("plays the planner's field throughout below 1,000 iterations (mcts, 200), and searches it from 1,000 (mcts:1000)", () => {
    const quick = mctsBot({ iterations: 30, rondel: 'policy', weights: strategies.planner });
    const searches: number[] = [];
    const full = mctsBot({ iterations: 1000, rondel: 'policy', weights: strategies.planner, report: (root) => searches.push(root.children.length) });
    let late = 0;
    eachDecision(4, 900, (state, moves) => {
      if (state.turn.phase !== 'rondel' || state.pending.length || state.turn.round <= opening || late >= 4) return;
      expect(sameMove(quick(duellum, state, moves, 7)[0], planner(duellum, state, moves, 7)[0])).toBe(true);
      if (late === 0) full(duellum, state, moves, 7);
      late++;
    });
    expect(late).toBe(4);
    expect(searches).toEqual([3]);
  });
});

describe('MCTS and its event cards', () => {
  it("plays a card of an action (an Academy on SCIENTIA) where the heuristic bot's card trial would, though the policy's short lists never hold one", () => {
    // The policy scores the cards of its own turn below every move (the bot tries them itself, engine/bots/cards.ts),
    // so a search over its short lists alone never played them (D-EV).
    const planner = bots['heuristic:planner'];
    const mcts = mctsBot({ iterations: 20, weights: strategies.planner });
    const played: string[] = [];
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      eachDecision(seed, 3600, (state, moves) => {
        if (state.turn.phase !== 'action' || state.pending.length || !moves.some((m) => m.type === 'card.play')) return;
        const [trial] = planner(duellum, state, moves, 7);
        if (trial.type !== 'card.play') return;
        const [move] = mcts(duellum, state, moves, 7);
        expect(move).toEqual(trial);
        played.push(trial.card);
      });
      if (played.length >= 2) break;
    }
    expect(played).toContain('academy');
  });
});

describe('MCTS anchored to the policy (anchor)', () => {
  it("keeps one of the policy's best-scored moves unless a searched one beats it by more than the anchor", () => {
    const w = strategies.planner;
    const anchored = mctsBot({ iterations: 12, rondel: 'policy', weights: w, anchor: 10 });
    let checked = 0;
    let few = 0;
    eachDecision(5, 300, (state, moves) => {
      // Its own rondel fields are the heuristic bot's (opening line, then the policy: the test above).
      if (checked >= 40 || (state.turn.phase === 'rondel' && !state.pending.length)) return;
      const scores = moveScores(duellum, state, decidingNation(state), moves, w);
      const best = Math.max(...scores);
      const [move] = anchored(duellum, state, moves, 11);
      // Rewards lie in 0..1, so an anchor of 10 is never beaten: the move is the policy's (a tie among its best).
      expect(scores[moves.findIndex((m) => sameMove(m, move))], JSON.stringify(move)).toBeGreaterThanOrEqual(best - 1e-6);
      checked++;
      // Short lists too: with no more moves than the prior, the list is still the policy's order, best first.
      if (moves.length <= 3) few++;
    });
    expect(checked).toBe(40);
    expect(few).toBeGreaterThan(3);
  });
});

describe('MCTS budgets by name (botByName, engine/bots/budget.ts)', () => {
  /** A decision the search makes itself (not the rondel field, which the heuristic bot picks for it). */
  function searchedDecision(): { state: GameState; moves: Move[] } {
    let found: { state: GameState; moves: Move[] } | undefined;
    eachDecision(11, 120, (state, moves) => {
      if (!found && state.turn.phase !== 'rondel' && !state.pending.length && moves.length > 3) found = { state: structuredClone(state), moves };
    });
    if (!found) throw new Error('no searched decision in the first 120 moves of seed 11');
    return found;
  }

  it('plays random rollouts under a :random name: the same search as the option, another than the heuristic rollouts', () => {
    const { state, moves } = searchedDecision();
    const byName = botByName('mcts:40:random')!(duellum, state, moves, 17);
    expect(byName).toEqual(mctsBot({ iterations: 40, rollout: 'random' })(duellum, state, moves, 17));
    // The random rollouts draw from the bot's stream at every move: the stream it hands back is another.
    expect(byName[1]).not.toBe(mctsBot({ iterations: 40 })(duellum, state, moves, 17)[1]);
    expect(listedMove(moves, byName[0])).toBe(true);
  });

  it('stops a clock budget by the clock: mcts:25ms searches for 25 ms, though its iterations are capped only at a million', () => {
    const { state, moves } = searchedDecision();
    const started = performance.now();
    const [move] = botByName('mcts:25ms')!(duellum, state, moves, 3);
    const spent = performance.now() - started;
    expect(listedMove(moves, move)).toBe(true);
    // A million iterations take over a minute (about 0.08 ms each): a search that returns, within the test's
    // timeout, after its 25 ms stopped by the clock.
    expect(spent).toBeGreaterThanOrEqual(25);
  });

  it('names the budget and the rollouts in headers', () => {
    expect(describeBot('mcts')).toBe('MCTS bot, 200 iterations, planner policy, heuristic rollouts');
    expect(describeBot('mcts:1000:random')).toBe('MCTS bot, 1000 iterations, planner policy, random rollouts');
    expect(describeBot('mcts:500ms')).toBe('MCTS bot, 500 ms a decision by the clock, planner policy, heuristic rollouts');
    expect(describeBot('mcts:2s')).toBe('MCTS bot, 2 s a decision by the clock, planner policy, heuristic rollouts');
    expect(unknownBotWords('mcts:90s')).toBe(`unknown bot 'mcts:90s' (${MCTS_BUDGET_WORDS})`);
  });
});

describe('MCTS with a fixed horizon (horizon)', () => {
  /** The position after `move` and the forced moves after it, up to the end of the turn it is made in. */
  function toTurnEnd(state: GameState, move: Move): GameState | undefined {
    const turn = state.turn.number;
    let at = state;
    let next: Move | undefined = move;
    while (next) {
      const applied = applyMove(duellum, at, next);
      if (!applied.ok) throw new Error(applied.error.message);
      at = applied.state;
      if (at.result || at.turn.number !== turn) return at;
      const legal = legalMoves(duellum, at);
      next = legal.length === 1 ? legal[0] : undefined;
    }
    return undefined;
  }

  it("values a move that ends the turn where the turn ends with horizon 1, and after the opponent's reply without it", () => {
    const w = strategies.planner;
    let checked = 0;
    eachDecision(6, 500, (state, moves) => {
      if (checked >= 2 || state.turn.phase === 'rondel' || state.pending.length) return;
      const me = decidingNation(state);
      const ending = moves.map((m) => ({ m, end: toTurnEnd(state, m) })).filter((x) => x.end && !x.end.result);
      if (!ending.length) return;
      const means = (horizon?: number) => {
        const found = new Map<string, number>();
        mctsBot({ iterations: 4 * moves.length, prior: 0, weights: w, horizon, report: (root) => root.children.forEach((c) => found.set(JSON.stringify(c.move), c.mean)) })(duellum, state, moves, 5);
        return found;
      };
      const atTurnEnd = means(1);
      const afterReply = means(undefined);
      for (const { m, end } of ending) {
        // A leaf: every visit reads the same position, the one at the turn's end.
        const expected = positionRewards(duellum, end!, w)[me];
        expect(atTurnEnd.get(JSON.stringify(m)), JSON.stringify(m)).toBeCloseTo(expected, 12);
        // By default the edge plays on through the opponent's turn, so the same move reads another position.
        expect(afterReply.get(JSON.stringify(m))).not.toBeCloseTo(expected, 6);
      }
      checked++;
    });
    expect(checked).toBe(2);
  });
});
