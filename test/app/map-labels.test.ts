import { describe, expect, it } from 'vitest';
import { labelClashes, layoutMap, placeLabels, unitBox } from '../../app/_lib/map-layout';
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
