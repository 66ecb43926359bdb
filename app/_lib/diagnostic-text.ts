/**
 * A diagnostic's message for a view that shows its place (the JSON pointer) beside it. The messages are written for
 * `rondel validate`, which prints no pointer, so most of them name the place themselves ("/supply/temples must be at
 * least 0", "… is not allowed at /actions/maneuver/battles; …"); beside a pointer that would say it twice.
 */
import { parsePointer, toPointer, type Diagnostic } from '@/engine/rulesets';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The message without `place` where it names it: as the subject ("/a/b must be …" → "must be …") or as where the
 * problem is ("… not allowed at /a/b; …" → "… not allowed here; …"). Other pointers (a fix's "add /x/y") are kept.
 */
export function withoutPlace(message: string, place: string): string {
  return message.replace(new RegExp(`^${escape(place)}\\s+`), '').replace(new RegExp(`\\s(at|in) ${escape(place)}(?=[;,.]|$)`), ' here');
}

/**
 * The message and the place to show beside it, the pointer said once. A wrong key's message names the object that
 * holds it ("unknown key 'costs' in /actions/build/temple"), whose pointer with the key is the place: the object is
 * left out. When the message still names the place (a sentence with the pointer inside it), it keeps it and there is
 * no place beside it.
 */
export function pointerOnce(d: Pick<Diagnostic, 'pointer' | 'message'>): { place?: string; text: string } {
  const place = d.pointer || '/';
  let text = withoutPlace(d.message, place);
  // The whole document (a JSON syntax error, an unknown id) has a place only when the message named it ("/ is missing …").
  if (!d.pointer) return text === d.message ? { text } : { place, text };
  const segments = parsePointer(d.pointer);
  const holder = toPointer(segments.slice(0, -1)) || '/';
  // Long keys are cut in the message ("'ostiaostia…'"), so the key's beginning is enough to know it is the one meant.
  if (text.includes(`'${segments[segments.length - 1].slice(0, 30)}`)) text = text.replace(new RegExp(` in ${escape(holder)}(?=[;:,\\s]|$)`), '');
  if (new RegExp(`(^|[\\s'"(])${escape(d.pointer)}(?=$|[\\s;:,.)'"])`).test(text)) return { text: d.message };
  return { place, text };
}
