/**
 * Retention (ADR 046): an aspiration's nama and nim are erased `ASPIRATION_RETENTION_MONTHS` (default 12) after it was
 * sent, by a daily job that one process runs (src/lib/process/jobs.ts). The message, category, date and the staff's
 * triage stay: they are the association's record; the identity is kept only as long as it takes to follow a message
 * up. The form says so (GET /api/aspirasi/formulir carries the number of months).
 */
import type { Core } from '@strapi/strapi';
import type { JobSpec } from '../../../lib/process/jobs';

const UID = 'api::aspirasi.aspirasi';
const DAY_MS = 24 * 60 * 60 * 1000;

/** ASPIRATION_RETENTION_MONTHS: a whole number of months, at least 1 (default 12). */
export function retentionMonths(strapi: Core.Strapi): number {
  const value = Number(strapi.config.get('server.hmrpl.aspirasi.retentionMonths', 12));
  return Number.isInteger(value) && value >= 1 ? value : 12;
}

/** `months` calendar months before `now` (UTC), the day clamped to the month's length (31 March - 1 = 28/29 Feb). */
export function retentionCutoff(now: Date, months: number): Date {
  const total = now.getUTCFullYear() * 12 + now.getUTCMonth() - months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(now.getUTCDate(), lastDay),
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
      now.getUTCMilliseconds(),
    ),
  );
}

/** Erases nama and nim of every aspiration sent before the cut-off that still has one; answers how many. */
async function eraseExpiredIdentities(strapi: Core.Strapi, now: Date): Promise<number> {
  const cutoff = retentionCutoff(now, retentionMonths(strapi));
  const { count } = await strapi.db.query(UID).updateMany({
    where: { createdAt: { $lt: cutoff }, $or: [{ nama: { $notNull: true } }, { nim: { $notNull: true } }] },
    data: { nama: null, nim: null },
  });
  return Number(count);
}

/** The daily job: due again 24 hours after each run. */
export function retentionJob(strapi: Core.Strapi): JobSpec<null> {
  return {
    name: 'aspirasi-retensi',
    leaseMs: 15 * 60 * 1000,
    async run({ now }) {
      const erased = await eraseExpiredIdentities(strapi, now);
      strapi.log.info(
        `retensi aspirasi (pid ${process.pid}): nama dan NIM dihapus dari ${erased} aspirasi yang lebih tua dari ` +
          `${retentionMonths(strapi)} bulan`,
      );
      return { nextAt: new Date(now.getTime() + DAY_MS) };
    },
  };
}
