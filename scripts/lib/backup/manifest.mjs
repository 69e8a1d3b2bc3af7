// The manifest of an archive: what it holds (the database file and the images, each with its size and sha256), the
// row counts a restore must find, and (format 2) the payload it describes. Checked field by field before a restore
// uses any of it; every path must be one file under database/ or uploads/ (no `..`, nothing absolute).
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { requireCms } from '../repo.mjs';
import { Refused } from './cli.mjs';

export const FORMAT = 'hmrpl-backup';
/** 1: a .tar.gz holding manifest.json, unsigned (before ADR 031); 2: signed manifest beside an optional age payload. */
export const FORMAT_VERSION = 2;
export const LEGACY_VERSION = 1;
export const SQLITE_ENTRY = 'database/data.sqlite';
export const PGDUMP_ENTRY = 'database/data.pgdump';

/**
 * @typedef {{ path: string, bytes: number, sha256: string }} FileEntry
 * @typedef {{ file: string, bytes: number, sha256: string, encryption: 'age' | 'none' }} PayloadEntry
 * @typedef {object} Manifest
 * @property {string} format
 * @property {number} version
 * @property {string} createdAt
 * @property {{ client: 'sqlite' | 'postgres', file: string, serverMajor?: number, pgDumpMajor?: number }} database
 * @property {string} strapiVersion
 * @property {Record<string, number>} counts
 * @property {number[]} [pendingUploads] `files` rows of uploads caught half-way: a restore deletes them
 * @property {{ files: number, missing: string[] }} [uploads]
 * @property {FileEntry[]} files
 * @property {PayloadEntry} [payload] format 2
 * @property {string} [signedBy] format 2: the public key that signed it (base64)
 */

/** @param {string} file */
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
    return String(requireCms('@strapi/strapi/package.json').version);
  } catch {
    return 'unknown';
  }
}

/**
 * Why an archive path is not one file under database/ or uploads/, or null when it is. The staging folder is the
 * only place a restore reads from or writes to.
 * @param {unknown} entry
 */
export function unsafeEntryPath(entry) {
  if (typeof entry !== 'string' || entry === '') return 'is not a file name';
  if (path.posix.isAbsolute(entry) || path.win32.isAbsolute(entry)) return 'is an absolute path';
  if (entry.includes('\\') || [...entry].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f))
    return 'holds a backslash or a control character';
  const segments = entry.split('/');
  if (segments.includes('..')) return 'leaves the archive folder (..)';
  if (segments.length !== 2 || !['database', 'uploads'].includes(segments[0]) || ['', '.'].includes(segments[1]))
    return 'is not one file under database/ or uploads/';
  if (segments[1].length > 255) return 'has a name longer than 255 characters';
  return null;
}

/**
 * `entry` inside `folder`, after unsafeEntryPath() accepted it; throws if it would still leave the folder.
 * @param {string} folder
 * @param {string} entry
 */
export function inside(folder, entry) {
  const full = path.resolve(folder, entry);
  if (!full.startsWith(path.resolve(folder) + path.sep)) throw new Refused(`${entry} leaves the archive folder`);
  return full;
}

/** @param {unknown} n */
const isCount = (n) => Number.isSafeInteger(n) && /** @type {number} */ (n) >= 0;
/** @param {unknown} s */
const isSha256 = (s) => typeof s === 'string' && /^[0-9a-f]{64}$/.test(s);

/**
 * Parses and checks a manifest of the given format version; throws Refused naming the first problem.
 * @param {string} text
 * @param {number} version
 * @returns {Manifest}
 */
export function checkManifest(text, version) {
  /** @type {any} */
  let m;
  try {
    m = JSON.parse(text);
  } catch {
    throw new Refused('manifest.json is not valid JSON');
  }
  if (!m || typeof m !== 'object') throw new Refused('manifest.json is not an object');
  if (m.format !== FORMAT) throw new Refused(`not an HMRPL backup (format ${m.format})`);
  if (m.version !== version)
    throw new Refused(`backup format version ${m.version} is not supported here (expected ${version})`);
  const client = m.database?.client;
  if (client !== 'sqlite' && client !== 'postgres') throw new Refused('manifest.json names no database client');
  if (m.database.file !== (client === 'sqlite' ? SQLITE_ENTRY : PGDUMP_ENTRY))
    throw new Refused(`manifest.json names an unexpected database file (${String(m.database.file)})`);
  if (!m.counts || typeof m.counts !== 'object' || !Object.values(m.counts).every(isCount))
    throw new Refused('manifest.json has no valid row counts');
  if (m.pendingUploads !== undefined && !(Array.isArray(m.pendingUploads) && m.pendingUploads.every(isCount)))
    throw new Refused('manifest.json lists invalid pending uploads');
  if (!Array.isArray(m.files)) throw new Refused('manifest.json lists no files');
  const seen = new Set();
  for (const file of m.files) {
    const why = unsafeEntryPath(file?.path);
    if (why) throw new Refused(`manifest path ${JSON.stringify(file?.path)} ${why}: refused`);
    if (seen.has(file.path)) throw new Refused(`manifest.json lists ${file.path} twice`);
    seen.add(file.path);
    if (!isCount(file.bytes) || !isSha256(file.sha256))
      throw new Refused(`manifest.json: ${file.path} has no valid size or sha256`);
  }
  if (!seen.has(m.database.file)) throw new Refused('the manifest does not list the database file');
  if (version >= 2) {
    const p = m.payload;
    const expected = p?.encryption === 'age' ? 'payload.tar.gz.age' : 'payload.tar.gz';
    if (
      !p ||
      !['age', 'none'].includes(p.encryption) ||
      p.file !== expected ||
      !isCount(p.bytes) ||
      !isSha256(p.sha256)
    )
      throw new Refused('manifest.json describes no valid payload');
  }
  return m;
}

/** Sign-in sessions: emptied by a restore (a restored backup must not bring back sessions revoked since). */
export const SESSION_TABLES = ['hmrpl_sessions', 'strapi_sessions'];

/**
 * Differences between two count maps (sessions tables ignored: a restore empties them).
 * @param {Record<string, number>} expected
 * @param {Record<string, number>} actual
 */
export function countDifferences(expected, actual) {
  const diffs = [];
  for (const table of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
    if (SESSION_TABLES.includes(table)) continue;
    if (expected[table] !== actual[table])
      diffs.push(`${table}: expected ${expected[table] ?? 'no table'}, found ${actual[table] ?? 'no table'}`);
  }
  return diffs;
}

/**
 * The counts the restored database must have: the manifest's, less the half-made uploads the restore deletes.
 * @param {Manifest} manifest
 */
export function expectedCounts(manifest) {
  const pending = manifest.pendingUploads?.length ?? 0;
  return pending && 'files' in manifest.counts
    ? { ...manifest.counts, files: manifest.counts.files - pending }
    : manifest.counts;
}
