import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, legalMoves, type GameState } from '../../engine/index';
import { randomBot } from '../../engine/bots/random';
import { FastGame, simulationBoard } from '../../engine/sim/fast-game';
import { allCounters, mapInfo } from '../../engine/bots/features';
import { Board, boardProblem, boardTables } from '../../engine/sim/board';
import { botStreams } from '../../engine/sim/run-game';
import { ruleset } from '../helpers/game';
import { builtInLibrary } from '../helpers/library';

/**
 * The simulation path lists moves with the same skeleton as legalMoves but asks its typed board (engine/sim/board.ts)
 * the board's questions: at every position of seeded random games, on every ruleset, both lists must be equal, in
 * the same order (a seeded game is the same game on every path), and the board must equal a fresh build from the
 * state after every move (FastGame.checkBoard).
 */
const games = Number(process.env.BOARD_GAMES ?? 2);
const maxMoves = Number(process.env.BOARD_MOVES ?? 1500);

beforeAll(() => {
  FastGame.checkBoard = true;
});
afterAll(() => {
  FastGame.checkBoard = false;
});

describe('the simulation path lists the moves legalMoves lists', () => {
  for (const id of [...builtInLibrary().keys()].sort()) {
    const rules = ruleset(id);
    const players = Math.min(rules.players.max, Math.max(rules.players.min, 3));
    it(`${id}, ${players} players: ${games} games of up to ${maxMoves} moves`, () => {
      let positions = 0;
      for (let seed = 1; seed <= games; seed++) {
        const game = new FastGame(rules, createGame(rules, { seed, players }));
        let rng = botStreams(seed, 1)[0];
        for (let n = 0; n < maxMoves && !game.over; n++) {
          const listed = game.legal();
          const reference = legalMoves(rules, game.state as GameState);
          if (listed.length !== reference.length || listed.some((m, i) => JSON.stringify(m) !== JSON.stringify(reference[i]))) {
            expect(listed, `${id} seed ${seed}, move ${n}, step ${game.state.turn.phase}`).toEqual(reference);
          }
          positions++;
          let move = listed[0];
          if (listed.length > 1) [move, rng] = randomBot(rules, game.state as GameState, listed, rng);
          game.play(move);
        }
      }
      expect(positions).toBeGreaterThan(games * 100);
    });
  }
});

describe("the bots' counters read from a simulated game's board (allCounters)", () => {
  // allCounters counts on the typed board when the state has one, and walks the JSON maps otherwise: both must give
  // every nation's cities, temples, walls, units and sea points alike (D-PERS-02/03/06) at every position.
  for (const id of [...builtInLibrary().keys()].sort()) {
    const rules = ruleset(id);
    const players = Math.min(rules.players.max, Math.max(rules.players.min, 3));
    it(`${id}, ${players} players`, () => {
      const info = mapInfo(rules);
      const seen = { walls: 0, seaPoints: 0, units: 0 };
      for (let seed = 1; seed <= games; seed++) {
        const game = new FastGame(rules, createGame(rules, { seed, players }));
        let rng = botStreams(seed, 1)[0];
        for (let n = 0; n < maxMoves && !game.over; n++) {
          const fromBoard = allCounters(rules, info, game.state as GameState);
          const fromJson = allCounters(rules, info, game.snapshot());
          if (JSON.stringify(fromBoard) !== JSON.stringify(fromJson)) expect(fromBoard, `${id} seed ${seed}, move ${n}`).toEqual(fromJson);
          for (const c of Object.values(fromJson)) {
            seen.walls += c.walls;
            seen.seaPoints += c['sea-points'];
            seen.units += c.units;
          }
          const listed = game.legal();
          let move = listed[0];
          if (listed.length > 1) [move, rng] = randomBot(rules, game.state as GameState, listed, rng);
          game.play(move);
        }
      }
      // The comparison means something only where walls, galleys at sea and units stood on the board.
      if (rules.actions.build.townWall) expect(seen.walls, 'walls stood').toBeGreaterThan(0);
      expect(seen.units, 'units stood').toBeGreaterThan(0);
      if (rules.personages.seaPoints) expect(seen.seaPoints, 'galleys scored sea points').toBeGreaterThan(0);
    });
  }
});

describe('the simulation board', () => {
  it('names the first difference from the state it mirrors', () => {
    const rules = ruleset('antike-duellum');
    const state = createGame(rules, { seed: 1 });
    const board = new Board(boardTables(rules), state);
    expect(boardProblem(board, state)).toBeUndefined();
    const [region] = Object.keys(state.cities);
    const changed: GameState = { ...state, cities: { ...state.cities, [region]: { ...state.cities[region], temple: true } } };
    expect(boardProblem(board, changed)).toMatch(/^board\.temple\[\d+\] is 0, the state says 1$/);
    const more = { ...state.units, [region]: { ...state.units[region], [state.nations[0]]: { legion: 2 } } };
    expect(boardProblem(board, { ...state, units: more })).toMatch(/^board\.units\[\d+\] is 0, the state says 2$/);
  });

  it('a copied game keeps its own board: moves in the copy leave the original alone', () => {
    const rules = ruleset('antike-duellum');
    FastGame.checkBoard = true;
    const game = new FastGame(rules, createGame(rules, { seed: 3 }));
    let rng = botStreams(3, 1)[0];
    for (let n = 0; n < 200 && !game.over; n++) {
      const listed = game.legal();
      let move = listed[0];
      if (listed.length > 1) [move, rng] = randomBot(rules, game.state as GameState, listed, rng);
      game.play(move);
    }
    const before = JSON.stringify(game.legal());
    const copy = game.clone();
    for (let n = 0; n < 200 && !copy.over; n++) copy.play(copy.legal()[0]);
    expect(JSON.stringify(game.legal())).toBe(before);
    expect(JSON.stringify(game.legal())).toBe(JSON.stringify(legalMoves(rules, game.state as GameState)));
  });
});

describe("a simulated game's board for bots (simulationBoard)", () => {
  it("answers for a FastGame's state, up to date after its moves, and for no other state", () => {
    const rules = ruleset('antike-duellum');
    const game = new FastGame(rules, createGame(rules, { seed: 4 }));
    for (let n = 0; n < 300 && !game.over; n++) game.play(game.legal()[0]);
    const board = simulationBoard(game.state);
    expect(board).toBeDefined();
    expect(boardProblem(board!, game.state as GameState)).toBeUndefined();
    expect(simulationBoard(game.snapshot())).toBeUndefined();
    expect(simulationBoard(createGame(rules, { seed: 4 }))).toBeUndefined();
  });
});
