import 'server-only';
import { copiesInPlay, indexProvenance, parsePointer, printedDeckSize, provenanceLeaves, validateRuleset, type Ruleset } from '@/engine/rulesets';
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
  /** The ruleset a variant extends: its own simulate link compares the variant against it. */
  parent?: string;
  /** What a run's figures rest on that no rulebook we have prints. */
  guesses?: Guesses;
}

/**
 * What a simulation of a ruleset rests on that is not printed fact: its estimated values per top-level section, and
 * its event deck against the printed one (cards whose text is in no source are left out of play, engine/effects/deck.ts).
 */
export interface Guesses {
  estimated: { section: string; values: number }[];
  /** Copies shuffled for play, and copies printed. */
  cardsInPlay: number;
  cardsPrinted: number;
}

function guessesOf(ruleset: Ruleset): Guesses {
  const index = indexProvenance(ruleset);
  const bySection = new Map<string, number>();
  for (const pointer of provenanceLeaves(ruleset)) {
    if (index.lookup(pointer)?.status !== 'estimated') continue;
    const section = parsePointer(pointer)[0];
    bySection.set(section, (bySection.get(section) ?? 0) + 1);
  }
  const cards = ruleset.eventCards?.cards ?? {};
  let cardsInPlay = 0;
  for (const card of Object.values(cards)) cardsInPlay += copiesInPlay(card);
  return { estimated: [...bySection].map(([section, values]) => ({ section, values })).sort((x, y) => y.values - x.values), cardsInPlay, cardsPrinted: printedDeckSize(cards) };
}

/** Every ruleset and variant in the library, built-in and workspace, resolved and validated once for the pickers. */
export function listSimRulesets(): SimRulesetOption[] {
  const library = loadLibrary();
  return [...library.values()]
    .map((source) => {
      const result = validateRuleset(library, source.id);
      const ruleset = result.ruleset;
      const doc = (source.document.value ?? {}) as { title?: unknown; extends?: unknown };
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
        parent: source.kind === 'variant' && typeof doc.extends === 'string' ? doc.extends : undefined,
        guesses: ruleset ? guessesOf(ruleset) : undefined,
      } satisfies SimRulesetOption;
    })
    .sort((x, y) => x.id.localeCompare(y.id));
}
