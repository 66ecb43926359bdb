import common from '@/schemas/common.schema.json';

/** The rule for every ruleset, variant and collection id, taken from schemas/common.schema.json#/$defs/id. */
const rule = common.$defs.id;

export function isId(value: unknown): value is string {
  return typeof value === 'string' && value.length <= rule.maxLength && new RegExp(rule.pattern).test(value);
}

/** A card's name as an id (schemas/common.schema.json#/$defs/id): "Tribute of the Allies" → "tribute-of-the-allies". */
export function idFromName(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  // An id starts with a letter: leading digits ("3 legions") keep a word in front of them.
  if (words.length && !/^[a-z]/.test(words[0])) words.unshift('card');
  let id = '';
  for (const word of words) {
    const next = id ? `${id}-${word}` : word;
    if (next.length > 48) break;
    id = next;
  }
  return id;
}
