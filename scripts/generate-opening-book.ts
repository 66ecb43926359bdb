/**
 * `npm run bots:openings`: writes engine/bots/generated/opening-book.ts, the opening lines of every named heuristic strategy for
 * the built-in Duellum rulesets and the Antike base game. Run it after changing the bots, their weights or those
 * rulesets; test/bots/opening-book.test.ts (Duellum's) and test/sweep/opening-book.test.ts (all) fail while the
 * committed book is stale.
 */
import { writeFileSync } from 'node:fs';
import { bookEntry, bookModule, bookPath, bookRulesets } from './opening-book-code.ts';

const book = Object.fromEntries(bookRulesets.map((id) => bookEntry(id)));
writeFileSync(bookPath, bookModule(book));
console.log(`wrote ${bookPath}: ${Object.values(book).reduce((n, e) => n + Object.keys(e.lines).length, 0)} lines for ${bookRulesets.join(', ')}`);
