/**
 * The compiled module the running Strapi uses (tests/run.mjs compiles into TEST_DIST_DIR). Importing `../src/...` in a
 * test gives a second copy with its own state; spies and settings must reach this one:
 *
 *   const password = distModule<typeof import('../../src/lib/auth/password')>('src/lib/auth/password');
 *   const verify = vi.spyOn(password, 'verifyPassword');   // sees every comparison the server makes
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { CMS_DIR } from './env';

const load = createRequire(path.join(CMS_DIR, 'package.json'));

export function distModule<T>(relative: string): T {
  const distDir = process.env.TEST_DIST_DIR || path.join(CMS_DIR, 'dist');
  return load(path.join(distDir, `${relative}.js`)) as T;
}
