import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as diffModule from '../../engine/ruleset/diff';
import { diffRulesets, formatMarkdown, formatText, provenanceLabel, sideNames, teachingOrder, type Difference } from '../../engine/ruleset/diff';
import { getAtPointer, isPointerPrefix, parsePointer, toPointer } from '../../engine/ruleset/json-pointer';
import { clone, deepEqual, isPlainObject } from '../../engine/ruleset/merge-patch';
import { summarizePatch } from '../../engine/ruleset/patch-summary';
import { validateResolvedValue, validateRuleset } from '../../engine/ruleset/validate';
import { describeCard, describeEffects } from '../../engine/effects/describe';
import type { EventCard, Ruleset } from '../../engine/ruleset/types';
import { builtInLibrary, libraryWith, sourceFromText } from '../helpers/library';
import { createGame } from '../../engine/state/create';

type Json = Record<string, unknown>;

function resolved(id: string, library = builtInLibrary()): Json {
  const result = validateRuleset(library, id);
  expect(result.resolved, `${id} resolves`).toBeDefined();
  return result.resolved!;
}

const pointers = (ds: Difference[]) => ds.map((d) => `${d.kind} ${d.pointer}`).sort();

describe('diff on fixtures with known differences', () => {
  // Antike East with four edits made by hand: the diff must report exactly these four, each at its pointer.
  const a = resolved('antike-east');
  const b = clone(a) as Json & { rondel: { order: string[] }; map: { lineups: Record<string, { nations: string[] }> }; actions: { build: { temple: { cost: Json } } }; knowHows: { items: Json } };
  b.title = 'Antike — edited';
  b.rondel.order = ['iron', 'gold', 'temple', 'maneuver-1', 'arming', 'marble', 'know-how', 'maneuver-2']; // temple and gold swapped
  b.map.lineups['3'].nations = ['arabs', 'egyptians', 'greeks']; // persians replaced (A-SET: the lineup of 3)
  b.actions.build.temple.cost = { marble: 6 };
  delete b.knowHows.items.democracy;
  const diff = diffRulesets(a, b, { names: ['East', 'the edit'] });

  it('reports each edit once, at its pointer, and nothing else', () => {
    expect(pointers(diff.differences)).toEqual([
      'changed /actions/build/temple/cost',
      'members /map/lineups/3/nations',
      'removed /knowHows/items/democracy',
      'reordered /rondel/order',
    ]);
  });

  it('compares the rondel order as an order: the moved fields, not the whole list replaced', () => {
    const d = diff.differences.find((x) => x.pointer === '/rondel/order')!;
    expect(d.moved).toEqual([
      { item: 'temple', from: 2, to: 3 },
      { item: 'gold', from: 3, to: 2 },
    ]);
    expect(d.topic).toBe('rondel');
    expect(d.tier).toBe('turn');
    expect(d.text).toContain('TEMPLE is field 3 instead of 2');
    expect(d.text).toContain('GOLD is field 2 instead of 3');
  });

  it('compares a lineup as a set of nations: who joined, who left', () => {
    const d = diff.differences.find((x) => x.pointer === '/map/lineups/3/nations')!;
    expect(d.added).toEqual(['egyptians']);
    expect(d.removed).toEqual(['persians']);
    expect(d.text).toBe('With 3 players the nations are Arabs, Egyptians and Greeks in the edit instead of Arabs, Persians and Greeks in East');
  });

  it('states a cost with the numbers of both sides', () => {
    const d = diff.differences.find((x) => x.pointer === '/actions/build/temple/cost')!;
    expect(d.text).toBe('Temples cost 6 marble in the edit instead of 5 marble in East');
    expect(d.a.value).toEqual({ marble: 5 });
    expect(d.b.value).toEqual({ marble: 6 });
    expect(d.rule).toContain('Part 3 #19');
  });

  it('names resource kinds as each side\'s ruleset does (/economy/resources)', () => {
    const renamed = clone(b) as unknown as Json & { economy: { resources: Record<string, { name: string }> } };
    renamed.economy.resources.marble.name = 'Marmor';
    const d = diffRulesets(a, renamed, { names: ['East', 'the edit'] }).differences.find((x) => x.pointer === '/actions/build/temple/cost')!;
    expect(d.text).toBe('Temples cost 6 Marmor in the edit instead of 5 marble in East');
  });

  it('a reordered lineup (same nations, another seating) is a move, not a change of members', () => {
    const c = clone(a) as typeof b;
    c.map.lineups['3'].nations = ['greeks', 'persians', 'arabs'];
    const [d, ...rest] = diffRulesets(a, c).differences;
    expect(rest).toEqual([]);
    expect(d.kind).toBe('reordered');
    expect(d.moved).toEqual([
      { item: 'arabs', from: 1, to: 3 },
      { item: 'greeks', from: 3, to: 1 },
    ]);
  });

  it('Antike vs Duellum: "Temples cost 6 marble instead of 5, plus 1 coin per adjacent temple"', () => {
    const d = diffRulesets(resolved('antike-east'), resolved('antike-duellum')).differences.find((x) => x.pointer === '/actions/build/temple/cost')!;
    expect(d.text).toBe('Temples cost 6 marble, plus 1 coin per adjacent temple in Antike Duellum instead of 5 marble in Antike');
  });
});

describe('provenance of each side', () => {
  it('marks a house rule and an estimated value from the provenance entries', () => {
    const cheap = sourceFromText('workspace/cheap-temples.variant.json', JSON.stringify({
      id: 'cheap-temples', title: 'Duellum — temples cost 5', extends: 'antike-duellum',
      patch: { actions: { build: { temple: { cost: { marble: 5 } } } }, provenance: { '/actions/build/temple/cost': { status: 'house-rule', note: '6 in the rulebook' } } },
    }));
    const library = libraryWith(cheap);
    const diff = diffRulesets(resolved('antike-duellum', library), resolved('cheap-temples', library));
    expect(diff.differences.map((d) => d.pointer)).toEqual(['/actions/build/temple/cost']);
    const [d] = diff.differences;
    expect(d.a.status).toBe('printed');
    expect(d.b.status).toBe('house-rule');
    expect(d.b.note).toBe('6 in the rulebook');
  });

  it('an estimated Duellum know-how price is estimated on that side only', () => {
    const duellum = resolved('antike-duellum');
    const changed = clone(duellum) as Json & { knowHows: { items: Record<string, { price: { first: number } }> } };
    changed.knowHows.items.strata.price.first = 99;
    const [d] = diffRulesets(changed, duellum, { names: ['the edit', 'Duellum'] }).differences;
    expect(d.pointer).toBe('/knowHows/items/strata/price/first');
    // Which Duellum prices are estimated is data: read it from the ruleset's own provenance.
    const entries = Object.entries((duellum.knowHows as { provenance?: Record<string, { status: string }> }).provenance ?? {});
    const covering = entries.filter(([p]) => isPointerPrefix(p, '/items/strata/price/first')).sort((x, y) => y[0].length - x[0].length)[0];
    expect(d.b.status).toBe(covering?.[1].status ?? 'printed');
    // A guess says so in the sentence too (the edit kept Duellum's provenance, so its 99 counts as estimated as well).
    const mark = (s: { status: string }) => (s.status === 'estimated' ? ' (estimated)' : '');
    expect(d.text).toBe(`STRATA costs the first nation to develop it ${(duellum.knowHows as { items: { strata: { price: { first: number } } } }).items.strata.price.first}${mark(d.b)} in Duellum instead of 99${mark(d.a)} in the edit`);
  });
});

describe('what a reader can trust and tell apart (UX audit)', () => {
  const east = resolved('antike-east');
  const duellum = resolved('antike-duellum');
  const diff = diffRulesets(east, duellum);

  it('which nations play is printed in both games: their estimated piece colours and start cities do not mark it "estimated" (UX review)', () => {
    const nations = diff.differences.find((x) => x.pointer === '/map/nations')!;
    expect(nations.kind).toBe('members');
    // Before: "estimated (parts printed)" for Antike (its piece colours are guesses) and "derived" for Duellum (its
    // colours come from the worked examples).
    expect([provenanceLabel(nations.a).text, provenanceLabel(nations.b).text]).toEqual(['printed', 'printed']);
    const twoPlayers = diff.differences.find((x) => x.pointer === '/map/lineups/2/nations')!;
    // Both games print which nations play with 2 players (A-SET-12, D-COMP-02); the list's order is a default seating
    // the players choose, not a rule (A-TURN-03), so it does not make the nations "estimated" (a review as users). The
    // start cities stay estimated: /map/lineups/2/startCities.
    expect(provenanceLabel(twoPlayers.b).text).toBe('printed');
    expect(provenanceLabel(twoPlayers.a).text).toBe('printed');
    expect(provenanceLabel(diff.differences.find((x) => x.pointer === '/map/lineups/2/startCities')!.b).lead).toBe('estimated');
  });

  it('a know-how list with guessed prices leads its badge with "estimated" and names each guessed price', () => {
    const d = diff.differences.find((x) => x.pointer === '/knowHows/items')!;
    // rulesets/base/antike-duellum/know-hows.json: STRATA, MONETA and RES PUBLICA prices, NAVIGATIO's first and
    // COMMERCIUM's later price are estimated; NAVIGATIO's later 3 and COMMERCIUM's first 9 are printed.
    expect(provenanceLabel(d.b).lead).toBe('estimated');
    expect(provenanceLabel(d.b).text).toMatch(/^estimated \(parts .*printed/);
    expect(formatText(diff)).toContain('antike-duellum: estimated (parts derived, printed)]');
    // Before: one sentence of ~600 characters with every know-how's prices and effects of both games. Now a short one:
    // the names, the first three of each side and how many more, and how many of the prices are guesses.
    expect(d.text).toBe("Antike Duellum has 5 know-hows (STRATA, NAVIGATIO, MONETA and 2 more) and Antike 8 (WHEEL, SAILING, MARKET and 5 more); none is in both. Of Antike Duellum's 10 prices, 8 are estimated");
    // Each know-how's prices, effect and prerequisites are in the list its names open, a guessed price marked there too.
    const [duellumList, antikeList] = d.lists!;
    expect(duellumList.shown).toBe('STRATA, NAVIGATIO, MONETA and 2 more');
    expect(duellumList.items).toEqual([
      'STRATA (costs 5 for the first nation and 2 later, both estimated; legions move up to 2)',
      'NAVIGATIO (costs an estimated 6 for the first nation, 3 later; galleys move up to 2)',
      'MONETA (costs 8 for the first nation and 5 later, both estimated; +1 per production)',
      'RES PUBLICA (costs 7 for the first nation and 4 later, both estimated; +1 city defence)',
      'COMMERCIUM (costs 9 for the first nation, an estimated 6 later; trade 3:2)',
    ]);
    // Antike's printed prices carry no mark; a prerequisite is named.
    expect(antikeList.items).toHaveLength(8);
    expect(antikeList.items[0]).toBe('WHEEL (costs 7 for the first nation, 3 later; legions move up to 2)');
    expect(antikeList.items[4]).toBe('ROADS (costs 10 for the first nation, 5 later; legions move up to 3; needs WHEEL)');
    // Nothing is lost where there is no hover: the text output prints every know-how whole.
    expect(formatText(diff)).toContain('\n    all 5: STRATA (costs 5 for the first nation and 2 later, both estimated; legions move up to 2), NAVIGATIO');
    // A side of three or fewer is said whole in the sentence.
    const small = clone(duellum) as Json & { knowHows: { items: Json } };
    for (const id of ['moneta', 'res-publica', 'commercium']) delete small.knowHows.items[id];
    const two = diffRulesets(east, small, { names: ['East', 'the edit'] }).differences.find((x) => x.pointer === '/knowHows/items')!;
    expect(two.text).toMatch(/^The edit has 2 know-hows \(STRATA \(costs 5 for the first nation and 2 later, both estimated; legions move up to 2\) and NAVIGATIO \(costs an estimated 6 /);
  });

  it("the event deck names the cards in play and says in the sentence which are guesses or house rules (D-COMP-07)", () => {
    const d = diff.differences.find((x) => x.pointer === '/eventCards')!;
    // rulesets/base/antike-duellum/event-cards.json: 4 cards of printed text, 21 counted but unknown (estimated, kept
    // out of the shuffled deck), 2 blank cards at 0 copies.
    // The 2 blank cards are beside the 25, not among them (D-COMP-07: 25 cards and 2 blank ones; a review as users).
    expect(d.text).toContain('25 event cards, and 2 blank cards to write: 4 kinds in play (Academy, Earthquake, Burglary and Fortress); 21 whose text no source prints (estimated, left out of play); 3 face up');
    // The house rules are counted and named apart from the printed cards, so a shortened list never hides which are
    // house rules behind "and 15 more" (before: each of 22 names with its own mark, in one run).
    const house = diffRulesets(east, resolved('antike-duellum-house-events')).differences.find((x) => x.pointer === '/eventCards')!;
    expect(house.text).toContain('22 kinds in play (Academy, Earthquake, Burglary and Fortress, and 18 house rules: Tribute, Reforms, Plague and 15 more)');
    expect(house.lists).toEqual([{ shown: 'Tribute, Reforms, Plague and 15 more', items: expect.arrayContaining(['Tribute', 'Spy network']) }]);
    expect(house.lists![0].items).toHaveLength(18);
  });

  it('the weakest status leads a badge: estimated, house rule, fan data, derived, printed', () => {
    const side = (status: string, below: string[]) => ({ pointer: '/x', present: true, value: 1, status, below }) as never;
    expect(provenanceLabel(side('printed', ['derived', 'estimated'])).text).toBe('estimated (parts derived, printed)');
    expect(provenanceLabel(side('printed', ['house-rule'])).text).toBe('house-rule (parts printed)');
    expect(provenanceLabel(side('derived', ['printed'])).text).toBe('derived (parts printed)');
    expect(provenanceLabel(side('printed', [])).text).toBe('printed');
  });

  it('names each pair of rondel fields once, though both rondels have two maneuver fields', () => {
    const d = diff.differences.find((x) => x.pointer === '/rondel/fields')!;
    expect(d.text).toBe('The rondel works the same (the same 8 actions in the same clockwise order); only the names differ — IRON = FERRUM, TEMPLE = TEMPLUM, GOLD = AURUM, MANEUVER = DUELLUM, ARMING = MILITIA, MARBLE = MARMOR, KNOW-HOW = SCIENTIA (Antike = Antike Duellum)');
  });

  it('an unlimited bank (null) reads as unlimited, never "none coins"', () => {
    const d = diff.differences.find((x) => x.pointer === '/supply/coins')!;
    expect(d.b.value).toBeNull();
    expect(d.text).toBe("The bank's coins are unlimited (estimated) in Antike Duellum instead of limited to 30 in Antike");
    for (const x of diff.differences) expect(x.text, x.pointer).not.toMatch(/\bnone (coins|cards|temples)\b/);
  });

  it('no coin reads "no coin", and town walls say where they come from in personages, not "the VP track at 0/1/2"', () => {
    const text = (pointer: string) => diff.differences.find((x) => x.pointer === pointer)!.text;
    // Before: "each nation takes no coin in Antike Duellum", a rule that reads as if it took something (UX review).
    expect(text('/economy/coinsPerRound')).toBe('In Antike each nation takes 1 coin at the start of every round; in Antike Duellum no nation does (each production earns 1 coin instead)');
    expect(text('/actions/produce/coins')).toBe('Each production action earns 1 coin in Antike Duellum instead of no coin in Antike');
    // D-VPT-01..03: wall symbols at 0, 1, 2, 3, 5, 7 of the personage track; the one at 0 is the starting wall.
    expect(text('/actions/build/townWall')).toContain('a nation gets one to start with, then one more on reaching 1, 2, 3, 5 and 7 personages');
    for (const x of diff.differences) expect(x.text, x.pointer).not.toMatch(/\b0 coins\b|VP track/);
  });

  it('a variant whose title shortens to a word of the other title gets names a reader can tell apart', () => {
    const five = sourceFromText('workspace/duellum-temples-5.variant.json', JSON.stringify({
      id: 'duellum-temples-5', title: 'Duellum — temples cost 5', extends: 'antike-duellum',
      patch: { actions: { build: { temple: { cost: { marble: 5 } } } }, provenance: { '/actions/build/temple/cost': { status: 'house-rule', note: '6 in the rulebook' } } },
    }));
    const library = libraryWith(five);
    const [d] = diffRulesets(resolved('antike-duellum', library), resolved('duellum-temples-5', library)).differences;
    // Before: "Temples cost 5 marble … in Duellum instead of 6 marble … in Antike Duellum" — the same game to a reader.
    // Full titles with dashes of their own are quoted, or the sentence reads as one run-on clause.
    expect(d.text).toBe('Temples cost 5 marble, plus 1 coin per adjacent temple in “Duellum — temples cost 5” instead of 6 marble, plus 1 coin per adjacent temple in “Antike Duellum — Rome vs Carthage”');
    expect(sideNames({ title: 'Antike — East board' }, { title: 'Antike Duellum — Rome vs Carthage' })).toEqual(['Antike', 'Antike Duellum']);
    expect(sideNames({ title: 'Antike Duellum — Rome vs Carthage' }, { title: 'Antike Duellum — Greece vs Persia' })).toEqual(['Rome vs Carthage', 'Greece vs Persia']);
    // A variation described in lower case or by a number is a variant by that name, a board side the board:
    // "in 3 players to 12", "“special units” has …" and "in East board" read as no name at all.
    expect(sideNames({ title: 'Antike Duellum — Rome vs Carthage' }, { title: 'Antike Duellum — special units' })).toEqual(['Rome vs Carthage', 'the “special units” variant']);
    expect(sideNames({ title: 'Antike — East board' }, { title: 'Antike — 3 players to 12' })).toEqual(['the East board', 'the “3 players to 12” variant']);
    // Titles that cannot be told apart even in full: each game's name with its id, as the headers give them.
    expect(sideNames({ id: 'x', title: 'Duellum' }, { id: 'y', title: 'Antike Duellum' })).toEqual(['Duellum (x)', 'Antike Duellum (y)']);
    expect(sideNames({ id: 'x', title: 'Antike — expert' }, { id: 'y', title: 'Antike — expert' })).toEqual(['Antike (x)', 'Antike (y)']);
    // Without a title, or with the same id too, there is nothing better than the ids.
    expect(sideNames({ id: 'x' }, { id: 'y' })).toEqual(['x', 'y']);
  });
});

describe('the teach page in a player\'s words (UX review of /diff?a=antike-east&b=antike-duellum&mode=teach)', () => {
  const east = resolved('antike-east');
  const duellum = resolved('antike-duellum');
  const diff = diffRulesets(east, duellum);

  it('no difference reads "not set in …": a value left out says what that means for a player', () => {
    for (const d of [...diff.differences, ...diffRulesets(duellum, east).differences]) expect(d.text, d.pointer).not.toMatch(/not set in/);
    // Duellum marks its cities with shared tokens, so it has no stones per nation (Part 3 #7).
    expect(diff.differences.find((d) => d.pointer === '/supply/cityStonesPerNation')!.text).toBe("City pieces: 25 city stones per nation in Antike; Antike Duellum has no city stones of a nation's own (its cities take shared city tokens)");
  });

  it('a value one side leaves out where the engine defaults to the other side\'s value is no difference (AMB-D18)', () => {
    // Antike states no coinsWhenNothingProduced; the engine gains the coin unless it is false, as Duellum states.
    expect(getAtPointer(east, '/actions/produce/coinsWhenNothingProduced')).toBeUndefined();
    expect(getAtPointer(duellum, '/actions/produce/coinsWhenNothingProduced')).toBe(true);
    expect(diff.differences.map((d) => d.pointer)).not.toContain('/actions/produce/coinsWhenNothingProduced');
    // Set to the other value, it is a difference, stated with the default the other side plays by.
    const off = clone(duellum) as Json & { actions: { produce: Json } };
    off.actions.produce.coinsWhenNothingProduced = false;
    expect(diffRulesets(east, off).differences.find((d) => d.pointer === '/actions/produce/coinsWhenNothingProduced')!.text).toBe('A production that yields nothing still earns its coin: no in Antike Duellum instead of yes in Antike');
  });

  it('the adjacent-temple surcharge is said once, in the temple cost, which covers its pointer and provenance (D-TEMP-02)', () => {
    const temple = diff.differences.filter((d) => /adjacent temple/.test(d.text));
    expect(temple.map((d) => d.pointer)).toEqual(['/actions/build/temple/cost']);
    expect(temple[0].text).toBe('Temples cost 6 marble, plus 1 coin per adjacent temple in Antike Duellum instead of 5 marble in Antike');
    expect(temple[0].covers).toEqual(['/actions/build/temple/cost', '/actions/build/temple/adjacentTempleSurcharge']);
    expect(temple[0].sides).toEqual({ a: '5 marble', b: '6 marble, plus 1 coin per adjacent temple' });
    expect(diff.differences.map((d) => d.pointer)).not.toContain('/actions/build/temple/adjacentTempleSurcharge');
  });

  it('an estimated surcharge folded into the temple cost keeps its mark, in the badge and the sentence', () => {
    const guessed = clone(duellum) as Json & { provenance: Record<string, unknown> };
    guessed.provenance = { ...guessed.provenance, '/actions/build/temple/adjacentTempleSurcharge': { status: 'estimated', note: 'a test guess' } };
    const d = diffRulesets(east, guessed).differences.find((x) => x.pointer === '/actions/build/temple/cost')!;
    expect(provenanceLabel(d.b).text).toBe('estimated (parts printed)');
    expect(d.text).toContain('6 marble, plus 1 coin per adjacent temple (surcharge estimated) in Antike Duellum');
  });

  it('with only the surcharge changed, it is its own difference', () => {
    const dearer = clone(duellum) as Json & { actions: { build: { temple: Json } } };
    dearer.actions.build.temple.adjacentTempleSurcharge = { coin: 2 };
    const ds = diffRulesets(duellum, dearer).differences;
    expect(ds.map((d) => d.pointer)).toEqual(['/actions/build/temple/adjacentTempleSurcharge']);
  });
});

describe('event cards in the words of their card text (UX review: "op gain, player self, currency coin, …")', () => {
  const duellum = resolved('antike-duellum');
  const house = resolved('antike-duellum-house-events');
  const diff = diffRulesets(duellum, house);
  const card = (r: Json, id: string) => (r as unknown as Ruleset).eventCards!.cards[id] as EventCard;

  it("a card's effects read as the card designer's card text, from the effect describers (engine/effects/ops/)", () => {
    const tribute = describeEffects(card(house, 'blank-1').effects, house as unknown as Ruleset, 'own-turn');
    expect(tribute).toBe("Take one third of your opponent's coins (rounded up) from your opponent.");
    const edited = clone(house) as unknown as Ruleset;
    edited.eventCards!.cards['blank-1'].effects = [];
    const [d, ...rest] = diffRulesets(house, edited as unknown as Json, { names: ['house events', 'the edit'] }).differences;
    expect(rest).toEqual([]);
    expect(d.text).toBe(`Event card Tribute does: “Nothing happens.” in the edit instead of “${tribute}” in house events`);
    // The /diff page's two value columns say the same, not "op gain, player self, currency coin, …".
    expect(d.sides).toEqual({ a: tribute, b: 'Nothing happens.' });
  });

  it('when a card is played is one difference, in the words of the card text, with the rondel field by name (D-EV-08)', () => {
    const edited = clone(house) as unknown as Ruleset;
    edited.eventCards!.cards['blank-2'].play = { when: 'own-turn' };
    const played = diffRulesets(house, edited as unknown as Json, { names: ['house events', 'the edit'] }).differences;
    expect(played.map((x) => x.pointer)).toEqual(['/eventCards/cards/blank-2/play']);
    expect(played[0].text).toBe('Event card Reforms is played: “Play on your own turn.” in the edit instead of “Play when you have chosen SCIENTIA on the rondel, during that action.” in house events');
  });

  it('a blank card a variant writes is one difference, the card as written, standing for its name, copies, timing and effects (D-COMP-07)', () => {
    const reforms = diff.differences.filter((x) => x.pointer.startsWith('/eventCards/cards/blank-2'));
    // Before: four sentences, each naming the card twice ("Event card Reforms (Blank card 2 in Rome vs Carthage): 1 copy … instead of 0 copies …").
    expect(reforms.map((x) => x.pointer)).toEqual(['/eventCards/cards/blank-2']);
    const [d] = reforms;
    expect(d.text).toBe(`In the “house events” variant Blank card 2 is written as Reforms (1 copy): “${describeCard(card(house, 'blank-2'), house as unknown as Ruleset)}”; in Rome vs Carthage it stays blank, out of the deck`);
    expect(d.covers).toEqual(expect.arrayContaining(['/eventCards/cards/blank-2/name', '/eventCards/cards/blank-2/copies', '/eventCards/cards/blank-2/play', '/eventCards/cards/blank-2/effects']));
    expect(d.b.status).toBe('house-rule');
    expect(d.sides).toEqual({ a: `Blank card 2 (no copies): “${describeCard(card(duellum, 'blank-2'), duellum as unknown as Ruleset)}”`, b: expect.stringMatching(/^Reforms \(1 copy\): “Play when you have chosen SCIENTIA/) });
    expect(diff.differences.filter((x) => x.pointer.startsWith('/eventCards/cards/blank-1')).map((x) => x.pointer)).toEqual(['/eventCards/cards/blank-1']);
  });

  it('no event-card difference reads as data: no op, player or currency keys, no pointer labels', () => {
    for (const x of diff.differences) expect(x.text, x.pointer).not.toMatch(/\bop (gain|modify)\b|\bplayer self\b|\bcurrency\b|\bparam\b|›/);
  });

  it('a card only one side has is named with its copies and its card text', () => {
    const raid = { name: 'Raid', copies: 2, play: { when: 'own-turn' }, effects: [{ op: 'gain', player: 'self', currency: 'coin', amount: 2, from: 'opponent' }] };
    const variant = sourceFromText('workspace/duellum-raid.variant.json', JSON.stringify({ id: 'duellum-raid', title: 'Duellum with Raid', extends: 'antike-duellum', patch: { eventCards: { cards: { raid } }, provenance: { '/eventCards/cards/raid': { status: 'house-rule', note: 'a test card' } } } }));
    const library = libraryWith(variant);
    const withRaid = resolved('duellum-raid', library);
    const [d] = diffRulesets(resolved('antike-duellum', library), withRaid).differences;
    expect(d.pointer).toBe('/eventCards/cards/raid');
    expect(d.text).toBe(`Duellum with Raid has the event card Raid (2 copies): “${describeCard(raid as EventCard, withRaid as unknown as Ruleset)}”; Antike Duellum has no such card`);
  });
});

describe('a ruleset is taught by the player counts it seats', () => {
  // The standard 2-player Antike (four nations, two per player, A-SET-12) against Duellum, as a teacher picks them.
  const two = diffRulesets(resolved('antike-two-players'), resolved('antike-duellum'));
  const at = (pointer: string) => two.differences.find((x) => x.pointer === pointer)!.text;

  it('states the target the 2-player game plays to, not the 3-player one', () => {
    // Before: "… 9 personages with 2 nations in Antike Duellum instead of 10 personages with 3 nations, 9 … with 4, …".
    expect(at('/victory/targetByNations')).toBe('To win, a nation needs 9 personages with 2 nations in Antike Duellum instead of 9 personages with 4 nations in Antike (Antike also lists targets for 3, 5 and 6 nations, never in play with 2 players)');
  });

  it('says that set-ups for player counts the ruleset does not seat are never used', () => {
    expect(at('/map/lineups')).toBe('Only Antike has set-ups for 3, 4, 5 and 6 players (never used: Antike is played by 2 players)');
  });

  it('leaves a ruleset that seats every count it lists as it was', () => {
    const east = diffRulesets(resolved('antike-east'), resolved('antike-duellum'));
    expect(east.differences.find((x) => x.pointer === '/victory/targetByNations')!.text).toBe('To win, a nation needs 9 personages with 2 nations in Antike Duellum instead of 10 personages with 3 nations, 9 personages with 4 nations, 8 personages with 5 nations, 7 personages with 6 nations in Antike');
    expect(east.differences.find((x) => x.pointer === '/map/lineups')!.text).toBe('Only Antike has set-ups for 3, 4, 5 and 6 players');
  });
});

describe('each built-in variant against its parent, as a designer reads it (diff page and library)', () => {
  const texts = (id: string, parent: string) => diffRulesets(resolved(parent), resolved(id)).differences.map((d) => d.text);

  it('the special units: which nation gets which unit and what it does, without "“special units” has the special unit"', () => {
    expect(texts('antike-duellum-special-units', 'antike-duellum')).toEqual([
      'The “special units” variant gives the Romans an Admiral (fights as a galley, armed for 3 iron only at a city with a temple, +1 in conquests, survives conquests); Rome vs Carthage has no Admiral',
      'The “special units” variant gives the Carthaginians a Commander (fights as a legion, armed for 3 iron only at a city with a temple, +1 in conquests, survives conquests); Rome vs Carthage has no Commander',
    ]);
  });

  it('3 players to 12: the variant by its name, and only the target that changes for the count both play', () => {
    expect(texts('antike-three-players-12', 'antike-east')).toEqual([
      'To win with 3 nations, a nation needs 12 personages in the “3 players to 12” variant instead of 10 on the East board',
      'Players: exactly 3 in the “3 players to 12” variant instead of 2–6 on the East board',
    ]);
    // The other way round, the counts only the East board plays are taught with their targets.
    expect(texts('antike-east', 'antike-three-players-12')).toContain('To win with 3 nations, a nation needs 10 personages on the East board instead of 12 in the “3 players to 12” variant; with 4, 5 and 6 nations, played only on the East board, 9, 8 and 7');
  });

  it("the West board: a nation's drawing colour is no rule, so no sentence reads a hex code; the colour of its pieces is one", () => {
    const west = diffRulesets(resolved('antike-east'), resolved('antike-west')).differences;
    for (const d of west) expect(d.text, d.pointer).not.toMatch(/#[0-9A-F]{6}|drawn in/i);
    expect(west.map((d) => d.pointer)).not.toContain('/map/nations/persians/hex');
    expect(west.find((d) => d.pointer === '/map/nations/persians/color')!.text).toBe('The Persians play yellow (estimated) on the West board instead of red (estimated) on the East board');
    // Two rulesets that differ only in how the workbench draws a nation play by the same rules.
    const east = resolved('antike-east');
    const redrawn = clone(east) as Json & { map: { nations: Record<string, { hex: string }> } };
    redrawn.map.nations.persians.hex = '#D4A017';
    expect(diffRulesets(east, redrawn).differences).toEqual([]);
  });

  it("a resource's colour is the workbench's drawing of its chips, no rule: changed or left out, no difference", () => {
    const duellum = resolved('antike-duellum') as Json & { economy: { resources: Record<string, { color?: string }> } };
    const redrawn = clone(duellum) as typeof duellum;
    delete redrawn.economy.resources.marble.color;
    redrawn.economy.resources.iron.color = '#000000';
    // Before: "Economy › resources › marble › color: #f3efe6 in Antike Duellum; the edit has no such rule", and the like.
    expect(diffRulesets(duellum, redrawn).differences).toEqual([]);
  });

  it('the West board: boards read "on the East board", set-ups as prose, the board name quoted', () => {
    const west = texts('antike-west', 'antike-east');
    expect(west).toContain('The board is “Antike: West (Roman Empire) board, approximation” on the West board instead of “Antike: East (Orient) board” on the East board');
    expect(west).toContain('With 2 players each player runs two nations (Romans and Phoenicians; Germanic tribes and Greeks) on the West board instead of two nations (Persians and Phoenicians; Greeks and Arabs) on the East board');
    expect(west).toContain('With 3 players the start player is the Germanic tribes on the West board instead of the Arabs on the East board');
    expect(west).toContain('With 3 players the nations are Germanic tribes, Greeks and Romans on the West board instead of Arabs, Persians and Greeks on the East board');
    expect(west.find((t) => t.startsWith('Another board'))).toMatch(/^Another board: the West board has 50 regions \(50 with a city site\), the East board 50/);
  });

  it('the two-player game with double material: one nation each, the start player drawn at random', () => {
    const double = texts('antike-two-players-double', 'antike-east');
    expect(double).toContain('With 2 players each player runs one nation in the “2 players, one nation with double material” variant instead of two nations (Persians and Phoenicians; Greeks and Arabs) on the East board');
    expect(double).toContain('With 2 players the start player is drawn at random in the “2 players, one nation with double material” variant instead of the Phoenicians on the East board');
  });

  it('the expert and military variants: the extra personage one side has, and what a General is worth', () => {
    expect(texts('antike-expert', 'antike-east')).toEqual(['A nation with every know-how takes an extra personage from the largest stack on the East board; in the “expert” variant it takes none']);
    expect(texts('antike-military', 'antike-east')).toContain('Each General is worth 2 victory points in the “military” variant instead of 1 victory point on the East board');
  });

  it("the diff page's value columns say each side's value in the sentence's words, never ids or data", () => {
    const sides = (id: string, parent: string, pointer: string) => diffRulesets(resolved(parent), resolved(id)).differences.find((d) => d.pointer === pointer)!.sides;
    // Before: "only here: romans, germanic-tribes, carthaginians", "min: 2, max: 6", "3: 10, 4: 9, 5: 8, 6: 7", "chosen from lineup".
    expect(sides('antike-west', 'antike-east', '/map/nations')).toEqual({ a: '3 of its own: Arabs, Egyptians and Babylonians', b: '3 of its own: Romans, Germanic tribes and Carthaginians' });
    expect(sides('antike-west', 'antike-east', '/map/lineups/3/startNation')).toEqual({ a: 'the Arabs', b: 'the Germanic tribes' });
    expect(sides('antike-west', 'antike-east', '/map/lineups/6/startCities')?.b).toMatch(/^Greeks: Sparta, Athenae, Corinthus; Romans: Genua/);
    expect(sides('antike-three-players-12', 'antike-east', '/players')).toEqual({ a: '2–6', b: 'exactly 3' });
    expect(sides('antike-three-players-12', 'antike-east', '/victory/targetByNations')?.b).toBe('12 personages with 3 nations, 9 personages with 4 nations, 8 personages with 5 nations, 7 personages with 6 nations');
    expect(sides('antike-longer-game', 'antike-east', '/setup/startCities/selection')).toEqual({ a: 'all those listed for it', b: 'chosen by the nation from those listed for it' });
    // A value one side leaves out shows the default that side plays by.
    expect(sides('antike-military', 'antike-east', '/personages/stacks/general/victoryPoints')).toEqual({ a: '1 victory point', b: '2 victory points' });
    expect(sides('antike-duellum-greece-persia', 'antike-duellum', '/map/regions/mare-ionium/borders')?.a).toBe('7 of its own: Apollonia, Brundisium, Croton, Mare Adriaticum, Mare Africum, Syracusae and Tacape');
  });

  it('no sentence of any built-in variant opens in lower case, doubles a word or names a side without its article', () => {
    const library = builtInLibrary();
    for (const source of library.values()) {
      if (source.kind !== 'variant') continue;
      const parent = (source.document.value as { extends: string }).extends;
      for (const swap of [false, true]) {
        for (const d of diffRulesets(resolved(swap ? source.id : parent), resolved(swap ? parent : source.id)).differences) {
          expect(d.text, `${source.id}: ${d.pointer}`).toMatch(/^[A-Z]/);
          expect(d.text, `${source.id}: ${d.pointer}`).not.toMatch(/\b(\w+) \1\b|\b[Ii]n (East|West) board|(in|”) \d+ players to/);
          for (const side of [d.sides?.a ?? '', d.sides?.b ?? '']) expect(side, `${source.id}: ${d.pointer}`).not.toMatch(/\b(\w+) \1\b/);
        }
      }
    }
  });
});

describe('variants and self-diffs', () => {
  const library = builtInLibrary();
  const ids = [...library.keys()];

  it.each(ids)('%s against itself is empty', (id) => {
    const r = resolved(id);
    expect(diffRulesets(r, clone(r)).differences).toEqual([]);
    expect(formatText(diffRulesets(r, r))).toContain('No differences.');
  });

  const variants = ids.filter((id) => library.get(id)!.kind === 'variant');
  it.each(variants)('%s against its parent shows only what the variant changes, and all of it', (id) => {
    const source = library.get(id)!;
    const doc = source.document.value as { extends: string; patch?: unknown };
    const parent = resolved(doc.extends);
    const child = resolved(id);
    const diff = diffRulesets(parent, child);
    // What the variant writes: its patch (provenance excluded) and the sections it replaces from files.
    const written = [...summarizePatch(parent, doc.patch ?? {}).map((c) => c.pointer), ...Object.keys(source.parts).map((s) => `/${s}`)];
    const related = (p: string) => written.some((w) => isPointerPrefix(w, p) || isPointerPrefix(p, w));
    for (const d of diff.differences) expect(related(d.a.pointer) || related(d.b.pointer), `${d.pointer} is not something ${id} changes`).toBe(true);
    // Every value the variant really changes shows up (a patch may restate a parent value; that is no change).
    for (const w of written) {
      const before = getAtPointer(parent, w);
      const after = getAtPointer(child, w);
      if (deepEqual(before, after) || onlySkippedKeysDiffer(before, after) || rootText.has(w)) continue;
      expect(diff.differences.some((d) => isPointerPrefix(w, d.pointer) || isPointerPrefix(d.pointer, w)), `${id} changes ${w} but the diff does not say so`).toBe(true);
    }
    expect(diff.differences.length).toBeGreaterThan(0);
  });

  // The library's "What it changes" column shows these sentences: a designer reads them without the data beside.
  it.each(variants)('%s against its parent reads as sentences: no path labels, no data, no ids where a name exists', (id) => {
    const parent = resolved((library.get(id)!.document.value as { extends: string }).extends);
    const child = resolved(id);
    // An id read out as words ("mare ionium", "persians") where the member has a name ("Mare Ionium", "Persians").
    const asWords = (key: string) => key.replace(/-/g, ' ');
    const idWords = (r: Json) => ['/map/regions', '/map/nations', '/eventCards/cards', '/knowHows/items', '/personages/stacks', '/specialUnits'].flatMap((p) => {
      const collection = getAtPointer(r, p);
      return isPlainObject(collection) ? Object.entries(collection).filter(([key, x]) => isPlainObject(x) && typeof x.name === 'string' && x.name !== asWords(key) && x.name.toLowerCase() === asWords(key)).map(([key]) => asWords(key)) : [];
    });
    const ids = new Set([...idWords(parent), ...idWords(child)]);
    for (const d of diffRulesets(parent, child).differences) {
      expect(d.text, d.pointer).not.toMatch(/›|undefined|\[object|[{}]|\b1 (victory points|cities|copies)\b/);
      for (const words of ids) expect(d.text, `${d.pointer} names ${words} by its id`).not.toMatch(new RegExp(`(^|[^\\p{L}])${words}($|[^\\p{L}])`, 'u'));
    }
  });
});

/** Names and notes of the ruleset itself, which the diff's header shows rather than lists. */
const rootText = new Set(['/id', '/title', '/summary', '/notes', '/sources', '/family']);

/** Display text, geo positions and provenance are not rules; the diff ignores them on purpose. */
function onlySkippedKeysDiffer(a: unknown, b: unknown): boolean {
  const strip = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(strip);
    if (!isPlainObject(v)) return v;
    return Object.fromEntries(Object.entries(v).filter(([k]) => !['provenance', '$schema', 'description', 'text', 'cardText', 'nameDe', 'geo'].includes(k)).map(([k, x]) => [k, strip(x)]));
  };
  return deepEqual(strip(a), strip(b));
}

describe('the docs/rules-spec.md Part 3 table "difference → field" (rulesets/README.md) in antike-east vs antike-duellum', () => {
  const readme = readFileSync(path.resolve(import.meta.dirname, '../../rulesets/README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Every Antike/Duellum difference as a field'));
  const rows = section.split('\n').filter((l) => /^\| [\d,—]+ \|/.test(l)).map((line) => {
    const cells = line.split('|').map((c) => c.trim());
    const [number, topic, field] = [cells[1], cells[2], cells[3]];
    // Pointers are the backticked tokens starting with '/'; <players>, <n>, <unit> stand for any key.
    const patterns = [...field.matchAll(/`([^`]+)`/g)].map((m) => m[1]).filter((t) => t.startsWith('/')).map((t) => t.replace(/<[^>]+>/g, '*'));
    return { number, topic, patterns: [...patterns, ...(extraFields[number] ?? [])] };
  });
  const a = resolved('antike-east');
  const b = resolved('antike-duellum');
  const diff = diffRulesets(a, b);

  it('reads every row of the table', () => {
    expect(rows.length).toBeGreaterThanOrEqual(45);
  });

  // Rows whose values are equal in both games (docs/rules-spec.md marks them "="), row 48 ("same | same"), row 59
  // (special units are in a Duellum variant, not the base game) and the military scoring row (an Antike
  // variation); the last two are checked against their variants below.
  const sameInBoth = ['18', '22', '48', '59', '—'];
  const notAField = ['58']; // "Variations": whole variant files, not a field of one ruleset.

  for (const row of rows) {
    it(`row ${row.number}: ${row.topic}`, () => {
      if (notAField.includes(row.number)) return void expect(row.patterns).toEqual([]);
      expect(row.patterns.length, 'the row names at least one pointer').toBeGreaterThan(0);
      const concrete = row.patterns.flatMap((p) => expand(p, a, b));
      const differs = concrete.some((p) => !deepEqual(getAtPointer(a, p), getAtPointer(b, p)));
      const reported = diff.differences.filter((d) => row.patterns.some((p) => covers(d, p, a, b)));
      if (sameInBoth.includes(row.number)) {
        expect(differs, 'the values are the same in both games').toBe(false);
        expect(reported.map((d) => d.pointer)).toEqual([]);
      } else {
        expect(differs, 'the values differ between the games').toBe(true);
        expect(reported.length, `a difference at ${row.patterns.join(', ')}`).toBeGreaterThan(0);
        for (const d of reported) expect(d.text.length).toBeGreaterThan(20);
      }
    });
  }

  it('row —: the Antike military variation scores victory points, the general worth 2', () => {
    const military = diffRulesets(a, resolved('antike-military'));
    expect(pointers(military.differences)).toContain('changed /victory/measure');
    expect(pointers(military.differences)).toContain('added /personages/stacks/general/victoryPoints');
  });

  it('row 59: the Duellum special-units variant adds the Admiral and the Commander', () => {
    const special = diffRulesets(b, resolved('antike-duellum-special-units'));
    expect(pointers(special.differences)).toEqual(['added /specialUnits/admiral', 'added /specialUnits/commander']);
    expect(special.differences[0].topic).toBe('special-units');
  });
});

/** Fields a row names in words rather than as pointers (row 37: the town wall's defence and the defence know-hows). */
const extraFields: Record<string, string[]> = {
  '37': ['/actions/build/townWall/defense', '/knowHows/items/*/modifiers'],
};

/** Concrete pointers for a pattern with '*' segments, in either ruleset. */
function expand(pattern: string, a: unknown, b: unknown): string[] {
  let prefixes: string[][] = [[]];
  for (const seg of parsePointer(pattern)) {
    if (seg !== '*') prefixes = prefixes.map((p) => [...p, seg]);
    else prefixes = prefixes.flatMap((p) => [...new Set([a, b].flatMap((r) => { const v = getAtPointer(r, toPointer(p)); return isPlainObject(v) ? Object.keys(v) : Array.isArray(v) ? v.map((_, i) => String(i)) : []; }))].map((k) => [...p, k]));
  }
  return prefixes.map(toPointer);
}

/**
 * A difference covers a pattern when it is at or below one of its concrete pointers, or above one that exists
 * in the value it reports (an added section, or a collection whose members differ, holds the field).
 */
function covers(d: Difference, pattern: string, a: unknown, b: unknown): boolean {
  for (const p of expand(pattern, a, b)) {
    for (const side of [d.a, d.b]) {
      if (isPointerPrefix(p, side.pointer)) return true;
      if (side.pointer !== '' && isPointerPrefix(side.pointer, p) && side.present && getAtPointer(side.value, p.slice(side.pointer.length)) !== undefined) return true;
    }
  }
  return false;
}

describe('robustness: values that break the schema still get words', () => {
  const base = resolved('antike-duellum');
  it('a renamed rondel field is named by its names, not its id ("Rondel field templum is called …")', () => {
    const renamed = clone(base) as Json & { rondel: { fields: Record<string, { name: string }> } };
    renamed.rondel.fields.templum.name = 'TEMPLE OF JUNO';
    expect(diffRulesets(base, renamed, { names: ['Duellum', 'the edit'] }).differences.map((d) => d.text)).toEqual(['A rondel field is renamed: TEMPLE OF JUNO in the edit instead of TEMPLUM in Duellum']);
  });

  it('the words that end a rule go with each side\'s value, not after the comparison ("up to 4 in B instead of 3 in A fields for free")', () => {
    const edited = clone(base) as Json & { rondel: { freeSteps: number }; units: { legion: { moves: number } }; actions: { arm: { perCity: number }; maneuver: { conquest: { baseDefense: number } }; build: { townWall: { defense: number } } } };
    edited.rondel.freeSteps = 4;
    edited.units.legion.moves = 2;
    edited.actions.arm.perCity = 2;
    edited.actions.maneuver.conquest.baseDefense = 2;
    edited.actions.build.townWall.defense = 2;
    const texts = diffRulesets(base, edited, { names: ['Duellum', 'the edit'] }).differences.map((d) => d.text);
    expect(texts).toEqual(expect.arrayContaining([
      'The rondel stone moves for free up to 4 fields in the edit instead of 3 fields in Duellum',
      'A legion moves 2 steps per maneuver in the edit instead of 1 step per maneuver in Duellum',
      'A city without a temple arms 2 units per turn in the edit instead of 1 unit per turn in Duellum',
      'A city without a temple defends with 2 plus its units in the edit instead of 1 plus its units in Duellum',
      "A town wall adds 2 to a city's defence in the edit instead of 1 to a city's defence in Duellum",
    ]));
  });

  it('a whole section an edit deletes is named, not dumped as its data cut at 160 characters', () => {
    const broken = clone(base);
    delete broken.rondel;
    // Before: "Rondel: only in Duellum; the edit has none", which read as a table row.
    const [d] = diffRulesets(base, broken, { names: ['Duellum', 'the edit'] }).differences;
    expect(d.text).toBe("The edit has no rondel; Duellum's has 8 fields");
    // The data stays as it was: the pointer, which side has it, and its value.
    expect(d).toMatchObject({ kind: 'removed', pointer: '/rondel', a: { pointer: '/rondel', present: true, value: base.rondel }, b: { present: false } });
    // Either way round, and for sections counted otherwise or not at all.
    expect(diffRulesets(broken, base, { names: ['the edit', 'Duellum'] }).differences[0].text).toBe("The edit has no rondel; Duellum's has 8 fields");
    const noKnowHows = clone(base);
    delete noKnowHows.knowHows;
    expect(diffRulesets(base, noKnowHows, { names: ['Duellum', 'the edit'] }).differences.find((x) => x.pointer === '/knowHows')!.text).toBe('The edit has no know-hows; Duellum has 5 know-hows');
    const noSetup = clone(base);
    delete noSetup.setup;
    expect(diffRulesets(base, noSetup, { names: ['Duellum', 'the edit'] }).differences.find((x) => x.pointer === '/setup')!.text).toBe('The edit has no set-up; Duellum has one');
  });

  it('an edit that deletes the rondel of a variant with written cards still gets words (a card text names its field)', () => {
    const events = resolved('antike-duellum-house-events');
    const broken = clone(events);
    delete broken.rondel;
    // Before: a TypeError from the card text of Reforms, played "during SCIENTIA", and no comparison at all.
    const diff = diffRulesets(base, broken, { names: ['Duellum', 'the edit'] });
    expect(diff.differences.find((d) => d.pointer === '/rondel')!.text).toBe("The edit has no rondel; Duellum's has 8 fields");
    expect(diff.differences.filter((d) => d.pointer.startsWith('/eventCards/cards/blank-')).length).toBeGreaterThan(0);
  });

  // One concrete pointer per describer pattern ('*' → the first key found there), each set to values of the
  // wrong type, as an editor in the middle of a change may hold them.
  const { describers } = diffModule;
  const targets = [...new Set(describers.map((d) => d.pattern).filter((p) => !p.includes('**')).map((p) => expand(p, base, base)[0] ?? p.replace(/\*/g, 'x')))];
  it.each(targets)('%s', (pointer) => {
    for (const weird of ['x', 7, [1, 'two'], { odd: true }, true]) {
      const broken = clone(base);
      setAt(broken, pointer, weird);
      const diff = diffRulesets(base, broken);
      // A state's title or rule ids are wording: reported apart from the differences, but reported.
      const reported = [...diff.differences, ...(diff.wording ?? [])];
      for (const d of reported) expect(d.text.length, d.pointer).toBeGreaterThan(5);
      if (!deepEqual(getAtPointer(base, pointer), weird)) expect(reported.length, `${pointer} = ${JSON.stringify(weird)}`).toBeGreaterThan(0);
    }
  });
});

function setAt(doc: Json, pointer: string, value: unknown): void {
  const segs = parsePointer(pointer);
  let node: Json = doc;
  for (const seg of segs.slice(0, -1)) {
    if (!isPlainObject(node[seg])) node[seg] = {};
    node = node[seg] as Json;
  }
  node[segs[segs.length - 1]] = value;
}

describe('teaching order, turn section and output formats', () => {
  const diff = diffRulesets(resolved('antike-east'), resolved('antike-duellum'));

  it('starts with the game at a glance, then the set-up, the turn, every turn, the turn machine, and the rare cases last', () => {
    const groups = teachingOrder(diff);
    expect(groups.map((g) => g.tier)).toEqual(['basics', 'setup', 'turn', 'every-turn', 'turn-steps', 'rare']);
    // What is laid out before the first turn is taught before the turn, not among the rules of every turn.
    expect(groups[1].differences.map((d) => d.pointer)).toEqual(expect.arrayContaining(['/setup/startResources', '/setup/compensation', '/map/lineups/2/startCities']));
    expect(groups[1].differences.every((d) => /^\/(setup|map\/lineups)/.test(d.pointer))).toBe(true);
    const [setup] = groups.splice(1, 1);
    // A teacher opens with how many play and how to win (the audit found "Players: exactly 2" at item 14).
    expect(groups[0].differences.slice(0, 2).map((d) => d.pointer)).toEqual(['/players', '/victory/targetByNations']);
    expect(groups[0].differences.map((d) => d.pointer)).toContain('/map/regions');
    expect(groups[1].differences.map((d) => d.pointer)).toContain('/actions/maneuver/battles');
    expect(groups[1].differences.map((d) => d.pointer)).toContain('/rondel/fields');
    expect(groups[4].differences.map((d) => d.pointer)).toContain('/actions/maneuver/conquest/lastCityProtected');
    expect(groups.flatMap((g) => g.differences).length + setup.differences.length).toBe(diff.differences.length);
    // The turn machine comes after the rules it restates (costs, event cards), as a few items.
    const order = groups.flatMap((g) => g.differences);
    const at = (p: string) => order.findIndex((d) => d.pointer === p);
    const machine = order.filter((d) => d.pointer.startsWith('/turn'));
    expect(machine.length).toBeGreaterThan(0);
    expect(machine.length).toBeLessThanOrEqual(3);
    for (const d of machine) expect(order.indexOf(d)).toBeGreaterThan(Math.max(at('/players'), at('/victory/targetByNations'), at('/actions/build/temple/cost'), at('/eventCards')));
  });

  it('states the turn machine in player words: no guards, targets, routes or move ids', () => {
    const machine = diff.differences.filter((d) => d.pointer.startsWith('/turn'));
    const decisions = machine.find((d) => d.id.startsWith('turn-decisions'))!;
    // Before: "Decisions during the turn — only in Antike Duellum: …. And only in Antike: …".
    expect(decisions.text).toMatch(/^Only Antike Duellum has these decisions during the turn: a nation takes event cards from the display \(“event cards”\); a nation whose city was conquered may answer with a card, or pass \(“reply to a conquest”\)\. /);
    expect(decisions.text).toContain('. Only Antike has these: a nation whose region was entered may demand a battle or let the units pass (“battle on demand”)');
    // A step only a variation or a house rule brings (its onlyWith) is said apart, with what brings it: never taught as
    // the base game's (A-VAR-01, D-EV-08).
    // Said as prose, what brings each step in leading its clause. Before: "Only with a variation or a house rule, not in
    // the base rules: in Antike, with …: the nations choose …; in Antike Duellum, with …: …; in Antike Duellum, with …: …".
    expect(decisions.text).not.toContain('Only with a variation or a house rule, not in the base rules: ');
    expect(decisions.text).toContain('. In Antike, with the longer game (A-VAR-01) or the two-player alternative (A-SET-13) but never under the base rules, the nations choose their start cities (“start cities”)');
    expect(decisions.text).toContain("(“chip instead of a coin”). In Antike Duellum, with house-rule event cards played in reply to a movement (none of the four known printed cards is) but never under the base rules, a nation whose region was entered may answer with a card, or pass (“reply to a movement”); and only with house-rule event cards that let the opponent choose (none of the four known printed cards does), a nation chooses between the options its opponent's card offers (“a card's choice”). In Antike, with");
    expect(decisions.text.split('. In Antike Duellum, with')[0]).not.toContain('start cities');
    // No clause is a "side, with …: …" entry of a list.
    expect(decisions.text).not.toMatch(/\), with [^.]*\): /);
    const moves = machine.find((d) => d.id.startsWith('turn-moves'))!;
    expect(moves.text).toBe('Moves during the turn — only in Antike Duellum may a nation play an event card at any step of its own turn, build town walls in “TEMPLUM” and recruit units into its recruitment box in “SCIENTIA”; only in Antike may a nation start a battle in “MANEUVER”');
    for (const d of machine) {
      expect(d.text).not.toMatch(/guard|target|route|next decision|\b[a-z]+\.[a-z]+\b|reply-to-|taking-event-cards/);
      // The page shows these instead of the raw statechart values.
      expect(d.sides?.a).toBeDefined();
      expect(`${d.sides?.a} ${d.sides?.b}`).not.toMatch(/guard|target|\b[a-z]+\.[a-z]+\b/);
    }
    // Nothing is lost: every statechart difference is covered by one of the grouped items.
    const covered = machine.flatMap((d) => d.covers ?? [d.pointer]);
    for (const p of ['/turn/states', '/turn/states/route/always', '/turn/states/building/accepts', '/turn/states/movement/accepts']) expect(covered).toContain(p);
  });

  it('leaves titles and rule ids of turn states out of the count, and says so in one line at the end', () => {
    expect(diff.differences.some((d) => /\/(rule|title)$/.test(d.pointer))).toBe(false);
    expect(diff.differences.some((d) => d.topic === 'other')).toBe(false);
    expect(diff.wording?.map((d) => d.pointer)).toContain('/turn/states/route/rule');
    expect(diff.wording?.map((d) => d.pointer)).toContain('/turn/states/building/title');
    const text = formatText(diff);
    expect(text).toContain(`\n${diff.differences.length} differences\n`);
    // Print, Markdown and the CLI have no hover: the provenance words are explained in a line of their own.
    expect(text).toContain('Where each value comes from: printed (in a rulebook), derived');
    expect(formatMarkdown(diff, 'teach')).toContain('_Where each value comes from: printed (in a rulebook)');
    expect(text.trimEnd().split('\n').pop()).toBe('Not counted (wording only, no rule changes): 10 turn steps cite other rule ids; 5 turn steps have other titles.');
  });

  it('reads a /turn section (the statechart) in words: accepted moves and transitions by state', () => {
    const a = resolved('antike-duellum');
    const withTurn = (accepts: string[], next: string) => ({ ...clone(a), turn: { initial: 'actionSelection', states: { actionSelection: { accepts, on: { 'rondel.select': next } }, founding: { accepts: ['city.found', 'phase.end'] } } } });
    const diff2 = diffRulesets(withTurn(['rondel.select'], 'actionSteps'), withTurn(['rondel.select', 'trade'], 'founding'), { names: ['A', 'B'] });
    expect(pointers(diff2.differences)).toEqual(['changed /turn/states/actionSelection/on/rondel.select', 'members /turn/states/actionSelection/accepts']);
    for (const d of diff2.differences) {
      expect(d.topic).toBe('turn');
      expect(d.tier).toBe('turn-steps');
    }
    const texts = diff2.differences.map((d) => d.text);
    expect(texts).toContain('Moves during the turn — only in B may a nation trade with the bank in “action selection”');
    expect(texts).toContain('In “action selection”, once a nation chooses to move its stone on the rondel, the turn goes on to “founding” in B instead of “action steps” in A');
    // A section only one side has is one difference, not an error.
    const noTurn = clone(a) as Record<string, unknown>;
    delete noTurn.turn;
    const one = diffRulesets(noTurn as never, withTurn(['rondel.select'], 'actionSteps'));
    expect(pointers(one.differences)).toEqual(['added /turn']);
    expect(one.differences[0].text).toMatch(/ has no turn section; .* has one$/);
  });

  it('prints Markdown tables by topic and in teaching order', () => {
    const md = formatMarkdown(diff);
    expect(md).toContain('## Rondel');
    expect(md).toContain('| Temples cost 6 marble, plus 1 coin per adjacent temple in Antike Duellum instead of 5 marble in Antike | `/actions/build/temple/cost` | printed | printed | Part 3 #19; A-TEMP-01; A-TEMP-04; D-TEMP-02 |');
    const teach = formatMarkdown(diff, 'teach');
    expect(teach.indexOf('## How a turn runs')).toBeLessThan(teach.indexOf('## What changes every turn'));
    expect(teach.indexOf('## What changes every turn')).toBeLessThan(teach.indexOf('## Rare cases'));
  });
});

describe('long lists and what only one side has, as a designer says them', () => {
  const regionNames = (id: string) => Object.values((resolved(id).map as { regions: Record<string, { name: string }> }).regions).map((r) => r.name);
  const find = (a: string, b: string, pointer: string) => diffRulesets(resolved(a), resolved(b)).differences.find((d) => d.pointer === pointer)!;

  it('two boards with no region in common: the counts, the first names and how many more, every name in `lists`', () => {
    const d = find('antike-duellum', 'antike-east', '/map/regions');
    // Before: "…; only in Antike: Adane, Adulis, Alexandria, Ammonion, … (all 50); only in Antike Duellum: Roma, … (all 36); none in common".
    expect(d.text).toBe('Another board, with no region in common: Antike has 50 regions (50 with a city site): Adane, Adulis, Alexandria and 47 more; Antike Duellum 36 (27 with a city site): Roma, Ancona, Neapolis and 33 more');
    expect(d.lists).toEqual([
      { shown: 'Adane, Adulis, Alexandria and 47 more', items: regionNames('antike-east') },
      { shown: 'Roma, Ancona, Neapolis and 33 more', items: regionNames('antike-duellum') },
    ]);
    expect(d.sides).toEqual({ a: '36 of its own: Roma, Ancona, Neapolis and 33 more', b: '50 of its own: Adane, Adulis, Alexandria and 47 more' });
    // The data keeps the ids: other code (the compare page's causes, the JSON output) reads them.
    expect(d.added).toContain('leptis-magna');
    expect(d.removed).toContain('carthago-nova');
  });

  it('two boards sharing a few regions: what each has alone, counted and shortened, and the shared ones by name', () => {
    const d = find('antike-east', 'antike-west', '/map/regions');
    expect(d.text).toBe('Another board: the West board has 50 regions (50 with a city site), the East board 50 (50 with a city site). Only the West board has 47 regions: Olisipo, Gades, Corduba and 44 more; only the East board has 47 regions: Adane, Adulis, Alexandria and 44 more; both have Antiochia, Sirmium and Sparta');
    expect(d.lists?.map((l) => l.items.length)).toEqual([47, 47]);
  });

  it("a region's neighbours, where its units may move, as the borders of that region", () => {
    // Before: "The neighbours of Antiochia: only on the West board: Ancyra, Ephesus; only on the East board: Melitene, …; none in common".
    expect(find('antike-east', 'antike-west', '/map/regions/antiochia/borders').text).toBe('Antiochia borders Ancyra and Ephesus on the West board instead of Melitene, Ninive, Palmyra, Attalia, Tyros and Paphos on the East board');
    // Neighbours in both are named once, then what each side adds.
    const east = resolved('antike-east');
    const edited = clone(east) as Json & { map: { regions: Record<string, { borders: Record<string, string> }> } };
    const borders = edited.map.regions.adane.borders;
    delete borders.punt;
    delete edited.map.regions.punt.borders.adane;
    borders.theben = 'blue';
    edited.map.regions.theben.borders.adane = 'blue';
    const diff = diffRulesets(east, edited, { names: ['East', 'the edit'] });
    expect(diff.differences.find((d) => d.pointer === '/map/regions/adane/borders/theben')!.text).toBe('In the edit Adane borders Theben (crossed by galleys only); in East they are not neighbours');
    expect(diff.differences.find((d) => d.pointer === '/map/regions/adane/borders/punt')!.text).toBe('In East Adane borders Punt (crossed by galleys only); in the edit they are not neighbours');
    borders.saba = 'red-blue';
    expect(diffRulesets(east, edited, { names: ['East', 'the edit'] }).differences.find((d) => d.pointer === '/map/regions/adane/borders/saba')!.text).toBe('The border Adane–Saba is crossed by legions and galleys in the edit instead of legions only in East');
  });

  it('nations, set-ups, event cards and turn decisions only one side has: sentences that start with who has them', () => {
    expect(find('antike-east', 'antike-west', '/map/nations').text).toBe('Only the West board has the Romans, Germanic tribes and Carthaginians; only the East board has the Arabs, Egyptians and Babylonians; both have the Greeks, Persians and Phoenicians');
    expect(find('antike-duellum', 'antike-east', '/map/nations').text).toBe('Only Antike has the Greeks, Persians, Arabs, Phoenicians, Egyptians and Babylonians; only Antike Duellum has the Romans and Carthaginians; no nation is in both');
    const lineups = find('antike-duellum', 'antike-east', '/map/lineups');
    expect(lineups.text).toBe('Only Antike has set-ups for 3, 4, 5 and 6 players');
    // Before: "only here: 3, 4, 5, 6" and "nothing of its own".
    expect(lineups.sides).toEqual({ a: 'no set-up of its own', b: 'set-ups for 3, 4, 5 and 6 players' });
    const cards = find('antike-duellum', 'antike-duellum-house-events', '/eventCards/cards');
    expect(cards.text).toBe('Only the “house events” variant has 16 event cards: Plague, Harvest festival, Mercenaries and 13 more; 7 are in both');
    expect(cards.lists?.[0].items).toHaveLength(16);
  });

  it('start cities nation by nation: where a nation both sides seat starts on each, where the others start, alike ones left out', () => {
    // Before: "Greeks: Sparta, Athenae, Corinthus; Romans: …; Persians: … on the West board instead of Babylonians: …; … on the East board".
    expect(find('antike-east', 'antike-west', '/map/lineups/6/startCities').text).toBe('With 6 players the start cities differ: the Greeks start in Sparta, Athenae and Corinthus on the West board instead of Messana, Pella and Dyrrhachion on the East board; the Phoenicians in Gades, Corduba and Carthago Nova instead of Tyros, Paphos and Ephesos; the Persians in Ephesus, Ancyra and Antiochia instead of Persepolis, Harmotia and Zadrakarta; on the West board the Romans start in Genua, Roma and Neapolis, the Germanic tribes in Treva, Mattium and Lupfurdum, the Carthaginians in Carthago, Cirta and Lilybaeum; on the East board the Babylonians start in Babylon, Ninive and Melitene, the Egyptians in Theben, Ammonion and Meroe, the Arabs in Punt, Adane and Dioscoridis');
    expect(find('antike-east', 'antike-duellum', '/map/lineups/2/startCities').text).toBe('With 2 players the start cities differ: in Antike Duellum the Romans start in Roma, Neapolis and Brundisium, the Carthaginians in Carthago, Zama and Caesarea; in Antike the Phoenicians start in Tyros, Paphos and Alexandria, the Persians in Artaxata, Susa and Zadrakarta, the Arabs in Saba, Adane and Moscha, the Greeks in Athen, Pella and Dyrrhachion');
    // A nation whose cities are the same on both sides is not named.
    const east = resolved('antike-east');
    const edited = clone(east) as Json & { map: { lineups: Record<string, { startCities: Record<string, string[]> }> } };
    edited.map.lineups['3'].startCities.arabs = ['saba', 'adane', 'moscha'];
    expect(diffRulesets(east, edited, { names: ['East', 'the edit'] }).differences.map((d) => d.text)).toEqual(['With 3 players the start cities differ: the Arabs start in Saba, Adane and Moscha in the edit instead of Saba, Adane and Mecca in East']);
  });

  it('no sentence or value column of any built-in comparison lists "only in X: …" or names more than eight things in a row', () => {
    const library = builtInLibrary();
    const pairs: [string, string][] = [['antike-east', 'antike-duellum'], ['antike-west', 'antike-duellum-greece-persia']];
    for (const source of library.values()) if (source.kind === 'variant') pairs.push([(source.document.value as { extends: string }).extends, source.id]);
    for (const [x, y] of pairs) {
      for (const [a, b] of [[x, y], [y, x]]) {
        for (const d of diffRulesets(resolved(a), resolved(b)).differences) {
          for (const words of [d.text, d.sides?.a ?? '', d.sides?.b ?? '']) {
            expect(words, `${a} → ${b} ${d.pointer}`).not.toMatch(/\bonly (in|on|here)\b[^:;.]*:|none in common/);
            // Nine or more names in one comma-separated run: a list that should have been shortened.
            expect(words, `${a} → ${b} ${d.pointer}`).not.toMatch(/(?<![^,;(:] ?)(?:[^,;():]{1,30}, ){8,}/);
          }
          for (const l of d.lists ?? []) {
            expect(`${d.text}\n${d.sides?.a}\n${d.sides?.b}`, d.pointer).toContain(l.shown);
            // The first three names and how many more; each item is its name, or its name and details (a know-how's prices).
            const heads = l.shown.replace(/ and \d+ more$/, '').split(', ');
            expect(l.shown).toBe(`${heads.join(', ')} and ${l.items.length - 3} more`);
            heads.forEach((name, i) => expect(l.items[i] === name || l.items[i].startsWith(`${name} (`), `${d.pointer}: ${l.items[i]}`).toBe(true));
          }
        }
      }
    }
  });

  it('the text and Markdown outputs, which have no hover, print each shortened list whole', () => {
    const diff = diffRulesets(resolved('antike-duellum'), resolved('antike-east'));
    const all = `all 50: ${regionNames('antike-east').join(', ')}`;
    expect(formatText(diff)).toContain(`\n    /map/regions  [antike-duellum: estimated (parts derived); antike-east: fan-data]  (Part 3 #3, #5, #49)\n    ${all}\n`);
    expect(formatMarkdown(diff)).toContain(`and 33 more<br>_${all}_<br>_all 36: Roma, Ancona,`);
  });
});

describe('a value one side leaves out is said as what the engine then does', () => {
  const [duellum, east] = [resolved('antike-duellum'), resolved('antike-east')];
  const diff = diffRulesets(east, duellum);
  const sides = (pointer: string) => diff.differences.find((d) => d.pointer === pointer)!.sides;
  const ruleset = validateRuleset(builtInLibrary(), 'antike-duellum').ruleset!;

  it('no start player: drawn at random from the seed when the game is set up, the others after it in the lineup order', () => {
    // Before: a bare "—" beside "absent".
    expect(sides('/map/lineups/2/startNation')).toEqual({ a: 'the Phoenicians', b: "not set: drawn at random when the game is set up (from the game's seed), the others following in the lineup's order" });
    // What createGame does with a lineup that names no start player (D-SET-06): the words above must stay true.
    const lineup = ruleset.map.lineups['2'].nations;
    const starts = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const made = createGame(ruleset, { seed });
      if (!made.ok) throw new Error(made.error.message);
      expect(createGame(ruleset, { seed }).ok && (createGame(ruleset, { seed }) as { state: { nations: string[] } }).state.nations).toEqual(made.state.nations);
      expect(made.events.find((e) => e.type === 'setup.start-player')).toMatchObject({ random: true, nation: made.state.nations[0] });
      const at = lineup.indexOf(made.state.nations[0]);
      expect(made.state.nations).toEqual([...lineup.slice(at), ...lineup.slice(0, at)]);
      starts.add(made.state.nations[0]);
    }
    expect(starts.size).toBe(2);
  });

  it('no controllers: each player runs one nation, as createGame seats them', () => {
    expect(sides('/map/lineups/2/controllers')).toEqual({ a: 'two nations (Persians and Phoenicians; Greeks and Arabs)', b: 'not set: each player runs one nation' });
    const made = createGame(ruleset, { seed: 1 });
    if (!made.ok) throw new Error(made.error.message);
    expect(made.state.controllers).toEqual(ruleset.map.lineups['2'].nations.map((n) => [n]));
  });

  it('value columns in words where they read as data: an unlimited bank is not "none", walls and bonuses as the sentence says them', () => {
    // Before: "none", "cost (marble: 1), defense 1, gained at score (0, 1, 2, 3, 5, 7)", "legion (gold: 1), galley (gold: 2)",
    // "extra personage largest stack, trade (give 2, get 1, when own turn)", "king, scholar, general, citizen, navigator".
    expect(sides('/supply/coins')).toEqual({ a: 'limited to 30', b: 'unlimited' });
    expect(sides('/actions/build/townWall')?.b).toBe('town walls (1 marble each on the temple field, +1 defence, a nation gets one to start with, then one more on reaching 1, 2, 3, 5 and 7 personages)');
    expect(sides('/actions/research/recruit')?.b).toBe('1 gold per legion, 2 gold per galley');
    expect(sides('/knowHows/completionBonus')?.a).toBe('an extra personage from the largest stack and trade with the bank (2 chips for 1, in your own turn)');
    expect(sides('/personages/order')).toEqual({ a: 'King, Scholar, General, Citizen, Navigator', b: 'King, Citizen, Scholar, General, Navigator' });
    expect(sides('/economy/coinsPerRound')).toEqual({ a: '1 coin at the start of every round', b: 'none' });
    expect(sides('/rondel/fields')).toEqual({ a: 'its fields named IRON, TEMPLE, GOLD, MANEUVER, ARMING, MARBLE and KNOW-HOW', b: 'its fields named FERRUM, TEMPLUM, AURUM, DUELLUM, MILITIA, MARMOR and SCIENTIA' });
  });

  it('a side with none of a section or rule says in words what none means there, as the engine plays it', () => {
    // Before: a bare "—" beside "absent" in the column of the side that has none.
    expect(sides('/actions/build/townWall')?.a).toBe('none: no town walls in this game');
    expect(sides('/supply/townWalls')?.a).toBe('none: no town walls in this game');
    expect(sides('/actions/research/recruit')?.a).toBe('none: no recruiting in this game; units are armed straight from the supply');
    expect(sides('/setup/recruitmentBox')?.a).toBe('none: no recruitment box; units are armed straight from the supply');
    expect(sides('/setup/compensation')?.a).toBe('none: the nations after the start player receive nothing');
    expect(sides('/actions/found/sameResourceSurcharge')?.a).toBe('none: no extra cost for cities next door producing the same resource');
    expect(sides('/supply/cityTokens')?.a).toBe("none: no shared city tokens (its cities take city stones of a nation's own)");
    expect(sides('/supply/cityStonesPerNation')?.b).toBe("none: no city stones of a nation's own (its cities take shared city tokens)");
    expect(sides('/eventCards')?.a).toBe('none: no event cards in this game');
    expect(sides('/knowHows/completionBonus')?.b).toBe('none: a nation with every know-how gets no extra personage and no trade with the bank');
    const special = diffRulesets(duellum, resolved('antike-duellum-special-units')).differences.find((d) => d.pointer === '/specialUnits/admiral')!;
    expect(special.sides?.a).toBe('none: no Admiral in this game');
    const expert = diffRulesets(east, resolved('antike-expert')).differences.find((d) => d.pointer === '/knowHows/completionBonus/extraPersonage')!;
    expect(expert.sides).toEqual({ a: 'from the largest stack', b: 'none: a nation with every know-how takes no extra personage' });
    // The words hold for the engine: Antike refuses a town wall and a recruit, and starts with empty boxes and no deck.
    const antike = validateRuleset(builtInLibrary(), 'antike-east').ruleset!;
    const made = createGame(antike, { seed: 1 });
    if (!made.ok) throw new Error(made.error.message);
    expect(made.state.bank.walls).toBe(0);
    expect(made.state.cards.deck).toEqual([]);
    for (const n of made.state.nations) expect(made.state.nation[n]).toMatchObject({ box: {}, walls: 0 });
  });
});

describe('a side that lacks a rule is said as that game plays it, never "has none" (user review)', () => {
  const [east, duellum] = [resolved('antike-east'), resolved('antike-duellum')];
  const text = (diff: ReturnType<typeof diffRulesets>, pointer: string) => diff.differences.find((d) => d.pointer === pointer)!.text;

  it('Antike against Duellum: each rule only Duellum has, with what Antike does without it', () => {
    const diff = diffRulesets(east, duellum);
    // Before, each of these ended "; Antike has none", and the city sites "; Antike Duellum has no such rule".
    expect(text(diff, '/actions/build/townWall')).toBe('Antike Duellum has town walls (1 marble each on the temple field, +1 defence, a nation gets one to start with, then one more on reaching 1, 2, 3, 5 and 7 personages); Antike has no town walls');
    expect(text(diff, '/supply/townWalls')).toBe('Town walls in the game: 12 in Antike Duellum; Antike has no town walls');
    expect(text(diff, '/setup/compensation')).toBe('The player who does not start receives 1 coin in Antike Duellum; in Antike the nations after the start player receive nothing');
    expect(text(diff, '/actions/found/sameResourceSurcharge')).toBe('Founding a city costs 1 coin extra per adjacent city producing the same resource in Antike Duellum; nothing extra in Antike');
    expect(text(diff, '/setup/recruitmentBox')).toBe("Each nation's recruitment box starts with 1 legion + 1 galley in Antike Duellum; Antike has no recruitment box (units are armed straight from the supply)");
    expect(text(diff, '/supply/cityTokens')).toBe("City pieces: shared tokens by resource (12 marble, 12 iron, 10 gold) in Antike Duellum; Antike has no shared city tokens (its cities take city stones of a nation's own)");
    // The East board and Duellum's Greece vs Persia both have Pella; only Antike prints its resource, and Duellum's
    // founder chooses one (D-FOUND-05).
    const greece = resolved('antike-duellum-greece-persia');
    expect(text(diffRulesets(east, greece), '/map/regions/pella/citySite/resource')).toBe('The city site in Pella produces marble in Antike; in Antike Duellum a city founded there produces what its founder chooses');
    expect(getAtPointer(greece, '/actions/found/resource')).toBe('chosen');
    expect(getAtPointer(greece, '/map/regions/pella/citySite')).toEqual({});
    // The other way round, the side that lacks the rule is still the one the clause names.
    expect(text(diffRulesets(duellum, east), '/setup/compensation')).toBe('The player who does not start receives 1 coin in Antike Duellum; in Antike the nations after the start player receive nothing');
  });

  it('the words hold where a game has the rule but not the value: a box that starts empty, a bank without walls', () => {
    // Duellum with a box that starts empty and no walls in the bank: the rule is still there, so the words say so.
    const edited = clone(duellum) as Json & { setup: Json; supply: Json };
    delete edited.setup.recruitmentBox;
    delete edited.supply.townWalls;
    const diff = diffRulesets(duellum, edited, { names: ['Duellum', 'the edit'] });
    expect(text(diff, '/setup/recruitmentBox')).toBe("Each nation's recruitment box starts with 1 legion + 1 galley in Duellum; in the edit every recruitment box starts empty");
    expect(text(diff, '/supply/townWalls')).toBe('Town walls in the game: 12 in Duellum; in the edit the bank holds none, so no nation gets any');
  });

  it('no comparison of two built-in rulesets or variants, either way round and in any output, ends on "has none" or an unexplained "has no such rule"', () => {
    const library = builtInLibrary();
    const ids = [...library.keys()].sort();
    const all = new Map(ids.map((id) => [id, resolved(id, library)]));
    const unexplained = /\bhas none\b|\bhas no such rule\b(?!:)/;
    for (const a of ids) {
      for (const b of ids) {
        if (a === b) continue;
        const diff = diffRulesets(all.get(a)!, all.get(b)!);
        for (const d of [...diff.differences, ...(diff.wording ?? [])]) {
          for (const words of [d.text, d.sides?.a ?? '', d.sides?.b ?? '']) expect(words, `${a} → ${b} ${d.pointer}`).not.toMatch(unexplained);
        }
        for (const out of [formatText(diff), formatMarkdown(diff, 'teach')]) expect(out, `${a} → ${b}`).not.toMatch(unexplained);
      }
    }
  });
});

describe('an optional rule an edit deletes is said as the engine then plays it, not "the edit has no such rule"', () => {
  const cases: [string, string, string, { a: string; b: string } | undefined][] = [
    // Before: "Map › regions › agrigentum › city site: none in Duellum; the edit has none", a path, "none" for the
    // side that has the site, and a bare clause ("resource marble in Antike; the edit has none" for Adulis).
    ['antike-duellum', '/map/regions/agrigentum/citySite', 'Agrigentum has a city site whose founder chooses the resource (estimated) in Duellum; in the edit no city can be founded there', { a: 'a city site whose founder chooses the resource', b: 'none: no city site, so no city can be founded there' }],
    ['antike-east', '/map/regions/adulis/citySite', 'Adulis has a city site producing marble in Antike; in the edit no city can be founded there', { a: 'a city site producing marble', b: 'none: no city site, so no city can be founded there' }],
    ['antike-duellum', '/actions/build/temple/adjacentTempleSurcharge', 'Each temple already standing in an adjacent region makes a new temple dearer: 1 coin more in Duellum; nothing more in the edit', { a: '1 coin more', b: 'none: no extra cost for temples next door' }],
    ['antike-duellum', '/knowHows/items/commercium/trade', 'COMMERCIUM lets its owner trade with the bank: 3 chips for 2, in your own turn in Duellum; in the edit it does not', { a: '3 chips for 2, in your own turn', b: 'none: no trade with the bank' }],
    ['antike-east', '/knowHows/completionBonus/trade', 'A nation with every know-how may trade with the bank: 2 chips for 1, in your own turn in Antike; in the edit it may not', { a: '2 chips for 1, in your own turn', b: 'none: no trade with the bank' }],
    // Before: "Know-hows › order: wheel, sailing, … in Antike; the edit has no such rule".
    ['antike-east', '/knowHows/order', 'The science chart lists the know-hows WHEEL, SAILING, MARKET, MONARCHY, ROADS, NAVIGATION, CURRENCY, DEMOCRACY in Antike; the edit gives no order', { a: 'WHEEL, SAILING, MARKET, MONARCHY, ROADS, NAVIGATION, CURRENCY, DEMOCRACY', b: 'none: no order given (nothing in play reads it)' }],
    // Before: "Know-hows › items › strata › modifiers: param legion.moves, max 2 in Duellum; the edit has no such rule".
    ['antike-duellum', '/knowHows/items/strata/modifiers', 'STRATA gives its owner legions move up to 2 in Duellum; in the edit owning it changes nothing in play', { a: 'legions move up to 2', b: 'none: no effect on play' }],
    ['antike-east', '/knowHows/items/democracy/requires', 'DEMOCRACY requires MONARCHY in Antike; nothing in the edit', { a: 'MONARCHY', b: 'none: it needs no other know-how first' }],
    // The schema's defaults, as the engine reads them: no symbol, no conquest without stones, no rule for the last temple.
    ['antike-duellum', '/map/regions/corsica/galleySymbol', 'Corsica carries a galley symbol: no in the edit instead of yes (estimated) in Duellum', { a: 'yes', b: 'no' }],
    ['antike-east', '/actions/maneuver/conquest/outOfCityStones', 'A conqueror with no city pieces left cannot conquer in the edit instead of abandons one of its founded cities in Antike', { a: 'abandons one of its founded cities', b: 'cannot conquer' }],
    // Before: "Victory › round limit: rounds 500, tie break none in Duellum; the edit has no such rule".
    ['antike-duellum', '/victory/roundLimit', 'A game that no nation has won stops as stalled after 500 rounds, with no leader named in Duellum; in the edit no round limit stops the game: it runs until a nation wins', { a: 'after 500 rounds, with no leader named', b: 'none: no round limit: the game runs until a nation wins' }],
    // Before: "The turn's steps: states › choosing start cities › only with: … in Antike; the edit has no such rule" and
    // the like for a step's decision and where its moves lead; found by test/sweep/diff-deletions.test.ts.
    ['antike-east', '/turn/states/choosing-start-cities/onlyWith', '“start cities” is a step only with the longer game (A-VAR-01) or the two-player alternative (A-SET-13) in Antike; in the edit it is a step of the base rules', { a: 'with the longer game (A-VAR-01) or the two-player alternative (A-SET-13)', b: 'none: a step of the base rules' }],
    ['antike-east', '/turn/states/choosing-start-cities/decision', 'In “start cities” the turn waits until the nations choose their start cities in Antike; the edit names no decision there, so a refused move there does not say whom the turn waits for', { a: 'the nations choose their start cities', b: 'none: a refused move there does not say whom the turn waits for' }],
    ['antike-east', '/turn/states/founding/on', 'In “founding”, choosing to end the step leads on to “personages” in Antike; in the edit every move made there leads back to “next decision”', { a: 'choosing to end the step leads on to “personages”', b: 'none: every move leads back to “next decision”' }],
    ['antike-east', '/turn/states/founding/on/phase.end', 'In “founding”, once a nation chooses to end the step, the turn goes on to “personages” in Antike; in the edit it goes back to “next decision”', { a: '“personages”', b: 'none: back to “next decision”' }],
    // Before: "Event cards › draws › per turn with city loss: 1 in Duellum; the edit has no such rule" and the like.
    ['antike-duellum', '/eventCards/draws/perTurnWithCityLoss', 'A nation that lost one or more cities to conquest in a turn takes no event card in the edit instead of 1 event card in Duellum', { a: '1 event card', b: 'no event card' }],
    ['antike-duellum', '/eventCards/draws/perOpponentPersonage', 'For each personage a nation takes, each of its opponents takes no event card in the edit instead of 1 event card in Duellum', { a: '1 event card', b: 'no event card' }],
    ['antike-duellum', '/eventCards/cards/unknown/textUnknown', 'Event card Unknown event stays out of the deck in Duellum, its printed text being in no source we have; in the edit it is in the deck, played as its effects are written', { a: 'out of the deck: its text is in no source we have', b: 'in the deck, played as its effects are written' }],
    ['antike-east', '/victory/whenPersonagesRunOut', 'When all personages are gone, nothing special happens (no rule) in the edit instead of the next nation to destroy a temple wins in Antike', { a: 'the next nation to destroy a temple wins', b: 'nothing special happens (no rule)' }],
  ];
  it.each(cases)('%s without %s', (id, pointer, text, sides) => {
    const base = resolved(id);
    const edited = clone(base);
    const segs = parsePointer(pointer);
    delete (getAtPointer(edited, toPointer(segs.slice(0, -1))) as Json)[segs[segs.length - 1]];
    // The edit still validates: these are rules a ruleset may leave out, not a broken one.
    expect(validateResolvedValue(edited).filter((x) => x.severity === 'error')).toEqual([]);
    const [d] = diffRulesets(base, edited, { names: [id === 'antike-east' ? 'Antike' : 'Duellum', 'the edit'] }).differences;
    expect(d.text).toBe(text);
    expect(d.sides).toEqual(sides);
  });

  // Found by test/sweep/diff-edits.test.ts: each read as a path ("Personages › stacks › king › award › every: 6 in the
  // edit instead of 5 in Duellum") before it had words of its own.
  const changes: [string, string, unknown, string][] = [
    ['antike-duellum', '/personages/stacks/king/award/every', 6, 'A King is awarded for every 6 cities owned in the edit instead of for every 5 cities owned in Duellum'],
    ['antike-duellum', '/personages/stacks/king/award', { counter: 'temples', every: 4 }, 'A King is awarded for every 4 temples owned in the edit instead of for every 5 cities owned in Duellum'],
    ['antike-duellum', '/personages/stacks/citizen/award', { event: 'temple-destroyed' }, 'A Citizen is awarded for each enemy temple destroyed by conquest in the edit instead of for every 3 temples owned in Duellum'],
    ['antike-duellum', '/personages/seaPoints/perRegion', 2, 'For the navigator, a sea region holding an own galley counts 2 points in the edit instead of 1 point in Duellum'],
    ['antike-duellum', '/eventCards/display', 4, 'The open display offers 4 cards face up in the edit instead of 3 cards face up in Duellum'],
    ['antike-duellum', '/eventCards/draws/usableInSameTurn', true, 'An event card may be played in the turn it was taken: yes in the edit instead of no — it waits for a later turn in Duellum'],
    ['antike-east', '/rondel/fields/iron/action', 'build', 'The rondel field IRON is a building field in the edit instead of a production field in Antike'],
    ['antike-east', '/rondel/fields/iron/resource', 'gold', 'The rondel field IRON produces gold in the edit instead of iron in Antike'],
    ['antike-east', '/map/regions/ammonion/kind', 'coastal', 'Ammonion is a coastal region (legions and galleys) in the edit instead of a land region (legions only) in Antike'],
    ['antike-east', '/units/legion/crosses', 'sea', 'A legion crosses blue and red-blue borders (a sea unit) in the edit instead of red and red-blue borders (a land unit) in Antike'],
    ['antike-duellum-special-units', '/specialUnits/admiral/fightsAs', 'legion', 'The Admiral moves and fights as a legion in the edit instead of a galley in Duellum'],
    ['antike-duellum-special-units', '/specialUnits/admiral/ownerColor', 'brown', 'The Admiral belongs to the Carthaginians in the edit instead of the Romans in Duellum'],
  ];
  it.each(changes)('%s with %s set to %j', (id, pointer, value, text) => {
    const base = resolved(id);
    const edited = clone(base);
    const segs = parsePointer(pointer);
    (getAtPointer(edited, toPointer(segs.slice(0, -1))) as Json)[segs[segs.length - 1]] = value;
    expect(validateResolvedValue(edited).filter((x) => x.severity === 'error')).toEqual([]);
    const texts = diffRulesets(base, edited, { names: [id === 'antike-east' ? 'Antike' : 'Duellum', 'the edit'] }).differences.map((d) => d.text);
    expect(texts).toContain(text);
  });

  it("start cities left out are the engine's 3 from the lineup: no difference from a side that states them, words beside one that differs", () => {
    const base = resolved('antike-east') as Json & { setup: Json };
    expect(base.setup.startCities).toEqual({ count: 3, selection: 'lineup' });
    const edited = clone(base) as typeof base;
    delete edited.setup.startCities;
    expect(diffRulesets(base, edited).differences).toEqual([]);
    const chosen = clone(base) as typeof base;
    chosen.setup.startCities = { count: 2, selection: 'chosen-from-lineup' };
    // Before: "Set-up › start cities: count 2, selection chosen from lineup in the edit; Antike has no such rule".
    const [d] = diffRulesets(edited, chosen, { names: ['Antike', 'the edit'] }).differences;
    expect(d.text).toBe('Each nation starts with 2 cities, chosen by the nation from those listed for it in the edit instead of 3 cities, all those listed for it in Antike');
  });

  it('the event-card hand and the reshuffle are said as the engine plays them where a side leaves them out (AMB-D14, D-EV-03)', () => {
    const duellum = resolved('antike-duellum') as Json & { eventCards: Json & { hand?: Json } };
    expect(duellum.eventCards.hand).toEqual({ visibility: 'hidden' });
    const bare = clone(duellum) as typeof duellum;
    delete bare.eventCards.hand;
    expect(diffRulesets(duellum, bare).differences).toEqual([]);
    const open = clone(duellum) as typeof duellum;
    open.eventCards.hand = { visibility: 'open', limit: 3 };
    const says = (a: Json, b: Json) => diffRulesets(a, b, { names: ['Duellum', 'the edit'] }).differences.map((d) => d.text);
    // Before: "Event cards › hand: visibility open, limit 3 in the edit; Duellum has no such rule" and the like.
    expect(says(bare, open)).toEqual(['Event cards in hand are shown to the opponent, at most 3 to a hand in the edit instead of kept hidden from the opponent, with no limit to a hand in Duellum']);
    expect(says(duellum, open)).toEqual(['Event cards in hand are shown to the opponent in the edit instead of kept hidden from the opponent in Duellum', 'A nation may hold at most 3 event cards in the edit; in Duellum a nation may hold any number']);
    const once = clone(duellum) as typeof duellum;
    once.eventCards.reshuffleDiscards = false;
    expect(says(duellum, once)).toEqual(['When the deck runs out, the discards are shuffled into a new one: no — no more cards are drawn in the edit instead of yes in Duellum']);
  });

  it("a special unit's rules are said one by one, with the engine's defaults where a side leaves one out (D-VAR-02/04/05)", () => {
    const special = resolved('antike-duellum-special-units') as Json & { specialUnits: Record<string, Json> };
    const says = (b: Json) => diffRulesets(special, b, { names: ['Duellum', 'the edit'] }).differences.map((d) => d.text);
    for (const rule of ['armOnlyAtTemple', 'survivesConquest']) {
      const left = clone(special) as typeof special;
      delete left.specialUnits.admiral[rule];
      expect(says(left), rule).toEqual([]);
    }
    const plain = clone(special) as typeof special;
    delete plain.specialUnits.admiral.conquestModifier;
    expect(says(plain)).toEqual(["In a conquest, the Admiral changes no defence in the edit instead of takes 1 off the defence of a city it attacks and adds 1 to its own city's in Duellum"]);
    const changed = clone(special) as typeof special;
    Object.assign(changed.specialUnits.admiral, { armOnlyAtTemple: false, survivesConquest: false, armCost: { iron: 2, gold: 1 } });
    // Before: "Special units › admiral › arm only at temple: no in the edit instead of yes in Duellum", and the like.
    expect(says(changed)).toEqual([
      'Arming the Admiral costs 2 iron + 1 gold in the edit instead of 3 iron in Duellum',
      'The Admiral can be armed only at a city with a temple: no — at any own city in the edit instead of yes in Duellum',
      "The Admiral stays in its region after a conquest: no — it is lost with its city's defenders in the edit instead of yes in Duellum",
    ]);
  });

  it('a default the engine plays is no difference when the other side states it (battles remove every pair)', () => {
    const base = resolved('antike-duellum') as Json & { actions: { maneuver: Json } };
    expect(base.actions.maneuver.battlePairs).toBe('all');
    const edited = clone(base) as typeof base;
    delete edited.actions.maneuver.battlePairs;
    expect(diffRulesets(base, edited).differences).toEqual([]);
  });
});

describe('sides with the same title are told apart in every sentence that names them', () => {
  // The house-events variant as a designer may save it: under its parent's title (the editor's title field filled in
  // with the ruleset it edits), so short titles, the parts after the dash and the full titles are all the same.
  const file = 'rulesets/variants/antike-duellum-house-events.variant.json';
  const sameTitle = JSON.parse(readFileSync(path.join(process.cwd(), file), 'utf8')) as Json;
  sameTitle.title = 'Antike Duellum — Rome vs Carthage';
  const library = libraryWith(sourceFromText(file, JSON.stringify(sameTitle)));
  const [duellum, events] = [resolved('antike-duellum', library), resolved('antike-duellum-house-events', library)];

  it('names each side by its game and its id, as the CLI and the pages head them', () => {
    expect(events.title).toBe(duellum.title);
    expect(sideNames(duellum, events)).toEqual(['Antike Duellum (antike-duellum)', 'Antike Duellum (antike-duellum-house-events)']);
    const diff = diffRulesets(duellum, events);
    expect(diff.differences.find((d) => d.pointer === '/eventCards/cards/blank-1')!.text).toMatch(/^In Antike Duellum \(antike-duellum-house-events\) Blank card 1 is written as Tribute .*; in Antike Duellum \(antike-duellum\) it stays blank, out of the deck$/);
    // Before: the bare ids, "antike-duellum-house-events" at the head of a sentence.
    for (const d of diff.differences) expect(d.text, d.pointer).not.toMatch(/(?<!\()\bantike-duellum(-house-events)?\b(?!\))/);
  });

  it('the sentence for a missing section names both sides readably, without a possessive on an id', () => {
    const broken = clone(events);
    delete broken.rondel;
    // Before: "antike-duellum-house-events has no rondel; antike-duellum's has 8 fields".
    expect(diffRulesets(duellum, broken).differences.find((d) => d.pointer === '/rondel')!.text).toBe('Antike Duellum (antike-duellum-house-events) has no rondel; the one in Antike Duellum (antike-duellum) has 8 fields');
    expect(diffRulesets(broken, duellum).differences.find((d) => d.pointer === '/rondel')!.text).toBe('Antike Duellum (antike-duellum-house-events) has no rondel; the one in Antike Duellum (antike-duellum) has 8 fields');
  });

  it("a side's know-how prices and know-how field read as the game's, not the id's", () => {
    // Duellum saved under Antike's title: every sentence that says whose something is.
    const renamed = { ...resolved('antike-duellum'), title: 'Antike — East board' };
    const diff = diffRulesets(resolved('antike-east'), renamed);
    expect(diff.differences.find((d) => d.pointer === '/knowHows/items')!.text).toMatch(/; none is in both\. Of the 10 prices in Antike \(antike-duellum\), 8 are estimated$/);
    expect(diff.differences.find((d) => d.pointer === '/actions/research/recruit')!.text).toBe('The know-how field in Antike (antike-duellum) also recruits units into the recruitment box (1 gold per legion, 2 gold per galley); Antike (antike-east) has no recruiting');
  });
});

describe('moves out of turn', () => {
  it('a variant that lets the trade be made at any time (AMB-A10) says so: "trade with the bank while another nation decides"', () => {
    const east = validateRuleset(builtInLibrary(), 'antike-east').resolved!;
    const anyTime = clone(east) as { turn: { outOfTurn?: string[] }; knowHows: { completionBonus: { trade: { when: string } } } };
    anyTime.turn.outOfTurn = ['trade'];
    anyTime.knowHows.completionBonus.trade.when = 'any-time';
    const texts = diffRulesets(east, anyTime as never).differences.map((d) => d.text).join('\n');
    expect(texts).toContain('trade with the bank while another nation decides');
  });
});

describe('when every personage is gone (A-GOAL-10)', () => {
  it("the rule is said as the value reads in any ruleset; Antike's own note, beside its badge, says when its rulebook expects it", () => {
    const lib = builtInLibrary();
    const d = diffRulesets(validateRuleset(lib, 'antike-east').resolved!, validateRuleset(lib, 'antike-duellum').resolved!);
    const rule = d.differences.find((x) => x.pointer === '/victory/whenPersonagesRunOut')!;
    expect(rule.text).toContain('the next nation to destroy a temple wins in Antike');
    expect(rule.a.note).toContain('the rulebook expects this only with 5 or 6 nations');
  });
});

describe('a rule one rulebook leaves unstated', () => {
  it("Duellum's last city (AMB-D11, derived) is said to be our reading, not stated as the rulebook's", () => {
    const lib = builtInLibrary();
    const d = diffRulesets(validateRuleset(lib, 'antike-east').resolved!, validateRuleset(lib, 'antike-duellum').resolved!);
    const last = d.differences.find((x) => x.pointer === '/actions/maneuver/conquest/lastCityProtected')!;
    expect(last.b.status).toBe('derived');
    expect(last.text).toBe("A nation's last city can be conquered in Antike Duellum instead of cannot be conquered in Antike (Antike Duellum: the rulebook does not address it, so this is our reading)");
  });
});

describe('sideNames: a house rule titled by what it does', () => {
  it('is quoted in a sentence, a name in title case is not (a review as users: "… in Temples cost 5 instead of …")', () => {
    expect(sideNames({ id: 'antike-duellum', title: 'Antike Duellum — Rome vs Carthage' }, { id: 'temples-5', title: 'Temples cost 5' })).toEqual(['Antike Duellum', '“Temples cost 5”']);
    expect(sideNames({ id: 'a', title: 'Antike Duellum — Rome vs Carthage' }, { id: 'b', title: 'Antike — East board' })).toEqual(['Antike Duellum', 'Antike']);
    expect(sideNames({ id: 'a', title: 'Antike Duellum' }, { id: 'b', title: 'Ships of the Line' })).toEqual(['Antike Duellum', 'Ships of the Line']);
  });
});
