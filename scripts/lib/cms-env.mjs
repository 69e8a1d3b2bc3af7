// cms/.env: the settings `npm start`, the backup and the restore read (the process environment wins), and the
// secrets `npm start` generates into it on a fresh clone. Which secrets: cms/src/lib/process/secrets.js.
import { chmodSync, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SECRETS, SECRET_NAMES, freshSecrets } from '../../cms/src/lib/process/secrets.js';
import { cmsDir } from './repo.mjs';

/**
 * `KEY=value` lines of an env file (quotes around a value dropped; comments and other lines ignored).
 * @param {string} file
 * @returns {Record<string, string>}
 */
function readEnvFile(file) {
  /** @type {Record<string, string>} */
  const env = {};
  if (!existsSync(file)) return env;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (m) env[m[1]] = m[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return env;
}

/**
 * cms/.env values under the process environment (the environment wins), as Strapi reads them at start.
 * @returns {Record<string, string | undefined>}
 */
export const cmsEnv = () => ({ ...readEnvFile(path.join(cmsDir, '.env')), ...process.env });

/**
 * cms/.env holds this machine's secrets. On a fresh clone it does not exist: create it (readable by this user only)
 * with random values. Existing values are never overwritten; a missing one is appended. The first accounts'
 * passwords are not made here: the CMS generates them at its first start into a file only its user can read.
 * @param {string} [dir] the folder of the .env file (for tests)
 * @returns {Record<string, string>} the values generated now
 */
export function ensureCmsEnv(dir = cmsDir) {
  const file = path.join(dir, '.env');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const present = readEnvFile(file);
  const missing = SECRET_NAMES.filter((name) => SECRETS[name].localEnv && !(name in present) && !process.env[name]);
  // Windows keeps file access in ACLs, not in these mode bits (WSL 2 has them: README, "Platforms")
  if (current && process.platform !== 'win32' && (statSync(file).mode & 0o077) !== 0) {
    chmodSync(file, 0o600);
    console.log('[hmrpl] cms/.env could be read by other users of this machine: now readable by its owner only');
  }
  if (missing.length === 0) return {};
  const values = freshSecrets(missing);
  const header = current ? '' : "# Made by `npm start` on first run: this machine's secrets. Never commit this file.\n";
  const lines = missing.map((name) => `${name}=${values[name]}`).join('\n');
  writeFileSync(file, `${current}${current && !current.endsWith('\n') ? '\n' : ''}${header}${lines}\n`, {
    mode: 0o600,
  });
  console.log(`[hmrpl] cms/.env: generated ${missing.join(', ')}`);
  return values;
}
