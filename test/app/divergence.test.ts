/**
 * The first divergence of two games played side by side (/compare), on real rulesets: antike-duellum against
 * a house rule "temples cost 5" (rulesets/README.md), against the rulebook's special units (D-VAR-01 to D-VAR-08),
 * and against a turn machine whose TEMPLUM state does not accept town walls; and a ruleset against itself.
 */
import { describe, expect, it } from 'vitest';
import { applyMove, createGame, legalMoves } from '../../engine/index';
import { diffRulesets } from '../../engine/rulesets';
import { advance, foundCount, humanMove, markOffered, newPair, pairHead, playerCountsOf, positionsAt, replayBotChoices, runBots, headSlice, type HeadRun, type Pair, type RunGoal } from '../../app/_lib/compare-model';
import { appliesToPlayers, changes, divergenceSignature, compareOffered, describeRefusal, describeStatePath, explainDivergence, namesFrom, offeredMoves, pointersOfStatePath, rulesAgreeOn, setupExamples } from '../../app/_lib/divergence';
import { current } from '../../app/_lib/play-model';
import { ruleset, rulesetWith } from '../helpers/game';

const duellum = ruleset('antike-duellum');
/** The worked house rule of rulesets/README.md: temples cost 5 marble instead of 6 (D-TEMP-02). */
const templesAt5 = rulesetWith('antike-duellum', { id: 'duellum-temples-5', actions: { build: { temple: { cost: { marble: 5 } } } } });
const specialUnits = ruleset('antike-duellum-special-units');
/** TEMPLUM without town walls in the turn data (D-WALL-01 removed from the state's accepted moves). */
const noWalls = rulesetWith('antike-duellum', { id: 'duellum-no-walls', turn: { states: { building: { accepts: ['temple.build', 'phase.end', 'card.play', 'trade'] } } } });

function pairOf(b: typeof duellum, bot: 'random' | 'greedy' | 'heuristic', botSeed: number, seed = 1): Pair {
  const made = newPair(duellum, b, { seed, players: 2, seats: [bot, bot], botSeed });
  if (!made.ok) throw new Error(made.message);
  return made.pair;
}

describe('first divergence: temples cost 5 instead of 6', () => {
  const diff = diffRulesets(duellum as never, templesAt5 as never);

  it('random bots: a temple becomes affordable in B only; the cause is the temple price', () => {
    const run = runBots(duellum, templesAt5, pairOf(templesAt5, 'random', 5), { until: 'diverge' }, 2000);
    expect(run.stopped).toBe('the games differ');
    const first = run.pair.first!;
    expect(first.kind).toBe('legal-moves');
    if (first.kind !== 'legal-moves') return;
    // The run stops before the move: every step so far was the same move on both sides, and the current
    // positions are the ones that offer different moves.
    expect(run.pair.steps.every((s) => s.shared)).toBe(true);
    expect(first.at).toBe(run.pair.steps.length + 1);
    expect(first.onlyA).toEqual([]);
    expect(first.onlyB.length).toBeGreaterThan(0);
    expect(first.onlyB.every((o) => o.move.type === 'temple.build')).toBe(true);
    // The nation has 5 or more marble but fewer than 6 (plus wildcard coins): A's engine refuses it, B's allows it.
    const before = current(run.pair.a);
    const nation = first.onlyB[0].nation;
    expect(applyMove(duellum, before, first.onlyB[0].move).ok).toBe(false);
    expect(applyMove(templesAt5, current(run.pair.b), first.onlyB[0].move).ok).toBe(true);
    expect(first.refusals.some((r) => r.side === 'a' && r.nation === nation && r.move.type === 'temple.build')).toBe(true);
    const why = explainDivergence(diff, first, duellum, templesAt5);
    expect(why.causes.map((c) => c.difference.pointer)).toEqual(['/actions/build/temple/cost']);
    expect(why.causes[0].difference.text).toContain('5 marble');
    expect(why.causes[0].because).toContain('only B lets the nation build temples here');
  });

  it('greedy bots: the same temple costs a different amount; the resulting stocks differ', () => {
    const run = runBots(duellum, templesAt5, pairOf(templesAt5, 'greedy', 1), { until: 'diverge' }, 2000);
    const first = run.pair.first!;
    expect(first.kind).toBe('outcome');
    if (first.kind !== 'outcome') return;
    expect(first.move.type).toBe('temple.build');
    expect(first.paths.length).toBeGreaterThan(0);
    expect(first.paths.every((p) => p.startsWith(`/nation/${first.nation}/stock/`))).toBe(true);
    // A paid one chip more than B (6 against 5: marble, or a coin as the wildcard).
    const paid = (c: Record<string, unknown>) => Object.values(c).reduce<number>((sum, v) => sum + ((v as { delta?: number }).delta ?? 0), 0);
    expect(paid(first.changeA) - paid(first.changeB)).toBe(-1);
    // A rule difference, not a difference of the positions: on the same position the two rulesets charge differently.
    expect(rulesAgreeOn(duellum, templesAt5, first.move, positionsAt(run.pair, first.at - 1))).toBe(false);
    expect(run.pair.echoes).toBeUndefined();
    const why = explainDivergence(diff, first, duellum, templesAt5);
    expect(why.causes[0].difference.pointer).toBe('/actions/build/temple/cost');
  });
});

describe('first divergence: special units', () => {
  const diff = diffRulesets(duellum as never, specialUnits as never);

  it('the set-ups differ: the Admiral and the Commander wait in the recruitment boxes (D-VAR-02), explained by /specialUnits', () => {
    const pair = pairOf(specialUnits, 'random', 1);
    const setup = pair.setup!;
    expect(setup.kind).toBe('setup');
    if (setup.kind !== 'setup') return;
    expect(setup.paths).toContain('/nation/romans/box/admiral');
    expect(setup.paths).toContain('/nation/carthaginians/box/commander');
    const why = explainDivergence(diff, setup, duellum, specialUnits);
    expect(why.causes.map((c) => c.difference.pointer).every((p) => p.startsWith('/specialUnits'))).toBe(true);
    expect(why.causes.length).toBeGreaterThan(0);
  });

  it('the first differing move is explained by the special units, and comes from what the move changed', () => {
    const run = runBots(duellum, specialUnits, pairOf(specialUnits, 'random', 1), { until: 'diverge' }, 2000);
    const first = run.pair.first!;
    expect(first).toBeDefined();
    expect(first.at).toBeGreaterThan(0);
    const why = explainDivergence(diff, first, duellum, specialUnits);
    expect(why.causes.length).toBeGreaterThan(0);
    expect(why.causes.every((c) => c.difference.pointer.startsWith('/specialUnits'))).toBe(true);
  });
});

describe('special units: what only follows from the set-up does not stop a run (UX review)', () => {
  const diff = diffRulesets(duellum as never, specialUnits as never);

  it('heuristic bots: the turn end at move 2 passes on the set-up\'s special unit; the run goes on to a move only B offers', () => {
    const run = runBots(duellum, specialUnits, pairOf(specialUnits, 'heuristic', 1), { until: 'diverge' }, 5000);
    expect(run.stopped).toBe('the games differ');
    // Before: the run stopped at move 2, "armable this turn: admiral +1, commander −1", and could not go on.
    const echo = run.pair.echoes![0];
    expect(echo.kind).toBe('outcome');
    if (echo.kind !== 'outcome') return;
    expect(echo.at).toBe(2);
    expect(echo.move.type).toBe('phase.end');
    expect(echo.paths.every((p) => p.startsWith('/turn/armable/'))).toBe(true);
    // Both rulesets end the turn alike on either position: the box copied into the turn differs since the set-up (D-MIL-02).
    expect(rulesAgreeOn(duellum, specialUnits, echo.move, positionsAt(run.pair, 1))).toBe(true);
    expect(run.pair.echoCount).toBeGreaterThan(run.pair.echoes!.length - 1);
    // The first real difference: arming a special unit, offered in B only (at a city with a temple, D-VAR-02).
    const first = run.pair.first!;
    expect(first.at).toBeGreaterThan(2);
    expect(first.kind).toBe('legal-moves');
    if (first.kind !== 'legal-moves') return;
    expect(first.onlyA).toEqual([]);
    expect(first.onlyB.length).toBeGreaterThan(0);
    expect(first.onlyB.every((o) => o.move.type === 'unit.arm' && ['admiral', 'commander'].includes((o.move as { unit: string }).unit))).toBe(true);
    expect(explainDivergence(diff, first, duellum, specialUnits, 2).causes.every((c) => c.difference.pointer.startsWith('/specialUnits'))).toBe(true);
  });

  it('"run to the next difference" goes on past the one found, and a repeat of it is not a new one', () => {
    const once = runBots(duellum, specialUnits, pairOf(specialUnits, 'heuristic', 1), { until: 'diverge' }, 5000).pair;
    expect(foundCount(once)).toBe(1);
    const twice = runBots(duellum, specialUnits, once, { until: 'diverge', after: 1 }, 5000);
    expect(twice.stopped).toBe('the games differ');
    expect(foundCount(twice.pair)).toBe(2);
    expect(twice.pair.first).toBe(once.first);
    const next = twice.pair.found![1];
    expect(next.at).toBeGreaterThan(once.first!.at);
    expect(divergenceSignature(next)).not.toBe(divergenceSignature(once.first!));
  });

  it('the box the turn starts with is not called "armable": the Commander also needs a temple (D-VAR-02)', () => {
    expect(describeStatePath('/turn/armable/commander')).toBe('the nation on turn: commander in the recruitment box when its turn began');
    expect(describeStatePath('/turn/armable/commander')).not.toContain('armable');
  });

  it('the set-up note names whose box the turn began with, and each unit by its name in the ruleset (D-MIL-02, D-VAR-02; UX review)', () => {
    const pair = pairOf(specialUnits, 'random', 1);
    const setup = pair.setup!;
    if (setup.kind !== 'setup') throw new Error('the set-ups should differ');
    const start = positionsAt(pair, 0).b;
    // Before: "in the recruitment box when this turn began: commander" — no nation, the unit by its id.
    const words = setup.paths.map((p) => describeStatePath(p, namesFrom([specialUnits, duellum], [start.nations[start.turn.active]])));
    expect(words).toContain('Carthaginians: Commander in the recruitment box when this turn began');
    expect(words).toContain('Romans: Admiral in the recruitment box');
    expect(words).toContain('Carthaginians: Commander in the recruitment box');
    for (const w of words) expect(w).not.toMatch(/\b(commander|admiral)\b/);
  });

  it('a turn end passes the box on: the row names both nations on turn, before and after (D-MIL-02)', () => {
    const names = namesFrom([duellum, specialUnits], ['carthaginians', 'romans']);
    expect(describeStatePath('/turn/armable/admiral', names)).toBe('the nation on turn (Carthaginians, then Romans): Admiral in the recruitment box when its turn began');
    expect(describeStatePath('/units/roma/romans/commander', names)).toBe('units in Roma of Romans: Commander');
  });
});

describe('first divergence: the same kind of move with other choices on each side', () => {
  it('house events: each game offers other cards to take; neither is "the only one" that lets a nation take a card (D-EV-04)', () => {
    const houseEvents = ruleset('antike-duellum-house-events');
    const diff = diffRulesets(duellum as never, houseEvents as never);
    const run = runBots(duellum, houseEvents, pairOf(houseEvents, 'random', 1), { until: 'diverge' }, 2000);
    const first = run.pair.first!;
    expect(first.kind).toBe('legal-moves');
    if (first.kind !== 'legal-moves') return;
    expect(first.onlyA.some((o) => o.move.type === 'card.take') && first.onlyB.some((o) => o.move.type === 'card.take')).toBe(true);
    expect(first.typesOnBoth).toContain('card.take');
    const because = explainDivergence(diff, first, duellum, houseEvents, 2).causes.flatMap((c) => c.because);
    expect(because).toContain('both games let the nation take an event card here, with different choices');
    expect(because.filter((b) => /^only [AB] lets the nation take an event card/.test(b))).toEqual([]);
  });

  it('house events: the refusal lines name the cards as the rulesets do, and a card one game lacks is said to be missing (D-EV-01; UX review)', () => {
    const houseEvents = ruleset('antike-duellum-house-events');
    const run = runBots(duellum, houseEvents, pairOf(houseEvents, 'heuristic', 1), { until: 'diverge' }, 2000);
    const first = run.pair.first!;
    if (first.kind !== 'legal-moves') throw new Error('the legal moves should differ first');
    const lines = first.refusals.map((r) => ({ side: r.side, ...describeRefusal(r, duellum, houseEvents, positionsAt(run.pair, first.at - 1)) }));
    // Before: "A refuses Take mercenaries: 'mercenaries' is not in the display; it shows earthquake, academy, burglary".
    const a = lines.find((l) => l.side === 'a')!;
    expect(a.move).toBe('Take Mercenaries');
    expect(a.reason).toBe('this game has no Mercenaries card');
    const b = lines.filter((l) => l.side === 'b');
    expect(b.map((l) => l.move)).toEqual(['Take Earthquake', 'Take Burglary']);
    expect(b[0].reason).toBe('Earthquake is not in the display; it shows Mercenaries, Stonemasons, Academy');
    for (const l of lines) expect(`${l.move} ${l.reason}`).not.toMatch(/\b(mercenaries|stonemasons|academy|earthquake|burglary)\b/);
  });

  it('special units: a unit one game lacks is named by the other, with the units the refusing game has (D-VAR-01)', () => {
    const run = runBots(duellum, specialUnits, pairOf(specialUnits, 'heuristic', 1), { until: 'diverge' }, 5000);
    const first = run.pair.first!;
    if (first.kind !== 'legal-moves') throw new Error('the legal moves should differ first');
    const line = describeRefusal(first.refusals[0], duellum, specialUnits, positionsAt(run.pair, first.at - 1));
    // Before: "A refuses admiral in Croton: 'admiral' is not a unit type; types: legion, galley".
    expect(line.move).toMatch(/^(Admiral|Commander) in /);
    expect(line.reason).toMatch(/^this game has no (Admiral|Commander); its units are Legion and Galley$/);
  });

  it('special units: A arms legions where B also offers the Commander, so A is not said to arm nothing (D-VAR-02)', () => {
    const diff = diffRulesets(duellum as never, specialUnits as never);
    const run = runBots(duellum, specialUnits, pairOf(specialUnits, 'random', 1), { until: 'diverge' }, 3000);
    const first = run.pair.first!;
    expect(first.kind).toBe('legal-moves');
    if (first.kind !== 'legal-moves') return;
    expect(first.onlyB.every((o) => o.move.type === 'unit.arm')).toBe(true);
    // Move 1308 (as the compare page shows it with these seeds): B offers the Commander in Carthago Nova, and A arms legions.
    expect(legalMoves(duellum, current(run.pair.a)).some((m) => m.type === 'unit.arm')).toBe(true);
    expect(first.typesOnBoth).toContain('unit.arm');
    const because = explainDivergence(diff, first, duellum, specialUnits, 2).causes.flatMap((c) => c.because);
    expect(because).toContain('both games let the nation arm units here, with different choices');
    expect(because).not.toContain('only B lets the nation arm units here');
  });
});

describe('first divergence: a move type accepted by the turn state on one side only', () => {
  it('wall.build is legal in A only, and the cause is /turn/states/building/accepts', () => {
    const diff = diffRulesets(duellum as never, noWalls as never);
    const run = runBots(duellum, noWalls, pairOf(noWalls, 'random', 1), { until: 'diverge' }, 2000);
    const first = run.pair.first!;
    expect(first.kind).toBe('legal-moves');
    if (first.kind !== 'legal-moves') return;
    expect(first.turnState).toEqual({ a: 'building', b: 'building' });
    expect(first.onlyA.map((o) => o.move.type)).toContain('wall.build');
    expect(first.onlyB).toEqual([]);
    // The engine says why B refuses it: the turn machine does not accept it now.
    expect(first.refusals.find((r) => r.side === 'b')?.code).toBe('move/not-now');
    const why = explainDivergence(diff, first, duellum, noWalls);
    expect(why.causes.map((c) => c.difference.pointer)).toEqual(['/turn/states/building/accepts']);
  });
});

describe('first divergence: Antike against Duellum, two different set-ups (UX audit)', () => {
  const east = ruleset('antike-east');
  const diff = diffRulesets(east as never, duellum as never);

  it('the causes say once, in words and with counts, where the starts differ; no pointers, no repeats', () => {
    const made = newPair(east, duellum, { seed: 1, players: 2, seats: ['human', 'human'], botSeed: 1 });
    if (!made.ok) throw new Error(made.message);
    const setup = made.pair.setup!;
    expect(setup.kind).toBe('setup');
    const why = explainDivergence(diff, setup, east, duellum);
    expect(why.causes.length).toBeGreaterThan(1);
    const all = why.causes.flatMap((c) => c.because);
    // Before: each of five causes read "the set-up differs at /cities/adane/founded; …; and 89 more".
    for (const b of all) expect(b).not.toMatch(/\/|and \d+ more/);
    const first = why.causes[0].because;
    expect(first.some((b) => /^the two games start differently in the cities \(\d+ regions\)$/.test(b))).toBe(true);
    for (const c of why.causes.slice(1)) for (const b of c.because) expect(first.includes(b) && b !== 'the same as above').toBe(false);
    expect(new Set(all.filter((b) => b !== 'the same as above')).size).toBe(all.filter((b) => b !== 'the same as above').length);
    // The rule differences themselves are named (their sentences come from the diff).
    expect(why.causes[0].difference.text.length).toBeGreaterThan(20);
  });

  it('with 2 players, the causes leave out the set-ups of other player counts (UX review)', () => {
    const made = newPair(east, duellum, { seed: 1, players: 2, seats: ['human', 'human'], botSeed: 1 });
    if (!made.ok) throw new Error(made.message);
    const why = explainDivergence(diff, made.pair.setup!, east, duellum, 2);
    const listed = [...why.causes, ...why.related].map((c) => c.difference);
    // Before: the first cause was "Set-ups by number of players: 3, 4, 5, 6 only in Antike".
    expect(listed.map((d) => d.pointer)).not.toContain('/map/lineups');
    expect(listed.filter((d) => d.pointer.startsWith('/map/lineups/')).every((d) => d.pointer.startsWith('/map/lineups/2/'))).toBe(true);
    expect(why.causes[0].difference.pointer).toMatch(/^\/map\/lineups\/2\//);
    const counts = diff.differences.find((d) => d.pointer === '/map/lineups')!;
    expect(appliesToPlayers(counts, 2)).toBe(false);
    expect(appliesToPlayers(counts, 3)).toBe(true);
  });

  it('the set-up\'s examples lead with what a player sees (nations, cities), not the bank\'s tokens (UX review)', () => {
    const made = newPair(east, duellum, { seed: 1, players: 2, seats: ['human', 'human'], botSeed: 1 });
    if (!made.ok) throw new Error(made.message);
    const setup = made.pair.setup!;
    if (setup.kind !== 'setup') throw new Error('no set-up difference');
    const examples = setupExamples(setup.paths);
    expect(examples).toHaveLength(4);
    expect(examples[0]).toMatch(/^\/(nations|controllers)$/);
    expect(examples[1]).toMatch(/^\/cities\//);
    expect(examples.some((p) => p.startsWith('/bank/'))).toBe(false);
    expect(describeStatePath(examples[0])).not.toContain('/');
  });

  it('the first moves are compared before anything is run, and their difference is the other nations, not a production rule (UX review)', () => {
    const made = newPair(east, duellum, { seed: 1, players: 2, seats: ['human', 'human'], botSeed: 1 });
    if (!made.ok) throw new Error(made.message);
    // Before: the page read "No difference yet. Both games offer the same first moves." until a run was started.
    const first = made.pair.first!;
    expect(first).toMatchObject({ kind: 'legal-moves', at: 1 });
    if (first.kind !== 'legal-moves') throw new Error('not a legal-moves difference');
    const deciding = (o: { nation: string }[]) => new Set(o.map((x) => x.nation));
    expect([...deciding(first.onlyA)].some((n) => deciding(first.onlyB).has(n))).toBe(false);
    const why = explainDivergence(diff, first, east, duellum, 2);
    // Before: the first cause was "Each production action earns no coin in Antike instead of 1 coin in Antike
    // Duellum": selecting a field was explained by what its production pays.
    expect([...why.causes].map((c) => c.difference.pointer).some((p) => p.startsWith('/actions/produce'))).toBe(false);
    expect(why.causes[0].difference.pointer).toMatch(/^\/map\/(lineups\/2|nations)/);
    expect(why.causes[0].because[0]).toMatch(/^another nation decides: the (Phoenicians|Persians|Greeks|Arabs) in A, the (Romans|Carthaginians) in B$/);
  });

  it('state paths read as words: the bank\'s city tokens, not "bank: cityTokens (gold)"', () => {
    expect(describeStatePath('/bank/cityTokens/gold')).toBe("the bank's gold city tokens");
    expect(describeStatePath('/bank/coins')).toBe("the bank's coins");
  });
});

describe('no divergence', () => {
  it('a ruleset against itself: same set-up, every move shared, no difference found', () => {
    const made = newPair(duellum, duellum, { seed: 3, players: 2, seats: ['random', 'greedy'], botSeed: 9 });
    if (!made.ok) throw new Error(made.message);
    expect(made.pair.setup).toBeUndefined();
    const run = runBots(duellum, duellum, made.pair, { until: 'step', n: 150 }, 1000);
    expect(run.stopped).toBe('reached move 150');
    expect(run.pair.steps).toHaveLength(150);
    expect(run.pair.steps.every((s) => s.shared)).toBe(true);
    expect(run.pair.first).toBeUndefined();
  });

  it('the offered moves of one position are all shared; a move made on one side only makes the next position differ', () => {
    const made = newPair(duellum, templesAt5, { seed: 2, players: 2, seats: ['human', 'human'], botSeed: 1 });
    if (!made.ok) throw new Error(made.message);
    const offered = offeredMoves(duellum, made.pair.a.initial, templesAt5, made.pair.b.initial);
    expect(offered.length).toBe(legalMoves(duellum, made.pair.a.initial).length);
    expect(offered.every((o) => o.a && o.b)).toBe(true);
    // Only A moves: B still waits at the start, so the deciding positions differ.
    const stepped = advance(duellum, templesAt5, made.pair, { a: offered[0].move }, false);
    if (!stepped.ok) throw new Error(stepped.message);
    expect(stepped.pair.steps[0].shared).toBe(false);
    expect(compareOffered(duellum, current(stepped.pair.a), templesAt5, current(stepped.pair.b), 2)).toBeDefined();
  });
});

describe('player counts and mapping', () => {
  it('a player count one ruleset cannot take is refused, naming that ruleset and the counts it takes', () => {
    const east = ruleset('antike-east');
    expect(playerCountsOf(duellum)).toEqual([2]);
    const made = newPair(east, duellum, { seed: 1, players: 3, seats: ['human', 'human', 'human'], botSeed: 1 });
    expect(made.ok).toBe(false);
    if (made.ok) return;
    expect(made.side).toBe('b');
    expect(made.message).toContain('antike-duellum cannot be played by 3 players');
    expect(made.message).toContain('it takes 2');
  });

  it('changes are deltas for numbers, and state paths name the ruleset sections that set them', () => {
    const s = createGame(duellum, { seed: 1, players: 2 });
    const t = structuredClone(s);
    t.nation.romans.stock.marble += 2;
    t.bank.temples -= 1;
    expect(Object.fromEntries(changes(s, t))).toEqual({ '/nation/romans/stock/marble': { delta: 2 }, '/bank/temples': { delta: -1 } });
    expect(pointersOfStatePath('/bank/temples')).toEqual(['/supply/temples']);
    expect(pointersOfStatePath('/nation/romans/box/admiral')).toContain('/specialUnits/admiral');
  });
});

describe('state paths in words', () => {
  it('names the nation and the part of the state', async () => {
    const { describeStatePath } = await import('../../app/_lib/divergence');
    expect(describeStatePath('/nation/romans/stock/marble', { nation: (n) => n.toUpperCase() })).toBe('ROMANS: marble in stock');
    expect(describeStatePath('/nation/romans/stock/marble', { kind: (k) => (k === 'marble' ? 'Marmor' : k) })).toBe('romans: Marmor in stock');
    expect(describeStatePath('/nation/romans/box/admiral')).toBe('romans: admiral in the recruitment box');
    expect(describeStatePath('/turn/armable/admiral', { onTurn: ['romans'] })).toBe('romans: admiral in the recruitment box when this turn began');
    expect(describeStatePath('/modifiers')).toBe('/modifiers');
  });
});

describe('people play both games from one list', () => {
  it('a move offered on one side only is made there only; a move offered on both is made in both', () => {
    // Reach the position where temples cost 5 makes a temple affordable in B only, with people in both seats.
    const bots = runBots(duellum, templesAt5, pairOf(templesAt5, 'random', 5), { until: 'diverge' }, 2000).pair;
    const made = newPair(duellum, templesAt5, { seed: 1, players: 2, seats: ['human', 'human'], botSeed: 5 });
    if (!made.ok) throw new Error(made.message);
    let pair = made.pair;
    for (const s of bots.steps) {
      const r = advance(duellum, templesAt5, pair, { a: s.a!.move, b: s.b!.move }, false);
      if (!r.ok) throw new Error(r.message);
      pair = r.pair;
    }
    pair = markOffered(duellum, templesAt5, pair);
    expect(pair.first?.kind).toBe('legal-moves');
    const offered = offeredMoves(duellum, current(pair.a), templesAt5, current(pair.b));
    const onlyB = offered.find((o) => o.b && !o.a && o.move.type === 'temple.build')!;
    const both = offered.find((o) => o.a && o.b && o.move.type === 'phase.end')!;
    expect(onlyB).toBeDefined();
    expect(both).toBeDefined();

    const temple = humanMove(duellum, templesAt5, pair, onlyB);
    if (!temple.ok) throw new Error(temple.message);
    const step = temple.pair.steps[temple.pair.steps.length - 1];
    expect(step.shared).toBe(false);
    expect(step.a).toBeUndefined();
    expect(step.b?.move).toEqual(onlyB.move);
    expect(temple.pair.a.entries.length).toBe(pair.a.entries.length);
    expect(temple.pair.b.entries.length).toBe(pair.b.entries.length + 1);
    // The first divergence stays the one found before the move.
    expect(temple.pair.first).toBe(pair.first);

    const end = humanMove(duellum, templesAt5, temple.pair, offeredMoves(duellum, current(temple.pair.a), templesAt5, current(temple.pair.b)).find((o) => o.key === both.key)!);
    if (!end.ok) throw new Error(end.message);
    expect(end.pair.steps[end.pair.steps.length - 1].shared).toBe(true);
    expect(end.pair.a.entries.length).toBe(pair.a.entries.length + 1);
  });
});

describe('first divergence: another board (Greece vs Persia)', () => {
  it('the set-ups differ by the map and lineups; the first moves differ because another nation decides', () => {
    const gp = ruleset('antike-duellum-greece-persia');
    const diff = diffRulesets(duellum as never, gp as never);
    const pair = pairOf(gp, 'random', 1);
    const setup = explainDivergence(diff, pair.setup!, duellum, gp);
    expect(setup.causes.length).toBeGreaterThan(0);
    expect(setup.causes.every((c) => c.difference.pointer.startsWith('/map/'))).toBe(true);
    const run = runBots(duellum, gp, pair, { until: 'diverge' }, 10);
    const first = run.pair.first!;
    expect(first.kind).toBe('legal-moves');
    expect(first.at).toBe(1);
    const why = explainDivergence(diff, first, duellum, gp);
    expect(why.causes.map((c) => c.difference.pointer)).toContain('/map/lineups/2/nations');
    expect(why.causes[0].because.join(' ')).toContain('another nation decides');
  });
});

describe("the page's bot worker: runs on the pair's head, replayed on the whole pair", () => {
  /**
   * The page's loop (CompareClient) with its worker (compare-bots.worker.ts): the worker starts on pairHead(pair) and
   * goes on from its own head slice after slice (headSlice); the page replays each slice on the whole pair.
   */
  function bySlices(ra: typeof duellum, rb: typeof duellum, start: Pair, goal: RunGoal, slice: number, ms?: number): { pair: Pair; stopped?: string; slices: number } {
    let pair = start;
    let run: HeadRun | undefined = pairHead(pair, goal);
    for (let i = 0; i < 200 && run; i++) {
      const { answer, next } = headSlice(ra, rb, run, slice, ms);
      run = next;
      const replayed = replayBotChoices(ra, rb, pair, answer, goal);
      expect(replayed.error).toBeUndefined();
      pair = replayed.pair;
      if (replayed.stopped) return { pair, stopped: replayed.stopped, slices: i + 1 };
    }
    throw new Error('the run did not stop');
  }

  it('a slice cut short by its time (as MCTS steps are) still makes a step, and the slices choose what one run chooses', () => {
    const made = newPair(duellum, templesAt5, { seed: 2, players: 2, seats: ['heuristic:conqueror', 'heuristic:builder'], botSeed: 9 });
    if (!made.ok) throw new Error(made.message);
    const whole = runBots(duellum, templesAt5, made.pair, { until: 'step', n: 40 }, 5000);
    expect(whole.stopped).toBe('reached move 40');
    // No time at all: each slice makes exactly the one step it must, so a run always moves on.
    const sliced = bySlices(duellum, templesAt5, made.pair, { until: 'step', n: 40 }, 60, 0);
    expect(sliced.slices).toBe(40);
    expect(sliced.pair.steps).toEqual(whole.pair.steps);
    expect([sliced.pair.a.botRng, sliced.pair.b.botRng]).toEqual([whole.pair.a.botRng, whole.pair.b.botRng]);
  });

  it('heuristic bots until the games differ: the same steps, divergence and bot streams as one run on the whole pair', () => {
    const start = pairOf(templesAt5, 'random', 5);
    const heuristic: Pair = { ...start, seats: ['heuristic', 'heuristic'], a: { ...start.a, seats: ['heuristic', 'heuristic'] }, b: { ...start.b, seats: ['heuristic', 'heuristic'] } };
    const whole = runBots(duellum, templesAt5, heuristic, { until: 'diverge' }, 5000);
    expect(whole.stopped).toBe('the games differ');
    const sliced = bySlices(duellum, templesAt5, heuristic, { until: 'diverge' }, 7);
    expect(sliced.stopped).toBe('the games differ');
    expect(sliced.pair.steps).toEqual(whole.pair.steps);
    expect(sliced.pair.first).toEqual(whole.pair.first);
    expect([sliced.pair.a.botRng, sliced.pair.b.botRng]).toEqual([whole.pair.a.botRng, whole.pair.b.botRng]);
    expect(whole.choices).toHaveLength(whole.pair.steps.length);
  });

  it('a goal at a move number counts the steps already made', () => {
    const start = runBots(duellum, duellum, pairOf(duellum, 'random', 3), { until: 'step', n: 25 }, 100).pair;
    const sliced = bySlices(duellum, duellum, start, { until: 'step', n: 60 }, 10);
    expect(sliced.stopped).toBe('reached move 60');
    expect(sliced.pair.steps).toHaveLength(60);
  });

  it('a choice the engine refuses stops the replay there and names the side', () => {
    const pair = pairOf(templesAt5, 'random', 5);
    const choices = [{ a: { type: 'temple.build', region: 'roma' } as never, rngA: 1, rngB: 1 }];
    const replayed = replayBotChoices(duellum, templesAt5, pair, { choices, stopped: undefined }, { until: 'diverge' });
    expect(replayed.stopped).toBe('a bot move was refused');
    expect(replayed.error?.side).toBe('a');
    expect(replayed.error?.message).toMatch(/temple|not/i);
    expect(replayed.pair).toEqual(markOffered(duellum, templesAt5, pair));
    expect(replayed.pair.steps).toHaveLength(0);
  });
});
