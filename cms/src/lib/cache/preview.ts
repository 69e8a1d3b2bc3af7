/**
 * The preview rule of every cache (ADR 044): a request that carries the `pratinjau` parameter (any value, empty
 * included) is never answered from a cache and its answer is never stored: it goes through the whole stack, and
 * leaves with `Cache-Control: no-store`, `X-Robots-Tag: noindex, nofollow` and `Referrer-Policy: no-referrer` (the
 * token must not travel on in a Referer header). Used by the edge (src/front/edge/edge.ts), the
 * pages (src/front/pages/serve.ts) and the news controller.
 */
import type { Context } from 'koa';

export const PREVIEW_PARAM = 'pratinjau';

/** True when the query names `pratinjau` at all. */
export const carriesPreview = (query: Record<string, unknown>): boolean =>
  Object.prototype.hasOwnProperty.call(query, PREVIEW_PARAM);

/** The preview token a query carries ('' for an empty one; the first when repeated), or undefined without one. */
export function previewParam(query: Record<string, unknown>): string | undefined {
  if (!carriesPreview(query)) return undefined;
  const value = query[PREVIEW_PARAM];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
}

/** The headers of every answer to a preview request. */
export function markPreview(ctx: Context): void {
  ctx.set('Cache-Control', 'no-store');
  ctx.set('X-Robots-Tag', 'noindex, nofollow');
  ctx.set('Referrer-Policy', 'no-referrer');
}
