/**
 * JSON Merge Patch (RFC 7396): absent keys inherit, values replace, objects merge recursively, null deletes.
 * Builds fresh objects with defineProperty-free plain assignment on own keys only; documents reaching here
 * have passed parse.ts, which refuses '__proto__', 'constructor' and 'prototype' keys.
 */
export function applyMergePatch(target: unknown, patch: unknown): unknown {
  if (!isPlainObject(patch)) return clone(patch);
  const result: Record<string, unknown> = isPlainObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (prototypeKeys.has(key)) continue;
    if (value === null) delete result[key];
    else result[key] = applyMergePatch(result[key], value);
  }
  return result;
}

/**
 * The merge patch that turns `base` into `target` (used to save an edited ruleset as an overlay holding only
 * the changes). Arrays are replaced whole, as RFC 7396 does.
 */
export function createMergePatch(base: unknown, target: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(target)) return clone(target);
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(base)) {
    if (!(key in target)) patch[key] = null;
  }
  for (const [key, value] of Object.entries(target)) {
    if (!(key in base)) patch[key] = clone(value);
    else if (!deepEqual(base[key], value)) {
      patch[key] = isPlainObject(base[key]) && isPlainObject(value) ? createMergePatch(base[key], value) : clone(value);
    }
  }
  return patch;
}

const prototypeKeys = new Set(['__proto__', 'constructor', 'prototype']);

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((v, i) => deepEqual(v, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => k in b && deepEqual(a[k], b[k]));
  }
  return false;
}

export function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}
