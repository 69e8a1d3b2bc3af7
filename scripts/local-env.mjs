// What `npm start` adds to the CMS's environment on this machine.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cmsDir } from './lib/repo.mjs';

/**
 * The value of `name` in `<dir>/.env`, or ''.
 * @param {string} dir
 * @param {string} name
 */
function envFileValue(dir, name) {
  const file = path.join(dir, '.env');
  if (!existsSync(file)) return '';
  const line = readFileSync(file, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}=`));
  return line ? line.slice(name.length + 1).trim() : '';
}

/**
 * A production start needs PUBLIC_URL (the address the pages, the sitemap and robots.txt name). `npm start` uses the
 * environment's or cms/.env's value, else this machine's own address, http://localhost:<PORT>.
 */
export function localPublicUrl(dir = cmsDir, env = process.env) {
  return env.PUBLIC_URL || envFileValue(dir, 'PUBLIC_URL') || `http://localhost:${env.PORT || '1337'}`;
}
