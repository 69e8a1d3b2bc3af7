/**
 * The public site, from the content types' declarations (src/front/types/<type>.ts, shape: src/front/declare.ts):
 * `SITE_TYPES` lists them once, and every central table is derived from that list, never written by hand:
 *
 * - `PUBLIC_READS`: every read the edge answers (each type's /api reads and feeds, then every page);
 * - `CACHE_SOURCES`: the content types whose writes move the cache version (src/lib/cache/version.ts);
 * - `PAGES`, `matchPage`: the page table (which page a path is, with its head and first data);
 * - `sitemapEntries`: /sitemap.xml, every page's own entries.
 *
 * src/front/__tests__/site.test.ts fails when a content type is neither a cache source nor declared unseen, when a
 * public read's content type does not move the cache, and when a page has no sitemap entry. See ADR 055.
 */
import type { Core } from '@strapi/strapi';
import { withoutTrailingSlashes } from '../lib/content/strings';
import type { PublicRead } from './edge/reads';
import { readOfPage, type CacheSource, type SitePage, type SiteType, type SitemapEntry } from './declare';
import { ADMIN_PREFIX, LOGIN_PATH } from './pages/routes';
import { beranda } from './types/beranda';
import { berita } from './types/berita';
import { kabinet } from './types/kabinet';
import { kegiatan } from './types/kegiatan';
import { aspirasi } from './types/aspirasi';
import { rekrutmen } from './types/rekrutmen';
import { galeri } from './types/galeri';
import { awarding } from './types/awarding';
import { pengaturan } from './types/pengaturan';

/** Every content type's public side, one line each (the order of their pages is the sitemap's). */
export const SITE_TYPES: readonly SiteType[] = [
  beranda,
  berita,
  kabinet,
  kegiatan,
  aspirasi,
  rekrutmen,
  galeri,
  awarding,
  pengaturan,
];

/**
 * Content types that belong to no type's public side (the sign-in machinery), with the reason. Every other content
 * type is a cache source or named `unseen` by its type's declaration.
 */
export const INFRASTRUCTURE: Partial<Record<CacheSource, string>> = {
  'api::session.session': 'admin sign-in sessions (src/lib/auth/session.ts)',
  'api::device-epoch.device-epoch': 'the sign-in device epoch (src/lib/auth/sign-ins.ts)',
};

export const PAGES: readonly SitePage[] = SITE_TYPES.flatMap((type) => type.pages ?? []);

/** The edge's table (src/front/edge/edge.ts): reads and feeds first (a feed path may look like a page's), then pages. */
export const PUBLIC_READS: readonly PublicRead[] = [
  ...SITE_TYPES.flatMap((type) => type.reads ?? []),
  ...PAGES.map(readOfPage),
];

/** What moves the cache version (src/lib/cache/version.ts `followWrites`). */
export const CACHE_SOURCES: ReadonlySet<string> = new Set(SITE_TYPES.flatMap((type) => type.sources));

/** A page's parameter (`/berita/:slug`): the literal part before it, and its name. */
const parameterOf = (page: SitePage) => {
  const at = page.path.lastIndexOf('/:');
  return at < 0 ? null : { prefix: page.path.slice(0, at + 1), name: page.path.slice(at + 2) };
};

/** The pages without a parameter, by name (the SPA's route table names them the same: web/src/config/paths.ts). */
export const PUBLIC_PATHS: Readonly<Record<string, string>> = Object.fromEntries(
  PAGES.filter((page) => !parameterOf(page)).map((page) => [page.name, page.path]),
);

export type PageMatch = { kind: 'page'; page: SitePage; slug: string } | { kind: 'private' } | { kind: 'notFound' };

/** Without a trailing slash (React Router reads `/berita/` as `/berita`). */
function normalizePath(path: string): string {
  return path.length > 1 ? withoutTrailingSlashes(path) || '/' : path;
}

/**
 * What a browser navigation is: a public page (with its decoded slug), a private page (/login, /admin/*: `noindex`,
 * no data) or an unknown path (404 with the SPA's 404 page). A parameter is one decoded segment after its prefix.
 */
export function matchPage(rawPath: string): PageMatch {
  const path = normalizePath(rawPath);
  if (path === LOGIN_PATH || path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`)) return { kind: 'private' };
  for (const page of PAGES) if (page.path === path) return { kind: 'page', page, slug: '' };
  for (const page of PAGES) {
    const parameter = parameterOf(page);
    if (!parameter || !path.startsWith(parameter.prefix)) continue;
    const rest = path.slice(parameter.prefix.length);
    if (!rest || rest.includes('/')) continue;
    try {
      return { kind: 'page', page, slug: decodeURIComponent(rest) };
    } catch {
      // a segment that does not decode is no page
      return { kind: 'notFound' };
    }
  }
  return { kind: 'notFound' };
}

/**
 * The entries of /sitemap.xml: every page's own, the pages without a parameter first (in the table's order), then
 * the items of the others. What several pages read (the news, the cabinets) is read once.
 */
export async function sitemapEntries(strapi: Core.Strapi, builtAt: Date): Promise<SitemapEntry[]> {
  const loads = new Map<string, Promise<unknown>>();
  const run = {
    strapi,
    builtAt,
    once<T>(name: string, load: () => Promise<T>): Promise<T> {
      if (!loads.has(name)) loads.set(name, load());
      return loads.get(name) as Promise<T>;
    },
  };
  const ordered = [...PAGES.filter((page) => !parameterOf(page)), ...PAGES.filter((page) => parameterOf(page))];
  const lists = await Promise.all(
    ordered.map((page) => (typeof page.sitemap === 'function' ? page.sitemap(run) : Promise.resolve([]))),
  );
  return lists.flat();
}
