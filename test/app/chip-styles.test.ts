import { describe, expect, it } from 'vitest';
import { boardColors, chipStyle, chipStyles, coinStyle, resourcePalette } from '../../app/_lib/colors';
import { deltaEFor, visions } from '../../app/_lib/color-vision';
import { stockChange } from '../../app/_lib/play-model';
import { given, ruleset, rulesetWith } from '../helpers/game';

const worst = (a: string, b: string) => Math.min(...visions.map((v) => deltaEFor(a, b, v)));

/** The play page draws resource kinds from the ruleset (/economy/resources): colour, letter and name. */
describe('chip styles come from the ruleset', () => {
  it('the base games: each kind its declared colour and its name’s letter, coins last', () => {
    const rules = ruleset('antike-duellum');
    const styles = chipStyles(rules.economy.resources);
    expect(Object.keys(styles)).toEqual(['marble', 'iron', 'gold', 'coin']);
    for (const [id, kind] of Object.entries(rules.economy.resources)) {
      expect(styles[id].fill).toBe(kind.color);
      expect(styles[id].letter).toBe(kind.name.slice(0, 1).toUpperCase());
    }
    expect(styles.coin).toEqual(coinStyle);
  });

  it('kinds without a colour take the fallback palette in order, and stay apart from each other', () => {
    const styles = chipStyles({ wine: { name: 'wine' }, salt: { name: 'Salt' }, marble: { name: 'marble', color: '#f3efe6' } });
    expect(styles.wine.fill).toBe(resourcePalette[0]);
    expect(styles.salt.fill).toBe(resourcePalette[1]);
    expect(styles.salt.letter).toBe('S');
    expect(styles.marble.fill).toBe('#f3efe6');
    // Apart from each other, from the base games' kinds and from the board's land and sea, in every vision.
    const base = Object.values(ruleset('antike-duellum').economy.resources).map((k) => k.color!);
    const others = [...base, boardColors.land, boardColors.sea];
    resourcePalette.forEach((c, i) => {
      for (const o of [...resourcePalette.slice(i + 1), ...others]) expect(worst(c, o), `${c} ${o}`).toBeGreaterThanOrEqual(15);
    });
  });

  it('drafts the editor draws mid-typing do not break it; an undeclared kind is a neutral chip with its id', () => {
    expect(Object.keys(chipStyles(undefined))).toEqual(['coin']);
    expect(Object.keys(chipStyles([1, 2]))).toEqual(['coin']);
    expect(chipStyles({ odd: null }).odd.name).toBe('odd');
    expect(chipStyle(chipStyles({}), 'salt')).toMatchObject({ name: 'salt', letter: 'S' });
  });

  it('the play page’s stock change names kinds by the ruleset’s names', () => {
    const rules = rulesetWith('antike-duellum', { economy: { resources: { marble: { name: 'Marmor' } } } });
    const before = given(rules, { active: 'romans', stock: { romans: { marble: 6, coin: 2 } } });
    const after = structuredClone(before);
    after.nation.romans.stock.marble = 0;
    after.nation.romans.stock.coin = 3;
    expect(stockChange(before, after, 'romans', rules)).toBe('pay 6 Marmor, get 1 coin');
  });
});
