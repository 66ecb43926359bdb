import { escapeSegment } from './json-pointer';

export interface JsonScan {
  /** The first syntax error: where, and what to do about it. */
  error?: { offset: number; message: string };
  /** Keys written twice in one object (JSON.parse silently keeps the last). */
  duplicates: { pointer: string; offset: number }[];
}

/** An open container; an array's index is -1 until its first element. */
type Frame = { kind: 'object'; keys: Set<string>; pointer: string; key?: string } | { kind: 'array'; index: number; pointer: string };

/**
 * A JSON grammar scanner that says where a document breaks and why, in words a designer can act on ("remove
 * the comma before '}'"), and finds duplicate keys. Iterative: nesting depth cannot overflow the stack.
 */
export function scanJson(text: string): JsonScan {
  const duplicates: JsonScan['duplicates'] = [];
  const stack: Frame[] = [];
  let i = 0;
  const fail = (offset: number, message: string): JsonScan => ({ error: { offset, message }, duplicates });

  if (text.charCodeAt(0) === 0xfeff) return fail(0, 'the file starts with a byte-order mark (BOM); save it as UTF-8 without BOM');
  const ws = () => {
    while (i < text.length) {
      const c = text.charCodeAt(i);
      if (c === 32 || c === 10 || c === 13 || c === 9) i++;
      else break;
    }
  };
  ws();
  if (i >= text.length) return fail(0, 'the file is empty; a ruleset file must contain a JSON object');

  // Expecting a value at i; returns an error or undefined after consuming a scalar or opening a container.
  const value = (): JsonScan | undefined => {
    const c = text[i];
    if (c === '{') {
      stack.push({ kind: 'object', keys: new Set(), pointer: childPointer() });
      i++;
      return undefined;
    }
    if (c === '[') {
      stack.push({ kind: 'array', index: -1, pointer: childPointer() });
      i++;
      return undefined;
    }
    if (c === '"') return string();
    if (c === "'") return fail(i, 'strings and keys need double quotes ("), not single quotes');
    if (c === '/' && (text[i + 1] === '/' || text[i + 1] === '*')) return fail(i, 'JSON does not allow comments; put notes in a "notes" field');
    const literal = /^(true|false|null|-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?)/.exec(text.slice(i, i + 64));
    if (literal) {
      i += literal[0].length;
      return undefined;
    }
    const word = /^[A-Za-z_][\w-]*/.exec(text.slice(i, i + 40))?.[0];
    return fail(i, word ? `'${word}' is not a JSON value; put text in double quotes ("${word}")` : `unexpected '${text[i] ?? 'end of file'}' where a value should be`);
  };

  const string = (): JsonScan | undefined => {
    const start = i;
    i++;
    while (i < text.length) {
      const c = text[i];
      if (c === '\\') {
        const next = text[i + 1];
        if (!'"\\/bfnrtu'.includes(next ?? '')) return fail(i, `'\\${next ?? ''}' is not a valid escape in a JSON string`);
        i += next === 'u' ? 6 : 2;
      } else if (c === '"') {
        i++;
        return undefined;
      } else if (c === '\n') {
        return fail(start, 'this string is not closed before the end of the line; add the closing "');
      } else i++;
    }
    return fail(start, 'this string is never closed; add the closing "');
  };

  const childPointer = (): string => {
    const top = stack[stack.length - 1];
    if (!top) return '';
    return top.kind === 'array' ? `${top.pointer}/${top.index}` : `${top.pointer}/${escapeSegment(top.key ?? '')}`;
  };

  let result = value();
  if (result) return result;
  while (stack.length) {
    ws();
    const top = stack[stack.length - 1];
    const c = text[i];
    if (i >= text.length) return fail(text.length, `the document ends inside ${top.kind === 'object' ? 'an object' : 'an array'} opened earlier; add the missing '${top.kind === 'object' ? '}' : ']'}'`);
    if (top.kind === 'object') {
      // At a key, or at '}' (empty object or after a value).
      if (c === '}') {
        stack.pop();
        i++;
      } else {
        if (top.keys.size > 0 || top.key !== undefined) {
          if (c !== ',') return fail(i, `expected ',' or '}' after the value of '${top.key}'; a comma may be missing`);
          i++;
          ws();
          if (text[i] === '}') return fail(i - 1, "remove the comma before '}': JSON does not allow trailing commas");
        }
        if (text[i] === "'") return fail(i, 'keys need double quotes ("), not single quotes');
        if (text[i] === '/' && (text[i + 1] === '/' || text[i + 1] === '*')) return fail(i, 'JSON does not allow comments; put notes in a "notes" field');
        if (text[i] !== '"') return fail(i, `expected a key in double quotes, found '${text[i] ?? 'end of file'}'`);
        const keyStart = i;
        result = string();
        if (result) return result;
        let key: string;
        try {
          key = JSON.parse(text.slice(keyStart, i)) as string;
        } catch {
          return fail(keyStart, 'this key is not a valid JSON string');
        }
        if (top.keys.has(key)) duplicates.push({ pointer: `${top.pointer}/${escapeSegment(key)}`, offset: keyStart });
        top.keys.add(key);
        top.key = key;
        ws();
        if (text[i] !== ':') return fail(i, `expected ':' after the key "${key}"`);
        i++;
        ws();
        result = value();
        if (result) return result;
      }
    } else {
      if (c === ']') {
        stack.pop();
        i++;
      } else {
        if (top.index >= 0) {
          if (c !== ',') return fail(i, "expected ',' or ']' after an array element; a comma may be missing");
          i++;
          ws();
          if (text[i] === ']') return fail(i - 1, "remove the comma before ']': JSON does not allow trailing commas");
        }
        top.index++;
        result = value();
        if (result) return result;
      }
    }
  }
  ws();
  if (i < text.length) return fail(i, 'there is more text after the end of the JSON document; remove it or wrap both in one object');
  return { duplicates };
}
