// Where things are, and running a command, for the root scripts. Plain Node and no package: scripts/install.mjs
// imports this before anything is installed (and in the Docker build, before cms/ is copied).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const cmsDir = path.join(root, 'cms');
export const webDir = path.join(root, 'web');
/** The CMS's copies of tar, pg and better-sqlite3 (the ones Strapi uses), wherever npm placed them. */
export const requireCms = createRequire(path.join(cmsDir, 'package.json'));

/**
 * Runs a command, streaming its output; rejects on a non-zero exit.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<void>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`)),
    );
  });
}
