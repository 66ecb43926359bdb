import { describe, expect, it } from 'vitest';
import { applyMergePatch, createMergePatch } from '../../engine/ruleset/merge-patch';

describe('JSON Merge Patch (RFC 7396)', () => {
  it('follows the RFC 7396 appendix examples', () => {
    const cases: [unknown, unknown, unknown][] = [
      [{ a: 'b' }, { a: 'c' }, { a: 'c' }],
      [{ a: 'b' }, { b: 'c' }, { a: 'b', b: 'c' }],
      [{ a: 'b' }, { a: null }, {}],
      [{ a: 'b', b: 'c' }, { a: null }, { b: 'c' }],
      [{ a: ['b'] }, { a: 'c' }, { a: 'c' }],
      [{ a: 'c' }, { a: ['b'] }, { a: ['b'] }],
      [{ a: { b: 'c' } }, { a: { b: 'd', c: null } }, { a: { b: 'd' } }],
      [{ a: [{ b: 'c' }] }, { a: [1] }, { a: [1] }],
      [['a', 'b'], ['c', 'd'], ['c', 'd']],
      [{ a: 'b' }, ['c'], ['c']],
      [{ a: 'foo' }, null, null],
      [{ a: 'foo' }, 'bar', 'bar'],
      [{ e: null }, { a: 1 }, { e: null, a: 1 }],
      [[1, 2], { a: 'b', c: null }, { a: 'b' }],
      [{}, { a: { bb: { ccc: null } } }, { a: { bb: {} } }],
    ];
    for (const [target, patch, result] of cases) expect(applyMergePatch(target, patch)).toEqual(result);
  });

  it('never mutates its inputs', () => {
    const target = { a: { b: 1 } };
    applyMergePatch(target, { a: { b: 2 } });
    expect(target).toEqual({ a: { b: 1 } });
  });

  it('ignores prototype keys instead of touching Object.prototype', () => {
    const patch = JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}');
    const result = applyMergePatch({}, patch) as Record<string, unknown>;
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
  });

  it('creates the smallest patch that reproduces an edit', () => {
    const base = { rondel: { freeSteps: 3, order: ['a', 'b'] }, keep: 1, drop: 2 };
    const edited = { rondel: { freeSteps: 2, order: ['a', 'b'] }, keep: 1, extra: true };
    const patch = createMergePatch(base, edited);
    expect(patch).toEqual({ rondel: { freeSteps: 2 }, drop: null, extra: true });
    expect(applyMergePatch(base, patch)).toEqual(edited);
  });
});
