// `npx tsx bench/prof/reuse-census.ts [games] [strategy]`: what a heuristic decision shares with the same nation's previous
// one, on seeded Duellum self-play games on the simulation path: per game, the decisions that build a plan (some move the
// policy scores with one, policy.ts scoreWithoutPlan) by the kinds of the two decisions and whether the board (units,
// cities, both orders) and the nation's stock are unchanged since the previous one of the same turn; a decision that
// opens a turn counts as `newturn` (the other nations' turn changed the turn number, so the attack weight and with it
// every potential). The share a plan kept from one decision to the next could serve.
import { validateRuleset } from '../../engine/ruleset/validate';
import { createGame } from '../../engine/state/create';
import { FastGame, simulationBoard } from '../../engine/sim/fast-game';
import { botStreams } from '../../engine/sim/run-game';
import { strategies } from '../../engine/bots/index';
import { policyMove } from '../../engine/bots/heuristic';
import { scoreWithoutPlan } from '../../engine/bots/policy';
import { decidingNation, type GameState, type Move } from '../../engine/index';
import { loadLibrary } from '../../lib/rulesets/load';

const games = Number(process.argv[2] ?? 20);
const w = strategies[process.argv[3] ?? 'balanced'];
const ruleset = validateRuleset(loadLibrary({ workspace: false }), 'antike-duellum').ruleset!;
const kindOf = (moves: Move[]) => {
  for (const kind of ['rondel.select', 'unit.move', 'unit.arm', 'temple.build', 'wall.build', 'city.found', 'unit.recruit', 'knowhow.develop'] as const) if (moves.some((m) => m.type === kind)) return kind;
  return 'other';
};
const count: Record<string, number> = {};
for (let seed = 1; seed <= games; seed++) {
  const created = createGame(ruleset, { seed });
  if (!created.ok) throw new Error(created.error.message);
  const game = new FastGame(ruleset, created.state);
  let rng = botStreams(seed, 1)[0];
  const last: Record<string, { board: string; stock: string; turn: number; kind: string }> = {};
  for (let n = 0; !game.over && n < 20_000; n++) {
    const moves = game.legal();
    let move = moves[0];
    if (moves.length > 1) {
      const state = game.state as GameState;
      const nation = decidingNation(state);
      if (moves.some((m) => scoreWithoutPlan(ruleset, state, nation, m) === undefined)) {
        const b = simulationBoard(state)!;
        const board = [b.units, b.unitOrder, b.cityOrder, b.cityOwner, b.temple, b.wall].map((a) => Array.prototype.join.call(a)).join('|');
        const stock = JSON.stringify(state.nation[nation].stock);
        const kind = kindOf(moves);
        const prev = last[nation];
        const key = !prev ? 'first' : prev.turn !== state.turn.number ? `newturn ${kind}` : `${prev.kind} -> ${kind}, board ${prev.board === board ? 'same' : 'changed'}, stock ${prev.stock === stock ? 'same' : 'changed'}`;
        count[key] = (count[key] ?? 0) + 1;
        last[nation] = { board, stock, turn: state.turn.number, kind };
      }
      [move, rng] = policyMove(ruleset, state, moves, w, rng);
    }
    game.play(move);
  }
}
let total = 0;
for (const k in count) total += count[k];
for (const k of Object.keys(count).sort((a, b) => count[b] - count[a])) console.log(`${(count[k] / games).toFixed(1).padStart(6)} per game ${((100 * count[k]) / total).toFixed(1).padStart(5)}%  ${k}`);
