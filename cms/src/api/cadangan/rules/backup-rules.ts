/**
 * The scheduled backup's rules (ADR 070), pure: its settings as the backup's process reads them (BACKUP_*), whether
 * it runs and when next (BACKUP_SCHEDULE in Asia/Jakarta, croner), the state a run leaves for /admin, and the
 * e-mail to the operator when a run has problems.
 */
import { Cron } from 'croner';
import type { BackupOffReason, BackupRun } from '@hmrpl/contract';
import { offsiteSettings } from '../../../lib/backup/offsite-settings';

const BACKUP_TIME_ZONE = 'Asia/Jakarta';

/** `server.hmrpl.backup` (config/server.ts). */
export interface BackupSettings {
  schedule: string;
  ageRecipient: string;
  signingKey: string;
  dir: string;
  keepDaily: string;
  keepWeekly: string;
  keepMonthly: string;
  s3: {
    bucket: string;
    endpoint: string;
    region: string;
    prefix: string;
    forcePathStyle: string;
    accessKeyId: string;
    secretAccessKey: string;
    retryBaseMs: string;
  };
}

/** The settings under the names the backup's process reads (scripts/backup.mjs --scheduled); empty ones left out. */
export function backupEnv(settings: BackupSettings): Record<string, string> {
  const { s3 } = settings;
  const named: Record<string, string | undefined> = {
    BACKUP_AGE_RECIPIENT: settings.ageRecipient,
    BACKUP_SIGNING_KEY: settings.signingKey,
    BACKUP_DIR: settings.dir,
    BACKUP_KEEP_DAILY: settings.keepDaily,
    BACKUP_KEEP_WEEKLY: settings.keepWeekly,
    BACKUP_KEEP_MONTHLY: settings.keepMonthly,
    BACKUP_S3_BUCKET: s3.bucket,
    BACKUP_S3_ENDPOINT: s3.endpoint,
    BACKUP_S3_REGION: s3.region,
    BACKUP_S3_PREFIX: s3.prefix,
    BACKUP_S3_FORCE_PATH_STYLE: s3.forcePathStyle,
    BACKUP_S3_ACCESS_KEY_ID: s3.accessKeyId,
    BACKUP_S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    BACKUP_S3_RETRY_BASE_MS: s3.retryBaseMs,
  };
  return Object.fromEntries(
    Object.entries(named).filter((entry): entry is [string, string] => Boolean(entry[1]?.toString().trim())),
  );
}

/** Where copies go (`host/bucket/prefix`), or null without a bucket. */
export function offsiteTarget(settings: BackupSettings): string | null {
  const offsite = offsiteSettings(backupEnv(settings));
  if (!offsite) return null;
  return 'problem' in offsite ? settings.s3.bucket.trim() : offsite.label;
}

export const OFF_MESSAGES = {
  noRecipient:
    'Cadangan terjadwal mati: kunci enkripsi BACKUP_AGE_RECIPIENT belum diatur di server (README, "Backup and restore").',
  noSigningKey: 'Cadangan terjadwal mati: BACKUP_SIGNING_KEY belum diatur di server (README, "Backup and restore").',
  badSchedule: (schedule: string, why: string) =>
    `Cadangan terjadwal mati: BACKUP_SCHEDULE "${schedule}" bukan jadwal cron yang sah (${why}).`,
} as const;

type BackupGate =
  { on: true; next(after: Date): Date | null } | { on: false; reason: BackupOffReason; problem: string };

/** Whether scheduled backups run, and the schedule's next time after a moment. */
export function backupGate(settings: BackupSettings): BackupGate {
  if (!settings.ageRecipient.trim()) return { on: false, reason: 'tanpa-kunci', problem: OFF_MESSAGES.noRecipient };
  if (!settings.signingKey.trim()) return { on: false, reason: 'tanpa-kunci', problem: OFF_MESSAGES.noSigningKey };
  const schedule = settings.schedule.trim();
  let cron: Cron;
  try {
    cron = new Cron(schedule, { timezone: BACKUP_TIME_ZONE });
  } catch (error) {
    return { on: false, reason: 'jadwal-salah', problem: OFF_MESSAGES.badSchedule(schedule, (error as Error).message) };
  }
  if (!cron.nextRun(new Date()))
    return {
      on: false,
      reason: 'jadwal-salah',
      problem: OFF_MESSAGES.badSchedule(schedule, 'tidak pernah jatuh tempo'),
    };
  return { on: true, next: (after) => cron.nextRun(after) };
}

/** What a run of `node scripts/backup.mjs --scheduled` reports (scripts/lib/backup/scheduled.mjs `ScheduledResult`). */
export interface ScheduledResult {
  at: string;
  ok: boolean;
  file: string | null;
  size_bytes: number;
  offsite: boolean;
  offsite_target: string | null;
  copied: { name: string; at: string }[];
  problems: string[];
  notes: string[];
  deleted: { local: string[]; bucket: string[] };
}

/** The job's state (in hmrpl_jobs, shared by every process): what /admin shows. */
export interface BackupJobState {
  last: (BackupRun & { problems: string[] }) | null;
  lastGoodAt: string | null;
  offsiteAt: string | null;
}

export const EMPTY_BACKUP_STATE: BackupJobState = { last: null, lastGoodAt: null, offsiteAt: null };

const latest = (...times: (string | null | undefined)[]): string | null =>
  times.filter((t): t is string => Boolean(t)).sort((a, b) => Date.parse(b) - Date.parse(a))[0] ?? null;

/** The state after a run. */
export function stateAfter(previous: BackupJobState | null, result: ScheduledResult): BackupJobState {
  const before = previous ?? EMPTY_BACKUP_STATE;
  return {
    last: {
      at: result.at,
      size_bytes: result.size_bytes,
      ok: result.ok,
      offsite: result.offsite,
      problems: result.problems,
    },
    lastGoodAt: result.ok ? result.at : before.lastGoodAt,
    offsiteAt: latest(before.offsiteAt, ...result.copied.map((c) => c.at), result.offsite ? result.at : null),
  };
}

/** A run that went wrong before it could report (the process died, could not start, took too long). */
export function failedRun(at: Date, problem: string): ScheduledResult {
  return {
    at: at.toISOString(),
    ok: false,
    file: null,
    size_bytes: 0,
    offsite: false,
    offsite_target: null,
    copied: [],
    problems: [problem],
    notes: [],
    deleted: { local: [], bucket: [] },
  };
}

const jakarta = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: BACKUP_TIME_ZONE,
});
const jakartaTime = (iso: string | Date): string => `${jakarta.format(new Date(iso))} WIB`;

/** The operator's e-mail after a run with problems: what happened, what was kept, when the next try is. */
export function composeFailureMail(
  result: ScheduledResult,
  { nextAt, adminUrl }: { nextAt: Date | null; adminUrl: string },
) {
  const subject = result.ok ? '[HMRPL] Cadangan dibuat, tetapi ada masalah' : '[HMRPL] Cadangan data gagal dibuat';
  const kept = result.ok
    ? `Arsip ${result.file} tersimpan di server${result.offsite ? ' dan tersalin ke bucket' : ', tetapi belum tersalin ke luar server'}.`
    : 'Tidak ada arsip baru; arsip lama tetap disimpan.';
  const text = [
    'Halo pengelola situs HMRPL,',
    '',
    `Cadangan terjadwal ${jakartaTime(result.at)} bermasalah:`,
    ...result.problems.map((line) => `- ${line}`),
    '',
    kept,
    nextAt ? `Cadangan dicoba lagi pada jadwal berikutnya: ${jakartaTime(nextAt)}.` : '',
    `Status cadangan: ${adminUrl}`,
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n');
  return { subject, text };
}
