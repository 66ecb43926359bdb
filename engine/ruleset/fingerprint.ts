import type { Ruleset } from './types';

/**
 * A fingerprint of a ruleset's content: cyrb53 (a 53-bit string hash) of its JSON text, twice with different seeds.
 * Synchronous and the same in Node and the browser, where a ruleset arrives as the server's JSON with the same keys in
 * the same order. It names a resolved ruleset wherever its content, not its id, matters: the opening book's entries
 * (engine/bots/opening-book.ts) and a simulation's batches, which workers cache and share lines by (engine/sim/batch.ts).
 */
export function rulesetFingerprint(ruleset: Ruleset): string {
  const text = JSON.stringify(ruleset);
  return `${cyrb53(text, 0).toString(16)}${cyrb53(text, 0x9e3779b9).toString(16)}`;
}

function cyrb53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}
