/**
 * Start-up of the trash (ADR 089): the kinds the content types declare (`trash` in src/front/types/<type>.ts) are
 * handed to src/lib/trash/trash.ts, and this process joins the purge job: every hour one process removes the items
 * deleted more than TRASH_DAYS ago, with their files (src/lib/process/jobs.ts: one run however many processes look).
 */
import type { Core } from '@strapi/strapi';
import { jobPerStrapi, jobsPollMs, scheduleJobs, type JobSpec } from '../lib/process/jobs';
import { purgeExpired, registerTrashKinds, trashDays } from '../lib/trash/trash';
import { loadSite } from '../front/site';

const HOUR_MS = 60 * 60 * 1000;

function purgeJobSpec(strapi: Core.Strapi): JobSpec<null> {
  return {
    name: 'sampah-bersihkan',
    leaseMs: 15 * 60 * 1000,
    async run({ now }) {
      const purged = await purgeExpired(strapi, now);
      if (purged > 0)
        strapi.log.info(
          `tempat sampah (pid ${process.pid}): ${purged} konten yang lebih tua dari ${trashDays(strapi)} hari dihapus permanen`,
        );
      return { nextAt: new Date(now.getTime() + HOUR_MS) };
    },
  };
}

/**
 * The purge job on this Strapi.
 * @public (the integration tests tick it by hand, through the compiled app: knip cannot see that)
 */
export const trashPurgeJob = jobPerStrapi(purgeJobSpec);

export async function startTrash(strapi: Core.Strapi): Promise<void> {
  registerTrashKinds((await loadSite()).trashKinds);
  scheduleJobs(strapi, [trashPurgeJob(strapi)], jobsPollMs(strapi));
}
