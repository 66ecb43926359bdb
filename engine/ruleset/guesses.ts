/**
 * What a simulation of a ruleset rests on that no rulebook we have prints: its estimated values per top-level section
 * (provenance status 'estimated'), and its event deck against the printed one (a card whose text is in no source is
 * left out of play, engine/effects/deck.ts). The simulate page and `rondel simulate` state it beside their figures,
 * so a guess is never read as a property of the printed game.
 */
import { copiesInPlay, printedDeckSize } from '../effects/deck';
import { parsePointer } from './json-pointer';
import { valueStatuses } from './provenance';
import type { Ruleset } from './types';

export interface Guesses {
  /** Estimated values per top-level section, most first. */
  estimated: { section: string; values: number }[];
  /** Event-card copies shuffled for play, and copies printed. */
  cardsInPlay: number;
  cardsPrinted: number;
}

export function simulationGuesses(ruleset: Ruleset): Guesses {
  const bySection = new Map<string, number>();
  for (const [pointer, status] of valueStatuses(ruleset)) {
    if (status !== 'estimated') continue;
    const section = parsePointer(pointer)[0];
    bySection.set(section, (bySection.get(section) ?? 0) + 1);
  }
  const cards = ruleset.eventCards?.cards ?? {};
  let cardsInPlay = 0;
  for (const card of Object.values(cards)) cardsInPlay += copiesInPlay(card);
  return { estimated: [...bySection].map(([section, values]) => ({ section, values })).sort((x, y) => y.values - x.values), cardsInPlay, cardsPrinted: printedDeckSize(cards) };
}

const sectionWords: Record<string, string> = { knowHows: 'know-hows', eventCards: 'event cards', specialUnits: 'special units' };

/** The guesses in words, one clause each ("352 estimated values, …; 4 of the 25 printed event cards in play: …"). */
export function guessClauses(g: Guesses): string[] {
  const clauses: string[] = [];
  const values = g.estimated.reduce((n, e) => n + e.values, 0);
  if (values) clauses.push(`${values} estimated value${values === 1 ? '' : 's'}, not printed in any rulebook we have (${g.estimated.map((e) => `${sectionWords[e.section] ?? e.section} ${e.values}`).join(', ')})`);
  if (g.cardsPrinted > g.cardsInPlay) clauses.push(`${g.cardsInPlay} of the ${g.cardsPrinted} printed event cards in play: the other ${g.cardsPrinted - g.cardsInPlay} have no known text and are left out of the deck`);
  return clauses;
}

export const GUESSES_HEADING = 'These games rest on guesses where the rules are not printed.';
/** After the clauses: a comparison (or a sweep) of rulesets that share the guesses still measures the change. */
export function guessesNote(comparing: boolean): string {
  return comparing ? 'A difference between two rulesets that share these guesses still measures the rule you changed; the absolute figures depend on them.' : 'The figures depend on them.';
}

/**
 * The guesses as the report's `guesses` key (rondel simulate --json, the simulate page's exports): a report passed
 * around as a file keeps the warning the page and the CLI's text print beside the figures. Per ruleset with guesses:
 * its estimated values by section, the event cards in play and printed, and the clauses in words.
 */
export interface ReportGuesses {
  heading: string;
  rulesets: Record<string, { estimatedValues: Record<string, number>; cardsInPlay: number; cardsPrinted: number; text: string }>;
  note: string;
}

/** `byRuleset`: each ruleset of the run with its guesses; undefined when none of them guesses anything. */
export function reportGuesses(byRuleset: readonly (readonly [string, Guesses])[], comparing: boolean): ReportGuesses | undefined {
  const rulesets: ReportGuesses['rulesets'] = {};
  for (const [id, g] of byRuleset) {
    const clauses = guessClauses(g);
    if (!clauses.length) continue;
    rulesets[id] = { estimatedValues: Object.fromEntries(g.estimated.map((e) => [e.section, e.values])), cardsInPlay: g.cardsInPlay, cardsPrinted: g.cardsPrinted, text: `${clauses.join('; ')}.` };
  }
  return Object.keys(rulesets).length ? { heading: GUESSES_HEADING, rulesets, note: guessesNote(comparing) } : undefined;
}

/** The report with its `guesses` key right after the notice (the report as it was when there are none). */
export function withGuesses<R extends { notice: string; guesses?: ReportGuesses }>(report: R, guesses: ReportGuesses | undefined): R {
  if (!guesses) return report;
  const { notice, ...rest } = report;
  return { notice, guesses, ...rest } as R;
}
