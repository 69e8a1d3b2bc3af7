#!/usr/bin/env node
// `npm run check`: the repository stands alone. No tracked file may point at documents that live outside it
// (the `shared/` folder of the project's first round: its spec, contract and notes). The product's rules are in
// docs/product.md; code cites tests or contract types. Prints each place found.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const self = path.relative(root, fileURLToPath(import.meta.url));
const outside =
  /(?:^|[^\w.-])(?:\.\.\/)*shared\/(?:spec|notes)\b|\bshared spec\b|\b(?:SPEC|api-contract|verified-here|strapi-v5)\.md\b/i;

const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter(
    (file) =>
      file && file !== self && !file.endsWith('package-lock.json') && !/\.(png|jpe?g|webp|gif|ico|woff2?)$/i.test(file),
  );

/** @type {string[]} */
const found = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(path.join(root, file), 'utf8');
  } catch {
    continue; // deleted in the work tree
  }
  text.split('\n').forEach((line, index) => {
    if (outside.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
  });
}
console.log(`[stands-alone] references to documents outside the repository: ${found.length}`);
if (found.length > 0) {
  console.error(found.join('\n'));
  console.error('[stands-alone] describe the rule in docs/product.md (or cite a test / contract type) instead.');
  process.exit(1);
}
