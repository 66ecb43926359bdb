import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { emptyWorkspace, root } from '../helpers/cli';

export { rondel, rondelHere } from '../helpers/cli';

/** Starts `rondel …` as a child process that runs on (a pool, a queue worker) while the test watches it. */
export function rondelAsync(...args: string[]): ChildProcess {
  return rondelAsyncIn(emptyWorkspace, ...args);
}

/** The same with the workspace variants of `workspace` (RONDEL_WORKSPACE). */
export function rondelAsyncIn(workspace: string, ...args: string[]): ChildProcess {
  return spawn(process.execPath, [path.join(root, 'bin/rondel.mjs'), ...args], { cwd: root, env: { ...process.env, RONDEL_WORKSPACE: workspace }, stdio: ['ignore', 'pipe', 'pipe'] });
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
