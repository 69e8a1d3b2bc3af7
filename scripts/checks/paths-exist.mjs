#!/usr/bin/env node
// `npm run check`: every repository path named in a comment or a document exists, so a file that moves or goes
// cannot leave a pointer to nowhere behind. Read: the comments of the code (// and /* */) and every Markdown file.
// A path is a word with a slash that ends in a file extension or a slash (`cms/src/index.ts`, `cms/src/<room>/`,
// `./<file>.tsx`, `@/features/<name>/<file>.ts`); it may be written from the repository's root, a workspace (cms/, web/,
// contract/), its src/, the file's own folder or its parent, and a package's file (`knex/lib/client.js`) from its
// install. Paths with a placeholder (`<type>`, `*`, `{`), URLs and what a run makes (.tmp/, dist/) are not read.
// Prints each missing one with its place.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file && (CODE.test(file) || file.endsWith('.md')) && !file.startsWith('cms/types/generated/'));

/** The comments of a source file, with the line each starts on (strings and regular expressions are skipped). */
function commentsOf(/** @type {string} */ code) {
  /** @type {Array<{ text: string; line: number }>} */
  const comments = [];
  let line = 1;
  for (let i = 0; i < code.length; i += 1) {
    const c = code[i];
    if (c === '\n') line += 1;
    else if (c === '"' || c === "'" || c === '`') {
      // a string: to its closing quote (a template's ${} is read as string too, which only skips)
      for (i += 1; i < code.length && code[i] !== c; i += 1) {
        if (code[i] === '\\') i += 1;
        else if (code[i] === '\n') {
          line += 1;
          if (c !== '`') break;
        }
      }
    } else if (c === '/' && code[i + 1] === '/') {
      const end = code.indexOf('\n', i);
      const stop = end < 0 ? code.length : end;
      comments.push({ text: code.slice(i + 2, stop), line });
      i = stop - 1;
    } else if (c === '/' && code[i + 1] === '*') {
      const end = code.indexOf('*/', i + 2);
      const stop = end < 0 ? code.length : end;
      const text = code.slice(i + 2, stop);
      comments.push({ text, line });
      line += text.split('\n').length - 1;
      i = stop + 1;
    }
  }
  return comments;
}

// A path-like word: segments of [\w.@-] joined by slashes, at least one slash, ending in an extension or a slash.
const PATH =
  /(?<![\w.:/@<>{}*%-])((?:\.{1,2}\/|@\/|@cms-content\/)?[\w@.-]+(?:\/[\w@.-]+)*\/(?:[\w.-]+\.[a-z]{1,5}|))(?![\w/*<{:-])/g;
const EXTENSION = /\.(ts|tsx|mts|cts|js|mjs|cjs|json|md|css|sh|yml|yaml|html|svg|env|example|txt|sql)$/;

/** Where a path named in `file` may be written from. */
function basesOf(/** @type {string} */ file) {
  const workspace = ['cms', 'web', 'contract'].find((name) => file.startsWith(`${name}/`));
  const bases = ['', 'cms', 'cms/src', 'web', 'web/src', 'contract', 'contract/src'];
  // the file's own folder, and its parent's (a type's store/ named from its rules/)
  bases.push(path.dirname(file), path.dirname(path.dirname(file)));
  if (workspace) bases.push(workspace, `${workspace}/src`);
  return bases;
}

/** The path as the repository holds it, or null when it names nothing here. */
function resolves(/** @type {string} */ file, /** @type {string} */ named) {
  if (named.startsWith('@/')) return existsSync(path.join(root, 'web/src', named.slice(2)));
  if (named.startsWith('@cms-content/')) return existsSync(path.join(root, 'cms/src/lib/content', named.slice(13)));
  if (basesOf(file).some((base) => existsSync(path.join(root, base, named)))) return true;
  // a package's own file (`knex/lib/client.js`): in one of the installs
  return ['', 'cms', 'web'].some((install) => existsSync(path.join(root, install, 'node_modules', named)));
}

/** Words that look like paths but name none of ours. */
function isOurs(/** @type {string} */ named) {
  if (named.includes('://') || /^(node|npm|https?):/.test(named)) return false;
  // what runs make and git ignores (`.tmp/first-passwords.txt`, build output)
  if (/(^|\/)(\.tmp|dist|build|node_modules|coverage)\//.test(named)) return false;
  // a directory path needs a known first folder (`a/b/` in prose is often an example or a URL part)
  if (named.endsWith('/'))
    return /^(\.{1,2}\/|cms\/|web\/|contract\/|scripts\/|tests\/|docs\/|docker\/|src\/)/.test(named);
  if (!EXTENSION.test(named)) return false;
  // packages' own files (`msw/mockServiceWorker.js`, `@strapi/...`) are not ours
  return !/^(@[\w-]+\/|node_modules\/|msw\/|vite\/|vitest\/|tinymce\/|dist\/|build\/)/.test(named);
}

/** @type {string[]} */
const missing = [];
let checked = 0;
for (const file of files) {
  let text;
  try {
    text = readFileSync(path.join(root, file), 'utf8');
  } catch {
    continue; // deleted in the work tree
  }
  const blocks = file.endsWith('.md') ? [{ text, line: 1 }] : commentsOf(text);
  for (const block of blocks) {
    for (const match of block.text.matchAll(PATH)) {
      const named = match[1].replace(/[.,;:)]+$/, '');
      if (!isOurs(named)) continue;
      checked += 1;
      if (resolves(file, named)) continue;
      const line = block.line + block.text.slice(0, match.index).split('\n').length - 1;
      missing.push(`${file}:${line}: ${named}`);
    }
  }
}
console.log(`[paths-exist] repository paths named in comments and documents: ${checked}, missing: ${missing.length}`);
if (missing.length > 0) {
  console.error(missing.join('\n'));
  console.error('[paths-exist] point at where the file is now (or say it in words if it is gone).');
  process.exit(1);
}
