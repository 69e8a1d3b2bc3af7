/**
 * Start-up of the visitors' speed (ADR 122): the report accepts the page table's patterns (src/front/site.ts), and
 * this process joins the daily retention job (one process runs it; every process looks every JOBS_POLL_SECONDS).
 */
import type { Core } from '@strapi/strapi';
import { jobPerStrapi, jobsPollMs, scheduleJobs } from '../lib/process/jobs';
import { serviceOf } from '../lib/strapi/documents';
import { speedRetentionJob } from '../api/kecepatan/jobs/retention';
import { loadSite } from '../front/site';

/**
 * The speed report's retention job on this Strapi.
 * @public (the integration tests tick it by hand, through the compiled app: knip cannot see that)
 */
export const speedRetention = jobPerStrapi(speedRetentionJob);

export async function startSpeedReport(strapi: Core.Strapi): Promise<void> {
  const site = await loadSite();
  serviceOf(strapi, 'api::kecepatan.kecepatan').usePages(site.pages.map((page) => page.path));
  scheduleJobs(strapi, [speedRetention(strapi)], jobsPollMs(strapi));
}
