// What a public page loads, by the build's manifest (ADR 125), for `npm run bench` and the e2e budget
// (web/e2e/server-rendered.e2e.test.ts): the page paints with what its HTML names (the small entry, the one
// stylesheet); the app is started after the paint, and takes the page over with the scripts below.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The app's own module, which the entry imports once the page has painted (web/src/main.tsx). */
const APP_START = 'src/app/start.tsx';

/**
 * @typedef {Record<string, { file: string, name?: string, imports?: string[], dynamicImports?: string[], css?: string[], isEntry?: boolean }>} Manifest
 */

/**
 * The manifest's key of the app's chunk, which the entry imports (Vite keys it by its module, or, when the chunk also
 * holds modules others import, by its file); the entry's key when the entry is the app (no such chunk).
 * @param {Manifest} manifest
 * @param {string} entry
 */
export function appChunkKey(manifest, entry) {
  return manifest[entry]?.dynamicImports?.find((key) => key === APP_START || manifest[key]?.name === 'start') ?? entry;
}

/**
 * The scripts that take a page over: the entry, the app and the route chunks the page names in
 * `<meta name="hmrpl-modules">`, with everything they import statically; their addresses (`/assets/...`).
 * @param {string} distDir web/dist
 * @param {string} html the page as sent
 * @returns {Set<string>}
 */
export function takeOverScripts(distDir, html) {
  /** @type {Manifest} */
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const app = entry ? appChunkKey(manifest, entry) : undefined;
  if (!entry || !app || app === entry) throw new Error(`the build's entry does not start ${APP_START}`);
  const named = /<meta name="hmrpl-modules" content="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
  const stack = [entry, app, ...Object.keys(manifest).filter((key) => named.includes(`/${manifest[key].file}`))];
  /** @type {Set<string>} */
  const files = new Set();
  while (stack.length) {
    const chunk = manifest[/** @type {string} */ (stack.pop())];
    if (!chunk || files.has(`/${chunk.file}`)) continue;
    files.add(`/${chunk.file}`);
    stack.push(...(chunk.imports ?? []));
  }
  return files;
}

/**
 * The scripts, stylesheets and module preloads a page's HTML names: what it needs before it paints.
 * @param {string} html
 * @returns {Set<string>}
 */
export function toPaintFiles(html) {
  /** @type {Set<string>} */
  const files = new Set();
  for (const match of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="(\/[^"]+\.(?:js|css))"/g))
    files.add(match[1]);
  return files;
}

/**
 * The gzip (-9) sizes of these files as the site serves them, scripts and stylesheets apart.
 * @param {string} baseURL
 * @param {Iterable<string>} files their addresses (`/assets/...`)
 */
export async function gzipSizes(baseURL, files) {
  let js = 0;
  let css = 0;
  for (const file of files) {
    const size = gzipSync(Buffer.from(await (await fetch(baseURL + file)).arrayBuffer()), { level: 9 }).length;
    if (file.endsWith('.css')) css += size;
    else js += size;
  }
  return { js, css };
}
