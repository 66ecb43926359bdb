/**
 * A ruleset diagnostic about one event card, as the card designer shows it: the place in the card's own JSON (the
 * pointer relative to the card, and its line and column in the JSON panel's text), the problem said once without
 * the pointer repeated inside it, and the fix.
 */
import type { Diagnostic } from '@/engine/rulesets';
import { rangeOf } from './locate-diagnostic';

export interface CardDiagnostic {
  code: string;
  severity: Diagnostic['severity'];
  /** Pointer relative to the card ('/effects/0/amount'; '/' for the card itself). */
  place: string;
  /** Line and column (1-based) in the JSON panel's text, when the text holds the place or a parent of it. */
  line?: number;
  column?: number;
  problem: string;
  fix?: string;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const sentence = (s: string) => capital(/[.?!]$/.test(s) ? s : `${s}.`);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function cardDiagnostic(d: Diagnostic, cardId: string, jsonText?: string): CardDiagnostic {
  const prefix = `/eventCards/cards/${cardId}`;
  const relative = (p: string) => (p === prefix ? '/' : p.startsWith(`${prefix}/`) ? p.slice(prefix.length) : p);
  const place = relative(d.pointer);
  // The pointer appears in most messages ("/…/amount must be …", "… at /…/op; …"): said once, as the place.
  let text = d.message.replace(new RegExp(`${escape(prefix)}(?=/)`, 'g'), '').replace(new RegExp(`${escape(prefix)}(?![\\w/-])`, 'g'), 'the card');
  text = text.replace(new RegExp(`^${escape(place)}\\s+`), '').replace(new RegExp(`\\s(at|in) ${escape(place)}(?=[;,.]|$)`), ' here');
  text = text.replace(new RegExp(`^card '${escape(cardId)}' `), 'this card ');
  // Messages are written "problem; what to do": the part after the first '; ' is the fix.
  const split = text.indexOf('; ');
  const problem = split > 0 ? text.slice(0, split) : text;
  const fix = split > 0 ? capital(text.slice(split + 2)) : defaultFix(d.code, place, problem);
  let line: number | undefined;
  let column: number | undefined;
  if (jsonText) {
    try {
      JSON.parse(jsonText);
      ({ line, column } = rangeOf(jsonText, place === '/' ? '' : place));
    } catch {
      // Text that does not parse has no places; its syntax error is shown on its own.
    }
  }
  return { code: d.code, severity: d.severity, place, line, column, problem: sentence(problem), ...(fix ? { fix: sentence(fix) } : {}) };
}

/** A fix for the schema messages that state only the problem. */
function defaultFix(code: string, place: string, problem: string): string | undefined {
  if (code === 'schema/type') {
    if (/\/amount$|\/value$/.test(place)) return 'Write a whole number such as 2, or a count such as { "count": "cities", "of": "self" }';
    const wanted = /must be (.+)$/.exec(problem)?.[1];
    return wanted ? `Write ${wanted} here` : undefined;
  }
  const missing = /missing the required key '([^']+)'/.exec(problem)?.[1];
  if (code === 'schema/required' && missing) return `Add "${missing}"`;
  return undefined;
}
