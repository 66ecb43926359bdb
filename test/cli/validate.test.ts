import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rondel, rondelHere } from '../helpers/cli';

describe('rondel validate', () => {
  it('is clean on every shipped ruleset and exits 0', () => {
    const run = rondel('validate');
    expect(run.code).toBe(0);
    expect(run.out.trim().split('\n')).toEqual(['12 rulesets checked: 0 errors, 0 warnings']);
  });

  it('accepts ids and part files', async () => {
    expect((await rondelHere('validate', 'antike-duellum', 'antike-military')).code).toBe(0);
    expect((await rondelHere('validate', 'rulesets/base/antike/map-east.json')).code).toBe(0);
  });

  it('prints file:line:col severity code message and exits 1 on errors', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rondel-cli-'));
    const file = path.join(dir, 'bad-border.variant.json');
    writeFileSync(file, JSON.stringify({ id: 'bad-border', title: 'Bad border', extends: 'antike-duellum', patch: { map: { regions: { roma: { borders: { graecia: 'red' } } } } } }, null, 2));
    const run = rondel('validate', file);
    expect(run.code).toBe(1);
    const line = run.out.split('\n').find((l) => l.includes('map/unknown-region'));
    expect(line).toMatch(/^\/.*bad-border\.variant\.json:\d+:\d+ error map\/unknown-region region 'graecia' is not defined in \/map\/regions/);
  });

  it('names an unknown id with a suggestion', async () => {
    const run = await rondelHere('validate', 'antike-duelum');
    expect(run.code).toBe(1);
    expect(run.out).toContain("did you mean 'antike-duellum'?");
  });
});
