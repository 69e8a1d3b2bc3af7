import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Whole journeys in headless Chromium against the real CMS serving the built site (see e2e/global-setup.ts). */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(__dirname, 'src') } },
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['./e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
