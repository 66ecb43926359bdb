/**
 * A Monte Carlo tree search bot (UCT). Each iteration walks down the tree by UCB1, adds one child, plays a
 * short rollout with the heuristic (or random) policy, and scores the position where it stops with the
 * heuristic evaluation squashed to 0..1 per nation (a finished game scores 1 for the winner, 0 for the rest).
 * Rewards are kept per nation, so it works for any number of nations and for decisions of the nation not on
 * turn. The engine is reached only through a small adapter, so a faster engine path can be swapped in.
 */
import { applyMove, decidingNation, legalMoves, result, type GameState, type Move, type Ruleset } from '../index';
import { nextRandom } from '../random/prng';
import { evaluate, policyMove, strategies, type HeuristicWeights } from './heuristic';
import type { Bot } from './random';

/** The engine as MCTS sees it. States are immutable values here (apply returns a new one), so clone may be identity. */
export interface EngineAdapter {
  clone(state: GameState): GameState;
  apply(state: GameState, move: Move): GameState | undefined;
  legal(state: GameState): Move[];
  result(state: GameState): { over: boolean; winner?: string };
  decider(state: GameState): string;
}

/** The adapter over the public engine API (engine/index.ts). */
export function publicEngine(ruleset: Ruleset): EngineAdapter {
  return {
    clone: (s) => s,
    apply: (s, m) => {
      const r = applyMove(ruleset, s, m);
      return r.ok ? r.state : undefined;
    },
    legal: (s) => legalMoves(ruleset, s),
    result,
    decider: decidingNation,
  };
}

export interface MctsOptions {
  /** Iterations per decision (default 200). */
  iterations?: number;
  /** Wall-clock budget per decision in ms; when set, the search also stops when it runs out (not reproducible). */
  timeMs?: number;
  /** Moves played in a rollout before the position is evaluated (default 4). */
  rolloutDepth?: number;
  /** Rollout policy: the heuristic one-ply policy or uniform random (default heuristic). */
  rollout?: 'heuristic' | 'random';
  /** UCB1 exploration constant (default 0.7). */
  exploration?: number;
  /** Weights for the rollout policy and the evaluation (default: the balanced strategy). */
  weights?: HeuristicWeights;
  /** Evaluation difference that maps to a reward of about 0.73 (default 600, roughly half a personage). */
  scale?: number;
  /** Builds the engine adapter; defaults to the public API. */
  engine?: (ruleset: Ruleset) => EngineAdapter;
}

interface Node {
  move?: Move;
  parent?: Node;
  state: GameState;
  /** The nation deciding at this node (whose choice its children are). */
  decider: string;
  children: Node[];
  untried?: Move[];
  visits: number;
  /** Sum of rewards for the nation that chose the move leading here (the parent's decider). */
  reward: number;
}

export function mctsBot(options: MctsOptions = {}): Bot {
  const iterations = options.iterations ?? 200;
  const depth = options.rolloutDepth ?? 4;
  const c = options.exploration ?? 0.7;
  const w = options.weights ?? strategies.balanced;
  const scale = options.scale ?? 600;
  const adapters = new WeakMap<Ruleset, EngineAdapter>();
  return (ruleset, root, moves, seed) => {
    let engine = adapters.get(ruleset);
    if (!engine) {
      engine = (options.engine ?? publicEngine)(ruleset);
      adapters.set(ruleset, engine);
    }
    if (moves.length === 1) return [moves[0], seed];
    let rng = seed;
    const random = () => {
      const [r, next] = nextRandom(rng);
      rng = next;
      return r;
    };
    const tree: Node = { state: engine.clone(root), decider: engine.decider(root), children: [], untried: moves.slice(), visits: 0, reward: 0 };
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
      // Expansion: one untried move, chosen at random.
      if (!engine.result(node.state).over) {
        node.untried ??= engine.legal(node.state);
        if (node.untried.length) {
          const k = Math.floor(random() * node.untried.length);
          const move = node.untried.splice(k, 1)[0];
          const next = engine.apply(node.state, move);
          if (next) {
            const child: Node = { move, parent: node, state: next, decider: engine.decider(next), children: [], visits: 0, reward: 0 };
            node.children.push(child);
            node = child;
          }
        }
      }
      // Rollout, then evaluation per nation.
      let state = node.state;
      for (let d = 0; d < depth && !engine.result(state).over; d++) {
        const legal = engine.legal(state);
        let move: Move;
        if (legal.length === 1) move = legal[0];
        else if (options.rollout === 'random') move = legal[Math.floor(random() * legal.length)];
        else {
          [move, rng] = policyMove(ruleset, state, legal, w, rng);
        }
        const next = engine.apply(state, move);
        if (!next) break;
        state = next;
      }
      const over = engine.result(state);
      const rewards: Record<string, number> = {};
      for (const n of state.nations) rewards[n] = over.over ? (over.winner === n ? 1 : 0) : 1 / (1 + Math.exp(-evaluate(ruleset, state, n, w) / scale));
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
