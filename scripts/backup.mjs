// `npm run backup [-- --out FILE] [--plain]`: one archive of the database and the uploaded images, taken while the
// site keeps serving, signed with BACKUP_SIGNING_KEY and encrypted to BACKUP_AGE_RECIPIENT (an unencrypted archive
// only with --plain). Written readable by its owner only, in a folder only its owner can open. Reads the same
// settings as `npm start` (cms/.env, DATABASE_*, PUBLIC_DIR). Default file: backups/hmrpl-<client>-<UTC time>.tar.
// `npm run backup -- --new-identity FILE` makes an age key pair: the identity into FILE, the recipient printed.
// `npm run backup -- --scheduled [--at ISO]`: what the CMS's schedule runs (ADR 070): an archive into BACKUP_DIR,
// the copies to the bucket (BACKUP_S3_*), the rotation; run by hand, it tries the set-up now.
// Format: scripts/lib/backup/container.mjs; docs/decisions/019-backup-archive.md and 031-backups-signed-and-encrypted.md.
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { cmsEnv } from './lib/cms-env.mjs';
import { requireCms } from './lib/repo.mjs';
import { Refused, parseArgs, runCommand, sayer } from './lib/backup/cli.mjs';
import { makeArchive } from './lib/backup/archive.mjs';
import { runScheduled } from './lib/backup/scheduled.mjs';

const say = sayer('backup');

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

/**
 * `--scheduled`: one scheduled run. Its result goes to the CMS that started it (IPC), and a line per problem to
 * stderr; the exit code is 1 when there was a problem (for cron), 0 otherwise.
 * @param {string | undefined} at
 */
async function scheduled(at) {
  const when = at ? new Date(at) : new Date();
  if (Number.isNaN(when.getTime())) throw new Refused(`--at ${at}: not a time`);
  const result = await runScheduled({ env: cmsEnv(), at: when });
  if (process.send) await new Promise((resolve) => process.send?.({ result }, () => resolve(undefined)));
  for (const problem of result.problems) console.error(`[backup] ${problem}`);
  if (result.problems.length > 0) process.exitCode = 1;
}

async function main() {
  const args = parseArgs(process.argv.slice(2), {
    flags: ['plain', 'scheduled'],
    options: ['out', 'new-identity', 'at'],
  });
  if (typeof args['new-identity'] === 'string') return newIdentity(args['new-identity']);
  if (args.scheduled) return scheduled(typeof args.at === 'string' ? args.at : undefined);
  const made = await makeArchive({
    env: cmsEnv(),
    out: typeof args.out === 'string' ? args.out : undefined,
    plain: Boolean(args.plain),
  });
  say(
    `${made.file}: ${made.client}, ${made.tables} tables, ${made.rows} rows, ${made.images} image files, ` +
      `${(made.bytes / 1024 / 1024).toFixed(1)} MB, ${made.encrypted ? 'encrypted (age)' : 'NOT encrypted (--plain)'}, ` +
      `signed by ${made.signedBy}, ${made.seconds.toFixed(1)} s`,
  );
}

runCommand('backup', main);
