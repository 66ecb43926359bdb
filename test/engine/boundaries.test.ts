import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const engineDir = path.resolve(import.meta.dirname, '../../engine');

function engineFiles(dir = engineDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? engineFiles(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));
}

describe('engine boundaries (DESIGN: app → engine → (xstate, ajv))', () => {
  it('never imports the app, Next, React or the file system', () => {
    const offenders = engineFiles().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/from\s+'([^']+)'/g)]
        .map((m) => m[1])
        .filter((spec) => /^(next|react|react-dom)(\/|$)|^node:|^(fs|path)$|(^|\/)app\//.test(spec) || spec.startsWith('../../lib') || spec.startsWith('@/app'))
        .map((spec) => `${path.relative(engineDir, file)} imports ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('never names a game or a shipped ruleset id: rule differences are ruleset fields', () => {
    const names = /antike|duellum|greece|persia|carthag|roma\b|rome\b/i;
    const offenders = engineFiles().flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => [line, i + 1] as const)
        .filter(([line]) => names.test(line.replace(/\/\/.*$|^\s*(\/\*\*?|\*).*$/, '')))
        .map(([line, n]) => `${path.relative(engineDir, file)}:${n}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });

  it('uses no eval or Function constructor', () => {
    const offenders = engineFiles().filter((file) => /\beval\(|new Function\(/.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
