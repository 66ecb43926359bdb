// Shared by bench/prof/versus.ts and versus-tree.ts: bot A against bot B on seeds 1..n, each seed played twice with the
// seats swapped, and A's share of the finished games with its Wilson interval.
import { runGame, type Ruleset } from '../../engine/index';
import type { Bot } from '../../engine/bots/random';
import { wilson } from '../../engine/sim/stats';

export function seatSwapped(ruleset: Ruleset, A: Bot, B: Bot, seeds: number): string {
  let wins = 0;
  let games = 0;
  for (let seed = 1; seed <= seeds; seed++) {
    for (const seatA of [0, 1]) {
      const g = runGame(ruleset, { seed, bots: seatA === 0 ? [A, B] : [B, A], path: 'fast', maxMoves: 4000 });
      const w = g.state.result?.winner;
      if (!w || g.state.result?.stalled) continue;
      games++;
      // The seat is the player (state.controllers), not the place in the turn order (state.nations starts with the
      // random start player, D-SET-06): counting by turn order credited half the games to the wrong bot.
      if (g.state.controllers.findIndex((c) => c.includes(w)) === seatA) wins++;
    }
  }
  const [lo, hi] = wilson(wins, games);
  return `won ${wins} of ${games} finished (${((100 * wins) / games).toFixed(1)}% [${(100 * lo).toFixed(1)}, ${(100 * hi).toFixed(1)}])`;
}
