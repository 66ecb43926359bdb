/**
 * Pretty-prints JSON the way the ruleset files are written: small objects and arrays on one line
 * ("geo": { "lat": 41.9, "lon": 12.5 }), larger ones spread over lines, so a region or a know-how reads at a glance.
 */
export function formatJson(value: unknown, width = 110): string {
  return format(value, '', width) + '\n';
}

function inline(value: unknown): string {
  if (Array.isArray(value)) return value.length ? `[${value.map(inline).join(', ')}]` : '[]';
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length ? `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`).join(', ')} }` : '{}';
  }
  return JSON.stringify(value) ?? 'null';
}

function format(value: unknown, indent: string, width: number, prefix = 0): string {
  const flat = inline(value);
  if (indent.length + prefix + flat.length <= width || value === null || typeof value !== 'object') return flat;
  const inner = indent + '  ';
  if (Array.isArray(value)) {
    return `[\n${value.map((v) => inner + format(v, inner, width)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value);
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${format(v, inner, width, JSON.stringify(k).length + 2)}`).join(',\n')}\n${indent}}`;
}
