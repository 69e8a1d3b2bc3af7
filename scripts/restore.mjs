// `npm run restore -- FILE [--force]`: loads an archive made by `npm run backup` into the database and uploads folder
// that `npm start` uses (cms/.env, DATABASE_*, PUBLIC_DIR). Stop the CMS first.
//   1. unpacks into a temp folder and checks the manifest and the sha256 of every file BEFORE touching anything;
//   2. refuses a target that already holds data (a database with tables, an uploads folder with files) unless
//      --force, which replaces it;
//   3. loads the database (SQLite: the copy is renamed into place in one step; PostgreSQL: pg_restore in one
//      transaction), empties the sign-in sessions tables (everyone signs in again), checks the row counts against
//      the manifest, then puts the images into PUBLIC_DIR/uploads.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  FORMAT,
  FORMAT_VERSION,
  SESSION_TABLES,
  clientMajor,
  countDifferences,
  dataTarget,
  dbnameArg,
  exec,
  libpqEnv,
  loadPg,
  loadSqlite,
  loadTar,
  parseArgs,
  pgCounts,
  pgTool,
  sha256File,
  sqliteCounts,
} from './lib/backup-archive.mjs';

const say = (msg) => console.log(`[restore] ${msg}`);

class Refused extends Error {}

/** Every file listed with the right size and sha256, nothing unlisted, a known format. */
async function verify(staging) {
  const manifestFile = path.join(staging, 'manifest.json');
  if (!existsSync(manifestFile)) throw new Refused('not a backup archive: manifest.json is missing');
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch {
    throw new Refused('manifest.json is not valid JSON');
  }
  if (manifest.format !== FORMAT) throw new Refused(`not an HMRPL backup (format ${manifest.format})`);
  if (manifest.version !== FORMAT_VERSION)
    throw new Refused(`backup format version ${manifest.version} is not supported (this tool reads ${FORMAT_VERSION})`);
  if (!Array.isArray(manifest.files) || !manifest.counts || !manifest.database?.file)
    throw new Refused('manifest.json is incomplete');

  const listed = new Set(manifest.files.map((f) => f.path));
  if (!listed.has(manifest.database.file)) throw new Refused('the manifest does not list the database file');
  for (const file of manifest.files) {
    const full = path.join(staging, file.path);
    if (!existsSync(full)) throw new Refused(`${file.path} is listed in the manifest but missing from the archive`);
    if (statSync(full).size !== file.bytes)
      throw new Refused(`${file.path}: size differs from the manifest (damaged archive)`);
    if ((await sha256File(full)) !== file.sha256)
      throw new Refused(`${file.path}: checksum differs from the manifest (damaged archive)`);
  }
  const walk = (dir, rel = '') =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(path.join(dir, e.name), `${rel}${e.name}/`) : [`${rel}${e.name}`],
    );
  const extra = walk(staging).filter((p) => p !== 'manifest.json' && !listed.has(p));
  if (extra.length > 0)
    throw new Refused(`the archive holds files the manifest does not list: ${extra.slice(0, 5).join(', ')}`);
  return manifest;
}

function uploadsInTarget(target) {
  if (!existsSync(target.uploadsDir)) return [];
  return readdirSync(target.uploadsDir, { withFileTypes: true }).filter((e) => e.isFile() && !e.name.startsWith('.'));
}

function sqliteHasData(file) {
  if (!existsSync(file) || statSync(file).size === 0) return false;
  const Database = loadSqlite();
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get().n > 0;
  } finally {
    db.close();
  }
}

/** The counts the restored database must have: the manifest's, less the half-made uploads the restore deletes. */
function expectedCounts(manifest) {
  const pending = manifest.pendingUploads?.length ?? 0;
  return pending && 'files' in manifest.counts
    ? { ...manifest.counts, files: manifest.counts.files - pending }
    : manifest.counts;
}

async function restoreSqlite(target, staging, manifest) {
  const Database = loadSqlite();
  mkdirSync(path.dirname(target.filename), { recursive: true });
  const temp = `${target.filename}.restoring`;
  copyFileSync(path.join(staging, manifest.database.file), temp);
  const db = new Database(temp, { fileMustExist: true });
  try {
    for (const table of SESSION_TABLES) {
      if (db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table))
        db.prepare(`DELETE FROM "${table}"`).run();
    }
    const drop = db.prepare(
      'DELETE FROM files WHERE id = ? AND NOT EXISTS (SELECT 1 FROM files_related_mph r WHERE r.file_id = files.id)',
    );
    db.transaction(() => (manifest.pendingUploads ?? []).forEach((id) => drop.run(id)))();
    const diffs = countDifferences(expectedCounts(manifest), sqliteCounts(db));
    if (diffs.length > 0) throw new Error(`row counts differ from the manifest: ${diffs.join('; ')}`);
  } finally {
    db.close();
  }
  for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${target.filename}${suffix}`, { force: true });
  renameSync(temp, target.filename);
}

async function restorePostgres(target, staging, manifest, { force }) {
  const pg = loadPg();
  const client = new pg.Client(target.pg);
  await client.connect();
  try {
    const schema = `"${target.schema.replaceAll('"', '""')}"`;
    const server = Number((await client.query('SHOW server_version_num')).rows[0].server_version_num);
    const restoreMajor = await clientMajor('pg_restore');
    if (restoreMajor < Math.floor(server / 10000))
      throw new Error(
        `pg_restore ${restoreMajor} is older than the server (${Math.floor(server / 10000)}): install matching client tools (or set PG_RESTORE)`,
      );
    if (force) {
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.query(`CREATE SCHEMA ${schema}`);
    }
    await exec(
      pgTool('pg_restore'),
      [
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        `--dbname=${dbnameArg(target)}`,
        path.join(staging, manifest.database.file),
      ],
      { env: libpqEnv(target) },
    );
    for (const table of SESSION_TABLES) {
      const exists = await client.query('SELECT 1 FROM pg_tables WHERE schemaname = $1 AND tablename = $2', [
        target.schema,
        table,
      ]);
      if (exists.rowCount > 0) await client.query(`DELETE FROM ${schema}."${table}"`);
    }
    if (manifest.pendingUploads?.length) {
      await client.query(
        `DELETE FROM ${schema}.files f WHERE f.id = ANY($1::int[]) AND NOT EXISTS (SELECT 1 FROM ${schema}.files_related_mph r WHERE r.file_id = f.id)`,
        [manifest.pendingUploads],
      );
    }
    const diffs = countDifferences(expectedCounts(manifest), await pgCounts(client, target.schema));
    if (diffs.length > 0) throw new Error(`row counts differ from the manifest: ${diffs.join('; ')}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function pgHasData(target) {
  const pg = loadPg();
  const client = new pg.Client(target.pg);
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_tables WHERE schemaname = $1 LIMIT 1', [target.schema]);
    return rowCount > 0;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function restoreUploads(target, staging, manifest, { force }) {
  mkdirSync(target.uploadsDir, { recursive: true });
  if (force) for (const e of uploadsInTarget(target)) unlinkSync(path.join(target.uploadsDir, e.name));
  for (const file of manifest.files) {
    if (!file.path.startsWith('uploads/')) continue;
    const name = path.basename(file.path);
    const dest = path.join(target.uploadsDir, name);
    copyFileSync(path.join(staging, file.path), `${dest}.restoring`);
    renameSync(`${dest}.restoring`, dest);
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2), { flags: ['force'] });
  const [file] = args._;
  if (!file) throw new Refused('usage: npm run restore -- FILE [--force]');
  if (!existsSync(file)) throw new Refused(`no such file: ${file}`);
  const target = dataTarget();
  const started = Date.now();
  const staging = mkdtempSync(path.join(os.tmpdir(), 'hmrpl-restore-'));
  try {
    const tar = loadTar();
    try {
      // node-tar refuses absolute paths and `..` (no preservePaths): nothing lands outside the temp folder
      await tar.x({ file: path.resolve(file), cwd: staging, strict: true });
    } catch (error) {
      throw new Refused(`the archive cannot be read (${error.message})`);
    }
    const manifest = await verify(staging);
    say(
      `${file}: checksums of ${manifest.files.length} files OK (made ${manifest.createdAt}, ${manifest.database.client}, Strapi ${manifest.strapiVersion})`,
    );
    if (manifest.database.client !== target.client) {
      throw new Refused(
        `the backup is of a ${manifest.database.client} database but DATABASE_CLIENT is ${target.client}`,
      );
    }

    const dbFull = target.client === 'sqlite' ? sqliteHasData(target.filename) : await pgHasData(target);
    const uploads = uploadsInTarget(target).length;
    if ((dbFull || uploads > 0) && !args.force) {
      const where = [
        dbFull
          ? target.client === 'sqlite'
            ? `database ${target.filename}`
            : `database schema ${target.schema}`
          : null,
        uploads > 0 ? `${uploads} files in ${target.uploadsDir}` : null,
      ].filter(Boolean);
      throw new Refused(
        `the target is not empty (${where.join(', ')}); nothing was changed. Add --force to replace it.`,
      );
    }

    if (target.client === 'sqlite') await restoreSqlite(target, staging, manifest);
    else await restorePostgres(target, staging, manifest, { force: Boolean(args.force) });
    restoreUploads(target, staging, manifest, { force: Boolean(args.force) });
    const rows = Object.values(manifest.counts).reduce((a, b) => a + b, 0);
    say(
      `restored ${rows} rows in ${Object.keys(manifest.counts).length} tables and ${manifest.files.length - 1} image files ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s; sign-in sessions were emptied (admins sign in again)`,
    );
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`[restore] ${error instanceof Refused ? 'refused' : 'failed'}: ${error.message}`);
  process.exit(error instanceof Refused ? 2 : 1);
});
