import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countLabel, estimatedEntries } from '../../app/_lib/provenance-view';
import { indexProvenance, summarizeProvenance, uncoveredPatchValues, uncoveredValues } from '../../engine/ruleset/provenance';
import type { ProvenanceEntry, Ruleset } from '../../engine/ruleset/types';
import { sectionNames } from '../../engine/ruleset/types';
import { validateRuleset } from '../../engine/ruleset/validate';
import { builtInLibrary, libraryWith, sourceFromText } from '../helpers/library';
import { diffRulesets } from '../../engine/ruleset/diff';

/*
 * "Covered", precisely (rulesets/README.md, Provenance):
 * - a value is a leaf of provenanceLeaves: every number, string, boolean or array of the resolved ruleset,
 *   names and card/rule texts included, but not the workbench's own prose and bookkeeping (id, title,
 *   family, summary, sources, parts, notes, description, $schema, provenance);
 * - it is covered when some entry's pointer equals its pointer or is an ancestor of it (segment-wise);
 * - a printed entry must name a rulebook in its source and may not sit at the root or on a whole part-file
 *   section (/map, /rondel, /actions, /knowHows, /personages, /eventCards), so "printed" is never a blanket
 *   over a file: it names the sub-section it vouches for (e.g. /actions/build, /supply/temples);
 * - a variant must cover every value its own patch sets with its own entries: an inherited entry describes
 *   the parent's value, not the variant's.
 */
const library = builtInLibrary();
const root = path.resolve(import.meta.dirname, '../..');
const resolved = (id: string) => validateRuleset(library, id).ruleset as Ruleset;

describe('provenance coverage of the shipped rulesets', () => {
  for (const id of library.keys()) {
    it(`${id}: every value has a provenance entry`, () => {
      expect(uncoveredValues(resolved(id))).toEqual([]);
    });
  }

  for (const source of [...library.values()].filter((s) => s.kind === 'variant')) {
    it(`${source.id}: every value the patch sets has the variant's own entry`, () => {
      const doc = JSON.parse(readFileSync(path.resolve(root, source.document.file), 'utf8')) as { patch: unknown };
      expect(uncoveredPatchValues(doc.patch)).toEqual([]);
    });
  }

  it('printed entries cite a rulebook and name at least a sub-section; fan data and derived entries cite a source', () => {
    const bad: string[] = [];
    for (const id of library.keys()) {
      for (const [pointer, entry] of indexProvenance(resolved(id)).entries) {
        if (!entry) continue;
        if (entry.status !== 'estimated' && entry.status !== 'house-rule' && !entry.source?.trim()) bad.push(`${id} ${pointer}: ${entry.status} without a source`);
        if (entry.status === 'printed' && !/rulebook/.test(entry.source ?? '')) bad.push(`${id} ${pointer}: printed, but the source names no rulebook`);
        if (entry.status === 'printed' && (pointer === '' || sectionNames.some((s) => pointer === `/${s}`))) bad.push(`${id} ${pointer}: printed entry on a whole part file`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('can fail: a value whose entry is removed, or a new value with none, is reported', () => {
    const ruleset = structuredClone(resolved('antike-duellum'));
    delete ruleset.provenance!['/supply/coins'];
    (ruleset.supply as Record<string, unknown>).cityStonesPerNation = 25;
    expect(uncoveredValues(ruleset)).toEqual(expect.arrayContaining(['/supply/coins', '/supply/cityStonesPerNation']));
    expect(uncoveredPatchValues({ victory: { targetByNations: { '2': 11 } } })).toEqual(['/victory/targetByNations/2']);
    expect(uncoveredPatchValues({ victory: { targetByNations: { '2': 11 } }, provenance: { '/victory': { status: 'house-rule' } } })).toEqual([]);
  });

  it("a value a variant changes without its own entry counts as a house rule, never as the parent's printed value", () => {
    const text = JSON.stringify({ id: 'temples-five-unsourced', title: 'Temples cost 5, no provenance', extends: 'antike-duellum', patch: { actions: { build: { temple: { cost: { marble: 5 } } } } } });
    const withVariant = libraryWith(sourceFromText('workspace/temples-five-unsourced.variant.json', text));
    const variant = validateRuleset(withVariant, 'temples-five-unsourced').ruleset as Ruleset;
    const pointer = '/actions/build/temple/cost/marble';
    expect(indexProvenance(resolved('antike-duellum')).lookup(pointer)?.status).toBe('printed');
    expect(indexProvenance(variant).lookup(pointer)).toMatchObject({ status: 'house-rule', note: expect.stringContaining("'temples-five-unsourced'") });
    // Only the value the patch set: the temple's surcharge keeps the parent's entry.
    expect(indexProvenance(variant).lookup('/actions/build/temple/adjacentTempleSurcharge/coin')?.status).toBe('printed');
    // The diff a designer reads says so too.
    const change = diffRulesets(resolved('antike-duellum') as never, variant as never).differences.find((d) => d.pointer.startsWith('/actions/build/temple/cost'));
    expect(change?.a.status).toBe('printed');
    expect([change?.b.status, ...(change?.b.below ?? [])]).toContain('house-rule');
    expect(summarizeProvenance(variant).values['house-rule']).toBe(summarizeProvenance(resolved('antike-duellum')).values['house-rule'] + 1);
  });

  it('labels what the audit found: printed Antike personage counts and sea points, fan data for the East board', () => {
    const east = resolved('antike-east').personages.provenance!;
    for (const stack of ['king', 'scholar', 'general', 'citizen', 'navigator']) expect(east[`/stacks/${stack}/count`].status, stack).toBe('printed');
    expect(east['/seaPoints'].status).toBe('printed');
    expect(east['/stacks/king/cardText'].status).toBe('derived');
    const map = resolved('antike-east').map.provenance!;
    expect(map['/regions'].status).toBe('fan-data');
    expect(map['/lineups'].status).toBe('fan-data');
    const duellum = resolved('antike-duellum');
    expect(duellum.supply.coins).toBeNull();
    expect(duellum.provenance!['/supply/coins'].status).toBe('estimated');
    expect(duellum.eventCards!.provenance!['/cards/fortress/effects'].status).toBe('derived');
  });

  it('does not call the 14 Rome–Carthage city names that no rulebook we have shows printed', () => {
    const note = resolved('antike-duellum').map.provenance!['/regions'].note!;
    const rulebooks = ['antike-duellum-rules-en.txt', 'antike-duellum-rules-de.txt'];
    const absent = ['Genua', 'Cremona', 'Aquileia', 'Agrigentum', 'Carales', 'Lugdunum', 'Massilia', 'Tolosa', 'Carthago Nova', 'Tingis', 'Siga', 'Tacape', 'Epidaurum', 'Apollonia'];
    for (const name of absent) expect(note, name).toContain(name);
    expect(note).toContain('14');
    expect(note).not.toMatch(/Printed: the 27 city names/);
    expect(rulebooks.length).toBe(2); // the list above was checked against both texts when the note was written
  });
});

describe('Duellum know-how prices: "All Know-How\'s now have different prices"', () => {
  const knowHows = resolved('antike-duellum').knowHows;
  const prices = Object.entries(knowHows.items).map(([id, k]) => ({ id, ...k.price }));

  it('keeps the two printed prices and marks them printed (D-SCI-03)', () => {
    expect(knowHows.items.navigatio.price.later).toBe(3);
    expect(knowHows.items.commercium.price.first).toBe(9);
    expect(knowHows.provenance!['/items/navigatio/price/later'].status).toBe('printed');
    expect(knowHows.provenance!['/items/commercium/price/first'].status).toBe('printed');
  });

  it('has five different first prices and five different later prices, each first above its later (D-SCI-02)', () => {
    expect(new Set(prices.map((p) => p.first)).size).toBe(prices.length);
    expect(new Set(prices.map((p) => p.later)).size).toBe(prices.length);
    for (const p of prices) expect(p.first, p.id).toBeGreaterThan(p.later);
  });

  it('marks every price that is not printed as estimated, with the reasoning in the note', () => {
    const index = indexProvenance(resolved('antike-duellum'));
    for (const p of prices) {
      for (const which of ['first', 'later'] as const) {
        const pointer = `/knowHows/items/${p.id}/price/${which}`;
        const printed = (p.id === 'navigatio' && which === 'later') || (p.id === 'commercium' && which === 'first');
        expect(index.lookup(pointer)?.status, pointer).toBe(printed ? 'printed' : 'estimated');
      }
    }
    expect(knowHows.provenance!['/items/strata/price'].note).toContain("All Know-How's now have different prices");
  });
});

describe('the library and the edit page count provenance the same way', () => {
  for (const id of ['antike-duellum', 'antike-east', 'antike-west', 'antike-two-players-double']) {
    it(`${id}: the edit page's estimated list and the library's count describe the same entries and values`, () => {
      const ruleset = resolved(id);
      const summary = summarizeProvenance(ruleset);
      // The edit page lists estimatedEntries(indexProvenance(...).entries) under the heading countLabel(summary).
      const listed = estimatedEntries(indexProvenance(ruleset).entries);
      expect(listed.length).toBe(summary.entries.estimated);
      const label = countLabel(summary, 'estimated');
      expect(label).toBe(`${summary.values.estimated} estimated value${summary.values.estimated === 1 ? '' : 's'} in ${listed.length} entr${listed.length === 1 ? 'y' : 'ies'}`);
      // Values: every covered leaf counted once, so the statuses add up to all values.
      const total = Object.values(summary.values).reduce((a, b) => a + b, 0);
      expect(total).toBeGreaterThan(0);
      expect(summary.values.estimated).toBeGreaterThanOrEqual(summary.entries.estimated > 0 ? 1 : 0);
    });
  }

  it('counts entries written in sections and at the root alike', () => {
    const ruleset = structuredClone(resolved('antike-duellum'));
    const before = summarizeProvenance(ruleset);
    ruleset.provenance!['/victory/targetByNations'] = { status: 'estimated' } as ProvenanceEntry;
    (ruleset.rondel as { provenance?: Record<string, ProvenanceEntry> }).provenance!['/freeSteps'] = { status: 'estimated' };
    const after = summarizeProvenance(ruleset);
    expect(after.entries.estimated).toBe(before.entries.estimated + 2);
    expect(after.values.estimated).toBe(before.values.estimated + 2);
    expect(sectionNames).toContain('rondel');
  });
});
