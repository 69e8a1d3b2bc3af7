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
  Cabinet,
  CabinetList,
  Activity,
  GalleryPage,
  LatestNews,
  NewsDetail,
  NewsItem,
  NewsPage,
  RecruitmentResponse,
  Awarding,
  SiteSettings,
} from '@hmrpl/contract';
import { HttpError } from '../http/errors';
import { pictureSources, storageUrl } from '../content/image-sources';
import { serviceOf } from '../strapi/documents';
import { previewParam } from '../cache/preview';
import { jakartaIsoString } from '../content/jakarta-time';
import {
  ACTIVE_CABINET_KEY,
  CABINET_LIST_KEY,
  ACTIVITIES_CALENDAR_PATH,
  GALLERY_FIRST_PAGE,
  PUBLIC_PATHS,
  ROUTE_MODULES,
  SITE_SETTINGS_KEY,
  cabinetArchivePath,
  cabinetKey,
  galleryInfiniteKey,
  newsDetailKey,
  newsDetailPath,
  newsPageKey,
  pageFromQuery,
  searchFromQuery,
  activityCalendarPath,
  activityDetailKey,
  activityDetailPath,
  pastActivitiesKey,
  upcomingActivitiesKey,
  type PageMatch,
} from './routes';

export const SITE_NAME = 'HMRPL Telkom University';
const ORGANIZATION_LEGAL_NAME = 'Himpunan Mahasiswa Rekayasa Perangkat Lunak Telkom University';

/** `Kabinet {name} {period}` of a cabinet (the pages' descriptions name the active one). */
const cabinetTitle = (cabinet: Pick<Cabinet, 'name' | 'period'>) => `Kabinet ${cabinet.name} ${cabinet.period}`;

/** The site's description: the association and its active cabinet. */
function siteDescription(cabinet: Pick<Cabinet, 'name' | 'period'> | null): string {
  return `HMRPL Telkom University: Himpunan Mahasiswa Rekayasa Perangkat Lunak${cabinet ? `, ${cabinetTitle(cabinet)}` : ''}.`;
}

/** What every page's head and footer need: the active cabinet (null when there is none) and the site settings. */
interface SiteFacts {
  cabinet: Cabinet | null;
  settings: SiteSettings;
  description: string;
}

export async function siteFacts(strapi: Core.Strapi): Promise<SiteFacts> {
  const [cabinet, settings] = await Promise.all([
    serviceOf(strapi, 'api::kabinet.kabinet').activeOrNull(),
    serviceOf(strapi, 'api::pengaturan.pengaturan').get(),
  ]);
  return { cabinet, settings, description: siteDescription(cabinet) };
}

/** The answers every public page embeds (the footer and the hero read them): the active cabinet and the settings. */
function siteData(site: SiteFacts): Array<[string, string]> {
  return [
    ...(site.cabinet ? [[ACTIVE_CABINET_KEY, JSON.stringify(site.cabinet satisfies Cabinet)] as [string, string]] : []),
    [SITE_SETTINGS_KEY, JSON.stringify(site.settings satisfies SiteSettings)],
  ];
}

/** The association as JSON-LD: its profiles (the settings) and its description (naming the active cabinet). */
function organization(site: SiteFacts, abs: (path: string) => string): Record<string, unknown> {
  const { instagram_url, linkedin_url, youtube_url } = site.settings;
  return {
    '@type': 'Organization',
    name: SITE_NAME,
    legalName: ORGANIZATION_LEGAL_NAME,
    alternateName: 'HMRPL',
    description: site.description,
    url: abs(PUBLIC_PATHS.home),
    logo: abs('/favicon.svg'),
    sameAs: [instagram_url, linkedin_url, youtube_url].filter((url): url is string => Boolean(url)),
    ...(site.settings.contact_email ? { email: site.settings.contact_email } : {}),
  };
}

/** A cabinet's logo as a page image (link previews). */
function cabinetLogo(cabinet: Cabinet): PageImage | null {
  return cabinet.logo_path
    ? { path: storageUrl(cabinet.logo_path), width: null, height: null, alt: `Logo ${cabinetTitle(cabinet)}` }
    : null;
}

export interface PageImage {
  /** Root-relative (`/storage/...`); made absolute when written. */
  path: string;
  width: number | null;
  height: number | null;
  alt: string;
}

export interface PageContent {
  /** 301: an old news slug; `location` is where it moved. */
  status: 200 | 301 | 404;
  location?: string;
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
  /** Source path(s) of the route's module(s) in Vite's manifest (their chunks and CSS are preloaded). */
  routeModule?: string | string[];
  /** The page's largest image, preloaded with the srcset and sizes the SPA will draw it with. */
  preloadImage?: { href: string; srcset?: string; sizes: string; type?: 'image/webp' };
  /** A calendar (`.ics`) for this page, linked as an alternate. */
  calendarPath?: string;
  /** Epoch ms from which the rendered page is out of date without any write (the activities page, ADR 048). */
  expiresAt?: number;
  /** A paged page: its last page (the edge clamps page numbers past it). */
  lastPage?: number;
}

/**
 * The candidates the SPA's `<picture>` will pick from (lib/content/image-sources.ts, the one rule both use): the WebP
 * twins when the CMS made them (the preload then carries `type`, so a browser without WebP skips it), else the
 * original format.
 */
function imagePreload(
  item: Pick<NewsItem, 'image_path' | 'image_formats' | 'image_width' | 'image_webp'>,
  sizes: string,
): PageContent['preloadImage'] {
  if (!item.image_path) return undefined;
  const sources = pictureSources({
    path: item.image_path,
    formats: item.image_formats,
    webp: item.image_webp,
    width: item.image_width,
  });
  if (sources.webpSrcSet) {
    return { href: sources.webpSrc ?? sources.src, srcset: sources.webpSrcSet, sizes, type: 'image/webp' };
  }
  return { href: sources.src, srcset: sources.srcSet, sizes };
}

/** `origin` + a root-relative path; absolute URLs stay as they are. */
export const absoluteUrl = (origin: string, path: string) =>
  /^https?:\/\//i.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;

const titled = (title?: string) => (title ? `${title} | ${SITE_NAME}` : SITE_NAME);

type Strapi = Core.Strapi;
const services = (strapi: Strapi) => ({
  berita: () => serviceOf(strapi, 'api::berita.berita'),
  galeri: () => serviceOf(strapi, 'api::galeri.galeri'),
  awarding: () => serviceOf(strapi, 'api::awarding.awarding'),
  rekrutmen: () => serviceOf(strapi, 'api::rekrutmen.rekrutmen'),
  kegiatan: () => serviceOf(strapi, 'api::kegiatan.kegiatan'),
});

/** An activity's poster as a page image (its 1200-wide rendition when there is one). */
const activityImage = (strapi: Strapi, item: Activity) =>
  item.poster_path
    ? socialImage(
        strapi,
        { image_path: item.poster_path, image_width: item.image_width, image_height: item.image_height },
        `Poster ${item.title}`,
      )
    : Promise.resolve(null);

/** schema.org `Event` of an activity (absolute URLs; times with Asia/Jakarta's offset). */
function eventJsonLd(item: Activity, image: PageImage | null, abs: (path: string) => string): Record<string, unknown> {
  return {
    '@type': 'Event',
    name: item.title,
    description: item.summary,
    startDate: jakartaIsoString(new Date(item.starts_at)),
    ...(item.ends_at ? { endDate: jakartaIsoString(new Date(item.ends_at)) } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(item.place ? { location: { '@type': 'Place', name: item.place, address: item.place } } : {}),
    ...(image ? { image: [abs(image.path)] } : {}),
    url: abs(activityDetailPath(item.slug)),
    organizer: { '@type': 'Organization', name: SITE_NAME, url: abs(PUBLIC_PATHS.home) },
    ...(item.registration_url ? { offers: { '@type': 'Offer', url: item.registration_url } } : {}),
  };
}

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

/** The title of a search on /berita (web/src/app/routes/public/news-list.tsx says the same). */
const searchTitle = (q: string, page: number) => `Pencarian “${q}” – SE-NEWS${page > 1 ? ` (halaman ${page})` : ''}`;

const newsAlt = (item: NewsItem) => (item as NewsItem & { image_alt?: string | null }).image_alt?.trim() || item.title;

function notFoundPage(site: SiteFacts): PageContent {
  return {
    status: 404,
    title: titled('Halaman tidak ditemukan'),
    description: site.description,
    canonicalPath: null,
    noindex: true,
    type: 'website',
    image: null,
    jsonLd: [],
    data: siteData(site),
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
  plain({ title: SITE_NAME, description: siteDescription(null), canonicalPath: null, noindex: true });

/**
 * The head and first data of a page; `query` is the request's query (`/berita?page=n&q=words`, a preview link's
 * `pratinjau`). Every public page (and the 404 page) also embeds the active cabinet and the site settings, which its
 * footer shows.
 */
export async function pageContent(
  strapi: Strapi,
  match: PageMatch,
  query: Record<string, unknown>,
  origin: string,
): Promise<PageContent> {
  if (match.kind === 'private') return pageWithoutData();
  const site = await siteFacts(strapi);
  const page = await publicPageContent(strapi, match, query, origin, site);
  return page.status === 404 ? page : { ...page, data: [...siteData(site), ...page.data] };
}

async function publicPageContent(
  strapi: Strapi,
  match: Exclude<PageMatch, { kind: 'private' }>,
  query: Record<string, unknown>,
  origin: string,
  site: SiteFacts,
): Promise<PageContent> {
  const s = services(strapi);
  const abs = (path: string) => absoluteUrl(origin, path);
  switch (match.kind) {
    case 'notFound':
      return notFoundPage(site);
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
        description: site.description,
        canonicalPath: PUBLIC_PATHS.home,
        image: newest ? await socialImage(strapi, newest, newsAlt(newest)) : null,
        jsonLd: [organization(site, abs)],
        data: [
          ['/api/rekrutmen', JSON.stringify(poster satisfies RecruitmentResponse)],
          ['/api/berita/terbaru', JSON.stringify(latest satisfies LatestNews)],
          ['/api/awarding', JSON.stringify(awarding satisfies Awarding)],
          // useSWRInfinite's value is the list of pages
          [galleryInfiniteKey(), `[${JSON.stringify(gallery satisfies GalleryPage)}]`],
        ],
      });
    }
    case 'about': {
      const list: CabinetList = await serviceOf(strapi, 'api::kabinet.kabinet').list();
      return plain({
        title: titled('Tentang Kami'),
        description: `Tentang HMRPL Telkom University: visi, misi, dan struktur organisasi${
          site.cabinet ? ` ${cabinetTitle(site.cabinet)}` : ''
        }.`,
        canonicalPath: PUBLIC_PATHS.about,
        image: site.cabinet ? cabinetLogo(site.cabinet) : null,
        jsonLd: [organization(site, abs)],
        data: [[CABINET_LIST_KEY, JSON.stringify(list satisfies CabinetList)]],
        routeModule: ROUTE_MODULES.about,
      });
    }
    case 'cabinetArchive': {
      const kabinet = serviceOf(strapi, 'api::kabinet.kabinet');
      let cabinet: Cabinet;
      try {
        cabinet = await kabinet.bySlug(match.slug);
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return notFoundPage(site);
        throw error;
      }
      const list: CabinetList = await kabinet.list();
      // an earlier cabinet is the archive; the active one's page is /tentang; a later one is not public news yet
      const earlier = !cabinet.active && (!site.cabinet || cabinet.period < site.cabinet.period);
      const title = cabinetTitle(cabinet);
      return plain({
        title: titled(earlier ? `${title} (Arsip)` : title),
        description: earlier
          ? `Arsip ${title} HMRPL Telkom University: visi, misi, struktur organisasi, dan pengurus.`
          : `${title} HMRPL Telkom University: visi, misi, struktur organisasi, dan pengurus.`,
        canonicalPath: cabinet.active ? PUBLIC_PATHS.about : cabinetArchivePath(cabinet.slug),
        noindex: !cabinet.active && !earlier,
        image: cabinetLogo(cabinet),
        data: [
          [cabinetKey(match.slug), JSON.stringify(cabinet satisfies Cabinet)],
          [CABINET_LIST_KEY, JSON.stringify(list satisfies CabinetList)],
        ],
        routeModule: ROUTE_MODULES.cabinetArchive,
      });
    }
    case 'activities': {
      // upcoming, the asked page of ended activities, and the gallery's first page (the page's sections in order)
      const page = pageFromQuery(query.page);
      const now = new Date();
      const [upcoming, past, nextChange, gallery] = await Promise.all([
        s.kegiatan().upcoming(now),
        s.kegiatan().pastPage(page, now),
        s.kegiatan().nextChange(now),
        s.galeri().page(GALLERY_FIRST_PAGE.page, GALLERY_FIRST_PAGE.limit),
      ]);
      const soonest = upcoming.data[0];
      return plain({
        title: titled(page > 1 ? `Kegiatan (halaman ${page})` : 'Kegiatan'),
        description: 'Kegiatan HMRPL Telkom University: agenda mendatang, dokumentasi kegiatan, dan kalender.',
        canonicalPath: page > 1 ? `${PUBLIC_PATHS.activities}?page=${page}` : PUBLIC_PATHS.activities,
        image: soonest ? await activityImage(strapi, soonest) : null,
        data: [
          [upcomingActivitiesKey(), JSON.stringify(upcoming)],
          [pastActivitiesKey(page), JSON.stringify(past)],
          [galleryInfiniteKey(), `[${JSON.stringify(gallery satisfies GalleryPage)}]`],
        ],
        routeModule: ROUTE_MODULES.activities,
        // the first upcoming card's poster (web/src/features/kegiatan/components/activity-card.tsx, CARD_POSTER_SIZES)
        preloadImage: soonest?.poster_path
          ? imagePreload(
              {
                image_path: soonest.poster_path,
                image_formats: soonest.image_formats,
                image_width: soonest.image_width,
              },
              '(min-width: 992px) 350px, (min-width: 768px) 50vw, 100vw',
            )
          : undefined,
        calendarPath: ACTIVITIES_CALENDAR_PATH,
        // an activity that ends moves from "upcoming" to the ended list with no write
        expiresAt: nextChange?.getTime(),
        lastPage: past.meta.last_page,
      });
    }
    case 'activityDetail': {
      let item: Activity;
      try {
        item = await s.kegiatan().detailBySlug(match.slug);
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return notFoundPage(site);
        throw error;
      }
      const image = await activityImage(strapi, item);
      return plain({
        title: titled(item.title),
        description: item.summary || site.description,
        canonicalPath: activityDetailPath(item.slug),
        image,
        jsonLd: [eventJsonLd(item, image, abs)],
        data: [[activityDetailKey(match.slug), JSON.stringify(item)]],
        routeModule: ROUTE_MODULES.activityDetail,
        // web/src/app/routes/public/activity-detail.tsx draws the poster 420 px wide, on a phone 340 px
        preloadImage: item.poster_path
          ? imagePreload(
              { image_path: item.poster_path, image_formats: item.image_formats, image_width: item.image_width },
              '(min-width: 768px) 420px, 340px',
            )
          : undefined,
        calendarPath: activityCalendarPath(item.slug),
      });
    }
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
      const q = searchFromQuery(query.q);
      const list: NewsPage = await s.berita().listPage(page, q);
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
    case 'newsDetail': {
      // a preview link (`?pratinjau=`) may open an item visitors cannot see yet; the page is then noindex and never
      // cached (src/lib/pages/serve.ts)
      const token = previewParam(query);
      const found = await s.berita().lookupSlug(match.slug, token);
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
        data: [[newsDetailKey(match.slug, token), JSON.stringify(item)]],
        routeModule: ROUTE_MODULES.newsDetail,
        // web/src/app/routes/public/news-detail.tsx
        preloadImage: imagePreload(item, '(min-width: 860px) 828px, 100vw'),
      });
    }
  }
}
