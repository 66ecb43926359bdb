/**
 * Reading a saved game (app/_lib/game-record.ts): a file that is not a saved game, or one of a later format, is
 * refused with a message that says so, instead of a complaint about one of its keys or a silent replay.
 */
import { describe, expect, it } from 'vitest';
import { parseGameRecord } from '../../app/_lib/game-record';

const saved = { format: 'rondel-game', version: 1, rulesetId: 'antike-duellum', seed: 4, players: 2, seats: ['human', 'heuristic'], moves: [] };

describe('parseGameRecord', () => {
  it('reads a saved game, and a link payload without format and version', () => {
    expect(parseGameRecord(JSON.stringify(saved))).toMatchObject({ ok: true, record: { rulesetId: 'antike-duellum', seed: 4 } });
    const { format: _f, version: _v, ...link } = saved;
    expect(parseGameRecord(JSON.stringify(link))).toMatchObject({ ok: true, record: { format: 'rondel-game', version: 1 } });
  });

  it('says a JSON file of another kind is not a saved game', () => {
    for (const other of [{ hello: 'world' }, { $schema: '../schemas/ruleset.schema.json', id: 'x', title: 'X' }, { ...saved, format: 'rondel-report' }]) {
      const parsed = parseGameRecord(JSON.stringify(other));
      expect(parsed.ok).toBe(false);
      expect(!parsed.ok && parsed.message).toMatch(/^it is not a Rondel saved game/);
    }
  });

  it('refuses a later format version instead of replaying it', () => {
    expect(parseGameRecord(JSON.stringify({ ...saved, version: 7 }))).toEqual({ ok: false, message: 'it is a saved game of format version 7, and this Rondel reads version 1' });
  });

  it('still names a broken key of a saved game', () => {
    expect(parseGameRecord(JSON.stringify({ ...saved, seed: 'x' }))).toEqual({ ok: false, message: "'seed' must be a whole number" });
  });
});
