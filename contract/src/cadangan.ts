/**
 * Backups (part two, "Backups"): the scheduled backup's state for the admin dashboard (ADR 070).
 * `GET /api/admin/cadangan` (for `pengelola` alone) -> `BackupStatus`.
 */

/** One scheduled run. */
export interface BackupRun {
  /** When the run started (ISO, UTC). */
  at: string;
  /** The archive's size in bytes (0 when none was made). */
  size_bytes: number;
  /** The archive was made (signed, encrypted) and kept on the server. */
  ok: boolean;
  /** ...and its copy in the bucket was checked (size and checksum). */
  offsite: boolean;
}

/** Why scheduled backups do not run: no key (BACKUP_AGE_RECIPIENT or BACKUP_SIGNING_KEY unset), a wrong schedule. */
export type BackupOffReason = 'tanpa-kunci' | 'jadwal-salah';

export interface BackupStatus {
  /** The latest run, good or not; null before the first. */
  last: BackupRun | null;
  /** The next run (ISO); null while scheduled backups are off. */
  next_at: string | null;
  /** Where copies go (`host/bucket/prefix`); null without a bucket (archives only on the server). */
  offsite_target: string | null;
  // Beyond the contract's four fields: what the dashboard's card needs to say why (ADR 070).
  /** Set while scheduled backups are off. */
  off_reason: BackupOffReason | null;
  /** The latest run's problems (or why backups are off), one clear line each; empty when all went well. */
  problems: string[];
  /** The latest run that made an archive (ISO); null when none has. */
  last_good_at: string | null;
  /** The newest archive whose copy in the bucket was checked (ISO); the dashboard warns when it is over 48 h old. */
  offsite_at: string | null;
}
