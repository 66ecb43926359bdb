import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { legalMoves, createGame, type GameState } from '../../engine/index';
import { buildScenario } from '../../engine/rulesets';
import type { Ruleset } from '../../engine/ruleset/types';
import { ruleset } from '../helpers/game';

const dir = path.resolve('rulesets/scenarios');
const shipped = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.scenario.json'))
  .map((f) => ({ file: f, doc: JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { id: string; ruleset: string } }));

function build(rules: Ruleset, doc: unknown): GameState {
  const result = buildScenario(rules, doc);
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return result.state;
}

/** Every piece of a nation, wherever it is: the builder takes pieces from their pools, never makes them. */
function pieceTotals(state: GameState, nation: string) {
  const units: Record<string, number> = {};
  const add = (u: string, n: number) => (units[u] = (units[u] ?? 0) + n);
  for (const byNation of Object.values(state.units)) for (const [u, n] of Object.entries(byNation[nation] ?? {})) add(u, n);
  for (const [u, n] of Object.entries(state.nation[nation].supply)) add(u, n);
  for (const [u, n] of Object.entries(state.nation[nation].box)) add(u, n);
  return units;
}

const templesTotal = (s: GameState) => s.bank.temples + Object.values(s.cities).filter((c) => c.temple).length;
const cardsTotal = (s: GameState) => s.cards.deck.length + s.cards.display.length + s.cards.discard.length + s.nations.reduce((a, n) => a + s.nation[n].hand.length, 0);

describe('shipped scenarios (rulesets/scenarios/) build into consistent positions', () => {
  it('there are at least 2 per game', () => {
    expect(shipped.filter((s) => s.doc.ruleset === 'antike-duellum').length).toBeGreaterThanOrEqual(2);
    expect(shipped.filter((s) => s.doc.ruleset === 'antike-east').length).toBeGreaterThanOrEqual(2);
  });

  for (const { file, doc } of shipped) {
    it(`${file}: builds with no diagnostics; pieces, temples and cards are conserved; the game can go on`, () => {
      expect(path.basename(file)).toBe(`${doc.id}.scenario.json`);
      const rules = ruleset(doc.ruleset);
      const result = buildScenario(rules, doc);
      expect(result.diagnostics).toEqual([]);
      if (!result.ok) return;
      const fresh = createGame(rules, { seed: 1, players: (doc as { players?: number }).players });
      for (const n of fresh.nations) expect(pieceTotals(result.state, n), n).toEqual(pieceTotals(fresh, n));
      expect(templesTotal(result.state)).toBe(templesTotal(fresh));
      expect(cardsTotal(result.state)).toBe(cardsTotal(fresh));
      expect(legalMoves(rules, result.state).length).toBeGreaterThan(0);
    });
  }
});

describe('a scenario states a position in game terms', () => {
  const duellum = ruleset('antike-duellum');
  const doc = shipped.find((s) => s.doc.id === 'romans-four-cities')!.doc;

  it('Romans with 4 cities and a card in hand: their turn at the rondel, the card out of the deck', () => {
    const s = build(duellum, doc);
    expect(s.nations[s.turn.active]).toBe('romans');
    expect(s.turn.phase).toBe('rondel');
    expect(Object.values(s.cities).filter((c) => c.owner === 'romans')).toHaveLength(4);
    expect(s.cities.ancona).toEqual({ owner: 'romans', resource: 'iron', temple: true, wall: false, founded: true });
    expect(s.nation.romans.hand).toEqual(['academy']);
    expect([...s.cards.deck, ...s.cards.display]).not.toContain('academy');
    expect(s.nation.carthaginians.knowHows).toEqual(['strata', 'moneta']);
  });

  it('a turn stated on a field starts in its action: the siege is in the movement step', () => {
    const s = build(duellum, shipped.find((x) => x.doc.id === 'fortress-siege')!.doc);
    expect(s.turn.phase).toBe('movement');
    expect(s.nation.romans.rondel).toBe('duellum-1');
    expect(legalMoves(duellum, s)).toContainEqual({ type: 'unit.move', from: 'caesarea', to: 'zama', unit: 'legion' });
  });

  const broken = (patch: object) => ({ ...doc, ...patch });
  const codes = (d: unknown) => {
    const r = buildScenario(duellum, d);
    expect(r.ok).toBe(false);
    return r.diagnostics.map((x) => `${x.code} ${x.pointer}`);
  };

  it('bad input is refused with coded diagnostics at the scenario field', () => {
    expect(codes(broken({ cities: { atlantis: { owner: 'romans' } } }))).toEqual(['scenario/unknown-region /cities/atlantis']);
    expect(codes(broken({ cities: { 'mare-africum': { owner: 'romans' } } }))).toEqual(['scenario/no-city-site /cities/mare-africum']);
    expect(codes(broken({ units: { roma: { romans: { legion: 40 } } } }))).toEqual(['scenario/too-many-units /units/roma/romans/legion']);
    expect(codes(broken({ units: { 'mare-africum': { romans: { legion: 1 } } } }))).toEqual(['scenario/wrong-terrain /units/mare-africum/romans/legion']);
    expect(codes(broken({ turn: { nation: 'gauls' } }))).toEqual(['scenario/unknown-nation /turn/nation']);
    expect(codes(broken({ nations: { romans: { hand: ['unknown'] } } }))).toEqual(['scenario/card-not-in-play /nations/romans/hand/0']);
    expect(codes(broken({ nations: { romans: { hand: ['academy'] } }, display: ['academy'] }))).toEqual(['scenario/card-not-in-play /display/0']);
    expect(codes(broken({ turn: { nation: 'romans', field: 'colosseum' } }))).toEqual(['scenario/unknown-field /turn/field']);
  });

  it('a document that breaks the schema is refused by the schema, with its pointer', () => {
    const r = buildScenario(duellum, broken({ weather: 'rain' }));
    expect(r.ok).toBe(false);
    expect(r.diagnostics.some((d) => d.severity === 'error' && d.message.includes('weather'))).toBe(true);
  });
});
