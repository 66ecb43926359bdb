import { describe, expect, it } from 'vitest';
import { applyMove, createGame, legalMoves, replay, type GameState, type Move } from '../../../engine/index';
import { startTurn, stepTurn } from '../../../engine/turn/machine';
import { given, play, refused, ruleset, rulesetWith, stockOf } from '../../helpers/game';

/*
 * choose with chooser 'opponent': the card's run pauses as a decision of the other nation ('effect-choice'), whose
 * continuation is plain data, answered by 'effect.choose' (house-events card Ultimatum; a nested card below).
 */
const H = ruleset('antike-duellum-house-events');

/** Plays seeded random legal moves, taking and playing Ultimatum whenever offered, until a player must answer it. */
function untilChoice(seed: number, cap: number): { moves: Move[]; state: GameState } | undefined {
  let state = createGame(H, { seed, players: 2 });
  let rng = seed * 7919;
  const moves: Move[] = [];
  for (let i = 0; i < cap && !state.result; i++) {
    const legal = legalMoves(H, state);
    rng = (rng * 1103515245 + 12345) % 2147483648;
    const move = legal.find((m) => (m.type === 'card.take' || m.type === 'card.play') && m.card === 'ultimatum') ?? legal[rng % legal.length];
    const applied = applyMove(H, state, move);
    if (!applied.ok) throw new Error(`a listed move was refused: ${JSON.stringify(move)} ${applied.error.code}`);
    moves.push(move);
    state = applied.state;
    if (state.pending[0]?.kind === 'effect-choice') return { moves, state };
  }
  return undefined;
}

describe('a choice by the opponent (effect-choice)', () => {
  it('a game that went through such a choice saves (as JSON) and replays to the same state', () => {
    let found: { seed: number; moves: Move[]; state: GameState } | undefined;
    for (let seed = 1; seed <= 40 && !found; seed++) {
      const run = untilChoice(seed, 1500);
      if (run) found = { seed, ...run };
    }
    expect(found, 'some seeded game reaches an Ultimatum choice').toBeDefined();
    const { seed, moves, state } = found!;
    const decision = state.pending[0];
    expect(decision).toMatchObject({ kind: 'effect-choice', card: 'ultimatum', continuation: { player: state.nations[state.turn.active] } });
    expect(decision.nation).not.toBe(state.nations[state.turn.active]);

    // Saved: the state survives JSON, and the answer works the same on the reloaded copy.
    const saved = JSON.parse(JSON.stringify(state)) as GameState;
    expect(saved).toEqual(state);
    const answer = legalMoves(H, saved)[0];
    expect(answer.type).toBe('effect.choose');
    const fromSaved = applyMove(H, saved, answer);
    const fromLive = applyMove(H, state, answer);
    expect(fromSaved.ok && fromLive.ok).toBe(true);
    if (fromSaved.ok && fromLive.ok) expect(fromSaved.state).toEqual(fromLive.state);

    // Replayed from the seed and the moves, through the answer and a few moves beyond.
    let after = fromLive.ok ? fromLive.state : state;
    const tail: Move[] = [answer];
    for (let i = 0; i < 20 && !after.result; i++) {
      const next = legalMoves(H, after)[0];
      tail.push(next);
      after = (applyMove(H, after, next) as { state: GameState }).state;
    }
    const replayed = replay(H, seed, [...moves, ...tail], 2);
    expect(replayed.ok).toBe(true);
    if (replayed.ok) expect(replayed.state).toEqual(after);
  });

  // A card whose opponent's choice sits inside the player's own choice, with more effects after it.
  const nested = rulesetWith('antike-duellum-house-events', {
    eventCards: {
      cards: {
        ultimatum: {
          effects: [
            {
              op: 'choose',
              options: {
                threat: {
                  label: 'Threaten',
                  effects: [
                    { op: 'choose', chooser: 'opponent', options: { gold: { label: '1 gold', effects: [{ op: 'gain', player: 'self', currency: 'gold', amount: 1, from: 'opponent' }] }, legion: { label: 'A legion', effects: [{ op: 'destroy', piece: 'unit', owner: 'opponent', unit: 'legion' }] } } },
                    { op: 'gain', player: 'self', currency: 'iron', amount: 1 },
                  ],
                },
                quiet: { label: 'Keep quiet', effects: [{ op: 'gain', player: 'self', currency: 'marble', amount: 1 }] },
              },
            },
            { op: 'gain', player: 'self', currency: 'coin', amount: 2 },
          ],
        },
      },
    },
  });
  const start = () =>
    given(nested, {
      active: 'romans',
      blank: true,
      rondel: { romans: null },
      hand: { romans: ['ultimatum'] },
      stock: { romans: { marble: 0, iron: 0, gold: 0, coin: 0 }, carthaginians: { gold: 3 } },
      units: { carthago: { carthaginians: { legion: 2 } }, zama: { carthaginians: { legion: 1 } } },
    });

  it('the rest of the card (inner, then outer lists) runs after the answer; the chooser names the option\'s targets', () => {
    const s = start();
    expect(legalMoves(nested, s).filter((m) => m.type === 'card.play')).toEqual([
      { type: 'card.play', card: 'ultimatum', targets: ['threat'] },
      { type: 'card.play', card: 'ultimatum', targets: ['quiet'] },
    ]);
    const quiet = play(nested, s, { type: 'card.play', card: 'ultimatum', targets: ['quiet'] }).state;
    expect(quiet.pending).toEqual([]);
    expect([stockOf(quiet, 'romans').marble, stockOf(quiet, 'romans').coin]).toEqual([1, 2]);

    const asked = play(nested, s, { type: 'card.play', card: 'ultimatum', targets: ['threat'] }).state;
    expect(asked.pending[0]).toMatchObject({ kind: 'effect-choice', nation: 'carthaginians', continuation: { player: 'romans', steps: 2 } });
    expect([stockOf(asked, 'romans').iron, stockOf(asked, 'romans').coin]).toEqual([0, 0]);
    expect(legalMoves(nested, asked)).toEqual([
      { type: 'effect.choose', option: 'gold' },
      { type: 'effect.choose', option: 'legion', targets: ['carthago'] },
      { type: 'effect.choose', option: 'legion', targets: ['zama'] },
    ]);
    refused(nested, asked, { type: 'effect.choose', option: 'legion' }, 'effect/choose-target');
    const lost = play(nested, asked, { type: 'effect.choose', option: 'legion', targets: ['zama'] }).state;
    expect(lost.units.zama).toBeUndefined();
    // 'self' in the rest is still the card's player: the Romans take the iron and the coins.
    expect([stockOf(lost, 'romans').iron, stockOf(lost, 'romans').coin, stockOf(lost, 'carthaginians').iron]).toEqual([1, 2, stockOf(asked, 'carthaginians').iron]);
    expect(lost.pending).toEqual([]);
    const paid = play(nested, asked, { type: 'effect.choose', option: 'gold' }).state;
    expect([stockOf(paid, 'romans').gold, stockOf(paid, 'carthaginians').gold]).toEqual([1, 2]);
  });

  it('only options that can be carried out are offered; a card whose options all fail is not playable', () => {
    const noWalls = given(H, { active: 'romans', blank: true, rondel: { romans: null }, hand: { romans: ['ultimatum'] }, cities: { roma: { owner: 'romans', resource: 'gold' }, zama: { owner: 'carthaginians', resource: 'gold' } } });
    const asked = play(H, noWalls, { type: 'card.play', card: 'ultimatum' }).state;
    expect(asked.pending[0]).toMatchObject({ kind: 'effect-choice', options: [{ id: 'pay', label: 'Pay 2 gold' }] });
    expect(legalMoves(H, asked)).toEqual([{ type: 'effect.choose', option: 'pay' }]);
    const hopeless = rulesetWith('antike-duellum-house-events', {
      eventCards: { cards: { ultimatum: { effects: [{ op: 'choose', chooser: 'opponent', options: { wall: { label: 'A wall', effects: [{ op: 'destroy', piece: 'town-wall', owner: 'opponent' }] }, temple: { label: 'A temple', effects: [{ op: 'destroy', piece: 'temple', owner: 'opponent' }] } } }] } } },
    });
    const s = given(hopeless, { active: 'romans', blank: true, rondel: { romans: null }, hand: { romans: ['ultimatum'] }, cities: { roma: { owner: 'romans', resource: 'gold' }, zama: { owner: 'carthaginians', resource: 'gold' } } });
    expect(legalMoves(hopeless, s).some((m) => m.type === 'card.play')).toBe(false);
    refused(hopeless, s, { type: 'card.play', card: 'ultimatum' }, 'effect/no-option');
  });

  it('the machine routes the decision to its state and back to the step the card was played in', () => {
    let snapshot = startTurn(nested, { state: start() });
    expect(snapshot.value).toBe('action-selection');
    const step = (move: Move) => {
      const stepped = stepTurn(nested, snapshot, move);
      if (!stepped.ok) throw new Error(`${move.type}: ${stepped.error.code} ${stepped.error.message}`);
      return stepped.snapshot;
    };
    snapshot = step({ type: 'card.play', card: 'ultimatum', targets: ['threat'] });
    expect(snapshot.value).toBe('effect-choice');
    expect(stepTurn(nested, snapshot, { type: 'rondel.select', field: 'aurum' }).ok).toBe(false);
    snapshot = step({ type: 'effect.choose', option: 'gold' });
    expect(snapshot.value).toBe('action-selection');
  });
});
