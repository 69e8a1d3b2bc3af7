/**
 * Start-up of the aspiration inbox: aspirations stored before statuses existed become `baru`, and this process joins
 * the background jobs (ADR 046): the daily retention sweep, and the digest e-mail when SMTP is configured. Every
 * process looks every JOBS_POLL_SECONDS (default 60; 0 = this process never runs them); one runs each due job.
 */
import type { Core } from '@strapi/strapi';
import { smtpWarning } from '../lib/process/outbound';
import { defineJob, jobsPollMs, scheduleJobs, type Job } from '../lib/process/jobs';
import { retentionJob } from '../api/aspirasi/jobs/retention';
import { digestConfigured, digestJob } from '../api/aspirasi/jobs/digest';

interface AspirationJobs {
  retention: Job;
  /** null when SMTP is not configured. */
  digest: Job | null;
}

const jobsOf = new WeakMap<object, AspirationJobs>();

/**
 * The inbox's jobs on this Strapi.
 * @public (the integration tests tick them by hand, through the compiled app: knip cannot see that)
 */
export function aspirationJobs(strapi: Core.Strapi): AspirationJobs {
  let jobs = jobsOf.get(strapi);
  if (!jobs) {
    jobs = {
      retention: defineJob(strapi, retentionJob(strapi)),
      digest: digestConfigured(strapi) ? defineJob(strapi, digestJob(strapi)) : null,
    };
    jobsOf.set(strapi, jobs);
  }
  return jobs;
}

export async function startAspirationInbox(strapi: Core.Strapi): Promise<void> {
  await strapi.db
    .query('api::aspirasi.aspirasi')
    .updateMany({ where: { status: { $null: true } }, data: { status: 'baru' } });
  const { retention, digest } = aspirationJobs(strapi);
  scheduleJobs(strapi, digest ? [retention, digest] : [retention], jobsPollMs(strapi));
  if (!digest) strapi.log.info('ringkasan aspirasi: mati (SMTP_HOST tidak diatur; lihat README, "E-mail")');
  // a password that may travel in the clear is said at every start (src/lib/process/outbound.ts)
  const warning = smtpWarning(strapi.config.get('plugin::email.providerOptions'));
  if (warning) strapi.log.warn(`WARNING: ${warning}`);
}
