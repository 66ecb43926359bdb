// One seat-swapped pair of Duellum games, MCTS against the heuristic bot, on the fast path (bench/bots.ts --mcts-pairs).
import { performance } from 'node:perf_hooks';
import { validateRuleset } from '../engine/ruleset/validate';
import { createGame, decidingNation, type Ruleset } from '../engine/index';
import { FastGame } from '../engine/sim/fast-game';
import { botByName, type Bot } from '../engine/bots/index';
import { mctsBot, type MctsOptions } from '../engine/bots/mcts';
import { botStreams } from '../engine/sim/run-game';
import { loadLibrary } from '../lib/rulesets/load';

let duellum: Ruleset | undefined;

export interface PairGame {
  seed: number;
  mctsSeat: number;
  finished: boolean;
  mctsWon: boolean;
  turnsPerNation: number;
  mctsMs: number;
  mctsMoves: number;
}

export function playPair(task: { seed: number; iterations: number; capTurns: number; options?: MctsOptions; opponent?: string }): PairGame[] {
  duellum ??= validateRuleset(loadLibrary({ workspace: false }), 'antike-duellum').ruleset!;
  const r = duellum;
  const heuristic = botByName(task.opponent ?? 'heuristic')!;
  const mcts = mctsBot({ ...task.options, iterations: task.iterations });
  const out: PairGame[] = [];
  for (const mctsSeat of [0, 1]) {
    const seats: Bot[] = mctsSeat === 0 ? [mcts, heuristic] : [heuristic, mcts];
    const game = new FastGame(r, createGame(r, { seed: task.seed, players: 2 }));
    const rngs = botStreams(task.seed, 2);
    let mctsMs = 0;
    let mctsMoves = 0;
    while (!game.over && game.state.turn.number <= task.capTurns * 2) {
      const legal = game.legal();
      const p = game.state.nations.indexOf(decidingNation(game.state));
      let move = legal[0];
      if (legal.length > 1) {
        const t = performance.now();
        [move, rngs[p]] = seats[p](r, game.state, legal, rngs[p]);
        if (p === mctsSeat) {
          mctsMs += performance.now() - t;
          mctsMoves++;
        }
      }
      game.play(move);
    }
    const result = game.state.result;
    const finished = !!result && !result.stalled;
    out.push({ seed: task.seed, mctsSeat, finished, mctsWon: finished && result!.winner === game.state.nations[mctsSeat], turnsPerNation: game.state.turn.number / 2, mctsMs, mctsMoves });
  }
  return out;
}
