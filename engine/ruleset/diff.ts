/**
 * Compares two resolved rulesets pointer by pointer and states every difference in plain words a player
 * understands. Pure: no file system, so the CLI, the server pages and tests share it.
 *
 * - Objects are walked key by key; collections are keyed by id, so a pointer such as
 *   /knowHows/items/strata/price/first is the same in both rulesets when the id exists in both.
 * - Arrays of ids (rondel order, lineup nations, `requires`) are compared as orders or sets: added, removed,
 *   moved — never "replaced whole". Arrays of objects with a natural key (`param` of a modifier) are matched by
 *   that key, so each side keeps its own pointer.
 * - A keyed collection whose ids differ in more than a few places (two different maps, two know-how trees) is
 *   one "members" difference listing the ids on each side, then walked into the ids both share.
 * - Each side's value carries its provenance status (printed / derived / estimated / house-rule) from
 *   engine/ruleset/provenance.ts.
 * - The words come from `describers`, a table keyed by pointer pattern; anything unmatched gets a generic but
 *   readable sentence, so new sections (the coming `/turn` statechart) work before anyone writes a describer.
 */
import { deepEqual, isPlainObject } from './merge-patch';
import { escapeSegment, getAtPointer, parsePointer } from './json-pointer';
import { indexProvenance, type ProvenanceIndex } from './provenance';
import type { DecisionKind, ProvenanceStatus } from './types';
import { moveText } from '../turn/move-words';
import { describeCard, describeEffects, describeTiming } from '../effects/describe';
import { startCityDefaults, type EventCard, type Ruleset } from './types';

export const diffFormat = 'rondel-diff/1';

export type TopicId = 'turn' | 'rondel' | 'actions' | 'costs' | 'know-hows' | 'personages' | 'map' | 'supply' | 'event-cards' | 'special-units' | 'other';

/** Topics in the order a reader meets them (the text, Markdown and JSON outputs all use it). */
export const topics: { id: TopicId; title: string }[] = [
  { id: 'turn', title: 'Turn structure' },
  { id: 'rondel', title: 'Rondel' },
  { id: 'actions', title: 'Actions and battles' },
  { id: 'costs', title: 'Costs and income' },
  { id: 'know-hows', title: 'Know-hows' },
  { id: 'personages', title: 'Personages and victory' },
  { id: 'map', title: 'Map and set-up' },
  { id: 'supply', title: 'Supply' },
  { id: 'event-cards', title: 'Event cards' },
  { id: 'special-units', title: 'Special units' },
  { id: 'other', title: 'Other' },
];

/**
 * For the teaching order (a player who knows A and learns B): how the turn runs first, then what changes every
 * turn, then the rare cases.
 */
export type Tier = 'basics' | 'setup' | 'turn' | 'every-turn' | 'turn-steps' | 'rare';
export const tiers: { id: Tier; title: string }[] = [
  { id: 'basics', title: 'The game at a glance' },
  // Start cities, start resources, the recruitment box and the start player are laid out once, before the first
  // turn: a teacher explains them first, not among the rules that come up every turn.
  { id: 'setup', title: 'Setting up' },
  { id: 'turn', title: 'How a turn runs' },
  { id: 'every-turn', title: 'What changes every turn' },
  // The turn machine's states and moves restate, step by step, rules a player has met above (event cards, town
  // walls, battles on demand): they come after those rules, not before.
  { id: 'turn-steps', title: 'Decisions and moves during the turn' },
  { id: 'rare', title: 'Rare cases' },
];

export interface SideValue {
  /** The pointer of this value in this ruleset (for a member matched by key it may differ from the other side). */
  pointer: string;
  present: boolean;
  value?: unknown;
  /** Provenance of the value: the most specific entry covering it, printed when none. */
  status: ProvenanceStatus;
  /** Other statuses found below the pointer (e.g. a map whose borders are estimated). */
  below?: ProvenanceStatus[];
  note?: string;
  source?: string;
}

export type DifferenceKind = 'changed' | 'added' | 'removed' | 'reordered' | 'members';

export interface Difference {
  /** Stable key: kind and pointer. */
  id: string;
  topic: TopicId;
  tier: Tier;
  kind: DifferenceKind;
  /** The pointer to show (B's when present, else A's). */
  pointer: string;
  a: SideValue;
  b: SideValue;
  /** For lists and collections: ids only in B, only in A, and items that moved (1-based positions). */
  added?: string[];
  removed?: string[];
  moved?: { item: string; from: number; to: number }[];
  /** The difference in plain words, with the numbers of both sides. */
  text: string;
  /** Where the rule comes from: docs/rules-spec.md Part 3 row and rule ids, when known. */
  rule?: string;
  /** For a difference that stands for several (the turn machine's states and moves): every pointer it covers. */
  covers?: string[];
  /** What each side has, in words, when the value itself would read as data (the turn machine). */
  sides?: { a: string; b: string };
  /**
   * The long lists the words shorten ("Olisipo, Gades, Corduba and 44 more"): `shown` is those words as they stand in
   * `text` or `sides`, `items` every name, for the page to give on hover or expansion and the outputs without hover
   * to print. Absent when no list was shortened.
   */
  lists?: { shown: string; items: string[] }[];
}

export interface RulesetDiff {
  format: typeof diffFormat;
  a: { id: string; title: string };
  b: { id: string; title: string };
  differences: Difference[];
  /**
   * Differences in wording only, not in rules: turn states that cite other rule ids or carry other titles. Not
   * counted among the differences; the outputs mention them in one line at the end. Absent when there are none.
   */
  wording?: Difference[];
}

type Json = Record<string, unknown>;

/** Keys that are bookkeeping or display text, not rules (the describers still read them for names). */
/** `geo` only places a region on the drawn map; it is not a rule. */
const skippedEverywhere = new Set(['provenance', '$schema', 'description', 'text', 'cardText', 'nameDe', 'geo']);
const skippedAtRoot = new Set(['id', 'title', 'summary', 'notes', 'sources', 'family']);
/**
 * Values no player meets at the table. A nation's `hex` is the colour the workbench draws its pieces in (the map
 * schema's "Display colour for the workbench"); the colour of its pieces, `color`, is the rule and is stated in words
 * ("the Persians play yellow"), so a hex code beside it would only repeat it as data ("drawn in #D4A017"). A
 * resource's `color` is likewise only the workbench's drawing of its chips and cities (the schema's "Display colour").
 */
const notRules = ['/map/nations/*/hex', '/economy/resources/*/color'];
/** Above this many ids on one side only, a collection is one "members" difference instead of one per id. */
const MEMBERS_THRESHOLD = 3;
/** Arrays of objects matched by one of these keys rather than by position. */
const arrayKeys = ['param', 'id', 'key'];
/** Where a temple's surcharge per adjacent temple lives (D-TEMP-02); the temple cost's sentence states it too. */
const surchargePointer = '/actions/build/temple/adjacentTempleSurcharge';

export interface DiffOptions {
  /** Names for the two sides in sentences; default: the short titles, with each side's id when they are equal. */
  names?: [string, string];
}

/** Every difference between two resolved rulesets, in topic order. A ruleset against itself gives none. */
export function diffRulesets(a: Json, b: Json, options: DiffOptions = {}): RulesetDiff {
  const ctx: Context = {
    rootA: a,
    rootB: b,
    provA: safeIndex(a),
    provB: safeIndex(b),
    names: options.names ?? sideNames(a, b),
    out: [],
  };
  walk(ctx, a, b, '', '');
  const { differences, wording } = groupTurn(ctx, foldWrittenCards(ctx, absorb(ctx.out.filter((d) => !suppressed(ctx, d)))));
  const rank = new Map(topics.map((t, i) => [t.id, i]));
  differences.sort((x, y) => rank.get(x.topic)! - rank.get(y.topic)!);
  return { format: diffFormat, a: { id: String(a.id ?? ''), title: String(a.title ?? a.id ?? '') }, b: { id: String(b.id ?? ''), title: String(b.title ?? b.id ?? '') }, differences, ...(wording.length ? { wording } : {}) };
}

/** At a glance: how many play, how to win, then the board. */
const basicsOrder = ['/players', '/victory', '/map'];
const basicsRank = (d: Difference) => { const i = basicsOrder.findIndex((p) => d.pointer === p || d.pointer.startsWith(p + '/')); return i < 0 ? basicsOrder.length : i; };

/**
 * The differences ordered for a player who knows A and learns B: the game at a glance, how a turn runs, what
 * changes every turn, the turn's decisions and moves, rare cases.
 */
export function teachingOrder(diff: RulesetDiff): { tier: Tier; title: string; differences: Difference[] }[] {
  const rank = new Map(topics.map((t, i) => [t.id, i]));
  return tiers.map((t) => ({
    tier: t.id,
    title: t.title,
    differences: diff.differences.filter((d) => d.tier === t.id).sort((x, y) => (t.id === 'basics' ? basicsRank(x) - basicsRank(y) : 0) || rank.get(x.topic)! - rank.get(y.topic)!),
  })).filter((g) => g.differences.length > 0);
}

/** Differences grouped by topic, in topic order, empty topics left out. */
export function byTopic(diff: RulesetDiff): { topic: TopicId; title: string; differences: Difference[] }[] {
  return topics.map((t) => ({ topic: t.id, title: t.title, differences: diff.differences.filter((d) => d.topic === t.id) })).filter((g) => g.differences.length > 0);
}

interface Context {
  rootA: Json;
  rootB: Json;
  provA?: ProvenanceIndex;
  provB?: ProvenanceIndex;
  names: [string, string];
  out: Difference[];
}

function safeIndex(r: Json): ProvenanceIndex | undefined {
  try {
    return indexProvenance(r as never);
  } catch {
    return undefined;
  }
}

/**
 * Names for the two sides that a reader can tell apart. Short titles ("Antike", "Antike Duellum") unless one could
 * be read as short for the other: a name that appears inside the other anywhere but at its start ("Duellum" in
 * "Antike Duellum") reads as the same game, while a leading one ("Antike" in "Antike Duellum") names the game the
 * other extends. Then the parts after the dash when the games are the same (as a designer says them: "the East board",
 * "the “military” variant"), the full titles, and last each game's name with its id, as the CLI's and the pages'
 * headers give them ("Antike Duellum (antike-duellum)" beside "Antike Duellum (duellum-house)"): a variant saved with
 * its parent's title named by its id alone read as data in a sentence ("duellum-house has no rondel; antike-duellum's
 * has 8 fields").
 */
export function sideNames(a: Json, b: Json): [string, string] {
  const title = (r: Json) => String(r.title ?? r.id ?? '').trim();
  const short = (r: Json) => title(r).split(' — ')[0].trim();
  const [sa, sb] = [short(a), short(b)];
  if (sa && sb && sa === sb) {
    // Same game, two variants ("Antike Duellum — Rome vs Carthage", "… — Greece vs Persia"): the part after the dash.
    const tail = (r: Json) => String(r.title ?? '').split(' — ').slice(1).join(' — ').trim();
    const [xa, xb] = [tail(a), tail(b)];
    if (apart(xa, xb)) return [tailName(xa), tailName(xb)];
  } else if (apart(sa, sb)) return [sa, sb].map((x) => (readsAsPhrase(x) ? `“${x}”` : x)) as [string, string];
  const [ta, tb] = [title(a), title(b)];
  if (apart(ta, tb)) return [quoted(ta), quoted(tb)];
  const withId = (r: Json, name: string) => (name && r.id !== undefined && String(r.id) !== name ? `${quoted(name)} (${String(r.id)})` : String(r.id ?? name));
  const [na, nb] = [withId(a, sa), withId(b, sb)];
  return na && nb && na !== nb ? [na, nb] : [String(a.id ?? 'A'), String(b.id ?? 'B')];
}

/**
 * A title inside a sentence: one with a dash or a comma of its own, or not starting with a capital, is quoted, or
 * "… 5 marble in Duellum — temples cost 5 instead of 6 marble in Antike Duellum — Rome vs Carthage" reads as one
 * run-on clause, and "in 3 players to 12" or "special units has the Admiral" does not read as a name at all.
 */
function quoted(title: string): string {
  return /[—–,;:]/.test(title) || /^[\p{Ll}\p{N}]/u.test(title) || readsAsPhrase(title) ? `“${title}”` : title;
}

/** Short words a name in title case keeps in lower case ("Rome vs Carthage", "Ships of the Line"). */
const smallWords = new Set(['vs', 'vs.', 'v', 'of', 'the', 'and', 'or', 'to', 'in', 'on', 'at', 'for', 'with', 'a', 'an', 'de', 'der', 'die', 'das', 'und']);

/**
 * A title that is a phrase rather than a name ("Temples cost 5", a house rule named by what it does): in a sentence
 * unquoted it read as part of it ("… per adjacent temple in Temples cost 5 instead of 6 marble …", a review as users).
 */
function readsAsPhrase(title: string): boolean {
  return title.split(/\s+/).slice(1).some((word) => /^\p{Ll}/u.test(word) && !smallWords.has(word));
}

/**
 * What a ruleset is beside another of its game, named by the part of its title after the dash. A board side reads
 * with its article ("the East board has 50 regions", not "East board has"); a variation described in lower case or
 * by a number ("military", "3 players to 12") is a variant of that name, which a sentence can say "in" and start with.
 */
function tailName(tail: string): string {
  if (/^[\p{Ll}\p{N}]/u.test(tail)) return `the “${tail}” variant`;
  if (/^\p{Lu}[^—–,;:]* board( \([^)]*\))?$/u.test(tail)) return `the ${tail}`;
  return quoted(tail);
}

/** Where a rule holds, by the side's name: a game is played "on the East board" but "in Antike Duellum". */
export function inSide(name: string): string {
  return `${/^the .*\bboard( \([^)]*\))?$/.test(name) ? 'on' : 'in'} ${name}`;
}

/**
 * A side's thing: "Duellum's rondel", or with no noun "Duellum's" ("…; Duellum's has 8 fields"). After a name that
 * ends in a parenthesis or a quote ("Antike Duellum (duellum-house)", "“Duellum — temples cost 5”") a possessive
 * reads as the id's or the quote's, so the thing goes first: "the rondel in Antike Duellum (duellum-house)".
 */
function whose(name: string, noun = ''): string {
  if (/[)”]$/.test(name)) return `the ${noun || 'one'} ${inSide(name)}`;
  return `${name}${name.endsWith('s') ? "'" : "'s"}${noun ? ` ${noun}` : ''}`;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A sentence may open with a side's name or where a rule holds ("the “military” variant has …", "in Antike …"). */
function sentenceCase(text: string): string {
  return /^(the|in|on) /.test(text) ? capitalized(text) : text;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^$|()[\]{}\\]/g, '\\$&');

/** Two names a reader tells apart: different, and neither inside the other except as its leading words. */
function apart(x: string, y: string): boolean {
  if (!x || !y || x.toLowerCase() === y.toLowerCase()) return false;
  const inside = (outer: string, inner: string) => {
    const word = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(inner.toLowerCase())}(?![\\p{L}\\p{N}])`, 'gu');
    return [...outer.toLowerCase().matchAll(word)].some((m) => m.index !== 0);
  };
  return !inside(x, y) && !inside(y, x);
}

function walk(ctx: Context, a: unknown, b: unknown, pa: string, pb: string): void {
  if (deepEqual(a, b)) return;
  if (a === undefined || b === undefined) {
    // Left out on one side, where the engine's default is the other side's value: both games play the same rule.
    const row = describerFor(b !== undefined ? pb : pa)?.row;
    if (row && 'unset' in row && deepEqual(a ?? row.unset, b ?? row.unset)) return;
    return void push(ctx, a === undefined ? 'added' : 'removed', a, b, pa, pb);
  }
  if (describerFor(pb)?.row.whole) return void push(ctx, 'changed', a, b, pa, pb);
  if (isPlainObject(a) && isPlainObject(b)) {
    const skip = (k: string) => skippedEverywhere.has(k) || (pa === '' && skippedAtRoot.has(k)) || notRules.some((p) => matchPattern(p, `${pb}/${escapeSegment(k)}`) !== undefined);
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => !skip(k));
    const onlyA = keys.filter((k) => b[k] === undefined && a[k] !== undefined);
    const onlyB = keys.filter((k) => a[k] === undefined && b[k] !== undefined);
    const collection = isCollection(pa) || isCollection(pb);
    if (collection && onlyA.length + onlyB.length > MEMBERS_THRESHOLD) {
      push(ctx, 'members', a, b, pa, pb, { added: onlyB, removed: onlyA });
      for (const k of keys) if (a[k] !== undefined && b[k] !== undefined) walk(ctx, a[k], b[k], `${pa}/${escapeSegment(k)}`, `${pb}/${escapeSegment(k)}`);
      return;
    }
    for (const k of keys) walk(ctx, a[k], b[k], `${pa}/${escapeSegment(k)}`, `${pb}/${escapeSegment(k)}`);
    return;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    if (isIdList(a) && isIdList(b)) return compareLists(ctx, a, b, pa, pb);
    const key = arrayKeys.find((k) => [...a, ...b].every((x) => isPlainObject(x) && typeof x[k] === 'string') && unique(a, k) && unique(b, k));
    if (key) {
      const ia = new Map(a.map((x, i) => [(x as Json)[key] as string, i]));
      const ib = new Map(b.map((x, i) => [(x as Json)[key] as string, i]));
      for (const k of new Set([...ia.keys(), ...ib.keys()])) {
        const i = ia.get(k);
        const j = ib.get(k);
        walk(ctx, i === undefined ? undefined : a[i], j === undefined ? undefined : b[j], i === undefined ? pa : `${pa}/${i}`, j === undefined ? pb : `${pb}/${j}`);
      }
      return;
    }
  }
  push(ctx, 'changed', a, b, pa, pb);
}

function unique(list: unknown[], key: string): boolean {
  return new Set(list.map((x) => (x as Json)[key])).size === list.length;
}

function isIdList(list: unknown[]): list is string[] {
  return list.every((x) => typeof x === 'string');
}

/** Keyed collections (ids chosen by authors), as opposed to records with fixed keys. */
const collectionPatterns = ['/map/regions', '/map/nations', '/map/lineups', '/map/lineups/*/startCities', '/map/lineups/*/startUnits', '/map/regions/*/borders', '/rondel/fields', '/knowHows/items', '/personages/stacks', '/eventCards/cards', '/units', '/specialUnits', '/victory/targetByNations', '/turn/states', '/turn/**/states'];
function isCollection(pointer: string): boolean {
  return collectionPatterns.some((p) => matchPattern(p, pointer) !== undefined);
}

function compareLists(ctx: Context, a: string[], b: string[], pa: string, pb: string): void {
  const setA = new Set(a);
  const setB = new Set(b);
  const added = b.filter((x) => !setA.has(x));
  const removed = a.filter((x) => !setB.has(x));
  if (added.length || removed.length) return void push(ctx, 'members', a, b, pa, pb, { added, removed });
  const moved: { item: string; from: number; to: number }[] = [];
  a.forEach((item, i) => {
    const j = b.indexOf(item);
    if (j !== i) moved.push({ item, from: i + 1, to: j + 1 });
  });
  if (moved.length) push(ctx, 'reordered', a, b, pa, pb, { moved });
}

function push(ctx: Context, kind: DifferenceKind, a: unknown, b: unknown, pa: string, pb: string, extra: Pick<Difference, 'added' | 'removed' | 'moved'> = {}): void {
  const pointer = b !== undefined ? pb : pa;
  const describer = describerFor(pointer) ?? describerFor(pa);
  const d: Difference = {
    id: `${kind}:${pointer}`,
    topic: describer?.row.topic ?? topicOf(pointer),
    tier: describer?.row.tier ?? tierOf(pointer),
    kind,
    pointer,
    a: sideValue(ctx.rootA, ctx.provA, pa, a, kind === 'members' && !!describer?.row.membersOnly),
    b: sideValue(ctx.rootB, ctx.provB, pb, b, kind === 'members' && !!describer?.row.membersOnly),
    ...extra,
    text: '',
  };
  const words: Words = { d, names: ctx.names, rootA: ctx.rootA, rootB: ctx.rootB, params: describer?.params ?? [], row: describer?.row, statusAt: (which, p) => (which === 'a' ? ctx.provA : ctx.provB)?.lookup(p)?.status ?? 'printed' };
  d.text = sentenceCase(describe(describer?.row, words));
  const shown = describer?.row.value;
  if (shown) {
    const say = (v: unknown, root: Json) => {
      try {
        return v === undefined ? (describer!.row.absent ? `not set: ${describer!.row.absent(root)}` : '') : shown(v, root, words);
      } catch {
        return valueText(v);
      }
    };
    d.sides = { a: say(a, ctx.rootA), b: say(b, ctx.rootB) };
  }
  const none = describer?.row.none;
  if (none && (!d.a.present || !d.b.present)) {
    // A side that has none of a section or rule says what that means there, in words; the other keeps its words.
    const cell = (which: 'a' | 'b', root: Json) => {
      const s = d[which];
      if (s.present) return d.sides?.[which] || valueText(s.value);
      try {
        return `none: ${none(root, words)}`;
      } catch {
        return d.sides?.[which] ?? '';
      }
    };
    d.sides = { a: cell('a', ctx.rootA), b: cell('b', ctx.rootB) };
  }
  if (!d.sides && kind === 'members' && (d.added?.length || d.removed?.length)) {
    // What only one side has, by name: the ids ("carthago-nova", "germanic-tribes") are the data's, not the reader's.
    d.sides = { a: ownText(words, d.removed, 'a'), b: ownText(words, d.added, 'b') };
  }
  // A list shortened while wording the value columns that no words show (a describer's sides replaced afterwards).
  if (d.lists) {
    const shownIn = [d.text, d.sides?.a ?? '', d.sides?.b ?? ''].join('\n');
    d.lists = d.lists.filter((l) => shownIn.includes(l.shown));
    if (!d.lists.length) delete d.lists;
  }
  // Provenance sources name rulebook tags, research notes and rule ids; only the rule ids are worth citing here.
  const ids = [d.a.source, d.b.source].flatMap((s) => s?.match(ruleIdPattern) ?? []);
  const rule = [describer?.row.rule, ...new Set(ids.filter((id) => !describer?.row.rule?.includes(id)))].filter((s): s is string => !!s);
  if (rule.length) d.rule = rule.join('; ');
  ctx.out.push(d);
}

/**
 * One side's value at a pointer with its provenance: the entry covering it, and the other statuses found below it.
 * `members`: the difference is only which keys the collection has (Describer.membersOnly), so only entries on the
 * members themselves count, not those inside them.
 */
function sideValue(root: Json, prov: ProvenanceIndex | undefined, p: string, v: unknown, members = false): SideValue {
  const entry = prov?.lookup(p);
  const inside = (q: string) => q.startsWith(p + '/') && (!members || !q.slice(p.length + 1).includes('/'));
  const below = prov ? [...new Set(prov.entries.filter(([q]) => inside(q) && getAtPointer(root, q) !== undefined).map(([, e]) => e.status))].filter((s) => s !== (entry?.status ?? 'printed')) : [];
  return { pointer: p, present: v !== undefined, ...(v !== undefined ? { value: v } : {}), status: entry?.status ?? 'printed', ...(below.length ? { below } : {}), ...(entry?.note ? { note: entry.note } : {}), ...(entry?.source ? { source: entry.source } : {}) };
}

/**
 * A describer reads values the schema promises; a ruleset being edited may break those promises, so a describer
 * that throws (or says nothing) falls back to the generic sentence rather than breaking the whole comparison.
 */
function describe(row: Describer | undefined, words: Words): string {
  try {
    const text = row?.describe?.(words);
    if (text) return text;
  } catch {
    // fall through to the generic words
  }
  // A describer that failed half-way may have shortened a list its sentence never says.
  delete words.d.lists;
  return genericText(words);
}

/** Rule ids of docs/rules-spec.md: D-TEMP-02, A-SET-12, AMB-D11, T-D-05. */
const ruleIdPattern = /\b(?:[ADH]-[A-Z]+-\d+|AMB-[ADH]\d+|T-[ADH]-\d+)\b/g;

/**
 * The rondel's fields are keyed by their printed names (IRON vs FERRUM), so two games with the same rondel in
 * different languages differ in every id. When the actions around the rondel are the same, the order list adds
 * nothing the renamed fields do not already say.
 */
function suppressed(ctx: Context, d: Difference): boolean {
  if (d.pointer === '/rondel/order' && d.kind === 'members') return sameActionCircle(ctx.rootA, ctx.rootB);
  // The know-how track's order lists the same ids as the items; when the items differ as a whole it adds nothing.
  if (d.pointer === '/knowHows/order' && d.kind === 'members') return ctx.out.some((x) => x.pointer === '/knowHows/items' && x.kind === 'members');
  return false;
}

/**
 * Differences another one already states in full, as [the part, the difference that states it]: the temple cost's
 * sentence gives each side's surcharge per adjacent temple, so a surcharge item of its own said it twice (UX review).
 */
const absorbedBy: [string, string][] = [[surchargePointer, '/actions/build/temple/cost']];

/**
 * Folds each absorbed difference into the one that states it: its pointer joins `covers` (the compare page's causes
 * still find it) and its provenance joins the badge, so an estimated surcharge never shows as printed.
 */
function absorb(out: Difference[]): Difference[] {
  const gone = new Set<Difference>();
  for (const [part, into] of absorbedBy) {
    const host = out.find((d) => d.pointer === into);
    const guest = out.find((d) => d.pointer === part);
    if (!host || !guest) continue;
    host.covers = [...new Set([...(host.covers ?? [host.pointer]), guest.pointer])];
    for (const which of ['a', 'b'] as const) {
      const [h, g] = [host[which], guest[which]];
      if (!h.present || !g.present) continue;
      const below = [...new Set([...(h.below ?? []), g.status, ...(g.below ?? [])])].filter((x) => x !== h.status);
      if (below.length) h.below = below;
    }
    const rules = [...new Set([host.rule, guest.rule].filter((r): r is string => !!r).flatMap((r) => r.split('; ')))];
    if (rules.length) host.rule = rules.join('; ');
    gone.add(guest);
  }
  return gone.size ? out.filter((d) => !gone.has(d)) : out;
}

/**
 * A blank card one side writes (D-COMP-07: the printed blank cards are kept out of the deck, copies 0, until someone
 * writes one) is one difference, the card as written: its new name, copies, timing and effects said one by one read
 * as four rules, each naming the card twice ("Event card Tribute (Blank card 1 in …): 1 copy … instead of 0 copies"),
 * and the teaching order put what it does before what it is. Every pointer it stands for joins `covers`, every rule
 * its `rule`, every status its badge.
 */
function foldWrittenCards(ctx: Context, out: Difference[]): Difference[] {
  const byCard = new Map<string, Difference[]>();
  for (const d of out) {
    const id = matchPattern('/eventCards/cards/*/**', d.pointer)?.[0];
    if (id !== undefined && d.a.present && d.b.present) byCard.set(id, [...(byCard.get(id) ?? []), d]);
  }
  const folded = new Map<Difference, Difference | null>();
  for (const [id, parts] of byCard) {
    const pointer = `/eventCards/cards/${escapeSegment(id)}`;
    const [a, b] = [getAtPointer(ctx.rootA, pointer), getAtPointer(ctx.rootB, pointer)];
    const blank = (card: unknown) => isPlainObject(card) && card.copies === 0 && !card.textUnknown;
    const written = (card: unknown) => isPlainObject(card) && typeof card.name === 'string' && !blank(card);
    if (parts.length < 2 || !((blank(a) && written(b)) || (blank(b) && written(a)))) continue;
    const [A, B] = ctx.names;
    const [sa, sb] = [sideValue(ctx.rootA, ctx.provA, pointer, a), sideValue(ctx.rootB, ctx.provB, pointer, b)];
    for (const [side, from] of [[sa, 'a'], [sb, 'b']] as const) {
      const below = [...new Set(parts.flatMap((d) => [d[from].status, ...(d[from].below ?? [])]))].filter((x) => x !== side.status);
      if (below.length) side.below = [...new Set([...(side.below ?? []), ...below])];
    }
    const [has, was, hasRoot, blankName, blankSide] = blank(a) ? [B, A, ctx.rootB, (a as Json).name, sb] : [A, B, ctx.rootA, (b as Json).name, sa];
    const card = (blank(a) ? b : a) as EventCard;
    const rules = [...new Set(parts.flatMap((d) => d.rule?.split('; ') ?? []))];
    let text: string, sides: { a: string; b: string };
    try {
      text = `${inSide(has)} ${String(blankName)} is written as ${cardText(card, hasRoot)}${guessMark(blankSide)}; ${inSide(was)} it stays blank, out of the deck`;
      sides = { a: cardText(a as EventCard, ctx.rootA), b: cardText(b as EventCard, ctx.rootB) };
    } catch {
      // A card text reads the rondel (the field its timing names); an edit without one keeps the parts' own words.
      continue;
    }
    const whole: Difference = {
      id: `changed:${pointer}`, topic: 'event-cards', tier: 'every-turn', kind: 'changed', pointer, a: sa, b: sb, text: sentenceCase(text),
      ...(rules.length ? { rule: rules.join('; ') } : {}),
      covers: [...new Set(parts.flatMap((d) => [d.pointer, ...(d.covers ?? [])]))],
      sides,
    };
    parts.forEach((d, i) => folded.set(d, i === 0 ? whole : null));
  }
  return folded.size ? out.flatMap((d) => (folded.has(d) ? (folded.get(d) ? [folded.get(d)!] : []) : [d])) : out;
}

// ---------------------------------------------------------------------------------------------------------
// The turn machine (/turn, schemas/turn.schema.json) in a player's words


/** The decisions the engine may wait for (schemas/turn.schema.json#/$defs/decision), as a player meets them. */
const decisionWords: Record<DecisionKind, string> = {
  'take-card': 'a nation takes event cards from the display',
  'reply-to-conquest': 'a nation whose city was conquered may answer with a card, or pass',
  'reply-to-movement': 'a nation whose region was entered may answer with a card, or pass',
  'effect-choice': "a nation chooses between the options its opponent's card offers",
  'battle-demand': 'a nation whose region was entered may demand a battle or let the units pass',
  'choose-personage': 'a nation chooses an extra personage',
  'choose-start-city': 'the nations choose their start cities',
  'choose-chip': 'a nation takes a chip instead of a coin',
};

/** The steps of a turn (TurnStep), for routing transitions. */
const stepWords: Record<string, string> = {
  'choose-start': 'the choice of start cities', rondel: 'the rondel move', action: 'the action', movement: 'the movement', conquest: 'the conquests', found: 'the founding',
};

/** A state by the title the ruleset gives it, quoted; its id, in words, when it has none. */
function stateLabel(root: Json, id: string): string {
  const title = getAtPointer(root, `/turn/states/${escapeSegment(id)}/title`);
  return `“${typeof title === 'string' && title ? title : humanKey(id)}”`;
}

/** The state every move without a target of its own returns to (the turn's initial, routing state). */
function routingLabel(root: Json): string {
  const initial = getAtPointer(root, '/turn/initial');
  return typeof initial === 'string' ? stateLabel(root, initial) : 'the turn\'s first step';
}

/** Where a state's moves lead, by move type: "choosing to end the step leads on to “personages”". */
function onText(v: unknown, root: Json): string {
  if (!isPlainObject(v)) return valueText(v);
  const routes = Object.entries(v).map(([type, target]) => `choosing to ${moveText(type)} leads on to ${typeof target === 'string' ? stateLabel(root, target) : valueText(target)}`);
  return routes.length ? andList(routes) : `every move leads back to ${routingLabel(root)}`;
}

/** What a state only one side has means for a player: its decision, else the first sentence of its description. */
function stateMeaning(root: Json, id: string): string {
  const state = getAtPointer(root, `/turn/states/${escapeSegment(id)}`);
  if (!isPlainObject(state)) return stateLabel(root, id);
  const decision = typeof state.decision === 'string' ? (decisionWords as Record<string, string>)[state.decision] : undefined;
  if (decision) return `${decision} (${stateLabel(root, id)})`;
  const first = typeof state.description === 'string' ? state.description.split(/(?<=\.)\s/)[0].replace(/\.$/, '') : '';
  return first ? `${stateLabel(root, id)}: ${first.charAt(0).toLowerCase()}${first.slice(1)}` : `a step ${stateLabel(root, id)}`;
}

/** When a routing transition fires, in words. */
function guardText(root: Json, guard: unknown): string {
  if (!isPlainObject(guard)) return 'always';
  const params = (isPlainObject(guard.params) ? guard.params : {}) as Record<string, unknown>;
  if (guard.type === 'is-over') return 'when the game is over';
  if (guard.type === 'awaiting') return `when ${(decisionWords as Record<string, string>)[String(params.decision)] ?? `a nation must decide (${humanKey(String(params.decision))})`}`;
  if (guard.type === 'in-step') {
    const field = typeof params.action === 'string' ? Object.values((getAtPointer(root, '/rondel/fields') ?? {}) as Record<string, { action?: string; name?: string }>).find((f) => f?.action === params.action)?.name : undefined;
    return `at ${stepWords[String(params.step)] ?? humanKey(String(params.step))}${params.action ? ` of ${field ?? `a ${humanKey(String(params.action))} field`}` : ''}`;
  }
  return 'under another condition';
}

/** A list in prose: "a, b and c". */
function andList(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Up to this many names a sentence lists them all; beyond, it names the first `LIST_SHOWN` and how many more. */
const LIST_WHOLE = 8;
const LIST_SHOWN = 3;

/**
 * Names in prose, shortened when there are many: "Olisipo, Gades, Corduba and 44 more". Two boards' every region
 * in one sentence was a page of names no designer reads; the whole list goes to the difference's `lists`, so the
 * page can give it on hover and the text and Markdown outputs still print it.
 */
function shortList(d: Difference, items: string[], opts: { details?: string[]; whole?: number } = {}): string {
  const { details = items, whole = LIST_WHOLE } = opts;
  // Up to `whole` the sentence says every item as the list gives it (with its details when it has them).
  if (items.length <= whole) return andList(details);
  const shown = `${items.slice(0, LIST_SHOWN).join(', ')} and ${items.length - LIST_SHOWN} more`;
  if (!d.lists?.some((l) => l.shown === shown)) (d.lists ??= []).push({ shown, items: details });
  return shown;
}

/** "1 region", "47 regions": the count and its noun. */
function counted(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** The longest pointer both start with (at a segment boundary). */
function commonPointer(pointers: string[]): string {
  const lists = pointers.map(parsePointer);
  const out: string[] = [];
  for (let i = 0; lists.every((l) => i < l.length && l[i] === lists[0][i]); i++) out.push(lists[0][i]);
  return out.length ? '/' + out.map(escapeSegment).join('/') : '';
}

const isWording = (p: string) => ['title', 'rule', 'description'].some((k) => matchPattern(`/turn/states/*/${k}`, p) !== undefined);

/**
 * The turn machine compared the way a player meets it: which decisions one game has and the other does not, and
 * which moves one game allows where the other does not, each as one difference in words (the states, guards and
 * move ids it stands for are in `covers`). A routing transition to a state only one side has says nothing the
 * decisions do not. Titles and rule ids of states are wording, not rules: they go to `wording`, uncounted.
 * Whatever else differs in the machine (another routing, a step's next state) stays one difference each.
 */
function groupTurn(ctx: Context, all: Difference[]): { differences: Difference[]; wording: Difference[] } {
  const [A, B] = ctx.names;
  const inTurn = (d: Difference) => d.pointer.startsWith('/turn/') && d.a.pointer.startsWith('/turn/');
  const wording = all.filter((d) => inTurn(d) && isWording(d.pointer));
  const rest = all.filter((d) => !wording.includes(d));
  const states = (root: Json) => (isPlainObject(getAtPointer(root, '/turn/states')) ? (getAtPointer(root, '/turn/states') as Json) : {});
  const [statesA, statesB] = [states(ctx.rootA), states(ctx.rootB)];

  // States only one side has.
  const onlyA: string[] = [];
  const onlyB: string[] = [];
  const decisionParts: Difference[] = [];
  for (const d of rest) {
    if (!inTurn(d)) continue;
    if (d.pointer === '/turn/states' && d.kind === 'members') {
      onlyB.push(...(d.added ?? []));
      onlyA.push(...(d.removed ?? []));
      decisionParts.push(d);
    } else if (matchPattern('/turn/states/*', d.pointer) && (d.kind === 'added' || d.kind === 'removed')) {
      (d.kind === 'added' ? onlyB : onlyA).push(parsePointer(d.pointer)[2]);
      decisionParts.push(d);
    }
  }
  // Routing transitions that only lead to those states.
  for (const d of rest) {
    const m = inTurn(d) ? matchPattern('/turn/states/*/always', d.pointer) : undefined;
    if (!m || !Array.isArray(d.a.value) || !Array.isArray(d.b.value)) continue;
    const key = (t: unknown) => JSON.stringify(t);
    const [ka, kb] = [new Set(d.a.value.map(key)), new Set(d.b.value.map(key))];
    const newB = d.b.value.filter((t) => !ka.has(key(t)));
    const newA = d.a.value.filter((t) => !kb.has(key(t)));
    const target = (t: unknown) => (isPlainObject(t) ? String(t.target) : '');
    const anyNew = newA.length + newB.length > 0;
    if (anyNew && newB.every((t) => onlyB.includes(target(t))) && newA.every((t) => onlyA.includes(target(t)))) decisionParts.push(d);
    else {
      const route = (list: unknown[], root: Json) => list.map((t) => `to ${stateLabel(root, target(t))} ${guardText(root, isPlainObject(t) ? t.guard : undefined)}`).join('; ');
      const parts = [newB.length ? `${inSide(B)} the turn also goes ${route(newB, ctx.rootB)}` : '', newA.length ? `${inSide(A)} the turn also goes ${route(newA, ctx.rootA)}` : ''].filter(Boolean);
      d.text = `After ${stateLabel(ctx.rootB, m[0])}: ${parts.length ? parts.join('; ') : 'the same next steps, checked in another order'}`;
    }
  }

  // Moves one side accepts where the other does not, by move: the states (or "out of turn") where it is extra.
  type Extra = Map<string, string[]>;
  const extra: Record<'a' | 'b', Extra> = { a: new Map(), b: new Map() };
  const moveParts: Difference[] = [];
  const add = (side: 'a' | 'b', types: string[] | undefined, where: string) => { for (const t of types ?? []) extra[side].set(t, [...(extra[side].get(t) ?? []), where]); };
  for (const d of rest) {
    if (!inTurn(d) || d.kind !== 'members') continue;
    const m = matchPattern('/turn/states/*/accepts', d.pointer);
    if (m) {
      add('b', d.added, m[0]);
      add('a', d.removed, m[0]);
      moveParts.push(d);
    } else if (d.pointer === '/turn/outOfTurn') {
      add('b', d.added, '');
      add('a', d.removed, '');
      moveParts.push(d);
    }
  }
  for (const d of rest) {
    // outOfTurn on one side only: every move in it is extra there.
    if (d.pointer !== '/turn/outOfTurn' || d.kind === 'members' || d.kind === 'changed' || d.kind === 'reordered') continue;
    const v = d.kind === 'added' ? d.b.value : d.a.value;
    if (!Array.isArray(v) || !v.every((x) => typeof x === 'string')) continue;
    add(d.kind === 'added' ? 'b' : 'a', v as string[], '');
    moveParts.push(d);
  }
  // A step of its own turn: a state that accepts moves and waits for no decision.
  const ownSteps = (st: Json) => Object.entries(st).filter(([, x]) => isPlainObject(x) && Array.isArray(x.accepts) && !x.decision && !x.final).map(([id]) => id);
  const movesText = (side: 'a' | 'b') => {
    const root = side === 'a' ? ctx.rootA : ctx.rootB;
    const steps = ownSteps(side === 'a' ? statesA : statesB);
    return [...extra[side]].map(([type, where]) => {
      const inStates = where.filter(Boolean);
      const places = inStates.length && inStates.length === steps.length && steps.every((s) => inStates.includes(s)) ? 'at any step of its own turn' : inStates.length ? `in ${andList(inStates.map((s) => stateLabel(root, s)))}` : '';
      return `${moveText(type)}${places ? ` ${places}` : ''}${where.includes('') ? `${places ? ', and' : ''} while another nation decides` : ''}`;
    });
  };

  const grouped: Difference[] = [];
  const make = (group: string, parts: Difference[], text: string, sides: { a: string; b: string }, added: string[], removed: string[]): Difference => {
    const covers = [...new Set(parts.flatMap((d) => [d.pointer, d.a.pointer, d.b.pointer]))];
    const pointer = parts.length === 1 ? parts[0].pointer : commonPointer(covers) || '/turn';
    const one = parts.length === 1 ? parts[0] : undefined;
    const side = (which: 'a' | 'b') => {
      const root = which === 'a' ? ctx.rootA : ctx.rootB;
      const prov = which === 'a' ? ctx.provA : ctx.provB;
      if (one) return one[which];
      const value = getAtPointer(root, pointer);
      return { pointer, present: value !== undefined, ...(value !== undefined ? { value } : {}), status: prov?.lookup(pointer)?.status ?? 'printed' } as SideValue;
    };
    const rule = [...new Set(parts.flatMap((d) => d.rule?.split('; ') ?? []))].join('; ');
    return { id: `${group}:${pointer}`, topic: 'turn', tier: 'turn-steps', kind: 'members', pointer, a: side('a'), b: side('b'), added, removed, text, ...(rule ? { rule } : {}), covers, sides };
  };
  if (decisionParts.length) {
    // A state only a variation or a house rule reaches (its `onlyWith`) is not a rule of the printed game: it is
    // said apart, with what brings it in, so a teacher never teaches it as the base game's (A-VAR-01, D-EV-08).
    const optionOf = (root: Json, id: string) => {
      const v = getAtPointer(root, `/turn/states/${escapeSegment(id)}/onlyWith`);
      return typeof v === 'string' ? v : undefined;
    };
    const [baseB, baseA] = [onlyB.filter((id) => !optionOf(ctx.rootB, id)), onlyA.filter((id) => !optionOf(ctx.rootA, id))];
    const [mb, ma] = [baseB.map((id) => stateMeaning(ctx.rootB, id)), baseA.map((id) => stateMeaning(ctx.rootA, id))];
    // Said as prose, one sentence per side, what brings each step in leading its clause: "In Antike, with the longer
    // game (A-VAR-01) … but never under the base rules, the nations choose their start cities". Before, "Only with a
    // variation or a house rule, not in the base rules: in Antike, with …: the nations choose …; in …" read as a list.
    const clause = (m: string) => (m.startsWith('“') ? `there is a step ${m}` : m.startsWith('a step ') ? `there is ${m}` : m);
    const optionSentence = (name: string, root: Json, ids: string[]) => {
      const own = ids.filter((id) => optionOf(root, id));
      return own.length ? `${capitalized(inSide(name))}, ${own.map((id, i) => `${i === 0 ? `with ${optionOf(root, id)} but never under the base rules` : `and only with ${optionOf(root, id)}`}, ${clause(stateMeaning(root, id))}`).join('; ')}` : '';
    };
    const options = [optionSentence(B, ctx.rootB, onlyB), optionSentence(A, ctx.rootA, onlyA)].filter(Boolean);
    // The second side's list is said shorter: "these decisions during the turn" twice in a row read as a form.
    const only = (name: string, meanings: string[], second: boolean) => (meanings.length ? `Only ${name} has ${meanings.length === 1 ? 'this' : 'these'}${second ? '' : ` decision${meanings.length === 1 ? '' : 's'} during the turn`}: ${meanings.join('; ')}` : '');
    const base = [only(B, mb, false), only(A, ma, mb.length > 0)].filter(Boolean).join('. ');
    const text = [base || 'The decisions during the turn are the same in both under the base rules', ...options].join('. ');
    const label = (root: Json, ids: string[]) => andList(ids.map((id) => `${stateLabel(root, id)}${optionOf(root, id) ? ' (with an option)' : ''}`));
    const own = (root: Json, ids: string[]) => (ids.length ? `${ids.length} of its own: ${label(root, ids)}` : 'nothing of its own');
    const grouped1 = make('turn-decisions', decisionParts, text, { a: own(ctx.rootA, onlyA), b: own(ctx.rootB, onlyB) }, onlyB, onlyA);
    // Only options differ: a rare case, taught last.
    if (!base) grouped1.tier = 'rare';
    grouped.push(grouped1);
  }
  if (moveParts.length) {
    const [tb, ta] = [movesText('b'), movesText('a')];
    const text = `Moves during the turn — ${[tb.length ? `only ${inSide(B)} may a nation ${andList(tb)}` : '', ta.length ? `only ${inSide(A)} may a nation ${andList(ta)}` : ''].filter(Boolean).join('; ')}`;
    grouped.push(make('turn-moves', moveParts, text, { a: ta.length ? `also: ${[...extra.a.keys()].map(moveText).join(', ')}` : 'nothing of its own', b: tb.length ? `also: ${[...extra.b.keys()].map(moveText).join(', ')}` : 'nothing of its own' }, [...extra.b.keys()], [...extra.a.keys()]));
  }
  const used = new Set([...decisionParts, ...moveParts]);
  const differences = [...rest.filter((d) => !used.has(d)), ...grouped];
  return { differences, wording };
}

function sameActionCircle(a: Json, b: Json): boolean {
  const circle = (r: Json) => {
    const rondel = (r.rondel ?? {}) as { order?: unknown; fields?: Record<string, { action?: string; resource?: string }> };
    return Array.isArray(rondel.order) ? rondel.order.map((f) => `${rondel.fields?.[f as string]?.action}:${rondel.fields?.[f as string]?.resource ?? ''}`) : [];
  };
  return deepEqual(circle(a), circle(b));
}

// ---------------------------------------------------------------------------------------------------------
// Pointer patterns: `*` matches one segment, `**` any number (at least one). Captures are named by position.

function matchPattern(pattern: string, pointer: string): string[] | undefined {
  const ps = parsePointer(pattern);
  const xs = parsePointer(pointer);
  const captures: string[] = [];
  const go = (i: number, j: number): boolean => {
    if (i === ps.length) return j === xs.length;
    if (ps[i] === '**') {
      for (let k = j + 1; k <= xs.length; k++) if (go(i + 1, k)) return true;
      return false;
    }
    if (j >= xs.length) return false;
    if (ps[i] === '*') {
      captures.push(xs[j]);
      if (go(i + 1, j + 1)) return true;
      captures.pop();
      return false;
    }
    return ps[i] === xs[j] && go(i + 1, j + 1);
  };
  return go(0, 0) ? captures : undefined;
}

export interface Words {
  d: Difference;
  names: [string, string];
  rootA: Json;
  rootB: Json;
  /** The segments matched by the pattern's wildcards. */
  params: string[];
  /** The provenance status of a value of one side (printed when no entry covers it). */
  statusAt: (side: 'a' | 'b', pointer: string) => ProvenanceStatus;
  /** The describer that matched, for what a value left out means (`unset`, `unsetText`). */
  row?: Describer;
}

export interface Describer {
  pattern: string;
  topic: TopicId;
  tier?: Tier;
  /** docs/rules-spec.md Part 3 row and rule ids. */
  rule?: string;
  /** Compare the value as one (a bag of resources, a price list) rather than key by key. */
  whole?: boolean;
  /**
   * Where the sentence says only which members the collection has (not what is in them): the badge reads the
   * provenance of the collection and of its members, not of what is inside them. Antike's nations are printed; their
   * piece colours, estimated, made "Only Antike has the Greeks, …" read "estimated (parts printed)" (UX review).
   */
  membersOnly?: boolean;
  describe?: (w: Words) => string;
  /** Each side's value in words, for the tables that show both (the /diff page), where valueText would read as data. */
  value?: (v: unknown, root: Json, w: Words) => string;
  /**
   * What the engine does when a ruleset leaves the value out (the schema's "Default …"): the rule a player meets there.
   * A side that leaves it out while the other states this very value has the same rule, so that is no difference.
   */
  unset?: unknown;
  /**
   * What leaving the value out means for a player of that game, when it is not one value: a clause naming the side
   * ("Antike has no city stones of a nation's own", "nothing extra in Antike"), for the sentence that states the
   * other side's value.
   */
  unsetText?: (name: string, root: Json) => string;
  /**
   * What the engine does where a ruleset leaves the value out, for that side's value column ("not set: …"), when that is
   * a behaviour rather than one value (`unset`): a bare dash there read as "unknown".
   */
  absent?: (root: Json) => string;
  /**
   * What a side that leaves this out has, for its value column ("none: no town walls in this game"), where the engine
   * plays that absence as having none of it. Written only where the engine's code shows what "none" means: a bare dash
   * beside "absent" read as "unknown". The words must avoid ids: a column never shows data.
   */
  none?: (root: Json, w: Words) => string;
}

function describerFor(pointer: string): { row: Describer; params: string[] } | undefined {
  for (const row of describers) {
    const params = matchPattern(row.pattern, pointer);
    if (params) return { row, params };
  }
  return undefined;
}

/** Topic by the first segments, for pointers no describer names. */
function topicOf(pointer: string): TopicId {
  const [s, t] = parsePointer(pointer);
  switch (s) {
    case 'turn':
      return 'turn';
    case 'rondel':
      return 'rondel';
    case 'actions':
      return t === 'build' || t === 'found' ? 'costs' : 'actions';
    case 'economy':
      return 'costs';
    case 'knowHows':
      return 'know-hows';
    case 'personages':
    case 'victory':
      return 'personages';
    case 'map':
    case 'setup':
    case 'players':
      return 'map';
    case 'supply':
    case 'units':
      return 'supply';
    case 'eventCards':
      return 'event-cards';
    case 'specialUnits':
      return 'special-units';
    default:
      return 'other';
  }
}

function tierOf(pointer: string): Tier {
  if (/^\/(setup|map\/lineups)(\/|$)/.test(pointer)) return 'setup';
  const topic = topicOf(pointer);
  if (topic === 'turn' || topic === 'rondel') return 'turn';
  if (topic === 'supply' || topic === 'special-units' || topic === 'other') return 'rare';
  return 'every-turn';
}

// ---------------------------------------------------------------------------------------------------------
// Words

const isNum = (v: unknown): v is number => typeof v === 'number';

/**
 * A bag of resources in words: { marble: 6 } → "6 marble"; {} → "nothing". With the ruleset's root, each kind goes
 * by the name the ruleset gives it (/economy/resources), so a variant that renames a kind reads in its own words.
 */
export function bagText(v: unknown, root?: Json): string {
  if (!isPlainObject(v)) return valueText(v);
  const declared = root === undefined ? undefined : getAtPointer(root, '/economy/resources');
  const kindName = (k: string) => {
    const entry = isPlainObject(declared) && Object.hasOwn(declared, k) ? declared[k] : undefined;
    return isPlainObject(entry) && typeof entry.name === 'string' ? entry.name : k;
  };
  // An amount that is not a number (an edit under way: "five") is said as typed; left out, the price read "nothing".
  const parts = Object.entries(v).map(([k, n]) => `${isNum(n) ? n : valueText(n)} ${k === 'coin' ? (n !== 1 ? 'coins' : 'coin') : kindName(k)}`);
  return parts.length ? parts.join(' + ') : 'nothing';
}

/** Any JSON value in short words. */
export function valueText(v: unknown): string {
  if (v === undefined) return 'nothing (absent)';
  if (v === null) return 'none';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return v.replace(/-/g, ' ');
  if (Array.isArray(v)) return v.length ? v.map((x) => (typeof x === 'string' || typeof x === 'number' ? String(x) : valueText(x))).join(', ') : 'none';
  if (isPlainObject(v)) {
    const entries = Object.entries(v).filter(([k]) => !skippedEverywhere.has(k));
    if (!entries.length) return 'none';
    if (entries.every(([, x]) => isNum(x))) return entries.map(([k, x]) => `${k}: ${x}`).join(', ');
    if (typeof v.name === 'string' && entries.length > 3) return v.name;
    const text = entries.map(([k, x]) => `${humanKey(k)} ${isPlainObject(x) || Array.isArray(x) ? `(${valueText(x)})` : valueText(x)}`).join(', ');
    return text.length > 160 ? text.slice(0, 157) + '…' : text;
  }
  return String(v);
}

/** camelCase and kebab-case keys as words: "requiresMovesLeft" → "requires moves left". */
export function humanKey(key: string): string {
  return key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/-/g, ' ').toLowerCase();
}

const sectionWords: Record<string, string> = {
  players: 'Players', units: 'Units', specialUnits: 'Special units', supply: 'Supply', economy: 'Economy', setup: 'Set-up',
  victory: 'Victory', map: 'Map', rondel: 'Rondel', actions: 'Actions', knowHows: 'Know-hows', personages: 'Personages',
  eventCards: 'Event cards', turn: 'Turn',
};

/**
 * Each section by what a player calls it, whether it reads as one thing or several ("no rondel", "no event cards"),
 * and what to count in it for the side that has it (a path below the section, counted as its keys or items).
 */
const sectionNouns: Record<string, { noun: string; plural?: boolean; count?: [string, string] }> = {
  rondel: { noun: 'rondel', count: ['/order', 'field'] }, map: { noun: 'map', count: ['/regions', 'region'] },
  knowHows: { noun: 'know-hows', plural: true, count: ['/items', 'know-how'] }, personages: { noun: 'personage stacks', plural: true, count: ['/stacks', 'stack'] },
  eventCards: { noun: 'event cards', plural: true, count: ['/cards', 'different card'] }, specialUnits: { noun: 'special units', plural: true, count: ['', 'unit'] },
  units: { noun: 'units', plural: true, count: ['', 'unit type'] }, actions: { noun: 'actions section', count: ['', 'action'] },
  players: { noun: 'player count' }, supply: { noun: 'supply limits', plural: true }, economy: { noun: 'economy section' },
  setup: { noun: 'set-up' }, victory: { noun: 'victory rules', plural: true }, turn: { noun: 'turn section' },
};

/**
 * A whole section one side has and the other lacks, as a sentence with the lacking side as its subject: "The edit has
 * no rondel; Duellum's has 8 fields". What is counted comes from the data; a section with nothing to count is named.
 */
function sectionMissingText(key: string, lacks: string, has: string, value: unknown): string {
  const known = sectionNouns[key];
  const noun = known?.noun ?? `“${humanKey(key)}” section`;
  const plural = !!known?.plural;
  const inner = known?.count ? (known.count[0] ? getAtPointer(value, known.count[0]) : value) : undefined;
  const n = Array.isArray(inner) ? inner.length : isPlainObject(inner) ? Object.keys(inner).length : undefined;
  const possessive = whose(has);
  const rest = n === undefined || !known?.count ? `${has} has ${plural ? 'them' : 'one'}` : n === 0 ? `${has} lists none either` : plural ? `${has} has ${counted(n, known.count[1])}` : `${possessive} has ${counted(n, known.count[1])}`;
  return `${lacks} has no ${noun}; ${rest}`;
}

/** A pointer as a readable label: /actions/maneuver/conquest/requiresMovesLeft → "Actions › maneuver › conquest › requires moves left". */
export function pointerLabel(pointer: string): string {
  const segs = parsePointer(pointer);
  if (!segs.length) return 'The whole ruleset';
  return [sectionWords[segs[0]] ?? humanKey(segs[0]), ...segs.slice(1).map(humanKey)].join(' › ');
}

/** "X in B instead of Y in A" with the values in words; for added/removed, which side has it. */
function genericText(w: Words): string {
  const { d, names } = w;
  const [A, B] = names;
  const label = pointerLabel(d.pointer);
  // A whole section one side lacks (an editor deleting the rondel) is a sentence naming it, not its data cut at 160
  // characters, nor "Rondel: only in Duellum; the edit has none", which read as a table row.
  if ((d.kind === 'added' || d.kind === 'removed') && parsePointer(d.pointer).length === 1) {
    const [lacks, has, side] = d.kind === 'added' ? [A, B, d.b] : [B, A, d.a];
    return sectionMissingText(parsePointer(d.pointer)[0], lacks, has, side.value);
  }
  const shown = (v: unknown) => { const text = valueText(v); return (isPlainObject(v) || Array.isArray(v)) && text.endsWith('…') ? 'only ' : `${text} `; };
  switch (d.kind) {
    case 'added':
      return `${label}: ${shown(d.b.value)}${inSide(B)}; ${absentText(w, 'a')}`;
    case 'removed':
      return `${label}: ${shown(d.a.value)}${inSide(A)}; ${absentText(w, 'b')}`;
    case 'reordered':
      return `${label}: same items in another order — ${d.moved!.map((m) => `${itemName(w, m.item)} ${m.from}→${m.to}`).join(', ')} (${B}: ${listText(w, d.b.value)})`;
    case 'members':
      return `${label}: ${membersText(w)}`;
    default:
      return `${label}: ${valueText(d.b.value)}${guessMark(d.b)} ${inSide(B)} instead of ${valueText(d.a.value)}${guessMark(d.a)} ${inSide(A)}`;
  }
}

/**
 * What only one side has, as a designer says it: "only the West board has Romans, Germanic tribes and Carthaginians;
 * only the East board has …; 3 are in both" (a list of what each side alone has, headed "only in …:", read as a data
 * dump). Long lists are shortened (shortList). `noun` names the items ("no nation is in both") and with `count` comes
 * with their number ("16 event cards: …"); `article` puts "the" before them ("the Greeks, Persians and Arabs");
 * `common: 'names'` names what both have instead of counting it.
 */
function membersText(w: Words, opts: { noun?: string; count?: boolean; article?: boolean; common?: 'names' } = {}): string {
  const { d, names } = w;
  const [A, B] = names;
  const listed = (ids: string[], which: 'a' | 'b') => `${opts.article ? 'the ' : ''}${shortList(d, ids.map((x) => itemName(w, x, which)))}`;
  const has = (side: string, ids: string[], which: 'a' | 'b') => `only ${side} has ${opts.noun && opts.count ? `${counted(ids.length, opts.noun)}: ` : ''}${listed(ids, which)}`;
  const parts: string[] = [];
  if (d.added?.length) parts.push(has(B, d.added, 'b'));
  if (d.removed?.length) parts.push(has(A, d.removed, 'a'));
  const common = Array.isArray(d.a.value) ? (d.a.value as string[]).filter((x) => (d.b.value as string[]).includes(x)) : isPlainObject(d.a.value) && isPlainObject(d.b.value) ? Object.keys(d.a.value).filter((k) => k in (d.b.value as Json)) : [];
  if (!Array.isArray(d.a.value)) {
    if (!common.length) parts.push(opts.noun ? `no ${opts.noun} is in both` : 'none is in both');
    else if (opts.common === 'names') parts.push(`both have ${listed(common, 'b')}`);
    else parts.push(`${common.length} ${common.length === 1 ? 'is' : 'are'} in both`);
  }
  return parts.join('; ');
}

/** What one side has that the other lacks, for its value column: "3 of its own: Romans, Germanic tribes and Carthaginians". */
function ownText(w: Words, ids: string[] | undefined, which: 'a' | 'b'): string {
  return ids?.length ? `${ids.length} of its own: ${shortList(w.d, ids.map((x) => itemName(w, x, which)))}` : 'nothing of its own';
}

/** The display name of an id in the list or collection at the difference's pointer (a field's or nation's name). */
function itemName(w: Words, id: string, side: 'a' | 'b' = 'b'): string {
  const root = side === 'a' ? w.rootA : w.rootB;
  const other = side === 'a' ? w.rootB : w.rootA;
  const p = w.d.pointer;
  const lookup = (r: Json): string | undefined => {
    const where = /^\/rondel\/(order|fields)$/.test(p) ? '/rondel/fields' : /^\/map\/(nations|lineups\/[^/]+\/(nations|startCities))$/.test(p) ? '/map/nations' : /^\/knowHows\/(items|order)$/.test(p) || /\/requires$/.test(p) ? '/knowHows/items' : /^\/personages\/(stacks|order)$/.test(p) ? '/personages/stacks' : /^\/map\/regions(\/[^/]+\/borders)?$/.test(p) ? '/map/regions' : /^\/eventCards\/cards$/.test(p) ? '/eventCards/cards' : undefined;
    if (!where) return undefined;
    const item = getAtPointer(r, `${where}/${escapeSegment(id)}`);
    return isPlainObject(item) && typeof item.name === 'string' ? item.name : undefined;
  };
  return lookup(root) ?? lookup(other) ?? id;
}

function listText(w: Words, v: unknown): string {
  return Array.isArray(v) ? v.map((x) => itemName(w, String(x))).join(', ') : valueText(v);
}

/**
 * Both sides' values in words ("6 in B instead of 5 in A", or which side has it); `fmt` gets each value with its own
 * side's ruleset root. The same words become the difference's `sides` (the /diff page's value columns), so a column
 * never shows as data ("min: 2, max: 6", "chosen from lineup") what its sentence says in words.
 */
function versus(w: Words, fmt: (v: unknown, root: Json) => string = valueText): string {
  const [A, B] = w.names;
  const { a, b } = w.d;
  const row = w.row;
  const [va, vb] = [`${fmt(a.value, w.rootA)}${guessMark(a)}`, `${fmt(b.value, w.rootB)}${guessMark(b)}`];
  const unset = !!row && 'unset' in row;
  // A side that leaves the value out shows the default it plays by, or nothing (the page draws a dash).
  const cell = (s: SideValue, root: Json) => (s.present ? fmt(s.value, root) : unset ? fmt(row!.unset, root) : '');
  if (fmt !== valueText || unset) w.d.sides = { a: cell(a, w.rootA), b: cell(b, w.rootB) };
  if (row && 'unset' in row && (!a.present || !b.present)) {
    const [ua, ub] = [a.present ? va : fmt(row.unset, w.rootA), b.present ? vb : fmt(row.unset, w.rootB)];
    return `${ub} ${inSide(B)} instead of ${ua} ${inSide(A)}`;
  }
  if (!a.present) return `${vb} ${inSide(B)}; ${absentText(w, 'a')}`;
  if (!b.present) return `${va} ${inSide(A)}; ${absentText(w, 'b')}`;
  return `${vb} ${inSide(B)} instead of ${va} ${inSide(A)}`;
}

/**
 * The clause for the side that leaves a value out, naming that side: what the absence means in that game (the row's
 * `unsetText`), else the words of its "none: …" value column. "Antike has none" after a town wall rule left a reader
 * to guess whether Antike has no walls, no cost for them or no limit; the bare "has no such rule" is left only for
 * values whose absence no row words, and no comparison of the built-in rulesets reaches it (test/ruleset/diff.test.ts).
 */
function absentText(w: Words, lacking: 'a' | 'b'): string {
  const [name, root] = lacking === 'a' ? [w.names[0], w.rootA] : [w.names[1], w.rootB];
  const row = w.row;
  if (row?.unsetText) return row.unsetText(name, root);
  if (row?.none) {
    try {
      return `${name} has no such rule: ${row.none(root, w)}`;
    } catch {
      // a broken value on the other side: the plain clause below
    }
  }
  return `${name} has no such rule`;
}

/** A guess never reads as printed fact: an estimated value says so in the sentence, not only in its badge. */
function guessMark(side: SideValue): string {
  return side.present && side.status === 'estimated' ? ' (estimated)' : '';
}

const yesNo = (yes: string, no: string) => (v: unknown) => (v === true ? yes : v === false ? no : valueText(v));

/**
 * One know-how as a player reads it: "WHEEL (costs 7 for the first nation, 3 later; legions move up to 2)", "ROADS (…; needs WHEEL)".
 * The first price is paid by the first nation to develop it, the later one by the others (A-KH-02, D-SCI-02). A price
 * that is a guess says so ("costs an estimated 6 for the first nation, 3 later"): the Duellum rulebook prints only two of its ten
 * prices (D-SCI-02, AMB-D03), and a guess never reads as printed fact.
 */
function knowHowText(id: string, k: unknown, root: Json, statusAt?: (pointer: string) => ProvenanceStatus): string {
  const item = k as { name?: string; price?: { first?: number; later?: number }; requires?: string[]; modifiers?: Modifier[]; trade?: { give: number; get: number } };
  const at = (rest: string) => statusAt?.(`/knowHows/items/${escapeSegment(id)}/${rest}`) === 'estimated';
  const [first, later] = [at('price/first'), at('price/later')];
  const [p1, p2] = [valueText(item.price?.first), valueText(item.price?.later)];
  const price = `costs ${first && later ? `${p1} for the first nation and ${p2} later, both estimated` : first ? `an estimated ${p1} for the first nation, ${p2} later` : later ? `${p1} for the first nation, an estimated ${p2} later` : `${p1} for the first nation, ${p2} later`}`;
  const effects = (item.modifiers ?? []).map(modifierText);
  if (item.modifiers?.length && at('modifiers')) effects.push('effect estimated');
  if (item.trade) effects.push(`trade ${item.trade.give}:${item.trade.get}${at('trade') ? ' (estimated)' : ''}`);
  const known = (r: string) => (((root.knowHows as Json | undefined)?.items as Json | undefined)?.[r] as Json | undefined)?.name;
  const req = item.requires?.length ? `; needs ${andList(item.requires.map((r) => String(known(r) ?? r)))}` : '';
  return `${item.name ?? id} (${price}${effects.length ? `; ${effects.join(', ')}` : ''}${req})`;
}

/** How many of a side's know-how prices (and effects) are guesses: "Of Antike Duellum's 10 prices, 8 are estimated". */
function knowHowGuesses(name: string, v: Json, statusAt: (pointer: string) => ProvenanceStatus): string {
  const ids = Object.keys(v);
  const est = (id: string, rest: string) => statusAt(`/knowHows/items/${escapeSegment(id)}/${rest}`) === 'estimated';
  const prices = ids.reduce((n, id) => n + (est(id, 'price/first') ? 1 : 0) + (est(id, 'price/later') ? 1 : 0), 0);
  const effects = ids.filter((id) => (isPlainObject(v[id]) && (v[id] as Json).modifiers && est(id, 'modifiers')) || (isPlainObject(v[id]) && (v[id] as Json).trade && est(id, 'trade'))).length;
  if (!prices && !effects) return '';
  const total = ids.length * 2;
  const said = prices ? `Of ${whose(name, `${total} prices`)}, ${prices === total ? 'all are' : `${prices} ${prices === 1 ? 'is' : 'are'}`} estimated` : '';
  const effectWords = effects ? `${effects} ${effects === 1 ? 'effect is' : 'effects are'} estimated` : '';
  return said && effectWords ? `${said}, and ${effectWords}` : said || `Of ${whose(name, 'know-hows')}, ${effectWords}`;
}

/**
 * Two know-how trees in a short sentence: how many each side has, by name, and how many both have; each know-how's
 * prices, effect and prerequisites go to `lists`, which the page opens on hover or a click and print and the text
 * outputs give whole. A side of three or fewer is said whole in the sentence. Which prices are guesses is counted
 * in the sentence, so a price hidden in the list never passes for printed.
 */
function knowHowItemsText(w: Words): string {
  const [A, B] = w.names;
  const [a, b] = [w.d.a.value, w.d.b.value];
  if (!isPlainObject(a) || !isPlainObject(b)) throw new Error('not two know-how trees');
  const side = (v: Json, root: Json, which: 'a' | 'b') =>
    shortList(w.d, Object.entries(v).map(([id, k]) => String((isPlainObject(k) && k.name) || id)), {
      details: Object.entries(v).map(([id, k]) => knowHowText(id, k, root, (p) => w.statusAt(which, p))),
      whole: LIST_SHOWN,
    });
  const [nA, nB] = [Object.keys(a).length, Object.keys(b).length];
  const common = Object.keys(a).filter((k) => k in b);
  const both = !common.length ? 'none is in both' : common.length === nA && common.length === nB ? 'both have the same ones' : `${common.length} ${common.length === 1 ? 'is' : 'are'} in both`;
  const guesses = [knowHowGuesses(B, b, (p) => w.statusAt('b', p)), knowHowGuesses(A, a, (p) => w.statusAt('a', p))].filter(Boolean);
  return `${B} has ${counted(nB, 'know-how')} (${side(b, w.rootB, 'b')}) and ${A} ${nA} (${side(a, w.rootA, 'a')}); ${both}${guesses.length ? `. ${guesses.join('. ')}` : ''}`;
}

/** Modifier parameters in words (engine/rules reads them; the names are the ruleset's, see schemas/know-hows). */
const paramWords: Record<string, (n: number, max: boolean) => string> = {
  'legion.moves': (n, max) => `legions move ${max ? `up to ${n}` : `+${n}`}`,
  'galley.moves': (n, max) => `galleys move ${max ? `up to ${n}` : `+${n}`}`,
  'production.bonus': (n) => `+${n} per production`,
  'city.defense': (n) => `+${n} city defence`,
};
type Modifier = { param: string; max?: number; add?: number };
function modifierText(m: Modifier): string {
  const n = m.max ?? m.add ?? 0;
  return paramWords[m.param]?.(n, m.max !== undefined) ?? `${m.param} ${m.max !== undefined ? `up to ${m.max}` : `+${m.add}`}`;
}

/** Who crosses a border: red borders take legions, blue galleys, red-blue both (D-MOV-03, A-MAN-03). */
function crossedBy(v: unknown): string {
  return v === 'red' ? 'legions only' : v === 'blue' ? 'galleys only' : v === 'red-blue' ? 'legions and galleys' : valueText(v);
}

/** A city site in words: "a city site producing marble", "a city site whose founder chooses the resource". */
function citySiteText(v: unknown, root: Json): string {
  if (!isPlainObject(v)) return valueText(v);
  if (typeof v.resource === 'string') return `a city site producing ${valueText(v.resource)}`;
  return getAtPointer(root, '/actions/found/resource') === 'chosen' ? 'a city site whose founder chooses the resource' : 'a city site with no resource printed';
}

const startCityCount = (v: unknown) => `${valueText(v)} cit${v === 1 ? 'y' : 'ies'}`;
const startCitySelection = (v: unknown) => (v === 'chosen-from-lineup' ? 'chosen by the nation from those listed for it' : v === 'lineup' ? 'all those listed for it' : valueText(v));

const handVisibilityText = (v: unknown) => (v === 'open' ? 'shown to the opponent' : v === 'hidden' ? 'kept hidden from the opponent' : valueText(v));
/** A hand rule in words: "kept hidden from the opponent, with no limit to a hand", "shown to the opponent, at most 3 to a hand". */
function handText(v: Json): string {
  return `${handVisibilityText(v.visibility ?? 'hidden')}, ${v.limit === undefined ? 'with no limit to a hand' : `at most ${valueText(v.limit)} to a hand`}`;
}

/** A round limit in words: "after 500 rounds, with no leader named" / "…, the nation ahead on score named its leader (not its winner)". */
function roundLimitText(v: unknown): string {
  if (!isPlainObject(v)) return valueText(v);
  const after = `after ${valueText(v.rounds)} round${v.rounds === 1 ? '' : 's'}`;
  return v.tieBreak === 'score' ? `${after}, the nation ahead on score named its leader (not its winner)` : `${after}, with no leader named`;
}

function regionName(root: Json, id: string): string {
  const r = getAtPointer(root, `/map/regions/${escapeSegment(id)}`);
  return isPlainObject(r) && typeof r.name === 'string' ? r.name : id;
}

function nationName(root: Json, id: string): string {
  const x = getAtPointer(root, `/map/nations/${escapeSegment(id)}`);
  return isPlainObject(x) && typeof x.name === 'string' ? x.name : id;
}

/** Nations in prose: "Phoenicians, Greeks, Persians and Arabs". */
function nationsText(root: Json, v: unknown): string {
  return Array.isArray(v) ? andList(v.map((n) => nationName(root, String(n)))) : valueText(v);
}

const numberWords = ['no', 'one', 'two', 'three', 'four', 'five', 'six'];

/** Who runs which nations: "two nations (Persians and Phoenicians; Greeks and Arabs)", "one nation" when left out. */
function controllersText(root: Json, v: unknown): string {
  if (v === undefined) return 'one nation';
  if (!Array.isArray(v) || !v.every((g) => Array.isArray(g))) return valueText(v);
  const sizes = new Set(v.map((g: unknown[]) => g.length));
  const size = sizes.size === 1 ? [...sizes][0] : undefined;
  return `${size === undefined ? 'several' : (numberWords[size] ?? String(size))} nation${size === 1 ? '' : 's'} (${v.map((g) => nationsText(root, g)).join('; ')})`;
}

/** The start player, who is drawn at random where a lineup names none (schemas/map.schema.json). */
function startNationText(root: Json, v: unknown): string {
  return v === undefined ? 'drawn at random' : typeof v === 'string' ? `the ${nationName(root, v)}` : valueText(v);
}

function extraPersonageText(v: unknown): string {
  return v === 'largest-stack' ? 'from the largest stack' : valueText(v);
}

/** The nation whose pieces have a special unit's colour ("the Romans"), or the colour when no nation has it. */
function ownerOf(root: Json, color: unknown): string {
  const nations = getAtPointer(root, '/map/nations');
  const owner = isPlainObject(nations) ? Object.entries(nations).find(([, n]) => isPlainObject(n) && n.color === color) : undefined;
  return owner ? `the ${nationName(root, owner[0])}` : typeof color === 'string' ? `the ${color} nation` : 'a nation';
}

/** Whether units are armed from the recruitment box (D-MIL-02) rather than straight from the supply (A-FAQ-03). */
const armsFromBox = (root: Json) => getAtPointer(root, '/actions/arm/from') === 'recruitment-box';
/** What a special unit without a price of its own costs to arm: any unit's price (engine/actions/arm.ts armPrice). */
const ordinaryArmCost = (root: Json) => getAtPointer(root, '/actions/arm/cost');

/** What a special unit does, with the schema's defaults where it leaves a rule out (D-VAR-02, D-VAR-05). */
function specialUnitRules(v: unknown, root: Json): string {
  if (!isPlainObject(v)) return valueText(v);
  const u = v as { fightsAs?: string; armCost?: unknown; armOnlyAtTemple?: boolean; conquestModifier?: number; survivesConquest?: boolean };
  return [
    `fights as a ${u.fightsAs}`,
    `armed for ${bagText(u.armCost ?? ordinaryArmCost(root), root)}${u.armOnlyAtTemple === false ? '' : ' only at a city with a temple'}`,
    u.conquestModifier ? `${u.conquestModifier > 0 ? '+' : ''}${u.conquestModifier} in conquests` : '',
    u.survivesConquest === false ? '' : 'survives conquests',
  ].filter(Boolean).join(', ');
}

/** A special unit whole, for the table that shows each side: "the Romans' Admiral: fights as a galley, …". */
function specialUnitText(v: unknown, root: Json): string {
  if (!isPlainObject(v)) return valueText(v);
  const owner = ownerOf(root, v.ownerColor);
  return `${owner}${owner.endsWith('s') ? "'" : "'s"} ${typeof v.name === 'string' ? v.name : 'unit'}: ${specialUnitRules(v, root)}`;
}

/**
 * The deck in words: the cards in play by name, those whose text no source prints (counted for the deck's printed
 * size, kept out of play, D-COMP-07), blank cards to write; a card whose text is a guess or a house rule says so in
 * the sentence ("(estimated)", "(house rule)"), not only in the badge.
 */
function eventCardsText(v: unknown, statusAt?: (pointer: string) => ProvenanceStatus, list: (items: string[]) => string = andList): string {
  if (!isPlainObject(v)) return valueText(v);
  const cards = isPlainObject(v.cards) ? (Object.entries(v.cards) as [string, { name?: string; copies?: number; textUnknown?: boolean }][]) : [];
  const total = cards.reduce((s, [, c]) => s + (c.copies ?? 1), 0);
  // The cards in play grouped by what their text is, the guesses and house rules counted and named apart: shortened
  // to its first names, a list with a mark on each card would hide which of the rest are guesses.
  const kinds: [ProvenanceStatus, string, string][] = [['house-rule', 'house rule', 'house rules'], ['estimated', 'estimated', 'estimated']];
  const kindOf = (id: string) => statusAt?.(`/eventCards/cards/${escapeSegment(id)}`) ?? 'printed';
  const playing = cards.filter(([, c]) => !c.textUnknown && (c.copies ?? 1) > 0);
  const named = (group: typeof playing) => list(group.map(([id, c]) => `${c.name ?? id}${(c.copies ?? 1) > 1 ? ` ×${c.copies}` : ''}`));
  const plain = playing.filter(([id]) => !kinds.some(([k]) => k === kindOf(id)));
  const groups = [plain.length ? named(plain) : '', ...kinds.map(([k, one, many]) => {
    const group = playing.filter(([id]) => kindOf(id) === k);
    return group.length ? `${plain.length ? 'and ' : ''}${group.length} ${group.length === 1 ? one : many}: ${named(group)}` : '';
  })].filter(Boolean);
  const unknown = cards.filter(([, c]) => c.textUnknown).reduce((s, [, c]) => s + (c.copies ?? 1), 0);
  const blank = cards.filter(([, c]) => !c.textUnknown && c.copies === 0).length;
  const parts = [
    `${playing.length ? `${playing.length} kind${playing.length === 1 ? '' : 's'} in play (${groups.join(', ')})` : 'none in play'}`,
    unknown ? `${unknown} whose text no source prints (estimated, left out of play)` : '',
  ].filter(Boolean);
  // The blank cards (copies 0) are not among the deck's cards (D-COMP-07: 25 and 2 blank): said after the count.
  const blanks = blank ? `, and ${blank} blank card${blank === 1 ? '' : 's'} to write` : '';
  const draws = isPlainObject(v.draws) ? v.draws as { perTurnWithCityLoss?: number; perOpponentPersonage?: number } : {};
  const drawn = [draws.perTurnWithCityLoss ? `${draws.perTurnWithCityLoss} per turn in which you lost a city` : '', draws.perOpponentPersonage ? `${draws.perOpponentPersonage} per personage your opponent takes` : ''].filter(Boolean).join(' and ');
  return `${total} event cards${blanks}: ${parts.join('; ')}; ${v.display} face up${drawn ? `, drawn ${drawn}` : ''}`;
}

/**
 * The words for each pointer pattern, most specific first (the first match wins). `rule` names the docs/rules-spec.md
 * Part 3 row(s) and rule ids, so the teaching view can cite where a difference comes from.
 */
export const describers: Describer[] = [
  // Turn structure: the statechart of schemas/turn.schema.json. groupTurn states its states and moves in a
  // player's words; these rows word what it leaves one by one (and values an editor has broken). Titles and rule ids
  // of a state are wording, kept out of the count.
  { pattern: '/turn/states', topic: 'turn', tier: 'turn-steps', describe: (w) => `The turn's steps and decisions: ${genericText(w).replace(/^[^:]*: /, '')}` },
  { pattern: '/turn/states/*/accepts', topic: 'turn', tier: 'turn-steps', describe: (w) => {
    const moves = (v: unknown) => (Array.isArray(v) ? (v.length ? andList(v.map((x) => moveText(String(x)))) : 'nothing') : valueText(v));
    return `In ${stateLabel(w.rootB, w.params[0])} a nation may ${versus(w, moves)}`;
  } },
  { pattern: '/turn/states/*/always', whole: true, topic: 'turn', tier: 'turn-steps', describe: (w) => `After ${stateLabel(w.rootB, w.params[0])} the turn goes on ${versus(w, (v, root) => (Array.isArray(v) ? v.map((t) => (isPlainObject(t) ? `to ${stateLabel(root, String(t.target))} ${guardText(root, t.guard)}` : valueText(t))).join('; ') : valueText(v)))}` },
  // A move with no target of its own leads back to the routing state, which sends the turn on (engine/turn/machine.ts).
  { pattern: '/turn/states/*/on', topic: 'turn', tier: 'turn-steps', none: (root) => `every move leads back to ${routingLabel(root)}`, unsetText: (name, root) => `${inSide(name)} every move made there leads back to ${routingLabel(root)}`, value: (v, root) => onText(v, root), describe: (w) => `In ${stateLabel(w.rootB, w.params[0])}, ${versus(w, onText)}` },
  { pattern: '/turn/states/*/on/*', topic: 'turn', tier: 'turn-steps', none: (root) => `back to ${routingLabel(root)}`, unsetText: (name, root) => `${inSide(name)} it goes back to ${routingLabel(root)}`, describe: (w) => `In ${stateLabel(w.rootB, w.params[0])}, once a nation chooses to ${moveText(w.params[1])}, the turn goes on to ${versus(w, (v, root) => (typeof v === 'string' ? stateLabel(root, v) : valueText(v)))}` },
  // A state's decision is what its label and its refusals name (engine/turn/machine.ts meta, not-now.ts); the routing
  // guard (`awaiting`), not this, decides when the turn is there.
  { pattern: '/turn/states/*/decision', topic: 'turn', tier: 'turn-steps', none: () => 'a refused move there does not say whom the turn waits for', unsetText: (name) => `${name} names no decision there, so a refused move there does not say whom the turn waits for`, describe: (w) => `In ${stateLabel(w.rootB, w.params[0])} the turn waits until ${versus(w, (v) => (decisionWords as Record<string, string>)[String(v)] ?? valueText(v))}` },
  // A step only a variation or a house rule reaches is said apart from the printed game's (groupTurn); without
  // `onlyWith` it is taught as one of the base rules' steps.
  { pattern: '/turn/states/*/onlyWith', topic: 'turn', tier: 'turn-steps', none: () => 'a step of the base rules', unsetText: (name) => `${inSide(name)} it is a step of the base rules`, describe: (w) => `${stateLabel(w.rootB, w.params[0])} is a step only ${versus(w, (v) => `with ${String(v)}`)}` },
  { pattern: '/turn/states/*/title', topic: 'other', tier: 'rare', describe: (w) => `The turn step ${w.params[0]} is called ${versus(w, (v) => `“${String(v)}”`)}` },
  { pattern: '/turn/states/*/rule', topic: 'other', tier: 'rare', describe: (w) => `The turn step ${stateLabel(w.rootB, w.params[0])} cites ${versus(w, (v) => String(v))}` },
  { pattern: '/turn/outOfTurn', topic: 'turn', tier: 'turn-steps', describe: (w) => `While another nation decides, a nation may ${versus(w, (v) => (Array.isArray(v) && v.length ? andList(v.map((x) => moveText(String(x)))) : 'make no move'))}` },
  { pattern: '/turn/**', topic: 'turn', tier: 'turn-steps', describe: (w) => `The turn's steps: ${pointerLabel(w.d.pointer).replace(/^Turn › /, '')}: ${w.d.kind === 'changed' ? versus(w) : genericText(w).replace(/^[^:]*: /, '')}` },
  { pattern: '/turn', topic: 'turn', tier: 'turn-steps' },
  { pattern: '/knowHows/takesEffect', topic: 'turn', tier: 'turn', rule: 'Part 3 #27', describe: (w) => `A new know-how takes effect ${versus(w, (v) => (v === 'end-of-turn' ? 'from the end of the turn it was developed' : v === 'immediately' ? 'at once' : valueText(v)))}` },
  { pattern: '/actions/maneuver/battles', topic: 'turn', tier: 'turn', rule: 'Part 3 #33, #34', describe: (w) => `Battles are ${versus(w, (v) => (v === 'automatic' ? 'automatic whenever a unit enters a region with hostile units of its type' : v === 'on-demand' ? 'fought on demand (by the mover, or by a nation whose region is entered)' : valueText(v)))}` },
  { pattern: '/economy/coinsPerRound', topic: 'turn', tier: 'turn', rule: 'Part 3 #11', value: (v) => (v === 0 ? 'none' : `${coinWords(v)} at the start of every round`), describe: (w) => {
    // "Each nation takes no coin" reads as a rule that takes something; a game without the coin simply has none.
    const [A, B] = w.names;
    const none = [w.d.a, w.d.b].findIndex((x) => x.present && x.value === 0);
    if (none < 0 || !w.d.a.present || !w.d.b.present) return `At the start of every round each nation takes ${versus(w, coinWords)}`;
    const [zero, other, otherSide, zeroRoot] = none === 0 ? [A, B, w.d.b, w.rootA] : [B, A, w.d.a, w.rootB];
    const produced = getAtPointer(zeroRoot, '/actions/produce/coins');
    return `${inSide(other)} each nation takes ${coinWords(otherSide.value)}${guessMark(otherSide)} at the start of every round; ${inSide(zero)} no nation does${isNum(produced) && produced > 0 ? ` (each production earns ${coinWords(produced)} instead)` : ''}`;
  } },

  // Rondel
  { pattern: '/rondel/fields', topic: 'rondel', tier: 'turn', rule: 'Part 3 #53', describe: (w) => {
    const [A, B] = w.names;
    const order = (r: Json) => ((r.rondel as Json | undefined)?.order as string[] | undefined) ?? [];
    const name = (r: Json, f: string) => String(((((r.rondel as Json).fields as Json)[f] ?? {}) as Json).name ?? f);
    if (w.d.kind === 'members' && sameActionCircle(w.rootA, w.rootB)) {
      // Each pair of names once: both rondels have two maneuver fields, and "MANEUVER = DUELLUM" twice reads as an error.
      const named = (r: Json) => `its fields named ${andList([...new Set(order(r).map((f) => name(r, f)))])}`;
      w.d.sides = { a: named(w.rootA), b: named(w.rootB) };
      return `The rondel works the same (the same ${order(w.rootB).length} actions in the same clockwise order); only the names differ — ${[...new Set(order(w.rootA).map((f, i) => `${name(w.rootA, f)} = ${name(w.rootB, order(w.rootB)[i])}`))].join(', ')} (${A} = ${B})`;
    }
    return `Rondel fields: ${genericText(w).replace(/^[^:]*: /, '')}`;
  } },
  { pattern: '/rondel/order', topic: 'rondel', tier: 'turn', rule: 'Part 3 #53', describe: (w) => w.d.kind === 'reordered'
    ? `The rondel runs in another order: ${w.d.moved!.map((m) => `${itemName(w, m.item)} is field ${m.to} instead of ${m.from}`).join(', ')} — clockwise ${inSide(w.names[1])}: ${listText(w, w.d.b.value)}`
    : `The rondel's clockwise order: ${listText(w, w.d.b.value)} ${inSide(w.names[1])} instead of ${listText(w, w.d.a.value)} ${inSide(w.names[0])}` },
  { pattern: '/rondel/freeSteps', topic: 'rondel', tier: 'turn', rule: 'Part 3 #53', describe: (w) => `The rondel stone moves for free up to ${versus(w, (v) => `${valueText(v)} field${v === 1 ? '' : 's'}`)}` },
  { pattern: '/rondel/stepCost', topic: 'rondel', tier: 'turn', rule: 'Part 3 #53', describe: (w) => `Each rondel field beyond the free ones costs ${versus(w)}` },
  { pattern: '/rondel/mayStay', topic: 'rondel', tier: 'turn', rule: 'Part 3 #53', describe: (w) => `A nation may stay on its rondel field: ${versus(w, yesNo('yes', 'no'))}` },
  { pattern: '/rondel/fields/*/name', topic: 'rondel', tier: 'turn', describe: (w) => `A rondel field is renamed: ${versus(w)}` },
  // The engine has one implementation per action kind (common.schema.json actionKind); a production field's resource
  // is the chip its cities yield (D-PROD, A-PROD).
  { pattern: '/rondel/fields/*/action', topic: 'rondel', tier: 'turn', rule: 'Part 3 #53', describe: (w) => `The rondel field ${fieldName(w)} is ${versus(w, (v) => `${actionNouns[String(v)] ?? `a ${valueText(v)}`} field`)}` },
  { pattern: '/rondel/fields/*/resource', topic: 'rondel', tier: 'turn', rule: 'Part 3 #53', none: () => 'no resource: not a production field', unsetText: (name) => `${name} names no resource for it`, describe: (w) => `The rondel field ${fieldName(w)} produces ${versus(w)}` },

  // Costs and income
  { pattern: '/actions/build/temple/cost', whole: true, topic: 'costs', rule: 'Part 3 #19', value: (v, root) => templeCostText(v, root), describe: (w) => {
    const [A, B] = w.names;
    const side = (which: 'a' | 'b', root: Json) => `${templeCostText(w.d[which].value, root)}${guessMark(w.d[which]) || (w.statusAt(which, surchargePointer) === 'estimated' && getAtPointer(root, surchargePointer) ? ' (surcharge estimated)' : '')}`;
    return `Temples cost ${side('b', w.rootB)} ${inSide(B)} instead of ${side('a', w.rootA)} ${inSide(A)}`;
  } },
  // Left out, a temple costs its price alone, whatever stands next door (engine/actions/build.ts; D-TEMP-02).
  { pattern: '/actions/build/temple/adjacentTempleSurcharge', none: () => 'no extra cost for temples next door', unsetText: (name) => `nothing more ${inSide(name)}`, whole: true, topic: 'costs', rule: 'Part 3 #19', describe: (w) => `Each temple already standing in an adjacent region makes a new temple dearer: ${versus(w, (v, root) => `${bagText(v, root)} more`)}` },
  // Without a town wall rule the engine refuses every wall (engine/actions/build.ts wallProblem) and gives none out at
  // the start or on the score track (engine/state/create.ts, engine/rules/turn.ts afterAwards; D-WALL-01, D-VPT-02/03).
  { pattern: '/actions/build/townWall', none: () => 'no town walls in this game', unsetText: (name) => `${name} has no town walls`, topic: 'costs', rule: 'Part 3 #21, #52, #55', value: (v, root) => townWallsText(v, root), describe: (w) => {
    return `${w.d.b.present ? w.names[1] : w.names[0]} has ${townWallsText(w.d.b.present ? w.d.b.value : w.d.a.value, w.d.b.present ? w.rootB : w.rootA)}; ${absentText(w, w.d.b.present ? 'a' : 'b')}`;
  } },
  { pattern: '/actions/build/townWall/cost', whole: true, topic: 'costs', rule: 'Part 3 #21', describe: (w) => `A town wall costs ${versus(w, bagText)}` },
  { pattern: '/actions/build/townWall/defense', topic: 'actions', rule: 'Part 3 #21, #37', describe: (w) => `A town wall adds ${versus(w, (v) => `${valueText(v)} to a city's defence`)}` },
  { pattern: '/actions/build/townWall/gainedAtScore', topic: 'personages', rule: 'Part 3 #52', describe: (w) => `Town walls: each nation gets ${versus(w, wallsGainedText)}` },
  { pattern: '/actions/found/cost', whole: true, topic: 'costs', rule: 'Part 3 #6', describe: (w) => `Founding a city costs ${versus(w, bagText)}` },
  // Left out, founding costs its price alone, whatever the neighbours produce (engine/actions/found.ts; D-FOUND-06).
  { pattern: '/actions/found/sameResourceSurcharge', none: () => 'no extra cost for cities next door producing the same resource', unsetText: (name) => `nothing extra ${inSide(name)}`, whole: true, topic: 'costs', rule: 'Part 3 #6', describe: (w) => `Founding a city costs ${versus(w, (v, root) => `${bagText(v, root)} extra per adjacent city producing the same resource`)}` },
  { pattern: '/actions/found/where', topic: 'actions', rule: 'Part 3 #3, #5', describe: (w) => `Cities can be founded ${versus(w, (v) => (v === 'city-sites' ? 'only on city sites' : v === 'any-region' ? 'in any region' : valueText(v)))}` },
  { pattern: '/actions/found/resource', topic: 'actions', rule: 'Part 3 #4', describe: (w) => `A new city's resource is ${versus(w, (v) => (v === 'chosen' ? 'chosen by the founder' : v === 'printed' ? 'printed on the board' : valueText(v)))}` },
  { pattern: '/actions/arm/cost', whole: true, topic: 'costs', rule: 'Part 3 #15', describe: (w) => `Arming a unit costs ${versus(w, bagText)}` },
  // Left out, the engine refuses every recruit move (engine/actions/research.ts recruitProblem); where units are armed
  // from the supply (A-FAQ-03) there is nothing to recruit them into (D-SUP-08 is Duellum's box).
  { pattern: '/actions/research/recruit', none: (root) => `no recruiting in this game${!armsFromBox(root) ? '; units are armed straight from the supply' : ''}`, whole: true, topic: 'costs', rule: 'Part 3 #14, #54', value: (v, root) => recruitText(v, root), describe: (w) => w.d.b.present && w.d.a.present ? `Recruiting costs ${versus(w, recruitText)}` : `${whose(w.d.b.present ? w.names[1] : w.names[0], 'know-how field')} also recruits units into the recruitment box (${recruitText(w.d.b.present ? w.d.b.value : w.d.a.value, w.d.b.present ? w.rootB : w.rootA)}); ${w.d.b.present ? w.names[0] : w.names[1]} has no recruiting` },
  { pattern: '/actions/produce/coins', topic: 'costs', rule: 'Part 3 #11', describe: (w) => `Each production action earns ${versus(w, coinWords)}` },
  { pattern: '/actions/produce/coinsWhenNothingProduced', topic: 'costs', tier: 'rare', unset: true, rule: 'AMB-D18', describe: (w) => `A production that yields nothing still earns its coin: ${versus(w, yesNo('yes', 'no'))}` },
  { pattern: '/actions/produce/bonusWhenNothingProduced', topic: 'costs', tier: 'rare', unset: true, rule: 'AMB-D02', describe: (w) => `A production bonus applies even when nothing is produced: ${versus(w, yesNo('yes', 'no'))}` },
  { pattern: '/actions/produce/perCity', topic: 'actions', rule: 'Part 3 #22', describe: (w) => `A city without temple produces ${versus(w)}` },
  { pattern: '/actions/produce/perCityWithTemple', topic: 'actions', rule: 'Part 3 #22', describe: (w) => `A city with a temple produces ${versus(w)}` },
  { pattern: '/economy/surchargesInCoinsOnly', topic: 'costs', tier: 'rare', unset: true, rule: 'AMB-D05', describe: (w) => `Surcharges must be paid in coins: ${versus(w, yesNo('yes', 'no'))}` },

  // Actions and battles
  { pattern: '/actions/arm/from', topic: 'actions', rule: 'Part 3 #14, #16', describe: (w) => `Units are armed ${versus(w, (v) => (v === 'supply' ? 'straight from the supply' : v === 'recruitment-box' ? 'from the recruitment box' : valueText(v)))}` },
  { pattern: '/actions/arm/onlyUnitsPresentAtTurnStart', topic: 'actions', tier: 'rare', unset: false, rule: 'Part 3 #16', describe: (w) => `Only units already in the recruitment box at the start of the turn can be armed: ${versus(w, yesNo('yes', 'no'))}` },
  { pattern: '/actions/arm/battleOnArrival', topic: 'actions', rule: 'Part 3 #17', describe: (w) => `Arming next to hostile units of the same type starts a battle at once: ${versus(w, yesNo('yes', 'no'))}` },
  { pattern: '/actions/arm/perCity', topic: 'actions', rule: 'Part 3 #18', describe: (w) => `A city without a temple arms ${versus(w, (v) => `${valueText(v)} unit${v === 1 ? '' : 's'} per turn`)}` },
  { pattern: '/actions/arm/perCityWithTemple', topic: 'actions', rule: 'Part 3 #18', describe: (w) => `A city with a temple arms ${versus(w, (v) => `${valueText(v)} unit${v === 1 ? '' : 's'} per turn`)}` },
  // Left out, a battle removes every pair (engine/actions/battle.ts takes one pair only for 'chosen'; AMB-D13).
  { pattern: '/actions/maneuver/battlePairs', unset: 'all', topic: 'actions', rule: 'Part 3 #33, AMB-D13', describe: (w) => `Battles destroy ${versus(w, (v) => (v === 'all' ? 'every possible pair' : v === 'chosen' ? 'the pairs the players choose' : valueText(v)))}` },
  { pattern: '/actions/maneuver/lossesTo', topic: 'actions', rule: 'Part 3 #35, #38', describe: (w) => `Units lost in battle or conquest go ${versus(w, (v) => (v === 'supply' ? 'back to the supply' : v === 'recruitment-box' ? 'to the recruitment box' : valueText(v)))}` },
  { pattern: '/actions/maneuver/conquest/requiresMovesLeft', topic: 'actions', rule: 'Part 3 #32, #36', describe: (w) => `Conquering a city needs units with a maneuver action left (and uses it): ${versus(w, yesNo('yes', 'no — any own units in the region can conquer'))}` },
  { pattern: '/actions/maneuver/conquest/baseDefense', topic: 'actions', rule: 'Part 3 #37', describe: (w) => `A city without a temple defends with ${versus(w, (v) => `${valueText(v)} plus its units`)}` },
  { pattern: '/actions/maneuver/conquest/templeDefense', topic: 'actions', rule: 'Part 3 #37', describe: (w) => `A city with a temple defends with ${versus(w, (v) => `${valueText(v)} plus its units`)}` },
  // A side that leaves the rule unstated (Duellum, AMB-D11: "derived") says so: "no" alone read as a printed rule.
  { pattern: '/actions/maneuver/conquest/lastCityProtected', topic: 'actions', tier: 'rare', rule: 'Part 3 #41', describe: (w) => {
    const unstated = ([[w.d.a, w.names[0]], [w.d.b, w.names[1]]] as const).filter(([side]) => side.present && side.status === 'derived').map(([, name]) => name);
    return `A nation's last city ${versus(w, yesNo('cannot be conquered', 'can be conquered'))}${unstated.length ? ` (${andList(unstated)}: the rulebook does not address it, so this is our reading)` : ''}`;
  } },
  // Left out, a conqueror without stones is refused (engine/actions/maneuver.ts allows only 'abandon-founded-city').
  { pattern: '/actions/maneuver/conquest/outOfCityStones', unset: 'impossible', topic: 'actions', tier: 'rare', rule: 'Part 3 #42', describe: (w) => `A conqueror with no city pieces left ${versus(w, (v) => (v === 'abandon-founded-city' ? 'abandons one of its founded cities' : v === 'impossible' ? 'cannot conquer' : valueText(v)))}` },
  // D-MOV-03: the borders a unit crosses make it a land or a sea unit, and where it may stand (A-ARM-04).
  { pattern: '/units/*/crosses', topic: 'actions', rule: 'D-MOV-03', describe: (w) => `A ${w.params[0]} crosses ${versus(w, (v) => (v === 'land' ? 'red and red-blue borders (a land unit)' : v === 'sea' ? 'blue and red-blue borders (a sea unit)' : valueText(v)))}` },
  { pattern: '/units/*/moves', topic: 'actions', rule: 'Part 3 #28, #32', describe: (w) => `A ${w.params[0]} moves ${versus(w, (v) => `${valueText(v)} step${v === 1 ? '' : 's'} per maneuver`)}` },

  // Know-hows
  // Each side's know-hows named, each one's prices, effect and prerequisites in the list the names open (Difference.lists):
  // one sentence of ~600 characters that gave every know-how's details of both games read as a table (UX review).
  { pattern: '/knowHows/items', topic: 'know-hows', rule: 'Part 3 #23, #24, #25, #28, #29', describe: (w) => knowHowItemsText(w) },
  { pattern: '/knowHows/items/*/price/first', topic: 'know-hows', rule: 'Part 3 #25', describe: (w) => `${knowHowName(w)} costs the first nation to develop it ${versus(w)}` },
  { pattern: '/knowHows/items/*/price/later', topic: 'know-hows', rule: 'Part 3 #25', describe: (w) => `${knowHowName(w)} costs later nations ${versus(w)}` },
  // Left out, a know-how needs no other first (engine/actions/research.ts reads it as an empty list).
  { pattern: '/knowHows/items/*/requires', none: () => 'it needs no other know-how first', unsetText: (name) => `nothing ${inSide(name)}`, topic: 'know-hows', rule: 'Part 3 #24', describe: (w) => `${knowHowName(w)} requires ${versus(w, (v) => listTextIn(w, v))}` },
  // The order of the science chart (A-KH-02, the Duellum Quick Intro): no move and no page reads it, so leaving it out
  // changes nothing in play.
  { pattern: '/knowHows/order', none: () => 'no order given (nothing in play reads it)', unsetText: (name) => `${name} gives no order`, topic: 'know-hows', tier: 'rare', describe: (w) => `The science chart lists the know-hows ${versus(w, (v) => listTextIn(w, v))}` },
  // Left out, completing the tree grants no personage (engine/rules/turn.ts; A-KH-08, A-GOAL-07 name the bonus).
  { pattern: '/knowHows/completionBonus/extraPersonage', none: () => 'a nation with every know-how takes no extra personage', topic: 'know-hows', tier: 'rare', rule: 'Part 3 #31', value: (v) => extraPersonageText(v), describe: (w) => {
    if (w.d.a.present && w.d.b.present) return `A nation with every know-how takes an extra personage ${versus(w, extraPersonageText)}`;
    const [has, hasnt, side] = w.d.b.present ? [w.names[1], w.names[0], w.d.b] : [w.names[0], w.names[1], w.d.a];
    return `A nation with every know-how takes an extra personage ${extraPersonageText(side.value)}${guessMark(side)} ${inSide(has)}; ${inSide(hasnt)} it takes none`;
  } },
  { pattern: '/knowHows/completionBonus/trade', none: () => 'no trade with the bank', unsetText: (name) => `${inSide(name)} it may not`, whole: true, topic: 'know-hows', rule: 'Part 3 #30', describe: (w) => `A nation with every know-how may trade with the bank: ${versus(w, tradeText)}` },
  // Left out, neither the extra personage (engine/rules/turn.ts) nor the bank trade (engine/actions/research.ts
  // tradeRule) is given for completing the tree (A-KH-08).
  { pattern: '/knowHows/completionBonus', none: () => 'a nation with every know-how gets no extra personage and no trade with the bank', topic: 'know-hows', rule: 'Part 3 #30, #31', value: (v) => completionBonusText(v), describe: (w) => {
    if (w.d.a.present && w.d.b.present) return `A nation with every know-how gets ${versus(w, completionBonusText)}`;
    const [has, hasnt] = w.d.b.present ? [w.names[1], w.names[0]] : [w.names[0], w.names[1]];
    return `${inSide(has)} a nation with every know-how gets ${completionBonusText(w.d.b.present ? w.d.b.value : w.d.a.value)}; ${hasnt} has no such bonus`;
  } },
  // Left out, owning the know-how changes no parameter of play (engine/rules/modifiers.ts reads only listed modifiers).
  { pattern: '/knowHows/items/*/modifiers', whole: true, none: () => 'no effect on play', unsetText: (name) => `${inSide(name)} owning it changes nothing in play`, topic: 'know-hows', rule: 'Part 3 #28, #29', describe: (w) => `${knowHowName(w)} gives its owner ${versus(w, (v) => (Array.isArray(v) && v.length ? andList((v as Modifier[]).map(modifierText)) : 'nothing'))}` },
  // Left out, holding the know-how lets no one trade (engine/actions/research.ts tradeRule).
  { pattern: '/knowHows/items/*/trade', none: () => 'no trade with the bank', unsetText: (name) => `${inSide(name)} it does not`, whole: true, topic: 'know-hows', rule: 'Part 3 #30', describe: (w) => `${knowHowName(w)} lets its owner trade with the bank: ${versus(w, tradeText)}` },

  // Personages and victory
  { pattern: '/personages/stacks/*/count', topic: 'personages', rule: 'Part 3 #46', describe: (w) => `${stackName(w)}: ${versus(w, (v) => `${valueText(v)} cards`)}` },
  // One sentence for the whole rule: the k-th card of a counter award needs k × every (D-PERS-02/07, A-GOAL).
  { pattern: '/personages/stacks/*/award', whole: true, topic: 'personages', rule: 'Part 3 #48', value: (v) => awardText(v), describe: (w) => capitalized(`${article(stackName(w))} ${stackName(w)} is awarded ${versus(w, awardText)}`) },
  { pattern: '/personages/stacks/*/victoryPoints', topic: 'personages', unset: 1, rule: 'Part 3 (military variation)', describe: (w) => `Each ${stackName(w)} is worth ${versus(w, (v) => `${valueText(v)} victory point${v === 1 ? '' : 's'}`)}` },
  { pattern: '/personages/order', topic: 'personages', tier: 'rare', rule: 'Part 3 #46', value: (v, _root, w) => listText(w, v), describe: (w) => `The personage stacks are laid out ${w.d.kind === 'reordered' ? `in another order: ${listText(w, w.d.b.value)} ${inSide(w.names[1])} instead of ${listText(w, w.d.a.value)} ${inSide(w.names[0])}` : genericText(w)}` },
  { pattern: '/personages/seaPoints/perRegion', topic: 'personages', rule: 'Part 3 #49', describe: (w) => `For the navigator, a sea region holding an own galley counts ${versus(w, (v) => `${valueText(v)} point${v === 1 ? '' : 's'}`)}` },
  { pattern: '/personages/seaPoints/perGalleySymbolRegion', topic: 'personages', rule: 'Part 3 #49', describe: (w) => `For the navigator, a sea region with a galley symbol counts ${versus(w, (v) => `${valueText(v)} point${v === 1 ? '' : 's'}`)}` },
  { pattern: '/personages/seaPoints/specialUnitsCount', topic: 'personages', tier: 'rare', unset: false, rule: 'AMB-D01', describe: (w) => `Special units count for the navigator: ${versus(w, yesNo('yes', 'no'))}` },
  { pattern: '/victory/targetByNations', whole: true, topic: 'personages', tier: 'basics', rule: 'Part 3 #47', value: (v, root) => targetsText(v, root), describe: (w) => {
    const [seatedA, seatedB] = [nationCountsSeated(w.rootA), nationCountsSeated(w.rootB)];
    // Where both sides play a nation count and count victory alike, the rule a reader learns is the target that changed
    // there ("with 3 nations, 12 instead of 10"), not both whole lists: the counts only one side plays are the player
    // counts' own difference, and one side's targets for counts it never plays are no rule at all.
    const targetAt = (v: unknown, n: number) => (isPlainObject(v) ? v[String(n)] : undefined);
    const both = seatedA && seatedB && targetUnit(w.rootA) === targetUnit(w.rootB) && isPlainObject(w.d.a.value) && isPlainObject(w.d.b.value) ? [...seatedB].filter((n) => seatedA.has(n)).sort((x, y) => x - y) : [];
    const changed = both.filter((n) => isNum(targetAt(w.d.a.value, n)) && isNum(targetAt(w.d.b.value, n)) && targetAt(w.d.a.value, n) !== targetAt(w.d.b.value, n));
    if (changed.length) {
      const onlyB = [...seatedB!].filter((n) => !seatedA!.has(n) && isNum(targetAt(w.d.b.value, n))).sort((x, y) => x - y);
      const also = onlyB.length ? `; with ${andList(onlyB.map(String))} nations, played only ${inSide(w.names[1])}, ${andList(onlyB.map((n) => String(targetAt(w.d.b.value, n))))}` : '';
      return `To win ${changed.map((n) => `with ${n} nations, a nation needs ${targetAt(w.d.b.value, n)} ${targetUnit(w.rootB)} ${inSide(w.names[1])} instead of ${targetAt(w.d.a.value, n)} ${inSide(w.names[0])}`).join('; ')}${also}`;
    }
    // A ruleset seating fewer players than its targets list (Antike for 2, four nations) is taught by the targets it
    // plays to: "10 with 3 nations" beside Duellum's 9 would tell a class the 2-player game needs 10 (A-SET-12).
    const [a, b] = [targetsText(w.d.a.value, w.rootA, seatedA), targetsText(w.d.b.value, w.rootB, seatedB)];
    if (!a || !b || a === b) return `To win, a nation needs ${targetsText(w.d.b.value, w.rootB)} ${inSide(w.names[1])} instead of ${targetsText(w.d.a.value, w.rootA)} ${inSide(w.names[0])}`;
    const unseated = ([side, v, seated]: [string, unknown, Set<number> | undefined]) => {
      const never = isPlainObject(v) && seated ? Object.keys(v).filter((n) => !seated.has(Number(n))) : [];
      return never.length ? `${side} also lists targets for ${andList(never)} nations, never in play with ${playersText(side === w.names[0] ? w.rootA : w.rootB)}` : '';
    };
    const notes = ([[w.names[1], w.d.b.value, seatedB], [w.names[0], w.d.a.value, seatedA]] as [string, unknown, Set<number> | undefined][]).map(unseated).filter(Boolean);
    return `To win, a nation needs ${b} ${inSide(w.names[1])} instead of ${a} ${inSide(w.names[0])}${notes.length ? ` (${notes.join('; ')})` : ''}`;
  } },
  // Left out, no round limit stops the game: it runs until a nation reaches the target (engine/rules/turn.ts
  // startNextTurn); a stalled game is never a win, whatever the tie-break names (D-END-03, AMB-D12).
  { pattern: '/victory/roundLimit', whole: true, none: () => 'no round limit: the game runs until a nation wins', unsetText: (name) => `${inSide(name)} no round limit stops the game: it runs until a nation wins`, topic: 'personages', tier: 'rare', rule: 'D-END-03', value: (v) => roundLimitText(v), describe: (w) => `A game that no nation has won stops as stalled ${versus(w, roundLimitText)}` },
  { pattern: '/victory/measure', topic: 'personages', tier: 'basics', rule: 'Part 3 (military variation)', describe: (w) => `Victory is counted in ${versus(w, (v) => (v === 'victory-points' ? 'victory points' : valueText(v)))}` },
  // Left out, no temple wins the game (engine/rules/turn.ts acts only on 'next-temple-destroyer-wins'; A-GOAL-10).
  { pattern: '/victory/whenPersonagesRunOut', unset: 'no-rule', topic: 'personages', tier: 'rare', rule: 'Part 3 #51', describe: (w) => `When all personages are gone, ${versus(w, (v) => (v === 'next-temple-destroyer-wins' ? 'the next nation to destroy a temple wins' : v === 'no-rule' ? 'nothing special happens (no rule)' : valueText(v)))}` },

  // Map and set-up
  { pattern: '/players', whole: true, topic: 'map', tier: 'basics', rule: 'Part 3 #1', describe: (w) => `Players: ${versus(w, (v) => (isPlainObject(v) ? (v.min === v.max ? `exactly ${v.min}` : `${v.min}–${v.max}`) : valueText(v)))}` },
  { pattern: '/map/regions', topic: 'map', tier: 'basics', rule: 'Part 3 #3, #5, #49', describe: (w) => {
    const count = (v: unknown) => (isPlainObject(v) ? Object.keys(v).length : 0);
    const sites = (v: unknown) => (isPlainObject(v) ? Object.values(v).filter((r) => isPlainObject(r) && r.citySite).length : 0);
    const [A, B] = w.names;
    const head = `${B} has ${count(w.d.b.value)} regions (${sites(w.d.b.value)} with a city site), ${A} ${count(w.d.a.value)} (${sites(w.d.a.value)} with a city site)`;
    if (w.d.kind !== 'members') return `Another board: ${head}`;
    const shared = isPlainObject(w.d.a.value) && isPlainObject(w.d.b.value) ? Object.keys(w.d.a.value).filter((k) => k in (w.d.b.value as Json)) : [];
    // Two boards with no region in common: each side's own regions are all its regions, so the counts say it once.
    if (!shared.length) {
      const names = (ids: string[] | undefined, which: 'a' | 'b') => shortList(w.d, (ids ?? []).map((x) => itemName(w, x, which)));
      return `Another board, with no region in common: ${B} has ${count(w.d.b.value)} regions (${sites(w.d.b.value)} with a city site): ${names(w.d.added, 'b')}; ${A} ${count(w.d.a.value)} (${sites(w.d.a.value)} with a city site): ${names(w.d.removed, 'a')}`;
    }
    return `Another board: ${head}. ${capitalized(membersText(w, { noun: 'region', count: true, common: 'names' }))}`;
  } },
  // A region's neighbours are where its units may move (legions over red borders, galleys over blue, D-MOV-03, A-MAN-03).
  { pattern: '/map/regions/*/borders', topic: 'map', describe: (w) => {
    const name = nameIn(w, `/map/regions/${escapeSegment(w.params[0])}`);
    if (w.d.kind !== 'members') return `The neighbours of ${name}: ${genericText(w).replace(/^[^:]*: /, '')}`;
    const [A, B] = w.names;
    const names = (ids: string[], which: 'a' | 'b') => (ids.length ? shortList(w.d, ids.map((x) => itemName(w, x, which))) : 'no region');
    const [onlyB, onlyA] = [w.d.added ?? [], w.d.removed ?? []];
    const shared = isPlainObject(w.d.a.value) && isPlainObject(w.d.b.value) ? Object.keys(w.d.b.value).filter((k) => k in (w.d.a.value as Json)) : [];
    if (!shared.length) return `${name} borders ${names(onlyB, 'b')} ${inSide(B)} instead of ${names(onlyA, 'a')} ${inSide(A)}`;
    const also = [onlyB.length ? `${names(onlyB, 'b')} ${inSide(B)}` : '', onlyA.length ? `${names(onlyA, 'a')} ${inSide(A)}` : ''].filter(Boolean).join(' and ');
    return `${name} borders ${names(shared, 'b')} in both, and also ${also}`;
  } },
  { pattern: '/map/regions/*/borders/*', topic: 'map', value: (v) => crossedBy(v), describe: (w) => {
    const [x, y] = w.params.map((id) => nameIn(w, `/map/regions/${escapeSegment(id)}`));
    if (w.d.a.present && w.d.b.present) return `The border ${x}–${y} is crossed by ${versus(w, crossedBy)}`;
    const [has, lacks, side] = w.d.b.present ? [w.names[1], w.names[0], w.d.b] : [w.names[0], w.names[1], w.d.a];
    return `${inSide(has)} ${x} borders ${y} (crossed by ${crossedBy(side.value)}); ${inSide(lacks)} they are not neighbours`;
  } },
  // Left out, no city stands there where cities need a site (engine/actions/found.ts cityCanStand, D-FOUND-02).
  { pattern: '/map/regions/*/citySite', topic: 'map', rule: 'Part 3 #3, #5', value: (v, root) => citySiteText(v, root), none: (root) => (getAtPointer(root, '/actions/found/where') === 'city-sites' ? 'no city site, so no city can be founded there' : 'no city site, though a city may stand in any land region'), unsetText: (name, root) => (getAtPointer(root, '/actions/found/where') === 'city-sites' ? `${inSide(name)} no city can be founded there` : `${inSide(name)} it has no city site, though a city may stand in any land region`), describe: (w) => {
    if (w.d.a.present && w.d.b.present) return `${regionName(w.rootB, w.params[0])}: ${versus(w, citySiteText)}`;
    const [has, side] = w.d.b.present ? [w.names[1], w.d.b] : [w.names[0], w.d.a];
    return `${regionName(w.d.b.present ? w.rootB : w.rootA, w.params[0])} has ${citySiteText(side.value, w.d.b.present ? w.rootB : w.rootA)}${guessMark(side)} ${inSide(has)}; ${absentText(w, w.d.b.present ? 'a' : 'b')}`;
  } },
  // Left out, a city founded there takes the resource its founder chooses where founders choose (engine/actions/found.ts
  // foundingResource, D-FOUND-05); where the printed one counts, the site prints none.
  { pattern: '/map/regions/*/citySite/resource', topic: 'map', unsetText: (name, root) => (getAtPointer(root, '/actions/found/resource') === 'chosen' ? `${inSide(name)} a city founded there produces what its founder chooses` : `${name} prints no resource there`), describe: (w) => `The city site in ${regionName(w.rootB, w.params[0])} produces ${versus(w)}` },
  { pattern: '/map/regions/*/kind', topic: 'map', rule: 'D-MIL-07, A-ARM-04', describe: (w) => `${regionName(w.rootB, w.params[0])} is ${versus(w, (v) => regionKinds[String(v)] ?? valueText(v))}` },
  // Left out, the region scores as one without the symbol (engine/state/selectors.ts sea points; D-PERS-06).
  { pattern: '/map/regions/*/galleySymbol', unset: false, topic: 'map', rule: 'Part 3 #49', describe: (w) => `${regionName(w.rootB, w.params[0])} carries a galley symbol: ${versus(w, yesNo('yes', 'no'))}` },
  // Quoted: a board's name has commas and colons of its own ("Antike: West (Roman Empire) board, approximation").
  { pattern: '/map/name', topic: 'map', tier: 'basics', describe: (w) => `The board is ${versus(w, (v) => (typeof v === 'string' ? `“${v}”` : valueText(v)))}` },
  { pattern: '/map/nations', topic: 'map', tier: 'basics', rule: 'Part 3 #2', membersOnly: true, describe: (w) => (w.d.kind === 'members' ? capitalized(membersText(w, { noun: 'nation', article: true, common: 'names' })) : `The nations: ${genericText(w).replace(/^[^:]*: /, '')}`) },
  // The colour of a nation's pieces, which players pick up at the table (its drawing colour is not compared: notRules).
  { pattern: '/map/nations/*/color', topic: 'map', describe: (w) => `The ${nameIn(w, `/map/nations/${escapeSegment(w.params[0])}`)} play ${versus(w)}` },
  { pattern: '/map/lineups', topic: 'map', rule: 'Part 3 #2, #9', describe: (w) => {
    const unseated = (counts: string[], root: Json, name: string) => {
      const range = playerRange(root);
      const never = range ? counts.filter((n) => Number(n) < range.min || Number(n) > range.max) : [];
      return never.length === counts.length ? ` (never used: ${name} is played by ${playersText(root)})` : never.length ? ` (${andList(never)} never used: ${name} is played by ${playersText(root)})` : '';
    };
    const only = (name: string, counts: string[] | undefined, root: Json) => (counts?.length ? `only ${name} has ${counts.length === 1 ? 'a set-up' : 'set-ups'} for ${andList(counts)} players${unseated(counts, root, name)}` : '');
    const own = (counts: string[] | undefined) => (counts?.length ? `${counts.length === 1 ? 'a set-up' : 'set-ups'} for ${andList(counts)} players` : 'no set-up of its own');
    w.d.sides = { a: own(w.d.removed), b: own(w.d.added) };
    return capitalized([only(w.names[1], w.d.added, w.rootB), only(w.names[0], w.d.removed, w.rootA)].filter(Boolean).join('; '));
  } },
  { pattern: '/map/lineups/*', topic: 'map', rule: 'Part 3 #2, #9', describe: (w) => `The set-up for ${w.params[0]} players: ${w.d.kind === 'added' ? `only ${inSide(w.names[1])}` : w.d.kind === 'removed' ? `only ${inSide(w.names[0])}` : versus(w)}` },
  { pattern: '/map/lineups/*/nations', topic: 'map', rule: 'Part 3 #2', value: (v, root) => nationsText(root, v), describe: (w) => `With ${w.params[0]} players the nations are ${nationsText(w.rootB, w.d.b.value)} ${inSide(w.names[1])} instead of ${nationsText(w.rootA, w.d.a.value)} ${inSide(w.names[0])}${w.d.kind === 'reordered' ? ' (the same nations, another seating order)' : ''}` },
  // Left out, each player runs one nation (schemas/map.schema.json).
  { pattern: '/map/lineups/*/controllers', topic: 'map', rule: 'Part 3 #2', value: (v, root) => controllersText(root, v), absent: () => 'each player runs one nation', describe: (w) => `With ${w.params[0]} players each player runs ${controllersText(w.rootB, w.d.b.value)} ${inSide(w.names[1])} instead of ${controllersText(w.rootA, w.d.a.value)} ${inSide(w.names[0])}` },
  // Left out, createGame draws the start player from the game's seeded random stream and seats the others in the
  // lineup's order after it (engine/state/create.ts): a random start as Duellum prints it (D-SET-06).
  { pattern: '/map/lineups/*/startNation', topic: 'map', rule: 'Part 3 #10', value: (v, root) => startNationText(root, v), absent: () => "drawn at random when the game is set up (from the game's seed), the others following in the lineup's order", describe: (w) => `With ${w.params[0]} players the start player is ${startNationText(w.rootB, w.d.b.value)} ${inSide(w.names[1])} instead of ${startNationText(w.rootA, w.d.a.value)} ${inSide(w.names[0])}` },
  { pattern: '/map/lineups/*/startCities', whole: true, topic: 'map', rule: 'Part 3 #9', value: (v, root) => startCitiesText(root, v), describe: (w) => `With ${w.params[0]} players the start cities differ: ${startCitiesChange(w)}` },
  { pattern: '/map/lineups/*/startCities/*', topic: 'map', rule: 'Part 3 #9', describe: (w) => `${nationName(w.rootB, w.params[1])} start in ${versus(w, (v) => (Array.isArray(v) ? v.map((r) => regionName(w.rootB, String(r))).join(', ') : valueText(v)))}` },
  // Left out, a nation starts with the first 3 cities its lineup lists (engine/state/create.ts): the same rule.
  { pattern: '/setup/startCities', unset: startCityDefaults, topic: 'map', rule: 'Part 3 #9', describe: (w) => `Each nation starts with ${versus(w, (v) => (isPlainObject(v) ? `${startCityCount(v.count)}, ${startCitySelection(v.selection)}` : valueText(v)))}` },
  { pattern: '/setup/startCities/count', unset: startCityDefaults.count, topic: 'map', rule: 'Part 3 #9', describe: (w) => `Each nation starts with ${versus(w, startCityCount)}` },
  { pattern: '/setup/startCities/selection', unset: startCityDefaults.selection, topic: 'map', rule: 'Part 3 #9', describe: (w) => `A nation's start cities are ${versus(w, startCitySelection)}` },
  { pattern: '/setup/startResources', whole: true, topic: 'map', rule: 'Part 3 #8', describe: (w) => `Each nation starts with ${versus(w, bagText)}` },
  // Left out, createGame gives the nations after the start player nothing (engine/state/create.ts; D-SET-06 is the coin).
  { pattern: '/setup/compensation', none: () => 'the nations after the start player receive nothing', unsetText: (name) => `${inSide(name)} the nations after the start player receive nothing`, whole: true, topic: 'map', rule: 'Part 3 #10', describe: (w) => `The player who does not start receives ${versus(w, bagText)}` },
  // Left out, createGame puts no unit in a box (engine/state/create.ts); where units are armed from the supply
  // (engine/actions/arm.ts armPool, A-FAQ-03) the box is never used at all.
  { pattern: '/setup/recruitmentBox', none: (root) => (armsFromBox(root) ? 'every recruitment box starts empty' : 'no recruitment box; units are armed straight from the supply'), unsetText: (name, root) => (armsFromBox(root) ? `${inSide(name)} every recruitment box starts empty` : `${name} has no recruitment box (units are armed straight from the supply)`), whole: true, topic: 'map', rule: 'Part 3 #14, #16', describe: (w) => `Each nation's recruitment box starts with ${versus(w, (v) => (isPlainObject(v) ? Object.entries(v).map(([u, n]) => `${n} ${u}`).join(' + ') : valueText(v)))}` },

  // Supply
  { pattern: '/supply/perNation/*', topic: 'supply', tier: 'rare', rule: 'Part 3 #13', describe: (w) => `Each nation has ${versus(w, (v) => `${valueText(v)} ${w.params[0]}s`)}` },
  { pattern: '/supply/temples', topic: 'supply', tier: 'rare', rule: 'Part 3 #20', describe: (w) => `There are ${versus(w, (v) => `${valueText(v)} temples`)}` },
  // Left out, the bank holds 0 walls (engine/state/create.ts), so none is handed out (engine/rules/turn.ts afterAwards).
  { pattern: '/supply/townWalls', none: (root) => (getAtPointer(root, '/actions/build/townWall') ? 'the bank holds no town walls, so no nation gets any' : 'no town walls in this game'), unsetText: (name, root) => (getAtPointer(root, '/actions/build/townWall') ? `${inSide(name)} the bank holds none, so no nation gets any` : `${name} has no town walls`), topic: 'supply', tier: 'rare', rule: 'Part 3 #21', value: (v) => `${valueText(v)} town wall${v === 1 ? '' : 's'}`, describe: (w) => `Town walls in the game: ${versus(w)}` },
  // null and absent both mean an unlimited bank (schemas/ruleset.schema.json; Duellum's count is unknown, AMB-D15).
  { pattern: '/supply/coins', topic: 'supply', tier: 'rare', rule: 'Part 3 #12', value: (v) => (isNum(v) ? `limited to ${v}` : 'unlimited'), absent: () => 'unlimited', describe: (w) => {
    const bank = (s: SideValue) => `${isNum(s.value) ? `limited to ${s.value}` : 'unlimited'}${guessMark(s)}`;
    return `The bank's coins are ${bank(w.d.b)} ${inSide(w.names[1])} instead of ${bank(w.d.a)} ${inSide(w.names[0])}`;
  } },
  // Left out, no stone limit is checked when founding or conquering (engine/actions/found.ts, maneuver.ts; A-FOUND-04).
  { pattern: '/supply/cityStonesPerNation', none: (root) => `no city stones of a nation's own${getAtPointer(root, '/supply/cityTokens') ? ' (its cities take shared city tokens)' : ', so none limits founding'}`, topic: 'supply', tier: 'rare', rule: 'Part 3 #7', unsetText: (name, root) => `${name} has no city stones of a nation's own${getAtPointer(root, '/supply/cityTokens') ? ' (its cities take shared city tokens)' : ''}`, describe: (w) => `City pieces: ${versus(w, (v) => `${valueText(v)} city stones per nation`)}` },
  // Left out, founding takes no token from the bank and none runs out (engine/actions/found.ts; D-SUP-05 is Duellum's).
  { pattern: '/supply/cityTokens', none: (root) => `no shared city tokens${getAtPointer(root, '/supply/cityStonesPerNation') !== undefined ? ' (its cities take city stones of a nation\'s own)' : ''}`, unsetText: (name, root) => `${name} has no shared city tokens${getAtPointer(root, '/supply/cityStonesPerNation') !== undefined ? ' (its cities take city stones of a nation\'s own)' : ''}`, whole: true, topic: 'supply', tier: 'rare', rule: 'Part 3 #7', describe: (w) => `City pieces: ${versus(w, (v) => (isPlainObject(v) ? `shared tokens by resource (${Object.entries(v).map(([k, n]) => `${n} ${k}`).join(', ')})` : valueText(v)))}` },

  // Event cards
  // Left out, createGame deals no deck and display (engine/state/create.ts), so no card can be taken or played.
  { pattern: '/eventCards', none: () => 'no event cards in this game', topic: 'event-cards', rule: 'Part 3 #43, #44, #45', value: (v, root, w) => eventCardsText(v, (p) => w.statusAt(root === w.rootA ? 'a' : 'b', p), (items) => shortList(w.d, items)), describe: (w) => `${w.d.b.present ? w.names[1] : w.names[0]} has ${eventCardsText(w.d.b.present ? w.d.b.value : w.d.a.value, (p) => w.statusAt(w.d.b.present ? 'b' : 'a', p), (items) => shortList(w.d, items))}; ${w.d.b.present ? w.names[0] : w.names[1]} has no event cards` },
  // Left out, a trigger gives no card and a card taken waits for a later turn (engine/rules/turn.ts, card-rules.ts).
  { pattern: '/eventCards/draws/perTurnWithCityLoss', unset: 0, topic: 'event-cards', rule: 'D-EV-04', describe: (w) => `A nation that lost one or more cities to conquest in a turn takes ${versus(w, cardsTakenText)}` },
  { pattern: '/eventCards/draws/perOpponentPersonage', unset: 0, topic: 'event-cards', rule: 'D-EV-05', describe: (w) => `For each personage a nation takes, each of its opponents takes ${versus(w, cardsTakenText)}` },
  { pattern: '/eventCards/draws/usableInSameTurn', unset: false, topic: 'event-cards', tier: 'rare', rule: 'AMB-D06', describe: (w) => `An event card may be played in the turn it was taken: ${versus(w, yesNo('yes', 'no — it waits for a later turn'))}` },
  { pattern: '/eventCards/draws/*', topic: 'event-cards', rule: 'Part 3 #43, #44' },
  { pattern: '/eventCards/display', topic: 'event-cards', rule: 'D-EV-01', describe: (w) => `The open display offers ${versus(w, (v) => `${valueText(v)} card${v === 1 ? '' : 's'} face up`)}` },
  // Left out, a hand is hidden and has no limit (AMB-D14: the pages show only one's own hand; engine/rules/card-rules.ts
  // takes no card past a limit and has none without one), and the discards are shuffled into a new deck when it runs
  // out (D-EV-03; engine/actions/cards.ts).
  { pattern: '/eventCards/hand', unset: { visibility: 'hidden' }, topic: 'event-cards', tier: 'rare', rule: 'AMB-D14', describe: (w) => `Event cards in hand are ${versus(w, (v) => (isPlainObject(v) ? handText(v) : valueText(v)))}` },
  { pattern: '/eventCards/hand/visibility', unset: 'hidden', topic: 'event-cards', tier: 'rare', rule: 'AMB-D14', describe: (w) => `Event cards in hand are ${versus(w, handVisibilityText)}` },
  { pattern: '/eventCards/hand/limit', none: () => 'no limit', unsetText: (name) => `${inSide(name)} a nation may hold any number`, topic: 'event-cards', tier: 'rare', rule: 'AMB-D14', describe: (w) => `A nation may hold at most ${versus(w, (v) => `${valueText(v)} event card${v === 1 ? '' : 's'}`)}` },
  { pattern: '/eventCards/reshuffleDiscards', unset: true, topic: 'event-cards', tier: 'rare', rule: 'D-EV-03', describe: (w) => `When the deck runs out, the discards are shuffled into a new one: ${versus(w, yesNo('yes', 'no — no more cards are drawn'))}` },
  { pattern: '/eventCards/cards', topic: 'event-cards', rule: 'Part 3 #45', describe: (w) => capitalized(membersText(w, { noun: 'event card', count: true })) },
  { pattern: '/eventCards/cards/*', topic: 'event-cards', rule: 'Part 3 #45', value: (v, root) => cardText(v as EventCard, root), describe: (w) => {
    const [has, lacks, side, root] = w.d.b.present ? [w.names[1], w.names[0], w.d.b, w.rootB] : [w.names[0], w.names[1], w.d.a, w.rootA];
    return `${has} has the event card ${cardText(side.value as EventCard, root)}${guessMark(side)}; ${lacks} has no such card`;
  } },
  // A card whose printed text is in no source stays out of the deck (engine/effects/deck.ts copiesInPlay).
  { pattern: '/eventCards/cards/*/textUnknown', unset: false, topic: 'event-cards', tier: 'rare', rule: 'Part 3 #45', describe: (w) => {
    const out = (side: SideValue) => side.present && side.value === true;
    const [outA, outB] = [out(w.d.a), out(w.d.b)];
    const words = (o: boolean) => (o ? 'out of the deck: its text is in no source we have' : 'in the deck, played as its effects are written');
    w.d.sides = { a: words(outA), b: words(outB) };
    const [outside, inside] = outA ? w.names : [w.names[1], w.names[0]];
    return `Event card ${cardLabel(w)} stays out of the deck ${inSide(outside)}, its printed text being in no source we have; ${inSide(inside)} it is in the deck, played as its effects are written`;
  } },
  { pattern: '/eventCards/cards/*/copies', topic: 'event-cards', tier: 'rare', rule: 'Part 3 #45', describe: (w) => `Event card ${cardLabel(w)}: ${versus(w, copiesText)}` },
  { pattern: '/eventCards/cards/*/name', topic: 'event-cards', tier: 'rare', describe: (w) => `An event card is renamed: ${versus(w, (v) => String(v))}` },
  // A card's timing and effects in the words its card text uses (engine/effects/ops/), not its data.
  { pattern: '/eventCards/cards/*/play', whole: true, topic: 'event-cards', value: (v, root) => describeTiming(v as EventCard['play'], root as unknown as Ruleset), describe: (w) => `Event card ${cardLabel(w)} is played: ${versus(w, (v, root) => `“${describeTiming(v as EventCard['play'], root as unknown as Ruleset)}”`)}` },
  { pattern: '/eventCards/cards/*/effects', whole: true, topic: 'event-cards', value: (v, root, w) => effectsText(v, root, w), describe: (w) => `Event card ${cardLabel(w)} does: ${versus(w, (v, root) => `“${effectsText(v, root, w)}”`)}` },

  // Special units
  // Said as "… gives the Romans an Admiral", not "“special units” has the special unit Admiral": the topic already
  // says it is a special unit, and a variant named for its special units would say so twice.
  // Left out, the unit is in no supply or box and cannot be armed (engine/state/create.ts places only those listed; D-VAR-01).
  { pattern: '/specialUnits/*', none: (_root, w) => { const unit = (w.d.a.present ? w.d.a.value : w.d.b.value) as { name?: unknown }; return `no ${typeof unit?.name === 'string' ? unit.name : 'such unit'} in this game`; }, topic: 'special-units', rule: 'Part 3 #59', value: (v, root) => specialUnitText(v, root), describe: (w) => {
    const [has, lacks, side, root] = w.d.b.present ? [w.names[1], w.names[0], w.d.b, w.rootB] : [w.names[0], w.names[1], w.d.a, w.rootA];
    const unit = side.value as { name?: string; ownerColor?: string };
    const name = unit.name ?? w.params[0];
    if (w.d.a.present && w.d.b.present) return `The ${name}: ${versus(w, specialUnitText)}`;
    return `${has} gives ${ownerOf(root, unit.ownerColor)} ${article(name)} ${name} (${specialUnitRules(unit, root)}); ${lacks} has no ${name}`;
  } },
  // Each rule of a special unit, as the engine reads it where it is left out (engine/actions/arm.ts, maneuver.ts): armed
  // at the ordinary price and only at a city with a temple, no change to a conquest's defence, and it survives
  // conquests (D-VAR-02, D-VAR-04, D-VAR-05, AMB-D08).
  { pattern: '/specialUnits/*/armCost', none: (root) => `armed at the price of any unit, ${bagText(ordinaryArmCost(root), root)}`, unsetText: (name) => `${inSide(name)} it costs what any unit costs`, whole: true, topic: 'special-units', rule: 'D-VAR-02', describe: (w) => `Arming the ${specialName(w)} costs ${versus(w, bagText)}` },
  { pattern: '/specialUnits/*/fightsAs', topic: 'special-units', rule: 'D-VAR-02', describe: (w) => `The ${specialName(w)} moves and fights as ${versus(w, (v) => `a ${String(v)}`)}` },
  { pattern: '/specialUnits/*/ownerColor', topic: 'special-units', rule: 'D-VAR-02', describe: (w) => `The ${specialName(w)} belongs to ${versus(w, (v, root) => ownerOf(root, v))}` },
  { pattern: '/specialUnits/*/armOnlyAtTemple', unset: true, topic: 'special-units', rule: 'D-VAR-02', describe: (w) => `The ${specialName(w)} can be armed only at a city with a temple: ${versus(w, yesNo('yes', 'no — at any own city'))}` },
  { pattern: '/specialUnits/*/conquestModifier', unset: 0, topic: 'special-units', rule: 'D-VAR-04, AMB-D08', describe: (w) => `In a conquest, the ${specialName(w)} ${versus(w, (v) => (v === 0 ? 'changes no defence' : `takes ${valueText(v)} off the defence of a city it attacks and adds ${valueText(v)} to its own city's`))}` },
  { pattern: '/specialUnits/*/survivesConquest', unset: true, topic: 'special-units', rule: 'D-VAR-05', describe: (w) => `The ${specialName(w)} stays in its region after a conquest: ${versus(w, yesNo('yes', 'no — it is lost with its city\'s defenders'))}` },
];

/** A temple's price with the surcharge per adjacent temple that side charges: "6 marble, plus 1 coin per adjacent temple". */
function templeCostText(v: unknown, root: Json): string {
  const surcharge = getAtPointer(root, surchargePointer);
  return `${bagText(v, root)}${surcharge ? `, plus ${bagText(surcharge, root)} per adjacent temple` : ''}`;
}

/** Town walls as a player meets them: "town walls (1 marble each on the temple field, +1 defence, …)". */
function townWallsText(v: unknown, root: Json): string {
  const x = v as { cost?: unknown; defense?: number; gainedAtScore?: number[] };
  return isPlainObject(v) ? `town walls (${bagText(x.cost, root)} each on the temple field, +${x.defense} defence, a nation gets ${wallsGainedText(x.gainedAtScore)})` : valueText(v);
}

/** What a nation with every know-how gets (A-KH-08, A-GOAL-07): "an extra personage from the largest stack and trade …". */
function completionBonusText(v: unknown): string {
  const x = (v ?? {}) as { extraPersonage?: string; trade?: unknown };
  return [x.extraPersonage ? `an extra personage ${extraPersonageText(x.extraPersonage)}` : '', x.trade ? `trade with the bank (${tradeText(x.trade)})` : ''].filter(Boolean).join(' and ') || 'nothing';
}

/** What a ruleset's victory targets count: personages, or victory points in the military variation. */
function targetUnit(root: Json): string {
  return getAtPointer(root, '/victory/measure') === 'victory-points' ? 'victory points' : 'personages';
}

/** "10 personages with 3 nations, 9 personages with 4 nations", optionally only for the nation counts in play. */
function targetsText(v: unknown, root: Json, only?: Set<number>): string {
  return isPlainObject(v) ? Object.entries(v).filter(([n]) => !only || only.has(Number(n))).map(([n, x]) => `${x} ${targetUnit(root)} with ${n} nations`).join(', ') : valueText(v);
}

/** "no coin", "1 coin", "2 coins": a class reads "0 coins" as a misprint. */
function coinWords(v: unknown): string {
  return v === 0 ? 'no coin' : `${valueText(v)} coin${v === 1 ? '' : 's'}`;
}

/**
 * Where town walls come from, in words a class follows: the VP track is the personage count (D-VPT-01/02), and the
 * symbol at 0 is the wall each nation starts with (D-VPT-03).
 */
function wallsGainedText(v: unknown): string {
  if (!Array.isArray(v) || !v.every(isNum)) return `gained at ${valueText(v)}`;
  const later = v.filter((n) => n > 0);
  const start = v.includes(0) ? 'one to start with, then ' : '';
  return `${start}one more on reaching ${andList(later.map(String))} personages`;
}

/** How many nations the ruleset's player counts put on the board (a lineup may give each player several). */
function nationCountsSeated(root: Json): Set<number> | undefined {
  const range = playerRange(root);
  if (!range) return undefined;
  const counts = new Set<number>();
  for (let p = range.min; p <= range.max; p++) {
    const nations = getAtPointer(root, `/map/lineups/${p}/nations`);
    counts.add(Array.isArray(nations) ? nations.length : p);
  }
  return counts;
}

/** The player counts a ruleset seats (/players), when it states them. */
function playerRange(root: Json): { min: number; max: number } | undefined {
  const players = getAtPointer(root, '/players');
  return isPlainObject(players) && isNum(players.min) && isNum(players.max) ? { min: players.min, max: players.max } : undefined;
}

function playersText(root: Json): string {
  const range = playerRange(root);
  if (!range) return 'players';
  return `${range.min === range.max ? range.min : `${range.min}–${range.max}`} player${range.max === 1 ? '' : 's'}`;
}

function recruitText(v: unknown, root?: Json): string {
  return isPlainObject(v) ? Object.entries(v).map(([u, bag]) => `${bagText(bag, root)} per ${u}`).join(', ') : valueText(v);
}

function tradeText(v: unknown): string {
  if (!isPlainObject(v)) return valueText(v);
  return `${v.give} chips for ${v.get}${v.when ? `, ${v.when === 'own-turn' ? 'in your own turn' : 'at any time'}` : ''}`;
}

function startCitiesText(root: Json, v: unknown): string {
  return isPlainObject(v) ? Object.entries(v).map(([n, list]) => `${nationName(root, n)}: ${Array.isArray(list) ? list.map((r) => regionName(root, String(r))).join(', ') : valueText(list)}`).join('; ') : valueText(v);
}

/**
 * One set-up's start cities nation by nation (A-SET-09, D-SET-04): a nation both sides seat says where it starts on each
 * ("the Greeks start in Sparta, Athenae and Corinthus on the West board instead of Messana, …"), a nation one side
 * alone seats where it starts there; nations that start alike are left out. Both sides' whole lists one after the
 * other (six nations and eighteen cities a side) made the reader pair them up.
 */
function startCitiesChange(w: Words): string {
  const [A, B] = w.names;
  const [a, b] = [w.d.a.value, w.d.b.value];
  if (!isPlainObject(a) || !isPlainObject(b)) return `${startCitiesText(w.rootB, b)} ${inSide(B)} instead of ${startCitiesText(w.rootA, a)} ${inSide(A)}`;
  const cities = (root: Json, list: unknown) => (Array.isArray(list) ? andList(list.map((r) => regionName(root, String(r)))) : valueText(list));
  const moved = Object.keys(b).filter((n) => n in a && !deepEqual(a[n], b[n]));
  const parts = moved.map((n, i) => (i === 0
    ? `the ${nationName(w.rootB, n)} start in ${cities(w.rootB, b[n])} ${inSide(B)} instead of ${cities(w.rootA, a[n])} ${inSide(A)}`
    : `the ${nationName(w.rootB, n)} in ${cities(w.rootB, b[n])} instead of ${cities(w.rootA, a[n])}`));
  const own = (name: string, root: Json, v: Json, nations: string[]) => (nations.length ? `${inSide(name)} ${nations.map((n, i) => `the ${nationName(root, n)} ${i === 0 ? 'start ' : ''}in ${cities(root, v[n])}`).join(', ')}` : '');
  parts.push(own(B, w.rootB, b, Object.keys(b).filter((n) => !(n in a))), own(A, w.rootA, a, Object.keys(a).filter((n) => !(n in b))));
  return parts.filter(Boolean).join('; ') || 'the same cities, listed in another order';
}

function nameIn(w: Words, pointer: string): string {
  for (const r of [w.rootB, w.rootA]) {
    const x = getAtPointer(r, pointer);
    if (isPlainObject(x) && typeof x.name === 'string') return x.name;
  }
  return parsePointer(pointer).pop() ?? pointer;
}
const knowHowName = (w: Words) => nameIn(w, `/knowHows/items/${escapeSegment(w.params[0])}`);
const stackName = (w: Words) => nameIn(w, `/personages/stacks/${escapeSegment(w.params[0])}`);
const specialName = (w: Words) => nameIn(w, `/specialUnits/${escapeSegment(w.params[0])}`);
const fieldName = (w: Words) => nameIn(w, `/rondel/fields/${escapeSegment(w.params[0])}`);
/** "a" or "an" before a name: "an Admiral", "a King". */
const article = (name: string) => (/^[AEIOU]/i.test(name) ? 'an' : 'a');
/** A card by B's name, with A's when the two differ (a blank card the variant wrote: "Tribute (Blank card 1 in …)"). */
function cardLabel(w: Words): string {
  const pointer = `/eventCards/cards/${escapeSegment(w.params[0])}/name`;
  const [a, b] = [getAtPointer(w.rootA, pointer), getAtPointer(w.rootB, pointer)];
  const name = typeof b === 'string' ? b : typeof a === 'string' ? a : w.params[0];
  return typeof a === 'string' && typeof b === 'string' && a !== b ? `${name} (${a} ${inSide(w.names[0])})` : name;
}
const cardsTakenText = (v: unknown) => (v === 0 ? 'no event card' : `${valueText(v)} event card${v === 1 ? '' : 's'}`);
/** A rondel field's action kind as a player names the field. */
const actionNouns: Record<string, string> = { produce: 'a production', build: 'a building', arm: 'an arming', research: 'a know-how', maneuver: 'a maneuver' };
/** A region's kind by the units it takes (map.schema.json: land takes legions only, sea galleys only, coastal both). */
const regionKinds: Record<string, string> = { land: 'a land region (legions only)', sea: 'a sea region (galleys only)', coastal: 'a coastal region (legions and galleys)' };
/** What earns a personage card: a count reached (the k-th card at k × every, D-PERS-07) or an event (one card each). */
export function awardText(v: unknown): string {
  if (!isPlainObject(v)) return valueText(v);
  const counted: Record<string, string> = { cities: 'cities owned', temples: 'temples owned', 'sea-points': 'sea points' };
  const events: Record<string, string> = { 'know-how-first': 'for each know-how developed first', 'temple-destroyed': 'for each enemy temple destroyed by conquest' };
  if (typeof v.counter === 'string') return `for every ${valueText(v.every)} ${counted[v.counter] ?? humanKey(v.counter)}`;
  if (typeof v.event === 'string') return events[v.event] ?? `for each ${humanKey(v.event)}`;
  return valueText(v);
}
const copiesText = (v: unknown) => (v === 0 ? 'no copies' : `${valueText(v ?? 1)} cop${(v ?? 1) === 1 ? 'y' : 'ies'}`);
/** A whole card: its name, copies and the card text the card designer prints for it. */
function cardText(card: EventCard, root: Json): string {
  return `${card.name} (${copiesText(card.copies)}): “${describeCard(card, root as unknown as Ruleset)}”`;
}
/** A card's effects as its card text words them, read with that side's timing (a reply card words its target so). */
function effectsText(v: unknown, root: Json, w: Words): string {
  const play = getAtPointer(root, `/eventCards/cards/${escapeSegment(w.params[0])}/play`) as EventCard['play'] | undefined;
  return describeEffects(v as EventCard['effects'], root as unknown as Ruleset, play?.when);
}
function listTextIn(w: Words, v: unknown): string {
  return Array.isArray(v) ? (v.length ? v.map((x) => nameIn(w, `/knowHows/items/${escapeSegment(String(x))}`)).join(', ') : 'nothing') : 'nothing';
}

// ---------------------------------------------------------------------------------------------------------
// Output formats

/** From the weakest claim to the strongest: a label leads with the weakest status anywhere in the value. */
export const statusWeakness: readonly ProvenanceStatus[] = ['estimated', 'house-rule', 'fan-data', 'derived', 'printed'];

/**
 * A side's provenance for a badge: the weakest status found in the value leads ("estimated (parts printed)"), so
 * a mostly printed list with a guessed price never reads as printed (README, provenance).
 */
export function provenanceLabel(s: SideValue): { lead: ProvenanceStatus | 'absent'; text: string; parts: ProvenanceStatus[] } {
  if (!s.present) return { lead: 'absent', text: 'absent', parts: [] };
  const all = [...new Set([s.status, ...(s.below ?? [])])].sort((x, y) => statusWeakness.indexOf(x) - statusWeakness.indexOf(y));
  const [lead, ...parts] = all;
  return { lead, parts, text: `${lead}${parts.length ? ` (parts ${parts.join(', ')})` : ''}` };
}

const statusWord = (s: SideValue) => provenanceLabel(s).text;

/**
 * What the provenance words beside each side's value mean: the web page explains them on hover, and print, Markdown
 * and the CLI have no hover, so every output carries this line.
 */
export const PROVENANCE_LEGEND =
  'Where each value comes from: printed (in a rulebook), derived (follows from printed rules), fan-data (from fan-made board data), house-rule (a variant\'s own rule), estimated (printed nowhere we have: a guess), absent (that ruleset does not set it: the sentence and its value column say what that means in that game); "parts" names what holds for some of a value\'s parts.';

const differenceCount = (n: number) => `${n} difference${n === 1 ? '' : 's'}`;

/**
 * One line for the differences in wording only (RulesetDiff.wording), e.g. "Not counted (wording only, no rule
 * changes): 9 turn steps cite other rule ids; 5 turn steps have other titles". Empty when there are none.
 */
export function wordingSummary(diff: RulesetDiff): string {
  const list = diff.wording ?? [];
  if (!list.length) return '';
  const count = (k: string) => new Set(list.filter((d) => d.pointer.endsWith(`/${k}`)).map((d) => d.pointer)).size;
  const steps = (n: number) => `${n} turn step${n === 1 ? '' : 's'}`;
  const [rules, titles, texts] = [count('rule'), count('title'), count('description')];
  const parts = [rules ? `${steps(rules)} cite${rules === 1 ? 's' : ''} other rule ids` : '', titles ? `${steps(titles)} ${titles === 1 ? 'has another title' : 'have other titles'}` : '', texts ? `${steps(texts)} ${texts === 1 ? 'is' : 'are'} described in other words` : ''].filter(Boolean);
  return `Not counted (wording only, no rule changes): ${parts.join('; ')}.`;
}

/** Plain text: topics as headings, one difference per paragraph with its pointer(s) and provenance. */
export function formatText(diff: RulesetDiff, mode: 'topics' | 'teach' = 'topics'): string {
  const lines = [`${diff.a.title} (${diff.a.id})  →  ${diff.b.title} (${diff.b.id})`];
  if (!diff.differences.length) return [...lines, '', 'No differences.'].join('\n') + '\n';
  lines.push(differenceCount(diff.differences.length), PROVENANCE_LEGEND);
  const groups = mode === 'teach' ? teachingOrder(diff) : byTopic(diff);
  for (const group of groups) {
    lines.push('', `== ${group.title} (${group.differences.length}) ==`);
    for (const d of group.differences) {
      lines.push(`- ${d.text}`);
      lines.push(`    ${pointerPair(d)}  [${diff.a.id}: ${statusWord(d.a)}; ${diff.b.id}: ${statusWord(d.b)}]${d.rule ? `  (${d.rule})` : ''}`);
      lines.push(...wholeLists(d).map((l) => `    ${l}`));
    }
  }
  if (diff.wording?.length) lines.push('', wordingSummary(diff));
  return lines.join('\n') + '\n';
}

/** The lists a sentence shortens, whole, for the outputs that have no hover: "all 47: Olisipo, Gades, …". */
function wholeLists(d: Difference): string[] {
  return (d.lists ?? []).map((l) => `all ${l.items.length}: ${l.items.join(', ')}`);
}

function pointerPair(d: Difference): string {
  return d.a.pointer === d.b.pointer ? d.pointer || '/' : `${d.a.pointer || '/'} ↔ ${d.b.pointer || '/'}`;
}

const mdEscape = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** Markdown: by topic (default) or in teaching order, one table per group. */
export function formatMarkdown(diff: RulesetDiff, mode: 'topics' | 'teach' = 'topics'): string {
  const out = [mode === 'teach' ? `# From ${diff.a.title} to ${diff.b.title}` : `# ${diff.a.title} → ${diff.b.title}`, ''];
  out.push(`\`${diff.a.id}\` → \`${diff.b.id}\`: ${differenceCount(diff.differences.length)}.`, '');
  if (!diff.differences.length) return out.join('\n') + 'No differences.\n';
  out.push(`_${PROVENANCE_LEGEND}_`, '');
  const groups = mode === 'teach' ? teachingOrder(diff).map((g) => ({ title: g.title, differences: g.differences })) : byTopic(diff);
  for (const group of groups) {
    out.push(`## ${group.title}`, '', `| Difference | Pointer | ${mdEscape(diff.a.id)} | ${mdEscape(diff.b.id)} | Rule |`, '|---|---|---|---|---|');
    for (const d of group.differences) out.push(`| ${[d.text, ...wholeLists(d).map((l) => `_${l}_`)].map(mdEscape).join('<br>')} | \`${mdEscape(pointerPair(d))}\` | ${statusWord(d.a)} | ${statusWord(d.b)} | ${mdEscape(d.rule ?? '')} |`);
    out.push('');
  }
  if (diff.wording?.length) out.push(`_${wordingSummary(diff)}_`, '');
  return out.join('\n');
}
