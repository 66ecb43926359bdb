import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : /\.(ts|tsx|mjs)$/.test(e.name) ? [path.join(dir, e.name)] : []));
}

describe('doors: the workbench, the CLI and the loaders reach the engine only through its doors', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const doors = new Set(['index', 'rulesets', 'simulation']);

  it('app/, cli/ and lib/ import engine/index, engine/rulesets or engine/simulation, nothing deeper', () => {
    const offenders = ['app', 'cli', 'lib'].flatMap((dir) =>
      sourceFiles(path.join(root, dir)).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'((?:@\/|(?:\.\.\/)+)engine\/([^']+))'/g)]
          .filter((m) => !doors.has(m[2].replace(/\.(ts|mjs)$/, '')))
          .map((m) => `${path.relative(root, file)} imports ${m[1]}`),
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('the engine has no import cycles (type-only imports aside)', () => {
    const graph = new Map<string, string[]>();
    for (const file of engineFiles()) {
      const deps = [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s+(?!type\b)[^'"]*?from\s+'(\.[^']+)'/gm)].map((m) => {
        const target = path.resolve(path.dirname(file), m[1]);
        return target.endsWith('.ts') ? target : `${target}.ts`;
      });
      graph.set(file, deps);
    }
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, trail: string[]) => {
      state.set(file, 'open');
      for (const next of graph.get(file) ?? []) {
        if (state.get(next) === 'open') cycles.push([...trail.slice(trail.indexOf(next)), next].map((f) => path.relative(engineDir, f)).join(' → '));
        else if (!state.has(next) && graph.has(next)) visit(next, [...trail, next]);
      }
      state.set(file, 'done');
    };
    for (const file of graph.keys()) if (!state.has(file)) visit(file, [file]);
    expect(cycles).toEqual([]);
  });
});

describe('the play door stays light', () => {
  it('engine/index.ts and the play models reach neither the JSON schemas nor ajv (the play page and Playwright load them without)', () => {
    const root = path.resolve(engineDir, '..');
    const reached = new Set<string>();
    const offenders: string[] = [];
    const visit = (file: string, trail: string[]) => {
      if (reached.has(file)) return;
      reached.add(file);
      for (const m of readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s+(?!type\b)[^'"]*?from\s+'([^']+)'/gm)) {
        const spec = m[1];
        if (spec.endsWith('.json') || /^ajv/.test(spec)) {
          offenders.push([...trail, file].map((f) => path.relative(root, f)).concat(spec).join(' → '));
          continue;
        }
        if (!spec.startsWith('.') && !spec.startsWith('@/')) continue;
        const target = spec.startsWith('@/') ? path.join(root, spec.slice(2)) : path.resolve(path.dirname(file), spec);
        const resolved = [target, `${target}.ts`, path.join(target, 'index.ts')].find((f) => existsSync(f) && f.endsWith('.ts'));
        if (resolved) visit(resolved, [...trail, file]);
      }
    };
    for (const start of ['engine/index.ts', 'app/_lib/describe-move.ts', 'app/_lib/play-model.ts', 'app/_lib/compare-model.ts']) visit(path.join(root, start), []);
    expect(reached.size).toBeGreaterThan(20);
    expect(offenders).toEqual([]);
  });
});
