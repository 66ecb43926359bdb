import 'server-only';
import { simulationGuesses, validateRuleset, type Guesses } from '@/engine/rulesets';
import { loadLibrary } from '@/lib/rulesets/load';

/** One ruleset as the simulate page's pickers need it; the resolved ruleset itself is fetched when a run starts. */
export interface SimRulesetOption {
  id: string;
  title: string;
  kind: 'ruleset' | 'variant';
  origin: 'built-in' | 'workspace';
  /** Only a ruleset without errors can be played; the picker shows the others disabled, with the reason. */
  valid: boolean;
  errors: number;
  /** Player counts the ruleset allows and has a lineup for (the same rule as the play page's). */
  playerCounts: number[];
  /** What a run's figures rest on that no rulebook we have prints. */
  guesses?: Guesses;
}

/** Every ruleset and variant in the library, built-in and workspace, resolved and validated once for the pickers. */
export function listSimRulesets(): SimRulesetOption[] {
  const library = loadLibrary();
  return [...library.values()]
    .map((source) => {
      const result = validateRuleset(library, source.id);
      const ruleset = result.ruleset;
      const doc = (source.document.value ?? {}) as { title?: unknown };
      const title = (result.resolved?.title as string | undefined) ?? (typeof doc.title === 'string' ? doc.title : source.id);
      const playerCounts = ruleset
        ? Object.keys(ruleset.map.lineups)
            .map(Number)
            .filter((n) => Number.isInteger(n) && n >= ruleset.players.min && n <= ruleset.players.max)
            .sort((x, y) => x - y)
        : [];
      return {
        id: source.id,
        title,
        kind: source.kind,
        origin: source.origin,
        valid: !!ruleset,
        errors: result.diagnostics.filter((d) => d.severity === 'error').length,
        playerCounts,
        guesses: ruleset ? simulationGuesses(ruleset) : undefined,
      } satisfies SimRulesetOption;
    })
    .sort((x, y) => x.id.localeCompare(y.id));
}
