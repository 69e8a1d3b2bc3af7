// One scheduled run (ADR 070), as the CMS's job starts it (`node scripts/backup.mjs --scheduled --at ISO`, in its own
// process at a low priority, so the site's requests never wait for it):
//   1. an archive into BACKUP_DIR (default backups/ at the repository's root), named by the run's time;
//   2. when BACKUP_S3_BUCKET is set, every kept archive that is not yet in the bucket is copied and checked (so a copy
//      that failed is made at the next run), tried again with a growing wait while the error may pass;
//   3. the rotation (rotation.mjs) in the folder, and in the bucket after a checked copy of this run's archive. Nothing
//      is deleted while the clock looks wrong (older than an archive, or far from the bucket's), nor when no new
//      archive was made; a bucket that refuses deletes (write-only credentials) leaves it to its lifecycle rules.
// Every problem is one Indonesian line in the result (shown in /admin, logged, e-mailed); the local archive stays.
import { readdirSync, rmSync, statSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { root } from '../repo.mjs';
import { sayer } from './cli.mjs';
import { makeArchive } from './archive.mjs';
import { readArchive } from './container.mjs';
import { CLOCK_SKEW_LIMIT_MS, describeS3Error, fileDigests, offsiteSettings, openBucket } from './offsite.mjs';
import { archiveTime, keptArchives, retentionOf } from './rotation.mjs';

const say = sayer('backup');
/** A `.partial` not written to for this long was left by an interrupted run. */
const STALE_PARTIAL_MS = 10 * 60 * 1000;

/**
 * @typedef {object} ScheduledResult
 * @property {string} at the run's time (ISO)
 * @property {boolean} ok this run's archive was made
 * @property {string | null} file its name
 * @property {number} size_bytes its size
 * @property {boolean} offsite it is in the bucket, checked
 * @property {string | null} offsite_target where copies go (`host/bucket/prefix`), null without a bucket
 * @property {{ name: string, at: string }[]} copied archives copied and checked by this run
 * @property {string[]} problems one line each (Indonesian)
 * @property {string[]} notes what went as designed but is worth a line (a bucket that refuses deletes)
 * @property {{ local: string[], bucket: string[] }} deleted by the rotation
 */

/** @param {Record<string, string | undefined>} env */
const backupDir = (env) => path.resolve(root, env.BACKUP_DIR || 'backups');

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One Indonesian line for an archive that could not be made.
 * @param {unknown} error
 */
export function describeArchiveError(error) {
  const message = error instanceof Error ? error.message : String(error);
  const code = /** @type {NodeJS.ErrnoException} */ (error)?.code;
  if (code === 'ENOSPC' || /ENOSPC|no space left/i.test(message))
    return 'Disk server penuh: arsip cadangan tidak bisa ditulis (ENOSPC). Kosongkan ruang disk; cadangan lama tetap disimpan.';
  if (/BACKUP_AGE_RECIPIENT holds/.test(message))
    return 'BACKUP_AGE_RECIPIENT bukan kunci publik age (age1...): cadangan tidak dibuat. Perbaiki kuncinya.';
  if (/no encryption key/.test(message)) return 'BACKUP_AGE_RECIPIENT belum diatur: cadangan tidak dibuat.';
  if (/BACKUP_SIGNING_KEY/.test(message))
    return 'BACKUP_SIGNING_KEY tidak diatur atau tidak sah (32 bita acak, base64): cadangan tidak dibuat.';
  return `Cadangan gagal dibuat: ${message}`;
}

/**
 * The archives in the folder that are whole (their three members readable); others are reported, never deleted.
 * @param {string} dir
 */
function localArchives(dir) {
  /** @type {{ name: string, at: Date, file: string, size: number }[]} */
  const good = [];
  /** @type {string[]} */
  const damaged = [];
  for (const name of readdirSync(dir)) {
    const at = archiveTime(name);
    const file = path.join(dir, name);
    if (!at) {
      if (/^hmrpl-.*\.tar\.partial$/.test(name) && Date.now() - statSync(file).mtimeMs > STALE_PARTIAL_MS)
        rmSync(file, { force: true });
      continue;
    }
    try {
      readArchive(file);
      good.push({ name, at, file, size: statSync(file).size });
    } catch {
      damaged.push(name);
    }
  }
  return { good, damaged };
}

/**
 * Runs `attempt` up to three times while its error may pass (the network, the bucket's 5xx), waiting
 * `retryBaseMs`, then four times that; an error that cannot pass (a wrong key, a missing bucket) is thrown at once.
 * @template T
 * @param {() => Promise<T>} attempt
 * @param {import('./offsite.mjs').OffsiteSettings} settings
 * @param {string} what
 * @returns {Promise<T>}
 */
async function withRetries(attempt, settings, what) {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      const problem = error instanceof CopyDiffers ? null : describeS3Error(error, settings);
      if (tries >= 3 || (problem && !problem.transient)) throw error;
      const wait = settings.retryBaseMs * 4 ** (tries - 1);
      say(
        `${what}: ${problem?.line ?? /** @type {Error} */ (error).message} (try ${tries} of 3; again in ${wait / 1000} s)`,
      );
      await sleep(wait);
    }
  }
}

/** A copy in the bucket that is not its archive (size or checksum). */
class CopyDiffers extends Error {}

/**
 * Copies to the bucket, then rotates there. Adds to `result`; throws nothing.
 * @param {import('./offsite.mjs').OffsiteSettings} settings
 * @param {{ name: string, at: Date, file: string, size: number }[]} local
 * @param {import('./rotation.mjs').Retention} retention
 * @param {ScheduledResult} result
 * @param {{ clockSuspect: boolean }} clock
 */
async function copyOffsite(settings, local, retention, result, clock) {
  const bucket = openBucket(settings);
  try {
    const remote = await withRetries(() => bucket.list(), settings, `listing ${settings.label}`);
    const kept = keptArchives(local, retention);
    const missing = local
      .filter((a) => kept.has(a.name) && !remote.some((r) => r.name === a.name && r.size === a.size))
      .sort((a, b) => b.at.getTime() - a.at.getTime());
    for (const archive of missing) {
      const digests = await fileDigests(archive.file);
      await withRetries(
        async () => {
          await bucket.upload(archive.file, archive.name, digests);
          const why = await bucket.differs(archive.name, digests);
          if (why)
            throw new CopyDiffers(`Salinan ${archive.name} di ${settings.label} tidak sama dengan arsipnya: ${why}.`);
        },
        settings,
        `copy of ${archive.name} to ${settings.label}`,
      );
      result.copied.push({ name: archive.name, at: archive.at.toISOString() });
      say(`${archive.name}: copied to ${settings.label} and checked (${digests.size} bytes, sha256 ${digests.sha256})`);
    }
    if (
      result.file &&
      (remote.some((r) => r.name === result.file && r.size === result.size_bytes) ||
        result.copied.some((c) => c.name === result.file))
    )
      result.offsite = true;
    const skew = bucket.skewMs();
    if (Math.abs(skew) > CLOCK_SKEW_LIMIT_MS) {
      clock.clockSuspect = true;
      const minutes = Math.round(Math.abs(skew) / 60_000);
      result.problems.push(
        `Jam server ini ${skew > 0 ? 'terlambat' : 'terlalu cepat'} sekitar ${minutes} menit dibanding jam ${settings.host}: ` +
          'setel jam server (NTP, mis. `timedatectl set-ntp true`). Tidak ada cadangan yang dihapus sampai jamnya benar.',
      );
    }
    if (!result.offsite || clock.clockSuspect) return;
    const now = await withRetries(() => bucket.list(), settings, `listing ${settings.label}`);
    const keep = keptArchives(now, retention);
    for (const object of now.filter((o) => !keep.has(o.name))) {
      try {
        await bucket.remove(object.name);
        result.deleted.bucket.push(object.name);
      } catch (error) {
        const problem = describeS3Error(error, settings);
        if (problem.kind === 'denied') {
          result.notes.push(
            `Bucket ${settings.label} menolak penghapusan (kunci akses tanpa hak hapus): arsip lama di sana dihapus oleh aturan lifecycle bucket.`,
          );
          return;
        }
        throw error;
      }
    }
  } catch (error) {
    if (error instanceof CopyDiffers) result.problems.push(error.message);
    else {
      const problem = describeS3Error(error, settings);
      if (problem.kind === 'clock') clock.clockSuspect = true;
      result.problems.push(problem.line);
    }
  } finally {
    bucket.close();
  }
}

/**
 * One scheduled run at the time `at` (the CMS's job clock).
 * @param {{ env: Record<string, string | undefined>, at: Date }} options
 * @returns {Promise<ScheduledResult>}
 */
export async function runScheduled({ env, at: asked }) {
  // whole seconds: the time in the archive's name is the run's time
  const at = new Date(Math.floor(asked.getTime() / 1000) * 1000);
  const dir = backupDir(env);
  const retention = retentionOf(env);
  /** @type {ScheduledResult} */
  const result = {
    at: at.toISOString(),
    ok: false,
    file: null,
    size_bytes: 0,
    offsite: false,
    offsite_target: null,
    copied: [],
    problems: [],
    notes: [],
    deleted: { local: [], bucket: [] },
  };
  try {
    const made = await makeArchive({ env, dir, at });
    result.ok = true;
    result.file = path.basename(made.file);
    result.size_bytes = made.bytes;
    say(
      `${made.file}: ${made.client}, ${made.rows} rows, ${made.images} image files, ` +
        `${(made.bytes / 1024 / 1024).toFixed(1)} MB, ${made.seconds.toFixed(1)} s`,
    );
  } catch (error) {
    result.problems.push(describeArchiveError(error));
  }

  /** @type {{ name: string, at: Date, file: string, size: number }[]} */
  let local = [];
  try {
    const listed = localArchives(dir);
    local = listed.good;
    if (listed.damaged.length > 0)
      result.notes.push(`Arsip rusak di ${dir} (tidak dihitung, tidak dihapus): ${listed.damaged.join(', ')}`);
  } catch (error) {
    result.problems.push(`Folder cadangan ${dir} tidak bisa dibaca: ${/** @type {Error} */ (error).message}`);
  }
  const clock = { clockSuspect: false };
  const later = local.filter((a) => a.at.getTime() > at.getTime() + CLOCK_SKEW_LIMIT_MS);
  if (later.length > 0) {
    clock.clockSuspect = true;
    result.problems.push(
      `Jam server tampaknya mundur: arsip ${later[0].name} bertanggal sesudah waktu sekarang (${result.at}). ` +
        'Tidak ada cadangan yang dihapus sampai jamnya benar (NTP, mis. `timedatectl set-ntp true`).',
    );
  }

  const settings = offsiteSettings(env);
  if (settings && 'problem' in settings) result.problems.push(settings.problem);
  else if (settings) {
    result.offsite_target = settings.label;
    if (local.length > 0) await copyOffsite(settings, local, retention, result, clock);
  }

  if (result.ok && !clock.clockSuspect) {
    const keep = keptArchives(local, retention);
    for (const archive of local.filter((a) => !keep.has(a.name) && a.name !== result.file)) {
      unlinkSync(archive.file);
      result.deleted.local.push(archive.name);
    }
  }
  if (result.deleted.local.length + result.deleted.bucket.length > 0)
    say(
      `rotation (keep ${retention.daily} daily, ${retention.weekly} weekly, ${retention.monthly} monthly): ` +
        `${result.deleted.local.length} deleted here, ${result.deleted.bucket.length} in the bucket`,
    );
  for (const note of result.notes) say(note);
  return result;
}
