import { describe, expect, it } from 'vitest';
import { BatchQueue, playBatch, taperedChunks, type BatchResult, type BatchTask } from '../../engine/sim/batch';
import { gameSpecs } from '../../engine/sim/play-record';
import { rulesetWith } from '../helpers/game';

// Duellum under another title: the same games and lines, but not in the opening book (engine/bots/opening-book.ts),
// so that a batch searches them.
const duellum = rulesetWith('antike-duellum', { title: 'Antike Duellum, not in the opening book' });
const specs = gameSpecs({ games: 4, seed: 1, bots: ['heuristic'], players: 2 });

function task(rulesetKey: string, openings?: BatchTask['openings']): BatchTask {
  // A pool worker receives the ruleset as a structured clone: another object with the same content.
  return { rulesetKey, ruleset: structuredClone(duellum), variant: 'antike-duellum', bots: ['heuristic'], players: 2, maxMoves: 4000, specs, openings };
}

describe('playBatch: a batch of games, and the opening lines it searched', () => {
  it('returns the lines it searched; a batch given them searches none and plays the same games', () => {
    const first = playBatch(task('batch-test-first'));
    // Duellum's two nations, each first and second in the turn order (engine/bots/opening.ts).
    expect(first.openings.map((e) => e.key.split('|').slice(-5, -3).join('@')).sort()).toEqual(['carthaginians@0', 'carthaginians@1', 'romans@0', 'romans@1']);
    expect(first.records).toHaveLength(4);

    const again = playBatch(task('batch-test-first'));
    expect(again.openings).toEqual([]);
    expect(again.records).toEqual(first.records);

    const adopted = playBatch(task('batch-test-adopted', JSON.parse(JSON.stringify(first.openings))));
    expect(adopted.openings).toEqual([]);
    expect(adopted.records).toEqual(first.records);
  });
});

describe('BatchQueue: which batch a free worker gets', () => {
  const batch = (rulesetKey: string, seed: number): BatchTask => ({ ...task(rulesetKey), ruleset: duellum, specs: [{ seed, rotation: 0 }] });
  const line = (key: string) => ({ key, fields: ['aurum'], from: [null] });
  const result = (openings: BatchResult['openings']): BatchResult => ({ records: [], openings });

  it("sends another ruleset's batch while a ruleset's first is out, then every later batch with the lines that came back", () => {
    const a = [batch('A', 1), batch('A', 2), batch('A', 3)];
    const b = [batch('B', 1), batch('B', 2)];
    const queue = new BatchQueue([...a, ...b]);
    const first = queue.next()!;
    expect(first.specs[0]).toEqual({ seed: 1, rotation: 0 });
    expect(first.rulesetKey).toBe('A');
    expect(first.openings).toBeUndefined();
    // A's lines are being searched: B's first batch goes out next, to search B's at the same time.
    const second = queue.next()!;
    expect([second.rulesetKey, second.specs[0].seed]).toEqual(['B', 1]);
    queue.done(second, result([line('b-line')]));
    // B's lines are known now, A's not yet: B's next batch goes first, with them.
    const third = queue.next()!;
    expect([third.rulesetKey, third.specs[0].seed]).toEqual(['B', 2]);
    expect(third.openings).toEqual([line('b-line')]);
    // Only A is left and its first batch is still out: the next goes anyway (a worker never waits), without lines.
    const fourth = queue.next()!;
    expect([fourth.rulesetKey, fourth.specs[0].seed, fourth.openings]).toEqual(['A', 2, undefined]);
    queue.done(first, result([line('a-line')]));
    queue.done(fourth, result([line('a-line'), line('a-other')]));
    const fifth = queue.next()!;
    expect([fifth.rulesetKey, fifth.specs[0].seed]).toEqual(['A', 3]);
    expect(fifth.openings).toEqual([line('a-line'), line('a-other')]);
    expect(queue.next()).toBeUndefined();
    expect(queue.remaining).toBe(0);
  });

  it('sends the lines an earlier run searched (adopt) with the first batch, and keeps them with the run\'s own (linesOf)', () => {
    const queue = new BatchQueue([batch('A', 1), batch('A', 2), batch('B', 1)]);
    expect(queue.adopt('A', [line('a-line')])).toBe(1);
    expect(queue.adopt('B', [])).toBe(0);
    const first = queue.next()!;
    expect([first.rulesetKey, first.openings]).toEqual(['A', [line('a-line')]]);
    // A is known now, so its second batch goes out at once, with the lines, before B's first.
    const second = queue.next()!;
    expect([second.rulesetKey, second.specs[0].seed, second.openings]).toEqual(['A', 2, [line('a-line')]]);
    queue.done(first, result([line('a-other')]));
    expect(queue.linesOf('A')).toEqual([line('a-line'), line('a-other')]);
    expect(queue.linesOf('B')).toEqual([]);
  });

  it('sends a ruleset whose bots search nothing without lines, and in order, once a batch came back', () => {
    const queue = new BatchQueue([batch('R', 1), batch('R', 2)]);
    const first = queue.next()!;
    queue.done(first, result([]));
    const second = queue.next()!;
    expect([second.specs[0].seed, second.openings]).toEqual([2, undefined]);
  });
});

describe('BatchQueue over a long run', () => {
  it('hands out 100,000 one-game batches of two rulesets in run order', () => {
    const tasks = Array.from({ length: 100_000 }, (_, i) => ({ rulesetKey: i % 2 ? 'B' : 'A', specs: [{ seed: i, rotation: 0 }] }) as unknown as BatchTask);
    const queue = new BatchQueue(tasks);
    const seeds: number[] = [];
    for (let task = queue.next(); task; task = queue.next()) {
      seeds.push(task.specs[0].seed);
      queue.done(task, { openings: [] });
    }
    expect(seeds).toEqual(tasks.map((t) => t.specs[0].seed));
  });
});

describe('taperedChunks: batches that shrink toward the end, so the workers finish together', () => {
  const seeds = Array.from({ length: 1000 }, (_, i) => i + 1);

  it('cuts every game once, in order, in batches of at most the size', () => {
    const parts = taperedChunks(seeds, 25, 2);
    expect(parts.flat()).toEqual(seeds);
    expect(Math.max(...parts.map((p) => p.length))).toBe(25);
  });

  it('gives each batch at most a (2 × workers)-th of the games left, down to single games at the end', () => {
    const sizes = taperedChunks(seeds, 25, 2).map((p) => p.length);
    // 1,000 games on 2 workers: 36 full batches leave 100; then ceil(left / 4) each time, as worked out by hand.
    expect(sizes.slice(0, 36)).toEqual(Array(36).fill(25));
    expect(sizes.slice(36)).toEqual([25, 19, 14, 11, 8, 6, 5, 3, 3, 2, 1, 1, 1, 1]);
  });

  it('keeps whole batches for a short run and handles an empty one', () => {
    expect(taperedChunks([1, 2, 3], 25, 2).map((p) => p.length)).toEqual([1, 1, 1]);
    expect(taperedChunks([], 25, 2)).toEqual([]);
  });
});
