/**
 * Going public. An admin publishes through the berita service; a scheduled item is published by `publishDue`, which
 * every CMS process runs on a timer (src/bootstrap/newsroom.ts). Each due item is flipped by one conditional UPDATE
 * (`... WHERE id = ? AND publication_status = 'scheduled'`) in a transaction with its record in `berita_publications`:
 * when two processes race, PostgreSQL lets the second UPDATE see the first's committed row, which no longer matches,
 * so exactly one of them changes it and writes the record. The news write moves the public cache's version (the
 * lifecycle subscriber of src/lib/cache/version.ts, inside the same transaction), so every process's caches, pages
 * included, follow at their next read. A restart loses nothing: the schedule is the row itself (ADR 044).
 */
import type { Core } from '@strapi/strapi';
import { numericId } from '../../../lib/strapi/documents';

const BERITA = 'api::berita.berita';
const PUBLICATION = 'api::berita.berita-publikasi';
/** Items flipped per run at most (the next run takes the rest). */
const BATCH = 100;

export async function recordPublication(
  strapi: Core.Strapi,
  beritaId: number,
  at: Date,
  via: 'admin' | 'jadwal',
  by: string | null,
): Promise<void> {
  await strapi.documents(PUBLICATION).create({
    data: { berita_id: beritaId, went_public_at: at.toISOString(), via, by: by ?? undefined },
  });
}

export async function removePublications(strapi: Core.Strapi, beritaId: number): Promise<void> {
  await strapi.db.query(PUBLICATION).deleteMany({ where: { berita_id: beritaId } });
}

/** Publishes every scheduled item whose time has come; returns the ids this call published. */
export async function publishDue(strapi: Core.Strapi, now: Date = new Date()): Promise<number[]> {
  const due = (await strapi.db.query(BERITA).findMany({
    where: { publication_status: 'scheduled', publish_at: { $lte: now } },
    select: ['id', 'publish_at'],
    orderBy: [{ publish_at: 'asc' }, { id: 'asc' }],
    limit: BATCH,
  })) as Array<{ id: number | string; publish_at: string | Date }>;
  const published: number[] = [];
  for (const row of due) {
    const id = numericId(row.id);
    const won = await strapi.db.transaction(async () => {
      const { count } = await strapi.db.query(BERITA).updateMany({
        where: { id, publication_status: 'scheduled' },
        data: { publication_status: 'published', updatedAt: now },
      });
      if (count !== 1) return false;
      await recordPublication(strapi, id, new Date(row.publish_at), 'jadwal', null);
      return true;
    });
    if (won) published.push(id);
  }
  return published;
}

/**
 * Runs `publishDue` now (what came due while no process ran) and then every `periodMs`; one run at a time. Returns
 * the function that stops it.
 */
export function startPublisher(strapi: Core.Strapi, periodMs: number): () => void {
  let running = false;
  let stopped = false;
  let lastWarning = 0;
  const run = async () => {
    if (running || stopped) return;
    running = true;
    try {
      const ids = await publishDue(strapi);
      if (ids.length > 0) strapi.log.info(`news: published on schedule: ${ids.join(', ')}`);
    } catch (error) {
      // a database outage would repeat this every run: once a minute is enough
      if (!stopped && Date.now() - lastWarning > 60_000) {
        lastWarning = Date.now();
        strapi.log.warn(`news: scheduled publishing failed, retrying every run (${(error as Error).message})`);
      }
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), periodMs);
  timer.unref();
  void run();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
