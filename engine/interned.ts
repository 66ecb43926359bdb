/**
 * A copy of JSON data (a ruleset, a game state, a message of them) whose strings are interned: V8 keeps one copy of
 * each string it uses as a property name, and a string read from a postMessage (the structured clone) is a copy of its
 * own. The engine looks parts up by ids it reads from its data (`state.stacks[stack]`, `state.nation[nation]`), and
 * V8's optimised code for such a lookup compares the id with the one name it has seen, by identity: an equal string
 * that is another copy fails the check and throws the code away. In Chromium 156's Web Workers that happened again
 * and again ("unexpected name in keyed access", 138 times in one simulate worker over 200 Duellum games), and the
 * page's 2 × 1,000-game heuristic run took 22–24 s instead of 15 s. So every worker interns what it is handed once.
 */

/** `value` with every string, at any depth, replaced by V8's interned copy (a property name is always interned). */
export function interned<T>(value: T): T {
  if (typeof value === 'string') return internedString(value) as T;
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(interned) as T;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const part = interned((value as Record<string, unknown>)[key]);
    // An own "__proto__" in the data stays a property, as JSON.parse makes it, not the copy's prototype.
    if (key === '__proto__') Object.defineProperty(copy, key, { value: part, enumerable: true, writable: true, configurable: true });
    else copy[key] = part;
  }
  return copy as T;
}

function internedString(s: string): string {
  // An object's own key comes back as the interned name (array indices, "0" or "12", are numbers there and stay as
  // they are: they are not looked up as names).
  for (const key in { [s]: 0 }) return key;
  return s;
}
