/**
 * Words for the event-card decisions of a nation not on turn (app/_lib/describe-move.ts) and for the card text
 * (engine describers): a reply to a movement, and a choice a card asks of the opponent.
 */
import { describe, expect, it } from 'vitest';
import { describeCard } from '../../engine/rulesets';
import { describeDecision, describeMove, describeStep } from '../../app/_lib/describe-move';
import { given, ruleset } from '../helpers/game';

const H = ruleset('antike-duellum-house-events');

describe('describing the new card decisions', () => {
  it('a reply to a movement, and its pass', () => {
    const state = given(H, { active: 'romans', blank: true });
    state.pending.push({ kind: 'reply-to-movement', nation: 'carthaginians', region: 'zama', unit: 'legion', from: 'caesarea' });
    expect(describeDecision(H, state, state.pending[0])).toBe('The Romans moved a legion from Caesarea into Zama. Reply with a card, or let the movement go on.');
    expect(describeMove(H, state, { type: 'reply.pass' })).toBe('No reply: let the movement go on');
    expect(describeCard(H.eventCards!.cards.ambush, H)).toMatch(/^Play in your opponent's turn, right after one of their units moves into a region where you have a city or units\. Destroy 1 /);
  });

  it("a card's choice asked of the opponent, and its answer", () => {
    const state = given(H, { active: 'romans', blank: true });
    state.pending.push({ kind: 'effect-choice', nation: 'carthaginians', card: 'ultimatum', options: [{ id: 'pay', label: 'Pay 2 gold' }, { id: 'wall', label: 'Give up a town wall' }], continuation: { player: 'romans', choices: { pay: [], wall: [] }, rest: [], steps: 1 } });
    expect(describeDecision(H, state, state.pending[0])).toBe('The Romans played Ultimatum: choose one of “Pay 2 gold”, “Give up a town wall”.');
    expect(describeMove(H, state, { type: 'effect.choose', option: 'wall', targets: ['zama'] })).toBe('Choose “Give up a town wall” (Zama)');
    expect(describeCard(H.eventCards!.cards.ultimatum, H)).toMatch(/^Play on your own turn\. Your opponent chooses one: Pay 2 gold: .* Or Give up a town wall: Destroy 1 of your opponent's town walls \(they choose which; .* Take 1 coin from the bank\.$/);
  });
});

describe('the step of the turn in words', () => {
  it('tells a person what to do, and says what a bot is doing without addressing the person watching', () => {
    const state = given(H, { active: 'romans', blank: true });
    state.turn.phase = 'found';
    expect(describeStep(H, state)).toBe('Step 2: found cities where your units stand, then end the turn (personages are awarded at its end).');
    expect(describeStep(H, state, true)).toBe('Step 2: founding cities where its units stand (personages are awarded at the end of the turn).');
    state.turn.phase = 'rondel';
    expect(describeStep(H, state, true)).toBe('Step 1: choosing an action on the rondel.');
    expect(describeStep(H, state, true)).not.toMatch(/\byour?\b/);
  });
});
