/** RFC 6901 JSON pointers: the one address format for diagnostics, provenance, overlays and diffs. */

export function escapeSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function unescapeSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

export function toPointer(segments: readonly (string | number)[]): string {
  return segments.map((s) => '/' + escapeSegment(String(s))).join('');
}

export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer.slice(1).split('/').map(unescapeSegment);
}

export function joinPointer(base: string, ...segments: (string | number)[]): string {
  return base + toPointer(segments);
}

/** True when `prefix` addresses `pointer` or one of its ancestors (segment-wise, so /a/b is not a prefix of /a/bc). */
export function isPointerPrefix(prefix: string, pointer: string): boolean {
  return pointer === prefix || pointer.startsWith(prefix + '/') || prefix === '';
}

const own = Object.prototype.hasOwnProperty;

/** The value at `pointer`, or undefined. Reads own properties only, so '__proto__' never reaches a prototype. */
export function getAtPointer(document: unknown, pointer: string): unknown {
  let node: unknown = document;
  for (const segment of parsePointer(pointer)) {
    if (Array.isArray(node)) {
      if (!/^(0|[1-9][0-9]*)$/.test(segment)) return undefined;
      node = node[Number(segment)];
    } else if (node !== null && typeof node === 'object') {
      if (!own.call(node, segment)) return undefined;
      node = (node as Record<string, unknown>)[segment];
    } else {
      return undefined;
    }
  }
  return node;
}

/** The longest ancestor of `pointer` (itself included) that exists in `document`. */
export function deepestExisting(document: unknown, pointer: string): string {
  const segments = parsePointer(pointer);
  for (let n = segments.length; n > 0; n--) {
    const candidate = toPointer(segments.slice(0, n));
    if (getAtPointer(document, candidate) !== undefined) return candidate;
  }
  return '';
}
