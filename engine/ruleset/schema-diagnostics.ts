import type { ErrorObject } from 'ajv';
import { escapeSegment } from './json-pointer';
import { didYouMean } from './suggest';
import type { Diagnostic } from './types';

type AjvError = ErrorObject & { propertyName?: string };

/**
 * Turns ajv errors into Rondel diagnostics: one per real problem, addressed by JSON pointer, worded for a
 * designer ("unknown key 'costs' in /actions/build/temple; did you mean 'cost'?").
 *
 * A failed oneOf produces errors from every branch; only the branch that came closest (fewest errors) is
 * reported, so a counter award missing 'every' is not also told it lacks 'event'. When each branch only
 * misses one key, the report is "needs one of ...".
 */
export function schemaDiagnostics(errors: readonly ErrorObject[] | null | undefined, prefix = ''): Diagnostic[] {
  if (!errors?.length) return [];
  const kept = condenseBranches(errors as AjvError[]);
  const out: Diagnostic[] = [];
  const typeErrors = new Map<string, Set<string>>();

  for (const error of kept) {
    const at = prefix + error.instancePath;
    const where = at || '/';
    if (error.propertyName !== undefined) {
      const isId = String(error.params.pattern ?? '').includes('[a-z][a-z0-9]*(-') || (error.keyword === 'maxLength' && error.params.limit === 64);
      out.push(make(isId ? 'schema/id' : 'schema/key', `${at}/${escapeSegment(error.propertyName)}`, keyMessage(error, where)));
      continue;
    }
    switch (error.keyword) {
      case 'if':
      case 'propertyNames':
        break; // explained by the branch's own errors, or by the nested key error above
      case 'type': {
        const set = typeErrors.get(at) ?? new Set<string>();
        ([] as string[]).concat(error.params.type as string | string[]).forEach((t) => set.add(t));
        typeErrors.set(at, set);
        break;
      }
      case 'oneOf':
      case 'anyOf':
        if (error.params.passingSchemas) out.push(make('schema/oneOf', at, `${where} matches more than one allowed form; ${exclusiveHint(error) ?? 'remove the conflicting keys'}`));
        else out.push(make('schema/oneOf', at, `${where} does not match any allowed form${describeSchema(error)}`));
        break;
      case 'oneOf-required': {
        const keys = error.params.keys as string[];
        out.push(make('schema/oneOf', at, `${where} needs one of ${keys.map((k) => `'${k}'`).join(' or ')}`));
        break;
      }
      case 'additionalProperties': {
        const key = String(error.params.additionalProperty);
        const allowed = Object.keys((error.parentSchema as { properties?: object })?.properties ?? {});
        out.push(make('schema/additionalProperties', `${at}/${escapeSegment(key)}`, `unknown key '${key}' in ${where}${didYouMean(key, allowed) || (allowed.length ? `; allowed keys: ${allowed.join(', ')}` : '')}`));
        break;
      }
      case 'required': {
        const key = String(error.params.missingProperty);
        out.push(make('schema/required', at, `${where} is missing the required key '${key}'${describeProperty(error, key)}`));
        break;
      }
      case 'enum': {
        const allowed = (error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v));
        const value = error.data;
        const suggestion = typeof value === 'string' ? didYouMean(value, (error.params.allowedValues as unknown[]).map(String)) : '';
        out.push(make('schema/enum', at, `${JSON.stringify(value)} is not allowed at ${where}${suggestion || `; use one of ${allowed.join(', ')}`}`));
        break;
      }
      case 'const':
        out.push(make('schema/const', at, `${where} must be ${JSON.stringify(error.params.allowedValue)}`));
        break;
      case 'pattern':
        out.push(make('schema/pattern', at, valueMessage(error, where)));
        break;
      case 'minimum':
      case 'exclusiveMinimum':
        out.push(make(`schema/${error.keyword}`, at, `${where} must be at least ${error.params.limit} (it is ${JSON.stringify(error.data)})`));
        break;
      case 'maximum':
      case 'exclusiveMaximum':
        out.push(make(`schema/${error.keyword}`, at, `${where} must be at most ${error.params.limit} (it is ${JSON.stringify(error.data)}); larger values are not supported`));
        break;
      case 'minItems':
      case 'maxItems':
      case 'minProperties':
      case 'maxProperties':
        out.push(make(`schema/${error.keyword}`, at, `${where} ${error.keyword.startsWith('min') ? 'needs at least' : 'may have at most'} ${error.params.limit} ${error.keyword.endsWith('Items') ? 'entries' : 'keys'}`));
        break;
      case 'minLength':
        out.push(make('schema/minLength', at, error.params.limit === 1 ? `${where} must not be empty; write some text` : `${where} must have at least ${error.params.limit} characters`));
        break;
      case 'maxLength':
        out.push(make('schema/maxLength', at, `${where} must have at most ${error.params.limit} characters (it has ${typeof error.data === 'string' ? error.data.length : '?'}); shorten it`));
        break;
      case 'uniqueItems':
        out.push(make('schema/uniqueItems', at, `${where} lists the same entry twice (entries ${error.params.j} and ${error.params.i}); remove one`));
        break;
      default:
        out.push(make(`schema/${error.keyword}`, at, `${where} ${error.message ?? 'is invalid'}`));
    }
  }
  for (const [at, types] of typeErrors) out.push(make('schema/type', at, `${at || '/'} must be ${[...types].map(article).join(' or ')}`));
  return dedupe(out);
}

/** Keeps, for each failed oneOf/anyOf, the errors of its closest branch; innermost alternatives first. */
function condenseBranches(errors: AjvError[]): AjvError[] {
  let remaining = errors.slice();
  const alternatives = errors
    .filter((e) => (e.keyword === 'oneOf' || e.keyword === 'anyOf') && !e.params.passingSchemas)
    .sort((a, b) => b.schemaPath.length - a.schemaPath.length);
  for (const alternative of alternatives) {
    const base = alternative.schemaPath + '/';
    const branches = new Map<string, AjvError[]>();
    for (const e of remaining) {
      if (e === alternative || !e.instancePath.startsWith(alternative.instancePath)) continue;
      // An error inside a branch's $ref (a shared definition, another schema file) names the definition's path, not the
      // branch's: such errors below the alternative's value count as one more branch of their own. Without it, a guard
      // naming an unknown action ("recruitt", one enum error in common.schema.json) lost to the branch with two errors
      // ("unknown key 'params'", "must be \"is-over\"") and those were shown instead.
      const own = e.schemaPath.startsWith(base);
      if (!own && !e.instancePath.startsWith(`${alternative.instancePath}/`)) continue;
      const branch = own ? e.schemaPath.slice(base.length).split('/')[0] : '$ref';
      branches.set(branch, [...(branches.get(branch) ?? []), e]);
    }
    if (!branches.size) continue;
    // A branch of another type than the value's is not what the designer meant: an amount of -3 is a number out of
    // range, not "must be an object" too. Such branches count only when no branch took the value's type.
    const wrongType = (b: AjvError[]) => b.some((e) => e.keyword === 'type' && e.instancePath === alternative.instancePath);
    const ofType = [...branches.values()].filter((b) => !wrongType(b));
    const candidates = ofType.length ? ofType : [...branches.values()];
    const fewest = Math.min(...candidates.map((b) => b.length));
    const closest = candidates.filter((b) => b.length === fewest);
    const dropped = new Set([...branches.values()].flat());
    closest.flat().forEach((e) => dropped.delete(e));
    dropped.add(alternative);
    const onlyMissingOneKey = closest.length > 1 && closest.every((b) => b.length === 1 && b[0].keyword === 'required');
    if (onlyMissingOneKey) {
      closest.flat().forEach((e) => dropped.add(e));
      remaining.push({ ...alternative, keyword: 'oneOf-required', params: { keys: closest.map((b) => b[0].params.missingProperty) } });
    }
    remaining = remaining.filter((e) => !dropped.has(e));
  }
  return remaining;
}

const reservedIds = new Set(['constructor']);

function keyMessage(error: AjvError, where: string): string {
  const key = error.propertyName!;
  if (error.keyword === 'maxLength') return `key '${key.length > 40 ? key.slice(0, 37) + '…' : key}' in ${where} is too long (at most ${error.params.limit} characters)`;
  const pattern = String(error.params.pattern ?? '');
  if (reservedIds.has(key)) return `'${key}' is reserved and cannot be used as an id in ${where}; choose another name`;
  if (pattern === '^[1-9]$') return `key '${key}' in ${where} must be a number of players or nations, "1" to "9"`;
  if (pattern.startsWith('^(/')) return `key '${key}' in ${where} must be a JSON pointer starting with '/', e.g. "/items/strata/price"`;
  if (pattern.includes('[a-z][a-z0-9]*(-')) return `'${key}' is not a valid id in ${where}: use lower-case letters, digits and single dashes, e.g. 'mare-aegaeum'`;
  return `key '${key}' in ${where} has the wrong form (expected to match ${pattern})`;
}

function valueMessage(error: AjvError, where: string): string {
  const value = String(error.data);
  const pattern = String(error.params.pattern);
  if (pattern.includes('[a-z][a-z0-9]*(-')) {
    if (reservedIds.has(value)) return `'${value}' at ${where} is reserved and cannot be used as an id; choose another name`;
    return `${JSON.stringify(error.data)} at ${where} is not a valid id: use lower-case letters, digits and single dashes, e.g. 'mare-aegaeum'`;
  }
  return `${JSON.stringify(error.data)} at ${where} has the wrong form (expected to match ${pattern})`;
}

function make(code: string, pointer: string, message: string): Diagnostic {
  return { code, pointer, message, severity: 'error' };
}

function article(type: string): string {
  if (type === 'integer') return 'a whole number';
  if (type === 'array') return 'an array';
  if (type === 'object') return 'an object';
  return `a ${type}`;
}

function describeProperty(error: ErrorObject, key: string): string {
  const property = (error.parentSchema as { properties?: Record<string, { description?: string; enum?: unknown[] }> })?.properties?.[key];
  // A key with a closed list of values says the list: the first "sentence" of "printed: in a rulebook we have; derived:
  // …" is the bare word "printed", which read as the value to write rather than one of five.
  if (property?.enum?.length) return ` (one of ${property.enum.map((v) => JSON.stringify(v)).join(', ')})`;
  return property?.description ? ` (${firstSentence(property.description)})` : '';
}

function describeSchema(error: ErrorObject): string {
  const description = (error.parentSchema as { description?: string })?.description;
  return description ? `: ${firstSentence(description)}` : '';
}

function exclusiveHint(error: ErrorObject): string | undefined {
  const branches = (error.schema as { required?: string[] }[] | undefined) ?? [];
  const keys = branches.flatMap((b) => b.required ?? []);
  return keys.length ? `set only one of ${keys.map((k) => `'${k}'`).join(', ')}` : undefined;
}

function firstSentence(text: string): string {
  const end = text.search(/[.:](\s|$)/);
  return (end > 0 ? text.slice(0, end) : text).replace(/\s+/g, ' ').trim();
}

function dedupe(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = `${d.code}|${d.pointer}|${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
