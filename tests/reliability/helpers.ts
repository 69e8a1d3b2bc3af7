/**
 * Shared by the reliability suite: real CMS processes (scripts/cms-process.mjs) on a data folder that survives a
 * restart, throwaway PostgreSQL databases (as cms/tests/run.mjs makes them), the backup/restore scripts, and
 * snapshots of what the public and an admin see.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { startCms, type RunningCms } from '../../scripts/cms-process.mjs';
import { Agent } from '../../cms/tests/helpers/agent';
import { TEST_ADMIN } from '../../cms/tests/helpers/env';

export { Agent };
const root = path.resolve(__dirname, '..', '..');
export const requireCms = createRequire(path.join(root, 'cms', 'package.json'));

/** Throwaway secrets: the processes never read a developer's cms/.env for these. */
const SECRETS: Record<string, string> = {
  APP_KEYS: 'cmVsaWFiaWxpdHkx,cmVsaWFiaWxpdHky,cmVsaWFiaWxpdHkz,cmVsaWFiaWxpdHk0',
  API_TOKEN_SALT: 'reliability-api-token-salt',
  ADMIN_JWT_SECRET: 'reliability-admin-jwt-secret',
  TRANSFER_TOKEN_SALT: 'reliability-transfer-token-salt',
  JWT_SECRET: 'reliability-jwt-secret',
  ENCRYPTION_KEY: 'reliability-encryption-key-0123456789',
  CSRF_SECRET: 'reliability-csrf-secret-0123456789abcdef',
  ADMIN_USERNAME: TEST_ADMIN.username,
  ADMIN_EMAIL: TEST_ADMIN.email,
  ADMIN_PASSWORD: TEST_ADMIN.password,
};

export function tempDir(label: string): string {
  return mkdtempSync(path.join(os.tmpdir(), `hmrpl-rel-${label}-`));
}

/** Everything that says where the data lives: SQLite file + uploads in `dir`, or the given PostgreSQL env. */
export function dataEnv(dir: string, pg: Record<string, string> | null): Record<string, string> {
  return {
    ...SECRETS,
    PUBLIC_DIR: path.join(dir, 'public'),
    ...(pg ?? { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(dir, 'data.db') }),
  };
}

export function startOn(
  dir: string,
  pg: Record<string, string> | null,
  env: Record<string, string> = {},
): Promise<RunningCms> {
  return startCms({ dataDir: dir, env: { SEED_DEMO: 'false', ...dataEnv(dir, pg), ...env } });
}

// ── PostgreSQL ────────────────────────────────────────────────────────────────────────────────────────────────────

const psql = (sql: string) =>
  spawnSync('runuser', ['-u', 'postgres', '--', 'psql', '-v', 'ON_ERROR_STOP=1', '-qAt', '-c', sql], {
    encoding: 'utf8',
  });

/** True when this process may make throwaway databases (root + a local cluster answering). */
const postgresAvailable: boolean = (() => {
  if (process.env.TEST_POSTGRES === '0') return false;
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return false;
  return psql('SELECT 1').status === 0;
})();

/** Skip the PostgreSQL cases visibly when there is none, but fail when TEST_POSTGRES=1 asks for it. */
export const skipPostgres = !postgresAvailable && process.env.TEST_POSTGRES !== '1';
if (!postgresAvailable) {
  console.warn(
    process.env.TEST_POSTGRES === '1'
      ? '[reliability] TEST_POSTGRES=1 but PostgreSQL is not reachable: the PostgreSQL cases will fail'
      : '[reliability] PostgreSQL not reachable (root + local cluster on 5432): the PostgreSQL cases are SKIPPED',
  );
}

export interface PgDatabase {
  env: Record<string, string>;
  drop: () => void;
}

/** A throwaway role + database; `env` is what the CMS and the scripts read. */
export function makePgDatabase(): PgDatabase {
  if (!postgresAvailable) throw new Error('PostgreSQL is not reachable (TEST_POSTGRES=1 requires it)');
  const name = `hmrpl_rel_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const password = randomBytes(12).toString('hex');
  for (const sql of [`CREATE ROLE ${name} LOGIN PASSWORD '${password}'`, `CREATE DATABASE ${name} OWNER ${name}`]) {
    const r = psql(sql);
    if (r.status !== 0) throw new Error(`psql: ${r.stderr}`);
  }
  return {
    env: {
      DATABASE_CLIENT: 'postgres',
      DATABASE_URL: '',
      DATABASE_HOST: '127.0.0.1',
      DATABASE_PORT: '5432',
      DATABASE_NAME: name,
      DATABASE_USERNAME: name,
      DATABASE_PASSWORD: password,
      DATABASE_SSL: 'false',
    },
    drop: () => {
      psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      psql(`DROP ROLE IF EXISTS ${name}`);
    },
  };
}

/** One statement that writes, on a test database (to plant what a crash at another moment would leave). */
export async function execSql(dir: string, pg: Record<string, string> | null, sql: string): Promise<void> {
  if (!pg) {
    const Database = requireCms('better-sqlite3');
    const db = new Database(path.join(dir, 'data.db'), { fileMustExist: true });
    try {
      db.prepare(sql).run();
    } finally {
      db.close();
    }
    return;
  }
  const { Client } = requireCms('pg');
  const client = new Client({
    host: pg.DATABASE_HOST,
    port: Number(pg.DATABASE_PORT),
    database: pg.DATABASE_NAME,
    user: pg.DATABASE_USERNAME,
    password: pg.DATABASE_PASSWORD,
  });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** One query on a test database (SQLite file or PostgreSQL), for checks a client cannot make. */
export async function query<T = Record<string, unknown>>(
  dir: string,
  pg: Record<string, string> | null,
  sql: string,
): Promise<T[]> {
  if (!pg) {
    const Database = requireCms('better-sqlite3');
    const db = new Database(path.join(dir, 'data.db'), { readonly: true, fileMustExist: true });
    try {
      return db.prepare(sql).all() as T[];
    } finally {
      db.close();
    }
  }
  const { Client } = requireCms('pg');
  const client = new Client({
    host: pg.DATABASE_HOST,
    port: Number(pg.DATABASE_PORT),
    database: pg.DATABASE_NAME,
    user: pg.DATABASE_USERNAME,
    password: pg.DATABASE_PASSWORD,
  });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

// ── the scripts ───────────────────────────────────────────────────────────────────────────────────────────────────

interface ScriptResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `node scripts/<name>.mjs ...args` with the given data environment (as `npm run backup/restore` would). */
export function runScript(
  name: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<ScriptResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', `${name}.mjs`), ...args], {
      cwd: root,
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

// ── what clients see ──────────────────────────────────────────────────────────────────────────────────────────────

export async function adminAgent(baseURL: string): Promise<Agent> {
  const agent = new Agent(baseURL);
  await agent.loginOk();
  return agent;
}

/** Small real images (sharp, from the CMS's dependencies). */
export async function pngBytes(seed: number, size = 64): Promise<Uint8Array> {
  const sharp = requireCms('sharp');
  const color = `#${((seed * 2654435761) >>> 0).toString(16).padStart(8, '0').slice(0, 6)}`;
  return new Uint8Array(
    await sharp({ create: { width: size, height: Math.round(size * 0.6), channels: 3, background: color } })
      .png()
      .toBuffer(),
  );
}

export function galleryForm(images: Uint8Array[], captions: string[]): FormData {
  const form = new FormData();
  images.forEach((bytes, i) => form.append('images[]', new Blob([bytes], { type: 'image/png' }), `foto-${i}.png`));
  captions.forEach((c) => form.append('captions[]', c));
  return form;
}

export function newsForm(title: string, content: string, image?: Uint8Array): FormData {
  const form = new FormData();
  form.append('title', title);
  form.append('content', content);
  if (image) form.append('image', new Blob([image], { type: 'image/png' }), 'headline.png');
  return form;
}

/**
 * Every public and admin answer a restore must reproduce, by path: lists, details, the admin's full lists. Image
 * paths found in the bodies are collected so the caller can compare the files byte for byte.
 */
export async function snapshot(
  baseURL: string,
  admin: Agent,
): Promise<{ bodies: Record<string, string>; images: string[] }> {
  const pub = new Agent(baseURL);
  const bodies: Record<string, string> = {};
  const get = async (agent: Agent, p: string) => {
    const r = await agent.get(p);
    if (r.status !== 200) throw new Error(`${p} answered ${r.status}`);
    bodies[p] = r.text;
    return r.body;
  };
  for (const p of [
    '/api/berita/terbaru',
    '/api/awarding',
    '/api/rekrutmen',
    '/api/galeri?page=1&limit=100',
    '/api/galeri',
  ])
    await get(pub, p);
  const first = (await get(pub, '/api/berita?page=1')) as { meta: { last_page: number }; data: { slug: string }[] };
  const slugs = first.data.map((n) => n.slug);
  for (let page = 2; page <= first.meta.last_page; page += 1) {
    const more = (await get(pub, `/api/berita?page=${page}`)) as { data: { slug: string }[] };
    slugs.push(...more.data.map((n) => n.slug));
  }
  for (const slug of slugs) await get(pub, `/api/berita/${slug}`);
  const adminList = (await get(admin, '/api/admin/berita?page=1')) as {
    meta: { last_page: number };
    data: { id: number }[];
  };
  const ids = adminList.data.map((n) => n.id);
  for (let page = 2; page <= adminList.meta.last_page; page += 1) {
    ids.push(
      ...((await get(admin, `/api/admin/berita?page=${page}`)) as { data: { id: number }[] }).data.map((n) => n.id),
    );
  }
  for (const id of ids) await get(admin, `/api/admin/berita/${id}`);
  await get(admin, '/api/aspirasi');
  await get(admin, '/api/me');
  const images = new Set<string>();
  for (const text of Object.values(bodies))
    for (const m of text.matchAll(/"(?:[a-z_]*image_path|path)":"([^"]+)"/g)) images.add(m[1]);
  return { bodies, images: [...images].sort() };
}

export async function fetchBytes(baseURL: string, storagePath: string): Promise<Buffer> {
  const res = await fetch(`${baseURL}/storage/${storagePath}`);
  if (res.status !== 200) throw new Error(`/storage/${storagePath} answered ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

export const uploadsOn = (dir: string) =>
  readdirSync(path.join(dir, 'public', 'uploads'))
    .filter((n) => !n.startsWith('.'))
    .sort();
export const readUpload = (dir: string, name: string) => readFileSync(path.join(dir, 'public', 'uploads', name));
export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true });

/** Percentile of sorted numbers. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
