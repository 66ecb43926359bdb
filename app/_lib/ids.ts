import common from '@/schemas/common.schema.json';

/** The rule for every ruleset, variant and collection id, taken from schemas/common.schema.json#/$defs/id. */
const rule = common.$defs.id;

export function isId(value: unknown): value is string {
  return typeof value === 'string' && value.length <= rule.maxLength && new RegExp(rule.pattern).test(value);
}
