/**
 * The head and first data of SE-NEWS (/berita: a page of stories, or a search, which is not indexed) and of one story
 * (schema.org NewsArticle; an old slug answers 301; a preview link is never indexed). See ADR 022 and ADR 044.
 */
import type { Core } from '@strapi/strapi';
import type { NewsDetail, NewsPage } from '@hmrpl/contract';
import { serviceOf } from '../../lib/strapi/documents';
import { previewParam } from '../../lib/cache/preview';
import {
  PUBLIC_PATHS,
  ROUTE_MODULES,
  newsDetailKey,
  newsDetailPath,
  newsPageKey,
  pageFromQuery,
  searchFromQuery,
} from '../pages/routes';
import { imagePreload, newsAlt, socialImage } from '../pages/images';
import { SITE_NAME, notFoundPage, plain, titled, type PageContent, type SiteFacts } from '../pages/site';

type Strapi = Core.Strapi;

/** The title of a search on /berita (web/src/app/routes/public/news-list.tsx says the same). */
const searchTitle = (q: string, page: number) => `Pencarian “${q}” – SE-NEWS${page > 1 ? ` (halaman ${page})` : ''}`;

/** `/berita?page=n&q=words`: a page of published stories, or a search. */
export async function newsPage(strapi: Strapi, query: Record<string, unknown>): Promise<PageContent> {
  const page = pageFromQuery(query.page);
  const q = searchFromQuery(query.q);
  const list: NewsPage = await serviceOf(strapi, 'api::berita.berita').listPage(page, q);
  const newest = list.data[0];
  const shownPage = page;
  if (q) {
    // a search: not a page of its own for crawlers
    return plain({
      title: titled(searchTitle(q, page)),
      description: 'SE-NEWS: berita dan kabar terbaru dari HMRPL Telkom University.',
      canonicalPath: null,
      noindex: true,
      data: [[newsPageKey(page, q), JSON.stringify(list)]],
      routeModule: ROUTE_MODULES.news,
    });
  }
  return plain({
    title: titled(shownPage > 1 ? `SE-NEWS (halaman ${shownPage})` : 'SE-NEWS'),
    description: 'SE-NEWS: berita dan kabar terbaru dari HMRPL Telkom University.',
    canonicalPath: shownPage > 1 ? `${PUBLIC_PATHS.news}?page=${shownPage}` : PUBLIC_PATHS.news,
    image: newest ? await socialImage(strapi, newest, newsAlt(newest)) : null,
    data: [[newsPageKey(page), JSON.stringify(list)]],
    routeModule: ROUTE_MODULES.news,
    // page 1's main story (web/src/features/berita/components/news-card.tsx, `main`)
    preloadImage: newest && page === 1 ? imagePreload(newest, '(min-width: 992px) 560px, 100vw') : undefined,
    lastPage: list.meta.last_page,
  });
}

/** `/berita/{slug}`: one story; 404 for a slug no visible story has, 301 for a slug it had before. */
export async function newsDetailPage(
  strapi: Strapi,
  site: SiteFacts,
  abs: (path: string) => string,
  slug: string,
  query: Record<string, unknown>,
): Promise<PageContent> {
  // a preview link (`?pratinjau=`) may open an item visitors cannot see yet; the page is then noindex and never
  // cached (src/front/pages/serve.ts)
  const token = previewParam(query);
  const found = await serviceOf(strapi, 'api::berita.berita').lookupSlug(slug, token);
  if (found.kind === 'missing') return notFoundPage(site);
  if (found.kind === 'moved') {
    const location = `${newsDetailPath(found.slug)}${token === undefined ? '' : `?pratinjau=${encodeURIComponent(token)}`}`;
    return { ...notFoundPage(site), status: 301, location, routeModule: undefined };
  }
  const item: NewsDetail = found.item;
  const path = newsDetailPath(item.slug);
  const image = await socialImage(strapi, item, newsAlt(item));
  return plain({
    title: titled(item.title),
    description: item.excerpt || site.description,
    canonicalPath: token === undefined ? path : null,
    noindex: token !== undefined,
    type: 'article',
    image,
    publishedTime: item.date,
    modifiedTime: item.updated_at,
    jsonLd: [
      {
        '@type': 'NewsArticle',
        headline: item.title.slice(0, 110),
        description: item.excerpt,
        ...(image ? { image: [abs(image.path)] } : {}),
        datePublished: item.date,
        dateModified: item.updated_at,
        mainEntityOfPage: abs(path),
        author: { '@type': 'Organization', name: SITE_NAME, url: abs(PUBLIC_PATHS.home) },
        publisher: {
          '@type': 'Organization',
          name: SITE_NAME,
          logo: { '@type': 'ImageObject', url: abs('/favicon.svg') },
        },
      },
    ],
    data: [[newsDetailKey(slug, token), JSON.stringify(item)]],
    routeModule: ROUTE_MODULES.newsDetail,
    // web/src/app/routes/public/news-detail.tsx
    preloadImage: imagePreload(item, '(min-width: 860px) 828px, 100vw'),
  });
}
