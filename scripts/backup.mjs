// `npm run backup [-- --out FILE] [--plain]`: one archive of the database and the uploaded images, taken while the
// site keeps serving, signed with BACKUP_SIGNING_KEY and encrypted to BACKUP_AGE_RECIPIENT (an unencrypted archive
// only with --plain). Written readable by its owner only, in a folder only its owner can open. Reads the same
// settings as `npm start` (cms/.env, DATABASE_*, PUBLIC_DIR). Default file: backups/hmrpl-<client>-<UTC time>.tar.
// `npm run backup -- --new-identity FILE` makes an age key pair: the identity into FILE, the recipient printed.
// Format: scripts/lib/backup/container.mjs; docs/decisions/019-backup-archive.md and 031-backups-signed-and-encrypted.md.
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
  writeFileSync,
  writeSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cmsEnv } from './lib/cms-env.mjs';
import { requireCms } from './lib/repo.mjs';
import { Refused, parseArgs, runCommand, sayer } from './lib/backup/cli.mjs';
import {
  BLOCK,
  END_OF_ARCHIVE,
  MANIFEST_NAME,
  SIGNATURE_NAME,
  appendMember,
  fileHeader,
  padToBlock,
} from './lib/backup/container.mjs';
import { ageRecipients, encryptStream, signManifest, signingKey } from './lib/backup/keys.mjs';
import {
  FORMAT,
  FORMAT_VERSION,
  PGDUMP_ENTRY,
  SQLITE_ENTRY,
  sha256File,
  strapiVersion,
} from './lib/backup/manifest.mjs';
import { packStream } from './lib/backup/payload.mjs';
import { copyPostgres } from './lib/backup/postgres.mjs';
import { copySqlite } from './lib/backup/sqlite.mjs';
import { dataTarget } from './lib/backup/target.mjs';
import { copyUploads } from './lib/backup/uploads.mjs';

const say = sayer('backup');

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
 * @param {import('./lib/backup/target.mjs').DataTarget} target
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
 * `--new-identity FILE`: a new age identity into FILE (readable by its owner only, never overwritten); prints the
 * recipient for BACKUP_AGE_RECIPIENT. Make it on the operator's machine, not on the server.
 * @param {string} file
 */
async function newIdentity(file) {
  /** @type {typeof import('age-encryption')} */
  const age = await import(pathToFileURL(requireCms.resolve('age-encryption')).href);
  const identity = await age.generateX25519Identity();
  const recipient = await age.identityToRecipient(identity);
  try {
    writeFileSync(
      file,
      `# HMRPL backups: decrypts them. Keep it off the server, with a copy somewhere safe.\n# public key: ${recipient}\n${identity}\n`,
      { mode: 0o600, flag: 'wx' },
    );
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'EEXIST')
      throw new Refused(`${file} exists: not overwritten`);
    throw error;
  }
  say(`identity written to ${file} (readable by you only). On the server, set:`);
  console.log(`BACKUP_AGE_RECIPIENT=${recipient}`);
}

async function main() {
  const args = parseArgs(process.argv.slice(2), { flags: ['plain'], options: ['out', 'new-identity'] });
  if (typeof args['new-identity'] === 'string') return newIdentity(args['new-identity']);
  const env = cmsEnv();
  const target = dataTarget(env);
  const signer = signingKey(env);
  const recipients = ageRecipients(env);
  if (args.plain && recipients.length > 0)
    throw new Refused(
      '--plain asks for an unencrypted archive but BACKUP_AGE_RECIPIENT is set: leave out one of the two',
    );
  if (!args.plain && recipients.length === 0)
    throw new Refused(
      'no encryption key: set BACKUP_AGE_RECIPIENT to the public key (age1...) of an identity kept off this machine ' +
        '(`npm run backup -- --new-identity FILE` makes one), or write an unencrypted archive with --plain',
    );
  const stamp = new Date().toISOString().replace(/[:]/g, '-').replace(/\..*$/, 'Z');
  const out = path.resolve(
    typeof args.out === 'string' ? args.out : path.join('backups', `hmrpl-${target.client}-${stamp}.tar`),
  );
  prepareOutputFolder(path.dirname(out));
  const started = Date.now();

  let staging = '';
  /** @type {Awaited<ReturnType<typeof takeCopy>> | undefined} */
  let taken;
  // A delete between the database copy and the file copy makes a file missing: take the copy again (3 tries).
  for (let attempt = 1; ; attempt += 1) {
    staging = mkdtempSync(path.join(os.tmpdir(), 'hmrpl-backup-'));
    taken = await takeCopy(target, staging);
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
      createdAt: new Date().toISOString(),
      database: { client: target.client, file: dbEntry, ...versions },
      strapiVersion: strapiVersion(),
      counts: db.counts,
      pendingUploads,
      uploads: { files: copied.length, missing },
      files,
    };
    await writeArchive(out, staging, manifest, { recipients, signer });
    const bytes = statSync(out).size;
    const rows = Object.values(db.counts).reduce((a, b) => a + b, 0);
    say(
      `${out}: ${target.client}, ${Object.keys(db.counts).length} tables, ${rows} rows, ${copied.length} image files, ` +
        `${(bytes / 1024 / 1024).toFixed(1)} MB, ${recipients.length > 0 ? 'encrypted (age)' : 'NOT encrypted (--plain)'}, ` +
        `signed by ${signer.publicKey}, ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

runCommand('backup', main);
