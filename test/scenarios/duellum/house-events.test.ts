import { describe, expect, it } from 'vitest';
import { legalMoves, type GameState, type Move } from '../../../engine/index';
import { buildScenario } from '../../../engine/rulesets';
import { opNames } from '../../../engine/effects/registry';
import type { Effect, Ruleset, Scenario } from '../../../engine/ruleset/types';
import { play, refused, ruleset } from '../../helpers/game';
import { defence, unitsIn } from './support';

/*
 * The "house events" variant (rulesets/variants/antike-duellum-house-events.variant.json): eighteen designer cards
 * written in the effect language. Each card is tried in a position built with the public scenario builder.
 */
const ID = 'antike-duellum-house-events';
const rules = (): Ruleset => ruleset(ID);

const base: Scenario = {
  id: 'house',
  title: 'House events',
  ruleset: ID,
  blank: true,
  turn: { nation: 'romans' },
  nations: {
    romans: { stock: { marble: 1, iron: 2, gold: 2, coin: 3 }, rondel: 'militia' },
    carthaginians: { stock: { marble: 1, iron: 1, gold: 3, coin: 7 }, rondel: 'scientia' },
  },
  cities: {
    roma: { owner: 'romans' },
    neapolis: { owner: 'romans' },
    carthago: { owner: 'carthaginians', temple: true, wall: true },
    zama: { owner: 'carthaginians', wall: true },
  },
  units: { carthago: { carthaginians: { legion: 2 } }, 'mare-africum': { carthaginians: { galley: 1 } } },
};

/** The base position with the card in the Romans' hand and the scenario's changes. */
function withCard(card: string, change: Partial<Scenario> = {}, holder = 'romans'): GameState {
  const nations = structuredClone(base.nations)!;
  nations[holder] = { ...nations[holder], hand: [card] };
  const doc = { ...base, nations, ...change };
  if (change.nations) for (const [n, h] of Object.entries(change.nations)) doc.nations![n] = { ...nations[n], ...h };
  const built = buildScenario(rules(), doc);
  if (!built.ok) throw new Error(JSON.stringify(built.diagnostics));
  return built.state;
}
const cardPlay = (card: string, targets?: string[]): Move => ({ type: 'card.play', card, ...(targets ? { targets } : {}) });
const stock = (s: GameState, n: string) => s.nation[n].stock;

describe('house events: the variant', () => {
  it('uses every effect op and every timing the engine has', () => {
    const cards = rules().eventCards!.cards;
    const used = new Set<string>();
    const walk = (effects: Effect[]) => effects.forEach((e) => {
      used.add(e.op);
      if (e.op === 'choose') Object.values(e.options).forEach((o) => walk(o.effects));
      if (e.op === 'if') { walk(e.then); walk(e.else ?? []); }
    });
    const house = Object.entries(cards).filter(([id]) => !['academy', 'earthquake', 'burglary', 'fortress', 'unknown'].includes(id));
    expect(house.length).toBeGreaterThanOrEqual(10);
    house.forEach(([, c]) => walk(c.effects));
    expect([...used].sort()).toEqual([...opNames].sort());
    expect(new Set(house.map(([, c]) => c.play.when))).toEqual(new Set(['own-turn', 'during-action', 'end-of-turn', 'reply-to-conquest', 'reply-to-movement']));
  });

  it('its cards are marked as house rules in the provenance', () => {
    const provenance = rules().eventCards!.provenance ?? {};
    for (const id of ['blank-1', 'blank-2', 'plague', 'harvest-festival', 'mercenaries', 'sabotage', 'storm-at-sea', 'iconoclasts', 'forced-march', 'city-guard', 'engineers', 'spy-network', 'granary', 'census', 'ambush', 'ultimatum', 'stonemasons', 'peace-treaty']) {
      expect(provenance[`/cards/${id}`]?.status, id).toBe('house-rule');
    }
  });
});

describe('house events: each card', () => {
  it('Tribute (blank 1): a third of the opponent\'s coins, rounded up, taken from him', () => {
    const s = withCard('blank-1');
    const after = play(rules(), s, cardPlay('blank-1')).state;
    expect([stock(after, 'romans').coin, stock(after, 'carthaginians').coin]).toEqual([3 + 3, 7 - 3]);
  });

  it('Reforms (blank 2): only during SCIENTIA; +1 production for the rest of the game', () => {
    refused(rules(), withCard('blank-2'), cardPlay('blank-2'), 'move/card-timing');
    const s = withCard('blank-2', { turn: { nation: 'romans', field: 'scientia' } });
    const after = play(rules(), s, cardPlay('blank-2'), { type: 'phase.end' }, { type: 'phase.end' }).state;
    expect(after.nations[after.turn.active]).toBe('carthaginians');
    expect(after.modifiers).toContainEqual({ nation: 'romans', param: 'production.bonus', add: 1, until: 'end-of-game' });
  });

  it('Plague: the opponent loses half his gold, rounded up', () => {
    const after = play(rules(), withCard('plague'), cardPlay('plague')).state;
    expect(stock(after, 'carthaginians').gold).toBe(1);
  });

  it('Harvest festival: 1 marble with fewer than 4 cities; 1 per 2 cities (at most 3) with 4 or more', () => {
    expect(stock(play(rules(), withCard('harvest-festival'), cardPlay('harvest-festival')).state, 'romans').marble).toBe(1 + 1);
    const four = { ...base.cities, brundisium: { owner: 'romans' }, ancona: { owner: 'romans', resource: 'iron' as const } };
    expect(stock(play(rules(), withCard('harvest-festival', { cities: four }), cardPlay('harvest-festival')).state, 'romans').marble).toBe(1 + 2);
    const eight = { ...four, cremona: { owner: 'romans', resource: 'iron' as const }, genua: { owner: 'romans', resource: 'gold' as const }, croton: { owner: 'romans', resource: 'gold' as const }, aquileia: { owner: 'romans', resource: 'marble' as const } };
    expect(stock(play(rules(), withCard('harvest-festival', { cities: eight }), cardPlay('harvest-festival')).state, 'romans').marble).toBe(1 + 3);
  });

  it('Mercenaries: during MILITIA, pay the opponent 1 gold and place 2 legions in an own city', () => {
    const s = withCard('mercenaries', { turn: { nation: 'romans', field: 'militia' } });
    const after = play(rules(), s, cardPlay('mercenaries', ['neapolis'])).state;
    expect(unitsIn(after, 'neapolis', 'romans')).toEqual({ legion: 2 });
    expect([stock(after, 'romans').gold, stock(after, 'carthaginians').gold]).toEqual([1, 4]);
  });

  it('Sabotage: 1 enemy legion leaves the board', () => {
    const after = play(rules(), withCard('sabotage'), cardPlay('sabotage', ['carthago'])).state;
    expect(unitsIn(after, 'carthago', 'carthaginians')).toEqual({ legion: 1 });
  });

  it('Storm at sea: the enemy galley returns to its owner\'s recruitment box', () => {
    const s = withCard('storm-at-sea');
    const after = play(rules(), s, cardPlay('storm-at-sea', ['mare-africum'])).state;
    expect(after.units['mare-africum']).toBeUndefined();
    expect(after.nation.carthaginians.box.galley).toBe((s.nation.carthaginians.box.galley ?? 0) + 1);
  });

  it('Iconoclasts: during TEMPLUM, an enemy temple is destroyed for 2 coins', () => {
    refused(rules(), withCard('iconoclasts'), cardPlay('iconoclasts', ['carthago']), 'move/card-timing');
    const s = withCard('iconoclasts', { turn: { nation: 'romans', field: 'templum' } });
    const after = play(rules(), s, cardPlay('iconoclasts', ['carthago'])).state;
    expect(after.cities.carthago.temple).toBe(false);
    expect(stock(after, 'romans').coin).toBe(1);
  });

  it('Forced march: 2 more free rondel steps this turn (5 in all), legions cross 2 borders', () => {
    const s = withCard('forced-march', { units: { ...base.units, roma: { romans: { legion: 1 } } } });
    // militia → templum is 5 fields: 2 resources without the card (D-RON-05: 3 free), free with it.
    const poor = { ...s, nation: { ...s.nation, romans: { ...s.nation.romans, stock: { marble: 0, iron: 0, gold: 0, coin: 0 } } } };
    refused(rules(), poor, { type: 'rondel.select', field: 'templum' }, 'move/insufficient-resources');
    const after = play(rules(), poor, cardPlay('forced-march'), { type: 'rondel.select', field: 'templum' }).state;
    expect(after.nation.romans.rondel).toBe('templum');
    expect(after.modifiers).toContainEqual({ nation: 'romans', param: 'legion.moves', max: 2, until: 'end-of-turn' });
  });

  it('City guard: in reply to a conquest, +2 defence for that conquest', () => {
    const s = withCard('city-guard', { turn: { nation: 'romans', field: 'duellum-1' }, units: { ...base.units, caesarea: { romans: { legion: 3 } } } }, 'carthaginians');
    const moved = play(rules(), s, ...Array.from({ length: 3 }, (): Move => ({ type: 'unit.move', from: 'caesarea', to: 'zama', unit: 'legion' }))).state;
    const normal = defence(rules(), moved, 'zama', 'romans');
    const conquer = legalMoves(rules(), moved).find((m) => m.type === 'city.conquer' && m.region === 'zama')!;
    const asked = play(rules(), moved, conquer).state;
    expect(asked.pending[0]).toMatchObject({ kind: 'reply-to-conquest', nation: 'carthaginians', region: 'zama' });
    const replied = play(rules(), asked, cardPlay('city-guard')).state;
    // Defence 2 (city + wall, D-CONQ-03) becomes 4 with the guard: 3 legions do not suffice and all stay (AMB-D07).
    expect(normal).toBe(2);
    expect(replied.cities.zama.owner).toBe('carthaginians');
    const passed = play(rules(), asked, { type: 'reply.pass' }).state;
    expect(passed.cities.zama.owner).toBe('romans');
  });

  it('Ambush: offered to the defender right after an enemy unit moves into its region; destroys an enemy legion', () => {
    const s = withCard('ambush', { turn: { nation: 'romans', field: 'duellum-1' }, units: { ...base.units, caesarea: { romans: { legion: 2 } } } }, 'carthaginians');
    const moved = play(rules(), s, { type: 'unit.move', from: 'caesarea', to: 'zama', unit: 'legion' }).state;
    expect(moved.pending).toEqual([{ kind: 'reply-to-movement', nation: 'carthaginians', region: 'zama', unit: 'legion', from: 'caesarea' }]);
    const offered = legalMoves(rules(), moved);
    expect(offered).toContainEqual(cardPlay('ambush', ['zama']));
    expect(offered).toContainEqual({ type: 'reply.pass' });
    // Only the reply now: the mover waits.
    refused(rules(), moved, { type: 'unit.move', from: 'caesarea', to: 'zama', unit: 'legion' }, 'move/not-now');
    const ambushed = play(rules(), moved, cardPlay('ambush', ['zama'])).state;
    expect(ambushed.units.zama).toBeUndefined();
    expect(ambushed.pending).toEqual([]);
    expect(ambushed.nation.carthaginians.hand).toEqual([]);
    // Passing: the legion stays and the Romans go on moving.
    const passed = play(rules(), moved, { type: 'reply.pass' }).state;
    expect(unitsIn(passed, 'zama', 'romans')).toEqual({ legion: 1 });
    expect(passed.nation.carthaginians.hand).toEqual(['ambush']);
    const next = play(rules(), passed, { type: 'unit.move', from: 'caesarea', to: 'zama', unit: 'legion' }).state;
    expect(unitsIn(next, 'zama', 'romans')).toEqual({ legion: 2 });
    // Once played, no more replies: the card is gone.
    expect(play(rules(), ambushed, { type: 'unit.move', from: 'caesarea', to: 'zama', unit: 'legion' }).state.pending).toEqual([]);
  });

  it('Ambush: no reply when the unit enters a region without the holder\'s city or units, nor on the holder\'s own turn', () => {
    const s = withCard('ambush', { turn: { nation: 'romans', field: 'duellum-1' }, units: { ...base.units, caesarea: { romans: { legion: 1 } } } }, 'carthaginians');
    const empty = legalMoves(rules(), s).find((m) => m.type === 'unit.move' && m.from === 'caesarea' && !s.cities[m.to] && !s.units[m.to])!;
    expect(empty).toBeDefined();
    expect(play(rules(), s, empty).state.pending).toEqual([]);
    const own = withCard('ambush', { turn: { nation: 'carthaginians' } }, 'carthaginians');
    refused(rules(), own, cardPlay('ambush', ['carthago']), 'move/card-timing');
  });

  it('Ultimatum: the opponent chooses in a decision of his own (pay 2 gold, or a wall of his pick); then the player takes 1 coin', () => {
    const s = withCard('ultimatum');
    // The player's move names nothing: the choice is not his.
    expect(legalMoves(rules(), s).filter((m) => m.type === 'card.play')).toEqual([cardPlay('ultimatum')]);
    const asked = play(rules(), s, cardPlay('ultimatum')).state;
    expect(asked.pending).toHaveLength(1);
    expect(asked.pending[0]).toMatchObject({ kind: 'effect-choice', nation: 'carthaginians', card: 'ultimatum', options: [{ id: 'pay', label: 'Pay 2 gold' }, { id: 'wall', label: 'Give up a town wall' }] });
    // The rest of the card waits: no coin yet, and the continuation is plain data.
    expect(stock(asked, 'romans').coin).toBe(3);
    expect(JSON.parse(JSON.stringify(asked.pending))).toEqual(asked.pending);
    // The Romans cannot go on; the Carthaginians answer, naming the wall themselves.
    refused(rules(), asked, { type: 'rondel.select', field: 'aurum' }, 'move/not-now');
    const answers = legalMoves(rules(), asked);
    expect(answers).toEqual(expect.arrayContaining([{ type: 'effect.choose', option: 'pay' }, { type: 'effect.choose', option: 'wall', targets: ['carthago'] }, { type: 'effect.choose', option: 'wall', targets: ['zama'] }]));
    expect(answers.every((m) => m.type === 'effect.choose')).toBe(true);
    refused(rules(), asked, { type: 'effect.choose', option: 'surrender' }, 'move/unknown-option');

    const paid = play(rules(), asked, { type: 'effect.choose', option: 'pay' }).state;
    expect([stock(paid, 'romans').gold, stock(paid, 'carthaginians').gold]).toEqual([2 + 2, 3 - 2]);
    expect(stock(paid, 'romans').coin).toBe(3 + 1);
    expect(paid.pending).toEqual([]);
    expect(legalMoves(rules(), paid).some((m) => m.type === 'rondel.select')).toBe(true);

    const walled = play(rules(), asked, { type: 'effect.choose', option: 'wall', targets: ['zama'] }).state;
    expect([walled.cities.zama.wall, walled.cities.carthago.wall]).toEqual([false, true]);
    expect(stock(walled, 'carthaginians').gold).toBe(3);
    expect(stock(walled, 'romans').coin).toBe(3 + 1);
  });

  it('Stonemasons: during TEMPLUM, the next temple costs 3 marble less (6 → 3, D-TEMP-02), then the price is back', () => {
    refused(rules(), withCard('stonemasons'), cardPlay('stonemasons'), 'move/card-timing');
    const s = withCard('stonemasons', { turn: { nation: 'romans', field: 'templum' }, nations: { romans: { stock: { marble: 3, iron: 0, gold: 0, coin: 0 } } } });
    refused(rules(), s, { type: 'temple.build', region: 'roma' }, 'move/insufficient-resources');
    const played = play(rules(), s, cardPlay('stonemasons')).state;
    expect(legalMoves(rules(), played)).toContainEqual({ type: 'temple.build', region: 'roma' });
    const built = play(rules(), played, { type: 'temple.build', region: 'roma' }).state;
    expect(built.cities.roma.temple).toBe(true);
    expect(stock(built, 'romans').marble).toBe(0);
    expect(built.modifiers).toEqual([]);
  });

  it('Peace treaty: an enemy town wall goes back to its owner\'s supply; the opponent takes 2 coins', () => {
    const s = withCard('peace-treaty');
    expect(legalMoves(rules(), s).filter((m) => m.type === 'card.play')).toEqual([cardPlay('peace-treaty', ['carthago']), cardPlay('peace-treaty', ['zama'])]);
    const after = play(rules(), s, cardPlay('peace-treaty', ['carthago'])).state;
    expect([after.cities.carthago.wall, after.cities.zama.wall]).toEqual([false, true]);
    expect(after.nation.carthaginians.walls).toBe(s.nation.carthaginians.walls + 1);
    expect(stock(after, 'carthaginians').coin).toBe(7 + 2);
  });

  it('Engineers: during TEMPLUM, choose to breach an enemy wall or quarry 2 marble', () => {
    const s = withCard('engineers', { turn: { nation: 'romans', field: 'templum' } });
    const plays = legalMoves(rules(), s).filter((m) => m.type === 'card.play').map((m) => (m as { targets?: string[] }).targets);
    expect(plays).toEqual(expect.arrayContaining([['breach', 'carthago'], ['breach', 'zama'], ['quarry']]));
    const breached = play(rules(), s, cardPlay('engineers', ['breach', 'zama'])).state;
    expect(breached.cities.zama.wall).toBe(false);
    expect(stock(play(rules(), s, cardPlay('engineers', ['quarry'])).state, 'romans').marble).toBe(3);
  });

  it('Granary: the next production yields 2 more, then the modifier is used up (until used)', () => {
    // The stone on TEMPLUM: AURUM is 1 field on, free (D-RON-05).
    const s = withCard('granary', { nations: { romans: { rondel: 'templum' } } });
    const played = play(rules(), s, cardPlay('granary')).state;
    expect(played.modifiers).toEqual([{ nation: 'romans', param: 'production.bonus', add: 2, until: 'next-use' }]);
    // Roma is a gold city (1 gold, D-PROD) and AURUM produces gold: 1 + 2.
    const produced = play(rules(), played, { type: 'rondel.select', field: 'aurum' }).state;
    expect(stock(produced, 'romans').gold).toBe(2 + 1 + 2);
    expect(produced.modifiers).toEqual([]);
  });

  it('Census: only at the end of the own turn (founding), 1 coin per 2 own cities, at most 3', () => {
    const s = withCard('census', { nations: { romans: { rondel: 'templum' } } });
    refused(rules(), s, cardPlay('census'), 'move/card-timing');
    const founding = play(rules(), s, { type: 'rondel.select', field: 'aurum' }).state;
    expect(founding.turn.phase).toBe('found');
    expect(legalMoves(rules(), founding)).toContainEqual(cardPlay('census'));
    const after = play(rules(), founding, cardPlay('census')).state;
    expect(stock(after, 'romans').coin).toBe(stock(founding, 'romans').coin + 1);
  });

  it('Spy network: draw the top card of the deck; the opponent takes one from the display', () => {
    const s = withCard('spy-network');
    const top = s.cards.deck[0];
    const after = play(rules(), s, cardPlay('spy-network')).state;
    expect(after.nation.romans.hand).toEqual([top]);
    expect(after.pending).toEqual([{ kind: 'take-card', nation: 'carthaginians', reason: 'effect' }]);
  });
});
