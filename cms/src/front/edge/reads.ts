/**
 * Every public read the edge answers (src/front/edge/edge.ts), one line each: its path, the query parameters it reads
 * and the parsers its controller reads them with. The cache key is built from this table alone, and a miss reaches
 * Strapi with only these parameters, so an answer depends on its key and nothing else. A new public read is one line
 * here, and its content type must also move the cache version (src/lib/cache/version.ts, `CACHED_SOURCES`).
 * See ADR 041.
 */
import type { ParsedUrlQuery } from 'node:querystring';
import { clampedInt, hasParam, isSlug, pageParam } from '../../lib/http/request-params';
import { GALLERY_LIMITS } from '../../api/galeri/services/galeri';
import { ACTIVITIES_CALENDAR_PATH, PUBLIC_PATHS, pageFromQuery, searchFromQuery } from '../pages/routes';
import { FEED_PATHS_LIST } from '../pages/feeds';
import { searchWords } from '../../lib/content/search';
import { activityTimeParam } from '../../lib/content/activity-input';
import { PREVIEW_PARAM } from '../../lib/cache/preview';

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
 * data (src/front/pages), for requests that accept HTML; other spellings of its path are redirected to the canonical
 * one. `feed`: sitemap, RSS, robots.txt, calendars: any Accept, canonical path like pages.
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
  /** Query parameters whose presence sends the request past the cache (never stored nor answered from it). */
  bypass?: string[];
}

type Options = Omit<PublicRead, 'kind' | 'path' | 'query'>;
const read =
  (kind: ReadKind) =>
  (path: string, query: Record<string, QueryParser> = {}, options: Options = {}): PublicRead => ({
    kind,
    path,
    query,
    ...options,
  });
const api = read('api');
const page = read('page');
const feed = read('feed');

// ── parsers (the controllers' own) ────────────────────────────────────────────────────────────────────────────────
/**
 * A slug as the news controller reads it (src/lib/http/request-params.ts `isSlug`), for any read with a slug.
 * @public
 */
export const slugParam: SegmentParser = (segment) => (isSlug(segment) ? segment : null);
const galleryPage: QueryParser = (value) => (hasParam(value) ? pageParam(value) : undefined);
const galleryLimit: QueryParser = (value, query) =>
  hasParam(query.page)
    ? clampedInt(value, { min: 1, max: GALLERY_LIMITS.maxLimit, fallback: GALLERY_LIMITS.defaultLimit })
    : undefined;
/** `/berita?page=n` as the SPA reads it; page 1 is the page without the parameter (its canonical URL). */
const newsListPage: QueryParser = (value) => {
  const page = pageFromQuery(value);
  return page > 1 ? page : undefined;
};
/** `/api/berita?q=`: the search's folded words (`?q=Café` and `?q=cafe` are one entry), as the search reads them. */
const newsSearch: QueryParser = (value) => {
  const words = searchWords(value);
  return words.length > 0 ? words.join(' ') : undefined;
};
/** `/berita?q=`: the search as the page shows it (its title and first data carry the words as typed, trimmed). */
const newsPageSearch: QueryParser = (value) => searchFromQuery(value) || undefined;
/** `/api/kegiatan?waktu=`: `lampau`, or `mendatang` for anything else. */
const activityTime: QueryParser = (value) => activityTimeParam(value);
/** The ended activities are paged; the upcoming list is one answer (no page). */
const activityPage: QueryParser = (value, query) =>
  activityTimeParam(query.waktu) === 'lampau' ? pageParam(value) : undefined;
/** `/kegiatan?page=n`: the page of ended activities the page embeds; page 1 has no parameter. */
const activityListPage = newsListPage;
const metaLastPage = (body: unknown) => (body as { meta?: { last_page?: number } } | null)?.meta?.last_page;
const topLastPage = (body: unknown) => (body as { last_page?: number } | null)?.last_page;

/** A preview link (`?pratinjau=`) goes past the cache: never stored, never answered from it (ADR 044). */
const PREVIEW = [PREVIEW_PARAM];

export const PUBLIC_READS: readonly PublicRead[] = [
  api('/api/berita/terbaru'),
  api('/api/berita', { page: pageParam, q: newsSearch }, { pages: 'page', lastPage: metaLastPage }),
  api('/api/berita/:slug', {}, { params: { slug: slugParam }, bypass: PREVIEW }),
  api('/api/galeri', { page: galleryPage, limit: galleryLimit }, { pages: 'page', lastPage: topLastPage }),
  api('/api/awarding'),
  api('/api/rekrutmen'),
  api('/api/kabinet'),
  api('/api/kabinet/aktif'),
  api('/api/kabinet/:slug', {}, { params: { slug: slugParam } }),
  api('/api/pengaturan'),
  api('/api/kegiatan', { waktu: activityTime, page: activityPage }, { pages: 'page', lastPage: metaLastPage }),
  api('/api/kegiatan/:slug', {}, { params: { slug: slugParam } }),
  // the calendars before the activity pages: `/kegiatan/{slug}.ics` is a feed, not a page
  feed(ACTIVITIES_CALENDAR_PATH),
  feed('/kegiatan/:slug.ics', {}, { params: { slug: slugParam } }),
  page(PUBLIC_PATHS.home),
  page(PUBLIC_PATHS.about),
  page(PUBLIC_PATHS.activities, { page: activityListPage }, { pages: 'page' }),
  page(PUBLIC_PATHS.aspiration),
  page(PUBLIC_PATHS.recruitment),
  page(PUBLIC_PATHS.news, { page: newsListPage, q: newsPageSearch }, { pages: 'page' }),
  page('/berita/:slug', {}, { params: { slug: slugParam }, bypass: PREVIEW }),
  page('/tentang/kabinet/:slug', {}, { params: { slug: slugParam } }),
  page('/kegiatan/:slug', {}, { params: { slug: slugParam } }),
  ...FEED_PATHS_LIST.map((path) => feed(path)),
];
