import type { Currency } from '../ruleset/types';
import type { MoveError } from '../state/types';
import { closest } from '../ruleset/suggest';
import { at, issue } from '../ruleset/checks/check';
import type { Diagnostic } from '../ruleset/types';
import { resolvePlayer, type EffectRun, type JsonSchema, type Player, type Words } from './op';

/**
 * Amounts: a constant, or a count from the state ("per opponent know-how"), scaled and rounded, and always capped:
 * by the amount's own `max`, and by amountCap whatever the data says, so no card can ask for a huge number.
 */
export type Amount = number | { count: string; of: Player; times?: number; divideBy?: number; round?: 'down' | 'up'; max?: number };

/** The largest amount any effect can produce (the schema's largest constant). */
export const amountCap = 1000;

type Counter = (run: EffectRun, owner: string) => number;

/**
 * What an amount can count, per player. 'coin' counts the player's coins; a resource kind the ruleset declares
 * (/economy/resources) counts the player's chips of that kind (see evaluateAmount).
 */
const counters: Record<string, Counter> = {
  'know-hows': ({ ctx }, o) => ctx.state.nation[o].knowHows.length,
  cities: ({ ctx }, o) => Object.values(ctx.state.cities).filter((c) => c.owner === o).length,
  temples: ({ ctx }, o) => Object.values(ctx.state.cities).filter((c) => c.owner === o && c.temple).length,
  'town-walls': ({ ctx }, o) => Object.values(ctx.state.cities).filter((c) => c.owner === o && c.wall).length,
  personages: ({ ctx }, o) => Object.values(ctx.state.nation[o].personages).reduce((a, b) => a + b, 0),
  units: ({ ctx }, o) => Object.values(ctx.state.units).reduce((sum, byNation) => sum + Object.values(byNation[o] ?? {}).reduce((a, b) => a + b, 0), 0),
  cards: ({ ctx }, o) => ctx.state.nation[o].hand.length,
  coin: ({ ctx }, o) => ctx.state.nation[o].stock.coin,
};

export const amountCounts = Object.keys(counters);

export const amountSchema: JsonSchema = {
  description: 'A number: a constant, or counted from the game state, scaled, rounded and capped.',
  oneOf: [
    { type: 'integer', minimum: 0, maximum: amountCap, $comment: "A constant amount. A $comment, not a description: JSON editors show the first description among matching subschemas, which would hide the property's own." },
    {
      type: 'object',
      $comment: 'Count something a player has, then scale it: count × times ÷ divideBy, rounded, at most max.',
      additionalProperties: false,
      required: ['count', 'of'],
      properties: {
        count: { description: `What to count: ${amountCounts.map((c) => `'${c}'`).join(', ')}, or a resource kind declared in /economy/resources ('marble').`, type: 'string', examples: ['know-hows', 'coin', 'marble'] },
        of: { $ref: '#/$defs/player', description: 'Whose things are counted.', markdownDescription: 'Whose things are counted.' },
        times: { type: 'integer', minimum: 0, maximum: 100, default: 1, description: 'Multiply the count by this (default 1).' },
        divideBy: { type: 'integer', minimum: 1, maximum: 100, default: 1, description: 'Divide the count by this (default 1): a fraction such as every second coin.' },
        round: { enum: ['down', 'up'], default: 'down', description: 'How a division rounds (default down).' },
        max: { type: 'integer', minimum: 0, maximum: amountCap, description: `At most this many (the engine caps every amount at ${amountCap} anyway).` },
      },
    },
  ],
  examples: [1, { count: 'coin', of: 'opponent', divideBy: 2, round: 'down' }],
};

export function evaluateAmount(run: EffectRun, amount: Amount): number | MoveError {
  if (typeof amount === 'number') return Math.min(amount, amountCap);
  const owner = resolvePlayer(run, amount.of);
  if (typeof owner !== 'string') return owner;
  const counter = Object.hasOwn(counters, amount.count) ? counters[amount.count] : undefined;
  // A declared resource kind counts the owner's chips of that kind. The reference check reports unknown counts; a
  // ruleset that skipped it counts nothing rather than failing.
  const count = counter ? counter(run, owner) : run.ctx.rules.resources.includes(amount.count) ? run.ctx.state.nation[owner].stock[amount.count] ?? 0 : 0;
  const scaled = (count * (amount.times ?? 1)) / (amount.divideBy ?? 1);
  const rounded = amount.round === 'up' ? Math.ceil(scaled) : Math.floor(scaled);
  return Math.min(rounded, amount.max ?? amountCap, amountCap);
}

/** `kinds`: the ruleset's resource kinds (/economy/resources), which amounts may count too. */
export function checkAmount(amount: Amount, pointer: string, out: Diagnostic[], kinds: readonly string[]): void {
  if (typeof amount === 'number') return;
  const countable = [...amountCounts, ...kinds];
  if (!countable.includes(amount.count)) {
    const near = closest(amount.count, countable);
    out.push(issue('effect/unknown-count', at(pointer, 'count'), `cannot count '${amount.count}'${near ? `; did you mean '${near}'?` : ''} Countable: ${amountCounts.join(', ')}, and the resource kinds declared in /economy/resources (${kinds.join(', ')})`));
  }
  // Counts themselves are small (a few cities, know-hows, coins); a large multiplier is what makes an amount huge.
  if (amount.max === undefined && (amount.times ?? 1) / (amount.divideBy ?? 1) > 5) {
    out.push(issue('effect/uncapped-count', pointer, `this count is multiplied by ${amount.times} and has no "max"; add "max" (e.g. 10) so the card cannot hand out huge amounts (the engine caps at ${amountCap})`, 'warning'));
  }
}

const countWords: Record<string, [string, string]> = {
  'know-hows': ['know-how', 'know-hows'],
  cities: ['city', 'cities'],
  temples: ['temple', 'temples'],
  'town-walls': ['town wall', 'town walls'],
  personages: ['personage', 'personages'],
  units: ['unit on the board', 'units on the board'],
  cards: ['event card in hand', 'event cards in hand'],
  coin: ['coin', 'coins'],
};

/** `subject`: the player the sentence is about, so their own holdings read "their" rather than repeating them. */
export function describeAmount(amount: Amount, thing: string | readonly [string, string], words: Words, subject?: Player): string {
  // A [one, many] pair names a currency (currencyWords); a plain word is a piece that takes an s.
  const [thingOne, thingMany] = typeof thing === 'string' ? [thing, plural(thing)] : thing;
  if (typeof amount === 'number') return `${amount} ${amount === 1 ? thingOne : thingMany}`;
  const [one, many] = countWordsFor(amount.count, words);
  const whose = subject === 'opponent' && amount.of === 'opponent' ? 'their' : words.whose(amount.of);
  const times = amount.times ?? 1;
  let text: string;
  if (amount.divideBy && amount.divideBy > 1) {
    const fraction = amount.divideBy === 2 ? 'half' : `one ${ordinal(amount.divideBy)}`;
    text = `${fraction} of ${whose} ${many}${times !== 1 ? ` × ${times}` : ''} (rounded ${amount.round ?? 'down'})`;
    if (one === thingOne) text = `${fraction} of ${whose} ${many} (rounded ${amount.round ?? 'down'})`;
  } else {
    text = `${times} ${times === 1 ? thingOne : thingMany} per ${one} ${words.who(amount.of)} own${amount.of === 'self' ? '' : 's'}`;
  }
  return amount.max !== undefined ? `${text}, at most ${amount.max}` : text;
}

const ordinal = (n: number) => (n === 3 ? 'third' : n === 4 ? 'quarter' : `${n}th`);
export const plural = (thing: string) => (thing === 'coin' ? 'coins' : `${thing}s`);

/**
 * A currency in words, one and many: 'coin' → coin/coins; a resource kind → its name in the ruleset
 * (/economy/resources/<kind>/name), a mass noun ("2 marble", "3 wine"); without a ruleset, its id.
 */
export function currencyWords(currency: string, words: Words): [string, string] {
  if (currency === 'coin') return ['coin', 'coins'];
  const kinds = words.ruleset?.economy.resources;
  const name = kinds && Object.hasOwn(kinds, currency) ? kinds[currency].name : currency;
  return [name, name];
}

/** What a count counts, one and many: a fixed counter's words, or a currency's (a resource kind is counted in the stock). */
function countWordsFor(count: string, words: Words): [string, string] {
  return Object.hasOwn(countWords, count) && count !== 'coin' ? countWords[count] : isHeld(count, words) ? currencyWords(count, words) : [count, count];
}

/** Whether a count is of things held (coins, resource chips) rather than owned pieces. */
function isHeld(count: string, words: Words): boolean {
  return count === 'coin' || (words.ruleset ? Object.hasOwn(words.ruleset.economy.resources, count) : !Object.hasOwn(counters, count));
}
export type { Currency };

/** A count in words, for conditions: "the number of cities your opponent owns". */
export function describeCount(amount: Amount, words: Words): string {
  if (typeof amount === 'number') return String(amount);
  const [, many] = countWordsFor(amount.count, words);
  const what = isHeld(amount.count, words) ? `${many} ${words.who(amount.of)} hold${amount.of === 'self' ? '' : 's'}` : `${many} ${words.who(amount.of)} own${amount.of === 'self' ? '' : 's'}`;
  return `the number of ${what}`;
}
