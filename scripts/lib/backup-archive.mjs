// Shared by scripts/backup.mjs and scripts/restore.mjs: the environment `npm start` uses (cms/.env, DATABASE_*,
// PUBLIC_DIR), the archive format, checksums, and the two databases' copy and load steps.
//
// Archive (`.tar.gz`, made with the `tar` package):
//   manifest.json            format, version, createdAt, database client, Strapi version, row counts per table,
//                            and the sha256 + size of every other file in the archive
//   database/data.sqlite     SQLite: a consistent copy made by `VACUUM INTO` (one read transaction, safe while the
//                            site serves)
//   database/data.pgdump     PostgreSQL: `pg_dump --format=custom` of a snapshot exported by the same transaction
//                            that counted the rows and listed the images
//   uploads/<name>           every image file (and rendition) that the copied `files` table names, and only those:
//                            an upload still being written when the copy was taken is not in it, so the archive
//                            never holds a file without its entry
// See docs/decisions/019-backup-archive.md.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const cmsDir = path.join(root, 'cms');
const requireCms = createRequire(path.join(cmsDir, 'package.json'));

export const FORMAT = 'hmrpl-backup';
export const FORMAT_VERSION = 1;
export const SQLITE_ENTRY = 'database/data.sqlite';
export const PGDUMP_ENTRY = 'database/data.pgdump';
/** Sign-in sessions: emptied by a restore (a restored backup must not bring back sessions revoked since). */
export const SESSION_TABLES = ['hmrpl_sessions', 'strapi_sessions'];

/**
 * `files` rows our upload code made (`<prefix>-<24 hex>.<ext>`, see cms/src/lib/uploads/store.ts randomFileName) that no
 * entry links: an upload caught between storing its image and creating its entry (the same rule as the CMS's
 * start-up sweep, cms/src/lib/uploads/sweep.ts). A backup leaves their files out and lists their ids; a restore
 * deletes those rows, so the restored site has no half-made upload.
 */
export const OUR_UPLOAD_NAME = /^(galeri|berita|rekrutmen|awarding)-[0-9a-f]{24}\.[a-z0-9]+$/;
export const UNLINKED_FILES_SQL = (schema) =>
  `SELECT f.id, f.name FROM ${schema}files f WHERE NOT EXISTS (SELECT 1 FROM ${schema}files_related_mph r WHERE r.file_id = f.id)`;

export const loadSqlite = () => requireCms('better-sqlite3');
export const loadPg = () => requireCms('pg');
export const loadTar = () => requireCms('tar');

/** cms/.env values under the process environment (the environment wins), as Strapi reads them at start. */
function cmsEnv() {
  const env = {};
  const file = path.join(cmsDir, '.env');
  if (existsSync(file)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
      if (!m) continue;
      env[m[1]] = m[2].replace(/^(['"])(.*)\1$/, '$2');
    }
  }
  return { ...env, ...process.env };
}

/** Where the data of `npm start` lives, from the same variables as cms/config/{database,server}.ts. */
export function dataTarget(env = cmsEnv()) {
  const client = env.DATABASE_CLIENT || 'sqlite';
  if (!['sqlite', 'postgres'].includes(client))
    throw new Error(`DATABASE_CLIENT must be sqlite or postgres (got ${client})`);
  const publicDir = path.resolve(cmsDir, env.PUBLIC_DIR || './public');
  const uploadsDir = path.join(publicDir, 'uploads');
  if (client === 'sqlite') {
    const filename = env.DATABASE_FILENAME || '.tmp/data.db';
    return {
      client,
      filename: path.isAbsolute(filename) ? filename : path.resolve(cmsDir, filename),
      publicDir,
      uploadsDir,
    };
  }
  const bool = (v) => ['1', 'true', 'yes', 'on'].includes(String(v ?? '').toLowerCase());
  const ssl = bool(env.DATABASE_SSL)
    ? { rejectUnauthorized: env.DATABASE_SSL_REJECT_UNAUTHORIZED ? bool(env.DATABASE_SSL_REJECT_UNAUTHORIZED) : true }
    : false;
  const pg = env.DATABASE_URL
    ? { connectionString: env.DATABASE_URL, ssl }
    : {
        host: env.DATABASE_HOST || 'localhost',
        port: Number(env.DATABASE_PORT || 5432),
        database: env.DATABASE_NAME || 'strapi',
        user: env.DATABASE_USERNAME || 'strapi',
        password: env.DATABASE_PASSWORD || 'strapi',
        ssl,
      };
  return { client, pg, schema: env.DATABASE_SCHEMA || 'public', publicDir, uploadsDir, url: env.DATABASE_URL || '' };
}

/** The environment for pg_dump / pg_restore / psql (libpq variables, so no password on a command line). */
export function libpqEnv(target) {
  const { pg } = target;
  if (pg.connectionString) return { ...process.env }; // the URL goes in --dbname
  return {
    ...process.env,
    PGHOST: pg.host,
    PGPORT: String(pg.port),
    PGDATABASE: pg.database,
    PGUSER: pg.user,
    PGPASSWORD: pg.password,
    PGSSLMODE: pg.ssl ? 'require' : 'prefer',
  };
}

/** `--dbname` value: the URL itself, or the database name with the rest in PG* variables. */
export const dbnameArg = (target) => (target.pg.connectionString ? target.pg.connectionString : target.pg.database);

export function sha256File(file) {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('error', reject)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')));
  });
}

export function strapiVersion() {
  try {
    return requireCms('@strapi/strapi/package.json').version;
  } catch {
    return 'unknown';
  }
}

/** Runs a command; rejects with its stderr on a non-zero exit. */
export function exec(command, args, { env = process.env, input } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('error', (error) =>
      reject(
        error.code === 'ENOENT' ? new Error(`${command} is not installed (PostgreSQL client tools are needed)`) : error,
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve(stdout) : reject(new Error(`${command} exited with ${code}: ${stderr.trim()}`)),
    );
    child.stdin.end(input ?? '');
  });
}

/** The major version of a PostgreSQL client tool (`pg_dump (PostgreSQL) 15.18 ...` -> 15). */
export async function clientMajor(tool) {
  const out = await exec(process.env[tool === 'pg_dump' ? 'PG_DUMP' : 'PG_RESTORE'] || tool, ['--version']);
  const m = /(\d+)(?:\.\d+)?/.exec(out);
  return m ? Number(m[1]) : 0;
}

export const pgTool = (tool) => process.env[tool === 'pg_dump' ? 'PG_DUMP' : 'PG_RESTORE'] || tool;

/** Image file names a `files` row points at (`/uploads/x` of the main file and of every rendition). */
export function fileNamesOf(row) {
  const names = [];
  const local = (url) => {
    const m = /^\/uploads\/([^/]+)$/.exec(url ?? '');
    if (m) names.push(m[1]);
  };
  local(row.url);
  let formats = row.formats;
  if (typeof formats === 'string') {
    try {
      formats = JSON.parse(formats);
    } catch {
      formats = null;
    }
  }
  if (formats && typeof formats === 'object') for (const f of Object.values(formats)) local(f?.url);
  return names;
}

/** Row counts per table of a SQLite file. */
export function sqliteCounts(db) {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all()
    .map((r) => r.name);
  return Object.fromEntries(
    tables.map((t) => [t, db.prepare(`SELECT count(*) AS n FROM "${t.replaceAll('"', '""')}"`).get().n]),
  );
}

/** Row counts per table of a PostgreSQL schema, through a connected pg client. */
export async function pgCounts(client, schema) {
  const { rows } = await client.query('SELECT tablename FROM pg_tables WHERE schemaname = $1 ORDER BY tablename', [
    schema,
  ]);
  const counts = {};
  for (const { tablename } of rows) {
    const q = `SELECT count(*)::bigint AS n FROM "${schema.replaceAll('"', '""')}"."${tablename.replaceAll('"', '""')}"`;
    counts[tablename] = Number((await client.query(q)).rows[0].n);
  }
  return counts;
}

/** Differences between two count maps (sessions tables ignored: a restore empties them). */
export function countDifferences(expected, actual) {
  const diffs = [];
  for (const table of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
    if (SESSION_TABLES.includes(table)) continue;
    if (expected[table] !== actual[table])
      diffs.push(`${table}: expected ${expected[table] ?? 'no table'}, found ${actual[table] ?? 'no table'}`);
  }
  return diffs;
}

export function parseArgs(argv, { flags = [], options = [] } = {}) {
  const out = { _: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2);
      if (flags.includes(name)) out[name] = true;
      else if (options.includes(name)) {
        const value = inline ?? argv[++i];
        if (value === undefined) throw new Error(`--${name} needs a value`);
        out[name] = value;
      } else throw new Error(`unknown option --${name}`);
    } else out._.push(arg);
  }
  return out;
}

export const say = (msg) => console.log(`[backup] ${msg}`);
