#!/usr/bin/env node
/**
 * `npm test -w cms`: compiles the CMS into a temp folder (cms/.tmp/test-run-*), then runs the vitest suite against a real
 * Strapi on SQLite (temp file) and, when PostgreSQL is reachable, once more on a fresh throwaway
 * PostgreSQL database that is dropped afterwards.
 *
 * The PostgreSQL database comes from scripts/pg-scratch.mjs (TEST_DATABASE_CLIENT=postgres and DATABASE_*, or as
 * root a local cluster). TEST_POSTGRES=0 skips the PostgreSQL pass; TEST_POSTGRES=1 makes its absence an error.
 * Extra arguments go to vitest (e.g. a file name or `-t "login"`).
 * The Strapi dashboard build (dist/build) is made once with `strapi build` when missing.
 */
import { spawnSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { createScratchDatabase } from '../../scripts/pg-scratch.mjs';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(cmsDir, 'package.json'));
const vitestBin = path.join(path.dirname(require.resolve('vitest/package.json')), 'vitest.mjs');
const tscBin = path.join(path.dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');
const strapiBin = path.join(path.dirname(require.resolve('@strapi/strapi/package.json')), 'bin', 'strapi.js');
const extraArgs = process.argv.slice(2);

const log = (/** @type {string} */ msg) => console.log(`[cms tests] ${msg}`);

/**
 * @param {string} cmd
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 */
function run(cmd, args, options = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: cmsDir, ...options });
  return res.status ?? 1;
}

// Inside cms/ (git-ignored .tmp) so the compiled code resolves node_modules like cms/dist does.
mkdirSync(path.join(cmsDir, '.tmp'), { recursive: true });
// Runs killed without clean-up leave folders behind: drop those older than 6 hours.
for (const entry of readdirSync(path.join(cmsDir, '.tmp'))) {
  const dir = path.join(cmsDir, '.tmp', entry);
  if (entry.startsWith('test-run-') && Date.now() - statSync(dir).mtimeMs > 6 * 3600 * 1000)
    rmSync(dir, { recursive: true, force: true });
}
const workDir = mkdtempSync(path.join(cmsDir, '.tmp', 'test-run-'));
const cleanups = [() => rmSync(workDir, { recursive: true, force: true })];
let cleaned = false;
function cleanup() {
  if (cleaned) return;
  cleaned = true;
  for (const fn of cleanups.reverse()) {
    try {
      fn();
    } catch (error) {
      console.error(`[cms tests] cleanup: ${/** @type {Error} */ (error).message}`);
    }
  }
}
process.on('SIGINT', () => {
  cleanup();
  process.exit(130);
});
process.on('SIGTERM', () => {
  cleanup();
  process.exit(143);
});

// 1. The dashboard build (only for serving /cms) and a private compile of the server code.
if (!existsSync(path.join(cmsDir, 'dist', 'build', 'index.html'))) {
  log('dist/build missing: running `strapi build` once (about a minute)');
  if (run(process.execPath, [strapiBin, 'build'], { env: { ...process.env, NODE_ENV: 'production' } }) !== 0) {
    cleanup();
    process.exit(1);
  }
}
const distDir = path.join(workDir, 'dist');
log('compiling (tsc)');
if (run(process.execPath, [tscBin, '-p', 'tsconfig.json', '--outDir', distDir, '--incremental', 'false']) !== 0) {
  cleanup();
  process.exit(1);
}
// A private copy of the dashboard build (13 MB): another `strapi build` may rewrite cms/dist meanwhile.
cpSync(path.join(cmsDir, 'dist', 'build'), path.join(distDir, 'build'), { recursive: true });
if (!existsSync(path.join(distDir, 'build', 'index.html'))) {
  console.error('[cms tests] dist/build was being rebuilt while copying it; run again');
  cleanup();
  process.exit(1);
}

/**
 * @param {string} label
 * @param {Record<string, string>} env
 * @returns {Promise<number>} the exit code
 */
function vitest(label, env) {
  log(`running the suite on ${label}`);
  return new Promise((resolve) => {
    // under `npm test` (root), also write a JSON summary that the root script adds up
    const resultsDir = process.env.TEST_RESULTS_DIR;
    const report = resultsDir
      ? [
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${path.join(resultsDir, `cms-${label.toLowerCase()}.json`)}`,
        ]
      : [];
    const child = spawn(
      process.execPath,
      [vitestBin, 'run', '--config', 'tests/vitest.config.mts', ...report, ...extraArgs],
      {
        cwd: cmsDir,
        stdio: 'inherit',
        env: { ...process.env, TEST_DIST_DIR: distDir, ...env },
      },
    );
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** A throwaway database (scripts/pg-scratch.mjs), dropped at clean-up; its env, or null when PostgreSQL is not here. */
function preparePostgres() {
  const db = createScratchDatabase('hmrpl_test');
  if (!db) return null;
  cleanups.push(() => db.dropSync());
  return db.env;
}

let exitCode = 0;
try {
  const sqliteDir = path.join(workDir, 'sqlite');
  exitCode = await vitest('SQLite', { DATABASE_CLIENT: 'sqlite', TEST_TMP_DIR: sqliteDir });
  let pgEnv = null;
  try {
    pgEnv = preparePostgres();
  } catch (error) {
    console.error(`[cms tests] PostgreSQL setup failed: ${/** @type {Error} */ (error).message}`);
  }
  if (pgEnv) {
    const code = await vitest('PostgreSQL', {
      ...pgEnv,
      TEST_SCOPE: 'int',
      TEST_TMP_DIR: path.join(workDir, 'postgres'),
    });
    exitCode = exitCode || code;
  } else if (process.env.TEST_POSTGRES === '1') {
    console.error('[cms tests] TEST_POSTGRES=1 but no PostgreSQL is reachable');
    exitCode = exitCode || 1;
  } else {
    log('PostgreSQL not reachable: skipped the PostgreSQL pass (set TEST_POSTGRES=1 to require it)');
  }
} finally {
  cleanup();
}
process.exit(exitCode);
