/**
 * Boots the product as `npm start` runs it (the built CMS in production mode, serving web/dist) on a free port, with a
 * throwaway SQLite database and uploads folder, the demo seed and the demo admin. Tests get its URL through
 * `inject('baseURL')`. Needs `npm run build -w web` and `npm run build -w cms` first (npm test does both).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const cmsDir = path.resolve(__dirname, '..', '..', 'cms');
const distDir = path.resolve(__dirname, '..', 'dist');

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    adminUsername: string;
    adminPassword: string;
    distDir: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, log: () => string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The CMS exited (${child.exitCode}) before it answered:\n${log()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The CMS did not answer ${url} within ${timeoutMs / 1000} s:\n${log()}`);
}

export default async function setup(project: TestProject) {
  if (!existsSync(path.join(distDir, 'index.html'))) throw new Error('web/dist is missing: run `npm run build -w web` first.');
  if (!existsSync(path.join(cmsDir, 'dist', 'build', 'index.html'))) throw new Error('cms/dist is missing: run `npm run build -w cms` first.');

  const workDir = mkdtempSync(path.join(os.tmpdir(), 'hmrpl-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const adminUsername = 'admin';
  const adminPassword = 'e2e-admin-password-2025';
  let output = '';
  const child = spawn('npx', ['strapi', 'start'], {
    cwd: cmsDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: path.join(workDir, 'data.db'),
      PUBLIC_DIR: path.join(workDir, 'public'),
      WEB_DIST: distDir,
      SEED_DEMO: 'true',
      ADMIN_USERNAME: adminUsername,
      ADMIN_PASSWORD: adminPassword,
      STRAPI_TELEMETRY_DISABLED: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = () => {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
    }
  };
  try {
    await waitFor(`${baseURL}/api/awarding`, child, () => output);
  } catch (error) {
    stop();
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  }

  project.provide('baseURL', baseURL);
  project.provide('adminUsername', adminUsername);
  project.provide('adminPassword', adminPassword);
  project.provide('distDir', distDir);

  return async () => {
    stop();
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(workDir, { recursive: true, force: true });
  };
}
