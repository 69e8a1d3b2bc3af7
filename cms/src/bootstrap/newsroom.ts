/**
 * Start-up duties of the newsroom (ADR 044, ADR 045):
 * - items written before it existed become published at their creation time, with their search text;
 * - a unique index on old slugs (two processes cannot give one old slug to two items);
 * - the scheduled-publishing timer of this process (every NEWS_PUBLISH_PERIOD_SECONDS, default 10; once at start,
 *   so what came due while no process ran goes out at once).
 * Every step is idempotent: each process runs them at its start.
 */
import type { Core } from '@strapi/strapi';
import { searchableText } from '../lib/content/search';
import { startPublisher } from '../api/berita/newsroom/publications';

const ALIAS_INDEX = 'hmrpl_berita_slug_aliases_unique';
const BATCH = 200;
/** The promise of publishing within 60 s of the time holds with any period up to 50 s. */
const PERIOD_RANGE = { min: 1, max: 50, fallback: 10 };

async function fillLegacyRows(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  const { tableName } = strapi.db.metadata.get('api::berita.berita');
  await knex(tableName).whereNull('publication_status').update({ publication_status: 'published' });
  await knex(tableName)
    .where('publication_status', 'published')
    .whereNull('publish_at')
    .update({ publish_at: knex.ref('created_at') });
  await knex(tableName).whereNull('preview_epoch').update({ preview_epoch: 0 });
  for (;;) {
    const rows = (await knex(tableName)
      .whereNull('search_text')
      .select('id', 'title', 'content')
      .limit(BATCH)) as Array<{
      id: number;
      title: string | null;
      content: string | null;
    }>;
    // one transaction per batch: one disk sync instead of one per row
    await knex.transaction(async (trx) => {
      for (const row of rows) {
        await trx(tableName)
          .where({ id: row.id })
          .update({ search_text: searchableText(row.title ?? '', row.content ?? '') });
      }
    });
    if (rows.length < BATCH) return;
  }
}

async function ensureAliasIndex(strapi: Core.Strapi): Promise<void> {
  const { tableName } = strapi.db.metadata.get('api::berita.berita-alias');
  try {
    await strapi.db.connection.raw(`CREATE UNIQUE INDEX IF NOT EXISTS ${ALIAS_INDEX} ON ${tableName} (slug)`);
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    // 23505 / 42P07: another process made it at the same moment
    if (code !== '23505' && code !== '42P07') throw error;
  }
}

/** Prepares the newsroom's data and starts this process's publisher; returns the function that stops it. */
export async function startNewsroom(strapi: Core.Strapi): Promise<() => void> {
  await fillLegacyRows(strapi);
  await ensureAliasIndex(strapi);
  const configured = Number(strapi.config.get('server.hmrpl.newsPublishPeriodSeconds', PERIOD_RANGE.fallback));
  const seconds = Number.isFinite(configured)
    ? Math.min(PERIOD_RANGE.max, Math.max(PERIOD_RANGE.min, configured))
    : PERIOD_RANGE.fallback;
  return startPublisher(strapi, seconds * 1000);
}
