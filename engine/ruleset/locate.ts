import { parsePointer } from './json-pointer';

export interface TextLocation {
  offset: number;
  line: number;
  column: number;
}

/**
 * Finds where a JSON pointer's node is written in the source text, so a diagnostic can say file:line:col.
 * An object member is located at its key (that is where a reader looks for an unknown or wrong key);
 * an array element at its value. Scans iteratively and skips unrelated subtrees without parsing them.
 * Returns undefined when the text does not contain the pointer (or is not valid JSON up to it).
 */
export function locatePointer(text: string, pointer: string): TextLocation | undefined {
  const segments = parsePointer(pointer);
  let i = skipWhitespace(text, 0);
  if (segments.length === 0) return offsetToLocation(text, i);
  for (let depth = 0; depth < segments.length; depth++) {
    const target = segments[depth];
    const last = depth === segments.length - 1;
    const open = text[i];
    if (open !== '{' && open !== '[') return undefined;
    i = skipWhitespace(text, i + 1);
    let index = 0;
    for (;;) {
      if (text[i] === '}' || text[i] === ']' || i >= text.length) return undefined;
      let memberStart = i;
      let matches: boolean;
      if (open === '{') {
        const key = readString(text, i);
        if (!key) return undefined;
        i = skipWhitespace(text, key.end);
        if (text[i] !== ':') return undefined;
        i = skipWhitespace(text, i + 1);
        matches = key.value === target;
      } else {
        matches = String(index) === target;
        memberStart = i;
      }
      if (matches) {
        if (last) return offsetToLocation(text, memberStart);
        break;
      }
      i = skipWhitespace(text, skipValue(text, i));
      if (text[i] !== ',') return undefined;
      i = skipWhitespace(text, i + 1);
      index++;
    }
  }
  return undefined;
}

export function offsetToLocation(text: string, offset: number): TextLocation {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { offset: end, line, column: end - lineStart + 1 };
}

function skipWhitespace(text: string, i: number): number {
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 10 && c !== 13 && c !== 9) break;
    i++;
  }
  return i;
}

function stringEnd(text: string, i: number): number {
  // i is at the opening quote; returns the index after the closing quote.
  i++;
  while (i < text.length) {
    const c = text[i];
    if (c === '\\') i += 2;
    else if (c === '"') return i + 1;
    else i++;
  }
  return text.length;
}

function readString(text: string, i: number): { value: string; end: number } | undefined {
  if (text[i] !== '"') return undefined;
  const end = stringEnd(text, i);
  try {
    return { value: JSON.parse(text.slice(i, end)) as string, end };
  } catch {
    return undefined;
  }
}

function skipValue(text: string, i: number): number {
  const c = text[i];
  if (c === '"') return stringEnd(text, i);
  if (c === '{' || c === '[') {
    let depth = 0;
    while (i < text.length) {
      const d = text[i];
      if (d === '"') {
        i = stringEnd(text, i);
        continue;
      }
      if (d === '{' || d === '[') depth++;
      else if (d === '}' || d === ']') {
        depth--;
        if (depth === 0) return i + 1;
      }
      i++;
    }
    return text.length;
  }
  while (i < text.length && !',}] \n\r\t'.includes(text[i])) i++;
  return i;
}
