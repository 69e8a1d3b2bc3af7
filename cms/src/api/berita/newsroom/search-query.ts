/**
 * The search's query: published items whose `search_text` (folded title and text, src/lib/content/search.ts)
 * contains every word, newest first, one page of ids and the total in one statement. Plain substring tests (`instr`
 * on SQLite, `strpos` on PostgreSQL) read each word as it is: no LIKE wildcard or escape to get wrong, the same answer
 * on both databases. Measured by `npm run bench` on 10,000 items (ADR 045).
 */
import type { Core } from '@strapi/strapi';
import { usesPostgres } from '../../../lib/strapi/database';

interface SearchRow {
  id: number | string;
  total: number | string;
}

export async function searchPublishedIds(
  strapi: Core.Strapi,
  words: string[],
  { offset, limit }: { offset: number; limit: number },
): Promise<{ ids: number[]; total: number }> {
  const knex = strapi.db.connection;
  const { tableName } = strapi.db.metadata.get('api::berita.berita');
  const contains = usesPostgres(strapi) ? 'strpos(search_text, ?) > 0' : 'instr(search_text, ?) > 0';
  const matching = () => {
    const query = knex(tableName).where('publication_status', 'published');
    for (const word of words) query.whereRaw(contains, [word]);
    return query;
  };
  const rows = (await matching()
    .select('id', knex.raw('count(*) over () as total'))
    .orderBy([
      { column: 'publish_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .offset(offset)
    .limit(limit)) as SearchRow[];
  if (rows.length > 0) return { ids: rows.map((row) => Number(row.id)), total: Number(rows[0].total) };
  if (offset === 0) return { ids: [], total: 0 };
  // a page past the end: the count alone
  const [{ total }] = (await matching().count({ total: '*' })) as Array<{ total: number | string }>;
  return { ids: [], total: Number(total) };
}
