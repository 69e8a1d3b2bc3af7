/**
 * A full disk is an expected event (ADR 038). Before an upload is stored, the free space of every disk it writes to
 * (the uploads folder's, and the SQLite file's when the database is SQLite) must cover what the upload needs plus a
 * reserve (`MIN_FREE_DISK_MB`, default 200); otherwise 507 and nothing is stored. `/api/health` and the start-up
 * line report the same numbers.
 */
import { stat, statfs } from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { insufficientStorage } from '../http/errors';
import { MB } from './limits';

/** What one row of an upload costs the database's disk, at most (a generous bound). */
const DATABASE_BYTES_PER_UPLOAD = 1 * MB;

interface Volume {
  /** One folder on it (for messages). */
  dir: string;
  /** Bytes free for an unprivileged writer. */
  freeBytes: number;
  /** What this upload would write there. */
  needBytes: number;
}

interface DiskStatus {
  /** The least free space over the disks uploads write to, in bytes. */
  freeBytes: number;
  minFreeBytes: number;
  /** Under the reserve: uploads are refused. */
  low: boolean;
}

const minFreeBytes = (strapi: Core.Strapi) =>
  Math.max(0, strapi.config.get<number>('server.hmrpl.minFreeDiskMb', 200)) * MB;

export const uploadsDir = (strapi: Core.Strapi) => path.join(strapi.dirs.static.public, 'uploads');

/** The SQLite file's folder, or null on PostgreSQL (its disk is the database server's business). */
function sqliteDir(strapi: Core.Strapi): string | null {
  if (strapi.config.get<string>('database.connection.client') !== 'sqlite') return null;
  const filename = strapi.config.get<string>('database.connection.connection.filename', '');
  return filename ? path.dirname(filename) : null;
}

/** The disks an upload of `bytes` writes to, each once (the uploads folder and the SQLite file may share one). */
async function volumes(strapi: Core.Strapi, bytes: number): Promise<Volume[]> {
  const wanted = [{ dir: uploadsDir(strapi), needBytes: bytes }];
  const dbDir = sqliteDir(strapi);
  if (dbDir) wanted.push({ dir: dbDir, needBytes: DATABASE_BYTES_PER_UPLOAD });
  const byDevice = new Map<number, Volume>();
  for (const { dir, needBytes } of wanted) {
    const [{ dev }, fs] = await Promise.all([stat(dir), statfs(dir)]);
    const freeBytes = fs.bavail * fs.bsize;
    const known = byDevice.get(dev);
    if (known) known.needBytes += needBytes;
    else byDevice.set(dev, { dir, freeBytes, needBytes });
  }
  return [...byDevice.values()];
}

export async function diskStatus(strapi: Core.Strapi): Promise<DiskStatus> {
  const list = await volumes(strapi, 0);
  const freeBytes = Math.min(...list.map((volume) => volume.freeBytes));
  const reserve = minFreeBytes(strapi);
  return { freeBytes, minFreeBytes: reserve, low: freeBytes < reserve };
}

/**
 * Throws 507 (nothing stored yet) unless every disk keeps the reserve after this upload. `bytes` is what the
 * client sent: a stored photo (scaled to 2560 px, re-encoded, with its renditions) is almost always smaller; when it
 * is not and the disk runs out mid-write, store.ts removes the whole upload and answers the same 507.
 */
export async function assertRoomFor(strapi: Core.Strapi, bytes: number): Promise<void> {
  const reserve = minFreeBytes(strapi);
  for (const volume of await volumes(strapi, bytes)) {
    if (volume.freeBytes - volume.needBytes < reserve) {
      strapi.log.warn(
        `[disk] upload refused: ${mb(volume.freeBytes)} MB free on the disk of ${volume.dir}, ` +
          `the upload needs up to ${mb(volume.needBytes)} MB and ${mb(reserve)} MB stay in reserve (MIN_FREE_DISK_MB)`,
      );
      throw insufficientStorage();
    }
  }
}

/** A write failed because a disk is full: ENOSPC from Node, libvips' text, SQLite's or PostgreSQL's code. */
export function isDiskFullError(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  if (!e) return false;
  if (e.code === 'ENOSPC' || e.code === 'EDQUOT' || e.code === 'SQLITE_FULL' || e.code === '53100') return true;
  return (
    typeof e.message === 'string' &&
    /no space left on device|disk quota exceeded|database or disk is full/i.test(e.message)
  );
}

export const mb = (bytes: number) => Math.floor(bytes / MB);

/**
 * At start-up and every few minutes after: a warning in the log while free space is under twice the reserve, an
 * error while uploads are refused. Only changes are logged (not every check). Returns the first status for the
 * start-up line.
 */
export async function watchDiskSpace(strapi: Core.Strapi, everyMs = 5 * 60_000): Promise<DiskStatus | null> {
  let last: 'ok' | 'low' | 'full' | null = null;
  const check = async () => {
    try {
      const status = await diskStatus(strapi);
      const level = status.low ? 'full' : status.freeBytes < 2 * status.minFreeBytes ? 'low' : 'ok';
      if (level !== last) {
        const text = `${mb(status.freeBytes)} MB free for uploads (reserve ${mb(status.minFreeBytes)} MB, MIN_FREE_DISK_MB)`;
        if (level === 'full') strapi.log.error(`[disk] ${text}: uploads are refused (507) until space is freed`);
        else if (level === 'low') strapi.log.warn(`[disk] free space is low: ${text}`);
        else if (last) strapi.log.info(`[disk] ${text}`);
        last = level;
      }
      return status;
    } catch (error) {
      strapi.log.warn(`[disk] could not read free space: ${(error as Error).message}`);
      return null;
    }
  };
  const first = await check();
  const timer = setInterval(() => void check(), everyMs);
  timer.unref();
  return first;
}
