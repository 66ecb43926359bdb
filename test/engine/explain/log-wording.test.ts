import { describe, expect, it } from 'vitest';
import { given, play, ruleset } from '../../helpers/game';

const R = ruleset('antike-duellum');

describe('log wording (issue 12)', () => {
  it('D-FOUND-05: "founded an iron city", "a gold city"', () => {
    const s0 = given(R, { active: 'romans', blank: true, rondel: { romans: null }, units: { ancona: { romans: { legion: 1 } }, genua: { romans: { legion: 1 } } }, stock: { romans: { marble: 2, iron: 2, gold: 2 } } });
    const s = play(R, s0, { type: 'rondel.select', field: 'templum' }, { type: 'phase.end' }).state;
    const texts = play(R, s, { type: 'city.found', region: 'ancona', resource: 'iron' }, { type: 'city.found', region: 'genua', resource: 'gold' }).events.map((e) => e.text);
    expect(texts).toContain('Romans founded an iron city in Ancona');
    expect(texts).toContain('Romans founded a gold city in Genua');
  });

  it('EV-01: a card effect names its subject once ("Romans gained 3 gold", not "Romans : Romans gained")', () => {
    const s0 = given(R, { active: 'romans', blank: true, rondel: { romans: null }, hand: { romans: ['academy'] }, knowHows: { carthaginians: ['strata', 'navigatio', 'commercium'] } });
    const s = play(R, s0, { type: 'rondel.select', field: 'scientia' }).state;
    const texts = play(R, s, { type: 'card.play', card: 'academy' }).events.map((e) => e.text);
    expect(texts).toContain('Romans gained 3 gold from the bank');
    expect(texts.filter((t) => / : /.test(t))).toEqual([]);
  });
});
