import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
export const env = { ...process.env, RONDEL_WORKSPACE: path.join(tmpdir(), 'rondel-empty-workspace') };

/** Runs `rondel …` as a child process, as a user would. */
export function rondel(...args: string[]) {
  const run = spawnSync(process.execPath, [path.join(root, 'bin/rondel.mjs'), ...args], { cwd: root, encoding: 'utf8', env, timeout: 120_000 });
  return { code: run.status, signal: run.signal, out: run.stdout, err: run.stderr };
}

export function rondelAsync(...args: string[]): ChildProcess {
  return spawn(process.execPath, [path.join(root, 'bin/rondel.mjs'), ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Collects a child's output and resolves with its exit code. */
export function finished(child: ChildProcess): Promise<{ code: number | null; out: string; err: string }> {
  let out = '';
  let err = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (err += d));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, out, err })));
}

/** Resolves when `pattern` appears in the child's stderr. */
export function stderrMatches(child: ChildProcess, pattern: RegExp, timeoutMs = 60_000): Promise<void> {
  let err = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${pattern} on stderr within ${timeoutMs} ms: ${err}`)), timeoutMs);
    child.stderr?.on('data', (d) => {
      err += d;
      if (pattern.test(err)) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}
