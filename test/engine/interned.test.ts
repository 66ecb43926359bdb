// engine/interned.ts: what a worker is handed (a ruleset, a state) is interned once, so V8's optimised lookups by id
// keep their code (the simulate page's workers threw it away again and again without it).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { serialize, deserialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { createGame, interned } from '../../engine/index';
import { validateRuleset } from '../../engine/ruleset/validate';
import { loadLibrary } from '../../lib/rulesets/load';

const ruleset = validateRuleset(loadLibrary({ workspace: false }), 'antike-duellum-house-events').ruleset!;

describe('interned', () => {
  it('copies a ruleset and a game state as they are, and leaves what it was given alone', () => {
    // As a worker gets them: through the structured clone of postMessage (v8's serializer is the same one).
    const sentRuleset = deserialize(serialize(ruleset));
    const state = createGame(ruleset, { seed: 3, players: 2 });
    const sentState = deserialize(serialize(state));
    const before = JSON.stringify([sentRuleset, sentState]);
    const [r, s] = [interned(sentRuleset), interned(sentState)];
    expect(r).toEqual(ruleset);
    expect(s).toEqual(state);
    expect(r).not.toBe(sentRuleset);
    expect(JSON.stringify([sentRuleset, sentState])).toBe(before);
    // The copy plays: the same first moves from the same seed.
    expect(JSON.stringify(createGame(r, { seed: 3, players: 2 }))).toBe(JSON.stringify(state));
  });

  it('keeps an own "__proto__" key a property, as JSON.parse does, and keeps numbers, booleans and null', () => {
    const data = JSON.parse('{"__proto__": {"polluted": true}, "n": 1.5, "b": false, "z": null, "a": ["12", "x"]}');
    const copy = interned(data);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(['__proto__', 'n', 'b', 'z', 'a']);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(data));
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('gives V8\'s interned strings where the structured clone gave copies (checked with V8\'s own %IsInternalizedString)', () => {
    const script = `
      import { interned } from ${JSON.stringify(path.resolve('engine/interned.ts'))};
      import { serialize, deserialize } from 'node:v8';
      const sent = deserialize(serialize({ stacks: ['navigator', 'king'], nested: { nations: ['romans'] } }));
      const kept = interned(sent);
      console.log(JSON.stringify([%IsInternalizedString(sent.stacks[0]), %IsInternalizedString(kept.stacks[0]), %IsInternalizedString(kept.nested.nations[0])]));`;
    const out = execFileSync(process.execPath, ['--allow-natives-syntax', '--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    // The clone's strings are not interned (the cause); the copy's are.
    expect(JSON.parse(out)).toEqual([false, true, true]);
  });
});
