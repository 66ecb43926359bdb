import { validateRuleset, type RulesetLibrary } from '@/engine/rulesets';

type Validation = ReturnType<typeof validateRuleset>;

/**
 * The library page validates every ruleset and variant on every request (about 80 ms of CPU for the 12 built-in ones),
 * though the files rarely change between requests. The results are kept while every file of the library reads the
 * same: the key is each source's id, kind, origin, file and text, and its part files' (what validation reads), so a
 * variant saved, edited on disk or deleted is validated again. One library is kept: the workspace's latest.
 */
let kept: { key: string; results: Map<string, Validation> } | undefined;
const counts = { hits: 0, misses: 0 };

function libraryKey(library: RulesetLibrary): string {
  return JSON.stringify(
    [...library.values()].map((s) => [s.id, s.kind, s.origin, s.document.file, s.document.text, Object.entries(s.parts).map(([section, part]) => [section, part?.file, part?.text])]),
  );
}

/** Every source of `library` validated, from the kept results when no file changed. Callers must not change them. */
export function validatedLibrary(library: RulesetLibrary): Map<string, Validation> {
  const key = libraryKey(library);
  if (kept?.key === key) {
    counts.hits++;
    return kept.results;
  }
  counts.misses++;
  const results = new Map([...library.keys()].map((id) => [id, validateRuleset(library, id)]));
  kept = { key, results };
  return results;
}

/** How often the kept results served (for tests and measurements). */
export function validationCacheStats(): { hits: number; misses: number } {
  return { ...counts };
}
