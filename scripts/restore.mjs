// `npm run restore -- FILE [--identity KEYFILE] [--force] [--allow-unsigned]`: loads an archive made by
// `npm run backup` into the database and uploads folder that `npm start` uses (cms/.env, DATABASE_*, PUBLIC_DIR).
// Stop the CMS first.
//   1. checks the manifest's signature (BACKUP_VERIFY_KEY, or the public half of BACKUP_SIGNING_KEY) before it reads
//      anything else, then the manifest itself (every path one file under database/ or uploads/), then the payload's
//      sha256; decrypts it with the age identity in KEYFILE; unpacks only the listed files into a temp folder and
//      checks each one's sha256. An unsigned archive (format 1, older) only with --allow-unsigned;
//   2. refuses a target that already holds data unless --force, and on PostgreSQL a role that is a superuser or
//      does not own the database;
//   3. loads the database, empties the sign-in sessions (everyone signs in again), checks the row counts against
//      the manifest, ends every device cookie (lib/backup/sign-ins.mjs), then puts the images into PUBLIC_DIR/uploads.
// `npm run restore -- --check FILE --identity KEYFILE`: the drill (scripts/lib/backup/drill.mjs): this restore into a
// scratch copy, compared with the manifest, then deleted; the site's data is not touched.
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cmsEnv } from './lib/cms-env.mjs';
import { Refused, parseArgs, runCommand, sayer } from './lib/backup/cli.mjs';
import { isLegacyArchive, readArchive } from './lib/backup/container.mjs';
import { decryptStream, readIdentities, signatureMatches, verifyKey } from './lib/backup/keys.mjs';
import { FORMAT_VERSION, LEGACY_VERSION, checkManifest, expectedCounts } from './lib/backup/manifest.mjs';
import { checkFiles, legacyEntry, listedOnly, unpackStream } from './lib/backup/payload.mjs';
import { checkRestoreTarget, restorePostgres } from './lib/backup/postgres.mjs';
import { restoreSqlite, sqliteHasData } from './lib/backup/sqlite.mjs';
import { dataTarget } from './lib/backup/target.mjs';
import { runDrill } from './lib/backup/drill.mjs';
import { restoreUploads, uploadsIn } from './lib/backup/uploads.mjs';

const say = sayer('restore');

/**
 * @param {string} file
 * @param {number} start
 * @param {number} size
 * @returns {Promise<string>}
 */
function sha256Range(file, start, size) {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file, { start, end: start + size - 1 })
      .on('error', reject)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/**
 * A format-2 archive: signature, manifest, payload checksum, then the payload unpacked and checked.
 * @param {string} file
 * @param {string} staging
 * @param {Record<string, string | undefined>} env
 * @param {string | undefined} identityFile
 */
async function openSigned(file, staging, env, identityFile) {
  const archive = readArchive(file);
  const key = verifyKey(env);
  if (!signatureMatches(archive.manifestBytes, archive.signature, key))
    throw new Refused(
      `the manifest's signature does not match the key ${key}: this archive was not made by your backup, or was ` +
        'changed since. Nothing else was read and nothing was changed',
    );
  const manifest = checkManifest(archive.manifestBytes.toString('utf8'), FORMAT_VERSION);
  const payload = /** @type {import('./lib/backup/manifest.mjs').PayloadEntry} */ (manifest.payload);
  if (payload.file !== archive.payload.name || payload.bytes !== archive.payload.size)
    throw new Refused('the payload is not the one the manifest describes');
  const identities = payload.encryption === 'age' ? (identityFile ? readIdentities(identityFile) : null) : [];
  if (!identities)
    throw new Refused('the archive is encrypted: give the age identity that decrypts it (--identity KEYFILE)');
  if ((await sha256Range(file, archive.payload.offset, archive.payload.size)) !== payload.sha256)
    throw new Refused('the payload: checksum differs from the manifest (damaged archive)');
  const raw = createReadStream(file, {
    start: archive.payload.offset,
    end: archive.payload.offset + payload.bytes - 1,
  });
  const stream = identities.length > 0 ? await decryptStream(raw, identities) : raw;
  const contentDir = path.join(staging, 'content');
  mkdirSync(contentDir);
  await unpackStream(stream, contentDir, listedOnly(manifest.files));
  await checkFiles(contentDir, manifest.files);
  return { manifest, contentDir, signedBy: key };
}

/**
 * A format-1 archive (a .tar.gz with its manifest inside, unsigned): only when the operator says so.
 * @param {string} file
 * @param {string} staging
 */
async function openLegacy(file, staging) {
  await unpackStream(createReadStream(file), staging, legacyEntry);
  const manifestFile = path.join(staging, 'manifest.json');
  if (!existsSync(manifestFile)) throw new Refused('not a backup archive: manifest.json is missing');
  const manifest = checkManifest(readFileSync(manifestFile, 'utf8'), LEGACY_VERSION);
  await checkFiles(staging, manifest.files, ['manifest.json']);
  return { manifest, contentDir: staging, signedBy: null };
}

async function main() {
  const args = parseArgs(process.argv.slice(2), { flags: ['force', 'allow-unsigned'], options: ['identity', 'check'] });
  if (typeof args.check === 'string') {
    if (!existsSync(args.check)) throw new Refused(`no such file: ${args.check}`);
    const identity = typeof args.identity === 'string' ? args.identity : '';
    if (!identity) throw new Refused('usage: npm run restore -- --check FILE --identity KEYFILE');
    return runDrill({ file: args.check, identity, env: cmsEnv() });
  }
  const [file] = args._;
  if (!file) throw new Refused('usage: npm run restore -- FILE [--identity KEYFILE] [--force]');
  if (!existsSync(file)) throw new Refused(`no such file: ${file}`);
  const force = Boolean(args.force);
  const env = cmsEnv();
  const target = dataTarget(env);
  const started = Date.now();
  const staging = mkdtempSync(path.join(os.tmpdir(), 'hmrpl-restore-'));
  try {
    let opened;
    if (isLegacyArchive(file)) {
      if (!args['allow-unsigned'])
        throw new Refused(
          'the archive is unsigned (format 1, made before backups were signed): nothing proves where it came from. ' +
            'If you are sure it is one of yours, add --allow-unsigned',
        );
      opened = await openLegacy(file, staging);
    } else opened = await openSigned(file, staging, env, typeof args.identity === 'string' ? args.identity : undefined);
    const { manifest, contentDir, signedBy } = opened;
    say(
      `${file}: ${signedBy ? `signature OK (${signedBy}), ` : 'UNSIGNED, '}checksums of ${manifest.files.length} files OK ` +
        `(made ${manifest.createdAt}, ${manifest.database.client}, Strapi ${manifest.strapiVersion})`,
    );
    if (manifest.database.client !== target.client) {
      throw new Refused(
        `the backup is of a ${manifest.database.client} database but DATABASE_CLIENT is ${target.client}`,
      );
    }

    const dbFull =
      target.client === 'sqlite' ? sqliteHasData(target.filename) : (await checkRestoreTarget(target)).hasData;
    const uploads = uploadsIn(target.uploadsDir).length;
    if ((dbFull || uploads > 0) && !force) {
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

    const plan = { pendingUploads: manifest.pendingUploads ?? [], expected: expectedCounts(manifest), force };
    const dbFile = path.join(contentDir, manifest.database.file);
    if (target.client === 'sqlite') restoreSqlite(target, dbFile, plan);
    else await restorePostgres(target, dbFile, plan);
    restoreUploads(target.uploadsDir, contentDir, manifest.files, { force });
    const rows = Object.values(manifest.counts).reduce((a, b) => a + b, 0);
    say(
      `restored ${rows} rows in ${Object.keys(manifest.counts).length} tables and ${manifest.files.length - 1} image files ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s; every sign-in the archive held was ended: sessions emptied, ` +
        'device cookies no longer count (admins sign in again)',
    );
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

runCommand('restore', main);
