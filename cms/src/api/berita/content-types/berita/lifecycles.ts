/**
 * Every write of a news item, also from the Strapi dashboard (/cms), stores sanitized HTML with a matching excerpt and
 * search text, and a published item has its publication time: the site's own routes do all of this first
 * (src/api/berita/services/berita.ts), this covers the rest. Sanitizing is idempotent, so the second pass changes
 * nothing for content that came through the routes. After every write the item's row of the search table follows
 * (src/api/berita/newsroom/search-query.ts), in the same transaction.
 */
import { makeExcerpt } from '../../../../lib/content/excerpt';
import { sanitizeNewsHtml } from '../../../../lib/content/sanitize-html';
import { searchableText } from '../../../../lib/content/search';
import { syncSearchRows } from '../../newsroom/search-query';

interface WriteEvent {
  params: {
    data?: {
      title?: unknown;
      content?: unknown;
      excerpt?: unknown;
      search_text?: unknown;
      publication_status?: unknown;
      publish_at?: unknown;
    };
    where?: unknown;
  };
}

/** The stored title of the entry an update targets (the dashboard may send the content alone). */
async function storedTitle(where: unknown): Promise<string> {
  if (!where) return '';
  const row = (await strapi.db.query('api::berita.berita').findOne({ where, select: ['title'] })) as {
    title?: string | null;
  } | null;
  return row?.title ?? '';
}

async function clean(event: WriteEvent) {
  const data = event.params.data;
  if (!data) return;
  if (typeof data.content === 'string') {
    const content = sanitizeNewsHtml(data.content);
    data.content = content;
    data.excerpt = makeExcerpt(content);
    const title = typeof data.title === 'string' ? data.title : await storedTitle(event.params.where);
    data.search_text = searchableText(title, content);
  }
  if (data.publication_status === 'published' && !data.publish_at) data.publish_at = new Date();
}

interface AfterEvent {
  result?: { id?: unknown } | null;
  params: { where?: unknown };
}

/** The ids a write touched, when the event says; else every item. */
function touched(event: AfterEvent): number[] | 'all' {
  const fromResult = Number(event.result?.id);
  if (Number.isInteger(fromResult) && fromResult > 0) return [fromResult];
  const where = (event.params.where ?? {}) as { id?: unknown };
  const id = typeof where.id === 'object' && where.id !== null ? (where.id as { $eq?: unknown }).$eq : where.id;
  return Number.isInteger(Number(id)) && Number(id) > 0 ? [Number(id)] : 'all';
}

const followSearch = (event: AfterEvent) => syncSearchRows(strapi, touched(event));

export default {
  beforeCreate: clean,
  beforeUpdate: clean,
  afterCreate: followSearch,
  afterUpdate: followSearch,
  afterUpdateMany: followSearch,
  afterDelete: followSearch,
  afterDeleteMany: () => syncSearchRows(strapi, 'all'),
};
