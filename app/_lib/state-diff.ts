/**
 * The change between two game states as a list of leaf values, for the card designer's sandbox: where (in words,
 * with the JSON pointer kept as secondary text), before and after, each value described in words. Arrays are
 * leaves (a hand, a deck, the pending decisions), so a card drawn shows as one changed list; bookkeeping that
 * changes with every move (the move counter, the random state) is left out.
 */
import type { Decision, Modifier } from '@/engine/index';
import { describeEffects, type Effect, type Ruleset } from '@/engine/rulesets';
import { kindName } from '@/engine/index';

export interface StateChange {
  /** The JSON pointer into the game state: the exact place, for whoever reads the engine's data. */
  pointer: string;
  /** The same place in words ("Romans: marble"). */
  where: string;
  before: string;
  after: string;
}

const ignored = new Set(['/moveCount', '/rng']);
const none = '—';

function leaves(value: unknown, pointer: string, out: Map<string, unknown>): void {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) leaves(v, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, out);
    return;
  }
  if (value !== undefined) out.set(pointer, value);
}

/** Compares leaf values by content: a list copied but unchanged is not a change. */
const same = (x: unknown, y: unknown) => x === y || JSON.stringify(x) === JSON.stringify(y);

export function stateDiff(before: unknown, after: unknown, ruleset?: Ruleset): StateChange[] {
  const a = new Map<string, unknown>();
  const b = new Map<string, unknown>();
  leaves(before, '', a);
  leaves(after, '', b);
  const out: StateChange[] = [];
  for (const pointer of new Set([...a.keys(), ...b.keys()])) {
    if (ignored.has(pointer)) continue;
    const x = a.get(pointer);
    const y = b.get(pointer);
    if (same(x, y)) continue;
    out.push({ pointer, where: placeInWords(pointer, ruleset), before: valueInWords(pointer, x, ruleset), after: valueInWords(pointer, y, ruleset) });
  }
  return out.sort((p, q) => p.pointer.localeCompare(q.pointer));
}

const segmentsOf = (pointer: string) => pointer.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
const nation = (ruleset: Ruleset | undefined, id: string) => ruleset?.map.nations[id]?.name ?? id;
const region = (ruleset: Ruleset | undefined, id: string) => ruleset?.map.regions[id]?.name ?? id;
const unit = (ruleset: Ruleset | undefined, id: string) => ruleset?.units[id]?.name ?? ruleset?.specialUnits?.[id]?.name ?? id;
const card = (ruleset: Ruleset | undefined, id: string) => ruleset?.eventCards?.cards[id]?.name ?? id;
const field = (ruleset: Ruleset | undefined, id: string) => ruleset?.rondel.fields[id]?.name ?? id;
const words = (id: string) => id.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/-/g, ' ').toLowerCase();

/** The place a pointer names, in the game's words; parts the table does not know are shown as words of their keys. */
export function placeInWords(pointer: string, ruleset?: Ruleset): string {
  const s = segmentsOf(pointer);
  switch (s[0]) {
    case 'nation': {
      const who = nation(ruleset, s[1]);
      if (s[2] === 'stock' && s[3]) return `${who}: ${s[3] === 'coin' ? 'coins' : kindName(ruleset, s[3])}`;
      if (s[2] === 'hand') return `${who}: event cards in hand`;
      if (s[2] === 'rondel') return `${who}: rondel stone`;
      if ((s[2] === 'supply' || s[2] === 'box') && s[3]) return `${who}: ${unit(ruleset, s[3]).toLowerCase()}s in the ${s[2] === 'box' ? 'recruitment box' : 'supply'}`;
      return `${who}: ${s.slice(2).map(words).join(' › ')}`;
    }
    case 'units':
      return s.length >= 4 ? `${region(ruleset, s[1])}: ${nation(ruleset, s[2])} ${unit(ruleset, s[3]).toLowerCase()}s` : `units in ${region(ruleset, s[1] ?? '')}`;
    case 'cities':
      return `${region(ruleset, s[1])}: city${s[2] ? ` ${words(s[2])}` : ''}`;
    case 'cards':
      return s[1] === 'deck' ? 'event-card deck' : s[1] === 'display' ? 'event-card display' : s[1] === 'discard' ? 'event-card discards' : `event cards › ${s.slice(1).map(words).join(' › ')}`;
    case 'pending':
      return 'decisions waiting';
    case 'modifiers':
      return 'changes in force (cards and know-hows)';
    case 'bank':
      return `bank: ${s.slice(1).map(words).join(' › ')}`;
    case 'turn':
      return `this turn: ${s.slice(1).map(words).join(' › ')}`;
    default:
      return s.map(words).join(' › ') || 'the game';
  }
}

/** A value in words: decisions and card lists by name, other lists summarised, never raw JSON. */
export function valueInWords(pointer: string, value: unknown, ruleset?: Ruleset): string {
  if (value === undefined) return none;
  if (value === null) return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (pointer === '/turn/field' || /^\/nation\/[^/]+\/rondel$/.test(pointer)) return field(ruleset, value);
    if (/^\/cities\/[^/]+\/owner$/.test(pointer)) return nation(ruleset, value);
    return value;
  }
  if (Array.isArray(value)) {
    if (!value.length) return 'none';
    if (pointer === '/pending') return (value as Decision[]).map((d) => decisionInWords(d, ruleset)).join('; then ');
    if (pointer === '/modifiers') return (value as Modifier[]).map((m) => modifierInWords(m, ruleset)).join('; ');
    if (/^\/cards\/(deck|display|discard)$|^\/nation\/[^/]+\/hand$|^\/turn\/cardsTaken\//.test(pointer)) return cardList(value as string[], ruleset);
    if (value.every((v) => typeof v === 'string' || typeof v === 'number')) return list(value.map(String));
    return `${value.length} ${value.length === 1 ? 'entry' : 'entries'}`;
  }
  const keys = Object.keys(value as object);
  return keys.length ? `${keys.length} ${keys.length === 1 ? 'entry' : 'entries'}` : 'nothing';
}

/** Up to five names, then how many in all: a deck of twenty is a count, not a paragraph. */
function list(names: string[]): string {
  return names.length <= 5 ? names.join(', ') : `${names.slice(0, 5).join(', ')} … (${names.length} in all)`;
}

function cardList(ids: string[], ruleset?: Ruleset): string {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  const names = [...counts].map(([id, n]) => (n > 1 ? `${card(ruleset, id)} ×${n}` : card(ruleset, id)));
  return ids.length > 5 ? `${ids.length} cards: ${list(names)}` : names.join(', ');
}

function modifierInWords(m: Modifier, ruleset?: Ruleset): string {
  const effect = { op: 'modify', param: m.param, until: m.until, ...(m.add !== undefined ? { add: m.add } : {}), ...(m.max !== undefined ? { max: m.max } : {}) } as Effect;
  return `${nation(ruleset, m.nation)}: ${describeEffects([effect], ruleset).replace(/\.$/, '')}`;
}

/** A pending decision as "waiting for <nation> to …", naming the card, region or unit involved. */
export function decisionInWords(d: Decision, ruleset?: Ruleset): string {
  const who = `waiting for the ${nation(ruleset, d.nation)} to`;
  switch (d.kind) {
    case 'effect-choice':
      return `${who} choose ${d.options.map((o) => `“${o.label}”`).join(' or ')} for ${card(ruleset, d.card)} (played by the ${nation(ruleset, d.continuation.player)})`;
    case 'take-card':
      return `${who} take an event card from the display${d.reason === 'city-lost' ? ' (a city lost this turn)' : d.reason === 'personage' ? " (the opponent's personage)" : ''}`;
    case 'reply-to-conquest':
      return `${who} reply with a card to the conquest of ${region(ruleset, d.region)}, or let it go ahead`;
    case 'reply-to-movement':
      return `${who} reply with a card to a ${unit(ruleset, d.unit).toLowerCase()} moving from ${region(ruleset, d.from)} into ${region(ruleset, d.region)}`;
    case 'battle-demand':
      return `${who} demand a battle in ${region(ruleset, d.region)} or let the ${nation(ruleset, d.entering)} pass`;
    case 'choose-personage':
      return `${who} choose a personage`;
    case 'choose-start-city':
      return `${who} choose a start city (${d.remaining} to place)`;
    case 'choose-chip':
      return `${who} choose a chip instead of the round's coin`;
    default:
      return `${who} decide (${(d as { kind: string }).kind})`;
  }
}
