// Relative imports so vitest (no '@/' alias) can test this module too.
import { escapeSegment, humanKey, locatePointer, pointerLabel, parsePointer } from '../../engine/rulesets';
import type { ProvenanceStatus } from '../../engine/rulesets';
import { provenanceAt, type ProvenanceEntries } from './provenance-view';

/**
 * The editor's form of a ruleset's numbers and switches: every number and true/false of the rules, so a designer
 * trying "temples cost 5" changes one field instead of finding `/actions/build/temple/cost/marble` in 3,000 lines of
 * JSON (a review as users). The rows come from the data, not from a list of known keys, so a house rule's new section
 * or another game's (Hellas) gets its rows too. The map, the event cards and the turn are left out: their numbers are
 * coordinates, card effects and state ids, each with its own view (the board, the card designer, the turn machine).
 */
export interface ValueField {
  pointer: string;
  /** The section's title and the path below it in words, item ids by their names ("Know-hows › STRATA › price › first"). */
  section: string;
  label: string;
  value: number | boolean;
  /** The covering provenance entry's status; a value no entry covers reads as printed, as the diff page reads it. */
  status: ProvenanceStatus;
  /** The value in the ruleset the edit started from, when it differs (or the edit added it: `null`). */
  was?: number | boolean | null;
  /** A member of a list: a merge patch replaces a list whole, so it cannot be swept alone (engine/sim/sweep.ts). */
  inList?: boolean;
}

const leftOut = new Set(['map', 'eventCards', 'turn', 'provenance', '$schema']);

/** Every number and switch of `ruleset` outside the map, the cards and the turn, in document order. */
export function valueFields(ruleset: Record<string, unknown>, provenance: ProvenanceEntries, base?: Record<string, unknown>): ValueField[] {
  const fields: ValueField[] = [];
  const walk = (v: unknown, segs: string[], names: string[], inList = false) => {
    if (typeof v === 'number' || typeof v === 'boolean') {
      const pointer = '/' + segs.map(escapeSegment).join('/');
      const section = pointerLabel('/' + escapeSegment(segs[0]));
      const field: ValueField = { pointer, section, label: names.slice(1).join(' › ') || section, value: v, status: provenanceAt(provenance, pointer)?.entry.status ?? 'printed' };
      if (inList) field.inList = true;
      if (base) {
        const before = valueAt(base, segs);
        if (before !== v) field.was = typeof before === 'number' || typeof before === 'boolean' ? before : null;
      }
      fields.push(field);
      return;
    }
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...segs, String(i)], [...names, `#${i + 1}`], true));
    else if (v && typeof v === 'object') {
      for (const [key, x] of Object.entries(v)) {
        if (key === 'provenance') continue;
        // An item of a collection (a know-how, a personage stack, a unit) by the name a player reads on it.
        const name = x && typeof x === 'object' && !Array.isArray(x) && typeof (x as { name?: unknown }).name === 'string' ? (x as { name: string }).name : humanKey(key);
        // "Know-hows › STRATA", not "Know-hows › items › STRATA": the name says which item it is.
        const named = name !== humanKey(key) && names.length > 1;
        walk(x, [...segs, key], [...(named ? names.slice(0, -1) : names), name], inList);
      }
    }
  };
  for (const [key, v] of Object.entries(ruleset)) if (!leftOut.has(key)) walk(v, [key], [key]);
  return fields;
}

function valueAt(root: unknown, segs: string[]): unknown {
  let v = root;
  for (const s of segs) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[s];
  }
  return v;
}

export type SetValueResult = { ok: true; text: string } | { ok: false; message: string };

/**
 * `text` with the scalar at `pointer` replaced by `value` and every other character as it was (the designer's layout,
 * comments-free JSON as written), so the editor's undo takes the change back and the saved patch holds only it.
 */
export function setValueInText(text: string, pointer: string, value: number | boolean): SetValueResult {
  if (typeof value === 'number' && !Number.isFinite(value)) return { ok: false, message: 'not a number' };
  const member = locatePointer(text, pointer);
  if (!member) return { ok: false, message: `${pointer} is not in the text` };
  let i = member.offset;
  // An object member's location is its key: the value follows its colon.
  if (text[i] === '"' && parsePointer(pointer).length > 0) {
    i = stringEnd(text, i);
    while (/\s/.test(text[i] ?? '')) i++;
    if (text[i] !== ':') return { ok: false, message: `${pointer} is not a value` };
    i++;
    while (/\s/.test(text[i] ?? '')) i++;
  }
  let end = i;
  while (end < text.length && /[-+0-9.eEtruefals]/.test(text[end])) end++;
  const old = text.slice(i, end);
  if (!/^(-?\d+(\.\d+)?([eE][-+]?\d+)?|true|false)$/.test(old)) return { ok: false, message: `${pointer} holds no number or true/false in the text` };
  return { ok: true, text: text.slice(0, i) + JSON.stringify(value) + text.slice(end) };
}

function stringEnd(text: string, i: number): number {
  for (let j = i + 1; j < text.length; j++) {
    if (text[j] === '\\') j++;
    else if (text[j] === '"') return j + 1;
  }
  return text.length;
}

/** What a typed number field holds: a number, or why not (the field keeps what was typed, the text is left alone). */
export function readNumber(typed: string): { ok: true; value: number } | { ok: false; message: string } {
  const t = typed.trim();
  if (t === '') return { ok: false, message: 'type a number' };
  if (!/^-?\d+(\.\d+)?$/.test(t)) return { ok: false, message: `“${typed}” is not a number` };
  return { ok: true, value: Number(t) };
}

/**
 * The values a sweep of the field starts with on the simulate page (`set=POINTER=V1,V2,…`): the value as it stands
 * (the sweep's row "as written") between one less and one more for a whole number (none below 0), both answers for a
 * switch. The designer edits them there. Undefined for a list member or a fraction, which have no obvious neighbours.
 */
export function sweepValues(field: ValueField): (number | boolean)[] | undefined {
  if (field.inList) return undefined;
  if (typeof field.value === 'boolean') return [field.value, !field.value];
  if (!Number.isInteger(field.value)) return undefined;
  return [field.value - 1, field.value, field.value + 1].filter((v) => v >= 0);
}
