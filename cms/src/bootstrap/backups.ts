/**
 * Start-up of the scheduled backups (ADR 070): with both keys set and a valid BACKUP_SCHEDULE this process joins the
 * job (src/api/cadangan/jobs/scheduled-backup.ts; every process looks every JOBS_POLL_SECONDS, one runs each due
 * time); otherwise one line says why they are off, and /admin says it too.
 */
import type { Core } from '@strapi/strapi';
import { jobPerStrapi, jobsPollMs, scheduleJobs } from '../lib/process/jobs';
import { backupSettings, scheduledBackupJob } from '../api/cadangan/jobs/scheduled-backup';
import { backupGate } from '../api/cadangan/rules/backup-rules';

/**
 * The scheduled backup's job on this Strapi.
 * @public (the integration tests tick it by hand, through the compiled app: knip cannot see that)
 */
export const backupJob = jobPerStrapi(scheduledBackupJob);

export function startScheduledBackups(strapi: Core.Strapi): void {
  const settings = backupSettings(strapi);
  const gate = backupGate(settings);
  if (!gate.on) {
    strapi.log.warn(gate.problem);
    return;
  }
  scheduleJobs(strapi, [backupJob(strapi)], jobsPollMs(strapi));
  strapi.log.info(`cadangan terjadwal: ${settings.schedule} (Asia/Jakarta)`);
}
