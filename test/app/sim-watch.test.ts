/**
 * "Watch a game" on the simulate page (app/simulate/watch.ts): a game of a run, played again through the run's own
 * call with its moves kept, becomes the play page's shared-game link, and that link replays on the play page's model
 * (app/_lib/play-model.ts) to the end the simulation reported: the same winner or stall, at the same turn, with the
 * simulation's bots in the seats it gave them. Real rulesets, the real engine, the real link encoding.
 */
import { describe, expect, it } from 'vitest';
import { playRecord, type GameRecord as SimRecord } from '../../engine/simulation';
import { result, type Ruleset } from '../../engine/index';
import { decodeGameLink, encodeGameLink, parseGameRecord, seatForBot } from '../../app/_lib/game-record';
import { current, replayRecord, seatOf } from '../../app/_lib/play-model';
import { gameRecordOf, jobOf, playAgain, playOptions, sameGame, turnOnPlayPage, unwatchableWhy, watchPicks, watchQuery } from '../../app/simulate/watch';
import type { SimJob } from '../../app/simulate/protocol';
import { ruleset } from '../helpers/game';

/** The run's record of a game, then the same game watched: played again, linked, decoded and replayed as the play page does. */
async function watched(rules: Ruleset, job: SimJob) {
  const reported = playRecord(rules, playOptions(job));
  const again = playAgain(rules, job);
  const game = gameRecordOf(job, again.moves);
  if (!game) throw new Error('no seat for a bot of the run');
  const decoded = await decodeGameLink(Object.fromEntries(await encodeGameLink(game)));
  if (!decoded?.ok) throw new Error(`the link does not decode: ${decoded?.message}`);
  const replayed = replayRecord(rules, decoded.record);
  if (!replayed.ok) throw new Error(`the link does not replay: ${replayed.message}`);
  return { reported, again, session: replayed.session, state: current(replayed.session) };
}

/** The replayed game ends where the run's record says: the winner or the stall, at the same turn, each nation's bot in its seat. */
function expectSameEnd(reported: SimRecord, w: Awaited<ReturnType<typeof watched>>) {
  const { state, session } = w;
  expect(state.turn.number / state.nations.length).toBe(reported.turnsPerNation);
  expect(state.turn.number).toBe(turnOnPlayPage(reported));
  expect(session.entries.length).toBe(reported.moves);
  if (reported.outcome === 'finished') {
    expect(result(state)).toMatchObject({ over: true, winner: reported.winner });
  } else {
    expect(result(state).over).toBe(false);
  }
  for (const nation of state.nations) expect(seatOf(session, state, nation)).toBe(seatForBot(reported.seats[nation]));
}

describe('a watched game replays to the end the simulation reported', () => {
  it('Duellum, two bots with the seats swapped: the same winner at the same turn, each bot in its seat', async () => {
    const rules = ruleset('antike-duellum');
    const job: SimJob = { variant: 'antike-duellum', seed: 7, rotation: 1, bots: ['heuristic', 'heuristic:builder'], players: 2, maxMoves: 5000 };
    const w = await watched(rules, job);
    expect(w.reported.outcome).toBe('finished');
    expect(sameGame(w.again.record, w.reported)).toBe(true);
    expectSameEnd(w.reported, w);
    // The seating swapped the bots: the nation moving second runs the first-named bot's partner, as the run had it.
    expect(Object.values(w.reported.seats).sort()).toEqual(['heuristic', 'heuristic:builder']);
    expect(w.session.seats).toEqual(['heuristic:builder', 'heuristic']);
  });

  it('Antike East, 3 players, three strategies in their third seating: the same winner at the same turn', async () => {
    const rules = ruleset('antike-east');
    const job: SimJob = { variant: 'antike-east', seed: 3, rotation: 2, bots: ['heuristic', 'heuristic:builder', 'heuristic:conqueror'], players: 3, maxMoves: 5000 };
    const w = await watched(rules, job);
    expect(w.reported.outcome).toBe('finished');
    expect(w.state.nations).toHaveLength(3);
    expectSameEnd(w.reported, w);
    expect(w.session.seats).toEqual(['heuristic:conqueror', 'heuristic', 'heuristic:builder']);
  });

  it('a game the move cap stopped replays to the same position, with no result, and its link says the cap stopped it', async () => {
    const rules = ruleset('antike-duellum');
    const job: SimJob = { variant: 'antike-duellum', seed: 2, rotation: 0, bots: ['random'], players: 2, maxMoves: 300 };
    const w = await watched(rules, job);
    expect(w.reported).toMatchObject({ outcome: 'stalled', stall: 'move cap 300', moves: 300 });
    expectSameEnd(w.reported, w);
    expect(watchQuery(w.reported)).toEqual({ watch: 'stalled', stall: 'move cap 300' });
  });
});

describe('which games of a run can be watched', () => {
  it('the shortest, a median and the longest finished game, then every stalled game, by seed', () => {
    const rules = ruleset('antike-duellum');
    const run = { bots: ['random'], players: 2, maxMoves: 2500 };
    const records = [1, 2, 3, 4, 5, 6].map((seed) => playRecord(rules, playOptions({ variant: 'antike-duellum', seed, rotation: 0, ...run })));
    const finished = records.filter((r) => r.outcome === 'finished').sort((a, b) => a.turnsPerNation - b.turnsPerNation || a.seed - b.seed);
    const stalled = records.filter((r) => r.outcome === 'stalled');
    // The picks below mean something only with games of both kinds and of different lengths.
    expect(finished.length).toBeGreaterThan(2);
    expect(stalled.length).toBeGreaterThan(0);
    const picks = watchPicks(records);
    expect(picks.map((p) => [p.kind, p.record.seed])).toEqual([
      ['shortest', finished[0].seed],
      ['median', finished[Math.floor((finished.length - 1) / 2)].seed],
      ['longest', finished[finished.length - 1].seed],
      ...stalled.map((r) => ['stalled', r.seed]),
    ]);
    expect(jobOf(picks[2].record, run)).toEqual({ variant: 'antike-duellum', seed: picks[2].record.seed, rotation: 0, ...run });
  });

  it('not a run with an MCTS seat that chooses by the clock, nor a bot the play page has no seat for', () => {
    expect(unwatchableWhy(['heuristic', 'mcts:1000', 'mcts:500:random'])).toBeUndefined();
    expect(unwatchableWhy(['heuristic', 'mcts:2s'])).toMatch(/mcts:2s.*by the clock/);
    expect(unwatchableWhy(['heuristic', 'someday-bot'])).toBe("the play page has no seat for the bot 'someday-bot'");
  });

  it('a watched game with an MCTS bot at another budget names it as its seat, which a saved game may hold', () => {
    const job: SimJob = { variant: 'antike-duellum', seed: 1, rotation: 0, bots: ['mcts:500', 'heuristic:balanced'], players: 2, maxMoves: 10 };
    const game = gameRecordOf(job, []);
    expect(game?.seats).toEqual(['mcts:500', 'heuristic']);
    expect(parseGameRecord(JSON.stringify(game))).toMatchObject({ ok: true, record: { seats: ['mcts:500', 'heuristic'] } });
    expect(parseGameRecord(JSON.stringify({ ...game, seats: ['mcts:0', 'heuristic'] }))).toMatchObject({ ok: false });
  });
});
