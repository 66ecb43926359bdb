/**
 * A Monte Carlo tree search bot (UCT) on the simulation path. The tree keeps moves only; each iteration copies
 * the root game once (FastGame.clone), replays the selected path in place, adds one child, plays a short
 * rollout in place with the cheap heuristic policy (or uniformly at random), and scores the position where it
 * stops with the heuristic evaluation squashed to 0..1 per nation (a finished game scores 1 for the winner, 0
 * for the rest; a stalled one 0 for all). Rewards are kept per nation, so it works for any number of nations
 * and for decisions of the nation not on turn. All randomness comes from the bot's own seeded PRNG.
 */
import type { GameState, Move, Ruleset } from '../index';
import { nextRandom } from '../random/prng';
import { FastGame } from '../sim/fast-game';
import { evaluate, policyMove, strategies, type HeuristicWeights } from './heuristic';
import { makePlan, scoreMove } from './policy';
import type { Bot } from './random';

export interface MctsOptions {
  /** Iterations per decision (default 200). */
  iterations?: number;
  /** Wall-clock budget per decision in ms; when set, the search also stops when it runs out (not reproducible). */
  timeMs?: number;
  /** Moves played in a rollout before the position is evaluated (default 2: 1,000 iterations stay under 200 ms a move). */
  rolloutDepth?: number;
  /** Rollout policy: the cheap heuristic policy or uniform random (default heuristic). */
  rollout?: 'heuristic' | 'random';
  /** UCB1 exploration constant (default 0.7). */
  exploration?: number;
  /** Weights for the rollout policy and the evaluation (default: the balanced strategy). */
  weights?: HeuristicWeights;
  /**
   * Root candidates: only the `prior` best moves by the heuristic policy's scores are searched (default 3; 0
   * searches every legal move). The search then decides among the policy's own short list.
   */
  prior?: number;
  /** Evaluation difference that maps to a reward of about 0.73 (default 600, roughly half a personage). */
  scale?: number;
}

interface Node {
  move?: Move;
  parent?: Node;
  /** The nation deciding at this node (whose choice its children are); '' once the game is over. */
  decider: string;
  children: Node[];
  untried?: Move[];
  visits: number;
  /** Sum of rewards for the nation that chose the move leading here (the parent's decider). */
  reward: number;
}

function path(node: Node): Move[] {
  const moves: Move[] = [];
  for (let at: Node | undefined = node; at?.move; at = at.parent) moves.push(at.move);
  return moves.reverse();
}

export function mctsBot(options: MctsOptions = {}): Bot {
  const iterations = options.iterations ?? 200;
  const depth = options.rolloutDepth ?? 2;
  const c = options.exploration ?? 0.7;
  const w = options.weights ?? strategies.balanced;
  const scale = options.scale ?? 600;
  return (ruleset: Ruleset, root: GameState, moves: Move[], seed: number) => {
    if (moves.length === 1) return [moves[0], seed];
    let rng = seed;
    const random = () => {
      const [r, next] = nextRandom(rng);
      rng = next;
      return r;
    };
    const start = new FastGame(ruleset, root);
    let candidates = moves;
    const prior = options.prior ?? 3;
    if (prior > 0 && moves.length > prior) {
      const plan = makePlan(ruleset, root, start.decider, w);
      candidates = moves
        .map((m, i) => ({ m, i, v: scoreMove(plan, m) }))
        .sort((a, b) => b.v - a.v || a.i - b.i)
        .slice(0, prior)
        .map((x) => x.m);
    }
    const tree: Node = { decider: start.decider, children: [], untried: candidates.slice(), visits: 0, reward: 0 };
    const started = options.timeMs ? performance.now() : 0;
    for (let i = 0; i < iterations; i++) {
      if (options.timeMs && performance.now() - started > options.timeMs) break;
      // Selection: UCB1 over fully expanded nodes.
      let node = tree;
      while (node.untried && node.untried.length === 0 && node.children.length) {
        let best = node.children[0];
        let bestScore = -Infinity;
        const logN = Math.log(node.visits + 1);
        for (const child of node.children) {
          const score = child.visits === 0 ? Infinity : child.reward / child.visits + c * Math.sqrt(logN / child.visits);
          if (score > bestScore) {
            bestScore = score;
            best = child;
          }
        }
        node = best;
      }
      // One copy per iteration; the path from the root is replayed in place (every move was listed there).
      const game = start.clone();
      for (const m of path(node)) game.play(m);
      // Expansion: one untried move, chosen at random.
      if (!game.over) {
        node.untried ??= game.legal();
        if (node.untried.length) {
          const k = Math.floor(random() * node.untried.length);
          const move = node.untried.splice(k, 1)[0];
          game.play(move);
          const child: Node = { move, parent: node, decider: game.over ? '' : game.decider, children: [], visits: 0, reward: 0 };
          node.children.push(child);
          node = child;
        }
      }
      // Rollout in place, then evaluation per nation.
      for (let d = 0; d < depth && !game.over; d++) {
        const legal = game.legal();
        let move: Move;
        if (legal.length === 1) move = legal[0];
        else if (options.rollout === 'random') move = legal[Math.floor(random() * legal.length)];
        else [move, rng] = policyMove(ruleset, game.state as GameState, legal, w, rng);
        game.play(move);
      }
      const state = game.state as GameState;
      const rewards: Record<string, number> = {};
      for (const n of state.nations) {
        if (state.result) rewards[n] = !state.result.stalled && state.result.winner === n ? 1 : 0;
        else rewards[n] = 1 / (1 + Math.exp(-evaluate(ruleset, state, n, w) / scale));
      }
      // Backpropagation: each node keeps the reward of the nation that chose it.
      for (let at: Node | undefined = node; at; at = at.parent) {
        at.visits++;
        if (at.parent) at.reward += rewards[at.parent.decider] ?? 0;
      }
    }
    let pick: Node | undefined;
    for (const child of tree.children) if (!pick || child.visits > pick.visits || (child.visits === pick.visits && child.reward > pick.reward)) pick = child;
    return [pick?.move ?? moves[0], rng];
  };
}
