/**
 * The heuristic bot plays its event cards in its own turn when they pay (engine/bots/cards.ts): a card done when
 * played (Burglary, Earthquake) by what it changes, a change left for later (Stonemasons' cheaper temple) by what the
 * rest of the turn buys with it, and one that outlasts the turn by what the next own turns buy. The policy alone, which MCTS rollouts and the opening search run, never plays one.
 * Cards of rulesets/variants/antike-duellum-house-events.variant.json and the Duellum base deck (D-EV-08, D-EV-09).
 */
import { describe, expect, it } from 'vitest';
import { legalMoves, type GameState, type Move } from '../../engine/index';
import { heuristicBot, policyMove, strategies } from '../../engine/bots/heuristic';
import { given, play, ruleset } from '../helpers/game';
import { FastGame } from '../../engine/sim/fast-game';
import { isExclusive } from '../../engine/state/ownership';

const H = ruleset('antike-duellum-house-events');
const bot = heuristicBot('balanced');
const choice = (state: GameState): Move => bot(H, state, legalMoves(H, state), 1)[0];
const cities = { roma: { owner: 'romans', resource: 'marble' as const }, neapolis: { owner: 'romans', resource: 'gold' as const }, carthago: { owner: 'carthaginians', resource: 'gold' as const }, zama: { owner: 'carthaginians', resource: 'iron' as const } };

describe('the heuristic bot plays event cards that pay', () => {
  it('Burglary at its rondel decision when the opponent has coins to lose; kept while he has one', () => {
    const rich = given(H, { active: 'romans', blank: true, cities, hand: { romans: ['burglary'] }, stock: { carthaginians: { coin: 8 } } });
    expect(choice(rich)).toEqual({ type: 'card.play', card: 'burglary' });
    const poor = given(H, { active: 'romans', blank: true, cities, hand: { romans: ['burglary'] }, stock: { carthaginians: { coin: 1 } } });
    expect(legalMoves(H, poor)).toContainEqual({ type: 'card.play', card: 'burglary' });
    expect(choice(poor).type).toBe('rondel.select');
  });

  it("Earthquake on the opponent's wall where its legions stand to attack, never on its own", () => {
    const walls = { ...cities, roma: { ...cities.roma, wall: true }, carthago: { ...cities.carthago, wall: true } };
    // Two legions beside Carthago (defence 1, +1 wall, D-CONQ-02): without the wall they can take it.
    const siege = given(H, { active: 'romans', blank: true, cities: walls, units: { zama: { romans: { legion: 2 } } }, hand: { romans: ['earthquake'] } });
    const move = choice(siege) as Extract<Move, { type: 'card.play' }>;
    expect(move).toEqual({ type: 'card.play', card: 'earthquake', targets: ['carthago'] });
    const ownOnly = given(H, { active: 'romans', blank: true, cities: { ...cities, roma: { ...cities.roma, wall: true } }, hand: { romans: ['earthquake'] } });
    expect(legalMoves(H, ownOnly).some((m) => m.type === 'card.play')).toBe(true);
    expect(choice(ownOnly).type).not.toBe('card.play');
  });

  it('Stonemasons (the next temple 3 marble cheaper) in TEMPLUM when that makes a temple affordable this turn', () => {
    const at = (marble: number) => play(H, given(H, { active: 'romans', blank: true, cities, rondel: { romans: 'ferrum' }, hand: { romans: ['stonemasons'] }, stock: { romans: { marble } } }), { type: 'rondel.select', field: 'templum' }).state;
    // 3 marble and no coin to stand in (D-COIN-01): a temple (6 marble) only with the card.
    expect(choice(at(3))).toEqual({ type: 'card.play', card: 'stonemasons' });
    // 1 marble: not even with it; the card is kept.
    expect(choice(at(1)).type).not.toBe('card.play');
  });

  it('a production bonus for good in SCIENTIA (a change that outlasts the turn is valued over the next own turns); a lasting change for the worse is kept', () => {
    // blank-2 of the house events: "+1 production for good", played during a research action.
    const inScientia = (rules: typeof H) => play(rules, given(rules, { active: 'romans', blank: true, cities, rondel: { romans: 'marmor' }, hand: { romans: ['blank-2'] }, stock: { romans: { gold: 2 } } }), { type: 'rondel.select', field: 'scientia' }).state;
    const good = inScientia(H);
    expect(legalMoves(H, good)).toContainEqual({ type: 'card.play', card: 'blank-2' });
    expect(bot(H, good, legalMoves(H, good), 1)[0]).toEqual({ type: 'card.play', card: 'blank-2' });
    // The same card made a curse: every temple 2 marble dearer for good. Played, it would cost later purchases.
    const cursed = structuredClone(H);
    cursed.eventCards!.cards['blank-2'].effects = [{ op: 'modify', param: 'temple.cost', add: 2, until: 'end-of-game' }];
    const bad = inScientia(cursed);
    expect(legalMoves(cursed, bad)).toContainEqual({ type: 'card.play', card: 'blank-2' });
    expect(bot(cursed, bad, legalMoves(cursed, bad), 1)[0].type).not.toBe('card.play');
  });

  it("trials leave a simulated game's state as it was, its parts still its own (the trial copies share them until they change one)", () => {
    const walls = { ...cities, roma: { ...cities.roma, wall: true }, carthago: { ...cities.carthago, wall: true } };
    const siege = given(H, { active: 'romans', blank: true, cities: walls, units: { zama: { romans: { legion: 2 } } }, hand: { romans: ['earthquake', 'burglary', 'sabotage'] }, stock: { carthaginians: { coin: 8 } } });
    const game = new FastGame(H, siege);
    const before = JSON.stringify(game.state);
    const cityMap = game.state.cities;
    const move = bot(H, game.state as GameState, game.legal(), 1)[0];
    expect(move.type).toBe('card.play');
    expect(JSON.stringify(game.state)).toBe(before);
    expect(game.state.cities).toBe(cityMap);
    expect(isExclusive(game.state as GameState)).toBe(true);
    // The game goes on in place from there, as the simulation path plays it.
    game.play(move);
    expect(JSON.stringify(game.state)).not.toBe(before);
  });

  it('the policy alone (MCTS rollouts, the opening search) never plays a card in its own turn', () => {
    const rich = given(H, { active: 'romans', blank: true, cities, hand: { romans: ['burglary'] }, stock: { carthaginians: { coin: 8 } } });
    expect(policyMove(H, rich, legalMoves(H, rich), strategies.balanced, 1)[0].type).toBe('rondel.select');
  });
});
