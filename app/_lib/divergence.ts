/**
 * "First divergence" of two games played side by side, one per ruleset, from the same seed and seats: the first
 * move whose legal moves or outcome differ, and the rule differences (from diffRulesets) that explain it.
 *
 * Pure: functions over the engine's doors, no React, so the /compare page and the tests share them.
 *
 * - Set-up: the two starting positions are compared leaf by leaf (a special unit waiting in the recruitment box,
 *   another map). Games whose set-ups differ can still agree move by move; the first *move* divergence is looked for
 *   separately, on what each move changes.
 * - Legal moves: compared per deciding nation (moves carry no nation; the engine serves the nation the game waits
 *   for, so a move is "the same" only for the same nation).
 * - Outcome: the same move applied on both sides; what it changed (numbers as deltas, the rest as the new value) is
 *   compared, so a difference already present at set-up does not count again.
 * - Explanation: each difference of the diff whose pointer the divergence touches. A move type names the ruleset
 *   sections that govern it (temple.build → /actions/build/temple, …), a move type accepted by the turn state on one
 *   side only names /turn/states/<state>/accepts, and each differing state path names the sections that set it
 *   (/nation/x/stock → costs and income, /bank/temples → /supply/temples, …). Differences touched by more of these
 *   come first; the best are the cause, the rest are listed as related.
 */
import { applyMove, decidingNation, legalMoves, moveText, startTurn, type GameEvent, type GameState, type Move, type MoveType } from '@/engine/index';
import type { Difference, RulesetDiff, Ruleset } from '@/engine/rulesets';
import { describeMove, listWords } from './describe-move';

export type Side = 'a' | 'b';

/** A move as offered to a nation: the same key on both sides means the same decision for the same nation. */
export function moveKey(nation: string, move: Move): string {
  return `${nation} ${JSON.stringify(move)}`;
}

export interface Offered {
  key: string;
  nation: string;
  move: Move;
  a: boolean;
  b: boolean;
}

/** The legal moves of both sides as one list: A's order, then B's own; each says on which side it is legal. */
export function offeredMoves(ra: Ruleset, sa: GameState | undefined, rb: Ruleset, sb: GameState | undefined): Offered[] {
  const out = new Map<string, Offered>();
  for (const [side, r, s] of [['a', ra, sa], ['b', rb, sb]] as const) {
    if (!s || s.result) continue;
    const nation = decidingNation(s);
    for (const move of legalMoves(r, s)) {
      const key = moveKey(nation, move);
      const entry = out.get(key) ?? { key, nation, move, a: false, b: false };
      entry[side] = true;
      out.set(key, entry);
    }
  }
  return [...out.values()];
}

/** Leaves of a game state by JSON pointer; arrays are leaves (a hand, a deck). The PRNG and the ruleset id are left out. */
export function flatten(value: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      const path = `${prefix}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (ignoredPaths.has(path)) continue;
      flatten(v, path, out);
    }
    return out;
  }
  out.set(prefix, Array.isArray(value) ? JSON.stringify(value) : value);
  return out;
}
const ignoredPaths = new Set(['/rulesetId', '/rng', '/seed']);

/** Paths where two positions differ (set-up comparison). */
export function differingPaths(x: GameState, y: GameState): string[] {
  const fx = flatten(x);
  const fy = flatten(y);
  const paths = new Set([...fx.keys(), ...fy.keys()]);
  return [...paths].filter((p) => fx.get(p) !== fy.get(p)).sort();
}

/** What a move changed: numbers as the delta, anything else as the new value (undefined: removed). */
export function changes(before: GameState, after: GameState): Map<string, unknown> {
  const fb = flatten(before);
  const fa = flatten(after);
  const out = new Map<string, unknown>();
  for (const p of new Set([...fb.keys(), ...fa.keys()])) {
    const b = fb.get(p);
    const a = fa.get(p);
    if (a === b) continue;
    out.set(p, typeof a === 'number' && typeof b === 'number' ? { delta: a - b } : typeof a === 'number' && b === undefined ? { delta: a } : typeof b === 'number' && a === undefined ? { delta: -b } : { to: a });
  }
  return out;
}

function sameChange(x: unknown, y: unknown): boolean {
  return JSON.stringify(x) === JSON.stringify(y);
}

export interface Refusal {
  side: Side;
  move: Move;
  nation: string;
  code: string;
  message: string;
}

/** What a move can name that one game may lack entirely, with where each game keeps it and how to say it is missing. */
const namedThings: { key: string; of: (r: Ruleset) => Record<string, { name: string }> | undefined; missing: (name: string, r: Ruleset) => string }[] = [
  { key: 'unit', of: (r) => ({ ...r.units, ...r.specialUnits }), missing: (name, r) => `this game has no ${name}; its units are ${listWords(Object.values({ ...r.units, ...r.specialUnits }).map((u) => u.name))}` },
  { key: 'card', of: (r) => r.eventCards?.cards, missing: (name, r) => (r.eventCards ? `this game has no ${name} card` : 'this game has no event cards') },
  { key: 'knowHow', of: (r) => r.knowHows.items, missing: (name) => `this game has no know-how ${name}` },
  { key: 'field', of: (r) => r.rondel.fields, missing: (name) => `this game's rondel has no ${name}` },
  { key: 'stack', of: (r) => r.personages.stacks, missing: (name) => `this game has no ${name} personages` },
  { key: 'region', of: (r) => r.map.regions, missing: (name) => `this game's board has no ${name}` },
];

/**
 * Why `refusing` refuses a move the `other` game offers, in a player's words. The engine can only quote an id it has
 * no name for ("'admiral' is not a unit type"): when the refusing game lacks the unit, card, know-how, field, stack
 * or region altogether, that is the reason, named as the other game names it; otherwise the engine's own words.
 */
export function refusalText(refusal: Refusal, refusing: Ruleset, other: Ruleset): string {
  const move = refusal.move as Record<string, unknown>;
  for (const thing of namedThings) {
    const id = move[thing.key];
    if (typeof id !== 'string') continue;
    const here = thing.of(refusing);
    if (here && Object.hasOwn(here, id)) continue;
    const there = thing.of(other);
    return thing.missing(there && Object.hasOwn(there, id) ? there[id].name : id, refusing);
  }
  return refusal.message;
}

/**
 * A refusal line for the page: the move named by the game that offers it (the refusing game may not know its unit or
 * card: "Take Mercenaries", not "Take mercenaries"), and the reason in words.
 */
export function describeRefusal(refusal: Refusal, ra: Ruleset, rb: Ruleset, before: { a: GameState; b: GameState }): { move: string; reason: string } {
  const [offering, position, refusing] = refusal.side === 'a' ? [rb, before.b, ra] : [ra, before.a, rb];
  return { move: describeMove(offering, position, refusal.move), reason: refusalText(refusal, refusing, offering) };
}

export type Divergence =
  | { kind: 'setup'; at: 0; paths: string[] }
  | {
      kind: 'legal-moves';
      /** The move number about to be made (1-based) when the offered moves differ. */
      at: number;
      onlyA: Offered[];
      onlyB: Offered[];
      /** The turn machine's state on each side (where the moves are gated). */
      turnState: { a: string; b: string };
      /** Move types both sides offer some move of: there the games differ in which ones, not in whether. */
      typesOnBoth: MoveType[];
      /** Why the engine refuses, on the other side, each move legal on one side only (a few). */
      refusals: Refusal[];
    }
  | {
      kind: 'outcome';
      at: number;
      move: Move;
      nation: string;
      /** State paths whose change differs between the two sides. */
      paths: string[];
      changeA: Record<string, unknown>;
      changeB: Record<string, unknown>;
      eventsA: string[];
      eventsB: string[];
    };

export function turnStateOf(ruleset: Ruleset, state: GameState): string {
  return String(startTurn(ruleset, { state }).value);
}

/** The set-ups differ? (Same seed, same player count; another map or a special unit in the box shows here.) */
export function compareSetup(sa: GameState, sb: GameState): Divergence | undefined {
  const paths = differingPaths(sa, sb);
  return paths.length ? { kind: 'setup', at: 0, paths } : undefined;
}

/** Before move `at`: do the two sides offer different moves? */
export function compareOffered(ra: Ruleset, sa: GameState, rb: Ruleset, sb: GameState, at: number): Divergence | undefined {
  if (sa.result || sb.result) return undefined;
  const offered = offeredMoves(ra, sa, rb, sb);
  const onlyA = offered.filter((o) => o.a && !o.b);
  const onlyB = offered.filter((o) => o.b && !o.a);
  if (!onlyA.length && !onlyB.length) return undefined;
  const refusals: Refusal[] = [];
  for (const [side, list, r, s] of [['b', onlyA, rb, sb], ['a', onlyB, ra, sa]] as const) {
    for (const o of list.slice(0, 6)) {
      if (decidingNation(s) !== o.nation) continue;
      const tried = applyMove(r, s, o.move);
      if (!tried.ok) refusals.push({ side, move: o.move, nation: o.nation, code: tried.error.code, message: tried.error.message });
    }
  }
  const typesB = new Set(offered.filter((o) => o.b).map((o) => o.move.type));
  const typesOnBoth = [...new Set(offered.filter((o) => o.a && typesB.has(o.move.type)).map((o) => o.move.type))];
  return { kind: 'legal-moves', at, onlyA, onlyB, turnState: { a: turnStateOf(ra, sa), b: turnStateOf(rb, sb) }, typesOnBoth, refusals };
}

/** After the same move on both sides: did it change different things? */
export function compareOutcome(
  at: number,
  move: Move,
  nation: string,
  before: { a: GameState; b: GameState },
  after: { a: GameState; b: GameState },
  events: { a: GameEvent[]; b: GameEvent[] },
): Divergence | undefined {
  const ca = changes(before.a, after.a);
  const cb = changes(before.b, after.b);
  const paths = [...new Set([...ca.keys(), ...cb.keys()])].filter((p) => !sameChange(ca.get(p), cb.get(p))).sort();
  if (!paths.length) return undefined;
  const pick = (c: Map<string, unknown>) => Object.fromEntries(paths.filter((p) => c.has(p)).map((p) => [p, c.get(p)]));
  return { kind: 'outcome', at, move, nation, paths, changeA: pick(ca), changeB: pick(cb), eventsA: events.a.map((e) => e.text), eventsB: events.b.map((e) => e.text) };
}

/**
 * Whether the two rulesets make `move` do the same thing on each of the two positions before it. When they do, an
 * outcome that differs between the games comes from the positions, which already differed (the set-up, or an
 * earlier difference), not from a rule acting differently on this move: Duellum's turn end copies the next nation's
 * recruitment box into what it may arm (D-MIL-02), so with the Admiral waiting in one box only every turn end
 * "changes" differently, though both rulesets end the turn alike. A position one ruleset refuses or cannot read
 * (another map) counts as a rule difference.
 */
export function rulesAgreeOn(ra: Ruleset, rb: Ruleset, move: Move, before: { a: GameState; b: GameState }): boolean {
  for (const s of [before.a, before.b]) {
    try {
      const x = applyMove(ra, s, move);
      const y = applyMove(rb, s, move);
      if (!x.ok || !y.ok) return false;
      const cx = changes(s, x.state);
      const cy = changes(s, y.state);
      if (cx.size !== cy.size || [...cx].some(([p, c]) => !sameChange(c, cy.get(p)))) return false;
    } catch {
      return false;
    }
  }
  return true;
}

/** Tells two divergences of one kind apart ("the temple is affordable in B only" again a turn later is not new). */
export function divergenceSignature(d: Divergence): string {
  if (d.kind === 'setup') return 'setup';
  if (d.kind === 'legal-moves') return `legal ${[...new Set([...d.onlyA.map((o) => `A ${o.nation} ${o.move.type}`), ...d.onlyB.map((o) => `B ${o.nation} ${o.move.type}`)])].sort().join(',')}`;
  return `outcome ${d.nation} ${d.move.type} ${d.paths.join(',')}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Which ruleset sections govern a move or a part of the state. Keyed by move type and state path: data about the
// engine's move set, never about a game (no game is named).

const movePointers: Record<MoveType, string[]> = {
  'rondel.select': ['/rondel', '/actions/produce', '/economy/surchargesInCoinsOnly'],
  'temple.build': ['/actions/build/temple', '/supply/temples', '/economy/surchargesInCoinsOnly'],
  'wall.build': ['/actions/build/townWall', '/supply/townWalls'],
  'unit.arm': ['/actions/arm', '/supply/perNation'],
  'knowhow.develop': ['/knowHows'],
  'unit.recruit': ['/actions/research/recruit', '/supply/perNation'],
  trade: ['/knowHows'],
  'unit.move': ['/actions/maneuver', '/map/regions'],
  'battle.fight': ['/actions/maneuver/battles', '/actions/maneuver/battlePairs', '/actions/maneuver/lossesTo'],
  'battle.demand': ['/actions/maneuver/battles'],
  'battle.decline': ['/actions/maneuver/battles'],
  'city.conquer': ['/actions/maneuver/conquest', '/actions/build/townWall/defense', '/supply/cityTokens'],
  'city.found': ['/actions/found', '/supply/cityTokens', '/supply/cityStonesPerNation'],
  'card.play': ['/eventCards'],
  'card.take': ['/eventCards'],
  'reply.pass': ['/eventCards'],
  'effect.choose': ['/eventCards'],
  'personage.choose': ['/personages', '/victory'],
  'start.choose': ['/setup/startCities', '/map/lineups'],
  'chip.choose': ['/economy'],
  'phase.end': ['/turn', '/personages', '/victory', '/economy/coinsPerRound', '/knowHows/takesEffect', '/eventCards/draws'],
};

/**
 * Where a move type's sections above include some that set only what the move does, not whether it may be made: a
 * rondel field may be selected by the rondel's own data (its fields, free steps and step cost, D-RON-05); what the
 * production pays and how surcharges are paid decide the outcome. A difference in the offered moves is explained by
 * these (before: Antike's first moves against Duellum's were blamed on the coins a production earns).
 */
const legalityPointers: Partial<Record<MoveType, string[]>> = {
  'rondel.select': ['/rondel'],
};

/**
 * The pointers a concrete move touches: its type's sections, and the named unit, region, know-how, field, card or
 * stack. `legality`: only the sections that decide whether it may be made (for moves offered on one side only).
 */
export function pointersOfMove(move: Move, legality = false): string[] {
  const out = [...((legality ? legalityPointers[move.type] : undefined) ?? movePointers[move.type] ?? [])];
  const m = move as Record<string, unknown>;
  if (typeof m.unit === 'string') out.push(`/units/${m.unit}`, `/specialUnits/${m.unit}`);
  if (typeof m.region === 'string') out.push(`/map/regions/${m.region}`);
  if (typeof m.to === 'string') out.push(`/map/regions/${m.to}`);
  if (typeof m.knowHow === 'string') out.push(`/knowHows/items/${m.knowHow}`);
  if (typeof m.field === 'string') out.push(`/rondel/fields/${m.field}`);
  if (typeof m.card === 'string') out.push(`/eventCards/cards/${m.card}`);
  if (typeof m.stack === 'string') out.push(`/personages/stacks/${m.stack}`);
  return out;
}

// Only the sections that set a value from the ruleset data; what a move does to it is named by the move's own
// pointers above (a conquered city by city.conquer's, not by every city rule), so a set-up difference is not
// blamed on the conquest rules.
const statePointers: [RegExp, string[]][] = [
  [/^\/nation\/[^/]+\/stock\//, ['/setup/startResources', '/setup/compensation', '/economy']],
  [/^\/nation\/[^/]+\/(box|supply)\/([^/]+)/, ['/setup/recruitmentBox', '/supply/perNation', '/specialUnits/$2', '/units/$2']],
  [/^\/nation\/[^/]+\/knowHows/, ['/knowHows']],
  [/^\/nation\/[^/]+\/(personages|thresholdsReached|completionBonusTaken)/, ['/personages', '/victory']],
  [/^\/nation\/[^/]+\/walls/, ['/actions/build/townWall', '/supply/townWalls']],
  [/^\/nation\/[^/]+\/cityStones/, ['/supply/cityStonesPerNation']],
  [/^\/nation\/[^/]+\/hand/, ['/eventCards']],
  [/^\/nation\/[^/]+\/rondel/, ['/rondel']],
  [/^\/cities\/([^/]+)/, ['/map/regions/$1', '/setup/startCities', '/map/lineups']],
  [/^\/units\/([^/]+)\/[^/]+\/([^/]+)/, ['/map/regions/$1', '/map/lineups', '/units/$2', '/specialUnits/$2']],
  [/^\/bank\/temples/, ['/supply/temples']],
  [/^\/bank\/walls/, ['/supply/townWalls', '/actions/build/townWall']],
  [/^\/bank\/coins/, ['/supply/coins', '/economy']],
  [/^\/bank\/cityTokens/, ['/supply/cityTokens']],
  [/^\/stacks/, ['/personages']],
  [/^\/cards/, ['/eventCards']],
  [/^\/(nations|controllers)/, ['/map/lineups', '/players']],
  [/^\/turn\/(armable|armedAt)\/([^/]+)/, ['/units/$2', '/specialUnits/$2', '/actions/arm']],
  [/^\/turn\/movesLeft\//, ['/units', '/specialUnits', '/knowHows']],
  [/^\/turn\//, ['/turn']],
  [/^\/pending/, ['/turn', '/eventCards', '/personages']],
  [/^\/modifiers/, ['/knowHows', '/eventCards']],
  [/^\/(result|personagesExhausted)/, ['/victory', '/personages']],
];

/** The ruleset sections that set a part of the game state. */
export function pointersOfStatePath(path: string): string[] {
  const out: string[] = [];
  for (const [re, pointers] of statePointers) {
    const m = re.exec(path);
    if (m) out.push(...pointers.map((p) => p.replace(/\$(\d)/g, (_, i: string) => m[Number(i)] ?? '')));
  }
  return out;
}

/** Ordered by how much of the divergence a difference explains. */
export interface Cause {
  difference: Difference;
  /** Why it is listed, in words: which move or state path of the divergence touches its pointer. */
  because: string[];
  /** Rank among the listed differences: higher explains more. */
  score: number;
}

export interface Explanation {
  /** The differences that explain the divergence best (the marked cause). */
  causes: Cause[];
  /** Other differences the divergence touches, less directly. */
  related: Cause[];
}

function segments(p: string): string[] {
  return p.split('/').slice(1);
}

/** 0 when unrelated; else how many leading segments the two pointers share (one is inside the other). */
function touch(diffPointer: string, governing: string): number {
  const d = segments(diffPointer);
  const g = segments(governing);
  const n = Math.min(d.length, g.length);
  for (let i = 0; i < n; i++) if (d[i] !== g[i]) return 0;
  return n;
}

/** `key` tells reasons apart for ranking (a state path); the words `why` may be shared by many paths of one area. */
type Reason = { tag: 'accepts' | 'move' | 'state'; pointer: string; why: string; key?: string };

/**
 * Whether a difference can matter to a game of `players` players: the set-up for another player count (Part 3 #2,
 * #9: one lineup per count) cannot, nor can the list of counts a ruleset takes when both take this one.
 */
export function appliesToPlayers(d: Difference, players: number): boolean {
  const n = String(players);
  const m = /^\/map\/lineups(?:\/([^/]+))?/.exec(d.pointer);
  if (!m) return true;
  if (m[1] !== undefined) return m[1] === n;
  // The lineups as a whole: the counts only one side takes ("3, 4, 5, 6 only in Antike").
  if (d.kind === 'members') return !!(d.added?.includes(n) || d.removed?.includes(n));
  return true;
}

/**
 * The differences of `diff` that the divergence touches, the best first. With `players`, differences that concern
 * only other player counts are left out (a 2-player game is not explained by the 3-player set-up).
 */
export function explainDivergence(diff: RulesetDiff, divergence: Divergence, ra: Ruleset, rb: Ruleset, players?: number): Explanation {
  const reasons: Reason[] = [];
  if (divergence.kind === 'setup') {
    // One reason per part of the board or the boxes, with a count, not one per state path (a whole other map is
    // some 180 paths): the reader learns what differs at the start, the pointers stay with the page's details.
    for (const [why, paths] of setupAreas(divergence.paths)) for (const path of paths) for (const p of pointersOfStatePath(path)) reasons.push({ tag: 'state', pointer: p, why, key: path });
  } else if (divergence.kind === 'legal-moves') {
    const { a: stA, b: stB } = divergence.turnState;
    const acceptsA = new Set(ra.turn?.states?.[stA]?.accepts ?? []);
    const acceptsB = new Set(rb.turn?.states?.[stB]?.accepts ?? []);
    for (const o of [...divergence.onlyA, ...divergence.onlyB]) {
      const side = o.a ? 'A' : 'B';
      const type = o.move.type;
      // The turn machine gates move types: accepted by this state on one side only (engine v2, move/not-now).
      if (acceptsA.has(type) !== acceptsB.has(type)) {
        reasons.push({ tag: 'accepts', pointer: `/turn/states/${stA}/accepts`, why: `only one game lets a nation ${moveText(type)} at this step` });
        if (stB !== stA) reasons.push({ tag: 'accepts', pointer: `/turn/states/${stB}/accepts`, why: `only one game lets a nation ${moveText(type)} at this step` });
      }
      if ((ra.turn?.outOfTurn ?? []).includes(type) !== (rb.turn?.outOfTurn ?? []).includes(type)) {
        reasons.push({ tag: 'accepts', pointer: '/turn/outOfTurn', why: `only one game lets a nation ${moveText(type)} while another decides` });
      }
      // Both may offer the kind of move with other targets (another card in the display, a special unit to arm): then
      // "only B lets the nation arm units here" would be false of A, which arms legions there too.
      const why = divergence.typesOnBoth.includes(type) ? `both games let the nation ${moveText(type)} here, with different choices` : `only ${side} lets the nation ${moveText(type)} here`;
      for (const p of pointersOfMove(o.move, true)) reasons.push({ tag: 'move', pointer: p, why });
    }
    if (stA !== stB) reasons.push({ tag: 'accepts', pointer: `/turn/states`, why: `the two turns stand at different steps (“${ra.turn?.states?.[stA]?.title ?? stA}” in A, “${rb.turn?.states?.[stB]?.title ?? stB}” in B)` });
    // Another nation decides on each side (other lineups, another start player): the lineups are the cause.
    const nationsA = new Set(divergence.onlyA.map((o) => o.nation));
    const nationsB = new Set(divergence.onlyB.map((o) => o.nation));
    if (nationsA.size && nationsB.size && ![...nationsA].some((n) => nationsB.has(n))) {
      for (const p of ['/map/lineups', '/map/nations', '/players']) reasons.push({ tag: 'move', pointer: p, why: `another nation decides: the ${nationNames(ra, nationsA)} in A, the ${nationNames(rb, nationsB)} in B` });
    }
  } else {
    for (const p of pointersOfMove(divergence.move)) reasons.push({ tag: 'move', pointer: p, why: `the same move (${moveText(divergence.move.type)}) has another outcome` });
    for (const [area, paths] of changeAreas(divergence.paths)) for (const path of paths) for (const p of pointersOfStatePath(path)) reasons.push({ tag: 'state', pointer: p, why: `it changes ${area} differently`, key: path });
  }

  type Ranked = Cause & { gate: boolean; tags: number; coverage: number; specificity: number };
  const ranked: Ranked[] = [];
  for (const d of diff.differences) {
    if (players !== undefined && !appliesToPlayers(d, players)) continue;
    const tags = new Set<string>();
    const because = new Set<string>();
    const keys = new Set<string>();
    let specificity = 0;
    for (const r of reasons) {
      const t = Math.max(...[d.pointer, d.a.pointer, d.b.pointer, ...(d.covers ?? [])].map((p) => touch(p, r.pointer)));
      if (!t) continue;
      tags.add(r.tag);
      because.add(r.why);
      keys.add(r.key ?? r.why);
      specificity = Math.max(specificity, t);
    }
    if (!tags.size) continue;
    const whys = [...because];
    ranked.push({
      difference: d,
      because: whys.length > 3 ? [...whys.slice(0, 3), `and ${whys.length - 3} more`] : whys,
      gate: tags.has('accepts'),
      tags: tags.size,
      coverage: keys.size,
      specificity,
      score: 0,
    });
  }
  // A gate in the turn machine explains a move type better than anything; then a difference touched both by the
  // move and by what it changed; then the one that explains more of the divergence; then the more specific pointer.
  ranked.sort((x, y) => Number(y.gate) - Number(x.gate) || y.tags - x.tags || y.coverage - x.coverage || y.specificity - x.specificity || x.difference.pointer.localeCompare(y.difference.pointer));
  ranked.forEach((r, i) => (r.score = ranked.length - i));
  const strip = ({ difference, because, score }: Ranked): Cause => ({ difference, because, score });
  if (!ranked.length) return { causes: [], related: [] };
  // The cause: the differences in the best band (same gate and tag count as the best one), at most five.
  const best = ranked[0];
  const band = ranked.filter((r) => r.gate === best.gate && r.tags === best.tags).slice(0, 5);
  // Say each reason once: a cause repeats none an earlier cause gave (five lineup differences all touched by the
  // same other map read as one reason, then the differences).
  const said = new Set<string>();
  const causes = band.map(strip).map((c) => {
    const fresh = c.because.filter((b) => !said.has(b) && !b.startsWith('and '));
    c.because.forEach((b) => said.add(b));
    return { ...c, because: fresh.length ? fresh : ['the same as above'] };
  });
  return { causes, related: ranked.filter((r) => !band.includes(r)).map(strip) };
}

/** Nations by the names their ruleset gives them, as one list ("Persians and Phoenicians"). */
export function nationNames(ruleset: Ruleset, ids: Iterable<string>): string {
  return listWords([...ids].map((n) => ruleset.map.nations[n]?.name ?? n));
}

/** What a group of state paths is, for a reader: "the cities", "the nations' stocks". */
function areaOf(path: string): { area: string; item: string; unit: string } {
  const seg = path.split('/').slice(1);
  const [head, a, b] = seg;
  if (head === 'cities') return { area: 'the cities', item: a, unit: 'region' };
  if (head === 'units') return { area: 'the units on the board', item: a, unit: 'region' };
  if (head === 'nation' && b === 'stock') return { area: "the nations' stocks", item: a, unit: 'nation' };
  if (head === 'nation' && (b === 'box' || b === 'supply')) return { area: 'the units in the recruitment boxes and supplies', item: a, unit: 'nation' };
  if (head === 'nation') return { area: "the nations' pieces and cards", item: a, unit: 'nation' };
  if (head === 'nations' || head === 'controllers') return { area: 'the nations in play', item: head, unit: '' };
  if (head === 'bank') return { area: 'the bank', item: a, unit: '' };
  if (head === 'stacks') return { area: 'the personage stacks', item: a, unit: 'stack' };
  if (head === 'cards') return { area: 'the event cards', item: a, unit: '' };
  return { area: 'the state of the turn', item: head, unit: '' };
}

function groupAreas(paths: string[]): Map<string, { paths: string[]; items: Set<string>; unit: string }> {
  const out = new Map<string, { paths: string[]; items: Set<string>; unit: string }>();
  for (const path of paths) {
    const { area, item, unit } = areaOf(path);
    const entry = out.get(area) ?? { paths: [], items: new Set<string>(), unit };
    entry.paths.push(path);
    entry.items.add(item);
    out.set(area, entry);
  }
  return out;
}

/**
 * Parts of the state in the order a player notices them at the table: who plays and where the cities stand before the
 * pieces, stocks and boxes, and those before the bank's counts, the decks and the turn's bookkeeping.
 */
const noticeOrder: RegExp[] = [/^\/(nations|controllers)/, /^\/cities\//, /^\/units\//, /^\/nation\/[^/]+\/stock\//, /^\/nation\/[^/]+\/(box|supply)\//, /^\/nation\//, /^\/stacks\//, /^\/bank\//, /^\/cards\//];

function noticeRank(path: string): number {
  const i = noticeOrder.findIndex((re) => re.test(path));
  return i < 0 ? noticeOrder.length : i;
}

/**
 * A few state paths to name as examples of a set-up difference: one from each part of the state a player notices
 * first, then more of those parts; in that order (a list sorted by pointer opened with "the bank's gold city tokens").
 */
export function setupExamples(paths: string[], count = 4): string[] {
  const sorted = [...paths].sort((x, y) => noticeRank(x) - noticeRank(y) || x.localeCompare(y));
  const picked: string[] = [];
  const ranks = new Set<number>();
  for (const p of sorted) {
    if (picked.length >= count) break;
    if (!ranks.has(noticeRank(p))) {
      ranks.add(noticeRank(p));
      picked.push(p);
    }
  }
  for (const p of sorted) if (picked.length < count && !picked.includes(p)) picked.push(p);
  return picked.sort((x, y) => noticeRank(x) - noticeRank(y) || sorted.indexOf(x) - sorted.indexOf(y));
}

/** Set-up paths by area, each with its reason in words: "the two games start differently in the cities (50 regions)". */
function setupAreas(paths: string[]): [string, string[]][] {
  return [...groupAreas(paths)].map(([area, g]) => [`the two games start differently in ${area}${g.unit ? ` (${g.items.size} ${g.unit}${g.items.size === 1 ? '' : 's'})` : ''}`, g.paths]);
}

/** Paths a move changed differently, by area. */
function changeAreas(paths: string[]): [string, string[]][] {
  return [...groupAreas(paths)].map(([area, g]) => [area, g.paths]);
}

/** Names for the parts of a state path; each defaults to the id. */
export interface StateNames {
  nation?: (id: string) => string;
  kind?: (id: string) => string;
  region?: (id: string) => string;
  unit?: (id: string) => string;
  /**
   * The nation on turn where the path is read: /turn/armable is a copy of that nation's recruitment box (D-MIL-02).
   * Two ids when the move read passed the turn on, so the copy before and after belong to different nations.
   */
  onTurn?: string[];
}

/**
 * Names from whichever of the rulesets knows the id, the first one first: two games side by side name units, cards
 * and nations only one of them has (the special units, a house card).
 */
export function namesFrom(rulesets: Ruleset[], onTurn?: string[]): StateNames {
  const first = (read: (r: Ruleset, id: string) => string | undefined) => (id: string) => {
    for (const r of rulesets) {
      const name = read(r, id);
      if (name !== undefined) return name;
    }
    return id;
  };
  return {
    nation: first((r, id) => r.map.nations[id]?.name),
    kind: first((r, id) => (id === 'coin' ? 'coin' : Object.hasOwn(r.economy.resources, id) ? r.economy.resources[id].name : undefined)),
    region: first((r, id) => r.map.regions[id]?.name),
    unit: first((r, id) => r.units[id]?.name ?? r.specialUnits?.[id]?.name),
    ...(onTurn ? { onTurn } : {}),
  };
}

/**
 * A state path in words for the page ("Romans: marble in stock"), nations, resource kinds, regions and units by the
 * ruleset's names; the pointer itself when no pattern fits.
 */
export function describeStatePath(path: string, names: StateNames = {}): string {
  const id = (x: string) => x;
  const { nation: nationName = id, kind: kindName = id, region: regionName = id, unit: unitName = id } = names;
  const seg = path.split('/').slice(1).map((x) => x.replace(/~1/g, '/').replace(/~0/g, '~'));
  const [head, a, b, c] = seg;
  if (head === 'nation' && a) {
    const who = nationName(a);
    switch (b) {
      case 'stock':
        return `${who}: ${kindName(c)} in stock`;
      case 'box':
        return `${who}: ${unitName(c)} in the recruitment box`;
      case 'supply':
        return `${who}: ${unitName(c)} in the supply`;
      case 'knowHows':
        return `${who}: know-hows`;
      case 'personages':
        return `${who}: ${c} personages`;
      case 'walls':
        return `${who}: town walls`;
      case 'hand':
        return `${who}: event cards in hand`;
      case 'rondel':
        return `${who}: rondel field`;
      case 'cityStones':
        return `${who}: city stones`;
    }
  }
  // What the box held when the turn began, not what can be armed: a special unit also needs a city with a temple
  // (D-VAR-02), any unit a city with room and the iron (D-MIL-02, D-MIL-03).
  if (head === 'turn' && a === 'armable' && b) {
    const onTurn = [...new Set(names.onTurn ?? [])];
    if (onTurn.length === 1) return `${nationName(onTurn[0])}: ${unitName(b)} in the recruitment box when this turn began`;
    const who = onTurn.length ? `the nation on turn (${onTurn.map(nationName).join(', then ')})` : 'the nation on turn';
    return `${who}: ${unitName(b)} in the recruitment box when its turn began`;
  }
  if (head === 'nations') return 'the nations in play';
  if (head === 'controllers') return 'who runs which nation';
  if (head === 'stacks' && a) return `the ${a} personage stack`;
  if (head === 'cards' && a) return a === 'deck' ? 'the event-card deck' : a === 'display' ? 'the event-card display' : a === 'discard' ? 'the event-card discards' : `the event cards: ${a}`;
  if (head === 'turn' && a === 'phase') return 'the step of the turn';
  if (head === 'bank') return a === 'cityTokens' ? `the bank's ${kindName(b ?? '')} city tokens` : a === 'coins' ? "the bank's coins" : a === 'temples' ? 'temples left in the supply' : a === 'walls' ? 'town walls left in the supply' : `the bank: ${a}${b ? ` (${b})` : ''}`;
  if (head === 'cities' && a) return `the city in ${regionName(a)}${b ? ` (${b})` : ''}`;
  if (head === 'units' && a) return `units in ${regionName(a)}${b ? ` of ${nationName(b)}` : ''}${c ? `: ${unitName(c)}` : ''}`;
  if (head === 'pending') return 'the decision awaited';
  if (head === 'result') return 'the end of the game';
  return path;
}
