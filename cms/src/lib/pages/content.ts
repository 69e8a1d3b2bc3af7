/**
 * What a page's HTML carries besides the app: its head (title, description, canonical URL, Open Graph,
 * Twitter card, JSON-LD) and the answers of the public calls it shows first.
 *
 * The answers come from the same services the /api controllers call, serialised the way Koa serialises a
 * controller's body (`JSON.stringify`), so each embedded answer is byte for byte the /api body (proved in
 * cms/tests/public-pages.int.test.ts). They are keyed by the SWR key of the call in the SPA.
 */
import type { Core } from '@strapi/strapi';
import type {
  GalleryPage,
  LatestNews,
  NewsDetail,
  NewsItem,
  NewsPage,
  RecruitmentResponse,
  Awarding,
} from '@hmrpl/contract';
import { HttpError } from '../http/errors';
import { serviceOf } from '../strapi/documents';
import {
  GALLERY_FIRST_PAGE,
  PUBLIC_PATHS,
  ROUTE_MODULES,
  galleryInfiniteKey,
  newsDetailKey,
  newsDetailPath,
  newsPageKey,
  pageFromQuery,
  type PageMatch,
} from './routes';

export const SITE_NAME = 'HMRPL Telkom University';
export const SITE_DESCRIPTION =
  'HMRPL Telkom University: Himpunan Mahasiswa Rekayasa Perangkat Lunak, Kabinet SYVELTA 2024/2025.';
const ORGANIZATION_LEGAL_NAME = 'Himpunan Mahasiswa Rekayasa Perangkat Lunak Telkom University';
/** The association's profiles (the same defaults as web/src/config/env.ts). */
const SOCIAL_PROFILES = [
  'https://www.instagram.com/hmrpl.telu/',
  'https://www.linkedin.com/company/hmrpl-telkom-university/',
];

export interface PageImage {
  /** Root-relative (`/storage/...`); made absolute when written. */
  path: string;
  width: number | null;
  height: number | null;
  alt: string;
}

export interface PageContent {
  status: 200 | 404;
  /** The whole document title. */
  title: string;
  description: string;
  /** Root-relative canonical path; null for pages that are not indexed. */
  canonicalPath: string | null;
  noindex: boolean;
  type: 'website' | 'article';
  image: PageImage | null;
  publishedTime?: string;
  modifiedTime?: string;
  /** JSON-LD objects (absolute URLs); `@context` is added when written. */
  jsonLd: Array<Record<string, unknown>>;
  /** [SWR key, JSON text of the /api answer]. */
  data: Array<[string, string]>;
  /** Source path of the route's module in Vite's manifest (its chunk and CSS are preloaded). */
  routeModule?: string;
  /** The page's largest image, preloaded with the srcset and sizes the SPA will draw it with. */
  preloadImage?: { href: string; srcset?: string; sizes: string };
  /** A paged page: its last page (the edge clamps page numbers past it). */
  lastPage?: number;
}

/** The srcset the SPA's ResponsiveImage builds (web/src/lib/storage.ts, storageSrcSet). */
function imagePreload(
  item: Pick<NewsItem, 'image_path' | 'image_formats' | 'image_width'>,
  sizes: string,
): PageContent['preloadImage'] {
  if (!item.image_path) return undefined;
  const entries = Object.values(item.image_formats ?? {})
    .filter((format): format is NonNullable<typeof format> => Boolean(format))
    .map((format) => ({ url: storageUrl(format.path), width: format.width }));
  if (item.image_width) entries.push({ url: storageUrl(item.image_path), width: item.image_width });
  const byWidth = new Map<number, string>();
  for (const entry of entries.sort((a, b) => a.width - b.width)) byWidth.set(entry.width, entry.url);
  const srcset = [...byWidth].map(([width, url]) => `${url} ${width}w`).join(', ');
  return { href: storageUrl(item.image_path), srcset: srcset || undefined, sizes };
}

/** `origin` + a root-relative path; absolute URLs stay as they are. */
export const absoluteUrl = (origin: string, path: string) =>
  /^https?:\/\//i.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;

const titled = (title?: string) => (title ? `${title} | ${SITE_NAME}` : SITE_NAME);
const storageUrl = (path: string) =>
  path.startsWith('/') || /^https?:/i.test(path)
    ? path
    : `/storage/${path.split('/').map(encodeURIComponent).join('/')}`;

type Strapi = Core.Strapi;
const services = (strapi: Strapi) => ({
  berita: () => serviceOf(strapi, 'api::berita.berita'),
  galeri: () => serviceOf(strapi, 'api::galeri.galeri'),
  awarding: () => serviceOf(strapi, 'api::awarding.awarding'),
  rekrutmen: () => serviceOf(strapi, 'api::rekrutmen.rekrutmen'),
});

/** The 1200-wide rendition of a stored image, when the upload plugin made one; else the original. */
async function socialImage(
  strapi: Strapi,
  item: Pick<NewsItem, 'image_path' | 'image_width' | 'image_height'>,
  alt: string,
): Promise<PageImage | null> {
  if (!item.image_path) return null;
  const original: PageImage = {
    path: storageUrl(item.image_path),
    width: item.image_width ?? null,
    height: item.image_height ?? null,
    alt,
  };
  if (/^https?:/i.test(item.image_path)) return original;
  const file = (await strapi.db.query('plugin::upload.file').findOne({
    where: { url: `/uploads/${item.image_path}` },
    select: ['formats'],
  })) as { formats?: Record<string, { url?: string; width?: number; height?: number }> | null } | null;
  const social = file?.formats?.social;
  if (social?.url && social.width) {
    return {
      path: storageUrl(social.url.replace(/^\/uploads\//, '')),
      width: social.width,
      height: social.height ?? null,
      alt,
    };
  }
  return original;
}

const newsAlt = (item: NewsItem) => (item as NewsItem & { image_alt?: string | null }).image_alt?.trim() || item.title;

function notFoundPage(): PageContent {
  return {
    status: 404,
    title: titled('Halaman tidak ditemukan'),
    description: SITE_DESCRIPTION,
    canonicalPath: null,
    noindex: true,
    type: 'website',
    image: null,
    jsonLd: [],
    data: [],
    routeModule: ROUTE_MODULES.notFound,
  };
}

const plain = (
  content: Omit<PageContent, 'status' | 'noindex' | 'type' | 'image' | 'jsonLd' | 'data'> & Partial<PageContent>,
): PageContent => ({
  status: 200,
  noindex: false,
  type: 'website',
  image: null,
  jsonLd: [],
  data: [],
  ...content,
});

/** The site's own head, not indexed, no data: private pages, and any page while the database is away. */
export const pageWithoutData = (): PageContent =>
  plain({ title: SITE_NAME, description: SITE_DESCRIPTION, canonicalPath: null, noindex: true });

/** The head and first data of a page; `query` is the request's query (for `/berita?page=n`). */
export async function pageContent(
  strapi: Strapi,
  match: PageMatch,
  query: Record<string, unknown>,
  origin: string,
): Promise<PageContent> {
  const s = services(strapi);
  const abs = (path: string) => absoluteUrl(origin, path);
  switch (match.kind) {
    case 'private':
      return pageWithoutData();
    case 'notFound':
      return notFoundPage();
    case 'home': {
      const [poster, latest, awarding, gallery] = await Promise.all([
        s.rekrutmen().current(),
        s.berita().latest(),
        s.awarding().get(),
        s.galeri().page(GALLERY_FIRST_PAGE.page, GALLERY_FIRST_PAGE.limit),
      ]);
      const newest = latest[0];
      return plain({
        title: SITE_NAME,
        description: SITE_DESCRIPTION,
        canonicalPath: PUBLIC_PATHS.home,
        image: newest ? await socialImage(strapi, newest, newsAlt(newest)) : null,
        jsonLd: [
          {
            '@type': 'Organization',
            name: SITE_NAME,
            legalName: ORGANIZATION_LEGAL_NAME,
            alternateName: 'HMRPL',
            url: abs(PUBLIC_PATHS.home),
            logo: abs('/favicon.svg'),
            sameAs: SOCIAL_PROFILES,
          },
        ],
        data: [
          ['/api/rekrutmen', JSON.stringify(poster satisfies RecruitmentResponse)],
          ['/api/berita/terbaru', JSON.stringify(latest satisfies LatestNews)],
          ['/api/awarding', JSON.stringify(awarding satisfies Awarding)],
          // useSWRInfinite's value is the list of pages
          [galleryInfiniteKey(), `[${JSON.stringify(gallery satisfies GalleryPage)}]`],
        ],
      });
    }
    case 'about':
      return plain({
        title: titled('Tentang Kami'),
        description: 'Tentang HMRPL Telkom University: visi, misi, dan struktur organisasi Kabinet SYVELTA 2024/2025.',
        canonicalPath: PUBLIC_PATHS.about,
        routeModule: ROUTE_MODULES.about,
      });
    case 'activities':
      return plain({
        title: titled('Kegiatan'),
        description: 'Kalender kegiatan HMRPL Telkom University.',
        canonicalPath: PUBLIC_PATHS.activities,
        routeModule: ROUTE_MODULES.activities,
      });
    case 'aspiration':
      return plain({
        title: titled('SE-Aspirasi'),
        description: 'SE-Aspirasi: sampaikan aspirasi, kritik, dan saran untuk HMRPL Telkom University.',
        canonicalPath: PUBLIC_PATHS.aspiration,
        routeModule: ROUTE_MODULES.aspiration,
      });
    case 'recruitment': {
      const posters = await s.rekrutmen().current();
      const newest = posters.data[0];
      return plain({
        title: titled('SE-Rekrutmen'),
        description: 'SE-Rekrutmen: poster open recruitment HMRPL Telkom University.',
        canonicalPath: PUBLIC_PATHS.recruitment,
        image: newest ? { path: newest.poster_url, width: null, height: null, alt: 'Poster rekrutmen HMRPL' } : null,
        data: [['/api/rekrutmen', JSON.stringify(posters)]],
        routeModule: ROUTE_MODULES.recruitment,
      });
    }
    case 'news': {
      const page = pageFromQuery(query.page);
      const list: NewsPage = await s.berita().listPage(page);
      const newest = list.data[0];
      const shownPage = page;
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
    case 'newsDetail': {
      let item: NewsDetail;
      try {
        item = await s.berita().detailBySlug(match.slug);
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return notFoundPage();
        throw error;
      }
      const path = newsDetailPath(item.slug);
      const image = await socialImage(strapi, item, newsAlt(item));
      return plain({
        title: titled(item.title),
        description: item.excerpt || SITE_DESCRIPTION,
        canonicalPath: path,
        type: 'article',
        image,
        publishedTime: item.created_at,
        modifiedTime: item.updated_at,
        jsonLd: [
          {
            '@type': 'NewsArticle',
            headline: item.title.slice(0, 110),
            description: item.excerpt,
            ...(image ? { image: [abs(image.path)] } : {}),
            datePublished: item.created_at,
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
        data: [[newsDetailKey(match.slug), JSON.stringify(item)]],
        routeModule: ROUTE_MODULES.newsDetail,
        // web/src/app/routes/public/news-detail.tsx
        preloadImage: imagePreload(item, '(min-width: 860px) 828px, 100vw'),
      });
    }
  }
}
