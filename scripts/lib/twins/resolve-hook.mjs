// The `import` half of ./require-hook.cjs (registered by it): `import 'rollup'` where it would load that version of
// rollup loads @rollup/wasm-node from its twin folder instead. Also runs when the hook is registered twice (Node runs
// the preload again in the loader's own thread): an answer already inside a twin folder is kept. ADR 075.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** @type {{ request: string, as: string, dir: string, target?: { version: string } }[]} */
let twins = [];

/** @param {typeof twins} data */
export function initialize(data) {
  twins = data.filter((twin) => twin.target);
}

/** @param {string} file */
function versionOf(file) {
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        const { name, version } = JSON.parse(readFileSync(manifest, 'utf8'));
        if (name && version) return version;
      } catch {
        // not JSON: go on up
      }
    }
    if (path.dirname(dir) === dir) return null;
  }
}

/**
 * @param {string} specifier
 * @param {{ parentURL?: string, conditions?: string[] }} context
 * @param {(specifier: string, context?: object) => Promise<{ url: string }>} next
 */
export async function resolve(specifier, context, next) {
  const candidates = twins.filter((t) => specifier === t.request || specifier.startsWith(`${t.request}/`));
  if (!candidates.length) return next(specifier, context);
  const found = await next(specifier, context).catch(() => null);
  if (!found?.url.startsWith('file:')) return found ?? next(specifier, context);
  const file = fileURLToPath(found.url);
  if (candidates.some((t) => file.startsWith(t.dir + path.sep))) return found;
  const version = versionOf(file);
  // several copies may need a twin (esbuild 0.28 for Vite 7, 0.21 for Strapi's Vite 5): the one of this version
  const twin = candidates.find((t) => t.target?.version === version);
  if (!twin) return found;
  const parentURL = pathToFileURL(path.join(twin.dir, 'index.js')).href;
  return next(twin.as + specifier.slice(twin.request.length), { ...context, parentURL });
}
