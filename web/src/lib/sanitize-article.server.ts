/**
 * An article's HTML cleaned on the server, where there is no DOM for DOMPurify (src/entry-server.tsx, ADR 113): the
 * CMS's own sanitizer with the same allow-list (cms/src/lib/content/sanitize-html.ts, the one it applies on write).
 * The server build takes this file in place of ./sanitize-article.ts (vite.config.ts); the browser's build never holds
 * it. React keeps the server's copy when it hydrates; the browser's DOMPurify cleans every later one.
 */
import { sanitizeNewsHtml } from '@cms-content/sanitize-html';

export function sanitizeArticle(html: string): string {
  return sanitizeNewsHtml(html);
}
