import path from 'node:path';
import { defineConfig } from 'vitest/config';

// `npm test` leaves out the long sweeps (test/sweep): `npm run test:sweep` runs them, with many more games, and CI
// runs both. RONDEL_SWEEP=1 includes them.
const sweeps = process.env.RONDEL_SWEEP === '1';

export default defineConfig({
  // The app's modules import the engine as '@/engine/…' (tsconfig paths); tests of app/_lib resolve it the same way.
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**', '.next/**', ...(sweeps ? [] : ['test/sweep/**'])],
    environment: 'node',
    // Test files share their workers' module cache: the engine, the schemas and ajv load once per worker instead of
    // once per file, which took 40 of 127 s of `npm test` (no test relies on a fresh module state).
    isolate: false,
    testTimeout: 60_000,
  },
});
