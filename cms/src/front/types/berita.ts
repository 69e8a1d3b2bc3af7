/**
 * News (berita) on the public side: its reads (the latest stories, a page or a search, one story), SE-NEWS (/berita:
 * a page of stories, or a search, which is not indexed) and one story's page (schema.org NewsArticle; an old slug
 * answers 301; a preview link is never indexed), with their sitemap entries. See ADR 022, ADR 044 and ADR 055.
 */
import type { Core } from '@strapi/strapi';
import type { NewsDetail, NewsPage } from '@hmrpl/contract';
import { serviceOf } from '../../lib/strapi/documents';
import { previewParam } from '../../lib/cache/preview';
import { pageParam } from '../../lib/http/request-params';
import { searchWords } from '../../lib/content/search';
import {
  HOME_PATH,
  NEWS_PATH,
  newsDetailKey,
  newsDetailPath,
  newsPageKey,
  pageFromQuery,
  searchFromQuery,
} from '../pages/routes';
import { imagePreload, newsAlt, socialImage } from '../pages/images';
import { SITE_NAME, notFoundPage, plain, titled, type PageContent, type SiteFacts } from '../pages/site';
import { NEWEST_FIRST, PUBLISHED, toNewsRow, type NewsRow } from '../pages/feeds';
import { api, listPage, metaLastPage, slugParam, type QueryParser } from '../edge/reads';
import { newestOf, siteType, type SitemapRun } from '../declare';
import { trashable } from '../../lib/trash/trash';
import { giveAliasesBack, takeAliases } from '../../api/berita/newsroom/slug-aliases';
import { removeRevisions } from '../../api/berita/newsroom/revisions';
import { removePublications } from '../../api/berita/newsroom/publications';

type Strapi = Core.Strapi;

const NEWS_LIST_MODULE = 'src/app/routes/public/news-list.tsx';
const NEWS_DETAIL_MODULE = 'src/app/routes/public/news-detail.tsx';
/** A sitemap file holds at most 50,000 URLs. */
const SITEMAP_MAX_NEWS = 45_000;

/** The title of a search on /berita (web/src/app/routes/public/news-list.tsx says the same). */
const searchTitle = (q: string, page: number) => `Pencarian “${q}” – SE-NEWS${page > 1 ? ` (halaman ${page})` : ''}`;

/** `/berita?page=n&q=words`: a page of published stories, or a search. */
async function newsPage(strapi: Strapi, query: Record<string, unknown>): Promise<PageContent> {
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
      routeModule: NEWS_LIST_MODULE,
    });
  }
  return plain({
    title: titled(shownPage > 1 ? `SE-NEWS (halaman ${shownPage})` : 'SE-NEWS'),
    description: 'SE-NEWS: berita dan kabar terbaru dari HMRPL Telkom University.',
    canonicalPath: shownPage > 1 ? `${NEWS_PATH}?page=${shownPage}` : NEWS_PATH,
    image: newest ? await socialImage(strapi, newest, newsAlt(newest)) : null,
    data: [[newsPageKey(page), JSON.stringify(list)]],
    routeModule: NEWS_LIST_MODULE,
    // page 1's main story (web/src/features/berita/components/news-card.tsx, `main`)
    preloadImage: newest && page === 1 ? imagePreload(newest, '(min-width: 992px) 560px, 100vw') : undefined,
    lastPage: list.meta.last_page,
  });
}

/** `/berita/{slug}`: one story; 404 for a slug no visible story has, 301 for a slug it had before. */
async function newsDetailPage(
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
    // a preview link moves with a token made for the new slug (a token opens one slug only)
    const moved = found.previewToken;
    const location = `${newsDetailPath(found.slug)}${moved ? `?pratinjau=${encodeURIComponent(moved)}` : ''}`;
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
        author: { '@type': 'Organization', name: SITE_NAME, url: abs(HOME_PATH) },
        publisher: {
          '@type': 'Organization',
          name: SITE_NAME,
          logo: { '@type': 'ImageObject', url: abs('/favicon.svg') },
        },
      },
    ],
    data: [[newsDetailKey(slug, token), JSON.stringify(item)]],
    routeModule: NEWS_DETAIL_MODULE,
    // web/src/app/routes/public/news-detail.tsx
    preloadImage: imagePreload(item, '(min-width: 860px) 828px, 100vw'),
  });
}

/** `/api/berita?q=`: the search's folded words (`?q=Café` and `?q=cafe` are one entry), as the search reads them. */
const newsSearch: QueryParser = (value) => {
  const words = searchWords(value);
  return words.length > 0 ? words.join(' ') : undefined;
};
/** `/berita?q=`: the search as the page shows it (its title and first data carry the words as typed, trimmed). */
const newsPageSearch: QueryParser = (value) => searchFromQuery(value) || undefined;

/** The published stories of the sitemap, newest first (read once per sitemap: the home page's entry reads it too). */
const sitemapNews = (run: SitemapRun): Promise<NewsRow[]> =>
  run.once('berita', async () =>
    (
      await run.strapi.documents('api::berita.berita').findMany({
        filters: PUBLISHED,
        fields: ['slug', 'publish_at', 'createdAt', 'updatedAt'],
        sort: NEWEST_FIRST,
        limit: SITEMAP_MAX_NEWS,
      })
    ).map(toNewsRow),
  );

/** When a published story last changed (the news list's and the home page's lastmod). */
export async function newsChangedAt(run: SitemapRun): Promise<string | Date | undefined> {
  return (await sitemapNews(run)).reduce<string | Date | undefined>(
    (max, row) => (!max || new Date(row.updatedAt) > new Date(max) ? row.updatedAt : max),
    undefined,
  );
}

export const berita = siteType({
  sources: ['api::berita.berita', 'plugin::upload.file'],
  // a story in the trash keeps its revisions and publication record until it is removed for good; its old slugs are
  // free meanwhile (kept in the entry, given back on a restore where nobody took them)
  trash: {
    berita: trashable({
      uid: 'api::berita.berita',
      title: (row) => String(row.title ?? ''),
      slug: 'slug',
      detach: (strapi, id) => takeAliases(strapi, id),
      reattach: (strapi, id, kept) =>
        giveAliasesBack(strapi, id, Array.isArray(kept) ? kept.filter((slug) => typeof slug === 'string') : []),
      async purge(strapi, id) {
        await removeRevisions(strapi, id);
        await removePublications(strapi, id);
      },
    }),
  },
  unseen: {
    'api::berita.berita-revisi': 'earlier versions of a story, for the admins only',
    'api::berita.berita-alias': "a story's old slugs: written with the story, whose own write moves the version",
    'api::berita.berita-publikasi': 'the scheduled publisher moves the version itself when a story goes public',
  },
  reads: [
    api('/api/berita/terbaru'),
    api('/api/berita', { page: pageParam, q: newsSearch }, { pages: 'page', lastPage: metaLastPage }),
    api('/api/berita/:slug', {}, { params: { slug: slugParam }, preview: 'berita' }),
  ],
  pages: [
    {
      name: 'news',
      path: NEWS_PATH,
      query: { page: listPage, q: newsPageSearch },
      pages: 'page',
      routeModule: NEWS_LIST_MODULE,
      content: ({ strapi, query }) => newsPage(strapi, query),
      sitemap: async (run) => [{ path: NEWS_PATH, lastmod: newestOf(run, [await newsChangedAt(run)]) }],
    },
    {
      name: 'newsDetail',
      path: '/berita/:slug',
      params: { slug: slugParam },
      preview: 'berita',
      routeModule: NEWS_DETAIL_MODULE,
      content: ({ strapi, site, abs, slug, query }) => newsDetailPage(strapi, site, abs, slug, query),
      sitemap: async (run) =>
        (await sitemapNews(run)).map((row) => ({
          path: newsDetailPath(row.slug),
          lastmod: new Date(row.updatedAt).toISOString(),
        })),
    },
  ],
});
