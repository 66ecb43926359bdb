import { applyMove, legalMoves } from '../moves';
import { nextRandom } from '../random/prng';
import { contextOf } from '../rules/context';
import type { Ruleset } from '../ruleset/types';
import { cityCount, decidingNation, score, seaPoints, templeCount } from '../state/selectors';
import type { GameState, Move } from '../state/types';
import type { Bot } from './random';
import { resourceKinds } from './resources';

/**
 * Progress toward personages and victory, from one nation's side: cards held count most, then the counters that
 * earn them (cities toward kings, temples toward citizens, sea points toward navigators, know-hows toward
 * scholars), then units and stock. The opponents' progress counts against it.
 */
export function evaluate(ruleset: Ruleset, state: GameState, nation: string): number {
  if (state.result) return state.result.winner === nation ? 1e9 : -1e9;
  let value = progress(ruleset, state, nation);
  for (const other of state.nations) if (other !== nation) value -= 0.6 * progress(ruleset, state, other);
  return value;
}

function progress(ruleset: Ruleset, state: GameState, nation: string): number {
  const me = state.nation[nation];
  let chips = 0;
  for (const r of resourceKinds(ruleset)) chips += me.stock[r] ?? 0;
  const stock = chips + 1.3 * me.stock.coin;
  let units = 0;
  for (const region in state.units) for (const n of Object.values(state.units[region][nation] ?? {})) units += n;
  let box = 0;
  for (const n of Object.values(me.box)) box += n;
  // Units standing on empty city sites are cities one founding away (D-FOUND-03).
  let onSites = 0;
  for (const region in state.units) if (state.units[region][nation] && !state.cities[region] && ruleset.map.regions[region].citySite) onSites++;
  return (
    1000 * score(ruleset, state, nation) +
    110 * cityCount(state, nation) +
    90 * templeCount(state, nation) +
    25 * seaPoints(ruleset, state, nation) +
    70 * me.knowHows.length +
    (contextOf(ruleset).knowHowIds.length && state.turn.developed.length && state.nations[state.turn.active] === nation ? 70 * state.turn.developed.length : 0) +
    20 * units +
    6 * box +
    4 * stock +
    15 * me.walls +
    30 * onSites
  );
}

/** The best single move for `nation` by one-ply evaluation, and the state it leads to. */
function bestStep(ruleset: Ruleset, state: GameState, nation: string, moves: Move[]): { move: Move; state: GameState; value: number }[] {
  let best: { move: Move; state: GameState; value: number }[] = [];
  let bestValue = -Infinity;
  for (const move of moves) {
    const result = applyMove(ruleset, state, move);
    if (!result.ok) continue;
    const value = evaluate(ruleset, result.state, nation);
    if (value > bestValue + 1e-9) {
      bestValue = value;
      best = [{ move, state: result.state, value }];
    } else if (Math.abs(value - bestValue) <= 1e-9) best.push({ move, state: result.state, value });
  }
  return best;
}

/** After choosing a rondel field, plays the rest of that action greedily, so a field is judged by what it leads to. */
function rollOut(ruleset: Ruleset, state: GameState, nation: string): number {
  let current = state;
  for (let i = 0; i < 12; i++) {
    const phase = current.turn.phase;
    if (current.result || decidingNation(current) !== nation || (phase !== 'action' && phase !== 'movement' && phase !== 'conquest')) break;
    const step = bestStep(ruleset, current, nation, legalMoves(ruleset, current))[0];
    if (!step) break;
    current = step.state;
  }
  return evaluate(ruleset, current, nation);
}

/**
 * One ply with a short look-ahead: each legal move is applied and the result evaluated for the deciding nation;
 * a rondel choice is judged after greedily playing out its action. Ties are broken by the bot's own PRNG.
 */
export const greedyBot: Bot = (ruleset, state, moves, rng) => {
  const nation = decidingNation(state);
  const standing = evaluate(ruleset, state, nation);
  let best: Move[] = [];
  let bestValue = -Infinity;
  for (const move of moves) {
    const result = applyMove(ruleset, state, move);
    if (!result.ok) continue;
    const value = move.type === 'rondel.select' ? rollOut(ruleset, result.state, nation) : evaluate(ruleset, result.state, nation);
    if (value > bestValue + 1e-9) {
      bestValue = value;
      best = [move];
    } else if (Math.abs(value - bestValue) <= 1e-9) best.push(move);
  }
  // A step that gains nothing is no better than ending the step: end it, rather than wander (trades, idle moves).
  const end = moves.find((m) => m.type === 'phase.end');
  if (end && bestValue <= standing + 1e-9 && state.turn.phase !== 'rondel') return [end, rng];
  const [r, next] = nextRandom(rng);
  return [best.length ? best[Math.floor(r * best.length)] : moves[0], next];
};
