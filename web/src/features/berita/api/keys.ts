/**
 * The URLs of the public news reads, which are also their SWR keys. The CMS writes a page's first data under the
 * same keys (cms/src/front/pages/routes.ts; its unit test imports this file, so it stays free of imports).
 */
export const SEARCH_PARAM = 'q';
export const PREVIEW_PARAM = 'pratinjau';

/** GET /api/berita?page=n, or the search `&q=words`. */
export const newsPageUrl = (page: number, q = '') =>
  `/api/berita?page=${page}${q ? `&${SEARCH_PARAM}=${encodeURIComponent(q)}` : ''}`;

/** GET /api/berita/{slug}, with a preview link's token when the page was opened through one. */
export const newsDetailUrl = (slug: string, previewToken?: string | null) =>
  `/api/berita/${encodeURIComponent(slug)}${
    previewToken === undefined || previewToken === null ? '' : `?${PREVIEW_PARAM}=${encodeURIComponent(previewToken)}`
  }`;
