/**
 * The audit log's retention (ADR 086): entries older than `AUDIT_RETENTION_MONTHS` (default 24) are removed by a
 * daily job that one process runs (src/lib/process/jobs.ts). It deletes through Strapi's query builder, below the
 * lifecycles that refuse every other delete of an entry (content-types/riwayat/lifecycles.ts): this job is the only
 * thing that removes entries.
 */
import type { Core } from '@strapi/strapi';
import type { JobSpec } from '../../../lib/process/jobs';
import { retentionCutoff } from '../../aspirasi/jobs/retention';
import { AUDIT_LIMITS, AUDIT_UID } from '../services/riwayat';

const DAY_MS = 24 * 60 * 60 * 1000;

/** AUDIT_RETENTION_MONTHS: a whole number of months, at least 1 (default 24). */
function auditRetentionMonths(strapi: Core.Strapi): number {
  const value = Number(strapi.config.get('server.hmrpl.riwayat.retentionMonths', AUDIT_LIMITS.retentionMonthsDefault));
  return Number.isInteger(value) && value >= 1 ? value : AUDIT_LIMITS.retentionMonthsDefault;
}

/** Removes every entry written before the cut-off; answers how many. */
async function removeExpiredEntries(strapi: Core.Strapi, now: Date): Promise<number> {
  const cutoff = retentionCutoff(now, auditRetentionMonths(strapi));
  const removed: unknown = await strapi.db
    .queryBuilder(AUDIT_UID)
    .delete()
    .where({ at: { $lt: cutoff } })
    .execute();
  return Number(removed) || 0;
}

export function auditRetentionJob(strapi: Core.Strapi): JobSpec<null> {
  return {
    name: 'riwayat-retensi',
    leaseMs: 15 * 60 * 1000,
    async run({ now }) {
      const removed = await removeExpiredEntries(strapi, now);
      strapi.log.info(
        `retensi riwayat (pid ${process.pid}): ${removed} entri yang lebih tua dari ${auditRetentionMonths(strapi)} bulan dihapus`,
      );
      return { nextAt: new Date(now.getTime() + DAY_MS) };
    },
  };
}
