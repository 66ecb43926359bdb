import { describe, expect, it } from 'vitest';
import { regionAtCursor } from '../../app/_lib/region-at-cursor';

const regions = new Set(['roma', 'genua', 'carthago']);
const text = JSON.stringify(
  {
    map: {
      regions: { roma: { name: 'Roma', kind: 'coastal', borders: { genua: 'red' } }, genua: { name: 'Genua' } },
      lineups: { '2': { startCities: { romans: ['roma'], carthaginians: ['carthago'] } } },
    },
    rondel: { fields: { aurum: { name: 'AURUM' } } },
  },
  null,
  2,
);
/** The offset just inside the n-th occurrence of `needle`. */
const at = (needle: string, n = 0) => {
  let i = -1;
  for (let k = 0; k <= n; k++) i = text.indexOf(needle, i + 1);
  expect(i, needle).toBeGreaterThanOrEqual(0);
  return i + 2;
};

describe('the region under the editor cursor', () => {
  it("inside a region's entry: that region", () => {
    expect(regionAtCursor(text, at('"Roma"'), regions)).toEqual({ region: 'roma' });
    expect(regionAtCursor(text, at('"coastal"'), regions)).toEqual({ region: 'roma' });
    expect(regionAtCursor(text, at('"Genua"'), regions)).toEqual({ region: 'genua' });
  });
  it('on a border: the region and the one across it', () => {
    expect(regionAtCursor(text, at('"red"'), regions)).toEqual({ region: 'roma', other: 'genua' });
  });
  it('on a region id elsewhere (a start city): that region', () => {
    expect(regionAtCursor(text, at('"carthago"'), regions)).toEqual({ region: 'carthago' });
  });
  it('elsewhere, and in text that does not parse: none', () => {
    expect(regionAtCursor(text, at('"AURUM"'), regions)).toBeUndefined();
    expect(regionAtCursor('{"map": {"regions": {"roma": {', 30, regions)).toEqual({ region: 'roma' });
    expect(regionAtCursor('not json', 3, regions)).toBeUndefined();
  });
});
