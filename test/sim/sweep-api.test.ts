/**
 * GET /api/rulesets/<id>/sweep (lib/rulesets/sweep.ts) on the real library: what the simulate page asks before a
 * sweep, and the variants it plays, resolved by the code `rondel simulate --set` runs.
 */
import { describe, expect, it } from 'vitest';
import { loadLibrary } from '../../lib/rulesets/load';
import { sweepAnswer } from '../../lib/rulesets/sweep';
import { resolveSweep } from '../../cli/simulate';
import { sweepPointerProblem } from '../../engine/simulation';
import { ruleset } from '../helpers/game';

const marble = '/actions/build/temple/cost/marble';
const ask = (query: Parameters<typeof sweepAnswer>[2], id = 'antike-duellum') => sweepAnswer(loadLibrary({ workspace: false }), id, query);

describe('the sweep API', () => {
  it('offers the numbers, switches and words of A, each with its provenance, and no names, lists or bookkeeping', () => {
    const { status, body } = ask({});
    expect(status).toBe(200);
    const pointers = body.pointers as { pointer: string; value: unknown; status: string }[];
    expect(pointers).toContainEqual({ pointer: marble, value: 6, status: 'printed' });
    expect(pointers).toContainEqual({ pointer: '/knowHows/items/moneta/price/first', value: 8, status: 'estimated' });
    expect(pointers.filter((p) => /\/(name|text|geo|hex)(\/|$)|\/provenance\/|\/title$/.test(p.pointer))).toEqual([]);
    // Every one offered is one the sweep takes (none inside a list).
    const duellum = ruleset('antike-duellum') as unknown as Record<string, unknown>;
    expect(pointers.filter((p) => sweepPointerProblem(duellum, p.pointer) !== undefined)).toEqual([]);
  });

  it('a good pointer: what A has there, printed or estimated', () => {
    expect(ask({ pointer: marble })).toEqual({
      status: 200,
      body: expect.objectContaining({ ok: true, pointer: marble, asWritten: 6, provenance: expect.objectContaining({ status: 'printed' }), estimatedInside: [] }),
    });
    const moneta = ask({ pointer: '/knowHows/items/moneta/price/first' }).body;
    expect(moneta).toMatchObject({ asWritten: 8, provenance: { pointer: '/knowHows/items/moneta/price', status: 'estimated' } });
    expect(ask({ pointer: '/knowHows/items/moneta/price' }).body).toMatchObject({ asWritten: { first: 8, later: 5 }, provenance: { status: 'estimated' } });
  });

  it('a missing pointer: the engine\'s words, without the command line\'s flag', () => {
    expect(ask({ pointer: '/actions/build/temple/price' })).toEqual({ status: 200, body: { ok: false, problem: "the ruleset has no 'price' at /actions/build/temple; it has cost, adjacentTempleSurcharge" } });
    expect(ask({ pointer: '/actions/build/townWall/gainedAtScore/2' }).body.problem).toMatch(/^\/actions\/build\/townWall\/gainedAtScore is a list, which a variant replaces whole/);
    expect(ask({ pointer: 'actions' }).body.problem).toMatch(/is not a JSON pointer; it starts with '\/'/);
    expect(ask({ pointer: marble }, 'nonesuch')).toEqual({ status: 404, body: { ok: false, problem: "no ruleset or variant with id 'nonesuch'" } });
  });

  it('a refused value: the value, the problem and the validator\'s errors, as the CLI reports it', () => {
    const { status, body } = ask({ set: `${marble}=5,many` });
    expect(status).toBe(200);
    expect(body).toEqual({
      ok: false,
      problem: `${marble} = many makes a ruleset that does not validate`,
      value: 'many',
      diagnostics: [{ code: 'schema/type', message: `${marble} must be a whole number`, pointer: marble }],
    });
    expect(ask({ set: `${marble}=4,4` }).body).toEqual({ ok: false, problem: '4 is listed twice' });
    expect(ask({ set: `${marble}=` }).body.problem).toMatch(/give the values to play at \/actions\/build\/temple\/cost\/marble/);
  });

  it('good values: each a variant with the id and the resolved ruleset the CLI plays, A itself for its own value', () => {
    const { status, body } = ask({ set: `${marble}=4,6,7`, rulesets: true });
    expect(status).toBe(200);
    expect(body.settings).toEqual([
      { value: 4, variant: 'antike-duellum-sweep-1', asWritten: false },
      { value: 6, variant: 'antike-duellum', asWritten: true },
      { value: 7, variant: 'antike-duellum-sweep-3', asWritten: false },
    ]);
    const rulesets = body.rulesets as Record<string, { actions: { build: { temple: { cost: unknown } } }; provenance: Record<string, { status: string }> }>;
    expect(Object.keys(rulesets).sort()).toEqual(['antike-duellum', 'antike-duellum-sweep-1', 'antike-duellum-sweep-3']);
    expect(rulesets['antike-duellum-sweep-1'].actions.build.temple.cost).toEqual({ marble: 4 });
    expect(rulesets['antike-duellum-sweep-3'].provenance[marble].status).toBe('house-rule');
    // The command line's resolution of the same setting: the same rulesets, value for value.
    const cli = resolveSweep('antike-duellum', { pointer: marble, values: [4, 6, 7] });
    if (!('settings' in cli)) throw new Error(JSON.stringify(cli));
    expect(JSON.parse(JSON.stringify(Object.fromEntries(cli.settings.map((s) => [s.ruleset.id, s.ruleset.ruleset]))))).toEqual(rulesets);
    expect(ask({ set: `${marble}=4` }).body.rulesets).toBeUndefined();
  });
});
