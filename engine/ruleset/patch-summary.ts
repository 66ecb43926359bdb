import { escapeSegment } from './json-pointer';
import { isPlainObject } from './merge-patch';

export interface PatchChange {
  pointer: string;
  change: 'added' | 'changed' | 'removed';
  before?: unknown;
  after?: unknown;
}

/**
 * What a merge patch changes relative to its parent, at the level a reader cares about: a whole new object is
 * one 'added' entry, a replaced value one 'changed' entry with before and after. Provenance bookkeeping is left out.
 */
export function summarizePatch(parent: unknown, patch: unknown, base = ''): PatchChange[] {
  if (!isPlainObject(patch)) return [{ pointer: base, change: 'changed', before: parent, after: patch }];
  const out: PatchChange[] = [];
  const parentObject = isPlainObject(parent) ? parent : {};
  for (const [key, value] of Object.entries(patch)) {
    if (key === 'provenance') continue;
    const pointer = `${base}/${escapeSegment(key)}`;
    const before = parentObject[key];
    if (value === null) {
      if (before !== undefined) out.push({ pointer, change: 'removed', before });
    } else if (before === undefined) {
      out.push({ pointer, change: 'added', after: value });
    } else if (isPlainObject(value) && isPlainObject(before)) {
      out.push(...summarizePatch(before, value, pointer));
    } else if (JSON.stringify(before) !== JSON.stringify(value)) {
      out.push({ pointer, change: 'changed', before, after: value });
    }
  }
  return out;
}

/** One change in words, e.g. "victory › measure: “personages” → “victory-points”", "summary rewritten". */
export function describeChange(change: PatchChange): string {
  return changeWords(change, pathWords(change.pointer));
}

/** Keyed collections whose members a reader knows by name: what a patch adds or changes there is said per member. */
const memberCollections: { pattern: RegExp; one: string; many: string }[] = [
  { pattern: /^\/eventCards\/cards\/[^/]+/, one: 'event card', many: 'event cards' },
  { pattern: /^\/specialUnits\/[^/]+/, one: 'special unit', many: 'special units' },
  { pattern: /^\/knowHows\/items\/[^/]+/, one: 'know-how', many: 'know-hows' },
  { pattern: /^\/personages\/stacks\/[^/]+/, one: 'personage stack', many: 'personage stacks' },
  { pattern: /^\/map\/regions\/[^/]+/, one: 'region', many: 'regions' },
  { pattern: /^\/map\/nations\/[^/]+/, one: 'nation', many: 'nations' },
  { pattern: /^\/rondel\/fields\/[^/]+/, one: 'rondel field', many: 'rondel fields' },
  { pattern: /^\/turn\/states\/[^/]+/, one: 'turn step', many: 'turn steps' },
  { pattern: /^\/units\/[^/]+/, one: 'unit', many: 'units' },
];

const sectionWords: Record<string, string> = {
  map: 'map', rondel: 'rondel', actions: 'actions', knowHows: 'know-hows', personages: 'personages', eventCards: 'event cards', turn: 'turn',
};

/** A path in words, without the sigils: /victory/targetByNations/3 → "victory › target by nations › 3". */
function pathWords(pointer: string): string {
  return pointer.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~').replace(/([a-z])([A-Z])/g, '$1 $2').replace(/-/g, ' ').toLowerCase()).join(' › ');
}

/** Short enough to read in a table cell, or undefined when only "rewritten" / "replaced" says it honestly. */
function shortValue(v: unknown): string | undefined {
  if (v === null) return 'none';
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (typeof v === 'string') return v.length <= 40 ? `“${v}”` : undefined;
  if (Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number')) return v.length ? (v.length > 5 ? `${v.slice(0, 4).join(', ')} and ${v.length - 4} more` : v.join(', ')) : 'nothing';
  return undefined;
}

/**
 * The positions where two equally long lists of plain values differ, when there are at most three: a rondel order
 * with one field changed reads as that field ("rondel › order, entry 8: “duellum-2” → “duellum-3”").
 */
function changedEntries(before: unknown, after: unknown): number[] | undefined {
  if (!Array.isArray(before) || !Array.isArray(after) || before.length !== after.length) return undefined;
  const plain = (x: unknown) => typeof x === 'string' || typeof x === 'number' || typeof x === 'boolean';
  if (!before.every(plain) || !after.every(plain)) return undefined;
  const changed: number[] = [];
  for (let i = 0; i < after.length; i++) if (before[i] !== after[i]) changed.push(i);
  return changed.length && changed.length <= 3 ? changed : undefined;
}

function nameOf(v: unknown, fallback: string): string {
  return isPlainObject(v) && typeof v.name === 'string' ? v.name : fallback;
}

/** One change in words: "victory › measure: “personages” → “victory-points”", "summary rewritten", "effects replaced". */
function changeWords(c: PatchChange, label: string): string {
  if (c.change === 'removed') return `${label} removed`;
  if (c.change === 'added') {
    const v = shortValue(c.after);
    return `${label} added${v ? ` (${v})` : ''}`;
  }
  const entries = changedEntries(c.before, c.after);
  if (entries) return entries.map((i) => `${label}, entry ${i + 1}: ${shortValue((c.before as unknown[])[i])} → ${shortValue((c.after as unknown[])[i])}`).join('; ');
  const [before, after] = [shortValue(c.before), shortValue(c.after)];
  // Two long lists cut to the same first items would read as no change at all.
  if (before !== undefined && after !== undefined && before !== after) return `${label}: ${before} → ${after}`;
  if (typeof c.before === 'string' || typeof c.after === 'string') return `${label} rewritten`;
  const count = (v: unknown) => (Array.isArray(v) ? v.length : isPlainObject(v) ? Object.keys(v).length : 0);
  const n = count(c.after);
  return Array.isArray(c.after) && Array.isArray(c.before) && count(c.before) !== n ? `${label} replaced (${count(c.before)} → ${n} ${n === 1 ? 'entry' : 'entries'})` : `${label} replaced`;
}

/**
 * What a variant changes, in plain words for the editor (and the library, for a variant that does not resolve, so
 * has no diff against its parent): sections replaced from files ("map replaced (map-greece-persia.json)"), members
 * added or removed per collection with their names ("16 event cards added (Plague, Harvest Festival, …)"), changes
 * inside one member under its name, long texts "rewritten", and values that are data rather than words (effects,
 * lists of objects) "replaced" instead of cut-off JSON.
 */
export function describeVariantChanges(parent: unknown, patch: unknown, parts: Record<string, string> = {}): string[] {
  const out = Object.entries(parts).map(([section, file]) => `${sectionWords[section] ?? pathWords(`/${section}`)} replaced (${file.split('/').pop()})`);
  const changes = summarizePatch(parent, patch);
  const done = new Set<PatchChange>();
  for (const col of memberCollections) {
    const mine = changes.filter((c) => col.pattern.test(c.pointer));
    const whole = (kind: PatchChange['change']) => mine.filter((c) => c.change === kind && col.pattern.exec(c.pointer)![0] === c.pointer);
    for (const [kind, verb] of [['added', 'added'], ['removed', 'removed']] as const) {
      const list = whole(kind);
      if (!list.length) continue;
      const names = list.map((c) => nameOf(kind === 'added' ? c.after : c.before, c.pointer.split('/').pop()!));
      out.push(`${list.length} ${list.length === 1 ? col.one : col.many} ${verb} (${names.length > 4 ? `${names.slice(0, 4).join(', ')}, …` : names.join(', ')})`);
      list.forEach((c) => done.add(c));
    }
    // Changes inside a member: one line per member, under the name it had.
    const byMember = new Map<string, PatchChange[]>();
    for (const c of mine) if (!done.has(c)) byMember.set(col.pattern.exec(c.pointer)![0], [...(byMember.get(col.pattern.exec(c.pointer)![0]) ?? []), c]);
    for (const [member, list] of byMember) {
      const name = nameOf(getMember(parent, member), member.split('/').pop()!);
      out.push(`${col.one} ${name}: ${list.map((c) => changeWords(c, pathWords(c.pointer.slice(member.length)))).join('; ')}`);
      list.forEach((c) => done.add(c));
    }
  }
  for (const c of changes) if (!done.has(c)) out.push(changeWords(c, pathWords(c.pointer)));
  return out;
}

function getMember(root: unknown, pointer: string): unknown {
  let node = root;
  for (const seg of pointer.split('/').slice(1)) node = isPlainObject(node) ? node[seg.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  return node;
}
