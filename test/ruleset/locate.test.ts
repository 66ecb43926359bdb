import { describe, expect, it } from 'vitest';
import { locatePointer } from '../../engine/ruleset/locate';

const text = `{
  "a": 1,
  "list": [10, {"x/y": true, "z~": [1, 2]}],
  "nested": { "deep": { "key": "v" } },
  "s": "has \\"quotes\\" and { braces ["
}`;

describe('locatePointer', () => {
  it('finds an object member at its key', () => {
    expect(locatePointer(text, '/nested/deep/key')).toMatchObject({ line: 4, column: 25 });
  });

  it('finds an array element at its value', () => {
    expect(locatePointer(text, '/list/1')).toMatchObject({ line: 3, column: 16 });
  });

  it('decodes escaped pointer segments (~1 is /, ~0 is ~)', () => {
    expect(locatePointer(text, '/list/1/x~1y')).toMatchObject({ line: 3, column: 17 });
    expect(locatePointer(text, '/list/1/z~0/1')).toMatchObject({ line: 3, column: 40 });
  });

  it('skips strings containing brackets and quotes', () => {
    expect(locatePointer(text, '/s')).toMatchObject({ line: 5, column: 3 });
  });

  it('returns undefined for a pointer that is not in the text', () => {
    expect(locatePointer(text, '/nested/missing')).toBeUndefined();
    expect(locatePointer(text, '/list/7')).toBeUndefined();
  });

  it('handles 10,000-deep nesting without overflowing the stack', () => {
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    const pointer = '/0'.repeat(9_999);
    expect(locatePointer(deep, pointer)).toMatchObject({ line: 1, column: 10_000 });
  });
});
