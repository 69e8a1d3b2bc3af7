/**
 * Shared by the reliability suite: real CMS processes (scripts/cms-process.mjs) on a data folder that survives a
 * restart, throwaway PostgreSQL databases (scripts/pg-scratch.mjs), the backup/restore scripts, and
 * snapshots of what the public and an admin see.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { startCms, type RunningCms } from '../../scripts/cms-process.mjs';
import { createScratchDatabase, postgresReachable } from '../../scripts/pg-scratch.mjs';
import { Agent } from '../../cms/tests/helpers/agent';
import { TEST_ADMIN } from '../../cms/tests/helpers/env';
import { OPTIONAL_SIGNING_SECRETS, REQUIRED_SIGNING_SECRETS, freshSecrets } from '../../cms/src/lib/process/secrets.js';

export { Agent };
const root = path.resolve(__dirname, '..', '..');
export const requireCms = createRequire(path.join(root, 'cms', 'package.json'));

/** Throwaway secrets, the same for every process of this run (a restarted process reads its sessions). */
const SECRETS: Record<string, string> = {
  ...freshSecrets([...REQUIRED_SIGNING_SECRETS, ...OPTIONAL_SIGNING_SECRETS, 'BACKUP_SIGNING_KEY']),
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
  // these suites send aspirations by the thousand without the form's token: the flood rule (proved by its own tests)
  // would refuse them after its hourly ceiling
  return startCms({
    dataDir: dir,
    env: { SEED_DEMO: 'false', ASPIRATION_CEILING_PER_HOUR: '100000', ...dataEnv(dir, pg), ...env },
  });
}

// ── PostgreSQL (the one throwaway-database maker: scripts/pg-scratch.mjs) ───────────────────────────────────────

/** Skip the PostgreSQL cases visibly when there is none, but fail when TEST_POSTGRES=1 asks for it. */
export const skipPostgres = !postgresReachable() && process.env.TEST_POSTGRES !== '1';
if (!postgresReachable()) {
  console.warn(
    process.env.TEST_POSTGRES === '1'
      ? '[reliability] TEST_POSTGRES=1 but PostgreSQL is not reachable: the PostgreSQL cases will fail'
      : '[reliability] PostgreSQL not reachable (root + local cluster, or TEST_DATABASE_CLIENT=postgres): the PostgreSQL cases are SKIPPED',
  );
}

export interface PgDatabase {
  env: Record<string, string>;
  drop: () => void;
}

/** A throwaway role + database; `env` is what the CMS and the scripts read. */
export function makePgDatabase(options: { superuser?: boolean } = {}): PgDatabase {
  const db = createScratchDatabase('hmrpl_rel', options);
  if (!db) throw new Error('PostgreSQL is not reachable (TEST_POSTGRES=1 requires it)');
  return { env: db.env, drop: db.dropSync };
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

/**
 * A new age key pair for this run's backups: the identity in a file (as an operator keeps it), the recipient for
 * BACKUP_AGE_RECIPIENT.
 */
export async function backupIdentity(dir: string): Promise<{ identityFile: string; recipient: string }> {
  const age: typeof import('age-encryption') = await import(pathToFileURL(requireCms.resolve('age-encryption')).href);
  const identity = await age.generateX25519Identity();
  const identityFile = path.join(dir, 'backup-key.txt');
  writeFileSync(identityFile, `${identity}\n`, { mode: 0o600 });
  return { identityFile, recipient: await age.identityToRecipient(identity) };
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

/**
 * Public reads from a process of their own (read-load.mjs): `connections` keep-alive connections for `seconds` over
 * `paths`; latencies in ms.
 */
export function readLoad(baseURL: string, seconds: number, connections: number, paths: string[]) {
  return new Promise<{
    requests: number;
    errors: number;
    rps: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
    statuses: Record<string, number>;
  }>((resolve, reject) => {
    const child = spawn(process.execPath, [
      path.join(__dirname, 'read-load.mjs'),
      baseURL,
      String(seconds),
      String(connections),
      ...paths,
    ]);
    let out = '';
    let err = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (err += c));
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').at(-1)!))
        : reject(new Error(`read-load exited ${code}: ${err}`)),
    );
  });
}

/** Percentile of sorted numbers (the benches' one definition). */
export { percentileOfSorted as percentile } from '../../scripts/lib/stats.mjs';
