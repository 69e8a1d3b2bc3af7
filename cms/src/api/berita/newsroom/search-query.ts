/**
 * The search (ADR 045). Its own narrow table, `hmrpl_news_search` (item id, publication time, folded text), holds the
 * PUBLISHED items only: a scan reads just the text, never the wide news rows (their HTML, or on PostgreSQL their
 * compressed values). Every write of a news item resyncs its row (the lifecycles of the berita type, in the write's
 * own transaction: our API, the dashboard and the scheduled publisher alike), and each start rebuilds the whole table
 * from `beritas` in one statement, so it cannot drift.
 *
 * The query: every word tested with a plain substring function (`instr` on SQLite, `strpos` on PostgreSQL), so `%`,
 * `_`, quotes and backslashes are ordinary characters and both databases compare the same folded strings; newest
 * publication first; one page of ids and the total in one statement.
 */
import type { Core } from '@strapi/strapi';
import { usesPostgres } from '../../../lib/strapi/database';

const SEARCH_TABLE = 'hmrpl_news_search';
const BERITA = 'api::berita.berita';

interface SearchRow {
  id: number | string;
  total: number | string;
}

/**
 * PostgreSQL: the whole-table rebuild runs under this transaction lock, so two processes starting at once (or a start
 * beside a bulk delete) rebuild one after the other; without it the second one's delete misses the rows the first
 * one just inserted and its insert fails on their keys. SQLite writes one transaction at a time anyway.
 */
const SEARCH_REBUILD_LOCK_KEY = 7_160_451;

const newsTable = (strapi: Core.Strapi) => strapi.db.metadata.get(BERITA).tableName;
/** The knex transaction Strapi hands a `strapi.db.transaction` callback. */
type Transaction = Parameters<Parameters<Core.Strapi['db']['transaction']>[0]>[0]['trx'];

/** Creates the table when missing, then fills it again from the published items (each start; idempotent). */
export async function rebuildSearchTable(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  if (!(await knex.schema.hasTable(SEARCH_TABLE))) {
    try {
      await knex.schema.createTable(SEARCH_TABLE, (table) => {
        table.integer('berita_id').primary();
        table.timestamp('publish_at', { useTz: false });
        table.text('words');
        table.index(['publish_at', 'berita_id'], `${SEARCH_TABLE}_newest`);
      });
    } catch (error) {
      // another process made it at the same moment
      if (!(await knex.schema.hasTable(SEARCH_TABLE))) throw error;
    }
  }
  if (!usesPostgres(strapi)) await ensureTrigramIndex(strapi);
  await syncSearchRows(strapi, 'all');
}

/**
 * SQLite: a trigram index (FTS5) over the search table's words, kept by triggers, so a word of three or more
 * characters is found through the index instead of by reading every item's text (a substring match, like `instr`).
 * PostgreSQL reads its narrow table fast enough without one (ADR 045).
 */
const TRIGRAMS = `${SEARCH_TABLE}_trigram`;
async function ensureTrigramIndex(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  const existed = await knex.schema.hasTable(TRIGRAMS);
  if (!existed) {
    await knex.raw(
      `CREATE VIRTUAL TABLE IF NOT EXISTS ${TRIGRAMS} USING fts5(words, content='${SEARCH_TABLE}', content_rowid='berita_id', tokenize='trigram')`,
    );
  }
  const deleteOld = `INSERT INTO ${TRIGRAMS}(${TRIGRAMS}, rowid, words) VALUES ('delete', old.berita_id, old.words);`;
  const insertNew = `INSERT INTO ${TRIGRAMS}(rowid, words) VALUES (new.berita_id, new.words);`;
  for (const [name, event, body] of [
    ['ai', 'INSERT', insertNew],
    ['ad', 'DELETE', deleteOld],
    ['au', 'UPDATE', `${deleteOld} ${insertNew}`],
  ] as const) {
    await knex.raw(
      `CREATE TRIGGER IF NOT EXISTS ${TRIGRAMS}_${name} AFTER ${event} ON ${SEARCH_TABLE} BEGIN ${body} END`,
    );
  }
  // a new index (or one made before its triggers) is filled from the table once
  if (!existed) await knex.raw(`INSERT INTO ${TRIGRAMS}(${TRIGRAMS}) VALUES ('rebuild')`);
}

/** An FTS5 string for one word: a phrase in double quotes (a quote inside doubled), matched as a substring. */
const trigramPhrase = (word: string) => `"${word.replaceAll('"', '""')}"`;

/** Brings one item's search row in line with the item: present while it is published, gone otherwise. */
async function syncRow(strapi: Core.Strapi, trx: Transaction, id: number): Promise<void> {
  const row = (await trx(newsTable(strapi)).where({ id }).first('publication_status', 'publish_at', 'search_text')) as
    { publication_status: string | null; publish_at: unknown; search_text: string | null } | undefined;
  if (!row || row.publication_status !== 'published') {
    await trx(SEARCH_TABLE).where({ berita_id: id }).delete();
    return;
  }
  await trx(SEARCH_TABLE)
    .insert({ berita_id: id, publish_at: row.publish_at, words: row.search_text ?? '' })
    .onConflict('berita_id')
    .merge();
}

/**
 * After a write of news items (a lifecycle event): resync the items it touched, or everything when the event does
 * not say which. Runs in the write's transaction when there is one.
 */
export async function syncSearchRows(strapi: Core.Strapi, ids: number[] | 'all'): Promise<void> {
  await strapi.db.transaction(async ({ trx }) => {
    if (ids === 'all') {
      if (usesPostgres(strapi)) await trx.raw('SELECT pg_advisory_xact_lock(?)', [SEARCH_REBUILD_LOCK_KEY]);
      // one statement: what is published now, whatever was there
      await trx(SEARCH_TABLE).delete();
      await trx.raw(
        `INSERT INTO ${SEARCH_TABLE} (berita_id, publish_at, words) SELECT id, publish_at, search_text FROM ${newsTable(strapi)} WHERE publication_status = 'published'`,
      );
      return;
    }
    for (const id of ids) await syncRow(strapi, trx, id);
  });
}

export async function searchPublishedIds(
  strapi: Core.Strapi,
  words: string[],
  { offset, limit }: { offset: number; limit: number },
): Promise<{ ids: number[]; total: number }> {
  const knex = strapi.db.connection;
  const postgres = usesPostgres(strapi);
  const contains = postgres ? 'strpos(words, ?) > 0' : 'instr(words, ?) > 0';
  // SQLite: words of three characters or more through the trigram index, shorter ones by reading the text
  const indexed = postgres ? [] : words.filter((word) => [...word].length >= 3);
  const matching = () => {
    const query = knex(SEARCH_TABLE);
    if (indexed.length > 0)
      query.whereRaw(`berita_id IN (SELECT rowid FROM ${TRIGRAMS} WHERE ${TRIGRAMS} MATCH ?)`, [
        indexed.map(trigramPhrase).join(' '),
      ]);
    for (const word of words) if (!indexed.includes(word)) query.whereRaw(contains, [word]);
    return query;
  };
  const rows = (await matching()
    .select({ id: 'berita_id' }, knex.raw('count(*) over () as total'))
    .orderBy([
      { column: 'publish_at', order: 'desc' },
      { column: 'berita_id', order: 'desc' },
    ])
    .offset(offset)
    .limit(limit)) as SearchRow[];
  if (rows.length > 0) return { ids: rows.map((row) => Number(row.id)), total: Number(rows[0].total) };
  if (offset === 0) return { ids: [], total: 0 };
  // a page past the end: the count alone
  const [{ total }] = (await matching().count({ total: '*' })) as Array<{ total: number | string }>;
  return { ids: [], total: Number(total) };
}
