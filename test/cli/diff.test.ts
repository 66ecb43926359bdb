import { describe, expect, it } from 'vitest';
import { rondel, rondelHere } from '../helpers/cli';

describe('rondel diff', () => {
  it('prints the differences by topic in plain words and exits 0', () => {
    const run = rondel('diff', 'antike-east', 'antike-duellum');
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(run.out.split('\n')[0]).toBe('Antike — East board (antike-east)  →  Antike Duellum — Rome vs Carthage (antike-duellum)');
    expect(run.out).toMatch(/^\d+ differences$/m);
    expect(run.out).toContain('== Turn structure (');
    expect(run.out).toContain('- Temples cost 6 marble, plus 1 coin per adjacent temple in Antike Duellum instead of 5 marble in Antike\n    /actions/build/temple/cost  [antike-east: printed; antike-duellum: printed]  (Part 3 #19; A-TEMP-01; A-TEMP-04; D-TEMP-02)');
  });

  it('--json prints the stable rondel-diff/1 shape', () => {
    const run = rondel('diff', 'antike-duellum', 'antike-duellum-special-units', '--json');
    expect(run.code).toBe(0);
    const body = JSON.parse(run.out);
    expect(body.format).toBe('rondel-diff/1');
    expect(body.a).toEqual({ id: 'antike-duellum', title: 'Antike Duellum — Rome vs Carthage' });
    expect(body.differences.map((d: { kind: string; pointer: string }) => `${d.kind} ${d.pointer}`)).toEqual(['added /specialUnits/admiral', 'added /specialUnits/commander']);
    const [d] = body.differences;
    expect(Object.keys(d).sort()).toEqual(['a', 'b', 'id', 'kind', 'pointer', 'rule', 'sides', 'text', 'tier', 'topic']);
    // The side without the unit says what none means there (before: an empty string, drawn as a bare dash).
    expect(d.sides).toEqual({ a: 'none: no Admiral in this game', b: expect.stringMatching(/^the Romans' Admiral: fights as a galley/) });
    expect(d.a).toEqual({ pointer: '/specialUnits/admiral', present: false, status: 'printed' });
    expect(d.b.present).toBe(true);
  });

  it('--markdown prints tables; --teach orders for a learner', () => {
    const md = rondel('diff', 'antike-east', 'antike-duellum', '--markdown');
    expect(md.code).toBe(0);
    expect(md.out).toMatch(/^# Antike — East board → Antike Duellum — Rome vs Carthage/);
    expect(md.out).toContain('| Difference | Pointer | antike-east | antike-duellum | Rule |');
    const teach = rondel('diff', 'antike-east', 'antike-duellum', '--markdown', '--teach');
    expect(teach.out.indexOf('## How a turn runs')).toBeGreaterThan(0);
    expect(teach.out.indexOf('## How a turn runs')).toBeLessThan(teach.out.indexOf('## Rare cases'));
  });

  it('a ruleset against itself: no differences, exit 0', () => {
    const run = rondel('diff', 'antike-duellum', 'antike-duellum');
    expect(run.code).toBe(0);
    expect(run.out).toContain('No differences.');
  });

  it('an unknown id: exit 2 with a suggestion', async () => {
    const run = await rondelHere('diff', 'antike-east', 'antike-duelum');
    expect(run.code).toBe(2);
    expect(run.out).toBe('');
    expect(run.err).toContain("no ruleset or variant has the id 'antike-duelum'; did you mean 'antike-duellum'?");
  });

  it('bad arguments: exit 2 with the usage; --help: exit 0', async () => {
    for (const args of [['antike-east'], ['a', 'b', 'c'], ['antike-east', 'antike-duellum', '--yaml'], ['antike-east', 'antike-duellum', '--json', '--markdown']]) {
      const run = await rondelHere('diff', ...args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.err).toContain('usage: rondel diff <A> <B>');
    }
    const help = await rondelHere('diff', '--help');
    expect(help.code).toBe(0);
    expect(help.out).toContain("the stable shape 'rondel-diff/1'");
  });
});
