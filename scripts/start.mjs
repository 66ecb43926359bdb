#!/usr/bin/env node
// `npm start`: serves the production build, building it first when it is missing or older than the sources,
// so `npm install && npm start` works on a fresh clone. Rulesets are read at run time and need no rebuild.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const buildId = path.join(root, '.next', 'BUILD_ID');

function newestSource(dir) {
  let newest = 0;
  const stack = [dir];
  while (stack.length) {
    const current = stack.pop();
    if (!existsSync(current)) continue;
    const stat = statSync(current);
    if (stat.isDirectory()) for (const entry of readdirSync(current)) stack.push(path.join(current, entry));
    else newest = Math.max(newest, stat.mtimeMs);
  }
  return newest;
}

const sources = ['app', 'engine', 'lib', 'schemas', 'package.json', 'next.config.js'].map((p) => path.join(root, p));
const stale = !existsSync(buildId) || Math.max(...sources.map(newestSource)) > statSync(buildId).mtimeMs;
if (stale) {
  console.log('rondel: building the workbench (first start or changed sources)…');
  const build = spawnSync(process.execPath, [next, 'build'], { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const port = process.env.PORT ?? '3000';
const server = spawnSync(process.execPath, [next, 'start', '-p', port, ...process.argv.slice(2)], { cwd: root, env, stdio: 'inherit' });
process.exit(server.status ?? 0);
