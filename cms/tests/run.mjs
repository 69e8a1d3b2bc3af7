#!/usr/bin/env node
/**
 * `npm test -w cms`: compiles the CMS into a temp folder (cms/.tmp/test-run-*), then runs the vitest suite against a real
 * Strapi on SQLite (temp file) and, when PostgreSQL is reachable, once more on a fresh throwaway
 * PostgreSQL database that is dropped afterwards.
 *
 * PostgreSQL is found through (first match):
 *   - TEST_DATABASE_CLIENT=postgres with DATABASE_URL or DATABASE_HOST/PORT/USERNAME/PASSWORD: that server;
 *     the role must be allowed to CREATE DATABASE;
 *   - otherwise, when running as root and a local cluster answers on 5432: `runuser -u postgres -- psql`
 *     creates a throwaway role + database.
 * TEST_POSTGRES=0 skips the PostgreSQL pass; TEST_POSTGRES=1 makes its absence an error.
 * Extra arguments go to vitest (e.g. a file name or `-t "login"`).
 * The Strapi dashboard build (dist/build) is made once with `strapi build` when missing.
 */
import { spawnSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import net from 'node:net';
import { randomBytes } from 'node:crypto';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(cmsDir, 'package.json'));
const vitestBin = path.join(path.dirname(require.resolve('vitest/package.json')), 'vitest.mjs');
const tscBin = path.join(path.dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');
const strapiBin = path.join(path.dirname(require.resolve('@strapi/strapi/package.json')), 'bin', 'strapi.js');
const extraArgs = process.argv.slice(2);

const log = (msg) => console.log(`[cms tests] ${msg}`);

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
      console.error(`[cms tests] cleanup: ${error.message}`);
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

function portOpen(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const psqlAsPostgres = (sql) =>
  spawnSync('runuser', ['-u', 'postgres', '--', 'psql', '-v', 'ON_ERROR_STOP=1', '-qAt', '-c', sql], {
    encoding: 'utf8',
  });

/** Creates a throwaway database and returns the env for it, or null when PostgreSQL is not available. */
async function preparePostgres() {
  if (process.env.TEST_POSTGRES === '0') return null;
  const name = `hmrpl_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

  if (process.env.TEST_DATABASE_CLIENT === 'postgres') {
    const pg = require('pg');
    const base = process.env.DATABASE_URL
      ? { connectionString: process.env.DATABASE_URL }
      : {
          host: process.env.DATABASE_HOST ?? 'localhost',
          port: Number(process.env.DATABASE_PORT ?? 5432),
          user: process.env.DATABASE_USERNAME ?? 'strapi',
          password: process.env.DATABASE_PASSWORD ?? 'strapi',
          database: process.env.DATABASE_NAME ?? 'postgres',
        };
    const admin = new pg.Client(base);
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    cleanups.push(() => {
      const drop = spawnSync(
        process.execPath,
        [
          '-e',
          `const pg=require('pg');const c=new pg.Client(${JSON.stringify(base)});c.connect().then(()=>c.query('DROP DATABASE IF EXISTS ${name} WITH (FORCE)')).then(()=>c.end()).catch(e=>{console.error(e.message);process.exit(1)})`,
        ],
        { cwd: cmsDir, stdio: 'inherit' },
      );
      if (drop.status !== 0) console.error(`[cms tests] could not drop ${name}`);
    });
    const url = process.env.DATABASE_URL ? new URL(process.env.DATABASE_URL) : null;
    if (url) url.pathname = `/${name}`;
    return {
      DATABASE_CLIENT: 'postgres',
      ...(url ? { DATABASE_URL: url.toString() } : { DATABASE_NAME: name, DATABASE_URL: '' }),
    };
  }

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !(await portOpen('127.0.0.1', 5432))) return null;
  const probe = psqlAsPostgres('SELECT 1');
  if (probe.status !== 0) return null;
  const password = randomBytes(12).toString('hex');
  const created = psqlAsPostgres(`CREATE ROLE ${name} LOGIN PASSWORD '${password}'`);
  if (created.status !== 0) {
    console.error(created.stderr);
    return null;
  }
  const db = psqlAsPostgres(`CREATE DATABASE ${name} OWNER ${name}`);
  cleanups.push(() => {
    psqlAsPostgres(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    psqlAsPostgres(`DROP ROLE IF EXISTS ${name}`);
  });
  if (db.status !== 0) {
    console.error(db.stderr);
    return null;
  }
  return {
    DATABASE_CLIENT: 'postgres',
    DATABASE_URL: '',
    DATABASE_HOST: '127.0.0.1',
    DATABASE_PORT: '5432',
    DATABASE_NAME: name,
    DATABASE_USERNAME: name,
    DATABASE_PASSWORD: password,
    DATABASE_SSL: 'false',
  };
}

let exitCode = 0;
try {
  const sqliteDir = path.join(workDir, 'sqlite');
  exitCode = await vitest('SQLite', { DATABASE_CLIENT: 'sqlite', TEST_TMP_DIR: sqliteDir });
  let pgEnv = null;
  try {
    pgEnv = await preparePostgres();
  } catch (error) {
    console.error(`[cms tests] PostgreSQL setup failed: ${error.message}`);
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
