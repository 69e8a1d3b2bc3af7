/**
 * The scheduled backup's state (GET /api/admin/cadangan, ADR 070) for the dashboard: the card's state, and the rule
 * of the warning (the newest copy off the server is over 48 hours old, or there is none).
 */
import useSWR from 'swr';
import type { BackupStatus } from '@hmrpl/contract';

const BACKUP_STATUS_KEY = '/api/admin/cadangan';
/** The dashboard warns when the newest checked copy in the bucket is older than this. */
const OFFSITE_MAX_AGE_MS = 48 * 60 * 60 * 1000;

/** Asked again every minute while the dashboard is open (a run may end meanwhile). */
export function useBackupStatus() {
  return useSWR<BackupStatus>(BACKUP_STATUS_KEY, { refreshInterval: 60_000 });
}

/**
 * - `mati`: scheduled backups are off (no key, a wrong schedule);
 * - `belum`: on, no run yet;
 * - `gagal`: the latest run made no archive;
 * - `salinan-gagal`: an archive was made, its copy off the server was not (or the run had another problem);
 * - `lokal`: archives on the server only (no bucket set);
 * - `aman`: made, copied and checked.
 */
export type BackupCardState = 'mati' | 'belum' | 'gagal' | 'salinan-gagal' | 'lokal' | 'aman';

export function backupCardState(status: BackupStatus): BackupCardState {
  if (status.off_reason) return 'mati';
  if (!status.last) return 'belum';
  if (!status.last.ok) return 'gagal';
  if (!status.offsite_target) return status.problems.length > 0 ? 'salinan-gagal' : 'lokal';
  return status.last.offsite && status.problems.length === 0 ? 'aman' : 'salinan-gagal';
}

/** True when backups have run and the newest checked copy off the server is over 48 hours old, or missing. */
export function offsiteTooOld(status: BackupStatus, now: number = Date.now()): boolean {
  if (!status.last) return false;
  if (!status.offsite_at) return true;
  return now - Date.parse(status.offsite_at) > OFFSITE_MAX_AGE_MS;
}
