// The payload: a tar.gz of database/ and uploads/ (made with the CMS's `tar`), and its unpacking into a restore's
// staging folder, where only the files the checked manifest lists are written, then checked byte for byte.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { requireCms } from '../repo.mjs';
import { Refused } from './cli.mjs';
import { inside, sha256File, unsafeEntryPath } from './manifest.mjs';

/** @type {typeof import('tar')} */
const tar = requireCms('tar');
/** The folders an archive may hold (and so create in the staging folder). */
const FOLDERS = ['database/', 'uploads/'];

/**
 * The tar.gz stream of these entries of `dir`.
 * @param {string} dir
 * @param {string[]} entries
 * @returns {Readable}
 */
export function packStream(dir, entries) {
  return Readable.from(tar.c({ gzip: true, cwd: dir, portable: true }, entries));
}

/**
 * Unpacks a tar.gz stream into `dir`, writing only regular files that `allowed` accepts; anything else refuses the
 * archive (node-tar itself never writes outside `dir`: no absolute paths, no `..`, no links followed).
 * @param {Readable} source
 * @param {string} dir
 * @param {(entryPath: string, size: number) => string | null} allowed why an entry is refused, or null
 * @returns {Promise<void>}
 */
export function unpackStream(source, dir, allowed) {
  return new Promise((resolve, reject) => {
    /** @type {Refused | null} */
    let refused = null;
    const unpack = tar.x({
      cwd: dir,
      strict: true,
      filter: (entryPath, entry) => {
        const { type, size } = /** @type {{ type?: string, size?: number }} */ (entry);
        if (type === 'Directory' && FOLDERS.includes(entryPath)) return true;
        const why = type === 'File' ? allowed(entryPath, size ?? 0) : 'is not a plain file';
        if (why) refused ??= new Refused(`the archive's ${JSON.stringify(entryPath)} ${why}: refused`);
        return !why;
      },
    });
    const fail = (/** @type {unknown} */ error) =>
      reject(refused ?? new Refused(`the archive cannot be read (${/** @type {Error} */ (error).message})`));
    source.on('error', fail);
    unpack.on('error', fail);
    unpack.on('close', () => (refused ? reject(refused) : resolve()));
    source.pipe(/** @type {NodeJS.WritableStream} */ (/** @type {unknown} */ (unpack)));
  });
}

/**
 * The `allowed` rule for a payload: exactly the manifest's files, at their listed sizes.
 * @param {{ path: string, bytes: number }[]} files
 */
export function listedOnly(files) {
  const sizes = new Map(files.map((f) => [f.path, f.bytes]));
  return (/** @type {string} */ entryPath, /** @type {number} */ size) => {
    if (!sizes.has(entryPath)) return 'is not listed in the manifest';
    return sizes.get(entryPath) === size ? null : 'differs in size from the manifest';
  };
}

/**
 * The `allowed` rule for a format-1 archive (its manifest is inside): manifest.json, and single files under
 * database/ and uploads/.
 * @param {string} entryPath
 */
export const legacyEntry = (entryPath) => (entryPath === 'manifest.json' ? null : unsafeEntryPath(entryPath));

/**
 * Every listed file present with its size and sha256, and nothing unlisted beside them.
 * @param {string} dir
 * @param {{ path: string, bytes: number, sha256: string }[]} files
 * @param {string[]} [alsoThere] other files expected in `dir` (manifest.json of a format-1 archive)
 */
export async function checkFiles(dir, files, alsoThere = []) {
  for (const file of files) {
    const full = inside(dir, file.path);
    if (!existsSync(full)) throw new Refused(`${file.path} is listed in the manifest but missing from the archive`);
    if (statSync(full).size !== file.bytes)
      throw new Refused(`${file.path}: size differs from the manifest (damaged archive)`);
    if ((await sha256File(full)) !== file.sha256)
      throw new Refused(`${file.path}: checksum differs from the manifest (damaged archive)`);
  }
  const listed = new Set([...files.map((f) => f.path), ...alsoThere]);
  /** @type {(folder: string, rel?: string) => string[]} */
  const walk = (folder, rel = '') =>
    readdirSync(folder, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(path.join(folder, e.name), `${rel}${e.name}/`) : [`${rel}${e.name}`],
    );
  const extra = walk(dir).filter((p) => !listed.has(p));
  if (extra.length > 0)
    throw new Refused(`the archive holds files the manifest does not list: ${extra.slice(0, 5).join(', ')}`);
}
