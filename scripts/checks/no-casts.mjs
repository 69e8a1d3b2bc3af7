#!/usr/bin/env node
// `npm run check`: no `as unknown as` in cms/src. Strapi's results are typed from the generated schemas
// (cms/src/lib/strapi/documents.ts, docs/decisions/027-typed-to-the-database.md); a double cast would hide a drift between
// the database and the code. Comments are ignored; the count and each place are printed.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dirs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['cms/src'];

/**
 * @param {string} dir
 * @returns {string[]}
 */
function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : files(full);
    return /\.(ts|tsx|js|mjs|cjs)$/.test(name) ? [full] : [];
  });
}

/** The code of a file with its comments blanked out (strings are kept: a cast never sits inside one). */
const withoutComments = (/** @type {string} */ code) =>
  code.replace(/\/\*[\s\S]*?\*\//g, (m) => m.replace(/[^\n]/g, ' ')).replace(/\/\/[^\n]*/g, '');

/** @type {string[]} */
const found = [];
for (const dir of dirs) {
  for (const file of files(path.join(root, dir))) {
    withoutComments(readFileSync(file, 'utf8'))
      .split('\n')
      .forEach((line, index) => {
        if (/\bas\s+unknown\s+as\b/.test(line)) found.push(`${path.relative(root, file)}:${index + 1}: ${line.trim()}`);
      });
  }
}
console.log(`[no-casts] 'as unknown as' in ${dirs.join(', ')}: ${found.length}`);
if (found.length > 0) {
  console.error(found.join('\n'));
  console.error(
    '[no-casts] type the value where it is read instead (cms/src/lib/strapi/documents.ts: Entry<UID>, serviceOf).',
  );
  process.exit(1);
}
