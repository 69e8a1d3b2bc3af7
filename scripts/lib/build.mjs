// Builds the SPA and the CMS when their output is missing or older than their sources (`npm start`, `npm run bench`).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { cmsDir, root, run, webDir } from './repo.mjs';

/**
 * The newest modification time under the given paths (files or folders), skipping build output.
 * @param {string[]} paths
 */
function newestMtime(paths) {
  let newest = 0;
  const skip = new Set([
    'node_modules',
    'dist',
    'build',
    '.tmp',
    '.cache',
    '.strapi',
    'uploads',
    '__tests__',
    'tests',
    'e2e',
  ]);
  /** @param {string} entry */
  const walk = (entry) => {
    if (!existsSync(entry)) return;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      for (const name of readdirSync(entry)) if (!skip.has(name)) walk(path.join(entry, name));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach(walk);
  return newest;
}

/**
 * True when `output` is missing or older than any of `sources`.
 * @param {string} output
 * @param {string[]} sources
 */
function isStale(output, sources) {
  if (!existsSync(output)) return true;
  return newestMtime(sources) > statSync(output).mtimeMs;
}

const webBuildOutput = path.join(webDir, 'dist', 'index.html');
// the server's entry (ADR 113), built by the same `npm run build`: a build from before it is built again
const webServerEntry = path.join(webDir, 'dist', '.ssr', 'entry-server.cjs');
const webSources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', '.env', '.env.production']
  .map((p) => path.join(webDir, p))
  .concat(path.join(root, 'contract', 'src'));
const cmsBuildOutput = path.join(cmsDir, 'dist', 'build', 'index.html');
const cmsSources = ['src', 'config', 'package.json', 'tsconfig.json']
  .map((p) => path.join(cmsDir, p))
  .concat(path.join(root, 'contract', 'src'));

/**
 * Builds the SPA and the CMS when their output is missing or older than their sources.
 * @param {{ force?: boolean }} [options]
 */
export async function buildIfNeeded({ force = false } = {}) {
  if (force || isStale(webBuildOutput, webSources) || !existsSync(webServerEntry)) {
    console.log('[hmrpl] building the web app (web/dist)...');
    await run('npm', ['run', 'build', '--prefix', 'web'], { cwd: root });
  }
  if (force || isStale(cmsBuildOutput, cmsSources)) {
    console.log('[hmrpl] building the CMS (cms/dist)...');
    await run('npm', ['run', 'build', '-w', 'cms'], { cwd: root, env: { NODE_ENV: 'production' } });
  }
}
