// Starts the built CMS as `npm start` runs it (production mode, serving web/dist) on a free port, with a throwaway
// SQLite database and uploads folder. Used by the e2e suite, the benchmarks and tests/reliability.
// `dataDir` keeps the data (SQLite file `data.db`, uploads under `public/`) in a folder the caller owns, so a process
// can be killed and started again on the same data; DATABASE_* in `env` select another database (e.g. PostgreSQL).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  FIRST_PASSWORDS,
  OPTIONAL_SIGNING_SECRETS,
  REQUIRED_SIGNING_SECRETS,
  freshSecrets,
} from '../cms/src/lib/process/secrets.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cmsDir = path.join(root, 'cms');
export const webDist = path.join(root, 'web', 'dist');

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** Fresh secrets and first-account passwords for one run (overridable through `env`). */
const throwawaySecrets = () => ({
  ...freshSecrets([...REQUIRED_SIGNING_SECRETS, ...OPTIONAL_SIGNING_SECRETS, ...FIRST_PASSWORDS]),
  CMS_ADMIN_EMAIL: 'super@hmrpl.local',
});

/**
 * @typedef {{ code: number | null, signal: NodeJS.Signals | null }} Exit
 * @typedef {object} RunningCms
 * @property {string} baseURL
 * @property {number} pid
 * @property {number} startupMs milliseconds from spawn to the first 200 of the ready path
 * @property {() => number} rssKb resident memory of the CMS process, in KiB
 * @property {() => string} log
 * @property {() => Promise<void>} stop
 * @property {(signal: NodeJS.Signals) => Promise<Exit>} kill sends a signal; resolves with how the process ended
 * @property {Promise<Exit>} exited resolves when the process has ended
 * @property {string} dataDir the folder holding data.db and public/ (given, or a temp folder removed by stop())
 */

/**
 * @param {{ env?: Record<string, string>, readyPath?: string, timeoutMs?: number, dataDir?: string }} [options]
 * @returns {Promise<RunningCms>}
 */
export async function startCms({ env = {}, readyPath = '/api/awarding', timeoutMs = 120_000, dataDir } = {}) {
  if (!existsSync(path.join(webDist, 'index.html')))
    throw new Error('web/dist is missing: run `npm run build --prefix web` first.');
  if (!existsSync(path.join(cmsDir, 'dist', 'build', 'index.html')))
    throw new Error('cms/dist is missing: run `npm run build -w cms` first.');
  const workDir = dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'hmrpl-cms-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  let output = '';
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [path.join(root, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js'), 'start'],
    {
      cwd: cmsDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        // a production start needs the public address (the pages, the sitemap and robots.txt name it)
        PUBLIC_URL: baseURL,
        DATABASE_CLIENT: 'sqlite',
        DATABASE_FILENAME: path.join(workDir, 'data.db'),
        PUBLIC_DIR: path.join(workDir, 'public'),
        WEB_DIST: webDist,
        SEED_DEMO: 'true',
        STRAPI_TELEMETRY_DISABLED: 'true',
        // production asks every pengelola for the second factor (ADR 080); the harness's admin signs in with its
        // password, and the journey of the second factor (web/e2e/two-factor.e2e.test.ts) sets it up itself
        TWO_FACTOR_REQUIRED: 'tidak',
        // production mode refuses placeholder or missing secrets (cms/src/lib/process/production-guard.ts): real throwaway ones
        ...throwawaySecrets(),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // The CMS logs one line per request: append, and trim only now and then (a copy of the whole tail on every
  // line would eat the CPU a benchmark's load generator needs).
  const keep = (/** @type {Buffer} */ chunk) => {
    output += chunk.toString();
    if (output.length > 400_000) output = output.slice(-200_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  /** @type {Promise<Exit>} */
  const exited = new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(killer);
    }
    if (!dataDir) rmSync(workDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The CMS exited (${child.exitCode}) before it answered:\n${output}`);
    }
    try {
      const res = await fetch(baseURL + readyPath);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The CMS did not answer ${readyPath} within ${timeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const startupMs = Date.now() - started;

  const rssKb = () => {
    try {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      return 0;
    }
  };
  /** Sends a signal (SIGKILL: a crash; SIGTERM: a shutdown) and resolves with how the process ended. */
  const kill = (/** @type {NodeJS.Signals} */ signal) => {
    child.kill(signal);
    return exited;
  };
  return { baseURL, pid: child.pid ?? 0, startupMs, rssKb, log: () => output, stop, kill, exited, dataDir: workDir };
}
