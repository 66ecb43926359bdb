// `npx tsx bench/prof/solo-beam.ts [seeds] [beam] [ruleset] [strategy]`: how fast can one nation reach the victory target
// when nobody stands in its way? A beam search over the solo nation's rondel fields, turn by turn, against an idle
// opponent (it ends every step, as bench/prof/solo.ts's): each beam position tries every field it may choose (paid
// steps included), the heuristic bot plays the rest of that turn, and the `beam` best positions by the bot's own
// evaluation (engine/bots/heuristic.ts `evaluate`) go on. Prints, per seed, the first turn per nation at which a
// position of the beam won, beside the bot's own solo game (`plain`: its opening line, then its policy). Not a proof
// of a lower bound (the moves within a turn are the bot's, and the evaluation steers the beam), but a measured bound
// on what better rondel choices can buy. LINES=1 prints both lines, each field with the personages held after it.
// It is how the bot's opening (engine/bots/opening.ts) was found: before it, the policy alone (seeds 1–20, beam 64)
// won its solo game at a median of 43.5 turns per nation and the beam at 36, the gap nearly all in the opening
// (second personage at turn 15–26 against 6–8).
import { validateRuleset } from '../../engine/ruleset/validate';
import { createGame, decidingNation, type GameState, type Move } from '../../engine/index';
import { evaluate, heuristicBot, strategies } from '../../engine/bots/heuristic';
import { score } from '../../engine/bots/features';
import { FastGame } from '../../engine/sim/fast-game';
import { botStreams } from '../../engine/sim/run-game';
import { summary } from '../../engine/sim/stats';
import { loadLibrary } from '../../lib/rulesets/load';
import type { Bot } from '../../engine/bots/random';

const [seedsArg = '10', beamArg = '32', id = 'antike-duellum', strategy = 'balanced'] = process.argv.slice(2);
const ruleset = validateRuleset(loadLibrary({ workspace: false }), id).ruleset!;
const bot = heuristicBot(strategy);
const weights = strategies[strategy] ?? strategies.balanced;
const idle: Bot = (_r, _s, moves, rng) => [moves.find((m) => m.type === 'phase.end') ?? moves.find((m) => m.type === 'rondel.select' && m.field.startsWith('duellum')) ?? moves[0], rng];
const beamWidth = Number(beamArg);
const turnCap = 90;

interface Node {
  game: FastGame;
  rng: number;
  value: number;
  /** The fields chosen so far, with the personages held after each turn. */
  line: string[];
}
const verbose = process.env.LINES === '1';
const mark = (state: GameState, solo: string, field: string) => `${field}:${score(ruleset, state, solo)}`;

/** Plays until the solo nation is to choose its next rondel field (or the game ends); false on the move cap. */
function advance(game: FastGame, solo: string, rng: number): number {
  for (let guard = 0; guard < 2000; guard++) {
    const state = game.state as GameState;
    if (state.result) return rng;
    const moves = game.legal();
    const decider = decidingNation(state);
    if (decider === solo && !state.pending.length && state.turn.phase === 'rondel' && moves.some((m) => m.type === 'rondel.select')) return rng;
    let move: Move;
    if (decider === solo) [move, rng] = bot(ruleset, state, moves, rng);
    else [move] = idle(ruleset, state, moves, 0);
    game.play(move);
  }
  throw new Error('no rondel decision within 2,000 moves');
}

/** The plain bot's solo game: the turn per nation at which it won (undefined past the cap). */
function plainSolo(solo: string, start: GameState, rng: number): number | undefined {
  const game = new FastGame(ruleset, start);
  const line: string[] = [];
  for (let turn = 0; turn < turnCap * 2 + 4 && !game.over; turn++) {
    rng = advance(game, solo, rng);
    if (verbose && line.length) line[line.length - 1] = mark(game.state as GameState, solo, line[line.length - 1]);
    if (game.over) break;
    const moves = game.legal();
    let move: Move;
    [move, rng] = bot(ruleset, game.state as GameState, moves, rng);
    game.play(move);
    if (verbose && move.type === 'rondel.select') line.push(move.field);
  }
  const state = game.state;
  if (verbose) console.log(`  plain line: ${line.join(' ')}`);
  return state.result?.winner === solo ? state.turn.number / state.nations.length : undefined;
}

function beamSolo(solo: string, start: GameState, rng: number): { turns?: number; personagesAtCap: number } {
  const first = new FastGame(ruleset, start);
  rng = advance(first, solo, rng);
  let beam: Node[] = [{ game: first, rng, value: 0, line: [] }];
  for (let depth = 0; depth < turnCap; depth++) {
    const next: Node[] = [];
    const seen = new Set<string>();
    for (const node of beam) {
      for (const move of node.game.legal()) {
        if (move.type !== 'rondel.select') continue;
        const child = node.game.clone();
        child.play(move);
        const childRng = advance(child, solo, node.rng);
        const state = child.state as GameState;
        if (state.result?.winner === solo) {
          if (verbose) console.log(`  beam line: ${[...node.line, mark(state, solo, move.field)].join(' ')}`);
          return { turns: state.turn.number / state.nations.length, personagesAtCap: score(ruleset, state, solo) };
        }
        // Two lines that reach the very same position are one.
        const key = JSON.stringify([state.nation[solo], state.cities]);
        if (seen.has(key)) continue;
        seen.add(key);
        next.push({ game: child, rng: childRng, value: evaluate(ruleset, state, solo, weights), line: verbose ? [...node.line, mark(state, solo, move.field)] : node.line });
      }
    }
    next.sort((a, b) => b.value - a.value);
    beam = next.slice(0, beamWidth);
  }
  return { personagesAtCap: Math.max(...beam.map((n) => score(ruleset, n.game.state as GameState, solo))) };
}

const plainTurns: number[] = [];
const beamTurns: number[] = [];
for (let seed = 1; seed <= Number(seedsArg); seed++) {
  const start = createGame(ruleset, { seed });
  const solo = start.controllers[0][0];
  const rng = botStreams(seed, start.controllers.length)[0];
  const plain = plainSolo(solo, start, rng);
  const started = performance.now();
  const found = beamSolo(solo, start, rng);
  if (plain !== undefined) plainTurns.push(plain);
  if (found.turns !== undefined) beamTurns.push(found.turns);
  console.log(`seed ${seed} (${solo}): plain bot ${plain ?? `not won by turn ${turnCap}`}, beam ${found.turns ?? `not won by turn ${turnCap} (${found.personagesAtCap} personages)`} turns per nation, ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
const p = summary(plainTurns);
const b = summary(beamTurns);
console.log(`${id}, ${strategy}, beam ${beamWidth}: plain bot median ${p?.median} (${plainTurns.length} won), beam median ${b?.median}, min ${Math.min(...beamTurns)} (${beamTurns.length} won) turns per nation`);
