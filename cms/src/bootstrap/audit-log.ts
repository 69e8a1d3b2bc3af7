/**
 * Start-up of the audit log (ADR 086): this process joins the daily retention job (one process runs it; every process
 * looks every JOBS_POLL_SECONDS, 0 = never here).
 */
import type { Core } from '@strapi/strapi';
import { jobPerStrapi, jobsPollMs, scheduleJobs } from '../lib/process/jobs';
import { auditRetentionJob } from '../api/riwayat/jobs/retention';

/**
 * The audit log's retention job on this Strapi.
 * @public (the integration tests tick it by hand, through the compiled app: knip cannot see that)
 */
export const auditRetention = jobPerStrapi(auditRetentionJob);

export function startAuditLog(strapi: Core.Strapi): void {
  scheduleJobs(strapi, [auditRetention(strapi)], jobsPollMs(strapi));
}
