import type { ErrorObject } from 'ajv';
import { escapeSegment } from './json-pointer';
import { didYouMean } from './suggest';
import type { Diagnostic } from './types';

/**
 * Turns ajv errors into Rondel diagnostics: one per real problem, addressed by JSON pointer, worded for a
 * designer ("unknown key 'costs' in /actions/build/temple; did you mean 'cost'?"). Branch noise from
 * if/then and oneOf is dropped when a more precise error explains the same place.
 */
export function schemaDiagnostics(errors: readonly ErrorObject[] | null | undefined, prefix = ''): Diagnostic[] {
  if (!errors?.length) return [];
  const out: Diagnostic[] = [];
  const typeErrors = new Map<string, Set<string>>();
  const precisePaths = errors.filter((e) => !['if', 'oneOf', 'anyOf', 'type'].includes(e.keyword)).map((e) => e.instancePath);

  for (const error of errors) {
    const at = prefix + error.instancePath;
    const where = at || '/';
    switch (error.keyword) {
      case 'if':
        break;
      case 'type': {
        const expected = ([] as string[]).concat(error.params.type as string | string[]);
        const set = typeErrors.get(at) ?? new Set<string>();
        expected.forEach((t) => set.add(t));
        typeErrors.set(at, set);
        break;
      }
      case 'oneOf':
      case 'anyOf': {
        const explained = precisePaths.some((p) => p === error.instancePath || p.startsWith(error.instancePath + '/')) || typeErrors.size > 0;
        if (error.params.passingSchemas) {
          out.push(make('schema/oneOf', at, `${where} matches more than one allowed form; ${hint(error) ?? 'remove the conflicting keys'}`));
        } else if (!explained) {
          out.push(make('schema/oneOf', at, `${where} does not match any allowed form${describeSchema(error)}`));
        }
        break;
      }
      case 'additionalProperties': {
        const key = String(error.params.additionalProperty);
        const allowed = Object.keys((error.parentSchema as { properties?: object })?.properties ?? {});
        const suggestion = didYouMean(key, allowed);
        out.push(make('schema/additionalProperties', `${at}/${escapeSegment(key)}`, `unknown key '${key}' in ${where}${suggestion || (allowed.length ? `; allowed keys: ${allowed.join(', ')}` : '')}`));
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
      case 'propertyNames':
        break; // reported through the nested 'pattern' error with params.propertyName below
      case 'pattern': {
        const propertyName = (error as ErrorObject & { propertyName?: string }).propertyName;
        if (propertyName !== undefined) {
          out.push(make('schema/id', `${at}/${escapeSegment(propertyName)}`, `'${propertyName}' is not a valid id in ${where}: use lower-case letters, digits and single dashes, e.g. 'mare-aegaeum'`));
        } else {
          out.push(make('schema/pattern', at, `${JSON.stringify(error.data)} at ${where} has the wrong form${idHint(error.params.pattern as string)}`));
        }
        break;
      }
      default:
        out.push(make(`schema/${error.keyword}`, at, `${where} ${error.message ?? 'is invalid'}`));
    }
  }
  for (const [at, types] of typeErrors) {
    out.push(make('schema/type', at, `${at || '/'} must be ${[...types].map(article).join(' or ')}`));
  }
  return dedupe(out);
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
  const property = (error.parentSchema as { properties?: Record<string, { description?: string }> })?.properties?.[key];
  return property?.description ? ` (${firstSentence(property.description)})` : '';
}

function describeSchema(error: ErrorObject): string {
  const description = (error.parentSchema as { description?: string })?.description;
  return description ? `: ${firstSentence(description)}` : '';
}

function hint(error: ErrorObject): string | undefined {
  const branches = (error.schema as { required?: string[] }[] | undefined) ?? [];
  const keys = branches.flatMap((b) => b.required ?? []);
  return keys.length ? `set only one of ${keys.map((k) => `'${k}'`).join(', ')}` : undefined;
}

function idHint(pattern: string): string {
  return pattern.startsWith('^[a-z][a-z0-9]*(-') ? ': ids use lower-case letters, digits and single dashes' : ` (expected to match ${pattern})`;
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
