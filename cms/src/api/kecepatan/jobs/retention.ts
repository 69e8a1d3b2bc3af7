/**
 * The visitors' speed's retention (ADR 122): a daily job, run by one process at a time (src/lib/process/jobs.ts),
 * removes the days older than SPEED_LIMITS.retentionDays (30), so the table stays bounded: at most 30 days x the
 * pages x 3 metrics x the histogram's buckets.
 */
import type { Core } from '@strapi/strapi';
import type { JobSpec } from '../../../lib/process/jobs';
import { DAY_MS } from '../../../lib/content/jakarta-day';
import { SPEED_LIMITS } from '../../../lib/content/speed-rules';
import { serviceOf } from '../../../lib/strapi/documents';

export function speedRetentionJob(strapi: Core.Strapi): JobSpec<null> {
  return {
    name: 'kecepatan-retensi',
    leaseMs: 10 * 60 * 1000,
    async run({ now }) {
      const removed = await serviceOf(strapi, 'api::kecepatan.kecepatan').removeOldDays(now.getTime());
      strapi.log.info(
        `retensi kecepatan situs (pid ${process.pid}): ${removed} baris yang lebih tua dari ${SPEED_LIMITS.retentionDays} hari dihapus`,
      );
      return { nextAt: new Date(now.getTime() + DAY_MS) };
    },
  };
}
