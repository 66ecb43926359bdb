// Relative imports so vitest (no '@/' alias) can test this module too.
import { escapeSegment, getAtPointer, humanKey, locatePointer, pointerLabel, parsePointer, schemasByKind } from '../../engine/rulesets';
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
  /** What the schema says the value is (the editor's hover text); with the names, the words the form's search reads. */
  about?: string;
  words: string;
}

const leftOut = new Set(['map', 'eventCards', 'turn', 'provenance', '$schema']);

/** Every number and switch of `ruleset` outside the map, the cards and the turn, in document order. */
export function valueFields(ruleset: Record<string, unknown>, provenance: ProvenanceEntries, base?: Record<string, unknown>): ValueField[] {
  const fields: ValueField[] = [];
  const walk = (v: unknown, segs: string[], names: string[], inList = false) => {
    if (typeof v === 'number' || typeof v === 'boolean') {
      const pointer = '/' + segs.map(escapeSegment).join('/');
      const section = pointerLabel('/' + escapeSegment(segs[0]));
      const label = names.slice(1).join(' › ') || section;
      // Found by its own description too (not its sections': "Actions and costs" would match every cost).
      const about = schemaDescriptionAt(pointer);
      const field: ValueField = { pointer, section, label, value: v, status: provenanceAt(provenance, pointer)?.entry.status ?? 'printed', words: `${section} ${label} ${pointer} ${about ?? ''}`.toLowerCase() };
      if (about) field.about = about;
      if (inList) field.inList = true;
      if (base) {
        const before = getAtPointer(base, pointer);
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

/**
 * Whether a field matches what was typed in the form's search: every word, in its label, pointer or the schema's words
 * for it, a plural also as its singular ("temples cost" finds the temple's cost).
 */
export function matchesQuery(field: Pick<ValueField, 'words'>, query: string): boolean {
  for (const word of query.toLowerCase().split(/[\s›/]+/).filter(Boolean)) {
    if (field.words.includes(word)) continue;
    if (word.length > 3 && word.endsWith('s') && field.words.includes(word.slice(0, -1))) continue;
    return false;
  }
  return true;
}

export type SetValueResult = { ok: true; text: string } | { ok: false; message: string };

/**
 * `text` with the scalar at `pointer` replaced by `value` and every other character as it was (the designer's layout,
 * comments-free JSON as written), so the editor's undo takes the change back and the saved patch holds only it.
 */
export function setValueInText(text: string, pointer: string, value: number | boolean): SetValueResult {
  if (typeof value === 'number' && !Number.isFinite(value)) return { ok: false, message: 'not a number' };
  const at = scalarAt(text, pointer);
  if (!at.ok) return at;
  return { ok: true, text: text.slice(0, at.start) + JSON.stringify(value) + text.slice(at.end) };
}

/** Where the number or true/false at `pointer` stands in `text` (character offsets), or why it does not. */
export function scalarAt(text: string, pointer: string): { ok: true; start: number; end: number } | { ok: false; message: string } {
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
  return { ok: true, start: i, end };
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

type SchemaNode = Record<string, unknown>;
const schemaById = new Map<string, SchemaNode>();

function schemaDocs(): Map<string, SchemaNode> {
  if (!schemaById.size) for (const doc of Object.values(schemasByKind) as SchemaNode[]) schemaById.set(String(doc.$id).split('/').pop()!, doc);
  return schemaById;
}

/** A `$ref` of the schemas (`#/$defs/x`, `common.schema.json#/$defs/x`, `actions.schema.json`) from within `doc`. */
function follow(ref: string, doc: SchemaNode): [SchemaNode, SchemaNode] | undefined {
  const [file, fragment = ''] = ref.split('#');
  const target = file ? schemaDocs().get(file) : doc;
  if (!target) return undefined;
  let node: unknown = target;
  for (const segment of parsePointer(fragment)) node = (node as SchemaNode | undefined)?.[segment];
  return node && typeof node === 'object' ? [node as SchemaNode, target] : undefined;
}

/**
 * What the schemas say a ruleset value is (its `description`, as the editor's hover shows it), for the numbers form:
 * its tooltip, and words to find it by ("defence" finds `templeDefense`, "Defence of a city with a temple"). The
 * description nearest the value wins; a value whose own key has none takes its parent's.
 */
export function schemaDescriptionAt(pointer: string): string | undefined {
  const all = schemaDescriptionsAlong(pointer);
  return all[all.length - 1];
}

/** Every description on the way from the ruleset to `pointer`, outermost first: the words a search may match. */
export function schemaDescriptionsAlong(pointer: string): string[] {
  let found: [SchemaNode, SchemaNode] | undefined = [schemasByKind.ruleset as SchemaNode, schemasByKind.ruleset as SchemaNode];
  const descriptions: string[] = [];
  const take = (n: SchemaNode) => {
    if (typeof n.description === 'string' && descriptions[descriptions.length - 1] !== n.description) descriptions.push(n.description);
  };
  const settle = () => {
    // A property's own description sits beside its `$ref`; the referenced schema's applies when it has none.
    for (let hops = 0; found && typeof found[0].$ref === 'string' && hops < 8; hops++) {
      take(found[0]);
      const next = follow(found[0].$ref as string, found[1]);
      if (next && typeof found[0].description !== 'string') take(next[0]);
      found = next;
    }
  };
  settle();
  for (const segment of parsePointer(pointer)) {
    if (!found) break;
    const [node, doc]: [SchemaNode, SchemaNode] = found;
    const props = node.properties as Record<string, SchemaNode> | undefined;
    const extra: unknown = node.additionalProperties;
    const items: unknown = node.items;
    const child = props?.[segment] ?? (typeof extra === 'object' && extra ? (extra as SchemaNode) : undefined) ?? (typeof items === 'object' && items ? (items as SchemaNode) : undefined);
    if (!child) {
      found = undefined;
      break;
    }
    found = [child, doc];
    take(child);
    settle();
  }
  return descriptions;
}
