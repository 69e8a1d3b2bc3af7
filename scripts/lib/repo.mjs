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
 * `npm`/`npx` on Windows are `.cmd` files, which Node starts only through a shell (and then joins the arguments into
 * one command line): there they run with `shell: true` and their arguments quoted. Elsewhere nothing changes.
 * @param {string} command
 * @param {string[]} args
 * @returns {[string, string[], import('node:child_process').SpawnOptions]}
 */
export function commandFor(command, args, platform = process.platform) {
  if (platform !== 'win32' || !/^(npm|npx)$/.test(command)) return [command, args, {}];
  const quoted = args.map((arg) => (/^[\w.,:/=@+-]+$/.test(arg) ? arg : `"${arg.replace(/"/g, '\\"')}"`));
  return [command, quoted, { shell: true }];
}

/**
 * npm with these arguments, for spawn: through the npm that runs this script when there is one (`node npm-cli.js`, no
 * shell on any system), else `npm` (commandFor).
 * @param {string[]} args
 * @returns {[string, string[], import('node:child_process').SpawnOptions]}
 */
export function npmCommand(args) {
  const cli = process.env.npm_execpath;
  if (cli && /npm-cli\.c?js$/.test(cli)) return [process.execPath, [cli, ...args], {}];
  return commandFor('npm', args);
}

/**
 * Runs a command, streaming its output; rejects on a non-zero exit.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<void>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const [file, fileArgs, shell] = commandFor(command, args);
    const child = spawn(file, fileArgs, {
      stdio: 'inherit',
      ...shell,
      ...options,
      env: { ...process.env, ...options.env },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`)),
    );
  });
}
