import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:reliability`: slow suites that start real CMS processes from the built CMS (cms/dist, web/dist;
 * `npm run build` first) on a throwaway PostgreSQL database: more than one process (multi-process.*.test.ts),
 * and backup, crash and load tests. One file at a time: they share the machine's two cores.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/reliability/**/*.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 400_000,
    teardownTimeout: 60_000,
  },
});
