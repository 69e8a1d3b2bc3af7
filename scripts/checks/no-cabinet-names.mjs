#!/usr/bin/env node
// `npm run check`: no cabinet is hard-coded where the site is drawn. The cabinet (its name, texts, members, logo) is
// content edited in /admin, so the SPA (web/src, tests included), web/index.html and the CMS's server-rendered page code
// (cms/src/front/pages) never name one. Fails on:
//   - the name of a seeded cabinet (cms/src/lib/content/founding-cabinet.ts, any case: `syvelta-2024-2025` too);
//   - any other: "Kabinet" followed by a capitalised word (`Kabinet FRATERNA`), or a capitalised word followed by a
//     period (`FRATERNA 2026/2027`).
// The seed data (cms/src/lib/content, cms/src/bootstrap) is where the first cabinet lives, and is not looked at.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SCOPE = [/^web\/src\//, /^web\/index\.html$/, /^cms\/src\/front\//];

const seed = readFileSync(path.join(root, 'cms/src/lib/content/founding-cabinet.ts'), 'utf8');
const seeded = [...seed.matchAll(/^\s{2}name: '([^']+)',$/gm)].map((match) => match[1]);
if (seeded.length === 0) {
  console.error('[no-cabinet-names] found no seeded cabinet name in cms/src/lib/content/founding-cabinet.ts');
  process.exit(1);
}
const escape = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const patterns = [
  new RegExp(`(?:${seeded.map(escape).join('|')})`, 'i'),
  /\bKabinet[ \t]+[A-Z][A-Z0-9]{2,}\b/,
  /\b[A-Z][A-Z0-9]{2,}[ \t]+(?:19|20)\d\d\/(?:19|20)\d\d\b/,
];

const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => file && SCOPE.some((scope) => scope.test(file)) && !/\.(png|jpe?g|webp|gif|ico)$/i.test(file));

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
    if (patterns.some((pattern) => pattern.test(line))) found.push(`${file}:${index + 1}: ${line.trim()}`);
  });
}
console.log(`[no-cabinet-names] cabinet names in the site's code (${files.length} files): ${found.length}`);
if (found.length > 0) {
  console.error(found.join('\n'));
  console.error(
    '[no-cabinet-names] a cabinet is content: read it from the CMS (web/src/lib/site-content.ts), not from code.',
  );
  process.exit(1);
}
