import { describe, expect, it } from 'vitest';
import { boardColors, nationDisplayColors, nationFill } from '../../app/_lib/colors';
import { contrast, deltaEFor, simulate, visions } from '../../app/_lib/color-vision';
import { builtInLibrary } from '../helpers/library';
import { ruleset } from '../helpers/game';

/** ΔE*ab of 20 or more reads as another colour at a glance; the minimum over normal, protanopic and deuteranopic vision. */
const DISTINCT = 20;
/** WCAG 1.4.11: graphical objects need 3:1 against what is next to them. */
const GRAPHIC_CONTRAST = 3;

const boards = [...builtInLibrary().keys()].map((id) => ({ id, nations: ruleset(id).map.nations }));
const worst = (a: string, b: string) => Math.min(...visions.map((v) => deltaEFor(a, b, v)));

describe('colour arithmetic', () => {
  it('contrast: black on white is 21:1, a colour on itself 1:1', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#7a4a26', '#7a4a26')).toBe(1);
  });
  it('simulation: pure red and pure green, far apart normally, come close for protanopes and deuteranopes; grey is unchanged', () => {
    expect(worst('#ff0000', '#00ff00')).toBeLessThan(deltaEFor('#ff0000', '#00ff00', 'normal') / 2);
    for (const v of visions) expect(simulate('#808080', v)).toBe('#808080');
  });
});

describe.each(boards)('nation colours on the board of $id', ({ nations }) => {
  const list = Object.entries(nations);

  it('every nation colour has a screen shade tuned for the board', () => {
    for (const [id, n] of list) expect(Object.hasOwn(nationDisplayColors, n.color), `${id}: no display shade for '${n.color}'`).toBe(true);
  });

  it(`tokens stand out from land and sea (outline ≥ ${GRAPHIC_CONTRAST}:1, fill ΔE ≥ ${DISTINCT} in all three visions)`, () => {
    for (const [id, n] of list) {
      const fill = nationFill(n);
      for (const ground of [boardColors.land, boardColors.sea]) {
        expect(contrast(boardColors.outline, ground), 'token outline').toBeGreaterThanOrEqual(GRAPHIC_CONTRAST);
        expect(worst(fill, ground), `${id} ${fill} against ${ground}`).toBeGreaterThanOrEqual(DISTINCT);
      }
    }
  });

  it(`no nation looks like the blue of borders and coastal rings (ΔE ≥ ${DISTINCT} in all three visions)`, () => {
    for (const [id, n] of list) expect(worst(nationFill(n), boardColors.blue), `${id} against the border blue`).toBeGreaterThanOrEqual(DISTINCT);
  });

  it(`every two nations differ for protanopes and deuteranopes too (ΔE ≥ ${DISTINCT})`, () => {
    for (let i = 0; i < list.length; i++)
      for (let j = i + 1; j < list.length; j++) {
        const [a, b] = [nationFill(list[i][1]), nationFill(list[j][1])];
        expect(worst(a, b), `${list[i][0]} ${a} / ${list[j][0]} ${b}`).toBeGreaterThanOrEqual(DISTINCT);
      }
  });
});
