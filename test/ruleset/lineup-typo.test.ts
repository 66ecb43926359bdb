/**
 * A misspelt nation in a lineup is one mistake with one fix (map-lineups check): the validator names it once, with the
 * nation meant, and does not add advice that spreads the typo ("add start cities for 'persans'", "start cities given
 * for 'persians', which is not in this lineup; did you mean 'persans'?").
 */
import { describe, expect, it } from 'vitest';
import { validateRuleset } from '../../engine/ruleset/validate';
import { builtInLibrary, libraryWith, sourceFromText } from '../helpers/library';

const east = validateRuleset(builtInLibrary(), 'antike-east').ruleset!;
/** Antike East's own lineup for `players`, with `from` written as `to`. */
function lineupWith(players: string, from: string, to: string) {
  const nations = east.map.lineups[players].nations;
  expect(nations).toContain(from);
  return { map: { lineups: { [players]: { nations: nations.map((n) => (n === from ? to : n)), ...(east.map.lineups[players].startNation === from ? { startNation: to } : {}) } } } };
}

function diagnosticsOf(patch: unknown) {
  const source = sourceFromText('workspace/typo.variant.json', JSON.stringify({ id: 'typo', title: 'Typo', extends: 'antike-east', patch }, null, 2));
  return validateRuleset(libraryWith(source), 'typo').diagnostics.filter((d) => d.severity === 'error');
}

describe('a misspelt nation in a lineup', () => {
  it('is one error at the lineup entry, naming the nation meant, and nothing that repeats the typo', () => {
    const patch = lineupWith('3', 'persians', 'persans');
    const at = patch.map.lineups['3'].nations.indexOf('persans');
    const errors = diagnosticsOf(patch);
    expect(errors.map((d) => `${d.code} ${d.pointer}`)).toEqual([`map/unknown-nation /map/lineups/3/nations/${at}`]);
    expect(errors[0].message).toContain("nation 'persans' is not defined in /map/nations; did you mean 'persians'?");
  });

  it('a nation of the board left without start cities is still named: only the typo\'s follow-ons are left out', () => {
    const errors = diagnosticsOf({ map: { lineups: { '3': { startCities: { persians: null } } } } });
    expect(errors.map((d) => `${d.code} ${d.pointer}`)).toEqual(['map/missing-start-cities /map/lineups/3/startCities']);
    expect(errors[0].message).toContain("nation 'persians' has no start cities in lineup 3");
  });
});
