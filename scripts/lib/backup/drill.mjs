// `npm run restore -- --check FILE --identity KEYFILE`: the restore drill (ADR 071). It proves an archive can be
// restored, without touching the site: the real restore (scripts/restore.mjs, in a process of its own) loads it into
// a scratch copy (SQLite: a file in a temp folder; PostgreSQL: a new database `hmrpl_drill_<random>` on the server
// DATABASE_* names, made by that role, which needs CREATEDB and must not be a superuser), then this counts the rows
// of every table and hashes every restored image and compares them with the signed manifest, and the scratch copy is
// deleted whatever happened. The archive's database decides which kind of scratch copy; DATABASE_CLIENT does not.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireCms } from '../repo.mjs';
import { Refused, sayer } from './cli.mjs';
import { isLegacyArchive, readArchive } from './container.mjs';
import { signatureMatches, verifyKey } from './keys.mjs';
import { FORMAT_VERSION, checkManifest, countDifferences, expectedCounts } from './manifest.mjs';
import { checkFiles } from './payload.mjs';
import { connect, pgCounts } from './postgres.mjs';
import { sqliteCounts } from './sqlite.mjs';
import { EPOCH_TABLE, USERS_TABLE } from './sign-ins.mjs';
import { dataTarget } from './target.mjs';

const say = sayer('restore');
const restoreScript = fileURLToPath(new URL('../../restore.mjs', import.meta.url));

/**
 * The signed manifest of a format-2 archive (the signature checked first).
 * @param {string} file
 * @param {Record<string, string | undefined>} env
 */
function signedManifest(file, env) {
  if (isLegacyArchive(file)) throw new Refused('the drill takes signed archives (format 2) only');
  const archive = readArchive(file);
  const key = verifyKey(env);
  if (!signatureMatches(archive.manifestBytes, archive.signature, key))
    throw new Refused(`the manifest's signature does not match the key ${key}: not an archive of your backup`);
  return checkManifest(archive.manifestBytes.toString('utf8'), FORMAT_VERSION);
}

/**
 * The real restore into the scratch copy: `node scripts/restore.mjs FILE --identity KEYFILE` with DATABASE_* and
 * PUBLIC_DIR pointing at it (the standard input passed on, for `--identity -`).
 * @param {string} file
 * @param {string} identity
 * @param {Record<string, string>} scratchEnv
 * @returns {Promise<void>}
 */
function restoreInto(file, identity, scratchEnv) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [restoreScript, file, '--identity', identity], {
      env: { ...process.env, ...scratchEnv },
      stdio: ['inherit', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`the restore into the scratch copy failed (exit ${code}): see its line above`)),
    );
  });
}

/**
 * The scratch copy of a PostgreSQL archive: a new database on the server DATABASE_* names, and the settings that
 * point at it; `drop` removes it.
 * @param {Record<string, string | undefined>} env
 */
async function scratchPostgres(env) {
  const target = dataTarget({ ...env, DATABASE_CLIENT: 'postgres' });
  if (target.client !== 'postgres') throw new Error('unreachable');
  const name = `hmrpl_drill_${randomBytes(5).toString('hex')}`;
  const admin = await connect(target);
  try {
    const { rows } = await admin.query(
      'SELECT rolsuper AS superuser, rolcreatedb AS createdb FROM pg_roles WHERE rolname = current_user',
    );
    if (rows[0]?.superuser)
      throw new Refused(
        'the drill restores as DATABASE_USERNAME, which is a PostgreSQL superuser: use a role without SUPERUSER that ' +
          'may create databases (CREATE ROLE drill LOGIN CREATEDB PASSWORD ...)',
      );
    if (!rows[0]?.createdb)
      throw new Refused(
        `the role in DATABASE_USERNAME may not create databases: the drill needs a scratch database. Give it CREATEDB ` +
          '(ALTER ROLE ... CREATEDB), or run the drill against another PostgreSQL (a local one: DATABASE_HOST=localhost ...)',
      );
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end().catch(() => undefined);
  }
  const pg = target.pg;
  /** @type {Record<string, string>} */
  const scratchEnv =
    'connectionString' in pg
      ? (() => {
          const url = new URL(pg.connectionString);
          url.pathname = `/${name}`;
          return { DATABASE_CLIENT: 'postgres', DATABASE_URL: url.toString() };
        })()
      : { DATABASE_CLIENT: 'postgres', DATABASE_URL: '', DATABASE_NAME: name };
  const drop = async () => {
    const again = await connect(target);
    try {
      await again.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await again.end().catch(() => undefined);
    }
  };
  return { name, scratchEnv, drop };
}

/**
 * Row counts of the restored scratch database.
 * @param {'sqlite' | 'postgres'} client
 * @param {Record<string, string | undefined>} env
 * @param {Record<string, string>} scratchEnv
 */
async function scratchCounts(client, env, scratchEnv) {
  const target = dataTarget({ ...env, ...scratchEnv });
  if (target.client === 'sqlite') {
    const Database = requireCms('better-sqlite3');
    const db = new Database(target.filename, { readonly: true, fileMustExist: true });
    try {
      const check = db.pragma('integrity_check', { simple: true });
      if (check !== 'ok') throw new Error(`the restored SQLite file fails its integrity check: ${check}`);
      return sqliteCounts(db);
    } finally {
      db.close();
    }
  }
  const pg = await connect(target);
  try {
    return await pgCounts(pg, target.schema);
  } finally {
    await pg.end().catch(() => undefined);
  }
}

/**
 * The restored counts against the manifest's. The restore checked them itself before its last step, which gives every
 * admin without a device epoch row one (sign-ins.mjs: no device cookie of before counts): that table may only have
 * grown here, by at most one row per admin.
 * @param {Record<string, number>} expected
 * @param {Record<string, number>} actual
 * @public (tests/reliability/backup-rotation.test.ts)
 */
export function restoredDifferences(expected, actual) {
  const { [EPOCH_TABLE]: expectedEpochs, ...rest } = expected;
  const { [EPOCH_TABLE]: epochs, ...found } = actual;
  const diffs = countDifferences(rest, found);
  if (expectedEpochs === undefined || epochs === undefined) {
    if (expectedEpochs !== epochs)
      diffs.push(`${EPOCH_TABLE}: expected ${expectedEpochs ?? 'no table'}, found ${epochs ?? 'no table'}`);
    return diffs;
  }
  const most = expectedEpochs + (expected[USERS_TABLE] ?? 0);
  if (epochs < expectedEpochs || epochs > most)
    diffs.push(
      `${EPOCH_TABLE}: expected ${expectedEpochs} to ${most} (one more per admin without one), found ${epochs}`,
    );
  return diffs;
}

/**
 * The drill.
 * @param {{ file: string, identity: string, env: Record<string, string | undefined> }} options
 */
export async function runDrill({ file, identity, env }) {
  const started = Date.now();
  const manifest = signedManifest(file, env);
  const client = manifest.database.client;
  const scratchDir = mkdtempSync(path.join(os.tmpdir(), 'hmrpl-drill-'));
  /** @type {(() => Promise<void>) | null} */
  let dropDatabase = null;
  try {
    /** @type {Record<string, string>} */
    let scratchEnv;
    if (client === 'sqlite')
      scratchEnv = { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(scratchDir, 'data.db') };
    else {
      const made = await scratchPostgres(env);
      dropDatabase = made.drop;
      scratchEnv = made.scratchEnv;
      say(`scratch database ${made.name} made`);
    }
    scratchEnv.PUBLIC_DIR = path.join(scratchDir, 'public');
    await restoreInto(file, identity, scratchEnv);

    const diffs = restoredDifferences(expectedCounts(manifest), await scratchCounts(client, env, scratchEnv));
    if (diffs.length > 0) throw new Error(`the restored rows differ from the manifest: ${diffs.join('; ')}`);
    const images = manifest.files.filter((f) => f.path.startsWith('uploads/'));
    await checkFiles(path.join(scratchDir, 'public'), images);
    const rows = Object.values(manifest.counts).reduce((a, b) => a + b, 0);
    say(
      `drill passed: ${file} (made ${manifest.createdAt}, ${client}) restores into a scratch copy with the manifest's ` +
        `${rows} rows in ${Object.keys(manifest.counts).length} tables and its ${images.length} image files, byte for ` +
        `byte (sha256), in ${((Date.now() - started) / 1000).toFixed(1)} s; the scratch copy is deleted`,
    );
  } finally {
    rmSync(scratchDir, { recursive: true, force: true });
    if (dropDatabase) await dropDatabase();
  }
}
