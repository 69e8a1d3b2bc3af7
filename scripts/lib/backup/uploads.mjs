// The image files: which ones the copied database names (the archive holds exactly those), and putting them back
// into PUBLIC_DIR/uploads on a restore.
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { isOurUploadName } from '../../../cms/src/lib/uploads/upload-name.js';
import { unsafeEntryPath } from './manifest.mjs';

/**
 * `files` rows that no entry links (schema prefix: '' or `"schema".`).
 * @param {string} schema
 */
export const UNLINKED_FILES_SQL = (schema) =>
  `SELECT f.id, f.name FROM ${schema}files f WHERE NOT EXISTS (SELECT 1 FROM ${schema}files_related_mph r WHERE r.file_id = f.id)`;

/**
 * @typedef {{ id: number | string, name: string, url: string | null, formats: unknown, provider: string | null }} FileRow
 * @typedef {{ id: number | string, name: string }} UnlinkedRow
 */

/**
 * Image file names a `files` row points at (`/uploads/x` of the main file and of every rendition); a name that is
 * not one plain file name is skipped.
 * @param {FileRow} row
 */
function fileNamesOf(row) {
  /** @type {string[]} */
  const names = [];
  /** @param {unknown} url */
  const local = (url) => {
    const m = /^\/uploads\/([^/]+)$/.exec(typeof url === 'string' ? url : '');
    if (m && !unsafeEntryPath(`uploads/${m[1]}`)) names.push(m[1]);
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
  if (formats && typeof formats === 'object')
    for (const f of Object.values(formats)) local(/** @type {{ url?: unknown } | null} */ (f)?.url);
  return names;
}

/**
 * Copies the images the copied database names into `<staging>/uploads`, less those of half-made uploads (`files`
 * rows our upload code made that no entry links yet: the restore deletes those rows). A file deleted since the
 * database copy was taken is reported as missing.
 * @param {{ files: FileRow[], unlinked: UnlinkedRow[] }} db
 * @param {string} uploadsDir
 * @param {string} staging
 */
export function copyUploads(db, uploadsDir, staging) {
  const pending = new Set(db.unlinked.filter((row) => isOurUploadName(row.name)).map((row) => Number(row.id)));
  const names = new Set(
    db.files
      .filter((row) => (row.provider ?? 'local') === 'local' && !pending.has(Number(row.id)))
      .flatMap(fileNamesOf),
  );
  /** @type {string[]} */
  const copied = [];
  /** @type {string[]} */
  const missing = [];
  for (const name of [...names].sort()) {
    try {
      copyFileSync(path.join(uploadsDir, name), path.join(staging, 'uploads', name));
      copied.push(name);
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') missing.push(name);
      else throw error;
    }
  }
  return { copied, missing, pendingUploads: [...pending].sort((a, b) => a - b) };
}

/**
 * The files in a target's uploads folder (dot files aside).
 * @param {string} uploadsDir
 */
export function uploadsIn(uploadsDir) {
  if (!existsSync(uploadsDir)) return [];
  return readdirSync(uploadsDir, { withFileTypes: true })
    .filter((e) => e.isFile() && !e.name.startsWith('.'))
    .map((e) => e.name);
}

/**
 * Puts the archive's images into the uploads folder (each renamed into place whole); with `force`, what was there
 * goes first.
 * @param {string} uploadsDir
 * @param {string} contentDir the folder holding the checked uploads/ of the archive
 * @param {{ path: string }[]} files the manifest's files
 * @param {{ force: boolean }} options
 */
export function restoreUploads(uploadsDir, contentDir, files, { force }) {
  mkdirSync(uploadsDir, { recursive: true });
  if (force) for (const name of uploadsIn(uploadsDir)) unlinkSync(path.join(uploadsDir, name));
  for (const file of files) {
    if (!file.path.startsWith('uploads/')) continue;
    const dest = path.join(uploadsDir, path.basename(file.path));
    copyFileSync(path.join(contentDir, file.path), `${dest}.restoring`);
    renameSync(`${dest}.restoring`, dest);
  }
}
