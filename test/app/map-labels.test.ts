import { describe, expect, it } from 'vitest';
import { LABEL_FONT_SIZE, labelClashes, layoutMap, placeLabels, READABLE_LABEL_PX, readableWidth, unitBox } from '../../app/_lib/map-layout';
import { builtInLibrary } from '../helpers/library';
import { ruleset } from '../helpers/game';

const maps = [...new Map([...builtInLibrary().keys()].map((id) => [ruleset(id).map.name, ruleset(id).map])).values()];

describe.each(maps.map((map) => ({ name: map.name, map })))('region names on $name', ({ map }) => {
  const layout = layoutMap(map.regions);
  const units = layout.regions.map(unitBox);
  const labels = placeLabels(layout, units);

  it('no two names overlap, no name covers another region, none leaves the picture', () => {
    expect(Object.keys(labels).length).toBe(layout.regions.length);
    expect(labelClashes(layout, labels)).toEqual([]);
  });

  it("no name covers another region's unit icons", () => {
    const hits: string[] = [];
    for (const [id, { box }] of Object.entries(labels))
      layout.regions.forEach((r, i) => {
        const u = units[i];
        if (r.id !== id && box.x0 < u.x1 && u.x0 < box.x1 && box.y0 < u.y1 && u.y0 < box.y1) hits.push(`${id} over ${r.id}'s units`);
      });
    expect(hits).toEqual([]);
  });
});

describe('the clashes placeLabels avoids are real', () => {
  it('centred-below names, as drawn before, overlap on the Rome–Carthage board (Mare Ligusticum, Massilia, Genua) or leave it (Brundisium)', () => {
    const map = ruleset('antike-duellum').map;
    const layout = layoutMap(map.regions);
    const naive = placeLabels({ ...layout, regions: [] }, []);
    expect(naive).toEqual({});
    const old = Object.fromEntries(
      layout.regions.map((r) => {
        const w = r.name.length * 6.6 + 4;
        const y1 = r.y + 15 + (r.kind === 'sea' ? 10 : 13) + 3;
        return [r.id, { dx: 0, dy: 0, anchor: 'middle' as const, box: { x0: r.x - w / 2, y0: y1 - 12, x1: r.x + w / 2, y1 } }];
      }),
    );
    const clashes = labelClashes(layout, old).join('; ');
    expect(clashes).toMatch(/mare-ligusticum/);
  });
});

describe('readableWidth: how wide a phone draws a board so its names can be read', () => {
  it('a 1000-unit board is drawn about 955 px wide, its 11-unit names at 10.5 px (fitted to a 390 px phone they were 4 px)', () => {
    const layout = layoutMap(ruleset('antike-duellum').map.regions);
    const width = readableWidth(layout);
    expect(width).toBe(955);
    expect((LABEL_FONT_SIZE * width) / layout.width).toBeGreaterThanOrEqual(READABLE_LABEL_PX);
    expect((LABEL_FONT_SIZE * 366) / layout.width).toBeLessThan(5);
  });

  it('scales with the picture and the size asked for', () => {
    expect(readableWidth({ width: 500 })).toBe(478);
    expect(readableWidth({ width: 1000 }, 11)).toBe(1000);
  });
});
