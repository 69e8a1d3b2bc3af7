// PostgreSQL: the copy a backup takes (one REPEATABLE READ transaction exports a snapshot, counts the rows and lists
// the images in it, and pg_dump dumps that same snapshot) and the load a restore makes (pg_restore in one
// transaction), always as the database's owner: a restore refuses a superuser role, which could run anything a
// dump holds on the server.
import { spawn } from 'node:child_process';
import { requireCms } from '../repo.mjs';
import { Refused } from './cli.mjs';
import { SESSION_TABLES, countDifferences } from './manifest.mjs';
import { UNLINKED_FILES_SQL } from './uploads.mjs';
import { endPostgresSignIns } from './sign-ins.mjs';

/**
 * A connected client of the CMS's `pg` (untyped here: its types are not installed).
 * @param {import('./target.mjs').PostgresTarget} target
 * @returns {Promise<any>}
 */
export async function connect(target) {
  const pg = requireCms('pg');
  const client = new pg.Client(target.pg);
  await client.connect();
  return client;
}

/** @param {string} name */
const quoted = (name) => `"${name.replaceAll('"', '""')}"`;

/**
 * The environment for pg_dump / pg_restore (libpq variables, so no password on a command line).
 * @param {import('./target.mjs').PostgresTarget} target
 * @returns {NodeJS.ProcessEnv}
 */
function libpqEnv({ pg }) {
  if ('connectionString' in pg) return { ...process.env }; // the URL goes in --dbname
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

/**
 * `--dbname` value: the URL itself, or the database name with the rest in PG* variables.
 * @param {import('./target.mjs').PostgresTarget} target
 */
const dbnameArg = ({ pg }) => ('connectionString' in pg ? pg.connectionString : pg.database);

/** @param {'pg_dump' | 'pg_restore'} tool */
const pgTool = (tool) => process.env[tool === 'pg_dump' ? 'PG_DUMP' : 'PG_RESTORE'] || tool;

/**
 * Runs a command; resolves with its stdout, rejects with its stderr on a non-zero exit.
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Promise<string>}
 */
function exec(command, args, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('error', (error) =>
      reject(
        /** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT'
          ? new Error(`${command} is not installed (PostgreSQL client tools are needed)`)
          : error,
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve(stdout) : reject(new Error(`${command} exited with ${code}: ${stderr.trim()}`)),
    );
  });
}

/**
 * The server's major version, and the tool's (`pg_dump (PostgreSQL) 15.18 ...` -> 15): the tool must not be older.
 * @param {any} client
 * @param {'pg_dump' | 'pg_restore'} tool
 */
async function checkToolVersion(client, tool) {
  const server = Number((await client.query('SHOW server_version_num')).rows[0].server_version_num);
  const serverMajor = Math.floor(server / 10000);
  const m = /(\d+)(?:\.\d+)?/.exec(await exec(pgTool(tool), ['--version']));
  const toolMajor = m ? Number(m[1]) : 0;
  if (toolMajor < serverMajor) {
    const env = tool === 'pg_dump' ? 'PG_DUMP' : 'PG_RESTORE';
    throw new Error(
      `${tool} ${toolMajor} is older than the PostgreSQL ${serverMajor} server: install the PostgreSQL ${serverMajor} client tools (or set ${env})`,
    );
  }
  return { serverMajor, toolMajor };
}

/**
 * Row counts per table of a schema.
 * @param {any} client
 * @param {string} schema
 * @returns {Promise<Record<string, number>>}
 */
export async function pgCounts(client, schema) {
  const { rows } = await client.query('SELECT tablename FROM pg_tables WHERE schemaname = $1 ORDER BY tablename', [
    schema,
  ]);
  /** @type {Record<string, number>} */
  const counts = {};
  for (const { tablename } of rows) {
    const q = `SELECT count(*)::bigint AS n FROM ${quoted(schema)}.${quoted(tablename)}`;
    counts[tablename] = Number((await client.query(q)).rows[0].n);
  }
  return counts;
}

/**
 * Dumps a snapshot into `dest` and reads, from the same snapshot, the row counts and image rows.
 * @param {import('./target.mjs').PostgresTarget} target
 * @param {string} dest
 */
export async function copyPostgres(target, dest) {
  const client = await connect(target);
  try {
    const { serverMajor, toolMajor } = await checkToolVersion(client, 'pg_dump');
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const snapshot = (await client.query('SELECT pg_export_snapshot() AS id')).rows[0].id;
    const counts = await pgCounts(client, target.schema);
    const q = `${quoted(target.schema)}.`;
    /** @type {import('./uploads.mjs').FileRow[]} */
    const files =
      'files' in counts ? (await client.query(`SELECT id, name, url, formats, provider FROM ${q}files`)).rows : [];
    /** @type {import('./uploads.mjs').UnlinkedRow[]} */
    const unlinked = 'files' in counts ? (await client.query(UNLINKED_FILES_SQL(q))).rows : [];
    const args = ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, '--file', dest];
    await exec(pgTool('pg_dump'), [...args, `--dbname=${dbnameArg(target)}`], libpqEnv(target));
    await client.query('COMMIT');
    return { counts, files, unlinked, serverMajor, pgDumpMajor: toolMajor };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * What a restore may do here: refused as a superuser or as a role that does not own the database; true when the
 * schema already holds tables.
 * @param {import('./target.mjs').PostgresTarget} target
 */
export async function checkRestoreTarget(target) {
  const client = await connect(target);
  try {
    const { rows } = await client.query(
      `SELECT current_user AS role, r.rolsuper AS superuser, d.datdba = r.oid AS owner, current_database() AS db
         FROM pg_roles r, pg_database d WHERE r.rolname = current_user AND d.datname = current_database()`,
    );
    const { role, superuser, owner, db } = rows[0];
    if (superuser)
      throw new Refused(
        `the role ${role} is a PostgreSQL superuser: restore as the database's owner (DATABASE_USERNAME, a role ` +
          'without SUPERUSER), so that nothing in a dump can do more than that role may; nothing was changed',
      );
    if (!owner)
      throw new Refused(`the role ${role} does not own the database ${db}: restore as its owner; nothing was changed`);
    const tables = await client.query('SELECT 1 FROM pg_tables WHERE schemaname = $1 LIMIT 1', [target.schema]);
    return { hasData: tables.rowCount > 0 };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Loads a dump: with `force` the schema is dropped and made again first; then sessions emptied, half-made uploads'
 * rows deleted, counts compared.
 * @param {import('./target.mjs').PostgresTarget} target
 * @param {string} dumpFile
 * @param {{ pendingUploads: number[], expected: Record<string, number>, force: boolean }} plan
 */
export async function restorePostgres(target, dumpFile, { pendingUploads, expected, force }) {
  const client = await connect(target);
  try {
    const schema = quoted(target.schema);
    await checkToolVersion(client, 'pg_restore');
    if (force) {
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.query(`CREATE SCHEMA ${schema}`);
    }
    const args = ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error'];
    await exec(pgTool('pg_restore'), [...args, `--dbname=${dbnameArg(target)}`, dumpFile], libpqEnv(target));
    for (const table of SESSION_TABLES) {
      const exists = await client.query('SELECT 1 FROM pg_tables WHERE schemaname = $1 AND tablename = $2', [
        target.schema,
        table,
      ]);
      if (exists.rowCount > 0) await client.query(`DELETE FROM ${schema}.${quoted(table)}`);
    }
    if (pendingUploads.length > 0) {
      await client.query(
        `DELETE FROM ${schema}.files f WHERE f.id = ANY($1::int[]) AND NOT EXISTS (SELECT 1 FROM ${schema}.files_related_mph r WHERE r.file_id = f.id)`,
        [pendingUploads],
      );
    }
    const diffs = countDifferences(expected, await pgCounts(client, target.schema));
    if (diffs.length > 0) throw new Error(`row counts differ from the manifest: ${diffs.join('; ')}`);
    // no device cookie of before counts on the restored site (sign-ins.mjs)
    await endPostgresSignIns(client, schema, target.schema);
  } finally {
    await client.end().catch(() => undefined);
  }
}
