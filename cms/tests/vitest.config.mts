import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const cmsDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * One fork, no isolation between files: every integration file shares the single Strapi booted by
 * tests/helpers/strapi.ts (booting costs seconds; a second instance would also fight over the database).
 * TEST_SCOPE=int limits a run to the integration files (the PostgreSQL pass of tests/run.mjs).
 */
export default defineConfig({
  root: cmsDir,
  test: {
    include:
      process.env.TEST_SCOPE === 'int'
        ? ['tests/**/*.int.test.ts']
        : ['tests/**/*.int.test.ts', 'tests/**/*.unit.test.ts', 'src/**/__tests__/**/*.test.ts'],
    pool: 'forks',
    poolOptions: { forks: { singleFork: true } },
    isolate: false,
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    teardownTimeout: 20_000,
  },
});
