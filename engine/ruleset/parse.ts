import { scanJson } from './scan-json';
import type { Diagnostic } from './types';

/** Limits that keep hostile documents from hanging or exhausting the process. */
export const documentLimits = {
  maxBytes: 2_000_000,
  maxDepth: 64,
};

const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

export type ParseResult = { ok: true; value: unknown } | { ok: false; diagnostics: Diagnostic[] };

/**
 * Parses a ruleset document defensively: size first, then syntax, then depth and forbidden keys.
 * Every failure is a diagnostic; nothing throws.
 */
export function parseDocument(text: string): ParseResult {
  const bytes = byteLength(text);
  if (bytes > documentLimits.maxBytes) {
    return fail('json/too-large', '', `document is ${formatSize(bytes)}; the limit is ${formatSize(documentLimits.maxBytes)}. Split it into part files or remove unused data`);
  }
  const scan = scanJson(text);
  if (scan.error) {
    return { ok: false, diagnostics: [{ code: 'json/syntax', pointer: '', severity: 'error', message: `invalid JSON: ${scan.error.message}`, offset: scan.error.offset }] };
  }
  const duplicates: Diagnostic[] = scan.duplicates.map((d) => ({
    code: 'json/duplicate-key',
    pointer: d.pointer,
    severity: 'error',
    message: `key '${d.pointer.split('/').pop()}' is written twice in the same object; JSON keeps only the last one, so merge the two`,
    offset: d.offset,
  }));
  if (duplicates.length) return { ok: false, diagnostics: duplicates };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return fail('json/syntax', '', `invalid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const structural = checkStructure(value);
  return structural.length ? { ok: false, diagnostics: structural } : { ok: true, value };
}

/**
 * Walks the parsed value iteratively (no recursion, so 10,000-deep nesting cannot overflow the stack)
 * and reports excessive depth and keys that could reach an object prototype when merged.
 */
export function checkStructure(root: unknown): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const stack: { node: unknown; path: string; depth: number }[] = [{ node: root, path: '', depth: 0 }];
  while (stack.length) {
    const { node, path, depth } = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= documentLimits.maxDepth) {
      diagnostics.push({ code: 'json/too-deep', pointer: path, severity: 'error', message: `nesting deeper than ${documentLimits.maxDepth} levels at ${path || '/'}; no Rondel document needs more — flatten it` });
      continue;
    }
    const entries = Array.isArray(node) ? node.map((v, i) => [String(i), v] as const) : Object.entries(node);
    for (const [key, child] of entries) {
      const childPath = `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (!Array.isArray(node) && forbiddenKeys.has(key)) {
        diagnostics.push({ code: 'json/forbidden-key', pointer: childPath, severity: 'error', message: `key '${key}' is not allowed in a Rondel document (it could alter object prototypes); rename or remove it` });
        continue;
      }
      stack.push({ node: child, path: childPath, depth: depth + 1 });
    }
    if (diagnostics.length > 100) break;
  }
  return diagnostics;
}

function fail(code: string, pointer: string, message: string): ParseResult {
  return { ok: false, diagnostics: [{ code, pointer, message, severity: 'error' }] };
}

function formatSize(bytes: number): string {
  return bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.round(bytes / 1000)} kB`;
}

/** UTF-8 size, computed without node:buffer so the engine also runs in the browser. Each UTF-16 code unit is
 * 1 to 3 bytes, so the text is encoded only when the length alone cannot decide the limit. */
function byteLength(text: string): number {
  if (text.length > documentLimits.maxBytes || text.length * 3 <= documentLimits.maxBytes) return text.length;
  return new TextEncoder().encode(text).length;
}
