/**
 * Every write of a news item, also from the Strapi dashboard (/cms), stores sanitized HTML and a matching
 * excerpt: the site's own routes sanitize first (src/api/berita/services/berita.ts), this covers the rest.
 * Sanitizing is idempotent, so the second pass changes nothing for content that came through the routes.
 */
import { makeExcerpt } from '../../../../lib/content/excerpt';
import { sanitizeNewsHtml } from '../../../../lib/content/sanitize-html';

interface WriteEvent {
  params: { data?: { content?: unknown; excerpt?: unknown } };
}

function clean(event: WriteEvent) {
  const data = event.params.data;
  if (!data || typeof data.content !== 'string') return;
  const content = sanitizeNewsHtml(data.content);
  data.content = content;
  data.excerpt = makeExcerpt(content);
}

export default {
  beforeCreate: clean,
  beforeUpdate: clean,
};
