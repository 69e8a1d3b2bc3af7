/**
 * Retention of registrations (ADR 100): a registrant's NIM, e-mail and phone are erased `REGISTRATION_RETENTION_MONTHS`
 * (default 12) after the activity ended (its `over_at`), by a daily job one process runs (src/lib/process/jobs.ts).
 * The name, the status and the times stay: they are the activity's record (who came). The form says so
 * (`Activity.registration.retention_months`).
 */
import type { Core } from '@strapi/strapi';
import type { JobSpec } from '../../../lib/process/jobs';
import { retentionCutoff } from '../../aspirasi/jobs/retention';

const UID = 'api::pendaftaran.pendaftaran';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows erased per statement (an IN list of ids). */
const BATCH = 500;

export function registrationRetentionMonths(strapi: Core.Strapi): number {
  const value = Number(strapi.config.get('server.hmrpl.pendaftaran.retentionMonths', 12));
  return Number.isInteger(value) && value >= 1 ? value : 12;
}

/** Erases NIM, e-mail and phone of every registration of an activity that ended before the cut-off; how many. */
async function eraseExpiredRegistrants(strapi: Core.Strapi, now: Date): Promise<number> {
  const cutoff = retentionCutoff(now, registrationRetentionMonths(strapi));
  let erased = 0;
  for (;;) {
    const due = (await strapi.db.query(UID).findMany({
      where: {
        kegiatan: { over_at: { $lt: cutoff } },
        $or: [{ nim: { $notNull: true } }, { email: { $notNull: true } }, { telepon: { $notNull: true } }],
      },
      select: ['id'],
      limit: BATCH,
    })) as { id: number }[];
    if (due.length === 0) return erased;
    const { count } = await strapi.db.query(UID).updateMany({
      where: { id: { $in: due.map((row) => row.id) } },
      data: { nim: null, email: null, telepon: null, erased_at: now },
    });
    erased += Number(count);
    if (due.length < BATCH) return erased;
  }
}

/** The daily job: due again 24 hours after each run. */
export function registrationRetentionJob(strapi: Core.Strapi): JobSpec<null> {
  return {
    name: 'pendaftaran-retensi',
    leaseMs: 15 * 60 * 1000,
    async run({ now }) {
      const erased = await eraseExpiredRegistrants(strapi, now);
      strapi.log.info(
        `retensi pendaftaran (pid ${process.pid}): NIM, email, dan telepon dihapus dari ${erased} pendaftaran ` +
          `kegiatan yang selesai lebih dari ${registrationRetentionMonths(strapi)} bulan lalu`,
      );
      return { nextAt: new Date(now.getTime() + DAY_MS) };
    },
  };
}
