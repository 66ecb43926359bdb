/**
 * "Did you mean" for misspelt ids and keys: the closest candidate within a small edit distance. The distance allowed
 * grows with the word (one edit in three letters, at least one), so a short word is not "corrected" into an
 * unrelated one: 'by' is two edits from 'op', every letter changed, and gets no suggestion. A swap of two
 * neighbouring letters ('hepl' for 'help') is one edit.
 */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  const limit = Math.max(1, Math.floor(word.length / 3));
  for (const candidate of candidates) {
    if (candidate === word) continue;
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase(), limit);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = candidate;
    }
  }
  return bestDistance <= limit ? best : undefined;
}

/**
 * The ids a mistyped id most likely meant: its near miss by spelling, or else the ids that hold it as a whole word,
 * shortest first (a game's name without its board: 'antike' for antike-east and antike-west, 'duellum' for
 * antike-duellum; no near miss by spelling).
 */
export function likelyIds(word: string, candidates: Iterable<string>): { near?: string; starting: string[] } {
  const list = [...candidates];
  const near = closest(word, list);
  if (near) return { near, starting: [] };
  if (!word) return { starting: [] };
  // Whole hyphenated words only: 'duellum' finds antike-duellum, not an id that merely contains the letters.
  const named = (x: string) => x.startsWith(`${word}-`) || x.endsWith(`-${word}`) || x.includes(`-${word}-`);
  return { starting: list.filter(named).sort((x, y) => x.length - y.length || x.localeCompare(y)) };
}

/** " (did you mean 'x'?)" for a near miss, else nothing: for a message that goes on to list the valid ids itself. */
export function nearMiss(word: string, candidates: Iterable<string>): string {
  const match = closest(word, candidates);
  return match ? ` (did you mean '${match}'?)` : '';
}

/** "; did you mean 'x'?" for a near miss, else the list of valid ids when it is short enough to read. */
export function didYouMean(word: string, candidates: Iterable<string>): string {
  const list = [...candidates];
  const match = closest(word, list);
  if (match) return `; did you mean '${match}'?`;
  if (list.length === 0) return '';
  return list.length <= 12 ? `; known: ${list.join(', ')}` : `; known: ${list.slice(0, 10).join(', ')} and ${list.length - 10} more`;
}

/**
 * Edit distance counting a swap of neighbouring letters as one edit (optimal string alignment), giving up early
 * once every path exceeds `limit`.
 */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length];
}
