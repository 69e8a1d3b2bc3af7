// SQLite: the copy a backup takes (`VACUUM INTO`: one read transaction, safe while the site serves, never a file
// copy of the live database) and the load a restore makes (checked, then renamed into place in one step).
import { chmodSync, copyFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { requireCms } from '../repo.mjs';
import { Refused } from './cli.mjs';
import { SESSION_TABLES, countDifferences } from './manifest.mjs';
import { UNLINKED_FILES_SQL } from './uploads.mjs';
import { endSqliteSignIns } from './sign-ins.mjs';

/**
 * better-sqlite3, the CMS's copy (untyped here: its types are not installed).
 * @returns {any}
 */
const loadSqlite = () => requireCms('better-sqlite3');

/**
 * Row counts per table of an open SQLite database.
 * @param {any} db
 * @returns {Record<string, number>}
 */
export function sqliteCounts(db) {
  /** @type {string[]} */
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all()
    .map((/** @type {{ name: string }} */ r) => r.name);
  return Object.fromEntries(
    tables.map((t) => [t, db.prepare(`SELECT count(*) AS n FROM "${t.replaceAll('"', '""')}"`).get().n]),
  );
}

/**
 * Copies the live database into `dest` and reads, from the copy, its row counts and image rows.
 * @param {import('./target.mjs').SqliteTarget} target
 * @param {string} dest
 */
export function copySqlite(target, dest) {
  if (!existsSync(target.filename)) throw new Refused(`no SQLite database at ${target.filename}`);
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
    /** @type {import('./uploads.mjs').FileRow[]} */
    const files = hasFiles ? copy.prepare('SELECT id, name, url, formats, provider FROM files').all() : [];
    /** @type {import('./uploads.mjs').UnlinkedRow[]} */
    const unlinked = hasFiles ? copy.prepare(UNLINKED_FILES_SQL('')).all() : [];
    return { counts, files, unlinked };
  } finally {
    copy.close();
  }
}

/**
 * True when the file is a database with tables.
 * @param {string} file
 */
export function sqliteHasData(file) {
  if (!existsSync(file) || statSync(file).size === 0) return false;
  const Database = loadSqlite();
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get().n > 0;
  } finally {
    db.close();
  }
}

/**
 * Loads the checked copy: sessions emptied, half-made uploads' rows deleted, counts compared, then renamed over the
 * target in one step (readable by this user only: it holds password hashes and members' data).
 * @param {import('./target.mjs').SqliteTarget} target
 * @param {string} copyFile
 * @param {{ pendingUploads: number[], expected: Record<string, number> }} plan
 */
export function restoreSqlite(target, copyFile, { pendingUploads, expected }) {
  const Database = loadSqlite();
  mkdirSync(path.dirname(target.filename), { recursive: true });
  const temp = `${target.filename}.restoring`;
  copyFileSync(copyFile, temp);
  chmodSync(temp, 0o600);
  const db = new Database(temp, { fileMustExist: true });
  let loaded = false;
  try {
    for (const table of SESSION_TABLES) {
      if (db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table))
        db.prepare(`DELETE FROM "${table}"`).run();
    }
    const drop = db.prepare(
      'DELETE FROM files WHERE id = ? AND NOT EXISTS (SELECT 1 FROM files_related_mph r WHERE r.file_id = files.id)',
    );
    db.transaction(() => pendingUploads.forEach((id) => drop.run(id)))();
    const diffs = countDifferences(expected, sqliteCounts(db));
    if (diffs.length > 0) throw new Error(`row counts differ from the manifest: ${diffs.join('; ')}`);
    // no device cookie of before counts on the restored site (sign-ins.mjs)
    endSqliteSignIns(db);
    loaded = true;
  } finally {
    db.close();
    if (!loaded) rmSync(temp, { force: true });
  }
  for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${target.filename}${suffix}`, { force: true });
  renameSync(temp, target.filename);
}
