/**
 * Start-up duties of the newsroom (ADR 044, ADR 045):
 * - items written before it existed become published at their creation time, with their search text; the search's
 *   table is filled again from the published items;
 * - a unique index on old slugs (two processes cannot give one old slug to two items), and an index that answers the
 *   public lists (published, newest first) without reading the table;
 * - the scheduled-publishing timer of this process (every NEWS_PUBLISH_PERIOD_SECONDS, default 10; once at start,
 *   so what came due while no process ran goes out at once).
 * - versions saved before revisions named their author by account get the account their name fits (ADR 086);
 * Every step is idempotent: each process runs them at its start.
 */
import type { Core } from '@strapi/strapi';
import { searchableText } from '../lib/content/search';
import { startPublisher } from '../api/berita/newsroom/publications';
import { rebuildSearchTable } from '../api/berita/newsroom/search-query';
import { linkRevisionAuthors } from '../api/berita/newsroom/revisions';

const ALIAS_INDEX = 'hmrpl_berita_slug_aliases_unique';
/** Public lists and the search read published items newest first: this index answers them without a table scan. */
const PUBLISHED_INDEX = 'hmrpl_beritas_published';
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

/** `CREATE ... INDEX IF NOT EXISTS`, where another process making it at the same moment is no error. */
async function ensureIndex(strapi: Core.Strapi, sql: string): Promise<void> {
  try {
    await strapi.db.connection.raw(sql);
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    // 23505 / 42P07: another process made it at the same moment
    if (code !== '23505' && code !== '42P07') throw error;
  }
}

async function ensureIndexes(strapi: Core.Strapi): Promise<void> {
  const aliases = strapi.db.metadata.get('api::berita.berita-alias').tableName;
  const news = strapi.db.metadata.get('api::berita.berita').tableName;
  await ensureIndex(strapi, `CREATE UNIQUE INDEX IF NOT EXISTS ${ALIAS_INDEX} ON ${aliases} (slug)`);
  await ensureIndex(
    strapi,
    `CREATE INDEX IF NOT EXISTS ${PUBLISHED_INDEX} ON ${news} (publication_status, publish_at DESC, id DESC)`,
  );
}

/** Prepares the newsroom's data and starts this process's publisher; returns the function that stops it. */
export async function startNewsroom(strapi: Core.Strapi): Promise<() => void> {
  await fillLegacyRows(strapi);
  await linkRevisionAuthors(strapi);
  await ensureIndexes(strapi);
  await rebuildSearchTable(strapi);
  const configured = Number(strapi.config.get('server.hmrpl.newsPublishPeriodSeconds', PERIOD_RANGE.fallback));
  const seconds = Number.isFinite(configured)
    ? Math.min(PERIOD_RANGE.max, Math.max(PERIOD_RANGE.min, configured))
    : PERIOD_RANGE.fallback;
  return startPublisher(strapi, seconds * 1000);
}
