import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { format } from 'node:util';
import { main } from '../../cli/main';

export const root = path.resolve(import.meta.dirname, '../..');
/** No workspace variants: the commands see the shipped rulesets only. */
export const emptyWorkspace = path.join(tmpdir(), 'rondel-empty-workspace');

export interface CliRun {
  code: number | null;
  out: string;
  err: string;
}

/** Runs `rondel …` as a child process, as a user does (bin/rondel.mjs → cli/main.ts): exit code, stdout, stderr. */
export function rondel(...args: string[]): CliRun {
  const run = spawnSync(process.execPath, [path.join(root, 'bin/rondel.mjs'), ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, RONDEL_WORKSPACE: emptyWorkspace }, timeout: 120_000 });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

/**
 * Runs the same command through cli/main.ts in this process, with what it prints to stdout and stderr (console and
 * process streams) collected and the exit code it returns. For the argument checks and usage texts, which a child
 * process (~0.6 s under tsx) would mostly spend loading the TypeScript; each command keeps spawned tests for its
 * real process.
 */
export async function rondelHere(...args: string[]): Promise<CliRun> {
  let out = '';
  let err = '';
  const saved = { log: console.log, error: console.error, warn: console.warn, stdout: process.stdout.write, stderr: process.stderr.write, workspace: process.env.RONDEL_WORKSPACE };
  console.log = (...parts: unknown[]) => void (out += format(...parts) + '\n');
  console.error = console.warn = (...parts: unknown[]) => void (err += format(...parts) + '\n');
  process.stdout.write = ((chunk: string | Uint8Array) => ((out += String(chunk)), true)) as typeof process.stdout.write;
  process.stderr.write = ((chunk: string | Uint8Array) => ((err += String(chunk)), true)) as typeof process.stderr.write;
  process.env.RONDEL_WORKSPACE = emptyWorkspace;
  try {
    const code = await main(args);
    return { code, out, err };
  } finally {
    Object.assign(console, { log: saved.log, error: saved.error, warn: saved.warn });
    process.stdout.write = saved.stdout;
    process.stderr.write = saved.stderr;
    if (saved.workspace === undefined) delete process.env.RONDEL_WORKSPACE;
    else process.env.RONDEL_WORKSPACE = saved.workspace;
  }
}
