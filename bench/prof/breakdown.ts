// Profiling aid: where a random-bot game's time goes on the simulation path, legalMoves by turn state and play by move type.
import { randomBot } from '../../engine/bots/random';
import { createGame } from '../../engine/index';
import { FastGame } from '../../engine/sim/fast-game';
import { botStreams } from '../../engine/sim/run-game';
import { validateRuleset } from '../../engine/ruleset/validate';
import { loadLibrary } from '../../lib/rulesets/load';

const games = Number(process.argv[2] ?? 40);
const id = process.argv[3] ?? 'antike-duellum';
const ruleset = validateRuleset(loadLibrary({ workspace: false }), id).ruleset!;
const legalBy = new Map<string, [number, number, number]>();
const playBy = new Map<string, [number, number]>();
let total = 0n;
const t0 = process.hrtime.bigint();
for (let round = 0; round < 2; round++) {
  legalBy.clear(); playBy.clear();
  const start = process.hrtime.bigint();
  for (let seed = 1; seed <= games; seed++) {
    const g = new FastGame(ruleset, createGame(ruleset, { seed }));
    let rng = botStreams(seed, 2)[0];
    for (let n = 0; !g.over && n < 40000; n++) {
      const key = g.state.pending[0]?.kind ?? (g.state.turn.phase === 'action' ? 'action:' + g.state.turn.field : g.state.turn.phase);
      const a = process.hrtime.bigint();
      const legal = g.legal();
      const b = process.hrtime.bigint();
      let move = legal[0];
      if (legal.length > 1) [move, rng] = randomBot(ruleset, g.state as never, legal, rng);
      const c = process.hrtime.bigint();
      g.play(move);
      const d = process.hrtime.bigint();
      const l = legalBy.get(key) ?? [0, 0, 0]; l[0]++; l[1] += Number(b - a); l[2] += legal.length; legalBy.set(key, l);
      const p = playBy.get(move.type) ?? [0, 0]; p[0]++; p[1] += Number(d - c); playBy.set(move.type, p);
    }
  }
  total = process.hrtime.bigint() - start;
}
let moves = 0, legalNs = 0, playNs = 0;
for (const [, v] of legalBy) { moves += v[0]; legalNs += v[1]; }
for (const [, v] of playBy) playNs += v[1];
console.log(`moves ${moves}, wall ${(Number(total) / 1e6).toFixed(0)} ms, ${(moves / (Number(total) / 1e9)).toFixed(0)} moves/s; legal ${(legalNs / moves / 1000).toFixed(2)} µs/move, play ${(playNs / moves / 1000).toFixed(2)} µs/move`);
console.log('legalMoves by state: count, µs each, share of all time, moves listed');
for (const [k, v] of [...legalBy].sort((a, b) => b[1][1] - a[1][1])) console.log(`  ${k.padEnd(20)} ${String(v[0]).padStart(8)} ${(v[1] / v[0] / 1000).toFixed(2).padStart(7)} µs ${(100 * v[1] / Number(total)).toFixed(1).padStart(5)}% ${(v[2] / v[0]).toFixed(1)}`);
console.log('play by move type');
for (const [k, v] of [...playBy].sort((a, b) => b[1][1] - a[1][1])) console.log(`  ${k.padEnd(20)} ${String(v[0]).padStart(8)} ${(v[1] / v[0] / 1000).toFixed(2).padStart(7)} µs ${(100 * v[1] / Number(total)).toFixed(1).padStart(5)}%`);
