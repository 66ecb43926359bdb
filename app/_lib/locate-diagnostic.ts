import { parsePointer, toPointer } from '@/engine/rulesets';
import { locatePointer, offsetToLocation } from '@/engine/rulesets';

export interface TextRange {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/**
 * Where a JSON pointer (or a character offset) sits in the editor text, as a range covering its key or value
 * token. A pointer that the text does not contain (a missing property) is placed at its nearest existing parent.
 */
export function rangeOf(text: string, pointer: string, offset?: number): TextRange {
  let start = offset;
  if (start === undefined) {
    const segments = parsePointer(pointer);
    for (let n = segments.length; n >= 0 && start === undefined; n--) start = locatePointer(text, toPointer(segments.slice(0, n)))?.offset;
  }
  const from = offsetToLocation(text, start ?? 0);
  const to = offsetToLocation(text, tokenEnd(text, from.offset));
  return { line: from.line, column: from.column, endLine: to.line, endColumn: to.column };
}

function tokenEnd(text: string, i: number): number {
  if (text[i] === '"') {
    for (let j = i + 1; j < text.length; j++) {
      if (text[j] === '\\') j++;
      else if (text[j] === '"' || text[j] === '\n') return j + 1;
    }
    return text.length;
  }
  let j = i;
  while (j < text.length && !',}] \n\r\t:'.includes(text[j])) j++;
  return j === i ? Math.min(text.length, i + 1) : j;
}
