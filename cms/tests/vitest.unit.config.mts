import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const cmsDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * `npm run test:unit -w cms`: the pure unit tests (every `__tests__` folder under src/, and tests/*.unit.test.ts),
 * without booting Strapi, in seconds. The whole suite (tests/run.mjs) runs them too, beside the HTTP tests.
 */
export default defineConfig({
  root: cmsDir,
  test: {
    include: ['src/**/__tests__/**/*.test.ts', 'tests/**/*.unit.test.ts'],
    environment: 'node',
    // pure modules, no mocks: files share a worker's module cache, which halves the time on two cores
    pool: 'forks',
    isolate: false,
  },
});
