#!/usr/bin/env node
// Runs the TypeScript CLI through tsx so `npx rondel` works straight from a checkout, without a build step.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

process.env.RONDEL_ROOT ??= fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');

// `rondel play ... | head` closes the pipe early; that is not an error.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

register();
const { main } = await import('../cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
