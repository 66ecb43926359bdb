/**
 * The card designer's diagnostics (app/_lib/card-diagnostics.ts): each said once, at its place in the card's own
 * JSON (pointer relative to the card, line and column in the JSON panel), without the pointer inside the message,
 * and with a fix.
 */
import { describe, expect, it } from 'vitest';
import { cardDiagnostic, fieldLabel } from '../../app/_lib/card-diagnostics';

const card = { name: 'Harvest Festival', copies: 1, play: { when: 'own-turn' }, effects: [{ op: 'gain', player: 'self', currency: 'marble', amount: 'x' }] };
const text = JSON.stringify(card, null, 2);

describe('card diagnostics', () => {
  it('a wrong type: the place once, its line and column, the problem and a fix', () => {
    const d = cardDiagnostic({ code: 'schema/type', severity: 'error', pointer: '/eventCards/cards/harvest-festival/effects/0/amount', message: '/eventCards/cards/harvest-festival/effects/0/amount must be a whole number or an object' }, 'harvest-festival', text);
    expect(d.place).toBe('/effects/0/amount');
    expect(text.split('\n')[d.line! - 1]).toContain('"amount"');
    expect(d.column).toBeGreaterThan(1);
    expect(d.problem).toBe('Must be a whole number or an object.');
    expect(d.fix).toMatch(/^Write a whole number such as 2, or a count/);
    expect(d.problem + d.fix).not.toContain('/eventCards');
  });

  it("a message naming the place and a parent: the place becomes 'here', the parent relative, the fix split off", () => {
    const op = cardDiagnostic({ code: 'schema/enum', severity: 'error', pointer: '/eventCards/cards/raid/effects/1/op', message: '"steal" is not allowed at /eventCards/cards/raid/effects/1/op; known: gain, lose' }, 'raid');
    expect(op).toMatchObject({ place: '/effects/1/op', problem: '"steal" is not allowed here.', fix: 'Known: gain, lose.' });
    const key = cardDiagnostic({ code: 'schema/additionalProperties', severity: 'error', pointer: '/eventCards/cards/raid/effects/2/colour', message: "unknown key 'colour' in /eventCards/cards/raid/effects/2; did you mean 'currency'?" }, 'raid');
    expect(key).toMatchObject({ place: '/effects/2/colour', problem: "Unknown key 'colour' in /effects/2.", fix: "Did you mean 'currency'?" });
    const whole = cardDiagnostic({ code: 'effect/missing-action', severity: 'error', pointer: '/eventCards/cards/raid/play', message: `card 'raid' is played during an action but does not say which; add "action" (e.g. "research")` }, 'raid');
    expect(whole).toMatchObject({ place: '/play', problem: 'This card is played during an action but does not say which.', fix: 'Add "action" (e.g. "research").' });
  });

  it('names the place as the form does: effects numbered from 1, the card\'s own fields by their labels', () => {
    expect(fieldLabel('/effects/0/amount')).toBe('effect 1 › amount');
    expect(fieldLabel('/effects/1/then/0/amount/max')).toBe('effect 2 › then › effect 1 › amount › max');
    expect(fieldLabel('/effects/0/options/coin/effects/1/currency')).toBe('effect 1 › options › coin › effect 2 › currency');
    expect(fieldLabel('/copies')).toBe('copies');
    expect(fieldLabel('/play/action')).toBe('action');
    expect(fieldLabel('/')).toBe('the card');
    const d = cardDiagnostic({ code: 'schema/minimum', severity: 'error', pointer: '/eventCards/cards/raid/effects/0/amount', message: '/eventCards/cards/raid/effects/0/amount must be at least 0 (it is -3)' }, 'raid');
    expect(d).toMatchObject({ field: 'effect 1 › amount', problem: 'Must be at least 0 (it is -3).', fix: 'Write 0 or more.' });
  });

  it('copies out of range: the fix says what copies count and what 0 means', () => {
    const d = cardDiagnostic({ code: 'schema/minimum', severity: 'error', pointer: '/eventCards/cards/raid/copies', message: '/eventCards/cards/raid/copies must be at least 0 (it is -2)' }, 'raid');
    expect(d).toMatchObject({ place: '/copies', field: 'copies', problem: 'Must be at least 0 (it is -2).' });
    expect(d.fix).toBe('Write how many copies the deck holds, a whole number from 0 to 50; 0 keeps the card out of the deck.');
  });
});

describe('card diagnostics in plain words', () => {
  it('an empty name says so and how to fix it, not "must NOT have fewer than 1 characters"', () => {
    const d = cardDiagnostic({ code: 'schema/minLength', severity: 'error', pointer: '/eventCards/cards/raid/name', message: '/eventCards/cards/raid/name must not be empty; write some text' }, 'raid');
    expect(d).toMatchObject({ field: 'name', problem: 'Must not be empty.', fix: 'Give the card a name: the one printed on it, or the one players will call it by.' });
  });

  it('the printed text is named as the form names it', () => {
    expect(fieldLabel('/text')).toBe('printed text');
  });
});
