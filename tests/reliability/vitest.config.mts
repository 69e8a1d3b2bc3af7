import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * `npm run test:reliability`: real CMS processes (the built cms/ and web/, as `npm start` runs them) killed, restarted,
 * backed up, restored, loaded and run side by side, on SQLite and on PostgreSQL (skipped visibly without one;
 * TEST_POSTGRES=1 makes that a failure): more than one process (multi-process.*.test.ts), backup-restore, crash, load.
 * Files run one at a time: each starts its own processes and the machine has two cores.
 */
export default defineConfig({
  root,
  test: {
    include: ['tests/reliability/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 400_000,
    teardownTimeout: 60_000,
  },
});
