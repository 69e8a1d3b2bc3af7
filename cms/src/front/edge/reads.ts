/**
 * The shape of a public read the edge answers (src/front/edge/edge.ts): its path, the query parameters it reads and
 * the parsers its controller reads them with. The cache key is built from these alone, and a miss reaches Strapi with
 * only these parameters, so an answer depends on its key and nothing else. Each content type declares its reads
 * (src/front/types/<type>.ts, with `api`, `feed` and the shared parsers below); src/front/site.ts joins them into the
 * table the edge reads, and the content they show moves the cache version. See ADR 041 and ADR 055.
 */
import type { ParsedUrlQuery } from 'node:querystring';
import { isSlug } from '../../lib/http/request-params';
import type { PreviewKind } from '../../lib/cache/preview-token';
import { pageFromQuery } from '../pages/routes';

export type { PreviewKind };

type QueryValue = string | string[] | undefined;
/** A query parameter's parser: the value the controller will read, or undefined to leave the parameter out. */
export type QueryParser = (value: QueryValue, query: ParsedUrlQuery) => string | number | undefined;
/**
 * A path parameter's parser (given the decoded segment): the value, or null when no entry can have it. Every null
 * value shares one key, answered as the controller answers one of them.
 */
export type SegmentParser = (segment: string) => string | null;

/**
 * `api`: JSON under /api, whatever the request's Accept says. `page`: the SPA's HTML with the page's head and first
 * data (src/front/pages), whatever the request's Accept says (ADR 060); other spellings of its path are redirected to
 * the canonical one. `feed`: sitemap, RSS, robots.txt, calendars: any Accept, canonical path like pages.
 */
export type ReadKind = 'api' | 'page' | 'feed';

export interface PublicRead {
  kind: ReadKind;
  /** `/api/berita/:slug`; literal segments compare without case; a parameter may end in a literal (`:slug.ics`). */
  path: string;
  /** The query parameters the read uses, in key order, with their parsers. */
  query: Record<string, QueryParser>;
  /** Parsers of the path parameters (default: any non-empty segment). */
  params?: Record<string, SegmentParser>;
  /**
   * A paged read: the query parameter holding the page number. Page numbers past the last page are clamped to the
   * first empty one (last + 1), once an answer at this cache version told the last page (`lastPage`).
   */
  pages?: string;
  /** Where a JSON answer says its last page (pages reports it through src/lib/cache/answer-hints.ts instead). */
  lastPage?: (body: unknown) => number | undefined;
  /**
   * A read a preview link may open (`?pratinjau=`, src/lib/cache/preview-token.ts): a token signed for this kind of
   * item and this `:slug` sends the request past the cache (never stored nor answered from it, ADR 061).
   */
  preview?: PreviewKind;
}

type Options = Omit<PublicRead, 'kind' | 'path' | 'query'>;
export const read =
  (kind: ReadKind) =>
  (path: string, query: Record<string, QueryParser> = {}, options: Options = {}): PublicRead => ({
    kind,
    path,
    query,
    ...options,
  });
export const api = read('api');
export const feed = read('feed');

// ── parsers several reads share (the controllers' own) ─────────────────────────────────────────────────────────────
/** A slug as the controllers read it (src/lib/http/request-params.ts `isSlug`), for any read with a slug. */
export const slugParam: SegmentParser = (segment) => (isSlug(segment) ? segment : null);
/** `/berita?page=n` as the SPA reads it; page 1 is the page without the parameter (its canonical URL). */
export const listPage: QueryParser = (value) => {
  const page = pageFromQuery(value);
  return page > 1 ? page : undefined;
};
/** Where the paged shape (`{ data, meta }`) says its last page. */
export const metaLastPage = (body: unknown) => (body as { meta?: { last_page?: number } } | null)?.meta?.last_page;
