#!/usr/bin/env node
// `npm run check`: docs/decisions/README.md lists every decision record, and every line of it points to a record that
// exists. A record added without its line (or a line left for a record renamed) fails the check.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'decisions');
const records = readdirSync(dir).filter((name) => /^\d{3}-.+\.md$/.test(name) && !name.startsWith('000-'));
const index = readFileSync(path.join(dir, 'README.md'), 'utf8');
const linked = [...index.matchAll(/^- \[\d{3}\]\((\d{3}-[^)]+\.md)\)/gm)].map((m) => m[1]);

const missing = records.filter((name) => !linked.includes(name));
const dangling = linked.filter((name) => !records.includes(name));
console.log(`[adr-index] ${records.length} decision records, ${linked.length} listed`);
if (missing.length > 0 || dangling.length > 0) {
  for (const name of missing) console.error(`[adr-index] not listed in docs/decisions/README.md: ${name}`);
  for (const name of dangling) console.error(`[adr-index] listed but no such record: ${name}`);
  console.error('[adr-index] add one line per record: - [NNN](NNN-title.md): its title');
  process.exit(1);
}
