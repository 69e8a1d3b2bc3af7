/**
 * What every public page's head and first data share (ADR 022): the site's name and facts (the active cabinet, the
 * settings) and the answers that carry them, the association as JSON-LD, the shape of a page's content, the 404 page.
 */
import type { Core } from '@strapi/strapi';
import type { Cabinet, SiteSettings } from '@hmrpl/contract';
import { serviceOf } from '../../lib/strapi/documents';
import { ACTIVE_CABINET_KEY, HOME_PATH, SITE_SETTINGS_KEY } from './routes';

export const SITE_NAME = 'HMRPL Telkom University';
const ORGANIZATION_LEGAL_NAME = 'Himpunan Mahasiswa Rekayasa Perangkat Lunak Telkom University';

/** `Kabinet {name} {period}` of a cabinet (the pages' descriptions name the active one). */
export const cabinetTitle = (cabinet: Pick<Cabinet, 'name' | 'period'>) => `Kabinet ${cabinet.name} ${cabinet.period}`;

/** The site's description: the association and its active cabinet. */
export function siteDescription(cabinet: Pick<Cabinet, 'name' | 'period'> | null): string {
  return `HMRPL Telkom University: Himpunan Mahasiswa Rekayasa Perangkat Lunak${cabinet ? `, ${cabinetTitle(cabinet)}` : ''}.`;
}

/** What every page's head and footer need: the active cabinet (null when there is none) and the site settings. */
export interface SiteFacts {
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
export function siteData(site: SiteFacts): Array<[string, string]> {
  return [
    ...(site.cabinet ? [[ACTIVE_CABINET_KEY, JSON.stringify(site.cabinet satisfies Cabinet)] as [string, string]] : []),
    [SITE_SETTINGS_KEY, JSON.stringify(site.settings satisfies SiteSettings)],
  ];
}

/** The association as JSON-LD: its profiles (the settings) and its description (naming the active cabinet). */
export function organization(site: SiteFacts, abs: (path: string) => string): Record<string, unknown> {
  const { instagram_url, linkedin_url, youtube_url } = site.settings;
  return {
    '@type': 'Organization',
    name: SITE_NAME,
    legalName: ORGANIZATION_LEGAL_NAME,
    alternateName: 'HMRPL',
    description: site.description,
    url: abs(HOME_PATH),
    logo: abs('/favicon.svg'),
    sameAs: [instagram_url, linkedin_url, youtube_url].filter((url): url is string => Boolean(url)),
    ...(site.settings.contact_email ? { email: site.settings.contact_email } : {}),
  };
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
  /**
   * Source path of a module the SPA loads after the first screen (the home page's lower sections): drawn on the
   * server, so its stylesheets come with the page (styled without scripts, nothing moves), its code does not (ADR 124).
   */
  stylesOf?: string;
  /** The page's largest image, preloaded with the srcset and sizes the SPA will draw it with. */
  preloadImage?: { href: string; srcset?: string; sizes: string; type?: 'image/webp' };
  /** A calendar (`.ics`) for this page, linked as an alternate. */
  calendarPath?: string;
  /** Epoch ms from which the rendered page is out of date without any write (the activities page, ADR 048). */
  expiresAt?: number;
  /** A paged page: its last page (the edge clamps page numbers past it). */
  lastPage?: number;
  /** The page's pattern (`/berita/:slug`) for the visitors' speed report; unset when the report is off (ADR 122). */
  speedPage?: string;
}

/** `origin` + a root-relative path; absolute URLs stay as they are. */
export const absoluteUrl = (origin: string, path: string) =>
  /^https?:\/\//i.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;

export const titled = (title?: string) => (title ? `${title} | ${SITE_NAME}` : SITE_NAME);

export function notFoundPage(site: SiteFacts): PageContent {
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
    routeModule: 'src/app/routes/not-found.tsx',
  };
}

export const plain = (
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
