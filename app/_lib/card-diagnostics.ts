/**
 * A ruleset diagnostic about one event card, as the card designer shows it: the place in the card's own JSON (the
 * pointer relative to the card, and its line and column in the JSON panel's text), the problem said once without
 * the pointer repeated inside it, and the fix.
 */
import type { Diagnostic } from '@/engine/rulesets';
import { withoutPlace } from './diagnostic-text';
import { rangeOf } from './locate-diagnostic';

export interface CardDiagnostic {
  code: string;
  severity: Diagnostic['severity'];
  /** Pointer relative to the card ('/effects/0/amount'; '/' for the card itself). */
  place: string;
  /** The place as the form names it ('effect 1 › amount'): where the designer edits it. */
  field: string;
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
  text = withoutPlace(text, place);
  text = text.replace(new RegExp(`^card '${escape(cardId)}' `), 'this card ');
  // Messages are written "problem; what to do": the part after the first '; ' is the fix.
  const split = text.indexOf('; ');
  const problem = split > 0 ? text.slice(0, split) : text;
  // An empty name: said as the designer would put it, not the schema's "write some text".
  const fix = place === '/name' && d.code === 'schema/minLength' ? 'Give the card a name: the one printed on it, or the one players will call it by' : split > 0 ? capital(text.slice(split + 2)) : defaultFix(d.code, place, problem);
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
  return { code: d.code, severity: d.severity, place, field: fieldLabel(place), line, column, problem: sentence(problem), ...(fix ? { fix: sentence(fix) } : {}) };
}

/** The form's names for the card's own fields (CardsClient.tsx); effects are numbered from 1, as the form shows them. */
const cardFields: Record<string, string> = { name: 'name', nameDe: 'German name', text: 'printed text', copies: 'copies', play: 'played', 'play/when': 'played', 'play/action': 'action' };

/**
 * A card-relative pointer as the form's path to it: '/effects/0/then/1/amount' is 'effect 1 › then › effect 2 ›
 * amount', '/copies' is 'copies'. A list index is the effect's number; the word 'effects' before it is implied.
 */
export function fieldLabel(place: string): string {
  if (place === '/' || place === '') return 'the card';
  const segments = place.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const own = cardFields[segments.join('/')];
  if (own) return own;
  const parts: string[] = [];
  segments.forEach((s, i) => {
    if (/^\d+$/.test(s) && i > 0) parts.push(`effect ${Number(s) + 1}`);
    else if (!(s === 'effects' && /^\d+$/.test(segments[i + 1] ?? ''))) parts.push(cardFields[s] && i === 0 ? cardFields[s] : s);
  });
  return parts.join(' › ');
}

/** A fix for the schema messages that state only the problem. */
function defaultFix(code: string, place: string, problem: string): string | undefined {
  // The deck's copies of the card (D-SET-11: 0 keeps it out, as the blank cards are until written).
  if (place === '/copies' && /^schema\/(minimum|maximum|type)$/.test(code)) return 'Write how many copies the deck holds, a whole number from 0 to 50; 0 keeps the card out of the deck';
  const bound = /must be at (least|most) (-?\d+)/.exec(problem);
  if (bound && (code === 'schema/minimum' || code === 'schema/maximum')) return `Write ${bound[2]} or ${bound[1] === 'least' ? 'more' : 'less'}`;
  if (code === 'schema/type') {
    if (/\/amount$|\/value$/.test(place)) return 'Write a whole number such as 2, or a count such as { "count": "cities", "of": "self" }';
    const wanted = /must be (.+)$/.exec(problem)?.[1];
    return wanted ? `Write ${wanted} here` : undefined;
  }
  const missing = /missing the required key '([^']+)'/.exec(problem)?.[1];
  if (code === 'schema/required' && missing) return `Add "${missing}"`;
  return undefined;
}
