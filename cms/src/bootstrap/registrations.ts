/**
 * Start-up of activity registration (ADR 100): this process joins the daily retention job of registrations (NIM,
 * e-mail and phone erased after the activity) and the certificate job (ADR 107), and says once when tickets cannot be
 * mailed (no SMTP_HOST).
 */
import type { Core } from '@strapi/strapi';
import { jobPerStrapi, jobsPollMs, scheduleJobs } from '../lib/process/jobs';
import { registrationRetentionJob } from '../api/pendaftaran/jobs/retention';
import { digestConfigured } from '../api/aspirasi/jobs/digest';
import { certificateSending } from '../api/sertifikat/jobs/send';

/**
 * The registrations' retention job on this Strapi.
 * @public (the integration tests tick it by hand, through the compiled app: knip cannot see that)
 */
export const registrationRetention = jobPerStrapi(registrationRetentionJob);

export function startRegistrations(strapi: Core.Strapi): void {
  scheduleJobs(strapi, [registrationRetention(strapi), certificateSending(strapi)], jobsPollMs(strapi));
  if (!digestConfigured(strapi))
    strapi.log.warn('tiket pendaftaran kegiatan: tidak dikirim (SMTP_HOST tidak diatur; lihat README, "E-mail")');
}
