// Making one archive (ADR 019, 031): the database copy and the images it names, streamed into a signed, encrypted
// archive file, readable by its owner only. Shared by `npm run backup` and the scheduled run (scheduled.mjs, ADR 070).
import { createHash } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Refused } from './cli.mjs';
import {
  BLOCK,
  END_OF_ARCHIVE,
  MANIFEST_NAME,
  SIGNATURE_NAME,
  appendMember,
  fileHeader,
  padToBlock,
} from './container.mjs';
import { ageRecipients, encryptStream, signManifest, signingKey } from './keys.mjs';
import { FORMAT, FORMAT_VERSION, PGDUMP_ENTRY, SQLITE_ENTRY, sha256File, strapiVersion } from './manifest.mjs';
import { packStream } from './payload.mjs';
import { copyPostgres } from './postgres.mjs';
import { copySqlite } from './sqlite.mjs';
import { dataTarget } from './target.mjs';
import { copyUploads } from './uploads.mjs';

/**
 * The output's folder: made readable by its owner only when missing; a folder others can open is reported.
 * @param {string} dir
 */
function prepareOutputFolder(dir) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const mode = statSync(dir).mode & 0o777;
  // (Windows keeps access in ACLs, not in these bits)
  if (mode & 0o077 && process.platform !== 'win32')
    console.warn(
      `[backup] warning: ${dir} can be opened by other users of this machine (mode ${mode.toString(8)}); ` +
        `the archive itself is readable by its owner only. Make the folder private: chmod 700 ${dir}`,
    );
}

/**
 * The database copy and the images it names, in a new staging folder.
 * @param {import('./target.mjs').DataTarget} target
 * @param {string} staging
 */
async function takeCopy(target, staging) {
  mkdirSync(path.join(staging, 'database'), { recursive: true });
  mkdirSync(path.join(staging, 'uploads'), { recursive: true });
  const dbEntry = target.client === 'sqlite' ? SQLITE_ENTRY : PGDUMP_ENTRY;
  const dest = path.join(staging, dbEntry);
  const { serverMajor, pgDumpMajor, ...db } =
    target.client === 'sqlite'
      ? { ...copySqlite(target, dest), serverMajor: null, pgDumpMajor: null }
      : await copyPostgres(target, dest);
  // which PostgreSQL server and pg_dump made the dump, recorded in the manifest
  const versions = serverMajor === null ? {} : { serverMajor, pgDumpMajor };
  return { db, dbEntry, versions, ...copyUploads(db, target.uploadsDir, staging) };
}

/**
 * Writes the archive (container.mjs): the payload streamed in first, then the signed manifest that describes it,
 * then the payload's header, whose size is known only at the end. Renamed into place once complete, so an
 * interrupted backup never leaves a file that looks whole.
 * @param {string} out
 * @param {string} staging
 * @param {Record<string, unknown>} manifestBase
 * @param {{ recipients: string[], signer: ReturnType<typeof signingKey> }} keys
 */
async function writeArchive(out, staging, manifestBase, { recipients, signer }) {
  const partial = `${out}.partial`;
  rmSync(partial, { force: true });
  const fd = openSync(partial, 'wx', 0o600);
  try {
    let payload = packStream(staging, ['database', 'uploads']);
    if (recipients.length > 0) payload = await encryptStream(payload, recipients);
    const hash = createHash('sha256');
    let bytes = 0;
    for await (const chunk of payload) {
      hash.update(chunk);
      writeSync(fd, chunk, 0, chunk.length, BLOCK + bytes);
      bytes += chunk.length;
    }
    const payloadEnd = padToBlock(fd, BLOCK + bytes);
    const payloadName = recipients.length > 0 ? 'payload.tar.gz.age' : 'payload.tar.gz';
    const manifest = {
      ...manifestBase,
      payload: {
        file: payloadName,
        bytes,
        sha256: hash.digest('hex'),
        encryption: recipients.length > 0 ? 'age' : 'none',
      },
      signedBy: signer.publicKey,
    };
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    let position = appendMember(fd, payloadEnd, MANIFEST_NAME, manifestBytes);
    position = appendMember(
      fd,
      position,
      SIGNATURE_NAME,
      Buffer.from(`${signManifest(manifestBytes, signer.privateKey)}\n`),
    );
    writeSync(fd, END_OF_ARCHIVE, 0, END_OF_ARCHIVE.length, position);
    writeSync(fd, fileHeader(payloadName, bytes, Math.floor(Date.now() / 1000)), 0, BLOCK, 0);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(partial, { force: true });
    throw error;
  }
  closeSync(fd);
  renameSync(partial, out);
}

/**
 * The archive's default name: `hmrpl-<client>-<UTC time>.tar` (rotation.mjs reads the time back from it).
 * @param {'sqlite' | 'postgres'} client
 * @param {Date} at
 */
const archiveName = (client, at) =>
  `hmrpl-${client}-${at.toISOString().replace(/[:]/g, '-').replace(/\..*$/, 'Z')}.tar`;

/**
 * One archive of the data `env` names, written to `out` (its folder made private when missing). Encrypted to
 * BACKUP_AGE_RECIPIENT, and refused without one unless `plain`; signed with BACKUP_SIGNING_KEY.
 * @param {{ env: Record<string, string | undefined>, out?: string, dir?: string, plain?: boolean, at?: Date }} options
 *   `out` a file, or `dir` a folder for the default name (made with the time `at`, default now)
 */
export async function makeArchive({ env, out, dir = 'backups', plain = false, at = new Date() }) {
  const target = dataTarget(env);
  const signer = signingKey(env);
  const recipients = ageRecipients(env);
  if (plain && recipients.length > 0)
    throw new Refused(
      '--plain asks for an unencrypted archive but BACKUP_AGE_RECIPIENT is set: leave out one of the two',
    );
  if (!plain && recipients.length === 0)
    throw new Refused(
      'no encryption key: set BACKUP_AGE_RECIPIENT to the public key (age1...) of an identity kept off this machine ' +
        '(`npm run backup -- --new-identity FILE` makes one), or write an unencrypted archive with --plain',
    );
  const file = path.resolve(out ?? path.join(dir, archiveName(target.client, at)));
  prepareOutputFolder(path.dirname(file));
  const started = Date.now();

  let staging = '';
  /** @type {Awaited<ReturnType<typeof takeCopy>> | undefined} */
  let taken;
  // A delete between the database copy and the file copy makes a file missing: take the copy again (3 tries).
  for (let attempt = 1; ; attempt += 1) {
    staging = mkdtempSync(path.join(os.tmpdir(), 'hmrpl-backup-'));
    try {
      taken = await takeCopy(target, staging);
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      throw error;
    }
    if (taken.missing.length === 0 || attempt >= 3) break;
    rmSync(staging, { recursive: true, force: true });
  }
  try {
    const { db, dbEntry, versions, copied, missing, pendingUploads } = taken;
    if (missing.length > 0) {
      console.warn(
        `[backup] warning: ${missing.length} image file(s) named by the database are missing on disk: ${missing.slice(0, 10).join(', ')}`,
      );
    }
    const entries = [dbEntry, ...copied.map((n) => `uploads/${n}`)];
    const files = [];
    for (const entry of entries) {
      const full = path.join(staging, entry);
      files.push({ path: entry, bytes: statSync(full).size, sha256: await sha256File(full) });
    }
    const manifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: at.toISOString(),
      database: { client: target.client, file: dbEntry, ...versions },
      strapiVersion: strapiVersion(),
      counts: db.counts,
      pendingUploads,
      uploads: { files: copied.length, missing },
      files,
    };
    await writeArchive(file, staging, manifest, { recipients, signer });
    return {
      file,
      client: target.client,
      bytes: statSync(file).size,
      tables: Object.keys(db.counts).length,
      rows: Object.values(db.counts).reduce((a, b) => a + b, 0),
      images: copied.length,
      encrypted: recipients.length > 0,
      signedBy: signer.publicKey,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
