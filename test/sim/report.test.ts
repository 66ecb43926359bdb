import { describe, expect, it } from 'vitest';
import { playRecord, type GameRecord } from '../../engine/sim/play-record';
import { buildReport, compareReport, CSV_HEADER, mergeRecords, recordsToCsv, singleReport } from '../../engine/sim/report';
import { ruleset } from '../helpers/game';
import { cardNamesOf, formatSingle } from '../../engine/sim/report-text';

/** A hand-made record: only the fields a test reads differ from a plain finished game. */
function rec(seed: number, over: Partial<GameRecord> = {}): GameRecord {
  return {
    variant: 'v',
    seed,
    rotation: 0,
    seats: { red: 'h', blue: 'h' },
    order: ['red', 'blue'],
    outcome: 'finished',
    winner: 'red',
    ending: 'personages',
    winnerPersonages: { king: 3, scholar: 6 },
    turnsPerNation: 20,
    rounds: 20,
    moves: 100,
    decisions: 10,
    legalSum: 50,
    offTurnDecisions: 1,
    ...over,
  };
}

describe('what the nations did (counted moves per game, and the turn of the first)', () => {
  it('counts each type per finished game (0 where a game made none), the first one\'s turn over the games that had one, and B − A by Welch', () => {
    const records = [
      rec(1, { made: { 'temple.build': 4, 'city.found': 10 }, firstMade: { 'temple.build': 12, 'city.found': 3 } }),
      rec(2, { made: { 'temple.build': 2, 'city.found': 12 }, firstMade: { 'temple.build': 18, 'city.found': 4 } }),
      rec(3, { made: { 'city.found': 11 }, firstMade: { 'city.found': 5 } }),
      // a stalled game's moves are not counted.
      rec(4, { outcome: 'stalled', winner: undefined, made: { 'temple.build': 40 }, firstMade: { 'temple.build': 1 } }),
    ];
    const made = buildReport(records).made!;
    // In countedMoves' order: foundings first.
    expect(Object.keys(made)).toEqual(['city.found', 'temple.build']);
    // 4, 2 and 0 temples: mean 2; the first temples at turns 12 and 18: mean 15.
    expect(made['temple.build'].perGame).toMatchObject({ mean: 2, median: 2 });
    expect(made['temple.build'].firstTurn).toMatchObject({ mean: 15 });
    expect(made['city.found'].perGame).toMatchObject({ mean: 11 });
    // B: one temple more in every game. Welch over 4, 2, 0 and 5, 3, 1 (s² = 4 each): se = √(4/3 + 4/3) = 1.632993.
    const b = records.map((r) => ({ ...r, variant: 'w', made: { ...r.made, 'temple.build': (r.made?.['temple.build'] ?? 0) + 1 } }));
    const d = compareReport(records, b).diff['made.temple.build.perGame.mean'];
    expect(d).toMatchObject({ a: 2, b: 3, diff: 1 });
    expect(d.ci95![0]).toBeCloseTo(1 - 1.959964 * 1.632993, 3);
    // The CSV carries them as winner_personages does.
    const header = CSV_HEADER.split(',');
    const row = recordsToCsv(records).split('\n')[1].split(',');
    expect(row[header.indexOf('made')]).toBe('temple.build=4 city.found=10');
    expect(row[header.indexOf('first_made')]).toBe('temple.build=12 city.found=3');
  });

  it('a played game counts its moves: the founding moves it made, by every nation, and the first at its turn', () => {
    const record = playRecord(ruleset('antike-duellum'), { seed: 3, bots: ['heuristic'], maxMoves: 6000 });
    expect(record.outcome).toBe('finished');
    expect(record.made!['city.found']).toBeGreaterThan(5);
    expect(record.firstMade!['city.found']).toBeGreaterThan(0);
    expect(record.firstMade!['city.found']).toBeLessThan(record.turnsPerNation);
  });
});

describe('event cards in the report (how the bots used each card)', () => {
  it('counts copies taken and played, the games a card was played in, and how often its player won, over finished games only', () => {
    const records = [
      // red played raid twice and won; blue took one.
      rec(1, { winner: 'red', cards: { raid: { taken: { red: 1, blue: 1 }, played: { red: 2 } } } }),
      // both played raid, blue won; red took a wall card it never played.
      rec(2, { winner: 'blue', cards: { raid: { played: { red: 1, blue: 1 } }, wall: { taken: { red: 1 } } } }),
      // a stalled game's cards are not counted.
      rec(3, { outcome: 'stalled', winner: undefined, cards: { raid: { played: { red: 5 } } } }),
    ];
    const cards = buildReport(records).cards!;
    expect(Object.keys(cards)).toEqual(['raid', 'wall']);
    expect(cards.raid).toMatchObject({ taken: 2, played: 4, gamesPlayed: 2 });
    // Three (game, nation) plays: red won game 1, red lost game 2, blue won game 2.
    expect(cards.raid.playerWon.wins).toBe(2);
    expect(cards.raid.playerWon.winRate).toBeCloseTo(2 / 3, 4);
    expect(cards.wall).toMatchObject({ taken: 1, played: 0, gamesPlayed: 0, playerWon: { wins: 0, winRate: null } });
    expect(buildReport([rec(4)]).cards).toBeUndefined();
  });

  it('the text report names each card as the ruleset prints it, beside the id the JSON uses', () => {
    // Names per ruleset: the house events write the blank cards as their own cards.
    const names = cardNamesOf({ v: ruleset('antike-duellum-house-events'), base: ruleset('antike-duellum') });
    expect(names.v.burglary).toBe('Burglary');
    expect([names.v['blank-2'], names.base['blank-2']]).toEqual(['Reforms', 'Blank card 2']);
    const report = singleReport([rec(1, { cards: { burglary: { played: { red: 1 } }, 'blank-2': { played: { red: 1 } }, 'no-such-card': { taken: { red: 1 } } } })], { variant: 'v' });
    const text = formatSingle(report, [], names);
    const row = (label: string) => text.split('\n').find((l) => l.trimStart().startsWith(label));
    expect(row('Burglary (burglary)')).toMatch(/Burglary \(burglary\)\s+0\s+1\s+1\s/);
    expect(row('Reforms (blank-2)')).toBeDefined();
    // A card no ruleset names (a record from another deck) keeps its id rather than a made-up name.
    expect(row('no-such-card')).toBeDefined();
    expect(formatSingle(report)).toContain('  burglary ');
  });

  it('a real house-events game records the cards its bots took and played', () => {
    const r = playRecord(ruleset('antike-duellum-house-events'), { seed: 2, bots: ['heuristic'], maxMoves: 5000 });
    expect(r.outcome).toBe('finished');
    const played = Object.values(r.cards ?? {}).flatMap((c) => Object.values(c.played ?? {}));
    expect(played.reduce((a, b) => a + b, 0)).toBeGreaterThan(2);
  });
});

describe('report from records, against figures computed by hand', () => {
  const records = [
    rec(1, { winner: 'red', turnsPerNation: 10, rounds: 10 }),
    rec(2, { winner: 'red', order: ['blue', 'red'], turnsPerNation: 20, rounds: 21, winnerPersonages: { king: 1, scholar: 8 } }),
    rec(3, { winner: 'blue', turnsPerNation: 30, rounds: 30, decisions: 20, legalSum: 60, offTurnDecisions: 4, winnerPersonages: { citizen: 9 } }),
    rec(4, { outcome: 'stalled', winner: undefined, ending: undefined, winnerPersonages: undefined, stall: 'move cap 100', turnsPerNation: 50, rounds: 50 }),
    rec(5, { outcome: 'error', winner: undefined, ending: undefined, winnerPersonages: undefined, error: 'boom', turnsPerNation: 5 }),
  ];
  const report = buildReport(records, { bots: ['h'] });

  it('counts: stalled games are not wins, errors are neither wins nor draws', () => {
    expect(report).toMatchObject({ games: 5, finished: 3, stalled: 1, errors: 1 });
    expect(report.seats.red.wins + report.seats.blue.wins).toBe(report.finished);
    expect(report.errorSamples).toEqual([{ seed: 5, rotation: 0, error: 'boom' }]);
  });

  it('seat win rates over finished games with Wilson intervals', () => {
    // red won 2 of the 3 finished games: p = 0.6667, z²/n = 1.280486, denom 2.280486
    // centre = (0.666667 + 0.640243)/2.280486 = 0.573084; half = 1.959964/2.280486 · √(0.074074 + 0.106716) = 0.859453 · 0.425194 = 0.365434
    // → [0.2076, 0.9385]
    expect(report.seats.red.wins).toBe(2);
    expect(report.seats.red.winRate).toBe(0.6667);
    expect(report.seats.red.ci95[0]).toBeCloseTo(0.2077, 3);
    expect(report.seats.red.ci95[1]).toBeCloseTo(0.9385, 3);
    expect(report.seats.blue).toMatchObject({ wins: 1, winRate: 0.3333 });
  });

  it('first player: the first nation in each game’s order', () => {
    // seed 1: red first, red won; seed 2: blue first, red won; seed 3: red first, blue won → 1 of 3
    expect(report.firstPlayer).toMatchObject({ wins: 1, winRate: 0.3333 });
  });

  it('two nations per player (2-player Antike, A-SET-12): a player wins with either nation, and the first player is the player of the first nation', () => {
    const players = [['red', 'green'], ['blue', 'gold']];
    const four = (seed: number, order: string[], winner: string | undefined, over: Partial<GameRecord> = {}) =>
      rec(seed, { seats: { red: 'h', green: 'h', blue: 'h', gold: 'h' }, order, winner, players, ...over });
    const records = [
      four(1, ['red', 'blue', 'green', 'gold'], 'green'), // player 1 moves first and wins with its second nation
      four(2, ['blue', 'red', 'gold', 'green'], 'gold'), // player 2 moves first and wins
      four(3, ['gold', 'green', 'blue', 'red'], 'red'), // player 2 moves first, player 1 wins
      four(4, ['red', 'blue', 'green', 'gold'], undefined, { outcome: 'stalled' }), // a stall is nobody's win
    ];
    const shared = buildReport(records);
    // Player 1: seeds 1 and 3 of 3 finished; player 2: seed 2. By nation, the first nation won only seed 2 of 3.
    expect(shared.players).toEqual([
      { nations: ['red', 'green'], wins: 2, winRate: 0.6667, ci95: expect.any(Array) },
      { nations: ['blue', 'gold'], wins: 1, winRate: 0.3333, ci95: expect.any(Array) },
    ]);
    expect(shared.firstPlayer).toMatchObject({ wins: 2, winRate: 0.6667 });
    expect(formatSingle(singleReport(records))).toContain('win rate player 1 (red + green)');
    // One nation each: no players' rows, the first nation's own wins.
    expect(report.players).toBeUndefined();
    // A vs B names each player's difference.
    const b = records.map((r) => ({ ...r, variant: 'w', winner: r.winner && (r.winner === 'green' ? 'blue' : r.winner) }));
    expect(compareReport(records, b).diff['players.1.winRate']).toMatchObject({ a: 0.6667, b: 0.3333 });
  });

  it('lengths, endings, branching and decision share over finished games', () => {
    // turns 10, 20, 30: mean 20, median 20, p95 = x[1] + 0.9·(x[2] − x[1]) = 20 + 9 = 29 (index 2·0.95 = 1.9)
    // and the mean's 95% interval: s² of 10, 20, 30 is 100, se = √(100/3) = 5.773503; ± 1.959964 · 5.773503 = ± 11.315857
    expect(report.turnsPerNation).toMatchObject({ mean: 20, meanCi95: [8.6841, 31.3159], median: 20, p95: 29 });
    expect(report.turnsPerNation.histogram.bins.reduce((n, b) => n + b.count, 0)).toBe(3);
    expect(report.rounds).toMatchObject({ mean: 20.3333, median: 21 });
    expect(report.endings.types).toEqual({ personages: 3 });
    // winners held king 3+1+0 = 4, scholar 6+8+0 = 14, citizen 9 → per winner 1.3333, 4.6667, 3
    expect(report.endings.personageMix).toEqual({ citizen: 3, king: 1.3333, scholar: 4.6667 });
    // legal moves (50 + 50 + 60) / decisions (10 + 10 + 20) = 4; off turn (1 + 1 + 4) / 40 = 0.15
    expect(report.branching.mean).toBe(4);
    expect(report.decisionShare).toBe(0.15);
  });

  it('A vs B: each difference B − A with its interval', () => {
    const b = records.map((r) => ({ ...r, variant: 'w', turnsPerNation: r.turnsPerNation + 2, rounds: r.rounds + 2 }));
    const cmp = compareReport(records, b, { a: 'v', b: 'w' });
    expect(cmp.notice).toMatch(/bot-vs-bot/);
    // every finished game is exactly 2 turns longer in B: difference 2, and the Welch interval straddles it
    expect(cmp.diff['turnsPerNation.mean'].diff).toBe(2);
    const [lo, hi] = cmp.diff['turnsPerNation.mean'].ci95!;
    // s² of 10, 20, 30 is 100 on both sides: se = √(100/3 + 100/3) = 8.164966; ± 1.959964 · 8.164966 = ± 16.0030
    expect(lo).toBeCloseTo(2 - 16.003, 3);
    expect(hi).toBeCloseTo(2 + 16.003, 3);
    expect(cmp.diff['seats.red.winRate']).toMatchObject({ a: 0.6667, b: 0.6667, diff: 0 });
    expect(cmp.diff['firstPlayer.winRate'].ci95![0]).toBeLessThan(0);
    expect(Object.keys(cmp.diff)).toEqual(
      expect.arrayContaining(['finished', 'stalled', 'firstPlayer.winRate', 'seats.red.winRate', 'seats.blue.winRate', 'turnsPerNation.mean', 'rounds.mean', 'branching.mean', 'decisionShare']),
    );
    expect(cmp.a.turnsPerNation.histogram.binWidth).toBe(cmp.b.turnsPerNation.histogram.binWidth);
  });

  it('closeness: lead changes, the winner’s margin and the share of the game it led from, over finished games that have them', () => {
    const records = [
      rec(1, { leadChanges: 0, margin: 3, winnerLeadFrom: 0.1 }),
      rec(2, { leadChanges: 2, margin: 1, winnerLeadFrom: 0.9 }),
      rec(3, { leadChanges: 4, margin: 2, winnerLeadFrom: 0.5 }),
      rec(4, { outcome: 'stalled', winner: undefined, leadChanges: 9 }), // a stall is not a game decided
      rec(5), // a record made before these were counted
    ];
    const report = buildReport(records);
    // lead changes 0, 2, 4: mean 2, median 2, p95 = 2 + 0.9·(4 − 2) = 3.8
    // its 95% interval: s² = 4, se = √(4/3) = 1.154701; ± 1.959964 · 1.154701 = ± 2.263171, cut at 0 (a count)
    expect(report.closeness.leadChanges).toEqual({ mean: 2, meanCi95: [0, 4.2632], median: 2, p95: 3.8 });
    // shares 0.1, 0.9, 0.5: ± 1.959964 · √(0.16/3) = ± 0.452635 around 0.5, inside [0, 1]
    expect(report.closeness.winnerLeadFrom.meanCi95).toEqual([0.0474, 0.9526]);
    expect(report.closeness.margin).toMatchObject({ mean: 2, median: 2 });
    expect(report.closeness.winnerLeadFrom).toMatchObject({ mean: 0.5, median: 0.5 });
    // B: each game's lead changed once more; Welch over 0, 2, 4 and 1, 3, 5 (s² = 4 each): se = √(4/3 + 4/3) = 1.632993
    const b = records.map((r) => ({ ...r, variant: 'w', leadChanges: r.leadChanges === undefined ? undefined : r.leadChanges + 1 }));
    const d = compareReport(records, b).diff['closeness.leadChanges.mean'];
    expect(d).toMatchObject({ a: 2, b: 3, diff: 1 });
    expect(d.ci95![0]).toBeCloseTo(1 - 1.959964 * 1.632993, 3);
    expect(d.ci95![1]).toBeCloseTo(1 + 1.959964 * 1.632993, 3);
    const header = CSV_HEADER.split(',');
    const row = recordsToCsv(records).split('\n')[1].split(',');
    expect(['lead_changes', 'margin', 'winner_lead_from'].map((c) => row[header.indexOf(c)])).toEqual(['0', '3', '0.1']);
  });

  it('refuses to mix variants in one report', () => {
    expect(() => buildReport([rec(1), rec(2, { variant: 'other' })])).toThrow(/sim\/mixed-variants/);
  });

  it('CSV: the header and one row per game, quoted where needed', () => {
    const csv = recordsToCsv(mergeRecords(records)).trimEnd().split('\n');
    expect(csv[0]).toBe(CSV_HEADER);
    expect(csv).toHaveLength(6);
    expect(csv[1].split(',').slice(0, 5)).toEqual(['v', '1', '0', 'finished', 'red']);
    expect(recordsToCsv([rec(9, { outcome: 'error', error: 'a, "b"' })])).toContain('"a, ""b"""');
  });

  it('CSV: where a player runs two nations (A-SET-12), each row names the players and the winning one, so the rows count the report\'s players[n] wins', () => {
    const players = [['red', 'green'], ['blue', 'gold']];
    const four = (seed: number, winner: string | undefined, over: Partial<GameRecord> = {}) =>
      rec(seed, { seats: { red: 'h', green: 'h', blue: 'h', gold: 'g' }, order: ['red', 'blue', 'green', 'gold'], winner, players, ...over });
    const records = [four(1, 'green'), four(2, 'gold'), four(3, 'red'), four(4, undefined, { outcome: 'stalled' })];
    const [header, ...rows] = recordsToCsv(records).trimEnd().split('\n');
    const col = (name: string) => rows.map((row) => row.split(',')[header.split(',').indexOf(name)]);
    expect(col('winner_player')).toEqual(['1', '2', '1', '']);
    expect(col('players')).toEqual(Array(4).fill('1=red+green 2=blue+gold'));
    const report = buildReport(records);
    expect(report.players!.map((_, i) => col('winner_player').filter((p) => p === String(i + 1)).length)).toEqual(report.players!.map((p) => p.wins));
    // One nation each: the nation is the player, and both columns stay empty.
    const [h1, row1] = recordsToCsv([rec(1)]).trimEnd().split('\n');
    expect(['players', 'winner_player'].map((name) => row1.split(',')[h1.split(',').indexOf(name)])).toEqual(['', '']);
  });
});

describe('merging partial results', () => {
  const duellum = ruleset('antike-duellum');
  // Eight real games (random bots, capped so the test stays fast): some finish, some stall.
  const all = Array.from({ length: 8 }, (_, i) => playRecord(duellum, { seed: 100 + i, bots: ['random'], maxMoves: 2000 }));

  it('gives exactly the report of one run, whatever the split and order of the parts', () => {
    const whole = singleReport(all, { bots: ['random'] });
    expect(whole.finished + whole.stalled).toBe(8);
    const shuffled = [all[5], all[2], all[7], all[0], all[3], all[6], all[1], all[4]];
    const parts = [shuffled.slice(0, 3), shuffled.slice(3, 4), shuffled.slice(4)];
    expect(singleReport(mergeRecords(...parts), { bots: ['random'] })).toEqual(whole);
    expect(singleReport(mergeRecords(parts[2], parts[0], parts[1]), { bots: ['random'] })).toEqual(whole);
    expect(JSON.stringify(singleReport(shuffled, { bots: ['random'] }))).toBe(JSON.stringify(whole));
  });

  it('a game that came back twice (a retried job) counts once; two different results for one game are an error', () => {
    expect(mergeRecords(all.slice(0, 4), all.slice(2, 6))).toHaveLength(6);
    const forged = { ...all[0], winner: all[0].winner === 'romans' ? 'carthaginians' : 'romans' };
    expect(() => mergeRecords(all, [forged])).toThrow(/sim\/conflicting-records: antike-duellum seed 100/);
  });
});
