// `npx tsx bench/fit-eval.ts [games]`: where MCTS's reward scale comes from. Plays seeded heuristic Duellum games
// (seeds 1..games, default 60) on the simulation path, records at every turn start the evaluation lead of the
// nation to move (its `evaluate` minus its opponent's, engine/bots/heuristic.ts) and whether it went on to win,
// and fits P(win) = sigmoid(a + b × lead / 1000) by Newton's method. The MCTS reward divides the lead by
// 1000 / b (engine/bots/mcts.ts `scale`). For comparison it also fits the raw evaluation the reward used before.
// Asserts nothing; prints the fits, their mean log-likelihood and accuracy.
import { createGame } from '../engine/index';
import { FastGame } from '../engine/sim/fast-game';
import { botByName } from '../engine/bots/index';
import { evaluate } from '../engine/bots/heuristic';
import { validateRuleset } from '../engine/ruleset/validate';
import { loadLibrary } from '../lib/rulesets/load';

const r = validateRuleset(loadLibrary({ workspace: false }), 'antike-duellum').ruleset!;
const heuristic = botByName('heuristic')!;
const games = Number(process.argv[2] ?? 60);
interface Row { lead: number; raw: number; seat: number; win: number }
const rows: Row[] = [];
for (let seed = 1; seed <= games; seed++) {
  const g = new FastGame(r, createGame(r, { seed, players: 2 }));
  let rng = seed * 7 + 1;
  let lastTurn = -1;
  const local: (Omit<Row, 'win'> & { me: string })[] = [];
  while (!g.over && g.state.turn.number < 400) {
    const s = g.state;
    if (s.turn.number !== lastTurn) {
      lastTurn = s.turn.number;
      const me = s.nations[s.turn.active];
      const other = s.nations.find((n) => n !== me)!;
      const mine = evaluate(r, s, me);
      local.push({ lead: mine - evaluate(r, s, other), raw: mine, seat: s.turn.active, me });
    }
    const legal = g.legal();
    let m = legal[0];
    if (legal.length > 1) [m, rng] = heuristic(r, s, legal, rng);
    g.play(m);
  }
  const res = g.state.result;
  if (!res || res.stalled) continue;
  for (const x of local) rows.push({ lead: x.lead, raw: x.raw, seat: x.seat, win: res.winner === x.me ? 1 : 0 });
}

function fit(features: (x: Row) => number[]) {
  const k = features(rows[0]).length;
  let w = new Array<number>(k).fill(0);
  for (let it = 0; it < 30; it++) {
    const grad = new Array<number>(k).fill(0);
    const H = Array.from({ length: k }, () => new Array<number>(k).fill(0));
    for (const x of rows) {
      const v = features(x);
      const p = 1 / (1 + Math.exp(-v.reduce((a, vi, i) => a + vi * w[i], 0)));
      for (let i = 0; i < k; i++) {
        grad[i] += (x.win - p) * v[i];
        for (let j = 0; j < k; j++) H[i][j] += p * (1 - p) * v[i] * v[j];
      }
    }
    const A = H.map((row, i) => [...row, grad[i]]);
    for (let i = 0; i < k; i++) {
      for (let j = 0; j < k; j++) {
        if (j === i) continue;
        const f = A[j][i] / A[i][i];
        for (let c = i; c <= k; c++) A[j][c] -= f * A[i][c];
      }
    }
    w = w.map((wi, i) => wi + A[i][k] / A[i][i]);
  }
  let ll = 0;
  let right = 0;
  for (const x of rows) {
    const p = 1 / (1 + Math.exp(-features(x).reduce((a, vi, i) => a + vi * w[i], 0)));
    ll += Math.log(x.win ? p : 1 - p);
    if (p > 0.5 === (x.win === 1)) right++;
  }
  return `weights ${w.map((v) => v.toFixed(3)).join(', ')}; mean log-likelihood ${(ll / rows.length).toFixed(3)}; accuracy ${(right / rows.length).toFixed(3)}`;
}

console.log(`${rows.length} turn starts from the finished games of ${games} seeds`);
console.log(`constant:              ${fit(() => [1])}`);
console.log(`lead/1000:             ${fit((x) => [1, x.lead / 1000])}`);
console.log(`lead/1000 + seat:      ${fit((x) => [1, x.lead / 1000, x.seat])}`);
console.log(`raw evaluation/1000:   ${fit((x) => [1, x.raw / 1000])}`);
