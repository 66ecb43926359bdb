/**
 * A Monte Carlo tree search bot (UCT) on the simulation path. The tree keeps moves only; each iteration copies
 * the root game once (FastGame.clone), replays the selected path in place, adds one child, plays a rollout in
 * place with the cheap heuristic policy (or uniformly at random) to the end of the turn it is in, and scores the
 * position where it stops as a win probability per nation: a sigmoid of the nation's evaluation lead over its
 * strongest opponent (a finished game scores 1 for the winner, 0 for the rest; a stalled one 0 for all). Rewards
 * are kept per nation, so it works for any number of nations and for decisions of the nation not on turn.
 *
 * Why it is built this way (measured on seat-swapped Duellum pairs against the heuristic bot, bench/bots.ts):
 * - the reward is the evaluation *lead*, scaled as fitted on heuristic games (`scale`); the raw evaluation grows
 *   with both nations' cities and units, so its sigmoid was ~0.97 everywhere and the search chose nearly blindly;
 * - rollouts end at a turn boundary: a fixed 2-move rollout often stopped after a rondel choice but before its
 *   action, and the evaluation then read half a turn;
 * - a move that leaves only one legal move is followed by it on the same tree edge (phase ends, forced steps), so
 *   iterations are not spent on nodes with nothing to choose;
 * - every node searches only the policy's `prior` best moves, so 1,000 iterations go to the policy's short list,
 *   ties in random order as the policy breaks them (in list order, the same first-listed city and move every time,
 *   the planner's own moves won 62% against the default bot instead of 77–81%);
 * - its own rondel field is the planner's (`rondel: 'policy'` with the planner's weights): the field pays off over
 *   turns that a search whose rollouts end with this turn cannot see. From 1,000 iterations, once the opening line is
 *   played, it searches among the planner's three best fields with rollouts to the end of the opponent's reply
 *   (`fieldSearch`, `fieldTurns`), by which the chips a field gave have been spent;
 * - the root keeps the policy's first choice unless a searched move's mean reward beats it by more than `anchor`:
 *   half of the searches ended on another move, nearly all by less than 0.01 of reward, which is noise (moves
 *   within a turn that lead to the same position, or to positions the evaluation cannot tell apart);
 * - the other nation's decisions on a tree edge are the policy's (`opponent: 'policy'`), so the tree branches on the
 *   searching nation's choices only, and a move that ends the turn is valued after the opponent's reply.
 * With these defaults it won 156 of 200 seat-swapped games against the heuristic bot with its late weights (78.0%
 * [71.8, 83.2]: 75 of 100 on seeds 5000–5049, 81 of 100 on 5050–5099); with field rollouts one turn longer (to the end
 * of its own next turn), 238 of 300 (79.3% [74.4, 83.5]: 77 of 100 on 5000–5049, 161 of 200 on the first 100 pairs to
 * finish from 5050), the same strength at a quarter more CPU a game (29.8 s against 23.1 s at 1,000 iterations);
 * playing the planner's field after the opening, 269 of 400 (67.3% [62.5, 71.7], seeds 5000–5199, 69 of 100 on
 * 5000–5049).
 * A leaf value fitted to game outcomes (a logistic regression on eleven features beside the evaluation, held-out
 * log-likelihood −0.562 against −0.592 for the lead) won 67 of 100 on seeds 5000–5049 before the field search, against
 * 69 with the lead, so it was not kept. On seeds 5000–5099, searching
 * the opponent's decisions too (anchor 0.015) won 59 of 102 and valuing every move at the end of the turn
 * (`horizon` 1) 125 of 200; against the older, weaker heuristic bot, searching the rondel field itself, list-order
 * ties and no anchor won 62–66%. Modelling the opponent with the default bot's weights instead of MCTS's own (the
 * planner's) won 69 of 100 on seeds 5000–5049, as MCTS's own weights did, so it was not kept. Trying its event
 * cards as the heuristic bot does (below) won 125 of 200 on seeds 5100–5199, 128 of 200 without: no stronger, but
 * it plays the whole game.
 * All randomness comes from the bot's own seeded PRNG.
 */
import type { GameState, Move, Ruleset } from '../index';
import type { Payment } from '../state/types';
import { atFieldDecision } from '../state/selectors';
import { nextRandom } from '../random/prng';
import { portableExp, portableLog } from '../random/portable-math';
import { FastGame } from '../sim/fast-game';
import { cardToPlay } from './cards';
import { cardPlayerFor, evaluate, heuristicBot, inOpening, openingSearchOf, paidAsPolicy, policyMove, strategies, weightsAt, type HeuristicWeights } from './heuristic';
import { moveScores } from './policy';
import type { Bot } from './random';

export interface MctsOptions {
  /** Iterations per decision (default 200). */
  iterations?: number;
  /** Wall-clock budget per decision in ms; when set, the search also stops when it runs out (not reproducible). */
  timeMs?: number;
  /**
   * Where a rollout stops: 'turn' plays the policy to the end of the turn it is in (at most `rolloutDepth` moves,
   * default 12), so the evaluation always reads a position at a turn boundary, never half a turn; 'moves' stops
   * after exactly `rolloutDepth` moves (default 2).
   */
  rolloutTo?: 'turn' | 'moves';
  /** Moves played in a rollout at most (see rolloutTo). */
  rolloutDepth?: number;
  /** Turn boundaries a 'turn' rollout crosses before it stops (default 1: the end of the turn it is in). */
  rolloutTurns?: number;
  /** Rollout policy: the cheap heuristic policy or uniform random (default heuristic). */
  rollout?: 'heuristic' | 'random';
  /** UCB1 exploration constant (default 0.7). */
  exploration?: number;
  /** Weights for the rollout policy, the short lists and the evaluation (default: the planner strategy). */
  weights?: HeuristicWeights;
  /**
   * Candidates per node: only the `prior` best moves by the heuristic policy's scores are searched (default 3; 0
   * searches every legal move). The search then decides among the policy's own short list.
   */
  prior?: number;
  /**
   * How the other nations' decisions inside the tree are made: 'search' branches on them like on the bot's own
   * (UCT, each nation maximising its own reward); 'policy' plays the heuristic policy's move for them on the tree
   * edge (an opponent model), so the tree branches only on the searching nation's decisions and looks further
   * ahead for the same iterations. Default 'policy': against the heuristic bot with its late weights, 'search' won
   * 59 of 102 games, 'policy' with `anchor` 0.06 141 of 200 on the same seeds (269 of 400 on seeds 5000–5199;
   * docs/measurements.md, 2026-11-29).
   */
  opponent?: 'search' | 'policy';
  /**
   * Turn boundaries after the root's turn at which every line stops and is valued, tree edges included (the node
   * reached there is a leaf): 1 values every move of the turn at its end, 2 after the opponent's reply. Unset
   * (default): an edge with the policy as opponent model runs to the searching nation's next decision, so a move
   * that ends the turn is valued after the opponent's whole reply, and a rollout runs to the end of the turn it
   * starts in (`rolloutTurns`), so its siblings are valued at the end of this turn. Against the heuristic bot a
   * horizon of 1 won 125 of 200 games, 2 won 74 of 120, the default 141 of 200 on the same seeds: the opponent's
   * reply to the turn's last move is what the search gains most from.
   */
  horizon?: number;
  /** Whether `prior` limits every node (default) or only the root. */
  priorEverywhere?: boolean;
  /**
   * Who chooses the rondel field at the start of the bot's own turn: 'search' searches it like any
   * decision; 'policy' plays the heuristic bot's choice with `weights`: its opening line for the first turns
   * (engine/bots/opening.ts), then the policy's field, which with a `planDepth` is the rondel planner's
   * (engine/bots/planner.ts): a field chosen for the next turns, which a search whose rollouts end with this turn
   * cannot see (MCTS won 4 of 40 games against the planner bot when it searched every field so). After the opening,
   * `fieldSearch` searches among the policy's best fields with rollouts that read further. Default 'policy'.
   */
  rondel?: 'search' | 'policy';
  /**
   * Evaluation lead (own evaluation minus the best opponent's) that maps to a reward of about 0.73. Default 1100:
   * fitted as a win probability on seeded heuristic Duellum games (logistic slope 0.91 per 1000 of lead).
   */
  scale?: number;
  /**
   * Keeps the policy's first choice at the root unless another searched move's mean reward beats it by more than
   * this (default 0.06; 0: the most visited move, whatever the policy ranked first). With the policy as opponent
   * model the search reads positions further ahead and its means move further apart: 0.015 kept too little of the
   * policy's choice (MCTS won 26 of 40 games), 0.04 to 0.1 read alike over 40 games (30, 28 and 28 of 40).
   */
  anchor?: number;
  /**
   * With `rondel: 'policy'`, once its opening line is played: the rondel field is searched among the policy's
   * `fieldSearch` best fields (each paid as the policy pays its steps; 0 plays the policy's field; default 3 with a
   * budget of 1,000 iterations or more, 0 below it and by the clock, where it was not measured), and
   * the rollouts of that search cross `fieldTurns` turn boundaries (default 2: to the end of the opponent's reply,
   * by which the chips a field gave have been spent), not one. Against the heuristic bot: 156 of 200 games on seeds
   * 5000–5099 (75 of 100 on 5000–5049, where 3 boundaries won 77 and the policy's field 69), a searched field about
   * 0.33 s against 0.42 s with 3 (docs/measurements.md, 2026-11-29).
   */
  fieldSearch?: number;
  fieldTurns?: number;
  /** Called after each search with the root's children, for analysis scripts (bench/prof). */
  report?: (root: { policyFirst: Move; chosen: Move; children: { move: Move; visits: number; mean: number }[] }) => void;
}

interface Node {
  /** The moves of the edge leading here: the chosen one and the forced ones after it. */
  moves?: Move[];
  parent?: Node;
  /** The nation deciding at this node (whose choice its children are); '' once the game is over. */
  decider: string;
  children: Node[];
  untried?: Move[];
  visits: number;
  /** Sum of rewards for the nation that chose the move leading here (the parent's decider). */
  reward: number;
}

function path(node: Node): Node[] {
  const nodes: Node[] = [];
  for (let at: Node | undefined = node; at?.moves; at = at.parent) nodes.push(at);
  return nodes.reverse();
}

/**
 * The policy's `k` best of `moves` for the deciding nation, best first, ranked with the weights the policy plays
 * with in that round (its late ones after `lateRound`: ranked without them, the root's first choice, which `anchor`
 * keeps, was not the policy's move in the late game), ties in random order: the policy breaks its
 * ties at random, and the list order is no neutral choice (with ties going to the first listed, the planner bot
 * itself won 62% of 200 games against the default instead of 77–81%: its first-listed cities and moves are the
 * same every time).
 */
function shortList(ruleset: Ruleset, state: GameState, decider: string, moves: Move[], k: number, w: HeuristicWeights, random: () => number, paid = false): Move[] {
  if (k <= 0) return moves.slice();
  // `paid`: each rondel field with the chips the policy pays its steps with (D-RON-05), as the policy would play it.
  const payments: (Payment | undefined)[] | undefined = paid ? [] : undefined;
  const scores = moveScores(ruleset, state, decider, moves, weightsAt(w, state), payments);
  return moves
    .map((m, i) => ({ m: paidAsPolicy(m, payments?.[i]), v: scores[i], tie: random() }))
    .sort((a, b) => b.v - a.v || a.tie - b.tie)
    .slice(0, k)
    .map((x) => x.m);
}

/**
 * A position's reward per nation, 0..1, read as a win probability: 1 for the winner of a finished game and 0 for
 * the rest (0 for all in a stalled one); otherwise a sigmoid of the nation's evaluation lead over its strongest
 * opponent, divided by `scale`. The lead, not the raw evaluation: the raw one grows with every city and unit of
 * both nations (its median is about 2,200 mid-game in heuristic Duellum games), so a sigmoid of it scored nearly
 * every position ~0.97 for both nations and the search could not tell moves apart. With two nations the rewards
 * sum to 1 (zero-sum).
 */
export function positionRewards(ruleset: Ruleset, state: GameState, w: HeuristicWeights = strategies.balanced, scale = 1100): Record<string, number> {
  const rewards: Record<string, number> = {};
  if (state.result) {
    for (const n of state.nations) rewards[n] = !state.result.stalled && state.result.winner === n ? 1 : 0;
    return rewards;
  }
  const value: Record<string, number> = {};
  for (const n of state.nations) value[n] = evaluate(ruleset, state, n, w);
  for (const n of state.nations) {
    let best = -Infinity;
    for (const o of state.nations) if (o !== n && value[o] > best) best = value[o];
    rewards[n] = 1 / (1 + portableExp(-(value[n] - best) / scale));
  }
  return rewards;
}

/** The iteration budget from which MCTS searches its own rondel field by default (`fieldSearch`). */
export const FIELD_SEARCH_FROM = 1000;

export function mctsBot(options: MctsOptions = {}): Bot {
  const iterations = options.iterations ?? 200;
  const to = options.rolloutTo ?? 'turn';
  const depth = options.rolloutDepth ?? (to === 'turn' ? 12 : 2);
  const turns = options.rolloutTurns ?? 1;
  const c = options.exploration ?? 0.7;
  const w = options.weights ?? strategies.planner;
  const rondelByPolicy = (options.rondel ?? 'policy') === 'policy';
  const anchor = options.anchor ?? 0.06;
  const scale = options.scale ?? 1100;
  const prior = options.prior ?? 3;
  const everywhere = options.priorEverywhere ?? true;
  const modelled = (options.opponent ?? 'policy') === 'policy';
  const horizon = options.horizon;
  // At 200 iterations the field search lost strength (45 of 80 games on seeds 5000–5039 against 54 of 80) and took
  // three times as long a move: a third of 200 iterations per field does not read turns ahead.
  const fieldSearch = options.fieldSearch ?? (!options.timeMs && iterations >= FIELD_SEARCH_FROM ? 3 : 0);
  const fieldTurns = options.fieldTurns ?? 2;
  const opening = openingSearchOf(w);
  // The heuristic bot with the same weights: its opening line (engine/bots/opening.ts), then the policy's field.
  const rondelBot = heuristicBot(w);
  // The policy scores its own event cards below every move (the heuristic bot tries them itself, engine/bots/cards.ts),
  // so a short list never holds one: without the same trials MCTS never played the cards of an action or of the
  // founding step (an Academy, which the heuristic bot plays 0.77 times a Duellum game, D-EV).
  const cards = cardPlayerFor(w);
  return (ruleset: Ruleset, root: GameState, moves: Move[], seed: number) => {
    if (moves.length === 1) return [moves[0], seed];
    const fieldDecision = atFieldDecision(root);
    if (rondelByPolicy && fieldDecision && (!fieldSearch || inOpening(root, opening))) return rondelBot(ruleset, root, moves, seed);
    const card = cardToPlay(ruleset, root, moves, cards, seed);
    if (card) return [card, seed];
    const searchingField = rondelByPolicy && fieldDecision;
    const crossings = searchingField ? fieldTurns : turns;
    let rng = seed;
    const random = () => {
      const [r, next] = nextRandom(rng);
      rng = next;
      return r;
    };
    const start = new FastGame(ruleset, root);
    const me = start.decider;
    const rootTurn = start.state.turn.number;
    const beyond = (game: FastGame) => horizon !== undefined && game.state.turn.number - rootTurn >= horizon;
    const tree: Node = { decider: start.decider, children: [], untried: shortList(ruleset, root, start.decider, moves, searchingField ? fieldSearch : prior, w, random, searchingField), visits: 0, reward: 0 };
    const policyFirst = tree.untried![0];
    const started = options.timeMs ? performance.now() : 0;
    for (let i = 0; i < iterations; i++) {
      if (options.timeMs && performance.now() - started > options.timeMs) break;
      // Selection: UCB1 over fully expanded nodes.
      let node = tree;
      while (node.untried && node.untried.length === 0 && node.children.length) {
        let best = node.children[0];
        let bestScore = -Infinity;
        const logN = portableLog(node.visits + 1);
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
      for (const at of path(node)) for (const m of at.moves!) game.play(m);
      // The rollout ends at the end of the turn the new move is made in (an edge that ends the turn ends it).
      let turn = game.state.turn.number;
      // Expansion: one untried move, chosen at random, followed by the forced moves after it (and, with the
      // policy opponent model, by the other nations' policy moves until the searching nation decides again).
      let legal: Move[] | undefined;
      // A node `horizon` turn boundaries past the root's is a leaf: valued where it stands, never expanded.
      if (!game.over && !beyond(game)) {
        if (!node.untried) {
          const all = game.legal();
          node.untried = everywhere ? shortList(ruleset, game.state as GameState, game.decider, all, prior, w, random) : all;
        }
        if (node.untried.length) {
          const k = Math.floor(random() * node.untried.length);
          const edge = node.untried.splice(k, 1);
          game.play(edge[0]);
          while (!game.over && !beyond(game)) {
            legal = game.legal();
            let next: Move;
            if (legal.length === 1) next = legal[0];
            else if (modelled && game.decider !== me) [next, rng] = policyMove(ruleset, game.state as GameState, legal, w, rng);
            else break;
            edge.push(next);
            game.play(next);
          }
          const child: Node = { moves: edge, parent: node, decider: game.over ? '' : game.decider, children: [], visits: 0, reward: 0 };
          node.children.push(child);
          node = child;
        }
      }
      // Rollout in place, then evaluation per nation.
      let boundaries = 0;
      for (let d = 0; !game.over; d++) {
        if (horizon !== undefined) {
          if (beyond(game) || d >= depth * horizon) break;
        } else {
          if (to === 'turn' && game.state.turn.number !== turn) {
            if (++boundaries >= crossings) break;
            turn = game.state.turn.number;
          }
          if (d >= depth * crossings) break;
        }
        legal ??= game.legal();
        let move: Move;
        if (legal.length === 1) move = legal[0];
        else if (options.rollout === 'random') move = legal[Math.floor(random() * legal.length)];
        else [move, rng] = policyMove(ruleset, game.state as GameState, legal, w, rng);
        game.play(move);
        legal = undefined;
      }
      const rewards = positionRewards(ruleset, game.state as GameState, w, scale);
      // Backpropagation: each node keeps the reward of the nation that chose it.
      for (let at: Node | undefined = node; at; at = at.parent) {
        at.visits++;
        if (at.parent) at.reward += rewards[at.parent.decider] ?? 0;
      }
    }
    let pick: Node | undefined;
    for (const child of tree.children) if (!pick || child.visits > pick.visits || (child.visits === pick.visits && child.reward > pick.reward)) pick = child;
    if (anchor > 0 && pick) {
      const mean = (n: Node) => n.reward / Math.max(1, n.visits);
      const first = tree.children.find((child) => child.moves![0] === policyFirst);
      if (first && first !== pick && mean(pick) - mean(first) <= anchor) pick = first;
    }
    options.report?.({ policyFirst, chosen: pick?.moves?.[0] ?? moves[0], children: tree.children.map((n) => ({ move: n.moves![0], visits: n.visits, mean: n.reward / Math.max(1, n.visits) })) });
    return [pick?.moves?.[0] ?? moves[0], rng];
  };
}
