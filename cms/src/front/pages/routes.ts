/**
 * The SPA's addresses and SWR keys as the server writes them (the same as web/src/config/paths.ts and the features'
 * keys; the unit test cms/src/front/pages/__tests__/routes.test.ts fails when they drift apart). Which pages exist is
 * the page table (src/front/site.ts, from each type's declaration); this file names the addresses they share.
 */

export const HOME_PATH = '/';
export const NEWS_PATH = '/berita';
export const ABOUT_PATH = '/tentang';
export const ACTIVITIES_PATH = '/kegiatan';
export const PROGRAMS_PATH = '/proker';
const NEWS_DETAIL_PREFIX = '/berita/';
const CABINET_ARCHIVE_PREFIX = '/tentang/kabinet/';
const ACTIVITY_DETAIL_PREFIX = '/kegiatan/';
const PROGRAM_DETAIL_PREFIX = '/proker/';
export const LOGIN_PATH = '/login';
export const ADMIN_PREFIX = '/admin';

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
/** The SWR key of GET /api/kabinet/{slug}, with `?pratinjau=` when the page is a preview link. */
export const cabinetKey = (slug: string, previewToken?: string) =>
  `/api/kabinet/${encodeURIComponent(slug)}${previewToken === undefined ? '' : `?pratinjau=${encodeURIComponent(previewToken)}`}`;
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
 * The SWR keys of GET /api/proker[?kabinet={slug}] and GET /api/proker/{slug} (web/src/features/proker/api/get-proker.ts):
 * no cabinet is the active one's list.
 */
export const programListKey = (kabinetSlug?: string) =>
  `/api/proker${kabinetSlug ? `?kabinet=${encodeURIComponent(kabinetSlug)}` : ''}`;
export const programDetailKey = (slug: string) => `/api/proker/${encodeURIComponent(slug)}`;
/** The public page of one program of work. */
export const programDetailPath = (slug: string) => `${PROGRAM_DETAIL_PREFIX}${encodeURIComponent(slug)}`;

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
