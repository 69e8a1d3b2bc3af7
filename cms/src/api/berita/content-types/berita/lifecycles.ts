/**
 * Every write of a news item, also from the Strapi dashboard (/cms), stores sanitized HTML with a matching excerpt and
 * search text, and a published item has its publication time: the site's own routes do all of this first
 * (src/api/berita/services/berita.ts), this covers the rest. Sanitizing is idempotent, so the second pass changes
 * nothing for content that came through the routes.
 */
import { makeExcerpt } from '../../../../lib/content/excerpt';
import { sanitizeNewsHtml } from '../../../../lib/content/sanitize-html';
import { searchableText } from '../../../../lib/content/search';

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

export default {
  beforeCreate: clean,
  beforeUpdate: clean,
};
