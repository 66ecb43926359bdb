/**
 * When the heuristic bot plays an event card in its own turn. A card's effects are data (engine/effects), so the bot
 * cannot know what a card is worth by reading it; it tries it instead, and plays it when the position is better by
 * the bot's own evaluation. A change left for later (a production bonus, a cheaper temple, extra free rondel steps)
 * is worth what the policy buys with it: the rest of the turn is played out once with the card and once without,
 * by the policy (which never plays cards itself). A change that still stands when the turn ends (for good, or until
 * used and not used yet) is worth what the next own turns buy with it: both lines are played on to the end of the
 * nation's second own turn after this one (one turn read the same strength against the bot that kept such cards, but
 * played the "+1 production for good" card 7 times for 33 copies taken in 40 games, two turns 21 times; three were
 * no stronger). The
 * policy reads such changes as the engine does (`paramNow`), so it produces with the bonus in mind.
 *
 * A card is tried where its timing first lists it, so the choice is a function of the position (the same on the
 * simulation path and through the engine's doors): an own-turn card at the turn's rondel decision, before the stone
 * moves (D-EV-08: any moment of the own turn); a during-action card in its action; an end-of-turn card in the founding
 * step; a reply to a movement when the decision asks it. Replies to a conquest (a Fortress, D-EV-09) are the
 * policy's, which plays them whenever it can.
 */
import { applyListedInPlace } from '../moves';
import { cloneState } from '../state/clone-state';
import { isExclusive, reclaimExclusive } from '../state/ownership';
import { decidingNation } from '../state/selectors';
import type { GameState, Move } from '../state/types';
import type { Ruleset } from '../ruleset/types';
import { FastGame, simulationBoard } from '../sim/fast-game';

/** `Counted`: what the player counts on a board (cities, temples, walls, units per nation), opaque to the trials. */
export interface CardPlayer<Counted = unknown> {
  /** The policy for every decision of the rest of the turn (it must not play cards: no rollout inside a rollout). */
  choose(ruleset: Ruleset, state: GameState, moves: Move[], rng: number): [Move, number];
  /**
   * The bot's evaluation of a position for a nation. `board`: what `countBoard` counted on this state's board, or on
   * a state whose board (cities and units) it shares.
   */
  value(ruleset: Ruleset, state: GameState, nation: string, board?: Counted): number;
  /** What the nation holds against its opponent (no progress, no position): what a card done when played changes, cheaply. */
  material(ruleset: Ruleset, state: GameState, nation: string, board?: Counted): number;
  /** What the evaluations read from the board, counted once: a card that leaves the board alone needs no new count. */
  countBoard(ruleset: Ruleset, state: GameState): Counted;
  /** What the evaluation counts for holding a card (a card kept for later is worth something). */
  keepValue(ruleset: Ruleset, card: string): number;
  /** How much better the played line must end than the kept one (in the evaluation's units). */
  margin: number;
}

/** Moves of one turn at most, as a guard: a turn has a few dozen. */
const turnMoves = 2000;

/** How many more own turns a lasting change is played out for: it is valued by what it buys in them. */
const lastingTurns = 2;

function tried(ruleset: Ruleset, state: GameState, move: Move, nation: string): boolean {
  if (move.type !== 'card.play') return false;
  const when = ruleset.eventCards?.cards[move.card]?.play.when;
  // A reply to a unit that just moved in (an ambush) is tried when asked; a reply to a conquest (a Fortress) is
  // the policy's, which plays it whenever it can.
  if (state.pending.length) return when === 'reply-to-movement' && state.pending[0].kind === 'reply-to-movement' && state.pending[0].nation === nation;
  if (state.nations[state.turn.active] !== nation) return false;
  if (when === 'own-turn') return state.turn.phase === 'rondel';
  return when === 'during-action' || when === 'end-of-turn';
}

/**
 * Whether the trial changed the board (a wall, a temple, a city or units): the trial copy shares the map of cities and
 * the units with the state until it changes one (copy on write, state/ownership.ts), so a changed board is a new map.
 */
function boardChanged(state: GameState, after: GameState): boolean {
  return after.cities !== state.cities || after.units !== state.units;
}

/**
 * A line of play by the policy from a position, advanced on demand: to the end of this turn, then, for a change that
 * outlasts it, further. The line without the card is shared by every card tried at one decision.
 */
class Line {
  private rng: number;
  private readonly values = new Map<number, number>();

  constructor(
    private readonly ruleset: Ruleset,
    readonly game: FastGame,
    private readonly nation: string,
    private readonly player: CardPlayer,
    rng: number,
  ) {
    this.rng = rng;
  }

  /** The nation's evaluation once the game reaches turn `end` (or ends). */
  valueAt(end: number): number {
    const known = this.values.get(end);
    if (known !== undefined) return known;
    const { game, player, ruleset } = this;
    for (let n = 0; n < turnMoves && !game.over && game.state.turn.number < end; n++) {
      const moves = game.legal();
      let move = moves[0];
      if (moves.length > 1) [move, this.rng] = player.choose(ruleset, game.state as GameState, moves, this.rng);
      game.play(move);
      if (game.state.turn.number >= end) break;
    }
    const value = player.value(ruleset, game.state as GameState, this.nation);
    this.values.set(end, value);
    return value;
  }
}

/** A module function, not a closure in cardToPlay: tsx names a closure again at every call (esbuild's keepNames). */
function lineFrom(ruleset: Ruleset, state: GameState, nation: string, player: CardPlayer, rng: number): Line {
  return new Line(ruleset, new FastGame(ruleset, state, simulationBoard(state)), nation, player, rng);
}

/** The nation's changes that outlast a turn: for good ('end-of-game') or until used ('next-use'). */
function lasting(state: Readonly<GameState>, nation: string): number {
  let n = 0;
  for (const m of state.modifiers) if (m.nation === nation && (m.until === 'end-of-game' || m.until === 'next-use')) n++;
  return n;
}

/**
 * The card play worth making now, if any: the best of the listed plays that gains at least the margin. A card whose
 * effect is done when played is valued there: by holdings (chips, cities), then, if it moved pieces on the board, by
 * the full evaluation; one that leaves a change for later (a modifier), waits for the opponent's choice, or moved
 * pieces for some gain short of the margin is valued at the end of the turn, played out with and without it.
 */
export function cardToPlay<Counted>(ruleset: Ruleset, state: GameState, moves: readonly Move[], player: CardPlayer<Counted>, rng: number): Move | undefined {
  const nation = decidingNation(state);
  let plays: Move[] | undefined;
  for (const move of moves) if (tried(ruleset, state, move, nation)) (plays ??= []).push(move);
  if (!plays) return undefined;
  const board = player.countBoard(ruleset, state);
  const now = player.material(ruleset, state, nation, board);
  const thisTurnEnds = state.turn.number + 1;
  let kept: Line | undefined;
  let full: number | undefined;
  let best: Move | undefined;
  let bestGain = player.margin;
  const exclusive = isExclusive(state);
  for (const move of plays) {
    // A copy that shares the state's parts until it changes one (copy on write), played quietly as the simulation
    // path plays (no log, no typed board: a FastGame's board copy costs more than the trial; one is made only to play
    // the turn out). The move is one legalMoves listed for this state. The copy is dropped after the loop, so a
    // FastGame's state is again the only holder of its parts (reclaimExclusive), and changes them in place.
    const after = cloneState(state);
    applyListedInPlace(ruleset, after, move);
    // Playing a card takes it out of the hand, which the evaluation counts as a loss; the question here is only
    // whether its effect pays now, so that loss is not charged.
    const keep = player.keepValue(ruleset, (move as Extract<Move, { type: 'card.play' }>).card);
    const moved = boardChanged(state, after);
    // A moved board is counted once, for the holdings and, when asked, for the full evaluation.
    const afterBoard = moved ? player.countBoard(ruleset, after) : board;
    let gain = player.material(ruleset, after, nation, afterBoard) - now + keep;
    // A piece gone from the board or put on it (a wall, a temple, units) is worth where it stands: a wall broken
    // where the bot's legions wait, not anywhere. The full evaluation sees that; it is asked only about a play that
    // gains by holdings already (breaking one's own wall never does), since it costs five times as much.
    let promising = false;
    if (gain > 0 && gain <= bestGain && moved) {
      full ??= player.value(ruleset, state, nation, board);
      gain = player.value(ruleset, after, nation, afterBoard) - full + keep;
      // Nearly the margin: what it opens may be taken this turn (a conquest once the wall is down). A smaller gain
      // (a wall broken far from the bot's units) is not played out: a rollout costs as much as a dozen decisions.
      promising = gain > 0.75 * player.margin;
    }
    if (gain <= bestGain && (promising || after.modifiers.length > state.modifiers.length || after.pending.length)) {
      kept ??= lineFrom(ruleset, state, nation, player, rng);
      const played = lineFrom(ruleset, state, nation, player, rng);
      played.game.play(move);
      let end = thisTurnEnds;
      // A change still standing when the turn ends (a production bonus for good, a cheaper temple not yet built)
      // pays in later turns: both lines are played on to the end of the nation's next own turns.
      played.valueAt(end);
      kept.valueAt(end);
      if (!played.game.over && !kept.game.over && lasting(played.game.state, nation) > lasting(kept.game.state, nation)) end += lastingTurns * state.nations.length;
      gain = played.valueAt(end) - kept.valueAt(end) + keep;
    }
    if (gain > bestGain) {
      bestGain = gain;
      best = move;
    }
  }
  if (exclusive) reclaimExclusive(state);
  return best;
}
