/** A list the diff's words shorten (engine/ruleset/diff.ts `Difference.lists`): the words shown and every name. */
export type ShortenedList = { shown: string; items: string[] };

/**
 * A sentence cut at its shortened lists, in the order it says them, for the page to draw each list with its hover and
 * expansion. A list the sentence does not say (a value column's own) is left out; the pieces joined give the sentence.
 */
export function splitAtLists(text: string, lists: ShortenedList[] | undefined): (string | ShortenedList)[] {
  const parts: (string | ShortenedList)[] = [];
  let rest = text;
  for (;;) {
    const next = (lists ?? []).map((l) => ({ l, at: rest.indexOf(l.shown) })).filter((x) => x.at >= 0).sort((x, y) => x.at - y.at)[0];
    if (!next) break;
    if (next.at > 0) parts.push(rest.slice(0, next.at));
    parts.push(next.l);
    rest = rest.slice(next.at + next.l.shown.length);
  }
  if (rest) parts.push(rest);
  return parts;
}

/** The shown words without their tail ("Olisipo, Gades, Corduba") and how many more, or undefined for a list shown whole. */
export function shownHead(list: ShortenedList): { head: string; more: number } | undefined {
  const m = / and (\d+) more$/.exec(list.shown);
  return m ? { head: list.shown.slice(0, m.index), more: Number(m[1]) } : undefined;
}

/**
 * A difference's source as a reader can follow it: "Part 3 #27" is row 27 of the rules spec's list of every
 * Antike/Duellum difference (docs/rules-spec.md, Part 3); rule ids (D-TEMP-02) stay as the rulebooks' sections are named.
 */
export function ruleWords(rule: string): string {
  return `rules: ${rule.replace(/Part 3 #(\d+)((?:, #\d+)*)/g, (_, first: string, more: string) => `Antike/Duellum difference #${first}${more}`)}`;
}

export const RULE_TITLE = "Where the rule comes from: 'Antike/Duellum difference #n' is row n of the list of every difference between the two games in docs/rules-spec.md (Part 3); ids such as D-TEMP-02 are the rule statements of the same file, by rulebook section.";
