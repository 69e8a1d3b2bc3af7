// `npm run backup [-- --out FILE]`: one archive of the database and the uploaded images, with a manifest of row counts
// and checksums, taken while the site keeps serving. Reads the same environment as `npm start` (cms/.env,
// DATABASE_*, PUBLIC_DIR). Default file: backups/hmrpl-<client>-<UTC time>.tar.gz under the current folder.
// The archive format is described in scripts/lib/backup-archive.mjs and docs/decisions/019-backup-archive.md.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  FORMAT,
  FORMAT_VERSION,
  OUR_UPLOAD_NAME,
  PGDUMP_ENTRY,
  UNLINKED_FILES_SQL,
  SQLITE_ENTRY,
  clientMajor,
  dataTarget,
  dbnameArg,
  exec,
  fileNamesOf,
  libpqEnv,
  loadPg,
  loadSqlite,
  loadTar,
  parseArgs,
  pgCounts,
  pgTool,
  say,
  sha256File,
  sqliteCounts,
  strapiVersion,
} from './lib/backup-archive.mjs';

/** SQLite: `VACUUM INTO` reads the live database in one transaction (writers wait a moment, nothing is torn). */
function copySqlite(target, dest) {
  if (!existsSync(target.filename)) throw new Error(`no SQLite database at ${target.filename}`);
  const Database = loadSqlite();
  const live = new Database(target.filename, { fileMustExist: true, timeout: 30_000 });
  try {
    live.prepare('VACUUM INTO ?').run(dest);
  } finally {
    live.close();
  }
  const copy = new Database(dest, { readonly: true, fileMustExist: true });
  try {
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`the copy fails SQLite's integrity check: ${check}`);
    const counts = sqliteCounts(copy);
    const hasFiles = 'files' in counts;
    const files = hasFiles ? copy.prepare('SELECT id, name, url, formats, provider FROM files').all() : [];
    const unlinked = hasFiles ? copy.prepare(UNLINKED_FILES_SQL('')).all() : [];
    return { counts, files, unlinked };
  } finally {
    copy.close();
  }
}

/**
 * PostgreSQL: one REPEATABLE READ transaction exports a snapshot, counts the rows and lists the images in it, and
 * pg_dump dumps that same snapshot (`--snapshot`), so the counts, the image list and the dump agree.
 */
async function copyPostgres(target, dest) {
  const pg = loadPg();
  const client = new pg.Client(target.pg);
  await client.connect();
  try {
    const server = Number((await client.query('SHOW server_version_num')).rows[0].server_version_num);
    const serverMajor = Math.floor(server / 10000);
    const dumpMajor = await clientMajor('pg_dump');
    if (dumpMajor < serverMajor) {
      throw new Error(
        `pg_dump ${dumpMajor} cannot dump a PostgreSQL ${serverMajor} server: install the PostgreSQL ${serverMajor} client tools (or set PG_DUMP)`,
      );
    }
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const snapshot = (await client.query('SELECT pg_export_snapshot() AS id')).rows[0].id;
    const counts = await pgCounts(client, target.schema);
    const q = `"${target.schema.replaceAll('"', '""')}".`;
    const files =
      'files' in counts ? (await client.query(`SELECT id, name, url, formats, provider FROM ${q}files`)).rows : [];
    const unlinked = 'files' in counts ? (await client.query(UNLINKED_FILES_SQL(q))).rows : [];
    await exec(
      pgTool('pg_dump'),
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${snapshot}`,
        '--file',
        dest,
        `--dbname=${dbnameArg(target)}`,
      ],
      {
        env: libpqEnv(target),
      },
    );
    await client.query('COMMIT');
    return { counts, files, unlinked, serverMajor, dumpMajor };
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function takeBackup(target, staging) {
  mkdirSync(path.join(staging, 'database'), { recursive: true });
  mkdirSync(path.join(staging, 'uploads'), { recursive: true });
  const dbEntry = target.client === 'sqlite' ? SQLITE_ENTRY : PGDUMP_ENTRY;
  const db =
    target.client === 'sqlite'
      ? copySqlite(target, path.join(staging, dbEntry))
      : await copyPostgres(target, path.join(staging, dbEntry));

  // The images the copied database names, less those of half-made uploads; a file deleted since the copy was taken
  // is reported as missing.
  const pending = new Set(db.unlinked.filter((row) => OUR_UPLOAD_NAME.test(row.name)).map((row) => Number(row.id)));
  db.pendingUploads = [...pending].sort((a, b) => a - b);
  const names = new Set(
    db.files
      .filter((row) => (row.provider ?? 'local') === 'local' && !pending.has(Number(row.id)))
      .flatMap(fileNamesOf),
  );
  const missing = [];
  for (const name of names) {
    const source = path.join(target.uploadsDir, name);
    try {
      copyFileSync(source, path.join(staging, 'uploads', name));
    } catch (error) {
      if (error.code === 'ENOENT') missing.push(name);
      else throw error;
    }
  }
  return { db, dbEntry, names, missing };
}

async function main() {
  const args = parseArgs(process.argv.slice(2), { options: ['out'] });
  const target = dataTarget();
  const stamp = new Date().toISOString().replace(/[:]/g, '-').replace(/\..*$/, 'Z');
  const out = path.resolve(args.out ?? path.join('backups', `hmrpl-${target.client}-${stamp}.tar.gz`));
  mkdirSync(path.dirname(out), { recursive: true });
  const started = Date.now();

  let staging;
  let taken;
  // A delete between the database copy and the file copy makes a file missing: take the copy again (3 tries).
  for (let attempt = 1; ; attempt += 1) {
    staging = mkdtempSync(path.join(os.tmpdir(), 'hmrpl-backup-'));
    taken = await takeBackup(target, staging);
    if (taken.missing.length === 0 || attempt >= 3) break;
    rmSync(staging, { recursive: true, force: true });
  }
  try {
    const { db, dbEntry, names, missing } = taken;
    if (missing.length > 0) {
      console.warn(
        `[backup] warning: ${missing.length} image file(s) named by the database are missing on disk: ${missing.slice(0, 10).join(', ')}`,
      );
    }
    const entries = [
      dbEntry,
      ...[...names]
        .filter((n) => !missing.includes(n))
        .sort()
        .map((n) => `uploads/${n}`),
    ];
    const files = [];
    for (const entry of entries) {
      const full = path.join(staging, entry);
      files.push({ path: entry, bytes: statSync(full).size, sha256: await sha256File(full) });
    }
    const manifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      database: {
        client: target.client,
        file: dbEntry,
        ...(target.client === 'postgres' ? { serverMajor: db.serverMajor, pgDumpMajor: db.dumpMajor } : {}),
      },
      strapiVersion: strapiVersion(),
      counts: db.counts,
      /** `files` rows of uploads caught half-way (image stored, entry not yet made): a restore deletes them. */
      pendingUploads: db.pendingUploads,
      uploads: { files: entries.length - 1, missing },
      files,
    };
    writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const tar = loadTar();
    const partial = `${out}.partial`;
    try {
      await tar.c({ gzip: true, file: partial, cwd: staging, portable: true }, [
        'manifest.json',
        'database',
        'uploads',
      ]);
    } catch (error) {
      rmSync(partial, { force: true });
      throw error;
    }
    renameSync(partial, out); // an interrupted backup never leaves a file that looks complete
    const bytes = statSync(out).size;
    const rows = Object.values(db.counts).reduce((a, b) => a + b, 0);
    say(
      `${out}: ${target.client}, ${Object.keys(db.counts).length} tables, ${rows} rows, ${entries.length - 1} image files, ` +
        `${(bytes / 1024 / 1024).toFixed(1)} MB, ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`[backup] failed: ${error.message}`);
  process.exit(1);
});
