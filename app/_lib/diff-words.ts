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
