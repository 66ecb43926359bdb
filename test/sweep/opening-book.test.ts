import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bookEntry, bookModule, bookPath, bookRulesets } from '../../scripts/opening-book-code';

// The whole opening book against a fresh search (~45 CPU-s): npm test checks the default bot's Duellum lines only
// (test/bots/opening-book.test.ts).
describe('the opening book, every entry (engine/bots/generated/opening-book.ts)', () => {
  it('is the committed file, byte for byte, as `npm run bots:openings` writes it now', () => {
    const fresh = Object.fromEntries(bookRulesets.map((id) => bookEntry(id)));
    expect(readFileSync(bookPath, 'utf8') === bookModule(fresh), `${bookPath} is stale: run \`npm run bots:openings\``).toBe(true);
  });
});
