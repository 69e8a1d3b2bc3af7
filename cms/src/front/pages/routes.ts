/**
 * The SPA's routes as the server knows them (the same table as web/src/config/paths.ts; the unit test
 * cms/src/front/pages/__tests__/routes.test.ts fails when the two drift apart).
 *
 * `matchPage(path)` tells what a browser navigation is: a public page (with the data it shows first),
 * a private page (/login, /admin/*: `noindex`, no data) or an unknown path (404 with the SPA's 404 page).
 */
import { withoutTrailingSlashes } from '../../lib/content/strings';

export const PUBLIC_PATHS = {
  home: '/',
  about: '/tentang',
  activities: '/kegiatan',
  aspiration: '/aspirasi',
  recruitment: '/rekrutmen',
  news: '/berita',
} as const;

const NEWS_DETAIL_PREFIX = '/berita/';
const CABINET_ARCHIVE_PREFIX = '/tentang/kabinet/';
const ACTIVITY_DETAIL_PREFIX = '/kegiatan/';
export const LOGIN_PATH = '/login';
const ADMIN_PREFIX = '/admin';

export type PublicPageKind = keyof typeof PUBLIC_PATHS;

export type PageMatch =
  | { kind: PublicPageKind }
  | { kind: 'newsDetail'; slug: string }
  | { kind: 'cabinetArchive'; slug: string }
  | { kind: 'activityDetail'; slug: string }
  | { kind: 'private' }
  | { kind: 'notFound' };

/** Without a trailing slash (React Router reads `/berita/` as `/berita`). */
function normalizePath(path: string): string {
  return path.length > 1 ? withoutTrailingSlashes(path) || '/' : path;
}

export function matchPage(rawPath: string): PageMatch {
  const path = normalizePath(rawPath);
  if (path === LOGIN_PATH || path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`)) return { kind: 'private' };
  for (const [kind, route] of Object.entries(PUBLIC_PATHS) as [PublicPageKind, string][]) {
    if (path === route) return { kind };
  }
  // one segment after the prefix, decoded; a segment that does not decode is no page
  for (const [prefix, kind] of [
    [NEWS_DETAIL_PREFIX, 'newsDetail'],
    [CABINET_ARCHIVE_PREFIX, 'cabinetArchive'],
    [ACTIVITY_DETAIL_PREFIX, 'activityDetail'],
  ] as const) {
    if (!path.startsWith(prefix)) continue;
    const rest = path.slice(prefix.length);
    if (rest && !rest.includes('/')) {
      try {
        return { kind, slug: decodeURIComponent(rest) };
      } catch {
        return { kind: 'notFound' };
      }
    }
  }
  return { kind: 'notFound' };
}

/**
 * The SWR key of GET /api/berita/{slug}, with `?pratinjau=` when the page is a preview link
 * (web/src/features/berita/api/get-news-detail.ts).
 */
export const newsDetailKey = (slug: string, previewToken?: string) =>
  `/api/berita/${encodeURIComponent(slug)}${previewToken === undefined ? '' : `?pratinjau=${encodeURIComponent(previewToken)}`}`;
/** The SWR key of GET /api/berita?page=n[&q=words] (web/src/features/berita/api/get-news-page.ts). */
export const newsPageKey = (page: number, q = '') =>
  `/api/berita?page=${page}${q ? `&q=${encodeURIComponent(q)}` : ''}`;
/** The public page of one news item. */
export const newsDetailPath = (slug: string) => `${NEWS_DETAIL_PREFIX}${encodeURIComponent(slug)}`;
/** The page of a cabinet of the archive (web/src/config/paths.ts, `cabinetArchive`). */
export const cabinetArchivePath = (slug: string) => `${CABINET_ARCHIVE_PREFIX}${encodeURIComponent(slug)}`;
/** The SWR keys of the cabinet and settings reads (web/src/lib/site-content.ts). */
export const ACTIVE_CABINET_KEY = '/api/kabinet/aktif';
export const CABINET_LIST_KEY = '/api/kabinet';
export const SITE_SETTINGS_KEY = '/api/pengaturan';
export const cabinetKey = (slug: string) => `/api/kabinet/${encodeURIComponent(slug)}`;
/**
 * The SWR key of the gallery's first page: useSWRInfinite keys its pages as `$inf$` + the first page's key
 * (web/src/features/galeri/api/get-gallery-page.ts, `galleryPageUrl(1)`).
 */
export const GALLERY_FIRST_PAGE = { page: 1, limit: 6 } as const;
export const galleryInfiniteKey = () =>
  `$inf$/api/galeri?page=${GALLERY_FIRST_PAGE.page}&limit=${GALLERY_FIRST_PAGE.limit}`;

/** The SWR keys of GET /api/kegiatan (web/src/features/kegiatan/api/get-activities.ts). */
export const upcomingActivitiesKey = () => '/api/kegiatan?waktu=mendatang';
export const pastActivitiesKey = (page: number) => `/api/kegiatan?waktu=lampau&page=${page}`;
/** The SWR key of GET /api/kegiatan/{slug}. */
export const activityDetailKey = (slug: string) => `/api/kegiatan/${encodeURIComponent(slug)}`;
/** The public page of one activity, its `.ics` file, and the feed of every activity. */
export const activityDetailPath = (slug: string) => `${ACTIVITY_DETAIL_PREFIX}${encodeURIComponent(slug)}`;
export const activityCalendarPath = (slug: string) => `${ACTIVITY_DETAIL_PREFIX}${encodeURIComponent(slug)}.ics`;
export const ACTIVITIES_CALENDAR_PATH = '/kegiatan.ics';

/**
 * The route modules of the SPA (source paths in Vite's manifest), whose chunks a page preloads. The activities'
 * pages are two chunks each: the activities module (their own route table) and the page it loads lazily.
 */
export const ROUTE_MODULES: Partial<
  Record<PublicPageKind | 'newsDetail' | 'cabinetArchive' | 'activityDetail' | 'notFound', string | string[]>
> = {
  about: 'src/app/routes/public/about.tsx',
  cabinetArchive: 'src/app/routes/public/cabinet-archive.tsx',
  activities: ['src/app/routes/public/activities.tsx', 'src/app/routes/public/activities-page.tsx'],
  aspiration: 'src/app/routes/public/aspiration.tsx',
  recruitment: 'src/app/routes/public/recruitment.tsx',
  news: 'src/app/routes/public/news-list.tsx',
  newsDetail: 'src/app/routes/public/news-detail.tsx',
  activityDetail: ['src/app/routes/public/activities.tsx', 'src/app/routes/public/activity-detail.tsx'],
  notFound: 'src/app/routes/not-found.tsx',
};

/**
 * The page of `/berita?page=n` as the SPA reads it (web/src/components/ui/pagination.tsx, `pageFromQuery`):
 * the leading integer, at least 1, else 1. The embedded answer is that page's, under that page's key.
 */
export function pageFromQuery(value: unknown): number {
  const text = Array.isArray(value) ? value[0] : value;
  const page = Number.parseInt(typeof text === 'string' ? text : '', 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

/**
 * The search of `/berita?q=words` as the SPA reads it (web/src/app/routes/public/news-list.tsx, `searchFromQuery`):
 * the first value, trimmed; '' when there is none.
 */
export function searchFromQuery(value: unknown): string {
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' ? text.trim() : '';
}
