// Helpers shared by the root scripts (start, dev, test, bench). Plain Node, no dependencies.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const cmsDir = path.join(root, 'cms');
export const webDir = path.join(root, 'web');

const SECRET_KEYS = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
  'CSRF_SECRET',
];
// The site admin (/login) and the dashboard super-admin (/cms): made at the first start with these passwords.
const PASSWORD_KEYS = {
  ADMIN_PASSWORD: 'site admin (/login), username admin',
  CMS_ADMIN_PASSWORD: 'dashboard super-admin (/cms), admin@hmrpl.local',
};

export function secretFor(key) {
  if (key === 'APP_KEYS') return Array.from({ length: 4 }, () => randomBytes(16).toString('base64')).join(',');
  if (key in PASSWORD_KEYS) return `${randomBytes(18).toString('base64url')}aA7`;
  return randomBytes(32).toString('base64');
}

/**
 * cms/.env holds this machine's secrets and the first admins' passwords. On a fresh clone it does not exist: create
 * it with random values, and print the generated passwords once. Existing values are never overwritten; a missing
 * one is appended. (`dir` is for tests.)
 */
export function ensureCmsEnv(dir = cmsDir) {
  const file = path.join(dir, '.env');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const present = new Set(
    current
      .split('\n')
      .map((line) => line.split('=')[0].trim())
      .filter(Boolean),
  );
  const missing = [...SECRET_KEYS, ...Object.keys(PASSWORD_KEYS)].filter(
    (key) => !present.has(key) && !process.env[key],
  );
  if (missing.length === 0) return {};
  const values = Object.fromEntries(missing.map((key) => [key, secretFor(key)]));
  const header = current ? '' : "# Made by `npm start` on first run: this machine's secrets. Never commit this file.\n";
  const lines = missing.map((key) => `${key}=${values[key]}`).join('\n');
  writeFileSync(file, `${current}${current && !current.endsWith('\n') ? '\n' : ''}${header}${lines}\n`, {
    mode: 0o600,
  });
  console.log(`[hmrpl] cms/.env: generated ${missing.join(', ')}`);
  for (const key of missing.filter((k) => k in PASSWORD_KEYS)) {
    console.log(
      `[hmrpl] ${PASSWORD_KEYS[key]}: password ${values[key]} (kept in cms/.env as ${key}; used when that account is first made)`,
    );
  }
  return values;
}

/** The newest modification time under the given paths (files or folders), skipping build output. */
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

/** True when `output` is missing or older than any of `sources`. */
export function isStale(output, sources) {
  if (!existsSync(output)) return true;
  return newestMtime(sources) > statSync(output).mtimeMs;
}

export const webBuildOutput = path.join(webDir, 'dist', 'index.html');
export const webSources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', '.env', '.env.production']
  .map((p) => path.join(webDir, p))
  .concat(path.join(root, 'contract', 'src'));
export const cmsBuildOutput = path.join(cmsDir, 'dist', 'build', 'index.html');
export const cmsSources = ['src', 'config', 'package.json', 'tsconfig.json']
  .map((p) => path.join(cmsDir, p))
  .concat(path.join(root, 'contract', 'src'));

/** Runs a command, streaming its output; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`)),
    );
  });
}

/** Builds the SPA and the CMS when their output is missing or older than their sources. */
export async function buildIfNeeded({ force = false } = {}) {
  if (force || isStale(webBuildOutput, webSources)) {
    console.log('[hmrpl] building the web app (web/dist)...');
    await run('npm', ['run', 'build', '--prefix', 'web'], { cwd: root });
  }
  if (force || isStale(cmsBuildOutput, cmsSources)) {
    console.log('[hmrpl] building the CMS (cms/dist)...');
    await run('npm', ['run', 'build', '-w', 'cms'], { cwd: root, env: { NODE_ENV: 'production' } });
  }
}
