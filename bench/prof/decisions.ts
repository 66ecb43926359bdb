// `npx tsx bench/prof/decisions.ts [games] [rounds] [kind]`: CPU per decision of the default heuristic policy by the kind of
// decision (the rondel field, unit moves, arming, building, the rest), on the positions of seeded Duellum self-play
// games recorded on the simulation path (each position a FastGame copy, so the policy reads its board as in a game)
// and scored `rounds` times over, all kinds or the one named (for a profile of it). Prints µs per decision and the
// share of the policy's CPU per kind.
import { validateRuleset } from '../../engine/ruleset/validate';
import { createGame } from '../../engine/state/create';
import { FastGame } from '../../engine/sim/fast-game';
import { botStreams } from '../../engine/sim/run-game';
import { strategies } from '../../engine/bots/index';
import { policyMove } from '../../engine/bots/heuristic';
import { loadLibrary } from '../../lib/rulesets/load';
import type { Move } from '../../engine/index';

const games = Number(process.argv[2] ?? 20);
const rounds = Number(process.argv[3] ?? 5);
const ruleset = validateRuleset(loadLibrary({ workspace: false }), 'antike-duellum').ruleset!;
const w = strategies.balanced;
const kindOf = (moves: Move[]) => {
  for (const kind of ['rondel.select', 'unit.move', 'unit.arm', 'temple.build', 'wall.build', 'city.found', 'unit.recruit'] as const) if (moves.some((m) => m.type === kind)) return kind;
  return 'other';
};
const positions: { kind: string; game: FastGame; moves: Move[] }[] = [];
for (let seed = 1; seed <= games; seed++) {
  const created = createGame(ruleset, { seed });
  if (!created.ok) throw new Error(created.error.message);
  const game = new FastGame(ruleset, created.state);
  let rng = botStreams(seed, 1)[0];
  for (let n = 0; !game.over && n < 20_000; n++) {
    const moves = game.legal();
    let move = moves[0];
    if (moves.length > 1) {
      positions.push({ kind: kindOf(moves), game: game.clone(), moves });
      [move, rng] = policyMove(ruleset, game.state as never, moves, w, rng);
    }
    game.play(move);
  }
}
const cpu = () => { const u = process.cpuUsage(); return u.user + u.system; };
const time: Record<string, number> = {};
const count: Record<string, number> = {};
const kinds = process.argv[4] ? [process.argv[4]] : [...new Set(positions.map((x) => x.kind))];
// Each kind's positions in one timed loop per round (a clock read per decision would cost as much as a short one);
// round 0 warms up.
for (let round = 0; round <= rounds; round++) {
  for (const kind of kinds) {
    const t = cpu();
    let n = 0;
    for (const x of positions) if (x.kind === kind) (policyMove(ruleset, x.game.state as never, x.moves, w, 1), n++);
    if (round) {
      time[kind] = (time[kind] ?? 0) + cpu() - t;
      count[kind] = (count[kind] ?? 0) + n;
    }
  }
}
let total = 0;
for (const k in time) total += time[k];
for (const k of Object.keys(time).sort((a, b) => time[b] - time[a])) {
  console.log(`${k.padEnd(14)} ${(time[k] / count[k]).toFixed(1).padStart(6)} µs/decision ${(count[k] / rounds / games).toFixed(1).padStart(6)} per game ${((100 * time[k]) / total).toFixed(1).padStart(5)}%`);
}
console.log(`all            ${(total / games / rounds / 1000).toFixed(2)} ms of policy per game`);
